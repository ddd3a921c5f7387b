# `wsdv simulate`: il rapporto sull'equilibrio (report.md, report.html, il riepilogo nel terminale, i grafici).

sim-title = Rapporto di simulazione
sim-games = { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } (semi da { $first } a { $last })
sim-interrupted = Interrotto in anticipo: { $done } partite su { $games } concluse; il rapporto riguarda quelle.
sim-content = Contenuto: { $label } (impronta del contenuto { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = così come fornito con wsdv
sim-players = Giocatori: { $players }
sim-player = { NAME($side) }: { $kind }
sim-base = primo insieme
sim-second = secondo insieme
sim-section-wins = Percentuale di vittorie
sim-section-outcomes = Come finiscono le partite
sim-section-length = Durata della partita
sim-section-tracks = Posizione dei segnalini sui tracciati alla fine di ogni decade
sim-section-cards = Carte
sim-wins = L'{ NAME($side) } vince il { $rate } % ± { $half } (intervallo al 95 %: da { $low } a { $high } %)
sim-compare-wins = L'{ NAME($side) } vince il { $a } % ± { $ha } → { $b } % ± { $hb } (differenza { $diff } punti, { $significant ->
        [yes] significativa
       *[no] non significativa
    })
sim-col-outcome = esito
sim-col-games = partite
sim-col-share = quota
sim-col-track = tracciato
sim-col-decade = decade
sim-col-median = mediana
sim-col-quartiles = quartili
sim-col-card = carta
sim-col-side = parte
sim-col-action = giocata come
sim-col-plays = partite
sim-col-win-used = vittorie quando giocata così
sim-col-win-other = vittorie altrimenti
sim-col-difference = differenza
sim-length = Durata mediana { $median } { $median ->
        [one] turno
       *[other] turni
    } (quartili da { $low } a { $high }).
sim-ended-in = Partite concluse in ciascuna decade:
sim-cards-note = Per carta, parte e azione: la percentuale di vittorie di quella parte nelle partite in cui ha giocato la carta in quel modo, rispetto alle altre partite. ★ segna una differenza il cui intervallo al 95 % esclude lo 0 (con tante carte alcuni segni sono dovuti al caso: circa un confronto su venti).
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } partita
       *[other] { $n } partite
    })
sim-cell-difference = { $diff } [{ $low }; { $high }]
sim-cell-range = da { $low } a { $high }
sim-plot-wins = Percentuale di vittorie con intervallo al 95 %
sim-plot-outcomes = Quota di partite per esito
sim-plot-length = Turni per partita
sim-plot-games = partite
sim-progress = partite
sim-rate = { $rate } partite/s
sim-written = Rapporto scritto in { $dir }
