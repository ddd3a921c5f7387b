"""What a build point on a site would be worth, told before it is built.

A look-ahead bot tries a build point's sites by playing each out, and a build decision offers
about twenty (every empty city and open line of the side).  A rule of thumb that ranks them
first (a ``shortlist`` in the bot's content declaration) needs to read each site's worth where
the decision is asked, without building: ``site_value`` reads it from the board as it stands,
by the economy's own rules (a factory is worth its base plus its operative connections; a
connection is operative when both ends hold factories and all its lines are filled).  Nothing
here names a city or a side: the board's tables say which sites there are.
"""

from __future__ import annotations

from typing import Any

from .economy import factory_piece
from .evaluator import ContentError
from .registry import primitive


def _known(g: Any, site: str) -> None:
    if site not in g.board.cities and site not in g.board.conns:
        raise ContentError(words=("runtime-not-a-site", {"site": site}))


@primitive(pure=True)
def site_value(g: Any, site: str) -> int:
    """What one build point on a site would add to the factories' values as the board stands.

    On an empty city: the factory's base value (for the piece that would go there) plus two for
    each connection it would make operative (the new factory's and the other end's).  On a
    connection: two when this line completes it and both ends hold factories, else 0.  A city
    that holds a factory, or a connection already complete, adds nothing.
    """
    _known(g, site)
    board = g.board
    state = g.state
    sites = state["sites"]
    lines = state["lines"]
    if site in board.cities:
        if site in sites:
            return 0
        v = board.base_value(site, factory_piece(g, site))
        for k, other, need in board.city_others[site]:
            if other in sites and lines.get(k, 0) >= need:
                v += 2
        return v
    a, b = board.conns[site].ends
    have = lines.get(site, 0)
    need = board.conns[site].lines
    return 2 if a in sites and b in sites and have < need <= have + 1 else 0
