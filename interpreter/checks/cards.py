"""Semantic checks of card faces: what the card and row schemas cannot see.

The schemas check each key on its own; these checks relate a card to the rest of the
content: its number to its decade's range, its value to whether it is a special card, the
icons of its rows to the icon vocabulary (a row's `where` and `limit` reach every icon of
the row, so every icon there must take them), its crests to the sides. They know the
generic notions of the content language (card, decade, icon, side, place), never a
particular card.
"""

from __future__ import annotations

from typing import Any

from ..diagnostics import NONE, a_kind, did_you_mean, near, words
from ..language.definitions import ContentSet, Definition
from ..language.vocabulary import CALLABLES
from .rulings import check_records

Path_ = tuple

# The kinds of definition a restriction (`where`) may name.
PLACE_KINDS = ("province", "group", "country", "city")


def check_cards(cs: ContentSet) -> None:
    """Report every problem of the card faces into the content set's report."""
    decades = {d.id: d for d in cs.of_kind("decade")}
    specials = {str(d.data["special"]): d for d in decades.values() if "special" in d.data}
    check_decade_lists(cs)
    check_records(cs)
    for card in cs.of_kind("card"):
        _check_number(cs, card, decades, specials)
        _check_value(cs, card)
        _check_faces(cs, card)
        _check_corner(cs, card)
        _check_rows(cs, card)


def printed_number(card: Definition | dict) -> Any:
    """The number printed on a face: its `number`, else its id."""
    data = card.data if isinstance(card, Definition) else card
    return data.get("number", data.get("id"))


def _check_number(cs: ContentSet, card: Definition, decades: dict, specials: dict) -> None:
    decade = decades.get(card.data.get("decade"))
    number = printed_number(card)
    special = card.data.get("special") == "yes"
    if special:
        owner = specials.get(str(number))
        if owner is None:
            cs.error(card, ("special",), f"card {card.id} is marked special, but no decade names "
                     f"{number} as its special card", "give its decade `special " + str(number) + "`",
                     words=words("check-special-unnamed", card=str(card.id), number=str(number)))
        elif decade is not None and owner.id != decade.id:
            cs.error(card, ("decade",), f"special card {card.id} belongs to decade {owner.id}, "
                     f"which names it as its special card, not to decade {decade.id}",
                     words=words("check-special-other-decade", card=str(card.id), owner=str(owner.id),
                                 decade=str(decade.id)))
        return
    if str(number) in specials:
        cs.error(card, ("id",), f"card {card.id} is decade {specials[str(number)].id}'s special card "
                 "but is not marked `special yes`",
                 words=words("check-special-unmarked", card=str(card.id), decade=str(specials[str(number)].id)))
        return
    if not isinstance(number, int):
        cs.error(card, ("id",), f"card {card.id} needs a whole number (only special cards have other ids)",
                 "or give it `number N`", words=words("check-card-needs-number", card=str(card.id)))
        return
    if decade is None or "cards" not in decade.data:
        return
    if number not in decade_numbers(decade.data):
        owner = next((d for d in decades.values() if number in decade_numbers(d.data)), None)
        cs.error(card, ("decade",), f"card {number} is not among the cards of decade {decade.id} "
                 f"({cards_text(decade.data)})",
                 f"card {number} is listed by decade {owner.id}" if owner is not None else
                 f"add its number to the decade: `cards {cards_text(decade.data)}, {number}`",
                 words=words("check-card-not-in-decade", card=number, decade=str(decade.id),
                             cards=cards_text(decade.data), owner=NONE if owner is None else str(owner.id)))


def decade_numbers(data: dict) -> set[int]:
    """The card numbers a decade lists (`cards 1..20` or `cards 21..40, 81`)."""
    out: set[int] = set()
    for item in data.get("cards") or []:
        if isinstance(item, dict) and "range" in item:
            lo, hi = item["range"]
            out.update(range(lo, hi + 1))
        elif isinstance(item, int):
            out.add(item)
    return out


def cards_text(data: dict) -> str:
    return ", ".join(f"{i['range'][0]}..{i['range'][1]}" if isinstance(i, dict) else str(i)
                     for i in data.get("cards") or [])


def check_decade_lists(cs: ContentSet) -> None:
    """Every card number a decade lists is written as a card of that decade."""
    written: dict[str, set] = {}
    for card in cs.of_kind("card"):
        if card.data.get("special") != "yes":
            written.setdefault(str(card.data.get("decade")), set()).add(printed_number(card))
    for d in cs.of_kind("decade"):
        # A card on a line that did not parse is told by its syntax error, not again as missing here.
        missing = sorted(n for n in decade_numbers(d.data) - written.get(str(d.id), set()) if str(n) not in cs.broken)
        if missing:
            shown = ", ".join(map(str, missing[:5])) + (", ..." if len(missing) > 5 else "")
            cs.error(d, ("cards",), f"decade {d.id} lists {len(missing)} card number{'s' if len(missing) > 1 else ''} "
                     f"that no card of decade {d.id} has: {shown}",
                     f"write `card {missing[0]}  decade {d.id} ...`, or take its number out of `cards`",
                     words=words("check-decade-lists-missing", decade=str(d.id), count=len(missing), cards=shown,
                                 first=missing[0]))


def _check_value(cs: ContentSet, card: Definition) -> None:
    value = card.data.get("value")
    special = card.data.get("special") == "yes"
    if special and value is not None:
        cs.error(card, ("value", "@key"), f"special card {card.id} prints no value (§3: only East may take it)",
                 "remove `value`", words=words("check-special-no-value", card=str(card.id)))
    elif not special and value is None:
        cs.error(card, ("id",), f"card {card.id} needs `value`",
                 "one number for both sides, or West's value then East's (e.g. `value 1, 3`)",
                 words=words("check-card-needs-value", card=str(card.id)))
    elif value is not None and len(value) == 2:
        if value[0] == value[1]:
            cs.error(card, ("value",), f"card {card.id} gives both sides the same value {value[0]}",
                     f"write it once: `value {value[0]}`",
                     words=words("check-same-value", card=str(card.id), value=str(value[0])))
        if not any("value_boxes" in d.data for d in cs.of_kind("deck")):
            cs.error(card, ("value",), "a card with two values needs the deck's `value_boxes`",
                     "say whose value each box gives, e.g. `value_boxes west, east` on the deck",
                     words=words("check-needs-value-boxes"))


def _check_faces(cs: ContentSet, card: Definition) -> None:
    reverse = card.data.get("reverse")
    if reverse is None:
        for key in ("used_if", "face"):
            if key in card.data:
                cs.error(card, (key, "@key"), f"`{key}` is for one face of a two-sided card",
                         "name the other face with `reverse`", words=words("check-face-key-one-sided", key=key))
        return
    other = cs.get("card", reverse)
    if other is None:
        return  # the reference check reports it
    if str(other.data.get("reverse")) != str(card.id):
        cs.error(card, ("reverse",), f"card {card.id} names {reverse} as its other face, "
                 f"but {reverse} does not name {card.id}", f"give card {reverse} `reverse {card.id}`",
                 words=words("check-reverse-one-way", card=str(card.id), reverse=str(reverse)))
    if str(printed_number(other)) != str(printed_number(card)):
        cs.error(card, ("reverse",), f"the two faces {card.id} and {reverse} print different numbers",
                 "give the second face `number` with the first face's number",
                 words=words("check-faces-numbers-differ", card=str(card.id), reverse=str(reverse)))
    if "used_if" not in card.data:
        cs.error(card, ("reverse", "@key"), f"card {card.id} has two faces: say when this one is used",
                 "e.g. `used_if flag(wall)`", words=words("check-face-needs-used-if", card=str(card.id)))


def _icon(cs: ContentSet, name: Any) -> Definition | None:
    return cs.get("icon", name) if isinstance(name, str) else None


def _check_corner(cs: ContentSet, card: Definition) -> None:
    for i, name in enumerate(card.data.get("corner", [])):
        icon = _icon(cs, name)
        if icon is not None and icon.data.get("corner") != "yes":
            corner = sorted(d.id for d in cs.of_kind("icon") if d.data.get("corner") == "yes")
            cs.error(card, ("corner", i), f"`{name}` is not a corner icon",
                     did_you_mean(name, corner) or ("corner icons: " + ", ".join(corner) if corner else None),
                     words=words("check-not-corner-icon", icon=str(name), near=near(name, corner),
                                 known=", ".join(corner) or NONE))


def _params(icon: Definition) -> list[str]:
    return [p["name"] for p in icon.data.get("params", []) if isinstance(p, dict)]


def _check_rows(cs: ContentSet, card: Definition) -> None:
    rows = [(i, item) for i, item in enumerate(card.data.get("body", [])) if item.get("kind") == "row"]
    for n, (i, row) in enumerate(rows, start=1):
        at = ("body", i)
        if row.get("id") != n:
            cs.error(card, at + ("id",), f"row {row.get('id')} of card {card.id} should be row {n}",
                     "number a card's rows 1, 2, 3 ... from the top",
                     words=words("check-row-number", row=str(row.get("id")), card=str(card.id), n=n))
        for key in ("icons", "printed"):   # what the game plays, and what the face prints where a ruling differs
            for j, call in enumerate(row.get(key, [])):
                _check_icon_call(cs, card, row, call, at + (key, j))
    for i, item in enumerate(card.data.get("body", [])):
        if item.get("kind") == "reminder":
            for j, call in enumerate(item.get("icons", [])):
                _check_icon_call(cs, card, {}, call, ("body", i, "icons", j))


def _check_icon_call(cs: ContentSet, card: Definition, row: dict, call: Any, at: Path_) -> None:
    if not isinstance(call, dict) or "call" not in call:
        cs.error(card, at, "a row holds icon calls, like `place_unrest(west, 2)`",
                 "write the icon's name with its arguments in parentheses", words=words("check-row-not-call"))
        return
    icon = _icon(cs, call["call"])
    if icon is None:
        # The code check reports unknown names; a primitive is known, but a card prints only icons.
        if call["call"] in CALLABLES and call["call"] not in cs.broken:
            cs.error(card, at + ("call",), f"`{call['call']}` is a primitive, not an icon",
                     "a card prints icons; define an icon in content/icons.wsdv that uses it",
                     words=words("check-primitive-not-icon", fn=str(call["call"])))
        return
    if icon.data.get("corner") == "yes":
        cs.error(card, at + ("call",), f"`{icon.id}` is a corner icon; it goes in the card's `corner`",
                 words=words("check-corner-in-row", icon=str(icon.id)))
        return
    params = _params(icon)
    for key in ("where", "limit"):
        if key in row and key not in params:
            cs.error(card, at + ("call",), f"the row's `{key}` reaches `{icon.id}`, which takes no `{key}`",
                     f"put `{icon.id}` on a row of its own", words=words("check-row-key-unused", key=key, icon=str(icon.id)))
    args = dict(zip(params, call.get("args", []), strict=False))
    args.update(call.get("kw", {}))
    for key, kinds in (("side", ("side",)), ("crest", ("side",)), ("where", PLACE_KINDS), ("origin", PLACE_KINDS)):
        value = args.get(key)
        if not isinstance(value, str) or value == "none" or key not in params:
            continue
        if not any(cs.get(k, value) for k in kinds):
            where = at + (("kw", key) if key in call.get("kw", {}) else ("args", params.index(key)))
            known = {k[1] for k in cs.definitions if k[0] in kinds}
            if any(value == k[1] for k in cs.definitions):
                cs.error(card, where, f"`{key}` of `{icon.id}` must be {a_kind(' or '.join(kinds))}, found '{value}'",
                         did_you_mean(value, known),
                         words=words("check-icon-arg-kind", key=key, icon=str(icon.id), kinds=" ".join(kinds),
                                     value=value, near=near(value, known)))
