"""Text from content and locales made inert for the pages: no markup survives in it.

The pages are Markdown with some raw HTML, so a text is dangerous twice: as HTML (`<script>`,
`<img onerror=...>`) and as Markdown (`[x](javascript:...)`, `{: onclick=... }` of attr_list,
`*emphasis*`). `text()` writes every character that either language gives a meaning to as a
numeric character reference: Markdown leaves references alone, HTML shows the character, and
the same escaped text is right in running text, in a heading, in a table cell and in an
attribute value. Only our own page code writes markup; every text it inserts goes through here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# & first is not needed: every special character is replaced in one pass.
_SPECIAL = {c: f"&#{ord(c)};" for c in "&<>\"'`*_[]{}()#|!\\~"}
_TABLE = str.maketrans(_SPECIAL)


class Safe(str):
    """Page text that is already inert (escaped, or markup our own code wrote): never escaped again."""


def text(value: Any) -> Safe:
    """Any text as inert page text (Markdown, HTML text or a quoted HTML attribute)."""
    if isinstance(value, Safe):
        return value
    return Safe(str(value).translate(_TABLE).replace("\n", " "))


def join(sep: str, parts: Iterable[Any]) -> Safe:
    """Texts joined, each escaped unless it is already inert."""
    return Safe(text(sep).join(text(p) for p in parts))


def url_part(value: str) -> str:
    """An id as part of a URL or a file name we write (ids are letters, digits, `_` and `-`)."""
    return "".join(c for c in str(value) if c.isalnum() or c in "_-")
