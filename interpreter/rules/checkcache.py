"""`wsdv check` answered from the disk cache when nothing it reads has changed.

What a check finds depends only on what it reads (the content files of the base folder and of
each overlay, and the icon texts of the base's locales) and on wsdv itself.  So a check first
reads those files as bytes, without parsing them, and makes from them the key of
:func:`cache.check_key`; a stored outcome under that key is the answer.  Only otherwise does it
run the pipeline (read, validate, check, compile), and it stores what a check without errors
found.  The path of a hit imports none of the reader, the checks or the rules model: unchanged
content costs the reading of its bytes and one small cache entry.

Nothing is trusted that was not checked on load (see cache.py): an entry is lists of strings
and numbers; a damaged or edited one is a miss, and the check runs in full and stores it anew.
"""

from __future__ import annotations

from pathlib import Path

from ..inputs import inside, read_bounded
from ..language import cache
from ..paths import (
    VARIANT_NAME,
    VARIANTS_DIR,
    content_dir,
    content_files,
    display_path,
    icon_text_files,
    narration_files,
    source_message_files,
)

TYPE_CHECKING = False  # typing is not imported at run time: a cached check has no use for it
if TYPE_CHECKING:
    from typing import Any


class Checked:
    """What a check found: whether it passed, the report of its problems (None when it has none
    to show), and the figures of its summary line (for a check that passed)."""

    def __init__(self, ok: bool, report: Any, figures: tuple[dict[str, int], int, int] | None,
                 variants: tuple[str, ...]) -> None:
        self.ok, self.report, self.figures, self.variants = ok, report, figures, variants

    @property
    def warnings(self) -> list:
        return [] if self.report is None else self.report.warnings


def summary_figures(rules: Any) -> tuple[dict[str, int], int, int]:
    """What `wsdv check` counts: definitions by kind, blue lines, and the decades cards are dealt in."""
    decades = {c.get("decade") for c in rules.of_kind("card").values()} or set(rules.of_kind("decade"))
    return rules.counts(), rules.blue_lines, len(decades)


def _variant(base: Path, name: str) -> Path | None:
    """The folder of a variant, or None where it is a link out of the content (see pipeline.build)."""
    folder = base / VARIANTS_DIR / name
    try:
        inside(folder, base)
    except OSError:
        return None
    return folder


def check_content(content: Path | None, variants: list[str], overlays: list[Path]) -> Checked:
    """Check the content folder with these variants and overlays, from the cache if it can."""
    base = Path(content) if content is not None else content_dir()
    # A name that is not a variant's: no inputs, and the pipeline says why.
    # (nor one that leads out of the content: the pipeline refuses it)
    folders = [_variant(base, name) if VARIANT_NAME.fullmatch(name) else None for name in variants]
    folders += [Path(o) for o in overlays]
    inputs = _inputs(base, folders) if cache.enabled() else None
    key = None
    if inputs is not None:
        roots, messages = inputs
        key = cache.check_key(list(variants), roots, messages)
        names = [name for files in roots for name, _ in files]
        stored = cache.get_check(key, set(names))
        if stored is not None:
            hit = _from_entry(stored, roots, tuple(variants))
            if hit is not None:
                return hit
    from .pipeline import build

    result = build(content, variants, overlays)
    figures = summary_figures(result.rules) if result.ok else None
    checked = Checked(result.ok, result.report, figures, tuple(variants))
    if key is not None and figures is not None and all(d.trail is None for d in result.report.diagnostics):
        again = _inputs(base, folders)  # a file saved while it was checked: keep nothing
        if again is not None and cache.check_key(list(variants), *again) == key:
            cache.put_check(key, result.report.diagnostics, *figures)
    return checked


def _inputs(base: Path, folders: list[Path | None]) -> tuple[list[list[tuple[str, bytes]]],
                                                             list[tuple[str, bytes]]] | None:
    """Each root's content files (name as reported, bytes), then the messages the checks look
    into (the base's icon texts in every language, each root's English messages); None where a
    folder or a file cannot be read (the full check says what is wrong)."""
    try:
        present = [f for f in folders if f is not None and f.is_dir()]
        if not base.is_dir() or len(present) != len(folders):
            return None
        roots = []
        for i, root in enumerate([base, *present]):
            files = content_files(root, skip_variants=i == 0)
            if i == 0 and not files:
                return None
            roots.append([(display_path(p), read_bounded(p, "content", within=root)) for p in files])
        looked_into = [(f, base) for _, f in icon_text_files(base)]
        looked_into += [(f, root) for root in [base, *folders] if root is not None for _, f in narration_files(root)]
        looked_into += [(f, root) for root in [base, *folders] if root is not None for f in source_message_files(root)]
        messages = [(display_path(f), read_bounded(f, "locale", within=root)) for f, root in looked_into]
    except (OSError, ValueError):  # unreadable, or a name no path can hold: the check reports it
        return None
    return roots, messages


def _from_entry(stored: dict, roots: list[list[tuple[str, bytes]]], variants: tuple[str, ...]) -> Checked | None:
    """The outcome of a stored check (its shape is checked by cache.get_check)."""
    figures = (stored["counts"], stored["blue_lines"], stored["decades"])
    if not stored["warnings"]:
        return Checked(True, None, figures, variants)
    from ..diagnostics import Diagnostic, Report, Span
    from ..language.loader import line_ends

    report = Report()
    try:
        for files in roots:
            for name, raw in files:
                report.add_source(name, line_ends(raw.decode("utf-8")))
    except UnicodeDecodeError:  # such content is never stored (it is an error); not this entry's
        return None
    for file, span, message, hint, *said in stored["warnings"]:
        if span is not None and not (1 <= span[0] <= report.sources[file].count("\n") + 1 and span[1] >= 1):
            return None  # a place that is not in the file: not what a check of it wrote
        words = (said[0][0], tuple((k, v) for k, v in said[0][1])) if said else None
        report.extend([Diagnostic(file, None if span is None else Span(*span), message, hint, "warning", words=words)])
    return Checked(True, report, figures, variants)
