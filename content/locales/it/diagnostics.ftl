# I messaggi del controllo dei contenuti (`wsdv check`): vedi en/diagnostics.ftl.

check-kind = { $kind ->
        [province] provincia
        [city] città
        [group] gruppo
        [country] paese
        [side] giocatore
        [track] tracciato
        [piece] componente
        [phase] fase
        [card] carta
        [decade] decade
        [icon] icona
        [flag] stato
        [sequence] sequenza
        [outcome] fine partita
        [routine] procedura
        [zone] zona
        [pile] pila
        [box] riquadro
        [action] azione
        [connection] connessione
        [variant] variante
        [figure] figura
        [pictogram] pittogramma
        [sector] settore
        [deck] mazzo
        [setup] preparazione
        [bot] bot
        [feature] caratteristica
        [none] dichiarazione
       *[other] { $kind }
    }
check-or = { $first } o { $last }
check-a = { $type ->
        [number] un numero
        [text] un testo
        [list] una lista
        [bool] un valore sì/no
        [side] un giocatore
        [track] un tracciato
        [piece] un componente
        [province] una provincia
        [city] una città
        [group] un gruppo
        [phase] una fase
        [card] una carta
       *[other] { $type }
    }
check-label-while-running = durante l'esecuzione
check-count-errors = Errori nei contenuti: { $n }
check-count-warnings = Avvisi nei contenuti: { $n }
check-count-strict = (--strict: contano come errori)

check-unknown = nome sconosciuto '{ $value }' (atteso: { $kinds })
check-unknown-hint = forse intendevi '{ $near }'?
check-unknown-call = icona o operazione sconosciuta `{ $fn }`
check-unknown-call-hint = forse intendevi '{ $near }'?
check-arity = `{ $fn }` accetta { $span ->
        [single] { $lo }
       *[other] da { $lo } a { $hi }
    } { $hi ->
        [one] argomento
       *[other] argomenti
    }, ricevuti: { $found }
check-arity-hint = i suoi parametri: { $params }
check-no-parameter = `{ $fn }` non ha il parametro `{ $key }`
check-no-parameter-hint = { $near ->
        [none] accetta: { $takes }
       *[other] forse intendevi '{ $near }'?
    }
check-unknown-name = nome sconosciuto '{ $name }'
check-unknown-name-hint = forse intendevi '{ $near }'?
check-no-moment = nessuna fine partita viene verificata nel momento "{ $name }"
check-no-moment-hint = { $near ->
        [none] i momenti: { $known }
       *[other] forse intendevi '{ $near }'?
    }
check-no-tag = nessuna carta viene mai tenuta con l'etichetta "{ $name }"
check-no-tag-hint = { $near ->
        [none] una carta riceve l'etichetta con `keep_card(side, TAG)`
       *[other] forse intendevi '{ $near }'?
    }
check-variable-never-set = la variabile di gioco "{ $name }" non viene mai impostata
check-variable-never-set-hint = { $near ->
        [none] impostala con `set_var("{ $name }", value)`
       *[other] forse intendevi '{ $near }'?
    }
check-no-narration = nei testi inglesi manca il messaggio di narrazione `{ $message }`
check-no-narration-hint = { $near ->
        [none] aggiungilo a content/locales/en/narration.ftl
       *[other] forse intendevi '{ $near }'?
    }
check-no-question = la decisione "{ $name }" non ha una domanda: nei testi inglesi `{ $message }` non ha la variante [{ $name }]
check-no-question-hint = { $near ->
        [none] aggiungi `[{ $name }] ...` a `{ $message }` nel cli.ftl di ogni lingua (la domanda posta a chi decide)
       *[other] forse intendevi '{ $near }'?
    }
check-not-of-kind = '{ $name }' non è: { $kinds }
check-not-of-kind-hint = { $near ->
        [none] i nomi ({ $kinds }): { $known }
       *[other] forse intendevi '{ $near }'?
    }
check-unknown-kind = tipo sconosciuto "{ $name }"
check-unknown-kind-hint = forse intendevi '{ $near }'?

check-needs = `{ $what }` richiede { $want_a }, ricevuto { $got_a }
check-needs-hint = { $want ->
        [number] scrivi il numero senza virgolette
       *[other] scrivi il nome senza virgolette
    }
check-arg-needs = `{ $param }` di `{ $fn }` richiede { $want_a }, ricevuto { $got_a }
check-arg-needs-hint = { $want ->
        [number] scrivi il numero senza virgolette
       *[other] scrivi il nome senza virgolette
    }
check-range-needs = un intervallo richiede { $want_a }, ricevuto { $got_a }
check-range-needs-hint = scrivi il numero senza virgolette
check-for-needs-list = `for` richiede una lista, ricevuto { $got_a }
check-never-equal = `{ $op }` confronta valori di tipo diverso ({ $a_a } e { $b_a }), che non sono mai uguali
check-never-equal-hint = confronta valori dello stesso tipo
check-calls-itself = { $kind_noun } `{ $name }` richiama sé stessa: { $chain }
check-calls-itself-hint = un ciclo di chiamate tra icone e procedure non finisce mai; scrivi le ripetizioni con `repeat` o `for`

check-own-neighbour = la provincia '{ $province }' non può confinare con sé stessa
check-neighbour-twice = '{ $neighbour }' compare due volte tra i confinanti di '{ $province }'
check-one-way-neighbour = '{ $province }' elenca '{ $neighbour }' come confinante, ma '{ $neighbour }' non elenca '{ $province }'
check-one-way-neighbour-hint = i confini valgono nei due sensi: aggiungi '{ $province }' ai confinanti di '{ $neighbour }'
check-city-unplaced = la città '{ $city }' richiede una tra `province`, `floating` e `country`
check-city-unplaced-hint = indica in quale provincia si trova la città
check-connection-same-city = una connessione deve unire due città diverse, ma '{ $city }' compare due volte
check-connected-twice = '{ $a }' e '{ $b }' sono già collegate
check-connected-twice-hint = primo collegamento in { $where }
check-no-connections = la città '{ $city }' non accetta connessioni
check-no-connections-hint = '{ $city }' è dichiarata con `connectable no`
check-crosses-border = la connessione '{ $a } -- { $b }' attraversa il confine tra i giocatori
check-crosses-border-hint = nessuna connessione unisce una città di un giocatore a una città dell'altro
check-track-downward = le caselle del tracciato '{ $track }' vanno da { $lo } in giù fino a { $hi }
check-track-downward-hint = scrivi prima l'estremo inferiore: { $hi }..{ $lo }
check-track-start = il tracciato '{ $track }' parte dalla casella { $start }, che non è in { $lo }..{ $hi }
check-track-no-space = il tracciato '{ $track }' non ha la casella { $n }: le sue caselle sono { $lo }..{ $hi }
check-phase-twice = la fase '{ $phase }' compare due volte nella sequenza '{ $sequence }'

check-card-not-in-decade = la carta { $card } non è tra le carte della decade { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] aggiungi il suo numero alla decade: `cards { $cards }, { $card }`
       *[other] la carta { $card } è elencata dalla decade { $owner }
    }
check-decade-lists-missing = la decade { $decade } elenca { $count ->
        [one] { $count } numero di carta che
       *[other] { $count } numeri di carta che
    } nessuna carta della decade { $decade } porta: { $cards }
check-decade-lists-missing-hint = scrivi `card { $first }  decade { $decade } ...` oppure togli il suo numero da `cards`
check-special-no-value = la carta speciale { $card } non ha valore (§3: solo l'Est può prenderla)
check-special-no-value-hint = togli `value`
check-card-needs-value = la carta { $card } richiede `value`
check-card-needs-value-hint = un numero per entrambi i giocatori, oppure il valore dell'Ovest e poi quello dell'Est (es. `value 1, 3`)
check-same-value = la carta { $card } dà a entrambi i giocatori lo stesso valore { $value }
check-same-value-hint = scrivilo una volta: `value { $value }`
check-needs-value-boxes = una carta con due valori richiede `value_boxes` nel mazzo
check-needs-value-boxes-hint = indica di chi è il valore di ogni riquadro, es. `value_boxes west, east` nel mazzo
check-row-number = la riga { $row } della carta { $card } dovrebbe essere la riga { $n }
check-row-number-hint = numera le righe di una carta dall'alto: 1, 2, 3 ...
check-primitive-not-icon = `{ $fn }` è un'operazione, non un'icona
check-primitive-not-icon-hint = una carta stampa icone; definisci in content/icons.wsdv un'icona che la usi
check-corner-in-row = `{ $icon }` è un'icona d'angolo; va nel `corner` della carta
check-record-no-words = { $kind ->
        [erratum] l'errata
       *[ruling] il chiarimento
    } `{ $name }` non ha testo: nei testi inglesi manca `{ $message }`
check-record-no-words-hint = { $meant ->
        [none] scrivi il suo testo come `{ $message } = ...` in { $file }
       *[other] forse intendevi '{ $meant }'?
    }
check-no-title = la carta { $card } non ha titolo
check-no-title-hint = scrivi `{ $term } = ...` in locales/{ $lang }/{ $file }, poi nel { $file } di ogni lingua (`wsdv new card` li scrive tutti)
check-no-pictogram = l'icona '{ $icon }' non ha un pittogramma
check-no-pictogram-hint = `wsdv new pictogram { $icon }` ne scrive uno da completare (vedi content/pictograms.wsdv); fino ad allora il sito la disegna come un disco vuoto tratteggiato

check-pictogram-no-icon = il pittogramma '{ $name }' non disegna nessuna icona: non esiste l'icona '{ $name }'
check-pictogram-no-icon-hint = { $near ->
        [none] un pittogramma porta il nome dell'icona che disegna
       *[other] forse intendevi '{ $near }'?
    }
check-pictogram-empty = il pittogramma '{ $name }' non disegna nulla
check-pictogram-empty-hint = dagli un blocco `{"{"} {"}"}` di righe `path`, `circle` o `use`
check-figure-cycle = la figura '{ $name }' disegna sé stessa: { $chain }
check-figure-cycle-hint = una figura può usare altre figure, mai una che riconduce a lei

check-unknown-declaration = tipo di dichiarazione sconosciuto `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] tipi noti: { $known }
       *[other] forse intendevi '{ $near }'?
    }
check-nested-outside = { $kind_noun } va dentro il blocco `{"{"} {"}"}` di: { $kinds }
check-nested-outside-hint = manca la `{"{"}` alla fine della riga sopra?
check-needs-id = dopo `{ $kind }` serve un nome
check-needs-id-hint = es. `{ $kind } my_{ $kind }`
check-no-content-folder = questa cartella dei contenuti non esiste
check-empty-content-folder = questa cartella dei contenuti non contiene file di contenuto (*{ $extension })
check-empty-content-folder-hint = indica la cartella con i file del gioco (board/, cards/, ...), oppure ometti --content per usare i contenuti forniti
check-no-overlay-folder = questa cartella di sovrapposizione non esiste
check-overlay-in-base = `{ $word }` va in una cartella di variante o di sovrapposizione
check-overlay-in-base-hint = nei contenuti di base ogni cosa si dichiara una volta, senza `replace`, `amend` né `delete`
check-defined-twice = { $kind_noun } '{ $name }' è definito due volte
check-defined-twice-hint = la prima definizione è in { $where }
check-already-in-base = { $kind_noun } '{ $name }' esiste già nei contenuti di base
check-already-in-base-hint = per cambiarlo scrivi prima `replace` o `amend`
check-cannot-change = impossibile `{ $word }`: { $kind_noun } '{ $name }' non esiste
check-cannot-change-hint = { $reversed ->
        [none] forse intendevi '{ $near }'?
       *[other] è scritta `{ $reversed }`; scrivi i suoi estremi in quest'ordine
    }
check-delete-extra = `delete` accetta solo il tipo e il nome
check-unknown-key = chiave sconosciuta `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] chiavi note: { $known }
           *[other] se `{ $key }` è un altro elemento di `{ $before }`, separa gli elementi con virgole: `{ $last }, { $key }`
        }
       *[other] forse intendevi '{ $near }'?
    }
check-unknown-variant = variante sconosciuta '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] questi contenuti non hanno varianti
           *[other] varianti note: { $known }
        }
       *[other] forse intendevi '{ $near }'?
    }

syntax-closes-nothing = questa `{ $closer }` non chiude nulla
syntax-closes-nothing-hint = prima non c'è nessuna `{ $opener }` ancora aperta
syntax-never-closed-before = questa `{ $opener }` non viene mai chiusa
syntax-never-closed-before-hint = chiudila con `{ $closer }` prima della `{ $other }` alla riga { $line }
syntax-block-never-closed = questa `{"{"}` non viene mai chiusa
syntax-block-never-closed-hint = la `{"}"}` alla riga { $line } è rientrata come un blocco esterno; aggiungi prima una `{"}"}` per questo blocco
syntax-never-closed = questa `{ $opener }` non viene mai chiusa
syntax-never-closed-hint = ogni `{ $opener }` richiede una `{ $closer }`; aggiungila dove finisce { $shape ->
        [block] il blocco
       *[list] la lista
    }
syntax-continuation-operator = la riga { $line } non prosegue la riga { $above }: la riga { $above } non finisce con una virgola o un operatore
syntax-continuation-operator-hint = sposta `{ $word }` alla fine della riga { $above }: una riga prosegue nella successiva solo dopo una virgola o un operatore finale
syntax-continuation-key = la riga { $line } non prosegue la riga { $above }: la riga { $above } non finisce con una virgola o un operatore
syntax-continuation-key-hint = scrivi `{ $word } ...` alla riga { $above } con le altre chiavi ({ $kind_noun }); una riga prosegue nella successiva solo dopo una virgola o un operatore finale, come in una lista a capo
syntax-continuation-list = la riga { $line } non prosegue la riga { $above }: la riga { $above } non finisce con una virgola o un operatore
syntax-continuation-list-hint = termina la riga { $above } con `,` se la riga { $line } continua la sua lista; una riga prosegue nella successiva solo dopo una virgola o un operatore finale
syntax-single-equals = `=` inatteso{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }
syntax-single-equals-hint = per confrontare due valori scrivi `==`; un `=` singolo dà solo il nome a un argomento (`to = p`) o serve in `let`
syntax-missing-equals = manca `=` tra `{ $a }` e `{ $b }`
syntax-missing-equals-hint = un argomento con nome si scrive con `=`: `{ $a } = { $b }`
syntax-missing-comma = manca `,` tra `{ $a }` e `{ $b }`
syntax-missing-comma-hint = separa gli elementi di una lista con virgole: `{ $a }, { $b }`
syntax-not-whole = `{ $number }` non è un numero intero
syntax-not-whole-hint = i numeri sono interi; un'etichetta come il numero di una sezione si scrive come testo: "{ $number }"
syntax-unquoted = `{ $key }` richiede un testo tra virgolette, trovato `{ $shown }`
syntax-unquoted-hint = scrivi `{ $key } "{ $shown }"`
syntax-text-never-closed = questo testo tra virgolette non viene mai chiuso
syntax-text-never-closed-hint = chiudilo con `"` sulla stessa riga: un testo non può continuare alla riga successiva
