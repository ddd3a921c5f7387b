"""Printing to a terminal whose encoding cannot show every character (``PYTHONIOENCODING=ascii``,
a Latin-1 console) without failing.

wsdv prints in six languages; Ukrainian in ASCII, or Polish in Latin-1, cannot be encoded, and a
plain ``print`` raises ``UnicodeEncodeError`` in the middle of a game.  The decision: print what
the encoding allows, each character it cannot show as ``?``, and say so once at the end, on
stderr, in the command's language where the encoding can show that sentence and in English
(plain ASCII) where it cannot.  Refusing to run would leave a user of an old console without
the rules at all; the note tells them how to get the full text.  In a UTF encoding the only
characters that cannot be encoded are Python's stand-ins for the bytes of a file name that is not
UTF-8 (``printf 'dir\\xe9'``): they are shown as U+FFFD, without a note.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import sys
from collections.abc import Iterator
from typing import Any

from .localized import localizer_of
from .messages import say

_HANDLER = "wsdv-shown-as-question-mark"
_replaced = [0]


def _replace(err: UnicodeError) -> tuple[str | bytes, int]:
    """``?`` for what a narrow encoding cannot show (counted, for the note); in UTF-8 the only such
    characters are the stand-ins Python makes for the bytes of a file name that is not UTF-8, shown
    as U+FFFD, as a file manager shows them (given as bytes: the encoder takes only ASCII text)."""
    assert isinstance(err, UnicodeEncodeError)
    n = err.end - err.start
    name = codecs.lookup(err.encoding).name
    if name == "utf-8":
        return "\ufffd".encode() * n, err.end
    if not name.startswith("utf"):
        _replaced[0] += n
    return "?" * n, err.end


codecs.register_error(_HANDLER, _replace)


def _strict(stream: Any) -> bool:
    """Whether ``stream`` is a real text stream that fails on a character it cannot encode."""
    return isinstance(stream, io.TextIOWrapper) and stream.errors == "strict"


@contextlib.contextmanager
def tolerant_streams() -> Iterator[None]:
    """For the block, stdout and stderr print ``?`` for what their encoding cannot show."""
    changed: list[io.TextIOWrapper] = [s for s in (sys.stdout, sys.stderr) if _strict(s)]  # type: ignore[misc]
    _replaced[0] = 0
    for s in changed:
        s.reconfigure(errors=_HANDLER)
    try:
        yield
    finally:
        for s in changed:
            with contextlib.suppress(ValueError):  # a stream closed meanwhile
                s.reconfigure(errors="strict")


def replaced() -> int:
    """How many characters were printed as ``?`` since :func:`tolerant_streams` began."""
    return _replaced[0]


def note(args: Any) -> None:
    """Tell once, on stderr, that characters were shown as ``?`` (see the module's docstring)."""
    encoding = getattr(sys.stdout, "encoding", None) or "?"
    text = say(args, "cli-encoding-replaced", encoding=encoding)
    try:
        text.encode(sys.stderr.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        text = localizer_of(getattr(args, "content", None)).quiet_text("cli-encoding-replaced", "en", encoding=encoding)
    print(text, file=sys.stderr)
