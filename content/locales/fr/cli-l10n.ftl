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
