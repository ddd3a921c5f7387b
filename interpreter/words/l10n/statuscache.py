"""The problems `wsdv l10n status` and `check` found, kept on disk until an input changes.

Fluent's parser reads the 66 locale files of the shipped content in about half a second, and
checking every language against English costs as much again; a localizer runs the status
again and again while translating. So the problems are stored (as plain JSON in wsdv's
cache, :mod:`interpreter.language.cache`) under a key made of everything they depend on: the bytes of
every file of every locale folder wsdv reads (translations, records, work-in-progress
markers), the content the names are checked against (its hash) and the files of its variants,
the code that checks (this package, the rules prose and the diff writer it asks what a variant
changes), the versions of Fluent and Babel, and the folder wsdv runs in (problems name files
relative to it). Any change misses, and is checked afresh.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

from ...inputs import read_bounded
from ...language.cache import checker_fingerprint
from .checks import LanguageStatus, LocaleSet, Problem, Words

VERSION = 3


def key(sets: list[LocaleSet], content_hash: str, content: Path | None = None) -> str:
    """A digest of every input of the locale checks (see the module's docstring). ``content_hash`` is
    the base game's; the files of the content folder's variants are read here (a variant's prose is
    checked against the variant's declarations, and a variant's changes for prose that says them)."""
    import babel
    import fluent.syntax

    from ...rules.pipeline import VARIANTS_DIR, content_dir

    h = hashlib.sha256(b"wsdv-l10n-status-%d\0" % VERSION)
    for part in (content_hash, os.getcwd(), babel.__version__, getattr(fluent.syntax, "__version__", "")):
        h.update(str(part).encode() + b"\0")
    variants = (Path(content) if content is not None else content_dir()) / VARIANTS_DIR
    for f in sorted(variants.rglob("*")) if variants.is_dir() else []:
        if f.is_file():
            h.update(f.relative_to(variants).as_posix().encode() + b"\0" + read_bounded(f, "content" if f.suffix == ".wsdv" else "locale") + b"\0")
    h.update(checker_fingerprint())  # every module of wsdv, wherever it lives, and the grammar
    for lset in sets:
        h.update(f"{lset.name}\0{lset.root}\0{lset.pattern}\0".encode())
        if not lset.root.is_dir():
            continue
        for folder in sorted(p for p in lset.root.iterdir() if p.is_dir()):
            for f in sorted(p for p in folder.iterdir() if p.is_file()):
                h.update(f"{folder.name}/{f.name}\0".encode() + read_bounded(f, "content" if f.suffix == ".wsdv" else "locale") + b"\0")
    return h.hexdigest()[:40]


def encode(statuses: list[LanguageStatus]) -> list:
    return [[s.lang, s.total, s.translated,
             [[p.lang, p.category, p.id, p.message, None if p.file is None else str(p.file), p.line, p.col,
               p.hint, p.severity, _words(p.words), _words(p.hint_words)] for p in s.problems]] for s in statuses]


def _words(w: Words | None) -> list | None:
    return None if w is None else [w[0], [[k, v] for k, v in w[1]]]


def _read_words(item: Any) -> tuple[bool, Words | None]:
    """(whether it reads, a problem's words) as :func:`_words` stored them."""
    if item is None:
        return True, None
    if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], list)
            and all(isinstance(kv, list) and len(kv) == 2 and isinstance(kv[0], str)
                    and type(kv[1]) in (str, int) for kv in item[1])):
        return False, None
    return True, (item[0], tuple((k, v) for k, v in item[1]))


def decode(payload: Any, folders: list[Path] | None = None) -> list[LanguageStatus] | None:
    """The statuses stored, or None for anything not of the shape :func:`encode` writes.

    ``folders``: the folders the checks read (the content, its overlays, every locale set's root); a
    problem at a file outside all of them is no problem these checks found, and the whole entry is
    a miss: `wsdv l10n check` quotes a problem's line from its file, and a stored answer must never
    make it quote a file it was not asked to read (language/cache.py, "the trust model")."""
    if not isinstance(payload, list):
        return None
    real = [os.path.realpath(f).rstrip(os.sep) + os.sep for f in folders or []]
    out = []
    for item in payload:
        if not (isinstance(item, list) and len(item) == 4 and isinstance(item[0], str)
                and type(item[1]) is int and type(item[2]) is int and isinstance(item[3], list)):
            return None
        st = LanguageStatus(item[0], item[1], item[2])
        for p in item[3]:
            if not (isinstance(p, list) and len(p) == 11 and all(isinstance(x, str) for x in p[:4])
                    and (p[4] is None or isinstance(p[4], str)) and type(p[5]) is int and type(p[6]) is int
                    and (p[7] is None or isinstance(p[7], str)) and p[8] in ("error", "note")):
                return None
            (ok_words, message_words), (ok_hint, hint_words) = _read_words(p[9]), _read_words(p[10])
            if not (ok_words and ok_hint):
                return None
            if folders is not None and p[4] is not None and not os.path.realpath(p[4]).startswith(tuple(real)):
                return None
            st.problems.append(Problem(p[0], p[1], p[2], p[3], None if p[4] is None else Path(p[4]), p[5], p[6],
                                       p[7], p[8], message_words, hint_words))
        out.append(st)
    return out
