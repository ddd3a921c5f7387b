# Komunikaty wsdv o samych plikach tłumaczeń (na stderr). Identyfikatory: zob. en/l10n.ftl.
l10n-fallback-missing = [{ $lang }] „{ $id }” nie ma tłumaczenia: pokazano tekst angielski
l10n-fallback-format = [{ $lang }] nie da się sformatować „{ $id }” ({ $detail }): pokazano tekst angielski
l10n-fallback-unnamed = [{ $lang }] „{ $id }” nie ma nazwy w żadnym języku: pokazano identyfikator
l10n-fallback-unknown-case = [{ $lang }] „{ $id }” żąda przypadku „{ $detail }”, który nie istnieje: pokazano formę podstawową
l10n-fallback-no-case = [{ $lang }] „{ $id }” nie ma formy dla przypadku „{ $detail }”: pokazano formę podstawową
l10n-english-unformattable = nie da się sformatować „{ $id }”, nawet po angielsku: { $detail }
l10n-cause-variable = nie przekazano { $name }
l10n-cause-reference = { $name } nie jest zdefiniowane
l10n-cause-function = nieznana funkcja { $name }
l10n-cause-cycle = wpis zawiera sam siebie
l10n-cause-depth = jego odwołania są zagnieżdżone zbyt głęboko (łańcuch terminów znacznie dłuższy, niż potrzebuje jakikolwiek tekst)
l10n-cause-other = { $name }
l10n-hint-english = tekst angielski: { $where }
l10n-hint-strict = bez --strict to tylko ostrzeżenie i pokazywany jest tekst angielski
l10n-hint-check = `wsdv l10n check` wykrywa takie błędy przed grą
l10n-hint-did-you-mean = czy chodziło o „{ $word }”?
l10n-fallback-absent = [{ $lang }] żaden język nie ma komunikatu „{ $id }”: pokazano identyfikator
l10n-waiting = { $count ->
        [one] { $count } tekst czeka
        [few] { $count } teksty czekają
        [many] { $count } tekstów czeka
       *[other] { $count } tekstu czeka
    } na tłumaczenie: { $langs } (wsdv l10n status)

# The labels of a located message in these words ("file:line:col: warning: ...", "hint: ...").
l10n-label-error = błąd
l10n-label-warning = ostrzeżenie
l10n-label-hint = wskazówka
# Dwukropek po miejscu i po etykiecie („plik:1:2: błąd: …”).
l10n-label-colon = :
