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
cli-replay-ok = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    }
cli-replay-result = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    } ; { NAME($outcome) }, l'{ NAME($winner) } gagne

# La vue du plateau de `wsdv play` pour un joueur humain.
view-province = province
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
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] quelle carte jouer
        [action] que faire de la carte
        [floating] pour quelle province compte la ville
        [sector] quel secteur
        [ignore] s'il faut ignorer l'icône
        [build] où construire
        [dismantle] que démanteler
       *[other] choisir l'une des options
    }
