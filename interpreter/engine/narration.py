"""Narration: the engine's messages put into words from the locale files (Fluent).

The engine says what happened with a message id and plain values; this module turns
values that name content into references (so each language picks the right form) and
formats ``narr-<id>`` from ``content/locales/<lang>/``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..words.l10n import DEFAULT_LANGUAGE, Phrase, Ref, localizer, upper_first

if TYPE_CHECKING:
    from ..rules.model import Rules


_NOTHING = object()   # no decision told just before


def _same(a: Any, b: Any) -> bool:
    """Equal and of one type (a decision's ``True`` is not space 1)."""
    return type(a) is type(b) and a == b


class Narrator:
    """Formats engine messages in one language; ``emit`` receives each line."""

    def __init__(self, rules: Rules, emit: Callable[[str], None], lang: str = DEFAULT_LANGUAGE,
                 content: Path | None = None) -> None:
        self.rules = rules
        self.emit = emit
        self.lang = lang
        self.l10n = localizer(content, rules.layers)   # with an overlay's own words
        self.kind_of: dict[str, str] = {}
        for kind, did in rules.definitions:
            self.kind_of.setdefault(str(did), kind)
        for p in rules.provinces.values():
            for s in p.sectors:
                self.kind_of.setdefault(s.id, "sector")
        self.cards = {c.id: c for c in rules.cards.values()}
        self.last: dict[tuple, Any] = {}
        # A phase's heading waits for the phase's first line, or for a question put to a person
        # (who needs it first): a phase in which nothing is told is told on one line
        # (``narr-phase-quiet``), not as a heading with nothing under it.
        self.heading: dict | None = None
        # So does an icon's heading ("Icon “Remove a factory”:"), for its first line: an icon
        # that did nothing is told on one line (``narr-icon-quiet``). Icons run inside icons,
        # so each begun and not yet ended is held here with whether its heading was told.
        self.icons: list[tuple[dict, list[bool]]] = []
        # The option of the decision the last line told: a track space it chose is not told
        # again as the space whose icons are carried out (``narr-space``).
        self.decided: Any = _NOTHING
        # Standing choices that changed and wait for a line naming their subject (see ONLY_CHANGES).
        self.standing: dict[tuple[str, str], tuple[str, dict]] = {}
        # Whether the turn told last has told nothing since: an action that changed nothing (an
        # LS the card's points cannot pay for) is told so (``narr-turn-quiet``) at its end, not
        # left as a turn with nothing under it.
        self.turn_quiet = False

    def card(self, c: Any) -> str:
        """A card by its number and its title in the narration's language."""
        d = self.cards.get(c)
        if d is None:
            return str(c)
        title = self.l10n.name("card", c, self.lang)   # the one source of titles: titles.ftl of each language
        return self.l10n.text("narr-card-name", self.lang, number=str(c if d.number is None else d.number),
                              title=title)

    # The kind of definition an argument names, where its key says it (ids may repeat across
    # kinds: `socialist` is a piece and a track).
    KEYS = {"piece": "piece", "marker": "piece", "track": "track", "phase": "phase", "icon": "icon",
            "side": "side", "winner": "side", "toward": "side", "outcome": "outcome", "action": "action",
            "flag": "flag", "city": "city"}

    # Decisions that restate a standing choice (where a floating city counts): the argument
    # that says which choice it is, and names what the choice is about. Such a choice is made
    # again before every action and phase, and a bot may flip it each time with nothing to show
    # for it; so a choice is told only when it differs from the one told last, and only just
    # before a line that names its subject (a factory built in Hamburg, a connection to it),
    # where the reader can see it matter. A choice made again before that replaces the one
    # waiting; one that returns to the choice told last leaves nothing to tell.
    ONLY_CHANGES = {"decision-floating": "city"}

    def zone(self, z: str) -> Any:
        """A zone as a name with its forms: a pile, a side's hand, the cards kept in front of a side.

        A message words it (``NAME($zone, case: "to")``): piles are terms of names.ftl, a hand
        is the message ``zone-hand`` and cards kept under a tag ``zone-kept-<tag>``, each given
        the side.
        """
        return zone_name(self.rules, z)

    def value(self, key: str, v: Any) -> Any:
        if len(key) == 1:
            return v  # the values content passes with say(): the message names them itself
        if key == "zone" and isinstance(v, str):
            return self.zone(v)
        if key == "option" and isinstance(v, str) and ">" in v:
            q, sector = v.split(">", 1)
            return f"{self.l10n.name('province', q, self.lang)} \u2192 {self.l10n.name('sector', sector, self.lang)}"
        if key == "connection" and isinstance(v, str) and "--" in v:
            a, b = v.split("--", 1)
            return f"{self.l10n.name('city', a, self.lang)} \u2013 {self.l10n.name('city', b, self.lang)}"
        if isinstance(v, str) and key in self.KEYS:
            return Ref(self.KEYS[key], v)
        if key in ("card", "other") and v in self.cards:
            return self.card(v)
        if key == "cards" and isinstance(v, list):
            return ", ".join(self.card(c) for c in v)
        if isinstance(v, bool):
            return "yes" if v else "no"
        if isinstance(v, str):
            kind = self.kind_of.get(v)
            if kind is not None:
                return Ref(kind, v)
            if v.isdigit() and int(v) in self.cards:
                return self.card(int(v))
        if isinstance(v, (list, tuple)):
            return ", ".join(str(x) for x in v)
        return v

    def text(self, message: str, args: dict) -> str | None:
        mid = f"narr-{message}"
        if not self.l10n.has_text(mid, DEFAULT_LANGUAGE):
            return None
        if message == "flag":
            # Each fact may have its own sentence (`flag-<id>` in the locales), a language
            # saying it in its own words; `narr-flag` tells any other fact.
            own = f"flag-{str(args.get('flag')).replace('_', '-')}"
            if self.l10n.has_text(f"narr-{own}", DEFAULT_LANGUAGE):
                mid = f"narr-{own}"
        bound = {k: self.value(k, v) for k, v in args.items()}
        if isinstance(args.get("cards"), list):   # no card to look at has a sentence of its own
            bound.setdefault("seen", "some" if args["cards"] else "none")
        sides = list(self.rules.sides)
        if len(sides) == 2 and args.get("side") in sides:   # who else a line may name (the one who draws)
            bound.setdefault("opponent", Ref("side", sides[1 - sides.index(args["side"])]))
        city = self.rules.cities.get(args["city"]) if isinstance(args.get("city"), str) else None
        if city is not None:   # a city abroad counts for a province; it never belongs to one
            bound.setdefault("abroad", "yes" if city.country else "no")
        # A translation that cannot be formatted is shown in English and reported (a warning,
        # under --strict an error); an English one that cannot is a located error (TextError),
        # which `wsdv l10n check` finds before any game (see interpreter.words.l10n.fallbacks).
        return self.l10n.text(mid, self.lang, **bound)

    def __call__(self, message: str, args: dict) -> None:
        if message == "phase":
            self.heading = args
            return
        if message == "phase-end":
            if self.heading is not None:
                self._emit(self.text("phase-quiet", self.heading))
                self.heading = None
            return
        if message == "turn-end":
            if self.turn_quiet:
                self._flush()
                self._emit(self.text("turn-quiet", args))
            self.turn_quiet = False
            return
        if message == "ask":   # a question is put to a person: the phase's heading comes first
            self._flush()
            return
        if message in self.ONLY_CHANGES:
            key = (message, str(args.get(self.ONLY_CHANGES[message])))
            if self.last.get(key) == args.get("option"):
                self.standing.pop(key, None)
            else:
                self.standing[key] = (message, args)
            return
        if message in ("icon", "icon-end"):
            if self.l10n.has_name("icon", args.get("icon"), DEFAULT_LANGUAGE):
                self._icon(message, args)
            return  # an icon without a name in the locale files: its effects speak for it
        if message == "space" and _same(self.decided, args.get("space")):
            return  # the decision just told named this space: its icons follow without a second line
        line = self.text(message, args)
        if line:
            self._flush()
            self._standing(args)
            self._emit(line)
            self.decided = args.get("option", _NOTHING) if message.startswith("decision-") else _NOTHING
            self.turn_quiet = message == "turn"

    def _icon(self, message: str, args: dict) -> None:
        """An icon begins (its heading waits) or ends (one that told nothing is told as such)."""
        if message == "icon":
            self.icons.append((args, [False]))
            return
        if not self.icons or self.icons[-1][0].get("icon") != args.get("icon"):
            return  # the end of an icon begun before the narration was attached (a resumed game)
        begun, told = self.icons.pop()
        if not told[0]:
            self._flush()
            self._emit(self.text("icon-quiet", begun))
            self.decided = _NOTHING

    def _standing(self, args: dict) -> None:
        """Tell each changed standing choice whose subject the line about to be told names."""
        for key, (message, chosen) in list(self.standing.items()):
            if _names(args, key[1]):
                del self.standing[key]
                self.last[key] = chosen.get("option")
                self._emit(self.text(message, chosen))

    def _flush(self) -> None:
        """Tell the waiting phase heading and icon headings, if any, outermost first."""
        if self.heading is not None:
            heading, self.heading = self.heading, None
            self._emit(self.text("phase", heading))
        for begun, told in self.icons:
            if not told[0]:
                told[0] = True
                self._emit(self.text("icon", begun))

    def _emit(self, line: str | None) -> None:
        if line:
            self.turn_quiet = False
            self.emit(upper_first(line))   # a message may begin with a name or a card


def _names(args: dict, subject: str) -> bool:
    """Whether a message's arguments name ``subject``: as a value, in a list, or as an end of a
    connection (``a--b``)."""
    for v in args.values():
        if v == subject or (isinstance(v, (list, tuple)) and subject in v):
            return True
        if isinstance(v, str) and "--" in v and subject in v.split("--"):
            return True
    return False


def zone_name(rules: Rules, z: str) -> Any:
    """A zone of cards as a :class:`Ref` (a pile) or a :class:`Phrase` (a side's hand, kept cards)."""
    for side in rules.sides:
        if z == f"hand_{side}":
            return Phrase("zone-hand", side=Ref("side", side))
        if z.startswith(f"kept_{side}_"):
            return Phrase(f"zone-kept-{z[len(side) + 6:].replace('_', '-')}", side=Ref("side", side))
    return Ref("pile", z)
