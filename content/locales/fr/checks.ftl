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

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = aucune séquence n'exécute la phase « { $phase } »
check-phase-unused-hint = ajoutez-la aux `phases` d'une séquence, ou supprimez-la
check-never-called = rien n'appelle { $kind ->
        [icon] l'icône
       *[routine] la procédure
    } « { $id } »
check-never-called-hint = aucune carte, icône, procédure, phase ni piste ne l'appelle ; appelez-la quelque part, ou supprimez-la
check-card-no-rows = la carte { $card } n'a pas de rangées
check-card-no-rows-hint = son événement ne fait rien ; écrivez ce qu'elle imprime en lignes `row N icons ...`
check-icon-no-text = l'icône « { $icon } » n'a pas de texte de carte en : { $langs }
check-icon-no-text-hint = les cartes qui l'impriment y affichent « { $icon }. » ; ajoutez `{ $message }` à locales/LANG/icons.ftl
check-outcome-unreachable = l'issue « { $outcome } » ne peut jamais survenir
check-outcome-unreachable-hint = rien ne vérifie les issues au moment "{ $moment }" (`check_outcomes`) et aucun code ne termine la partie par elle (`end_game({ $outcome })`)
