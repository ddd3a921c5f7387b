# Le parole degli avvisi di progettazione di `wsdv check` e degli errori collegati.

check-city-outside-area = { $there ->
        [none] la città «{ $city }» di «{ $owner }» è disegnata sulla mappa fuori da ogni area
       *[other] la città «{ $city }» di «{ $owner }» è disegnata sulla mappa dentro l'area di «{ $there }»
    }
check-city-outside-area-hint = il suo `at` è in centesimi del tabellone, i contorni ({ $file }) in millesimi: `at { $at }` lì è il punto { $point }; sposta la città o il contorno
check-deck-plan = { $listed ->
        [one] { $listed } decade ({ $decades }) ha
       *[other] { $listed } decadi ({ $decades }) hanno
    } { $have } carte, ma una decade ne distribuisce { $need } ({ $sides } mani da { $hand } e { $halves } file scoperte da { $display }): l'ultima fila scoperta riceve solo { $last } delle sue { $display } carte
check-deck-plan-hint = abbassa `hand` o `display`, oppure dai più carte alla decade (le sue `cards`)
check-colour-values = la carta { $card } ha il colore `{ $colour }` e { $given ->
        [one] { $given } valore
       *[other] { $given } valori
    }, ma le carte di questo colore riportano { $printed ->
        [one] { $printed } valore
       *[other] { $printed } valori
    }
check-colour-values-hint = { $printed ->
        [one] scrivi un solo valore, per entrambi i giocatori (`card_colour { $colour } ... values { $printed }`)
       *[other] scrivi { $printed } valori (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = nulla usa la dichiarazione { $kind } «{ $id }»
check-unused-hint = nessuna dichiarazione e nessun codice la nomina; nominala dove deve contare, oppure eliminala
check-needs-keyword = `{ $fn }` richiede { $keywords }: senza, la chiamata non può essere eseguita
check-needs-keyword-hint = indicalo per nome dopo gli altri argomenti: `{ $fn }(..., { $example })`

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = nessuna sequenza esegue la fase «{ $phase }»
check-phase-unused-hint = aggiungila alle `phases` di una sequenza, oppure cancellala
check-never-called = nulla richiama { $kind ->
        [icon] l'icona
       *[routine] la procedura
    } «{ $id }»
check-never-called-hint = nessuna carta, icona, procedura, fase o tracciato la richiama; richiamala da qualche parte, oppure cancellala
check-card-no-rows = la carta { $card } non ha file
check-card-no-rows-hint = il suo evento non fa nulla; scrivi ciò che stampa come righe `row N icons ...`
check-icon-no-text = l'icona «{ $icon }» non ha testo di carta in: { $langs }
check-icon-no-text-hint = le carte che la stampano mostrano lì «{ $icon }.»; aggiungi `{ $message }` a locales/LANG/icons.ftl
check-outcome-unreachable = l'esito «{ $outcome }» non può mai verificarsi
check-outcome-unreachable-hint = nulla controlla gli esiti nel momento "{ $moment }" (`check_outcomes`) e nessun codice termina la partita con esso (`end_game({ $outcome })`)
