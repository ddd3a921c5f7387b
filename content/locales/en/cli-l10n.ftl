# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] language
        [coverage] coverage
        [missing] missing
        [untranslated] untransl.
        [stale] stale
        [unused] unused
        [variables] variables
        [plural] plurals
       *[other] other
    }
l10n-tool-work-in-progress = work in progress: { $count } shown in English
l10n-tool-language-problems =
    { $lang }: { $count } { $count ->
        [one] problem
       *[other] problems
    }
l10n-tool-content-errors = the content has errors; the locales cannot be checked against it (run `wsdv check`)
l10n-tool-variant-errors = the variant '{ $name }' has errors; the locales cannot be checked against it (run `wsdv check --variant { $name }`)
l10n-tool-problems =
    { $count } { $count ->
        [one] problem
       *[other] problems
    } in the locales
l10n-tool-ok =
    locales OK: { $count } { $count ->
        [one] language
       *[other] languages
    } ({ $langs }), { $units } English messages and names
l10n-tool-shipped = the shipped content is installed with wsdv and is not changed in place
l10n-tool-shipped-hint = copy it (and the docs/ beside it) and name the copy with --content DIR
l10n-tool-no-docs = note: no docs/ beside { $content }: the site's words and pages are not scaffolded (copy the docs/ folder beside the content to translate them too)
l10n-tool-scaffolded =
    scaffolded '{ $lang }': { $count } { $count ->
        [one] file
       *[other] files
    } in { $folders }, every text waiting for its translation
l10n-tool-plurals = plural forms in { $lang } (CLDR): { $forms }
l10n-tool-next = next: translate each stub (the English is quoted above it); `wsdv l10n status { $lang }` counts what is left
l10n-tool-no-message = no message '{ $id }' in '{ $lang }' or in English
l10n-tool-not-translated = English: not translated
l10n-tool-same-all = --same names the texts that are right in English one by one, not --all (a copied file would pass as translated)
l10n-tool-name-ids = name the messages to confirm, or --all for every stale one of '{ $lang }'
l10n-tool-no-translation = '{ $lang }' has no translation of '{ $id }'
l10n-tool-confirmed =
    confirmed { $count } { $count ->
        [one] translation
       *[other] translations
    } of '{ $lang }'
l10n-tool-confirmed-list = { $confirmed }: { $ids }
