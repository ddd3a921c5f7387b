# Cronaca della partita (wsdv play, wsdv replay). Vedi en/narration.ftl.

narr-setup = Preparazione della partita.
narr-decade = Inizia la decade { $a }.
narr-phase = Fine decade: { NAME($phase) }
narr-phase-quiet = Fine decade: { NAME($phase) } (non succede nulla)
narr-turn = L'{ NAME($side) } gioca la { $card } e sceglie l'azione «{ NAME($action) }».
narr-turn-quiet = L'azione non ha alcun effetto.
narr-no-move = L'{ NAME($side) } non ha carte da giocare.
narr-icon = Icona «{ NAME($icon) }»:
narr-icon-quiet = Icona «{ NAME($icon) }»: nessun effetto.
narr-ignored = L'{ NAME($side) } ignora l'icona «{ NAME($icon) }».
narr-unexecutable = L'icona «{ NAME($icon) }» non è eseguibile e viene ignorata.
narr-add = { $n ->
        [one] { GENDER($piece) ->
            [feminine] Piazzata
           *[other] Piazzato
        } 1 { NAME($piece, $n) }
       *[other] { GENDER($piece) ->
            [feminine] Piazzate
           *[other] Piazzati
        } { $n } { NAME($piece, $n) }
    } { NAME($place, case: "in") }.
narr-remove = { $n ->
        [one] { GENDER($piece) ->
            [feminine] Rimossa
           *[other] Rimosso
        } 1 { NAME($piece, $n) }
       *[other] { GENDER($piece) ->
            [feminine] Rimosse
           *[other] Rimossi
        } { $n } { NAME($piece, $n) }
    } { NAME($place, case: "from") }.
narr-move = { $n ->
        [one] { GENDER($piece) ->
            [feminine] Spostata
           *[other] Spostato
        } 1 { NAME($piece, $n) }
       *[other] { GENDER($piece) ->
            [feminine] Spostate
           *[other] Spostati
        } { $n } { NAME($piece, $n) }
    } { NAME($source, case: "from") } { NAME($place, case: "to") }.
narr-marker-up = Compare un segnalino «{ NAME($marker) }» { NAME($place, case: "in") } (in tutto: { $n }).
narr-marker-down = Scompare un segnalino «{ NAME($marker) }» { NAME($place, case: "from") } ({ $n ->
        [0] non ne resta nessuno
        [one] ne resta { $n }
       *[other] ne restano { $n }
    }).
narr-build-factory = Costruita una fabbrica { NAME($city, case: "in") }.
narr-build-line = Costruita un'infrastruttura sulla connessione { $connection }.
narr-dismantle-factory = Smantellata la fabbrica di { NAME($city) }.
narr-dismantle-line = Smantellata un'infrastruttura sulla connessione { $connection }.
narr-destroy-factory = La fabbrica di { NAME($city) } viene rimossa definitivamente.
narr-move-factory = La fabbrica di { NAME($city) } viene trasferita a { NAME($to) }.
narr-factory-rundown = La fabbrica di { NAME($city) } diventa fatiscente.
narr-repaired = La fabbrica di { NAME($city) } viene rimodernata.
narr-track = { $steps ->
        [0] L'indicatore { NAME($track, case: "in") } non può avanzare oltre verso l'{ NAME($toward) } (casella { $space }).
       *[other] L'indicatore { NAME($track, case: "in") } avanza di { $steps } { $steps ->
            [one] casella
           *[other] caselle
        } verso l'{ NAME($toward) } (casella { $space }).
    }
narr-overflow = Una freccia del { NAME($track) } non è eseguibile; agisce invece l'{ NAME($side) }.
narr-space = Icone della casella { $space } del { NAME($track) }.
narr-card-moved = La { $card } va { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] Da ora vale: { NAME($flag) }.
       *[no] Non vale più: { NAME($flag) }.
    }
narr-reveal = { $seen ->
        [none] L'{ NAME($side) } non trova carte da guardare.
       *[some] L'{ NAME($side) } guarda: { $cards }.
    }
narr-swap = La { $card } e la { $other } si scambiano di posto.
narr-game-over = { NAME($outcome) }: vince l'{ NAME($winner) }.

# Decisioni che vale la pena raccontare.
narr-decision-floating = { $abroad ->
        [yes] La fabbrica di { NAME($city) } ora conta per { NAME($option) }.
       *[no] { NAME($city) } ora appartiene a { NAME($option) }.
    }
narr-decision-mirror = La protesta di massa di Berlino Ovest si estende anche { NAME($option, case: "in") } (scelta dell'Est).
narr-decision-transfer = { $option ->
        [none] Nessun nuovo segnalino TV passa a Berlino Ovest.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] L'Est usa una carta forze di polizia.
       *[other] L'Est tiene le sue carte forze di polizia per dopo.
    }
narr-decision-hand_discard = L'{ NAME($side) } { $option ->
        [discard] scarta una carta dalla mano.
       *[other] tiene una carta in mano.
    }
narr-decision-special_price = L'{ NAME($side) } paga la carta speciale: { $option ->
        [discard] scarta una carta dalla mano.
       *[other] l'{ NAME($opponent) } pesca la prima carta del mazzo come carta in più nella sua mano.
    }
narr-decision-prestige_space = L'{ NAME($side) } esegue le icone prestigio della casella { $option }.
narr-decision-attack = { NAME($source) } attacca { NAME($option) }.

# Una carta nominata nella narrazione.
narr-card-name = carta { $number } «{ $title }»

# I fatti della partita che cambiano in gioco, ciascuno con la sua frase.
narr-flag-wall = { $value ->
        [yes] Viene costruito il muro di Berlino.
       *[no] Il muro di Berlino cade.
    }
narr-flag-stasi = { $value ->
        [yes] La Stasi torna in attività.
       *[no] La Stasi viene sciolta: l'Est non raccoglie più carte forze di polizia.
    }
