"""The one root of every error wsdv raises on purpose: :class:`WsdvError`.

A Python user of wsdv (``import interpreter``) catches ``WsdvError`` to tell "wsdv refused this,
and says why" from a bug (any other exception).  Each floor defines the errors of its own work
(a log that is not a log, a locale that cannot give a text, a player that is no player) next
to the code that raises them, each a subclass of this root; the command line (``cli/``) alone
turns them into printed diagnostics and exit codes, so nothing below it exits or picks a
status.  A class keeps its older bases where callers catch them (``UnknownLanguage`` is still
a ``ValueError``, ``MissingText`` a ``LookupError``): the root is added first, so
``except ValueError`` goes on working.

What stays outside the root, deliberately: the exceptions that are control flow, raised and
caught inside one floor and never seen by anyone who calls wsdv.  They are not errors at all,
and an ``except WsdvError`` around a game must never swallow one that was meant to unwind it:

- ``engine.evaluator.GameOver``: a result was set; unwinds the running content to the top of the game.
- ``engine.evaluator.Unexecutable``: a choice with nothing to choose from; the rest of the icon
  lapses (rules §6.4), caught by the compiled content code.
- ``engine.heuristic._Budget`` and ``_Branch``: a bot's look-ahead stops, or hands a decision back.
- ``engine.session._Stop``: a replay reached the decision it was asked to stop at.
- ``language.lalr.NotParsed``: the fast parser gives up and Lark reads the text to say why.
- ``inputs._Moved``: a file's path changed under the reader's walk; it looks at the path afresh.

``tests/test_errors.py`` walks every module of the package and holds this list to the truth.

The root gives every error one shape: the message (``str(err)``, also ``err.message``), and,
where the raiser has them, a ``hint`` (what to do), the ``diagnostics`` (located problems,
:class:`~interpreter.diagnostics.Diagnostic`) behind it, and the ``words``: the id of the message
in the locales that says the same (``cli-refusals.ftl``) with its values, so that the command line
tells a reader the refusal in their language (the hint is the message ``<id>-hint``); the English
message stays for a Python caller and for logs.  This module is on the ground floor and
imports nothing of the project at run time (only the builtin `errno`), so defining an error costs no module a heavy import.

An error raised with its ``words`` and no message of its own (``ContentError(words=(...))``) has
its English written once, in the English locale: ``str(err)`` and ``err.hint`` are said from the
words when first asked for, by the class's :meth:`WsdvError.say_english`.  The locales are read
on the words floor, above this one, so only a class that lives there or higher can say them (each
subclasses ``interpreter.words.english.SaidInEnglish``: a content error, a log's or a scenario's
refusal...); a class that cannot must be given its message, and is refused at once when it is not (a
bug of the raiser, found by its test).
"""

from __future__ import annotations

import errno

TYPE_CHECKING = False  # typing is not imported at run time: every module that defines an error imports this one
if TYPE_CHECKING:  # for the annotations only (diagnostics.py imports dataclasses, too heavy for every error)
    from collections.abc import Iterable, Mapping
    from typing import Any

    from .diagnostics import Diagnostic, Report

__all__ = ["CONTROL_FLOW", "ContentInvalid", "WsdvError", "os_reason"]


def os_reason(err: OSError) -> dict[str, str]:
    """Why the system refused a file, for the locales: the error's code (the common ones are worded in
    each language; "other" for the rest) and the system's own words, which the messages show for any
    code they do not word."""
    return {"code": errno.errorcode.get(err.errno or 0, "other"), "reason": str(err.strerror or err)}

# The exceptions that are control flow, not errors (see above), by module and name.
CONTROL_FLOW = frozenset({
    ("interpreter.engine.evaluator", "GameOver"),
    ("interpreter.engine.evaluator", "Unexecutable"),
    ("interpreter.engine.heuristic", "_Budget"),
    ("interpreter.engine.heuristic", "_Branch"),
    ("interpreter.engine.foresight", "_Budget"),
    ("interpreter.engine.foresight", "_Branch"),
    ("interpreter.cli.simulate", "_WeightsFailed"),   # its problems were printed already
    ("interpreter.engine.session", "_Stop"),
    ("interpreter.language.lalr", "NotParsed"),
    ("interpreter.inputs", "_Moved"),
})


class WsdvError(Exception):
    """Something wsdv was asked to do and refused, with the reason as its message.

    ``hint`` says what to do about it and ``diagnostics`` holds the located problems behind it,
    where the raiser has them; both default to nothing on the class, so an error that has
    neither carries no extra state (and pickles as before).  An error given ``words`` and no
    message says both in English from the locales (see the module's docstring).
    """

    diagnostics: tuple[Diagnostic, ...] = ()
    words: tuple[str, dict[str, str | int]] | None = None
    _hint: str | None = None

    def __init__(self, *args: object, hint: str | None = None, diagnostics: Iterable[Diagnostic] = (),
                 words: tuple[str, dict[str, object]] | None = None) -> None:
        if not args and words is not None and type(self).say_english is WsdvError.say_english:
            raise TypeError(f"{type(self).__name__} cannot say its words in English: give it its message")
        super().__init__(*args)
        if hint is not None:
            self._hint = hint
        if diagnostics:
            self.diagnostics = tuple(diagnostics)
        if words is not None:
            # a count stays a number (the message picks its plural form), anything else is said as text
            self.words = (words[0], {k: v if type(v) is int else str(v) for k, v in words[1].items()})

    def say_english(self, message_id: str, values: Mapping[str, Any], optional: bool = False) -> str | None:
        """A message of the locales in English (``optional``: None where English has none, a hint):
        a class on the words floor or above says it (see the module's docstring); the root cannot,
        and is never asked (an error given words alone is refused when made)."""
        raise TypeError(f"{type(self).__name__} cannot say its words in English")

    def __str__(self) -> str:
        if self.args or self.words is None:
            return super().__str__()
        return self.say_english(self.words[0], self.words[1]) or ""

    @property
    def message(self) -> str:
        """The message alone (``str(err)`` of a one-argument error, or of one said from its words)."""
        if self.args:
            return str(self.args[0])
        return str(self) if self.words is not None else ""

    @property
    def hint(self) -> str | None:
        """What to do about it: the raiser's, or for an error said from its words, the English of
        ``<id>-hint`` where the locales have one."""
        if self._hint is None and not self.args and self.words is not None:
            return self.say_english(self.words[0] + "-hint", self.words[1], True)
        return self._hint

    @hint.setter
    def hint(self, value: str | None) -> None:
        self._hint = value


class ContentInvalid(WsdvError):
    """The content (with its variants and overlays) has errors, so there are no rules to play.

    Raised by :func:`interpreter.load`; ``diagnostics`` holds every problem found (warnings too),
    ``errors`` the errors among them, and ``str(err)`` is the report as ``wsdv check`` prints it (without colour).
    """

    def __init__(self, report: Report) -> None:
        self.report = report
        n = len(report.errors)
        super().__init__(f"{report.render()}\n{n} error{'s' if n != 1 else ''} in the content",
                         diagnostics=report.sorted())

    def __reduce__(self) -> tuple:
        """Pickled by its report (an error from a worker process), not by the rendered message."""
        return (type(self), (self.report,))

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]
