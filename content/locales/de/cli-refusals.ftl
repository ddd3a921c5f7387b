# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = ein Argument enthält ein NUL-Zeichen, das kein Name und kein Pfad enthalten kann
refusal-player-unknown = unbekannter Spieler „{ $kind }“ (Spieler: { $known })
refusal-player-no-options = „{ $part }“ ist keine Option des Spielers { $kind } (er hat keine)
refusal-player-option = „{ $part }“ ist keine Option des Spielers { $kind } (Optionen: { $known })
refusal-player-number = { $option } des Spielers { $kind } muss eine ganze Zahl von { $low } bis { $high } sein
refusal-player-screen = screen={ $value } ist keine Anzahl von Optionen
refusal-player-weights = die Gewichte in { $folder } lassen sich nicht laden (siehe oben)
refusal-player-bot = der Inhalt deklariert kein `bot { $bot }` (Bots: { $known })
refusal-player-weights-content = weights=ORDNER braucht den Inhalt, aus dem das Spiel gebaut wird
refusal-log-player-weights = der Spieler von „{ $side }“ im Protokoll lädt die Bot-Gewichte in { $folder }; wsdv öffnet keinen Ordner, den nur ein Protokoll nennt
refusal-log-player-weights-hint = um mit diesem Ordner weiterzuspielen, nennen Sie ihn selbst: --{ $side } { $player }
refusal-log-player-weights-differs = der Spieler von „{ $side }“ im Protokoll ist „{ $logged }“, nicht „{ $given }“
refusal-log-player-weights-differs-hint = nennen Sie den Spieler des Protokolls, --{ $side } { $player }, oder einen Spieler ohne weights=
refusal-player-rest = rest={ $value } ist keine Anzahl von Entscheidungen
refusal-player-pair = --player { $given }: SEITE=SPIELER schreiben, etwa --player east=heuristic
refusal-player-not-a-player = der Spieler von { $side } ist ein { $type }: einen Spielernamen („random“, „heuristic“, „mcts:200“) oder einen Agent angeben
refusal-unexpected-argument = unerwartetes Argument „{ $word }“
refusal-side-needs-player = { $option } braucht einen Spieler, etwa { $option } heuristic
refusal-side-unknown = unbekannte Seite „{ $side }“ (die Seiten sind { $sides })
refusal-side-did-you-mean = unbekannte Seite „{ $side }“ (war „{ $word }“ gemeint?)
refusal-log-not-a-file = wird nicht als Protokoll gelesen: es ist keine gewöhnliche Datei
refusal-log-not-a-file-hint = nennen Sie die Protokolldatei, die `wsdv play --log` geschrieben hat
refusal-log-unreadable = das Protokoll kann nicht gelesen werden: { $code ->
        [ENOENT] die Datei existiert nicht
        [EACCES] keine Berechtigung
        [EISDIR] es ist ein Ordner
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }
refusal-log-bad-name = das Protokoll kann nicht gelesen werden: keine Datei kann so heißen
refusal-log-too-large = wird nicht als Protokoll gelesen: die Datei ist größer als { $mb } MB
refusal-log-too-large-hint = das Protokoll einer ganzen Partie ist weit kleiner
refusal-log-empty = die Datei ist leer, kein Spielprotokoll
refusal-log-not-a-log = kein Spielprotokoll von wsdv: seiner ersten Zeile fehlt `wsdv_log`
refusal-log-line-too-long = diese Zeile ist länger als { $limit } Bytes; die Zeilen eines Spielprotokolls sind kurz
refusal-log-not-utf8 = diese Zeile ist kein UTF-8-Text
refusal-log-too-deep = diese Zeile ist zu tief verschachtelt für eine Protokollzeile
refusal-log-not-json = diese Zeile ist kein gültiges JSON (bei Spalte { $column })
refusal-log-torn = diese Zeile ist kein gültiges JSON (bei Spalte { $column })
refusal-log-torn-hint = eine abgeschnittene letzte Zeile (volle Platte, Absturz) lässt `wsdv play --resume` weg
refusal-log-not-object = jede Zeile eines Spielprotokolls ist ein JSON-Objekt ({"{"}…{"}"})
refusal-log-deeper = diese Zeile ist tiefer als { $depth } Ebenen verschachtelt; keine Partie bietet solche Optionen
refusal-log-shape =
    `{ $place }`: { refusal-log-detail } (in der { $kind ->
        [header] Kopfzeile
        [result] Ergebniszeile
       *[decision] Entscheidungszeile
    })
refusal-log-shape-hint = das Format der Spielprotokolle ist in docs/guide/game-logs.md beschrieben
refusal-log-no-kind = keine Zeile eines Spielprotokolls: weder eine Entscheidung (`n`, `choice`, …) noch das Ergebnis
refusal-log-second-header = eine zweite Kopfzeile; ein Protokoll enthält eine Partie
refusal-log-after-result = auf die Ergebniszeile einer Partie darf nichts folgen
refusal-log-decision-number = Entscheidung Nummer { $n }, wo { $next } folgen müsste
refusal-log-unwritable = das Protokoll kann nicht geschrieben werden: { $code ->
        [ENOENT] die Datei existiert nicht
        [EACCES] keine Berechtigung
        [EISDIR] es ist ein Ordner
        [ENOSPC] der Datenträger ist voll
       *[other] { $reason }
    }
refusal-log-variants =
    das Protokoll wurde { $logged-any ->
        [no] ohne Variante
       *[yes] mit den Varianten { $logged }
    } geschrieben, dieser Lauf verwendet { $used-any ->
        [no] keine Variante
       *[yes] die Varianten { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] führen Sie es ohne --variant aus
       *[yes] führen Sie es mit { $flags } aus
    }
refusal-log-choice =
    Entscheidung { $n } nimmt Wahl { $choice }, aber „{ $kind }“ von { $side } bietet { $count } { $count ->
        [one] Option
       *[other] Optionen
    } (0 bis { $last })
refusal-log-unfinished =
    das Protokoll endet nach { $count } { $count ->
        [one] Entscheidung
       *[other] Entscheidungen
    }, vor der Partie (keine Ergebniszeile): eine unvollendete Partie
refusal-log-unfinished-hint = setzen Sie sie mit `{ $command }` fort
refusal-log-no-result =
    das Protokoll endet nach { $count } { $count ->
        [one] Entscheidung
       *[other] Entscheidungen
    } ohne seine Ergebniszeile
refusal-log-no-result-hint = das Protokoll einer beendeten Partie endet mit {"{"}"result": …, "state": …{"}"}
refusal-log-finished = diese Partie ist schon beendet
refusal-log-finished-hint = lassen Sie sie mit `{ $command }` neu ablaufen
refusal-replay-content = das Protokoll wurde mit dem Inhalt { $logged } geschrieben, dieser Inhalt ist { $used }
refusal-replay-decision = Zeile { $line }: Entscheidung { $n } im Protokoll ist „{ $kind }“ ({ $side }), die Partie fragt „{ $asked-kind }“ ({ $asked-side })
refusal-replay-option = Zeile { $line }: Entscheidung { $n } im Protokoll nahm Option { $option } als Wahl { $choice }, die Partie bietet dort { $offered }
refusal-replay-log-ended =
    Zeile { $line }: die Partie des Protokolls endete nach { $count } { $count ->
        [one] Entscheidung
       *[other] Entscheidungen
    }, der Neuablauf fragt „{ $kind }“ von { $side }
refusal-replay-state = Zeile { $line }: nach Entscheidung { $n } weicht der Zustand von dem des Protokolls ab
refusal-replay-log-goes-on =
    Zeile { $line }: die Partie endete nach { $count } { $count ->
        [one] Entscheidung
       *[other] Entscheidungen
    }, das Protokoll geht weiter
refusal-replay-result = Zeile { $line }: das Protokoll endet mit { $logged }, der Neuablauf mit { $played }
refusal-replay-final-state = Zeile { $line }: der Endzustand weicht von dem des Protokolls ab
refusal-log-line-shape =
    { refusal-log-detail } (in der { $kind ->
        [header] Kopfzeile
        [result] Ergebniszeile
       *[decision] Entscheidungszeile
    })
refusal-log-line-shape-hint = das Format der Spielprotokolle ist in docs/guide/game-logs.md beschrieben
cli-replay-stopped = nach Entscheidung { $steps } angehalten

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } ist nicht vom Typ { $want ->
            [integer] ganze Zahl
            [string] Text
            [object] JSON-Objekt
            [array] Liste
            [boolean] true oder false
            [null] null
            [number] Zahl
           *[other] { $want }
        }
        [required] der Schlüssel `{ $key }` fehlt
        [extra] der Schlüssel `{ $key }` gehört nicht hierher
        [options] { $found } ist keiner der Werte { $options }
        [min] { $found } ist kleiner als { $limit }
        [max] { $found } ist größer als { $limit }
        [short] { $found } hat weniger als { $limit } Elemente oder Zeichen
        [long] { $found } hat mehr als { $limit } Elemente oder Zeichen
       *[other] { $found } ist hier nicht gültig
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = die Partien der Simulation können nicht gelesen werden: { $code ->
        [link] die Datei ist ein symbolischer Link
        [special] sie ist keine gewöhnliche Datei
        [ENOENT] die Datei existiert nicht
        [EACCES] keine Berechtigung
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = geben Sie den --out-Ordner eines abgeschlossenen Laufs von `wsdv simulate` an
refusal-simulation-long-line = eine Zeile von mehr als { $kb } KB ist kein Datensatz von `wsdv simulate`
refusal-simulation-long-line-hint = die Datei wird von `wsdv simulate --out DIR` geschrieben
refusal-simulation-not-a-record = kein Datensatz von `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = die Partie mit Seed { $seed } folgt auf Seed { $last }: `wsdv simulate` schreibt seine Partien in der Reihenfolge der Seeds
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = mit dieser Partie beginnt eine dritte Reihe von Partien: eine Simulation enthält eine Reihe, ein Vergleich zwei
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = die Simulation enthält keine Partien
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = mit dieser Partie beginnt eine zweite Reihe von Partien (andere Spieler oder anderer Inhalt), doch die beiden Reihen haben nicht dieselben Seeds: nur { $pairs } ihrer { $first } und { $second } Partien bilden Paare
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = die Partie mit Seed { $seed } nennt { $kind ->
        [side] die Seite
        [outcome] den Ausgang
        [decade] die Dekade
        [track] die Leiste
        [card] die Karte
       *[action] die Aktion
    } „{ $id }“, doch der Inhalt hat keine solche Kennung
refusal-simulation-unknown-id-hint = bauen Sie die Site mit dem Inhalt, mit dem die Simulation lief (--content, --variant)
