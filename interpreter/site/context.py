"""What one language's pages are made of (:class:`Context`), shared by the page writers (pages, faq)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..rules.cards import Card, all_cards
from ..rules.model import Rules
from ..rules.pipeline import Result
from ..words.cardtext import CardText
from ..words.diff import VariantDiff
from ..words.l10n import Localizer
from ..words.markup import text as esc
from ..words.names import Names
from ..words.sitestrings import Strings
from .carddata import CardView, place_kinds
from .notation import Sources


@dataclass
class Context:
    """Everything one language's pages are made of."""

    result: Result
    cards: list[CardView]
    names: Names
    t: Strings
    variants: list[VariantDiff]
    sources: Sources
    content: Any = None  # the content folder (None: the shipped one), for the locales
    # The anchor of the special places page's section about a place (learn.Path_.place_anchor), or None.
    place_rules: Callable[[str], str | None] | None = None
    # For each rule (`kind-id`), the special places' sections that gather it (the rules page links them).
    rule_places: Mapping[str, tuple[str, ...]] | None = None
    # The languages the site is built in (`wsdv site build --language`), which the glossary's columns
    # name; empty: every language of the content, as a page made outside a site build shows.
    languages: tuple[str, ...] = ()

    @property
    def rules(self) -> Rules:
        return self.result.checked

    @property
    def lang(self) -> str:
        return self.t.lang

    @cached_property
    def variant_cards(self) -> list[tuple[str, list[Card]]]:
        """Each variant's name with its cards: every card page asks (whether the FAQ lists the card), and
        reading a variant's cards anew for each of them took a twentieth of a site build."""
        return [(v.name, all_cards(v.other)) for v in self.variants if v.other is not None]

    @cached_property
    def cards_by_id(self) -> dict[str, CardView]:
        """The cards by id (the first of each id, as a walk of :attr:`cards` finds it): the pages look a
        card up by id for each card they name, each example's cards and each card's other face."""
        index: dict[str, CardView] = {}
        for card in self.cards:
            index.setdefault(card.id, card)
        return index

    def card(self, id_: Any) -> CardView | None:
        """The card with this id (a number is its id as text), or None where there is none."""
        return self.cards_by_id.get(str(id_))

    def raw_name(self, kind: str, id_: Any) -> str:
        """A definition's name as plain text (for SVG, which escapes it itself)."""
        if kind == "card":
            card = self.card(id_)
            if card is not None:
                return card.title(self.lang)
        if kind == "places":  # the places of an event row, each named by its kind, joined as the language does
            kinds = place_kinds(self.rules)
            return self.names.l10n.join([self.names(kinds.get(p, "province"), p, self.lang) for p in id_], self.lang)
        return self.names(kind, id_, self.lang)

    def name(self, kind: str, id_: Any) -> str:
        """A definition's name as inert page text."""
        return esc(self.raw_name(kind, id_))

    def namer(self):
        return self.raw_name

    @property
    def l10n(self) -> Localizer:
        return self.names.l10n

    def card_text(self) -> CardText:
        return CardText(self.rules, self.content, self.lang)

    def source_words(self, source: Any) -> str:
        """Provenance in words: one source id or several, named by the content's own terms
        (``-source-<id>`` in ``content/locales/<lang>/rulings.ftl``), the words `wsdv cards` and
        `wsdv diff` use too."""
        parts = [source] if isinstance(source, str) else list(source or ())
        parts = [str(p) for p in parts if p]
        if not parts:
            return self.t("unknown")
        return self.t("list-semicolon").join(self.name("source", p) for p in parts)
