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
