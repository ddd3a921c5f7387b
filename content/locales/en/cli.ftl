# Labels of `wsdv cards` and the result line of `wsdv play`.
cli-cards-count = { $count ->
        [one] { $count } card face
       *[other] { $count } card faces
    }
cli-card-heading = card { $id }: { $title } ({ $original }), { $year }
cli-card-decade = decade { $decade }, { $colour }
cli-card-special = special card
cli-card-face = face “{ $face }” (other face: “{ $other }”)
cli-card-value = value: { $value }
cli-card-corner = corner: { $icons }
cli-card-event = event (may be triggered by { $sides }):
cli-card-row = row { $number }: { $icons }
cli-card-text = text: { $text }
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
view-yes = yes
view-no = no
view-empty = empty
view-used = used
view-hand = { NAME($side) }'s hand: { $cards }
view-decides = { NAME($side) } decides: { $question }
view-prompt = type a number from 1 to { $count }
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

# Refusals about the user's files ($path: a file or folder; a line "PATH: error: ..." and a hint).
cli-hint = hint: { $hint }
cli-log-in-use = { $path }: error: another wsdv is playing this game: its log is in use
cli-log-in-use-hint = wait for that game to end, or stop it with Ctrl-C, then resume it
cli-log-write-failed = { $path }: error: could not write the log: { $reason }
cli-log-write-failed-hint = the log keeps every decision before this one; make room, then continue the game with: wsdv play --resume { $path }
cli-not-a-site = { $path }: error: will not serve this folder: it is not a site that `wsdv site build` wrote
cli-not-a-site-hint = build the site into a new folder with `wsdv site serve --build --out DIR`; wsdv serves only what it built
# A rename that a killed process left half done ($kind: province, icon...; $old and $new: the ids).
cli-rename-interrupted = { $path }: error: a rename of { $kind } '{ $old }' to '{ $new }' was interrupted, so the content is partly renamed
cli-rename-interrupted-hint = run `wsdv rename { $kind } { $old } { $new }` in this content folder again to finish it or undo it
cli-rename-finished = an interrupted rename of { $kind } '{ $old }' to '{ $new }' was finished: { $count ->
        [one] its { $count } file now holds
       *[other] all { $count } of its files now hold
    } the new id
cli-rename-undone = an interrupted rename of { $kind } '{ $old }' to '{ $new }' was undone: it had not changed any of its { $count ->
        [one] { $count } file
       *[other] { $count } files
    } yet
