# `wsdv simulate`: der Bilanzbericht (report.md, report.html, die Zusammenfassung im Terminal, die Diagramme).

sim-title = Simulationsbericht
sim-games = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } (Startwerte { $first } bis { $last })
sim-interrupted = Vorzeitig beendet: { $done } von { $games } Partien wurden zu Ende gespielt; der Bericht umfasst diese.
sim-content = Inhalt: { $label } (Inhalts-Prüfsumme { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = wie mit wsdv geliefert
sim-players = Spieler: { $players }
sim-player = { NAME($side) }: { $kind }
sim-base = erste Fassung
sim-second = zweite Fassung
sim-section-wins = Siegquote
sim-section-outcomes = Wie die Partien enden
sim-section-length = Partielänge
sim-section-tracks = Stand der Leisten am Ende jeder Dekade
sim-section-cards = Karten
sim-wins = Die { NAME($side) } gewinnt { $rate } % ± { $half } (95-%-Intervall { $low } bis { $high } %)
sim-compare-wins = Die { NAME($side) } gewinnt { $a } % ± { $ha } → { $b } % ± { $hb } (Unterschied { $diff } Prozentpunkte, { $significant ->
        [yes] signifikant
       *[no] nicht signifikant
    })
sim-col-outcome = Ausgang
sim-col-games = Partien
sim-col-share = Anteil
sim-col-track = Leiste
sim-col-decade = Dekade
sim-col-median = Median
sim-col-quartiles = Quartile
sim-col-card = Karte
sim-col-side = Seite
sim-col-action = gespielt als
sim-col-plays = Partien
sim-col-win-used = Siegquote, wenn so gespielt
sim-col-win-other = Siegquote sonst
sim-col-difference = Unterschied
sim-length = Spiellänge im Median { $median } { $median ->
        [one] Zug
       *[other] Züge
    } (Quartile { $low } bis { $high }).
sim-ended-in = Partien nach der Dekade, in der sie enden:
sim-cards-note = Je Karte, Seite und Aktion: die Siegquote der Seite in den Partien, in denen sie die Karte so gespielt hat, gegenüber den übrigen Partien. ★ markiert einen Unterschied, dessen 95-%-Intervall die 0 nicht enthält (bei so vielen Karten ist etwa jeder zwanzigste Vergleich zufällig markiert).
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } Partie
       *[other] { $n } Partien
    })
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = { $low } bis { $high }
sim-plot-wins = Siegquote mit 95-%-Intervall
sim-plot-outcomes = Anteil der Partien je Spielende
sim-plot-length = Züge je Partie
sim-plot-games = Partien
sim-progress = Partien
sim-rate = { $rate } Partien/s
sim-written = Bericht gespeichert in { $dir }
