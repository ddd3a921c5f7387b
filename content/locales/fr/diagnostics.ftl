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
        [proposal] proposition
        [shortlist] présélection
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
check-wrong-kind = '{ $value }' est un nom d'une autre sorte : { $kind_noun } (attendu : { $kinds })
check-wrong-kind-hint = vouliez-vous dire '{ $near }' ?
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
       *[other] vouliez-vous dire '{ $near }' ? Pour une nouvelle décision, ajoutez `[{ $name }] ...` à `{ $message }` dans le cli.ftl de chaque langue
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
check-calls-itself =
    { $kind_noun } `{ $name }` s'appelle { $kind ->
        [province] elle-même
        [city] elle-même
        [track] elle-même
        [phase] elle-même
        [card] elle-même
        [decade] elle-même
        [icon] elle-même
        [sequence] elle-même
        [outcome] elle-même
        [routine] elle-même
        [zone] elle-même
        [pile] elle-même
        [box] elle-même
        [action] elle-même
        [connection] elle-même
        [variant] elle-même
        [figure] elle-même
        [deck] elle-même
        [setup] elle-même
        [proposal] elle-même
        [shortlist] elle-même
        [none] elle-même
       *[other] lui-même
    } : { $chain }
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
check-title-elsewhere = le titre de la carte { $card } est écrit dans { $written }, pas dans { $file }
check-title-elsewhere-hint = déplacez `{ $term } = ...` dans locales/{ $lang }/{ $file }, et dans chaque langue dans son { $file } : le titre d'une carte n'a qu'un seul emplacement
check-variant-unnamed = la variante { $variant } n'a pas de nom
check-variant-unnamed-hint = écrivez `{ $term } = ...` dans locales/{ $lang }/{ $file }, puis dans le { $file } de chaque langue : le titre donné dans la variante n'est pas affiché
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
check-defined-twice = { $kind_noun } '{ $name }' est { $kind ->
        [group] défini
        [country] défini
        [side] défini
        [piece] défini
        [flag] défini
        [pictogram] défini
        [sector] défini
        [bot] défini
        [feature] défini
       *[other] définie
    } deux fois
check-defined-twice-hint = la première définition est en { $where }
check-already-in-base = { $kind_noun } '{ $name }' existe déjà dans le contenu de base
check-already-in-base-hint = écrivez `replace` ou `amend` devant pour la modifier
check-cannot-change = `{ $word }` impossible : { $kind ->
       *[other] { $kind_noun }
    } '{ $name }' n'existe pas
check-cannot-change-hint = { $reversed ->
        [none] vouliez-vous dire '{ $near }' ?
       *[other] elle s'écrit `{ $reversed }` ; écrivez ses extrémités dans cet ordre
    }
check-delete-extra = `delete` ne prend que la sorte et le nom
check-unknown-key = clé inconnue `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] clés connues : { $known }
                   *[other] si `{ $key }` est un élément de plus de `{ $before }`, séparez les éléments par des virgules : `{ $last }, { $key }`
                }
               *[other] vouliez-vous dire '{ $near }' ?
            }
       *[other] { $key ->
            [title_de] le titre d'une carte est un texte des fichiers de langue : `-card-ID = ...` dans le titles.ftl de chaque langue
            [title_en] le titre d'une carte est un texte des fichiers de langue : `-card-ID = ...` dans le titles.ftl de chaque langue
           *[other] `{ $key }` n'existe plus ici
        }
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

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = une déclaration `{ $kind }` ne peut pas figurer parmi les effets
check-in-needs-members = `{ $op }` attend à sa droite une liste, un camp, un groupe ou un pays, et trouve { $found ->
        [number] un nombre ({ $value })
        [name] '{ $value }' ({ $kinds })
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] un nombre ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } n'a pas d'éléments ; pour comparer une valeur à une autre, écrivez `==`
check-sector-other-side = le secteur '{ $sector }' de '{ $province }' est approvisionné par '{ $supplier }', une province de l'autre camp
check-sector-own-supplier = '{ $province }' ne peut pas approvisionner son propre secteur
check-sector-twice = le secteur '{ $sector }' est défini deux fois dans '{ $province }'
check-city-placed-twice = la ville '{ $city }' n'accepte qu'un seul de `province`, `floating` et `country`, elle en a { $found }
check-floating-needs-chooser = la ville mobile '{ $city }' demande `chooser`
check-floating-needs-chooser-hint = nommez le camp qui choisit sa province à chaque fois
check-floating-both-sides = la ville mobile '{ $city }' cite des provinces des deux camps
check-floating-twice = '{ $province }' figure deux fois dans la liste
check-chooser-not-floating = `chooser` ne vaut que pour une ville mobile
check-group-members-and-side = le groupe '{ $group }' prend soit `members`, soit `side`, pas les deux
check-group-no-members = le groupe '{ $group }' demande soit `members`, soit `side` (avec un `except` facultatif)
check-except-without-side = `except` ne s'emploie qu'avec `side`
check-except-other-side = '{ $province }' n'est pas une province de { $side }
check-outline-odd = le contour de '{ $area }' a { $count } nombres ; il faut des paires x, y
check-outline-odd-hint = il manque un nombre, ou il y en a un de trop
check-part-not-sector = '{ $part }' n'est pas un secteur de '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' n'est pas dessinée en secteurs
       *[yes] vouliez-vous dire '{ $near }' ?
    }
check-space-twice = la case { $n } de la piste '{ $track }' est décrite deux fois
check-zone-outside = la zone '{ $zone }' ({ $zlo }..{ $zhi }) ne tient pas dans les cases de la piste { $lo }..{ $hi }
check-zones-overlap = les zones '{ $a }' et '{ $b }' de la piste '{ $track }' se chevauchent sur la case { $n }
check-overflow-twice = le débordement '{ $overflow }' de la piste '{ $track }' est décrit deux fois
check-decades-same-order = les décennies '{ $a }' et '{ $b }' ont le même ordre { $order }
check-second-entry = la procédure '{ $routine }' est un second `entry yes` : la procédure '{ $first }' est déjà la partie
check-second-entry-hint = une partie a une seule procédure d'entrée, celle que lance `wsdv play` ; écrivez `entry no` ici ou dans '{ $first }'
check-no-entry = aucune procédure n'a `entry yes` : le contenu n'a pas de partie que `wsdv play` puisse lancer
check-no-entry-hint = écrivez `entry yes` dans la procédure qui est la partie
check-special-unnamed = la carte { $card } est marquée spéciale, mais aucune décennie ne désigne { $number } comme sa carte spéciale
check-special-unnamed-hint = donnez à sa décennie `special { $number }`
check-special-other-decade = la carte spéciale { $card } appartient à la décennie { $owner }, qui la désigne comme sa carte spéciale, et non à la décennie { $decade }
check-special-unmarked = la carte { $card } est la carte spéciale de la décennie { $decade }, mais n'est pas marquée `special yes`
check-card-needs-number = la carte { $card } demande un nombre entier (seules les cartes spéciales ont d'autres identifiants)
check-card-needs-number-hint = ou donnez-lui `number N`
check-face-key-one-sided = `{ $key }` concerne une face d'une carte à deux faces
check-face-key-one-sided-hint = nommez l'autre face avec `reverse`
check-reverse-one-way = la carte { $card } désigne { $reverse } comme son autre face, mais { $reverse } ne désigne pas { $card }
check-reverse-one-way-hint = donnez à la carte { $reverse } `reverse { $card }`
check-faces-numbers-differ = les deux faces { $card } et { $reverse } portent des numéros différents
check-faces-numbers-differ-hint = donnez à la seconde face `number` avec le numéro de la première
check-face-needs-used-if = la carte { $card } a deux faces : indiquez quand celle-ci s'applique
check-face-needs-used-if-hint = p. ex. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` n'est pas une icône de coin
check-not-corner-icon-hint = { $near ->
        [none] icônes de coin : { $known }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-row-not-call = une rangée contient des appels d'icônes, comme `place_unrest(west, 2)`
check-row-not-call-hint = écrivez le nom de l'icône avec ses arguments entre parenthèses
check-row-key-unused = le `{ $key }` de la rangée atteint `{ $icon }`, qui ne prend pas de `{ $key }`
check-row-key-unused-hint = placez `{ $icon }` sur une rangée à part
check-icon-arg-kind = `{ $key }` de `{ $icon }` doit être de type { $kinds }, et vaut '{ $value }'
check-icon-arg-kind-hint = vouliez-vous dire '{ $near }' ?
check-no-such-key = { $kind_noun } : pas de clé "{ $key }"
check-no-such-key-hint = { $near ->
        [none] ses clés : { $known }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-message-value-not-passed = le message `{ $message }` ({ $lang }) utilise ${ $name }, que ce `{ $fn }` ne transmet pas (il transmet { $values ->
        [none] aucune valeur
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: écrivez le message avec les valeurs que transmet `{ $fn }`, ou transmettez-en une pour ${ $name } (les valeurs sont, dans l'ordre, $a, $b, ...)
check-value-not-used = ce `{ $fn }` transmet ${ $name }, que le message anglais `{ $message }` n'utilise pas
check-value-not-used-hint = retirez la valeur, ou utilisez {"{"} ${ $name } {"}"} dans content/locales/en/narration.ftl
check-face-no-name = la face `{ $face }` n'a pas de nom dans les textes anglais
check-face-no-name-hint = ajoutez `{ $term } = ...` à { $file }
syntax-terminal = { $terminal ->
        [value] une valeur
        [name] un nom
        [number] un nombre
        [string] un texte entre guillemets
        [nl] fin de ligne
        [end] fin de fichier
        [lbrace] `{"{"}`
        [rbrace] `{"}"}`
        [lpar] `(`
        [rpar] `)`
        [lsqb] `[`
        [rsqb] `]`
        [comma] `,`
        [equal] `=`
        [link] `--`
        [dotdot] `..`
        [dot] `.`
        [colon] `:`
        [qmark] `?`
        [minus] `-`
        [plus] `+`
        [star] `*`
        [slash] `/`
        [comp_op] une comparaison
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] la fin de la ligne
        [end] la fin du fichier
        [text] le texte { $token }
        [reserved] le mot réservé `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] fin de la ligne
        [end] fin du fichier
        [text] texte { $token }
        [reserved] mot réservé `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = attendu : { $expected }{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }, trouvé : { syntax-found }
syntax-unexpected = inattendu : { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }
syntax-declaration-start = une déclaration commence par son genre (un nom), trouvé : { syntax-found }
syntax-declaration-start-hint = p. ex. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` est un mot réservé et ne peut pas servir de nom
syntax-reserved-word-hint = les mots réservés : { $reserved }
syntax-single-hyphen = `-` inattendu{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }
syntax-single-hyphen-hint = une liaison s'écrit avec deux tirets : `a -- b`
syntax-link-key = un nom est attendu après `--`, on trouve la clé `{ $key }`
syntax-link-key-hint = une liaison nomme ses deux bouts : `a -- b`
syntax-overlay-alone = une déclaration est attendue après `{ $word }`
syntax-overlay-alone-hint = p. ex. `{ $word } card 12 ...`
syntax-chained-comparison = `{ $op }` inattendu{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }
syntax-chained-comparison-hint = les comparaisons ne s'enchaînent pas : écrivez `a < b and b < c`
syntax-key-without-value = une valeur est attendue après `{ $key }`, on trouve la clé `{ $other }`
syntax-key-without-value-hint = { $meaning ->
       *[other] écrivez la valeur de `{ $key }` juste après
    }
syntax-expected-value = une valeur est attendue{ $after ->
        [none] {""}
       *[other] {" "}après `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
       *[other] une clé et sa valeur s'écrivent sur la même ligne ; une liste peut continuer à la ligne suivante après une virgule finale
    }
syntax-curly-quotes = les textes s'écrivent entre guillemets droits doubles `"`, trouvé : `{ $shown }`
syntax-curly-quotes-hint = écrivez "{ $inner }"
syntax-unexpected-character = caractère inattendu `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] les textes s'écrivent entre guillemets droits doubles : "comme ceci"
        [semicolon] une déclaration se termine en fin de ligne ; le `;` est inutile
        [and] écrivez `and`
        [or] écrivez `or`
        [not] écrivez `not`, ou `!=` pour « est différent de »
        [quote] écrivez les textes entre guillemets droits doubles : "comme ceci"
        [dash] écrivez une liaison avec deux tirets : `a -- b`
        [nbsp] remplacez-la par une espace ordinaire (elle vient souvent d'un texte copié depuis un PDF ou une page web)
        [zwsp] supprimez-le (il vient souvent d'un texte copié depuis un PDF ou une page web)
        [cr] un saut de ligne des anciens Mac ; enregistrez le fichier avec des sauts de ligne ordinaires (LF ou CRLF)
        [comment] un commentaire commence par `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` n'est pas un nom valide : les noms n'utilisent que les lettres a-z, les chiffres et `_`
syntax-invalid-name-hint = écrivez `{ $better }`
syntax-end-of-file = fin de fichier inattendue
syntax-not-utf8 = ce fichier n'est pas du texte UTF-8 : l'octet 0x{ $byte } est illisible
syntax-not-utf8-hint = { $utf16 ->
        [yes] le fichier est enregistré en UTF-16 ; enregistrez-le en UTF-8
       *[no] enregistrez-le en UTF-8 (il a sans doute été enregistré en Latin-1 ou Windows-1252)
    }
syntax-reserved-key = `{ $key }` ne peut pas servir de clé
syntax-reserved-key-hint = c'est un mot réservé des déclarations ; choisissez un autre nom
syntax-key-twice = `{ $key }` est donnée deux fois
syntax-key-twice-hint = donnez chaque clé une seule fois ; écrivez plusieurs valeurs en liste séparée par des virgules
syntax-parameter-twice = le paramètre `{ $name }` est nommé deux fois
syntax-parameter-twice-hint = donnez à chaque paramètre son propre nom
syntax-too-many-digits = ce nombre a { $digits } chiffres ; les nombres du contenu en ont au plus { $most }
syntax-too-many-digits-hint = une touche de chiffre est-elle restée enfoncée, ou deux nombres se sont-ils collés ?
syntax-argument-twice = `{ $key }` est donné deux fois dans cet appel
syntax-too-deep = cette déclaration est imbriquée trop profondément (plus de { $most } niveaux)
syntax-too-deep-hint = découpez l'expression ou les blocs en parties plus petites, p. ex. avec `let` ou une icône
check-cannot-read = impossible de lire ce fichier : { $code ->
        [ENOENT] il n'existe pas
        [EACCES] permission refusée
        [EISDIR] c'est un dossier
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = ce fichier contient un octet NUL : ce n'est donc pas un fichier texte
check-nul-byte-hint = les fichiers de contenu sont du texte UTF-8 simple ; a-t-il été enregistré en UTF-16, ou est-ce un fichier binaire ?
check-not-inside = `{ $sub }` ne peut pas figurer dans : { $kind_noun }{ $block ->
        [no] {" "}(pas de bloc)
       *[yes] {""}
    }
check-not-inside-hint = { $near ->
        [none] peut contenir : { $allowed }
       *[other] vouliez-vous dire '{ $near }' ?
    }
check-no-effects-inside = les effets ne peuvent pas figurer dans : { $kind_noun }
check-no-effects-inside-hint = peut contenir : { $allowed }
check-variant-is-path = '{ $name }' est un chemin ; --variant prend le nom d'une variante
check-variant-is-path-hint = pour appliquer le dossier { $name }, utilisez --overlay { $name } (variantes : { $known ->
            [none] aucune
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant demande le nom d'une variante, pas un nom vide
       *[other] '{ $name }' n'est pas un nom de variante
    }
check-variant-bad-name-hint = une variante porte le nom de son dossier dans variants/ du contenu (variantes : { $known ->
            [none] aucune
           *[other] { $known }
        }) ; pour appliquer un dossier à vous, utilisez --overlay DIR
check-needs-id-found-key = il manque le nom après `{ $kind }`, on trouve la clé `{ $key }`
check-schema-what = { $what ->
        [id] le nom ({ $kind_noun })
        [key] `{ $key }`
       *[value] la valeur
    }
check-schema-found = { $found_as ->
        [text] le texte "{ $found }"
        [range] l'intervalle { $found }
        [some-range] un intervalle
        [expression] une expression
        [values] { $found } valeurs
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject } : il manque `{ $missing }`
check-schema-required-hint = { $meaning ->
       *[other] ce que donne cette clé est décrit dans la référence du langage de contenu (docs/guide/content-language.md)
    }
check-schema-no-block = { check-schema-subject } : ne peut pas avoir de bloc `{"{"} {"}"}`
check-schema-no-params = { check-schema-subject } : ne peut pas prendre de paramètres
check-schema-one-of = { check-schema-what } doit être { $options }, trouvé : { check-schema-found }
check-schema-one-of-hint = vouliez-vous dire '{ $near }' ?
check-schema-one-value = { check-schema-what } prend une seule valeur, et en a { $count }
check-schema-one-value-hint = retirez les valeurs en trop
check-schema-described = { $desc ->
       *[other] { check-schema-what } doit être { $shape ->
            [text] un texte entre guillemets
            [range] un intervalle comme 1..5
           *[value] écrit autrement
        }, trouvé : { check-schema-found }
    }
check-schema-described-hint = écrivez `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } doit s'écrire autrement, trouvé : { check-schema-found }
check-schema-something-else = { check-schema-what } doit être autre chose, trouvé : { check-schema-found }
check-schema-name-not-text = `{ $key }` doit être un nom{ $desc ->
       *[other] {""}
    }, trouvé : { check-schema-found }
check-schema-name-not-text-hint = écrivez un nom, sans guillemets
check-schema-type = { check-schema-what } doit être { $types }, trouvé : { check-schema-found }
check-schema-type-word = { $type ->
        [integer] un nombre entier
        [string] un nom
        [array] une liste
        [object] une valeur
        [boolean] yes ou no
        [number] un nombre
       *[other] { $type }
    }
check-schema-noun = { $noun ->
        [card-number-or-range] { $n ->
            [one] numéro ou intervalle de cartes
           *[other] numéros ou intervalles de cartes
        }
        [city] { $n ->
            [one] ville
           *[other] villes
        }
        [icon] { $n ->
            [one] icône
           *[other] icônes
        }
        [message-id] { $n ->
            [one] identifiant de message
           *[other] identifiants de message
        }
        [number] { $n ->
            [one] nombre
           *[other] nombres
        }
        [phase] { $n ->
            [one] phase
           *[other] phases
        }
        [piece] { $n ->
            [one] élément
           *[other] éléments
        }
        [place] { $n ->
            [one] lieu
           *[other] lieux
        }
        [province] { $n ->
            [one] province
           *[other] provinces
        }
        [quoted-text] { $n ->
            [one] texte entre guillemets
           *[other] textes entre guillemets
        }
        [range] { $n ->
            [one] intervalle
           *[other] intervalles
        }
        [side] { $n ->
            [one] camp
           *[other] camps
        }
        [source] { $n ->
            [one] source
           *[other] sources
        }
       *[value] { $n ->
            [one] valeur
           *[other] valeurs
        }
    }
check-schema-items = { check-schema-what } { $bound ->
        [least] demande au moins
       *[most] prend au plus
    } { $n } { check-schema-noun }, trouvé : { $count }
check-schema-bound = { check-schema-what } doit valoir { $bound ->
        [least] au moins
       *[most] au plus
    } { $limit }, trouvé : { check-schema-found }
check-schema-invalid = { check-schema-what } n'est pas valide ici : trouvé { check-schema-found }

check-in-needs-members-text = `{ $op }` attend à sa droite une liste, un camp, un groupe ou un pays, et trouve un texte
check-in-needs-members-text-hint = un texte n'a pas d'éléments ; pour comparer une valeur à une autre, écrivez `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } camp
            *[other] { $n } camps
        }
        [province] { $n ->
             [one] { $n } province
            *[other] { $n } provinces
        }
        [city] { $n ->
             [one] { $n } ville
            *[other] { $n } villes
        }
        [connection] { $n ->
             [one] { $n } connexion
            *[other] { $n } connexions
        }
        [group] { $n ->
             [one] { $n } groupe
            *[other] { $n } groupes
        }
        [country] { $n ->
             [one] { $n } pays
            *[other] { $n } pays
        }
        [track] { $n ->
             [one] { $n } piste
            *[other] { $n } pistes
        }
        [piece] { $n ->
             [one] { $n } type d'élément
            *[other] { $n } types d'éléments
        }
        [phase] { $n ->
             [one] { $n } phase
            *[other] { $n } phases
        }
        [icon] { $n ->
             [one] { $n } icône
            *[other] { $n } icônes
        }
        [card] { $n ->
             [one] { $n } face de carte
            *[other] { $n } faces de carte
        }
        [outcome] { $n ->
             [one] { $n } issue de partie
            *[other] { $n } issues de partie
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } ligne bleue
        *[other] { $blue } lignes bleues
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] en { $decades } décennie
       *[other] en { $decades } décennies
    }
check-ok = contenu OK{ $variants ->
        [none] {""}
       *[other] {" "}(variante { $variants })
    } : { $counts }
# Erreurs du contenu pendant une partie (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = division par zéro
runtime-division-by-zero-hint = protéger le diviseur, par exemple `d > 0 ? n / d : 0`
runtime-recursion = les appels s'imbriquent trop profondément pour Python (une récursion sans fin ?)
runtime-budget-game = le contenu a exécuté plus de { $budget } étapes dans cette partie (une boucle sans fin ?)
runtime-budget-game-hint = une boucle s'est emballée ici ; si le contenu a vraiment besoin de plus, augmentez le budget avec la variable d'environnement WSDV_MAX_STEPS
runtime-budget-decision = le contenu a exécuté plus de { $budget } étapes sans aucune décision (une boucle sans fin ?)
runtime-budget-decision-hint = une boucle s'est emballée ici ; si le contenu a vraiment besoin de plus, augmentez le budget avec la variable d'environnement WSDV_MAX_DECISION_STEPS
runtime-too-deep = icônes et routines s'appellent les unes les autres sur plus de { $depth } niveaux (une récursion sans fin ?)
runtime-too-deep-hint = donnez aux appels un moyen de s'arrêter ; si le contenu est vraiment imbriqué aussi profondément, relevez la limite avec la variable d'environnement WSDV_MAX_DEPTH
runtime-memory = { $what ->
        [none] cette expression
       *[other] { $what }
    } demande plus de mémoire qu'il n'y en a
runtime-unknown-id = { $what ->
        [none] cette expression
       *[other] { $what }
    } a reçu « { $key } », qu'elle ne connaît pas (un identifiant inconnu)
runtime-not-a-site = « { $site } » n'est ni une ville ni une connexion
runtime-unknown-track = piste inconnue `{ $name }`
runtime-names-nothing = « { $thing } » ne désigne aucun camp, groupe, province, secteur, ville, pays ou connexion
runtime-no-place = aucun lieu du plateau ne s'appelle « { $place } » : les éléments se placent dans une province, un secteur, une ville, un pays, une case ou sur une carte
runtime-negative = le nombre de { $piece } sur { $place } deviendrait négatif
runtime-not-a-city = `{ $call }` a reçu « { $value } », qui n'est pas une ville
runtime-not-a-place = `{ $call }` a reçu « { $value } », qui ne désigne aucun lieu du plateau
runtime-choose-by = hors d'une action, choose() a besoin de `by`
runtime-no-definition = le contenu n'a pas de `{ $kind } { $name }`
runtime-no-pile-role = aucune pile n'a `role { $role }`
runtime-no-card = il n'y a pas de carte { $card }
runtime-too-large = `{ $op }` donne un nombre trop grand pour une partie (au-delà de { $limit })
runtime-too-long = `{ $op }` donne une liste ou un texte trop long pour une partie (plus de { $limit } éléments)
runtime-no-members = « { $container } » n'a pas de membres : `in` a besoin d'une liste, d'un camp, d'un groupe ou d'un pays
runtime-in-needs = `in` a besoin d'une liste, d'un camp, d'un groupe ou d'un pays, a trouvé { $found }
runtime-no-key = « { $value } » n'a pas de `{ $name }`
runtime-no-options = la décision « { $decision } » pour { $side } n'a aucune option
runtime-entry-routines = exactement une procédure doit avoir `entry yes`, nombre trouvé : { $found }
runtime-unknown-name = nom inconnu '{ $name }'
runtime-unknown-call = icône ou opération inconnue `{ $name }`
runtime-unknown-icon = icône ou procédure inconnue `{ $name }`
runtime-missing-parameter = l'icône `{ $icon }` a besoin de son paramètre `{ $param }`
runtime-no-agent = personne ne joue '{ $side }'
