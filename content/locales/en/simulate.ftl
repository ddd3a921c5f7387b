# `wsdv simulate`: the balance report (report.md, report.html, the terminal summary, the plots).

sim-title = Simulation report
sim-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } (seeds { $first } to { $last })
sim-interrupted = Stopped early: { $done } of { $games } games were finished; the report covers those.
sim-content = Content: { $label } (content hash { $hash })
# The content set when no --content, --variant or --overlay chose another: the shipped one as it is.
sim-shipped = as shipped with wsdv
sim-players = Players: { $players }
sim-player = { NAME($side) }: { $kind }
sim-base = first set
sim-second = second set
sim-section-wins = Win rate
sim-section-outcomes = How the games end
sim-section-length = Game length
sim-section-tracks = Track positions at the end of each decade
sim-section-cards = Cards
sim-wins = { NAME($side) } wins { $rate } % ± { $half } (95 % interval { $low } to { $high } %)
sim-compare-wins = { NAME($side) } wins { $a } % ± { $ha } → { $b } % ± { $hb } (difference { $diff } points, { $significant ->
        [yes] significant
       *[no] not significant
    })
sim-col-outcome = outcome
sim-col-games = games
sim-col-share = share
sim-col-track = track
sim-col-decade = decade
sim-col-median = median
sim-col-quartiles = quartiles
sim-col-card = card
sim-col-side = side
sim-col-action = played as
sim-col-plays = games
sim-col-win-used = win rate when played so
sim-col-win-other = win rate otherwise
sim-col-difference = difference
sim-length = Median length { $median } { $median ->
        [one] turn
       *[other] turns
    } (quartiles { $low } to { $high }).
sim-ended-in = Games ending in each decade:
sim-cards-note = Per card, side and action: the side's win rate in the games where it played the card that way, against the other games. ★ marks a difference whose 95 % interval leaves out 0 (with this many cards, some marks are chance: about 1 in 20 comparisons).
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-games = { $share } ({ $n ->
        [one] { $n } game
       *[other] { $n } games
    })
sim-cell-difference = { $diff } [{ $low }, { $high }]
sim-cell-range = { $low } to { $high }
sim-plot-wins = Win rate with 95 % interval
sim-plot-outcomes = Share of games by outcome
sim-plot-length = Turns per game
sim-plot-games = games
sim-progress = games
sim-rate = { $rate } games/s
sim-written = Report written to { $dir }
