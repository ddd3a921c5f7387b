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
        [proposal] proposta
        [shortlist] preselezione
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
check-wrong-kind = '{ $value }' è un nome di un altro tipo: { $kind_noun } (atteso: { $kinds })
check-wrong-kind-hint = forse intendevi '{ $near }'?
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
       *[other] forse intendevi '{ $near }'? Per una nuova decisione, aggiungi `[{ $name }] ...` a `{ $message }` nel cli.ftl di ogni lingua
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
check-calls-itself =
    { $kind_noun } `{ $name }` richiama sé { $kind ->
        [province] stessa
        [city] stessa
        [phase] stessa
        [card] stessa
        [decade] stessa
        [icon] stessa
        [sequence] stessa
        [outcome] stessa
        [routine] stessa
        [zone] stessa
        [pile] stessa
        [action] stessa
        [connection] stessa
        [variant] stessa
        [figure] stessa
        [setup] stessa
        [feature] stessa
        [proposal] stessa
        [shortlist] stessa
        [none] stessa
       *[other] stesso
    }: { $chain }
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
check-title-elsewhere = il titolo della carta { $card } è scritto in { $written }, non in { $file }
check-title-elsewhere-hint = sposta `{ $term } = ...` in locales/{ $lang }/{ $file } e, in ogni lingua, nel suo { $file }: il titolo di una carta ha un solo posto
check-variant-unnamed = la variante { $variant } non ha nome
check-variant-unnamed-hint = scrivi `{ $term } = ...` in locales/{ $lang }/{ $file }, poi nel { $file } di ogni lingua: il titolo scritto nella variante non viene mostrato
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
check-defined-twice = { $kind_noun } '{ $name }' è { $kind ->
        [province] definita
        [city] definita
        [phase] definita
        [card] definita
        [decade] definita
        [icon] definita
        [sequence] definita
        [outcome] definita
        [routine] definita
        [zone] definita
        [pile] definita
        [action] definita
        [connection] definita
        [variant] definita
        [figure] definita
        [setup] definita
        [feature] definita
        [proposal] definita
        [shortlist] definita
        [none] definita
       *[other] definito
    } due volte
check-defined-twice-hint = la prima definizione è in { $where }
check-already-in-base = { $kind_noun } '{ $name }' esiste già nei contenuti di base
check-already-in-base-hint = per cambiarlo scrivi prima `replace` o `amend`
check-cannot-change = impossibile `{ $word }`: { $kind ->
       *[other] { $kind_noun }
    } '{ $name }' non esiste
check-cannot-change-hint = { $reversed ->
        [none] forse intendevi '{ $near }'?
       *[other] è scritta `{ $reversed }`; scrivi i suoi estremi in quest'ordine
    }
check-delete-extra = `delete` accetta solo il tipo e il nome
check-unknown-key = chiave sconosciuta `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] chiavi note: { $known }
                   *[other] se `{ $key }` è un altro elemento di `{ $before }`, separa gli elementi con virgole: `{ $last }, { $key }`
                }
               *[other] forse intendevi '{ $near }'?
            }
       *[other] { $key ->
            [title_de] il titolo di una carta è un testo dei file di lingua: `-card-ID = ...` nel titles.ftl di ogni lingua
            [title_en] il titolo di una carta è un testo dei file di lingua: `-card-ID = ...` nel titles.ftl di ogni lingua
           *[other] `{ $key }` qui non esiste più
        }
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

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = una dichiarazione `{ $kind }` non può stare tra gli effetti
check-in-needs-members = `{ $op }` richiede a destra una lista, un giocatore, un gruppo o un paese, invece c'è { $found ->
        [number] un numero ({ $value })
        [name] '{ $value }' ({ $kinds })
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] un numero ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } non ha elementi; per confrontare un valore con un altro scrivi `==`
check-sector-other-side = il settore '{ $sector }' di '{ $province }' è rifornito da '{ $supplier }', una provincia dell'altro giocatore
check-sector-own-supplier = '{ $province }' non può rifornire un proprio settore
check-sector-twice = il settore '{ $sector }' è definito due volte in '{ $province }'
check-city-placed-twice = la città '{ $city }' accetta solo uno tra `province`, `floating` e `country`, invece ne ha { $found }
check-floating-needs-chooser = la città mobile '{ $city }' richiede `chooser`
check-floating-needs-chooser-hint = indica il giocatore che ogni volta ne sceglie la provincia
check-floating-both-sides = la città mobile '{ $city }' elenca province di entrambi i giocatori
check-floating-twice = '{ $province }' compare due volte nell'elenco
check-chooser-not-floating = `chooser` vale solo per una città mobile
check-group-members-and-side = il gruppo '{ $group }' accetta `members` oppure `side`, non entrambi
check-group-no-members = il gruppo '{ $group }' richiede `members` oppure `side` (con un `except` facoltativo)
check-except-without-side = `except` va solo insieme a `side`
check-except-other-side = '{ $province }' non è una provincia di { $side }
check-outline-odd = il contorno di '{ $area }' ha { $count } numeri; servono coppie x, y
check-outline-odd-hint = manca un numero o ce n'è uno di troppo
check-part-not-sector = '{ $part }' non è un settore di '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' non è disegnata in settori
       *[yes] forse intendevi '{ $near }'?
    }
check-space-twice = la casella { $n } del tracciato '{ $track }' è descritta due volte
check-zone-outside = la zona '{ $zone }' ({ $zlo }..{ $zhi }) non rientra nelle caselle del tracciato { $lo }..{ $hi }
check-zones-overlap = le zone '{ $a }' e '{ $b }' del tracciato '{ $track }' si sovrappongono nella casella { $n }
check-overflow-twice = il superamento '{ $overflow }' del tracciato '{ $track }' è descritto due volte
check-decades-same-order = le decadi '{ $a }' e '{ $b }' hanno lo stesso ordine { $order }
check-second-entry = la procedura '{ $routine }' è un secondo `entry yes`: la procedura '{ $first }' è già la partita
check-second-entry-hint = una partita ha una sola procedura d'ingresso, quella che esegue `wsdv play`; scrivi `entry no` qui oppure in '{ $first }'
check-no-entry = nessuna procedura ha `entry yes`: il contenuto non ha una partita che `wsdv play` possa eseguire
check-no-entry-hint = scrivi `entry yes` nella procedura che è la partita
check-special-unnamed = la carta { $card } è segnata come speciale, ma nessuna decade indica { $number } come sua carta speciale
check-special-unnamed-hint = aggiungi alla sua decade `special { $number }`
check-special-other-decade = la carta speciale { $card } appartiene alla decade { $owner }, che la indica come sua carta speciale, non alla decade { $decade }
check-special-unmarked = la carta { $card } è la carta speciale della decade { $decade }, ma non è segnata `special yes`
check-card-needs-number = la carta { $card } richiede un numero intero (solo le carte speciali hanno altri identificativi)
check-card-needs-number-hint = oppure dalle `number N`
check-face-key-one-sided = `{ $key }` vale per una faccia di una carta a due facce
check-face-key-one-sided-hint = indica l'altra faccia con `reverse`
check-reverse-one-way = la carta { $card } indica { $reverse } come sua altra faccia, ma { $reverse } non indica { $card }
check-reverse-one-way-hint = aggiungi alla carta { $reverse } `reverse { $card }`
check-faces-numbers-differ = le due facce { $card } e { $reverse } riportano numeri diversi
check-faces-numbers-differ-hint = dai alla seconda faccia `number` con il numero della prima
check-face-needs-used-if = la carta { $card } ha due facce: indica quando si usa questa
check-face-needs-used-if-hint = es. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` non è un'icona d'angolo
check-not-corner-icon-hint = { $near ->
        [none] icone d'angolo: { $known }
       *[other] forse intendevi '{ $near }'?
    }
check-row-not-call = una fila contiene chiamate di icone, come `place_unrest(west, 2)`
check-row-not-call-hint = scrivi il nome dell'icona con i suoi argomenti tra parentesi
check-row-key-unused = il `{ $key }` della fila arriva a `{ $icon }`, che non accetta `{ $key }`
check-row-key-unused-hint = metti `{ $icon }` in una fila a parte
check-icon-arg-kind = `{ $key }` di `{ $icon }` deve essere di tipo { $kinds }, invece è '{ $value }'
check-icon-arg-kind-hint = forse intendevi '{ $near }'?
check-no-such-key = { $kind_noun }: non esiste la chiave "{ $key }"
check-no-such-key-hint = { $near ->
        [none] le chiavi: { $known }
       *[other] forse intendevi '{ $near }'?
    }
check-message-value-not-passed = il messaggio `{ $message }` ({ $lang }) usa ${ $name }, che questo `{ $fn }` non passa (passa { $values ->
        [none] nessun valore
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: scrivi il messaggio con i valori che `{ $fn }` passa, oppure passane uno per ${ $name } (i valori sono, in ordine, $a, $b, ...)
check-value-not-used = questo `{ $fn }` passa ${ $name }, che il messaggio inglese `{ $message }` non usa
check-value-not-used-hint = togli il valore, oppure usa {"{"} ${ $name } {"}"} in content/locales/en/narration.ftl
check-face-no-name = la faccia `{ $face }` non ha un nome nei testi inglesi
check-face-no-name-hint = aggiungi `{ $term } = ...` a { $file }
syntax-terminal = { $terminal ->
        [value] un valore
        [name] un nome
        [number] un numero
        [string] un testo tra virgolette
        [nl] fine riga
        [end] fine file
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
        [comp_op] un confronto
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] la fine della riga
        [end] la fine del file
        [text] il testo { $token }
        [reserved] la parola riservata `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] fine della riga
        [end] fine del file
        [text] testo { $token }
        [reserved] parola riservata `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = atteso: { $expected }{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }, trovato: { syntax-found }
syntax-unexpected = inatteso: { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }
syntax-declaration-start = una dichiarazione comincia con il suo tipo (un nome), trovato: { syntax-found }
syntax-declaration-start-hint = es. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` è una parola riservata e non può essere un nome
syntax-reserved-word-hint = le parole riservate: { $reserved }
syntax-single-hyphen = `-` inatteso{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }
syntax-single-hyphen-hint = un collegamento si scrive con due trattini: `a -- b`
syntax-link-key = dopo `--` è atteso un nome, invece c'è la chiave `{ $key }`
syntax-link-key-hint = un collegamento nomina entrambi gli estremi: `a -- b`
syntax-overlay-alone = dopo `{ $word }` è attesa una dichiarazione
syntax-overlay-alone-hint = es. `{ $word } card 12 ...`
syntax-chained-comparison = `{ $op }` inatteso{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }
syntax-chained-comparison-hint = i confronti non si possono concatenare: scrivi `a < b and b < c`
syntax-key-without-value = dopo `{ $key }` è atteso un valore, invece c'è la chiave `{ $other }`
syntax-key-without-value-hint = { $meaning ->
       *[other] scrivi il valore di `{ $key }` subito dopo
    }
syntax-expected-value = è atteso un valore{ $after ->
        [none] {""}
       *[other] {" "}dopo `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
       *[other] una chiave e il suo valore si scrivono sulla stessa riga; una lista può continuare alla riga successiva dopo una virgola finale
    }
syntax-curly-quotes = i testi si scrivono tra virgolette doppie semplici `"`, trovato `{ $shown }`
syntax-curly-quotes-hint = scrivi "{ $inner }"
syntax-unexpected-character = carattere inatteso `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] i testi si scrivono tra virgolette doppie semplici: "così"
        [semicolon] una dichiarazione finisce con la sua riga; il `;` non serve
        [and] scrivi `and`
        [or] scrivi `or`
        [not] scrivi `not`, oppure `!=` per «è diverso da»
        [quote] scrivi i testi tra virgolette doppie dritte: "così"
        [dash] scrivi un collegamento con due trattini: `a -- b`
        [nbsp] sostituiscilo con uno spazio normale (arriva spesso con il testo copiato da un PDF o da una pagina web)
        [zwsp] cancellalo (arriva spesso con il testo copiato da un PDF o da una pagina web)
        [cr] un a capo dei vecchi Mac; salva il file con a capo normali (LF o CRLF)
        [comment] un commento comincia con `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` non è un nome valido: i nomi usano solo le lettere a-z, le cifre e `_`
syntax-invalid-name-hint = scrivi `{ $better }`
syntax-end-of-file = fine del file inattesa
syntax-not-utf8 = questo file non è testo UTF-8: il byte 0x{ $byte } non si può leggere
syntax-not-utf8-hint = { $utf16 ->
        [yes] il file è salvato come UTF-16; salvalo come UTF-8
       *[no] salvalo come UTF-8 (probabilmente è stato salvato come Latin-1 o Windows-1252)
    }
syntax-reserved-key = `{ $key }` non può essere una chiave
syntax-reserved-key-hint = è una parola riservata delle dichiarazioni; scegli un altro nome
syntax-key-twice = `{ $key }` è indicata due volte
syntax-key-twice-hint = indica ogni chiave una sola volta; più valori si scrivono come lista separata da virgole
syntax-parameter-twice = il parametro `{ $name }` è nominato due volte
syntax-parameter-twice-hint = dai a ogni parametro un nome suo
syntax-too-many-digits = questo numero ha { $digits } cifre; i numeri nei contenuti ne hanno al massimo { $most }
syntax-too-many-digits-hint = è rimasto premuto un tasto numerico, o due numeri si sono uniti?
syntax-argument-twice = `{ $key }` è indicato due volte in questa chiamata
syntax-too-deep = questa dichiarazione è annidata troppo in profondità (oltre { $most } livelli)
syntax-too-deep-hint = dividi l'espressione o i blocchi in parti più piccole, es. con `let` o un'icona
check-cannot-read = impossibile leggere questo file: { $code ->
        [ENOENT] non esiste
        [EACCES] permesso negato
        [EISDIR] è una cartella
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = questo file contiene un byte NUL, quindi non è un file di testo
check-nul-byte-hint = i file dei contenuti sono testo UTF-8 semplice; è stato salvato come UTF-16, o è un file binario?
check-not-inside = `{ $sub }` non può stare dentro: { $kind_noun }{ $block ->
        [no] {" "}(non accetta un blocco)
       *[yes] {""}
    }
check-not-inside-hint = { $near ->
        [none] può contenere: { $allowed }
       *[other] forse intendevi '{ $near }'?
    }
check-no-effects-inside = gli effetti non possono stare dentro: { $kind_noun }
check-no-effects-inside-hint = può contenere: { $allowed }
check-variant-is-path = '{ $name }' è un percorso; --variant accetta il nome di una variante
check-variant-is-path-hint = per applicare la cartella { $name }, usa --overlay { $name } (varianti: { $known ->
            [none] nessuna
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant richiede il nome di una variante, non uno vuoto
       *[other] '{ $name }' non è il nome di una variante
    }
check-variant-bad-name-hint = una variante si chiama come la sua cartella in variants/ dei contenuti (varianti: { $known ->
            [none] nessuna
           *[other] { $known }
        }); per applicare una cartella tua usa --overlay DIR
check-needs-id-found-key = dopo `{ $kind }` manca il nome, invece c'è la chiave `{ $key }`
check-schema-what = { $what ->
        [id] il nome ({ $kind_noun })
        [key] `{ $key }`
       *[value] il valore
    }
check-schema-found = { $found_as ->
        [text] il testo "{ $found }"
        [range] l'intervallo { $found }
        [some-range] un intervallo
        [expression] un'espressione
        [values] { $found } valori
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject }: manca `{ $missing }`
check-schema-required-hint = { $meaning ->
       *[other] cosa indica questa chiave lo spiega il riferimento del linguaggio dei contenuti (docs/guide/content-language.md)
    }
check-schema-no-block = { check-schema-subject }: non può avere un blocco `{"{"} {"}"}`
check-schema-no-params = { check-schema-subject }: non può avere parametri
check-schema-one-of = { check-schema-what } deve essere { $options }, trovato: { check-schema-found }
check-schema-one-of-hint = forse intendevi '{ $near }'?
check-schema-one-value = { check-schema-what } accetta un solo valore, invece ne ha { $count }
check-schema-one-value-hint = togli i valori in più
check-schema-described = { $desc ->
       *[other] { check-schema-what } deve essere { $shape ->
            [text] un testo tra virgolette
            [range] un intervallo come 1..5
           *[value] scritto in un altro modo
        }, trovato: { check-schema-found }
    }
check-schema-described-hint = scrivi `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } va scritto in un altro modo, trovato: { check-schema-found }
check-schema-something-else = { check-schema-what } deve essere qualcos'altro, trovato: { check-schema-found }
check-schema-name-not-text = `{ $key }` deve essere un nome{ $desc ->
       *[other] {""}
    }, trovato: { check-schema-found }
check-schema-name-not-text-hint = scrivi un nome, senza virgolette
check-schema-type = { check-schema-what } deve essere { $types }, trovato: { check-schema-found }
check-schema-type-word = { $type ->
        [integer] un numero intero
        [string] un nome
        [array] una lista
        [object] un valore
        [boolean] yes o no
        [number] un numero
       *[other] { $type }
    }
check-schema-noun = { $noun ->
        [card-number-or-range] { $n ->
            [one] numero o intervallo di carte
           *[other] numeri o intervalli di carte
        }
        [city] { $n ->
            [one] città
           *[other] città
        }
        [icon] { $n ->
            [one] icona
           *[other] icone
        }
        [message-id] { $n ->
            [one] identificativo di messaggio
           *[other] identificativi di messaggio
        }
        [number] { $n ->
            [one] numero
           *[other] numeri
        }
        [phase] { $n ->
            [one] fase
           *[other] fasi
        }
        [piece] { $n ->
            [one] componente
           *[other] componenti
        }
        [place] { $n ->
            [one] luogo
           *[other] luoghi
        }
        [province] { $n ->
            [one] provincia
           *[other] province
        }
        [quoted-text] { $n ->
            [one] testo tra virgolette
           *[other] testi tra virgolette
        }
        [range] { $n ->
            [one] intervallo
           *[other] intervalli
        }
        [side] { $n ->
            [one] giocatore
           *[other] giocatori
        }
        [source] { $n ->
            [one] fonte
           *[other] fonti
        }
       *[value] { $n ->
            [one] valore
           *[other] valori
        }
    }
check-schema-items = { check-schema-what } { $bound ->
        [least] richiede almeno
       *[most] accetta al massimo
    } { $n } { check-schema-noun }, trovato: { $count }
check-schema-bound = { check-schema-what } deve essere { $bound ->
        [least] almeno
       *[most] al massimo
    } { $limit }, trovato: { check-schema-found }
check-schema-invalid = { check-schema-what } non è valido qui: trovato { check-schema-found }

check-in-needs-members-text = `{ $op }` richiede a destra una lista, un giocatore, un gruppo o un paese, invece c'è un testo
check-in-needs-members-text-hint = un testo non ha elementi; per confrontare un valore con un altro scrivi `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } giocatore
            *[other] { $n } giocatori
        }
        [province] { $n ->
             [one] { $n } provincia
            *[other] { $n } province
        }
        [city] { $n ->
             [one] { $n } città
            *[other] { $n } città
        }
        [connection] { $n ->
             [one] { $n } connessione
            *[other] { $n } connessioni
        }
        [group] { $n ->
             [one] { $n } gruppo
            *[other] { $n } gruppi
        }
        [country] { $n ->
             [one] { $n } paese
            *[other] { $n } paesi
        }
        [track] { $n ->
             [one] { $n } tracciato
            *[other] { $n } tracciati
        }
        [piece] { $n ->
             [one] { $n } tipo di componente
            *[other] { $n } tipi di componente
        }
        [phase] { $n ->
             [one] { $n } fase
            *[other] { $n } fasi
        }
        [icon] { $n ->
             [one] { $n } icona
            *[other] { $n } icone
        }
        [card] { $n ->
             [one] { $n } faccia di carta
            *[other] { $n } facce di carta
        }
        [outcome] { $n ->
             [one] { $n } esito
            *[other] { $n } esiti
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } linea blu
        *[other] { $blue } linee blu
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] in { $decades } decade
       *[other] in { $decades } decadi
    }
check-ok = contenuti OK{ $variants ->
        [none] {""}
       *[other] {" "}(variante { $variants })
    }: { $counts }
# Errori dei contenuti durante una partita (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = divisione per zero
runtime-division-by-zero-hint = proteggere il divisore, per esempio `d > 0 ? n / d : 0`
runtime-recursion = le chiamate si annidano troppo a fondo per Python (una ricorsione senza fine?)
runtime-budget-game = il contenuto ha eseguito più di { $budget } passi in questa partita (un ciclo infinito?)
runtime-budget-game-hint = qui un ciclo è sfuggito di mano; se il contenuto ha davvero bisogno di più passi, aumenta il budget con la variabile d'ambiente WSDV_MAX_STEPS
runtime-budget-decision = il contenuto ha eseguito più di { $budget } passi senza alcuna decisione (un ciclo infinito?)
runtime-budget-decision-hint = qui un ciclo è sfuggito di mano; se il contenuto ha davvero bisogno di più passi, aumenta il budget con la variabile d'ambiente WSDV_MAX_DECISION_STEPS
runtime-too-deep = icone e routine si chiamano a vicenda per più di { $depth } livelli (una ricorsione infinita?)
runtime-too-deep-hint = dai alle chiamate un modo per fermarsi; se il contenuto è davvero annidato così a fondo, alza il limite con la variabile d'ambiente WSDV_MAX_DEPTH
runtime-memory = { $what ->
        [none] questa espressione
       *[other] { $what }
    } richiede più memoria di quella disponibile
runtime-unknown-id = { $what ->
        [none] questa espressione
       *[other] { $what }
    } ha ricevuto «{ $key }», che non conosce (un id sconosciuto)
runtime-not-a-site = «{ $site }» non è né una città né una connessione
runtime-unknown-track = tracciato sconosciuto `{ $name }`
runtime-names-nothing = «{ $thing }» non indica alcun giocatore, gruppo, provincia, settore, città, paese o connessione
runtime-no-place = nessun luogo del tabellone si chiama «{ $place }»: i componenti vanno in una provincia, un settore, una città, un paese, un riquadro o su una carta
runtime-negative = il numero di { $piece } in { $place } diventerebbe negativo
runtime-not-a-city = `{ $call }` ha ricevuto «{ $value }», che non è una città
runtime-not-a-place = `{ $call }` ha ricevuto «{ $value }», che non indica alcun luogo del tabellone
runtime-choose-by = fuori da un'azione choose() richiede `by`
runtime-no-definition = il contenuto non ha `{ $kind } { $name }`
runtime-no-pile-role = nessuna pila ha `role { $role }`
runtime-no-card = non esiste la carta { $card }
runtime-too-large = `{ $op }` produce un numero troppo grande per una partita (oltre { $limit })
runtime-too-long = `{ $op }` produce una lista o un testo troppo lungo per una partita (oltre { $limit } elementi)
runtime-no-members = «{ $container }» non ha membri: `in` richiede una lista, un giocatore, un gruppo o un paese
runtime-in-needs = `in` richiede una lista, un giocatore, un gruppo o un paese, ha trovato { $found }
runtime-no-key = «{ $value }» non ha `{ $name }`
runtime-no-options = la decisione «{ $decision }» per { $side } non ha opzioni
runtime-entry-routines = esattamente una procedura deve avere `entry yes`, numero trovato: { $found }
runtime-unknown-name = nome sconosciuto '{ $name }'
runtime-unknown-call = icona o operazione sconosciuta `{ $name }`
runtime-unknown-icon = icona o procedura sconosciuta `{ $name }`
runtime-missing-parameter = l'icona `{ $icon }` richiede il suo parametro `{ $param }`
runtime-no-agent = nessuno gioca per '{ $side }'
