"""Run-time content failures as content diagnostics: where in the content, and how it got there.

Compiled content code (``evaluator.py``) carries, as the line number of every generated node,
the index of the content node it came from.  When a running game fails, the Python traceback
therefore passes through frames of content code; :func:`diagnose` reads them back:

- the innermost content frame is the content expression that failed: its file, line, column
  and source line with a caret;
- all content frames, outermost first, are the chain that led there (``routine decade ->
  phase currency -> routine east_pays_alternately -> icon dismantle``; a card's event shows as
  ``card 46 row 2``).

What counts as a content fault: a :class:`ContentError` (an unknown name, the step budget or
the call-depth bound, a primitive refusing its arguments), and the Python errors that content
can cause by itself with values of the wrong kind (division by zero, a type error, an unknown
id looked up, a value out of range), raised in content code or in a primitive it called.
Anything raised where no content frame is on the way (the engine's own code) stays a bug of
wsdv.  Nothing here runs until something failed: the cost on the hot path is nil.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any

from ..diagnostics import Diagnostic, Words, words
from ..words.english import english
from ..words.l10n import DEFAULT_LANGUAGE, localizer
from .evaluator import FILENAME, ContentError
from .game import Game
from .limits import TooDeep

if TYPE_CHECKING:
    from ..rules.model import Rules

# Python errors that content can cause with its own values (beside ContentError).
CONTENT_FAULTS = (ZeroDivisionError, TypeError, KeyError, IndexError, ValueError, AttributeError,
                  OverflowError, RecursionError, MemoryError)

_KINDS = {"int": "a number", "bool": "a yes/no", "str": "a text or name", "list": "a list",
          "tuple": "a list", "NoneType": "none", "dict": "a record", "mappingproxy": "a record",
          "float": "a number"}


def content_frames(err: BaseException) -> list[tuple[Any, int]]:
    """The content code frames an exception passed through, outermost first: (code, line)."""
    out = []
    tb: TracebackType | None = err.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == FILENAME:
            out.append((code, tb.tb_lineno))
        tb = tb.tb_next
    return out


def _from_an_agent(err: BaseException) -> bool:
    """Whether the failure arose while an agent answered a decision (below the content's last
    frame): then it is the agent's, not the content's."""
    ask = Game.ask.__code__
    below = False
    tb: TracebackType | None = err.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == FILENAME:
            below = False
        elif code is ask:
            below = True
        tb = tb.tb_next
    return below


def diagnose(err: BaseException, rules: Rules, program: Any) -> Diagnostic | None:
    """The content diagnostic for a failure of running content, or None when it is not one."""
    if not isinstance(err, (ContentError, *CONTENT_FAULTS)):
        return None
    frames = content_frames(err)
    if not frames or _from_an_agent(err):
        return None
    origins = [program.origins[line] for _code, line in frames if 0 < line < len(program.origins)]
    if not origins:
        return None
    chain: list[str] = []
    for key, path in origins:
        label = _label(rules, key, path)
        if label and (not chain or chain[-1] != label):
            chain.append(label)
    # Too deep: the call that went one level too far is the place to show, not the callee.
    key, path = origins[-2] if isinstance(err, TooDeep) and len(origins) > 1 else origins[-1]
    node = _node(rules.definitions.get(key), path)
    said = _WORDS.get(type(err)) or _worded(err, node)
    if said is None:   # a Python error said in content terms, or a content error raised with its English
        message, hint = _message(err, node)
    else:   # its English is the English locale's, as for an error raised with its words
        message, hint = english(said[0], dict(said[1])) or "", english(said[0] + "-hint", dict(said[1]), True)
    definition = getattr(rules, "origins", {}).get(key)
    file, span = definition.where(path) if definition is not None else ("<content>", None)
    return Diagnostic(file, span, message, hint, trail=" -> ".join(chain) or None, words=said)


def told(diag: Diagnostic, lang: str) -> tuple[Diagnostic, dict[str, str]]:
    """A run-time diagnostic in ``lang``: its message and hint from its words (diagnostics.ftl's
    ``runtime-*``, where it has them; its English otherwise) and the labels around it, for a place
    that has no command line to ask (a worker process of `wsdv simulate`, which is given the language)."""
    loc = localizer()

    def say(message_id: str, english: str, **values: Any) -> str:
        return loc.quiet_text(message_id, lang, **values) if loc.has_text(message_id, DEFAULT_LANGUAGE) else english

    if diag.words is not None:
        message_id, pairs = diag.words
        values = dict(pairs)
        diag = dataclasses.replace(diag, message=say(message_id, diag.message, **values),
                                   hint=None if diag.hint is None else say(message_id + "-hint", diag.hint, **values))
    labels = {label: say(f"l10n-label-{label}", label) for label in ("error", "warning", "hint")}
    labels["colon"] = say("l10n-label-colon", ":")
    labels["while running"] = say("check-label-while-running", "while running")
    return diag, labels


def render(diag: Diagnostic, rules: Rules, colour: bool = False, labels: dict[str, str] | None = None) -> str:
    """A run-time diagnostic with its source line, read from the content the rules came from;
    ``labels``: "error", "hint" and "while running" in the reader's language (see
    :meth:`Diagnostic.render`), so that the lines around the message are not English in Polish."""
    return diag.render(getattr(rules, "sources", {}).get(diag.file), colour, labels)


def _label(rules: Rules, key: tuple[str, str], path: tuple) -> str:
    kind, did = key
    if not kind:
        return ""
    label = f"{kind} {did}"
    if kind == "card" and len(path) >= 2 and path[0] == "body":
        row = _node(rules.definitions.get(key), path[:2])
        if isinstance(row, Mapping) and row.get("kind") == "row":
            label += f" row {row.get('id')}"
    return label


def _node(data: Any, path: tuple) -> Any:
    node = data
    for p in path:
        try:
            node = node[p]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _kind(name: str) -> str:
    return _KINDS.get(name, f"'{name}'")


def _kinds(text: str) -> str:
    """A Python message with its type names said in content terms."""
    return re.sub(r"'(\w+)'", lambda m: _kind(m.group(1)), text)


# Python's words for a value of the wrong kind, and the same said in content terms.
_TYPE_MESSAGES = [
    (re.compile(r"unsupported operand type\(s\) for ([^:]+): '(\w+)' and '(\w+)'"),
     lambda m: f"`{'/' if m[1] == '//' else m[1]}` cannot combine {_kind(m[2])} and {_kind(m[3])}"),
    (re.compile(r'can only concatenate (\w+) \(not "(\w+)"\) to \w+'),
     lambda m: f"`+` cannot combine {_kind(m[1])} and {_kind(m[2])}"),
    (re.compile(r"'(\S+)' not supported between instances of '(\w+)' and '(\w+)'"),
     lambda m: f"`{m[1]}` cannot compare {_kind(m[2])} with {_kind(m[3])}"),
    (re.compile(r"bad operand type for unary -: '(\w+)'"),
     lambda m: f"`-` cannot negate {_kind(m[1])}"),
    (re.compile(r"can't multiply sequence by non-int of type '(\w+)'"),
     lambda m: f"`*` cannot multiply a list by {_kind(m[1])}"),
    (re.compile(r"'(\w+)' object cannot be interpreted as an integer"),
     lambda m: f"a number is needed here, found {_kind(m[1])}"),
    (re.compile(r"(?:argument of type )?'(\w+)' (?:object )?is not iterable"),
     lambda m: f"a list is needed here, found {_kind(m[1])}"),
]


def _type_message(err: TypeError, node: Any) -> str:
    text = str(err)
    for pattern, say in _TYPE_MESSAGES:
        m = pattern.search(text)
        if m:
            return say(m)
    return f"{_what(node)} got a value of the wrong kind: {_kinds(text)}"


def _what(node: Any) -> str:
    """How the failing content node is named in a message."""
    if isinstance(node, Mapping):
        if "call" in node:
            return f"`{node['call']}(...)`"
        if "fn" in node:
            return f"`{node['fn']}(...)`"
        if "op" in node and node["op"] not in ("for", "."):
            return f"`{node['op']}`"
        if "do" in node:
            return f"`{node['do']}`"
    return "this expression"


# The faults whose message (and hint) need no values, as words of diagnostics.ftl (``runtime-*``): said in
# English from there, and in the reader's language by a command that prints in it.
_WORDS: dict[type, Words] = {ZeroDivisionError: words("runtime-division-by-zero"),
                             RecursionError: words("runtime-recursion")}


def _worded(err: BaseException, node: Any) -> Words | None:
    """The words of the faults whose message takes values (a content error's own, a key, memory):
    diagnostics.ftl's ``runtime-*``, the hint ``<id>-hint``; None for those that keep their English (a
    content error raised with its English, a type error's Python wording)."""
    what = _what(node)
    what = "none" if what == "this expression" else what   # the message words "this expression" itself
    if isinstance(err, ContentError):   # its own words where its raiser gave them (a budget, a depth too)
        return None if err.words is None else words(err.words[0], **err.words[1])
    if isinstance(err, MemoryError):
        return words("runtime-memory", what=what)
    if isinstance(err, KeyError):
        return words("runtime-unknown-id", what=what, key=str(err.args[0] if err.args else "?"))
    return None


def _message(err: BaseException, node: Any) -> tuple[str, str | None]:
    """The English of a fault that has no words: a content error raised with its English, and the
    Python errors whose own text is part of the message."""
    if isinstance(err, ContentError):
        return str(err), err.hint
    if isinstance(err, TypeError):
        return _type_message(err, node), None
    return f"{_what(node)} cannot work with these values: {_kinds(str(err))}", None
