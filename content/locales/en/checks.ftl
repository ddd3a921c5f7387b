# The words of `wsdv check`'s design warnings and the errors that go with them (interpreter/checks/
# design.py, usage.py, semantic.py). Each message's hint is the message with `-hint`. `wsdv check
# --lang LANG` (and every command that checks content) prints them in its language.

check-city-outside-area = { $there ->
        [none] city '{ $city }' of '{ $owner }' is drawn outside every area on the map
       *[other] city '{ $city }' of '{ $owner }' is drawn inside the area of '{ $there }' on the map
    }
check-city-outside-area-hint = its `at` is in hundredths of the board, the outlines ({ $file }) in thousandths: `at { $at }` is the point { $point } there; move the city or the outline
check-deck-plan = { $listed ->
        [one] { $listed } decade ({ $decades }) has
       *[other] { $listed } decades ({ $decades }) have
    } { $have } cards, but a decade deals { $need } ({ $sides } hands of { $hand } and { $halves } displays of { $display }): the last display gets { $last } of its { $display } cards
check-deck-plan-hint = lower `hand` or `display`, or give the decade more cards (its `cards`)
check-colour-values = card { $card } is { $colour } and gives { $given } values, but { $colour } cards print { $printed ->
        [one] { $printed } value
       *[other] { $printed } values
    }
check-colour-values-hint = { $printed ->
        [one] write one value, for both sides (`card_colour { $colour } ... values { $printed }`)
       *[other] write { $printed } values (`card_colour { $colour } ... values { $printed }`)
    }
check-unused = nothing uses { $kind } '{ $id }'
check-unused-hint = no declaration or code names it; name it where it is meant to count, or delete it
check-needs-keyword = `{ $fn }` needs { $keywords }: without it the call cannot run
check-needs-keyword-hint = name it after the other arguments: `{ $fn }(..., { $example })`

## What nothing uses and what a player would see broken (checks/usage.py)
check-phase-unused = no sequence runs phase '{ $phase }'
check-phase-unused-hint = list it in a sequence's `phases`, or delete it
check-never-called = nothing uses { $kind } '{ $id }'
check-never-called-hint = no card, icon, routine, phase or track calls it; call it somewhere, or delete it
check-card-no-rows = card { $card } has no rows
check-card-no-rows-hint = its event does nothing; write what it prints as `row N icons ...` lines
check-icon-no-text = icon '{ $icon }' has no card text in { $langs }
check-icon-no-text-hint = cards printing it read '{ $icon }.' there; add `{ $message }` to locales/LANG/icons.ftl
check-outcome-unreachable = outcome '{ $outcome }' can never be reached
check-outcome-unreachable-hint = nothing checks outcomes at the moment "{ $moment }" (`check_outcomes`) and no code ends the game with it (`end_game({ $outcome })`)
