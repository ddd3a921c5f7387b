# Names of the game's content definitions: what a player or a site reader sees.
#
# How code finds a name: every definition `<kind> <id>` of the content files is named by
# the term `-<kind>-<id>`, with each `_` of the id written as `-`:
#   province baden_wuerttemberg  ->  -province-baden-wuerttemberg
#   city karl_marx_stadt         ->  -city-karl-marx-stadt
#   phase ls_upkeep              ->  -phase-ls-upkeep
# Sectors (nested in a province) are `-sector-<id>`; a variant (a folder of content/variants/)
# is `-variant-<folder>`. Rename nothing here without renaming
# the content id: `wsdv l10n check` reports names that name no definition.
#
# A term's default variant is its plain name. Terms may select on:
#   $case   nominative (the default), genitive, dative, accusative, instrumental, locative,
#           or `in`: the phrase "in <place>" with the preposition this name takes.
#           A name with no `in` variant gets the message `name-in` below.
#   $count  a number, for names that change with a count (pieces). Code asks for count 1
#           when it gives none, so the `one` form is the singular name.
# and carry `.gender` (masculine, feminine, neuter, or plural for plural-only names)
# for the words that agree with them. English needs none of the cases.

# "in <place>" for every name that has no `in` variant of its own.
name-in = { KIND($name) ->
        [sector] in the { $name }
       *[other] in { $name }
    }

# Several names in a row: "a, b and c".
name-and = { $first } and { $last }
# Alternatives: "a, b or c" (`NAME($where, join: "or")`).
name-or = { $first } or { $last }
name-comma = { $first }, { $last }

## Sides

-side-west = West
-side-east = East

## Provinces (the board's German names)

-province-schleswig-holstein = Schleswig-Holstein
-province-niedersachsen = Niedersachsen
-province-nordrhein-westfalen = Nordrhein-Westfalen
-province-hessen = Hessen
-province-rheinland-pfalz = Rheinland-Pfalz
-province-baden-wuerttemberg = Baden-Württemberg
-province-bayern = Bayern
-province-w-berlin = West Berlin
-province-mecklenburg = Mecklenburg
-province-brandenburg = Brandenburg
-province-o-berlin = East Berlin
-province-sachsen-anhalt = Sachsen-Anhalt
-province-sachsen = Sachsen
-province-thueringen = Thüringen

## West Berlin's sectors

-sector-french = French sector
-sector-british = British sector
-sector-us = US sector

## Groups of provinces

-group-west-germany = West Germany
-group-east-germany = East Germany
-group-suppliers = { $case ->
        [in] in the supplier provinces
       *[nominative] supplier provinces
    }
    .gender = plural

## Countries abroad

-country-polska = Poland
-country-cssr = { $case ->
        [in] in the ČSSR
       *[nominative] ČSSR
    }

## Cities

# The board's labels (Köln, Nürnberg, Hannover), except a city that a card title names: it takes the
# name English readers use, the one the title says (card 60 "Munich Olympics"), so one city has one
# name in one game.
-city-hamburg = Hamburg
-city-flensburg = Flensburg
-city-kiel = Kiel
-city-bremen = Bremen
-city-hannover = Hannover
-city-wolfsburg = Wolfsburg
-city-bielefeld = Bielefeld
-city-duisburg = Duisburg
-city-dortmund = Dortmund
-city-koeln = Köln
-city-kassel = Kassel
-city-giessen = Gießen
-city-fulda = Fulda
-city-frankfurt = Frankfurt
-city-koblenz = Koblenz
-city-saarbruecken = Saarbrücken
-city-kaiserslautern = Kaiserslautern
-city-mannheim = Mannheim
-city-heilbronn = Heilbronn
-city-stuttgart = Stuttgart
-city-ulm = Ulm
-city-bayreuth = Bayreuth
-city-nuernberg = Nürnberg
-city-ingolstadt = Ingolstadt
-city-muenchen = Munich
-city-rostock = Rostock
-city-neubrandenburg = Neubrandenburg
-city-schwedt = Schwedt
-city-rheinsberg = Rheinsberg
-city-cottbus = Cottbus
-city-berlin = Berlin
-city-magdeburg = Magdeburg
-city-bitterfeld = Bitterfeld
-city-leipzig = Leipzig
-city-dresden = Dresden
-city-karl-marx-stadt = Karl-Marx-Stadt
-city-eisenach = Eisenach
-city-jena = Jena
-city-szczecin = Szczecin
-city-poznan = Poznań
-city-decin = Děčín
-city-karlovy-vary = Karlovy Vary

## Tracks

-track-prestige = { $case ->
        [in] on the prestige track
       *[nominative] prestige track
    }
-track-currency = { $case ->
        [in] on the Western currency track
       *[nominative] Western currency track
    }
-track-socialist = { $case ->
        [in] on the socialist track
       *[nominative] socialist track
    }
-track-flight = { $case ->
        [in] on the flight track
       *[nominative] flight track
    }

## Pieces

-piece-yellow-factory = { $count ->
        [one] yellow factory
       *[other] yellow factories
    }
-piece-red-factory = { $count ->
        [one] red factory
       *[other] red factories
    }
-piece-purple-factory = { $count ->
        [one] purple factory
       *[other] purple factories
    }
-piece-rundown-factory = { $count ->
        [one] rundown factory
       *[other] rundown factories
    }
-piece-rheinsberg-factory = { $count ->
        [one] Rheinsberg factory
       *[other] Rheinsberg factories
    }
-piece-infrastructure = { $count ->
        [one] infrastructure piece
       *[other] infrastructure pieces
    }
-piece-ls = { $count ->
        [one] LS marker
       *[other] LS markers
    }
-piece-unrest = { $count ->
        [one] unrest cube
       *[other] unrest cubes
    }
-piece-socialist = { $count ->
        [one] socialist
       *[other] socialists
    }
-piece-mass-protest = { $count ->
        [one] mass protest marker
       *[other] mass protest markers
    }

## Places for pieces off the map, and facts of the game

-box-socialist-holding = { $case ->
        [in] in the socialist holding box
        [to] to the socialist holding box
        [from] from the socialist holding box
       *[nominative] socialist holding box
    }
-flag-wall = Berlin Wall

## Decades

-decade-I = Decade I
-decade-II = Decade II
-decade-III = Decade III
-decade-IV = Decade IV

## The end of a decade and its phases (rules §9)

-sequence-end-of-decade = End of decade
-phase-flight = Flight
-phase-wall-cost = Wall costs
-phase-prestige = Prestige
-phase-currency = Western currency
-phase-police-payment = Paying for police power cards
-phase-ls-upkeep = Maintaining the living standard
-phase-internal-comparison = Internal comparison
-phase-east-west-comparison = East–West comparison
-phase-police-cards = Using police power cards
-phase-socialists = Socialists
-phase-collapse-check = Wir sind das Volk?

## How a game ends

-outcome-west-collapses = Collapse of the West
-outcome-east-collapses = Collapse of the East
-outcome-end-of-game = Victory at the end of the game
-outcome-national-insolvency = National insolvency
-outcome-triumph-of-socialism = Triumph of socialism
-outcome-failure-of-socialism = Failure of socialism

## Actions (rules §6)

-action-remove-cube = Remove 1 unrest
-action-develop = Build up the economy
-action-raise-living-standard = Raise the living standard
-action-trigger-event = Trigger the event

## Where cards lie

-pile-deck = { $case ->
        [to] into the draw deck
        [in] in the draw deck
       *[nominative] draw deck
    }
-pile-display = { $case ->
        [to] to the card display
        [in] in the card display
       *[nominative] card display
    }
-pile-special = { $case ->
        [to] to the special card's place
        [in] in the special card's place
       *[nominative] special card
    }
-pile-played = { $case ->
        [to] among the played cards
        [in] among the played cards
       *[nominative] played cards
    }
-pile-discard = { $case ->
        [to] onto the discard pile
        [in] on the discard pile
       *[nominative] discard pile
    }
-pile-removed = { $case ->
        [to] out of the game
        [in] out of the game
       *[nominative] removed from the game
    }
-pile-hand = { $case ->
        [to] into the hand
        [in] in the hand
       *[nominative] hand
    }

## Card colours

-card-colour-red = red card
-card-colour-yellow = yellow card
-card-colour-dual = dual card

## Other facts of the game

-flag-stasi = Stasi

## Icons (rules §6.4)

-icon-prestige-arrow = Prestige arrow
-icon-currency-arrow = Western currency arrow
-icon-socialist-arrow = Socialist arrow
-icon-build-point = Build point
-icon-dismantle = Dismantle point
-icon-place-unrest = Place unrest
-icon-remove-unrest = Remove unrest
-icon-move-unrest = Move unrest
-icon-reduce-unrest = Reduce unrest to 3
-icon-place-ls = Place LS
-icon-place-ls-only = Place LS, remove no unrest
-icon-remove-ls = Remove LS
-icon-destroy-factory = Remove a factory
-icon-rundown = Factory runs down
-icon-repair = Factory repaired
-icon-build-wall = Wall construction
-icon-wall-falls = Wall opening
-icon-police-red = Red police power
-icon-police-pink = Pink police power
-icon-stasi-dissolved = Stasi dissolution
-icon-guillaume = Guillaume affair
-icon-flight = Flight
-icon-police-red-corner = Red police power (corner)
-icon-police-pink-corner = Pink police power (corner)

## Variants of the rules

-variant-second-edition = 2nd edition

## Places that are no definition of their own: a side's hand, the cards kept in front of it

zone-hand = { $case ->
        [to] into the hand of { $side }
        [from] from the hand of { $side }
        [in] in the hand of { $side }
       *[nominative] hand of { $side }
    }
zone-kept-police = { $case ->
        [to] to the police cards in front of { $side }
        [from] from the police cards in front of { $side }
        [in] among the police cards in front of { $side }
       *[nominative] police cards in front of { $side }
    }
name-to = { KIND($name) ->
        [card] onto the card “{ $name }”
        [sector] to the { $name }
       *[other] to { $name }
    }
name-from = { KIND($name) ->
        [card] from the card “{ $name }”
        [sector] from the { $name }
       *[other] from { $name }
    }
