# Spielbericht (wsdv play, wsdv replay). Siehe en/narration.ftl. Die Seiten heißen BRD
# und DDR und brauchen den Artikel: „Die { NAME($side) } spielt …“.

narr-setup = Das Spiel wird aufgebaut.
narr-decade = Dekade { $a } beginnt.
narr-phase = Dekadenende: { NAME($phase) }
narr-phase-quiet = Dekadenende: { NAME($phase) } (nichts geschieht)
narr-turn = Die { NAME($side) } spielt { $card } und wählt die Aktion „{ NAME($action) }“.
narr-turn-quiet = Die Aktion bleibt ohne Wirkung.
narr-no-move = Die { NAME($side) } hat keine Karte zum Ausspielen.
narr-icon = Symbol „{ NAME($icon) }“:
narr-icon-quiet = Symbol „{ NAME($icon) }“: ohne Wirkung.
narr-ignored = Die { NAME($side) } übergeht das Symbol „{ NAME($icon) }“.
narr-unexecutable = Das Symbol „{ NAME($icon) }“ ist nicht ausführbar und verfällt.
narr-add = { $n } { NAME($piece, $n) } { NAME($place, case: "in") } eingesetzt.
narr-remove = { $n } { NAME($piece, $n) } { NAME($place, case: "from") } entfernt.
narr-move = { $n } { NAME($piece, $n) } { NAME($source, case: "from") } { NAME($place, case: "to") } versetzt.
narr-marker-up = Ein { NAME($marker) } entsteht { NAME($place, case: "in") } (insgesamt: { $n }).
narr-marker-down = Ein { NAME($marker) } verschwindet { NAME($place, case: "from") } (übrig: { $n }).
narr-build-factory = Fabrik { NAME($city, case: "in") } gebaut.
narr-build-line = Infrastruktur auf der Verbindung { $connection } gebaut.
narr-dismantle-factory = Fabrik { NAME($city, case: "in") } abgebaut.
narr-dismantle-line = Infrastruktur auf der Verbindung { $connection } abgebaut.
narr-destroy-factory = Die Fabrik { NAME($city, case: "in") } wird endgültig entfernt.
narr-move-factory = Die Fabrik { NAME($city, case: "in") } wird nach { NAME($to) } verlegt.
narr-factory-rundown = Die Fabrik { NAME($city, case: "in") } wird marode.
narr-repaired = Die Fabrik { NAME($city, case: "in") } wird saniert.
narr-track = { $steps ->
        [0] Der Marker { NAME($track, case: "in") } kann nicht weiter in Richtung { NAME($toward) } rücken (Feld { $space }).
       *[other] Der Marker { NAME($track, case: "in") } rückt um { $steps } { $steps ->
            [one] Feld
           *[other] Felder
        } in Richtung { NAME($toward) } (Feld { $space }).
    }
narr-overflow = Ein Pfeil der { NAME($track) } ist nicht ausführbar; stattdessen handelt die { NAME($side) }.
narr-space = Symbole auf Feld { $space } der { NAME($track) }:
narr-card-moved = { $card } kommt { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] Ab jetzt gilt: { NAME($flag) }.
       *[no] Nicht mehr in Kraft: { NAME($flag) }.
    }
narr-reveal = { $seen ->
        [none] Die { NAME($side) } findet keine Karte zum Ansehen.
       *[some] Die { NAME($side) } sieht sich an: { $cards }.
    }
narr-swap = { $card } und { $other } tauschen die Plätze.
narr-game-over = { NAME($outcome) }: Die { NAME($winner) } gewinnt das Spiel.

# Entscheidungen, die erzählt werden.
narr-decision-floating = { $abroad ->
        [yes] Die Fabrik { NAME($city, case: "in") } zählt jetzt für { NAME($option) }.
       *[no] { NAME($city) } gehört jetzt zu { NAME($option) }.
    }
narr-decision-mirror = Der Massenprotest West-Berlins greift auch auf { NAME($option) } über (Wahl der DDR).
narr-decision-transfer = { $option ->
        [none] Kein neuer LS-Marker wird nach West-Berlin weitergegeben.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] Die DDR setzt eine Staatsgewalt-Karte ein.
       *[other] Die DDR behält ihre Staatsgewalt-Karten für später.
    }
narr-decision-hand_discard = Die { NAME($side) } { $option ->
        [discard] wirft eine Handkarte ab.
       *[other] behält eine Karte auf der Hand.
    }
narr-decision-special_price = Die { NAME($side) } bezahlt die Sonderkarte: { $option ->
        [discard] Sie wirft eine Handkarte ab.
       *[other] Die { NAME($opponent) } zieht die oberste Karte des Stapels als zusätzliche Handkarte.
    }
narr-decision-prestige_space = Die { NAME($side) } führt die Prestigesymbole von Feld { $option } aus.
narr-decision-attack = { NAME($source) } greift { NAME($option) } an.

# Eine Karte, wie die Erzählung sie nennt.
narr-card-name = Karte { $number } „{ $title }“

# Tatsachen des Spiels, die sich im Spiel ändern, jede mit einem eigenen Satz.
narr-flag-wall = { $value ->
        [yes] Die Berliner Mauer wird gebaut.
       *[no] Die Berliner Mauer fällt.
    }
narr-flag-stasi = { $value ->
        [yes] Die Stasi besteht wieder.
       *[no] Die Stasi wird aufgelöst: Die DDR sammelt keine Staatsgewalt-Karten mehr.
    }
