# Libellés de `wsdv cards` et ligne de résultat de `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } face de carte
        [many] { $count } de faces de carte
       *[other] { $count } faces de carte
    }
cli-card-heading = carte { $id } : { $title } ({ $original }), { $year }
cli-card-decade = décennie { $decade }, { $colour }
cli-card-special = carte spéciale
cli-card-face = face « { $face } » (autre face : « { $other } »)
cli-card-value = valeur : { $value }
cli-card-corner = coin : { $icons }
cli-card-event = événement (peut être déclenché par : { $sides }) :
cli-card-row = ligne { $number } : { $icons }
cli-card-text = texte : { $text }
cli-card-source = source : { $sources }
cli-card-ruling = précision { $date } ({ $source }) : { $text }
cli-card-erratum = erratum { $date } ({ $source }) : { $text }
cli-table-number = n°
cli-table-decade = décennie
cli-table-colour = couleur
cli-table-value = valeur
cli-table-corner = coin
cli-table-title = titre
cli-table-event = événement
cli-result = résultat : { NAME($outcome) }, l'{ NAME($winner) } gagne (graine { $seed }, { $steps } { $steps ->
        [one] décision
       *[other] décisions
    })
cli-no-result = résultat : aucun, la partie s'est terminée sans issue (graine { $seed }, { $steps } { $steps ->
        [one] décision
       *[other] décisions
    })
cli-replay-ok = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    }
cli-replay-result = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    } ; { NAME($outcome) }, l'{ NAME($winner) } gagne

# `wsdv cards` refuse une carte ou un filtre inconnus ($key : decade, colour, icon, side).
cli-no-card = wsdv cards : aucune carte « { $card } » (cartes : { $known })
cli-unknown-filter = wsdv cards : { $key ->
        [decade] décennie inconnue
        [colour] couleur inconnue
        [icon] icône inconnue
       *[side] camp inconnu
    } « { $value } » ({ $hint })
cli-did-you-mean = vouliez-vous dire « { $word } » ?
cli-known = valeurs possibles : { $words }

# La vue du plateau de `wsdv play` pour un joueur humain.
view-province = province
view-pieces = pièces
view-economy = économie
view-factories = usines (valeur)
view-rundown = délabrée
view-infrastructure = infrastructure
view-yes = oui
view-no = non
view-empty = vide
view-used = utilisée
view-hand = Main ({ NAME($side) }) : { $cards }
view-decides = Décision ({ NAME($side) }) : { $question }
view-prompt = tapez un nombre de 1 à { $count }
view-hidden-pile = { NAME($pile) } : { $count } { $count ->
        [one] carte face cachée
       *[other] cartes face cachée
    }
view-hidden-hand = Cartes en main ({ NAME($side) }) : { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label } : { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "\u00A0; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] quelle carte jouer
        [action] que faire de la carte
        [ignore] quelle icône de la carte ignorer
        [icon_order] quelle icône exécuter maintenant
        [floating] pour quelle province compte la ville
        [build_site] où construire
        [dismantle_site] que démanteler
        [living_standard] où placer un MNV
        [transfer] s'il faut transférer un nouveau MNV à Berlin-Ouest
        [sector] quel secteur
        [mirror] dans quelle province la manifestation de masse de Berlin-Ouest s'étend aussi
        [overflow] quelle icône exécuter à la place
        [attack] quelle province attaquer
        [hand_discard] s'il faut garder cette carte en main pour la nouvelle décennie
        [hand_excess] quelle carte de la main défausser
        [prestige_space] les icônes de quelle case de la piste de prestige exécuter
        [remove_unrest] d'où enlever un cube de trouble
        [rundown] quelle usine se délabre
        [socialist] où va le socialiste
        [socialist_removal] quelle province perd un socialiste
        [special_price] comment payer la carte spéciale
        [use_police] s'il faut utiliser une carte de police maintenant
        [place_unrest] où placer un cube de trouble
        [move_unrest_from] quel cube de trouble déplacer (d'où)
        [move_unrest_to] où va le cube de trouble
        [reduce_unrest] quelle manifestation de masse redescend à 3 cubes de trouble
        [remove_ls] d'où enlever un MNV
        [destroy_factory] quelle usine est retirée définitivement
        [repair] quelle usine délabrée réparer
        [remove_line] quelle infrastructure retirer
        [return_unrest] où retournent les cubes de trouble des cartes de police
        [look_at] que regarder : la main de l'adversaire ou le dessus de la pioche
        [seen_cards] que faire des cartes vues
        [give_card] quelle carte de sa main donner
        [take_card] quelle carte vue prendre
        [remove_card] quelle carte vue retirer du jeu
        [police_from] d'où la carte de police prend un cube de trouble
        [police_to] sur quelle carte de police va le cube de trouble
       *[other] choisir l'une des options
    }
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] n'ignorer aucune icône
            [transfer] ne rien transférer
           *[other] aucun (passer)
        }
        [stop] ne plus en placer
        [yes] oui
        [no] non
        [keep] { $kind ->
            [hand_discard] garder la carte
           *[other] laisser les cartes telles quelles
        }
        [discard] défausser une carte de la main
        [opponent_draws] l'adversaire pioche la première carte de la pioche
        [hand] regarder la main de l'adversaire
        [deck] regarder les 2 cartes du dessus de la pioche
        [swap] échanger une de ses cartes contre une carte vue
        [remove] retirer du jeu une des cartes vues
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = case { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = certains caractères ne peuvent pas s'afficher dans l'encodage de ce terminal ({ $encoding }) et ont été remplacés par « ? » ; pour le texte complet, utilisez un terminal UTF-8 (par exemple PYTHONIOENCODING=utf-8)

cli-hint = conseil : { $hint }
cli-log-in-use = { $path } : erreur : un autre wsdv joue cette partie : son journal est en cours d'utilisation
cli-log-in-use-hint = attendez la fin de cette partie, ou arrêtez-la avec Ctrl-C, puis reprenez-la
cli-log-write-failed = { $path } : erreur : impossible d'écrire le journal : { $reason }
cli-log-write-failed-hint = le journal garde toutes les décisions précédentes ; libérez de la place, puis reprenez la partie avec : wsdv play --resume { $path }
cli-not-a-site = { $path } : erreur : ce dossier ne sera pas servi : ce n'est pas un site écrit par `wsdv site build`
cli-not-a-site-hint = construisez le site dans un nouveau dossier avec `wsdv site serve --build --out DIR` ; wsdv ne sert que ce qu'il a construit
cli-rename-interrupted = { $path } : erreur : le renommage de { $kind } « { $old } » en « { $new } » a été interrompu, le contenu n'est donc renommé qu'en partie
cli-rename-interrupted-hint = relancez `wsdv rename { $kind } { $old } { $new }` dans ce dossier de contenu pour l'achever ou l'annuler
cli-rename-finished = un renommage interrompu de { $kind } « { $old } » en « { $new } » a été achevé : { $count ->
        [one] son { $count } fichier contient
       *[other] ses { $count } fichiers contiennent
    } désormais le nouvel identifiant
cli-rename-undone = un renommage interrompu de { $kind } « { $old } » en « { $new } » a été annulé : il n'avait { $count ->
        [one] pas encore modifié son { $count } fichier
       *[other] encore modifié aucun de ses { $count } fichiers
    }
