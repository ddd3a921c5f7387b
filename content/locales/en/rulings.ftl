# Rulings and errata of the cards, and the words that go with them.
#
# Card faces: a two-sided card names each face (`face round_table` in content/cards/):
# the term `-face-<face>` (`_` written `-`).
# Sources: where a fact or a ruling comes from (`source almanac`): `-source-<source>`.

## Card faces

-face-round-table = Round Table
-face-wall-down = Fall of the Wall

## Sources

-source-rulebook = rulebook
-source-almanac = card almanac
-source-printed-face = printed card
-source-public-source = public source
-source-reconstructed = reconstruction (a best guess)

## Dates: a ruling or an erratum whose source gives no date (`ruling "undated"`) says so

-date-undated = undated

## Rulings: `ruling DATE source S text ID` on a card shows the message `ruling-<ID>`

ruling-no-unrest-w-berlin = No unrest goes to West Berlin.
ruling-build-abroad = 2 build points go to the ČSSR and 2 to Poland. In each country they build 2 factories, or 1 factory and 1 infrastructure, or 2 infrastructure (where §5.1 allows it). The Italian rulebook says 1 each, yet lists 2 Polish factories as a choice; the French and Ukrainian ones say 2 each, as does Example 3 of §6.4, which is followed here.
ruling-no-removal-w-berlin = No unrest is removed in West Berlin.
ruling-police-ignored-west-decides = West may ignore the police icon. When East triggers the event, West decides where the build point and the dismantle point go (the Ukrainian rulebook says “and”, the Italian and French ones “or”).
ruling-reduce-then-remove = First reduce the unrest to 3 in 2 East provinces with mass protests, then remove 2 more unrest cubes.
ruling-police-ignored-to-played-row = West may ignore the police icon; the card then goes to the played-card row.
ruling-w-berlin-and-other-provinces = 2 unrest go to West Berlin and 2 to the other provinces of the West (the French rulebook says anywhere in the West; the Italian and Ukrainian ones, the other provinces).
ruling-rheinsberg-factory = Use the Rheinsberg factory (§10.3).
ruling-no-ls-w-berlin = No LS goes to West Berlin, neither directly nor by transfer.
ruling-cssr-factory-removed = 1 ČSSR factory is removed with all its infrastructure and can never be built again.
ruling-all-icons-in-w-berlin = All 3 icons may be used in West Berlin.
ruling-wall-costs-reminder = The wall costs printed on the card only recall the wall costs of the end of the decade (§9.1); they are not part of the event. Lay the card next to the end-of-decade track.
ruling-nrw-infrastructure = Any infrastructure on a connection of a city in Nordrhein-Westfalen may be removed, wherever it lies (for example the second line of Bremen–Duisburg); a factory there only if none of its connections holds infrastructure.
ruling-rundown-then-repair = If East Berlin has no rundown factory, East may order the icons so that its factory first becomes rundown and is then repaired, with no effect in the end.
ruling-both-ls-same-province = Both LS may go to the same province (the French rulebook says they must; the Italian and Ukrainian ones say may, which is followed here).
ruling-hamburg-connections = As on card 43: infrastructure may be removed from every connection of Hamburg.
ruling-not-dual = This is not a dual card.
ruling-ls-in-sachsen = The LS removes 1 unrest in Sachsen; the other icon removes 1 more unrest wherever East chooses.
ruling-no-w-berlin-all-in-bayern = No unrest goes to West Berlin. East may put all 3 unrest in Bayern.
ruling-polish-factory-removed = As on card 37, for Poland: 1 Polish factory is removed with all its infrastructure, for good.
ruling-east-moves-placed-cube = East may move the unrest cube just placed with 1 move icon (1st edition; the 2nd edition says West).
ruling-west-moves-placed-cube = West may move the unrest cube just placed with 1 move icon as well, like any other (2nd edition; the 1st edition says East).
ruling-ls-in-w-berlin-sector = 1 LS may be placed in West Berlin, in a sector that §10.1 allows.
ruling-round-table-order = East may first return the unrest on its police cards to its provinces; then West chooses an East province with at least 1 mass protest and reduces its unrest to 3. The other face is used if the wall was built.
