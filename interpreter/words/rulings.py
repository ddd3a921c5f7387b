"""A card's rulings and errata in words: their text and date in a language (see :mod:`interpreter.checks.rulings`
for how a card names them and how the check finds a ruling without words)."""

from __future__ import annotations

from ..checks.rulings import message_id
from ..rules.cards import Record
from .l10n import Localizer


def record_text(loc: Localizer, record: Record, lang: str) -> str:
    """A ruling's or an erratum's words in a language (English where the language lacks them)."""
    return loc.text(message_id(record.kind, record.message), lang)


UNDATED = "undated"  # the date of a record whose source gives none (the 2nd edition's rulebook)


def record_date(loc: Localizer, record: Record, lang: str) -> str:
    """A record's date as precise as its source: the date written on it, or the language's word for
    "undated" where the source gives none (a year it does not print would overstate what is known)."""
    return loc.name("date", UNDATED, lang) if record.date == UNDATED else record.date  # the term -date-undated
