# Tekst karty tworzony z ikon jej wydarzenia (wsdv cards show). Zob. en/icons.ftl:
# te same zmienne; nazwy miejsc i stron w przypadku, jakiego wymaga zdanie
# (NAME($where, case: "in") → „w Bawarii”, NAME($side, case: "genitive") → „Wschodu”).

## Ikony ze strzałkami (§6.4)

icon-prestige-arrow = Przesuń znacznik na torze prestiżu o { $n } { $n ->
        [one] pole
        [few] pola
       *[many] pól
    } w stronę { NAME($side, case: "genitive") }
icon-currency-arrow = Przesuń znacznik na torze dewiz o { $n } { $n ->
        [one] pole
        [few] pola
       *[many] pól
    } w stronę { NAME($side, case: "genitive") }
icon-socialist-arrow = Przesuń znacznik na torze socjalistów o { $n } { $n ->
        [one] pole
        [few] pola
       *[many] pól
    } w stronę { NAME($side, case: "genitive") }

## Ikony bez strzałek (§6.4)

icon-build-point = { NAME($side) } otrzymuje { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } budowy { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-dismantle = { NAME($side) } demontuje { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } budowy { $where_id ->
           *[other] { NAME($where, case: "in") }
        }
icon-place-unrest = Umieść { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } niepokoju { NAME($where, case: "in") }
icon-remove-unrest = Usuń { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } niepokoju { $where_id ->
        [anywhere] { $side_id ->
            [west] z prowincji Zachodu
           *[east] z Niemiec Wschodnich
        }
       *[other] { NAME($where, case: "from") }
    }
icon-move-unrest = Przemieść { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } niepokoju { $from_id ->
        [none] z jednej prowincji { NAME($side, case: "genitive") } do innej
       *[other] z { NAME($from, case: "genitive") } do innej prowincji { NAME($side, case: "genitive") }
    }
icon-reduce-unrest = W { $n } { $n ->
        [one] prowincji
        [few] prowincjach
       *[many] prowincjach
    } { NAME($side, case: "genitive") } z masową demonstracją zmniejsz liczbę znaczników niepokoju do 3
icon-place-ls = { $n ->
        [one] Umieść 1 znacznik LS { NAME($where, case: "in") } i usuń tam 1 znacznik niepokoju
        [few] Umieść { $n } znaczniki LS { NAME($where, case: "in") } i usuń 1 znacznik niepokoju tam, gdzie trafi każdy z nich
       *[many] Umieść { $n } znaczników LS { NAME($where, case: "in") } i usuń 1 znacznik niepokoju tam, gdzie trafi każdy z nich
    }
icon-place-ls-only = Umieść { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } LS { NAME($where, case: "in") }, nie usuwając znaczników niepokoju
icon-remove-ls = Usuń { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } LS { NAME($where, case: "in") }
icon-destroy-factory = Usuń na stałe { $n } { $n ->
        [one] fabrykę
        [few] fabryki
       *[many] fabryk
    } { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } wraz z całą { $n ->
        [one] jej
        [few] ich
       *[many] ich
    } infrastrukturą
icon-rundown = { $n ->
        [one] 1 fabryka { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } staje się przestarzała
        [few] { $n } fabryki { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } stają się przestarzałe
       *[many] { $n } fabryk { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } staje się przestarzałych
    }
icon-repair = { $n ->
        [one] 1 przestarzała fabryka { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } zostaje wyremontowana
        [few] { $n } przestarzałe fabryki { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } zostają wyremontowane
       *[many] { $n } przestarzałych fabryk { NAME($side, case: "genitive") } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } zostaje wyremontowanych
    }
icon-build-wall = Budowa Muru: od teraz na koniec każdej dekady Wschód ponosi Koszty Muru zamiast skutków ucieczek
icon-wall-falls = Otwarcie Muru: od teraz na koniec każdej dekady Wschód znów ponosi skutki ucieczek zamiast Kosztów Muru
icon-police-red = Użycie policji (czerwone): karta zostaje położona odkryta przed Wschodem; jako czerwona karta użycia policji liczy się do ucieczek
icon-police-pink = Użycie policji (różowe): karta zostaje położona odkryta przed Wschodem; jako różowa karta użycia policji nie liczy się do ucieczek
icon-stasi-dissolved = Rozwiązanie Stasi: Wschód odrzuca swoje karty użycia policji, a leżące na nich znaczniki niepokoju odkłada do swoich prowincji, najwyżej po 1 na prowincję
icon-guillaume = Afera Guillaume'a: Wschód ogląda karty na ręce Zachodu albo 2 wierzchnie karty talii i może wymienić jedną ze swoich kart na jedną z obejrzanych albo usunąć z gry jedną z tych 2 kart talii

## Ikony w rogu
icon-flight = Ucieczka: dopóki karta leży wśród kart zagranych w tej dekadzie, na koniec dekady przesuwa znacznik ucieczki o jedno pole w górę
icon-police-red-corner = Czerwona karta użycia policji: gdy zostanie wykonana jej ikona użycia policji, karta trafia przed Wschód, który ją zatrzymuje; raz na dekadę, przed swoją akcją lub po niej, Wschód może jej użyć, by usunąć znacznik niepokoju z jednej ze swoich prowincji. Na koniec dekady karta przesuwa znacznik ucieczki o jedno pole w górę i kosztuje Wschód jeden punkt demontażu
icon-police-pink-corner = Różowa karta użycia policji: Wschód zatrzymuje ją, gdy zostanie wykonana jej ikona użycia policji, i używa jej tak jak czerwonej (raz na dekadę, przed akcją Wschodu lub po niej, usuwa nią znacznik niepokoju z prowincji Wschodu; na koniec dekady kosztuje Wschód jeden punkt demontażu), ale znacznika ucieczki nie przesuwa

## Gdzie działa ikona bez wydrukowanego ograniczenia: w dowolnym miejscu swojej strony

icon-anywhere = { $side_id ->
        [west] na Zachodzie
       *[east] w Niemczech Wschodnich
    }

## Co karta dodaje do ikony

icon-limit = { $text }, najwyżej { $limit } w jednej prowincji
icon-crest = { $text }; o miejscu decyduje { NAME($crest) }
icon-optional = { $text } (można z tego zrezygnować)
icon-sentence = { $text }.
card-order-printed = W tej kolejności:
    .next = lower
card-reminder = Przypomnienie (faza „{ $phase }”): { $text }
