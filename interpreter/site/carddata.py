"""Card faces as the site draws them, from whichever source holds the card data.

The card files and their text generator are built by others in parallel; their contract with
the site is the JSON that `wsdv cards --json` prints. This module reads that JSON tolerantly
(and, until the command exists, the card definitions of the compiled rules), and normalises
it to :class:`CardView`, the one shape the SVG drawing and the pages use. With no cards at
all the site still builds: the gallery says the cards are still to come.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..model import Rules


@dataclass(frozen=True)
class IconUse:
    """One icon printed on a card: which icon, for which side, how many times, whose crest."""

    icon: str
    side: str | None = None
    n: int = 1
    crest: str | None = None


@dataclass(frozen=True)
class Row:
    """A row of event icons and the restriction line printed under it (if any)."""

    icons: tuple[IconUse, ...]
    restriction: str | None = None


@dataclass(frozen=True)
class Arrow:
    """Track arrows: `steps` arrows on `track` toward `toward` (a side)."""

    track: str
    toward: str
    steps: int


@dataclass(frozen=True)
class Record:
    """A dated erratum or ruling."""

    date: str
    text: str
    source: str = ""


@dataclass(frozen=True)
class CardView:
    id: str
    decade: str
    colour: str
    values: tuple[int, ...] = ()
    title_de: str = ""
    title_en: str = ""
    year: str = ""
    corner: tuple[str, ...] = ()
    special: bool = False
    rows: tuple[Row, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    source: str = ""
    errata: tuple[Record, ...] = ()
    rulings: tuple[Record, ...] = ()
    text: Mapping[str, str] = field(default_factory=dict)  # generated card text by language
    titles: Mapping[str, str] = field(default_factory=dict)  # translated titles by language
    arrow_icons: tuple[str, ...] = ()  # the arrow icons of the event (drawn as arrows, not discs)
    box_sides: tuple[str, ...] = ()  # whose value each value box shows, top to bottom

    @property
    def slug(self) -> str:
        """A file name for the card's page and picture."""
        return re.sub(r"[^A-Za-z0-9_-]+", "-", self.id).strip("-").lower() or "card"

    @property
    def sort_key(self) -> tuple:
        return (0, int(self.id), "") if self.id.isdigit() else (1, 0, self.id)

    def title(self, lang: str) -> str:
        """The title a reader of `lang` sees: its translation (locales), else the printed German title for
        German readers and the printed English title for everyone else."""
        if self.titles.get(lang):
            return self.titles[lang]
        if lang == "de":
            return self.title_de or self.title_en or self.id
        return self.title_en or self.title_de or self.id


def _text(v: Any) -> str:
    if isinstance(v, Mapping) and "text" in v:
        return str(v["text"])
    return "" if v is None else str(v)


def _ints(v: Any) -> tuple[int, ...]:
    if v is None:
        return ()
    if isinstance(v, int):
        return (v,)
    if isinstance(v, Mapping):  # side -> value, in the order of the value boxes
        values = tuple(x for x in v.values() if isinstance(x, int))
        return values[:1] if len(set(values)) == 1 else values
    return tuple(x for x in v if isinstance(x, int))


def _icon_use(x: Any, icons: set[str]) -> IconUse | None:
    """One icon from the JSON (`{"icon": ..}`) or a content call (`{"do": "call", "fn": ..}`)."""
    if isinstance(x, str):
        return IconUse(x)
    if not isinstance(x, Mapping) or x.get("arrow"):
        return None
    name = x.get("icon") or x.get("id") or x.get("fn") or x.get("call")
    if not isinstance(name, str) or (icons and name not in icons and "icon" not in x):
        return None
    args = list(x.get("args") or ())
    kw = dict(x.get("kw") or {})
    side = x.get("side") or (args[0] if args and isinstance(args[0], str) else None)
    n = x.get("n") or kw.get("n") or (args[1] if len(args) > 1 and isinstance(args[1], int) else 1)
    crest = x.get("crest") or kw.get("crest") or kw.get("by")
    return IconUse(name, side if isinstance(side, str) else None, n if isinstance(n, int) else 1,
                   crest if isinstance(crest, str) else None)


def _restriction(x: Mapping) -> str | None:
    r = x.get("restriction") or x.get("where") or x.get("in") or (x.get("kw") or {}).get("in")
    if isinstance(r, list | tuple):
        r = r[0] if len(r) == 1 else ", ".join(str(v) for v in r)
    if isinstance(r, Mapping):
        r = r.get("text") or r.get("name") or r.get("id")
    return str(r) if r else None


def _rows(data: Any, icons: set[str]) -> tuple[Row, ...]:
    """Rows from `rows: [{icons: [...], restriction}]` or from an event block of icon calls."""
    rows: list[Row] = []
    for item in data or ():
        if isinstance(item, Mapping) and isinstance(item.get("icons"), list | tuple):
            uses = tuple(u for u in (_icon_use(i, icons) for i in item["icons"]) if u)
            if uses:
                rows.append(Row(uses, _restriction(item)))
        elif isinstance(item, Mapping) and item.get("kind") in ("event", "row"):
            rows.extend(_rows(item.get("body"), icons))
        else:
            use = _icon_use(item, icons)
            if use:
                rows.append(Row((use,), _restriction(item) if isinstance(item, Mapping) else None))
    return tuple(rows)


def _arrows(data: Any) -> tuple[Arrow, ...]:
    out = []
    if isinstance(data, Mapping):
        data = [{"track": k, **(v if isinstance(v, Mapping) else {"steps": v})} for k, v in data.items()]
    for a in data or ():
        if not isinstance(a, Mapping) or "track" not in a:
            continue
        steps = a.get("steps", a.get("n", 0))
        toward = a.get("toward") or a.get("side")
        if isinstance(steps, int) and steps > 0 and isinstance(toward, str):
            out.append(Arrow(str(a["track"]), toward, steps))
    return tuple(out)


def _sources(v: Any) -> str:
    """One provenance or several (a list), as ids joined by commas."""
    if isinstance(v, list | tuple):
        return ", ".join(_text(x) for x in v)
    return _text(v)


def _records(data: Any) -> tuple[Record, ...]:
    out = []
    for r in data or ():
        if isinstance(r, Mapping):
            out.append(Record(_text(r.get("date") or r.get("id") or ""), _text(r.get("text") or r.get("note")),
                              _text(r.get("source") or "")))
    return tuple(out)


def card_from_data(d: Mapping[str, Any], icons: Iterable[str] = ()) -> CardView:
    """Normalise one card from the JSON of `wsdv cards --json` or from a card definition."""
    known = set(icons)
    body = list(d.get("body") or ())
    events = [b for b in body if isinstance(b, Mapping) and b.get("kind") in ("event", "row")]
    rows = _rows(d.get("rows") or d.get("event") or events, known)
    text = d.get("text") or {}
    if isinstance(text, str):
        text = {"en": text}
    title = d.get("title")
    if not isinstance(title, Mapping) and isinstance(d.get("titles"), Mapping):
        title = d["titles"]
    title_de = _text(d.get("title_de") or (title.get("de") if isinstance(title, Mapping) else None))
    title_en = _text(d.get("title_en") or (title.get("en") if isinstance(title, Mapping) else title))
    special = d.get("special")
    arrow_icons = tuple(dict.fromkeys(
        str(i["icon"]) for row in (d.get("rows") or d.get("event") or ()) if isinstance(row, Mapping)
        for i in row.get("icons") or () if isinstance(i, Mapping) and i.get("arrow") and i.get("icon")))
    return CardView(
        id=str(d.get("id", d.get("number", ""))),
        decade=str(d.get("decade", "")),
        colour=str(d.get("colour", d.get("color", ""))),
        values=_ints(d.get("value", d.get("values"))),
        title_de=title_de, title_en=title_en,
        year=_text(d.get("year")),
        corner=tuple(str(c) for c in d.get("corner") or ()),
        special=special in (True, "yes"),
        rows=rows,
        arrows=_arrows(d.get("arrows")),
        source=_sources(d.get("source") or d.get("provenance")),
        errata=_records(d.get("errata") or [b for b in body if isinstance(b, Mapping) and b.get("kind") == "erratum"]),
        rulings=_records(d.get("rulings") or [b for b in body if isinstance(b, Mapping) and b.get("kind") == "ruling"]),
        text={str(k): str(v) for k, v in dict(text).items() if v},
        arrow_icons=arrow_icons,
        box_sides=tuple(str(k) for k in d["values"]) if isinstance(d.get("values"), Mapping) else (),
    )


def with_box_sides(cards: list[CardView], rules: Rules) -> list[CardView]:
    """Cards whose value boxes say whose value they show: from the deck's `value_boxes`, else the sides
    in the order the content declares them."""
    decks = list(rules.of_kind("deck").values())
    order = tuple(decks[0].get("value_boxes", ())) if decks else ()
    order = order or tuple(rules.sides)
    return [c if c.box_sides or len(c.values) != 2 else replace(c, box_sides=order[:2]) for c in cards]


def cards_from_json(data: Any, icons: Iterable[str] = ()) -> list[CardView]:
    """Cards from parsed JSON: a list of cards, or an object with a `cards` list."""
    if isinstance(data, Mapping):
        data = data.get("cards", [])
    cards = [card_from_data(c, icons) for c in data if isinstance(c, Mapping)]
    return sorted(cards, key=lambda c: c.sort_key)


def _cli_json(content: Path | None, variants: Iterable[str]) -> Any | None:
    """Ask `wsdv cards --json` in-process, if that command exists yet."""
    from .. import cli

    parser = cli.parser()
    sub = next((a for a in parser._actions if a.dest == "command"), None)
    if sub is None or "cards" not in getattr(sub, "choices", {}):
        return None
    argv = ["cards", "--json"]
    if content is not None:
        argv += ["--content", str(content)]
    for v in variants:
        argv += ["--variant", v]
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
    except SystemExit as e:  # argparse rejected the flags: an older `cards` command
        code = e.code
    if code not in (0, None):
        return None
    try:
        return json.loads(out.getvalue())
    except ValueError:
        return None


# What an unresolved Fluent message leaves in a generated text: its id.
_UNRESOLVED = re.compile(r"(?<![#\w/-])(?:icon|card)-[a-z]+(?:-[a-z]+)*\b(?!_)")


def _card_module_json(rules: Rules, content: Path | None, langs: Iterable[str]) -> list[dict] | None:
    """Cards from the card layer (`interpreter.cards`), with their text from `interpreter.cardtext`.

    A text that still holds a message id (a language without that icon's message yet) is
    dropped, so the page shows the English text with a note instead of a placeholder.
    """
    try:
        cards_mod = importlib.import_module("interpreter.cards")
    except ImportError:
        return None
    all_cards = getattr(cards_mod, "all_cards", None)
    if all_cards is None:
        return None
    cards = all_cards(rules)
    writers = {}
    try:
        cardtext = importlib.import_module("interpreter.cardtext")
        for lang in langs:
            try:
                writers[lang] = cardtext.CardText(rules, content, lang)
            except Exception:  # a language without card texts yet: shown in English
                continue
    except ImportError:
        pass
    out = []
    for card in cards:
        text = {}
        for lang, writer in writers.items():
            try:
                t = writer.event(card)
            except Exception:  # a text the generator cannot write yet: left out, English shown
                continue
            if t and not _UNRESOLVED.search(t):
                text[lang] = t
        out.append(card.to_json(text=text))
    return out


def load_cards(rules: Rules, content: Path | None = None, variants: Iterable[str] = (),
               langs: Iterable[str] = ("en",)) -> list[CardView]:
    """The cards of this content: from the card layer when it exists, else from `wsdv cards --json`,
    else straight from the card definitions."""
    icons = set(rules.of_kind("icon"))
    data: Any = _card_module_json(rules, content, tuple(langs))
    if data is None:
        data = _cli_json(content, tuple(variants))
    if data is not None:
        return with_box_sides(cards_from_json(data, icons), rules)
    cards = sorted((card_from_data(d, icons) for d in rules.of_kind("card").values()), key=lambda c: c.sort_key)
    return with_box_sides(cards, rules)
