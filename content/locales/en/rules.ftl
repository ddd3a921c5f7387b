# Rules in words: one message per rules declaration, `rules-<kind>-<id>` (see interpreter/words/prose.py).
# Numbers and names come from the content as variables: $n1, $n2... are the numbers written in the
# declaration in order; a key's number is also given by its name ($every, $display...); $count-<piece>,
# $piece-<piece> and $side-<side> are the pieces and sides, $value-<piece> a piece's lowest printed value;
# an outcome with a priority has $first-winner (who wins when several hold at once). `.version` records the version of the
# declaration the text describes: when the declaration changes, the text is listed as stale
# (`wsdv l10n status`) until a writer checks it and copies the new version here.

rules-setup-standard = Every province starts with { $n1 } { NAME($piece-unrest, $n1) }, West Berlin and East Berlin included. The socialists' holding box on the board holds { $n2 } { NAME($piece-socialist, $n2) }. Each of the four set-up cities (drawn with an irregular outline) receives a factory of value { $value }. Every track marker starts on its start space; the prestige marker starts in West's stretch, so West holds the prestige advantage and plays first.
    .title = Setting up
    .version = 363b046cd1
rules-deck-standard = The game lasts { $total-decade } decades. Each decade has its own deck of action cards and one special card. A decade is played in { $halves } halves: at the start of each half, { $display } cards are laid face up in the display. Each player holds a hand of { $hand } cards, filled up only at the start of a decade; the cards in a hand are kept secret.
    .title = Decades, decks and hands
    .version = 3e22d17f56
rules-routine-start-decade = At the start of a decade, its special card is placed beside the display and its cards are shuffled into a new draw deck. From the second decade on, each player may first discard cards left over from earlier decades; then both hands are filled up again.
    .title = The start of a decade
    .version = 97e35476a8
rules-routine-half-decade = In each half of a decade { $deck-standard-display } cards from the draw deck are laid face up in the display, and the players take turns, starting in the first half with the player who holds the prestige advantage and in the second with the player who did not take the first half's last turn. On a turn a player takes one card (from the display, from their hand, or, for East only, the special card) and uses it for exactly one of the four actions. Before and after that action East may use its police cards. A used card goes face up into the row of played cards, where its flight icon counts at the end of the decade; a card whose police icon was carried out goes to East instead. The half ends when the display is empty; a special card nobody has taken stays available in the second half.
    .title = Taking turns
    .version = 17e7cfb5f6
rules-action-remove-cube = Remove one unrest cube from one of your own provinces. With a card of your own colour this costs nothing; with a dual card or a card of the opponent's colour you must also dismantle one point, so this action is not possible when you have nothing to dismantle. Special cards cannot be used this way.
    .version = 11864922b4
rules-action-develop = Gain as many build points as the card's value for your side, and spend them at once on factories and infrastructure in your own provinces, never in a province with a mass protest. Special cards cannot be used this way.
    .version = fe322e41c7
rules-action-raise-living-standard = Place up to { $markers } living-standard markers, each in a different province of yours. The first marker of a province needs an economy of at least { $threshold }, the second twice that, the third three times, and so on. The card's points may make up a shortfall, at most { $bridge } per province. An event's living-standard icon asks nothing of the economy: it places its marker even in a province whose economy is zero. Each new marker removes one unrest cube from its province. West Berlin takes no marker directly: afterwards, one province that supplies it and now holds more markers than West Berlin may pass its new marker on, into the sector of its own flag, provided that sector holds no more markers than the others; the unrest cube then comes off West Berlin instead.
    .version = 7a425f29d6
rules-action-trigger-event = Carry out every icon of the card's event, in the order the triggering player chooses. East may trigger red and dual cards, West yellow and dual cards; with a dual card, the triggering player may ignore one arrow of an arrow icon or one icon without arrows. The triggering player also decides where each icon takes effect, unless the icon shows a crest: then the crest's side decides. An icon that cannot be carried out is ignored, and an arrow that would push a marker past the end of its track does what that end of the track says instead (see the tracks). Only East may take the special card, and it can only be triggered.
    .version = 9c8a6ef9a1
rules-derive-mass-protest = A province has one mass protest for every { $every } { NAME($piece-unrest, $every) } in it: { $every } cubes make one, twice as many make two, and a marker goes again as soon as the cubes fall below its level. Each mass protest in West Berlin counts twice: East places a second marker in one of the provinces that supply West Berlin, and it leaves together with the first.
    .title = Mass protests
    .version = fa426bca80
rules-icon-build-point = Build points are what the economy grows with. Each point buys one piece, placed at once in one of your provinces without a mass protest, never in West Berlin: a factory on a free city, or infrastructure on a free blue line of a connection that already touches a factory. A factory is worth { $value-yellow-factory } (a rundown one { $value-rundown-factory }) plus 1 for each of its operative connections (those whose blue lines are all built, up to another factory); a province's economy is the sum of its factories' values, and its most valuable factory is its export factory. Cities abroad and Rheinsberg take a factory only when an event names them.
    .title = The economy: build points
    .version = 3b9ca7142a
rules-icon-dismantle = A dismantle point removes one piece of the economy: an infrastructure, or a factory none of whose connections still holds infrastructure. A rundown factory is never dismantled, except Rheinsberg's: one point runs it down, a further point removes it. Factories abroad go only by an event that names them. Nobody may trigger an event that makes them dismantle more of their own pieces than they have. Without a crest, the player who triggers the event picks the pieces, even the opponent's. During a decade, a point that finds nothing to remove is lost; at the end of a decade, a point East cannot pay makes it bankrupt.
    .title = The economy: dismantle points
    .version = e00347d639
rules-sequence-end-of-decade = After the second half of each decade comes the end of the decade: { $phases-count } phases, carried out in the order printed on the end-of-decade track. While the wall stands, the first phase is the wall's cost instead of flight. The game can be won only during these phases. If nobody has won when they are done, the rest of the draw deck and the special card, if nobody took it, are discarded, and the next decade begins.
    .title = The end of a decade
    .version = 3147a0719f
rules-phase-flight = The flight marker moves up one space for each flight icon on the cards played this decade, for each red police card East has collected, for each living-standard marker in the West province that has the most of them, and once more if an East province has a mass protest. It moves down one space for each marker in the East province that has the fewest, and once if a West province has a mass protest; it never goes below zero. East then dismantles one point for every { $track-flight-steps-per-point } spaces the marker now stands above zero (spaces left over cost nothing); the two players choose the pieces in turn, the side with the prestige advantage first. Then the marker returns to zero and the played cards are discarded.
    .version = 4136407f1d
rules-phase-wall-cost = While the wall stands, flight is replaced by the wall's cost: prestige moves one space toward West, East dismantles one point of its choice, and the played cards are discarded. If East has nothing left to dismantle, it is bankrupt and loses.
    .version = 6ca8c84c0c
rules-phase-prestige = The side with the prestige advantage, the side in whose stretch of the prestige track the marker lies, carries out the icons printed under the prestige marker, or those of any one space of its own stretch closer to the middle, and decides where they take effect.
    .version = c2a87cb0c3
rules-phase-currency = East earns the number under the western-currency marker (a negative number adds to what East lacks), plus one for each East export factory worth at least as much as the weakest export factory of West Germany. A province's export factory is its factory of highest value; a factory abroad never is one, and if a West German province has no factory at all, every East export factory earns one, even one worth 0. East needs one for each of its living-standard markers. For every one it cannot pay, one East factory becomes rundown (the players choose in turn, the side with the prestige advantage first); when no East German factory is left to run down, each one still missing costs a dismantle point, again chosen in turn, starting once more with the side that has the prestige advantage.
    .version = bc627bc12d
rules-phase-police-payment = East pays one dismantle point for each police card it has collected, and chooses which pieces go.
    .version = ebab1d3a06
rules-phase-ls-upkeep = No province may keep more living-standard markers than its export factory is worth; the extra markers are removed. West Berlin keeps no more than the weakest export factory among the provinces that have passed a marker on to it, and West chooses the sectors that lose them.
    .version = c186854eac
rules-phase-internal-comparison = Each side compares its provinces with its own province that has the most living-standard markers: a province with fewer markers receives the difference, less one, in unrest cubes. West Berlin receives the whole difference.
    .version = f2e486fba9
rules-phase-east-west-comparison = Each province compares itself with one neighbouring province of the other side, chosen by its owner (West Berlin with both its neighbours). Its strength is its number of living-standard markers, less one for each mass protest in it; a neighbour with fewer markers than that receives the difference in unrest cubes. New mass protests appear only after every province has compared.
    .version = 5df82fb63b
rules-phase-police-cards = For each collected police card it did not use this decade, East removes one unrest cube from a province of its choice. The cubes lying on the used cards are taken off.
    .version = bbfc6639a4
rules-phase-socialists = East gains or loses the socialists printed under the socialist marker. New socialists go to the holding box; if one is due while all { $count-socialist } are already in play, socialism triumphs and East wins. Lost socialists come from the holding box first, then from provinces chosen by West, each putting one unrest cube back; if one must go and none is left, socialism fails and West wins. Finally the socialists in the holding box move to provinces with a mass protest.
    .version = 4a5e80958c
rules-phase-collapse-check = { $outcome-n2-same ->
        [yes] Each state counts its mass protest markers: a state with { $outcome-n2 } or more { NAME($piece-mass-protest, $outcome-n2) } collapses and loses at once (see how the game ends).
       *[no] Each state counts its mass protest markers: { NAME($side-west) } collapses with { $outcome-west-collapses-n2 } or more { NAME($piece-mass-protest, $outcome-west-collapses-n2) }, { NAME($side-east) } with { $outcome-east-collapses-n2 } or more, and a state that collapses loses at once (see how the game ends).
    }
    .version = 653c45454f
rules-routine-place-socialists = After every action, and in the socialists phase at the end of a decade (not in its other phases), the socialists in the holding box move one at a time to an East province with a mass protest, chosen by East; each removes one unrest cube there. They stop once no East province has a mass protest left. A socialist then stays in its province until it is lost in a socialists phase.
    .title = Socialists sent to mass protests
    .version = 0da8c4cb78
rules-routine-use-police = Before and after its action, East may use each of its collected police cards once per decade: the card removes one unrest cube from an East province, and the cube is put on the card to show that it has been used. East may stop whenever it likes.
    .title = Police cards
    .version = 1a3a0177e0
rules-city-rheinsberg = Rheinsberg, in { NAME($province) }, and the cities abroad are special cities: a factory is built there only by an event that names them, never with ordinary build points. A factory in Rheinsberg is worth { $base-value } from the start; Rheinsberg takes no infrastructure. A factory abroad adds its value to the economy of one East province it has an operative connection to, chosen by East anew for each action and each end-of-decade phase; it is never an export factory.
    .title = Special cities
    .version = 2d46c5e4c7
rules-city-hamburg = { NAME($city-hamburg) } is no province of its own: for each action and each end-of-decade phase, { NAME($chooser) } decides which of { NAME($floating) } it belongs to, and for that action or phase it counts for that province alone.
    .title = A city between two provinces
    .version = d94deba94a
rules-outcome-west-collapses = If West has { $n2 } or more { NAME($piece-mass-protest, $n2) } at the collapse check, West collapses and { NAME($winner) } wins. If both states collapse at the same check, { NAME($first-winner) } wins.
    .version = bd730ac31b
rules-outcome-east-collapses = If East has { $n2 } or more { NAME($piece-mass-protest, $n2) } at the collapse check, East collapses and { NAME($winner) } wins.
    .version = 9e54a96b25
rules-outcome-end-of-game = If nobody has won by the end of the last decade, { NAME($winner) } wins.
    .version = 74c7c9c953
rules-outcome-national-insolvency = If East must dismantle more than it has during the end of a decade, it is bankrupt and { NAME($winner) } wins at once.
    .version = d789a054c5
rules-outcome-triumph-of-socialism = If a socialist is due while all of them are already in play, socialism triumphs and { NAME($winner) } wins at once.
    .version = 8777ea7289
rules-outcome-failure-of-socialism = If a socialist must leave the board and none is left, socialism fails and { NAME($winner) } wins at once.
    .version = e144751961

# Rules in words added where the end of a decade needed more (what an unpaid dismantle point does; who
# chooses the pieces), shown on the end-of-decade page under the phases that use them.
rules-routine-pay-dismantle = Every dismantle point East must pay during the end of a decade (flight, the wall's cost, western currency, paying the police, a dismantle icon of the prestige phase) removes one factory or infrastructure of East. If East must pay a point and has no piece left to remove, East is bankrupt: the remaining phases are skipped and East loses at once (national insolvency). During a decade, by contrast, a point that finds nothing to remove is simply lost.
    .title = Paying dismantle points at the end of a decade
    .version = b70ecf462f
rules-routine-east-pays-alternately = When East must dismantle several points in flight or for missing western currency, the two players choose the pieces in turn, one point at a time: the player who holds the prestige advantage chooses the first piece, the other player the second, and so on, until every point is paid.
    .title = Dismantle points chosen in turn
    .version = d74d583365

# A variant explained: what it is and what it changes, in words (the variants page shows it). Its numbers
# come from the declarations the variant adds or changes: $<kind>-<id>-n1... (the variant's),
# $was-<kind>-<id>-n1... (the base game's), $<kind>-<id>-<key>, $card-<number>-number (see interpreter/words/prose.py).
rules-variant-second-edition = The later, second edition of the rules, as the Ukrainian rulebook gives them. The { NAME($group-suppliers) } of West Berlin start with { $setup-standard-n1 } { NAME($piece-unrest, $setup-standard-n1) } each instead of { $was-setup-standard-n1 }, and the number of socialists in the holding box at the start is { $setup-standard-n3 } instead of { $was-setup-standard-n2 }. Whoever takes the special card pays for it: they discard a card from their hand or let the opponent draw one. At the start of a decade, a player who holds more than { $routine-start-decade-deck-standard-hand } cards discards down to { $routine-start-decade-deck-standard-hand }. A yellow arrow that cannot be carried out on the currency or the socialist track places an unrest cube in East Germany. When no factory can become rundown, the rundown icon removes an infrastructure instead. On card { $card-77-number }, “{ NAME($card-77) }”, East no longer moves the unrest cube the card has just placed: West, who carries out both moves, may also move that cube with one of them. It also spells out a rule that was already the first edition's: a living-standard icon places its marker even in a province whose economy is zero.
    .version = d47beb7657

## The 2nd edition (content/variants/second_edition): what it changes, in words. One message per
## declaration the variant adds or changes, `rules-second-edition--<kind>-<id>` (see
## interpreter/words/prose.py); its numbers are the variant's ($n1...), the base game's are $was-n1...
rules-second-edition--setup-standard = The { NAME($group-suppliers) } of West Berlin start with { $n1 } { NAME($piece-unrest, $n1) } each instead of { $was-n1 }; every other province starts with { $n2 }. The number of socialists in the holding box at the start is { $n3 } instead of { $was-n2 }.
    .version = 8e16d283c8
rules-second-edition--routine-special-card-price = Whoever takes the special card pays for it at once, before its event: they discard a card from their hand, or the opponent draws the top card of the deck as an extra card for their hand. With an empty hand only the opponent's draw is left; with an empty deck as well, the price lapses.
    .title = The price of the special card
    .version = 0e81fd6b6e
rules-second-edition--action-trigger-event = Triggering a special card now has a price: before its event is carried out, the player who took it (only East can) pays the price of the special card.
    .version = eb5ac2195e
rules-second-edition--routine-start-decade = After the optional discards at the start of a decade, a player who still holds more than { $deck-standard-hand } cards must discard down to { $deck-standard-hand } before the hands are filled up. Only the price of the special card can leave a player holding more.
    .version = 605cc39be8
rules-second-edition--icon-rundown = When the side the icon strikes has no factory at home that can still become rundown (in the place the icon names, if it names one), one of that side's infrastructure pieces there is removed instead, chosen by whoever decides where the icon takes effect. This holds on the cards and on the prestige track; in the base game such an icon is simply ignored.
    .version = 83d9c18633
rules-second-edition--track-currency = A yellow arrow that cannot move the western-currency marker any further makes West place one unrest cube in an East German province, instead of removing one of its own.
    .version = 7ce45a5dba
rules-second-edition--track-socialist = A yellow arrow that cannot move the socialist marker any further makes West place one unrest cube in an East German province, instead of removing one of its own.
    .version = 5503840ef5
