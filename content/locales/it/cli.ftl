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
cli-replay-ok = replay conforme al registro: { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    }
cli-replay-result = replay conforme al registro: { $steps } { $steps ->
        [one] decisione
       *[other] decisioni
    }; { NAME($outcome) }, vince l'{ NAME($winner) }

# La vista del tabellone di `wsdv play` per un giocatore umano.
view-province = provincia
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
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] quale carta giocare
        [action] cosa fare con la carta
        [floating] per quale provincia conta la città
        [sector] quale settore
        [ignore] se ignorare l'icona
        [build] dove costruire
        [dismantle] cosa smantellare
       *[other] scegliere una delle opzioni
    }
