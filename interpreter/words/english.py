"""The English of an error raised with its words: its message written once, in the English locale.

An error of the engine (``ContentError``) is raised with the id of its message in the locales and
the values (``words``), not with an English sentence beside them; ``str(err)`` and ``err.hint``
ask this function for the English (``interpreter/errors.py``).  The command line says the same
words in the reader's language.  The localizer reads the English locale on the first call, not
when this module is imported: an engine that never fails never reads it for its errors.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import WsdvError
from .l10n import DEFAULT_LANGUAGE, localizer


def english(message_id: str, values: Mapping[str, Any], optional: bool = False) -> str | None:
    """The message ``message_id`` of the shipped content's English locale, with ``values``;
    ``optional`` (a hint): None where English has no such message, else a missing message is the
    raiser's bug (:class:`~interpreter.words.l10n.MissingText`)."""
    loc = localizer()
    if optional and not loc.has_text(message_id, DEFAULT_LANGUAGE):
        return None
    return loc.text(message_id, DEFAULT_LANGUAGE, **values)


class SaidInEnglish(WsdvError):
    """An error of the words floor or above raised with its ``words`` alone: ``str(err)`` and
    ``err.hint`` are the English locale's message and its ``<id>-hint`` (one copy of each, in the
    ``.ftl`` file), the command line says the same words in the reader's language.  A class that
    holds such errors subclasses this one rather than writing its own :meth:`say_english`."""

    def say_english(self, message_id: str, values: Mapping[str, Any], optional: bool = False) -> str | None:
        return english(message_id, values, optional)


class LocatedRefusal(SaidInEnglish):
    """A refusal of a file at a place (``where``: ``path``, ``path:line`` or ``path:line:col``),
    raised with its words alone.  ``str(err)`` is the whole refusal as wsdv prints it in English,
    ``WHERE: error: MESSAGE`` and the hint on an indented line, so a Python caller or a log sees
    the place too; the command line puts ``where`` before the words in the reader's language."""

    where: str | None = None

    def __init__(self, *args: object, where: str | None = None, **kw: Any) -> None:
        super().__init__(*args, **kw)
        if where is not None:
            self.where = where

    def __str__(self) -> str:
        said = super().__str__()
        if self.args or self.words is None:
            return said
        hint = self.hint
        return (f"{self.where}: error: {said}" if self.where else said) + (f"\n  hint: {hint}" if hint else "")
