"""A disk cache of checked content files (and of the parser's tables, and of Fluent's syntax trees),
so that `wsdv check` on unchanged content is quick, and a command's words cost no Fluent parse.

Reading a file (Lark parse, transform, JSON Schema validation) is the expensive part of the
pipeline, and its result depends only on the file's name and text and on the reader itself:
the grammar, the schemas and the reading code.  So, like Python's own bytecode cache, the
result is stored under a key made of all of those, and a changed file, grammar, schema or
reader simply misses.  The semantic checks look across files, so they are not kept per file;
the outcome of a whole check is (see "Whole checks" below).

The cache holds **data, never code**: each entry is a JSON file (one per content file, one per
whole check, one for the parser's tables), read with :func:`json.loads`, which builds only
dicts, lists, strings and numbers; nothing in it is imported, unpickled or evaluated (one per Fluent
file's syntax tree too, rebuilt by a decoder of its own: see "Fluent trees" below).  Each
entry carries the format's version, its own key and a SHA-256 of its payload, and the payload
is checked for shape on load; an entry that is damaged, edited, of another version or of the
wrong shape is ignored (and rewritten by the fresh read), never trusted.

Where: ``WSDV_CACHE=DIR`` if set, else the platform's cache folder for wsdv (platformdirs:
``~/.cache/wsdv`` on Linux, honouring ``XDG_CACHE_HOME``).  Without a usable home folder
(``HOME`` unset, empty or missing) there is no disk cache at all: wsdv never creates folders
under a home that is not there.  ``WSDV_NO_CACHE=1`` turns off the cache of content files and of
Fluent trees (the parser's tables, which depend on wsdv alone, stay cached).  The folder is
bounded: past :data:`MAX_ENTRIES` entries the least recently used ones are removed (a hit
refreshes an entry's time); only files named as wsdv names its entries are counted or removed,
so a ``WSDV_CACHE`` that names a folder of the user's own files loses none of them.  An entry is
read only if it is a regular file (not a link, a FIFO or a device) of at most 16 MB.  A cache that cannot be read or written is skipped, never an error.

Whole checks.  Besides each file's reading, the cache keeps the outcome of a whole check of
a content set (the base, or the base with its variants or overlays) that found no error: its
warnings and the counts of its summary line.  Its key is a digest of everything the check
reads (each content file's name and bytes, the message files the checks look into, the variants named;
see ``interpreter/rules/checkcache.py``) and of everything it runs (every module of the package,
in all its folders, the grammar, the schemas, Python's version: :func:`checker_fingerprint`), so a
second check of unchanged content reads, checks and compiles nothing, and any edit misses.
Such an entry is data like the others: lists of strings and numbers, checked for shape and
range on load (a warning must point into a line of one of the files read), else rebuilt.  The
checksum finds damage, not intent: an entry written well formed and under its right key by
someone else would be believed (it could change what a check says, never run anything).  Past
that, an entry must name only the files it is about: a file's reading only that file, a whole
check's warnings only files the check read, a ``wsdv l10n`` status only files of the folders it
looked at (``statuscache.decode``); one that names another file is a miss, so a cached answer can
never make wsdv point at, or quote the lines of, a file it was not asked to read.  So the
folder must be the user's alone: created private, and one that already exists (``WSDV_CACHE``
may name any folder) is used only if the user owns it, neither its group nor others may write to
it, and no folder above it lets everyone replace it (writable by all without the sticky bit);
else wsdv runs without a cache and the command line says why in one line (:func:`untrusted`).

Fluent trees.  Fluent's parser (fluent.syntax, pure Python, a character at a time) was a large share
of the CPU of `wsdv --help`, of a cached `wsdv check` that says its summary in words, and a few
seconds of a six-language site build: every command that speaks parses its language's ``.ftl`` files (and
English's), and the site every language's.  A file's tree depends only on its text, on whether spans
were asked for and on the parser, so ``language/fluentfiles.py`` keeps each one here
(``fluent-<digest>.json``, keyed by :func:`fluent_key`: the text, the spans, a digest of fluent.syntax's
modules and of ``fluentfiles.py`` itself) in a compact JSON form of its own, and a later process builds
the nodes from it: about a sixth of a parse's CPU for the English files, a ninth for all six
languages (``benchmarks/fluent_trees.py``).  A stored tree is read as hostile data: only the node
classes of a fixed list, each with exactly its fields, of their types, spans inside the text, no
deeper than a parse nests (``fluentfiles._decode``); anything else is a miss, and the file is parsed
and stored again.  fluent.syntax's own ``from_json`` is never used on it (it looks a class up by
whatever name the data gives).  A tree names no file, so no check of file names applies; what it
could change is what wsdv believes a message says, as an edit of the ``.ftl`` file could.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
import sys
from functools import lru_cache
from pathlib import Path

from ..inputs import LIMITS, read_bounded
from ..paths import grammar_dir, package_dir

TYPE_CHECKING = False  # typing is not imported at run time: a cached check has no use for it
if TYPE_CHECKING:
    from typing import Any

# Besides the modules of this package (the reader: parser, transform, schemas, loader, this cache),
# reading a file runs these of the package's ground floor.
_GROUND_MODULES = ("diagnostics.py", "paths.py")
VERSION = 2
SUFFIX = ".json"
# The names of the entries wsdv writes (see _key, check_key, _tables_key, fluent_key): the only files eviction
# may remove, for WSDV_CACHE may name a folder that holds the user's own files too.
ENTRY_NAME = re.compile(r"(?:[0-9a-f]{40}|check-[0-9a-f]{40}|grammar-[0-9a-f]{32}|fluent-[0-9a-f]{40})\.json")
# A content set is a few dozen files and the shipped locales 96 (a tree each, two where both a tree with
# spans and one without are asked for); this holds many versions of many sets.
MAX_ENTRIES = 2000
_KEEP_AFTER_EVICTION = 0.9


def enabled() -> bool:
    return os.environ.get("WSDV_NO_CACHE", "") in ("", "0") and folder() is not None


def folder() -> Path | None:
    """The cache folder, or None where there is no home folder to put it in, or where the folder is
    not safely the user's own (:func:`untrusted`: then wsdv runs without a cache)."""
    chosen = _chosen()
    if chosen is None or _why_untrusted(chosen) is not None:
        return None
    return chosen


def untrusted() -> tuple[str, str] | None:
    """(the folder, why) where the cache folder is not used because someone else could write
    entries into it; None where it is used (or there is none). Why: ``owner`` (another user owns
    it), ``writable`` (its group or everyone may write to it), ``parent`` (a folder above it lets
    anyone replace it: writable by everyone and not sticky, as /tmp is).

    An entry is believed when it is well formed under its key (see the module's docstring), and a
    key is a digest anyone can compute from the content, so a folder another user can write is a
    folder where they decide what `wsdv check` says. Careful tools (ssh's keys, pip's cache) ignore
    or refuse such a folder; wsdv ignores it, and the command line says so in one line."""
    chosen = _chosen()
    if chosen is None:
        return None
    why = _why_untrusted(chosen)
    return None if why is None else (str(chosen), why)


# Folders found safe in this process, by path and what their own stat says of them (owner, mode,
# inode): a check asks once per file it reads; a folder changed since is looked at afresh.
_SAFE: set[tuple[str, int, int, int]] = set()


def _why_untrusted(chosen: Path) -> str | None:
    if sys.platform == "win32":   # (the user's own profile, guarded by ACLs: no modes to read)
        return None
    real = Path(os.path.realpath(chosen))
    try:
        st = os.stat(real)
    except OSError:   # not made yet: the folders that will hold it must not let anyone swap it
        st = None
    seen = None if st is None else (str(chosen), st.st_ino, st.st_uid, st.st_mode)
    if seen is not None and seen in _SAFE:
        return None
    if st is not None:
        if st.st_uid != os.geteuid():
            return "owner"
        if st.st_mode & 0o022:
            return "writable"
    for above in real.parents:
        try:
            up = os.stat(above)
        except OSError:   # (not there either, or not to be looked at: writing there fails, and is skipped)
            continue
        if up.st_mode & 0o002 and not up.st_mode & stat.S_ISVTX:
            return "parent"
    if seen is not None:
        _SAFE.add(seen)
    return None


def _chosen() -> Path | None:
    """The folder the environment names for the cache (trusted or not), or None without a home."""
    if os.environ.get("WSDV_CACHE"):
        return Path(os.environ["WSDV_CACHE"])
    if os.environ.get("XDG_CACHE_HOME", "").startswith("/"):
        return Path(os.environ["XDG_CACHE_HOME"]) / "wsdv"
    home = os.environ.get("HOME", "")
    if sys.platform != "win32" and (not home or not os.path.isdir(home)):
        return None
    import platformdirs

    return Path(platformdirs.user_cache_dir("wsdv", appauthor=False))


@lru_cache(maxsize=1)
def fingerprint() -> bytes:
    """A digest of everything besides a file's own text that its reading depends on."""
    h = hashlib.sha256(b"wsdv-cache-%d" % VERSION)
    h.update(sys.version.encode())
    here = Path(__file__).resolve().parent
    for path in [*sorted(here.glob("*.py")), *(here.parent / name for name in _GROUND_MODULES)]:
        h.update(path.name.encode() + b"\0")
        h.update(path.read_bytes())
    g = grammar_dir()
    for f in [g / "wsdv.lark", *sorted((g / "schemas").glob("*.json"))]:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.digest()


@lru_cache(maxsize=1)
def checker_fingerprint() -> bytes:
    """A digest of everything wsdv runs to check content: every module of the package, in
    whichever of its folders it lives (the reader, the checks, the rules model, the words, the
    command line...), the grammar, the schemas and Python's version.  Hashing the whole package
    rather than a list of the modules a check imports keeps the cache right when a module moves
    or a new one joins a check (tests/test_check_cache.py edits a module in a sub-package)."""
    h = hashlib.sha256(b"wsdv-check-%d" % VERSION)
    h.update(sys.version.encode())
    root = package_dir()
    for path in sorted(root.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(path.read_bytes())
    g = grammar_dir()
    for f in [g / "wsdv.lark", *sorted((g / "schemas").glob("*.json"))]:
        h.update(f.name.encode() + b"\0")
        h.update(f.read_bytes())
    return h.digest()


def _key(name: str, text: str) -> str:
    h = hashlib.sha256(fingerprint())
    h.update(os.fsencode(name))
    h.update(b"\0")
    h.update(text.encode())
    return h.hexdigest()[:40]


# ------------------------------------------------------------------ entries on disk
def _read(key: str, object_hook: Any = None) -> Any | None:
    """The payload stored under ``key``, if its entry is intact and of this version.

    An entry is two lines: a header (the format's version, the key, the SHA-256 of the second
    line) and the payload; any mismatch (damage, an edit, another version) is a miss."""
    base = folder()
    if base is None:
        return None
    path = base / f"{key}{SUFFIX}"
    try:
        raw = read_bounded(path, "cache", follow_symlinks=False)  # never a FIFO, a device, a link or gigabytes
        head, _, body = raw.partition(b"\n")
        header = json.loads(head)
        if not (isinstance(header, dict) and header.get("wsdv_cache") == VERSION and header.get("key") == key
                and header.get("sha256") == hashlib.sha256(body).hexdigest()):
            return None
        payload = json.loads(body, object_hook=object_hook)
    except (OSError, ValueError, TypeError, RecursionError):  # missing, truncated, not JSON: read afresh
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # recently used: the last to be evicted
    return payload


def _write(key: str, payload: Any) -> None:
    """Store ``payload`` under ``key`` atomically (a reader never sees half an entry)."""
    base = folder()
    if base is None:
        return
    try:
        body = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except UnicodeEncodeError:  # a file name that is not UTF-8 (its bytes stand in as surrogates): not kept
        return
    if len(body) > LIMITS["cache"] - 1024:   # (the tree of a locale file near its own limit) never read back
        return
    header = json.dumps({"wsdv_cache": VERSION, "key": key, "sha256": hashlib.sha256(body).hexdigest()})
    import tempfile  # only when writing: a cached check never pays for its import

    tmp = None
    try:
        base.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=base, prefix=".", suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(header.encode("ascii") + b"\n" + body)
        os.replace(tmp, base / f"{key}{SUFFIX}")
        tmp = None
        _evict(base)
    except OSError:  # a read-only or full disk: the cache is only a speed-up
        pass
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _evict(base: Path, limit: int | None = None) -> None:
    """Keep at most ``limit`` entries, removing the least recently used; only files named as wsdv
    names its entries count or go (:data:`ENTRY_NAME`), never anything else in the folder."""
    limit = MAX_ENTRIES if limit is None else limit
    entries = []
    with os.scandir(base) as it:
        for e in it:
            if ENTRY_NAME.fullmatch(e.name) and e.is_file(follow_symlinks=False):
                entries.append((e.stat(follow_symlinks=False).st_mtime_ns, e.path))
    if len(entries) <= limit:
        return
    entries.sort()
    for _, path in entries[: len(entries) - int(limit * _KEEP_AFTER_EVICTION)]:
        with contextlib.suppress(OSError):
            os.unlink(path)


# ------------------------------------------------------------------ read content files
def get(name: str, text: str) -> tuple[list, set[str], list] | None:
    """The stored result of reading ``text`` as file ``name`` (definitions, ids on broken lines,
    diagnostics), or None."""
    if not enabled():
        return None
    payload = _read(_key(name, text))
    if payload is None:
        return None
    try:
        defs, broken, diags = _decode(payload)
    except (TypeError, ValueError, KeyError):  # not the shape this version writes: read afresh
        return None
    # A file's reading names that file alone: an entry that names another (a forged or stray one)
    # is a miss, so no diagnostic of a cached read can point at, or quote, a file it did not read.
    if any(d.file != name for d in defs) or any(g.file != name for g in diags):
        return None
    return defs, broken, diags


def put(name: str, text: str, value: tuple[list, set[str], list]) -> None:
    """Store a result, if it is plain data that reads back equal (else it is not cached)."""
    if not enabled():
        return
    payload = _encode(value)
    if payload is None:
        return
    _write(_key(name, text), payload)


def _encode(value: tuple[list, set[str], list]) -> dict | None:
    defs, broken, diags = value
    out = {
        "defs": [[d.kind, d.id, d.data, d.file, [[list(p), s.line, s.col, s.end_col] for p, s in d.pos.items()],
                  d.overlay] for d in defs],
        "broken": sorted(broken),
        "diags": [[g.file, None if g.span is None else [g.span.line, g.span.col, g.span.end_col], g.message,
                   g.hint, g.severity, None if g.words is None else [g.words[0], [list(a) for a in g.words[1]]]]
                  for g in diags],
    }
    try:  # only what reads back exactly is kept (a tuple in the data would come back a list)
        if _decode(json.loads(json.dumps(out))) != (defs, set(broken), diags):
            return None
    except (TypeError, ValueError, KeyError):
        return None
    return out


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _str_or_none(v: Any) -> bool:
    return v is None or isinstance(v, str)


def _decode(payload: Any) -> tuple[list, set[str], list]:
    """The definitions, broken ids and diagnostics of an entry; ValueError for any wrong shape."""
    from ..diagnostics import Diagnostic, Span
    from .definitions import Definition

    def span(v: Any) -> Span:
        if not (type(v) is list and len(v) == 3 and type(v[0]) is int and type(v[1]) is int
                and (v[2] is None or type(v[2]) is int)):
            raise ValueError("span")
        return Span(v[0], v[1], v[2])

    if not (isinstance(payload, dict) and payload.keys() == {"defs", "broken", "diags"}):
        raise ValueError("entry")
    defs = []
    for d in _list(payload["defs"]):
        if not (isinstance(d, list) and len(d) == 6):
            raise ValueError("definition")
        kind, id_, data, file, pos, overlay = d
        if not (isinstance(kind, str) and (isinstance(id_, str) or _is_int(id_)) and isinstance(data, dict)
                and data.get("kind") == kind and data.get("id") == id_ and isinstance(file, str)
                and _str_or_none(overlay)):
            raise ValueError("definition")
        spans = {}
        for path, line, col, end in _list(pos):  # (a wrong length or an unhashable key: ValueError, TypeError)
            # The path is only ever a key to look up (any hashable element is harmless); the numbers
            # are shown to people, so they must be numbers.
            if type(path) is not list or type(line) is not int or type(col) is not int or not (
                    end is None or type(end) is int):
                raise ValueError("position")
            spans[tuple(path)] = Span(line, col, end)
        defs.append(Definition(kind, id_, data, file, spans, overlay))
    broken = _list(payload["broken"])
    if not all(isinstance(b, str) for b in broken):
        raise ValueError("broken")
    diags = []
    for g in _list(payload["diags"]):
        if not (isinstance(g, list) and len(g) == 6 and isinstance(g[0], str) and isinstance(g[2], str)
                and _str_or_none(g[3]) and g[4] in ("error", "warning") and (g[5] is None or _words_shape(g[5]))):
            raise ValueError("diagnostic")
        said = None if g[5] is None else (g[5][0], tuple((k, v) for k, v in g[5][1]))
        diags.append(Diagnostic(g[0], None if g[1] is None else span(g[1]), g[2], g[3], g[4], words=said))
    return defs, set(broken), diags


def _list(v: Any) -> list:
    if not isinstance(v, list):
        raise ValueError("list")
    return v


# ------------------------------------------------------------------ whole checks
def check_key(variants: list[str], roots: list[list[tuple[str, bytes]]], messages: list[tuple[str, bytes]]) -> str:
    """The key of a whole check: the variants named, each root's files (name and bytes, base
    first), the message files the checks look into, and the checker itself."""
    h = hashlib.sha256(checker_fingerprint())

    def part(data: bytes) -> None:  # length first: no two different inputs run together alike
        h.update(b"%d:" % len(data))
        h.update(data)

    part("\0".join(variants).encode())
    for files in roots:
        part(b"root")
        for name, raw in files:
            part(os.fsencode(name))  # a file name that is not UTF-8 keeps its own bytes
            part(raw)
    part(b"locales")
    for name, raw in messages:
        part(os.fsencode(name))
        part(raw)
    return "check-" + h.hexdigest()[:40]


def get_check(key: str, names: set[str]) -> dict | None:
    """The stored outcome of a whole check (see :func:`put_check`), or None; ``names``: the
    files the check read, the only places its warnings may point to."""
    if not enabled():
        return None
    payload = _read(key)
    if payload is None or not _check_shape(payload, names):
        return None
    return payload


def put_check(key: str, diagnostics: list, counts: dict[str, int], blue_lines: int, decades: int) -> None:
    """Store a check that found no error: its warnings (file, [line, col, end] or None, message,
    hint, and its words in the locales where it has them) and the figures of its summary line."""
    if not enabled():
        return
    payload = {"warnings": [[g.file, None if g.span is None else list(g.span), g.message, g.hint]
                            + ([] if g.words is None else [[g.words[0], [list(p) for p in g.words[1]]]])
                            for g in diagnostics],
               "counts": dict(counts), "blue_lines": blue_lines, "decades": decades}
    if not _check_shape(payload, {g.file for g in diagnostics}):
        return
    _write(key, payload)


def _words_shape(v: Any) -> bool:
    """A warning's words in the locales: [message id, [[name, text or whole number], ...]]."""
    return (type(v) is list and len(v) == 2 and type(v[0]) is str and type(v[1]) is list
            and all(type(p) is list and len(p) == 2 and type(p[0]) is str and type(p[1]) in (str, int) for p in v[1]))


def _count(v: Any) -> bool:
    return type(v) is int and 0 <= v


def _check_shape(payload: Any, names: set[str]) -> bool:
    if not (type(payload) is dict and payload.keys() == {"warnings", "counts", "blue_lines", "decades"}):
        return False
    warnings, counts = payload["warnings"], payload["counts"]
    if not (type(warnings) is list and type(counts) is dict and _count(payload["blue_lines"])
            and _count(payload["decades"]) and all(type(k) is str and _count(n) for k, n in counts.items())):
        return False
    for w in warnings:
        if not (type(w) is list and len(w) in (4, 5) and type(w[0]) is str and w[0] in names and type(w[2]) is str
                and _str_or_none(w[3]) and (len(w) == 4 or _words_shape(w[4]))):
            return False
        span = w[1]
        if span is not None and not (type(span) is list and len(span) == 3 and type(span[0]) is int
                                     and type(span[1]) is int and (span[2] is None or type(span[2]) is int)):
            return False
    return True


# ------------------------------------------------------------------ the parser's tables
def get_tables(grammar_text: str) -> Any | None:
    """Lark's serialized LALR tables for this grammar (plain data, see :func:`plain`), or None.

    The tables depend on wsdv alone, not on any content, so ``WSDV_NO_CACHE`` (which is about
    content) leaves them cached, as Python keeps its bytecode."""
    if folder() is None:
        return None
    return _read(_tables_key(grammar_text), object_hook=_unplain_object)


def put_tables(grammar_text: str, tables: Any) -> None:
    if folder() is None:
        return
    try:
        payload = plain(tables)
    except TypeError:
        return
    _write(_tables_key(grammar_text), payload)


def _tables_key(grammar_text: str) -> str:
    import lark

    h = hashlib.sha256(b"lark-tables")
    h.update(fingerprint())
    h.update(lark.__version__.encode())
    h.update(grammar_text.encode())
    return "grammar-" + h.hexdigest()[:32]


_TUPLE, _ITEMS = "__tuple__", "__items__"


def plain(value: Any) -> Any:
    """``value`` as JSON data, tuples and dicts with keys other than strings tagged so they come
    back as they were; anything but plain data (an object, a function) is a TypeError."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, tuple):
        return {_TUPLE: [plain(v) for v in value]}
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value) and not ({_TUPLE, _ITEMS} & value.keys()):
            return {k: plain(v) for k, v in value.items()}
        return {_ITEMS: [[plain(k), plain(v)] for k, v in value.items()]}
    raise TypeError(f"not plain data: {type(value).__name__}")


def _unplain_object(obj: dict) -> Any:
    """json.loads' object_hook: a tagged tuple or dict back as it was (called for every object)."""
    if len(obj) == 1:
        if _TUPLE in obj:
            return tuple(_list(obj[_TUPLE]))
        if _ITEMS in obj:
            out = {}
            for pair in _list(obj[_ITEMS]):
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise ValueError("item")
                out[pair[0]] = pair[1]
            return out
    return obj


def unplain(value: Any) -> Any:
    """What :func:`plain` tagged, back as it was (tests; the cache decodes while parsing)."""
    return json.loads(json.dumps(value), object_hook=_unplain_object)


# ------------------------------------------------------------------ Fluent's syntax trees
def fluent_key(reader: bytes, with_spans: bool, text: str) -> str:
    """The key of the syntax tree of a Fluent file's ``text``: ``reader`` is a digest of Fluent's
    parser and of the code that stores its trees (``fluentfiles._reader_fingerprint``, which alone
    imports Fluent), and a tree with spans is another entry than one without."""
    h = hashlib.sha256(b"fluent-tree-%d" % VERSION)
    h.update(reader)
    h.update(b"spans\0" if with_spans else b"bare\0")
    h.update(text.encode("utf-8", "surrogatepass"))
    return "fluent-" + h.hexdigest()[:40]


def get_fluent(key: str) -> Any | None:
    """A Fluent syntax tree stored under ``key`` as plain JSON data (``fluentfiles._decode`` reads it
    as hostile data and builds the nodes), or None. Off like the rest under ``WSDV_NO_CACHE``."""
    return _read(key) if enabled() else None


def put_fluent(key: str, payload: Any) -> None:
    if enabled():
        _write(key, payload)


# ------------------------------------------------------------------ other results of wsdv
def get_data(key: str) -> Any | None:
    """A result another part of wsdv stored under its own key (``wsdv l10n status``), or None.

    Plain JSON data under the same header and checksum as every entry; the caller checks its
    shape. Off like the rest under ``WSDV_NO_CACHE``."""
    return _read(key) if enabled() else None


def put_data(key: str, payload: Any) -> None:
    """Store a result under a caller's key (a hex digest of everything the result depends on)."""
    if enabled():
        _write(key, payload)
