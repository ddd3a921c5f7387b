"""A disk cache of checked content files, so that `wsdv check` on unchanged content is quick.

Reading a file (Lark parse, transform, JSON Schema validation) is the expensive part of
the pipeline, and its result depends only on the file's name and text and on the reader
itself: the grammar, the schemas and the reading code.  So, like Python's own bytecode
cache, the result is stored under a key made of all of those, and a changed file, grammar,
schema or reader simply misses.  The semantic checks, which look across files, always run.

``WSDV_NO_CACHE=1`` turns the cache off; ``WSDV_CACHE=DIR`` moves it (default: the user's
cache folder).  A cache that cannot be read or written is ignored, never an error.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from .paths import grammar_dir

_READER_MODULES = ("syntax.py", "transform.py", "schema.py", "loader.py", "diagnostics.py", "cache.py",
                   "lalr.py", "parsetables.py", "language.py", "schemacode.py")
_FORMAT = b"wsdv-cache-1"


def enabled() -> bool:
    return os.environ.get("WSDV_NO_CACHE", "") in ("", "0")


def folder() -> Path:
    if os.environ.get("WSDV_CACHE"):
        return Path(os.environ["WSDV_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "wsdv"


@lru_cache(maxsize=1)
def fingerprint() -> bytes:
    """A digest of everything besides a file's own text that its reading depends on."""
    h = hashlib.sha256(_FORMAT)
    h.update(sys.version.encode())
    here = Path(__file__).resolve().parent
    for name in _READER_MODULES:
        h.update((here / name).read_bytes())
    g = grammar_dir()
    for f in [g / "wsdv.lark", *sorted((g / "schemas").glob("*.json"))]:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.digest()


def _path(name: str, text: str) -> Path:
    h = hashlib.sha256(fingerprint())
    h.update(name.encode())
    h.update(b"\0")
    h.update(text.encode())
    return folder() / f"{h.hexdigest()[:40]}.pickle"


def get(name: str, text: str) -> Any | None:
    """The stored result of reading ``text`` as file ``name``, or None."""
    if not enabled():
        return None
    try:
        with open(_path(name, text), "rb") as f:
            return pickle.load(f)
    except Exception:  # missing, truncated or from another version: read the file afresh
        return None


def put(name: str, text: str, value: Any) -> None:
    """Store a result atomically (a reader never sees half a file)."""
    if not enabled():
        return
    try:
        target = _path(name, text)
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, target)
    except Exception:
        try:
            os.unlink(tmp)  # type: ignore[possibly-undefined]
        except Exception:
            pass
