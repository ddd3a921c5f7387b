# Słowa ostrzeżeń projektowych `wsdv check` i błędów, które się z nimi wiążą.

check-city-outside-area = { $there ->
        [none] miasto „{ $city }” prowincji „{ $owner }” leży na mapie poza każdym obszarem
       *[other] miasto „{ $city }” prowincji „{ $owner }” leży na mapie w obszarze „{ $there }”
    }
check-city-outside-area-hint = jego `at` podaje się w setnych częściach planszy, a obrysy ({ $file }) w tysięcznych: `at { $at }` to tam punkt { $point }; przesuń miasto albo obrys
check-deck-plan = { $listed ->
        [one] { $listed } dekada ({ $decades }) ma
        [few] { $listed } dekady ({ $decades }) mają
        [many] { $listed } dekad ({ $decades }) ma
       *[other] { $listed } dekady ({ $decades }) mają
    } { $have } kart, ale w dekadzie rozdaje się { $need } ({ $sides } ręce po { $hand } i { $halves } wystawki po { $display }): ostatnia wystawka dostaje tylko { $last } z { $display } kart
check-deck-plan-hint = zmniejsz `hand` lub `display` albo daj dekadzie więcej kart (jej `cards`)
check-colour-values = karta { $card } ma kolor { $colour } i { $given } wartości, ale karty koloru { $colour } mają { $printed ->
        [one] { $printed } wartość
        [few] { $printed } wartości
        [many] { $printed } wartości
       *[other] { $printed } wartości
    }
check-colour-values-hint = { $printed ->
        [one] wpisz jedną wartość, wspólną dla obu stron (`card_colour { $colour } ... values { $printed }`)
        [few] wpisz { $printed } wartości (`card_colour { $colour } ... values { $printed }`)
        [many] wpisz { $printed } wartości (`card_colour { $colour } ... values { $printed }`)
       *[other] wpisz { $printed } wartości (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = deklaracja { $kind } „{ $id }” nie jest nigdzie używana
check-unused-hint = nie wymienia jej żadna deklaracja ani kod; wymień ją tam, gdzie ma działać, albo ją usuń
check-needs-keyword = `{ $fn }` wymaga { $keywords }: bez tego wywołanie nie może się wykonać
check-needs-keyword-hint = podaj to z nazwą po pozostałych argumentach: `{ $fn }(..., { $example })`

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = żadna kolejność nie uruchamia fazy „{ $phase }”
check-phase-unused-hint = dopisz ją do `phases` jakiejś kolejności albo ją usuń
check-never-called = nic nie wywołuje { $kind ->
        [icon] ikony
       *[routine] procedury
    } „{ $id }”
check-never-called-hint = nie wywołuje jej żadna karta, ikona, procedura, faza ani tor; wywołaj ją gdzieś albo ją usuń
check-card-no-rows = karta { $card } nie ma rzędów
check-card-no-rows-hint = jej wydarzenie nic nie robi; zapisz to, co jest na niej nadrukowane, jako wiersze `row N icons ...`
check-icon-no-text = ikona „{ $icon }” nie ma tekstu na kartach w językach: { $langs }
check-icon-no-text-hint = karty z tą ikoną pokazują tam „{ $icon }.”; dodaj `{ $message }` do locales/LANG/icons.ftl
check-outcome-unreachable = zakończenie gry „{ $outcome }” nigdy nie może nastąpić
check-outcome-unreachable-hint = nic nie sprawdza zakończeń w momencie "{ $moment }" (`check_outcomes`) i żaden kod nie kończy nim gry (`end_game({ $outcome })`)
