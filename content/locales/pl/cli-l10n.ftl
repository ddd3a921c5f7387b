# The words of `wsdv l10n` itself (status, check, confirm, preview, new), in the reader's language: the
# environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). The problems it lists keep the checks' own words.
l10n-tool-column =
    { $column ->
        [language] język
        [coverage] pokrycie
        [missing] brak
        [untranslated] nieprzetł.
        [stale] nieaktual.
        [unused] nieużyw.
        [variables] zmienne
        [plural] l. mnoga
       *[other] inne
    }
l10n-tool-work-in-progress =
    w toku: { $count } { $count ->
        [one] pokazany po angielsku
        [few] pokazane po angielsku
       *[many] pokazanych po angielsku
    }
l10n-tool-language-problems =
    { $lang }: { $count } { $count ->
        [one] problem
        [few] problemy
       *[many] problemów
    }
l10n-tool-content-errors = treść zawiera błędy; nie można na niej sprawdzić plików językowych (uruchom `wsdv check`)
l10n-tool-variant-errors = wariant „{ $name }” zawiera błędy; nie można na nim sprawdzić plików językowych (uruchom `wsdv check --variant { $name }`)
l10n-tool-problems =
    { $count } { $count ->
        [one] problem
        [few] problemy
       *[many] problemów
    } w plikach językowych
l10n-tool-ok = pliki językowe w porządku: języki: { $count } ({ $langs }), angielskie komunikaty i nazwy: { $units }
l10n-tool-shipped = dostarczona treść jest zainstalowana razem z wsdv i nie jest zmieniana w miejscu
l10n-tool-shipped-hint = skopiuj ją (i docs/ obok niej) i wskaż kopię przez --content FOLDER
l10n-tool-no-docs = uwaga: brak docs/ obok { $content }: słowa i strony serwisu nie zostaną utworzone (skopiuj folder docs/ obok treści, by je też przetłumaczyć)
l10n-tool-scaffolded = utworzono szkielet „{ $lang }”: plików: { $count } w { $folders }, każdy tekst czeka na tłumaczenie
l10n-tool-plurals = formy liczby mnogiej w { $lang } (CLDR): { $forms }
l10n-tool-next = dalej: przetłumacz każdy szkic (tekst angielski jest zacytowany nad nim); `wsdv l10n status { $lang }` policzy, co zostało
l10n-tool-no-message = brak komunikatu „{ $id }” w „{ $lang }” ani po angielsku
l10n-tool-not-translated = po angielsku: nieprzetłumaczone
l10n-tool-same-all = --same wskazuje teksty poprawne po angielsku pojedynczo, nie przez --all (skopiowany plik uchodziłby za przetłumaczony)
l10n-tool-name-ids = wskaż komunikaty do potwierdzenia albo --all dla wszystkich nieaktualnych w „{ $lang }”
l10n-tool-no-translation = „{ $lang }” nie ma tłumaczenia „{ $id }”
l10n-tool-confirmed = potwierdzono tłumaczenia „{ $lang }”: { $count }
l10n-tool-confirmed-list = { $confirmed } ({ $ids })
