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
cli-replay-ok = replay OK: { $steps } { $steps ->
        [one] decision
       *[other] decisions
    }
cli-replay-result = replay OK: { $steps } { $steps ->
        [one] decision
       *[other] decisions
    }; { NAME($outcome) }, { NAME($winner) } wins

# The board view of `wsdv play` for a human player.
view-province = province
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
# The question of a decision, by its kind.
view-question = { $kind ->
        [card] which card to play
        [action] what to do with the card
        [floating] where the city counts
        [sector] which sector
        [ignore] whether to ignore the icon
        [build] where to build
        [dismantle] what to dismantle
       *[other] choose one of the options
    }
