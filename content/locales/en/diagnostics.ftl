# The words of the checker's diagnostics (interpreter/checks/*, interpreter/language/*, the loader and the
# pipeline): what `wsdv check` and every command that reads content print, in the reader's language
# (--lang, else the environment's). Each message's hint is the message with `-hint`; `$near` is the known
# word a slip most likely meant (`none` when none is close; so does any other argument that may be absent). The words of the design warnings are checks.ftl.

## Pieces the messages share
# A kind of declaration, as a noun: the messages take it as `$kind_noun` beside the kind's id (`$kind`), and a
# list of kinds (`$kinds`) as nouns joined by `check-or`.
check-kind = { $kind ->
        [province] province
        [city] city
        [group] group
        [country] country
        [side] side
        [track] track
        [piece] piece
        [phase] phase
        [card] card
        [decade] decade
        [icon] icon
        [flag] flag
        [sequence] sequence
        [outcome] outcome
        [routine] routine
        [zone] zone
        [pile] pile
        [box] box
        [action] action
        [connection] connection
        [variant] variant
        [figure] figure
        [pictogram] pictogram
        [sector] sector
        [deck] deck
        [setup] setup
        [bot] bot
        [feature] feature
       *[other] { $kind }
    }
# Two nouns (or a list and one more noun) either of which was looked for.
check-or = { $first } or { $last }
# A type of value, with its article ("needs a number, found a text"); the messages take it as `$want_a`,
# `$got_a`, `$a_a`, `$b_a` beside the type's id (`$want`...).
check-a = { $type ->
        [number] a number
        [text] a text
        [list] a list
        [bool] a yes/no value
        [icon] an icon
        [outcome] an outcome
        [action] an action
       *[other] a { $type }
    }
check-label-while-running = while running
check-count-errors = { $n ->
        [one] { $n } error in the content
       *[other] { $n } errors in the content
    }
check-count-warnings = { $n ->
        [one] { $n } warning in the content
       *[other] { $n } warnings in the content
    }
check-count-strict = (--strict: they count as errors)

## References and calls (checks/semantic.py, names.py)
check-unknown = unknown { $kinds } '{ $value }'
check-unknown-hint = did you mean '{ $near }'?
check-unknown-call = unknown icon or primitive `{ $fn }`
check-unknown-call-hint = did you mean '{ $near }'?
check-arity = `{ $fn }` takes { $span ->
        [single] { $lo }
       *[other] { $lo } to { $hi }
    } { $hi ->
        [one] argument
       *[other] arguments
    }, found { $found }
check-arity-hint = its parameters: { $params }
check-no-parameter = `{ $fn }` has no parameter `{ $key }`
check-no-parameter-hint = { $near ->
        [none] it takes: { $takes }
       *[other] did you mean '{ $near }'?
    }
check-unknown-name = unknown name '{ $name }'
check-unknown-name-hint = did you mean '{ $near }'?
check-no-moment = no outcome can be checked at the moment "{ $name }"
check-no-moment-hint = { $near ->
        [none] the moments: { $known }
       *[other] did you mean '{ $near }'?
    }
check-no-tag = no card is ever kept with the tag "{ $name }"
check-no-tag-hint = { $near ->
        [none] cards get a tag from `keep_card(side, TAG)`
       *[other] did you mean '{ $near }'?
    }
check-variable-never-set = the game variable "{ $name }" is never set
check-variable-never-set-hint = { $near ->
        [none] set it with `set_var("{ $name }", value)`
       *[other] did you mean '{ $near }'?
    }
check-no-narration = no narration message `{ $message }` in the English locale
check-no-narration-hint = { $near ->
        [none] add it to content/locales/en/narration.ftl
       *[other] did you mean '{ $near }'?
    }
check-no-question = the decision "{ $name }" has no question: `{ $message }` in the English locale has no variant [{ $name }]
check-no-question-hint = { $near ->
        [none] add `[{ $name }] ...` to `{ $message }` in every language's cli.ftl (what the deciding player is asked)
       *[other] did you mean '{ $near }'?
    }
check-not-of-kind = '{ $name }' is not a { $kinds }
check-not-of-kind-hint = { $near ->
        [none] the { $kinds } ids: { $known }
       *[other] did you mean '{ $near }'?
    }
check-unknown-kind = unknown kind "{ $name }"
check-unknown-kind-hint = did you mean '{ $near }'?

## Types (checks/types.py)
check-needs = `{ $what }` needs { $want_a }, found { $got_a }
check-needs-hint = { $want ->
        [number] write the number without quotes
       *[other] write the { $want }'s id without quotes
    }
check-arg-needs = `{ $param }` of `{ $fn }` needs { $want_a }, found { $got_a }
check-arg-needs-hint = { $want ->
        [number] write the number without quotes
       *[other] write the { $want }'s id without quotes
    }
check-range-needs = a range needs { $want_a }, found { $got_a }
check-range-needs-hint = write the number without quotes
check-for-needs-list = `for` needs a list, found { $got_a }
check-never-equal = `{ $op }` compares { $a_a } with { $b_a }, which are never equal
check-never-equal-hint = compare values of one kind
check-calls-itself = { $kind_noun } `{ $name }` calls itself: { $chain }
check-calls-itself-hint = a call cycle among icons and routines never ends; write the repetition with `repeat` or `for`

## The board (checks/semantic.py)
check-own-neighbour = province '{ $province }' cannot be its own neighbour
check-neighbour-twice = '{ $neighbour }' is listed twice as a neighbour of '{ $province }'
check-one-way-neighbour = '{ $province }' lists '{ $neighbour }' as a neighbour, but '{ $neighbour }' does not list '{ $province }'
check-one-way-neighbour-hint = neighbours go both ways: add '{ $province }' to the neighbours of '{ $neighbour }'
check-city-unplaced = city '{ $city }' needs one of `province`, `floating` or `country`
check-city-unplaced-hint = say which province the city lies in
check-connection-same-city = a connection must join two different cities, found '{ $city }' twice
check-connected-twice = '{ $a }' and '{ $b }' are already connected
check-connected-twice-hint = first connected at { $where }
check-no-connections = city '{ $city }' takes no connections
check-no-connections-hint = '{ $city }' is declared with `connectable no`
check-crosses-border = connection '{ $a } -- { $b }' crosses the border between the sides
check-crosses-border-hint = no connection joins a city of one side to a city of the other
check-track-downward = the spaces of track '{ $track }' run from { $lo } down to { $hi }
check-track-downward-hint = write the lower end first: { $hi }..{ $lo }
check-track-start = track '{ $track }' starts on space { $start }, which is not in { $lo }..{ $hi }
check-track-no-space = track '{ $track }' has no space { $n }: its spaces are { $lo }..{ $hi }
check-phase-twice = phase '{ $phase }' comes twice in sequence '{ $sequence }'

## Cards (checks/cards.py, rulings.py, titles.py, pictograms.py)
check-card-not-in-decade = card { $card } is not among the cards of decade { $decade } ({ $cards })
check-card-not-in-decade-hint = { $owner ->
        [none] add its number to the decade: `cards { $cards }, { $card }`
       *[other] card { $card } is listed by decade { $owner }
    }
check-decade-lists-missing = decade { $decade } lists { $count ->
        [one] { $count } card number
       *[other] { $count } card numbers
    } that no card of decade { $decade } has: { $cards }
check-decade-lists-missing-hint = write `card { $first }  decade { $decade } ...`, or take its number out of `cards`
check-special-no-value = special card { $card } prints no value (§3: only East may take it)
check-special-no-value-hint = remove `value`
check-card-needs-value = card { $card } needs `value`
check-card-needs-value-hint = one number for both sides, or West's value then East's (e.g. `value 1, 3`)
check-same-value = card { $card } gives both sides the same value { $value }
check-same-value-hint = write it once: `value { $value }`
check-needs-value-boxes = a card with two values needs the deck's `value_boxes`
check-needs-value-boxes-hint = say whose value each box gives, e.g. `value_boxes west, east` on the deck
check-row-number = row { $row } of card { $card } should be row { $n }
check-row-number-hint = number a card's rows 1, 2, 3 ... from the top
check-primitive-not-icon = `{ $fn }` is a primitive, not an icon
check-primitive-not-icon-hint = a card prints icons; define an icon in content/icons.wsdv that uses it
check-corner-in-row = `{ $icon }` is a corner icon; it goes in the card's `corner`
check-record-no-words = the { $kind } `{ $name }` has no words: no message `{ $message }` in the English locale
check-record-no-words-hint = { $meant ->
        [none] write its words as `{ $message } = ...` in { $file }
       *[other] did you mean '{ $meant }'?
    }
check-no-title = card { $card } has no title
check-no-title-hint = write `{ $term } = ...` in locales/{ $lang }/{ $file }, then in each language's { $file } (`wsdv new card` writes every one)
check-no-pictogram = icon '{ $icon }' has no pictogram
check-no-pictogram-hint = `wsdv new pictogram { $icon }` writes one to draw over (see content/pictograms.wsdv); until then the site draws it as an empty dashed disc

## Reading and laying over (language/loader.py, language/schema.py, rules/pipeline.py)
check-pictogram-no-icon = pictogram '{ $name }' draws no icon: there is no icon '{ $name }'
check-pictogram-no-icon-hint = { $near ->
        [none] a pictogram takes the id of the icon it draws
       *[other] did you mean '{ $near }'?
    }
check-pictogram-empty = pictogram '{ $name }' draws nothing
check-pictogram-empty-hint = give it a `{"{"} {"}"}` block of `path`, `circle` or `use` lines
check-figure-cycle = figure '{ $name }' draws itself: { $chain }
check-figure-cycle-hint = a figure may use other figures, never one that leads back to it

check-unknown-declaration = unknown kind of declaration `{ $kind }`
check-unknown-declaration-hint = { $near ->
        [none] known kinds: { $known }
       *[other] did you mean '{ $near }'?
    }
check-nested-outside = a { $kind_noun } belongs inside the `{"{"} {"}"}` block of a { $kinds }
check-nested-outside-hint = is the `{"{"}` at the end of the line above missing?
check-needs-id = a { $kind } needs an id after `{ $kind }`
check-needs-id-hint = e.g. `{ $kind } my_{ $kind }`
check-no-content-folder = no such content folder
check-empty-content-folder = this content folder holds no content files (*{ $extension })
check-empty-content-folder-hint = name the folder that holds the game's board/, cards/, ... files, or leave out --content to use the shipped content
check-no-overlay-folder = no such overlay folder
check-overlay-in-base = `{ $word }` belongs in a variant or overlay folder
check-overlay-in-base-hint = in base content, declare each thing once, without `replace`, `amend` or `delete`
check-defined-twice = { $kind_noun } '{ $name }' is defined twice
check-defined-twice-hint = it was first defined at { $where }
check-already-in-base = { $kind_noun } '{ $name }' already exists in the base content
check-already-in-base-hint = write `replace` or `amend` before it to change it
check-cannot-change = cannot { $word } { $kind_noun } '{ $name }': there is none
check-cannot-change-hint = { $reversed ->
        [none] did you mean '{ $near }'?
       *[other] it is written `{ $reversed }`; write its ends in that order
    }
check-delete-extra = `delete` takes only the kind and the id
check-unknown-key = unknown key `{ $key }` for { $kind_noun }
check-unknown-key-hint = { $near ->
        [none] { $before ->
            [none] known keys: { $known }
           *[other] if `{ $key }` is one more item of `{ $before }`, separate the items with commas: `{ $last }, { $key }`
        }
       *[other] did you mean '{ $near }'?
    }
check-unknown-variant = unknown variant '{ $name }'
check-unknown-variant-hint = { $near ->
        [none] { $known ->
            [none] this content has no variants
           *[other] known variants: { $known }
        }
       *[other] did you mean '{ $near }'?
    }

## Syntax (language/syntax.py)
syntax-closes-nothing = this `{ $closer }` closes nothing
syntax-closes-nothing-hint = there is no `{ $opener }` before it that is still open
syntax-never-closed-before = this `{ $opener }` is never closed
syntax-never-closed-before-hint = close it with `{ $closer }` before the `{ $other }` on line { $line }
syntax-block-never-closed = this `{"{"}` is never closed
syntax-block-never-closed-hint = the `{"}"}` on line { $line } is indented like an outer block; add a `{"}"}` for this block before it
syntax-never-closed = this `{ $opener }` is never closed
syntax-never-closed-hint = every `{ $opener }` needs a `{ $closer }`; add it where the { $shape ->
        [block] block
       *[list] list
    } ends
syntax-continuation-operator = line { $line } does not go on from line { $above }: line { $above } does not end with a comma or an operator
syntax-continuation-operator-hint = move the `{ $word }` to the end of line { $above }: a line goes on to the next only after a trailing comma or an operator
syntax-continuation-key = line { $line } does not go on from line { $above }: line { $above } does not end with a comma or an operator
syntax-continuation-key-hint = write `{ $word } ...` on line { $above } with the other keys of the { $kind_noun }; a line goes on to the next only after a trailing comma or an operator, as in a wrapped list
syntax-continuation-list = line { $line } does not go on from line { $above }: line { $above } does not end with a comma or an operator
syntax-continuation-list-hint = end line { $above } with `,` if line { $line } goes on with its list; a line goes on to the next only after a trailing comma or an operator
syntax-single-equals = unexpected `=`{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }
syntax-single-equals-hint = to compare two values write `==`; a single `=` only names a keyword argument (`to = p`) or a `let`
syntax-missing-equals = missing `=` between `{ $a }` and `{ $b }`
syntax-missing-equals-hint = a keyword argument is written with `=`: `{ $a } = { $b }`
syntax-missing-comma = missing `,` between `{ $a }` and `{ $b }`
syntax-missing-comma-hint = separate the items of a list with commas: `{ $a }, { $b }`
syntax-not-whole = `{ $number }` is not a whole number
syntax-not-whole-hint = numbers are whole numbers; a label such as a section number is written as a text: "{ $number }"
syntax-unquoted = `{ $key }` takes a quoted text, found `{ $shown }`
syntax-unquoted-hint = write `{ $key } "{ $shown }"`
syntax-text-never-closed = this quoted text is never closed
syntax-text-never-closed-hint = end it with `"` on the same line: a text cannot run on to the next line
