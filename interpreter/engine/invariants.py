"""Invariants of any game state, checked after every step in tests and in the soak.

They say what must hold whatever the rules content does: no negative counts, pieces
within the box's supply, factories only on cities and infrastructure only on blue lines,
derived markers (mass protests) matching the counts they derive from, and at most one
result.  Each broken invariant is reported as a sentence.
"""

from __future__ import annotations

from typing import Any

from .economy import OUT_OF_GAME


def check(g: Any) -> list[str]:
    st = g.state
    b = g.board
    problems: list[str] = []
    used: dict[str, int] = {}
    for place, pieces in st["pieces"].items():
        for piece, n in pieces.items():
            if n < 0:
                problems.append(f"{n} {piece} on {place}")
            used[piece] = used.get(piece, 0) + n
    for city, piece in st["sites"].items():
        if city not in b.cities:
            problems.append(f"a factory on '{city}', which is not a city")
        used[piece] = used.get(piece, 0) + 1
    lines = 0
    for conn, n in st["lines"].items():
        k = b.conns.get(conn)
        if k is None:
            problems.append(f"infrastructure on '{conn}', which is not a connection")
            continue
        if not 0 <= n <= k.lines:
            problems.append(f"{n} infrastructure on {conn}, which has {k.lines} blue line(s)")
        lines += n
    if b.line_piece is not None:
        used[b.line_piece] = used.get(b.line_piece, 0) + lines
    derived = {d.id for d in b.derived}
    for piece, n in used.items():
        decl = b.pieces.get(piece)
        if decl is not None and decl.limited and piece not in derived and n > decl.count:
            problems.append(f"{n} {piece} in play, but the box holds {decl.count}")
    for d in b.derived:
        marker, source, every = d.id, d.counted, d.every
        for p in b.all_provinces:
            own = st["pieces"].get(p, {}).get(source, 0) // every
            imported = sum(lst.count(p) for lst in st["mirrors"].values())
            have = st["pieces"].get(p, {}).get(marker, 0)
            if have != own + imported and not g.hold_markers:
                problems.append(f"{p} has {have} {marker}, its {source} implies {own} (+{imported} mirrored)")
        src = d.mirror_from
        if src:
            own = st["pieces"].get(src, {}).get(source, 0) // every
            if len(st["mirrors"].get(src, [])) != own:
                problems.append(f"{src} has {own} {marker} but {len(st['mirrors'].get(src, []))} mirrored")
    for p in b.all_provinces:
        for piece in g.sector_pieces:
            if b.sectors_of.get(p) and st["pieces"].get(p, {}).get(piece, 0):
                problems.append(f"{piece} lies on {p} itself instead of in its sectors")
    if OUT_OF_GAME in b.province_side:
        problems.append(f"a province is named '{OUT_OF_GAME}'")
    r = st["result"]
    if r is not None and (set(r) != {"winner", "outcome"} or r["winner"] not in b.sides):
        problems.append(f"a malformed result: {r}")
    return problems
