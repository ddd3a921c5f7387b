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
       *[other] czy chodziło o '{ $near }'?
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
check-calls-itself = { $kind_noun } `{ $name }` wywołuje samą siebie: { $chain }
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
check-defined-twice = { $kind_noun } '{ $name }' jest zdefiniowany dwa razy
check-defined-twice-hint = pierwsza definicja: { $where }
check-already-in-base = { $kind_noun } '{ $name }' już istnieje w treści podstawowej
check-already-in-base-hint = aby to zmienić, napisz przed tym `replace` lub `amend`
check-cannot-change = nie można wykonać `{ $word }` na '{ $name }' ({ $kind_noun }): nie ma takiego
check-cannot-change-hint = { $reversed ->
        [none] czy chodziło o '{ $near }'?
       *[other] zapisano je jako `{ $reversed }`; podaj końce w tej kolejności
    }
check-delete-extra = `delete` przyjmuje tylko rodzaj i identyfikator
check-unknown-key = nieznany klucz `{ $key }` ({ $kind_noun })
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] znane klucze: { $known }
           *[other] jeśli `{ $key }` to kolejny element `{ $before }`, oddziel elementy przecinkami: `{ $last }, { $key }`
        }
       *[other] czy chodziło o '{ $near }'?
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
