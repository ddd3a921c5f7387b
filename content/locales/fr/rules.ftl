# Les règles en mots : un message par déclaration de règle, `rules-<kind>-<id>` (voir interpreter/words/prose.py).
# `.version` note quelle version de la déclaration le texte décrit.

rules-setup-standard = Chaque province commence avec { $n1 } { NAME($piece-unrest, $n1) }, Berlin-Ouest et Berlin-Est compris. La case de rétention du plateau accueille { $n2 } { NAME($piece-socialist, $n2) }. Chacune des quatre villes de départ (dessinées d'un contour irrégulier) reçoit une usine de valeur { $value }. Chaque marqueur part de la case de sa piste qui montre son symbole, celui de l'évasion de la case zéro ; le marqueur de prestige commence dans la partie jaune de sa piste, celle de l'Ouest : c'est donc l'Ouest qui a l'avantage de prestige et qui joue en premier.
    .title = Mise en place
    .version = 363b046cd1
rules-deck-standard = La partie dure { $total-decade } décennies. Chaque décennie a sa propre pioche de cartes action et une carte spéciale. Une décennie se joue en { $halves } moitiés : au début de chaque moitié, { $display } cartes sont posées face visible dans la rangée de cartes au-dessus du plateau. Chaque joueur a une main de { $hand } cartes, complétée seulement au début d'une décennie ; les cartes en main restent secrètes.
    .title = Décennies, pioches et mains
    .version = 3e22d17f56
rules-routine-start-decade = Au début d'une décennie, sa carte spéciale est placée à côté de la rangée et ses cartes sont mélangées en une nouvelle pioche. À partir de la deuxième décennie, chaque joueur peut d'abord défausser les cartes restées des décennies précédentes ; puis les deux mains sont complétées.
    .title = Le début d'une décennie
    .version = 97e35476a8
rules-routine-half-decade = À chaque moitié de décennie, { $deck-standard-display } cartes de la pioche sont posées face visible dans la rangée, et les joueurs jouent à tour de rôle : dans la première moitié commence celui qui a l'avantage de prestige, dans la seconde celui qui n'a pas joué le dernier tour de la première. À son tour, un joueur prend une carte (dans la rangée, dans sa main ou, pour l'Est seulement, la carte spéciale) et l'utilise pour une seule des quatre actions. Avant et après cette action, l'Est peut utiliser ses cartes de police. Une carte utilisée va face visible dans la rangée des cartes jouées, où son icône d'évasion compte en fin de décennie ; une carte dont l'icône de police a été appliquée va plutôt devant l'Est. La moitié s'achève quand la rangée est vide ; une carte spéciale que personne n'a prise reste disponible dans la seconde moitié.
    .title = Les tours de jeu
    .version = 17e7cfb5f6
rules-action-remove-cube = Retirez un cube de trouble d'une de vos provinces. Avec une carte de votre couleur, cela ne coûte rien ; avec une carte mixte ou de la couleur adverse, vous devez en plus démanteler un point, cette action est donc impossible si vous n'avez rien à démanteler. Les cartes spéciales ne peuvent pas être utilisées ainsi.
    .version = 11864922b4
rules-action-develop = Recevez autant de points de construction que la carte en vaut pour votre camp, et dépensez-les aussitôt en usines et en infrastructures dans vos provinces, jamais dans une province ayant une manifestation de masse. Les cartes spéciales ne peuvent pas être utilisées ainsi.
    .version = fe322e41c7
rules-action-raise-living-standard = Placez jusqu'à { $markers } marqueurs de niveau de vie (MNV), chacun dans une autre de vos provinces. Le premier MNV d'une province demande une économie d'au moins { $threshold }, le deuxième le double, le troisième le triple, et ainsi de suite. Les points de la carte peuvent combler l'écart, { $bridge } au plus par province. L'icône MNV d'un événement ne tient pas compte de l'économie : son marqueur va même dans une province dont l'économie est nulle. Chaque nouveau MNV retire un cube de trouble de sa province. Berlin-Ouest ne reçoit pas de MNV directement : ensuite, une province pourvoyeuse qui a désormais plus de MNV que Berlin-Ouest peut lui transférer son nouveau MNV, dans le secteur de son propre drapeau, pourvu que ce secteur n'ait pas plus de MNV que les autres ; le cube de trouble est alors retiré de Berlin-Ouest plutôt que de la province.
    .version = 7a425f29d6
rules-action-trigger-event = Appliquez toutes les icônes de l'événement de la carte, dans l'ordre choisi par le joueur qui le déclenche. L'Est peut déclencher les cartes rouges et mixtes, l'Ouest les jaunes et les mixtes ; avec une carte mixte, celui qui déclenche l'événement peut en ignorer une flèche ou une icône sans flèche. Celui qui déclenche l'événement décide aussi où chaque icône s'applique, sauf si l'icône porte un blason : c'est alors le camp du blason qui décide. Une icône qui ne peut pas être appliquée est ignorée, et une flèche qui pousserait un marqueur au-delà du bout de sa piste fait à la place ce qu'indique ce bout de la piste (voir les pistes). Seul l'Est peut prendre la carte spéciale, et il ne peut qu'en déclencher l'événement.
    .version = 9c8a6ef9a1
rules-derive-mass-protest = Une province a une manifestation de masse pour chaque tranche de { $every } { NAME($piece-unrest, $every) } : { $every } cubes en font une, le double deux, et un marqueur de manifestations de masse est retiré dès que les cubes passent sous son seuil. Chaque manifestation de masse à Berlin-Ouest compte double : l'Est place un second marqueur dans une des provinces pourvoyeuses de Berlin-Ouest, et celui-ci est retiré en même temps que le premier.
    .title = Manifestations de masse
    .version = fa426bca80
rules-icon-build-point = Les points de construction font croître l'économie. Chaque point achète une pièce, placée aussitôt dans une de vos provinces sans manifestation de masse, jamais à Berlin-Ouest : une usine dans une ville libre, ou une infrastructure sur une ligne bleue libre d'une connexion qui touche déjà une usine. Une usine vaut { $value-yellow-factory } (une usine délabrée { $value-rundown-factory }), plus 1 par connexion active (toutes ses lignes bleues occupées jusqu'à une autre usine) ; l'économie d'une province est la somme des valeurs de ses usines, et la plus forte est son usine d'exportation. Les villes à l'étranger et Rheinsberg ne reçoivent une usine que si un événement les nomme.
    .title = L'économie : points de construction
    .version = 3b9ca7142a
rules-icon-dismantle = Un point de démantèlement retire une pièce de l'économie : une infrastructure, ou une usine dont les connexions n'ont plus d'infrastructure. Une usine délabrée n'est jamais démantelée, sauf celle de Rheinsberg : un point la délabre, un autre la retire. Les usines à l'étranger ne sont retirées que par un événement qui les nomme. Personne ne peut déclencher un événement qui l'obligerait à démanteler plus de ses propres pièces qu'il n'en a. Sans blason, c'est celui qui déclenche l'événement qui choisit les pièces, même celles de l'adversaire. Pendant une décennie, un point qui ne trouve rien à retirer est perdu ; en fin de décennie, un point que l'Est ne peut pas payer le rend insolvable.
    .title = L'économie : points de démantèlement
    .version = e00347d639
rules-sequence-end-of-decade = Après la seconde moitié de chaque décennie vient la fin de décennie : { $phases-count } phases, dans l'ordre de la piste de fin de décennie. Tant que le mur est debout, la première phase est le coût du mur au lieu de l'évasion. La partie ne peut être gagnée que pendant ces phases. Si personne n'a gagné à leur issue, le reste de la pioche et la carte spéciale, si personne ne l'a prise, sont défaussés, et la décennie suivante commence.
    .title = La fin de décennie
    .version = 3147a0719f
rules-phase-flight = Le marqueur d'évasion avance d'une case pour chaque icône d'évasion sur les cartes jouées pendant la décennie, pour chaque carte de police rouge recueillie par l'Est, pour chaque marqueur de niveau de vie (MNV) de la province de l'Ouest qui en a le plus, et d'une case de plus si une province de l'Est a une manifestation de masse. Il recule d'une case pour chaque MNV de la province de l'Est qui en a le moins, et d'une case si une province de l'Ouest a une manifestation de masse ; il ne descend jamais sous zéro. Toutes les { $track-flight-steps-per-point } cases atteintes, l'Est subit un point de démantèlement ; les joueurs choisissent les pièces à tour de rôle, en commençant par celui qui a l'avantage de prestige. Puis le marqueur revient à zéro et les cartes jouées sont défaussées.
    .version = 4136407f1d
rules-phase-wall-cost = Tant que le mur est debout, l'évasion est remplacée par le coût du mur : le marqueur de prestige avance d'une case en faveur de l'Ouest, l'Est subit un point de démantèlement de son choix et les cartes jouées sont défaussées. Si l'Est n'a plus rien à démanteler, il est insolvable et perd.
    .version = 6ca8c84c0c
rules-phase-prestige = Le joueur qui a l'avantage de prestige, c'est-à-dire celui dans la partie duquel se trouve le marqueur sur la piste de prestige, applique les icônes imprimées sous le marqueur de prestige, ou celles d'une seule case de sa propre partie plus proche du centre, et décide où elles s'appliquent.
    .version = c2a87cb0c3
rules-phase-currency = L'Est gagne le nombre imprimé sous le pion dollar (s'il est négatif, il s'ajoute à ce qui manque), plus 1 pour chaque usine d'exportation de l'Est valant au moins autant que la plus faible usine d'exportation de l'Allemagne de l'Ouest. L'usine d'exportation d'une province est son usine de plus grande valeur ; une usine à l'étranger ne l'est jamais, et si une province d'Allemagne de l'Ouest n'a aucune usine, chaque usine d'exportation de l'Est rapporte 1, même si elle vaut 0. Il lui faut 1 devise par MNV. Pour chaque devise qui manque, une usine de l'Est est délabrée (les joueurs la choisissent à tour de rôle, en commençant par celui qui a l'avantage de prestige) ; quand il ne reste en RDA aucune usine à délabrer, chaque devise encore manquante coûte un point de démantèlement, de nouveau choisi à tour de rôle, en recommençant par celui qui a l'avantage de prestige.
    .version = bc627bc12d
rules-phase-police-payment = L'Est subit un point de démantèlement pour chaque carte de police recueillie, et choisit lui-même les pièces retirées.
    .version = ebab1d3a06
rules-phase-ls-upkeep = Aucune province ne peut garder plus de MNV que ne vaut son usine d'exportation ; les MNV en trop sont retirés. Berlin-Ouest n'en garde pas plus que ne vaut la plus faible usine d'exportation parmi les provinces qui lui ont transféré un MNV, et l'Ouest choisit les secteurs qui les perdent.
    .version = c186854eac
rules-phase-internal-comparison = Chaque joueur compare ses provinces à celle qui a le plus de MNV : une province qui en a moins reçoit la différence moins un en cubes de trouble. Berlin-Ouest reçoit la différence totale.
    .version = f2e486fba9
rules-phase-east-west-comparison = Chaque province « attaque » une province voisine du camp adverse, choisie par son propriétaire (Berlin-Ouest attaque ses deux voisines). Sa force est son nombre de MNV, moins un par marqueur de manifestations de masse qu'elle contient ; si la province attaquée a moins de MNV que cette force, elle reçoit la différence en cubes de trouble. Les nouvelles manifestations de masse n'apparaissent qu'une fois toutes les attaques faites.
    .version = 5df82fb63b
rules-phase-police-cards = Pour chaque carte de police recueillie qu'il n'a pas utilisée pendant la décennie, l'Est retire un cube de trouble d'une province de son choix. Ensuite, les cubes posés sur les cartes utilisées sont enlevés.
    .version = bbfc6639a4
rules-phase-socialists = L'Est reçoit ou perd les socialistes indiqués sous le pion socialisme. Les nouveaux socialistes vont dans la case de rétention ; si l'Est doit en recevoir un alors que les { $count-socialist } sont déjà sur le plateau, le socialisme triomphe et l'Est gagne. Les socialistes perdus sont pris d'abord dans la case de rétention, puis dans des provinces choisies par l'Ouest, et chacun retiré d'une province y remet un cube de trouble ; s'il faut en retirer un et qu'il n'en reste aucun, c'est l'échec du socialisme et l'Ouest gagne. Enfin, les socialistes de la case de rétention vont dans les provinces ayant une manifestation de masse.
    .version = 4a5e80958c
rules-phase-collapse-check = { $outcome-n2-same ->
        [yes] On vérifie si un État s'effondre : un État qui a { $outcome-n2 } { NAME($piece-mass-protest, $outcome-n2) } ou plus s'effondre et perd aussitôt (voir la fin de partie).
       *[no] On vérifie si un État s'effondre : l'{ NAME($side-west) } s'effondre s'il a { $outcome-west-collapses-n2 } { NAME($piece-mass-protest, $outcome-west-collapses-n2) } ou plus, l'{ NAME($side-east) } s'il en a { $outcome-east-collapses-n2 } ou plus. L'État qui s'effondre perd aussitôt (voir la fin de partie).
    }
    .version = 653c45454f
rules-routine-place-socialists = Après chaque action, et pendant la phase des socialistes en fin de décennie (pas dans ses autres phases), les socialistes de la case de rétention vont un à un dans une province de l'Est qui a une manifestation de masse, choisie par l'Est ; chacun y retire un cube de trouble. Ils s'arrêtent dès qu'aucune province de l'Est n'a plus de manifestation de masse. Un socialiste reste ensuite dans sa province jusqu'à ce qu'il soit perdu lors d'une phase des socialistes.
    .title = Les socialistes rejoignent les manifestations de masse
    .version = 0da8c4cb78
rules-routine-use-police = Avant et après son action, l'Est peut utiliser chacune de ses cartes de police recueillies, une fois par décennie : la carte retire un cube de trouble d'une province de l'Est, et le cube est posé sur la carte pour montrer qu'elle a servi. L'Est peut s'arrêter quand il veut.
    .title = Cartes de police
    .version = 1a3a0177e0
rules-city-rheinsberg = Rheinsberg, { NAME($province, case: "in") }, et les villes à l'étranger sont des villes spéciales : une usine n'y est construite que par un événement qui les nomme, jamais avec des points de construction ordinaires. Une usine à Rheinsberg vaut { $base-value } dès le départ ; Rheinsberg ne reçoit pas d'infrastructure. Une usine à l'étranger ajoute sa valeur à l'économie d'une seule province de l'Est avec laquelle elle a une connexion active, choisie par l'Est à chaque action et à chaque phase de fin de décennie ; elle n'est jamais une usine d'exportation.
    .title = Villes spéciales
    .version = 2d46c5e4c7
rules-city-hamburg = { NAME($city-hamburg) } n'est pas une province : pour chaque action et chaque phase de fin de décennie, l'{ NAME($chooser) } décide à laquelle des deux provinces ({ NAME($floating, join: "or") }) elle appartient, et pendant cette action ou cette phase elle ne compte que pour celle-là.
    .title = Une ville entre deux provinces
    .version = d94deba94a
rules-outcome-west-collapses = Si l'Ouest a { $n2 } { NAME($piece-mass-protest, $n2) } ou plus lors de la vérification de l'effondrement, il s'effondre et l'{ NAME($winner) } gagne. Si les deux États s'effondrent lors de la même vérification, l'{ NAME($first-winner) } gagne.
    .version = bd730ac31b
rules-outcome-east-collapses = Si l'Est a { $n2 } { NAME($piece-mass-protest, $n2) } ou plus lors de la vérification de l'effondrement, il s'effondre et l'{ NAME($winner) } gagne.
    .version = 9e54a96b25
rules-outcome-end-of-game = Si personne n'a gagné à la fin de la dernière décennie, l'{ NAME($winner) } gagne.
    .version = 74c7c9c953
rules-outcome-national-insolvency = Si l'Est doit démanteler plus qu'il n'a pendant une fin de décennie, il est insolvable et l'{ NAME($winner) } gagne aussitôt.
    .version = d789a054c5
rules-outcome-triumph-of-socialism = Si l'Est doit recevoir un socialiste alors qu'ils sont déjà tous sur le plateau, le socialisme triomphe et l'{ NAME($winner) } gagne aussitôt.
    .version = 8777ea7289
rules-outcome-failure-of-socialism = Si un socialiste doit quitter le plateau et qu'il n'en reste aucun, c'est l'échec du socialisme et l'{ NAME($winner) } gagne aussitôt.
    .version = e144751961

# Règles en mots ajoutées là où la fin de décennie demandait plus d'explications (ce que fait un point de
# démantèlement impayé ; qui choisit les pièces).
rules-routine-pay-dismantle = Chaque point de démantèlement que l'Est doit payer pendant la fin de décennie (évasion, coût du mur, devises étrangères, paiement de la police, icône de démantèlement de la phase de prestige) retire une usine ou une infrastructure de l'Est. Si l'Est doit payer un point et n'a plus aucune pièce à retirer, il est insolvable : les phases restantes sont sautées et l'Est perd aussitôt (insolvabilité nationale). Pendant une décennie, en revanche, un point qui ne trouve rien à retirer est simplement perdu.
    .title = Payer les points de démantèlement en fin de décennie
    .version = b70ecf462f
rules-routine-east-pays-alternately = Quand l'Est doit démanteler plusieurs points pour l'évasion ou pour les devises qui manquent, les deux joueurs choisissent les pièces à tour de rôle, un point à la fois : le joueur qui a l'avantage de prestige choisit la première pièce, l'autre joueur la deuxième, et ainsi de suite jusqu'à ce que tous les points soient payés.
    .title = Points de démantèlement choisis à tour de rôle
    .version = d74d583365

rules-variant-second-edition = La deuxième édition des règles, parue plus tard, telle que la donne la règle ukrainienne. Les { NAME($group-suppliers) } de Berlin-Ouest commencent avec { $setup-standard-n1 } { NAME($piece-unrest, $setup-standard-n1) } chacune au lieu de { $was-setup-standard-n1 }, et le nombre de socialistes dans la case de rétention au départ est de { $setup-standard-n3 } au lieu de { $was-setup-standard-n2 }. Qui prend la carte spéciale la paie : il défausse une carte de sa main ou laisse l'adversaire piocher une carte. Au début d'une décennie, un joueur qui a plus de { $routine-start-decade-deck-standard-hand } cartes en main se défausse jusqu'à n'en garder que { $routine-start-decade-deck-standard-hand }. Une flèche jaune non exécutable sur la piste de devises ou sur celle des socialistes place un cube de trouble en Allemagne de l'Est. Quand aucune usine ne peut être délabrée, l'icône retire une infrastructure à la place. Sur la carte { $card-77-number }, « { NAME($card-77) } », l'Est ne déplace plus le cube de trouble que la carte vient de placer : l'Ouest, qui effectue les deux déplacements, peut aussi déplacer ce cube avec l'un d'eux. Elle écrit aussi noir sur blanc une règle qui valait déjà dans la première édition : l'icône MNV place son marqueur même dans une province dont l'économie est nulle.
    .version = d47beb7657

## La 2e édition (content/variants/second_edition) : ce qu'elle change, en mots (voir le fichier anglais).
rules-second-edition--setup-standard = Au début, on place { $n1 } { NAME($piece-unrest, $n1) } par province { NAME($group-suppliers, case: "in") } qui approvisionnent Berlin-Ouest, au lieu de { $was-n1 } ; dans toute autre province, { $n2 }. Le nombre de socialistes dans la case de rétention au départ est de { $n3 } au lieu de { $was-n2 }.
    .version = 8e16d283c8
rules-second-edition--routine-special-card-price = Qui prend la carte spéciale la paie aussitôt, avant son événement : il défausse une carte de sa main, ou l'adversaire prend la première carte de la pioche comme carte supplémentaire en main. Avec une main vide, seule cette seconde possibilité reste ; si la pioche est vide elle aussi, le prix est annulé.
    .title = Le prix de la carte spéciale
    .version = 0e81fd6b6e
rules-second-edition--action-trigger-event = Déclencher l'événement d'une carte spéciale a désormais un prix : avant que l'événement soit appliqué, le joueur qui l'a prise (seul l'Est le peut) paie le prix de la carte spéciale.
    .version = eb5ac2195e
rules-second-edition--routine-start-decade = Au début d'une décennie, après les défausses facultatives, un joueur qui a encore plus de { $deck-standard-hand } cartes en main doit se défausser jusqu'à n'en garder que { $deck-standard-hand }, avant que les mains soient complétées. Seul le prix de la carte spéciale peut donner une carte de plus à un joueur.
    .version = 605cc39be8
rules-second-edition--icon-rundown = Quand le camp visé par l'icône n'a plus chez lui (dans le lieu que l'icône désigne, si elle en désigne un) aucune usine qui puisse être délabrée, on retire à la place une de ses infrastructures au même endroit, choisie par celui qui décide où l'icône s'applique. Cela vaut sur les cartes comme sur la piste de prestige ; dans le jeu de base, une telle icône est simplement ignorée.
    .version = 83d9c18633
rules-second-edition--track-currency = Une flèche jaune qui ne peut plus déplacer le pion dollar fait placer à l'Ouest un cube de trouble dans une province d'Allemagne de l'Est, au lieu d'en retirer un des siens.
    .version = 7ce45a5dba
rules-second-edition--track-socialist = Une flèche jaune qui ne peut plus déplacer le pion socialisme fait placer à l'Ouest un cube de trouble dans une province d'Allemagne de l'Est, au lieu d'en retirer un des siens.
    .version = 5503840ef5
