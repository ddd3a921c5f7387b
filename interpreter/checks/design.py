"""Warnings for design slips: content that is legal but almost surely not what its designer meant.

None of these stops a game, so they are warnings (``--strict`` makes them errors), each located at
the declaration that is off:

- a city drawn outside the outline of its province (or country) on the map: `at` is in hundredths of
  the board and outlines in thousandths, so the two cannot be compared by eye;
- a deck plan a decade's cards cannot fill: the hands and the displays of one decade need more cards
  than the decade has, so a later display is dealt short (`hand 5` with 20 cards and a display of 7);
- a card given as many values as its colour does not print (a dual card with two values), where the
  colour declares how many it prints (`card_colour ... values 1`).

Like the usage warnings, they are looked for only in content without errors.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..diagnostics import Words, words
from ..language.definitions import ContentSet, Definition

# A city's `at` is in hundredths of the board, an area's outline in thousandths.
_AT_TO_OUTLINE = 10


def _warn(cs: ContentSet, d: Definition, path: tuple, message: str, hint: str, said: Words) -> None:
    """A warning at a declaration; ``said``: its words in the locales (content/locales/*/checks.ftl)."""
    file, span = d.where(path)
    cs.report.warning(file, span, message, hint, words=said)


def check_design(cs: ContentSet) -> None:
    """Every design warning of this module."""
    _cities_in_their_areas(cs)
    _deck_plans(cs)
    _values_per_colour(cs)


# ------------------------------------------------------------------ the map
def inside(x: float, y: float, outline: Sequence[int]) -> bool:
    """Whether a point lies inside a closed outline (x, y pairs), by the even-odd rule; a point on the
    border counts as inside (a board may draw a city on the border between two areas)."""
    pts = [(outline[i], outline[i + 1]) for i in range(0, len(outline) - 1, 2)]
    hit = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1], strict=True):
        if (x - x1) * (y2 - y1) == (y - y1) * (x2 - x1) and min(x1, x2) <= x <= max(x1, x2) \
                and min(y1, y2) <= y <= max(y1, y2):
            return True
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def _cities_in_their_areas(cs: ContentSet) -> None:
    outlines: dict[str, Sequence[int]] = {}
    drawn_in: dict[str, str] = {}
    for drawing in cs.of_kind("drawing"):
        for item in drawing.data.get("body") or []:
            if isinstance(item, Mapping) and item.get("kind") == "area" and len(item.get("outline") or ()) >= 6:
                outlines.setdefault(str(item["id"]), item["outline"])
                drawn_in.setdefault(str(item["id"]), drawing.file)
    if not outlines:
        return
    for city in cs.of_kind("city"):
        at = city.data.get("at")
        owner = city.data.get("province") or city.data.get("country")
        if not (isinstance(at, Sequence) and len(at) == 2 and owner is not None) or str(owner) not in outlines:
            continue   # (a floating city lies on the border of the provinces it may count for)
        x, y = at[0] * _AT_TO_OUTLINE, at[1] * _AT_TO_OUTLINE
        if inside(x, y, outlines[str(owner)]):
            continue
        there = next((a for a, outline in outlines.items() if inside(x, y, outline)), None)
        where = f"inside the area of '{there}'" if there else "outside every area"
        _warn(cs, city, ("at",), f"city '{city.id}' of '{owner}' is drawn {where} on the map",
              f"its `at` is in hundredths of the board, the outlines ({drawn_in[str(owner)]}) in thousandths: "
              f"`at {at[0]}, {at[1]}` is the point {x}, {y} there; move the city or the outline",
              words("check-city-outside-area", city=str(city.id), owner=str(owner), there=str(there or "none"),
                    file=drawn_in[str(owner)], at=f"{at[0]}, {at[1]}", point=f"{x}, {y}"))


# ------------------------------------------------------------------ the deck plan
def _numbers(cards: Any) -> int:
    """How many card numbers a decade's `cards` names (ranges and single numbers)."""
    n = 0
    for c in cards or ():
        if isinstance(c, Mapping) and "range" in c:
            lo, hi = c["range"]
            n += max(0, hi - lo + 1) if isinstance(lo, int) and isinstance(hi, int) else 0
        else:
            n += 1
    return n


def _deck_plans(cs: ContentSet) -> None:
    """A deck's `hand` is what each side holds when a decade starts and its `display` what is dealt face up
    each half-decade (deck.schema.json): with empty hands, a decade needs sides × hand + halves × display."""
    sides = len(cs.of_kind("side"))
    for deck in cs.of_kind("deck"):
        hand, display, halves = (deck.data.get(k) for k in ("hand", "display", "halves"))
        if not (isinstance(hand, int) and isinstance(display, int) and isinstance(halves, int)):
            continue
        need = sides * hand + halves * display
        short: dict[int, list[str]] = {}   # decades by how many cards they have
        for decade in cs.of_kind("decade"):
            have = _numbers(decade.data.get("cards"))
            if have < need:
                short.setdefault(have, []).append(str(decade.id))
        for have, names in short.items():
            last = have - sides * hand - (halves - 1) * display
            which = f"1 decade ({names[0]}) has" if len(names) == 1 else f"{len(names)} decades ({', '.join(names)}) have"
            _warn(cs, deck, ("hand",),
                  f"{which} {have} cards, but a decade deals {need} ({sides} hands of {hand} and "
                  f"{halves} displays of {display}): the last display gets {max(last, 0)} of its {display} cards",
                  "lower `hand` or `display`, or give the decade more cards (its `cards`)",
                  words("check-deck-plan", decades=", ".join(names), listed=len(names), have=have, need=need,
                        sides=sides, hand=hand, halves=halves, display=display, last=max(last, 0)))


# ------------------------------------------------------------------ card values
def _values_per_colour(cs: ContentSet) -> None:
    printed = {str(c.id): c.data["values"] for c in cs.of_kind("card_colour") if isinstance(c.data.get("values"), int)}
    if not printed:
        return
    for card in cs.of_kind("card"):
        values = card.data.get("value")
        colour = str(card.data.get("colour"))
        if colour not in printed or not isinstance(values, list) or len(values) == printed[colour]:
            continue
        n = printed[colour]
        _warn(cs, card, ("value",),
              f"card {card.id} is {colour} and gives {len(values)} values, but {colour} cards print "
              f"{n} value{'s' if n != 1 else ''}",
              f"write {'one value, for both sides' if n == 1 else f'{n} values'} "
              f"(`card_colour {colour} ... values {n}`)",
              words("check-colour-values", card=str(card.id), colour=colour, given=len(values), printed=n))
