"""What the parsers know of the language besides the grammar (no Lark here: the fast path reads it).

Where a newline ends a line (shared by ``syntax._Lines`` and ``lalr.tokens``), and what
the schemas say about kinds and keys, for the syntax errors' messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

# A newline ends a line only outside `( )` and `[ ]` and after a complete phrase: after
# one of these tokens the line goes on (a wrapped list or expression).
CONTINUES = frozenset({
    "COMMA", "PLUS", "MINUS", "STAR", "SLASH", "COMP_OP", "EQUAL", "DOTDOT", "LINK",
    "QMARK", "COLON", "AND", "OR", "NOT", "LBRACE", "_NL", "LPAR", "LSQB",
})


@dataclass(frozen=True)
class Language:
    """What the schemas say about declarations, so syntax errors can speak of keys and kinds.

    ``keys`` maps each kind of declaration to the keys it takes, ``lists`` and ``texts`` to
    those of its keys that take a list or a quoted text; ``nested`` lists the kinds that only
    appear inside another declaration's block.  All are optional: without them the messages
    are still correct, only less specific.
    """

    keys: Mapping[str, frozenset[str]] = field(default_factory=dict)
    nested: frozenset[str] = frozenset()
    lists: Mapping[str, frozenset[str]] = field(default_factory=dict)
    texts: Mapping[str, frozenset[str]] = field(default_factory=dict)
    meanings: Mapping[tuple[str, str], str] = field(default_factory=dict)  # (kind, key) -> what it is

    def is_key(self, kind: str | None, word: str) -> bool:
        return kind is not None and word in self.keys.get(kind, ())

    def any_key(self, word: str) -> bool:
        return any(word in keys for keys in self.keys.values())
