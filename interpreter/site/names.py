"""Names of definitions (provinces, tracks, icons, phases...) in each language.

The names belong to the localization layer (`interpreter/l10n/`, Fluent files in
`content/locales/`). The site asks it through one narrow call so that it works before that
layer exists and keeps working as it grows: when no name is known, the definition's id is
shown (an id is what the designer wrote, never a raw message placeholder).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from pathlib import Path

_PLACEHOLDER = re.compile(r"[{}]|^\?+$|^MISSING\b", re.IGNORECASE)


def _l10n_lookup(content: Path | None) -> Callable | None:
    """`name(kind, id, lang, case=...)` of the localization layer for this content, if it exists.

    The layer answers with the bare id when it knows no name; that is counted as a fallback
    here (through `has_name`), so the tests can tell a named definition from an unnamed one.
    """
    try:
        module = importlib.import_module("interpreter.l10n")
    except ImportError:
        return None
    make = getattr(module, "localizer", None)
    if make is None:
        return getattr(module, "name", None)
    try:
        loc = make(content)
    except Exception:  # a broken locale folder: names fall back to ids, `wsdv l10n` reports it
        return None

    def lookup(kind: str, id_: str, lang: str, case: str | None = None) -> str | None:
        has = getattr(loc, "has_name", None)
        if has is not None and not any(_safe(has, kind, id_, x) for x in (lang, "en")):
            return None
        return loc.name(kind, id_, lang, case=case)

    return lookup


def _safe(fn: Callable, *args: object) -> bool:
    try:
        return bool(fn(*args))
    except Exception:  # an unknown language counts as "no name here"
        return False


class Names:
    """Looks names up once and remembers which ones fell back to ids (reported by the tests)."""

    def __init__(self, lookup: Callable | None = None, use_l10n: bool = True, content: Path | None = None) -> None:
        self._lookup = lookup if lookup is not None else (_l10n_lookup(content) if use_l10n else None)
        self._cache: dict[tuple, str] = {}
        self.fallbacks: set[tuple[str, str, str]] = set()

    def __call__(self, kind: str, id_: object, lang: str, case: str | None = None) -> str:
        key = (kind, str(id_), lang, case)
        if key in self._cache:
            return self._cache[key]
        text = None
        if self._lookup is not None:
            try:
                text = self._lookup(kind, str(id_), lang, case=case) if case else self._lookup(kind, str(id_), lang)
            except Exception:  # the l10n layer may not know this kind yet: fall back below
                text = None
        if not isinstance(text, str) or not text.strip() or _PLACEHOLDER.search(text):
            text = str(id_)
            self.fallbacks.add((kind, str(id_), lang))
        self._cache[key] = text
        return text

    def known(self, kind: str, id_: object, lang: str) -> bool:
        """Whether a real name (not the id) exists for this definition in this language."""
        self(kind, id_, lang)
        return (kind, str(id_), lang) not in self.fallbacks
