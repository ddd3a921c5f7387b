"""A Pygments lexer for the content language, so that `.wsdv` notation is highlighted.

It is registered under the ``pygments.lexers`` entry point (``pyproject.toml``), so any tool
built on Pygments finds it by its alias ``wsdv``: the rules site's Markdown (```` ```wsdv ````
fences), ``pygmentize -l wsdv``, editors.  The words it knows come from the language itself:
the kinds and keys of the JSON Schemas in ``grammar/schemas/`` and the primitives of
``vocabulary.py``; a new kind or key is highlighted without touching this file.
"""

from __future__ import annotations

import json
import re
from functools import cache

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Whitespace,
)

from ..paths import schema_dir
from .vocabulary import CALLABLES

STATEMENTS = ("let", "for", "in", "if", "else", "repeat", "not", "and", "or")
OVERLAYS = ("replace", "amend", "delete")
CONSTANTS = ("yes", "no", "none")


@cache
def _schema_words() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The declaration kinds and the keys they take, read from the schemas."""
    kinds, keys = set(), set()
    for f in schema_dir().glob("*.schema.json"):
        kind = f.name.removesuffix(".schema.json")
        if kind == "common":
            continue
        kinds.add(kind)
        props = json.loads(f.read_text(encoding="utf-8")).get("properties", {})
        keys |= set(props) - {"kind", "id", "overlay", "body", "params", "ends"}
    return tuple(sorted(kinds)), tuple(sorted(keys))


KINDS, KEYS = _schema_words()
NAME = r"[A-Za-z_][A-Za-z0-9_]*"


class WsdvLexer(RegexLexer):
    """Highlights `.wsdv` content: declarations, keys, calls, statements, texts and comments."""

    name = "wsdv"
    aliases = ["wsdv"]
    filenames = ["*.wsdv"]
    mimetypes = ["text/x-wsdv"]
    flags = re.MULTILINE

    tokens = {
        "root": [
            (r"[ \t]+", Whitespace),
            (r"\r\n|\r|\n", Whitespace),
            (r"#.*?$", Comment.Single),
            (r'"', String.Double, "string"),
            # A line's first word: an overlay word, a statement, a call or a declaration's kind.
            (rf"^(\s*)((?:(?:{'|'.join(OVERLAYS)})\s+)?)({'|'.join(KINDS)})(\s+)({NAME}|-?\d+)",
             bygroups(Whitespace, Keyword.Namespace, Keyword.Declaration, Whitespace, Name.Class)),
            (words(STATEMENTS, suffix=r"\b"), Keyword),
            (words(CONSTANTS, suffix=r"\b"), Keyword.Constant),
            (words(tuple(sorted(CALLABLES)), suffix=r"(?=\s*\()"), Name.Builtin),
            (rf"{NAME}(?=\s*\()", Name.Function),
            (rf"({NAME})(\s*)(=)(?!=)", bygroups(Name.Variable, Whitespace, Operator)),
            (words(KEYS, prefix=r"(?<=\s)", suffix=r"(?=\s)"), Name.Attribute),
            (NAME, Name),
            (r"-?\d+", Number.Integer),
            (r"\.\.|--|==|!=|<=|>=|[-+*/<>?:.=]", Operator),
            (r"[{}()\[\],]", Punctuation),
            (r".", Text),
        ],
        "string": [
            (r'\\.', String.Escape),
            (r'"', String.Double, "#pop"),
            (r'[^"\\\n]+', String.Double),
            (r"\n", String.Double, "#pop"),  # an unclosed text ends with its line, as the parser says
        ],
    }
