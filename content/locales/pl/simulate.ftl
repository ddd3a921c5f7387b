# `wsdv simulate`: raport o równowadze gry (report.md, report.html, podsumowanie w terminalu, wykresy).

sim-title = Raport z symulacji
sim-games = { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    } (ziarna od { $first } do { $last })
sim-interrupted = Przerwano przed czasem: ukończono { $done } z { $games } partii; raport obejmuje tylko je.
sim-content = Treść: { $label } (skrót treści { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = dostarczona z wsdv
sim-players = Gracze: { $players }
sim-player = { NAME($side) }: { $kind }
sim-section-wins = Odsetek zwycięstw
sim-section-outcomes = Jak kończą się partie
sim-section-length = Długość partii
sim-section-tracks = Położenie znaczników na torach na koniec każdej dekady
sim-section-cards = Karty
sim-wins = { NAME($side) } wygrywa w { $rate } % partii (± { $half }; przedział 95 %: od { $low } do { $high } %)
sim-col-outcome = zakończenie
sim-col-games = partie
sim-col-share = udział
sim-col-track = tor
sim-col-decade = dekada
sim-col-median = mediana
sim-col-quartiles = kwartyle
sim-col-card = karta
sim-col-side = strona
sim-col-action = zagrana jako
sim-col-plays = partie
sim-col-difference = różnica
sim-length = Mediana { $median } { $median ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    } (kwartyle od { $low } do { $high }).
sim-ended-in = Partie zakończone w każdej z dekad:
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = od { $low } do { $high }
sim-plot-wins = Odsetek zwycięstw z przedziałem 95 %
sim-plot-outcomes = Udział partii według zakończenia
sim-plot-length = Tury w partii
sim-plot-games = partie
sim-progress = partie
sim-rate = { $rate } partii/s
sim-written = Raport zapisano w { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = wersja bazowa
sim-summary-changed = Przebieg { $changed } z { $games } partii zmienił się ruch po ruchu; { $flipped ->
        [0] zwycięzca nie zmienił się w żadnej
       *[other] zwycięzca zmienił się w { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) }: { $n }
sim-no-winner = brak zwycięzcy
sim-paired-wins = { NAME($side) } wygrywa { $a } % → { $b } % (różnica { $diff } pkt proc., przedział { $conf } % od { $low } do { $high }; dokładny test McNemara p = { $p }; { $significant ->
        [yes] istotna
       *[no] nieistotna
    })
sim-summary-card = karta { $card }: { NAME($side) } zagrywał ją jako „{ NAME($action) }” { $before } → { $after } razy
sim-sequential-difference = Zatrzymano po { $games } parach partii: różnica jest rzeczywista (dokładny test McNemara: p = { $p }, w granicy tej analizy pośredniej wynoszącej { $bound }, która utrzymuje ryzyko fałszywego alarmu w całym przebiegu na poziomie { $risk } %; przedział od { $low } do { $high } pkt proc.).
sim-sequential-precise = Zatrzymano po { $games } parach partii: nie znaleziono różnicy, a przedział (od { $low } do { $high } pkt proc.) jest węższy niż żądane { $precision } pkt proc.
sim-sequential-cap = Zatrzymano po osiągnięciu limitu { $games } par partii: nie znaleziono różnicy, ale przedział (od { $low } do { $high } pkt proc.) jest wciąż szerszy niż żądane { $precision } pkt proc.
sim-paired-note = Każde ziarno rozgrywają obie wersje, więc partie porównuje się parami: liczą się tylko partie, których wynik się zmienił, sprawdzane dokładnym testem McNemara. Przedział zawiera prawdziwą różnicę z ufnością co najmniej { $conf } %, nawet gdy zmieniło się niewiele partii.
sim-col-p = p McNemara
sim-cell-percent = { $rate } %
sim-section-usage = Karty, których dotknęła zmiana: jak często zagrywano każdą, przed i po
sim-worker-lost = Proces roboczy przerwał pracę więcej niż raz (zabity lub bez pamięci): raport obejmuje { $done } z { $games } partii (tylko ukończone).
sim-no-plots = Brak wykresów: matplotlib nie jest zainstalowany. Zainstaluj go poleceniem: pip install 'wsdv[sim]'
sim-cards-note = Dla każdej karty, strony i akcji: odsetek zwycięstw strony w partiach, w których zagrała kartę w ten sposób, wobec pozostałych partii zakończonych w tej samej dekadzie (w dłuższej partii pojawia się więcej kart, więc porównuje się tylko partie tej samej długości). Różnica jest ważona po dekadach; p jest skorygowane o liczbę wierszy (Holm), a ★ oznacza p poniżej 0,05. Pominięto wiersze, w których po którejkolwiek stronie jest mniej niż { $min } partii.
sim-col-used-games = partie z tym zagraniem
sim-col-other-games = partie do porównania
sim-col-p-holm = p (Holm)
sim-cards-left-out = { $rows ->
        [one] Pominięto { $rows } wiersz: mniej niż { $min } partii po którejś stronie.
        [few] Pominięto { $rows } wiersze: mniej niż { $min } partii po którejś stronie.
        [many] Pominięto { $rows } wierszy: mniej niż { $min } partii po którejś stronie.
       *[other] Pominięto { $rows } wierszy: mniej niż { $min } partii po którejś stronie.
    }
sim-cards-too-few = { $games ->
        [one] Rozegrano tylko { $games } partię: za mało na wiersze dla poszczególnych kart, bo każdy wymaga co najmniej { $min } partii po każdej stronie.
        [few] Rozegrano tylko { $games } partie: za mało na wiersze dla poszczególnych kart, bo każdy wymaga co najmniej { $min } partii po każdej stronie.
        [many] Rozegrano tylko { $games } partii: za mało na wiersze dla poszczególnych kart, bo każdy wymaga co najmniej { $min } partii po każdej stronie.
       *[other] Rozegrano tylko { $games } partii: za mało na wiersze dla poszczególnych kart, bo każdy wymaga co najmniej { $min } partii po każdej stronie.
    }
sim-error-until-alone = --until gra rundami, aż porównanie zostanie rozstrzygnięte, więc wymaga --compare
sim-error-until-alone-hint = np. wsdv simulate --until 2000 --compare --overlay KATALOG
sim-error-games = { $option } musi być całkowitą liczbą partii, co najmniej 1
sim-error-precision = --precision to szerokość w punktach procentowych: więcej niż 0 i najwyżej 100
sim-error-jobs = --jobs musi mieścić się w przedziale od 1 do 1024
sim-error-compare-same = po --compare musi stać --variant, --overlay, --content albo inny gracz
sim-error-compare-same-hint = np. --compare --overlay KATALOG albo --compare --east heuristic:weights=KATALOG
sim-error-human = simulate rozgrywa partie tylko botami (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = gracze: random, foresight, heuristic[:bot=NAZWA,weights=KATALOG], mcts:N (N od 1 do 100000)
sim-error-no-space = { $path }: za mało wolnego miejsca na raport z { $games } partii: wolne { $free } MB, potrzeba około { $need } MB
sim-error-no-space-hint = zwolnij miejsce, rozegraj mniej partii albo wskaż przez --out katalog na innym dysku
sim-error-unwritten = { $path }: nie można zapisać raportu: { $why }
sim-error-unwritten-hint = podsumowanie { $games ->
        [one] { $games } rozegranej partii
        [few] { $games } rozegranych partii
        [many] { $games } rozegranych partii
       *[other] { $games } rozegranych partii
    } jest powyżej; zwolnij miejsce albo wskaż inny katalog --out i uruchom ponownie (te same ziarna dają te same partie)
sim-error-content-fault = partia o ziarnie { $seed } zatrzymała się na błędzie w treści (obejrzyj ją osobno: wsdv play --seed { $seed } z tymi samymi opcjami)
sim-resumed = { $games ->
        [one] Zachowano { $games } partię, którą ukończył przerwany przebieg tego raportu; pozostałe rozegrano.
        [few] Zachowano { $games } partie, które ukończył przerwany przebieg tego raportu; pozostałe rozegrano.
        [many] Zachowano { $games } partii, które ukończył przerwany przebieg tego raportu; pozostałe rozegrano.
       *[other] Zachowano { $games } partii, które ukończył przerwany przebieg tego raportu; pozostałe rozegrano.
    }
sim-error-ray-start = Ray nie zdołał uruchomić lokalnego klastra: { $why }
sim-error-ray-start-hint = graj z --backend local (domyślnie) albo uruchom Ray samodzielnie (ray start --head) i wskaż go przez --address
sim-error-ray-address = Ray nie może połączyć się z klastrem { $address }: { $why }
sim-error-ray-address-hint = sprawdź, czy klaster działa i czy adres jest poprawny, albo graj z --backend local
