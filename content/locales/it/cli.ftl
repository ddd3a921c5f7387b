# Etichette di `wsdv cards` e riga del risultato di `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } lato di carta
        [many] { $count } di lati di carta
       *[other] { $count } lati di carta
    }
cli-card-heading = carta { $id }: { $title } ({ $original }), { $year }
cli-card-decade = decade { $decade }, { $colour }
cli-card-special = carta speciale
cli-card-face = lato «{ $face }» (altro lato: «{ $other }»)
cli-card-value = valore: { $value }
cli-card-corner = angolo: { $icons }
cli-card-event = evento (può attivarlo: { $sides }):
cli-card-row = riga { $number }: { $icons }
cli-card-text = testo: { $text }
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
cli-result = risultato: { NAME($outcome) }, vince l'{ NAME($winner) } (seme { $seed }, { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    })
cli-no-result = risultato: nessuno, la partita è finita senza esito (seme { $seed }, { $steps } { $steps ->
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
view-yes = sì
view-no = no
view-empty = vuoto
view-used = usata
view-hand = Mano ({ NAME($side) }): { $cards }
view-decides = Decisione ({ NAME($side) }): { $question }
view-prompt = scrivi un numero da 1 a { $count }
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
        [floating] per quale provincia conta la città
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

cli-hint = suggerimento: { $hint }
cli-log-in-use = { $path }: errore: un altro wsdv sta giocando questa partita: il suo registro è in uso
cli-log-in-use-hint = attendi la fine di quella partita, o fermala con Ctrl-C, poi riprendila
cli-log-write-failed = { $path }: errore: impossibile scrivere il registro: { $reason }
cli-log-write-failed-hint = il registro conserva ogni decisione precedente; libera spazio, poi riprendi la partita con: wsdv play --resume { $path }
cli-not-a-site = { $path }: errore: questa cartella non viene servita: non è un sito scritto da `wsdv site build`
cli-not-a-site-hint = costruisci il sito in una cartella nuova con `wsdv site serve --build --out DIR`; wsdv serve solo ciò che ha costruito
cli-rename-interrupted = { $path }: errore: la rinomina di { $kind } «{ $old }» in «{ $new }» è stata interrotta, perciò il contenuto è rinominato solo in parte
cli-rename-interrupted-hint = esegui di nuovo `wsdv rename { $kind } { $old } { $new }` in questa cartella di contenuti per completarla o annullarla
cli-rename-finished = una rinomina interrotta di { $kind } «{ $old }» in «{ $new }» è stata completata: { $count ->
        [one] il suo file contiene
       *[other] tutti i suoi { $count } file contengono
    } ora il nuovo identificativo
cli-rename-undone = una rinomina interrotta di { $kind } «{ $old }» in «{ $new }» è stata annullata: non aveva ancora modificato { $count ->
        [one] il suo file
       *[other] nessuno dei suoi { $count } file
    }
