# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = un argument contient un caractère NUL, qu'aucun nom ni chemin ne peut contenir
refusal-player-unknown = joueur inconnu « { $kind } » (joueurs : { $known })
refusal-player-no-options = « { $part } » n'est pas une option du joueur { $kind } (il n'en a aucune)
refusal-player-option = « { $part } » n'est pas une option du joueur { $kind } (options : { $known })
refusal-player-number = { $option } du joueur { $kind } doit être un nombre entier de { $low } à { $high }
refusal-player-screen = screen={ $value } n'est pas un nombre d'options
refusal-player-weights = les poids de { $folder } ne se chargent pas (voir plus haut)
refusal-player-bot = le contenu ne déclare pas de `bot { $bot }` (bots : { $known })
refusal-player-weights-content = weights=DOSSIER a besoin du contenu à partir duquel la partie est construite
refusal-log-player-weights = le joueur de « { $side } » dans le journal charge les poids de bot de { $folder } ; wsdv n'ouvre pas un dossier que seul un journal désigne
refusal-log-player-weights-hint = pour continuer avec ce dossier, indiquez-le vous-même : --{ $side } { $player }
refusal-log-player-weights-differs = le joueur de « { $side } » dans le journal est « { $logged } », pas « { $given } »
refusal-log-player-weights-differs-hint = indiquez le joueur du journal, --{ $side } { $player }, ou un joueur sans weights=
refusal-player-rest = rest={ $value } n'est pas un nombre de décisions
refusal-player-pair = --player { $given } : écrire CAMP=JOUEUR, par exemple --player east=heuristic
refusal-player-not-a-player = le joueur de { $side } est un { $type } : indiquez un nom de joueur (« random », « heuristic », « mcts:200 ») ou un Agent
refusal-unexpected-argument = argument inattendu « { $word } »
refusal-side-needs-player = { $option } demande un joueur, par exemple { $option } heuristic
refusal-side-unknown = camp inconnu « { $side } » (les camps sont { $sides })
refusal-side-did-you-mean = camp inconnu « { $side } » (vouliez-vous dire « { $word } » ?)
refusal-log-not-a-file = ne sera pas lu comme un journal : ce n'est pas un fichier ordinaire
refusal-log-not-a-file-hint = nommer le fichier journal écrit par `wsdv play --log`
refusal-log-unreadable = impossible de lire le journal : { $code ->
        [ENOENT] le fichier n'existe pas
        [EACCES] permission refusée
        [EISDIR] c'est un dossier
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }
refusal-log-bad-name = impossible de lire le journal : aucun fichier ne peut porter ce nom
refusal-log-too-large = ne sera pas lu comme un journal : il dépasse { $mb } Mo
refusal-log-too-large-hint = le journal d'une partie entière est bien plus petit
refusal-log-empty = le fichier est vide, ce n'est pas un journal de partie
refusal-log-not-a-log = ce n'est pas un journal de partie wsdv : sa première ligne n'a pas de `wsdv_log`
refusal-log-line-too-long = cette ligne dépasse { $limit } octets ; les lignes d'un journal de partie sont courtes
refusal-log-not-utf8 = cette ligne n'est pas du texte UTF-8
refusal-log-too-deep = cette ligne est trop imbriquée pour être une ligne de journal
refusal-log-not-json = cette ligne n'est pas du JSON valide (à la colonne { $column })
refusal-log-torn = cette ligne n'est pas du JSON valide (à la colonne { $column })
refusal-log-torn-hint = une dernière ligne tronquée (disque plein, plantage) est écartée par `wsdv play --resume`
refusal-log-not-object = chaque ligne d'un journal de partie est un objet JSON ({"{"}…{"}"})
refusal-log-deeper = cette ligne est imbriquée sur plus de { $depth } niveaux ; aucune partie n'offre de telles options
refusal-log-shape =
    `{ $place }` : { refusal-log-detail } (dans la ligne { $kind ->
        [header] d'en-tête
        [result] de résultat
       *[decision] de décision
    })
refusal-log-shape-hint = le format des journaux de partie est décrit dans docs/guide/game-logs.md
refusal-log-no-kind = ce n'est pas une ligne de journal de partie : ni une décision (`n`, `choice`…), ni le résultat
refusal-log-second-header = une seconde ligne d'en-tête ; un journal contient une seule partie
refusal-log-after-result = rien ne peut suivre la ligne de résultat d'une partie
refusal-log-decision-number = décision numéro { $n } là où vient la { $next }
refusal-log-unwritable = impossible d'écrire le journal : { $code ->
        [ENOENT] le fichier n'existe pas
        [EACCES] permission refusée
        [EISDIR] c'est un dossier
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }
refusal-log-variants =
    le journal a été écrit { $logged-any ->
        [no] sans variante
       *[yes] avec les variantes { $logged }
    }, cette exécution { $used-any ->
        [no] n'en utilise aucune
       *[yes] utilise les variantes { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] le lancer sans --variant
       *[yes] le lancer avec { $flags }
    }
refusal-log-choice =
    la décision { $n } prend le choix { $choice }, mais « { $kind } » de { $side } offre { $count } { $count ->
        [one] option
       *[other] options
    } (de 0 à { $last })
refusal-log-unfinished =
    le journal s'arrête après { $count } { $count ->
        [one] décision
       *[other] décisions
    }, avant la fin de la partie (pas de ligne de résultat) : une partie inachevée
refusal-log-unfinished-hint = la reprendre avec `{ $command }`
refusal-log-no-result =
    le journal s'arrête après { $count } { $count ->
        [one] décision
       *[other] décisions
    } sans sa ligne de résultat
refusal-log-no-result-hint = le journal d'une partie terminée se termine par {"{"}"result": …, "state": …{"}"}
refusal-log-finished = cette partie est déjà terminée
refusal-log-finished-hint = la rejouer avec `{ $command }`
refusal-replay-content = le journal a été écrit avec le contenu { $logged }, ce contenu est { $used }
refusal-replay-decision = ligne { $line } : la décision { $n } du journal est « { $kind } » ({ $side }), la partie demande « { $asked-kind } » ({ $asked-side })
refusal-replay-option = ligne { $line } : la décision { $n } du journal a pris l'option { $option } comme choix { $choice }, la partie offre là { $offered }
refusal-replay-log-ended =
    ligne { $line } : la partie du journal s'est terminée après { $count } { $count ->
        [one] décision
       *[other] décisions
    }, la relecture demande « { $kind } » de { $side }
refusal-replay-state = ligne { $line } : après la décision { $n }, l'état diffère de celui du journal
refusal-replay-log-goes-on =
    ligne { $line } : la partie s'est terminée après { $count } { $count ->
        [one] décision
       *[other] décisions
    }, le journal continue
refusal-replay-result = ligne { $line } : le journal se termine par { $logged }, la relecture par { $played }
refusal-replay-final-state = ligne { $line } : l'état final diffère de celui du journal
refusal-log-line-shape =
    { refusal-log-detail } (dans la ligne { $kind ->
        [header] d'en-tête
        [result] de résultat
       *[decision] de décision
    })
refusal-log-line-shape-hint = le format des journaux de partie est décrit dans docs/guide/game-logs.md
cli-replay-stopped = arrêté après la décision { $steps }

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } n'est pas de type { $want ->
            [integer] nombre entier
            [string] texte
            [object] objet JSON
            [array] liste
            [boolean] true ou false
            [null] null
            [number] nombre
           *[other] { $want }
        }
        [required] il manque la clé `{ $key }`
        [extra] la clé `{ $key }` n'a rien à faire ici
        [options] { $found } ne fait pas partie des valeurs { $options }
        [min] { $found } est inférieur à { $limit }
        [max] { $found } est supérieur à { $limit }
        [short] { $found } a moins de { $limit } éléments ou caractères
        [long] { $found } a plus de { $limit } éléments ou caractères
       *[other] { $found } n'est pas valide ici
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = impossible de lire les parties de la simulation : { $code ->
        [link] le fichier est un lien symbolique
        [special] ce n'est pas un fichier ordinaire
        [ENOENT] le fichier n'existe pas
        [EACCES] permission refusée
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = nommer le dossier --out d'une exécution terminée de `wsdv simulate`
refusal-simulation-long-line = une ligne de plus de { $kb } Ko n'est pas un enregistrement de `wsdv simulate`
refusal-simulation-long-line-hint = ce fichier est écrit par `wsdv simulate --out DIR`
refusal-simulation-not-a-record = ce n'est pas un enregistrement de `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = la partie de graine { $seed } vient après la graine { $last } : `wsdv simulate` écrit ses parties dans l'ordre des graines
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = cette partie ouvre une troisième série de parties : une simulation en contient une, une comparaison deux
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = la simulation ne contient aucune partie
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = cette partie ouvre une deuxième série de parties (d'autres joueurs ou un autre contenu), mais les deux séries n'ont pas les mêmes graines : seules { $pairs } de leurs { $first } et { $second } parties forment des paires
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = la partie de graine { $seed } nomme { $kind ->
        [side] le camp
        [outcome] l'issue
        [decade] la décennie
        [track] la piste
        [card] la carte
       *[action] l'action
    } « { $id } », que le contenu n'a pas
refusal-simulation-unknown-id-hint = construire le site avec le contenu de la simulation (--content, --variant)
