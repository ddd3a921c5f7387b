"""Card faces as plain records, read from the compiled rules: for `wsdv cards`, scripts and the site.

Everything here is read from content: which decade a card belongs to, its colour, its values
(and whose value each box is, from the deck's `value_boxes`), its corner icons and its event
rows; an icon's colour comes from the icon (a fixed `colour`) or from the side it affects; an
arrow icon's track is the track its body moves. No card, icon or place is named in this file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..language.unparse import code
from .model import Rules

NONE = "none"  # the content language's word for "no value"


@dataclass(frozen=True)
class IconUse:
    """One icon call on a card: the icon, its arguments by parameter name (defaults filled in)."""

    icon: str
    args: Mapping[str, Any]
    colour: str | None
    arrow: bool = False
    track: str | None = None  # for an arrow icon: the track it moves
    given: tuple[str, ...] = ()  # the arguments the call itself gives, in order (not its row's)

    @property
    def side(self) -> str | None:
        side = self.args.get("side")
        return side if isinstance(side, str) else None

    @property
    def n(self) -> int:
        n = self.args.get("n", 1)
        return n if isinstance(n, int) else 1

    @property
    def crest(self) -> str | None:
        crest = self.args.get("crest")
        return crest if isinstance(crest, str) else None

    @property
    def where(self) -> list[str]:
        return _places(self.args.get("where"))

    def call(self) -> str:
        """The call as a card writes it, e.g. `place_unrest(west, 2, crest = east)`."""
        parts = []
        for k in self.given:
            v = self.args[k]
            shown = ", ".join(v) if isinstance(v, list) else str(v)
            parts.append(shown if k in ("side", "n") else f"{k} = {shown}")
        return f"{self.icon}({', '.join(parts)})"

    def to_json(self) -> dict:
        out = {"icon": self.icon, "side": self.side, "n": self.n, "crest": self.crest, "colour": self.colour,
               "where": self.where or None, "limit": self.args.get("limit")}
        if self.arrow:
            out["arrow"] = True
            out["track"] = self.track
        extra = {k: v for k, v in self.args.items() if k not in ("side", "n", "crest", "where", "limit")}
        if extra:
            out["args"] = extra
        return out


@dataclass(frozen=True)
class Row:
    """One printed line of an event."""

    number: int
    icons: tuple[IconUse, ...]
    where: tuple[str, ...] = ()
    limit: int | None = None
    note: str | None = None
    # The icons the face prints, where a ruling has the game play the line as `icons` instead (a row's
    # `printed`); empty when the line is played as printed.
    printed: tuple[IconUse, ...] = ()

    @property
    def ruled(self) -> bool:
        """Whether the line is played otherwise than printed."""
        return bool(self.printed) and [i.call() for i in self.printed] != [i.call() for i in self.icons]

    def to_json(self) -> dict:
        out = {"row": self.number, "icons": [i.to_json() for i in self.icons],
               "where": list(self.where) or None, "limit": self.limit, "note": self.note}
        if self.printed:
            out["printed"] = [i.to_json() for i in self.printed]
        return out


@dataclass(frozen=True)
class Record:
    """A dated ruling or erratum of a card. Its words are a message of the locales, named by
    ``message`` (see :mod:`interpreter.checks.rulings`)."""

    kind: str
    date: str
    source: str
    message: str
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"date": self.date, "source": self.source, "id": self.message, **self.extra}


@dataclass(frozen=True)
class Card:
    """One card face, with everything printed on it and where each fact comes from."""

    id: str
    number: Any
    decade: str
    decade_order: int
    colour: str
    special: bool
    value: tuple[int, ...]
    values: Mapping[str, int]
    year: str
    corner: tuple[str, ...]
    rows: tuple[Row, ...]
    reminders: tuple[tuple[str, tuple[IconUse, ...], str | None], ...]
    order: str
    face: str | None
    reverse: str | None
    used_if: Any
    triggered_by: tuple[str, ...]
    source: tuple[str, ...]
    rulings: tuple[Record, ...]
    errata: tuple[Record, ...]

    @property
    def ruled(self) -> bool:
        """Whether a ruling has the game play a line otherwise than the face prints it (a row's `printed`)."""
        return any(r.ruled for r in self.rows)

    def as_printed(self) -> Card:
        """The card as its face prints it: each line with a `printed` reading shows those icons."""
        if not self.ruled:
            return self
        return replace(self, rows=tuple(replace(r, icons=r.printed, printed=()) if r.ruled else r for r in self.rows))

    @property
    def icons(self) -> list[IconUse]:
        """Every icon of the event, row by row."""
        return [i for r in self.rows for i in r.icons]

    @property
    def sort_key(self) -> tuple:
        if isinstance(self.number, int):
            return (self.decade_order, 0, self.number, self.id)
        return (self.decade_order, 1, 0, self.id)

    def arrows(self) -> list[dict]:
        """The track arrows of the event: track, the side they point toward, how many."""
        return [{"track": i.track, "toward": i.side, "steps": i.n} for i in self.icons if i.arrow]

    def to_json(self, text: Mapping[str, str] | None = None, titles: Mapping[str, str] | None = None) -> dict:
        """The card as plain data; ``text`` and ``titles`` (by language) come from the locales, as the caller asks."""
        out = {
            "id": self.id, "number": self.number, "decade": self.decade, "colour": self.colour,
            "special": self.special, "year": self.year, "titles": dict(titles or {}),
            "value": list(self.value), "values": dict(self.values), "corner": list(self.corner),
            "event": [r.to_json() for r in self.rows], "arrows": self.arrows(),
            "reminders": [{"phase": p, "icons": [i.to_json() for i in icons], "note": note}
                          for p, icons, note in self.reminders],
            "order": self.order, "triggered_by": list(self.triggered_by),
            "source": list(self.source),
            "rulings": [r.to_json() for r in self.rulings], "errata": [r.to_json() for r in self.errata],
        }
        if self.reverse is not None:
            out.update(face=self.face, reverse=self.reverse, used_if=None if self.used_if is None else code(self.used_if))
        if text is not None:
            out["text"] = dict(text)
        return out


# ------------------------------------------------------------------ reading


def _text(v: Any) -> str:
    if isinstance(v, Mapping) and "text" in v:
        return str(v["text"])
    return "" if v is None else str(v)


def _places(v: Any) -> list[str]:
    if v is None or v == NONE:
        return []
    if isinstance(v, str):
        return [v]
    if isinstance(v, Mapping) and "list" in v:
        return [x for x in v["list"] if isinstance(x, str)]
    if isinstance(v, list | tuple):
        return [x for x in v if isinstance(x, str)]
    return []


def _plain(v: Any) -> Any:
    """An argument as JSON-friendly data: names stay strings, `none` becomes None."""
    if v == NONE:
        return None
    if isinstance(v, Mapping):
        if "text" in v and len(v) == 1:
            return v["text"]
        if "list" in v:
            return [_plain(x) for x in v["list"]]
        return code(v)
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    return v


def _icon_track(body: Iterable[Mapping]) -> str | None:
    """The track an arrow icon's body moves: the first argument of its first call."""
    for stmt in body:
        if stmt.get("do") == "call" and stmt.get("args"):
            first = stmt["args"][0]
            if isinstance(first, str):
                return first
    return None


class Reader:
    """Turns the compiled cards into :class:`Card` records for a reader: the engine's typed records of
    the cards, icons, decks, decades and card colours (rules/records.py), with each icon call's
    arguments named and the rulings, errata, reminders and notes that only a reader needs."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.icons = rules.icons
        self.side_colours = {s.id: s.colour for s in rules.sides.values()}
        decks = list(rules.decks.values())
        self.value_boxes = decks[0].value_boxes if decks else ()
        self.decades = rules.decades
        self.colours = rules.card_colours

    def use(self, call: Mapping, row: Mapping | None = None) -> IconUse:
        name = call["call"]
        icon = self.icons.get(name)
        params = icon.params if icon is not None else ()
        args: dict[str, Any] = {}
        for p in params:
            if p.has_default:
                args[p.name] = _plain(p.default)
        for p, a in zip(params, call.get("args", ()), strict=False):
            args[p.name] = _plain(a)
        for k, v in (call.get("kw") or {}).items():
            args[k] = _plain(v)
        names = {p.name for p in params}
        for key in ("where", "limit"):
            if row is not None and key in row and key in names and key not in (call.get("kw") or {}):
                args[key] = _plain(row[key])
        if "where" in args:
            args["where"] = _places(args["where"]) or None
        colour = icon.colour if icon is not None else None
        if colour is None and isinstance(args.get("side"), str):
            colour = self.side_colours.get(args["side"])
        arrow = icon is not None and icon.arrow
        given = [p.name for p in params[:len(call.get("args", ()))]] + list(call.get("kw") or {})
        return IconUse(name, args, colour, arrow, _icon_track(icon.body) if icon is not None and arrow else None,
                       tuple(given))

    def card(self, id_: str, d: Mapping) -> Card:
        """The reader's record of the card ``id_``: what the engine's record holds, and from its
        declaration ``d`` what only a reader needs (rulings and errata, reminders, notes)."""
        rec = self.rules.cards[id_]
        body = list(d.get("body", ()))
        rows = []
        for item in body:
            if item.get("kind") == "row":
                rows.append(Row(item["id"], tuple(self.use(c, item) for c in item.get("icons", ())),
                                tuple(_places(item.get("where"))), item.get("limit"),
                                _text(item.get("note")) or None,
                                tuple(self.use(c, item) for c in item.get("printed", ()))))
        reminders = tuple((item["id"], tuple(self.use(c) for c in item.get("icons", ())),
                           _text(item.get("note")) or None)
                          for item in body if item.get("kind") == "reminder")
        records: dict[str, list[Record]] = {"ruling": [], "erratum": []}
        for item in body:
            kind = item.get("kind")
            if kind in records:
                extra = {k: _plain(v) for k, v in item.items() if k not in ("kind", "id", "source", "text")}
                records[kind].append(Record(kind, str(item["id"]), item.get("source", ""), str(item.get("text", "")),
                                            extra))
        value = rec.values
        if len(value) == 1:
            values = {s: value[0] for s in self.value_boxes or self.side_colours}
        elif len(value) == 2 and len(self.value_boxes) == 2:
            values = dict(zip(self.value_boxes, value, strict=True))
        else:
            values = {}
        decade = self.decades.get(rec.decade)
        colour = self.colours.get(rec.colour)
        return Card(
            id=str(id_), number=rec.id if rec.number is None else rec.number, decade=rec.decade,
            decade_order=decade.order if decade is not None else 0, colour=rec.colour,
            special=rec.special, value=value, values=values, year=rec.year or "",
            corner=rec.corner, rows=tuple(rows), reminders=reminders,
            order="printed" if rec.printed_order else "free", face=rec.face,
            reverse=None if rec.reverse is None else str(rec.reverse), used_if=rec.used_if,
            triggered_by=colour.events if colour is not None else (),
            source=rec.source, rulings=tuple(records["ruling"]), errata=tuple(records["erratum"]),
        )


def printed_language(rules: Rules) -> str | None:
    """The language the card faces print their titles in (the deck's ``printed_in``), if content says."""
    return next((deck.printed_in for deck in rules.decks.values() if deck.printed_in), None)


def all_cards(rules: Rules) -> list[Card]:
    """Every card face of the rules, by decade, then number, then special faces."""
    reader = Reader(rules)
    cards = [reader.card(id_, d) for id_, d in rules.of_kind("card").items()]
    return sorted(cards, key=lambda c: c.sort_key)


def find(cards: Iterable[Card], key: str) -> Card | None:
    """A card by its id or printed number (the first face of a two-sided card)."""
    cards = list(cards)
    for c in cards:
        if c.id == key:
            return c
    for c in cards:
        if str(c.number) == key:
            return c
    return None


def select(cards: Iterable[Card], decade: str | None = None, colour: str | None = None,
           icon: str | None = None, side: str | None = None) -> list[Card]:
    """The cards that pass every filter given.

    ``side``: cards whose event that side may trigger (by the card's colour, §6.4).
    ``icon``: cards printing that icon in their event or corner.
    """
    out = []
    for c in cards:
        if decade is not None and c.decade != decade:
            continue
        if colour is not None and c.colour != colour:
            continue
        if icon is not None and icon not in {i.icon for i in c.icons} | set(c.corner):
            continue
        if side is not None and side not in c.triggered_by:
            continue
        out.append(c)
    return out
