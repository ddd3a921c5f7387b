# Card text generated from the icons of a card's event (`wsdv cards show`).
#
# One message per icon, `icon-<icon id>` (with each `_` of the id written `-`), phrasing one
# call of the icon on a card. Change a card's icons and its text changes; add an icon to
# content/icons.wsdv and give it a message here. (The icons' own names are the `-icon-...`
# terms of names.ftl.) Variables:
#   $n       how many times the icon is printed (for an arrow icon: how many arrows)
#   $side    the side it affects (for an arrow: the side it points toward), a name
#   $side_id the id of that side (west, east), for selectors
#   $where   where it acts: the place its row or call names (a province, group, country or
#            city; write NAME($where, case: "in") for "in West Berlin"), or, when none is
#            printed, the phrase of `icon-anywhere`, or several places as one argument (each
#            declined in the case the message asks for, joined by `name-and`)
#   $from    for moved unrest: the province it comes from ($from_id: its id, or "none")
# The messages below them wrap an icon's text (`$text`) with what the card adds to it:
# a limit per province, a crest, the end of the sentence.

## Arrow icons (rules 6.4)

icon-prestige-arrow = Move the prestige marker { $n ->
        [one] 1 space
       *[other] { $n } spaces
    } toward { $side }
icon-currency-arrow = Move the Western currency marker { $n ->
        [one] 1 space
       *[other] { $n } spaces
    } toward { $side }
icon-socialist-arrow = Move the socialist marker { $n ->
        [one] 1 space
       *[other] { $n } spaces
    } toward { $side }

## Arrowless icons (rules 6.4)

# $where_id: the place's id, "several", or "anywhere" where the card prints none (the side's own
# half of the board): a language whose side and region share a name leaves the place out after the side.
icon-build-point = { $side } gets { $n ->
        [one] 1 build point
       *[other] { $n } build points
    } { $where_id ->
       *[other] { NAME($where, case: "in") }
    }
icon-dismantle = { $side } dismantles { $n ->
        [one] 1 build point
       *[other] { $n } build points
    } { $where_id ->
       *[other] { NAME($where, case: "in") }
    }
icon-place-unrest = Place { $n ->
        [one] 1 unrest cube
       *[other] { $n } unrest cubes
    } { NAME($where, case: "in") }
icon-remove-unrest = Remove { $n ->
        [one] 1 unrest cube
       *[other] { $n } unrest cubes
    } { $where_id ->
        [anywhere] { $side_id ->
            [west] from the West
           *[east] from East Germany
        }
       *[other] { NAME($where, case: "from") }
    }
icon-move-unrest = { $from_id ->
        [none] Move { $n ->
            [one] 1 unrest cube
           *[other] { $n } unrest cubes
        } of { $side } from one of its provinces to another
       *[other] Move { $n ->
            [one] 1 unrest cube
           *[other] { $n } unrest cubes
        } of { $side } from { $from } to another of its provinces
    }
icon-reduce-unrest = Reduce the unrest to 3 in { $n ->
        [one] 1 province
       *[other] { $n } provinces
    } of { $side } with a mass protest
icon-place-ls = Place { $n ->
        [one] 1 LS marker { NAME($where, case: "in") } and remove 1 unrest cube there
       *[other] { $n } LS markers { NAME($where, case: "in") } and remove 1 unrest cube where each goes
    }
icon-place-ls-only = Place { $n ->
        [one] 1 LS marker
       *[other] { $n } LS markers
    } { NAME($where, case: "in") }, removing no unrest
icon-remove-ls = Remove { $n ->
        [one] 1 LS marker
       *[other] { $n } LS markers
    } { NAME($where, case: "in") }
icon-destroy-factory = Remove { $n ->
        [one] 1 factory
       *[other] { $n } factories
    } of { $side } { $where_id ->
       *[other] { NAME($where, case: "in") }
    } for good, with all its infrastructure
icon-rundown = { $n ->
        [one] 1 factory of { $side } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } becomes rundown
       *[other] { $n } factories of { $side } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } become rundown
    }
icon-repair = { $n ->
        [one] 1 rundown factory of { $side } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } is repaired
       *[other] { $n } rundown factories of { $side } { $where_id ->
           *[other] { NAME($where, case: "in") }
        } are repaired
    }
icon-build-wall = The Berlin Wall is built: from now on, East pays the wall's cost at the end of each decade instead of suffering flight
icon-wall-falls = The Wall falls: from now on, East suffers flight again at the end of each decade instead of paying the wall's cost
icon-police-red = Red police power: the card goes face up to East; as a red police card, it counts toward flight
icon-police-pink = Pink police power: the card goes face up to East; as a pink police card, it does not count toward flight
icon-stasi-dissolved = The Stasi is dissolved: East discards its police cards and returns the unrest cubes on them to its provinces, at most 1 per province
icon-guillaume = Guillaume affair: East looks at West's hand or at the top 2 cards of the draw deck, and may swap one of its cards for one it saw, or remove one of the 2 deck cards from the game

## Corner icons (printed top right): what they count for
icon-flight = Flight: while the card lies among the cards played this decade, it moves the flight marker up one space at the end of the decade
icon-police-red-corner = Red police card: when its police icon is carried out, the card goes in front of East, which keeps it; once per decade, before or after its action, East may use it to remove an unrest cube from one of its provinces. At the end of the decade the card moves the flight marker up one space and costs East one dismantle point
icon-police-pink-corner = Pink police card: East keeps it when its police icon is carried out and uses it like a red one (once per decade, before or after East's action, it removes an unrest cube from an East province; at the end of the decade it costs East one dismantle point), but it does not move the flight marker

## Where an icon acts when no restriction is printed: anywhere on its side

icon-anywhere = { $side_id ->
        [west] in the West
       *[east] in East Germany
    }

## What a card adds to an icon

icon-limit = { $text }, at most { $limit } in one province
icon-crest = { $text }; { $crest } decides where
icon-optional = { $text } (this may be skipped)
icon-sentence = { $text }.
# Said once when a card's icons must be carried out in the order printed.
card-order-printed = In this order:
    .next = keep
# A reminder printed on a card of a rule carried out elsewhere (a phase).
card-reminder = Reminder, { $phase }: { $text }
