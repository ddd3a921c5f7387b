# Les messages de la vérification du contenu (`wsdv check`) : voir en/diagnostics.ftl.

check-kind = { $kind ->
        [province] province
        [city] ville
        [group] groupe
        [country] pays
        [side] camp
        [track] piste
        [piece] élément
        [phase] phase
        [card] carte
        [decade] décennie
        [icon] icône
        [flag] état
        [sequence] séquence
        [outcome] fin de partie
        [routine] procédure
        [zone] zone
        [pile] pile
        [box] case
        [action] action
        [connection] connexion
        [variant] variante
        [figure] figure
        [pictogram] pictogramme
        [sector] secteur
        [deck] pioche
        [setup] mise en place
        [bot] bot
        [feature] critère
        [none] déclaration
       *[other] { $kind }
    }
check-or = { $first } ou { $last }
check-a = { $type ->
        [number] un nombre
        [text] un texte
        [list] une liste
        [bool] une valeur oui/non
        [side] un camp
        [track] une piste
        [piece] un élément
        [province] une province
        [city] une ville
        [group] un groupe
        [phase] une phase
        [card] une carte
       *[other] { $type }
    }
check-label-while-running = pendant l'exécution
check-count-errors = Erreurs dans le contenu : { $n }
check-count-warnings = Avertissements dans le contenu : { $n }
check-count-strict = (--strict : ils comptent comme des erreurs)

check-unknown = nom inconnu '{ $value }' (attendu : { $kinds })
check-unknown-hint = vouliez-vous dire '{ $near }' ?
check-unknown-call = icône ou opération inconnue `{ $fn }`
check-unknown-call-hint = vouliez-vous dire '{ $near }' ?
check-arity = `{ $fn }` prend { $span ->
        [single] { $lo }
       *[other] de { $lo } à { $hi }
    } { $hi ->
        [one] argument
       *[other] arguments
    }, reçu : { $found }
check-arity-hint = ses paramètres : { $params }
check-no-parameter = `{ $fn }` n'a pas de paramètre `{ $key }`
check-no-parameter-hint = { $near ->
        [none] elle prend : { $takes }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-unknown-name = nom inconnu '{ $name }'
check-unknown-name-hint = vouliez-vous dire '{ $near }' ?
check-no-moment = aucune fin de partie n'est vérifiée au moment "{ $name }"
check-no-moment-hint = { $near ->
        [none] les moments : { $known }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-no-tag = aucune carte n'est jamais gardée avec l'étiquette "{ $name }"
check-no-tag-hint = { $near ->
        [none] une carte reçoit son étiquette par `keep_card(side, TAG)`
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-variable-never-set = la variable de jeu "{ $name }" n'est jamais définie
check-variable-never-set-hint = { $near ->
        [none] définissez-la avec `set_var("{ $name }", value)`
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-no-narration = le message de narration `{ $message }` manque dans les textes anglais
check-no-narration-hint = { $near ->
        [none] ajoutez-le à content/locales/en/narration.ftl
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-no-question = la décision "{ $name }" n'a pas de question : dans les textes anglais, `{ $message }` n'a pas de variante [{ $name }]
check-no-question-hint = { $near ->
        [none] ajoutez `[{ $name }] ...` à `{ $message }` dans le cli.ftl de chaque langue (la question posée au joueur qui décide)
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-not-of-kind = '{ $name }' n'est pas : { $kinds }
check-not-of-kind-hint = { $near ->
        [none] les noms ({ $kinds }) : { $known }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-unknown-kind = sorte inconnue "{ $name }"
check-unknown-kind-hint = vouliez-vous dire '{ $near }' ?

check-needs = `{ $what }` attend { $want_a }, reçu : { $got_a }
check-needs-hint = { $want ->
        [number] écrivez le nombre sans guillemets
       *[other] écrivez le nom sans guillemets
    }
check-arg-needs = `{ $param }` de `{ $fn }` attend { $want_a }, reçu : { $got_a }
check-arg-needs-hint = { $want ->
        [number] écrivez le nombre sans guillemets
       *[other] écrivez le nom sans guillemets
    }
check-range-needs = un intervalle attend { $want_a }, reçu : { $got_a }
check-range-needs-hint = écrivez le nombre sans guillemets
check-for-needs-list = `for` attend une liste, reçu : { $got_a }
check-never-equal = `{ $op }` compare des valeurs de sortes différentes ({ $a_a } et { $b_a }), jamais égales
check-never-equal-hint = comparez des valeurs d'une même sorte
check-calls-itself = { $kind_noun } `{ $name }` s'appelle elle-même : { $chain }
check-calls-itself-hint = un cycle d'appels entre icônes et procédures ne finit jamais ; écrivez la répétition avec `repeat` ou `for`

check-own-neighbour = la province '{ $province }' ne peut pas être sa propre voisine
check-neighbour-twice = '{ $neighbour }' figure deux fois parmi les voisines de '{ $province }'
check-one-way-neighbour = '{ $province }' cite '{ $neighbour }' comme voisine, mais '{ $neighbour }' ne cite pas '{ $province }'
check-one-way-neighbour-hint = le voisinage est réciproque : ajoutez '{ $province }' aux voisines de '{ $neighbour }'
check-city-unplaced = la ville '{ $city }' demande `province`, `floating` ou `country`
check-city-unplaced-hint = dites dans quelle province se trouve la ville
check-connection-same-city = une connexion relie deux villes différentes, or '{ $city }' y figure deux fois
check-connected-twice = '{ $a }' et '{ $b }' sont déjà reliées
check-connected-twice-hint = première connexion en { $where }
check-no-connections = la ville '{ $city }' n'accepte aucune connexion
check-no-connections-hint = '{ $city }' est déclarée avec `connectable no`
check-crosses-border = la connexion '{ $a } -- { $b }' franchit la frontière entre les camps
check-crosses-border-hint = aucune connexion ne relie une ville d'un camp à une ville de l'autre
check-track-downward = les cases de la piste '{ $track }' vont de { $lo } en descendant jusqu'à { $hi }
check-track-downward-hint = écrivez d'abord l'extrémité basse : { $hi }..{ $lo }
check-track-start = la piste '{ $track }' commence sur la case { $start }, hors de { $lo }..{ $hi }
check-track-no-space = la piste '{ $track }' n'a pas de case { $n } : ses cases sont { $lo }..{ $hi }
check-phase-twice = la phase '{ $phase }' figure deux fois dans la séquence '{ $sequence }'

check-card-not-in-decade = la carte { $card } n'est pas parmi les cartes de la décennie { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] ajoutez son numéro à la décennie : `cards { $cards }, { $card }`
       *[other] la carte { $card } est citée par la décennie { $owner }
    }
check-decade-lists-missing = la décennie { $decade } cite { $count ->
        [one] { $count } numéro de carte qu'aucune
       *[other] { $count } numéros de carte qu'aucune
    } carte de la décennie { $decade } ne porte : { $cards }
check-decade-lists-missing-hint = écrivez `card { $first }  decade { $decade } ...` ou retirez son numéro de `cards`
check-special-no-value = la carte spéciale { $card } n'a pas de valeur (§3 : seul l'Est peut la prendre)
check-special-no-value-hint = retirez `value`
check-card-needs-value = la carte { $card } demande `value`
check-card-needs-value-hint = un nombre pour les deux camps, ou la valeur de l'Ouest puis celle de l'Est (p. ex. `value 1, 3`)
check-same-value = la carte { $card } donne aux deux camps la même valeur { $value }
check-same-value-hint = écrivez-la une fois : `value { $value }`
check-needs-value-boxes = une carte à deux valeurs demande `value_boxes` dans la pioche
check-needs-value-boxes-hint = dites à qui revient la valeur de chaque case, p. ex. `value_boxes west, east` dans la pioche
check-row-number = la ligne { $row } de la carte { $card } devrait être la ligne { $n }
check-row-number-hint = numérotez les lignes d'une carte depuis le haut : 1, 2, 3 ...
check-primitive-not-icon = `{ $fn }` est une opération, pas une icône
check-primitive-not-icon-hint = une carte imprime des icônes ; définissez dans content/icons.wsdv une icône qui l'utilise
check-corner-in-row = `{ $icon }` est une icône de coin ; elle va dans le `corner` de la carte
check-record-no-words = { $kind ->
        [erratum] l'erratum
       *[ruling] la précision
    } `{ $name }` n'a pas de texte : `{ $message }` manque dans les textes anglais
check-record-no-words-hint = { $meant ->
        [none] écrivez son texte comme `{ $message } = ...` dans { $file }
       *[other] vouliez-vous dire '{ $meant }' ?
    }
check-no-title = la carte { $card } n'a pas de titre
check-no-title-hint = écrivez `{ $term } = ...` dans locales/{ $lang }/{ $file }, puis dans le { $file } de chaque langue (`wsdv new card` les écrit tous)
check-no-pictogram = l'icône '{ $icon }' n'a pas de pictogramme
check-no-pictogram-hint = `wsdv new pictogram { $icon }` en écrit un à compléter (voir content/pictograms.wsdv) ; d'ici là le site la dessine comme un disque vide en pointillés

check-pictogram-no-icon = le pictogramme '{ $name }' ne dessine aucune icône : il n'y a pas d'icône '{ $name }'
check-pictogram-no-icon-hint = { $near ->
        [none] un pictogramme porte le nom de l'icône qu'il dessine
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-pictogram-empty = le pictogramme '{ $name }' ne dessine rien
check-pictogram-empty-hint = donnez-lui un bloc `{"{"} {"}"}` de lignes `path`, `circle` ou `use`
check-figure-cycle = la figure '{ $name }' se dessine elle-même : { $chain }
check-figure-cycle-hint = une figure peut utiliser d'autres figures, jamais une qui ramène à elle

check-unknown-declaration = sorte de déclaration inconnue `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] sortes connues : { $known }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-nested-outside = { $kind_noun } se place dans le bloc `{"{"} {"}"}` de : { $kinds }
check-nested-outside-hint = manque-t-il la `{"{"}` en fin de ligne au-dessus ?
check-needs-id = il faut un nom après `{ $kind }`
check-needs-id-hint = p. ex. `{ $kind } my_{ $kind }`
check-no-content-folder = ce dossier de contenu n'existe pas
check-empty-content-folder = ce dossier de contenu ne contient aucun fichier de contenu (*{ $extension })
check-empty-content-folder-hint = indiquez le dossier des fichiers du jeu (board/, cards/, ...), ou omettez --content pour utiliser le contenu fourni
check-no-overlay-folder = ce dossier de surcouche n'existe pas
check-overlay-in-base = `{ $word }` va dans un dossier de variante ou de surcouche
check-overlay-in-base-hint = dans le contenu de base, chaque chose se déclare une fois, sans `replace`, `amend` ni `delete`
check-defined-twice = { $kind_noun } '{ $name }' est définie deux fois
check-defined-twice-hint = la première définition est en { $where }
check-already-in-base = { $kind_noun } '{ $name }' existe déjà dans le contenu de base
check-already-in-base-hint = écrivez `replace` ou `amend` devant pour la modifier
check-cannot-change = `{ $word }` impossible : { $kind_noun } '{ $name }' n'existe pas
check-cannot-change-hint = { $reversed ->
        [none] vouliez-vous dire '{ $near }' ?
       *[other] elle s'écrit `{ $reversed }` ; écrivez ses extrémités dans cet ordre
    }
check-delete-extra = `delete` ne prend que la sorte et le nom
check-unknown-key = clé inconnue `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] clés connues : { $known }
           *[other] si `{ $key }` est un élément de plus de `{ $before }`, séparez les éléments par des virgules : `{ $last }, { $key }`
        }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-unknown-variant = variante inconnue '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] ce contenu n'a pas de variantes
           *[other] variantes connues : { $known }
        }
       *[other] vouliez-vous dire '{ $near }' ?
    }

syntax-closes-nothing = cette `{ $closer }` ne ferme rien
syntax-closes-nothing-hint = aucune `{ $opener }` encore ouverte ne la précède
syntax-never-closed-before = cette `{ $opener }` n'est jamais fermée
syntax-never-closed-before-hint = fermez-la par `{ $closer }` avant la `{ $other }` de la ligne { $line }
syntax-block-never-closed = cette `{"{"}` n'est jamais fermée
syntax-block-never-closed-hint = la `{"}"}` de la ligne { $line } est indentée comme un bloc extérieur ; ajoutez avant elle une `{"}"}` pour ce bloc
syntax-never-closed = cette `{ $opener }` n'est jamais fermée
syntax-never-closed-hint = chaque `{ $opener }` demande une `{ $closer }` ; ajoutez-la là où finit { $shape ->
        [block] le bloc
       *[list] la liste
    }
syntax-continuation-operator = la ligne { $line } ne prolonge pas la ligne { $above } : la ligne { $above } ne finit ni par une virgule ni par un opérateur
syntax-continuation-operator-hint = déplacez le `{ $word }` en fin de ligne { $above } : une ligne ne continue sur la suivante qu'après une virgule ou un opérateur final
syntax-continuation-key = la ligne { $line } ne prolonge pas la ligne { $above } : la ligne { $above } ne finit ni par une virgule ni par un opérateur
syntax-continuation-key-hint = écrivez `{ $word } ...` sur la ligne { $above } avec les autres clés ({ $kind_noun }) ; une ligne ne continue sur la suivante qu'après une virgule ou un opérateur final, comme dans une liste coupée
syntax-continuation-list = la ligne { $line } ne prolonge pas la ligne { $above } : la ligne { $above } ne finit ni par une virgule ni par un opérateur
syntax-continuation-list-hint = terminez la ligne { $above } par `,` si la ligne { $line } poursuit sa liste ; une ligne ne continue sur la suivante qu'après une virgule ou un opérateur final
syntax-single-equals = `=` inattendu{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }
syntax-single-equals-hint = pour comparer deux valeurs, écrivez `==` ; un `=` seul ne fait que nommer un argument (`to = p`) ou sert dans `let`
syntax-missing-equals = il manque `=` entre `{ $a }` et `{ $b }`
syntax-missing-equals-hint = un argument nommé s'écrit avec `=` : `{ $a } = { $b }`
syntax-missing-comma = il manque `,` entre `{ $a }` et `{ $b }`
syntax-missing-comma-hint = séparez les éléments d'une liste par des virgules : `{ $a }, { $b }`
syntax-not-whole = `{ $number }` n'est pas un nombre entier
syntax-not-whole-hint = les nombres sont entiers ; une étiquette comme un numéro de section s'écrit comme un texte : "{ $number }"
syntax-unquoted = `{ $key }` attend un texte entre guillemets, reçu : `{ $shown }`
syntax-unquoted-hint = écrivez `{ $key } "{ $shown }"`
syntax-text-never-closed = ce texte entre guillemets n'est jamais fermé
syntax-text-never-closed-hint = fermez-le par `"` sur la même ligne : un texte ne peut pas continuer à la ligne suivante
