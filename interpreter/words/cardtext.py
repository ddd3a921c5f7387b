"""A card's event in words, generated from its icons with Fluent message templates.

Each icon call becomes one sentence from the message ``icon-<icon id>`` of the locale's
``icons.ftl``, with the call's arguments as variables; sides and places are passed as
references to their definitions (:class:`~interpreter.words.l10n.Ref`), which the message names in
the case it needs (``NAME($where, case: "in")``: "in my_province" in its own words). What a card adds to an
icon (a per-province limit, a crest, an optional icon) wraps the icon's text in another
message. So the text follows the content: change a card's icons and its text changes, in
every language that has the messages. No word of a card text is written in this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules.cards import Card, IconUse
from ..rules.model import Rules
from .l10n import DEFAULT_LANGUAGE, Localizer, MissingText, Ref, Refs, TextError, fallbacks, localizer

PLACE_KINDS = ("province", "group", "country", "city")

# The variables every icon's text (`icon-<id>`) is given, in every language: :meth:`CardText.icon`
# passes exactly these. `wsdv l10n check` holds the English to them (a `$count` no card passes fails
# only when a card is shown, and then in English only), so it needs them written down once, here.
ICON_TEXT_ARGS = ("n", "side", "side_id", "where", "where_id", "from", "from_id")


def message_id(icon: str) -> str:
    """The message that phrases an icon: ``icon-`` and the icon's id with ``-`` for ``_``."""
    return "icon-" + icon.replace("_", "-")


class CardText:
    """Writes cards' events in one language, from one content folder's locales."""

    def __init__(self, rules: Rules, content: Path | None = None, lang: str = DEFAULT_LANGUAGE) -> None:
        self.rules = rules
        self.lang = lang
        self.l10n: Localizer = localizer(content, rules.layers)   # with an overlay's own words
        self.kinds: dict[str, str] = {}
        for kind, id_ in rules.definitions:
            if kind in PLACE_KINDS:
                self.kinds.setdefault(id_, kind)

    def text(self, message: str, **args: Any) -> str:
        """A message; one no language has (a designer's new icon, not yet worded) shows its id, reported.

        The report is a warning (under ``--strict`` an error): see :mod:`interpreter.words.l10n.fallbacks`.
        A message that exists but cannot be formatted is a located error (``TextError``).
        """
        try:
            return self.l10n.text(message, self.lang, **args)
        except MissingText:
            fallbacks.reporter().report(fallbacks.Fallback(self.lang, message, fallbacks.ABSENT,
                                                           file=self.l10n.root / DEFAULT_LANGUAGE), self.l10n)
            return message

    def place(self, id_: str) -> Ref:
        return Ref(self.kinds.get(id_, "province"), id_)

    def where(self, use: IconUse) -> Any:
        places = use.where
        if not places:
            return self.text("icon-anywhere", side_id=use.side or "")
        if len(places) == 1:
            return self.place(places[0])
        # Several places (e.g. a province "with" a floating city): one argument, so each message
        # declines every name in the case it asks for and the language joins them.
        return Refs([self.place(p) for p in places])

    def icon(self, use: IconUse) -> str:
        """One icon call as a sentence."""
        origin = use.args.get("origin")
        args: dict[str, Any] = {
            "n": use.n,
            "side": Ref("side", use.side) if use.side else "",
            "side_id": use.side or "",
            "where": self.where(use),
            # "anywhere" where nothing is printed (the side's own half of the board): a language whose
            # side and region share a name (German "die DDR") leaves the place out after the side.
            "where_id": "anywhere" if not use.where else use.where[0] if len(use.where) == 1 else "several",
            "from": self.place(origin) if isinstance(origin, str) else "",
            "from_id": origin if isinstance(origin, str) else "none",
        }
        if self.l10n.has_text(message_id(use.icon), DEFAULT_LANGUAGE):
            text = self.text(message_id(use.icon), **args)
        else:  # an icon no message words yet: its name says it
            text = self.l10n.name("icon", use.icon, self.lang)
        limit = use.args.get("limit")
        if isinstance(limit, int):
            text = self.text("icon-limit", text=text, limit=limit)
        if use.args.get("optional") in ("yes", True):
            text = self.text("icon-optional", text=text)
        if use.crest:
            text = self.text("icon-crest", text=text, crest=Ref("side", use.crest))
        return self.text("icon-sentence", text=text)

    def event(self, card: Card) -> str:
        """The card's event: one sentence per icon call, row by row."""
        sentences = [self.icon(use) for row in card.rows for use in row.icons]
        if card.order == "printed" and len(sentences) > 1:
            if self._lower_after_colon():
                sentences[0] = self._lower_first(sentences[0])
            sentences.insert(0, self.text("card-order-printed"))
        return " ".join(sentences)

    def _lower_after_colon(self) -> bool:
        """Whether the language continues a list after a colon in lower case: the message's
        ``.next`` attribute says so (``lower``); German, whose nouns keep their capital, says ``keep``."""
        try:
            return self.l10n.text("card-order-printed", self.lang, attribute="next") == "lower"
        except (MissingText, TextError):
            return False

    def _lower_first(self, sentence: str) -> str:
        """The sentence with its first letter in lower case, unless its first word is a name
        (a side's, or an abbreviation such as 'DDR'), which keeps its capital."""
        word = sentence.split(" ", 1)[0]
        names = {self.l10n.name("side", side, self.lang) for side in self.rules.sides}
        if not word or word in names or (len(word) > 1 and word[1].isupper()):
            return sentence
        return word[0].lower() + sentence[1:]

    def reminders(self, card: Card) -> list[str]:
        """The reminders printed on the card, each with the phase it recalls."""
        out = []
        for phase, uses, _note in card.reminders:
            sentences = [self.icon(u) for u in uses]
            # The reminder's text follows a colon: a language that continues in lower case does so here too.
            if sentences and self._lower_after_colon():
                sentences[0] = self._lower_first(sentences[0])
            text = " ".join(sentences)
            out.append(self.text("card-reminder", phase=Ref("phase", phase), text=text))
        return out

    def corner(self, name: str) -> str:
        """A corner icon's name."""
        return self.l10n.name("icon", name, self.lang)
