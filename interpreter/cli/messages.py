"""What a command says to the person who ran it about their files (a log in use, a rename that was
interrupted, a folder that is no site), from the locales (``content/locales/<lang>/cli.ftl``) in
the command's language: its ``--lang``, else the environment's, else English.

These texts are wsdv's, not the content's: a designer's content folder made before a message
existed still gets it, from the shipped locales (``Localizer.quiet_text``), so a refusal never
turns into a missing-text warning.

The l10n library (its localizer: Fluent and Babel) is loaded only when a function here says
something (:func:`~interpreter.cli.localized.localizer_of`): `wsdv check` imports this module, and a
check answered from the cache with nothing to report says nothing; loading the library would add
about 100 ms of CPU to it (benchmarks/startup.py). The command's language needs no Fluent
(words/languages.py, through cli/options.py).
"""

from __future__ import annotations

import sys
from typing import Any

from ..errors import WsdvError
from ..words.languages import DEFAULT_LANGUAGE
from .exitcodes import EXIT_CONTENT
from .localized import localizer_of
from .options import language_for


def language(args: Any) -> str:
    """The command's language; English where it names a language the content lacks (that is
    reported by the command itself, not here)."""
    try:
        return language_for(args)
    except WsdvError:
        return "en"


def say(args: Any, message_id: str, **values: Any) -> str:
    """The message ``message_id`` of cli.ftl in the command's language, with ``values`` filled in."""
    return localizer_of(getattr(args, "content", None)).quiet_text(message_id, language(args), **values)


def hinted(args: Any, text: str, hint: str | None) -> str:
    """``text`` and, where there is a ``hint``, the indented line under it that gives it (``hint: ...``,
    in French ``conseil\u00a0: ...``), in the command's language.

    Every refusal of the command line gets its hint line here, so that each command says it in the
    same words: the labels ``l10n-label-hint`` and ``l10n-label-colon``, the words of a diagnostic's
    hint line too (Diagnostic.render). The hint is set beside the label, not inserted into a message:
    a value a message inserts may have its first word changed to suit the word before it (Italian
    "ad es." after a colon would become "a es.", see words/l10n/euphony.py), and a hint is the
    translator's own sentence, to be printed as written."""
    if not hint:
        return text
    return f"{text}\n  {say(args, 'l10n-label-hint')}{say(args, 'l10n-label-colon')} {hint}"


def error(args: Any, message_id: str, hint_id: str | None = None, **values: Any) -> str:
    """A refusal as wsdv prints them, ``PATH: error: ...`` and an indented hint line, in the command's language."""
    return hinted(args, say(args, message_id, **values), say(args, hint_id, **values) if hint_id else None)


def located(args: Any, where: str, text: str, label: str = "error") -> str:
    """``where: error: text`` in the command's language, with its colons (French puts a no-break
    space before each)."""
    colon = say(args, "l10n-label-colon")
    return f"{where}{colon} {say(args, f'l10n-label-{label}')}{colon} {text}"


def hint(args: Any, message_id: str, **values: Any) -> str:
    """The hint ``message_id`` in the command's language, or "" where wsdv has no such message (a
    refusal without a hint).  A content folder copied before the hint existed lacks it, and the
    shipped locales give it (as :func:`say` gives any message), so wsdv's own hints are asked of both."""
    if not any(loc.has_text(message_id, DEFAULT_LANGUAGE)
               for loc in (localizer_of(getattr(args, "content", None)), localizer_of(None))):
        return ""
    return say(args, message_id, **values)


# Values of a refusal's words that are ids of the content, said by their names: for each message, which value
# is a side (its name in names.ftl) and which a kind of decision (the question it asks, `view-question`). An
# id the content does not name (a log is anyone's file) is shown as it is.
NAMED = {"refusal-replay-decision": {"side": "side", "asked-side": "side", "kind": "question", "asked-kind": "question"}}


def _named(args: Any, message_id: str, values: dict[str, Any]) -> dict[str, Any]:
    named = NAMED.get(message_id)
    if not named:
        return values
    loc, lang = localizer_of(getattr(args, "content", None)), language(args)
    out = dict(values)
    for key, what in named.items():
        value = str(values.get(key, ""))
        if what == "side" and loc.has_name("side", value, DEFAULT_LANGUAGE):
            out[key] = loc.name("side", value, lang)
        elif what == "question":
            out[key] = loc.quiet_text("view-question", lang, kind=value)
    return out


def refusal_text(args: Any, err: Any) -> str:
    """What a refusal of the layers below (a :class:`~interpreter.errors.WsdvError`) says, in the
    command's language when the raiser gave its ``words``, else its English message as it is."""
    if err.words is None:
        return str(err)
    message_id, values = err.words
    return say(args, message_id, **_named(args, message_id, values))


def refusal(args: Any, err: Any, where: str | None = None) -> str:
    """A refusal as wsdv prints them: ``WHERE: error: ...`` and the hint (the message ``<id>-hint``)
    on an indented line, in the command's language.  The place is the error's own (a log's
    ``path:line``, the file an input or output refusal names), else ``where``; an error whose raiser
    gave no ``words`` keeps its English message."""
    if err.words is None:
        return str(err) if where is None else located(args, where, str(err))
    message_id, values = err.words
    place = getattr(err, "where", None) or getattr(err, "path", None) or getattr(err, "filename", None) or where
    text = refusal_text(args, err)
    out = located(args, place, text) if place else text
    return hinted(args, out, hint(args, message_id + "-hint", **values))


def refuse(args: Any, where: str, message_id: str, /, hint_id: str | None = None, **values: Any) -> int:
    """Print a command's own refusal on stderr, ``WHERE: error: ...`` (the message ``message_id``) and
    its hint (the message ``hint_id``, else ``<message_id>-hint`` where wsdv has one), in the command's
    language; returns EXIT_CONTENT, the status of a refused input, for the command to return."""
    more = say(args, hint_id, **values) if hint_id else hint(args, message_id + "-hint", **values)
    print(hinted(args, located(args, where, say(args, message_id, **values)), more), file=sys.stderr)
    return EXIT_CONTENT


# What the next command says of a change a killed process left (rules/journal.py), by the command that
# left it: the content half changed (`wsdv check` refuses it), and a change finished or undone.
_JOURNAL_WORDS = {"rename": ("cli-rename-interrupted", "cli-rename-finished", "cli-rename-undone"),
                  "new": ("cli-new-interrupted", "cli-new-finished", "cli-new-undone")}


def _journal_values(journal: Any) -> dict[str, str]:
    if journal.command == "rename":
        kind, old, new = journal.subject
        return {"kind": kind, "old": old, "new": new}
    kind, id_ = journal.subject
    return {"kind": kind, "id": id_}


def interrupted(args: Any, journal: Any) -> str:
    """The refusal of a content folder that a killed `wsdv rename` or `wsdv new` left half changed."""
    message_id = _JOURNAL_WORDS[journal.command][0]
    return error(args, message_id, message_id + "-hint", path=str(journal.path), **_journal_values(journal))


def recovered(args: Any, how: str, journal: Any) -> str:
    """The line that says such a change was finished or undone (``how``) by the command now running."""
    message_id = _JOURNAL_WORDS[journal.command][1 if how == "finished" else 2]
    return say(args, message_id, count=len(journal.files), **_journal_values(journal))
