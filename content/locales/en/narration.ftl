# Narration of a game, step by step (wsdv play, wsdv replay). Arguments that name content
# (provinces, pieces, tracks...) are definitions: `NAME($x)` gives their name, `NAME($x, $n)`
# the form for a count. Cards come as text: their number and title.

narr-setup = Setting up the game.
# Content says this one with say("decade", d): its first value is $a.
narr-decade = Decade { $a } begins.
narr-phase = End of decade: { NAME($phase) }
# A phase of which nothing is told (no piece, track or card changed in words): its heading, on one line.
narr-phase-quiet = End of decade: { NAME($phase) } (nothing happens)
narr-turn = { NAME($side) } plays { $card }: { NAME($action) }.
# A turn whose action changed nothing (no province could take an LS for the card's points...).
narr-turn-quiet = The action has no effect.
narr-no-move = { NAME($side) } has no card to play.
narr-icon = Icon “{ NAME($icon) }”:
# An icon that changed nothing (no piece, track or card): its heading on one line, saying so.
narr-icon-quiet = Icon “{ NAME($icon) }”: no effect.
narr-ignored = { NAME($side) } ignores { NAME($icon) }.
narr-unexecutable = { NAME($icon) } cannot be carried out and is ignored.
narr-add = { $n } { NAME($piece, $n) } placed { NAME($place, case: "in") }.
narr-remove = { $n } { NAME($piece, $n) } removed { NAME($place, case: "from") }.
narr-move = { $n } { NAME($piece, $n) } moved { NAME($source, case: "from") } { NAME($place, case: "to") }.
narr-marker-up = A { NAME($marker) } appears { NAME($place, case: "in") } (now { $n }).
narr-marker-down = A { NAME($marker) } leaves { NAME($place) } (now { $n }).
narr-build-factory = Factory built { NAME($city, case: "in") }.
narr-build-line = Infrastructure built on { $connection }.
narr-dismantle-factory = Factory dismantled { NAME($city, case: "in") }.
narr-dismantle-line = Infrastructure dismantled on { $connection }.
narr-destroy-factory = The factory { NAME($city, case: "in") } is removed for good.
narr-move-factory = The factory { NAME($city, case: "in") } moves to { NAME($to) }.
narr-factory-rundown = The factory { NAME($city, case: "in") } runs down.
narr-repaired = The factory { NAME($city, case: "in") } is repaired.
# A move of no space: the marker already stands at the end toward that side.
narr-track = { $steps ->
        [0] The marker { NAME($track, case: "in") } cannot move further toward { NAME($toward) } (space { $space }).
       *[other] The marker { NAME($track, case: "in") } moves { $steps } { $steps ->
            [one] space
           *[other] spaces
        } toward { NAME($toward) } (space { $space }).
    }
narr-overflow = An arrow on the { NAME($track) } cannot be carried out; { NAME($side) } acts instead.
narr-space = The icons of space { $space } on the { NAME($track) }.
narr-card-moved = { $card } goes { NAME($zone, case: "to") }.
narr-flag = { $value ->
        [yes] { NAME($flag) } holds from now on.
       *[no] { NAME($flag) } no longer holds.
    }
narr-reveal = { $seen ->
        [none] { NAME($side) } finds no card to look at.
       *[some] { NAME($side) } looks at { $cards }.
    }
narr-swap = { $card } and { $other } change places.
narr-game-over = { NAME($outcome) }: { NAME($winner) } wins the game.

# Decisions worth telling (a decision kind without a message here is told by its effects).
# Where a floating city (Hamburg) or a city abroad counts; told only when it changed, just before a line
# naming the city. $abroad: yes for a city abroad (its factory counts for a province; it belongs to none).
narr-decision-floating = { $abroad ->
        [yes] The factory in { NAME($city) } counts for { NAME($option) } now.
       *[no] { NAME($city) } counts for { NAME($option) } now.
    }
narr-decision-mirror = West Berlin's mass protest also goes to { NAME($option) } (East's choice).
# A new LS passed on to West Berlin is told by its move ("1 LS moved from ... to the ... sector"):
# the decision says nothing more, so it is not told twice. A variant that formats to nothing is not told.
narr-decision-transfer = { $option ->
        [none] No LS moves on to West Berlin.
       *[other] { "" }
    }
narr-decision-use_police = { $option ->
        [yes] East uses a police card.
       *[other] East keeps its police cards for later.
    }
narr-decision-hand_discard = { NAME($side) } { $option ->
        [discard] discards a card from its hand.
       *[other] keeps a card in its hand.
    }
narr-decision-special_price = { NAME($side) } pays for the special card: { $option ->
        [discard] it discards a card from its hand.
       *[other] { NAME($opponent) } draws the top card of the deck as an extra hand card.
    }
narr-decision-prestige_space = { NAME($side) } carries out the prestige icons of space { $option }.
narr-decision-attack = { NAME($source) } attacks { NAME($option) }.

# A card named in the narration.
narr-card-name = card { $number } “{ $title }”

# A fact of the game set in play, each in its own sentence ($value: yes or no); a fact without
# a message of its own is told by `narr-flag`.
narr-flag-wall = { $value ->
        [yes] The Berlin Wall is built.
       *[no] The Berlin Wall falls.
    }
narr-flag-stasi = { $value ->
        [yes] The Stasi is back.
       *[no] The Stasi is dissolved: East collects no more police cards.
    }
