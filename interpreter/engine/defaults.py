"""The default bot's name, in a module of its own so that every module that follows the default
(engine/players.py, which makes the players; engine/search.py, whose leaves it judges) reads it
from one place without importing each other."""

from __future__ import annotations

# The bot `wsdv play`, `wsdv simulate` and `make demo` use when none is named: it judges each
# option after the rules' own end of the decade (engine/foresight.py).  A bot player's kind is
# also the name of the content `bot` declaration it judges by.
DEFAULT_BOT = "foresight"
