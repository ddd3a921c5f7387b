"""Names of definitions (provinces, tracks, icons, phases...) in each language, for the site.

The names belong to the localization layer (`interpreter.words.l10n`, Fluent files in
`content/locales/`). This wrapper remembers which definitions have no name in a language (the
layer then answers with English or the bare id), so the tests can insist that none is missing.
"""

from __future__ import annotations

from pathlib import Path

from .l10n import Localizer, localizer


class Names:
    """Names of one content folder's definitions; records which fell back to English or to the id."""

    def __init__(self, content: Path | None = None, loc: Localizer | None = None) -> None:
        self.l10n = loc if loc is not None else localizer(content)
        self._cache: dict[tuple, str] = {}
        self.fallbacks: set[tuple[str, str, str]] = set()

    def __call__(self, kind: str, id_: object, lang: str, case: str | None = None) -> str:
        key = (kind, str(id_), lang, case)
        if key not in self._cache:
            if not self.l10n.has_name(kind, id_, lang):
                self.fallbacks.add((kind, str(id_), lang))
            self._cache[key] = self.l10n.name(kind, id_, lang, case=case)
        return self._cache[key]

    def known(self, kind: str, id_: object, lang: str) -> bool:
        """Whether this language itself names the definition."""
        return self.l10n.has_name(kind, id_, lang)
