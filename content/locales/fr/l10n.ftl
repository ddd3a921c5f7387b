# Messages de wsdv sur les fichiers de traduction eux-mêmes (sur stderr). Identifiants : voir en/l10n.ftl.
l10n-fallback-missing = [{ $lang }] « { $id } » n'est pas traduit : le texte anglais est affiché
l10n-fallback-format = [{ $lang }] impossible de mettre en forme « { $id } » ({ $detail }) : le texte anglais est affiché
l10n-fallback-unnamed = [{ $lang }] « { $id } » n'a de nom dans aucune langue : son identifiant est affiché
l10n-fallback-unknown-case = [{ $lang }] « { $id } » demande le cas « { $detail } », qui n'existe pas : la forme de base est affichée
l10n-fallback-no-case = [{ $lang }] « { $id } » n'a pas de forme pour le cas « { $detail } » : la forme de base est affichée
l10n-english-unformattable = impossible de mettre en forme « { $id } », même en anglais : { $detail }
l10n-cause-variable = { $name } n'est pas fourni
l10n-cause-reference = { $name } n'est pas défini
l10n-cause-function = la fonction { $name } est inconnue
l10n-cause-cycle = l'entrée se contient elle-même
l10n-cause-depth = ses références s'imbriquent trop profondément (une chaîne de termes bien plus longue qu'aucun texte n'en a besoin)
l10n-cause-other = { $name }
l10n-hint-english = texte anglais : { $where }
l10n-hint-strict = sans --strict, ce n'est qu'un avertissement et le texte anglais est affiché
l10n-hint-check = `wsdv l10n check` trouve ces erreurs avant la partie
l10n-hint-did-you-mean = vouliez-vous dire « { $word } » ?
l10n-fallback-absent = [{ $lang }] aucune langue n'a le message « { $id } » : son identifiant est affiché
l10n-waiting = { $count ->
        [one] { $count } texte attend sa traduction
       *[other] { $count } textes attendent leur traduction
    } : { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = erreur
l10n-label-warning = avertissement
l10n-label-hint = conseil
# Les deux-points après le lieu et après l'étiquette (« fichier:1:2 : erreur : … ») : une espace insécable les précède.
l10n-label-colon =  :
