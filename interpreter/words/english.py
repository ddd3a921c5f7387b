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

from .l10n import DEFAULT_LANGUAGE, localizer


def english(message_id: str, values: Mapping[str, Any], optional: bool = False) -> str | None:
    """The message ``message_id`` of the shipped content's English locale, with ``values``;
    ``optional`` (a hint): None where English has no such message, else a missing message is the
    raiser's bug (:class:`~interpreter.words.l10n.MissingText`)."""
    loc = localizer()
    if optional and not loc.has_text(message_id, DEFAULT_LANGUAGE):
        return None
    return loc.text(message_id, DEFAULT_LANGUAGE, **values)
