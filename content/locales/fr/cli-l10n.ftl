# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] langue
        [coverage] couverture
        [missing] manquants
        [untranslated] non trad.
        [stale] périmés
        [unused] inutilisés
        [variables] variables
        [plural] pluriels
       *[other] autres
    }
l10n-tool-work-in-progress =
    travail en cours : { $count } { $count ->
        [one] affiché en anglais
       *[other] affichés en anglais
    }
l10n-tool-language-problems =
    { $lang } : { $count } { $count ->
        [one] problème
       *[other] problèmes
    }
l10n-tool-content-errors = le contenu a des erreurs ; les fichiers de langue ne peuvent pas être vérifiés par rapport à lui (lancer `wsdv check`)
l10n-tool-variant-errors = la variante « { $name } » a des erreurs ; les fichiers de langue ne peuvent pas être vérifiés par rapport à elle (lancer `wsdv check --variant { $name }`)
l10n-tool-problems =
    { $count } { $count ->
        [one] problème
       *[other] problèmes
    } dans les fichiers de langue
l10n-tool-ok =
    fichiers de langue corrects : { $count } { $count ->
        [one] langue
       *[other] langues
    } ({ $langs }), { $units } messages et noms anglais
l10n-tool-shipped = le contenu fourni est installé avec wsdv et n'est pas modifié sur place
l10n-tool-shipped-hint = le copier (avec le docs/ à côté) et désigner la copie avec --content DOSSIER
l10n-tool-no-docs = remarque : pas de docs/ à côté de { $content } : les mots et pages du site ne sont pas créés (copier le dossier docs/ à côté du contenu pour les traduire aussi)
l10n-tool-scaffolded =
    squelette de « { $lang } » créé : { $count } { $count ->
        [one] fichier
       *[other] fichiers
    } dans { $folders }, chaque texte attend sa traduction
l10n-tool-plurals = formes du pluriel en { $lang } (CLDR) : { $forms }
l10n-tool-next = ensuite : traduire chaque ébauche (l'anglais est cité au-dessus) ; `wsdv l10n status { $lang }` compte ce qui reste
l10n-tool-no-message = aucun message « { $id } » en « { $lang } » ni en anglais
l10n-tool-not-translated = en anglais : non traduit
l10n-tool-same-all = --same désigne un par un les textes justes en anglais, pas avec --all (un fichier copié passerait pour traduit)
l10n-tool-name-ids = nommer les messages à confirmer, ou --all pour chaque message périmé de « { $lang } »
l10n-tool-no-translation = « { $lang } » n'a pas de traduction de « { $id } »
l10n-tool-confirmed =
    { $count } { $count ->
        [one] traduction confirmée
       *[other] traductions confirmées
    } de « { $lang } »
l10n-tool-confirmed-list = { $confirmed } : { $ids }
l10n-tool-new-not-a-code = « { $lang } » n'est pas un code de langue pour lequel préparer des fichiers
l10n-tool-new-not-a-code-hint = désigner la langue par son code ISO 639 en minuscules, p. ex. cs pour le tchèque
l10n-tool-new-unknown = « { $lang } » n'est pas une langue connue de CLDR
l10n-tool-new-unknown-hint = désigner la langue par son code ISO 639, p. ex. cs pour le tchèque
l10n-tool-new-exists = la langue « { $lang } » existe déjà
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` montre ce qui reste à traduire
# Les problèmes que listent `wsdv l10n check` et `status`, et leurs conseils.
l10n-problem-not-a-language = « { $lang } » n'est pas un code de langue connu de CLDR
l10n-problem-not-a-language-hint = nommer le dossier par son code ISO 639, par exemple « cs »
l10n-problem-duplicate = « { $id } » est défini deux fois
l10n-problem-first-defined = défini d'abord dans { $file }:{ $line }
l10n-problem-stub = « { $id } » attend sa traduction (affiché en anglais)
l10n-problem-stub-hint = l'anglais se trouve dans { $file }:{ $line } : { $english } ; écrire la traduction sous l'ébauche, puis supprimer l'ébauche
l10n-problem-fallback = « { $id } » est affiché en anglais (traduction en cours)
l10n-problem-english-has = l'anglais se trouve dans { $file }:{ $line } : { $english }
l10n-problem-missing = « { $id } » n'est pas traduit
l10n-problem-copied = « { $id } » est le texte anglais, inchangé
l10n-problem-copied-hint = le traduire ; ou, s'il est juste tel quel en « { $lang } » (un nom qui s'écrit de même), lancer `wsdv l10n confirm { $lang } { $id } --same`
l10n-problem-unused = « { $id } » n'existe pas en anglais (obsolète ou mal orthographié)
l10n-problem-no-record = rien n'indique quel texte anglais « { $id } » traduit
l10n-problem-no-record-hint = anglais : { $file }:{ $line } ; une fois la traduction vérifiée par rapport à lui, lancer `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale = « { $id } » est périmé : son anglais a changé depuis la traduction
l10n-problem-stale-hint = anglais : { $file }:{ $line } ; mettre la traduction à jour, puis lancer `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale-then-hint =
    anglais d'alors : { $then }
    anglais actuel :  { $now }
    anglais : { $file }:{ $line } ; mettre la traduction à jour, puis lancer `wsdv l10n confirm { $lang } { $id }`
l10n-problem-unknown-variable = « { $id } » utilise ${ $variable }, que l'anglais ne transmet pas
l10n-problem-icon-variable = « { $id } » utilise ${ $variable }, que le texte d'une carte ne transmet pas
l10n-problem-variables = variables : { $variables }
l10n-problem-leaves-out = il manque { $variables } dans « { $id } »
l10n-problem-english-at = anglais : { $file }:{ $line }
l10n-problem-plural = « { $id } » choisit une forme du pluriel mais il lui manque { $lacking }
l10n-problem-plural-hint = « { $lang } » a besoin de { $needed }
l10n-problem-reference = « { $id } » renvoie à « { $ref } », que « { $lang } » ne définit pas
l10n-problem-prose-version = « { $id } » décrit { $known ->
        [yes] la version { $recorded }
       *[no] une version inconnue
    } de sa règle, qui en est maintenant à la { $current }
l10n-problem-prose-version-hint = vérifier le texte par rapport à la règle, puis lancer `wsdv l10n confirm { $lang } { $id }` (cela fixe `.{ $attribute } = { $current }`)
l10n-problem-unsaid = la variante « { $variant } » change { $kind } { $name } d'une façon que seule sa notation exprime, et n'a pas de texte « { $id } » qui le dise en mots
l10n-problem-unsaid-hint = écrire « { $id } » dans content/locales/en/rules.ftl (ce que change la variante, en mots ; voir docs/guide/localization.md, « A variant's prose »), puis `wsdv l10n confirm en { $id }` enregistre la version décrite
l10n-problem-unknown-case-variant = « { $id } » a une variante pour le cas inconnu « { $case } »
l10n-problem-unknown-function = « { $id } » appelle la fonction inconnue { $function }()
l10n-problem-unknown-case = « { $id } » demande le cas inconnu « { $case } »
l10n-problem-cases = cas : { $cases }
l10n-problem-branch = « { $id } » : la variante [{ $key }] omet { $variables }, que les autres variantes utilisent
l10n-problem-branch-hint = écrire le nombre lui-même ({ "{" } ${ $variable } { "}" }), pas un mot ou un chiffre fixe
l10n-problem-cycle = « { $id } » renvoie à lui-même : { $loop }
l10n-problem-cycle-hint = un message ou un terme ne peut pas se contenir lui-même
l10n-problem-chain = « { $id } » ouvre une chaîne de plus de { $depth } renvois (un terme qui nomme un terme qui nomme un terme…), trop longue à mettre en forme
l10n-problem-chain-hint = renvoyer au texte lui-même, pas à travers tant de termes
l10n-problem-unnamed = { $kind } « { $name } » n'a pas de { $card ->
        [yes] titre
       *[no] nom
    } anglais
l10n-problem-unnamed-hint = ajouter `{ $id } = ...` à { $file }
l10n-problem-orphan-name = « { $id } » ne nomme aucun { $kind } du contenu
l10n-problem-orphan-name-hint = le supprimer, ou vérifier l'identifiant (les identifiants écrivent « - » pour « _ »)
l10n-problem-orphan-record = « { $id } » sont les mots d'aucun { $record } d'aucune carte
l10n-problem-orphan-record-hint = le supprimer de toutes les langues, ou le nommer sur sa carte : `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = « { $id } » dit « { $word } » là où le lexique a « { $term } »
l10n-problem-term-hint = { $file }:{ $line } : { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(admis : { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = la page « { $page } » n'est pas traduite (le site montre l'anglais)
l10n-problem-page-translate = traduire { $english }
l10n-problem-page-stub = la page « { $page } » attend sa traduction
l10n-problem-page-stub-hint = la traduire, supprimer sa première ligne, puis lancer `wsdv l10n confirm { $lang } { $page }`
l10n-problem-page-copied = la page « { $page } » est son texte anglais, inchangé
l10n-problem-page-translate-from = la traduire depuis { $english }
l10n-problem-page-no-record = rien n'indique quel texte anglais la page « { $page } » traduit
l10n-problem-page-stale = la page « { $page } » est périmée : son anglais a changé depuis la traduction
l10n-problem-page-stale-hint = anglais : { $english } ; vérifier la traduction par rapport à lui, puis lancer `wsdv l10n confirm { $lang } { $page }`

# Un fichier de langue que Fluent ne sait pas lire (wsdv l10n check), à l'endroit où la lecture s'est arrêtée.
l10n-problem-read-fluent = Fluent ne sait pas lire ceci : { $code ->
        [E0002] une entrée doit commencer ici (un identifiant de message, un -terme ou un commentaire #)
        [E0003] « { $arg } » est attendu ici
        [E0004] un caractère de l'intervalle « { $arg } » est attendu ici
        [E0005] le message « { $arg } » n'a ni valeur ni attributs
        [E0006] le terme « -{ $arg } » n'a pas de valeur
        [E0007] la clé d'une variante ne peut pas finir par une espace
        [E0008] seule une fonction (en majuscules) ou un -terme peut être appelé
        [E0009] le nom d'un argument doit être un identifiant simple
        [E0010] l'une des variantes doit être marquée par défaut avec *
        [E0011] au moins une variante doit suivre « -> »
        [E0012] une valeur est attendue ici
        [E0013] la clé d'une variante est attendue ici
        [E0014] un littéral (un nombre ou un "texte") est attendu ici
        [E0015] une seule variante peut être celle par défaut (*)
        [E0016] un message ne peut pas servir de sélecteur
        [E0017] un terme ne peut pas servir de sélecteur
        [E0018] l'attribut d'un message ne peut pas servir de sélecteur
        [E0019] l'attribut d'un terme ne peut pas être inséré comme expression
        [E0020] un "texte" entre guillemets n'est pas fermé
        [E0021] les arguments positionnels doivent précéder les arguments nommés
        [E0022] un argument est nommé deux fois
        [E0025] \{ $arg } n'est pas une séquence d'échappement que Fluent connaît
        [E0026] { $arg } n'est pas une séquence d'échappement Unicode valide
        [E0027] une accolade fermante sans accolade ouvrante
        [E0028] une expression est attendue entre les accolades
        [E0029] un sélecteur doit être une expression simple (une variable, un appel de fonction)
       *[other] quelque chose que Fluent n'admet pas ici ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] tant que ce n'est pas corrigé, l'entrée est écartée (affichée en anglais) ; la syntaxe de Fluent est expliquée sur https://projectfluent.org/fluent/guide/
       *[other] tant que ce n'est pas corrigé, l'entrée « { $entry } », à partir de la ligne { $entry_line }, est écartée (affichée en anglais) ; la syntaxe de Fluent est expliquée sur https://projectfluent.org/fluent/guide/
    }
l10n-problem-read-unreadable = impossible de lire ce fichier : { $code ->
        [ENOENT] il n'est plus là
        [EACCES] sa lecture n'est pas permise
       *[other] le système a refusé ({ $code })
    }
l10n-problem-read-unreadable-hint = faites-en un fichier ordinaire lisible, ou supprimez-le
l10n-problem-read-not-utf8 = l'octet { $byte } n'est pas du texte UTF-8
l10n-problem-read-not-utf8-hint = enregistrez le fichier en UTF-8
l10n-problem-read-nul = un caractère NUL : ce n'est pas un fichier texte
l10n-problem-read-nul-hint = enregistrez le fichier en texte UTF-8 simple
l10n-problem-read-control = un caractère de contrôle ({ $char }) : un terminal l'exécute au lieu de l'afficher
l10n-problem-read-control-hint = supprimez-le ; le texte d'un message ne contient aucun caractère de contrôle
l10n-problem-read-deep = les expressions sont imbriquées sur plus de { $depth } niveaux
l10n-problem-read-deep-hint = écrivez le texte avec moins d'accolades dans des accolades
