# Refusals about files and folders: a file wsdv will not read, an output folder it will not
# replace, a scenario that says one thing twice.
files-error-not-regular = ne sera pas lu : c’est { $kind ->
        [folder] un dossier
        [fifo] une FIFO (tube nommé)
        [device] un périphérique
        [socket] une socket
        [link] un lien symbolique
       *[special] un fichier spécial
    }, pas un fichier ordinaire
files-error-not-regular-hint = wsdv ne lit que des fichiers ordinaires ; un paquet qui contient des tubes ou des périphériques n’est pas sûr
files-error-too-large = { $what ->
        [content] ce fichier de contenu ne sera pas lu
        [locale] ce fichier de traduction ne sera pas lu
        [scenario] ce fichier de scénario ne sera pas lu
        [log] ce journal de partie ne sera pas lu
        [cache] cette entrée du cache ne sera pas lue
       *[marker] ce fichier marqueur ne sera pas lu
    } : il dépasse { $limit } Mo
files-error-too-large-hint = un vrai fichier de ce type est bien plus petit ; est-ce bien le fichier voulu ?
files-error-outside = ne sera pas lu : ce chemin sort de son dossier, { $folder }, vers { $target }
files-error-outside-hint = un dossier partagé ou téléchargé peut contenir des liens vers vos propres fichiers ; copiez le fichier dans le dossier si c’est bien lui que vous vouliez, ou supprimez le lien
files-error-other-kind = ce dossier ne sera pas remplacé par { $what ->
        [simulation] un rapport de simulation
        [site] le site des règles
        [markdown] l’arborescence Markdown
        [schemas] les schémas JSON
       *[other] cette sortie
    } : wsdv l’a écrit comme { $other ->
        [simulation] rapport de simulation
        [site] site des règles
        [markdown] arborescence Markdown
        [schemas] schémas JSON
       *[other] un autre type de sortie
    }, et un type de sortie n’en remplace jamais un autre
files-error-other-kind-hint = indiquez un dossier nouveau ou vide, p. ex. { $example }
files-error-foreign = ce dossier de rapport ne sera pas remplacé : il contient des fichiers que le rapport n’a pas écrits ({ $files })
files-error-foreign-hint = déplacez-les ailleurs ou indiquez un autre dossier, p. ex. { $example } ; wsdv ne supprime jamais les fichiers qu’il n’a pas écrits
files-error-repeated-key = la clé « { $key } » figure deux fois dans ce tableau associatif (d’abord à la ligne { $first }) ; YAML ne garderait que la dernière et ignorerait la première
files-error-repeated-key-hint = gardez un seul « { $key }: » ou fusionnez les deux
files-out-cannot-look = impossible d'examiner ce chemin : { $code ->
        [ENOENT] n'existe pas
        [EACCES] permission refusée
        [EROFS] le système de fichiers est en lecture seule
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }
files-out-cannot-look-hint = choisissez un autre dossier
files-out-folder-link = rien n'est écrit ici : c'est un lien symbolique
files-out-folder-link-hint = indiquez le vrai dossier, ou un nouveau
files-out-root = rien n'est écrit par-dessus la racine du système de fichiers
files-out-root-hint = indiquez un nouveau dossier{ $example ->
        [none] { "" }
       *[other] , p. ex. { $example }
    }
files-out-cwd = le dossier où tourne wsdv (ou un dossier qui le contient) n'est pas remplacé
files-out-cwd-hint = indiquez un nouveau dossier{ $example ->
        [none] { "" }
       *[other] , p. ex. { $example }
    }
files-out-not-folder = rien n'est écrit ici : c'est { $kind ->
        [file] un fichier
       *[special] un périphérique ou un fichier spécial
    }, pas un dossier
files-out-not-folder-hint = indiquez un nouveau dossier ; wsdv ne remplace jamais un fichier par un dossier
files-out-cannot-list = impossible de lire ce dossier : { $code ->
        [ENOENT] n'existe pas
        [EACCES] permission refusée
        [EROFS] le système de fichiers est en lecture seule
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }
files-out-cannot-list-hint = choisissez un autre dossier
files-out-foreign = ce dossier n'est pas remplacé par { $what ->
        [simulation] un rapport de simulation
        [site] le site des règles
        [markdown] l'arborescence Markdown
        [schemas] les schémas JSON
       *[other] cette sortie
    } : il contient des fichiers que wsdv n'a pas écrits (entrées : { $entries }, pas de marqueur { $marker })
files-out-foreign-hint = indiquez un dossier nouveau ou vide{ $example ->
        [none] { "" }
       *[other] , p. ex. { $example }
    } ; wsdv ne supprime jamais les fichiers qu'il n'a pas écrits
files-out-dangling-link = rien n'est écrit ici : c'est un lien symbolique vers un fichier qui n'existe pas
files-out-dangling-link-hint = indiquez le vrai fichier, ou un nouveau
files-out-cannot-write = impossible d'écrire ici : { $code ->
        [ENOENT] n'existe pas
        [EACCES] permission refusée
        [EROFS] le système de fichiers est en lecture seule
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }
files-out-cannot-write-hint = indiquez un fichier dans un dossier qui existe
files-out-file-link = rien n'est écrit ici : c'est un lien symbolique (vers { $target }) que le nouveau fichier remplacerait
files-out-file-link-hint = indiquez le vrai fichier, ou un nouveau
files-out-is-folder = impossible d'écrire ici : c'est un dossier
files-out-is-folder-hint = indiquez un fichier
files-out-special = rien n'est écrit ici : c'est un périphérique ou un fichier spécial
files-out-special-hint = indiquez un fichier ordinaire
files-out-not-owned = ce fichier n'est pas écrasé : wsdv ne l'a pas écrit
files-out-not-owned-hint = indiquez un nouveau fichier ; wsdv n'écrase jamais les fichiers qu'il n'a pas écrits
files-out-no-folder = impossible d'écrire ici : le dossier { $folder } n'existe pas
files-out-no-folder-hint = créez d'abord le dossier, ou indiquez un fichier dans un dossier qui existe
files-out-read-only = impossible d'écrire ici : le dossier { $folder } n'est pas accessible en écriture
files-out-read-only-hint = indiquez un fichier dans un dossier où vous pouvez écrire
files-out-failed = impossible d'écrire ce fichier : { $code ->
        [ENOENT] n'existe pas
        [EACCES] permission refusée
        [EROFS] le système de fichiers est en lecture seule
        [ENOSPC] le disque est plein
       *[other] { $reason }
    }{ $nothing ->
        [yes]  ; rien n'a été modifié
       *[no] { "" }
    }
files-out-failed-hint = vérifiez l'espace libre et les droits du dossier
files-journal-unreadable = un `wsdv rename` (ou un `wsdv new`) inachevé a laissé ce journal d'opérations, et il est illisible ({ $reason })
files-journal-unreadable-hint = restaurez le contenu depuis votre gestionnaire de versions, puis supprimez le journal d'opérations
files-journal-foreign = un `wsdv rename` (ou un `wsdv new`) inachevé a laissé ce journal d'opérations, mais ce n'est pas wsdv qui l'a écrit
files-journal-foreign-hint = restaurez le contenu depuis votre gestionnaire de versions, puis supprimez le journal d'opérations
files-out-nested = l'arborescence Markdown et le site doivent avoir chacun leur propre dossier, aucun des deux à l'intérieur de l'autre
files-out-nested-hint = p. ex. { $example }

# Une partie qui attend les réponses d’une personne là où personne ne peut les donner.
files-error-no-terminal = l’{ NAME($side) } est joué par une personne, mais aucun terminal ne permet de l’interroger : l’entrée s’est terminée avant la première réponse
files-error-no-terminal-hint = jouez dans un terminal ou confiez ce camp à un bot : --{ $side_id } random (ou foresight, heuristic)

# Le parcours d'apprentissage du site, docs/learn.yaml (`wsdv site build`) : chaque problème à sa place dans le fichier.
learn-path-unreadable = impossible de lire le parcours d'apprentissage : { $reason }
learn-path-unreadable-hint = le parcours d'apprentissage du site est docs/learn.yaml, à côté des pages du site
learn-path-not-utf8 = le parcours d'apprentissage n'est pas un texte UTF-8
learn-path-not-utf8-hint = enregistrez-le en UTF-8
learn-path-yaml = ce n'est pas du YAML valide : la lecture s'est arrêtée ici
learn-path-yaml-hint = cherchez, à cet endroit ou juste avant, un deux-points, un guillemet ou un crochet manquant, ou une mauvaise indentation
learn-path-deep = le parcours d'apprentissage est imbriqué trop profondément
learn-path-deep-hint = une section est un tableau associatif de listes de noms, rien de plus profond
learn-path-not-mapping = le parcours d'apprentissage doit être un tableau associatif avec `learn` et `places`
learn-path-not-mapping-hint = commencez une ligne par `learn:` et une autre par `places:`, chacune suivie de ses sections
learn-path-not-list = `{ $list }` doit être une liste de sections
learn-path-not-list-hint = commencez chaque section sur une ligne à part par `- key: NOM`
learn-path-no-key = cet élément de `{ $list }` a besoin d'une `key`
learn-path-no-key-hint = commencez la section par `- key: NOM`
learn-path-bad-key = `{ $list }` : la clé `{ $key }` n’est pas un nom : lettres, chiffres, `_` et `-` seulement
learn-path-bad-key-hint = la clé nomme la page de la partie (learn-KEY.md), son ancre et ses textes (learn-KEY-title) ; elle ne contient donc ni `/`, ni `.`, ni espace
learn-path-not-names = `{ $list }`, élément `{ $key }` : `{ $field }` doit être une liste de noms
learn-path-not-names-hint = écrivez les noms entre crochets, par exemple `{ $field }: [premier, second]`
learn-path-unknown-pages = `{ $key }` renvoie à des pages inconnues : { $names }
learn-path-unknown-pages-hint = les pages du site : { $known }
learn-path-unknown-figures = `{ $key }` montre des illustrations inconnues : { $names }
learn-path-unknown-figures-hint = les illustrations que dessine le site : { $known }
learn-path-unknown-lists = `{ $key }` montre des listes inconnues : { $names }
learn-path-unknown-lists-hint = les listes de contrôle que produit le site : { $known }
learn-path-unknown-places = `{ $key }` enseigne des lieux sans section propre : { $names }
learn-path-unknown-places-hint = donnez à chacun une section propre sous `places` (`- key: NOM`), ou retirez-le d'ici
learn-path-moved-not-map = `moved` doit associer les exemples aux parties où ils se trouvaient
learn-path-moved-not-map-hint = une ligne par exemple, par exemple `EX-1: goal`
learn-path-moved-wrong = `moved` : { $example } était dans `{ $was }`, qui n'est pas une autre partie du parcours que celle qui le montre
learn-path-moved-wrong-hint = nommez la partie dont la page montrait l'exemple auparavant ; la partie qui le montre maintenant le cite sous `examples`
learn-path-definitions = `definitions` doit énumérer les clés des définitions de la première page
learn-path-definitions-hint = écrivez les clés entre crochets, par exemple `definitions: [premier, second]` ; les mots de chacune sont dans le texte du site `learn-definition-<key>`
learn-path-outline = `outline` doit associer les lignes du jeu en bref ({ $lines }) aux parties du parcours
learn-path-outline-hint = une ligne pour chacune, par exemple `LIGNE: PARTIE`
learn-path-rule = `{ $rule }` ne désigne aucune règle ayant un texte sur la page des règles
learn-path-rule-hint = nommez une règle comme le font les ancres de la page des règles, `TYPE-ID` (son ancre est `#rule-TYPE-ID`)
