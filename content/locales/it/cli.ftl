# Etichette di `wsdv cards` e riga del risultato di `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } faccia
        [many] { $count } di facce
       *[other] { $count } facce
    }
cli-card-heading = carta { $id }: { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = decade { $decade }, { $colour }
cli-card-special = carta speciale
cli-card-face = lato «{ $face }» (altro lato: «{ $other }»)
cli-card-value = valore: { $value }
cli-card-corner = angolo: { $icons }
cli-card-event = evento (può attivarlo: { $sides }):
cli-card-row = riga { $number }: { $icons }
cli-card-text = testo: { $text }
cli-card-played = come la gioca il chiarimento (sopra, ciò che stampa la carta):
cli-card-source = fonte: { $sources }
cli-card-ruling = chiarimento { $date } ({ $source }): { $text }
cli-card-erratum = errata { $date } ({ $source }): { $text }
cli-table-number = n.
cli-table-decade = decade
cli-table-colour = colore
cli-table-value = valore
cli-table-corner = angolo
cli-table-title = titolo
cli-table-event = evento
cli-result = Risultato: { NAME($outcome) }, vince l'{ NAME($winner) } (seme { $seed }, { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    })
cli-no-result = Risultato: nessuno, la partita è finita senza esito (seme { $seed }, { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    })
cli-replay-ok = replay conforme al registro: { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    }
cli-replay-result = replay conforme al registro: { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    }; { NAME($outcome) }, vince l'{ NAME($winner) }

# `wsdv cards` rifiuta una carta o un filtro che non conosce ($key: decade, colour, icon, side).
cli-no-card = wsdv cards: nessuna carta «{ $card }» (carte: { $known })
cli-png-needs-extra = wsdv: errore: un'immagine PNG richiede l'extra `png`: pip install 'wsdv[png]' (oppure scrivi un file .svg, che non richiede altro)
cli-unknown-filter = wsdv cards: { $key ->
        [decade] decade sconosciuta
        [colour] colore sconosciuto
        [icon] icona sconosciuta
       *[side] giocatore sconosciuto
    } «{ $value }» ({ $hint })
cli-did-you-mean = forse intendevi «{ $word }»?
cli-known = valori possibili: { $words }

# La vista del tabellone di `wsdv play` per un giocatore umano.
view-province = provincia
view-pieces = pezzi
view-economy = economia
view-factories = fabbriche (valore)
view-rundown = fatiscente
view-infrastructure = infrastruttura
view-empty = { ID($what) ->
        [special] nessuna
       *[other] { GENDER($what) ->
            [feminine] vuota
            [plural] nessuna
           *[other] vuoto
        }
    }
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] in piedi
           *[no] assente
        }
        [stasi] { $value ->
            [yes] attiva
           *[no] sciolta
        }
       *[other] { $value ->
            [yes] sì
           *[no] no
        }
    }
view-used = usata
view-hand = Mano ({ NAME($side) }): { $cards }
view-decides = Decisione ({ NAME($side) }): { $question }
view-prompt = scrivi un numero da 1 a { $count }, oppure `?` per l'aiuto
view-read-card-help = scrivi il numero di un'opzione per sceglierla; `?` con il numero di un'opzione (`?2`) mostra il testo della sua carta, `?` con il numero di una carta tra parentesi quadre (`?[25]`) il testo di qualsiasi carta
view-read-card-unknown = non c'è nessuna carta «{ $card }»
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] carta coperta
       *[other] carte coperte
    }
view-hidden-hand = Carte in mano ({ NAME($side) }): { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] quale carta giocare
        [action] cosa fare con la carta
        [ignore] quale icona della carta ignorare
        [icon_order] quale icona eseguire ora
        [floating] a quale provincia appartiene la città
        [build_site] dove costruire
        [dismantle_site] cosa smantellare
        [living_standard] dove piazzare un segnalino TV
        [transfer] se passare un nuovo segnalino TV a Berlino Ovest
        [sector] quale settore
        [mirror] in quale provincia si estende anche la protesta di massa di Berlino Ovest
        [overflow] quale icona eseguire invece
        [attack] quale provincia attaccare
        [hand_discard] se tenere questa carta in mano per la nuova decade
        [hand_excess] quale carta della mano scartare
        [prestige_space] le icone di quale casella del tracciato prestigio eseguire
        [remove_unrest] da dove rimuovere un cubo sommossa
        [rundown] quale fabbrica diventa fatiscente
        [socialist] dove va il socialista
        [socialist_removal] quale provincia perde un socialista
        [special_price] come pagare la carta speciale
        [use_police] se usare ora una carta forze di polizia
        [place_unrest] dove piazzare un cubo sommossa
        [move_unrest_from] quale cubo sommossa spostare (da dove)
        [move_unrest_to] dove va il cubo sommossa
        [reduce_unrest] quale protesta di massa scende a 3 cubi sommossa
        [remove_ls] da dove rimuovere un segnalino TV
        [destroy_factory] quale fabbrica viene rimossa definitivamente
        [repair] quale fabbrica fatiscente rimodernare
        [remove_line] quale infrastruttura rimuovere
        [return_unrest] dove tornano i cubi sommossa delle carte forze di polizia
        [look_at] cosa guardare: la mano dell'avversario o la cima del mazzo
        [seen_cards] cosa fare con le carte viste
        [give_card] quale carta della propria mano cedere
        [take_card] quale carta vista prendere
        [remove_card] quale carta vista rimuovere dal gioco
        [police_from] da dove la carta forze di polizia prende un cubo sommossa
        [police_to] su quale carta forze di polizia va il cubo sommossa
       *[other] scegliere una delle opzioni
    }
view-question-city = { $question } ({ NAME($city) })
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] non ignorare alcuna icona
            [transfer] non passare nulla
           *[other] nessuno (salta)
        }
        [stop] non piazzarne altri
        [yes] sì
        [no] no
        [keep] { $kind ->
            [hand_discard] tenere la carta
           *[other] lasciare le carte come sono
        }
        [discard] scartare una carta dalla mano
        [opponent_draws] l'avversario pesca la prima carta del mazzo
        [hand] guardare la mano dell'avversario
        [deck] guardare le prime 2 carte del mazzo di pesca
        [swap] scambiare una delle proprie carte con una vista
        [remove] rimuovere dal gioco una delle carte viste
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = casella { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = alcuni caratteri non si possono mostrare nella codifica di questo terminale ({ $encoding }) e sono stati stampati come «?»; per il testo completo usa un terminale UTF-8 (per esempio PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = giocatore umano
player-random = bot casuale
player-foresight = bot lungimirante
player-heuristic = bot euristico
player-mcts = bot MCTS
player-with-options = { $player } ({ $options })

## Aiuto e uso della riga di comando (`wsdv --help`, `wsdv play --help`, i rifiuti di argparse).

cli-usage = uso:
cli-section-positional = argomenti posizionali
cli-section-options = opzioni
cli-description-wsdv = Un interprete delle regole di «Wir sind das Volk!»
cli-help-option-help = mostrare questo aiuto e uscire
cli-help-option-version = mostrare la versione di wsdv e uscire
cli-help-option-content = una cartella di contenuti da usare al posto di quella fornita (per esempio la copia di un autore)
cli-help-option-variant = applicare una variante dalla cartella variants/ dei contenuti (ripetibile)
cli-help-option-overlay = applicare una cartella di file di sovrapposizione (ripetibile)
cli-help-option-lang = la lingua in cui il comando scrive (una cartella di content/locales: en, de, pl, uk, it, fr…); in mancanza, quella richiesta da LANGUAGE, LC_ALL, LC_MESSAGES o LANG, altrimenti l'inglese
cli-help-option-strict = terminare con errore (codice 2) quando un testo della lingua ripiega sull'inglese o un nome non ha la forma richiesta dalla frase; senza questa opzione ogni caso è un avviso su stderr
cli-help-check-strict = trattare gli avvisi come errori (codice 2)
cli-help-command-check = leggere e controllare i contenuti senza giocare
cli-help-command-cards = elencare le facce delle carte o mostrare una carta
cli-help-command-l10n = riferire sulle traduzioni in content/locales
cli-help-command-rename = rinominare una definizione ovunque sia scritto il suo identificativo
cli-help-command-site = costruire o servire il sito di consultazione delle regole
cli-help-command-play = giocare una partita nel terminale (persone o bot)
cli-help-command-replay = rigiocare una partita registrata e verificare che raggiunga gli stessi stati
cli-help-command-scenario = eseguire scenari di regole (YAML)
cli-help-command-diff = descrivere che cosa cambia un insieme di contenuti rispetto a un altro (varianti, sovrapposizioni, cartelle di contenuti)
cli-help-command-schema = esportare gli schemi JSON di contenuti, scenari e registri di partita
cli-help-command-simulate = giocare molte partite tra bot con semi dati e riferire sull'equilibrio
cli-description-play = Una partita completa. Ogni fazione è giocata da una persona a questo terminale o da un bot; ogni passo viene raccontato.
cli-help-play-player = chi gioca una fazione: human (persona), random, foresight, heuristic o mcts:N (una ricerca in profondità: lenta e nelle misure più debole di foresight; vedi docs/guide/python.md, sezione «Search») (opzioni: foresight:weights=CARTELLA,bot=NOME); si può scrivere anche --FAZIONE GIOCATORE, per esempio --east heuristic; una fazione non indicata è giocata da foresight
cli-help-play-seed = il seme dei mescolamenti e dei bot (predefinito 1)
cli-help-play-log = scrivere le decisioni della partita in un file (righe JSON) durante il gioco, per rigiocarla o riprenderla
cli-help-play-resume = riprendere la partita non finita di un registro scritto con --log, aggiungendo in coda; i giocatori sono quelli del registro, se non se ne indicano altri; un giocatore con weights=CARTELLA va indicato di nuovo
cli-help-play-quiet = stampare solo il risultato
cli-help-replay-file = un registro scritto da `wsdv play --log`
cli-help-replay-to = fermarsi dopo la decisione N e stampare lo stato
cli-help-replay-json = con --to: stampare lo stato come JSON (per gli strumenti) invece del tabellone
cli-help-replay-narrate = raccontare la partita mentre la si rigioca
cli-metavar-command = COMANDO
cli-metavar-dir = CARTELLA
cli-metavar-name = NOME
cli-metavar-file = FILE
cli-metavar-files = FILE
cli-metavar-log = REGISTRO
cli-metavar-lang = LINGUA
cli-metavar-seed = SEME
cli-metavar-n = N
cli-metavar-side-kind = FAZIONE=GIOCATORE
cli-argparse-unrecognized = argomenti non riconosciuti: { $words }
cli-argparse-required = mancano argomenti obbligatori: { $names }
cli-argparse-choice = argomento { $option }: scelta non valida { $value } (scegli tra { $choices })
cli-argparse-one-value = argomento { $option }: serve un valore
cli-argparse-values = argomento { $option }: serve almeno un valore
cli-argparse-invalid = argomento { $option }: valore non valido { $value }
cli-argparse-no-value = argomento { $option }: non accetta valori (dato: { $value })
cli-argparse-ambiguous = opzione ambigua { $option }: corrisponde a { $choices }
cli-argparse-conflict = argomento { $option }: non ammesso insieme all'argomento { $other }
cli-argparse-own = argomento { $option }: { $refusal }
cli-not-a-port = «{ $value }» non è una porta; indica un numero da 1 a 65535
cli-not-a-decision = «{ $value }» non è un numero di decisione; indica un numero intero maggiore o uguale a 0
cli-empty-file-name = un nome vuoto non identifica alcun file; indica il nome del file, ad es. game.jsonl
cli-not-a-seed = «{ $value }» non è un seme; indica un numero intero da { $min } a { $max }
cli-not-a-site-url = «{ $value }» non è un indirizzo http(s) assoluto del sito (ad es. https://example.org/wsdv/)
cli-unknown-language = questo contenuto non ha la lingua «{ $lang }» (disponibili: { $available })
cli-locale-unreadable = i file della lingua «{ $lang }» non si possono leggere così come sono (`wsdv l10n check { $lang }` elenca tutti i problemi)

cli-log-in-use = { $path }: errore: un altro wsdv sta giocando questa partita: il suo registro è in uso
cli-log-in-use-hint = attendi la fine di quella partita, o fermala con Ctrl-C, poi riprendila
cli-log-write-failed = { $path }: errore: impossibile scrivere il registro: { $reason }
cli-log-write-failed-hint = il registro conserva ogni decisione precedente; libera spazio, poi riprendi la partita con: { $command }
cli-not-a-site = { $path }: errore: questa cartella non viene servita: non è un sito scritto da `wsdv site build`
cli-not-a-site-hint = costruisci il sito in una cartella nuova con `wsdv site serve --build --out DIR`; wsdv serve solo ciò che ha costruito
cli-rename-interrupted = { $path }: errore: la rinomina di «{ $old }» ({ $kind }) in «{ $new }» è stata interrotta, perciò il contenuto è rinominato solo in parte
cli-rename-interrupted-hint = esegui di nuovo `wsdv rename { $kind } { $old } { $new }` in questa cartella di contenuti per completarla o annullarla
cli-rename-content-errors = il contenuto ha errori: correggili prima di rinominare
cli-rename-finished = una rinomina interrotta di «{ $old }» ({ $kind }) in «{ $new }» è stata completata: { $count ->
        [one] il suo { $count } file contiene
       *[other] tutti i suoi { $count } file contengono
    } ora il nuovo identificativo
cli-rename-undone = una rinomina interrotta di «{ $old }» ({ $kind }) in «{ $new }» è stata annullata: non aveva ancora modificato { $count ->
        [one] il suo { $count } file
       *[other] nessuno dei suoi { $count } file
    }
cli-new-interrupted = { $path }: errore: `wsdv new { $kind } { $id }` è stato interrotto, perciò il contenuto ha solo una parte di ciò che aggiunge
cli-new-interrupted-hint = esegui di nuovo lo stesso comando `wsdv new` in questa cartella di contenuti: completa quello interrotto, oppure lo annulla e aggiunge tutto da capo
cli-new-finished = un `wsdv new { $kind } { $id }` interrotto è stato completato: { $count ->
        [one] il suo { $count } file è scritto
       *[other] tutti i suoi { $count } file sono scritti
    }
cli-new-undone = un `wsdv new { $kind } { $id }` interrotto è stato annullato: non aveva ancora modificato { $count ->
        [one] il suo { $count } file
       *[other] nessuno dei suoi { $count } file
    }
cli-play-resume-with-log = --resume prosegue la partita nel suo registro; non va insieme a --log
cli-play-seed-mismatch = la partita del registro ha il seme { $logged }, non { $given }
cli-play-seed-hint = per riprendere una partita, ometti --seed
cli-play-resume-differs = la partita differisce dal registro, quindi non si può riprendere: { $detail }
cli-play-stopped = partita interrotta; tutte le decisioni prese finora sono in { $log }
cli-play-continue = per continuare la partita: { $command }
cli-play-stopped-unlogged = partita interrotta; la partita non è stata registrata: gioca con --log FILE per conservarne le decisioni e riprenderla più tardi
cli-replay-differs = la partita rigiocata differisce dal registro: { $detail }
cli-replay-failed = la partita rigiocata si è interrotta: { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path }: errore: i contenuti forniti sono installati con wsdv e non si modificano sul posto
new-shipped-hint = copiali e indica la copia con --content CARTELLA
new-content-has-errors = i contenuti hanno errori; correggili prima di aggiungere altro
new-would-not-pass = i contenuti con il nuovo elemento ({ $kind }) non passerebbero `wsdv check`; non è stato scritto nulla
new-symbolic-link = { $path } è un collegamento simbolico (a { $target }); `wsdv new` sostituisce i file che modifica, quindi non è stato scritto nulla
new-symbolic-link-hint = aggiungilo nella cartella a cui punta il collegamento, oppure sostituisci il collegamento con una copia del suo file
new-written = nuovo elemento ({ $kind }) «{ $id }»: { $files ->
        [one] { $files } file
       *[other] { $files } file
    }
new-next-no-texts = poi: completalo (docs/guide/content-language.md); non ha testi da tradurre
new-next = poi: scrivi il suo testo inglese ({ $files }) e cosa fa; { $texts ->
        [one] { $texts } testo attende
       *[other] { $texts } testi attendono
    } la traduzione in { $langs } (wsdv l10n status)
new-card-needs-decade = una nuova carta richiede la sua decade
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = «{ $number }» non è un numero di carta
new-not-card-number-hint = una carta è un numero (81) o un identificativo (come li elenca `wsdv cards`)
new-no-decade = il mazzo non ha la decade «{ $decade }»
new-no-decade-hint = indica una decade di content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = la carta { $number } non può entrare nella decade { $decade }, le cui carte sono { $first }..{ $last }
new-card-outside-decade-hint = la prossima carta della decade è { $next }
new-city-needs-province = una nuova città richiede la sua provincia e il suo posto sul tabellone
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (percentuale del tabellone, in orizzontale e in verticale)
new-not-a-place = { $value ->
        [none] { $what ->
            [city] una nuova città richiede
           *[province] una nuova provincia richiede
        } il suo posto sul tabellone
       *[other] «{ $value }» non è un posto sul tabellone
    }
new-not-a-place-hint = due numeri, percentuale del tabellone in orizzontale e in verticale: { $example }
new-province-needs-side = una nuova provincia richiede il suo giocatore
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = non c'è una provincia «{ $neighbour }» con cui «{ $name }» possa confinare
new-no-neighbour-hint = indica province dichiarate nei contenuti
new-neighbours-wrapped = i confinanti di «{ $neighbour }» occupano più righe, che `wsdv new` non modifica
new-neighbours-wrapped-hint = aggiungi tu `{ $name }` ai confinanti di «{ $neighbour }», poi esegui wsdv new senza di esso
new-connection-two-cities = un nuovo collegamento unisce due città
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = «{ $lines }» non è un numero di linee blu
new-not-lines-hint = un collegamento ha 1 o 2 linee blu: --lines 1
new-not-spaces = { $spaces ->
        [none] un nuovo tracciato richiede le sue caselle
       *[other] «{ $spaces }» non è una serie di caselle
    }
new-not-spaces-hint = la casella più bassa e la più alta: wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = «{ $start }» non è una casella
new-not-a-space-hint = la casella da cui parte l'indicatore: --start 0
new-variant-exists = la variante «{ $name }» c'è già ({ $folder })
new-variant-exists-hint = scegli un altro nome
new-title-quote = il titolo di una variante non può contenere virgolette doppie
new-title-quote-hint = scrivilo senza
new-not-an-id = «{ $value }» non è un identificativo
new-not-an-id-hint = un identificativo è fatto di lettere ASCII minuscole, cifre e `_`, es. move_ls
new-text-exists = «{ $id }» è già un testo dei file di lingua ({ $file })
new-text-exists-hint = scegli un identificativo che nulla abbia già
new-variant-in-overlay = la variante «{ $name }» sarebbe una cartella in variants/ dei contenuti, non una parte di una cartella di sovrapposizione
new-variant-in-overlay-hint = ometti --overlay (una cartella di sovrapposizione si applica già da sola come una variante)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path }: errore: i contenuti forniti sono installati con wsdv e non si rinominano sul posto
rename-shipped-hint = copiali e indica la copia con --content CARTELLA
rename-not-an-id = «{ $new }» non è un identificativo
rename-not-an-id-hint = un identificativo è composto da lettere ASCII, cifre e `_` e non inizia con una cifra
rename-no-such = in { $content } non c'è nessuna definizione di tipo { $kind } con l'identificativo «{ $old }»
rename-other-kind = in { $content } non c'è nessuna definizione di tipo { $kind } con l'identificativo «{ $old }»
rename-other-kind-hint = «{ $old }» è l'identificativo di una definizione di un altro tipo: { $kinds }
rename-ambiguous = «{ $old }» è l'identificativo di definizioni di più tipi ({ $kinds }): i loro usi non si possono distinguere
rename-ambiguous-hint = rinominalo a mano
rename-taken = «{ $new }» è già l'identificativo di una definizione ({ $kinds })
rename-taken-hint = scegli un identificativo che nessuna definizione usi già
rename-symbolic-link = questo file è un collegamento simbolico (a { $target }); una rinomina sostituisce i file che modifica, quindi non è stato scritto nulla
rename-symbolic-link-hint = rinomina nella cartella a cui punta il collegamento, oppure sostituisci il collegamento con una copia
rename-nothing = «{ $old }» ({ $kind }) non compare da nessun'altra parte; non c'è nulla da cambiare
rename-would-not-pass = i contenuti rinominati non passerebbero `wsdv check`; non è stato scritto nulla
rename-dry-run =
    rinominare «{ $old }» ({ $kind }) in «{ $new }» cambierebbe { $lines ->
        [one] { $lines } riga
       *[other] { $lines } righe
    } in { $files ->
        [one] { $files } file
       *[other] { $files } file
    } (simulazione: non è stato scritto nulla)
rename-done =
    «{ $old }» ({ $kind }) rinominato in «{ $new }»: { $lines ->
        [one] { $lines } riga
       *[other] { $lines } righe
    } in { $files ->
        [one] { $files } file
       *[other] { $files } file
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url «{ $url }» non è un URL http(s) o file
cli-schema-bad-base-url-hint = es. --base-url https://example.org/wsdv/schemas/
cli-schema-exported =
    { $count ->
        [one] scritto { $count } schema JSON
       *[other] scritti { $count } schemi JSON
    } in { $dir }
cli-site-generated = { $pages ->
        [one] generata { $pages } pagina
       *[other] generate { $pages } pagine
    } in { $languages ->
        [one] { $languages } lingua
       *[other] { $languages } lingue
    }; avvio di MkDocs
cli-site-built =
    sito costruito: { $out } ({ $pages ->
        [one] { $pages } pagina
       *[other] { $pages } pagine
    }, { $seconds } s)
cli-site-needs-extra = wsdv: errore: il sito richiede l'extra `site` (mancanti: { $modules }): pip install 'wsdv[site]'
cli-site-cannot-listen = impossibile mettersi in ascolto su { $host }:{ $port }: { $reason }
cli-site-serving = { $root } è servito all'indirizzo { $url } (Ctrl-C per interrompere)
cli-internal-error = wsdv: errore interno: { $error }
cli-internal-error-hint = è un bug di wsdv, non dei tuoi contenuti; esegui di nuovo con WSDV_DEBUG=1 per vedere dove

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = { $n } superati
scenario-failed = { $n } falliti
scenario-broken = { $n ->
        [one] { $n } file non valido
       *[other] { $n } file non validi
    }
scenario-invalid = { $n ->
        [one] { $n } scenario con errori
       *[other] { $n } scenari con errori
    }
scenario-faults = { $n ->
        [one] { $n } errore dei contenuti durante l'esecuzione
       *[other] { $n } errori dei contenuti durante l'esecuzione
    }
scenario-ok = ok
scenario-fail = FALLITO
# I fallimenti di uno scenario (`wsdv scenario run`): che cosa si aspettava lo scenario e che cosa c'era nella partita.
scenario-problem-pieces = { $place }: attesi { $piece }: { $expected }, trovati: { $found }
scenario-problem-value = { $key } di { $thing }: atteso { $expected }, trovato { $found }
scenario-problem-entry = { $key } { $name }: atteso { $expected }, trovato { $found }
scenario-problem-zone-count = zona { $zone }: carte attese: { $expected }, trovate: { $found }
scenario-problem-zone = zona { $zone }: atteso { $expected }, trovato { $found }
scenario-problem-hand = mano di { $side }: carte attese: { $expected }, trovate: { $found }
scenario-problem-ended = la partita doveva continuare, invece è finita: { $result }
scenario-problem-goes-on = la partita doveva essere finita, invece continua
scenario-problem-error-missing = era atteso un errore contenente «{ $error }», ma il passo è riuscito
scenario-problem-error-other = era atteso un errore contenente «{ $error }», invece: { $got }
scenario-problem-step-failed = il passo non è riuscito: { $error }
scenario-problem-asked = erano attese le decisioni { $expected }, invece sono state { $found }
scenario-problem-decisions = decisioni: attese { $expected }, invece { $found }
scenario-problem-result = risultato { $name }: atteso { $expected }, trovato { $found }
scenario-problem-no-decision = doveva essere proposta una decisione «{ $decision }», non ne è stata proposta nessuna (dopo le precedenti)
scenario-problem-options = decisione «{ $decision }»: attese le opzioni { $expected }, proposte { $offered }
scenario-problem-not-offered = decisione «{ $decision }»: { $missing } non proposte (proposte: { $offered })
scenario-problem-barred = decisione «{ $decision }»: { $barred } proposte, benché non dovessero esserlo (proposte: { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] passo { $step }:{ " " }
    }delle scelte scritte ({ $count }) ne sono state chieste solo { $asked }
scenario-problem-site = { $city }: atteso { $wanted ->
        [none] nessuna fabbrica
       *[some] { $expected }
    }, trovato { $had ->
        [none] nessuna fabbrica
       *[some] { $found }
    }
scenario-problem-rundown-count = fabbriche fatiscenti attese: { $expected }, trovate: { $found } ({ $cities })
scenario-problem-rundown = attese le fabbriche fatiscenti { $expected }, trovate { $found }
scenario-problem-infrastructure = infrastruttura di { $side }: attesa { $expected }, trovata { $found }
scenario-problem-needs-variants = questo scenario richiede le varianti: { $variants }
scenario-problem-unknown-primitive = primitiva sconosciuta `{ $name }`{ $known ->
        [yes] { " " }(forse intendevi «{ $near }»?)
       *[no] { "" }
    }
scenario-problem-variants-broken = il contenuto con le varianti: { $variants } ha errori (sopra)
scenario-problem-unknown = nome sconosciuto «{ $value }» ({ $what ->
        [action] azione
        [card] carta
        [choice] risposta
        [city] città
        [connection] connessione
        [decision] decisione
        [flag] stato
        [icon] icona
        [option] opzione
        [outcome] fine partita
        [phase] fase
        [piece] componente
        [place] luogo
        [province] provincia
        [province_or_side] provincia o giocatore
        [routine] procedura
        [sector] settore
        [sequence] sequenza
        [setup] preparazione
        [side] giocatore
        [track] tracciato
        [zone] zona
       *[other] { $what }
    })
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] le decisioni: { $known }
           *[answer] una risposta è il valore di un'opzione: un id del contenuto, un numero, `none` o `stop`
        }
       *[other] forse intendevi «{ $near }»?
    }
scenario-problem-track-spaces = il tracciato «{ $track }» ha le caselle da { $low } a { $high }, non { $value }
scenario-problem-not-side-decision = «{ $entry }» non è un giocatore seguito da una decisione
scenario-problem-not-side-decision-hint = scrivi `GIOCATORE DECISIONE`{ $example ->
        [none] { "" }
       *[other] , ad es. `{ $example }`
    }
scenario-problem-over-supply = la posizione richiede { $piece }: { $needed } sul tabellone, ma la scatola ne contiene { $count }
scenario-problem-ran-out = la riserva di { $piece } si è esaurita: { $missing } non piazzati (il contenuto la limita a { $count }, `piece { $piece } ... limit yes`)

# Un file di scenari che non si riesce a leggere come scenari (wsdv scenario run), ogni problema al suo posto.
scenario-load-not-utf8 = il file non è testo UTF-8
scenario-load-empty = il file non contiene alcuno scenario
scenario-load-too-many = una volta espansi gli alias, il file corrisponde a più di { $limit } valori
scenario-load-too-many-hint = condividi le posizioni con meno ancore, meno annidate
scenario-load-yaml = questo non è YAML valido: la lettura si è fermata qui
scenario-load-yaml-hint = cerca, in questo punto o subito prima, due punti, virgolette o parentesi mancanti, oppure un rientro sbagliato
scenario-load-deep = il file è annidato troppo in profondità
scenario-load-long-number = questo numero ha { $digits } cifre; nessun valore di uno scenario ne ha più di 20
scenario-load-long-number-hint = un seme (seed) è un numero intero da 0 a 18446744073709551615
scenario-load-not-mapping = un file di scenari contiene una mappa, oppure `scenarios:` con un elenco di mappe
scenario-load-unknown-key = chiave sconosciuta «{ $key }»
scenario-load-unknown-key-hint = chiavi note: { $keys }
scenario-load-unknown-key-close = chiave sconosciuta «{ $key }»
scenario-load-unknown-key-close-hint = forse intendevi «{ $close }»?
scenario-load-not-whole = { $value } non è un numero intero
scenario-load-type = «{ $key }» ha un valore del tipo sbagliato: richiede { $type ->
        [integer] un numero intero
        [number] un numero
        [string] un testo
        [boolean] true o false
        [array] un elenco
        [object] una mappa (chiavi con valori)
       *[other] un altro tipo di valore
    }
scenario-load-required = qui manca la chiave «{ $key }»
scenario-load-enum = «{ $key }» accetta uno di questi valori: { $values }
scenario-load-minimum = «{ $key }» è inferiore a { $limit }, il minimo consentito
scenario-load-maximum = «{ $key }» è superiore a { $limit }, il massimo consentito
scenario-load-schema = «{ $key }» non contiene qui ciò che uno scenario consente (vedi docs/guide/scenarios.md)
scenario-load-step-or-steps = uno scenario richiede esattamente uno tra `step` e `steps`
scenario-load-choices-with-steps = con `steps`, ogni passo ha le proprie `choices`
scenario-load-step-kind = un passo indica esattamente uno tra: { $kinds }
scenario-load-single-step-choices = un singolo `step` prende le risposte dalle `choices` dello scenario
scenario-load-unreadable = impossibile leggere il file: { $code ->
        [ENOENT] il file non esiste
        [EACCES] non è consentito leggerlo
        [EISDIR] è una cartella
       *[other] il sistema ha rifiutato ({ $code })
    }
# Il contenuto ha fallito durante uno scenario: la riga del problema e il punto dello scenario.
scenario-problem-content-failed = il contenuto ha fallito durante l'esecuzione (segue l'errore)
scenario-problem-budget = lo scenario ha superato il suo budget di passi (segue l'errore)
scenario-fault-in-setup = nello scenario { $name }, durante la preparazione e la disposizione della posizione
scenario-fault-in-step = in { $place }{ $colon } scenario { $name }, passo { $step } ({ $kind } { $what })
scenario-fault-budget-hint = qui un ciclo è sfuggito di mano; se il contenuto ha davvero bisogno di più passi, aumenta il `budget` dello scenario (ora { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = la primitiva `{ $name }` è fallita con gli argomenti dello scenario ({ $error })
scenario-problem-too-deep = le chiamate dei contenuti sono annidate troppo in profondità
scenario-problem-engine-failed = wsdv stesso si è interrotto per un errore durante l'esecuzione di questo scenario ({ $error }): è un bug di wsdv, non dei contenuti né dello scenario; esegui di nuovo con WSDV_DEBUG=1 per vedere dove

# La cartella della cache (WSDV_CACHE o quella del sistema) quando altri potrebbero scriverne le voci: non usata, detto in una riga.
cli-cache-untrusted = la cartella della cache non viene usata: { $why ->
        [owner] appartiene a un altro utente
        [parent] una cartella sopra di essa permette a chiunque di sostituirla
       *[writable] altri utenti possono scriverci
    }; wsdv funziona senza cache (stesse risposte, più lento). Rendi la cartella tua e privata (chmod 700), oppure indicane un'altra con WSDV_CACHE
