"""The exact rule beneath the prose: a declaration's own lines from its content file, highlighted.

A reader who wants the rule as it runs opens it under the prose (collapsed by default): the
lines of the declaration as the designer wrote them, comments included, highlighted by the
content language's Pygments lexer, with a link to the whole file at that line. The content
files themselves become pages of the site (`source/<file>/`), each line with an anchor.
"""

from __future__ import annotations

import functools
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter

from ..language.lexer import WsdvLexer
from ..rules.sources import Where
from ..words.markup import Safe
from ..words.markup import text as esc
from .guide import read_page

_LEXER = WsdvLexer()
# A fold of the rule as the game runs it. The player's search leaves it out (Material's search skips an
# element marked `data-search-exclude`): its code and its `file.wsdv:line` are for designers, and the
# result panel showed them as a rule's snippet ("outcomes.wsdv:11" and the declaration under a search
# for "банкрутство"); the rule's words stay in the index, from the prose above the fold.
FOLD_OPEN = '<details class="wsdv-notation" data-search-exclude>'


def _depth_change(line: str) -> int:
    """How much a line opens (+) or closes (-) braces, outside texts and comments."""
    depth, quoted = 0, False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif not quoted and c == "#":
            break
        elif not quoted and c == "{":
            depth += 1
        elif not quoted and c == "}":
            depth -= 1
    return depth


def declaration_lines(lines: list[str], first: int) -> list[str]:
    """The lines of the declaration starting at line `first` (1-based): up to the brace that closes
    its block, or its one line with the indented lines that continue it."""
    out: list[str] = []
    depth = 0
    for i in range(first - 1, len(lines)):
        line = lines[i]
        if out and depth == 0 and not (line.startswith((" ", "\t")) and line.strip()
                                       and not line.lstrip().startswith("#")):
            break
        out.append(line)
        depth += _depth_change(line)
        if depth == 0 and line.rstrip().endswith("}"):
            break
    return out


class Sources:
    """The content files a site shows, read once; remembers which ones the pages link to."""

    def __init__(self) -> None:
        self._lines: dict[Path, list[str]] = {}
        self.used: dict[str, Where] = {}  # slug -> a place in the file

    def slug(self, at: Where) -> str:
        """The page of the file a declaration is in (`source/<slug>/`), the same for every declaration
        of that file and never shared by two files (an overlay's `flow.wsdv` is not the content's)."""
        slug, n = at.slug, 1
        while slug in self.used and self.used[slug].path != at.path:
            n += 1
            slug = f"{at.slug}-{n}"
        self.used.setdefault(slug, at)
        return slug

    def lines(self, at: Where) -> list[str]:
        if at.path not in self._lines:
            self._lines[at.path] = read_page(at.path, at.root).splitlines()   # (bounded, never a link out)
        return self._lines[at.path]

    def block(self, at: Where) -> str:
        return "\n".join(declaration_lines(self.lines(at), at.line))

    def whole(self, at: Where) -> str:
        return "\n".join(self.lines(at))


@functools.lru_cache(maxsize=512)  # a build shows about 170 different blocks
def highlighted(code: str, first_line: int = 1, anchors: bool = False) -> str:
    """Content notation as HTML (Pygments escapes the text); no blank line, so that Markdown keeps
    the block as raw HTML. Kept once made: every language's pages show the same blocks, and
    Pygments' formatter alone took half a second a build (benchmarks/site.py)."""
    formatter = HtmlFormatter(cssclass="highlight wsdv-code", linenos="inline" if anchors else False,
                              linenostart=first_line, lineanchors="L" if anchors else "", anchorlinenos=anchors,
                              wrapcode=True)
    html = highlight(code, _LEXER, formatter)
    return "\n".join(line if line.strip() else "&#8203;" for line in html.rstrip("\n").split("\n"))


def notation_block(summary: str, link: str, label: str, code: str) -> Safe:
    """A collapsed block with the exact rule and, inside it above the code, its place in the content (a
    link): a link inside <summary> would be a control within a control, which a screen reader or a
    keyboard cannot tell apart (axe-core's nested-interactive)."""
    return Safe(f'{FOLD_OPEN}<summary>{esc(summary)}</summary>\n'
                f'<p class="wsdv-notation-source"><a href="{link}">{esc(label)}</a></p>\n'
                f'{highlighted(code)}\n</details>')
