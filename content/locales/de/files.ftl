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
files-error-other-kind-hint = einen neuen oder leeren Ordner angeben, z. B. { $example }
files-error-foreign = dieser Berichtsordner wird nicht ersetzt: Er enthält Dateien, die nicht vom Bericht stammen ({ $files })
files-error-foreign-hint = die Dateien woandershin verschieben oder einen anderen Ordner angeben, z. B. { $example }; wsdv löscht nie Dateien, die es nicht selbst geschrieben hat
files-error-repeated-key = der Schlüssel „{ $key }“ steht zweimal in dieser Zuordnung (zuerst in Zeile { $first }); YAML würde nur den letzten behalten und den ersten übergehen
files-error-repeated-key-hint = nur ein „{ $key }:“ behalten oder beide zu einem zusammenführen

# Eine Partie, die Antworten eines Menschen braucht, wo niemand sie geben kann.
files-error-no-terminal = für die { NAME($side) } spielt ein Mensch, aber es gibt kein Terminal, um ihn zu fragen: die Eingabe endete vor der ersten Antwort
files-error-no-terminal-hint = im Terminal spielen oder die Seite einem Bot überlassen: --{ $side_id } random (oder foresight, heuristic)
