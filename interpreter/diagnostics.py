"""Problems found in content, and how they are shown to a designer.

Every stage of the pipeline reports through :class:`Diagnostic` so that a
syntax error, a schema failure and an unresolved reference all look the same:
``path:line:col: error: message``, the source line, a caret under the spot and
an optional hint.  Stages collect diagnostics instead of raising, so one run
shows every problem in every file.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from .paths import display_path as display_path  # where it lives; named here for the readers of reports


class Span(NamedTuple):
    """A stretch of one source line (1-based line and columns, end exclusive).

    A named tuple, not a dataclass: reading a content set makes one for nearly every token,
    and a tuple is made in half the time and held in half the memory.
    """

    line: int
    col: int
    end_col: int | None = None


# A diagnostic's words in the locales: a message id and its arguments (texts and whole numbers).
Words = tuple[str, tuple[tuple[str, "str | int"], ...]]


def words(message_id: str, **args: str | int) -> Words:
    """The words of a diagnostic (see :attr:`Diagnostic.words`), its arguments in a stable order."""
    return message_id, tuple(sorted(args.items()))


@dataclass(frozen=True)
class Diagnostic:
    """One problem at one place in one content file."""

    file: str
    span: Span | None
    message: str
    hint: str | None = None
    severity: str = "error"
    trail: str | None = None  # for a failure of a running game: the chain of content that led there
    # The message's words in the locales, for a command that prints in another language: a message
    # id (its hint is `<id>-hint`) and its arguments; `message` and `hint` are its English.
    words: Words | None = None

    def sort_key(self) -> tuple:
        line = self.span.line if self.span else 0
        col = self.span.col if self.span else 0
        return (line, col)

    def render(self, source: str | list[str] | None = None, colour: bool = False,
               labels: dict[str, str] | None = None) -> str:
        """The message as a designer reads it, with the source line and a caret; ``source`` is the
        file's text, or its lines already split (a report of many diagnostics splits each file once).

        ``labels``: the words for "error", "warning", "hint" and the "colon" after them in the reader's language, for a
        diagnostic whose message is worded in it (a fallback warning in Polish says "ostrzeżenie"), and
        "while running" before the trail of a failure of a running game.
        """
        words = labels or {}
        colon = words.get("colon", ":")   # French writes a no-break space before it
        where = inert(self.file)
        if self.span:
            where += f":{self.span.line}:{self.span.col}"
        sev = words.get(self.severity, self.severity)
        if colour:
            sev = ("\x1b[1;31m" if self.severity == "error" else "\x1b[1;33m") + sev + "\x1b[0m"
        out = [f"{where}{colon} {sev}{colon} {inert(self.message)}"]
        if self.span and source is not None:
            lines = source.split("\n") if isinstance(source, str) else source
            if 1 <= self.span.line <= len(lines):
                text = _visible(lines[self.span.line - 1].rstrip("\r"))
                out.append(f"    {text}")
                start = max(self.span.col - 1, 0)
                end = self.span.end_col - 1 if self.span.end_col else start + 1
                width = max(1, min(end, len(text) + 1) - start)
                out.append("    " + " " * start + "^" * width)
        if self.trail:
            out.append(f"  {words.get('while running', 'while running')}{colon} {inert(self.trail)}")
        if self.hint:
            out.append(f"  {words.get('hint', 'hint')}{colon} {inert(self.hint)}")
        return "\n".join(out)


# The control characters a terminal acts on (ESC begins sequences that retitle it, clear it, move
# its cursor or write its clipboard), but not the line break and tab a message may hold.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7f, 0xa0)) if chr(c) not in "\n\t"}


def inert(text: str) -> str:
    """A message, hint or file name as a terminal shows it and does nothing else: each control
    character written as its escape (``\\x1b``). A diagnostic quotes what the content holds (a
    string, a file's name), and a downloaded pack's text must not drive the reader's terminal."""
    return text.translate(_CONTROLS)


def _visible(line: str) -> str:
    """A source line as it can be shown above a caret: one printable character per character.

    Tabs become one space and control characters a replacement sign, so that columns (counted
    in characters) still line up with the caret under them.
    """
    return "".join(" " if c == "\t" else c if c.isprintable() else "\ufffd" for c in line)


@dataclass
class Report:
    """All diagnostics of one run, and the sources they point into."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)

    def add_source(self, name: str, text: str) -> None:
        if name not in self.sources:
            self.order.append(name)
        self.sources[name] = text

    def error(self, file: str, span: Span | None, message: str, hint: str | None = None,
              words: Words | None = None) -> None:
        self.diagnostics.append(Diagnostic(file, span, message, hint, words=words))

    def warning(self, file: str, span: Span | None, message: str, hint: str | None = None,
                words: Words | None = None) -> None:
        """Something valid that is probably a slip (see usage.py); errors only under --strict."""
        self.diagnostics.append(Diagnostic(file, span, message, hint, severity="warning", words=words))

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "warning"]

    def extend(self, diags: Iterable[Diagnostic]) -> None:
        self.diagnostics.extend(diags)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    def sorted(self) -> list[Diagnostic]:
        """Diagnostics in file order (files as loaded), then by position; duplicates dropped."""
        rank = {name: i for i, name in enumerate(self.order)}
        seen: set[Diagnostic] = set()
        unique = []
        for d in self.diagnostics:
            if d not in seen:
                seen.add(d)
                unique.append(d)
        return sorted(unique, key=lambda d: (rank.get(d.file, len(rank)), d.file, d.sort_key()))

    def render(self, colour: bool = False, labels: dict[str, str] | None = None) -> str:
        """Every diagnostic in file order; ``labels``: "error", "warning", "hint" in the reader's language
        (see :meth:`Diagnostic.render`)."""
        lines: dict[str, list[str]] = {}  # each file split once, however many diagnostics it has

        def split(file: str) -> list[str] | None:
            if file not in self.sources:
                return None
            if file not in lines:
                lines[file] = self.sources[file].split("\n")
            return lines[file]

        return "\n".join(d.render(split(d.file), colour, labels) for d in self.sorted())


# How alike a word and a known one must be (difflib's ratio, 0..1) for the known one to be
# offered: 0.7 keeps one-letter slips in short words ("halfs" -> "halves", 0.73) and leaves out
# words that merely share a part ("police_to" is not "use_police", 0.63).
CLOSE_ENOUGH = 0.7


def closest(word: str, candidates: Iterable[str]) -> str | None:
    """The known word ``word`` was most likely meant to be, compared without regard to case
    (``Alpha`` is ``alpha``); None when none is close enough. Ties go to the first in order."""
    pool = sorted(set(str(c) for c in candidates))
    folded: dict[str, str] = {}
    for c in pool:
        folded.setdefault(c.casefold(), c)
    close = difflib.get_close_matches(str(word).casefold(), list(folded), n=1, cutoff=CLOSE_ENOUGH)
    return folded[close[0]] if close else None


# An argument of a diagnostic's words that is absent (no close word, no owner): the locales select on it,
# and a Fluent variant key is a name (content ids are never `none`: it is a constant of the language).
NONE = "none"


def near(word: str, candidates: Iterable[str]) -> str:
    """The known word for a diagnostic's words (its hint's ``$near``), or :data:`NONE` when none is close
    enough: the hint `did you mean '...'?` in the reader's language (content/locales/*/diagnostics.ftl)."""
    found = closest(word, candidates)
    return NONE if found is None else found


def a_kind(kind: str) -> str:
    """A kind of declaration as an English diagnostic names it, with its article: "a card", "an icon",
    "a use". English writes "an" before a vowel sound, told here by the spelling (a, e, i, o; a u except
    where it sounds "you", a consonant and a vowel after it: use, unit). The English locale's messages
    choose the same article kind by kind (``{ $kind -> [icon] an ...}`` in diagnostics.ftl), and
    tests/test_check_words.py holds the two to each other for every kind of the language."""
    you = kind[:1] == "u" and kind[1:2] not in ("", *"aeiou") and kind[2:3] in ("a", "e", "i", "o", "u")
    vowel = kind[:1] in ("a", "e", "i", "o") or (kind[:1] == "u" and not you)
    return f"{'an' if vowel else 'a'} {kind}"


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A hint naming the closest known word (:func:`closest`), when one is close enough."""
    near = closest(word, candidates)
    return f"did you mean '{near}'?" if near is not None else None
