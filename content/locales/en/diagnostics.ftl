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
        [proposal] proposal
        [shortlist] shortlist
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
check-wrong-kind = '{ $value }' is { $kind_noun ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind_noun } (expected: { $kinds })
check-wrong-kind-hint = did you mean '{ $near }'?
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
       *[other] did you mean '{ $near }'? For a new decision, add `[{ $name }] ...` to `{ $message }` in every language's cli.ftl
    }
check-not-of-kind = '{ $name }' is not { $kinds ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kinds }
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
# $kind (the kind's id, as in check-kind) lets a language agree "itself" with the kind's gender.
check-calls-itself = { $kind_noun } `{ $name }` calls { $kind ->
       *[other] itself
    }: { $chain }
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
check-title-elsewhere = the title of card { $card } is written in { $written }, not in { $file }
check-title-elsewhere-hint = move `{ $term } = ...` to locales/{ $lang }/{ $file }, and in each language to its { $file }: a card's title has one home
check-variant-unnamed = the variant { $variant } has no name
check-variant-unnamed-hint = write `{ $term } = ...` in locales/{ $lang }/{ $file }, then in each language's { $file }: the variant's title is not shown
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
check-nested-outside = { $kind_noun ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind_noun } belongs inside the `{"{"} {"}"}` block of its { $kinds }
check-nested-outside-hint = is the `{"{"}` at the end of the line above missing?
check-needs-id = { $kind ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind } needs an id after `{ $kind }`
check-needs-id-hint = e.g. `{ $kind } my_{ $kind }`
check-no-content-folder = no such content folder
check-empty-content-folder = this content folder holds no content files (*{ $extension })
check-empty-content-folder-hint = name the folder that holds the game's board/, cards/, ... files, or leave out --content to use the shipped content
check-no-overlay-folder = no such overlay folder
check-overlay-in-base = `{ $word }` belongs in a variant or overlay folder
check-overlay-in-base-hint = in base content, declare each thing once, without `replace`, `amend` or `delete`
# $kind (the kind's id, as in check-kind) lets a language agree "defined" with the kind's gender.
check-defined-twice = { $kind_noun } '{ $name }' is { $kind ->
       *[other] defined
    } twice
check-defined-twice-hint = it was first defined at { $where }
check-already-in-base = { $kind_noun } '{ $name }' already exists in the base content
check-already-in-base-hint = write `replace` or `amend` before it to change it
# $kind (the kind's id, as in check-kind) lets a language decline the kind's noun (Ukrainian's genitive after 'there is no').
check-cannot-change = cannot { $word } { $kind ->
       *[other] { $kind_noun }
    } '{ $name }': there is none
check-cannot-change-hint = { $reversed ->
        [none] did you mean '{ $near }'?
       *[other] it is written `{ $reversed }`; write its ends in that order
    }
check-delete-extra = `delete` takes only the kind and the id
check-unknown-key = unknown key `{ $key }` for { $kind_noun }
check-unknown-key-hint = { $moved ->
        [none] { $near ->
                [none] { $before ->
                    [none] known keys: { $known }
                   *[other] if `{ $key }` is one more item of `{ $before }`, separate the items with commas: `{ $last }, { $key }`
                }
               *[other] did you mean '{ $near }'?
            }
       *[other] { $moved }
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

## The rarer diagnostics: the board's and the tracks' own checks, cards and their faces, what the reader,
# the parser and the schema say (checks/*, language/*, rules/pipeline.py). `$found` and `$token` say what was
# found (`syntax-found`); `$expected`, `$options` and `$types` arrive joined with `check-comma` and `check-or`.
# `$meaning` and `$desc` are the schema's own English descriptions, which only English shows.

check-comma = { $first }, { $next }
check-declaration-among-effects = a `{ $kind }` declaration cannot appear among effects
check-in-needs-members = `{ $op }` needs a list, a side, a group or a country on its right, found { $found ->
        [number] a number ({ $value })
        [name] '{ $value }', { $kinds ->
            [action] an
            [area] an
            [erratum] an
            [icon] an
            [outcome] an
            [overflow] an
           *[other] a
        } { $kinds }
       *[constant] `{ $value }`
    }
check-in-needs-members-hint = { $found ->
        [number] a number ({ $value })
        [name] '{ $value }'
       *[constant] `{ $value }`
    } holds no members; to compare one value with another, write `==`
check-sector-other-side = sector '{ $sector }' of '{ $province }' is supplied by '{ $supplier }', a province of the other side
check-sector-own-supplier = '{ $province }' cannot supply its own sector
check-sector-twice = sector '{ $sector }' is defined twice in '{ $province }'
check-city-placed-twice = city '{ $city }' takes only one of `province`, `floating` and `country`, found { $found }
check-floating-needs-chooser = floating city '{ $city }' needs `chooser`
check-floating-needs-chooser-hint = name the side that picks its province each time
check-floating-both-sides = floating city '{ $city }' lists provinces of both sides
check-floating-twice = '{ $province }' is listed twice
check-chooser-not-floating = `chooser` is only for a floating city
check-group-members-and-side = group '{ $group }' takes either `members` or `side`, not both
check-group-no-members = group '{ $group }' needs either `members` or `side` (with an optional `except`)
check-except-without-side = `except` only goes with `side`
check-except-other-side = '{ $province }' is not a province of { $side }
check-outline-odd = the outline of '{ $area }' has { $count } numbers; it needs x, y pairs
check-outline-odd-hint = a number is missing or one too many
check-part-not-sector = '{ $part }' is not a sector of '{ $area }'
check-part-not-sector-hint = { $sectors ->
        [no] '{ $area }' is not drawn in sectors
       *[yes] did you mean '{ $near }'?
    }
check-space-twice = space { $n } of track '{ $track }' is described twice
check-zone-outside = zone '{ $zone }' ({ $zlo }..{ $zhi }) does not fit in the track's spaces { $lo }..{ $hi }
check-zones-overlap = zones '{ $a }' and '{ $b }' of track '{ $track }' overlap at space { $n }
check-overflow-twice = overflow '{ $overflow }' of track '{ $track }' is described twice
check-decades-same-order = decades '{ $a }' and '{ $b }' have the same order { $order }
check-second-entry = routine '{ $routine }' is a second `entry yes`: routine '{ $first }' is the game already
check-second-entry-hint = a game has one entry routine, the one `wsdv play` runs; write `entry no` here or on '{ $first }'
check-no-entry = no routine has `entry yes`: the content has no game for `wsdv play` to run
check-no-entry-hint = write `entry yes` on the routine that is the game
check-special-unnamed = card { $card } is marked special, but no decade names { $number } as its special card
check-special-unnamed-hint = give its decade `special { $number }`
check-special-other-decade = special card { $card } belongs to decade { $owner }, which names it as its special card, not to decade { $decade }
check-special-unmarked = card { $card } is decade { $decade }'s special card but is not marked `special yes`
check-card-needs-number = card { $card } needs a whole number (only special cards have other ids)
check-card-needs-number-hint = or give it `number N`
check-face-key-one-sided = `{ $key }` is for one face of a two-sided card
check-face-key-one-sided-hint = name the other face with `reverse`
check-reverse-one-way = card { $card } names { $reverse } as its other face, but { $reverse } does not name { $card }
check-reverse-one-way-hint = give card { $reverse } `reverse { $card }`
check-faces-numbers-differ = the two faces { $card } and { $reverse } print different numbers
check-faces-numbers-differ-hint = give the second face `number` with the first face's number
check-face-needs-used-if = card { $card } has two faces: say when this one is used
check-face-needs-used-if-hint = e.g. `used_if flag(wall)`
check-not-corner-icon = `{ $icon }` is not a corner icon
check-not-corner-icon-hint = { $near ->
        [none] corner icons: { $known }
       *[other] did you mean '{ $near }'?
    }
check-row-not-call = a row holds icon calls, like `place_unrest(west, 2)`
check-row-not-call-hint = write the icon's name with its arguments in parentheses
check-row-key-unused = the row's `{ $key }` reaches `{ $icon }`, which takes no `{ $key }`
check-row-key-unused-hint = put `{ $icon }` on a row of its own
check-icon-arg-kind = `{ $key }` of `{ $icon }` must be { $kinds ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kinds }, found '{ $value }'
check-icon-arg-kind-hint = did you mean '{ $near }'?
check-no-such-key = { $kind_noun ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind_noun } has no key "{ $key }"
check-no-such-key-hint = { $near ->
        [none] its keys: { $known }
       *[other] did you mean '{ $near }'?
    }
check-message-value-not-passed = the { $lang } message `{ $message }` uses ${ $name }, which this `{ $fn }` does not pass (it passes { $values ->
        [none] no values
       *[other] { $values }
    })
check-message-value-not-passed-hint = { $where }: write the message with the values the `{ $fn }` passes, or pass one for ${ $name } (its values are $a, $b, ... in order)
check-value-not-used = this `{ $fn }` passes ${ $name }, which the English message `{ $message }` does not use
check-value-not-used-hint = leave the value out, or use {"{"} ${ $name } {"}"} in content/locales/en/narration.ftl
check-face-no-name = the card face `{ $face }` has no name in the English locale
check-face-no-name-hint = add `{ $term } = ...` to { $file }
syntax-terminal = { $terminal ->
        [value] a value
        [name] a name
        [number] a number
        [string] a quoted text
        [nl] end of line
        [end] end of file
        [lbrace] `{"{"}`
        [rbrace] `{"}"}`
        [lpar] `(`
        [rpar] `)`
        [lsqb] `[`
        [rsqb] `]`
        [comma] `,`
        [equal] `=`
        [link] `--`
        [dotdot] `..`
        [dot] `.`
        [colon] `:`
        [qmark] `?`
        [minus] `-`
        [plus] `+`
        [star] `*`
        [slash] `/`
        [comp_op] a comparison
       *[other] `{ $terminal }`
    }
syntax-found = { $found ->
        [nl] the end of the line
        [end] the end of the file
        [text] the text { $token }
        [reserved] the reserved word `{ $token }`
       *[token] `{ $token }`
    }
syntax-found-bare = { $found ->
        [nl] end of the line
        [end] end of the file
        [text] text { $token }
        [reserved] reserved word `{ $token }`
       *[token] `{ $token }`
    }
syntax-expected = expected { $expected }{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }, found { syntax-found }
syntax-unexpected = unexpected { syntax-found-bare }{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }
syntax-declaration-start = a declaration starts with its kind (a name), found { syntax-found }
syntax-declaration-start-hint = e.g. `province my_province  side west ...`
syntax-reserved-word = `{ $word }` is a reserved word and cannot be used as a name
syntax-reserved-word-hint = the reserved words are { $reserved }
syntax-single-hyphen = unexpected `-`{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }
syntax-single-hyphen-hint = a link is written with two hyphens: `a -- b`
syntax-link-key = expected a name after `--`, found the key `{ $key }`
syntax-link-key-hint = a link names both its ends: `a -- b`
syntax-overlay-alone = expected a declaration after `{ $word }`
syntax-overlay-alone-hint = e.g. `{ $word } card 12 ...`
syntax-chained-comparison = unexpected `{ $op }`{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }
syntax-chained-comparison-hint = comparisons cannot be chained: write `a < b and b < c`
syntax-key-without-value = expected a value after `{ $key }`, found the key `{ $other }`
syntax-key-without-value-hint = { $meaning ->
        [none] write the value of `{ $key }` right after it
       *[other] { $meaning }
    }
syntax-expected-value = expected a value{ $after ->
        [none] {""}
       *[other] {" "}after `{ $after }`
    }
syntax-expected-value-hint = { $meaning ->
        [none] a key and its value are written on the same line; a list may go on to the next line after a trailing comma
       *[other] { $meaning }; write it on the same line as its key
    }
syntax-curly-quotes = texts are written in plain double quotes `"`, found `{ $shown }`
syntax-curly-quotes-hint = write "{ $inner }"
syntax-unexpected-character = unexpected character `{ $shown }`
syntax-unexpected-character-hint = { $why ->
        [open-quote] texts are written in plain double quotes: "like this"
        [semicolon] a declaration ends at the end of its line; no `;` is needed
        [and] write `and`
        [or] write `or`
        [not] write `not`, or `!=` for "is not equal to"
        [quote] write texts in straight double quotes: "like this"
        [dash] write a connection with two hyphens: `a -- b`
        [nbsp] replace it with an ordinary space (it often comes with text copied from a PDF or a web page)
        [zwsp] delete it (it often comes with text copied from a PDF or a web page)
        [cr] a line break of an old Mac; save the file with ordinary line breaks (LF or CRLF)
        [comment] a comment starts with `#`
       *[none] {""}
    }
syntax-invalid-name = `{ $word }` is not a valid name: names use only the letters a-z, digits and `_`
syntax-invalid-name-hint = write `{ $better }`
syntax-end-of-file = unexpected end of file
syntax-not-utf8 = this file is not UTF-8 text: the byte 0x{ $byte } cannot be read
syntax-not-utf8-hint = { $utf16 ->
        [yes] the file is saved as UTF-16; save it as UTF-8
       *[no] save it as UTF-8 (it was probably saved as Latin-1 or Windows-1252)
    }
syntax-reserved-key = `{ $key }` cannot be used as a key
syntax-reserved-key-hint = it is a reserved word of declarations; choose another name
syntax-key-twice = `{ $key }` is given twice
syntax-key-twice-hint = give each key once; write several values as a comma-separated list
syntax-parameter-twice = parameter `{ $name }` is named twice
syntax-parameter-twice-hint = give each parameter its own name
syntax-too-many-digits = this number has { $digits } digits; numbers in content have at most { $most }
syntax-too-many-digits-hint = was a digit key held down, or two numbers run together?
syntax-argument-twice = `{ $key }` is given twice in this call
syntax-too-deep = this declaration is nested too deeply (more than { $most } levels)
syntax-too-deep-hint = split the expression or the blocks into smaller parts, e.g. with `let` or an icon
check-cannot-read = cannot read this file: { $code ->
       *[other] { $reason }
    }
check-unreadable-not-regular = { files-error-not-regular }
check-unreadable-not-regular-hint = { files-error-not-regular-hint }
check-unreadable-too-large = { files-error-too-large }
check-unreadable-too-large-hint = { files-error-too-large-hint }
check-unreadable-outside = { files-error-outside }
check-unreadable-outside-hint = { files-error-outside-hint }
check-nul-byte = this file contains a NUL byte, so it is not a text file
check-nul-byte-hint = content files are plain UTF-8 text; was it saved as UTF-16, or is it a binary file?
check-not-inside = `{ $sub }` cannot appear inside { $kind_noun ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind_noun }{ $block ->
        [no] {" "}(it takes no block)
       *[yes] {""}
    }
check-not-inside-hint = { $near ->
        [none] it may contain: { $allowed }
       *[other] did you mean '{ $near }'?
    }
check-no-effects-inside = effects cannot appear inside { $kind_noun ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind_noun }
check-no-effects-inside-hint = it may contain: { $allowed }
check-variant-is-path = '{ $name }' is a path; --variant takes a variant's name
check-variant-is-path-hint = to apply the folder { $name }, use --overlay { $name } (variants: { $known ->
            [none] none
           *[other] { $known }
        })
check-variant-bad-name = { $name ->
        [none] --variant needs a variant's name, not an empty one
       *[other] '{ $name }' is not a variant's name
    }
check-variant-bad-name-hint = a variant is named by its folder in the content's variants/ (variants: { $known ->
            [none] none
           *[other] { $known }
        }); to apply a folder of your own, use --overlay DIR
check-needs-id-found-key = { $kind ->
        [action] an
        [area] an
        [erratum] an
        [icon] an
        [outcome] an
        [overflow] an
       *[other] a
    } { $kind } needs an id after `{ $kind }`, found the key `{ $key }`
check-schema-what = { $what ->
        [id] the id of { $kind_noun ->
            [action] an
            [area] an
            [erratum] an
            [icon] an
            [outcome] an
            [overflow] an
           *[other] a
        } { $kind_noun }
        [key] `{ $key }`
       *[value] the value
    }
check-schema-found = { $found_as ->
        [text] the text "{ $found }"
        [range] the range { $found }
        [some-range] a range
        [expression] an expression
        [values] { $found } values
        [bare] { $found }
       *[notation] `{ $found }`
    }
check-schema-subject = { $name ->
        [none] { $kind_noun }
       *[other] { $kind_noun } '{ $name }'
    }
check-schema-required = { check-schema-subject } needs `{ $missing }`
check-schema-required-hint = { $meaning }
check-schema-no-block = { check-schema-subject } cannot have a `{"{"} {"}"}` block
check-schema-no-params = { check-schema-subject } cannot take parameters
check-schema-one-of = { check-schema-what } must be { $options }, found { check-schema-found }
check-schema-one-of-hint = did you mean '{ $near }'?
check-schema-one-value = { check-schema-what } takes one value, found { $count }
check-schema-one-value-hint = remove the extra values
check-schema-described = { check-schema-what } must be { $shape ->
       *[other] { $desc }
    }, found { check-schema-found }
check-schema-described-hint = write `{ $key } "{ $quote }"`
check-schema-written-differently = { check-schema-what } must be written differently, found { check-schema-found }
check-schema-something-else = { check-schema-what } must be something else, found { check-schema-found }
check-schema-name-not-text = `{ $key }` must be { $desc }, found { check-schema-found }
check-schema-name-not-text-hint = write a name, without quotes
check-schema-type = { check-schema-what } must be { $types }, found { check-schema-found }
check-schema-type-word = { $type ->
        [integer] a whole number
        [string] a name
        [array] a list
        [object] a value
        [boolean] yes or no
        [number] a number
       *[other] { $type }
    }
check-schema-noun = { $noun ->
        [card-number-or-range] { $n ->
            [one] card number or range
           *[other] card number or ranges
        }
        [city] { $n ->
            [one] city
           *[other] cities
        }
        [icon] { $n ->
            [one] icon
           *[other] icons
        }
        [message-id] { $n ->
            [one] message id
           *[other] message ids
        }
        [number] { $n ->
            [one] number
           *[other] numbers
        }
        [phase] { $n ->
            [one] phase
           *[other] phases
        }
        [piece] { $n ->
            [one] piece
           *[other] pieces
        }
        [place] { $n ->
            [one] place
           *[other] places
        }
        [province] { $n ->
            [one] province
           *[other] provinces
        }
        [quoted-text] { $n ->
            [one] quoted text
           *[other] quoted texts
        }
        [range] { $n ->
            [one] range
           *[other] ranges
        }
        [side] { $n ->
            [one] side
           *[other] sides
        }
        [source] { $n ->
            [one] source
           *[other] sources
        }
       *[value] { $n ->
            [one] value
           *[other] values
        }
    }
check-schema-items = { check-schema-what } { $bound ->
        [least] needs at least
       *[most] takes at most
    } { $n } { check-schema-noun }, found { $count }
check-schema-bound = { check-schema-what } must be at { $bound ->
        [least] least
       *[most] most
    } { $limit }, found { check-schema-found }
check-schema-invalid = { check-schema-what } is not valid here: found { check-schema-found }

check-in-needs-members-text = `{ $op }` needs a list, a side, a group or a country on its right, found a text
check-in-needs-members-text-hint = a text holds no members; to compare one value with another, write `==`

## What `wsdv check` says when the content passed: how many of each kind it counted (`$kind`, a kind of
# declaration; `$n` how many), joined with commas into `$counts`; the connections with their blue lines, the
# card faces with the decades they are dealt in.
check-ok-count = { $kind ->
       *[side] { $n ->
             [one] { $n } side
            *[other] { $n } sides
        }
        [province] { $n ->
             [one] { $n } province
            *[other] { $n } provinces
        }
        [city] { $n ->
             [one] { $n } city
            *[other] { $n } cities
        }
        [connection] { $n ->
             [one] { $n } connection
            *[other] { $n } connections
        }
        [group] { $n ->
             [one] { $n } group
            *[other] { $n } groups
        }
        [country] { $n ->
             [one] { $n } country
            *[other] { $n } countries
        }
        [track] { $n ->
             [one] { $n } track
            *[other] { $n } tracks
        }
        [piece] { $n ->
             [one] { $n } kind of piece
            *[other] { $n } kinds of piece
        }
        [phase] { $n ->
             [one] { $n } phase
            *[other] { $n } phases
        }
        [icon] { $n ->
             [one] { $n } icon
            *[other] { $n } icons
        }
        [card] { $n ->
             [one] { $n } card face
            *[other] { $n } card faces
        }
        [outcome] { $n ->
             [one] { $n } outcome
            *[other] { $n } outcomes
        }
    }
check-ok-connections = { check-ok-count } ({ $blue ->
         [one] { $blue } blue line
        *[other] { $blue } blue lines
    })
check-ok-cards = { check-ok-count } { $decades ->
        [one] in { $decades } decade
       *[other] in { $decades } decades
    }
check-ok = content OK{ $variants ->
        [none] {""}
       *[other] {" "}(variant { $variants })
    }: { $counts }
# Faults of content while a game runs (`wsdv play`, `replay`, `scenario run`).
runtime-division-by-zero = division by zero
runtime-division-by-zero-hint = guard the divisor, e.g. `d > 0 ? n / d : 0`
runtime-recursion = calls nest too deeply for Python (a recursion that never ends?)
runtime-budget-game = the content ran more than { $budget } steps in this game (a loop that never ends?)
runtime-budget-game-hint = a loop here ran away; if the content really needs more, raise the budget with the environment variable WSDV_MAX_STEPS
runtime-budget-decision = the content ran more than { $budget } steps without a decision (a loop that never ends?)
runtime-budget-decision-hint = a loop here ran away; if the content really needs more, raise the budget with the environment variable WSDV_MAX_DECISION_STEPS
runtime-too-deep = icons and routines call each other more than { $depth } deep (a recursion that never ends?)
runtime-too-deep-hint = give the calls a way to stop; if the content really nests this deep, raise the bound with the environment variable WSDV_MAX_DEPTH
runtime-memory = { $what ->
        [none] this expression
       *[other] { $what }
    } asks for more memory than there is
runtime-unknown-id = { $what ->
        [none] this expression
       *[other] { $what }
    } was given '{ $key }', which it does not know (an unknown id)
runtime-not-a-site = '{ $site }' is neither a city nor a connection
runtime-unknown-track = unknown track `{ $name }`
runtime-names-nothing = '{ $thing }' names no side, group, province, sector, city, country or connection
runtime-no-place = no place on the board is called '{ $place }': pieces go on a province, sector, city, country, box or card
runtime-negative = { $piece } on { $place } would become negative
runtime-not-a-city = `{ $call }` was given '{ $value }', which is no city
runtime-not-a-place = `{ $call }` was given '{ $value }', which names no place on the board
runtime-choose-by = choose() needs `by` outside an action
runtime-no-definition = the content has no { $kind } `{ $name }`
runtime-no-pile-role = no pile has `role { $role }`
runtime-no-card = there is no card { $card }
runtime-too-large = `{ $op }` makes a number too large for a game (beyond { $limit })
runtime-too-long = `{ $op }` makes a list or text too long for a game (over { $limit } items)
runtime-no-members = '{ $container }' holds no members: `in` needs a list, side, group or country
runtime-in-needs = `in` needs a list, side, group or country, found { $found }
runtime-no-key = '{ $value }' has no `{ $name }`
runtime-no-options = decision '{ $decision }' for { $side } has no options
runtime-entry-routines = exactly one routine needs `entry yes`, found { $found }
runtime-unknown-name = unknown name '{ $name }'
runtime-unknown-call = unknown icon or primitive `{ $name }`
runtime-unknown-icon = unknown icon or routine `{ $name }`
runtime-missing-parameter = icon `{ $icon }` needs its parameter `{ $param }`
runtime-no-agent = no player plays '{ $side }'
