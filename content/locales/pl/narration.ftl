# Narracja rozgrywki (wsdv play, wsdv replay). Zob. en/narration.ftl: argumenty, które
# nazywają elementy gry, to definicje — NAME($x, case: "…") daje ich nazwę w przypadku,
# NAME($x, $n) formę do liczby. Czasowniki w formie bezosobowej („umieszczono”), żeby nie
# uzgadniać ich z rodzajem pionka.

narr-setup = Przygotowanie gry.
narr-decade = Zaczyna się dekada { $a }.
narr-phase = Koniec Dekady: { NAME($phase) }
narr-phase-quiet = Koniec Dekady: { NAME($phase) } (nic się nie dzieje)
narr-turn = { NAME($side) } zagrywa kartę { $card } i wybiera akcję „{ NAME($action) }”.
narr-turn-quiet = Akcja nie przynosi żadnego skutku.
narr-no-move = { NAME($side) } nie ma karty do zagrania.
narr-icon = Ikona „{ NAME($icon) }”:
narr-icon-quiet = Ikona „{ NAME($icon) }”: bez skutku.
narr-ignored = { NAME($side) } pomija ikonę „{ NAME($icon) }”.
narr-unexecutable = Ikony „{ NAME($icon) }” nie da się wykonać; zostaje pominięta.
narr-add = Umieszczono { $n } { NAME($piece, $n, case: "accusative") } { NAME($place, case: "in") }.
narr-remove = Usunięto { $n } { NAME($piece, $n, case: "accusative") } { NAME($place, case: "from") }.
narr-move = Przeniesiono { $n } { NAME($piece, $n, case: "accusative") } { NAME($source, case: "from") } { NAME($place, case: "to") }.
narr-marker-up = Pojawia się { NAME($marker) } { NAME($place, case: "in") } (łącznie: { $n }).
narr-marker-down = Znika { NAME($marker) } { NAME($place, case: "in") } (pozostało: { $n }).
narr-build-factory = Zbudowano fabrykę { NAME($city, case: "in") }.
narr-build-line = Zbudowano połączenie na odcinku { $connection }.
narr-dismantle-factory = Zdemontowano fabrykę { NAME($city, case: "in") }.
narr-dismantle-line = Zdemontowano połączenie na odcinku { $connection }.
narr-destroy-factory = Fabryka { NAME($city, case: "in") } zostaje trwale usunięta.
narr-move-factory = Fabryka { NAME($city, case: "in") } zostaje przeniesiona do { NAME($to, case: "genitive") }.
narr-factory-rundown = Fabryka { NAME($city, case: "in") } staje się przestarzała.
narr-repaired = Fabryka { NAME($city, case: "in") } zostaje wyremontowana.
narr-track = { $steps ->
        [0] Znacznik { NAME($track, case: "in") } nie może przesunąć się dalej w stronę { NAME($toward, case: "genitive") } (pole { $space }).
       *[other] Znacznik { NAME($track, case: "in") } przesuwa się o { $steps } { $steps ->
            [one] pole
            [few] pola
           *[many] pól
        } w stronę { NAME($toward, case: "genitive") } (pole { $space }).
    }
narr-overflow = Strzałki { NAME($track, case: "genitive") } nie da się wykonać; zamiast tego działa { NAME($side) }.
narr-space = Ikony pola { $space } { NAME($track, case: "genitive") }:
narr-card-moved = Karta { $card } trafia { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] Od teraz obowiązuje: { NAME($flag) }.
       *[no] Przestaje obowiązywać: { NAME($flag) }.
    }
narr-reveal = { $seen ->
        [none] { NAME($side) } nie ma czego oglądać.
       *[some] { NAME($side) } ogląda: { $cards }.
    }
narr-swap = Karty { $card } i { $other } zamieniają się miejscami.
narr-game-over = { NAME($outcome) }: grę wygrywa { NAME($winner) }.

# Decyzje, o których warto opowiedzieć.
narr-decision-floating = { $abroad ->
        [yes] Fabryka { NAME($city, case: "in") } zasila teraz gospodarkę { NAME($option, case: "genitive") }.
       *[no] { NAME($city) } { NUMBER_OF($city) ->
            [plural] należą
           *[singular] należy
        } teraz do { NAME($option, case: "genitive") }.
    }
narr-decision-mirror = Masowa demonstracja z Berlina Zachodniego trafia też do { NAME($option, case: "genitive") } (wybór Wschodu).
narr-decision-transfer = { $option ->
        [none] Żaden nowy znacznik LS nie trafia do Berlina Zachodniego.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] Wschód korzysta z karty użycia policji.
       *[other] Wschód zachowuje karty użycia policji na później.
    }
narr-decision-hand_discard = { NAME($side) } { $option ->
        [discard] odrzuca kartę z ręki.
       *[other] zatrzymuje kartę na ręce.
    }
narr-decision-special_price = { NAME($side) } płaci za kartę specjalną: { $option ->
        [discard] odrzuca kartę z ręki.
       *[other] { NAME($opponent) } dobiera wierzchnią kartę z talii jako dodatkową kartę na rękę.
    }
narr-decision-prestige_space = { NAME($side) } wykonuje ikony prestiżu z pola { $option }.
narr-decision-attack = { NAME($source) } atakuje { NAME($option, case: "accusative") }.

# Karta wymieniona w narracji.
# Bez rzeczownika: komunikaty same dodają „karta”, „kartę” w potrzebnym przypadku.
narr-card-name = nr { $number } „{ $title }”

# Fakty gry ustawiane w trakcie partii, każdy własnym zdaniem.
narr-flag-wall = { $value ->
        [yes] Mur Berliński zostaje zbudowany.
       *[no] Mur Berliński upada.
    }
narr-flag-stasi = { $value ->
        [yes] Stasi znów działa.
       *[no] Stasi zostaje rozwiązana: Wschód nie zbiera już kart użycia policji.
    }
