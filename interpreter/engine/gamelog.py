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
from contextlib import ExitStack
from functools import cache
from pathlib import Path
from typing import IO, Any

from .. import outputs
from ..errors import WsdvError

LOG_VERSION = 1
MAX_LINE = 1 << 20  # a decision line is a few hundred bytes; a longer one is not a log line
MAX_DEPTH = 32  # options are flat lists and dicts; deeper nesting is not something a game offers


class LogError(WsdvError):
    """A file that is not a valid game log, or one that does not fit the command; exit 2."""


@cache
def _validators() -> dict[str, Any]:
    from jsonschema import Draft202012Validator

    schema = json.loads((Path(__file__).with_name("log.schema.json")).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return {name: Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]})
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


class LogReader:
    """A game log read a line at a time: :attr:`header`, then :meth:`next_decision` until it gives
    None, then :attr:`final` (the result line, or None if the file ended without one)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.line = 0
        self.final: dict | None = None
        self.decisions = 0
        self._done = False
        with ExitStack() as opened:   # a file whose header is refused is closed at once
            try:
                self._file: IO[str] = opened.enter_context(open(path, encoding="utf-8", newline=""))
            except OSError as err:
                raise LogError(f"{self.path}: error: cannot read the log: {err.strerror or err}") from None
            first = self._next()
            if first is None:
                raise self.error("the file is empty, not a game log", line=0)
            if line_kind(first) != "header":
                raise self.error("not a wsdv game log: its first line has no `wsdv_log`")
            self._check(first, "header")
            self.header: dict = first
            opened.pop_all()          # a good header: the reader keeps the file until close()

    def __enter__(self) -> LogReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._file.close()

    def error(self, message: str, hint: str | None = None, line: int | None = None) -> LogError:
        n = self.line if line is None else line
        where = f"{self.path}:{n}" if n else self.path
        return LogError(f"{where}: error: {message}" + (f"\n  hint: {hint}" if hint else ""), hint=hint)

    def _next(self) -> dict | None:
        """The next non-blank line as a JSON object, or None at the end of the file."""
        while True:
            try:
                text = self._file.readline(MAX_LINE + 1)
            except UnicodeDecodeError:
                self.line += 1
                raise self.error("this line is not UTF-8 text") from None
            if not text:
                return None
            self.line += 1
            if len(text) > MAX_LINE:
                raise self.error(f"this line is longer than {MAX_LINE} characters; a game log's lines are short")
            if text.strip():
                break
        try:
            obj = json.loads(text)
        except RecursionError:
            raise self.error("this line nests too deeply to be a log line") from None
        except ValueError as err:
            raise self.error(f"this line is not valid JSON ({err})") from None
        if not isinstance(obj, dict):
            raise self.error("each line of a game log is a JSON object ({...})")
        if not _depth_ok(obj):
            raise self.error(f"this line nests deeper than {MAX_DEPTH} levels; no game offers such options")
        return obj

    def _check(self, obj: dict, kind: str) -> None:
        from jsonschema.exceptions import best_match

        err = best_match(_validators()[kind].iter_errors(obj))
        if err is not None:
            where = "/".join(str(p) for p in err.absolute_path)
            raise self.error(f"{'`' + where + '`: ' if where else ''}{err.message} (in the {kind} line)",
                             "the format of game logs is described in docs/guide/game-logs.md")

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
            raise self.error("not a line of a game log: neither a decision (`n`, `choice`, ...) nor the result")
        if kind == "header":
            raise self.error("a second header line; a log holds one game")
        self._check(obj, kind)
        if kind == "result":
            self.final = obj
            self._done = True
            rest = self._next()
            if rest is not None:
                raise self.error("nothing may follow the result line of a game")
            return None
        self.decisions += 1
        if obj["n"] != self.decisions:
            raise self.error(f"decision number {obj['n']} where {self.decisions} comes next")
        return obj


class LogWriter:
    """Appends each line of a game's log and flushes it at once (the game may be stopped any time)."""

    def __init__(self, path: str | Path, header: dict | None, append: bool = False) -> None:
        try:
            self.path = outputs.check_file(Path(path), "game log", owned=is_log)
        except outputs.OutputError as err:
            raise LogError(str(err)) from None
        try:
            self._file: IO[str] = open(self.path, "a" if append else "w", encoding="utf-8")  # noqa: SIM115
        except OSError as err:
            raise LogError(f"{self.path}: error: cannot write the log: {err.strerror or err}") from None
        if header is not None:
            self.write(header)

    def write(self, obj: dict) -> None:
        self._file.write(json.dumps(obj, ensure_ascii=False) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()
