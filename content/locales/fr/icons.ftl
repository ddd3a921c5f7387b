# Texte de la carte produit à partir des icônes de son événement (wsdv cards show). Voir
# en/icons.ftl : mêmes variables. Ouest et Est prennent l'article : « de l'Est ».

## Icônes avec flèche (§6.4)

icon-prestige-arrow = Déplacez le marqueur de prestige de { $n ->
        [one] { $n } case
       *[other] { $n } cases
    } vers l'{ NAME($side) }
icon-currency-arrow = Déplacez le pion dollar de { $n ->
        [one] { $n } case
       *[other] { $n } cases
    } vers l'{ NAME($side) }
icon-socialist-arrow = Déplacez le pion socialisme de { $n ->
        [one] { $n } case
       *[other] { $n } cases
    } vers l'{ NAME($side) }

## Icônes sans flèche (§6.4)

icon-build-point = L'{ NAME($side) } reçoit { $n ->
        [one] { $n } point de construction
       *[other] { $n } points de construction
    } { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-dismantle = L'{ NAME($side) } subit { $n ->
        [one] { $n } point de démantèlement
       *[other] { $n } points de démantèlement
    } { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-place-unrest = Placez { $n ->
        [one] { $n } cube de trouble
       *[other] { $n } cubes de trouble
    } { NAME($where, case: "in") }
icon-remove-unrest = Enlevez { $n ->
        [one] { $n } cube de trouble
       *[other] { $n } cubes de trouble
    } { $where_id ->
        [anywhere] { $side_id ->
            [west] de l'Ouest
           *[east] d'Allemagne de l'Est
        }
       *[other] { NAME($where, case: "from") }
    }
icon-move-unrest = Déplacez { $n ->
        [one] { $n } cube de trouble
       *[other] { $n } cubes de trouble
    } { $from_id ->
        [none] d'une province de l'{ NAME($side) } vers une autre
       *[other] { NAME($from, case: "from") } vers une autre province de l'{ NAME($side) }
    }
icon-reduce-unrest = Réduisez à 3 les cubes de trouble dans { $n ->
        [one] { $n } province
       *[other] { $n } provinces
    } de l'{ NAME($side) } ayant une manifestation de masse
icon-place-ls = { $n ->
        [one] Placez { $n } MNV { NAME($where, case: "in") } et enlevez-y 1 cube de trouble
       *[other] Placez { $n } MNV { NAME($where, case: "in") } et enlevez 1 cube de trouble là où chacun est placé
    }
icon-place-ls-only = Placez { $n } MNV { NAME($where, case: "in") } sans enlever de cube de trouble
icon-remove-ls = Enlevez { $n } MNV { NAME($where, case: "in") }
icon-destroy-factory = Enlevez définitivement { $n ->
        [one] { $n } usine
       *[other] { $n } usines
    } de l'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        }, avec toute { $n ->
        [one] son
       *[other] leur
    } infrastructure
icon-rundown = { $n ->
        [one] { $n } usine de l'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } se délabre
       *[other] { $n } usines de l'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } se délabrent
    }
icon-repair = { $n ->
        [one] { $n } usine délabrée de l'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } est réparée
       *[other] { $n } usines délabrées de l'{ NAME($side) } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } sont réparées
    }
icon-build-wall = Construction du mur de Berlin : désormais, à chaque fin de décennie, l'Est paie les coûts du mur au lieu de subir les évasions
icon-wall-falls = Ouverture du mur : désormais, à chaque fin de décennie, l'Est subit de nouveau les évasions au lieu de payer les coûts du mur
icon-police-red = Pouvoir de police rouge : la carte est placée face visible devant l'Est ; carte de police rouge, elle compte pour les évasions
icon-police-pink = Pouvoir de police rose : la carte est placée face visible devant l'Est ; carte de police rose, elle ne compte pas pour les évasions
icon-stasi-dissolved = Dissolution de la Stasi : l'Est défausse ses cartes de police et remet dans ses provinces les cubes de trouble posés sur ces cartes, 1 au plus par province
icon-guillaume = Affaire Guillaume : l'Est regarde la main de l'Ouest ou les 2 cartes du dessus de la pioche, et peut échanger une de ses cartes contre une carte vue, ou retirer du jeu l'une des 2 cartes de la pioche

## Icônes de coin
icon-flight = Évasion : tant que la carte se trouve parmi les cartes jouées pendant la décennie, elle fait avancer le marqueur d'évasion d'une case à la fin de la décennie
icon-police-red-corner = Carte de police rouge : quand son icône de police est exécutée, la carte est posée devant l'Est, qui la garde ; une fois par décennie, avant ou après son action, l'Est peut l'utiliser pour retirer un cube de trouble d'une de ses provinces. À la fin de la décennie, la carte fait avancer le marqueur d'évasion d'une case et coûte à l'Est un point de démantèlement
icon-police-pink-corner = Carte de police rose : l'Est la garde quand son icône de police est exécutée et l'utilise comme une rouge (une fois par décennie, avant ou après l'action de l'Est, elle retire un cube de trouble d'une province de l'Est ; à la fin de la décennie, elle coûte à l'Est un point de démantèlement), mais elle ne fait pas avancer le marqueur d'évasion

## Où agit une icône sans restriction imprimée : n'importe où dans son camp

icon-anywhere = { $side_id ->
        [west] à l'Ouest
       *[east] en Allemagne de l'Est
    }

## Ce qu'une carte ajoute à une icône

icon-limit = { $text }, { $limit } au plus par province
icon-crest = { $text } ; l'{ NAME($crest) } décide où
icon-optional = { $text } (on peut aussi y renoncer)
icon-sentence = { $text }.
card-order-printed = Dans cet ordre :
    .next = lower
card-reminder = Rappel (phase « { $phase } ») : { $text }
