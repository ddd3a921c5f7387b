"""French typography is written into the French texts (docs/guide/localization.md): a no-break space
before ':' and a narrow one before ';', '!', '?', '»' and after '«'. A plain space there lets a line
break before the colon or strand a guillemet at the start of a line, on the terminal and on the site.
A German slogan keeps its own spelling ("Wir sind das Volk?"), and code in backticks is left alone."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

ROOT = Path(__file__).resolve().parent.parent
FRENCH_FLUENT = sorted((ROOT / "content" / "locales" / "fr").glob("*.ftl")) + [ROOT / "docs" / "fr" / "site.ftl"]
FRENCH_PAGES = sorted((ROOT / "docs" / "fr").glob("*.md"))

# A plain space (not U+00A0 or U+202F) before the high punctuation, or right after an opening guillemet.
PLAIN_SPACE = re.compile(r" [:;!?»]|« ")


def _visible(text: str) -> str:
    """The words of a text a reader sees: code spans dropped (they are typed, not typeset)."""
    return re.sub(r"`[^`]*`", "", text)


def _fluent_texts(path: Path):
    """(id, text) for every piece of literal text of every message, term and attribute of a file."""
    for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(entry, (ast.Message, ast.Term)):
            continue
        name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
        patterns = [entry.value] + [a.value for a in entry.attributes]
        for pattern in patterns:
            for node in _walk(pattern):
                if isinstance(node, ast.TextElement):
                    yield name, node.value
                elif isinstance(node, ast.StringLiteral):
                    yield name, node.parse()["value"]


def _walk(node):
    if isinstance(node, ast.BaseNode):
        yield node
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from _walk(item)
            else:
                yield from _walk(value)


def test_french_messages_put_a_no_break_space_before_high_punctuation():
    found = []
    for path in FRENCH_FLUENT:
        # Text elements are split at placeables, so a space before "{ $x } :" sits at the start of the
        # next element: the check reads each element with what precedes it kept as one character.
        for name, text in _fluent_texts(path):
            for match in PLAIN_SPACE.finditer(_visible(text)):
                found.append(f"{path.relative_to(ROOT)}: {name}: …{text[max(0, match.start() - 20):match.end() + 5]}…")
    assert not found, "plain spaces where French wants a no-break one:\n" + "\n".join(found)


def test_french_pages_put_a_no_break_space_before_high_punctuation():
    found = []
    for path in FRENCH_PAGES:
        fenced = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if fenced or line.startswith("<!--"):
                continue
            if PLAIN_SPACE.search(_visible(line)):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert not found, "plain spaces where French wants a no-break one:\n" + "\n".join(found)


def test_the_check_itself_sees_a_plain_space():
    assert PLAIN_SPACE.search("Carte suivante : 5") and PLAIN_SPACE.search("« titre")
    assert not PLAIN_SPACE.search("Carte suivante\u00a0: 5") and not PLAIN_SPACE.search("«\u202ftitre\u202f»")
    assert not PLAIN_SPACE.search(_visible("lancez `a ? b : c` puis"))
