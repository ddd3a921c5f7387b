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
