"""Raising living standard with a card's points: thresholds, bridging points, transfers to sectors."""

from __future__ import annotations

from typing import Any

from .economy import economy
from .pieces import bump, count, here, hold, remove, supply, tell
from .registry import primitive


@primitive()
def raise_ls(g: Any, side: str, points: int, piece: str, relief: str, *, markers: int = 3,
             threshold: int = 3, bridge: int = 2, within: Any = None) -> int:
    """Place up to ``markers`` pieces in different provinces of a side; returns how many were placed.

    A province takes its next piece when its economy, plus card points given to it, reaches
    ``threshold`` times the number it will then hold; the card's ``points`` may be shared, at
    most ``bridge`` per province.  Provinces drawn in sectors take none directly: afterwards
    one supplier that got a piece now and holds more than the sectored province may pass that
    piece on into its own sector, if that sector holds no more than the others.  Each piece
    placed removes one ``relief`` piece from the province that keeps it.
    """
    allowed = [p for p in (g.board.region(within) if within is not None else g.board.provinces_of[side])
               if g.board.province_side.get(p) == side and not g.board.sectors_of.get(p)]
    left = points
    placed: list[str] = []
    for _ in range(markers):
        if supply(g, piece) <= 0:
            break  # the box is empty (§6.4: what cannot be carried out is ignored)
        options = []
        for p in allowed:
            if p in placed:
                continue
            need = max(0, threshold * (count(g, piece, at=p) + 1) - economy(g, p))
            if need <= min(bridge, left):
                options.append(p)
        if not options:
            break
        if placed:
            options = ["stop", *options]
        p = g.ask(side, "living_standard", options, points=left)
        if p == "stop":
            break
        left -= max(0, threshold * (count(g, piece, at=p) + 1) - economy(g, p))
        before = hold(g)
        try:
            bump(g, p, piece, 1)
        finally:
            tell(g, before, "add", piece=piece, n=1, place=p)
        placed.append(p)
    keep = transfer(g, side, placed, piece, side)
    for p in keep:
        remove(g, relief, 1, from_=p)
    return len(placed)


def transfer(g: Any, side: str, placed: list[str], piece: str, by: str) -> list[str]:
    """Offer ``by`` to pass one just-placed piece from a supplier on into its sector (§10.1).

    Legal when the supplier, counting the new piece, holds more than the sectored province
    and the sector is among the fewest-filled.  Returns where each placed piece now lies.
    Every supplier that ever passed a piece on is listed in the game variable `transferred`.
    """
    keep = list(placed)
    options = []
    for w, sectors in g.board.sectors_of.items():
        if not sectors or g.board.province_side[w] != side:
            continue
        low = min(here(g, s, piece) for s in sectors)
        for s in sectors:
            q = g.board.supplier[s]
            if q in placed and here(g, s, piece) == low and count(g, piece, at=q) > count(g, piece, at=w):
                options.append(f"{q}>{s}")
    if options:
        pick = g.ask(by, "transfer", ["none", *options])
        if pick != "none":
            q, s = pick.split(">")
            before = hold(g)
            try:
                bump(g, q, piece, -1)
                bump(g, s, piece, 1)
            finally:
                tell(g, before, "move", piece=piece, n=1, source=q, place=s)
            keep[keep.index(q)] = g.board.sector_province[s]
            # Remember who ever supplied the sectored province (§9.5 limits its pieces by them).
            fed = g.state["vars"].setdefault("transferred", [])
            if q not in fed:
                fed.append(q)
    return keep
