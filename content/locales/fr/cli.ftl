# Libellés de `wsdv cards` et ligne de résultat de `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } face de carte
        [many] { $count } de faces de carte
       *[other] { $count } faces de carte
    }
cli-card-heading = carte { $id } : { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = décennie { $decade }, { $colour }
cli-card-special = carte spéciale
cli-card-face = face « { $face } » (autre face : « { $other } »)
cli-card-value = valeur : { $value }
cli-card-corner = coin : { $icons }
cli-card-event = événement (peut être déclenché par : { $sides }) :
cli-card-row = ligne { $number } : { $icons }
cli-card-text = texte : { $text }
cli-card-played = tel que la précision le joue (ci-dessus, ce que la carte imprime) :
cli-card-source = source : { $sources }
cli-card-ruling = précision { $date } ({ $source }) : { $text }
cli-card-erratum = erratum { $date } ({ $source }) : { $text }
cli-table-number = n°
cli-table-decade = décennie
cli-table-colour = couleur
cli-table-value = valeur
cli-table-corner = coin
cli-table-title = titre
cli-table-event = événement
cli-result = Résultat : { NAME($outcome) }, l'{ NAME($winner) } gagne (graine { $seed }, { $steps } { $steps ->
        [one] décision
       *[other] décisions
    })
cli-no-result = Résultat : aucun, la partie s'est terminée sans issue (graine { $seed }, { $steps } { $steps ->
        [one] décision
       *[other] décisions
    })
cli-replay-ok = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    }
cli-replay-result = rejeu conforme au journal : { $steps } { $steps ->
        [one] décision
       *[other] décisions
    } ; { NAME($outcome) }, l'{ NAME($winner) } gagne

# `wsdv cards` refuse une carte ou un filtre inconnus ($key : decade, colour, icon, side).
cli-png-needs-extra = wsdv : erreur : une image PNG nécessite l'extra `png` : pip install 'wsdv[png]' (ou écrivez un fichier .svg, qui ne demande rien de plus)
cli-no-card = wsdv cards : aucune carte « { $card } » (cartes : { $known })
cli-unknown-filter = wsdv cards : { $key ->
        [decade] décennie inconnue
        [colour] couleur inconnue
        [icon] icône inconnue
       *[side] camp inconnu
    } « { $value } » ({ $hint })
cli-did-you-mean = vouliez-vous dire « { $word } » ?
cli-known = valeurs possibles : { $words }

# La vue du plateau de `wsdv play` pour un joueur humain.
view-province = province
view-pieces = pièces
view-economy = économie
view-factories = usines (valeur)
view-rundown = délabrée
view-infrastructure = infrastructure
view-empty = { ID($what) ->
        [special] aucune
       *[other] vide
    }
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] debout
           *[no] absent
        }
        [stasi] { $value ->
            [yes] active
           *[no] dissoute
        }
       *[other] { $value ->
            [yes] oui
           *[no] non
        }
    }
view-used = utilisée
view-hand = Main ({ NAME($side) }) : { $cards }
view-decides = Décision ({ NAME($side) }) : { $question }
view-prompt = saisissez un nombre de 1 à { $count }, ou `?` pour l'aide
view-read-card-help = saisissez le numéro d'une option pour la choisir ; `?` suivi du numéro d'une option (`?2`) affiche le texte de sa carte, `?` suivi du numéro d'une carte entre crochets (`?[25]`) le texte de n'importe quelle carte
view-read-card-unknown = il n'y a pas de carte « { $card } »
view-hidden-pile = { NAME($pile) } : { $count } { $count ->
        [one] carte face cachée
       *[other] cartes face cachée
    }
view-hidden-hand = Cartes en main ({ NAME($side) }) : { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label } : { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "\u00A0; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] quelle carte jouer
        [action] que faire de la carte
        [ignore] quelle icône de la carte ignorer
        [icon_order] quelle icône exécuter maintenant
        [floating] à quelle province appartient la ville
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
        [look_at] que regarder : la main de l'adversaire ou le dessus de la pioche
        [seen_cards] que faire des cartes vues
        [give_card] quelle carte de sa main donner
        [take_card] quelle carte vue prendre
        [remove_card] quelle carte vue retirer du jeu
        [police_from] d'où la carte de police prend un cube de trouble
        [police_to] sur quelle carte de police va le cube de trouble
       *[other] choisir l'une des options
    }
view-question-city = { $question } ({ NAME($city) })
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
        [opponent_draws] l'adversaire prend la carte du dessus de la pioche
        [hand] regarder la main de l'adversaire
        [deck] regarder les 2 cartes du dessus de la pioche
        [swap] échanger une de ses cartes contre une carte vue
        [remove] retirer du jeu une des cartes vues
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = case { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

cli-encoding-replaced = certains caractères ne peuvent pas s'afficher dans l'encodage de ce terminal ({ $encoding }) et ont été remplacés par « ? » ; pour le texte complet, utilisez un terminal UTF-8 (par exemple PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = joueur humain
player-random = bot aléatoire
player-foresight = bot prévoyant
player-heuristic = bot heuristique
player-mcts = bot MCTS
player-with-options = { $player } ({ $options })

## Aide et usage de la ligne de commande (`wsdv --help`, `wsdv play --help`, refus d'argparse).

cli-usage = usage :
cli-section-positional = arguments positionnels
cli-section-options = options
cli-description-wsdv = Un interpréteur des règles de « Wir sind das Volk! »
cli-help-option-help = afficher cette aide et quitter
cli-help-option-version = afficher la version de wsdv et quitter
cli-help-option-content = un dossier de contenu à utiliser à la place de celui fourni (par exemple la copie d'un auteur)
cli-help-option-variant = appliquer une variante du dossier variants/ du contenu (répétable)
cli-help-option-overlay = appliquer un dossier de fichiers de surcouche (répétable)
cli-help-option-lang = la langue dans laquelle la commande écrit (un dossier de content/locales : en, de, pl, uk, it, fr…) ; par défaut celle que demande LANGUAGE, LC_ALL, LC_MESSAGES ou LANG, sinon l'anglais
cli-help-option-strict = échouer (code 2) quand un texte de la langue retombe sur l'anglais ou qu'un nom n'a pas la forme que demande la phrase ; sans cette option, chaque cas est un avertissement sur stderr
cli-help-check-strict = traiter les avertissements comme des erreurs (code 2)
cli-help-command-check = lire et vérifier le contenu sans jouer
cli-help-command-cards = lister les faces des cartes ou afficher une carte
cli-help-command-l10n = rendre compte des traductions de content/locales
cli-help-command-rename = renommer une définition partout où son identifiant est écrit
cli-help-command-site = construire ou servir le site de référence des règles
cli-help-command-play = jouer une partie dans le terminal (humains ou bots)
cli-help-command-replay = rejouer une partie enregistrée et vérifier qu'elle atteint les mêmes états
cli-help-command-scenario = exécuter des scénarios de règles (YAML)
cli-help-command-diff = décrire ce que change un ensemble de contenu par rapport à un autre (variantes, surcouches, dossiers de contenu)
cli-help-command-schema = exporter les schémas JSON du contenu, des scénarios et des journaux de partie
cli-help-command-simulate = jouer de nombreuses parties entre bots à graines fixées et rendre compte de l'équilibre
cli-description-play = Une partie complète. Chaque camp est joué par un humain à ce terminal ou par un bot ; chaque étape est racontée.
cli-help-play-player = qui joue un camp : human (humain), random, foresight, heuristic ou mcts:N (une recherche en profondeur : lente, et plus faible que foresight dans les mesures ; voir docs/guide/python.md, section « Search ») (options : foresight:weights=DOSSIER,bot=NOM) ; s'écrit aussi --CAMP JOUEUR, par exemple --east heuristic ; un camp non nommé est joué par foresight
cli-help-play-seed = la graine des mélanges et des bots (par défaut 1)
cli-help-play-log = écrire les décisions de la partie dans un fichier (lignes JSON) au fil du jeu, pour la rejouer ou la reprendre
cli-help-play-resume = reprendre la partie inachevée d'un journal écrit avec --log, en y ajoutant la suite ; les joueurs sont ceux du journal, sauf si d'autres sont donnés ; un joueur avec weights=DOSSIER doit être indiqué à nouveau
cli-help-play-quiet = n'afficher que le résultat
cli-help-replay-file = un journal écrit par `wsdv play --log`
cli-help-replay-to = s'arrêter après la décision N et afficher l'état
cli-help-replay-json = avec --to : afficher l'état en JSON (pour les outils) au lieu du plateau
cli-help-replay-narrate = raconter la partie pendant qu'elle est rejouée
cli-metavar-command = COMMANDE
cli-metavar-dir = DOSSIER
cli-metavar-name = NOM
cli-metavar-file = FICHIER
cli-metavar-files = FICHIER
cli-metavar-log = JOURNAL
cli-metavar-lang = LANGUE
cli-metavar-seed = GRAINE
cli-metavar-n = N
cli-metavar-side-kind = CAMP=JOUEUR
cli-argparse-unrecognized = arguments non reconnus : { $words }
cli-argparse-required = arguments obligatoires manquants : { $names }
cli-argparse-choice = argument { $option } : choix invalide { $value } (choisir parmi { $choices })
cli-argparse-one-value = argument { $option } : une valeur attendue
cli-argparse-values = argument { $option } : au moins une valeur attendue
cli-argparse-invalid = argument { $option } : valeur invalide { $value }
cli-argparse-no-value = argument { $option } : n'accepte pas de valeur (reçu : { $value })
cli-argparse-ambiguous = option ambiguë { $option } : elle peut désigner { $choices }
cli-argparse-conflict = argument { $option } : incompatible avec l'argument { $other }
cli-argparse-own = argument { $option } : { $refusal }
cli-not-a-port = « { $value } » n'est pas un port ; indiquez un nombre de 1 à 65535
cli-not-a-decision = « { $value } » n'est pas un numéro de décision ; indiquez un nombre entier supérieur ou égal à 0
cli-empty-file-name = un nom vide ne désigne aucun fichier ; nommez le fichier, p. ex. game.jsonl
cli-not-a-seed = « { $value } » n'est pas une graine ; indiquez un nombre entier de { $min } à { $max }
cli-not-a-site-url = « { $value } » n'est pas une adresse http(s) absolue du site (p. ex. https://example.org/wsdv/)
cli-unknown-language = ce contenu n'a pas de langue « { $lang } » (disponibles : { $available })
cli-locale-unreadable = les fichiers de la langue « { $lang } » ne peuvent pas être lus en l'état (`wsdv l10n check { $lang }` liste tous les problèmes)

cli-log-in-use = { $path } : erreur : un autre wsdv joue cette partie : son journal est en cours d'utilisation
cli-log-in-use-hint = attendez la fin de cette partie, ou arrêtez-la avec Ctrl-C, puis reprenez-la
cli-log-write-failed = { $path } : erreur : impossible d'écrire le journal : { $reason }
cli-log-write-failed-hint = le journal garde toutes les décisions précédentes ; libérez de la place, puis reprenez la partie avec : { $command }
cli-not-a-site = { $path } : erreur : ce dossier ne sera pas servi : ce n'est pas un site écrit par `wsdv site build`
cli-not-a-site-hint = construisez le site dans un nouveau dossier avec `wsdv site serve --build --out DIR` ; wsdv ne sert que ce qu'il a construit
cli-rename-interrupted = { $path } : erreur : le renommage de « { $old } » ({ $kind }) en « { $new } » a été interrompu, le contenu n'est donc renommé qu'en partie
cli-rename-interrupted-hint = relancez `wsdv rename { $kind } { $old } { $new }` dans ce dossier de contenu pour l'achever ou l'annuler
cli-rename-content-errors = le contenu comporte des erreurs : corrigez-les avant de renommer
cli-rename-finished = un renommage interrompu de « { $old } » ({ $kind }) en « { $new } » a été achevé : { $count ->
        [one] son { $count } fichier contient
       *[other] ses { $count } fichiers contiennent
    } désormais le nouvel identifiant
cli-rename-undone = un renommage interrompu de « { $old } » ({ $kind }) en « { $new } » a été annulé : il n'avait { $count ->
        [one] pas encore modifié son { $count } fichier
       *[other] encore modifié aucun de ses { $count } fichiers
    }
cli-new-interrupted = { $path } : erreur : `wsdv new { $kind } { $id }` a été interrompu, le contenu ne contient donc qu’une partie de ce qu’il ajoute
cli-new-interrupted-hint = relancez la même commande `wsdv new` dans ce dossier de contenu : elle achève celle qui a été interrompue, ou l’annule et ajoute tout à nouveau
cli-new-finished = un `wsdv new { $kind } { $id }` interrompu a été achevé : { $count ->
        [one] son { $count } fichier est écrit
       *[other] ses { $count } fichiers sont écrits
    }
cli-new-undone = un `wsdv new { $kind } { $id }` interrompu a été annulé : il n’avait { $count ->
        [one] pas encore modifié son { $count } fichier
       *[other] encore modifié aucun de ses { $count } fichiers
    }
cli-play-resume-with-log = --resume poursuit la partie dans son propre journal ; --log ne va pas avec
cli-play-seed-mismatch = la partie du journal a la graine { $logged }, pas { $given }
cli-play-seed-hint = pour reprendre une partie, omettez --seed
cli-play-resume-differs = la partie diffère du journal, elle ne peut donc pas être reprise : { $detail }
cli-play-stopped = partie interrompue ; toutes les décisions prises jusqu'ici sont dans { $log }
cli-play-continue = pour continuer la partie : { $command }
cli-play-stopped-unlogged = partie interrompue ; la partie n'a pas été enregistrée : jouez avec --log FICHIER pour garder ses décisions et la reprendre plus tard
cli-replay-differs = la partie rejouée diffère du journal : { $detail }
cli-replay-failed = la partie rejouée s'est interrompue : { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path } : erreur : le contenu livré est installé avec wsdv et ne se modifie pas sur place
new-shipped-hint = copiez-le et désignez la copie avec --content DOSSIER
new-content-has-errors = le contenu comporte des erreurs ; corrigez-les avant d'y ajouter quoi que ce soit
new-would-not-pass = le contenu avec le nouvel élément ({ $kind }) ne passerait pas `wsdv check` ; rien n'a été écrit
new-symbolic-link = { $path } est un lien symbolique (vers { $target }) ; `wsdv new` remplace les fichiers qu'il modifie, donc rien n'a été écrit
new-symbolic-link-hint = ajoutez-le dans le dossier vers lequel pointe le lien, ou remplacez le lien par une copie de son fichier
new-written = nouvel élément ({ $kind }) « { $id } » : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }
new-next-no-texts = ensuite : complétez-le (docs/guide/content-language.md) ; il n'a pas de textes à traduire
new-next = ensuite : écrivez son texte anglais ({ $files }) et ce qu'il fait ; { $texts ->
        [one] { $texts } texte attend d'être traduit
       *[other] { $texts } textes attendent d'être traduits
    } en { $langs } (wsdv l10n status)
new-card-needs-decade = une nouvelle carte demande sa décennie
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = « { $number } » n'est pas un numéro de carte
new-not-card-number-hint = une carte est un numéro (81) ou un identifiant (tel que `wsdv cards` les liste)
new-no-decade = la pioche n'a pas de décennie « { $decade } »
new-no-decade-hint = nommez une décennie de content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = la carte { $number } ne peut pas rejoindre la décennie { $decade }, dont les cartes sont { $first }..{ $last }
new-card-outside-decade-hint = la carte suivante de la décennie est { $next }
new-city-needs-province = une nouvelle ville demande sa province et sa place sur le plateau
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (pourcentage du plateau, en largeur et en hauteur)
new-not-a-place = { $value ->
        [none] { $what ->
            [city] une nouvelle ville a besoin de
           *[province] une nouvelle province a besoin de
        } son emplacement sur le plateau
       *[other] « { $value } » n'est pas un emplacement sur le plateau
    }
new-not-a-place-hint = deux nombres, pourcentage du plateau en largeur et en hauteur : { $example }
new-province-needs-side = une nouvelle province demande son camp
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = il n'y a pas de province « { $neighbour } » que « { $name } » puisse border
new-no-neighbour-hint = nommez des provinces que le contenu déclare
new-neighbours-wrapped = les voisines de « { $neighbour } » s'étendent sur plusieurs lignes, que `wsdv new` ne modifie pas
new-neighbours-wrapped-hint = ajoutez vous-même `{ $name }` aux voisines de « { $neighbour } », puis relancez wsdv new sans « { $neighbour } »
new-connection-two-cities = une nouvelle connexion relie deux villes
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = « { $lines } » n'est pas un nombre de lignes bleues
new-not-lines-hint = une connexion a 1 ou 2 lignes bleues : --lines 1
new-not-spaces = { $spaces ->
        [none] une nouvelle piste demande ses cases
       *[other] « { $spaces } » n'est pas une suite de cases
    }
new-not-spaces-hint = la case la plus basse et la plus haute : wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = « { $start } » n'est pas une case
new-not-a-space-hint = la case où démarre le marqueur : --start 0
new-variant-exists = la variante « { $name } » existe déjà ({ $folder })
new-variant-exists-hint = choisissez un autre nom
new-title-quote = le titre d'une variante ne peut pas contenir de guillemet double
new-title-quote-hint = écrivez-le sans guillemet double
new-not-an-id = « { $value } » n'est pas un identifiant
new-not-an-id-hint = un identifiant se compose de minuscules ASCII, de chiffres et de `_`, p. ex. move_ls
new-text-exists = « { $id } » est déjà un texte des fichiers de langue ({ $file })
new-text-exists-hint = choisissez un identifiant que rien ne porte encore
new-variant-in-overlay = la variante « { $name } » serait un dossier de variants/ du contenu, pas une partie d'un dossier de surcouche
new-variant-in-overlay-hint = retirez --overlay (un dossier de surcouche s'applique lui-même comme une variante)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path } : erreur : le contenu fourni est installé avec wsdv et n'est pas renommé sur place
rename-shipped-hint = copiez-le et désignez la copie avec --content DOSSIER
rename-not-an-id = « { $new } » n'est pas un identifiant
rename-not-an-id-hint = un identifiant se compose de lettres ASCII, de chiffres et de `_`, et ne commence pas par un chiffre
rename-no-such = il n'y a aucune définition de type { $kind } avec l'identifiant « { $old } » dans { $content }
rename-other-kind = il n'y a aucune définition de type { $kind } avec l'identifiant « { $old } » dans { $content }
rename-other-kind-hint = « { $old } » est l'identifiant d'une définition d'un autre type : { $kinds }
rename-ambiguous = « { $old } » est l'identifiant de définitions de plusieurs types ({ $kinds }) : leurs emplois ne peuvent pas être distingués
rename-ambiguous-hint = renommez-le à la main
rename-taken = « { $new } » est déjà l'identifiant d'une définition ({ $kinds })
rename-taken-hint = choisissez un identifiant qu'aucune définition ne porte encore
rename-symbolic-link = ce fichier est un lien symbolique (vers { $target }) ; un renommage remplace les fichiers qu'il modifie, donc rien n'a été écrit
rename-symbolic-link-hint = renommez dans le dossier vers lequel pointe le lien, ou remplacez le lien par une copie
rename-nothing = « { $old } » ({ $kind }) n'apparaît nulle part ailleurs ; rien à changer
rename-would-not-pass = le contenu renommé ne passerait pas `wsdv check` ; rien n'a été écrit
rename-dry-run =
    renommer « { $old } » ({ $kind }) en « { $new } » changerait { $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    } dans { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } (simulation : rien n'a été écrit)
rename-done =
    « { $old } » ({ $kind }) renommé en « { $new } » : { $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    } dans { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url « { $url } » n'est ni une URL http(s) ni une URL file
cli-schema-bad-base-url-hint = p. ex. --base-url https://example.org/wsdv/schemas/
cli-schema-exported = { $count ->
        [one] { $count } schéma JSON écrit
       *[other] { $count } schémas JSON écrits
    } dans { $dir }
cli-site-generated =
    { $pages ->
        [one] { $pages } page générée
       *[other] { $pages } pages générées
    } en { $languages ->
        [one] { $languages } langue
       *[other] { $languages } langues
    } ; lancement de MkDocs
cli-site-built = site construit : { $out } ({ $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $seconds } s)
cli-site-needs-extra = wsdv : erreur : le site a besoin de l'extra `site` (il manque : { $modules }) : pip install 'wsdv[site]'
cli-site-cannot-listen = impossible d'écouter sur { $host }:{ $port } : { $reason }
cli-site-serving = { $root } est servi à l'adresse { $url } (Ctrl-C pour arrêter)
cli-internal-error = wsdv : erreur interne : { $error }
cli-internal-error-hint = c'est un bogue de wsdv, pas de votre contenu ; relancez avec WSDV_DEBUG=1 pour voir où

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = { $n } réussis
scenario-failed = { $n } échoués
scenario-broken = { $n ->
        [one] { $n } fichier non valide
       *[other] { $n } fichiers non valides
    }
scenario-invalid = { $n ->
        [one] { $n } scénario avec des erreurs
       *[other] { $n } scénarios avec des erreurs
    }
scenario-faults = { $n ->
        [one] { $n } échec du contenu à l'exécution
       *[other] { $n } échecs du contenu à l'exécution
    }
scenario-ok = ok
scenario-fail = ÉCHEC
# Les échecs d'un scénario (`wsdv scenario run`) : ce que le scénario attendait et ce que la partie avait.
scenario-problem-pieces = { $place } : attendu { $piece } : { $expected }, trouvé : { $found }
scenario-problem-value = { $key } de { $thing } : attendu { $expected }, trouvé { $found }
scenario-problem-entry = { $key } { $name } : attendu { $expected }, trouvé { $found }
scenario-problem-zone-count = zone { $zone } : cartes attendues : { $expected }, trouvées : { $found }
scenario-problem-zone = zone { $zone } : attendu { $expected }, trouvé { $found }
scenario-problem-hand = main de { $side } : cartes attendues : { $expected }, trouvées : { $found }
scenario-problem-ended = la partie devait continuer, mais elle s'est terminée : { $result }
scenario-problem-goes-on = la partie devait être terminée, mais elle continue
scenario-problem-error-missing = une erreur contenant « { $error } » était attendue, mais l'étape a réussi
scenario-problem-error-other = une erreur contenant « { $error } » était attendue, mais l'erreur obtenue est : { $got }
scenario-problem-step-failed = l'étape a échoué : { $error }
scenario-problem-asked = les décisions { $expected } étaient attendues, mais ce sont { $found } qui ont été demandées
scenario-problem-decisions = décisions : { $expected } attendues, { $found } constatées
scenario-problem-result = résultat { $name } : attendu { $expected }, trouvé { $found }
scenario-problem-no-decision = une décision « { $decision } » devait être proposée, aucune ne l'a été (après les précédentes)
scenario-problem-options = décision « { $decision } » : options attendues { $expected }, proposées { $offered }
scenario-problem-not-offered = décision « { $decision } » : { $missing } non proposées (proposées : { $offered })
scenario-problem-barred = décision « { $decision } » : { $barred } proposées, alors qu'elles n'auraient pas dû l'être (proposées : { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] étape { $step } :{ " " }
    }seuls { $asked } des choix écrits ({ $count }) ont été demandés
scenario-problem-site = { $city } : attendu { $wanted ->
        [none] aucune usine
       *[some] { $expected }
    }, trouvé { $had ->
        [none] aucune usine
       *[some] { $found }
    }
scenario-problem-rundown-count = usines délabrées attendues : { $expected }, trouvées : { $found } ({ $cities })
scenario-problem-rundown = usines délabrées attendues { $expected }, trouvées { $found }
scenario-problem-infrastructure = infrastructure de { $side } : attendu { $expected }, trouvé { $found }
scenario-problem-needs-variants = ce scénario a besoin des variantes : { $variants }
scenario-problem-unknown-primitive = primitive inconnue `{ $name }`{ $known ->
        [yes] { " " }(vouliez-vous dire « { $near } » ?)
       *[no] { "" }
    }
scenario-problem-variants-broken = le contenu avec les variantes : { $variants } comporte des erreurs (ci-dessus)
scenario-problem-unknown = nom inconnu « { $value } » ({ $what ->
        [action] action
        [card] carte
        [choice] réponse
        [city] ville
        [connection] connexion
        [decision] décision
        [flag] état
        [icon] icône
        [option] option
        [outcome] fin de partie
        [phase] phase
        [piece] élément
        [place] lieu
        [province] province
        [province_or_side] province ou camp
        [routine] procédure
        [sector] secteur
        [sequence] séquence
        [setup] mise en place
        [side] camp
        [track] piste
        [zone] zone
       *[other] { $what }
    })
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] les décisions : { $known }
           *[answer] une réponse est la valeur d'une option : un id du contenu, un nombre, `none` ou `stop`
        }
       *[other] vouliez-vous dire « { $near } » ?
    }
scenario-problem-track-spaces = la piste « { $track } » a des cases de { $low } à { $high }, pas de case { $value }
scenario-problem-not-side-decision = « { $entry } » n'est pas un camp suivi d'une décision
scenario-problem-not-side-decision-hint = écrivez `CAMP DÉCISION`{ $example ->
        [none] { "" }
       *[other] , p. ex. `{ $example }`
    }
scenario-problem-over-supply = la position demande { $piece } : { $needed } sur le plateau, mais la boîte n'en contient que { $count }
scenario-problem-ran-out = la réserve de { $piece } est épuisée : { $missing } non placés (le contenu la limite à { $count }, `piece { $piece } ... limit yes`)

# Un fichier de scénarios illisible en tant que scénarios (wsdv scenario run), chaque problème à sa place.
scenario-load-not-utf8 = le fichier n'est pas du texte UTF-8
scenario-load-empty = le fichier ne contient aucun scénario
scenario-load-too-many = une fois ses alias développés, le fichier représente plus de { $limit } valeurs
scenario-load-too-many-hint = partagez les positions avec moins d'ancres, moins imbriquées
scenario-load-yaml = ce n'est pas du YAML valide : la lecture s'est arrêtée ici
scenario-load-yaml-hint = cherchez, à cet endroit ou juste avant, un deux-points, un guillemet ou un crochet manquant, ou une mauvaise indentation
scenario-load-deep = le fichier est imbriqué trop profondément
scenario-load-long-number = ce nombre a { $digits } chiffres ; aucune valeur d'un scénario n'en a plus de 20
scenario-load-long-number-hint = une graine (seed) est un nombre entier de 0 à 18446744073709551615
scenario-load-not-mapping = un fichier de scénarios contient un tableau associatif, ou `scenarios:` avec une liste de tableaux associatifs
scenario-load-unknown-key = clé inconnue « { $key } »
scenario-load-unknown-key-hint = clés connues : { $keys }
scenario-load-unknown-key-close = clé inconnue « { $key } »
scenario-load-unknown-key-close-hint = vouliez-vous dire « { $close } » ?
scenario-load-not-whole = { $value } n'est pas un nombre entier
scenario-load-type = « { $key } » a une valeur du mauvais type : il attend { $type ->
        [integer] un nombre entier
        [number] un nombre
        [string] un texte
        [boolean] true ou false
        [array] une liste
        [object] un tableau associatif (des clés avec leurs valeurs)
       *[other] un autre type de valeur
    }
scenario-load-required = la clé « { $key } » manque ici
scenario-load-enum = « { $key } » prend l'une de ces valeurs : { $values }
scenario-load-minimum = « { $key } » est inférieur à { $limit }, le minimum permis
scenario-load-maximum = « { $key } » est supérieur à { $limit }, le maximum permis
scenario-load-schema = « { $key } » ne contient pas ici ce qu'un scénario permet (voir docs/guide/scenarios.md)
scenario-load-step-or-steps = un scénario demande exactement l'un de `step` et `steps`
scenario-load-choices-with-steps = avec `steps`, chaque étape porte ses propres `choices`
scenario-load-step-kind = une étape nomme exactement l'un de : { $kinds }
scenario-load-single-step-choices = un `step` seul prend ses réponses dans les `choices` du scénario
scenario-load-unreadable = impossible de lire le fichier : { $code ->
        [ENOENT] ce fichier n'existe pas
        [EACCES] sa lecture n'est pas permise
        [EISDIR] c'est un dossier
       *[other] le système a refusé ({ $code })
    }
# Le contenu a échoué pendant un scénario : la ligne du problème et l'endroit du scénario.
scenario-problem-content-failed = le contenu a échoué pendant l'exécution (l'erreur suit)
scenario-problem-budget = le scénario a dépassé son budget d'étapes (l'erreur suit)
scenario-fault-in-setup = dans le scénario { $name }, pendant la mise en place et la disposition de la position
scenario-fault-in-step = dans { $place }{ $colon } scénario { $name }, étape { $step } ({ $kind } { $what })
scenario-fault-budget-hint = une boucle s'est emballée ici ; si le contenu a vraiment besoin de plus, augmentez le `budget` du scénario (actuellement { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = la primitive `{ $name }` a échoué avec les arguments du scénario ({ $error })
scenario-problem-too-deep = les appels du contenu sont imbriqués trop profondément
scenario-problem-engine-failed = wsdv lui-même a échoué pendant l'exécution de ce scénario ({ $error }) : c'est un bogue de wsdv, pas du contenu ni du scénario ; relancez avec WSDV_DEBUG=1 pour voir où

# Le dossier du cache (WSDV_CACHE ou celui du système) quand quelqu’un d’autre pourrait y écrire : non utilisé, dit en une ligne.
cli-cache-untrusted = le dossier du cache n’est pas utilisé : { $why ->
        [owner] il appartient à un autre utilisateur
        [parent] un dossier au-dessus permet à n’importe qui de le remplacer
       *[writable] d’autres utilisateurs peuvent y écrire
    } ; wsdv fonctionne sans cache (mêmes réponses, plus lentement). Faites de ce dossier le vôtre, privé (chmod 700), ou nommez-en un autre avec WSDV_CACHE
