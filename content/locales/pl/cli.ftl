# Etykiety `wsdv cards` i wiersz wyniku `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } strona karty
        [few] { $count } strony kart
        [many] { $count } stron kart
       *[other] { $count } strony kart
    }
cli-card-heading = karta { $id }: { $title } ({ $original }), { $year }
cli-card-decade = dekada { $decade }, { $colour }
cli-card-special = karta specjalna
cli-card-face = strona „{ $face }” (druga strona: „{ $other }”)
cli-card-value = wartość: { $value }
cli-card-corner = narożnik: { $icons }
cli-card-event = wydarzenie (może je uruchomić: { $sides }):
cli-card-row = rząd { $number }: { $icons }
cli-card-text = tekst: { $text }
cli-card-source = źródło: { $sources }
cli-card-ruling = wyjaśnienie { $date } ({ $source }): { $text }
cli-card-erratum = erratum { $date } ({ $source }): { $text }
cli-table-number = nr
cli-table-decade = dekada
cli-table-colour = kolor
cli-table-value = wartość
cli-table-corner = narożnik
cli-table-title = tytuł
cli-table-event = wydarzenie
cli-result = wynik: { NAME($outcome) }, wygrywa { NAME($winner) } (ziarno { $seed }, liczba decyzji: { $steps })
cli-replay-ok = powtórka zgodna z zapisem, liczba decyzji: { $steps }
cli-replay-result = powtórka zgodna z zapisem, liczba decyzji: { $steps }; { NAME($outcome) }, wygrywa { NAME($winner) }

# Widok planszy `wsdv play` dla gracza-człowieka.
view-province = prowincja
view-economy = gospodarka
view-factories = fabryki (wartość)
view-rundown = przestarzała
view-infrastructure = infrastruktura
view-yes = tak
view-no = nie
view-empty = puste
view-used = użyta
view-hand = Karty na ręce ({ NAME($side) }): { $cards }
view-decides = Decyzja ({ NAME($side) }): { $question }
view-prompt = wpisz liczbę od 1 do { $count }
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] karta zakryta
        [few] karty zakryte
        [many] kart zakrytych
       *[other] karty zakrytej
    }
view-hidden-hand = Karty na ręce ({ NAME($side) }): { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] którą kartę zagrać
        [action] co zrobić z kartą
        [floating] dla której prowincji liczy się miasto
        [sector] który sektor
        [ignore] czy pominąć ikonę
        [build] gdzie budować
        [dismantle] co zdemontować
       *[other] wybierz jedną z możliwości
    }
