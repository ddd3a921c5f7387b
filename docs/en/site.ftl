# The reference site's own words (English). Every other language's site.ftl has the same
# messages; `wsdv site build` falls back to English for a missing one, and the tests fail on it.

site-name = Wir sind das Volk! — rules reference
site-footer = Written by wsdv from the content files that run the game; built with MkDocs and Material for MkDocs.
nav-home = Introduction
nav-reading = How to read a card
nav-cards = Cards
nav-icons = Icons
nav-map = Map
nav-tracks = Tracks and setup
nav-phases = End of decade
nav-variants = Variants
nav-glossary = Glossary
nav-faq = FAQ: rulings and errata
nav-contributing = Contributing

unknown = unknown
yes = yes
no = no

cards-title = Card gallery
cards-intro = { $count ->
    [0] No cards yet.
    [one] { $count } card, drawn from the content files.
   *[other] { $count } cards, drawn from the content files. Narrow the gallery by decade, colour, icon or who may trigger the event; the choice stays in the page's address. Select a card to see its data.
}
cards-none-title = The cards are on their way
cards-none = The content holds no cards yet. This page fills itself as soon as the card files are added.
filter-decade = Decade
filter-colour = Colour
# The "no filter" choice; $filter names the filter (decade, colour, icon, side) for languages whose word agrees with it.
filter-all = { $filter ->
   *[other] all
}
card-alt = Card { $number }
card-heading = Card { $number }: { $title }
card-text = Card text
card-field = Field
card-data = Value
card-number = Number
card-decade = Decade
card-colour = Colour
card-value = Value
card-value-none = no value (special card)
card-value-both = { $value } for both sides
card-value-dual = { $side1 } { $value1 }, { $side2 } { $value2 }
card-title-de = German title
card-title-en = English title
card-year = Year
card-corner = Corner icons
card-special = Special card (only East may take it)
card-face = Face
card-other-face = Other face
card-faces = Card { $number } has two faces: this page shows the face “{ $face }”; the other face is { $other }.
card-trigger = Who may trigger the event
card-previous = Previous card: { $card }
card-next = Next card: { $card }
card-source = Provenance
card-event = Event icons
card-crest = { $side } decides
card-arrows = Track arrows
# $side: the side the arrow points to, in the genitive case where a language declines names.
card-arrow = { $track }: { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} toward { $side }
card-errata = Errata
card-rulings = Rulings
card-none-recorded = Nothing recorded yet.
card-in-variant = In the variant “{ $variant }”
back-to-gallery = Back to the card gallery

icons-title = Icons
icons-intro = { $count ->
    [one] { $count } icon.
   *[other] { $count } icons.
} Cards and tracks are made of them: each icon's meaning below is generated from its definition in the content.
icon-meaning = What it does
icon-used-by = Cards with this icon
icon-used-by-none = none yet
icon-on-tracks = Printed on the tracks

map-title = The map
map-intro = { $provinces } provinces, { $cities } cities and { $connections } connections with { $lines } blue lines, drawn from the content.
map-provinces = Provinces
map-sectors = Sectors and suppliers
map-sectors-intro = Each sector is supplied by the province named beside it.
map-cities = Cities
col-province = Province
col-side = Side
col-neighbours = Neighbours
col-cities = Cities
col-builds = Takes build points
col-sector = Sector
col-supplier = Supplier
col-city = City
col-where = Where
col-marks = Marks
col-connections = Connections (blue lines)
mark-setup = set-up city
mark-special = special city
mark-floating = belongs to one of these provinces, as { $side } decides
mark-unconnectable = takes no infrastructure
legend-city = city (factory site)
legend-setup = set-up city
legend-special = special city
legend-lines = connection with its blue lines
map-svg-title = Map of the board: provinces, cities and connections
map-svg-desc = The provinces of both sides drawn as areas in their side's colour, with a heavy line along the border between the sides; the neighbouring countries; every city with its connections and their blue lines. Set-up cities have a dashed ring, special cities a purple diamond; provinces too small for their name are also shown enlarged in a box, West Berlin there split into its sectors, each named with the province that supplies it. Choose a province, sector or country to list its cities and the cards that name it.
map-full-size = Open the map on its own, at full size
map-places = Cities and cards by province
map-places-intro = Choose a province or country on the map (with a click, or with the Tab and Enter keys) to see only its entry below.
map-places-all = Show every province
map-place-cities = Cities
map-place-no-cities = No city lies here.
map-place-cards = Cards that name it
map-place-no-cards = No card names it.
map-sector-of = A sector of { $province }, supplied by { $supplier }.
map-sector-holds = Kept in the sector: { $pieces }.
map-place-group-cards = Cards that name { $group }
map-kind-city = city

tracks-title = Tracks and setup
tracks-intro = The tracks of the board, with what is printed under each space.
track-range = Spaces { $lo } to { $hi }; the marker starts on { $start }.
track-steps = Each point moves the marker { $steps } spaces; a number is printed on every { $steps ->
    [2] second
   *[other] { $steps }th
} space.
col-spaces = Spaces
col-advantage = Advantage
col-space = Space
col-icons = Icons
col-gain = Gain
overflow-low = Pushed past the low end
overflow-high = Pushed past the high end
overflow-one = one of these
overflow-all = all of these
setup-title = Setup
setup-cities = Set-up cities: { $cities }.
pieces-title = Pieces in the box
col-piece = Piece
col-count = Count
deck-title = Deck plan
deck-plan = { $name }: { $decades } decades of { $halves } half-decades each; { $display } cards in the display; { $hand } cards in each hand.

phases-title = The end of a decade
phase-section = Rules §{ $section }.
phase-instead = { $phase }: in place of this phase while the { $flag } stands
outcomes-title = How the game ends
variants-title = Variants
variants-intro = A variant is a folder of overlay files that adds, replaces or removes definitions of the base game. Below, each variant's changes are listed against the base game.
variants-none = This content has no variants yet.
variant-use = To use it:
variant-no-change = It changes nothing.
variant-added = Adds the { $kind } “{ $name }”.
variant-removed = Removes the { $kind } “{ $name }”.
variant-changed = Changes the { $kind } “{ $name }”:
variant-added-unnamed = Adds a { $kind } (its id below).
variant-removed-unnamed = Removes a { $kind } (its id below).
variant-changed-unnamed = Changes a { $kind } (the exact change below):
# variant-now, variant-now-stale, variant-base-game: $text is a whole passage opening with a capital. A
# language that writes lowercase after a colon (Polish, Ukrainian, French, Italian) makes its lead-in a
# sentence of its own, ending in a full stop.
variant-now = In this variant: { $text }
variant-now-stale = In this variant (written for an earlier version of the variant's rule; the rule as it runs is below): { $text }
variant-base-game = In the base game: { $text }
variant-words-changed = { $old } becomes { $new }
variant-words-added = Now also: { $new }
variant-words-removed = No longer: { $old }
variant-line-added-plain = A step is added to this rule.
variant-line-removed-plain = A step of this rule is taken out.
variant-detail-changed = A detail of this rule changes.
variant-quote = “{ $text }”
variant-notation = The change as the content writes it

kind-side = side
kind-province = province
kind-sector = sector
kind-country = country
kind-city = city
kind-connection = connection
kind-group = group
kind-track = track
kind-piece = piece
kind-box = box
kind-flag = flag
kind-deck = deck
kind-decade = decade
kind-icon = icon
kind-card = card
kind-phase = phase
kind-sequence = sequence
kind-setup = setup
kind-outcome = outcome
kind-variant = variant
kind-routine = routine
kind-action = action
diff-base = the base game
diff-heading = What { $compared } changes against { $reference }:

glossary-title = Glossary
glossary-intro = The game's terms in the six languages of this site, then the name of everything the content defines.
glossary-terms = Terms
glossary-meaning = Meaning
col-number = No.

nav-rules = The rules explained
rules-title = The rules in words
rules-intro = Each rule below is explained in plain words, with its numbers taken from the content that runs the game. Under each explanation, the rule exactly as the game runs it can be opened, with a link to the line of the content file it comes from.
prose-stale-title = Written for an earlier version of this rule
prose-stale = The rule has changed since this text was written (an erratum or a variant). The rule as the game runs it now is shown below the text.
prose-english-title = Not translated yet
prose-english = This explanation is not yet written in this language; it is shown in English.
notation = The rule as the game runs it
source-intro = This content file as it is written; every line can be linked to by its number.

scheme-to-dark = Switch to the dark scheme
scheme-to-light = Switch to the light scheme
not-found-title = Page not found
not-found-text = There is no page at this address. It may have moved when the site was rebuilt, or the address may be mistyped.
not-found-home = Back to the home page
filter-icon = Icon
filter-side = May be triggered by
cards-shown = { $count ->
    [one] { $count } card shown
   *[other] { $count } cards shown
}

# The FAQ page: every ruling and erratum of the cards (interpreter/site/faq.py).
faq-title = Rulings and errata
faq-intro = { $rulings ->
    [one] { $rulings } ruling
   *[other] { $rulings } rulings
}{ $errata ->
    [0] {""}
    [one] {" "}and { $errata } erratum
   *[other] {" "}and { $errata } errata
} of the cards, card by card: how a card is played where its face leaves a doubt, and what was corrected on it.
faq-dates = Each entry is dated as precisely as its source allows: the clarifications of the 1st edition's card almanac carry the year of its rulebook (2014); those of the 2nd edition are undated, since its rulebook gives no date of its own; a correction carries the day it was made.
faq-to-card = See the card
faq-ruling = ruling
faq-erratum = erratum
faq-edition-first = 1st edition only
faq-edition-second = 2nd edition only
faq-in-variant = in the variant { $variant }
faq-erratum-changes = Corrects
faq-erratum-was = it was
faq-all = All rulings and errata on one page (FAQ)

# The callouts of the annotated card on "How to read a card" (interpreter/site/cardguide.py).
guide-picture = An annotated card: card { $number } with its parts named
guide-value = Value for an action: one number for both sides, or West's yellow box over East's red one
guide-corner = Corner icon: counts at the end of the decade
guide-title = Title as printed (German)
guide-year = Year of the event
guide-subtitle = Title in your language
guide-colour = Colour: yellow West, red East, both on a dual card; it says who may trigger the event
guide-rows = Event: rows of icons; the player who triggers it picks the order they are carried out in
guide-crest = Crest: this side decides where the icon acts
guide-where = Restriction: where the icons of the row above act
guide-text = The event in words
guide-arrows = Track arrows: one space per arrow, toward the side of their colour
guide-number = Card number

# The guide (docs/guide/, in English only): its section and pages in the navigation, the note that a
# page of it is in English, and the reference of the primitives, a page of the guide framed in each language.
nav-content-language = The content language
nav-primitives = Primitives and functions
nav-guide = Guide to wsdv
nav-commands = Commands
nav-localization = Localization
nav-scenarios = Rules scenarios
nav-game-logs = Game logs
nav-simulation = Simulating games
nav-site = Building the site
nav-python = wsdv from Python
english-only-title = In English
english-only = This page is for those who write content, translate it or run wsdv's tools; it is written in English only.
ref-title = Primitives and functions
ref-intro = The verbs and functions that content may call: their parameters, what each does and an example. They are the only part of the rules written in Python, and they are generic: icons, phases, routines and the setup are made of them.
ref-calls = A call gives its parameters in the order listed, or by name after those given in order. A parameter in square brackets may be left out; a parameter followed by "=" is given by name only. Effects change the game; functions only compute a value.
ref-see = See also:
ref-english-title = In English
ref-english = The names of the primitives and of their parameters, and the examples, are words of the content language, the same in every language. Their explanations on this page are in English only.
ref-membership = Membership
ref-membership-intro = { $is_in } and { $not_in } test whether a value belongs to what { $id } names, when it names something that holds members:
ref-member-side = a side holds every province, sector, city, connection and country of the side;
ref-member-group = a group holds its provinces;
ref-member-country = a country holds its cities;
ref-member-list = a list holds its items.
ref-section-effects = Effects on the board
ref-section-functions = Functions of the board
ref-section-flow = The game's flow: cards, zones, tracks, sequences
ref-col-name = Name
ref-col-parameters = Parameters
ref-col-kind = Kind
ref-col-value = Value
ref-meaning = Meaning
ref-example = Example
ref-names = Texts that are names
ref-kind-effect = effect
ref-kind-function = function
ref-type-number = a number
ref-type-list = a list
ref-type-bool = yes or no
ref-type-side = a side
ref-space-moment = a moment at which outcomes are checked
ref-space-tag = a tag of kept cards
ref-space-var = a game variable
ref-space-message = a narration message
ref-space-decision = a decision
ref-space-kind = a kind of declaration
ref-space-id = an id of the kind named beside it
ref-space-key = a key of the kind named beside it

# A label followed by what it labels (the colon as the language writes it).
label = { $label }:

# Between the items of a list that commas cannot separate (sources, a city's marks).
list-semicolon = {"; "}

# The search box's own words, which the theme would otherwise take from its own translations (`theme-`
# + the theme's key with dashes for dots; interpreter/site/build.py passes them to the theme). `#` is
# where the theme puts the number; "other" is any number above 1, so a language whose plural forms
# differ between 2 and 5 writes a form that reads right for every number ("Znaleziono: #").
theme-search-result-placeholder = Type to search the rules and the cards
theme-search-result-none = Nothing found
theme-search-result-one = 1 match
theme-search-result-other = # matches
theme-search-result-more-one = 1 more match on this page
theme-search-result-more-other = # more matches on this page
theme-search-result-term-missing = Not found
