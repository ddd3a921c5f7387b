"""From content folders to one merged set of definitions, with every problem reported.

A content set is a base folder (``content/``) plus zero or more overlays: a
variant's folder (``content/variants/NAME/``) or any folder a designer names.
In an overlay, a plain declaration adds something new; ``replace`` swaps a
definition for another, ``amend`` changes only the keys it gives, and
``delete`` removes one.  Every stage reports into one :class:`Report`.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator
from pathlib import Path

from ..diagnostics import NONE, Report, Span, Words, a_kind, did_you_mean, near, words
from ..errors import os_reason
from ..inputs import UnreadableInput, read_bounded
from ..paths import EXTENSION as EXTENSION  # the content layout lives in paths.py (named here for readers)
from ..paths import VARIANTS_DIR as VARIANTS_DIR
from ..paths import content_files as content_files
from ..paths import display_path
from . import cache
from .definitions import ContentSet, Definition, Path_
from .schema import body_rules, coerce_lists, kinds, language, problems


def line_ends(text: str) -> str:
    """A lone CR (an old Mac's line break) is a line break: written as LF, one character for one,
    so every offset stays where it was.  CRLF is left alone (the grammar reads it)."""
    if "\r" not in text:
        return text
    return re.sub(r"\r(?!\n)", "\n", text)


def unreadable(err: OSError) -> Words:
    """The words of "cannot read this file": a refusal of inputs.py by its own words, an error of the
    system by its code (the locales say the common ones; another is told in the system's words)."""
    if isinstance(err, UnreadableInput) and err.words is not None:
        message_id, args = err.words
        return words("check-unreadable-" + message_id.removeprefix("files-error-"), **args)
    return words("check-cannot-read", **os_reason(err))


def read_file(path: Path, report: Report, within: Path | None = None) -> tuple[list[Definition], set[str]]:
    """Parse, transform and schema-check one file; its definitions and the ids on broken lines.
    ``within``: the content or overlay folder it was found in, which its links may not lead out of."""
    name = display_path(path)
    try:
        raw = read_bounded(path, "content", within=within)  # a FIFO, a device, gigabytes, a link out: refused, never read
        text = line_ends(raw.decode("utf-8"))
    except UnicodeDecodeError as err:
        text = line_ends(raw.decode("utf-8", errors="replace"))
        report.add_source(name, text)
        from .syntax import not_utf8

        report.extend([not_utf8(raw, err, name)])
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            return [], set()
        # Read on: a stray Latin-1 byte usually sits in a comment or a text, and losing every
        # definition of the file would bury this one error under unknown references.
    except OSError as err:
        report.error(name, None, f"cannot read this file: {err.strerror or err}", getattr(err, "hint", None),
                     words=unreadable(err))
        return [], set()
    report.add_source(name, text)
    key = (name, text)
    cached = _PARSED.get(key) or cache.get(name, text)
    if cached is None:
        scratch = Report()
        scratch.add_source(name, text)
        defs, broken = read_text(text, name, scratch)
        cached = (defs, broken, scratch.diagnostics)
        cache.put(name, text, cached)
    _PARSED[key] = cached
    defs, broken, diags = cached
    report.extend(diags)
    return list(defs), set(broken)


# Files already read in this process, by name and text: checking a variant re-reads the base,
# and the definitions are never changed after reading (overlays build new ones).
_PARSED: dict[tuple[str, str], tuple[list[Definition], set[str], list]] = {}


def read_text(text: str, name: str, report: Report) -> tuple[list[Definition], set[str]]:
    if "\x00" in text:
        at = text.index("\x00")
        line = text.count("\n", 0, at) + 1
        col = at - (text.rfind("\n", 0, at) + 1) + 1
        report.error(name, Span(line, col, col + 1), "this file contains a NUL byte, so it is not a text file",
                     "content files are plain UTF-8 text; was it saved as UTF-16, or is it a binary file?",
                     words=words("check-nul-byte"))
        return [], set()
    from .lalr import NotParsed, parse
    from .transform import unwrap_declaration

    broken: set[str] = set()
    try:
        parsed = [parse(text, name)]
    except NotParsed:  # Lark reads it again, to report every syntax error and read the rest
        from .syntax import parse_text
        from .transform import to_data

        chunks, diags = parse_text(text, name, language())
        report.extend(diags)
        parsed = []
        for ch in chunks:
            if ch.tree is None:
                broken.update(_declared_ids(ch.text))
            else:
                parsed.append(to_data(ch.tree, name))
    defs: list[Definition] = []
    for decls, tdiags in parsed:
        report.extend(tdiags)
        for wrapped in decls:
            pos: dict[Path_, Span] = {}
            under: dict[Path_, dict[Path_, Span]] = {}
            data = unwrap_declaration(wrapped, (), pos, under)
            overlay = data.pop("overlay", None)
            d = Definition(data["kind"], data.get("id"), data, name, pos, overlay)
            if _check_structure(d, report, under):
                defs.append(d)
            elif d.id is not None:
                broken.add(str(d.id))  # so that references to it do not pile up more errors
    return defs, broken


def _declared_ids(text: str) -> set[str]:
    words = text.split()
    while words and words[0] in ("replace", "amend", "delete"):
        words = words[1:]
    return {words[1]} if len(words) > 1 else set()


def _check_structure(d: Definition, report: Report, under: dict[Path_, dict[Path_, Span]]) -> bool:
    """Schema-validate a top-level definition and everything nested in it."""
    known = kinds()
    if d.kind not in known:
        span = d.span(("kind",))
        source = report.sources.get(d.file, "")
        lines = source.split("\n")
        before = lines[span.line - 1][:span.col - 1] if span is not None and 0 < span.line <= len(lines) else ""
        # An indented line was meant to go on from the one above; a kind after `replace` (or `amend`,
        # `delete`) is no indented line, but a kind misspelt: `replace crad 25`.
        if span is not None and span.col > 1 and not before.strip():
            from .syntax import continuation

            report.extend([continuation(source, span.line, str(d.kind), d.file, span, language())])
            return False
        report.error(d.file, span, f"unknown kind of declaration `{d.kind}`",
                     did_you_mean(d.kind, known) or "known kinds: " + ", ".join(sorted(known)),
                     words=words("check-unknown-declaration", kind=str(d.kind), near=near(str(d.kind), known),
                                 known=", ".join(sorted(known))))
        return False
    if d.kind in language().nested:
        parents = sorted(k for k in known if d.kind in body_rules(k).get("decls", []))
        report.error(d.file, d.span(("kind",)), f"{a_kind(d.kind)} belongs inside the `{{ }}` block of its "
                     + " or ".join(parents), "is the `{` at the end of the line above missing?",
                     words=words("check-nested-outside", kind=str(d.kind), kinds=" ".join(parents)))
        return False
    if "id" not in d.data:
        report.error(d.file, d.span(("kind",)), f"{a_kind(d.kind)} needs an id after `{d.kind}`",
                     f"e.g. `{d.kind} my_{d.kind}`", words=words("check-needs-id", kind=str(d.kind)))
        return False
    if d.overlay == "delete":
        return True  # only the kind and the id matter; extra keys are reported when applied
    return _validate_node(d, d.kind, d.data, (), report, under, partial=d.overlay == "amend")


def _validate_node(d: Definition, kind: str, data: dict, prefix: Path_, report: Report,
                   under: dict[Path_, dict[Path_, Span]], partial: bool = False) -> bool:
    """Validate one node; ``partial`` (an `amend`) checks the keys given without requiring the rest.
    ``under``: the positions under each key of each node (see ``coerce_lists``)."""
    coerce_lists(kind, data, d.pos, prefix, under)
    name = f"{kind} {data.get('id')}" if "id" in data else kind
    ok = True

    def text_at(path: Path_) -> str | None:
        span = d.pos.get(prefix + path)
        if span and span.end_col and d.file in report.sources:
            lines = report.sources[d.file].split("\n")
            if 0 < span.line <= len(lines):
                return lines[span.line - 1][span.col - 1: span.end_col - 1] or None
        return None

    shallow = {k: v for k, v in data.items() if k != "body"}
    for path, message, hint, said in problems(kind, shallow, name, text_at, partial):
        report.error(d.file, d.span(prefix + path), message, hint, words=said)
        ok = False
    body = data.get("body")
    if body is None:
        return ok
    rules = body_rules(kind)
    allowed = rules.get("decls", [])
    for i, item in enumerate(body):
        at = prefix + ("body", i)
        if "kind" in item:
            sub = item["kind"]
            if sub not in allowed:
                where = a_kind(kind) if allowed or rules.get("statements") else f"{a_kind(kind)} (it takes no block)"
                hint = did_you_mean(sub, allowed) or (
                    "it may contain: " + ", ".join(allowed) if allowed else None)
                report.error(d.file, d.span(at + ("kind",)), f"`{sub}` cannot appear inside {where}", hint,
                             words=words("check-not-inside", sub=sub, kind=kind,
                                         block="yes" if allowed or rules.get("statements") else "no",
                                         near=near(sub, allowed), allowed=", ".join(allowed) or NONE))
                ok = False
                continue
            if item.get("id") is None and "id" in _required(sub):
                report.error(d.file, d.span(at), f"{a_kind(sub)} needs an id after `{sub}`",
                             words=words("check-needs-id", kind=sub))
                ok = False
                continue
            ok = _validate_node(d, sub, item, at, report, under) and ok
        else:
            if not rules.get("statements"):
                hint = ("it may contain: " + ", ".join(allowed)) if allowed else None
                report.error(d.file, d.span(at), f"effects cannot appear inside {a_kind(kind)}", hint,
                             words=words("check-no-effects-inside", kind=kind, allowed=", ".join(allowed) or NONE))
                ok = False
    return ok


def _required(kind: str) -> list[str]:
    from .schema import schemas
    return schemas()[kind].get("required", [])


# ------------------------------------------------------------------ merging
def load(base: Path, overlays: list[Path] | None = None, report: Report | None = None) -> ContentSet:
    """Read a base content folder and its overlays into one checked-for-structure set."""
    cs = ContentSet(report=report or Report(), roots=[base, *(overlays or [])])
    if not base.is_dir():
        cs.report.error(str(base), None, "no such content folder", words=words("check-no-content-folder"))
        return cs
    files = content_files(base)
    if not files:
        cs.report.error(str(base), None, f"this content folder holds no content files (*{EXTENSION})",
                        "name the folder that holds the game's board/, cards/, ... files, or leave out --content "
                        "to use the shipped content", words=words("check-empty-content-folder", extension=EXTENSION))
        return cs
    for path in files:
        cs.files.append((f"base/{path.relative_to(base).as_posix()}", display_path(path)))
        defs, broken = read_file(path, cs.report, base)
        cs.broken |= broken
        for d in defs:
            if d.overlay:
                cs.error(d, ("overlay",), f"`{d.overlay}` belongs in a variant or overlay folder",
                         "in base content, declare each thing once, without `replace`, `amend` or `delete`",
                         words=words("check-overlay-in-base", word=str(d.overlay)))
                continue
            _add(cs, d)
    base_keys = set(cs.definitions)   # what the base declares: an overlay's own repeats are told apart
    for k, folder in enumerate(overlays or [], start=1):
        if not folder.is_dir():
            cs.report.error(display_path(folder), None, "no such overlay folder", words=words("check-no-overlay-folder"))
            continue
        for path in content_files(folder, skip_variants=False):
            cs.files.append((f"overlay{k}/{path.relative_to(folder).as_posix()}", display_path(path)))
            defs, broken = read_file(path, cs.report, folder)
            cs.broken |= broken
            for d in defs:
                _apply(cs, d, base_keys)
    return cs


def _add(cs: ContentSet, d: Definition) -> None:
    cs.changed()
    first = cs.definitions.get(d.key)
    if first is not None:
        span = first.span()
        where = f"{first.file}:{span.line}" if span else first.file
        shown = " -- ".join(map(str, d.data["ends"])) if isinstance(d.data.get("ends"), list) else d.id
        cs.error(d, ("id",), f"{d.kind} '{shown}' is defined twice", f"it was first defined at {where}",
                 words=words("check-defined-twice", kind=str(d.kind), name=str(shown), where=where))
        return
    cs.definitions[d.key] = d


def _apply(cs: ContentSet, d: Definition, base_keys: set[tuple[str, str]]) -> None:
    """One declaration of an overlay laid over the content. ``base_keys``: what the base content
    declares; a new definition an overlay writes twice is "defined twice" (where first), not
    "already in the base content", which would send the designer looking for it there."""
    cs.changed()
    existing = cs.definitions.get(d.key)
    if d.overlay is None:
        if existing is not None:
            _add(cs, d)  # reports the duplicate
            if d.key not in base_keys:
                return
            cs.report.diagnostics[-1] = cs.report.diagnostics[-1].__class__(
                d.file, d.span(("id",)), f"{d.kind} '{d.id}' already exists in the base content",
                "write `replace` or `amend` before it to change it",
                words=words("check-already-in-base", kind=str(d.kind), name=str(d.id)))
            return
        cs.definitions[d.key] = d
        return
    if existing is None:
        ends = d.data.get("ends")
        reversed_, close = NONE, NONE
        if isinstance(ends, list) and len(ends) == 2:  # a link: name it as written, look for it reversed
            shown, hint = f"{ends[0]} -- {ends[1]}", None
            if cs.get(d.kind, f"{ends[1]}--{ends[0]}"):
                reversed_ = f"{ends[1]} -- {ends[0]}"
                hint = f"it is written `{reversed_}`; write its ends in that order"
        else:
            shown, hint = d.id, did_you_mean(str(d.id), cs.ids(d.kind))
            close = near(str(d.id), cs.ids(d.kind))
        cs.error(d, ("id",), f"cannot {d.overlay} {d.kind} '{shown}': there is none", hint,
                 words=words("check-cannot-change", word=str(d.overlay), kind=str(d.kind), name=str(shown),
                             near=close, reversed=reversed_))
        return
    if d.overlay == "delete":
        extra = [k for k in d.data if k not in ("kind", "id", "ends", "params")]
        if extra:
            cs.error(d, (extra[0], "@key"), "`delete` takes only the kind and the id",
                     words=words("check-delete-extra"))
        del cs.definitions[d.key]
    elif d.overlay == "replace":
        cs.definitions[d.key] = d
    else:  # amend: the keys given replace the base's; a block given replaces the base's block
        merged = dict(existing.data)
        pos = dict(existing.pos)
        amended = dict(existing.amended_by)
        for k, v in d.data.items():
            if k in ("kind", "id"):
                continue
            merged[k] = v
            amended[k] = d
        cs.definitions[d.key] = Definition(existing.kind, existing.id, merged, existing.file, pos,
                                           None, amended)


def iter_nodes(d: Definition) -> Iterator[tuple[str, dict, Path_]]:
    """Every declaration node of a definition, nested ones included: (kind, data, path)."""
    stack: deque[tuple[str, dict, Path_]] = deque([(d.kind, d.data, ())])  # first in, first out
    while stack:
        kind, data, path = stack.popleft()
        yield kind, data, path
        for i, item in enumerate(data.get("body") or []):
            if isinstance(item, dict) and "kind" in item:
                stack.append((item["kind"], item, path + ("body", i)))
