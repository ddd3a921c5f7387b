# What wsdv says when it refuses a request below the command line: a player or side that is no player
# or side, a game log it will not read or cannot follow (`wsdv play`, `replay`, `play --resume`).
# (Last, the line `wsdv replay --to N` ends with.) `$where`-like places (a file, a line) are put before the message by the command: "FILE:LINE: error: ...";
# a message's hint is `<id>-hint`. Values in quotes are typed or logged as they are (ids, options).
refusal-nul-argument = an argument holds a NUL character, which no name or path can contain
refusal-player-unknown = unknown player '{ $kind }' (players: { $known })
refusal-player-no-options = '{ $part }' is not an option of the { $kind } player (it takes none)
refusal-player-option = '{ $part }' is not an option of the { $kind } player (options: { $known })
refusal-player-number = { $option } of the { $kind } player must be a whole number from { $low } to { $high }
refusal-player-screen = screen={ $value } is not a number of options
refusal-player-weights = the weights in { $folder } do not load (see above)
refusal-player-bot = the content declares no `bot { $bot }` (bots: { $known })
refusal-player-weights-content = weights=DIR needs the content the game is built from
refusal-log-player-weights = the log's player of '{ $side }' loads the bot weights in { $folder }; wsdv does not open a folder a log names
refusal-log-player-weights-hint = to play on with that folder, name it yourself: --{ $side } { $player }
refusal-log-player-weights-differs = the log's player of '{ $side }' is '{ $logged }', not '{ $given }'
refusal-log-player-weights-differs-hint = name the log's player, --{ $side } { $player }, or a player without weights=
refusal-player-rest = rest={ $value } is not a number of decisions
refusal-player-pair = --player { $given }: write SIDE=KIND, e.g. --player east=heuristic
refusal-player-not-a-player = the player of { $side } is a { $type }: give a player's name ('random', 'heuristic', 'mcts:200') or an Agent
refusal-unexpected-argument = unexpected argument '{ $word }'
refusal-side-needs-player = { $option } needs a player, e.g. { $option } heuristic
refusal-side-unknown = unknown side '{ $side }' (the sides are { $sides })
refusal-side-did-you-mean = unknown side '{ $side }' (did you mean '{ $word }'?)
refusal-log-not-a-file = will not read this as a log: it is not a regular file
refusal-log-not-a-file-hint = name the log file that `wsdv play --log` wrote
refusal-log-unreadable = cannot read the log: { $code ->
       *[other] { $reason }
    }
refusal-log-bad-name = cannot read the log: no file can have this name
refusal-log-too-large = will not read this as a log: it is larger than { $mb } MB
refusal-log-too-large-hint = a game log of a whole game is far smaller
refusal-log-empty = the file is empty, not a game log
refusal-log-not-a-log = not a wsdv game log: its first line has no `wsdv_log`
refusal-log-line-too-long = this line is longer than { $limit } bytes; a game log's lines are short
refusal-log-not-utf8 = this line is not UTF-8 text
refusal-log-too-deep = this line nests too deeply to be a log line
refusal-log-not-json = this line is not valid JSON (at column { $column })
refusal-log-torn = this line is not valid JSON (at column { $column })
refusal-log-torn-hint = a last line cut short (a full disk, a crash) is dropped by `wsdv play --resume`
refusal-log-not-object = each line of a game log is a JSON object ({"{"}...{"}"})
refusal-log-deeper = this line nests deeper than { $depth } levels; no game offers such options
refusal-log-shape =
    `{ $place }`: { refusal-log-detail } (in the { $kind ->
        [header] header
        [result] result
       *[decision] decision
    } line)
refusal-log-shape-hint = the format of game logs is described in docs/guide/game-logs.md
refusal-log-no-kind = not a line of a game log: neither a decision (`n`, `choice`, ...) nor the result
refusal-log-second-header = a second header line; a log holds one game
refusal-log-after-result = nothing may follow the result line of a game
refusal-log-decision-number = decision number { $n } where { $next } comes next
refusal-log-unwritable = cannot write the log: { $code ->
       *[other] { $reason }
    }
refusal-log-variants =
    the log was written with { $logged-any ->
        [no] no variant
       *[yes] variants { $logged }
    }, this run uses { $used-any ->
        [no] no variant
       *[yes] variants { $used }
    }
refusal-log-variants-hint =
    { $logged-any ->
        [no] run it without --variant
       *[yes] run it with { $flags }
    }
refusal-log-choice =
    decision { $n } takes choice { $choice }, but { $side }'s '{ $kind }' offers { $count } { $count ->
        [one] option
       *[other] options
    } (0 to { $last })
refusal-log-unfinished =
    the log ends after { $count } { $count ->
        [one] decision
       *[other] decisions
    }, before the game does (no result line): an unfinished game
refusal-log-unfinished-hint = continue it with `{ $command }`
refusal-log-no-result =
    the log ends after { $count } { $count ->
        [one] decision
       *[other] decisions
    } without its result line
refusal-log-no-result-hint = a finished game's log ends with {"{"}"result": ..., "state": ...{"}"}
refusal-log-finished = this game is already finished
refusal-log-finished-hint = replay it with `{ $command }`
refusal-replay-content = the log was written with content { $logged }, this content is { $used }
refusal-replay-decision = line { $line }: decision { $n } in the log is { $side }'s '{ $kind }', the game asks { $asked-side }'s '{ $asked-kind }'
refusal-replay-option = line { $line }: decision { $n } in the log took option { $option } as choice { $choice }, the game offers { $offered } there
refusal-replay-log-ended =
    line { $line }: the log's game ended after { $count } { $count ->
        [one] decision
       *[other] decisions
    }, the replay asks { $side }'s '{ $kind }'
refusal-replay-state = line { $line }: after decision { $n } the state differs from the log's
refusal-replay-log-goes-on =
    line { $line }: the game ended after { $count } { $count ->
        [one] decision
       *[other] decisions
    }, the log goes on
refusal-replay-result = line { $line }: the log ends with { $logged }, the replay with { $played }
refusal-replay-final-state = line { $line }: the final state differs from the log's
refusal-log-line-shape =
    { refusal-log-detail } (in the { $kind ->
        [header] header
        [result] result
       *[decision] decision
    } line)
refusal-log-line-shape-hint = the format of game logs is described in docs/guide/game-logs.md
cli-replay-stopped = stopped after decision { $steps }

# What a game log line breaks in the log's schema (`$rule`: type, required, extra, options, min, max, short,
# long, other), `$found` the value as the log holds it (JSON), `$want` the JSON type it should have
# (several: separated by spaces); said inside `refusal-log-shape` and `refusal-log-line-shape`.
refusal-log-detail = { $rule ->
        [type] { $found } is not of type { $want ->
            [integer] integer
            [string] string
            [object] object
            [array] array
            [boolean] boolean
            [null] null
            [number] number
           *[other] { $want }
        }
        [required] the key `{ $key }` is missing
        [extra] the key `{ $key }` does not belong here
        [options] { $found } is not one of { $options }
        [min] { $found } is less than { $limit }
        [max] { $found } is more than { $limit }
        [short] { $found } has fewer than { $limit } items or characters
        [long] { $found } has more than { $limit } items or characters
       *[other] { $found } is not valid here
    }

# `wsdv site build --simulation DIR`: the folder's games.jsonl is not the games of a finished `wsdv simulate`
# run (the file, or the line, is put before the message). `$kind` is the kind of id a record names (side,
# outcome, decade, track, card, action), `$id` the id as the file holds it.
refusal-simulation-unreadable = cannot read the simulation's games: { $code ->
        [link] it is a symbolic link
        [special] it is not a regular file
       *[other] { $reason }
    }
refusal-simulation-unreadable-hint = give the --out folder of a finished `wsdv simulate` run
refusal-simulation-long-line = a line longer than { $kb } KB is not a record of `wsdv simulate`
refusal-simulation-long-line-hint = the file is written by `wsdv simulate --out DIR`
refusal-simulation-not-a-record = not a record of `wsdv simulate`
refusal-simulation-not-a-record-hint = { refusal-simulation-long-line-hint }
refusal-simulation-seed-order = the game of seed { $seed } comes after seed { $last }: `wsdv simulate` writes its games in seed order
refusal-simulation-seed-order-hint = { refusal-simulation-long-line-hint }
refusal-simulation-three-sets = this game begins a third set of games: a simulation holds one set, or a comparison's two
refusal-simulation-three-sets-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-empty = the simulation holds no games
refusal-simulation-empty-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unpaired = this game begins a second set of games (other players or content), and the two sets are not of the same seeds: { $pairs } of their { $first } and { $second } games pair up
refusal-simulation-unpaired-hint = { refusal-simulation-unreadable-hint }
refusal-simulation-unknown-id = the game of seed { $seed } names the { $kind ->
        [side] side
        [outcome] outcome
        [decade] decade
        [track] track
        [card] card
       *[action] action
    } '{ $id }', which the content does not have
refusal-simulation-unknown-id-hint = build the site with the content the simulation was run with (--content, --variant)
