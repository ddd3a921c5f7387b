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
        [proposal] Vorschlag
        [shortlist] Vorauswahl
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
check-wrong-kind = '{ $value }' ist ein Name anderer Art: { $kind_noun } (erwartet: { $kinds })
check-wrong-kind-hint = meinten Sie '{ $near }'?
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
       *[other] meinten Sie '{ $near }'? Für eine neue Entscheidung ergänzen Sie `[{ $name }] ...` in `{ $message }` in der cli.ftl jeder Sprache
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
check-calls-itself =
    { $kind_noun } `{ $name }` ruft sich { $kind ->
       *[other] selbst
    } auf: { $chain }
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
check-title-elsewhere = der Titel der Karte { $card } steht in { $written }, nicht in { $file }
check-title-elsewhere-hint = verschieben Sie `{ $term } = ...` nach locales/{ $lang }/{ $file } und in jeder Sprache in deren { $file }: der Titel einer Karte steht an genau einer Stelle
check-variant-unnamed = die Variante { $variant } hat keinen Namen
check-variant-unnamed-hint = schreiben Sie `{ $term } = ...` in locales/{ $lang }/{ $file }, dann in die { $file } jeder Sprache: der Titel in der Variante wird nicht angezeigt
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
check-defined-twice = { $kind_noun } '{ $name }' ist zweimal { $kind ->
       *[other] definiert
    }
check-defined-twice-hint = die erste Definition steht in { $where }
check-already-in-base = { $kind_noun } '{ $name }' gibt es im Grundinhalt schon
check-already-in-base-hint = schreiben Sie `replace` oder `amend` davor, um es zu ändern
check-cannot-change = `{ $word }` geht nicht: { $kind ->
       *[other] { $kind_noun }
    } '{ $name }' gibt es nicht
check-cannot-change-hint = { $reversed ->
        [none] meinten Sie '{ $near }'?
       *[other] sie ist als `{ $reversed }` geschrieben; nennen Sie ihre Enden in dieser Reihenfolge
    }
check-delete-extra = `delete` nimmt nur die Art und den Namen
check-unknown-key = unbekannter Schlüssel `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] bekannte Schlüssel: { $known }
                   *[other] ist `{ $key }` ein weiteres Element von `{ $before }`, trennen Sie die Elemente mit Kommas: `{ $last }, { $key }`
                }
               *[other] meinten Sie '{ $near }'?
            }
       *[other] { $key ->
            [title_de] der Titel einer Karte ist ein Text der Sprachdateien: `-card-ID = ...` in der titles.ftl jeder Sprache
            [title_en] der Titel einer Karte ist ein Text der Sprachdateien: `-card-ID = ...` in der titles.ftl jeder Sprache
           *[other] `{ $key }` gibt es hier nicht mehr
        }
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

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = eine Deklaration `{ $kind }` kann nicht zwischen Effekten stehen
check-in-needs-members = `{ $op }` braucht rechts eine Liste, eine Seite, eine Gruppe oder ein Land, angegeben ist { $found ->
        [number] eine Zahl ({ $value })
        [name] '{ $value }' ({ $kinds })
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] eine Zahl ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } hat keine Elemente; um einen Wert mit einem anderen zu vergleichen, schreiben Sie `==`
check-sector-other-side = der Sektor '{ $sector }' von '{ $province }' wird von '{ $supplier }' versorgt, einem Gebiet der anderen Seite
check-sector-own-supplier = '{ $province }' kann nicht seinen eigenen Sektor versorgen
check-sector-twice = der Sektor '{ $sector }' ist in '{ $province }' zweimal definiert
check-city-placed-twice = die Stadt '{ $city }' nimmt nur eines von `province`, `floating` und `country`, angegeben sind { $found }
check-floating-needs-chooser = die bewegliche Stadt '{ $city }' braucht `chooser`
check-floating-needs-chooser-hint = nennen Sie die Seite, die jedes Mal ihr Gebiet wählt
check-floating-both-sides = die bewegliche Stadt '{ $city }' nennt Gebiete beider Seiten
check-floating-twice = '{ $province }' steht zweimal in der Liste
check-chooser-not-floating = `chooser` gilt nur für eine bewegliche Stadt
check-group-members-and-side = die Gruppe '{ $group }' nimmt entweder `members` oder `side`, nicht beides
check-group-no-members = die Gruppe '{ $group }' braucht entweder `members` oder `side` (wahlweise mit `except`)
check-except-without-side = `except` steht nur zusammen mit `side`
check-except-other-side = '{ $province }' ist kein Gebiet von { $side }
check-outline-odd = der Umriss von '{ $area }' hat { $count } Zahlen; er braucht Paare aus x und y
check-outline-odd-hint = eine Zahl fehlt oder ist zu viel
check-part-not-sector = '{ $part }' ist kein Sektor von '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' wird nicht in Sektoren gezeichnet
       *[yes] meinten Sie '{ $near }'?
    }
check-space-twice = das Feld { $n } der Leiste '{ $track }' ist zweimal beschrieben
check-zone-outside = die Zone '{ $zone }' ({ $zlo }..{ $zhi }) passt nicht in die Felder der Leiste { $lo }..{ $hi }
check-zones-overlap = die Zonen '{ $a }' und '{ $b }' der Leiste '{ $track }' überschneiden sich auf Feld { $n }
check-overflow-twice = der Überlauf '{ $overflow }' der Leiste '{ $track }' ist zweimal beschrieben
check-decades-same-order = die Dekaden '{ $a }' und '{ $b }' haben dieselbe Reihenfolge { $order }
check-second-entry = der Ablauf '{ $routine }' ist ein zweites `entry yes`: der Ablauf '{ $first }' ist bereits das Spiel
check-second-entry-hint = ein Spiel hat genau einen Einstiegsablauf, den `wsdv play` ausführt; schreiben Sie hier oder bei '{ $first }' `entry no`
check-no-entry = kein Ablauf hat `entry yes`: der Inhalt hat kein Spiel, das `wsdv play` ausführen könnte
check-no-entry-hint = schreiben Sie `entry yes` bei dem Ablauf, der das Spiel ist
check-special-unnamed = die Karte { $card } ist als Sonderkarte markiert, aber keine Dekade nennt { $number } als ihre Sonderkarte
check-special-unnamed-hint = geben Sie ihrer Dekade `special { $number }`
check-special-other-decade = die Sonderkarte { $card } gehört zur Dekade { $owner }, die sie als ihre Sonderkarte nennt, nicht zur Dekade { $decade }
check-special-unmarked = die Karte { $card } ist die Sonderkarte der Dekade { $decade }, aber nicht mit `special yes` markiert
check-card-needs-number = die Karte { $card } braucht eine ganze Zahl (nur Sonderkarten haben andere Kennungen)
check-card-needs-number-hint = oder geben Sie ihr `number N`
check-face-key-one-sided = `{ $key }` gilt für eine Seite einer doppelseitigen Karte
check-face-key-one-sided-hint = nennen Sie die andere Seite mit `reverse`
check-reverse-one-way = die Karte { $card } nennt { $reverse } als ihre andere Seite, aber { $reverse } nennt nicht { $card }
check-reverse-one-way-hint = geben Sie der Karte { $reverse } `reverse { $card }`
check-faces-numbers-differ = die beiden Seiten { $card } und { $reverse } tragen verschiedene Nummern
check-faces-numbers-differ-hint = geben Sie der zweiten Seite `number` mit der Nummer der ersten
check-face-needs-used-if = die Karte { $card } hat zwei Seiten: geben Sie an, wann diese gilt
check-face-needs-used-if-hint = z. B. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` ist kein Ecksymbol
check-not-corner-icon-hint = { $near ->
        [none] die Ecksymbole: { $known }
       *[other] meinten Sie '{ $near }'?
    }
check-row-not-call = eine Reihe enthält Aufrufe von Symbolen, etwa `place_unrest(west, 2)`
check-row-not-call-hint = schreiben Sie den Namen des Symbols mit seinen Argumenten in Klammern
check-row-key-unused = `{ $key }` der Reihe gilt auch für `{ $icon }`, das kein `{ $key }` nimmt
check-row-key-unused-hint = setzen Sie `{ $icon }` in eine eigene Reihe
check-icon-arg-kind = `{ $key }` von `{ $icon }` muss ein(e) { $kinds } sein, angegeben ist '{ $value }'
check-icon-arg-kind-hint = meinten Sie '{ $near }'?
check-no-such-key = { $kind_noun } hat keinen Schlüssel "{ $key }"
check-no-such-key-hint = { $near ->
        [none] die Schlüssel: { $known }
       *[other] meinten Sie '{ $near }'?
    }
check-message-value-not-passed = die Meldung `{ $message }` ({ $lang }) verwendet ${ $name }, das dieses `{ $fn }` nicht übergibt (es übergibt { $values ->
        [none] keine Werte
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: schreiben Sie die Meldung mit den Werten, die `{ $fn }` übergibt, oder übergeben Sie einen für ${ $name } (die Werte heißen der Reihe nach $a, $b, ...)
check-value-not-used = dieses `{ $fn }` übergibt ${ $name }, das die englische Meldung `{ $message }` nicht verwendet
check-value-not-used-hint = lassen Sie den Wert weg, oder verwenden Sie {"{"} ${ $name } {"}"} in content/locales/en/narration.ftl
check-face-no-name = die Kartenseite `{ $face }` hat in den englischen Texten keinen Namen
check-face-no-name-hint = ergänzen Sie `{ $term } = ...` in { $file }
syntax-terminal = { $terminal ->
        [value] ein Wert
        [name] ein Name
        [number] eine Zahl
        [string] ein Text in Anführungszeichen
        [nl] Zeilenende
        [end] Dateiende
        [lbrace] `{"{"}`
        [rbrace] `{"}"}`
        [lpar] `(`
        [rpar] `)`
        [lsqb] `[`
        [rsqb] `]`
        [comma] `,`
        [equal] `=`
        [link] `--`
        [dotdot] `..`
        [dot] `.`
        [colon] `:`
        [qmark] `?`
        [minus] `-`
        [plus] `+`
        [star] `*`
        [slash] `/`
        [comp_op] ein Vergleich
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] das Zeilenende
        [end] das Dateiende
        [text] der Text { $token }
        [reserved] das reservierte Wort `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] Zeilenende
        [end] Dateiende
        [text] Text { $token }
        [reserved] reserviertes Wort `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = erwartet: { $expected }{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }, gefunden: { syntax-found }
syntax-unexpected = unerwartet: { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }
syntax-declaration-start = eine Deklaration beginnt mit ihrer Art (einem Namen), gefunden: { syntax-found }
syntax-declaration-start-hint = z. B. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` ist ein reserviertes Wort und kann kein Name sein
syntax-reserved-word-hint = die reservierten Wörter: { $reserved }
syntax-single-hyphen = unerwartetes `-`{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }
syntax-single-hyphen-hint = eine Verbindung schreibt man mit zwei Bindestrichen: `a -- b`
syntax-link-key = nach `--` wird ein Name erwartet, gefunden ist der Schlüssel `{ $key }`
syntax-link-key-hint = eine Verbindung nennt beide Enden: `a -- b`
syntax-overlay-alone = nach `{ $word }` wird eine Deklaration erwartet
syntax-overlay-alone-hint = z. B. `{ $word } card 12 ...`
syntax-chained-comparison = unerwartetes `{ $op }`{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }
syntax-chained-comparison-hint = Vergleiche lassen sich nicht verketten: schreiben Sie `a < b and b < c`
syntax-key-without-value = nach `{ $key }` wird ein Wert erwartet, gefunden ist der Schlüssel `{ $other }`
syntax-key-without-value-hint = { $meaning ->
       *[other] schreiben Sie den Wert von `{ $key }` direkt dahinter
    }
syntax-expected-value = ein Wert wird erwartet{ $after ->
        [none] {""}
       *[other] {" "}nach `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
       *[other] ein Schlüssel und sein Wert stehen in derselben Zeile; eine Liste darf nach einem Komma am Zeilenende in der nächsten Zeile weitergehen
    }
syntax-curly-quotes = Texte stehen in geraden doppelten Anführungszeichen `"`, gefunden: `{ $shown }`
syntax-curly-quotes-hint = schreiben Sie "{ $inner }"
syntax-unexpected-character = unerwartetes Zeichen `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] Texte stehen in geraden doppelten Anführungszeichen: "so"
        [semicolon] eine Deklaration endet am Zeilenende; ein `;` ist nicht nötig
        [and] schreiben Sie `and`
        [or] schreiben Sie `or`
        [not] schreiben Sie `not`, oder `!=` für „ist ungleich“
        [quote] schreiben Sie Texte in geraden doppelten Anführungszeichen: "so"
        [dash] schreiben Sie eine Verbindung mit zwei Bindestrichen: `a -- b`
        [nbsp] ersetzen Sie es durch ein gewöhnliches Leerzeichen (es kommt oft mit Text, der aus einem PDF oder einer Webseite kopiert wurde)
        [zwsp] löschen Sie es (es kommt oft mit Text, der aus einem PDF oder einer Webseite kopiert wurde)
        [cr] ein Zeilenumbruch alter Macs; speichern Sie die Datei mit gewöhnlichen Zeilenumbrüchen (LF oder CRLF)
        [comment] ein Kommentar beginnt mit `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` ist kein gültiger Name: Namen bestehen nur aus den Buchstaben a-z, Ziffern und `_`
syntax-invalid-name-hint = schreiben Sie `{ $better }`
syntax-end-of-file = unerwartetes Dateiende
syntax-not-utf8 = diese Datei ist kein UTF-8-Text: das Byte 0x{ $byte } ist nicht lesbar
syntax-not-utf8-hint = { $utf16 ->
        [yes] die Datei ist als UTF-16 gespeichert; speichern Sie sie als UTF-8
       *[no] speichern Sie sie als UTF-8 (vermutlich wurde sie als Latin-1 oder Windows-1252 gespeichert)
    }
syntax-reserved-key = `{ $key }` kann kein Schlüssel sein
syntax-reserved-key-hint = es ist ein reserviertes Wort der Deklarationen; wählen Sie einen anderen Namen
syntax-key-twice = `{ $key }` ist zweimal angegeben
syntax-key-twice-hint = geben Sie jeden Schlüssel einmal an; mehrere Werte schreiben Sie als Liste mit Kommas
syntax-parameter-twice = der Parameter `{ $name }` ist zweimal genannt
syntax-parameter-twice-hint = geben Sie jedem Parameter einen eigenen Namen
syntax-too-many-digits = diese Zahl hat { $digits } Ziffern; Zahlen im Inhalt haben höchstens { $most }
syntax-too-many-digits-hint = wurde eine Zifferntaste festgehalten, oder sind zwei Zahlen zusammengelaufen?
syntax-argument-twice = `{ $key }` ist in diesem Aufruf zweimal angegeben
syntax-too-deep = diese Deklaration ist zu tief verschachtelt (mehr als { $most } Ebenen)
syntax-too-deep-hint = teilen Sie den Ausdruck oder die Blöcke in kleinere Teile, z. B. mit `let` oder einem Symbol
check-cannot-read = diese Datei lässt sich nicht lesen: { $code ->
        [ENOENT] sie existiert nicht
        [EACCES] keine Berechtigung
        [EISDIR] es ist ein Ordner
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = diese Datei enthält ein NUL-Byte, sie ist also keine Textdatei
check-nul-byte-hint = Inhaltsdateien sind reiner UTF-8-Text; wurde sie als UTF-16 gespeichert, oder ist es eine Binärdatei?
check-not-inside = `{ $sub }` ist in dieser Deklaration nicht erlaubt ({ $kind_noun }{ $block ->
        [no] {", "}sie nimmt keinen Block)
       *[yes] {")"}
    }
check-not-inside-hint = { $near ->
        [none] erlaubt ist: { $allowed }
       *[other] meinten Sie '{ $near }'?
    }
check-no-effects-inside = Effekte sind in dieser Deklaration nicht erlaubt ({ $kind_noun })
check-no-effects-inside-hint = erlaubt ist: { $allowed }
check-variant-is-path = '{ $name }' ist ein Pfad; --variant nimmt den Namen einer Variante
check-variant-is-path-hint = um den Ordner { $name } anzuwenden, verwenden Sie --overlay { $name } (Varianten: { $known ->
            [none] keine
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant braucht den Namen einer Variante, keinen leeren
       *[other] '{ $name }' ist kein Name einer Variante
    }
check-variant-bad-name-hint = eine Variante heißt wie ihr Ordner in variants/ des Inhalts (Varianten: { $known ->
            [none] keine
           *[other] { $known }
        }); für einen eigenen Ordner verwenden Sie --overlay DIR
check-needs-id-found-key = nach `{ $kind }` fehlt die Kennung, dort steht der Schlüssel `{ $key }`
check-schema-what = { $what ->
        [id] die Kennung ({ $kind_noun })
        [key] `{ $key }`
       *[value] der Wert
    }
check-schema-found = { $found_as ->
        [text] der Text "{ $found }"
        [range] der Bereich { $found }
        [some-range] ein Bereich
        [expression] ein Ausdruck
        [values] { $found } Werte
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject } braucht `{ $missing }`
check-schema-required-hint = { $meaning ->
       *[other] was dieser Schlüssel angibt, steht in der Referenz der Inhaltssprache (docs/guide/content-language.md)
    }
check-schema-no-block = { check-schema-subject } kann keinen Block `{"{"} {"}"}` haben
check-schema-no-params = { check-schema-subject } kann keine Parameter nehmen
check-schema-one-of = { check-schema-what } muss { $options } sein, angegeben: { check-schema-found }
check-schema-one-of-hint = meinten Sie '{ $near }'?
check-schema-one-value = { check-schema-what } nimmt einen Wert, angegeben sind { $count }
check-schema-one-value-hint = entfernen Sie die überzähligen Werte
check-schema-described = { $desc ->
       *[other] { check-schema-what } muss { $shape ->
            [text] ein Text in Anführungszeichen
            [range] ein Bereich wie 1..5
           *[value] anders geschrieben
        } sein, angegeben: { check-schema-found }
    }
check-schema-described-hint = schreiben Sie `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } muss anders geschrieben sein, angegeben: { check-schema-found }
check-schema-something-else = { check-schema-what } muss etwas anderes sein, angegeben: { check-schema-found }
check-schema-name-not-text = `{ $key }` muss ein Name sein{ $desc ->
       *[other] {""}
    }, angegeben: { check-schema-found }
check-schema-name-not-text-hint = schreiben Sie einen Namen, ohne Anführungszeichen
check-schema-type = { check-schema-what } muss { $types } sein, angegeben: { check-schema-found }
check-schema-type-word = { $type ->
        [integer] eine ganze Zahl
        [string] ein Name
        [array] eine Liste
        [object] ein Wert
        [boolean] yes oder no
        [number] eine Zahl
       *[other] { $type }
    }
check-schema-noun = { $noun ->
        [card-number-or-range] { $n ->
            [one] Kartennummer oder Bereich
           *[other] Kartennummern oder Bereiche
        }
        [city] { $n ->
            [one] Stadt
           *[other] Städte
        }
        [icon] { $n ->
            [one] Symbol
           *[other] Symbole
        }
        [message-id] { $n ->
            [one] Meldungskennung
           *[other] Meldungskennungen
        }
        [number] { $n ->
            [one] Zahl
           *[other] Zahlen
        }
        [phase] { $n ->
            [one] Schritt
           *[other] Schritte
        }
        [piece] { $n ->
            [one] Spielteil
           *[other] Spielteile
        }
        [place] { $n ->
            [one] Ort
           *[other] Orte
        }
        [province] { $n ->
            [one] Gebiet
           *[other] Gebiete
        }
        [quoted-text] { $n ->
            [one] Text in Anführungszeichen
           *[other] Texte in Anführungszeichen
        }
        [range] { $n ->
            [one] Bereich
           *[other] Bereiche
        }
        [side] { $n ->
            [one] Seite
           *[other] Seiten
        }
        [source] { $n ->
            [one] Quelle
           *[other] Quellen
        }
       *[value] { $n ->
            [one] Wert
           *[other] Werte
        }
    }
check-schema-items = { check-schema-what } { $bound ->
        [least] braucht mindestens
       *[most] nimmt höchstens
    } { $n } { check-schema-noun }, angegeben: { $count }
check-schema-bound = { check-schema-what } muss { $bound ->
        [least] mindestens
       *[most] höchstens
    } { $limit } sein, angegeben: { check-schema-found }
check-schema-invalid = { check-schema-what } ist hier nicht gültig: angegeben ist { check-schema-found }

check-in-needs-members-text = `{ $op }` braucht rechts eine Liste, eine Seite, eine Gruppe oder ein Land, angegeben ist ein Text
check-in-needs-members-text-hint = ein Text hat keine Elemente; um einen Wert mit einem anderen zu vergleichen, schreiben Sie `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } Seite
            *[other] { $n } Seiten
        }
        [province] { $n ->
             [one] { $n } Gebiet
            *[other] { $n } Gebiete
        }
        [city] { $n ->
             [one] { $n } Stadt
            *[other] { $n } Städte
        }
        [connection] { $n ->
             [one] { $n } Verbindung
            *[other] { $n } Verbindungen
        }
        [group] { $n ->
             [one] { $n } Gruppe
            *[other] { $n } Gruppen
        }
        [country] { $n ->
             [one] { $n } Land
            *[other] { $n } Länder
        }
        [track] { $n ->
             [one] { $n } Leiste
            *[other] { $n } Leisten
        }
        [piece] { $n ->
             [one] { $n } Art von Spielteilen
            *[other] { $n } Arten von Spielteilen
        }
        [phase] { $n ->
             [one] { $n } Schritt
            *[other] { $n } Schritte
        }
        [icon] { $n ->
             [one] { $n } Symbol
            *[other] { $n } Symbole
        }
        [card] { $n ->
             [one] { $n } Kartenseite
            *[other] { $n } Kartenseiten
        }
        [outcome] { $n ->
             [one] { $n } Ausgang
            *[other] { $n } Ausgänge
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } blaue Linie
        *[other] { $blue } blaue Linien
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] in { $decades } Dekade
       *[other] in { $decades } Dekaden
    }
check-ok = Inhalt OK{ $variants ->
        [none] {""}
       *[other] {" "}(Variante { $variants })
    }: { $counts }
# Fehler des Inhalts während eines Spiels (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = Division durch null
runtime-division-by-zero-hint = sichern Sie den Divisor ab, z. B. `d > 0 ? n / d : 0`
runtime-recursion = die Aufrufe sind für Python zu tief verschachtelt (eine Rekursion ohne Ende?)
runtime-budget-game = der Inhalt lief in dieser Partie mehr als { $budget } Schritte (eine Schleife ohne Ende?)
runtime-budget-game-hint = hier ist eine Schleife außer Kontrolle geraten; braucht der Inhalt wirklich mehr, erhöhen Sie das Budget mit der Umgebungsvariablen WSDV_MAX_STEPS
runtime-budget-decision = der Inhalt lief mehr als { $budget } Schritte ohne eine Entscheidung (eine Schleife ohne Ende?)
runtime-budget-decision-hint = hier ist eine Schleife außer Kontrolle geraten; braucht der Inhalt wirklich mehr, erhöhen Sie das Budget mit der Umgebungsvariablen WSDV_MAX_DECISION_STEPS
runtime-too-deep = Symbole und Routinen rufen einander mehr als { $depth } Ebenen tief auf (eine Rekursion ohne Ende?)
runtime-too-deep-hint = sorgen Sie dafür, dass die Aufrufe irgendwann enden; ist der Inhalt wirklich so tief verschachtelt, heben Sie die Grenze mit der Umgebungsvariablen WSDV_MAX_DEPTH an
runtime-memory = { $what ->
        [none] dieser Ausdruck
       *[other] { $what }
    } verlangt mehr Speicher, als vorhanden ist
runtime-unknown-id = { $what ->
        [none] dieser Ausdruck
       *[other] { $what }
    } erhielt „{ $key }“, das er nicht kennt (eine unbekannte ID)
runtime-not-a-site = „{ $site }“ ist weder eine Stadt noch eine Verbindung
runtime-unknown-track = unbekannte Leiste `{ $name }`
runtime-names-nothing = „{ $thing }“ nennt keine Seite, Gruppe, kein Gebiet, keinen Sektor, keine Stadt, kein Land und keine Verbindung
runtime-no-place = kein Ort auf dem Spielplan heißt „{ $place }“: Spielteile liegen in einem Gebiet, Sektor, einer Stadt, einem Land, einem Feld oder auf einer Karte
runtime-negative = die Anzahl { $piece } in { $place } würde negativ
runtime-not-a-city = `{ $call }` erhielt „{ $value }“, und das ist keine Stadt
runtime-not-a-place = `{ $call }` erhielt „{ $value }“, und das nennt keinen Ort auf dem Spielplan
runtime-choose-by = choose() braucht außerhalb einer Aktion `by`
runtime-no-definition = der Inhalt hat kein `{ $kind } { $name }`
runtime-no-pile-role = kein Stapel hat `role { $role }`
runtime-no-card = es gibt keine Karte { $card }
runtime-too-large = `{ $op }` ergibt eine für ein Spiel zu große Zahl (über { $limit })
runtime-too-long = `{ $op }` ergibt eine für ein Spiel zu lange Liste oder einen zu langen Text (über { $limit } Einträge)
runtime-no-members = „{ $container }“ hat keine Mitglieder: `in` braucht eine Liste, eine Seite, eine Gruppe oder ein Land
runtime-in-needs = `in` braucht eine Liste, eine Seite, eine Gruppe oder ein Land, erhielt { $found }
runtime-no-key = „{ $value }“ hat kein `{ $name }`
runtime-no-options = die Entscheidung „{ $decision }“ für { $side } hat keine Optionen
runtime-entry-routines = genau ein Ablauf braucht `entry yes`, gefunden: { $found }
runtime-unknown-name = unbekannter Name '{ $name }'
runtime-unknown-call = unbekanntes Symbol oder unbekannte Grundoperation `{ $name }`
runtime-unknown-icon = unbekanntes Symbol oder unbekannter Ablauf `{ $name }`
runtime-missing-parameter = das Symbol `{ $icon }` braucht seinen Parameter `{ $param }`
runtime-no-agent = niemand spielt '{ $side }'
