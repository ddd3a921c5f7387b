# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = wird nicht gelesen: Das ist { $kind ->
        [folder] ein Ordner
        [fifo] eine FIFO (benannte Pipe)
        [device] ein Gerät
        [socket] ein Socket
        [link] ein symbolischer Link
       *[special] eine Spezialdatei
    }, keine gewöhnliche Datei
files-error-not-regular-hint = wsdv liest nur gewöhnliche Dateien; ein Paket mit Pipes oder Geräten ist nicht sicher
files-error-too-large = { $what ->
        [content] diese Inhaltsdatei wird
        [locale] diese Übersetzungsdatei wird
        [scenario] diese Szenariodatei wird
        [log] dieses Partieprotokoll wird
        [cache] dieser Cache-Eintrag wird
       *[marker] diese Markierungsdatei wird
    } nicht gelesen: Sie ist größer als { $limit } MB
files-error-too-large-hint = eine echte Datei dieser Art ist viel kleiner; ist das die gemeinte Datei?
files-error-outside = wird nicht gelesen: Der Pfad führt aus seinem Ordner { $folder } hinaus, nach { $target }
files-error-outside-hint = ein geteilter oder heruntergeladener Ordner kann Links auf Ihre eigenen Dateien enthalten; kopieren Sie die Datei in den Ordner, wenn Sie sie meinten, oder entfernen Sie den Link
files-error-other-kind = dieser Ordner wird nicht durch { $what ->
        [simulation] einen Simulationsbericht
        [site] die Regel-Website
        [markdown] den Markdown-Baum
        [schemas] die JSON-Schemas
       *[other] diese Ausgabe
    } ersetzt: wsdv hat ihn als { $other ->
        [simulation] Simulationsbericht
        [site] Regel-Website
        [markdown] Markdown-Baum
        [schemas] JSON-Schemas
       *[other] eine andere Art von Ausgabe
    } geschrieben, und eine Art von Ausgabe ersetzt nie eine andere
files-error-other-kind-hint = geben Sie einen neuen oder leeren Ordner an, z. B. { $example }
files-error-foreign = dieser Berichtsordner wird nicht ersetzt: Er enthält Dateien, die nicht vom Bericht stammen ({ $files })
files-error-foreign-hint = verschieben Sie die Dateien woandershin oder geben Sie einen anderen Ordner an, z. B. { $example }; wsdv löscht nie Dateien, die es nicht selbst geschrieben hat
files-error-repeated-key = der Schlüssel „{ $key }“ steht zweimal in dieser Zuordnung (zuerst in Zeile { $first }); YAML würde nur den letzten behalten und den ersten übergehen
files-error-repeated-key-hint = behalten Sie nur ein „{ $key }:“ oder führen Sie beide zu einem zusammen
files-out-cannot-look = dieser Pfad lässt sich nicht prüfen: { $code ->
        [ENOENT] nicht vorhanden
        [EACCES] keine Berechtigung
        [EROFS] das Dateisystem ist schreibgeschützt
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }
files-out-cannot-look-hint = wählen Sie einen anderen Ordner
files-out-folder-link = hier wird nicht geschrieben: Das ist ein symbolischer Link
files-out-folder-link-hint = nennen Sie den echten Ordner oder einen neuen
files-out-root = das Wurzelverzeichnis des Dateisystems wird nicht überschrieben
files-out-root-hint = nennen Sie einen neuen Ordner{ $example ->
        [none] { "" }
       *[other] , z. B. { $example }
    }
files-out-cwd = der Ordner, in dem wsdv läuft (oder einer, der ihn enthält), wird nicht ersetzt
files-out-cwd-hint = nennen Sie einen neuen Ordner{ $example ->
        [none] { "" }
       *[other] , z. B. { $example }
    }
files-out-not-folder = hier wird nicht geschrieben: Das ist { $kind ->
        [file] eine Datei
       *[special] ein Gerät oder eine Spezialdatei
    }, kein Ordner
files-out-not-folder-hint = nennen Sie einen neuen Ordner; wsdv ersetzt nie eine Datei durch einen Ordner
files-out-cannot-list = dieser Ordner lässt sich nicht lesen: { $code ->
        [ENOENT] nicht vorhanden
        [EACCES] keine Berechtigung
        [EROFS] das Dateisystem ist schreibgeschützt
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }
files-out-cannot-list-hint = wählen Sie einen anderen Ordner
files-out-foreign = dieser Ordner wird nicht durch { $what ->
        [simulation] einen Simulationsbericht
        [site] die Regel-Website
        [markdown] den Markdown-Baum
        [schemas] die JSON-Schemas
       *[other] diese Ausgabe
    } ersetzt: Er enthält Dateien, die wsdv nicht geschrieben hat ({ $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }, keine Markierung { $marker })
files-out-foreign-hint = nennen Sie einen neuen oder leeren Ordner{ $example ->
        [none] { "" }
       *[other] , z. B. { $example }
    }; wsdv löscht nie Dateien, die es nicht selbst geschrieben hat
files-out-dangling-link = hier wird nicht geschrieben: Das ist ein symbolischer Link auf eine Datei, die es nicht gibt
files-out-dangling-link-hint = nennen Sie die echte Datei oder eine neue
files-out-cannot-write = hier kann nicht geschrieben werden: { $code ->
        [ENOENT] nicht vorhanden
        [EACCES] keine Berechtigung
        [EROFS] das Dateisystem ist schreibgeschützt
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }
files-out-cannot-write-hint = nennen Sie eine Datei in einem Ordner, den es gibt
files-out-file-link = hier wird nicht geschrieben: Das ist ein symbolischer Link (auf { $target }), den die neue Datei ersetzen würde
files-out-file-link-hint = nennen Sie die echte Datei oder eine neue
files-out-is-folder = hier kann nicht geschrieben werden: Das ist ein Ordner
files-out-is-folder-hint = nennen Sie eine Datei
files-out-special = hier wird nicht geschrieben: Das ist ein Gerät oder eine Spezialdatei
files-out-special-hint = nennen Sie eine gewöhnliche Datei
files-out-not-owned = diese Datei wird nicht überschrieben: wsdv hat sie nicht geschrieben
files-out-not-owned-hint = nennen Sie eine neue Datei; wsdv überschreibt nie Dateien, die es nicht selbst geschrieben hat
files-out-no-folder = hier kann nicht geschrieben werden: Den Ordner { $folder } gibt es nicht
files-out-no-folder-hint = legen Sie den Ordner zuerst an, oder nennen Sie eine Datei in einem Ordner, den es gibt
files-out-read-only = hier kann nicht geschrieben werden: In den Ordner { $folder } darf nicht geschrieben werden
files-out-read-only-hint = nennen Sie eine Datei in einem Ordner, in den Sie schreiben dürfen
files-out-failed = diese Datei konnte nicht geschrieben werden: { $code ->
        [ENOENT] nicht vorhanden
        [EACCES] keine Berechtigung
        [EROFS] das Dateisystem ist schreibgeschützt
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }{ $nothing ->
        [yes] ; nichts wurde geändert
       *[no] { "" }
    }
files-out-failed-hint = prüfen Sie den freien Platz und die Rechte des Ordners
files-journal-unreadable = ein nicht abgeschlossenes `wsdv rename` (oder `wsdv new`) hat dieses Journal hinterlassen, und es lässt sich nicht lesen ({ $reason })
files-journal-unreadable-hint = stellen Sie den Inhalt aus Ihrer Versionsverwaltung wieder her und löschen Sie dann das Journal
files-journal-foreign = ein nicht abgeschlossenes `wsdv rename` (oder `wsdv new`) hat dieses Journal hinterlassen, aber es stammt nicht von wsdv
files-journal-foreign-hint = stellen Sie den Inhalt aus Ihrer Versionsverwaltung wieder her und löschen Sie dann das Journal
files-out-nested = der Markdown-Baum und die Website brauchen je einen eigenen Ordner, keiner im anderen
files-out-nested-hint = z. B. { $example }

# Eine Partie, die Antworten eines Menschen braucht, wo niemand sie geben kann.
files-error-no-terminal = für die { NAME($side) } spielt ein Mensch, aber es gibt kein Terminal, um ihn zu fragen: die Eingabe endete vor der ersten Antwort
files-error-no-terminal-hint = spielen Sie im Terminal oder überlassen Sie die Seite einem Bot: --{ $side_id } random (oder foresight, heuristic)

# Der Lernpfad der Website, docs/learn.yaml (`wsdv site build`): jedes Problem an seiner Stelle in der Datei.
learn-path-unreadable = der Lernpfad lässt sich nicht lesen: { $reason }
learn-path-unreadable-hint = der Lernpfad der Website ist docs/learn.yaml, neben den Seiten der Website
learn-path-not-utf8 = der Lernpfad ist kein UTF-8-Text
learn-path-not-utf8-hint = speichern Sie die Datei als UTF-8
learn-path-yaml = das ist kein gültiges YAML: das Lesen brach hier ab
learn-path-yaml-hint = suchen Sie an dieser Stelle oder kurz davor nach einem fehlenden Doppelpunkt, Anführungszeichen oder einer Klammer oder nach einer falschen Einrückung
learn-path-deep = der Lernpfad ist zu tief verschachtelt
learn-path-deep-hint = ein Abschnitt ist eine Zuordnung von Namenslisten, nicht tiefer
learn-path-not-mapping = der Lernpfad muss eine Zuordnung mit `learn` und `places` sein
learn-path-not-mapping-hint = beginnen Sie eine Zeile mit `learn:` und eine mit `places:`, jeweils gefolgt von ihren Abschnitten
learn-path-not-list = `{ $list }` muss eine Liste von Abschnitten sein
learn-path-not-list-hint = beginnen Sie jeden Abschnitt in einer eigenen Zeile mit `- key: NAME`
learn-path-no-key = dieser Eintrag von `{ $list }` braucht einen `key`
learn-path-no-key-hint = beginnen Sie den Abschnitt mit `- key: NAME`
learn-path-bad-key = `{ $list }`: der Schlüssel `{ $key }` ist kein Name: nur Buchstaben, Ziffern, `_` und `-`
learn-path-bad-key-hint = der Schlüssel benennt die Seite des Teils (learn-KEY.md), ihren Anker und ihre Texte (learn-KEY-title); verwenden Sie also kein `/`, keinen `.` und kein Leerzeichen
learn-path-not-names = `{ $list }`, Eintrag `{ $key }`: `{ $field }` muss eine Liste von Namen sein
learn-path-not-names-hint = schreiben Sie die Namen in eckige Klammern, etwa `{ $field }: [erster, zweiter]`
learn-path-unknown-pages = `{ $key }` verweist auf unbekannte Seiten: { $names }
learn-path-unknown-pages-hint = die Seiten der Website: { $known }
learn-path-unknown-figures = `{ $key }` zeigt unbekannte Bilder: { $names }
learn-path-unknown-figures-hint = die Bilder, die die Website zeichnet: { $known }
learn-path-unknown-lists = `{ $key }` zeigt unbekannte Listen: { $names }
learn-path-unknown-lists-hint = die Checklisten, die die Website erstellt: { $known }
learn-path-unknown-places = `{ $key }` lehrt Orte ohne eigenen Abschnitt: { $names }
learn-path-unknown-places-hint = geben Sie jedem einen eigenen Abschnitt unter `places` (`- key: NAME`) oder lassen Sie ihn hier weg
learn-path-moved-not-map = `moved` muss Beispielen die Teile zuordnen, auf denen sie standen
learn-path-moved-not-map-hint = eine Zeile je Beispiel, etwa `EX-1: goal`
learn-path-moved-wrong = `moved`: { $example } stand auf `{ $was }`, aber das ist kein anderer Teil des Pfads als der, der es zeigt
learn-path-moved-wrong-hint = nennen Sie den Teil, dessen Seite das Beispiel vorher zeigte; der Teil, der es jetzt zeigt, führt es unter `examples`
learn-path-definitions = `definitions` muss die Schlüssel der Definitionen der ersten Seite aufzählen
learn-path-definitions-hint = schreiben Sie die Schlüssel in eckige Klammern, etwa `definitions: [erster, zweiter]`; die Worte stehen jeweils im Website-Text `learn-definition-<key>`
learn-path-outline = `outline` muss Zeilen des Spiels auf einen Blick ({ $lines }) Teilen des Pfads zuordnen
learn-path-outline-hint = eine Zeile je Eintrag, etwa `ZEILE: TEIL`
learn-path-rule = `{ $rule }` nennt keine Regel mit Text auf der Regelseite
learn-path-rule-hint = nennen Sie eine Regel so wie die Anker der Regelseite, `ART-ID` (ihr Anker ist `#rule-ART-ID`)
