# Die Meldungen der Inhaltsprüfung (`wsdv check`): siehe en/diagnostics.ftl.

check-kind = { $kind ->
        [province] Gebiet
        [city] Stadt
        [group] Gruppe
        [country] Land
        [side] Seite
        [track] Leiste
        [piece] Spielteil
        [phase] Schritt
        [card] Karte
        [decade] Dekade
        [icon] Symbol
        [flag] Merkmal
        [sequence] Ablauf
        [outcome] Spielende
        [routine] Ablauf
        [zone] Zone
        [pile] Stapel
        [box] Feld
        [action] Aktion
        [connection] Verbindung
        [variant] Variante
        [figure] Figur
        [pictogram] Piktogramm
        [sector] Sektor
        [deck] Kartenstapel
        [setup] Aufbau
        [bot] Bot
        [feature] Merkmal
        [none] Deklaration
       *[other] { $kind }
    }
check-or = { $first } oder { $last }
check-a = { $type ->
        [number] eine Zahl
        [text] einen Text
        [list] eine Liste
        [bool] einen Ja/Nein-Wert
        [side] eine Seite
        [track] eine Leiste
        [piece] ein Spielteil
        [province] ein Gebiet
        [city] eine Stadt
        [group] eine Gruppe
        [phase] einen Schritt
        [card] eine Karte
       *[other] { $type }
    }
check-label-while-running = beim Ausführen
check-count-errors = Fehler im Inhalt: { $n }
check-count-warnings = Warnungen im Inhalt: { $n }
check-count-strict = (--strict: sie zählen als Fehler)

check-unknown = unbekannter Name '{ $value }' (erwartet: { $kinds })
check-unknown-hint = meinten Sie '{ $near }'?
check-unknown-call = unbekanntes Symbol oder unbekannte Grundoperation `{ $fn }`
check-unknown-call-hint = meinten Sie '{ $near }'?
check-arity = `{ $fn }` nimmt { $span ->
        [single] { $lo }
       *[other] { $lo } bis { $hi }
    } { $hi ->
        [one] Argument
       *[other] Argumente
    }, angegeben: { $found }
check-arity-hint = die Parameter: { $params }
check-no-parameter = `{ $fn }` hat keinen Parameter `{ $key }`
check-no-parameter-hint = { $near ->
        [none] es nimmt: { $takes }
       *[other] meinten Sie '{ $near }'?
    }
check-unknown-name = unbekannter Name '{ $name }'
check-unknown-name-hint = meinten Sie '{ $near }'?
check-no-moment = kein Spielende wird im Moment "{ $name }" geprüft
check-no-moment-hint = { $near ->
        [none] die Momente: { $known }
       *[other] meinten Sie '{ $near }'?
    }
check-no-tag = keine Karte wird je mit der Markierung "{ $name }" behalten
check-no-tag-hint = { $near ->
        [none] eine Karte erhält ihre Markierung durch `keep_card(side, TAG)`
       *[other] meinten Sie '{ $near }'?
    }
check-variable-never-set = die Spielvariable "{ $name }" wird nirgends gesetzt
check-variable-never-set-hint = { $near ->
        [none] setzen Sie sie mit `set_var("{ $name }", value)`
       *[other] meinten Sie '{ $near }'?
    }
check-no-narration = in den englischen Texten fehlt die Erzählmeldung `{ $message }`
check-no-narration-hint = { $near ->
        [none] ergänzen Sie sie in content/locales/en/narration.ftl
       *[other] meinten Sie '{ $near }'?
    }
check-no-question = die Entscheidung "{ $name }" hat keine Frage: `{ $message }` hat in den englischen Texten keine Variante [{ $name }]
check-no-question-hint = { $near ->
        [none] ergänzen Sie `[{ $name }] ...` in `{ $message }` in der cli.ftl jeder Sprache (die Frage an den Spieler, der entscheidet)
       *[other] meinten Sie '{ $near }'?
    }
check-not-of-kind = '{ $name }' ist kein(e) { $kinds }
check-not-of-kind-hint = { $near ->
        [none] die Namen ({ $kinds }): { $known }
       *[other] meinten Sie '{ $near }'?
    }
check-unknown-kind = unbekannte Art "{ $name }"
check-unknown-kind-hint = meinten Sie '{ $near }'?

check-needs = `{ $what }` braucht { $want_a }, nicht { $got_a }
check-needs-hint = { $want ->
        [number] schreiben Sie die Zahl ohne Anführungszeichen
       *[other] schreiben Sie den Namen ohne Anführungszeichen
    }
check-arg-needs = `{ $param }` von `{ $fn }` braucht { $want_a }, nicht { $got_a }
check-arg-needs-hint = { $want ->
        [number] schreiben Sie die Zahl ohne Anführungszeichen
       *[other] schreiben Sie den Namen ohne Anführungszeichen
    }
check-range-needs = ein Bereich braucht { $want_a }, nicht { $got_a }
check-range-needs-hint = schreiben Sie die Zahl ohne Anführungszeichen
check-for-needs-list = `for` braucht eine Liste, nicht { $got_a }
check-never-equal = `{ $op }` vergleicht Werte verschiedener Art ({ $a_a } und { $b_a }), die nie gleich sind
check-never-equal-hint = vergleichen Sie Werte derselben Art
check-calls-itself = { $kind_noun } `{ $name }` ruft sich selbst auf: { $chain }
check-calls-itself-hint = ein Kreis von Aufrufen zwischen Symbolen und Abläufen endet nie; schreiben Sie Wiederholungen mit `repeat` oder `for`

check-own-neighbour = das Gebiet '{ $province }' kann nicht sein eigener Nachbar sein
check-neighbour-twice = '{ $neighbour }' steht zweimal unter den Nachbarn von '{ $province }'
check-one-way-neighbour = '{ $province }' nennt '{ $neighbour }' als Nachbarn, aber '{ $neighbour }' nennt '{ $province }' nicht
check-one-way-neighbour-hint = Nachbarschaft gilt in beide Richtungen: ergänzen Sie '{ $province }' bei den Nachbarn von '{ $neighbour }'
check-city-unplaced = die Stadt '{ $city }' braucht `province`, `floating` oder `country`
check-city-unplaced-hint = geben Sie an, in welchem Gebiet die Stadt liegt
check-connection-same-city = eine Verbindung muss zwei verschiedene Städte verbinden, '{ $city }' steht zweimal da
check-connected-twice = '{ $a }' und '{ $b }' sind schon verbunden
check-connected-twice-hint = zuerst verbunden in { $where }
check-no-connections = die Stadt '{ $city }' nimmt keine Verbindungen
check-no-connections-hint = '{ $city }' ist mit `connectable no` angegeben
check-crosses-border = die Verbindung '{ $a } -- { $b }' überquert die Grenze zwischen den Seiten
check-crosses-border-hint = keine Verbindung führt von einer Stadt der einen Seite zu einer Stadt der anderen
check-track-downward = die Felder der Leiste '{ $track }' laufen von { $lo } abwärts bis { $hi }
check-track-downward-hint = schreiben Sie das untere Ende zuerst: { $hi }..{ $lo }
check-track-start = die Leiste '{ $track }' beginnt auf Feld { $start }, das nicht in { $lo }..{ $hi } liegt
check-track-no-space = die Leiste '{ $track }' hat kein Feld { $n }: ihre Felder sind { $lo }..{ $hi }
check-phase-twice = der Schritt '{ $phase }' kommt im Ablauf '{ $sequence }' zweimal vor

check-card-not-in-decade = die Karte { $card } gehört nicht zu den Karten der Dekade { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] nehmen Sie ihre Nummer in die Dekade auf: `cards { $cards }, { $card }`
       *[other] die Karte { $card } steht in der Dekade { $owner }
    }
check-decade-lists-missing = die Dekade { $decade } nennt { $count ->
        [one] { $count } Kartennummer, die
       *[other] { $count } Kartennummern, die
    } keine Karte der Dekade { $decade } trägt: { $cards }
check-decade-lists-missing-hint = schreiben Sie `card { $first }  decade { $decade } ...` oder nehmen Sie die Nummer aus `cards`
check-special-no-value = die Sonderkarte { $card } trägt keinen Wert (§3: nur der Osten darf sie nehmen)
check-special-no-value-hint = entfernen Sie `value`
check-card-needs-value = die Karte { $card } braucht `value`
check-card-needs-value-hint = eine Zahl für beide Seiten, oder erst der Wert des Westens, dann der des Ostens (z. B. `value 1, 3`)
check-same-value = die Karte { $card } gibt beiden Seiten denselben Wert { $value }
check-same-value-hint = schreiben Sie ihn einmal: `value { $value }`
check-needs-value-boxes = eine Karte mit zwei Werten braucht `value_boxes` beim Kartenstapel
check-needs-value-boxes-hint = sagen Sie, wessen Wert jedes Feld gibt, z. B. `value_boxes west, east` beim Kartenstapel
check-row-number = die Reihe { $row } der Karte { $card } müsste Reihe { $n } sein
check-row-number-hint = nummerieren Sie die Reihen einer Karte von oben: 1, 2, 3 ...
check-primitive-not-icon = `{ $fn }` ist eine Grundoperation, kein Symbol
check-primitive-not-icon-hint = eine Karte druckt Symbole; legen Sie in content/icons.wsdv ein Symbol an, das sie benutzt
check-corner-in-row = `{ $icon }` ist ein Ecksymbol; es gehört in `corner` der Karte
check-record-no-words = { $kind ->
        [erratum] das Erratum
       *[ruling] die Klarstellung
    } `{ $name }` hat keinen Text: in den englischen Texten fehlt `{ $message }`
check-record-no-words-hint = { $meant ->
        [none] schreiben Sie den Text als `{ $message } = ...` in { $file }
       *[other] meinten Sie '{ $meant }'?
    }
check-no-title = die Karte { $card } hat keinen Titel
check-no-title-hint = schreiben Sie `{ $term } = ...` in locales/{ $lang }/{ $file }, dann in die { $file } jeder Sprache (`wsdv new card` schreibt alle)
check-no-pictogram = das Symbol '{ $icon }' hat kein Piktogramm
check-no-pictogram-hint = `wsdv new pictogram { $icon }` schreibt eines zum Ausarbeiten (siehe content/pictograms.wsdv); bis dahin zeichnet die Website einen leeren gestrichelten Kreis

check-pictogram-no-icon = das Piktogramm '{ $name }' zeichnet kein Symbol: es gibt kein Symbol '{ $name }'
check-pictogram-no-icon-hint = { $near ->
        [none] ein Piktogramm trägt den Namen des Symbols, das es zeichnet
       *[other] meinten Sie '{ $near }'?
    }
check-pictogram-empty = das Piktogramm '{ $name }' zeichnet nichts
check-pictogram-empty-hint = geben Sie ihm einen Block `{"{"} {"}"}` mit Zeilen `path`, `circle` oder `use`
check-figure-cycle = die Figur '{ $name }' zeichnet sich selbst: { $chain }
check-figure-cycle-hint = eine Figur darf andere Figuren benutzen, aber nie eine, die zu ihr zurückführt

check-unknown-declaration = unbekannte Art von Deklaration `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] bekannte Arten: { $known }
       *[other] meinten Sie '{ $near }'?
    }
check-nested-outside = { $kind_noun } gehört in den Block `{"{"} {"}"}` von: { $kinds }
check-nested-outside-hint = fehlt die `{"{"}` am Ende der Zeile darüber?
check-needs-id = nach `{ $kind }` fehlt der Name
check-needs-id-hint = z. B. `{ $kind } my_{ $kind }`
check-no-content-folder = diesen Inhaltsordner gibt es nicht
check-empty-content-folder = dieser Inhaltsordner enthält keine Inhaltsdateien (*{ $extension })
check-empty-content-folder-hint = nennen Sie den Ordner mit den Dateien des Spiels (board/, cards/, ...), oder lassen Sie --content weg, um den mitgelieferten Inhalt zu nutzen
check-no-overlay-folder = diesen Overlay-Ordner gibt es nicht
check-overlay-in-base = `{ $word }` gehört in einen Varianten- oder Overlay-Ordner
check-overlay-in-base-hint = im Grundinhalt wird alles einmal deklariert, ohne `replace`, `amend` oder `delete`
check-defined-twice = { $kind_noun } '{ $name }' ist zweimal definiert
check-defined-twice-hint = die erste Definition steht in { $where }
check-already-in-base = { $kind_noun } '{ $name }' gibt es im Grundinhalt schon
check-already-in-base-hint = schreiben Sie `replace` oder `amend` davor, um es zu ändern
check-cannot-change = `{ $word }` geht nicht: { $kind_noun } '{ $name }' gibt es nicht
check-cannot-change-hint = { $reversed ->
        [none] meinten Sie '{ $near }'?
       *[other] sie ist als `{ $reversed }` geschrieben; nennen Sie ihre Enden in dieser Reihenfolge
    }
check-delete-extra = `delete` nimmt nur die Art und den Namen
check-unknown-key = unbekannter Schlüssel `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] bekannte Schlüssel: { $known }
           *[other] ist `{ $key }` ein weiteres Element von `{ $before }`, trennen Sie die Elemente mit Kommas: `{ $last }, { $key }`
        }
       *[other] meinten Sie '{ $near }'?
    }
check-unknown-variant = unbekannte Variante '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] dieser Inhalt hat keine Varianten
           *[other] bekannte Varianten: { $known }
        }
       *[other] meinten Sie '{ $near }'?
    }

syntax-closes-nothing = diese `{ $closer }` schließt nichts
syntax-closes-nothing-hint = davor ist keine `{ $opener }` mehr offen
syntax-never-closed-before = diese `{ $opener }` wird nie geschlossen
syntax-never-closed-before-hint = schließen Sie sie mit `{ $closer }` vor der `{ $other }` in Zeile { $line }
syntax-block-never-closed = diese `{"{"}` wird nie geschlossen
syntax-block-never-closed-hint = die `{"}"}` in Zeile { $line } ist wie ein äußerer Block eingerückt; setzen Sie davor eine `{"}"}` für diesen Block
syntax-never-closed = diese `{ $opener }` wird nie geschlossen
syntax-never-closed-hint = jede `{ $opener }` braucht eine `{ $closer }`; setzen Sie sie dort, wo { $shape ->
        [block] der Block
       *[list] die Liste
    } endet
syntax-continuation-operator = Zeile { $line } setzt Zeile { $above } nicht fort: Zeile { $above } endet weder mit einem Komma noch mit einem Operator
syntax-continuation-operator-hint = setzen Sie das `{ $word }` ans Ende von Zeile { $above }: eine Zeile geht nur nach einem Komma oder Operator am Ende weiter
syntax-continuation-key = Zeile { $line } setzt Zeile { $above } nicht fort: Zeile { $above } endet weder mit einem Komma noch mit einem Operator
syntax-continuation-key-hint = schreiben Sie `{ $word } ...` in Zeile { $above } zu den anderen Schlüsseln ({ $kind_noun }); eine Zeile geht nur nach einem Komma oder Operator am Ende weiter, wie in einer umbrochenen Liste
syntax-continuation-list = Zeile { $line } setzt Zeile { $above } nicht fort: Zeile { $above } endet weder mit einem Komma noch mit einem Operator
syntax-continuation-list-hint = beenden Sie Zeile { $above } mit `,`, wenn Zeile { $line } ihre Liste fortsetzt; eine Zeile geht nur nach einem Komma oder Operator am Ende weiter
syntax-single-equals = unerwartetes `=`{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }
syntax-single-equals-hint = zum Vergleichen zweier Werte schreiben Sie `==`; ein einzelnes `=` benennt nur ein Argument (`to = p`) oder steht in `let`
syntax-missing-equals = zwischen `{ $a }` und `{ $b }` fehlt `=`
syntax-missing-equals-hint = ein benanntes Argument wird mit `=` geschrieben: `{ $a } = { $b }`
syntax-missing-comma = zwischen `{ $a }` und `{ $b }` fehlt `,`
syntax-missing-comma-hint = trennen Sie die Elemente einer Liste mit Kommas: `{ $a }, { $b }`
syntax-not-whole = `{ $number }` ist keine ganze Zahl
syntax-not-whole-hint = Zahlen sind ganze Zahlen; eine Bezeichnung wie eine Abschnittsnummer wird als Text geschrieben: "{ $number }"
syntax-unquoted = `{ $key }` nimmt einen Text in Anführungszeichen, gefunden: `{ $shown }`
syntax-unquoted-hint = schreiben Sie `{ $key } "{ $shown }"`
syntax-text-never-closed = dieser Text in Anführungszeichen wird nie geschlossen
syntax-text-never-closed-hint = schließen Sie ihn mit `"` in derselben Zeile: ein Text kann nicht in die nächste Zeile weiterlaufen
