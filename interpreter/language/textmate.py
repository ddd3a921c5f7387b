"""A TextMate grammar for `.wsdv` (VS Code and other editors).

Unlike the Pygments lexer it names no kind, key or primitive: a line's first word followed by an
id is a declaration, a name before `(` a call, so the grammar never goes stale as the language
grows.  ``editors/wsdv.tmLanguage.json`` is this module's output; a test keeps it in step::

    .venv/bin/python -m interpreter.language.textmate > editors/wsdv.tmLanguage.json
"""

from __future__ import annotations

import re

from .lexer import CONSTANTS, NAME, OVERLAYS, STATEMENTS


def grammar() -> dict:
    """The grammar as JSON data (see the module's docstring)."""
    def alt(ws) -> str:
        return "|".join(re.escape(w) for w in ws)
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "wsdv",
        "scopeName": "source.wsdv",
        "fileTypes": ["wsdv"],
        "patterns": [
            {"name": "comment.line.number-sign.wsdv", "match": "#.*$"},
            {"name": "string.quoted.double.wsdv", "begin": '"', "end": '"|$',
             "patterns": [{"name": "constant.character.escape.wsdv", "match": "\\\\."}]},
            {"match": rf"^\s*(?:({alt(OVERLAYS)})\s+)?(?!(?:{alt(STATEMENTS)})\b)([a-z_]+)\s+({NAME}|-?\d+)",
             "captures": {"1": {"name": "keyword.other.overlay.wsdv"}, "2": {"name": "storage.type.kind.wsdv"},
                          "3": {"name": "entity.name.type.wsdv"}}},
            {"name": "keyword.control.wsdv", "match": rf"\b(?:{alt(STATEMENTS)})\b"},
            {"name": "constant.language.wsdv", "match": rf"\b(?:{alt(CONSTANTS)})\b"},
            {"name": "entity.name.function.wsdv", "match": rf"\b{NAME}(?=\s*\()"},
            {"name": "variable.parameter.wsdv", "match": rf"\b{NAME}(?=\s*=(?!=))"},
            {"name": "constant.numeric.wsdv", "match": r"-?\b\d+\b"},
            {"name": "keyword.operator.wsdv", "match": r"\.\.|--|==|!=|<=|>=|[-+*/<>?:=]"},
        ],
    }


if __name__ == "__main__":
    import json
    import sys

    sys.stdout.write(json.dumps(grammar(), indent=2, ensure_ascii=False) + "\n")
