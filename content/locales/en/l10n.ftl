# wsdv's reports about the locales themselves, shown on stderr while a command prints in a
# language: a text that falls back to English (or to a plain form), and an English message
# that cannot be formatted. $lang is the language code, $id the message or term, $detail
# the case asked for or what failed (an l10n-cause-* message).
l10n-fallback-missing = [{ $lang }] '{ $id }' is not translated: the English text is shown
l10n-fallback-format = [{ $lang }] '{ $id }' cannot be formatted ({ $detail }): the English text is shown
l10n-fallback-unnamed = [{ $lang }] '{ $id }' has no name in any language: its id is shown
l10n-fallback-unknown-case = [{ $lang }] '{ $id }' asks for the case '{ $detail }', which does not exist: the plain form is shown
l10n-fallback-no-case = [{ $lang }] '{ $id }' has no form for the case '{ $detail }': the plain form is shown
l10n-english-unformattable = '{ $id }' cannot be formatted, not even in English: { $detail }
l10n-cause-variable = { $name } is not given
l10n-cause-reference = { $name } is not defined
l10n-cause-function = the function { $name } is not known
l10n-cause-cycle = the entry contains itself
l10n-cause-depth = its references nest too deeply (a chain of terms far longer than any text needs)
l10n-cause-other = { $name }
l10n-hint-english = English: { $where }
l10n-hint-strict = without --strict this is a warning and the English text is shown
l10n-hint-check = `wsdv l10n check` finds such problems before a game
l10n-hint-did-you-mean = did you mean '{ $word }'?
l10n-fallback-absent = [{ $lang }] no language has the message '{ $id }': its id is shown
# A designer drafting in English: the texts other languages lack, told in one line at the end of a command.
l10n-waiting = { $count ->
        [one] { $count } text waits
       *[other] { $count } texts wait
    } for translation in { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = error
l10n-label-warning = warning
l10n-label-hint = hint
# The colon after a place and after a label ("file:1:2: error: ..."); French writes a no-break space before it.
l10n-label-colon = :
