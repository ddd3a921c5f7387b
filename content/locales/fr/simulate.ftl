# `wsdv simulate` : le rapport d'équilibre (report.md, report.html, le résumé dans le terminal, les graphiques).

sim-title = Rapport de simulation
sim-games = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } (graines { $first } à { $last })
sim-interrupted = Arrêt anticipé : { $done } parties sur { $games } terminées ; le rapport ne porte que sur elles.
sim-content = Contenu : { $label } (empreinte du contenu { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = tel que livré avec wsdv
sim-players = Joueurs : { $players }
sim-player = { NAME($side) } : { $kind }
sim-base = premier ensemble
sim-second = second ensemble
sim-section-wins = Taux de victoire
sim-section-outcomes = Comment finissent les parties
sim-section-length = Durée des parties
sim-section-tracks = Position des marqueurs sur les pistes à la fin de chaque décennie
sim-section-cards = Cartes
sim-wins = L'{ NAME($side) } gagne { $rate } % ± { $half } (intervalle à 95 % : de { $low } à { $high } %)
sim-compare-wins = L'{ NAME($side) } gagne { $a } % ± { $ha } → { $b } % ± { $hb } (écart de { $diff } points, { $significant ->
        [yes] significatif
       *[no] non significatif
    })
sim-col-outcome = fin de partie
sim-col-games = parties
sim-col-share = part
sim-col-track = piste
sim-col-decade = décennie
sim-col-median = médiane
sim-col-quartiles = quartiles
sim-col-card = carte
sim-col-side = camp
sim-col-action = jouée pour
sim-col-plays = parties
sim-col-win-used = victoires quand jouée ainsi
sim-col-win-other = victoires sinon
sim-col-difference = écart
sim-length = Durée médiane { $median } { $median ->
        [one] tour
       *[other] tours
    } (quartiles de { $low } à { $high }).
sim-ended-in = Parties terminées dans chaque décennie :
sim-cards-note = Pour chaque carte, camp et action : le taux de victoire de ce camp dans les parties où il a joué la carte ainsi, comparé aux autres parties. ★ signale un écart dont l'intervalle à 95 % exclut 0 (avec autant de cartes, certains signes relèvent du hasard : environ une comparaison sur vingt).
sim-significant = ★
sim-outcome-line = { NAME($outcome) } : { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } partie
       *[other] { $n } parties
    })
sim-cell-difference = { $diff } [{ $low } ; { $high }]
sim-cell-range = de { $low } à { $high }
sim-plot-wins = Taux de victoire avec intervalle à 95 %
sim-plot-outcomes = Part des parties par fin de partie
sim-plot-length = Tours par partie
sim-plot-games = parties
sim-progress = parties
sim-rate = { $rate } parties/s
sim-written = Rapport écrit dans { $dir }
