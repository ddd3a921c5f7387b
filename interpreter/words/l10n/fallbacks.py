"""Falling back to English at run time, reported: never silent.

A language may lack a message or a name, a translation may not format (a variable misspelt,
a term it does not define), a sentence may ask a name for a case it has no form for, or for a
case that does not exist at all (``case: "lokative"``). The reader still gets a text (the
English message, the plain form of the name) so that a game goes on, but whoever runs wsdv is
told, once per message and problem, on stderr: a warning located at the ``.ftl`` file, line
and column of the reference where one is known, in words from the locales (``l10n.ftl``).
Under ``--strict`` the first fallback is an error instead (:class:`FallbackError`, exit 2):
the switch for a translator or a release check that wants no English in another language.

A message English itself cannot format is never a fallback: that is :class:`LocaleError`
with the place of the fault, an error whatever the switch says (``wsdv l10n check`` finds
such faults before anything runs).

A text a language merely lacks (``missing``: a designer drafting in English, a language being
translated) is not a warning per message: the reporter counts them and, when the command ends
(:func:`finish`), tells them in one line, "N texts wait for translation in pl, uk
(wsdv l10n status)", which lists them one by one. The other fallbacks are faults of a translation
and are told where they are. The warnings are in the reader's language (the environment's, not
the ``--lang`` of the text being shown, which the reader may not read), naming the message id.

Commands configure the process's one :class:`Reporter` with :func:`configure` (their
``--strict`` and the language whose words the warnings use); tests use :func:`reporting`.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...diagnostics import Diagnostic, Span, closest, display_path
from ...errors import WsdvError
from ...inputs import read_lossy
from ...paths import SOURCE_LANGUAGE
from .refs import CASES, Localizer

if TYPE_CHECKING:
    from fluent.syntax import ast as ftl

    # A reference in a Fluent pattern that a failure to format may name.
    Reference = ftl.VariableReference | ftl.TermReference | ftl.MessageReference | ftl.FunctionReference

# What happened, and the message of l10n.ftl that says it.
MISSING = "missing"           # the language lacks the message or name: English is shown
FORMAT = "format"             # the language's message does not format: English is shown
UNNAMED = "unnamed"           # no language names the definition: its id is shown
ABSENT = "absent"             # no language has the message: its id is shown
UNKNOWN_CASE = "unknown-case" # a case that does not exist: the plain form is shown
NO_CASE = "no-case"           # a name without a form for this case: the plain form is shown
KINDS = (MISSING, FORMAT, UNNAMED, ABSENT, UNKNOWN_CASE, NO_CASE)


@dataclass(frozen=True)
class Fallback:
    """One fallback: in which language, for which message or term, why, and where it is written."""

    lang: str
    id: str
    kind: str                     # one of KINDS
    detail: str = ""              # the case asked for, or what failed (see :func:`cause`)
    file: Path | None = None
    line: int = 0
    col: int = 0
    end_col: int | None = None
    english: str | None = None    # where English defines it ("en/narration.ftl:12"), for the hint

    @property
    def key(self) -> tuple[str, str, str, str]:
        return self.lang, self.id, self.kind, self.detail


class LocaleError(WsdvError):
    """A text that cannot be given at all, or a fallback under ``--strict``: a located error (exit 2).

    ``str()`` is the complete diagnostic (``file:line:col: error: ...`` with the source line,
    a caret and a hint), ready for stderr.
    """


class FallbackError(LocaleError):
    """A fallback to English while ``--strict`` is on."""


class Reporter:
    """Tells of each fallback once: a warning on stderr, or under ``strict`` a :class:`FallbackError`."""

    def __init__(self) -> None:
        self.strict = False
        self.lang = SOURCE_LANGUAGE        # the language of the warnings' own words
        self.seen: set[tuple[str, str, str, str]] = set()
        self.emit: Callable[[str], None] | None = None   # None: print to the current sys.stderr
        self.reported: list[Fallback] = []
        self.waiting: dict[str, set[str]] = {}   # language -> ids it lacks (told together by finish())
        self.words: Localizer | None = None

    def report(self, fallback: Fallback, words: Localizer) -> None:
        if fallback.key in self.seen:
            return
        self.seen.add(fallback.key)
        self.reported.append(fallback)
        if fallback.kind == MISSING and not self.strict:
            self.waiting.setdefault(fallback.lang, set()).add(fallback.id)
            self.words = words
            return
        text = render(fallback, words, self.lang, "error" if self.strict else "warning")
        if self.strict:
            raise FallbackError(text)
        self._say(text)

    def _say(self, text: str) -> None:
        if self.emit is not None:
            self.emit(text)
        else:
            print(text, file=sys.stderr)

    def finish(self) -> None:
        """Tell in one line the texts that wait for translation, if any (the end of a command)."""
        if not self.waiting or self.words is None:
            return
        count = sum(len(ids) for ids in self.waiting.values())
        langs = ", ".join(sorted(self.waiting))
        self.waiting = {}
        self._say(self.words.quiet_text("l10n-waiting", self.lang, count=count, langs=langs))


_reporter = Reporter()
_generation = [0]   # bumped by configure(): localizers forget what they formatted (and told) before


def generation() -> int:
    return _generation[0]


def reporter() -> Reporter:
    """The process's reporter (every localizer reports to it)."""
    return _reporter


def finish() -> None:
    """The end of a command: the texts that wait for translation, told in one line (see :class:`Reporter`)."""
    _reporter.finish()


def configure(strict: bool = False, lang: str = SOURCE_LANGUAGE) -> None:
    """Set what a command wants: ``--strict`` (fallbacks are errors) and the language of the warnings.

    Each command starts afresh: what an earlier one in the same process reported is told again.
    """
    _reporter.strict = bool(strict)
    _reporter.lang = lang
    _reporter.seen.clear()
    _reporter.reported.clear()
    _reporter.waiting.clear()
    _generation[0] += 1


@contextlib.contextmanager
def reporting(strict: bool = False, lang: str = SOURCE_LANGUAGE) -> Iterator[Reporter]:
    """A fresh reporter for a block (tests): collects what is reported, prints nothing unless strict raises."""
    global _reporter
    saved = _reporter
    _reporter = Reporter()
    _reporter.strict, _reporter.lang = strict, lang
    _reporter.emit = lambda _text: None
    _generation[0] += 1
    try:
        yield _reporter
    finally:
        _reporter = saved
        _generation[0] += 1


def render(fallback: Fallback, words: Localizer, lang: str, severity: str) -> str:
    """The diagnostic of a fallback, its words from ``l10n.ftl`` in ``lang``."""

    def say(message: str, **args: Any) -> str:
        return words.quiet_text(message, lang, **args)

    detail = fallback.detail
    if fallback.kind == FORMAT:
        detail = describe(fallback.detail, say)
    message = say(f"l10n-fallback-{fallback.kind}", lang=fallback.lang, id=fallback.id, detail=detail)
    hints = []
    if fallback.kind == UNKNOWN_CASE:
        near = closest(fallback.detail, CASES)
        if near is not None:
            hints.append(say("l10n-hint-did-you-mean", word=near))
    if fallback.english:
        hints.append(say("l10n-hint-english", where=fallback.english))
    if severity == "error":
        hints.append(say("l10n-hint-strict"))
    name = display_path(fallback.file) if fallback.file is not None else words.root.name
    span = Span(fallback.line, fallback.col, fallback.end_col) if fallback.line else None
    source = None
    if span is not None and fallback.file is not None:
        with contextlib.suppress(OSError):
            source = read_lossy(fallback.file, "locale")
    labels = {label: say(f"l10n-label-{label}") for label in ("error", "warning", "hint", "colon")}
    return Diagnostic(name, span, message, "; ".join(hints) or None, severity).render(source, labels=labels)


# What a Fluent error says, as (what, name): the words come from l10n.ftl (`l10n-cause-<what>`).
_CAUSES = (
    (re.compile(r"Unknown external: (.+)"), "variable", "${}"),
    (re.compile(r"Unknown term: (.+)"), "reference", "{}"),
    (re.compile(r"Unknown message: (.+)"), "reference", "{}"),
    (re.compile(r"Unknown attribute: (.+)"), "reference", "{}"),
    (re.compile(r"Unknown function: (\w+)"), "function", "{}()"),
    (re.compile(r"Cyclic reference"), "cycle", ""),
)


def cause(error: Exception) -> tuple[str, str]:
    """What a Fluent formatting error is about: (``variable``, ``$count``), (``reference``, ``-card-9``)..."""
    if isinstance(error, RecursionError):  # a chain of hundreds of terms: Fluent's resolver recurses
        return "depth", ""
    text = str(error)
    for pattern, what, name in _CAUSES:
        m = pattern.match(text)
        if m:
            return what, name.format(*m.groups()) if m.groups() else ""
    return "other", f"{type(error).__name__}: {text}"


def describe(detail: str, say: Callable[..., str]) -> str:
    """A formatting failure in words: ``detail`` is ``what:name`` as :func:`cause` gives it."""
    what, _, name = detail.partition(":")
    return say(f"l10n-cause-{what}", name=name)


def node_name(what: str, name: str) -> tuple[type[Reference], str] | None:
    """The kind of syntax node a cause names and its id in the tree, to locate it in an entry."""
    from fluent.syntax import ast as ftl

    if what == "variable":
        return ftl.VariableReference, name.lstrip("$")
    if what == "reference":
        base = name.split(".", 1)[0]
        return (ftl.TermReference, base[1:]) if base.startswith("-") else (ftl.MessageReference, base)
    if what == "function":
        return ftl.FunctionReference, name.rstrip("()")
    return None
