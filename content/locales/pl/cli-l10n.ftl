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
l10n-tool-new-not-a-code = „{ $lang }” nie jest kodem języka, dla którego można przygotować pliki
l10n-tool-new-not-a-code-hint = podaj kod języka według ISO 639, małymi literami, np. cs dla czeskiego
l10n-tool-new-unknown = „{ $lang }” nie jest językiem znanym CLDR
l10n-tool-new-unknown-hint = podaj kod języka według ISO 639, np. cs dla czeskiego
l10n-tool-new-exists = język „{ $lang }” już istnieje
l10n-tool-new-exists-hint = `wsdv l10n status { $lang }` pokazuje, co zostało do przetłumaczenia
# Problemy, które wypisują `wsdv l10n check` i `status`, oraz ich wskazówki.
l10n-problem-not-a-language = „{ $lang }” nie jest kodem języka znanym CLDR
l10n-problem-not-a-language-hint = nazwij folder kodem ISO 639, np. „cs”
l10n-problem-duplicate = „{ $id }” zdefiniowano dwa razy
l10n-problem-first-defined = pierwsza definicja: { $file }:{ $line }
l10n-problem-stub = „{ $id }” czeka na tłumaczenie (wyświetlane po angielsku)
l10n-problem-stub-hint = tekst angielski jest w { $file }:{ $line }: { $english }; wpisz tłumaczenie pod szkicem, a potem usuń szkic
l10n-problem-fallback = „{ $id }” jest wyświetlane po angielsku (tłumaczenie w toku)
l10n-problem-english-has = tekst angielski jest w { $file }:{ $line }: { $english }
l10n-problem-missing = „{ $id }” nie jest przetłumaczone
l10n-problem-copied = „{ $id }” to niezmieniony tekst angielski
l10n-problem-copied-hint = przetłumacz go; a jeśli w „{ $lang }” brzmi tak samo (np. nazwa pisana identycznie), uruchom `wsdv l10n confirm { $lang } { $id } --same`
l10n-problem-unused = „{ $id }” nie występuje w wersji angielskiej (przestarzałe lub z literówką)
l10n-problem-no-record = dla „{ $id }” brak zapisu, z jakiego tekstu angielskiego je przetłumaczono
l10n-problem-no-record-hint = tekst angielski: { $file }:{ $line }; gdy sprawdzisz z nim tłumaczenie, uruchom `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale = „{ $id }” jest nieaktualne: tekst angielski zmienił się od czasu tłumaczenia
l10n-problem-stale-hint = tekst angielski: { $file }:{ $line }; popraw tłumaczenie, a potem uruchom `wsdv l10n confirm { $lang } { $id }`
l10n-problem-stale-then-hint =
    angielski wtedy: { $then }
    angielski teraz: { $now }
    tekst angielski: { $file }:{ $line }; popraw tłumaczenie, a potem uruchom `wsdv l10n confirm { $lang } { $id }`
l10n-problem-unknown-variable = „{ $id }” używa zmiennej ${ $variable }, której wersja angielska nie przekazuje
l10n-problem-icon-variable = „{ $id }” używa zmiennej ${ $variable }, której tekst karty nie przekazuje
l10n-problem-variables = zmienne: { $variables }
l10n-problem-leaves-out = w „{ $id }” brakuje { $variables }
l10n-problem-english-at = tekst angielski: { $file }:{ $line }
l10n-problem-plural = „{ $id }” wybiera formę liczby mnogiej, ale brak w nim kategorii { $lacking }
l10n-problem-plural-hint = „{ $lang }” potrzebuje kategorii { $needed }
l10n-problem-reference = „{ $id }” odwołuje się do „{ $ref }”, którego „{ $lang }” nie definiuje
l10n-problem-prose-version = „{ $id }” opisuje { $known ->
        [yes] wersję { $recorded }
       *[no] nieznaną wersję
    } swojej reguły, a obecna to { $current }
l10n-problem-prose-version-hint = sprawdź tekst z regułą, a potem uruchom `wsdv l10n confirm { $lang } { $id }` (ustawia `.{ $attribute } = { $current }`)
l10n-problem-unsaid = wariant „{ $variant }” zmienia { $kind } { $name } w sposób zapisany tylko w notacji i nie ma opisu „{ $id }”, który ujmie to słowami
l10n-problem-unsaid-hint = napisz „{ $id }” w content/locales/en/rules.ftl (co zmienia wariant, słowami; zob. docs/guide/localization.md, „A variant's prose”), a potem `wsdv l10n confirm en { $id }` zapisze opisaną wersję
l10n-problem-unknown-case-variant = „{ $id }” ma wariant dla nieznanego przypadku „{ $case }”
l10n-problem-unknown-function = „{ $id }” wywołuje nieznaną funkcję { $function }()
l10n-problem-unknown-case = „{ $id }” żąda nieznanego przypadku „{ $case }”
l10n-problem-cases = przypadki: { $cases }
l10n-problem-branch = „{ $id }”: w wariancie [{ $key }] brakuje { $variables }, których używają pozostałe warianty
l10n-problem-branch-hint = wpisz samą liczbę ({ "{" } ${ $variable } { "}" }), a nie stałe słowo czy cyfrę
l10n-problem-cycle = „{ $id }” odwołuje się do samego siebie: { $loop }
l10n-problem-cycle-hint = komunikat ani termin nie może zawierać samego siebie
l10n-problem-chain = „{ $id }” zaczyna łańcuch ponad { $depth } odwołań (termin nazywający termin nazywający termin…), zbyt długi, by go sformatować
l10n-problem-chain-hint = odwołaj się do samego tekstu, nie przez tyle terminów
l10n-problem-unnamed = { $kind } „{ $name }” nie ma angielskiej { $card ->
        [yes] nazwy karty
       *[no] nazwy
    }
l10n-problem-unnamed-hint = dodaj `{ $id } = ...` do { $file }
l10n-problem-orphan-name = „{ $id }” nie nazywa żadnego elementu typu { $kind } w treści
l10n-problem-orphan-name-hint = usuń go albo sprawdź identyfikator (w identyfikatorach „-” zastępuje „_”)
l10n-problem-orphan-record = „{ $id }” to słowa, które nie należą do żadnego wpisu { $record } żadnej karty
l10n-problem-orphan-record-hint = usuń go ze wszystkich języków albo wskaż go na jego karcie: `{ $record } "YYYY" source ... text { $text }`
l10n-problem-term = „{ $id }” mówi „{ $word }”, a baza terminów ma „{ $term }”
l10n-problem-term-hint = { $file }:{ $line }: { $term } <- { $rejected }{ $has_allowed ->
        [yes] { " " }(dozwolone: { $allowed })
       *[no] { "" }
    }
l10n-problem-page-missing = strona „{ $page }” nie jest przetłumaczona (serwis pokazuje wersję angielską)
l10n-problem-page-translate = przetłumacz { $english }
l10n-problem-page-stub = strona „{ $page }” czeka na tłumaczenie
l10n-problem-page-stub-hint = przetłumacz ją, usuń jej pierwszy wiersz, a potem uruchom `wsdv l10n confirm { $lang } { $page }`
l10n-problem-page-copied = strona „{ $page }” to niezmieniony tekst angielski
l10n-problem-page-translate-from = przetłumacz ją z { $english }
l10n-problem-page-no-record = dla strony „{ $page }” brak zapisu, z jakiego tekstu angielskiego ją przetłumaczono
l10n-problem-page-stale = strona „{ $page }” jest nieaktualna: tekst angielski zmienił się od czasu tłumaczenia
l10n-problem-page-stale-hint = tekst angielski: { $english }; sprawdź z nim tłumaczenie, a potem uruchom `wsdv l10n confirm { $lang } { $page }`

# Plik językowy, którego Fluent nie potrafi odczytać (wsdv l10n check), w miejscu, gdzie odczyt się zatrzymał.
l10n-problem-read-fluent = Fluent nie potrafi tego odczytać: { $code ->
        [E0002] tu musi się zaczynać wpis (identyfikator komunikatu, -termin albo komentarz #)
        [E0003] tu oczekiwano „{ $arg }”
        [E0004] tu oczekiwano znaku z zakresu „{ $arg }”
        [E0005] komunikat „{ $arg }” nie ma ani wartości, ani atrybutów
        [E0006] termin „-{ $arg }” nie ma wartości
        [E0007] klucz wariantu nie może kończyć się spacją
        [E0008] wywołać można tylko funkcję (wielkimi literami) albo -termin
        [E0009] nazwa argumentu musi być prostym identyfikatorem
        [E0010] jeden z wariantów musi być oznaczony gwiazdką * jako domyślny
        [E0011] po „->” musi następować co najmniej jeden wariant
        [E0012] tu oczekiwano wartości
        [E0013] tu oczekiwano klucza wariantu
        [E0014] tu oczekiwano literału (liczby albo "tekstu")
        [E0015] tylko jeden wariant może być domyślny (*)
        [E0016] komunikat nie może być selektorem
        [E0017] termin nie może być selektorem
        [E0018] atrybut komunikatu nie może być selektorem
        [E0019] atrybutu terminu nie można wstawić jako wyrażenia
        [E0020] "tekst" w cudzysłowie nie jest zamknięty
        [E0021] argumenty pozycyjne muszą stać przed nazwanymi
        [E0022] argument nazwano dwa razy
        [E0025] \{ $arg } to sekwencja ucieczki nieznana Fluentowi
        [E0026] { $arg } nie jest poprawną sekwencją Unicode
        [E0027] nawias zamykający bez otwierającego
        [E0028] w nawiasach oczekiwano wyrażenia
        [E0029] selektor musi być prostym wyrażeniem (zmienną, wywołaniem funkcji)
       *[other] coś, czego Fluent tu nie dopuszcza ({ $code })
    }
l10n-problem-read-fluent-hint = { $entry ->
        [none] dopóki tego nie poprawisz, wpis jest pomijany (pokazuje się po angielsku); składnię Fluenta opisuje https://projectfluent.org/fluent/guide/
       *[other] dopóki tego nie poprawisz, wpis „{ $entry }” od wiersza { $entry_line } jest pomijany (pokazuje się po angielsku); składnię Fluenta opisuje https://projectfluent.org/fluent/guide/
    }
l10n-problem-read-unreadable = nie można odczytać tego pliku: { $code ->
        [ENOENT] już go nie ma
        [EACCES] brak uprawnień do odczytu
       *[other] system odmówił ({ $code })
    }
l10n-problem-read-unreadable-hint = zrób z niego zwykły plik, który da się odczytać, albo go usuń
l10n-problem-read-not-utf8 = bajt { $byte } nie jest tekstem UTF-8
l10n-problem-read-not-utf8-hint = zapisz plik w kodowaniu UTF-8
l10n-problem-read-nul = znak NUL: to nie jest plik tekstowy
l10n-problem-read-nul-hint = zapisz plik jako zwykły tekst UTF-8
l10n-problem-read-control = znak sterujący ({ $char }): terminal wykonuje go zamiast go pokazać
l10n-problem-read-control-hint = usuń go; tekst komunikatu nie zawiera znaków sterujących
l10n-problem-read-deep = wyrażenia są zagnieżdżone na ponad { $depth } poziomów
l10n-problem-read-deep-hint = napisz tekst z mniejszą liczbą nawiasów w nawiasach
