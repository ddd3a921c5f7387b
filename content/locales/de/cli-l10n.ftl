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
l10n-tool-shipped-hint = ihn (und das docs/ daneben) kopieren und die Kopie mit --content ORDNER nennen
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
