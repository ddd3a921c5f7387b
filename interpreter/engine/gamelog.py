"""Game logs on disk: written a decision at a time, read back a line at a time, every line checked.

A log is JSON lines (the format and its JSON Schema: docs/guide/game-logs.md, log.schema.json beside
this module): a header, one line per decision, and a result line once the game has ended.
:class:`LogWriter` appends and flushes each line as the game goes, so a game stopped by Ctrl-C
or a closed terminal keeps every decision made (and can be resumed).  :class:`LogReader` reads
one line at a time, so replaying a long log takes memory for one line, not for the file; each
line must be valid JSON of the right shape for its place, and problems are reported with the
line's number as a :class:`LogError`.
"""

from __future__ import annotations

import json
import os
import stat
from contextlib import ExitStack
from functools import cache
from pathlib import Path
from typing import IO, Any

from .. import outputs
from ..errors import os_reason
from ..inputs import limit_for as read_limit
from ..words.english import LocatedRefusal

LOG_VERSION = 1
MAX_LINE = 1 << 20  # a decision line is a few hundred bytes; a longer one is not a log line
MAX_DEPTH = 32  # options are flat lists and dicts; deeper nesting is not something a game offers


class LogError(LocatedRefusal):
    """A file that is not a valid game log, or one that does not fit the command; exit 2.

    Raised with its ``words`` alone (a ``refusal-log-*`` message of cli-refusals.ftl) and the place
    it is about, ``where`` (``path`` or ``path:line``): ``str(err)`` is the refusal in English from
    the locale, the command line says the same words in the reader's language."""


class LogInUse(LogError):
    """Another wsdv holds the lock of the log at ``path`` (it is playing that game).  Its words
    (cli.ftl's ``cli-log-in-use``) name the file themselves."""

    def __init__(self, path: str) -> None:
        super().__init__(words=("cli-log-in-use", {"path": path}))

    def __reduce__(self) -> tuple:
        assert self.words is not None
        return (type(self), (self.words[1]["path"],))


class LogWriteFailed(LogError):
    """Writing the log at ``path`` failed (``reason``: the system's words, a full disk say).  Its
    words (cli.ftl's ``cli-log-write-failed``) name the file themselves; their ``command`` is the
    one that continues the game once there is room, here the log alone (the command line, which
    knows the content and the players the game was played with, puts the whole command there)."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(words=("cli-log-write-failed", {"path": path, "reason": reason,
                                                         "command": f"wsdv play --resume {path}"}))

    def __reduce__(self) -> tuple:
        assert self.words is not None
        return (type(self), (self.words[1]["path"], self.words[1]["reason"]))


@cache
def _validators() -> dict[str, Any]:
    from jsonschema import Draft202012Validator, validators

    schema = json.loads((Path(__file__).with_name("log.schema.json")).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    # JSON Schema counts 1.0 as an integer; wsdv writes whole numbers without a point, and a choice
    # or a seed of 1.0 reached the game as a float (a list index, a seed's bits: exit 3, "our bug").
    whole = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool))
    strict = validators.extend(Draft202012Validator, type_checker=whole)
    return {name: strict({"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]})
            for name in ("header", "decision", "result")}


def _depth_ok(value: Any) -> bool:
    """Whether ``value`` nests at most MAX_DEPTH deep (checked without recursion)."""
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if d > MAX_DEPTH:
            return False
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return True


def line_kind(obj: dict) -> str | None:
    """Which kind of log line ``obj`` is meant to be: header, decision or result."""
    if "wsdv_log" in obj:
        return "header"
    if "result" in obj:
        return "result"
    if "choice" in obj or "n" in obj:
        return "decision"
    return None


def normal(value: Any) -> Any:
    """A value as it reads back from JSON (tuples become lists), to compare an option with the log's."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def is_log(path: Path) -> bool:
    """Whether ``path`` begins like a game log (so wsdv may overwrite it)."""
    try:
        with open(path, encoding="utf-8") as f:
            first = json.loads(f.readline(MAX_LINE))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(first, dict) and "wsdv_log" in first


# The checks of log.schema.json a refusal words by their kind (`refusal-log-detail` selects on it).
_LIMITS = {"minimum": "min", "exclusiveMinimum": "min", "maximum": "max", "exclusiveMaximum": "max",
           "minItems": "short", "minLength": "short", "maxItems": "long", "maxLength": "long"}


def schema_detail(err: Any) -> dict[str, str]:
    """What a log line's schema error says, as the values of `refusal-log-detail`: worded from the
    error's kind (its validator) and values, never jsonschema's own English (which no other language
    could say). ``found`` is the value as the log holds it, as JSON cut to a short length."""
    found = json.dumps(err.instance, ensure_ascii=False)
    found = found if len(found) <= 40 else found[:37] + "..."
    rule, values = err.validator, {"found": found}
    if rule == "type":
        want = err.validator_value if isinstance(err.validator_value, str) else " ".join(err.validator_value)
        return {**values, "rule": "type", "want": want}
    if rule == "required":
        missing = next((str(k) for k in err.validator_value if isinstance(err.instance, dict) and k not in err.instance), "?")
        return {**values, "rule": "required", "key": missing}
    if rule == "additionalProperties":
        allowed = set(err.schema.get("properties", {}))
        extra = next((str(k) for k in err.instance if k not in allowed), "?") if isinstance(err.instance, dict) else "?"
        return {**values, "rule": "extra", "key": extra}
    if rule in ("enum", "const"):
        options = err.validator_value if rule == "enum" else [err.validator_value]
        return {**values, "rule": "options", "options": ", ".join(json.dumps(o, ensure_ascii=False) for o in options)}
    if rule in _LIMITS:
        return {**values, "rule": _LIMITS[rule], "limit": str(err.validator_value)}
    return {**values, "rule": "other"}


class LogReader:
    """A game log read a line at a time: :attr:`header`, then :meth:`next_decision` until it gives
    None, then :attr:`final` (the result line, or None if the file ended without one)."""

    def __init__(self, path: str | Path, *, torn_tail_ok: bool = False, lock: bool = False) -> None:
        """``torn_tail_ok``: a last line cut short (a full disk, a crash: no line break, or NUL bytes)
        ends the log instead of being an error, and :attr:`good_end` says where the whole lines end,
        so that `play --resume` can drop it and go on.  ``lock``: hold the log's lock while it is
        open (:func:`lock_log`), so that no second wsdv plays the same game into it meanwhile."""
        self.path = str(path)
        self.line = 0
        self.final: dict | None = None
        self.decisions = 0
        self.good_end = 0     # bytes of the file up to the end of its last whole line read
        self.torn = False     # the file ended in a line cut short (dropped, with torn_tail_ok)
        self._torn_ok = torn_tail_ok
        self._done = False
        with ExitStack() as opened:   # a file whose header is refused is closed at once
            try:
                if not stat.S_ISREG(os.stat(path).st_mode):  # a FIFO would block the open itself
                    raise self.error(("refusal-log-not-a-file", {}), line=0)
                self._file: IO[bytes] = opened.enter_context(open(path, "rb"))  # noqa: SIM115
                st = os.fstat(self._file.fileno())
            except OSError as err:
                raise self.error(("refusal-log-unreadable", os_reason(err)), line=0) from None
            except ValueError:  # a name no path can hold
                raise self.error(("refusal-log-bad-name", {}), line=0) from None
            if st.st_size > read_limit("log"):
                raise self.error(("refusal-log-too-large", {"mb": read_limit("log") >> 20}), line=0)
            if lock:
                lock_log(self._file, self.path)
            first = self._next()
            if first is None:
                raise self.error(("refusal-log-empty", {}), line=0)
            if line_kind(first) != "header":
                raise self.error(("refusal-log-not-a-log", {}))
            self._check(first, "header")
            self.header: dict = first
            opened.pop_all()          # a good header: the reader keeps the file until close()

    def __enter__(self) -> LogReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._file.close()

    def error(self, words: tuple[str, dict[str, Any]], line: int | None = None) -> LogError:
        """The refusal of this log (at the line read last, or ``line``; 0: the file) in its ``words``
        (a message id of cli-refusals.ftl and its values; the hint is ``<id>-hint``)."""
        n = self.line if line is None else line
        return LogError(words=words, where=f"{self.path}:{n}" if n else self.path)

    def _next(self) -> dict | None:
        """The next non-blank line as a JSON object, or None at the end of the file (or at a torn
        last line, with ``torn_tail_ok``)."""
        while True:
            raw = self._file.readline(MAX_LINE + 1)
            if not raw:
                return None
            self.line += 1
            if len(raw) > MAX_LINE:
                raise self.error(("refusal-log-line-too-long", {"limit": MAX_LINE}))
            if raw.strip():
                break
            self.good_end += len(raw)
        try:
            obj = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            if self._torn_tail(raw):
                return None
            raise self.error(("refusal-log-not-utf8", {})) from None
        except RecursionError:
            raise self.error(("refusal-log-too-deep", {})) from None
        except ValueError as err:
            if self._torn_tail(raw):
                return None
            torn = self._is_torn(raw)
            raise self.error(("refusal-log-torn" if torn else "refusal-log-not-json",
                              {"column": getattr(err, "colno", 1)})) from None
        if not isinstance(obj, dict):
            raise self.error(("refusal-log-not-object", {}))
        if not _depth_ok(obj):
            raise self.error(("refusal-log-deeper", {"depth": MAX_DEPTH}))
        self.good_end += len(raw)
        return obj

    def _is_torn(self, raw: bytes) -> bool:
        """Whether a broken line is the file's last and was cut short: no line break at its end, or NUL
        bytes where the rest of it should be (what a crash leaves), with only NULs or blanks after it."""
        if raw.endswith(b"\n") and b"\0" not in raw:
            return False
        here = self._file.tell()
        rest = self._file.read(MAX_LINE + 1)
        self._file.seek(here)
        return len(rest) <= MAX_LINE and not rest.strip(b"\0 \t\r\n")

    def _torn_tail(self, raw: bytes) -> bool:
        """With ``torn_tail_ok``, a torn last line ends the log (see :meth:`_is_torn`)."""
        if not (self._torn_ok and self._is_torn(raw)):
            return False
        self.torn = True
        self._file.seek(0, os.SEEK_END)
        return True

    def _check(self, obj: dict, kind: str) -> None:
        from jsonschema.exceptions import best_match

        err = best_match(_validators()[kind].iter_errors(obj))
        if err is not None:
            where = "/".join(str(p) for p in err.absolute_path)
            raise self.error(("refusal-log-shape" if where else "refusal-log-line-shape",
                              {"place": where, "kind": kind, **schema_detail(err)}))

    def next_decision(self) -> dict | None:
        """The next decision line, checked; None once the result line or the end of the file is reached."""
        if self._done:
            return None
        obj = self._next()
        if obj is None:
            self._done = True
            return None
        kind = line_kind(obj)
        if kind is None:
            raise self.error(("refusal-log-no-kind", {}))
        if kind == "header":
            raise self.error(("refusal-log-second-header", {}))
        self._check(obj, kind)
        if kind == "result":
            self.final = obj
            self._done = True
            rest = self._next()
            if rest is not None:
                raise self.error(("refusal-log-after-result", {}))
            return None
        self.decisions += 1
        if obj["n"] != self.decisions:
            raise self.error(("refusal-log-decision-number", {"n": obj["n"], "next": self.decisions}))
        return obj


def lock_log(file: IO, path: str) -> None:
    """Take the lock of the game log open as ``file`` for as long as it stays open, or a
    :class:`LogError` if another wsdv holds it: two `play --resume` of one log would interleave
    their decisions into a log that no longer replays.  An advisory lock (``flock``) on POSIX
    systems; elsewhere there is none, and the caution is the user's."""
    if os.name != "posix":
        return
    import fcntl

    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise LogInUse(path) from None
    except OSError:  # a file system without locks (some network mounts): nothing to hold
        return


def _ends_a_line(path: Path) -> bool:
    """Whether the file is empty or ends with a line break (so an appended line starts a line)."""
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        if f.tell() == 0:
            return True
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"


class LogWriter:
    """Appends each line of a game's log and flushes it at once (the game may be stopped any time).

    ``lock``: take the log's lock (:func:`lock_log`) before writing a byte; `play --resume` holds
    it already through its reader.  A write that fails (a full disk) is a :class:`LogError` that
    says the log holds every decision before it, so the game can be resumed once there is room."""

    def __init__(self, path: str | Path, header: dict | None, append: bool = False, *, lock: bool = True,
                 keep: int | None = None) -> None:
        """``keep``: with ``append``, first cut the file to its first ``keep`` bytes (drops a torn last line)."""
        try:
            self.path = outputs.check_file(Path(path), "game log", owned=is_log)
        except outputs.OutputError as err:   # (every refusal of the outputs has its words)
            raise LogError(words=err.words, where=err.path or None) from None
        try:
            self._file: IO[str] = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - truncated once locked
        except OSError as err:
            raise LogError(words=("refusal-log-unwritable", os_reason(err)), where=str(self.path)) from None
        self._broken = False
        try:
            if lock:
                lock_log(self._file, str(self.path))
            if not append:
                self._file.truncate(0)
            elif keep is not None:
                self._file.truncate(keep)
            elif not _ends_a_line(self.path):  # a whole last line without its line break: end it first
                self._file.write("\n")
        except BaseException:
            self._file.close()
            raise
        if header is not None:
            self.write(header)

    def write(self, obj: dict) -> None:
        try:
            self._file.write(json.dumps(obj, ensure_ascii=False) + "\n")
            self._file.flush()
        except OSError as err:
            self._broken = True
            raise LogWriteFailed(str(self.path), str(err.strerror or err)) from None

    def close(self) -> None:
        try:
            self._file.close()
        except OSError:
            if not self._broken:
                raise
