# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] Sprache
        [coverage] Abdeckung
        [missing] fehlend
        [untranslated] unübers.
        [stale] veraltet
        [unused] unbenutzt
        [variables] Variablen
        [plural] Plural
       *[other] sonst
    }
l10n-tool-work-in-progress = in Arbeit: { $count } auf Englisch gezeigt
l10n-tool-language-problems =
    { $lang }: { $count } { $count ->
        [one] Problem
       *[other] Probleme
    }
l10n-tool-content-errors = der Inhalt hat Fehler; die Sprachdateien lassen sich nicht an ihm prüfen (`wsdv check` ausführen)
l10n-tool-variant-errors = die Variante „{ $name }“ hat Fehler; die Sprachdateien lassen sich nicht an ihr prüfen (`wsdv check --variant { $name }` ausführen)
l10n-tool-problems =
    { $count } { $count ->
        [one] Problem
       *[other] Probleme
    } in den Sprachdateien
l10n-tool-ok =
    Sprachdateien in Ordnung: { $count } { $count ->
        [one] Sprache
       *[other] Sprachen
    } ({ $langs }), { $units } englische Meldungen und Namen
l10n-tool-shipped = der mitgelieferte Inhalt ist mit wsdv installiert und wird nicht an Ort und Stelle geändert
l10n-tool-shipped-hint = kopieren Sie ihn (und das docs/ daneben) und nennen Sie die Kopie mit --content ORDNER
l10n-tool-no-docs = Hinweis: kein docs/ neben { $content }: Wörter und Seiten der Website werden nicht angelegt (den Ordner docs/ neben den Inhalt kopieren, um sie auch zu übersetzen)
l10n-tool-scaffolded =
    Gerüst für „{ $lang }“ angelegt: { $count } { $count ->
        [one] Datei
       *[other] Dateien
    } in { $folders }, jeder Text wartet auf seine Übersetzung
l10n-tool-plurals = Pluralformen in { $lang } (CLDR): { $forms }
l10n-tool-next = weiter: jeden Entwurf übersetzen (das Englische steht darüber); `wsdv l10n status { $lang }` zählt, was bleibt
l10n-tool-no-message = keine Meldung „{ $id }“ in „{ $lang }“ oder auf Englisch
l10n-tool-not-translated = Englisch: nicht übersetzt
l10n-tool-same-all = --same nennt die Texte, die auf Englisch richtig sind, einzeln, nicht mit --all (eine kopierte Datei ginge sonst als übersetzt durch)
l10n-tool-name-ids = die zu bestätigenden Meldungen nennen, oder --all für jede veraltete von „{ $lang }“
l10n-tool-no-translation = „{ $lang }“ hat keine Übersetzung von „{ $id }“
l10n-tool-confirmed =
    { $count } { $count ->
        [one] Übersetzung
       *[other] Übersetzungen
    } von „{ $lang }“ bestätigt
l10n-tool-confirmed-list = { $confirmed }: { $ids }
l10n-tool-new-not-a-code = „{ $lang }“ ist kein Sprachcode, für den sich Dateien anlegen lassen
l10n-tool-new-not-a-code-hint = nennen Sie die Sprache mit ihrem ISO-639-Code in Kleinbuchstaben, z. B. cs für Tschechisch
l10n-tool-new-unknown = „{ $lang }“ ist keine Sprache, die CLDR kennt
l10n-tool-new-unknown-hint = nennen Sie die Sprache mit ihrem ISO-639-Code, z. B. cs für Tschechisch
l10n-tool-new-exists = die Sprache „{ $lang }“ ist schon vorhanden
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` zeigt, was noch zu übersetzen ist
# Die Probleme, die `wsdv l10n check` und `status` auflisten, und ihre Hinweise.
l10n-problem-not-a-language = „{ $lang }“ ist kein Sprachcode, den CLDR kennt
l10n-problem-not-a-language-hint = benennen Sie den Ordner nach seinem ISO-639-Code, z. B. „cs“
l10n-problem-duplicate = „{ $id }“ ist zweimal definiert
l10n-problem-first-defined = zuerst definiert in { $file }:{ $line }
l10n-problem-stub = „{ $id }“ wartet auf seine Übersetzung (wird auf Englisch angezeigt)
l10n-problem-stub-hint = das Englische steht in { $file }:{ $line }: { $english }; schreiben Sie die Übersetzung unter den Entwurf und löschen Sie dann den Entwurf
l10n-problem-fallback = „{ $id }“ wird auf Englisch angezeigt (Übersetzung in Arbeit)
l10n-problem-english-has = das Englische steht in { $file }:{ $line }: { $english }
l10n-problem-missing = „{ $id }“ ist nicht übersetzt
l10n-problem-copied = „{ $id }“ ist der unveränderte englische Text
l10n-problem-copied-hint = übersetzen Sie es; oder, wenn es auf „{ $lang }“ genau so richtig ist (ein gleich geschriebener Name), führen Sie `wsdv l10n confirm { $lang } { $id } --same` aus
l10n-problem-unused = „{ $id }“ gibt es im Englischen nicht (veraltet oder vertippt)
l10n-problem-no-record = zu „{ $id }“ ist nicht festgehalten, welches Englisch es übersetzt
l10n-problem-no-record-hint = Englisch: { $file }:{ $line }; sobald die Übersetzung daran geprüft ist, führen Sie `wsdv l10n confirm { $lang } { $id }` aus
l10n-problem-stale = „{ $id }“ ist veraltet: sein Englisch hat sich seit der Übersetzung geändert
l10n-problem-stale-hint = Englisch: { $file }:{ $line }; passen Sie die Übersetzung an und führen Sie dann `wsdv l10n confirm { $lang } { $id }` aus
l10n-problem-stale-then-hint =
    Englisch damals: { $then }
    Englisch jetzt:  { $now }
    Englisch: { $file }:{ $line }; passen Sie die Übersetzung an und führen Sie dann `wsdv l10n confirm { $lang } { $id }` aus
l10n-problem-unknown-variable = „{ $id }“ verwendet ${ $variable }, das das Englische nicht übergibt
l10n-problem-icon-variable = „{ $id }“ verwendet ${ $variable }, das der Kartentext nicht übergibt
l10n-problem-variables = Variablen: { $variables }
l10n-problem-leaves-out = „{ $id }“ lässt { $variables } aus
l10n-problem-english-at = Englisch: { $file }:{ $line }
l10n-problem-plural = „{ $id }“ wählt eine Pluralform, aber es fehlt { $lacking }
l10n-problem-plural-hint = „{ $lang }“ braucht { $needed }
l10n-problem-reference = „{ $id }“ verweist auf „{ $ref }“, das „{ $lang }“ nicht definiert
l10n-problem-prose-version = „{ $id }“ beschreibt { $known ->
        [yes] Version { $recorded }
       *[no] eine unbekannte Version
    } seiner Regel, die jetzt bei { $current } ist
l10n-problem-prose-version-hint = prüfen Sie den Text an der Regel und führen Sie dann `wsdv l10n confirm { $lang } { $id }` aus (setzt `.{ $attribute } = { $current }`)
l10n-problem-unsaid = die Variante „{ $variant }“ ändert { $kind } { $name } auf eine Weise, die nur ihre Notation ausdrückt, und hat keinen Text „{ $id }“, der es in Worten sagt
l10n-problem-unsaid-hint = schreiben Sie „{ $id }“ in content/locales/en/rules.ftl (was die Variante ändert, in Worten; siehe docs/guide/localization.md, „A variant's prose“), dann hält `wsdv l10n confirm en { $id }` die beschriebene Version fest
l10n-problem-unknown-case-variant = „{ $id }“ hat eine Variante für den unbekannten Fall „{ $case }“
l10n-problem-unknown-function = „{ $id }“ ruft die unbekannte Funktion { $function }() auf
l10n-problem-unknown-case = „{ $id }“ verlangt den unbekannten Fall „{ $case }“
l10n-problem-cases = Fälle: { $cases }
l10n-problem-branch = „{ $id }“: die Variante [{ $key }] lässt { $variables } aus, das die anderen Varianten verwenden
l10n-problem-branch-hint = schreiben Sie die Zahl selbst ({ "{" } ${ $variable } { "}" }), kein festes Wort und keine feste Ziffer
l10n-problem-cycle = „{ $id }“ verweist auf sich selbst: { $loop }
l10n-problem-cycle-hint = eine Meldung oder ein Begriff kann sich nicht selbst enthalten
l10n-problem-chain = „{ $id }“ beginnt eine Kette von mehr als { $depth } Verweisen (ein Begriff, der einen Begriff nennt, der einen Begriff nennt …), zu lang zum Formatieren
l10n-problem-chain-hint = verweisen Sie auf den Text selbst, nicht über so viele Begriffe
l10n-problem-unnamed = { $kind } „{ $name }“ hat keinen englischen { $card ->
        [yes] Titel
       *[no] Namen
    }
l10n-problem-unnamed-hint = ergänzen Sie `{ $id } = ...` in { $file }
l10n-problem-orphan-name = „{ $id }“ benennt kein { $kind } des Inhalts
l10n-problem-orphan-name-hint = entfernen Sie es oder prüfen Sie die ID (IDs verwenden „-“ statt „_“)
l10n-problem-orphan-record = „{ $id }“ sind die Worte keines { $record } irgendeiner Karte
l10n-problem-orphan-record-hint = entfernen Sie es aus jeder Sprache oder nennen Sie es auf seiner Karte: `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = „{ $id }“ sagt „{ $word }“, wo die Begriffsliste „{ $term }“ hat
l10n-problem-term-hint = { $file }:{ $line }: { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(erlaubt: { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = die Seite „{ $page }“ ist nicht übersetzt (die Website zeigt das Englische)
l10n-problem-page-translate = { $english } übersetzen
l10n-problem-page-stub = die Seite „{ $page }“ wartet auf ihre Übersetzung
l10n-problem-page-stub-hint = übersetzen Sie die Seite, löschen Sie die erste Zeile und führen Sie dann `wsdv l10n confirm { $lang } { $page }` aus
l10n-problem-page-copied = die Seite „{ $page }“ ist ihr unveränderter englischer Text
l10n-problem-page-translate-from = aus { $english } übersetzen
l10n-problem-page-no-record = zur Seite „{ $page }“ ist nicht festgehalten, welches Englisch sie übersetzt
l10n-problem-page-stale = die Seite „{ $page }“ ist veraltet: ihr Englisch hat sich seit der Übersetzung geändert
l10n-problem-page-stale-hint = Englisch: { $english }; prüfen Sie die Übersetzung daran und führen Sie dann `wsdv l10n confirm { $lang } { $page }` aus

# Eine Sprachdatei, die Fluent nicht lesen kann (wsdv l10n check), an der Stelle, an der das Lesen abbrach.
l10n-problem-read-fluent = Fluent kann das nicht lesen: { $code ->
        [E0002] hier muss ein Eintrag beginnen (eine Nachrichten-ID, ein -Term oder ein #-Kommentar)
        [E0003] hier wird „{ $arg }“ erwartet
        [E0004] hier wird ein Zeichen aus dem Bereich „{ $arg }“ erwartet
        [E0005] die Nachricht „{ $arg }“ hat weder einen Wert noch Attribute
        [E0006] der Term „-{ $arg }“ hat keinen Wert
        [E0007] der Schlüssel einer Variante darf nicht mit einem Leerzeichen enden
        [E0008] aufrufen lassen sich nur Funktionen (in Großbuchstaben) und -Terme
        [E0009] der Name eines Arguments muss ein einfacher Bezeichner sein
        [E0010] eine der Varianten muss mit * als Vorgabe markiert sein
        [E0011] nach „->“ muss mindestens eine Variante folgen
        [E0012] hier wird ein Wert erwartet
        [E0013] hier wird der Schlüssel einer Variante erwartet
        [E0014] hier wird ein Literal erwartet (eine Zahl oder ein "Text")
        [E0015] nur eine Variante kann die Vorgabe (*) sein
        [E0016] eine Nachricht kann kein Selektor sein
        [E0017] ein Term kann kein Selektor sein
        [E0018] das Attribut einer Nachricht kann kein Selektor sein
        [E0019] das Attribut eines Terms kann nicht als Platzhalter stehen
        [E0020] ein "Text" in Anführungszeichen wird nicht geschlossen
        [E0021] Positionsargumente müssen vor benannten Argumenten stehen
        [E0022] ein Argument ist zweimal benannt
        [E0025] \{ $arg } ist keine Escape-Folge, die Fluent kennt
        [E0026] { $arg } ist keine gültige Unicode-Escape-Folge
        [E0027] eine schließende Klammer ohne öffnende
        [E0028] innerhalb der Klammern wird ein Ausdruck erwartet
        [E0029] ein Selektor muss ein einfacher Ausdruck sein (eine Variable, ein Funktionsaufruf)
       *[other] etwas, das Fluent hier nicht erlaubt ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] bis zur Korrektur fehlt der Eintrag (er wird auf Englisch gezeigt); die Fluent-Syntax ist unter https://projectfluent.org/fluent/guide/ erklärt
       *[other] bis zur Korrektur fehlt der Eintrag „{ $entry }“ ab Zeile { $entry_line } (er wird auf Englisch gezeigt); die Fluent-Syntax ist unter https://projectfluent.org/fluent/guide/ erklärt
    }
l10n-problem-read-unreadable = diese Datei lässt sich nicht lesen: { $code ->
        [ENOENT] sie ist nicht mehr da
        [EACCES] das Lesen ist nicht erlaubt
       *[other] das System hat es verweigert ({ $code })
    }
l10n-problem-read-unreadable-hint = machen Sie die Datei zu einer lesbaren, gewöhnlichen Datei oder entfernen Sie sie
l10n-problem-read-not-utf8 = das Byte { $byte } ist kein UTF-8-Text
l10n-problem-read-not-utf8-hint = speichern Sie die Datei als UTF-8
l10n-problem-read-nul = ein NUL-Zeichen: das ist keine Textdatei
l10n-problem-read-nul-hint = speichern Sie die Datei als reinen UTF-8-Text
l10n-problem-read-control = ein Steuerzeichen ({ $char }): ein Terminal führt es aus, statt es anzuzeigen
l10n-problem-read-control-hint = löschen Sie es; der Text einer Meldung enthält keine Steuerzeichen
l10n-problem-read-deep = Platzhalter sind mehr als { $depth } Ebenen tief verschachtelt
l10n-problem-read-deep-hint = verschachteln Sie weniger geschweifte Klammern ineinander
