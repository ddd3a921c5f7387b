"""Card faces as the site shows them: the card layer's records with their texts and titles.

One path: the cards come from `interpreter.rules.cards` (read from the compiled rules), their event
texts from `interpreter.words.cardtext` in every language of the site, their titles from the locales
(`-card-<id>`). Whatever fails there is a diagnostic of the layer that failed, never a card
silently left out or a text quietly dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from ..rules.cards import Card, IconUse, Record, Row, all_cards, printed_language
from ..rules.model import Rules
from ..words.cardtext import CardText
from ..words.l10n import DEFAULT_LANGUAGE
from ..words.names import Names


@dataclass(frozen=True)
class Arrow:
    """Track arrows: `steps` arrows on `track` toward `toward` (a side)."""

    track: str
    toward: str
    steps: int
    icon: str


@dataclass(frozen=True)
class CardView:
    """One card face with what the site adds: its event text and its title in each language."""

    card: Card   # as the face prints it (Card.as_printed); `played` has the lines a ruling plays otherwise
    text: Mapping[str, str] = field(default_factory=dict)  # the event in words, by language
    titles: Mapping[str, str] = field(default_factory=dict)  # titles by language, from the locales (titles.ftl)
    reminders: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # reminders in words, by language
    printed: str | None = None  # the language the face prints its title in (the deck's `printed_in`)
    # Where a ruling has the game play a line otherwise than printed (a row's `printed`): the event as the
    # game plays it, in words, by language; empty for a card played as printed.
    played: Mapping[str, str] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def number(self) -> str:
        """What the card prints as its number (both faces of a two-sided card print the same)."""
        return str(self.card.number)

    @property
    def slug(self) -> str:
        """A file name for the card's page and picture."""
        return re.sub(r"[^A-Za-z0-9_-]+", "-", self.id).strip("-").lower() or "card"

    @property
    def decade(self) -> str:
        return self.card.decade

    @property
    def colour(self) -> str:
        return self.card.colour

    @property
    def special(self) -> bool:
        return self.card.special

    @property
    def values(self) -> tuple[int, ...]:
        return self.card.value

    @property
    def box_sides(self) -> tuple[str, ...]:
        """Whose value each value box shows, top to bottom (two boxes only)."""
        return tuple(self.card.values) if len(self.card.value) == 2 else ()

    @property
    def title_de(self) -> str:
        """The German title (locales: de/titles.ftl)."""
        return self.titles.get("de", "")

    @property
    def title_en(self) -> str:
        """The English title (locales: en/titles.ftl)."""
        return self.titles.get(DEFAULT_LANGUAGE, "")

    @property
    def printed_title(self) -> str:
        """The title as the face prints it (in the deck's `printed_in` language), else the English one."""
        return (self.titles.get(self.printed) if self.printed else None) or self.title(DEFAULT_LANGUAGE)

    @property
    def year(self) -> str:
        return self.card.year

    @property
    def corner(self) -> tuple[str, ...]:
        return self.card.corner

    @property
    def rows(self) -> tuple[Row, ...]:
        """The event rows without their arrow icons (those are drawn as arrows at the foot)."""
        out = []
        for row in self.card.rows:
            icons = tuple(i for i in row.icons if not i.arrow)
            if icons:
                out.append(Row(row.number, icons, row.where, row.limit, row.note))
        return tuple(out)

    @property
    def icons(self) -> tuple[IconUse, ...]:
        """Every icon of the event, arrows included."""
        return tuple(self.card.icons)

    @property
    def arrows(self) -> tuple[Arrow, ...]:
        return tuple(Arrow(i.track or "", i.side or "", i.n, i.icon) for i in self.card.icons if i.arrow)

    @property
    def triggered_by(self) -> tuple[str, ...]:
        return self.card.triggered_by

    @property
    def source(self) -> tuple[str, ...]:
        return self.card.source

    @property
    def errata(self) -> tuple[Record, ...]:
        return self.card.errata

    @property
    def rulings(self) -> tuple[Record, ...]:
        return self.card.rulings

    @property
    def face(self) -> str | None:
        return self.card.face

    @property
    def reverse(self) -> str | None:
        return self.card.reverse

    @property
    def sort_key(self) -> tuple:
        return self.card.sort_key

    def title(self, lang: str) -> str:
        """The title a reader of `lang` sees: the locales' (which fall back to English, and tell it)."""
        return self.titles.get(lang) or self.titles.get(DEFAULT_LANGUAGE) or self.id


def load_cards(rules: Rules, content: Path | None, langs: Iterable[str], names: Names) -> list[CardView]:
    """Every card of these rules, with its event and reminders in words and its title in each language."""
    langs = tuple(langs)
    printed = printed_language(rules)
    writers = {lang: CardText(rules, content, lang) for lang in langs}
    out = []
    for card in all_cards(rules):
        # the face and its text are the printed card's; the lines a ruling plays otherwise are said apart
        face = card.as_printed()
        text = {lang: w.event(face) for lang, w in writers.items()}
        played = {lang: w.event(card) for lang, w in writers.items()} if card.ruled else {}
        reminders = {lang: tuple(w.reminders(card)) for lang, w in writers.items()}
        # The one source of titles is the locales; a title a language lacks is English there, and told.
        titles = {lang: names("card", card.id, lang) for lang in dict.fromkeys([*langs, *([printed] if printed else [])])}
        out.append(CardView(face, text, titles, reminders, printed, played))
    return out


# The last rules asked about and their place kinds: the site asks for them of the same rules for each
# card, example and language (about 10,000 times a build, each a walk of every definition). Rules are
# frozen; the rules are kept with their answer, so a new rules object is never mistaken for them.
_PLACE_KINDS: tuple[Rules, Mapping[str, str]] | None = None


def place_kinds(rules: Rules) -> Mapping[str, str]:
    """The kind of each place id a card may name (a province, a group, a country, a city); read-only."""
    global _PLACE_KINDS
    if _PLACE_KINDS is not None and _PLACE_KINDS[0] is rules:
        return _PLACE_KINDS[1]
    kinds: dict[str, str] = {}
    for kind, id_ in rules.definitions:
        if kind in ("province", "group", "country", "city", "sector"):
            kinds.setdefault(str(id_), kind)
    _PLACE_KINDS = (rules, MappingProxyType(kinds))
    return _PLACE_KINDS[1]
