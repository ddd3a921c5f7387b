# Labels of `wsdv cards` and the result line of `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } card face
       *[other] { $count } card faces
    }
cli-card-heading = card { $id }: { $title }{ $same ->
        [yes] {""}
       *[no] { " " }({ $original })
    }{ $year ->
        [none] {""}
       *[other] , { $year }
    }
cli-card-decade = decade { $decade }, { $colour }
cli-card-special = special card
cli-card-face = face “{ $face }” (other face: “{ $other }”)
cli-card-value = value: { $value }
cli-card-corner = corner: { $icons }
cli-card-event = event (may be triggered by { $sides }):
cli-card-row = row { $number }: { $icons }
cli-card-text = text: { $text }
cli-card-played = as the ruling plays it (the lines above are the printed ones):
cli-card-source = source: { $sources }
cli-card-ruling = ruling { $date } ({ $source }): { $text }
cli-card-erratum = erratum { $date } ({ $source }): { $text }
cli-table-number = no.
cli-table-decade = decade
cli-table-colour = colour
cli-table-value = value
cli-table-corner = corner
cli-table-title = title
cli-table-event = event
cli-result = result: { NAME($outcome) }, { NAME($winner) } wins (seed { $seed }, { $steps } { $steps ->
        [one] decision
       *[other] decisions
    })
cli-no-result = result: none, the game ended without one (seed { $seed }, { $steps } { $steps ->
        [one] decision
       *[other] decisions
    })
cli-replay-ok = replay OK: { $steps } { $steps ->
        [one] decision
       *[other] decisions
    }
cli-replay-result = replay OK: { $steps } { $steps ->
        [one] decision
       *[other] decisions
    }; { NAME($outcome) }, { NAME($winner) } wins

# `wsdv cards` refusing a card or a filter it does not know ($key: decade, colour, icon, side).
cli-no-card = wsdv cards: no card '{ $card }' (cards: { $known })
cli-png-needs-extra = wsdv: error: a PNG picture needs the `png` extra: pip install 'wsdv[png]' (or write an .svg file, which needs nothing more)
cli-unknown-filter = wsdv cards: unknown { $key ->
        [decade] decade
        [colour] colour
        [icon] icon
       *[side] side
    } '{ $value }' ({ $hint })
cli-did-you-mean = did you mean '{ $word }'?
cli-known = known: { $words }

# The board view of `wsdv play` for a human player.
view-province = province
# The board's column of a province's pieces, each with its count ("3 unrest cubes, 1 LS marker").
view-pieces = pieces
view-economy = economy
view-factories = factories (value)
view-rundown = rundown
view-infrastructure = infrastructure
# An empty pile or box on the board view ($what: the pile or box, whose name it may agree with).
view-empty = { ID($what) ->
        [special] none
       *[other] empty
    }
# A fact of the game on the board view: its state in a word of its own, by the fact ($flag)
# and whether it holds ($value: yes or no).
view-flag = { ID($flag) ->
        [wall] { $value ->
            [yes] standing
           *[no] not standing
        }
        [stasi] { $value ->
            [yes] active
           *[no] dissolved
        }
       *[other] { $value ->
            [yes] yes
           *[no] no
        }
    }
view-used = used
view-hand = { NAME($side) }'s hand: { $cards }
view-decides = { NAME($side) } decides: { $question }
view-prompt = type a number from 1 to { $count }, or `?` for help
view-read-card-help = type an option's number to choose it; `?` and an option's number (`?2`) shows the text of that option's card, `?` and a card's number in brackets (`?[25]`) the text of any card
view-read-card-unknown = there is no card '{ $card }'
view-hidden-pile = { NAME($pile) }: { $count } { $count ->
        [one] card
       *[other] cards
    } face down
view-hidden-hand = cards in { NAME($side) }'s hand: { $count }
# "label: value" on the board view (French: a space before the colon).
view-label = { $label }: { $value }
# Between the items of a list on one line (cards of a pile, icons); French: a space before the semicolon.
view-separator = { "; " }
# The question of a decision, by its kind: every kind the engine asks and every kind the content
# names with choose(..., ask = "kind") (tests/test_human_screen.py finds them all).
view-question = { $kind ->
        [card] which card to play
        [action] what to do with the card
        [ignore] which icon of the card to ignore
        [icon_order] which icon to carry out next
        [floating] which province the city counts for
        [build_site] where to build
        [dismantle_site] what to dismantle
        [living_standard] where to place a living standard marker
        [transfer] whether to pass a new LS marker on to West Berlin
        [sector] which sector
        [mirror] which province West Berlin's mass protest also goes to
        [overflow] which icon to carry out instead
        [attack] which province to attack
        [hand_discard] whether to keep this hand card for the new decade
        [hand_excess] which hand card to discard
        [prestige_space] the icons of which prestige space to carry out
        [remove_unrest] where to remove an unrest cube
        [rundown] which factory runs down
        [socialist] where the socialist goes
        [socialist_removal] which province loses a socialist
        [special_price] how to pay for the special card
        [use_police] whether to use a police card now
        [place_unrest] where to place an unrest cube
        [move_unrest_from] which unrest cube to move (from where)
        [move_unrest_to] where the unrest cube goes
        [reduce_unrest] which mass protest falls back to 3 unrest cubes
        [remove_ls] where to remove a living standard marker
        [destroy_factory] which factory is removed for good
        [repair] which rundown factory is repaired
        [remove_line] which infrastructure is removed
        [return_unrest] where the unrest cubes of the police cards return
        [look_at] what to look at: the opponent's hand or the top of the draw deck
        [seen_cards] what to do with the cards seen
        [give_card] which of your hand cards to give
        [take_card] which card seen to take
        [remove_card] which card seen to remove from the game
        [police_from] from where the police card takes an unrest cube
        [police_to] onto which police card the unrest cube goes
       *[other] choose one of the options
    }
# A question about one city (which province a floating city counts for): the question, then the city named.
view-question-city = { $question } ({ NAME($city) })
# What the human player answers after: the deciding side's name.
view-input = { NAME($side) } >{ " " }
# An option that is a word of the engine or the content, not a name (by the decision's kind).
view-option = { $option ->
        [none] { $kind ->
            [ignore] ignore no icon
            [transfer] pass nothing on
           *[other] none (skip)
        }
        [stop] place no more
        [yes] yes
        [no] no
        [keep] { $kind ->
            [hand_discard] keep the card
           *[other] keep the cards as they are
        }
        [discard] discard a hand card
        [opponent_draws] the opponent draws the top card of the deck
        [hand] look at the opponent's hand
        [deck] look at the top 2 cards of the draw deck
        [swap] swap one of your cards for one seen
        [remove] remove a seen card from the game
       *[other] { $option }
    }
# A prestige space offered by its number; a new LS marker passed from a supplier into its sector.
view-space = space { $space }
view-transfer = { NAME($supplier) } → { NAME($sector) }

# A terminal whose encoding cannot show every character ($encoding: its name, e.g. ascii).
cli-encoding-replaced = some characters cannot be shown in this terminal's encoding ({ $encoding }) and were printed as "?"; for the full text use a UTF-8 terminal (for example PYTHONIOENCODING=utf-8)

# The kinds of player (`--east random`), as reports and screens name them; the options as typed.
player-human = human player
player-random = random bot
player-foresight = foresight bot
player-heuristic = heuristic bot
player-mcts = MCTS bot
player-with-options = { $player } ({ $options })

## The command line's help and usage (`wsdv --help`, `wsdv play --help`, argparse's refusals).
## An option's help is `cli-help-<command>-<option>`, shared ones `cli-help-option-<option>`;
## a command in a list `cli-help-command-<command>`; a placeholder `cli-metavar-<name>`.

cli-usage = usage:
cli-section-positional = positional arguments
cli-section-options = options
cli-description-wsdv = A rules interpreter for Wir sind das Volk!
cli-help-option-help = show this help message and exit
cli-help-option-version = show the version of wsdv and exit
cli-help-option-content = a content folder to use instead of the shipped one (e.g. a designer's copy)
cli-help-option-variant = apply a variant from the content's variants/ folder (may be repeated)
cli-help-option-overlay = apply a folder of overlay files (may be repeated)
cli-help-option-lang = the language of what the command prints (a folder of content/locales: en, de, pl, uk, it, fr…); by default the one LANGUAGE, LC_ALL, LC_MESSAGES or LANG asks for, else English
cli-help-option-strict = fail (exit 2) where a text of the language falls back to English or a name lacks the form a sentence asks for; without it each is a warning on stderr
cli-help-check-strict = treat warnings as errors (exit 2)
cli-help-command-check = read and check the content without playing
cli-help-command-cards = list the card faces, or show one card
cli-help-command-l10n = report on the translations in content/locales
cli-help-command-rename = rename a definition everywhere its id is written
cli-help-command-site = build or serve the rules reference site
cli-help-command-play = play a game in the terminal (humans or bots)
cli-help-command-replay = re-run a logged game and check it reaches the same states
cli-help-command-scenario = run rules scenarios (YAML)
cli-help-command-diff = what a content set changes against another (variants, overlays, content folders), in words
cli-help-command-schema = export the JSON Schemas of content, scenarios and game logs
cli-help-command-simulate = play many seeded games between bots and report on the balance
cli-description-play = Play a full game. Each side is a human at this terminal or a bot; every step is narrated.
cli-help-play-player = who plays a side of the content: human, random, foresight, heuristic or mcts:N (a deep search: slow, and measured weaker than foresight; see docs/guide/python.md, "Search") (options: foresight:weights=DIR,bot=NAME); also written --SIDE KIND, e.g. --east heuristic; a side not named is played by foresight
cli-help-play-seed = the seed of the shuffles and of the bots (default 1)
cli-help-play-log = write the game's decisions to a file (JSON lines) as it goes, for replay or to resume it
cli-help-play-resume = continue the unfinished game of a log written by --log, appending to it; the players are the log's unless given; a player with weights=DIR must be given again
cli-help-play-quiet = print only the result
cli-help-replay-file = a log written by `wsdv play --log`
cli-help-replay-to = stop after decision N and print the state
cli-help-replay-json = with --to: print the state as JSON (for tools) instead of the board
cli-help-replay-narrate = narrate the game while replaying it
cli-metavar-command = COMMAND
cli-metavar-dir = DIR
cli-metavar-name = NAME
cli-metavar-file = FILE
cli-metavar-files = FILE
cli-metavar-log = LOG
cli-metavar-lang = LANG
cli-metavar-seed = SEED
cli-metavar-n = N
cli-metavar-side-kind = SIDE=KIND
# argparse's refusals ($words, $names, $option, $value, $choices, $other as argparse wrote them).
cli-argparse-unrecognized = unrecognized arguments: { $words }
cli-argparse-required = the following arguments are required: { $names }
cli-argparse-choice = argument { $option }: invalid choice: { $value } (choose from { $choices })
cli-argparse-one-value = argument { $option }: expected one value
cli-argparse-values = argument { $option }: expected at least one value
cli-argparse-invalid = argument { $option }: invalid value: { $value }
cli-argparse-no-value = argument { $option }: takes no value (given: { $value })
cli-argparse-ambiguous = ambiguous option: { $option } could match { $choices }
cli-argparse-conflict = argument { $option }: not allowed with argument { $other }
cli-argparse-own = argument { $option }: { $refusal }
cli-not-a-port = '{ $value }' is not a port; give a number from 1 to 65535
cli-not-a-decision = '{ $value }' is not a decision number; give a whole number, 0 or more
cli-empty-file-name = an empty name is no file; name the file, e.g. game.jsonl
cli-not-a-seed = '{ $value }' is not a seed; give a whole number from { $min } to { $max }
cli-not-a-site-url = '{ $value }' is not an absolute http(s) address of the site (e.g. https://example.org/wsdv/)
cli-unknown-language = no locale '{ $lang }' in this content (available: { $available })
cli-locale-unreadable = the locale files of '{ $lang }' cannot be read as they are (`wsdv l10n check { $lang }` lists every problem)

# Refusals about the user's files ($path: a file or folder; a line "PATH: error: ..." and a hint; $command: the whole
# command that continues the game, to be pasted).
cli-log-in-use = { $path }: error: another wsdv is playing this game: its log is in use
cli-log-in-use-hint = wait for that game to end, or stop it with Ctrl-C, then resume it
cli-log-write-failed = { $path }: error: could not write the log: { $reason }
cli-log-write-failed-hint = the log keeps every decision before this one; make room, then continue the game with: { $command }
cli-not-a-site = { $path }: error: will not serve this folder: it is not a site that `wsdv site build` wrote
cli-not-a-site-hint = build the site into a new folder with `wsdv site serve --build --out DIR`; wsdv serves only what it built
# A rename that a killed process left half done ($kind: province, icon...; $old and $new: the ids).
cli-rename-interrupted = { $path }: error: a rename of { $kind } '{ $old }' to '{ $new }' was interrupted, so the content is partly renamed
cli-rename-interrupted-hint = run `wsdv rename { $kind } { $old } { $new }` in this content folder again to finish it or undo it
cli-rename-content-errors = the content has errors: fix them before renaming
cli-rename-finished = an interrupted rename of { $kind } '{ $old }' to '{ $new }' was finished: { $count ->
        [one] its { $count } file now holds
       *[other] all { $count } of its files now hold
    } the new id
cli-rename-undone = an interrupted rename of { $kind } '{ $old }' to '{ $new }' was undone: it had not changed any of its { $count ->
        [one] { $count } file
       *[other] { $count } files
    } yet
cli-new-interrupted = { $path }: error: `wsdv new { $kind } { $id }` was interrupted, so the content holds only part of what it adds
cli-new-interrupted-hint = run the same `wsdv new` in this content folder again: it finishes the interrupted one, or undoes it and adds afresh
cli-new-finished = an interrupted `wsdv new { $kind } { $id }` was finished: { $count ->
        [one] its { $count } file is
       *[other] all { $count } of its files are
    } written
cli-new-undone = an interrupted `wsdv new { $kind } { $id }` was undone: it had not changed any of its { $count ->
        [one] { $count } file
       *[other] { $count } files
    } yet
# `wsdv play` and `wsdv replay` refusing or stopping ($detail: what the engine says differs).
cli-play-resume-with-log = --resume continues the game in its own log; --log does not go with it
cli-play-seed-mismatch = the log's game has seed { $logged }, not { $given }
cli-play-seed-hint = leave out --seed when resuming
cli-play-resume-differs = the game differs from the log, so it cannot be resumed: { $detail }
cli-play-stopped = stopped; every decision so far is in { $log }
cli-play-continue = continue the game with: { $command }
cli-play-stopped-unlogged = stopped; the game was not logged: play it with --log FILE to keep its decisions and resume it later
cli-replay-differs = the replay differs from the log: { $detail }
cli-replay-failed = the replay stopped: { $reason }

## `wsdv new`: its refusals (a message's hint is `<id>-hint`) and what it says it wrote; `$kind` is the kind
## of definition as typed (card, icon, ...), an id of the content language.
new-shipped = { $path }: error: the shipped content is installed with wsdv and is not changed in place
new-shipped-hint = copy it and name the copy with --content DIR
new-content-has-errors = the content has errors; fix them before adding to it
new-would-not-pass = the content with the new { $kind } would not pass `wsdv check`; nothing was written
new-symbolic-link = { $path } is a symbolic link (to { $target }); `wsdv new` replaces the files it changes, so nothing was written
new-symbolic-link-hint = add it in the folder the link points to, or replace the link with a copy of its file
new-written = new { $kind } '{ $id }': { $files } files
new-next-no-texts = next: fill it in (docs/guide/content-language.md); it has no texts to translate
new-next = next: write its English ({ $files }) and what it does; { $texts } texts wait for translation in { $langs } (wsdv l10n status)
new-card-needs-decade = a new card needs its decade
new-card-needs-decade-hint = wsdv new card { $id } --decade IV
new-not-card-number = '{ $number }' is not a card number
new-not-card-number-hint = a card is a number (81) or an id (as `wsdv cards` lists them)
new-no-decade = the deck has no decade '{ $decade }'
new-no-decade-hint = name a decade of content/deck.wsdv (I, II, III, IV)
new-card-outside-decade = card { $number } cannot join decade { $decade }, whose cards are { $first }..{ $last }
new-card-outside-decade-hint = the next card of the decade is { $next }
new-city-needs-province = a new city needs its province and its place on the board
new-city-needs-province-hint = wsdv new city { $name } --province PROVINCE --at 31,72 (percent of the board, across and down)
new-not-a-place = { $value ->
        [none] a new { $what } needs its place on the board
       *[other] '{ $value }' is not a place on the board
    }
new-not-a-place-hint = two numbers, percent of the board across and down: { $example }
new-province-needs-side = a new province needs its side
new-province-needs-side-hint = wsdv new province { $name } --side west --at 31,72
new-no-neighbour = there is no province '{ $neighbour }' to border '{ $name }'
new-no-neighbour-hint = name provinces the content declares
new-neighbours-wrapped = the neighbours of '{ $neighbour }' go on over several lines, which `wsdv new` does not edit
new-neighbours-wrapped-hint = add `{ $name }` to the neighbours of '{ $neighbour }' yourself, then run wsdv new without it
new-connection-two-cities = a new connection joins two cities
new-connection-two-cities-hint = wsdv new connection frankfurt --to darmstadt --lines 1
new-not-lines = '{ $lines }' is not a number of blue lines
new-not-lines-hint = a connection has 1 or 2 blue lines: --lines 1
new-not-spaces = { $spaces ->
        [none] a new track needs its spaces
       *[other] '{ $spaces }' is not a run of spaces
    }
new-not-spaces-hint = the lowest and the highest space: wsdv new track { $name } --spaces -6..6 --start 0
new-not-a-space = '{ $start }' is not a space
new-not-a-space-hint = the space the marker starts on: --start 0
new-variant-exists = the variant '{ $name }' is already there ({ $folder })
new-variant-exists-hint = choose another name
new-title-quote = a variant's title cannot hold a double quote
new-title-quote-hint = write it without one
new-not-an-id = '{ $value }' is not an id
new-not-an-id-hint = an id is lower-case ASCII letters, digits and `_`, e.g. move_ls
new-text-exists = '{ $id }' is already a text of the locales ({ $file })
new-text-exists-hint = choose an id nothing has
new-variant-in-overlay = the variant '{ $name }' would be a folder of the content's variants/, not a part of an overlay
new-variant-in-overlay-hint = leave out --overlay (an overlay folder is itself applied as a variant is)

## `wsdv rename`: its refusals (a message's hint is `<id>-hint`) and what it says it did; `$kind` is the kind of
## definition as typed (province, city, ...), `$kinds` such kinds joined by commas, `$old` and `$new` the ids.
rename-shipped = { $path }: error: the shipped content is installed with wsdv and is not renamed in place
rename-shipped-hint = copy it and name the copy with --content DIR
rename-not-an-id = '{ $new }' is not an id
rename-not-an-id-hint = an id is ASCII letters, digits and `_`, not starting with a digit
rename-no-such = there is no { $kind } '{ $old }' in { $content }
rename-other-kind = there is no { $kind } '{ $old }' in { $content }
rename-other-kind-hint = '{ $old }' is the id of a definition of another kind: { $kinds }
rename-ambiguous = '{ $old }' is the id of definitions of several kinds ({ $kinds }): their uses cannot be told apart
rename-ambiguous-hint = rename it by hand
rename-taken = '{ $new }' is already the id of a definition ({ $kinds })
rename-taken-hint = choose an id no definition has
rename-symbolic-link = this file is a symbolic link (to { $target }); a rename replaces the files it changes, so nothing was written
rename-symbolic-link-hint = rename in the folder the link points to, or replace the link with a copy
rename-nothing = { $kind } '{ $old }' is written nowhere else; nothing to change
rename-would-not-pass = the renamed content would not pass `wsdv check`; nothing was written
rename-dry-run = would rename { $kind } '{ $old }' to '{ $new }': { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    } in { $files ->
        [one] { $files } file
       *[other] { $files } files
    } (dry run: nothing written)
rename-done = renamed { $kind } '{ $old }' to '{ $new }': { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    } in { $files ->
        [one] { $files } file
       *[other] { $files } files
    }

## `wsdv schema export` and `wsdv site build`: what they say they wrote ($seconds: already in the language's
## writing, one decimal), and schema export's refusal of a URL.
cli-schema-bad-base-url = --base-url '{ $url }' is not an http(s) or file URL
cli-schema-bad-base-url-hint = e.g. --base-url https://example.org/wsdv/schemas/
cli-schema-exported = wrote { $count ->
        [one] { $count } JSON Schema
       *[other] { $count } JSON Schemas
    } to { $dir }
cli-site-generated = generated { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } in { $languages ->
        [one] { $languages } language
       *[other] { $languages } languages
    }; running MkDocs
cli-site-built = site built: { $out } ({ $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $seconds } s)
cli-site-needs-extra = wsdv: error: the site needs the `site` extra (missing: { $modules }): pip install 'wsdv[site]'
cli-site-cannot-listen = cannot listen on { $host }:{ $port }: { $reason }
cli-site-serving = serving { $root } at { $url } (Ctrl-C stops)
cli-internal-error = wsdv: internal error: { $error }
cli-internal-error-hint = this is a bug in wsdv, not in your content; run again with WSDV_DEBUG=1 to see where

## `wsdv scenario run`: each scenario's mark (`ok`, `FAIL`) and the closing count, its parts joined with commas
## (the scenarios passed and failed, the files not valid, the scenarios with errors, the content's failures).
scenario-passed = { $n } passed
scenario-failed = { $n } failed
scenario-broken = { $n ->
        [one] { $n } file not valid
       *[other] { $n } files not valid
    }
scenario-invalid = { $n ->
        [one] { $n } scenario with errors
       *[other] { $n } scenarios with errors
    }
scenario-faults = { $n ->
        [one] { $n } content failure while running
       *[other] { $n } content failures while running
    }
scenario-ok = ok
scenario-fail = FAIL
# A scenario's failures (`wsdv scenario run`): what the scenario expected and what the game had. The ids,
# numbers and lists are the scenario file's own.
scenario-problem-pieces = { $place }: expected { $expected } { $piece }, found { $found }
scenario-problem-value = { $key } of { $thing }: expected { $expected }, found { $found }
scenario-problem-entry = { $key } { $name }: expected { $expected }, found { $found }
scenario-problem-zone-count = zone { $zone }: expected { $expected } cards, found { $found }
scenario-problem-zone = zone { $zone }: expected { $expected }, found { $found }
scenario-problem-hand = hand of { $side }: expected { $expected } cards, found { $found }
scenario-problem-ended = expected the game to go on, but it ended: { $result }
scenario-problem-goes-on = expected the game to have ended, but it goes on
scenario-problem-error-missing = expected an error containing '{ $error }', but the step succeeded
scenario-problem-error-other = expected an error containing '{ $error }', got: { $got }
scenario-problem-step-failed = the step failed: { $error }
scenario-problem-asked = expected the decisions { $expected }, they were { $found }
scenario-problem-decisions = decisions: expected { $expected }, there were { $found }
scenario-problem-result = result { $name }: expected { $expected }, found { $found }
scenario-problem-no-decision = expected a decision '{ $decision }' to be offered, none was (after the earlier ones)
scenario-problem-options = decision '{ $decision }': expected the options { $expected }, offered { $offered }
scenario-problem-not-offered = decision '{ $decision }': { $missing } not offered (offered: { $offered })
scenario-problem-barred = decision '{ $decision }': { $barred } offered, though they should not be (offered: { $offered })
scenario-problem-unused-choices = { $step ->
        [0] { "" }
       *[other] step { $step }:{ " " }
    }only { $asked } of the { $count } scripted choices were asked for
scenario-problem-site = { $city }: expected { $wanted ->
        [none] no factory
       *[some] { $expected }
    }, found { $had ->
        [none] no factory
       *[some] { $found }
    }
scenario-problem-rundown-count = expected { $expected } rundown factories, found { $found } ({ $cities })
scenario-problem-rundown = expected rundown factories { $expected }, found { $found }
scenario-problem-infrastructure = expected { $expected } infrastructure of { $side }, found { $found }
scenario-problem-needs-variants = this scenario needs the variant(s) { $variants }
scenario-problem-unknown-primitive = unknown primitive `{ $name }`{ $known ->
        [yes] { " " }(did you mean '{ $near }'?)
       *[no] { "" }
    }
scenario-problem-variants-broken = the content with the variant(s) { $variants } has errors (above)
scenario-problem-unknown = unknown { $what ->
        [province_or_side] province or side
       *[other] { $what }
    } '{ $value }'
scenario-problem-unknown-hint = { $near ->
        [none] { $about ->
            [decisions] the decisions: { $known }
           *[answer] an answer is the value of an option: an id of the content, a number, `none` or `stop`
        }
       *[other] did you mean '{ $near }'?
    }
scenario-problem-track-spaces = track '{ $track }' has spaces { $low } to { $high }, not { $value }
scenario-problem-not-side-decision = '{ $entry }' is not a side and a decision
scenario-problem-not-side-decision-hint = write `SIDE DECISION`{ $example ->
        [none] { "" }
       *[other] , e.g. `{ $example }`
    }
scenario-problem-over-supply = the position needs { $needed } { $piece } on the board, but the box holds { $count }
scenario-problem-ran-out = the { $piece } supply ran out: { $missing } not placed (the content limits it to { $count }, `piece { $piece } ... limit yes`)

# A scenario file that cannot be read as scenarios (wsdv scenario run), each at its place.
scenario-load-not-utf8 = the file is not UTF-8 text
scenario-load-empty = the file holds no scenario
scenario-load-too-many = the file stands for more than { $limit } values once its aliases are expanded
scenario-load-too-many-hint = share positions with fewer, shallower anchors
scenario-load-yaml = this is not valid YAML: the reading stopped here
scenario-load-yaml-hint = look for a missing colon, quote or bracket, or a wrong indentation, at or just before this place
scenario-load-deep = the file nests too deeply
scenario-load-long-number = this number has { $digits } digits; no value of a scenario has more than 20
scenario-load-long-number-hint = a seed is a whole number from 0 to 18446744073709551615
scenario-load-not-mapping = a scenario file holds one mapping, or `scenarios:` with a list of mappings
scenario-load-unknown-key = unknown key '{ $key }'
scenario-load-unknown-key-hint = known keys: { $keys }
scenario-load-unknown-key-close = unknown key '{ $key }'
scenario-load-unknown-key-close-hint = did you mean '{ $close }'?
scenario-load-not-whole = { $value } is not a whole number
scenario-load-type = '{ $key }' holds the wrong kind of value: it takes { $type ->
        [integer] a whole number
        [number] a number
        [string] a text
        [boolean] true or false
        [array] a list
        [object] a mapping (keys with values)
       *[other] another kind of value
    }
scenario-load-required = the key '{ $key }' is missing here
scenario-load-enum = '{ $key }' takes one of: { $values }
scenario-load-minimum = '{ $key }' is below { $limit }, the least it takes
scenario-load-maximum = '{ $key }' is above { $limit }, the most it takes
scenario-load-schema = '{ $key }' does not hold what a scenario allows here (see docs/guide/scenarios.md)
scenario-load-step-or-steps = a scenario needs exactly one of `step` and `steps`
scenario-load-choices-with-steps = with `steps`, each step carries its own `choices`
scenario-load-step-kind = a step names exactly one of: { $kinds }
scenario-load-single-step-choices = a single `step` takes its answers from the scenario's `choices`
scenario-load-unreadable = cannot read the file: { $code ->
        [ENOENT] there is no such file
        [EACCES] reading it is not allowed
        [EISDIR] it is a folder
       *[other] the system refused ({ $code })
    }
# The content failed while a scenario ran: the problem's line, and where in the scenario it happened.
scenario-problem-content-failed = the content failed while running (the error follows)
scenario-problem-budget = the scenario ran past its step budget (the error follows)
scenario-fault-in-setup = in scenario { $name }, while laying out its setup and position
scenario-fault-in-step = in { $place }{ $colon } scenario { $name }, step { $step } ({ $kind } { $what })
scenario-fault-budget-hint = a loop here ran away; if the content really needs more, raise the scenario's `budget` (now { $budget })
# A scenario's run that failed outside the content: a `primitive` step given arguments the primitive cannot take
# (the scenario's), calls nested too deeply, or wsdv itself ($error: Python's exception, as it is, for a bug report).
scenario-problem-primitive-failed = the primitive `{ $name }` failed with the scenario's arguments ({ $error })
scenario-problem-too-deep = the content's calls nest too deeply
scenario-problem-engine-failed = wsdv itself failed while running this scenario ({ $error }): this is a bug in wsdv, not in the content or the scenario; run again with WSDV_DEBUG=1 to see where

# The disk cache (WSDV_CACHE or the platform's folder) when someone else could write its entries: not used, said in one line.
cli-cache-untrusted = the cache folder is not used: { $why ->
        [owner] another user owns it
        [parent] a folder above it lets anyone replace it
       *[writable] other users may write to it
    }; wsdv runs without its cache (the same answers, slower). Make the folder yours and private (chmod 700), or name another with WSDV_CACHE
