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
sim-section-wins = Win rate
sim-section-outcomes = How the games end
sim-section-length = Game length
sim-section-tracks = Track positions at the end of each decade
sim-section-cards = Cards
sim-wins = { NAME($side) } wins { $rate } % ± { $half } (95 % interval { $low } to { $high } %)
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
sim-col-difference = difference
sim-length = Median length { $median } { $median ->
        [one] turn
       *[other] turns
    } (quartiles { $low } to { $high }).
sim-ended-in = Games ending in each decade:
sim-significant = ★
sim-outcome-line = { NAME($outcome) }: { $share }
sim-cell-share = { $rate } % ± { $half }
sim-cell-difference = { $diff } [{ $low }, { $high }]
sim-cell-range = { $low } to { $high }
sim-plot-wins = Win rate with 95 % interval
sim-plot-outcomes = Share of games by outcome
sim-plot-length = Turns per game
sim-plot-games = games
sim-progress = games
sim-rate = { $rate } games/s
sim-written = Report written to { $dir }

# The compare's opening lines and its paired figures (the same seeds played by both sets).
sim-base = base
sim-summary-changed = { $changed } of { $games } games changed move for move; { $flipped ->
        [0] the winner changed in none
       *[other] the winner changed in { $flipped } ({ $ways })
    }
sim-summary-flip = { NAME($before) } → { NAME($after) }: { $n }
sim-no-winner = no winner
sim-paired-wins = { NAME($side) } wins { $a } % → { $b } % (difference { $diff } points, { $conf } % interval { $low } to { $high }; exact McNemar p = { $p }; { $significant ->
        [yes] significant
       *[no] not significant
    })
sim-summary-card = card { $card }: { NAME($side) } played it as “{ NAME($action) }” { $before } → { $after } times
sim-sequential-difference = Stopped after { $games } pairs of games: the difference is real (exact McNemar p = { $p }, within this look's bound of { $bound }, which keeps the whole run's risk of a false alarm at { $risk } %; interval { $low } to { $high } points).
sim-sequential-precise = Stopped after { $games } pairs of games: no difference found, and the interval ({ $low } to { $high } points) is narrower than the { $precision } points asked for.
sim-sequential-cap = Stopped at the cap of { $games } pairs of games: no difference found, but the interval ({ $low } to { $high } points) is still wider than the { $precision } points asked for.
sim-paired-note = Each seed is played by both sets, so the games are compared in pairs: only the games whose result changed count, tested with the exact McNemar test. The interval holds the true difference with at least { $conf } % confidence, even when few games changed.
sim-col-p = McNemar p
sim-cell-percent = { $rate } %
sim-section-usage = Cards the change touched: how often each was played, before and after
sim-worker-lost = A worker process died (killed, or out of memory) more than once: the report covers the { $done } of { $games } games finished.
sim-no-plots = No plots: matplotlib is not installed. Install it with: pip install 'wsdv[sim]'
sim-cards-note = Per card, side and action: the side's win rate in the games where it played the card that way, against the other games that ended in the same decade (a longer game sees more cards, so only games of the same length are compared). The difference is weighted over the decades; p is corrected for the number of rows (Holm), and ★ marks p below 0.05. Rows with fewer than { $min } games either way are left out.
sim-col-used-games = games played so
sim-col-other-games = games compared
sim-col-p-holm = p (Holm)
sim-cards-left-out = { $rows ->
        [one] { $rows } row was left out: fewer than { $min } games either way.
       *[other] { $rows } rows were left out: fewer than { $min } games either way.
    }
sim-cards-too-few = { $games ->
        [one] Only { $games } game was played: too few for rows per card, each of which needs at least { $min } games either way.
       *[other] Only { $games } games were played: too few for rows per card, each of which needs at least { $min } games either way.
    }
sim-error-until-alone = --until plays in rounds until a compare is decided, so it needs --compare
sim-error-until-alone-hint = e.g. wsdv simulate --until 2000 --compare --overlay DIR
sim-error-games = { $option } must be a whole number of games, 1 or more
sim-error-precision = --precision is a width in points: more than 0 and at most 100
sim-error-jobs = --jobs must be from 1 to 1024
sim-error-compare-same = --compare needs --variant, --overlay, --content or another player after it
sim-error-compare-same-hint = e.g. --compare --overlay DIR, or --compare --east heuristic:weights=DIR
sim-error-human = simulate plays bots only (random, foresight, heuristic, mcts:N)
sim-error-players = { $problem }
sim-error-players-hint = players: random, foresight, heuristic[:bot=NAME,weights=DIR], mcts:N (N from 1 to 100000)
sim-error-no-space = { $path }: not enough free space for the report of { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $free } MB free, about { $need } MB needed
sim-error-no-space-hint = free some space, play fewer games, or name a folder on another disk with --out
sim-error-unwritten = { $path }: cannot write the report: { $why }
sim-error-unwritten-hint = the { $games ->
        [one] { $games } game played is
       *[other] { $games } games played are
    } summed up above; free some space or name another --out folder and run again (the same seeds give the same games)
sim-error-content-fault = the game of seed { $seed } stopped on a fault of the content (see it in a game of its own: wsdv play --seed { $seed } with the same options)
sim-resumed = { $games ->
        [one] { $games } game a killed run of this report had finished was kept; the rest were played.
       *[other] The { $games } games a killed run of this report had finished were kept; the rest were played.
    }
sim-error-ray-start = Ray could not start a local cluster: { $why }
sim-error-ray-start-hint = play with --backend local (the default), or start Ray yourself (ray start --head) and name it with --address
sim-error-ray-address = Ray could not reach the cluster at { $address }: { $why }
sim-error-ray-address-hint = check that the cluster is running and that the address is right, or play with --backend local
