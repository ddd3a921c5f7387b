# Récit de la partie (wsdv play, wsdv replay). Voir en/narration.ftl.

narr-setup = Mise en place de la partie.
narr-decade = La décennie { $a } commence.
narr-phase = Fin de décennie : { NAME($phase) }
narr-phase-quiet = Fin de décennie : { NAME($phase) } (rien ne se passe)
narr-turn = L'{ NAME($side) } joue la { $card } et choisit l'action « { NAME($action) } ».
narr-turn-quiet = L'action reste sans effet.
narr-no-move = L'{ NAME($side) } n'a aucune carte à jouer.
narr-icon = Icône « { NAME($icon) } » :
narr-icon-quiet = Icône « { NAME($icon) } » : sans effet.
narr-ignored = L'{ NAME($side) } ignore l'icône « { NAME($icon) } ».
narr-unexecutable = L'icône « { NAME($icon) } » n'est pas exécutable et elle est ignorée.
narr-add = { $n } { NAME($piece, $n) } { $n ->
        [one] { GENDER($piece) ->
            [feminine] placée
           *[other] placé
        }
       *[other] { GENDER($piece) ->
            [feminine] placées
           *[other] placés
        }
    } { NAME($place, case: "in") }.
narr-remove = { $n } { NAME($piece, $n) } { $n ->
        [one] { GENDER($piece) ->
            [feminine] retirée
           *[other] retiré
        }
       *[other] { GENDER($piece) ->
            [feminine] retirées
           *[other] retirés
        }
    } { NAME($place, case: "from") }.
narr-move = { $n } { NAME($piece, $n) } { $n ->
        [one] { GENDER($piece) ->
            [feminine] déplacée
           *[other] déplacé
        }
       *[other] { GENDER($piece) ->
            [feminine] déplacées
           *[other] déplacés
        }
    } { NAME($source, case: "from") } { NAME($place, case: "to") }.
narr-marker-up = Un { NAME($marker) } apparaît { NAME($place, case: "in") } (total : { $n }).
narr-marker-down = Un { NAME($marker) } disparaît { NAME($place, case: "from") } ({ $n ->
        [0] il n'en reste aucun
       *[other] il en reste { $n }
    }).
narr-build-factory = Usine construite { NAME($city, case: "in") }.
narr-build-line = Infrastructure construite sur la connexion { $connection }.
narr-dismantle-factory = Usine démantelée { NAME($city, case: "in") }.
narr-dismantle-line = Infrastructure démantelée sur la connexion { $connection }.
narr-destroy-factory = L'usine de { NAME($city) } est enlevée de manière permanente.
narr-move-factory = L'usine de { NAME($city) } est transférée à { NAME($to) }.
narr-factory-rundown = L'usine de { NAME($city) } se délabre.
narr-repaired = L'usine de { NAME($city) } est réparée.
narr-track = { $steps ->
        [0] { ID($track) ->
            [currency] Le pion dollar
            [socialist] Le pion socialisme
            [prestige] Le marqueur de prestige
           *[other] Le marqueur { NAME($track, case: "in") }
        } ne peut plus avancer vers l'{ NAME($toward) } (case { $space }).
       *[other] { ID($track) ->
            [currency] Le pion dollar
            [socialist] Le pion socialisme
            [prestige] Le marqueur de prestige
           *[other] Le marqueur { NAME($track, case: "in") }
        } avance de { $steps } { $steps ->
            [one] case
           *[other] cases
        } vers l'{ NAME($toward) } (case { $space }).
    }
narr-overflow = Une flèche de la { NAME($track) } n'est pas exécutable ; l'{ NAME($side) } agit à la place.
narr-space = Icônes de la case { $space } de la { NAME($track) }.
narr-card-moved = La { $card } va { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] Désormais en vigueur : { NAME($flag) }.
       *[no] N'est plus en vigueur : { NAME($flag) }.
    }
narr-reveal = { $seen ->
        [none] L'{ NAME($side) } ne trouve aucune carte à regarder.
       *[some] L'{ NAME($side) } regarde : { $cards }.
    }
narr-swap = La { $card } et la { $other } échangent leurs places.
narr-game-over = { NAME($outcome) } : l'{ NAME($winner) } gagne la partie.

# Décisions qui méritent d'être racontées.
narr-decision-floating = { $abroad ->
        [yes] L'usine de { NAME($city) } compte désormais pour { NAME($option) }.
       *[no] { NAME($city) } appartient désormais à { NAME($option) }.
    }
narr-decision-mirror = La manifestation de masse de Berlin-Ouest s'étend aussi { NAME($option, case: "in") } (choix de l'Est).
narr-decision-transfer = { $option ->
        [none] Aucun nouveau MNV n'est transféré à Berlin-Ouest.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] L'Est utilise une carte de police.
       *[other] L'Est garde ses cartes de police pour plus tard.
    }
narr-decision-hand_discard = L'{ NAME($side) } { $option ->
        [discard] défausse une carte de sa main.
       *[other] garde une carte en main.
    }
narr-decision-special_price = L'{ NAME($side) } paie la carte spéciale : { $option ->
        [discard] il défausse une carte de sa main.
       *[other] l'{ NAME($opponent) } prend la carte du dessus de la pioche, une carte de plus dans sa main.
    }
narr-decision-prestige_space = L'{ NAME($side) } exécute les icônes de prestige de la case { $option }.
narr-decision-attack = { NAME($source) } attaque { NAME($option) }.

# Une carte nommée dans la narration.
narr-card-name = carte { $number } « { $title } »

# Les faits de la partie qui changent en cours de jeu, chacun par sa propre phrase.
narr-flag-wall = { $value ->
        [yes] Le mur de Berlin est construit.
       *[no] Le mur de Berlin tombe.
    }
narr-flag-stasi = { $value ->
        [yes] La Stasi est rétablie.
       *[no] La Stasi est dissoute : l'Est ne reçoit plus de cartes de police.
    }
