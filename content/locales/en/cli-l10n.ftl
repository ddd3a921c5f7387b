# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists and their hints are the l10n-problem-* messages below.
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
l10n-tool-new-not-a-code = '{ $lang }' is not a language code to scaffold
l10n-tool-new-not-a-code-hint = name the language by its ISO 639 code in lower case, e.g. cs for Czech
l10n-tool-new-unknown = '{ $lang }' is not a language CLDR knows
l10n-tool-new-unknown-hint = name the language by its ISO 639 code, e.g. cs for Czech
l10n-tool-new-exists = the language '{ $lang }' is already there
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` shows what is left to translate
# The problems `wsdv l10n check` and `status` list, and their hints (the checks' own words).
l10n-problem-not-a-language = '{ $lang }' is not a language code CLDR knows
l10n-problem-not-a-language-hint = name the folder by its ISO 639 code, e.g. 'cs'
l10n-problem-duplicate = '{ $id }' is defined twice
l10n-problem-first-defined = first defined in { $file }:{ $line }
l10n-problem-stub = '{ $id }' waits for its translation (shown in English)
l10n-problem-stub-hint = English has it in { $file }:{ $line }: { $english }; write it beneath its stub, then delete the stub
l10n-problem-fallback = '{ $id }' is shown in English (work in progress)
l10n-problem-english-has = English has it in { $file }:{ $line }: { $english }
l10n-problem-missing = '{ $id }' is not translated
l10n-problem-copied = '{ $id }' is its English text, unchanged
l10n-problem-copied-hint = translate it; or, if it is right as it is in '{ $lang }' (a name written alike), run `wsdv l10n confirm { $lang } { $id } --same`
l10n-problem-unused = '{ $id }' is not in English (obsolete or misspelt)
l10n-problem-no-record = '{ $id }' has no record of the English it translates
l10n-problem-no-record-hint = English: { $file }:{ $line }; once the translation is checked against it, run `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale = '{ $id }' is stale: its English has changed since it was translated
l10n-problem-stale-hint = English: { $file }:{ $line }; update the translation, then run `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale-then-hint =
    English then: { $then }
    English now:  { $now }
    English: { $file }:{ $line }; update the translation, then run `wsdv l10n confirm { $lang } { $id }`
l10n-problem-unknown-variable = '{ $id }' uses ${ $variable }, which English does not pass
l10n-problem-icon-variable = '{ $id }' uses ${ $variable }, which a card's text does not pass
l10n-problem-variables = variables: { $variables }
l10n-problem-leaves-out = '{ $id }' leaves out { $variables }
l10n-problem-english-at = English: { $file }:{ $line }
l10n-problem-plural = '{ $id }' chooses a plural form but lacks { $lacking }
l10n-problem-plural-hint = '{ $lang }' needs { $needed }
l10n-problem-reference = '{ $id }' refers to '{ $ref }', which '{ $lang }' does not define
l10n-problem-prose-version = '{ $id }' describes version { $known ->
        [yes] { $recorded }
       *[no] (none)
    } of its rule, which is now { $current }
l10n-problem-prose-version-hint = check the text against the rule, then run `wsdv l10n confirm { $lang } { $id }` (it sets `.{ $attribute } = { $current }`)
l10n-problem-unsaid = the variant '{ $variant }' changes { $kind } { $name } in ways only its notation says, and has no prose '{ $id }' to say them in words
l10n-problem-unsaid-hint = write '{ $id }' in content/locales/en/rules.ftl (what the variant changes, in words; see docs/guide/localization.md, "A variant's prose"), then `wsdv l10n confirm en { $id }` records the version it describes
l10n-problem-unknown-case-variant = '{ $id }' has a variant for the unknown case '{ $case }'
l10n-problem-unknown-function = '{ $id }' calls the unknown function { $function }()
l10n-problem-unknown-case = '{ $id }' asks for the unknown case '{ $case }'
l10n-problem-cases = cases: { $cases }
l10n-problem-branch = '{ $id }': the variant [{ $key }] leaves out { $variables }, which the other variants use
l10n-problem-branch-hint = write the number itself ({ "{" } ${ $variable } { "}" }), not a fixed word or digit
l10n-problem-cycle = '{ $id }' refers to itself: { $loop }
l10n-problem-cycle-hint = a message or term cannot contain itself
l10n-problem-chain = '{ $id }' starts a chain of more than { $depth } references (a term naming a term naming a term...), too long to format
l10n-problem-chain-hint = refer to the text itself, not through so many terms
l10n-problem-unnamed = { $kind } '{ $name }' has no English { $card ->
        [yes] title
       *[no] name
    }
l10n-problem-unnamed-hint = add `{ $id } = ...` to { $file }
l10n-problem-orphan-name = '{ $id }' names no { $kind } of the content
l10n-problem-orphan-name-hint = remove it, or check the id (ids use '-' for '_')
l10n-problem-orphan-record = '{ $id }' is the words of no { $record } of any card
l10n-problem-orphan-record-hint = remove it from every language, or name it on its card: `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = '{ $id }' says '{ $word }' where the term base has '{ $term }'
l10n-problem-term-hint = { $file }:{ $line }: { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(allowed: { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = the page '{ $page }' is not translated (the site shows the English)
l10n-problem-page-translate = translate { $english }
l10n-problem-page-stub = the page '{ $page }' waits for its translation
l10n-problem-page-stub-hint = translate it, delete its first line, then run `wsdv l10n confirm { $lang } { $page }`
l10n-problem-page-copied = the page '{ $page }' is its English text, unchanged
l10n-problem-page-translate-from = translate it from { $english }
l10n-problem-page-no-record = the page '{ $page }' has no record of the English it translates
l10n-problem-page-stale = the page '{ $page }' is stale: its English has changed since it was translated
l10n-problem-page-stale-hint = English: { $english }; check the translation against it, then run `wsdv l10n confirm { $lang } { $page }`

# A locale file Fluent cannot read (wsdv l10n check), at the place where the reading stopped.
l10n-problem-read-fluent = Fluent cannot read this: { $code ->
        [E0002] an entry must start here (a message id, a -term, or a # comment)
        [E0003] "{ $arg }" is expected here
        [E0004] a character from the range "{ $arg }" is expected here
        [E0005] the message "{ $arg }" has neither a value nor attributes
        [E0006] the term "-{ $arg }" has no value
        [E0007] a variant's key cannot end with a space
        [E0008] only a function (in capitals) or a -term can be called
        [E0009] an argument's name must be a plain identifier
        [E0010] one of the variants must be marked as the default with *
        [E0011] at least one variant must follow "->"
        [E0012] a value is expected here
        [E0013] a variant's key is expected here
        [E0014] a literal (a number or a "text") is expected here
        [E0015] only one variant can be the default (*)
        [E0016] a message cannot be used as a selector
        [E0017] a term cannot be used as a selector
        [E0018] a message's attribute cannot be used as a selector
        [E0019] a term's attribute cannot be used as a placeable
        [E0020] a "text" in quotes is not closed
        [E0021] positional arguments must come before named ones
        [E0022] an argument is named twice
        [E0025] \{ $arg } is not an escape Fluent knows
        [E0026] { $arg } is not a valid Unicode escape
        [E0027] a closing brace without its opening one
        [E0028] an expression is expected inside the braces
        [E0029] a selector must be a simple expression (a variable, a function call)
       *[other] something Fluent does not allow here ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] the entry is left out (shown in English) until this is fixed; Fluent's syntax is explained at https://projectfluent.org/fluent/guide/
       *[other] the entry '{ $entry }', from line { $entry_line }, is left out (shown in English) until this is fixed; Fluent's syntax is explained at https://projectfluent.org/fluent/guide/
    }
l10n-problem-read-unreadable = cannot read this file: { $code ->
        [ENOENT] it is no longer there
        [EACCES] reading it is not allowed
       *[other] the system refused ({ $code })
    }
l10n-problem-read-unreadable-hint = make the file a readable regular file, or remove it
l10n-problem-read-not-utf8 = byte { $byte } is not UTF-8 text
l10n-problem-read-not-utf8-hint = save the file as UTF-8
l10n-problem-read-nul = a NUL character: this is not a text file
l10n-problem-read-nul-hint = save the file as plain UTF-8 text
l10n-problem-read-control = a control character ({ $char }): a terminal acts on it instead of showing it
l10n-problem-read-control-hint = delete it; a message's text holds no control characters
l10n-problem-read-deep = placeables nest more than { $depth } deep
l10n-problem-read-deep-hint = write the text with fewer braces inside braces
