"""Which version of the English each translation was made from, to tell when it is out of date.

gettext marks such a translation "fuzzy"; here each language folder keeps a plain record
beside its ``.ftl`` files, ``translated-from.txt``: one line per translated message,
``<id> <fingerprint>``, the fingerprint being that of the English message when the
translation was last written or confirmed. When the English changes, its fingerprint no
longer matches and the translation is *stale* until a translator checks it and runs
``wsdv l10n confirm LANG ID...`` (which records the English as it is now).

The record is keyed by what it translates, not by where: a message moved to another file
keeps its record. A fingerprint is a short hash of the English entry's Fluent source with
comments and layout left out, so re-indenting or re-commenting English changes nothing.

Other translated texts (the site's rules prose, keyed by content declarations) can keep
the same kind of record with :class:`SourceRecord` and :func:`fingerprint`, and report
through ``wsdv l10n status`` as a stale source (:data:`interpreter.words.translations.STALE_SOURCES`
names them, :func:`interpreter.words.l10n.status.add_other_stale` adds their problems).
"""

from __future__ import annotations

import difflib
import hashlib
import json
import weakref
from collections.abc import Iterable
from pathlib import Path

from fluent.syntax import FluentSerializer
from fluent.syntax import ast as ftl

from ...inputs import read_lossy
from ...outputs import write_file

RECORD_FILE = "translated-from.txt"
_HEADER = ("# The English each translation of this folder was made from: `<id> <fingerprint>`.\n"
           "# Each line may end with that English itself, quoted, to show beside the English of today.\n"
           "# Written by `wsdv l10n confirm`; `wsdv l10n status` lists a translation whose English\n"
           "# has changed since (stale). Edit the translation, then confirm it.\n")


def fingerprint(text: str) -> str:
    """A short, stable hash of a source text (12 hex digits)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def entry_fingerprint(node: ftl.Message | ftl.Term, attribute: str | None = None) -> str:
    """The fingerprint of an English message's value (or one attribute), without comments or layout."""
    return fingerprint(_one_line(node, attribute))


def entry_source(node: ftl.Message | ftl.Term, attribute: str | None = None) -> str:
    """An English message's value (or one attribute) as Fluent source on one line, without comments or
    layout: what the record keeps, so that a stale translation can show its old English beside the new."""
    return english_of(_one_line(node, attribute))


# The one-line sources made, by node (while it lives) and attribute: `wsdv l10n check` compares each
# English message with its translation in each of five languages (is it a copy?), and Fluent's
# serializer was a tenth of the command. A parsed tree is never changed (`stubs.stub` edits a copy).
_ONE_LINE: weakref.WeakKeyDictionary[ftl.BaseNode, dict[str | None, str]] = weakref.WeakKeyDictionary()


def _one_line(node: ftl.Message | ftl.Term, attribute: str | None) -> str:
    kept = _ONE_LINE.get(node)
    if kept is None:
        kept = _ONE_LINE[node] = {}
    if attribute not in kept:
        kept[attribute] = _serialized(node, attribute)
    return kept[attribute]


def _serialized(node: ftl.Message | ftl.Term, attribute: str | None) -> str:
    if attribute is None:
        value = node.value
    else:
        value = next((a.value for a in node.attributes if a.id.name == attribute), None)
    if value is None:
        return ""  # (the fingerprint of no value is that of the empty text, as it always was)
    # A pattern serialized alone: the same text whatever the indentation or comments around it.
    probe = ftl.Message(ftl.Identifier("x"), value=value)
    text = FluentSerializer().serialize_entry(probe)
    return " ".join(text.split())


def english_of(source: str) -> str:
    """The English of a recorded source, without the probe's `x = ` (for showing it)."""
    return source[4:] if source.startswith("x = ") else source


# An English text longer than this is shown by its changed parts only: a stale `view-question` (a
# select of some forty variants, 2,000 characters on one line) said its whole English then and now,
# and the localizer had to find the one variant that changed by eye.
SHOWN_WHOLE = 120
_BEFORE, _AFTER = 4, 3   # words of unchanged context shown before and after a change
_KEY_REACH = 12          # how far back a change looks for its select variant's `[key]`, to show it
ELLIPSIS = "…"


def changed_parts(then: str, now: str) -> tuple[str, str]:
    """Two English texts as a localizer reads them side by side: whole when short, else only the words
    around each change, from the `[key]` of the select variant it is in when that is near, the parts
    joined and cut by an ellipsis. Word for word, so it works for a select, plain text or prose alike."""
    if len(then) <= SHOWN_WHOLE and len(now) <= SHOWN_WHOLE:
        return then, now
    old, new = then.split(" "), now.split(" ")
    spans: list[list[int]] = []   # [old start, old end, new start, new end] of each part shown
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        back = next((k for k in range(1, min(_KEY_REACH, i1) + 1)
                     if old[i1 - k].startswith("[") and old[i1 - k].endswith("]")), min(_BEFORE, i1))
        ahead = min(_AFTER, len(old) - i2, len(new) - j2)
        span = [i1 - back, i2 + ahead, j1 - back, j2 + ahead]
        if spans and span[0] <= spans[-1][1]:   # overlapping context: one part
            spans[-1][1], spans[-1][3] = span[1], span[3]
        else:
            spans.append(span)
    if not spans:   # the same words (a fingerprint of other layout): nothing to point at, shown whole
        return then, now
    return _shown(old, [(a, b) for a, b, _c, _d in spans]), _shown(new, [(c, d) for _a, _b, c, d in spans])


def _shown(words: list[str], spans: list[tuple[int, int]]) -> str:
    parts = [ELLIPSIS] if spans and spans[0][0] > 0 else []
    for n, (start, end) in enumerate(spans):
        if n:
            parts.append(ELLIPSIS)
        parts += words[start:end]
    if spans and spans[-1][1] < len(words):
        parts.append(ELLIPSIS)
    return " ".join(parts)


class SourceRecord:
    """One record file: translated id -> fingerprint of the source it was made from, and that source
    itself where it was recorded (records written before the source was kept have the fingerprint only)."""

    def __init__(self, path: Path, within: Path | None = None) -> None:
        """``within``: the folder that holds the language folders' parent (the content folder), which
        the record's links may not lead out of (a refusal, not a quiet empty record)."""
        self.path = path
        self.entries: dict[str, str] = {}
        self.sources: dict[str, str] = {}
        self.problems: list[tuple[int, str]] = []   # (line, message): lines that are not `<id> <hash>`
        if path.is_file():
            text = read_lossy(path, "locale", within=within)
            for n, line in enumerate(text.splitlines(), 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                parts = line.split(None, 2)
                if len(parts) < 2:
                    self.problems.append((n, f"expected `<id> <fingerprint>`, found {line[:60]!r}"))
                    continue
                self.entries[parts[0]] = parts[1]
                if len(parts) == 3:
                    try:
                        source = json.loads(parts[2])
                    except (ValueError, RecursionError):   # not JSON, or nested past Python's stack
                        source = None
                    if not isinstance(source, str):
                        self.problems.append((n, f"expected the English as a quoted text, found {parts[2][:60]!r}"))
                        continue
                    self.sources[parts[0]] = source

    def get(self, unit: str) -> str | None:
        return self.entries.get(unit)

    def source(self, unit: str) -> str | None:
        """The English the translation was made from, as recorded (None: only its fingerprint is)."""
        return self.sources.get(unit)

    def confirm(self, units: Iterable[tuple[str, str] | tuple[str, str, str]]) -> None:
        """Record these (id, fingerprint) pairs, or (id, fingerprint, English source) triples; call
        :meth:`save` to write them."""
        for unit, fp, *source in units:
            self.entries[unit] = fp
            if source:
                self.sources[unit] = source[0]
            else:
                self.sources.pop(unit, None)

    def forget(self, keep: Iterable[str]) -> None:
        """Drop the records of ids no longer translated."""
        wanted = set(keep)
        self.entries = {k: v for k, v in self.entries.items() if k in wanted}
        self.sources = {k: v for k, v in self.sources.items() if k in wanted}

    def rename(self, old: str, new: str) -> bool:
        """Move the record of ``old`` to ``new`` (an id renamed: the translation is as fresh as it was)."""
        if old not in self.entries:
            return False
        self.entries[new] = self.entries.pop(old)
        if old in self.sources:
            self.sources[new] = self.sources.pop(old)
        return True

    def save(self) -> None:
        """Write the record atomically (sorted, one line per id, so it merges well)."""
        body = _HEADER + "".join(
            f"{k} {v}" + (f" {json.dumps(self.sources[k], ensure_ascii=False)}" if k in self.sources else "") + "\n"
            for k, v in sorted(self.entries.items()))

        # The record is a file wsdv owns beside the translations (or an empty one): written whole or not at all.
        write_file(self.path, body, "record of translated messages", owned=_is_record)


def _is_record(path: Path) -> bool:
    """Whether a file is a record wsdv wrote (its header), so that confirming never overwrites another file."""
    try:
        with path.open(encoding="utf-8", errors="replace") as f:
            return f.read(len(_HEADER.splitlines()[0])) == _HEADER.splitlines()[0]
    except OSError:
        return False
