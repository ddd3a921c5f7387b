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
sim-shipped = taka, jak dostarczona z wsdv
sim-players = Gracze: { $players }
sim-player = { NAME($side) }: { $kind }
sim-base = pierwszy zestaw
sim-second = drugi zestaw
sim-section-wins = Odsetek zwycięstw
sim-section-outcomes = Jak kończą się partie
sim-section-length = Długość partii
sim-section-tracks = Położenie znaczników na torach na koniec każdej dekady
sim-section-cards = Karty
sim-wins = { NAME($side) } wygrywa { $rate } % ± { $half } (przedział 95 %: od { $low } do { $high } %)
sim-compare-wins = { NAME($side) } wygrywa { $a } % ± { $ha } → { $b } % ± { $hb } (różnica { $diff } pkt proc., { $significant ->
        [yes] istotna
       *[no] nieistotna
    })
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
sim-col-win-used = odsetek zwycięstw, gdy tak zagrana
sim-col-win-other = odsetek zwycięstw w pozostałych
sim-col-difference = różnica
sim-length = Mediana { $median } { $median ->
        [one] tura
        [few] tury
        [many] tur
       *[other] tury
    } (kwartyle od { $low } do { $high }).
sim-ended-in = Partie zakończone w każdej z dekad:
sim-cards-note = Dla każdej karty, strony i akcji: odsetek zwycięstw tej strony w partiach, w których zagrała kartę w ten sposób, w porównaniu z pozostałymi partiami. ★ oznacza różnicę, której przedział 95 % nie obejmuje 0 (przy tylu kartach część oznaczeń to przypadek: mniej więcej co dwudzieste porównanie).
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } partia
        [few] { $n } partie
        [many] { $n } partii
       *[other] { $n } partii
    })
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = od { $low } do { $high }
sim-plot-wins = Odsetek zwycięstw z przedziałem 95 %
sim-plot-outcomes = Udział partii według zakończenia
sim-plot-length = Tury w partii
sim-plot-games = partie
sim-progress = partie
sim-rate = { $rate } partii/s
sim-written = Raport zapisano w { $dir }
