# Les mots des avertissements de conception de `wsdv check` et des erreurs qui vont avec.

check-city-outside-area = { $there ->
        [none] la ville « { $city } » de « { $owner } » est dessinée sur la carte hors de toute zone
       *[other] la ville « { $city } » de « { $owner } » est dessinée sur la carte dans la zone de « { $there } »
    }
check-city-outside-area-hint = son `at` est en centièmes du plateau, les contours ({ $file }) en millièmes : `at { $at }` y est le point { $point } ; déplacez la ville ou le contour
check-deck-plan = { $listed ->
        [one] { $listed } décennie ({ $decades }) a
       *[other] { $listed } décennies ({ $decades }) ont
    } { $have } cartes, mais une décennie en distribue { $need } ({ $sides } mains de { $hand } et { $halves } rangées de { $display }) : la dernière rangée ne reçoit que { $last } de ses { $display } cartes
check-deck-plan-hint = baissez `hand` ou `display`, ou donnez plus de cartes à la décennie (ses `cards`)
check-colour-values = la carte { $card } a la couleur `{ $colour }` et { $given ->
        [one] { $given } valeur
       *[other] { $given } valeurs
    }, mais les cartes de cette couleur portent { $printed ->
        [one] { $printed } valeur
       *[other] { $printed } valeurs
    }
check-colour-values-hint = { $printed ->
        [one] écrivez une seule valeur, pour les deux camps (`card_colour { $colour } ... values { $printed }`)
       *[other] écrivez { $printed } valeurs (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = rien n'utilise la déclaration { $kind } « { $id } »
check-unused-hint = aucune déclaration ni aucun code ne la nomme ; nommez-la là où elle doit compter, ou supprimez-la
check-needs-keyword = `{ $fn }` a besoin de { $keywords } : sans cela, l'appel ne peut pas s'exécuter
check-needs-keyword-hint = donnez-le par son nom après les autres arguments : `{ $fn }(..., { $example })`
