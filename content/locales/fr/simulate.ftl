# `wsdv simulate` : le rapport d'équilibre (report.md, report.html, le résumé dans le terminal, les graphiques).

sim-title = Rapport de simulation
sim-games = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } (graines de { $first } à { $last })
sim-interrupted = Arrêt anticipé : { $done } parties sur { $games } terminées ; le rapport ne porte que sur elles.
sim-content = Contenu : { $label } (empreinte du contenu { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = tel que livré avec wsdv
sim-players = Joueurs : { $players }
sim-player = { NAME($side) } : { $kind }
sim-section-wins = Taux de victoire
sim-section-outcomes = Comment finissent les parties
sim-section-length = Durée des parties
sim-section-tracks = Position des marqueurs sur les pistes à la fin de chaque décennie
sim-section-cards = Cartes
sim-wins = Taux de victoire de l'{ NAME($side) } : { $rate } % ± { $half } (intervalle à 95 % : de { $low } à { $high } %)
sim-col-outcome = issue
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
sim-col-difference = écart
sim-length = Durée médiane { $median } { $median ->
        [one] tour
       *[other] tours
    } (quartiles de { $low } à { $high }).
sim-ended-in = Parties terminées dans chaque décennie :
sim-significant = ★
sim-outcome-line = { NAME($outcome) } : { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-difference = { $diff } [{ $low } ; { $high }]
sim-cell-range = de { $low } à { $high }
sim-plot-wins = Taux de victoire avec intervalle à 95 %
sim-plot-outcomes = Part des parties par issue
sim-plot-length = Tours par partie
sim-plot-games = parties
sim-progress = parties
sim-rate = { $rate } parties/s
sim-written = Rapport écrit dans { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = base
sim-summary-changed = { $changed } parties sur { $games } ont changé coup par coup ; { $flipped ->
        [0] le vainqueur n'a changé dans aucune
       *[other] le vainqueur a changé dans { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) } : { $n }
sim-no-winner = aucun vainqueur
sim-paired-wins = L'{ NAME($side) } gagne { $a } % → { $b } % (écart { $diff } points, intervalle à { $conf } % de { $low } à { $high } ; test exact de McNemar p = { $p } ; { $significant ->
        [yes] significatif
       *[no] non significatif
    })
sim-summary-card = carte { $card } : l'{ NAME($side) } l'a jouée comme « { NAME($action) } » { $before } → { $after } fois
sim-sequential-difference = Arrêt après { $games } paires de parties : l'écart est réel (test exact de McNemar p = { $p }, dans la limite de cette analyse intermédiaire, { $bound }, qui maintient à { $risk } % le risque de fausse alerte sur l'ensemble de l'exécution ; intervalle de { $low } à { $high } points).
sim-sequential-precise = Arrêt après { $games } paires de parties : aucun écart trouvé, et l'intervalle (de { $low } à { $high } points) est plus étroit que les { $precision } points demandés.
sim-sequential-cap = Arrêt au plafond de { $games } paires de parties : aucun écart trouvé, mais l'intervalle (de { $low } à { $high } points) reste plus large que les { $precision } points demandés.
sim-paired-note = Chaque graine est jouée par les deux ensembles, les parties sont donc comparées par paires : seules comptent celles dont le résultat a changé, avec le test exact de McNemar. L'intervalle contient le véritable écart avec une confiance d'au moins { $conf } %, même quand peu de parties ont changé.
sim-col-p = p de McNemar
sim-cell-percent = { $rate } %
sim-section-usage = Cartes touchées par le changement : combien de fois chacune a été jouée, avant et après
sim-worker-lost = Un processus de travail s'est arrêté plus d'une fois (tué, ou à court de mémoire) : le rapport porte sur les { $done } parties terminées sur { $games }.
sim-no-plots = Pas de graphiques : matplotlib n'est pas installé. Installez-le avec : pip install 'wsdv[sim]'
sim-cards-note = Par carte, camp et action : le taux de victoire du camp dans les parties où il a joué la carte ainsi, comparé aux autres parties terminées dans la même décennie (une partie plus longue voit plus de cartes, on ne compare donc que des parties de même durée). L'écart est pondéré sur les décennies ; p est corrigé pour le nombre de lignes (Holm) et ★ marque un p inférieur à 0,05. Les lignes de moins de { $min } parties d'un côté ou de l'autre sont omises.
sim-col-used-games = parties jouées ainsi
sim-col-other-games = parties comparées
sim-col-p-holm = p (Holm)
sim-cards-left-out = { $rows ->
        [one] { $rows } ligne omise : moins de { $min } parties d'un côté ou de l'autre.
       *[other] { $rows } lignes omises : moins de { $min } parties d'un côté ou de l'autre.
    }
sim-cards-too-few = { $games ->
        [one] Seulement { $games } partie jouée : trop peu pour des lignes par carte, dont chacune demande au moins { $min } parties de chaque côté.
       *[other] Seulement { $games } parties jouées : trop peu pour des lignes par carte, dont chacune demande au moins { $min } parties de chaque côté.
    }
sim-error-until-alone = --until joue par manches jusqu’à ce qu’une comparaison soit tranchée : il lui faut --compare
sim-error-until-alone-hint = p. ex. wsdv simulate --until 2000 --compare --overlay DOSSIER
sim-error-games = { $option } doit être un nombre entier de parties, au moins 1
sim-error-precision = --precision est une largeur en points de pourcentage : plus de 0 et au plus 100
sim-error-jobs = --jobs doit être compris entre 1 et 1024
sim-error-compare-same = après --compare, il faut --variant, --overlay, --content ou un autre joueur
sim-error-compare-same-hint = p. ex. --compare --overlay DOSSIER, ou --compare --east heuristic:weights=DOSSIER
sim-error-human = simulate ne fait jouer que des bots (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = joueurs : random, foresight, heuristic[:bot=NOM,weights=DOSSIER], mcts:N (N de 1 à 100000)
sim-error-no-space = { $path } : pas assez d’espace libre pour le rapport { $games ->
        [one] d’{ $games } partie
       *[other] de { $games } parties
    } : { $free } Mo libres, il en faut environ { $need }
sim-error-no-space-hint = libérez de l’espace, jouez moins de parties ou indiquez avec --out un dossier sur un autre disque
sim-error-unwritten = { $path } : impossible d’écrire le rapport : { $why }
sim-error-unwritten-hint = { $games ->
        [one] { $games } partie jouée est résumée
       *[other] les { $games } parties jouées sont résumées
    } ci-dessus ; libérez de l’espace ou indiquez un autre dossier --out, puis relancez (les mêmes graines donnent les mêmes parties)
sim-error-content-fault = la partie de graine { $seed } s’est arrêtée sur une erreur du contenu (voyez-la seule : wsdv play --seed { $seed } avec les mêmes options)
sim-resumed = { $games ->
        [one] { $games } partie qu’une exécution interrompue de ce rapport avait terminée a été conservée ; les autres ont été jouées.
       *[other] Les { $games } parties qu’une exécution interrompue de ce rapport avait terminées ont été conservées ; les autres ont été jouées.
    }
sim-error-ray-start = Ray n'a pas pu démarrer de grappe locale : { $why }
sim-error-ray-start-hint = jouez avec --backend local (par défaut), ou démarrez Ray vous-même (ray start --head) et indiquez-la avec --address
sim-error-ray-address = Ray n'a pas pu joindre la grappe { $address } : { $why }
sim-error-ray-address-hint = vérifiez que la grappe tourne et que l'adresse est juste, ou jouez avec --backend local
