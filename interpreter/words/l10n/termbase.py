"""A language's term base: the rulebook's word for a thing, and the variants it rejects.

Why: one thing had two names in one language (Ukrainian поле and комірка for a track space,
French pion and marqueur, German Phase and Schritt); each translation read well alone, and only a
reader of whole games noticed. A term base, as Weblate's glossary checks keep one, lets the
translator write the decision down once, in plain text beside the translations
(``content/locales/<lang>/terms.txt``), and `wsdv l10n check` flag every message that uses a
rejected variant. One rule per line::

    # the term       <- variants it rejects      | phrases that contain one and are right
    комірка          <- поле, поля, полі, полем   | ігрове поле, ігрового поля

A rejected variant matches as a whole word, in any case, in the words of a translated message
(not its variables, ids or comments); an allowed phrase is left out before matching, so "the game
board" can keep a word that a track space may not use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fluent.syntax import ast as ftl

from ...inputs import read_lossy
from .catalog import walk

TERMS_FILE = "terms.txt"


@dataclass(frozen=True)
class TermRule:
    """One decision: ``term`` is the word; each of ``rejected`` is not, except inside ``allowed`` phrases."""

    term: str
    rejected: tuple[str, ...]
    allowed: tuple[str, ...]
    line: int


def read_terms(folder: Path) -> tuple[list[TermRule], list[tuple[int, str]]]:
    """The rules of a language's term base, and its lines that are not rules (line, what is wrong)."""
    path = folder / TERMS_FILE
    if not path.is_file():
        return [], []
    rules, problems = [], []
    # (a file of the language folder: not one whose links lead out of the content, as read_catalog)
    for n, raw in enumerate(read_lossy(path, "locale", within=folder.parent.parent).splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        term, sep, rest = line.partition("<-")
        rejected, _, allowed = rest.partition("|")
        words = tuple(w.strip() for w in rejected.split(",") if w.strip())
        if not sep or not term.strip() or not words:
            problems.append((n, "expected `term <- rejected, variants | allowed phrases`"))
            continue
        rules.append(TermRule(term.strip(), words, tuple(p.strip() for p in allowed.split(",") if p.strip()), n))
    return rules, problems


def words_of(node: ftl.Message | ftl.Term) -> str:
    """The words a message shows, its text elements joined (placeables' variables and ids left out)."""
    return " ".join(e.value for e in walk(node) if isinstance(e, ftl.TextElement))


@lru_cache(maxsize=1024)
def _pattern(word: str) -> re.Pattern[str]:
    """The whole-word pattern of ``word`` (kept: `wsdv l10n check` asks for each rule's words once
    for every text of every language, tens of thousands of times, and building one is most of it)."""
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)


def violations(rule: TermRule, text: str) -> list[str]:
    """The rejected variants a text uses outside the allowed phrases."""
    for phrase in rule.allowed:
        text = _pattern(phrase).sub(" ", text)
    return [w for w in rule.rejected if _pattern(w).search(text)]
