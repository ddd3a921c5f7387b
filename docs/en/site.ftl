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
nav-phases = End of decade, phase by phase
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
   *[other] { $count } cards, drawn from the content files. Find a card by words of its title or text, narrow the gallery by decade, colour, icon, value or who may trigger the event, and change its order; the choices stay in the page's address. Select a card to see its data.
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
map-place-start = At the start
map-sector-of = A sector of { $province }, supplied by { $supplier }.
map-sector-holds = Kept in the sector: { $pieces }.
map-place-group-cards = Cards that name { $group }
map-kind-city = city

tracks-title = Tracks and setup
tracks-intro = The tracks of the board, with what is printed under each space.
track-range = Spaces { $lo } to { $hi }; the marker starts on { $start }.
track-steps = The marker moves one space at a time; every { $steps } spaces make one point, so the number that counts the points is printed on every { $steps ->
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
overflow-one = one of these, chosen by the side the arrow favours
overflow-all = all of these
track-ends = Arrows toward { $lowside } move the marker toward the low end ({ $low }), arrows toward { $highside } toward the high end ({ $high }): each end favours the side whose arrows lead there.
track-gain-is-space = Every space gives its own number as its gain, as the strip shows.
setup-title = Setup
setup-cities = Set-up cities: { $cities }.
pieces-title = Pieces in the box
col-piece = Piece
col-count = Count
deck-title = Deck plan
deck-plan = { $name }: { $decades } decades of { $halves } half-decades each; { $display } cards in the display; { $hand } cards in each hand.

phases-title = The end of a decade, phase by phase
phase-section = Rules §{ $section }.
phase-instead = { $phase }: in place of this phase while the { $flag } stands
outcomes-title = How the game ends
variants-title = Variants
variants-intro = A variant plays the game with some of its rules changed, such as a later edition of the rulebook. For each variant, this page says first what it is and how it changes the game, then each rule it changes, one by one, beside the base game's.
variants-none = This content has no variants yet.
variant-use = In the program wsdv, a variant is a folder of overlay files that add, replace or remove definitions of the base game; to play with this one, run:
variant-changes-title = Rule by rule
# variant-page-*: the site's lead of a changed definition, for a player: its name, quoted as names are (the command says its kind too).
variant-page-added = New: “{ $name }”
variant-page-removed = No longer in the game: “{ $name }”
variant-page-changed = Changed: “{ $name }”
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
variant-line-changed-plain = A step of this rule changes.
variant-detail-changed = A detail of this rule changes.
variant-quote = “{ $text }”
variant-section = §{ $section }
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
# What a changed value was and is (wsdv diff, the variants page), and the name of each key said so.
diff-nothing-to-compare = wsdv diff: error: nothing to compare: name a variant (--variant NAME), an overlay folder (--overlay DIR) or another content folder (--against DIR)
diff-shipped-content = the shipped content
variant-key-changed = { $key }: { $old } → { $new }
variant-key-added = { $key }: now { $new }
variant-value-side = { $side } { $n }
variant-value-both = { $n } for both
variant-yes = yes
variant-no = no
variant-range = { $lo } to { $hi }
variant-key-value = Value
variant-key-hand = Cards in hand
variant-key-display = Cards on display
variant-key-halves = Half-decades
variant-key-count = Pieces in the box
variant-key-limit = Limited supply
variant-key-lines = Blue lines
variant-key-base-value = Base value
variant-key-start = Starting space
variant-key-spaces = Spaces
variant-key-phases = Phases
variant-key-colour = Colour
variant-key-decade = Decade
variant-key-province = Province
variant-key-section = Rulebook section
variant-key-weight = Weight
variant-key-initial = At the start
variant-key-cards = Cards

glossary-title = Glossary
glossary-intro = The game's terms in each language of this site, then the name of everything the content defines.
glossary-terms = Terms
glossary-meaning = Meaning
# The glossary's headings, one for each kind of thing it lists (a plural heading, not the kind's own name).
glossary-kind-side = Sides
glossary-kind-province = Provinces
glossary-kind-sector = Sectors
glossary-kind-country = Countries
glossary-kind-city = Cities
glossary-kind-track = Tracks
glossary-kind-piece = Pieces and markers
glossary-kind-icon = Icons
glossary-kind-phase = Phases
glossary-kind-decade = Decades
glossary-kind-outcome = How a game ends
col-number = No.

nav-rules = The rules in words
rules-title = The rules in words
rules-intro = Every rule of the game in plain words, each with its section in the rulebook (§) and a link of its own to share. This page is for looking a rule up; to learn the game from the start, read “{ $learn }” first.
prose-stale-title = Written for an earlier version of this rule
prose-stale = The rule has changed since this text was written (an erratum or a variant). The rule as the game runs it now is shown below the text.
prose-english-title = Not translated yet
prose-english = This explanation is not yet written in this language; it is shown in English.
site-coverage-title = Translation in progress
site-coverage = This language translates { $percent } % of the game and of this site so far; what is not translated yet is shown in English.
notation = The rule as the game runs it
source-intro = This content file as it is written; every line can be linked to by its number.

scheme-to-dark = Switch to the dark scheme
scheme-to-light = Switch to the light scheme
not-found-title = Page not found
not-found-text = There is no page at this address. It may have moved when the site was rebuilt, or the address may be mistyped.
not-found-home = Back to the home page
filter-icon = Icon
filter-side = May be triggered by
# The gallery's words filter (a search field) and its order menu (pages.SORTS).
filter-value = Value
filter-words = Words
filter-words-hint = title or card text
sort-label = Order
sort-number = by number
sort-title = by title
sort-value-high = highest value first
sort-value-low = lowest value first
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
nav-guide-index = Overview
guide-index-intro = The guide is for those who write content for the game, translate it or run wsdv's tools. Its pages, in English:
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

# The title of the “¶” link beside every heading (shown on hover, read by screen readers).
heading-permalink = Link to this section

## Learn to play (learn.md) and the special places (places.md): interpreter/site/learn.py, docs/learn.yaml
nav-learn = Learn to play
nav-places = Special places
list-comma = {", "}
learn-title = Learn to play
learn-intro = These pages teach the game, one part a page, in the order you need it: what you play for, the board, a turn, the four actions and the economy they use, unrest and mass protests, the end of a decade, and last the special cards and places. Each part gives the rules in short and links to the full rule; the worked examples are the rulebook's own, played out by the program that runs the game, so what they show is what the rules do.
learn-no-examples-title = No worked examples in this build
learn-no-examples = The worked examples are drawn from the rule tests that come with wsdv's source; this build was made without them.
learn-definitions-title = Four definitions to keep in mind
learn-definition-west-germany = “West Germany” means every West province except West Berlin. Where a card or a rule says "West Germany", West Berlin is left out.
learn-definition-connection = A connection belongs to the provinces of both its cities. A connection from Leipzig to Jena belongs to Sachsen and to Thüringen; one that only passes through a province does not belong to it.
learn-definition-rundown = Only East's factories become rundown. West's factories can be dismantled, but never run down.
learn-figure-card = One card with its parts named: the value, the corner icons, the event's icons with their crests, and the track arrows. Select it to read what each part means.
learn-figure-card-alt = A card with its parts named: value, corner icon, titles, year, colour, event rows, crest, restriction, text, track arrows and number
learn-figure-map = The whole board: the provinces of both states with their cities and connections, Berlin in its inset, Poland and the ČSSR abroad (the tracks have a page of their own). Select it to open the map, where each place lists its rules.
learn-definition-hamburg = Hamburg lies between Schleswig-Holstein and Niedersachsen and belongs to neither for good: for each action and each end-of-decade phase, West says which of the two it counts for, and it counts for that one alone.
learn-more = More…
learn-start-nav = Start here
learn-contents-title = The path, part by part
learn-start = Start with part 1: { $title } →
learn-part = { $path }: part { $number } of { $total }
learn-here = Worked examples in this part:
learn-previous = ← Previous: { $title }
learn-next = Next: { $title } →
learn-examples-title = Worked examples
learn-examples-edition = Where this site's edition changes a rule, the rule's words above say so; the worked examples below are played with the rules of another edition: { $edition }.
example-section-case = Not one of the rulebook's examples: a further case, checked against { $sections }.
learn-rules = The full rules: { $rules }.
learn-pages = See also: { $pages }.
learn-goal-title = The goal, and how a game ends
learn-goal-text = One player leads the West, the other the East, through the four decades of the German division. Each side tries to keep its own state together while the other falls apart: unrest grows into mass protests, and a state with too many mass protests collapses and loses. Who has won is checked only at the end of a decade, where the game can also end early: when East cannot pay its debts, or when socialism triumphs or fails. If nobody has won after the fourth decade, East wins, so West has to bring East down, while East only has to hold out.
learn-board-title = The board and the cards
learn-board-text = The board shows the provinces of both German states with their cities and the connections between them, West Berlin and East Berlin in an inset, Poland and the ČSSR abroad, and the tracks around the edge. Factories stand on cities, infrastructure on the blue lines of connections; living-standard markers and unrest cubes lie in the provinces. Each decade is played with its own cards. The city of Berlin, with its factory from the start, lies in the province of East Berlin; West Berlin is a province of its own, split into three sectors, each supplied by the West German province whose flag it shows. The prestige track decides who holds the prestige advantage: East while the marker lies in East's stretch, West otherwise, so West holds it on space 0 and at the start. It changes hands whenever the marker crosses the middle; the side that holds it starts the first half of a decade and goes first whenever the players choose in turn.
learn-turn-title = A turn
learn-turn-text = The players take turns. On a turn you take one card, from the face-up display or from your hand, and use it for exactly one of the four actions: remove one unrest cube, build up the economy, raise the living standard, or trigger the card's event (the first three are explained in the next part). East triggers red and dual cards, West yellow and dual ones. Colours mean two things here: a card's colour says who may trigger its event, an icon's colour says whom the icon affects, whoever triggers it. A yellow icon always acts on West, a red or pink one on East. Whoever triggers an event decides where its icons take effect, unless an icon shows a crest: then the crest's side decides. Your hand is your reserve: each player is dealt 2 cards from the first decade's deck, and hands are filled up again only at the start of each later decade. A card you play from your hand leaves the display as it is, so you can keep a card for the moment it counts most, where your opponent cannot take it. A half ends as soon as the display is empty, whatever is still in the hands; cards left in a hand stay there into the next decade, where you may discard them before the hands are filled up. East also collects police cards: a played card whose police icon was carried out goes to East, and each lets it remove one unrest cube once a decade (more in the part “{ learn-unrest-title }”).
learn-actions-title = The four actions and the economy
learn-actions-text = There are four actions. Triggering the event (the previous part) needs a card your side may trigger; the other three work with any card except the special cards: remove one unrest cube, build up the economy with as many build points as the card's value for your side, or raise the living standard, where the card's value can make up what a province's economy lacks. Removing unrest is free with a card of your own colour; with a dual card or one of the opponent's colour it costs you a dismantle point. The economy is made of factories and infrastructure: build points add them, dismantle points take them away, and a factory's value grows with its operative connections. A province's economy decides how many living-standard markers it can hold. A province's most valuable factory is its export factory: it decides how many markers the province keeps at the end of a decade, and East's export factories earn it Western currency.
learn-economy-title = Building and dismantling
learn-economy-text = Build points and dismantle points are how the economy grows and shrinks. They come from a card's value when you build up the economy and from the icons of events, and at the end of a decade East pays several of its phases in dismantle points. Infrastructure is built only on a connection that already touches a factory, and a factory is removed only once none of its connections holds infrastructure. Because a factory is worth more for each operative connection, one piece can change the value of several factories, and with them a province's economy and the living-standard markers it may hold.
learn-unrest-title = Unrest and mass protests
learn-unrest-text = Unrest cubes come from events and from the comparisons at the end of a decade: a province with fewer living-standard markers than its own side's best province, or than a neighbouring province of the other side, receives them. Every 4 cubes in one province make a mass protest there, 8 cubes two: nothing may be built in that province or on its connections, and at the collapse check a state with too many mass protests collapses. Raising the living standard removes a cube with each new marker; East also has socialists and police cards to remove unrest in its provinces; a red police card also adds to flight at the end of a decade, a pink one does not. A mass protest in West Berlin counts twice: East adds a second marker in one of the West German provinces that supply it, and that province then has a mass protest of its own until West Berlin's goes (more in the part “{ learn-special-title }”).
learn-decade-title = The end of a decade
learn-decade-text = When both players have played their cards, the decade ends with ten phases in a fixed order: flight (while the wall built by card II stands, its cost instead), prestige, Western currency, paying for police cards, maintaining the living standard, the internal and the East–West comparisons, police cards, socialists, and the check whether a state collapses. Wherever the players choose in turn, the side with the prestige advantage goes first.
learn-comparisons-title = Comparing the living standard
learn-comparisons-text = Three phases of the end of a decade weigh each province's living standard, and it is here that a weak economy turns into unrest. First no province may keep more living-standard markers than its export factory is worth. Then each province is compared with the best province of its own side, and after that with a neighbouring province across the border: a province that falls behind receives unrest cubes according to the gap, and enough cubes make a mass protest. So living-standard markers protect a province, and its economy decides how many it may keep.
learn-special-title = Special cards and special places
learn-special-text = Each decade has one special card, numbered I to IV, beside the display: only East may take it, and only to trigger its event. Card II builds the Berlin Wall: from then on the wall's cost replaces flight at the end of each decade. Card IV has two faces: if the wall was built, “The Wall comes down” is in play, otherwise “Round Table Emergency Cabinet”. Card I, “Russian tanks”, cuts the unrest of two East provinces with a mass protest to 3 cubes each, then removes 2 more cubes; card III, “Honecker ousts Ulbricht”, places two living-standard markers in the East, both in one province if East likes. Taking the special card is East's whole turn; East may leave it, and a special card nobody has taken is discarded at the end of the decade. A card whose police icon is carried out goes to East as a police card: each removes one unrest cube a decade, costs East a dismantle point at the end of each decade, and a red one also adds to flight, a pink one does not. West Berlin, Hamburg, Rheinsberg and the cities abroad follow rules of their own, gathered on their own page.
learn-special-w_berlin = West Berlin is a West province inside the East, split into three sectors, each supplied by the West German province whose flag it shows; it is not part of West Germany. Nothing is built there and it takes no living-standard marker directly: a supplier that has just received one and now holds more than West Berlin may pass it on into its sector. A mass protest there counts twice: East adds a second marker in one of the suppliers, which is a mass protest of that province like any other (nothing may be built there) until it leaves with West Berlin's. At the end of a decade West Berlin receives the whole difference in the internal comparison, and in the East–West comparison it takes on both its neighbours, East Berlin and Brandenburg.
learn-special-hamburg = Hamburg lies between Schleswig-Holstein and Niedersachsen. For each action and each end-of-decade phase West decides which of the two it belongs to, and it counts for that one alone.
learn-special-abroad = The cities abroad take and lose factories only through events that name them, never with build points; their factories are the purple ones, which wait beside those cities from the start. A factory abroad adds its value to an East province it has an operative connection to, chosen by East each time; it is never an export factory.
learn-special-rheinsberg = Rheinsberg in Brandenburg gets its factory only from an event that names it. That factory has a base value of 2, takes no infrastructure, and is the one rundown factory that dismantle points can remove.
places-title = Special places
places-intro = Four places on the board follow rules of their own. Each section gathers them from the rules, with the worked examples and the cards that name the place.
places-cards = Cards whose event names it: { $cards }.
places-w_berlin-title = West Berlin
places-w_berlin-text = West Berlin is a West province in the middle of the East, drawn in an inset in three sectors, French, British and US. Each sector is supplied by the West German province whose flag it shows. West Berlin is not part of West Germany, so an event or rule for "West Germany" leaves it out. Nothing is built there, and it takes no living-standard marker directly: a supplier that has just received a marker and now holds more than West Berlin may pass it on into its sector, and West Berlin then loses an unrest cube instead of the supplier. A mass protest in West Berlin counts twice: East places a second marker in one of its suppliers, which is a mass protest of that province like any other, so nothing may be built there, until it leaves with the first. At the end of a decade West Berlin keeps no more markers than its weakest supplier's export factory allows, takes the whole difference in the internal comparison and compares itself with both its neighbours, East Berlin and Brandenburg. Card 79, Start of the Computer Age, is the one event that may put a marker into West Berlin directly, into an empty sector while one is left.
places-hamburg-title = Hamburg
places-hamburg-text = Hamburg lies between Schleswig-Holstein and Niedersachsen and belongs to neither for good: for each action and each end-of-decade phase West decides which of the two it counts for, and it counts for that one alone.
places-abroad-title = Poland and the ČSSR
places-abroad-text = The cities abroad take factories only through events that name them, never with ordinary build points, and lose them only in the same way (cards 37 and 73 remove one for good). A factory abroad adds its value to one East province it has an operative connection to, chosen by East anew each time; it is never an export factory, so it earns no Western currency and supports no living-standard marker.
places-rheinsberg-title = Rheinsberg
places-rheinsberg-text = Rheinsberg in Brandenburg is a special city: its factory is built only by an event that names it, has a base value of 2 instead of 1, takes no infrastructure, and is the one rundown factory that dismantle points can remove.

## Worked examples (interpreter/site/examples.py): the rulebook's examples, run from tests/scenarios/
example-heading = Example { $id }: { $title }
example-section = From the rules, §{ $section }.
example-numbers = The board before and after, in a table
example-card = card { $number } “{ $title }”
example-step-action = { $side } uses { $card } for the action “{ $action }”.
example-step-event = { $side } triggers the event of { $card }.
example-step-phase = The end-of-decade phase “{ $phase }” is carried out.
example-step-icon = The icon “{ $icon }” is carried out; { $side } triggers it.
example-step-engine = The rules work out the result on their own.
example-choices = Choices, in the order they are asked: { $choices }.
example-count = { $count } { $name }
example-value = value { $value }
example-space = space { $space }
example-economy-of = Economy of { $province }
example-economy-with = Economy of { $province }, with { $cities } counted for it
example-economy-elsewhere = Economy of { $province }, without { $cities } (it counts for { $other })
example-economy-unassigned = Economy of { $province }, without { $cities } (it counts for no province here)
example-space-via = space { $space } (after space { $via })
example-same = Before and after: the board does not change
example-picture-refused = the choice the rules refuse
example-board = On the board
example-before = Before
example-after = After
example-refused-column = After (refused)
example-caption = The board before and after example { $id }, as the game's engine plays it: what the example lays out, what changes and what it checks.
example-refused-title = Not allowed
example-refused = The rules refuse this move: the engine does not accept the choice, and the board stays as it was.
example-result-title = The game ends
example-game-over = { $outcome }: { $winner } wins.
example-no-change = Nothing changes on the board.
# The board pictures of a worked example (interpreter/site/examplemap.py): each picture's text for
# screen readers, item by item, and the legend's word for what changed.
example-picture-before = The board before: { $items }.
example-picture-after = The board after: { $items }.
example-picture-item = { $place }: { $state }
example-picture-item-changed = { $place }: { $state } (changed)
example-picture-changed = changed
example-picture-export = export factory (the most valuable in its province)
example-picture-partial = Only what the example counts is drawn: a place without a panel holds its pieces too, but they play no part here.
example-picture-none = none
example-title-ex-01 = building with 3 build points
example-title-ex-02 = no building where there is a mass protest
example-title-ex-03 = a factory becomes rundown
example-title-ex-04 = removing unrest with a card of the opponent's colour
example-title-ex-05 = a card with two values
example-title-ex-06 = raising the living standard with the card's points
example-title-ex-07 = dismantle points chosen by the player who triggers the event
example-title-ex-07b = what may be dismantled first
example-title-ex-08 = icons a player may leave out
example-title-ex-09 = building abroad
example-title-ex-10 = a crest decides who places the pieces
example-title-ex-11 = the opponent's crest on an unrest icon
example-title-ex-12 = unrest for West Germany, not for West Berlin
example-title-ex-13 = flight costs East dismantle points
example-title-ex-14 = the prestige leader picks the space
example-title-ex-15 = Western currency and rundown factories
example-title-ex-17 = maintaining the living standard
example-title-ex-17b = West Berlin's living standard
example-title-ex-18 = the internal comparison
example-title-ex-18c = more unrest than the box holds
example-title-ex-19 = the East–West comparison
example-title-ex-20 = a state collapses
example-title-ex-21 = a living-standard marker passed on to West Berlin
example-title-ex-22 = card 79's exception for West Berlin
example-title-ex-23 = Hamburg counts for one province
example-title-ex-24 = a factory abroad adds to East Berlin
map-place-rules = The rules for { $place }
card-place-rules = The rules for the special places this card names: { $places }.
# A card's printed event instruction (card 44: at most 2 unrest in 1 province), quoted as printed.
card-printed-note = Printed on the card under this line: “{ $note }”

## The player aid (player-aid.md): interpreter/site/learn.py
nav-aid = Player aid
aid-title = Player aid
aid-intro = Everything a player looks up during a game, on a few printed pages: a turn, the four actions, the phases of the end of a decade in their order, and how the game ends. Print it from your browser; the navigation is left out.
aid-actions = The four actions
aid-phases = The end of a decade, phase by phase
aid-col-action = Action
aid-col-phase = Phase
aid-reminders = Reminders
aid-col-what = What happens
aid-turn-start = Each half of a decade begins with { $display } cards laid face up in the display. The player with the prestige advantage starts the first half; the player who did not take the first half's last turn starts the second. Then the players alternate, and each turn goes in this order:
aid-turn-police-before = East may use its police cards: each removes one unrest cube from an East province, once per decade.
aid-turn-card = Take one card: from the display, from your hand, or (East only) the special card.
aid-turn-action = Use it for exactly one of the four actions below.
aid-turn-police-after = East may use the police cards it has not yet used this decade.
aid-turn-socialists = The socialists in the holding box move one at a time to East provinces with a mass protest, chosen by East; each removes one unrest cube there.
aid-turn-played = The card goes face up into the row of played cards, where its flight icon counts at the end of the decade; a card whose police icon was carried out goes to East as a police card instead.
aid-turn-end = The half ends as soon as the display is empty, whatever is left in the hands. A special card nobody has taken stays available in the second half and is discarded at the end of the decade. Hands are filled up to { $hand } cards only at the start of a decade.
# The switch that hides the boxes of the rule as the game runs it, on every page (wsdv.js keeps the choice).
notation-hide = Hide the rules as the game runs them
notation-show = Show the rules as the game runs them
# Under a rule of the rules page: links to the special places' sections that gather it.
rules-see-places = The special places this rule applies to: { $places }.
# The editions on the rules pages (pages.edition_switch, pages._edition_passage): the base game's name
# as an edition, and the switch's label.
edition-base = 1st edition
edition-switch = Edition:
# above every page of a build holding several editions: links to the same page in the others
edition-pages = Edition of this page:
# On a card page, under "In the variant …": a rule the card uses that the variant changes; $name links
# the icon or the track, $text is the variant's words for it (a whole passage opening with a capital).
card-edition-icon = The icon { $name } of this card's event works differently. { $text }
card-edition-track = This card's arrows move a track that changes: { $name }. { $text }
# Rules and the cards and places they name, linked both ways (interpreter/site/crosslinks.py): under
# each rule of the rules page its permalink, the places it names, the cards showing its icon; in each
# map entry the rules naming the place; on a card page the rules its event follows.
rule-permalink = Link to this rule
rule-names-places = Places this rule names: { $places }.
rule-cards-with-icon = Cards whose event shows this icon: { $cards }.
rule-cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
place-named-by = Rules that name this place: { $rules }.
card-rules = The rules this card's event follows: { $rules }.
# On a card page whose face prints a line a ruling has the game play otherwise (a row's `printed`): the
# event as played, in a box of its own under the card's printed text ($text: a whole passage).
card-played-title = As the ruling plays it
card-played = The card text above is what the card prints. By its ruling (under “Rulings”), the game plays the event as follows. { $text }
example-told = What happens, as the game tells it:
example-crest-alt = The “{ $icon }” icon enlarged, its crest ringed
example-crest-callout = Enlarged: the crest at the icon's top left is the other side's. So the other side decides where this icon acts, although it did not trigger the card.
example-text-ex-01 = West builds with card 17, whose yellow value is 3, so it has 3 build points. It puts a factory on Hannover and infrastructure on both blue lines of Hamburg–Hannover. That connection is now complete between two factories, so it is operative: Hamburg and Hannover are each worth 1 + 1 = 2, and Niedersachsen, with Hamburg counted for it, has an economy of 4.
example-text-ex-02 = Sachsen holds 4 unrest cubes, so it has a mass protest. East may build nothing there: not on its cities, and not on any connection of its cities, even one that leads into another province, such as Leipzig–Jena. Dresden lies in Sachsen, so the rules refuse it.
example-text-ex-03 = The factory in Berlin (East Berlin) has two operative connections, to Bitterfeld and to Magdeburg, so it is worth 1 + 2 = 3. When it runs down, its own 1 becomes 0: it is worth 2. Its connections stay operative, and its neighbours keep their values.
example-text-ex-04 = Card 12 is yellow, the opponent's colour for East. East uses it to remove 1 unrest cube from Sachsen, and pays for this with a dismantle point: it removes its factory in Jena, in Thüringen. A red card would have cost nothing; had East nothing to dismantle, it could not use this card for this action.
example-text-ex-05 = Card 16 has two value boxes: 4 in yellow for West and 1 in red for East. East builds with it, so it gets 1 build point, enough for one factory, in Leipzig.
example-text-ex-06 = East raises the living standard with card 1, worth 2. Sachsen has an economy of 3, enough for its first marker; Thüringen and Mecklenburg have 2 each, one short, so East gives each of them 1 of the card's 2 points. Three markers go to three different provinces, and each removes 1 unrest cube where it lands.
example-text-ex-07 = An event gives West 4 dismantle points, and East, which triggers it, chooses every piece. It first removes the two infrastructure pieces of Hamburg–Hannover; only then may the two factories go, since a factory is removed only once none of its connections holds infrastructure.
example-text-ex-07b = Hamburg–Hannover still holds one infrastructure piece, so neither of its factories may be dismantled yet: the rules refuse Hamburg. The infrastructure has to go first.
example-text-ex-08 = Card 11 is a dual card: it puts 1 unrest cube in West Germany and moves the prestige marker 1 space toward West. West triggers it and leaves out the unrest icon, which would hurt it; the arrow is carried out. A dual card lets its trigger leave out one arrow or one icon without arrows; with a red or yellow card every icon must be carried out.
example-text-ex-09 = Card 7 gives East 2 build points in Poland and 2 in the ČSSR, and 1 unrest cube. In Poland East builds two factories; in the ČSSR a factory on Děčín and infrastructure on Cottbus–Děčín: a connection belongs to both its cities, so a line to a Czech city counts as built in the ČSSR. The unrest cube goes to Mecklenburg, where it makes a mass protest.
example-text-ex-10 = Card 15 gives West a build point and East a dismantle point, both icons with West's crest. East triggers it and still decides the order of the icons, but the crest lets West decide where they take effect: West builds a factory on Bremen and removes East's factory in Leipzig. The card's police icon was carried out, so the card goes to East as a police card.
example-text-ex-11 = The unrest icon of card 11 shows East's crest. West triggers the card, yet East chooses which West German province takes the cube: Hessen, which now holds 4 cubes and so a mass protest.
example-text-ex-12 = Card 4 gives West 2 unrest cubes in West Germany. East triggers it and may put them in any West province except West Berlin: it chooses Hessen and Bayern, which reach 4 cubes each and so a mass protest. West Berlin keeps its 3 cubes.
example-text-ex-13 = The flight marker moves up 2 spaces for two played cards with a flight icon, 1 for East's red police card and 1 for the one living-standard marker of West's best province, Niedersachsen; it moves down 1 because West has a mass protest (Hessen, with 8 cubes). East's worst province has no marker, so nothing comes off for it. That makes 3 spaces; every 2 spaces cost East 1 dismantle point, so East pays 1. West, which holds the prestige advantage, chooses the piece: East's factory in Berlin. Then the marker goes back to 0 and the played cards are discarded.
example-text-ex-14 = The prestige marker lies on space −3 of West's stretch, whose icon would give East 1 unrest cube. West, which holds the prestige advantage, may carry out that space or any of its spaces nearer the middle. It chooses −2, where an East factory runs down, and picks Bitterfeld; no unrest is placed.
example-text-ex-15 = East has 8 living-standard markers, so it needs 8 Western currency. The currency track gives it 3. West's weakest export factory is worth 3, and 2 of East's export factories (worth 0, 1, 1, 2, 3 and 5) reach that: 2 more. East earns 5 and lacks 3, so 3 of its factories run down; the players choose them in turn, West first, as it holds the prestige advantage.
example-text-ex-17 = Brandenburg holds 3 living-standard markers, but its export factory, its best one (Schwedt), is worth only 1. It keeps 1 marker and loses 2; losing them brings no unrest.
example-text-ex-17b = Rheinland-Pfalz and Baden-Württemberg have passed markers on to West Berlin; their export factories are worth 1 and 3. West Berlin keeps no more markers than the weaker of the two allows, 1: of its 3 markers (2 in the French sector, 1 in the US sector) it loses 2, and West chooses the French sector.
example-text-ex-18 = Every West province holds 3 living-standard markers, except Bayern and West Berlin, with 2 each (West Berlin's in its French and British sectors). A province with fewer markers than its side's best receives the difference less 1: Bayern receives 3 − 2 − 1 = 0 cubes. West Berlin receives the whole difference: 1 cube. East's provinces hold no marker at all, so none of them receives a cube: Sachsen, in the table, stands for them.
example-text-ex-18c = Here only Hessen holds living-standard markers, 3 of them. Every other West province lacks 3, so it receives 3 − 1 = 2 unrest cubes, and West Berlin the whole 3. The game box holds 50 unrest cubes, but no rule limits them: every cube the comparison calls for is placed.
example-text-ex-19 = Bayern holds 3 living-standard markers and 4 unrest cubes, so a mass protest, which leaves 2 markers to attack with. It may attack Sachsen (no marker: 2 cubes) or Thüringen (1 marker: 1 cube), and West chooses Thüringen. Hessen, with 2 markers, attacks Thüringen too: 1 more cube. Thüringen reaches 5 cubes; its mass protest appears only once every province has compared.
example-text-ex-20 = West Berlin holds 8 unrest cubes, so 2 mass protests. Each brings a second marker into a province that supplies West Berlin, chosen by East: Rheinland-Pfalz and Baden-Württemberg. West has no other mass protest, yet it counts 4 markers at the collapse check: West collapses, and East wins. Had East collapsed in the same check, East would still win. The picture shows those two markers already in place, beside the suppliers' 3 cubes: they came with West Berlin's protests, and the check only counts.
example-text-ex-21 = West Berlin has no living-standard marker. West raises the living standard with card 18 and places a marker in Rheinland-Pfalz, which supplies the French sector. Rheinland-Pfalz now holds more markers than West Berlin, so once every other marker of the action is placed, West passes this one on into the French sector; the unrest cube then comes off West Berlin, not Rheinland-Pfalz. West Berlin's next marker must come through the British or the US sector.
example-text-ex-22-2 = Card 79, Start of the Computer Age, is the one event that may place a living-standard marker in West Berlin directly. The US sector holds one and the others none, so the marker must go to an empty sector: West chooses the British one. Placing it removes a cube in West Berlin, and the card's next icon removes another.
example-text-ex-23 = Schleswig-Holstein has no factory of its own, but Hamburg, worth 3, lies between it and Niedersachsen. West raises the living standard and counts Hamburg for Schleswig-Holstein in this action: its economy is 3, enough for a first marker. In the same action Hamburg cannot count for Niedersachsen too; in the next action or phase West may choose again.
example-text-ex-24 = The factory in Poznań, in Poland, is worth 2 and has an operative connection to Berlin, but none to Schwedt. It may add its value to East Berlin only: with it, East Berlin's economy is 5 instead of 3, while Brandenburg's stays 1. A factory abroad is never an export factory: East Berlin's is still Berlin's, worth 3.
example-title-ex-15-3 = the same with the currency track at −3
example-text-ex-15-3 = The same position, but the currency marker is on −3: East earns −3 + 2 = −1, so it lacks 8 + 1 = 9. East has exactly 9 factories that can still run down, so all of them do. With one more missing, East would have to remove infrastructure instead, and with nothing left to remove it would be bankrupt.

## The end of a decade on the learning path: one sentence per phase of the sequence (learn.py)
learn-phase-flight = The flight marker moves up one space for each flight icon on the cards played this decade, each red police card East holds, each living-standard marker in West's province with the most, and once more if any East province has a mass protest; it moves down one space for each marker in East's province with the fewest, and once if any West province has a mass protest. Every { $track-flight-steps-per-point } spaces it reaches cost East one dismantle point, chosen in turn by the players; then the marker goes back to 0 and the played cards are discarded.
learn-phase-wall_cost = Prestige moves one space toward West, East dismantles one point of its choice, and the played cards are discarded.
learn-phase-prestige = The side with the prestige advantage carries out the icons under the prestige marker, or those of a space of its own stretch nearer the middle, and decides where they take effect.
learn-phase-currency = East earns the number under the Western-currency marker, plus one for each East export factory worth at least as much as West Germany's weakest export factory (a factory abroad never counts). It needs one for each of its living-standard markers: for each one missing, an East factory runs down, chosen in turn by the players, and once none is left to run down each missing one costs a dismantle point.
learn-phase-police_payment = East pays one dismantle point for each police card it has collected.
learn-phase-ls_upkeep = No province keeps more living-standard markers than its export factory is worth; West Berlin keeps no more than the weakest export factory among the provinces that passed it markers.
learn-phase-internal_comparison = Each side compares its provinces with its own province that has the most living-standard markers: a province with fewer receives the difference, less one, in unrest cubes; West Berlin receives the whole difference.
learn-phase-east_west_comparison = Each province compares itself with one neighbouring province of the other side, chosen by its owner (West Berlin with both its neighbours): its strength is its living-standard markers less one for each mass protest in it, and a neighbour with fewer markers than that receives the difference in unrest cubes. New mass protests appear only once every province has compared.
learn-phase-police_cards = For each collected police card East did not use this decade, it removes one unrest cube from a province of its choice.
learn-phase-socialists = East gains or loses the socialists printed under the socialist track's marker. New ones go to the holding box, and if one is due while all { $count-socialist } are in play, socialism triumphs and East wins; lost ones come from the holding box first, then from provinces West chooses, each putting one unrest cube back, and if one must go and none is left, socialism fails and West wins. Socialists on the map stay there until they are lost like this; those still in the box then move to provinces with a mass protest.
learn-phase-collapse_check = { $outcome-n2-same ->
        [yes] Each state counts its mass protest markers: a state with { $outcome-n2 } or more collapses and the other side wins; if both collapse at once, East wins.
       *[no] Each state counts its mass protest markers: West collapses with { $outcome-west-collapses-n2 } or more, East with { $outcome-east-collapses-n2 } or more, and the other side wins; if both collapse at once, East wins.
    }

# The setup as a checklist to follow at the table (interpreter/site/setuplist.py): every number and name
# is the content's, read from the board its setup leaves (newcomer review 4, F1).
learn-setup-title = Setting up, step by step
learn-setup-intro = Everything on the table before the first turn, in the order the rulebook sets it out (§{ $section }).
setup-picture-title = The board as set up
setup-picture-alt = The board as set up, before the first turn: { $items }.
setup-picture-caption = The board as set up: what the steps above leave on it, drawn by running the game's own setup. Compare your table with it before the first turn.
setup-step-spread-all = Put { $count } { $pieces } in each of the { $provinces } provinces, West Berlin and East Berlin included: { $total } { $all } in all.
setup-step-spread = Put { $count } { $pieces } in each of these provinces: { $places }.
setup-step-box = Put { $count } { $pieces } in the { $box }; the other { $rest } wait beside the board.
setup-step-factories = { $side } puts a { $piece } of value { $value } on each of its set-up cities (drawn with an irregular outline): { $cities }. Turn each factory so that its { $value } points up.
setup-step-abroad = Put the { $count } { $pieces } beside the cities of { $countries } ({ $cities }): only the events that name those cities build there.
setup-step-tracks = { $count ->
    [1] Put the marker of the { $tracks } on space { $space }.
   *[other] Put the markers of these { $count } tracks on space { $space }: { $tracks }.
}
setup-step-sequence = Put the end-of-decade marker face up on its track, on the space that shows its symbol: at the end of each decade you move it through the phases, from the first ({ $phase }) on, so that none is forgotten.
setup-step-sequence-flag = Put the end-of-decade marker face up on its track, on the space that shows its symbol: at the end of each decade you move it through the phases, from the first ({ $phase }) on, so that none is forgotten. It is turned to its other side only when the { $flag } is built.
setup-step-decks = Sort the cards into { $decades } decks, one for each decade: each holds { $cards } cards and { $specials ->
    [1] one special card
   *[other] { $specials } special cards
}, { $total } in all. Keep the decks of the later decades aside.
setup-step-start = { $decade } begins: put its special card beside the display, shuffle its { $cards } other cards into the draw deck, deal { $hand } cards to each player and lay { $display } face up in the display.
setup-step-advantage = { $side } holds the prestige advantage, so { $side } takes the first turn.

# A whole game at a glance (interpreter/site/outline.py; newcomer review 4, F2): the sequence of play,
# its numbers and phases the content's.
outline-title = A game at a glance
outline-start-head = Start of a decade:
outline-start = its special card goes beside the display and its cards are shuffled into the draw deck; each player's hand is filled up to { $hand } cards.
outline-halves-head = { $halves } halves:
outline-halves = each begins with { $display } cards laid face up in the display; the players take turns, each taking one card and using it for one action, until the display is empty. The player who did not take the first half's last turn starts the second.
outline-end-head = End of the decade:
outline-end = { $count } phases in this order: { $phases }.
outline-after-head = Next decade:
outline-after = { $count } decades in all ({ $decades }). The end of any decade may end the game; if nobody has won by the end of { $last }, { $winner } wins.
