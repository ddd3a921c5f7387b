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

# Une partie qui attend les réponses d’une personne là où personne ne peut les donner.
files-error-no-terminal = l’{ NAME($side) } est joué par une personne, mais aucun terminal ne permet de l’interroger : l’entrée s’est terminée avant la première réponse
files-error-no-terminal-hint = jouez dans un terminal ou confiez ce camp à un bot : --{ $side_id } random (ou foresight, heuristic)
