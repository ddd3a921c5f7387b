# Komunikaty sprawdzania treści (`wsdv check`): zob. en/diagnostics.ftl.

check-kind = { $kind ->
        [province] prowincja
        [city] miasto
        [group] grupa
        [country] kraj
        [side] strona
        [track] tor
        [piece] element
        [phase] faza
        [card] karta
        [decade] dekada
        [icon] ikona
        [flag] znacznik stanu
        [sequence] kolejność
        [outcome] koniec gry
        [routine] procedura
        [zone] strefa
        [pile] stos
        [box] pole
        [action] akcja
        [connection] połączenie
        [variant] wariant
        [figure] figura
        [pictogram] piktogram
        [sector] sektor
        [deck] talia
        [setup] przygotowanie
        [bot] bot
        [feature] cecha
        [proposal] propozycja
        [shortlist] preselekcja
        [none] deklaracja
       *[other] { $kind }
    }
check-or = { $first } lub { $last }
check-a = { $type ->
        [number] liczba
        [text] tekst
        [list] lista
        [bool] wartość tak/nie
        [side] strona
        [track] tor
        [piece] element
        [province] prowincja
        [city] miasto
        [group] grupa
        [phase] faza
        [card] karta
       *[other] { $type }
    }
check-label-while-running = podczas wykonywania
check-count-errors = Błędy w treści: { $n }
check-count-warnings = Ostrzeżenia w treści: { $n }
check-count-strict = (--strict: liczą się jako błędy)

check-unknown = nieznana nazwa '{ $value }' (oczekiwano: { $kinds })
check-unknown-hint = czy chodziło o '{ $near }'?
check-wrong-kind = '{ $value }' to nazwa innego rodzaju: { $kind_noun } (oczekiwano: { $kinds })
check-wrong-kind-hint = czy chodziło o '{ $near }'?
check-unknown-call = nieznana ikona lub operacja `{ $fn }`
check-unknown-call-hint = czy chodziło o '{ $near }'?
check-arity = `{ $fn }` przyjmuje argumentów: { $span ->
        [single] { $lo }
       *[other] od { $lo } do { $hi }
    }; podano: { $found }
check-arity-hint = jej parametry: { $params }
check-no-parameter = `{ $fn }` nie ma parametru `{ $key }`
check-no-parameter-hint = { $near ->
        [none] przyjmuje: { $takes }
       *[other] czy chodziło o '{ $near }'?
    }
check-unknown-name = nieznana nazwa '{ $name }'
check-unknown-name-hint = czy chodziło o '{ $near }'?
check-no-moment = żadnego końca gry nie sprawdza się w chwili "{ $name }"
check-no-moment-hint = { $near ->
        [none] dostępne chwile: { $known }
       *[other] czy chodziło o '{ $near }'?
    }
check-no-tag = żadna karta nie jest zatrzymywana z etykietą "{ $name }"
check-no-tag-hint = { $near ->
        [none] karta dostaje etykietę przez `keep_card(side, TAG)`
       *[other] czy chodziło o '{ $near }'?
    }
check-variable-never-set = zmienna gry "{ $name }" nigdzie nie jest ustawiana
check-variable-never-set-hint = { $near ->
        [none] ustaw ją przez `set_var("{ $name }", value)`
       *[other] czy chodziło o '{ $near }'?
    }
check-no-narration = w angielskich tekstach brak komunikatu narracji `{ $message }`
check-no-narration-hint = { $near ->
        [none] dopisz go do content/locales/en/narration.ftl
       *[other] czy chodziło o '{ $near }'?
    }
check-no-question = decyzja "{ $name }" nie ma pytania: `{ $message }` w angielskich tekstach nie ma wariantu [{ $name }]
check-no-question-hint = { $near ->
        [none] dopisz `[{ $name }] ...` do `{ $message }` w pliku cli.ftl każdego języka (to pytanie do gracza, który decyduje)
       *[other] czy chodziło o '{ $near }'? Jeśli to nowa decyzja, dopisz `[{ $name }] ...` do `{ $message }` w pliku cli.ftl każdego języka
    }
check-not-of-kind = '{ $name }' to nie jest { $kinds }
check-not-of-kind-hint = { $near ->
        [none] dostępne nazwy ({ $kinds }): { $known }
       *[other] czy chodziło o '{ $near }'?
    }
check-unknown-kind = nieznany rodzaj "{ $name }"
check-unknown-kind-hint = czy chodziło o '{ $near }'?

check-needs = `{ $what }`: oczekiwano: { $want_a }; podano: { $got_a }
check-needs-hint = { $want ->
        [number] napisz liczbę bez cudzysłowu
       *[other] napisz identyfikator bez cudzysłowu
    }
check-arg-needs = `{ $param }` w `{ $fn }`: oczekiwano: { $want_a }; podano: { $got_a }
check-arg-needs-hint = { $want ->
        [number] napisz liczbę bez cudzysłowu
       *[other] napisz identyfikator bez cudzysłowu
    }
check-range-needs = zakres: oczekiwano: { $want_a }; podano: { $got_a }
check-range-needs-hint = napisz liczbę bez cudzysłowu
check-for-needs-list = `for`: oczekiwano listy; podano: { $got_a }
check-never-equal = `{ $op }` porównuje wartości różnych rodzajów ({ $a_a } i { $b_a }), więc nigdy nie będą równe
check-never-equal-hint = porównuj wartości jednego rodzaju
check-calls-itself =
    { $kind_noun } `{ $name }` wywołuje { $kind ->
        [province] samą
        [group] samą
        [side] samą
        [phase] samą
        [card] samą
        [decade] samą
        [icon] samą
        [sequence] samą
        [routine] samą
        [zone] samą
        [action] samą
        [figure] samą
        [deck] samą
        [feature] samą
        [proposal] samą
        [shortlist] samą
        [none] samą
        [city] samo
        [box] samo
        [connection] samo
        [setup] samo
       *[other] sam
    } siebie: { $chain }
check-calls-itself-hint = krąg wywołań między ikonami i procedurami nigdy się nie kończy; powtórzenia zapisz przez `repeat` lub `for`

check-own-neighbour = prowincja '{ $province }' nie może sąsiadować sama ze sobą
check-neighbour-twice = '{ $neighbour }' figuruje dwa razy wśród sąsiadów '{ $province }'
check-one-way-neighbour = '{ $province }' wymienia '{ $neighbour }' jako sąsiada, ale '{ $neighbour }' nie wymienia '{ $province }'
check-one-way-neighbour-hint = sąsiedztwo jest wzajemne: dopisz '{ $province }' do sąsiadów '{ $neighbour }'
check-city-unplaced = miasto '{ $city }' potrzebuje jednego z kluczy `province`, `floating` lub `country`
check-city-unplaced-hint = podaj, w której prowincji leży miasto
check-connection-same-city = połączenie musi łączyć dwa różne miasta, a '{ $city }' podano dwa razy
check-connected-twice = '{ $a }' i '{ $b }' są już połączone
check-connected-twice-hint = pierwsze połączenie: { $where }
check-no-connections = miasto '{ $city }' nie przyjmuje połączeń
check-no-connections-hint = '{ $city }' ma `connectable no`
check-crosses-border = połączenie '{ $a } -- { $b }' przechodzi przez granicę między stronami
check-crosses-border-hint = żadne połączenie nie łączy miasta jednej strony z miastem drugiej
check-track-downward = pola toru '{ $track }' biegną od { $lo } w dół do { $hi }
check-track-downward-hint = najpierw napisz niższy koniec: { $hi }..{ $lo }
check-track-start = tor '{ $track }' zaczyna się na polu { $start }, spoza zakresu { $lo }..{ $hi }
check-track-no-space = tor '{ $track }' nie ma pola { $n }: jego pola to { $lo }..{ $hi }
check-phase-twice = faza '{ $phase }' występuje dwa razy w kolejności '{ $sequence }'

check-card-not-in-decade = karty { $card } nie ma wśród kart dekady { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] dopisz jej numer do dekady: `cards { $cards }, { $card }`
       *[other] kartę { $card } wymienia dekada { $owner }
    }
check-decade-lists-missing = dekada { $decade } wymienia { $count ->
        [one] { $count } numer karty, którego
        [few] { $count } numery kart, których
        [many] { $count } numerów kart, których
       *[other] { $count } numeru kart, których
    } nie ma żadna karta dekady { $decade }: { $cards }
check-decade-lists-missing-hint = zapisz `card { $first }  decade { $decade } ...` albo usuń jej numer z `cards`
check-special-no-value = karta specjalna { $card } nie ma wartości (§3: może ją wziąć tylko Wschód)
check-special-no-value-hint = usuń `value`
check-card-needs-value = karta { $card } potrzebuje `value`
check-card-needs-value-hint = jedna liczba dla obu stron albo wartość Zachodu, a potem Wschodu (np. `value 1, 3`)
check-same-value = karta { $card } daje obu stronom tę samą wartość { $value }
check-same-value-hint = napisz ją raz: `value { $value }`
check-needs-value-boxes = karta z dwiema wartościami wymaga `value_boxes` w talii
check-needs-value-boxes-hint = podaj, czyją wartość daje każde pole, np. `value_boxes west, east` w talii
check-row-number = rząd { $row } karty { $card } powinien być rzędem { $n }
check-row-number-hint = numeruj rzędy karty od góry: 1, 2, 3 ...
check-primitive-not-icon = `{ $fn }` to operacja, nie ikona
check-primitive-not-icon-hint = karta drukuje ikony; zdefiniuj w content/icons.wsdv ikonę, która jej używa
check-corner-in-row = `{ $icon }` to ikona narożna; jej miejsce jest w `corner` karty
check-record-no-words = { $kind ->
        [erratum] erratum
       *[ruling] wyjaśnienie
    } `{ $name }` nie ma tekstu: w angielskich tekstach brak komunikatu `{ $message }`
check-record-no-words-hint = { $meant ->
        [none] zapisz jego tekst jako `{ $message } = ...` w { $file }
       *[other] czy chodziło o '{ $meant }'?
    }
check-no-title = karta { $card } nie ma tytułu
check-no-title-hint = zapisz `{ $term } = ...` w locales/{ $lang }/{ $file }, a potem w { $file } każdego języka (`wsdv new card` zapisuje wszystkie)
check-title-elsewhere = tytuł karty { $card } jest zapisany w { $written }, a nie w { $file }
check-title-elsewhere-hint = przenieś `{ $term } = ...` do locales/{ $lang }/{ $file }, a w każdym języku do jego { $file }: tytuł karty ma tylko jedno miejsce
check-variant-unnamed = wariant { $variant } nie ma nazwy
check-variant-unnamed-hint = zapisz `{ $term } = ...` w locales/{ $lang }/{ $file }, a potem w { $file } każdego języka: tytuł podany w wariancie nie jest wyświetlany
check-no-pictogram = ikona '{ $icon }' nie ma piktogramu
check-no-pictogram-hint = `wsdv new pictogram { $icon }` zapisze piktogram do dorysowania (zob. content/pictograms.wsdv); do tego czasu strona rysuje ją jako pusty przerywany krąg

check-pictogram-no-icon = piktogram '{ $name }' nie rysuje żadnej ikony: nie ma ikony '{ $name }'
check-pictogram-no-icon-hint = { $near ->
        [none] piktogram nosi identyfikator ikony, którą rysuje
       *[other] czy chodziło o '{ $near }'?
    }
check-pictogram-empty = piktogram '{ $name }' niczego nie rysuje
check-pictogram-empty-hint = dodaj mu blok `{"{"} {"}"}` z wierszami `path`, `circle` lub `use`
check-figure-cycle = figura '{ $name }' rysuje samą siebie: { $chain }
check-figure-cycle-hint = figura może używać innych figur, ale nigdy takiej, która prowadzi z powrotem do niej

check-unknown-declaration = nieznany rodzaj deklaracji `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] znane rodzaje: { $known }
       *[other] czy chodziło o '{ $near }'?
    }
check-nested-outside = { $kind_noun } należy do bloku `{"{"} {"}"}` (rodzaj: { $kinds })
check-nested-outside-hint = czy brakuje `{"{"}` na końcu wiersza powyżej?
check-needs-id = po `{ $kind }` potrzebny jest identyfikator
check-needs-id-hint = np. `{ $kind } my_{ $kind }`
check-no-content-folder = nie ma takiego folderu treści
check-empty-content-folder = ten folder treści nie zawiera plików treści (*{ $extension })
check-empty-content-folder-hint = wskaż folder z plikami gry (board/, cards/, ...) albo pomiń --content, by użyć treści dołączonej do wsdv
check-no-overlay-folder = nie ma takiego folderu nakładki
check-overlay-in-base = `{ $word }` należy do folderu wariantu lub nakładki
check-overlay-in-base-hint = w treści podstawowej deklaruj wszystko raz, bez `replace`, `amend` ani `delete`
check-defined-twice = { $kind_noun } '{ $name }' jest { $kind ->
        [province] zdefiniowana
        [group] zdefiniowana
        [side] zdefiniowana
        [phase] zdefiniowana
        [card] zdefiniowana
        [decade] zdefiniowana
        [icon] zdefiniowana
        [sequence] zdefiniowana
        [routine] zdefiniowana
        [zone] zdefiniowana
        [action] zdefiniowana
        [figure] zdefiniowana
        [deck] zdefiniowana
        [feature] zdefiniowana
        [proposal] zdefiniowana
        [shortlist] zdefiniowana
        [none] zdefiniowana
        [city] zdefiniowane
        [box] zdefiniowane
        [connection] zdefiniowane
        [setup] zdefiniowane
       *[other] zdefiniowany
    } dwa razy
check-defined-twice-hint = pierwsza definicja: { $where }
check-already-in-base = { $kind_noun } '{ $name }' już istnieje w treści podstawowej
check-already-in-base-hint = aby to zmienić, napisz przed tym `replace` lub `amend`
check-cannot-change = nie można wykonać `{ $word }` na '{ $name }' ({ $kind_noun }): nie ma { $kind ->
        [province] takiej
        [group] takiej
        [side] takiej
        [phase] takiej
        [card] takiej
        [decade] takiej
        [icon] takiej
        [sequence] takiej
        [routine] takiej
        [zone] takiej
        [action] takiej
        [figure] takiej
        [deck] takiej
        [feature] takiej
        [proposal] takiej
        [shortlist] takiej
        [none] takiej
       *[other] takiego
    }
check-cannot-change-hint = { $reversed ->
        [none] czy chodziło o '{ $near }'?
       *[other] zapisano je jako `{ $reversed }`; podaj końce w tej kolejności
    }
check-delete-extra = `delete` przyjmuje tylko rodzaj i identyfikator
check-unknown-key = nieznany klucz `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] znane klucze: { $known }
                   *[other] jeśli `{ $key }` to kolejny element `{ $before }`, oddziel elementy przecinkami: `{ $last }, { $key }`
                }
               *[other] czy chodziło o '{ $near }'?
            }
       *[other] { $key ->
            [title_de] tytuł karty to tekst plików językowych: `-card-ID = ...` w titles.ftl każdego języka
            [title_en] tytuł karty to tekst plików językowych: `-card-ID = ...` w titles.ftl każdego języka
           *[other] `{ $key }` już tu nie występuje
        }
    }
check-unknown-variant = nieznany wariant '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] ta treść nie ma wariantów
           *[other] znane warianty: { $known }
        }
       *[other] czy chodziło o '{ $near }'?
    }

syntax-closes-nothing = ten `{ $closer }` niczego nie zamyka
syntax-closes-nothing-hint = przed nim nie ma otwartego `{ $opener }`
syntax-never-closed-before = ten `{ $opener }` nigdy nie jest zamknięty
syntax-never-closed-before-hint = zamknij go przez `{ $closer }` przed `{ $other }` w wierszu { $line }
syntax-block-never-closed = ten `{"{"}` nigdy nie jest zamknięty
syntax-block-never-closed-hint = `{"}"}` w wierszu { $line } ma wcięcie bloku zewnętrznego; dopisz przed nim `{"}"}` dla tego bloku
syntax-never-closed = ten `{ $opener }` nigdy nie jest zamknięty
syntax-never-closed-hint = każdy `{ $opener }` potrzebuje `{ $closer }`; dopisz go tam, gdzie kończy się { $shape ->
        [block] blok
       *[list] lista
    }
syntax-continuation-operator = wiersz { $line } nie jest ciągiem wiersza { $above }: wiersz { $above } nie kończy się przecinkiem ani operatorem
syntax-continuation-operator-hint = przenieś `{ $word }` na koniec wiersza { $above }: wiersz przechodzi w następny tylko po końcowym przecinku lub operatorze
syntax-continuation-key = wiersz { $line } nie jest ciągiem wiersza { $above }: wiersz { $above } nie kończy się przecinkiem ani operatorem
syntax-continuation-key-hint = zapisz `{ $word } ...` w wierszu { $above } razem z innymi kluczami ({ $kind_noun }); wiersz przechodzi w następny tylko po końcowym przecinku lub operatorze, jak w zawiniętej liście
syntax-continuation-list = wiersz { $line } nie jest ciągiem wiersza { $above }: wiersz { $above } nie kończy się przecinkiem ani operatorem
syntax-continuation-list-hint = zakończ wiersz { $above } przecinkiem, jeśli wiersz { $line } ciągnie dalej jego listę; wiersz przechodzi w następny tylko po końcowym przecinku lub operatorze
syntax-single-equals = nieoczekiwane `=`{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }
syntax-single-equals-hint = aby porównać dwie wartości, napisz `==`; pojedyncze `=` tylko nazywa argument (`to = p`) albo służy w `let`
syntax-missing-equals = brak `=` między `{ $a }` a `{ $b }`
syntax-missing-equals-hint = argument z nazwą zapisuje się z `=`: `{ $a } = { $b }`
syntax-missing-comma = brak `,` między `{ $a }` a `{ $b }`
syntax-missing-comma-hint = oddziel elementy listy przecinkami: `{ $a }, { $b }`
syntax-not-whole = `{ $number }` nie jest liczbą całkowitą
syntax-not-whole-hint = liczby są całkowite; etykietę, np. numer punktu zasad, zapisz jako tekst: "{ $number }"
syntax-unquoted = `{ $key }` przyjmuje tekst w cudzysłowie, a podano `{ $shown }`
syntax-unquoted-hint = napisz `{ $key } "{ $shown }"`
syntax-text-never-closed = ten tekst w cudzysłowie nigdy nie jest zamknięty
syntax-text-never-closed-hint = zakończ go znakiem `"` w tym samym wierszu: tekst nie może przechodzić do następnego wiersza

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = deklaracja `{ $kind }` nie może stać wśród efektów
check-in-needs-members = `{ $op }` wymaga po prawej listy, strony, grupy lub kraju, a podano: { $found ->
        [number] liczba ({ $value })
        [name] '{ $value }' ({ $kinds })
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] liczba ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } nie ma elementów; aby porównać jedną wartość z drugą, napisz `==`
check-sector-other-side = sektor '{ $sector }' prowincji '{ $province }' jest zaopatrywany przez '{ $supplier }', prowincję drugiej strony
check-sector-own-supplier = '{ $province }' nie może zaopatrywać własnego sektora
check-sector-twice = sektor '{ $sector }' jest zdefiniowany dwa razy w '{ $province }'
check-city-placed-twice = miasto '{ $city }' przyjmuje tylko jedno z `province`, `floating` i `country`, a podano { $found }
check-floating-needs-chooser = ruchome miasto '{ $city }' wymaga `chooser`
check-floating-needs-chooser-hint = podaj stronę, która za każdym razem wybiera jego prowincję
check-floating-both-sides = ruchome miasto '{ $city }' wymienia prowincje obu stron
check-floating-twice = '{ $province }' występuje na liście dwa razy
check-chooser-not-floating = `chooser` dotyczy tylko ruchomego miasta
check-group-members-and-side = grupa '{ $group }' przyjmuje albo `members`, albo `side`, nie oba naraz
check-group-no-members = grupa '{ $group }' wymaga `members` albo `side` (opcjonalnie z `except`)
check-except-without-side = `except` występuje tylko razem z `side`
check-except-other-side = '{ $province }' nie jest prowincją strony { $side }
check-outline-odd = kontur '{ $area }' ma liczb: { $count }; potrzebne są pary x, y
check-outline-odd-hint = brakuje jednej liczby albo jedna jest nadmiarowa
check-part-not-sector = '{ $part }' nie jest sektorem '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' nie jest rysowana w sektorach
       *[yes] czy chodziło o '{ $near }'?
    }
check-space-twice = pole { $n } toru '{ $track }' jest opisane dwa razy
check-zone-outside = strefa '{ $zone }' ({ $zlo }..{ $zhi }) nie mieści się w polach toru { $lo }..{ $hi }
check-zones-overlap = strefy '{ $a }' i '{ $b }' toru '{ $track }' nakładają się na polu { $n }
check-overflow-twice = przepełnienie '{ $overflow }' toru '{ $track }' jest opisane dwa razy
check-decades-same-order = dekady '{ $a }' i '{ $b }' mają ten sam numer kolejności { $order }
check-second-entry = procedura '{ $routine }' to drugie `entry yes`: procedura '{ $first }' jest już grą
check-second-entry-hint = gra ma jedną procedurę wejściową, tę, którą uruchamia `wsdv play`; wpisz `entry no` tutaj albo w '{ $first }'
check-no-entry = żadna procedura nie ma `entry yes`: treść nie zawiera gry, którą mógłby uruchomić `wsdv play`
check-no-entry-hint = wpisz `entry yes` w procedurze, która jest grą
check-special-unnamed = karta { $card } jest oznaczona jako specjalna, ale żadna dekada nie wskazuje { $number } jako swojej karty specjalnej
check-special-unnamed-hint = dodaj jej dekadzie `special { $number }`
check-special-other-decade = karta specjalna { $card } należy do dekady { $owner }, która wskazuje ją jako swoją kartę specjalną, a nie do dekady { $decade }
check-special-unmarked = karta { $card } jest kartą specjalną dekady { $decade }, ale nie ma oznaczenia `special yes`
check-card-needs-number = karta { $card } wymaga liczby całkowitej (tylko karty specjalne mają inne identyfikatory)
check-card-needs-number-hint = albo nadaj jej `number N`
check-face-key-one-sided = `{ $key }` dotyczy jednej strony karty dwustronnej
check-face-key-one-sided-hint = wskaż drugą stronę przez `reverse`
check-reverse-one-way = karta { $card } wskazuje { $reverse } jako swoją drugą stronę, ale { $reverse } nie wskazuje { $card }
check-reverse-one-way-hint = dodaj karcie { $reverse } `reverse { $card }`
check-faces-numbers-differ = dwie strony { $card } i { $reverse } mają nadrukowane różne numery
check-faces-numbers-differ-hint = nadaj drugiej stronie `number` z numerem pierwszej
check-face-needs-used-if = karta { $card } ma dwie strony: podaj, kiedy używa się tej
check-face-needs-used-if-hint = np. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` nie jest ikoną narożną
check-not-corner-icon-hint = { $near ->
        [none] ikony narożne: { $known }
       *[other] czy chodziło o '{ $near }'?
    }
check-row-not-call = rząd zawiera wywołania ikon, np. `place_unrest(west, 2)`
check-row-not-call-hint = napisz nazwę ikony z argumentami w nawiasach
check-row-key-unused = `{ $key }` rzędu obejmuje `{ $icon }`, która nie przyjmuje `{ $key }`
check-row-key-unused-hint = umieść `{ $icon }` w osobnym rzędzie
check-icon-arg-kind = `{ $key }` w `{ $icon }` musi być typu: { $kinds }, a podano '{ $value }'
check-icon-arg-kind-hint = czy chodziło o '{ $near }'?
check-no-such-key = { $kind_noun }: nie ma klucza "{ $key }"
check-no-such-key-hint = { $near ->
        [none] klucze: { $known }
       *[other] czy chodziło o '{ $near }'?
    }
check-message-value-not-passed = komunikat `{ $message }` ({ $lang }) używa ${ $name }, którego to `{ $fn }` nie przekazuje (przekazuje { $values ->
        [none] żadnych wartości
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: napisz komunikat z wartościami, które przekazuje `{ $fn }`, albo przekaż wartość dla ${ $name } (wartości to kolejno $a, $b, ...)
check-value-not-used = to `{ $fn }` przekazuje ${ $name }, którego angielski komunikat `{ $message }` nie używa
check-value-not-used-hint = pomiń tę wartość albo użyj {"{"} ${ $name } {"}"} w content/locales/en/narration.ftl
check-face-no-name = strona karty `{ $face }` nie ma nazwy w angielskich tekstach
check-face-no-name-hint = dodaj `{ $term } = ...` do { $file }
syntax-terminal = { $terminal ->
        [value] wartość
        [name] nazwa
        [number] liczba
        [string] tekst w cudzysłowie
        [nl] koniec wiersza
        [end] koniec pliku
        [lbrace] `{"{"}`
        [rbrace] `{"}"}`
        [lpar] `(`
        [rpar] `)`
        [lsqb] `[`
        [rsqb] `]`
        [comma] `,`
        [equal] `=`
        [link] `--`
        [dotdot] `..`
        [dot] `.`
        [colon] `:`
        [qmark] `?`
        [minus] `-`
        [plus] `+`
        [star] `*`
        [slash] `/`
        [comp_op] porównanie
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] koniec wiersza
        [end] koniec pliku
        [text] tekst { $token }
        [reserved] słowo zastrzeżone `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] koniec wiersza
        [end] koniec pliku
        [text] tekst { $token }
        [reserved] słowo zastrzeżone `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = oczekiwano: { $expected }{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }, a jest: { syntax-found }
syntax-unexpected = nieoczekiwane: { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }
syntax-declaration-start = deklaracja zaczyna się od swojego rodzaju (nazwy), a jest: { syntax-found }
syntax-declaration-start-hint = np. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` jest słowem zastrzeżonym i nie może być nazwą
syntax-reserved-word-hint = słowa zastrzeżone: { $reserved }
syntax-single-hyphen = nieoczekiwany `-`{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }
syntax-single-hyphen-hint = połączenie zapisuje się dwoma łącznikami: `a -- b`
syntax-link-key = po `--` oczekiwano nazwy, a jest klucz `{ $key }`
syntax-link-key-hint = połączenie wymienia oba końce: `a -- b`
syntax-overlay-alone = po `{ $word }` oczekiwano deklaracji
syntax-overlay-alone-hint = np. `{ $word } card 12 ...`
syntax-chained-comparison = nieoczekiwane `{ $op }`{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }
syntax-chained-comparison-hint = porównań nie można łączyć w łańcuch: napisz `a < b and b < c`
syntax-key-without-value = po `{ $key }` oczekiwano wartości, a jest klucz `{ $other }`
syntax-key-without-value-hint = { $meaning ->
       *[other] napisz wartość `{ $key }` zaraz po nim
    }
syntax-expected-value = oczekiwano wartości{ $after ->
        [none] {""}
       *[other] {" "}po `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
       *[other] klucz i jego wartość pisze się w tym samym wierszu; lista może przejść do następnego wiersza po przecinku na końcu
    }
syntax-curly-quotes = teksty zapisuje się w prostym podwójnym cudzysłowie `"`, a jest `{ $shown }`
syntax-curly-quotes-hint = napisz "{ $inner }"
syntax-unexpected-character = nieoczekiwany znak `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] teksty zapisuje się w prostym podwójnym cudzysłowie: "tak"
        [semicolon] deklaracja kończy się z końcem wiersza; `;` nie jest potrzebny
        [and] napisz `and`
        [or] napisz `or`
        [not] napisz `not` albo `!=` dla „jest różne od”
        [quote] pisz teksty w prostym podwójnym cudzysłowie: "tak"
        [dash] zapisz połączenie dwoma łącznikami: `a -- b`
        [nbsp] zastąp go zwykłą spacją (często trafia do tekstu skopiowanego z PDF-a lub strony internetowej)
        [zwsp] usuń go (często trafia do tekstu skopiowanego z PDF-a lub strony internetowej)
        [cr] to koniec wiersza ze starego Maca; zapisz plik ze zwykłymi końcami wierszy (LF albo CRLF)
        [comment] komentarz zaczyna się od `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` nie jest poprawną nazwą: nazwy składają się tylko z liter a-z, cyfr i `_`
syntax-invalid-name-hint = napisz `{ $better }`
syntax-end-of-file = nieoczekiwany koniec pliku
syntax-not-utf8 = ten plik nie jest tekstem UTF-8: bajtu 0x{ $byte } nie da się odczytać
syntax-not-utf8-hint = { $utf16 ->
        [yes] plik jest zapisany jako UTF-16; zapisz go jako UTF-8
       *[no] zapisz go jako UTF-8 (zapewne zapisano go jako Latin-1 lub Windows-1250/1252)
    }
syntax-reserved-key = `{ $key }` nie może być kluczem
syntax-reserved-key-hint = to słowo zastrzeżone deklaracji; wybierz inną nazwę
syntax-key-twice = `{ $key }` podano dwa razy
syntax-key-twice-hint = podaj każdy klucz raz; kilka wartości zapisz jako listę oddzieloną przecinkami
syntax-parameter-twice = parametr `{ $name }` występuje dwa razy
syntax-parameter-twice-hint = nadaj każdemu parametrowi własną nazwę
syntax-too-many-digits = ta liczba ma cyfr: { $digits }; liczby w treści mają ich najwyżej { $most }
syntax-too-many-digits-hint = czy przytrzymano klawisz cyfry albo zlały się dwie liczby?
syntax-argument-twice = `{ $key }` podano w tym wywołaniu dwa razy
syntax-too-deep = ta deklaracja jest zagnieżdżona zbyt głęboko (ponad { $most } poziomów)
syntax-too-deep-hint = podziel wyrażenie lub bloki na mniejsze części, np. przez `let` albo ikonę
check-cannot-read = nie da się odczytać tego pliku: { $code ->
        [ENOENT] nie istnieje
        [EACCES] brak uprawnień
        [EISDIR] to folder
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = ten plik zawiera bajt NUL, więc nie jest plikiem tekstowym
check-nul-byte-hint = pliki treści to zwykły tekst UTF-8; czy zapisano go jako UTF-16, czy to plik binarny?
check-not-inside = `{ $sub }` nie może wystąpić wewnątrz: { $kind_noun }{ $block ->
        [no] {" "}(nie przyjmuje bloku)
       *[yes] {""}
    }
check-not-inside-hint = { $near ->
        [none] może zawierać: { $allowed }
       *[other] czy chodziło o '{ $near }'?
    }
check-no-effects-inside = efekty nie mogą wystąpić wewnątrz: { $kind_noun }
check-no-effects-inside-hint = może zawierać: { $allowed }
check-variant-is-path = '{ $name }' to ścieżka; --variant przyjmuje nazwę wariantu
check-variant-is-path-hint = aby zastosować folder { $name }, użyj --overlay { $name } (warianty: { $known ->
            [none] brak
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant wymaga nazwy wariantu, a nie pustej
       *[other] '{ $name }' nie jest nazwą wariantu
    }
check-variant-bad-name-hint = wariant nazywa się tak jak jego folder w variants/ treści (warianty: { $known ->
            [none] brak
           *[other] { $known }
        }); aby zastosować własny folder, użyj --overlay DIR
check-needs-id-found-key = po `{ $kind }` brakuje identyfikatora, a jest klucz `{ $key }`
check-schema-what = { $what ->
        [id] identyfikator ({ $kind_noun })
        [key] `{ $key }`
       *[value] wartość
    }
check-schema-found = { $found_as ->
        [text] tekst "{ $found }"
        [range] zakres { $found }
        [some-range] zakres
        [expression] wyrażenie
        [values] wartości: { $found }
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject }: brakuje `{ $missing }`
check-schema-required-hint = { $meaning ->
       *[other] co podaje ten klucz, opisuje dokumentacja języka treści (docs/guide/content-language.md)
    }
check-schema-no-block = { check-schema-subject }: nie może mieć bloku `{"{"} {"}"}`
check-schema-no-params = { check-schema-subject }: nie może przyjmować parametrów
check-schema-one-of = { check-schema-what } musi być jednym z: { $options }, a podano: { check-schema-found }
check-schema-one-of-hint = czy chodziło o '{ $near }'?
check-schema-one-value = { check-schema-what } przyjmuje jedną wartość, a podano: { $count }
check-schema-one-value-hint = usuń nadmiarowe wartości
check-schema-described = { $desc ->
       *[other] { check-schema-what } musi być { $shape ->
            [text] tekstem w cudzysłowie
            [range] zakresem, np. 1..5
           *[value] zapisana inaczej
        }, a podano: { check-schema-found }
    }
check-schema-described-hint = napisz `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } trzeba zapisać inaczej, a podano: { check-schema-found }
check-schema-something-else = { check-schema-what } musi być czymś innym, a podano: { check-schema-found }
check-schema-name-not-text = `{ $key }` musi być nazwą{ $desc ->
       *[other] {""}
    }, a podano: { check-schema-found }
check-schema-name-not-text-hint = napisz nazwę, bez cudzysłowu
check-schema-type = { check-schema-what } musi być typu: { $types }, a podano: { check-schema-found }
check-schema-type-word = { $type ->
        [integer] liczba całkowita
        [string] nazwa
        [array] lista
        [object] wartość
        [boolean] yes lub no
        [number] liczba
       *[other] { $type }
    }
# (a label: the nouns in the nominative plural, the count after them)
check-schema-noun = { $n ->
       *[other] { $noun ->
            [card-number-or-range] numery kart lub zakresy
            [city] miasta
            [icon] ikony
            [message-id] identyfikatory komunikatów
            [number] liczby
            [phase] fazy
            [piece] elementy
            [place] miejsca
            [province] prowincje
            [quoted-text] teksty w cudzysłowie
            [range] zakresy
            [side] strony
            [source] źródła
           *[value] wartości
        }
    }
check-schema-items = { check-schema-what }: { check-schema-noun } — { $bound ->
        [least] co najmniej
       *[most] najwyżej
    } { $n }, a podano: { $count }
check-schema-bound = { check-schema-what } musi wynosić { $bound ->
        [least] co najmniej
       *[most] najwyżej
    } { $limit }, a podano: { check-schema-found }
check-schema-invalid = { check-schema-what } tu nie pasuje: podano { check-schema-found }

check-in-needs-members-text = `{ $op }` wymaga po prawej listy, strony, grupy lub kraju, a podano: tekst
check-in-needs-members-text-hint = tekst nie ma elementów; aby porównać jedną wartość z drugą, napisz `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } strona
             [few] { $n } strony
             [many] { $n } stron
            *[other] { $n } strony
        }
        [province] { $n ->
             [one] { $n } prowincja
             [few] { $n } prowincje
             [many] { $n } prowincji
            *[other] { $n } prowincje
        }
        [city] { $n ->
             [one] { $n } miasto
             [few] { $n } miasta
             [many] { $n } miast
            *[other] { $n } miasta
        }
        [connection] { $n ->
             [one] { $n } połączenie
             [few] { $n } połączenia
             [many] { $n } połączeń
            *[other] { $n } połączenia
        }
        [group] { $n ->
             [one] { $n } grupa
             [few] { $n } grupy
             [many] { $n } grup
            *[other] { $n } grupy
        }
        [country] { $n ->
             [one] { $n } kraj
             [few] { $n } kraje
             [many] { $n } krajów
            *[other] { $n } kraje
        }
        [track] { $n ->
             [one] { $n } tor
             [few] { $n } tory
             [many] { $n } torów
            *[other] { $n } tory
        }
        [piece] { $n ->
             [one] { $n } rodzaj elementów
             [few] { $n } rodzaje elementów
             [many] { $n } rodzajów elementów
            *[other] { $n } rodzaje elementów
        }
        [phase] { $n ->
             [one] { $n } faza
             [few] { $n } fazy
             [many] { $n } faz
            *[other] { $n } fazy
        }
        [icon] { $n ->
             [one] { $n } ikona
             [few] { $n } ikony
             [many] { $n } ikon
            *[other] { $n } ikony
        }
        [card] { $n ->
             [one] { $n } strona karty
             [few] { $n } strony kart
             [many] { $n } stron kart
            *[other] { $n } strony kart
        }
        [outcome] { $n ->
             [one] { $n } sposób zakończenia gry
             [few] { $n } sposoby zakończenia gry
             [many] { $n } sposobów zakończenia gry
            *[other] { $n } sposoby zakończenia gry
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } niebieska linia
         [few] { $blue } niebieskie linie
         [many] { $blue } niebieskich linii
        *[other] { $blue } niebieskie linie
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] w { $decades } dekadzie
        [few] w { $decades } dekadach
        [many] w { $decades } dekadach
       *[other] w { $decades } dekadach
    }
check-ok = treść OK{ $variants ->
        [none] {""}
       *[other] {" "}(wariant { $variants })
    }: { $counts }
# Błędy treści w trakcie gry (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = dzielenie przez zero
runtime-division-by-zero-hint = zabezpiecz dzielnik, np. `d > 0 ? n / d : 0`
runtime-recursion = wywołania zagnieżdżają się zbyt głęboko dla Pythona (rekurencja bez końca?)
runtime-budget-game = treść wykonała w tej partii ponad { $budget } kroków (pętla bez końca?)
runtime-budget-game-hint = tu pętla wymknęła się spod kontroli; jeśli treść naprawdę potrzebuje więcej, zwiększ budżet zmienną środowiskową WSDV_MAX_STEPS
runtime-budget-decision = treść wykonała ponad { $budget } kroków bez żadnej decyzji (pętla bez końca?)
runtime-budget-decision-hint = tu pętla wymknęła się spod kontroli; jeśli treść naprawdę potrzebuje więcej, zwiększ budżet zmienną środowiskową WSDV_MAX_DECISION_STEPS
runtime-too-deep = ikony i procedury wywołują się nawzajem na głębokość ponad { $depth } poziomów (rekurencja bez końca?)
runtime-too-deep-hint = daj wywołaniom sposób na zakończenie; jeśli treść naprawdę jest tak głęboko zagnieżdżona, podnieś limit zmienną środowiskową WSDV_MAX_DEPTH
runtime-memory = { $what ->
        [none] to wyrażenie
       *[other] { $what }
    } wymaga więcej pamięci, niż jest dostępne
runtime-unknown-id = { $what ->
        [none] to wyrażenie
       *[other] { $what }
    } otrzymało „{ $key }”, czego nie zna (nieznany identyfikator)
runtime-not-a-site = „{ $site }” nie jest ani miastem, ani połączeniem
runtime-unknown-track = nieznany tor `{ $name }`
runtime-names-nothing = „{ $thing }” nie wskazuje żadnej strony, grupy, prowincji, sektora, miasta, kraju ani połączenia
runtime-no-place = żadne miejsce na planszy nie nazywa się „{ $place }”: elementy kładzie się w prowincji, sektorze, mieście, kraju, polu lub na karcie
runtime-negative = liczba { $piece } w { $place } spadłaby poniżej zera
runtime-not-a-city = `{ $call }` otrzymało „{ $value }”, co nie jest miastem
runtime-not-a-place = `{ $call }` otrzymało „{ $value }”, co nie wskazuje żadnego miejsca na planszy
runtime-choose-by = choose() poza akcją potrzebuje `by`
runtime-no-definition = treść nie zawiera `{ $kind } { $name }`
runtime-no-pile-role = żaden stos nie ma `role { $role }`
runtime-no-card = nie ma karty { $card }
runtime-too-large = `{ $op }` daje liczbę zbyt dużą jak na grę (ponad { $limit })
runtime-too-long = `{ $op }` daje listę lub tekst zbyt długi jak na grę (ponad { $limit } elementów)
runtime-no-members = „{ $container }” nie ma członków: `in` potrzebuje listy, strony, grupy lub kraju
runtime-in-needs = `in` potrzebuje listy, strony, grupy lub kraju, otrzymało { $found }
runtime-no-key = „{ $value }” nie ma `{ $name }`
runtime-no-options = decyzja „{ $decision }” dla { $side } nie ma żadnych opcji
runtime-entry-routines = dokładnie jedna procedura musi mieć `entry yes`, znaleziono: { $found }
runtime-unknown-name = nieznana nazwa '{ $name }'
runtime-unknown-call = nieznana ikona lub operacja `{ $name }`
runtime-unknown-icon = nieznana ikona lub procedura `{ $name }`
runtime-missing-parameter = ikona `{ $icon }` potrzebuje swojego parametru `{ $param }`
runtime-no-agent = nikt nie gra po stronie '{ $side }'
