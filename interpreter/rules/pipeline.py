"""The whole content pipeline behind one call: folders in, rules model or diagnostics out."""

from __future__ import annotations

import gc
import hashlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..checks.semantic import check
from ..diagnostics import NONE, Report, did_you_mean, display_path, near, words
from ..inputs import UnreadableInput, inside
from ..language.definitions import ContentSet
from ..language.loader import VARIANTS_DIR, load, unreadable
from ..paths import VARIANT_NAME, content_dir
from ..paths import known_variants as known_variants  # named here for the commands that build
from .model import Rules, compile_rules


@dataclass
class Result:
    rules: Rules | None
    report: Report
    content: ContentSet | None = None

    @property
    def ok(self) -> bool:
        return self.rules is not None

    @property
    def checked(self) -> Rules:
        """The rules model of a build that passed, for a caller that looked at ``ok`` first (or
        that builds content known to pass): a failed build is an error here, never a None."""
        if self.rules is None:
            raise ValueError("the content did not pass its checks: it has no rules model")
        return self.rules


def build(content: Path | None = None, variants: list[str] | tuple[str, ...] = (),
          overlays: list[Path] | tuple[Path, ...] = ()) -> Result:
    """Load, check and compile a content folder with its variants and overlay folders."""
    base = Path(content) if content is not None else content_dir()
    report = Report()
    folders: list[Path] = []
    for name in variants:
        folder = base / VARIANTS_DIR / name
        if not VARIANT_NAME.fullmatch(name):
            known = ", ".join(known_variants(base)) or "none"
            if "/" in name or "\\" in name or name in (".", ".."):
                report.error("--variant", None, f"'{name}' is a path; --variant takes a variant's name",
                             f"to apply the folder {name}, use --overlay {name} (variants: {known})",
                             words=words("check-variant-is-path", name=name, known=known))
            else:
                report.error("--variant", None, f"'{name}' is not a variant's name" if name else
                             "--variant needs a variant's name, not an empty one",
                             f"a variant is named by its folder in the content's variants/ (variants: {known}); "
                             "to apply a folder of your own, use --overlay DIR",
                             words=words("check-variant-bad-name", name=name or NONE, known=known))
        elif not folder.is_dir():
            names = known_variants(base)
            report.error(display_path(base / VARIANTS_DIR), None, f"unknown variant '{name}'",
                         did_you_mean(name, names) or (f"known variants: {', '.join(names)}" if names
                                                       else "this content has no variants"),
                         words=words("check-unknown-variant", name=name, near=near(name, names),
                                     known=", ".join(names) or NONE))
        else:
            try:   # a variant is a folder of the content: one that is a link out of it is not read
                inside(folder, base)
            except UnreadableInput as err:
                report.error(display_path(folder), None, f"cannot read this file: {err.strerror}", err.hint,
                             words=unreadable(err))
                continue
            folders.append(folder)
    if report.errors:
        return Result(None, report)
    folders.extend(Path(o) for o in overlays)
    with _collector_paused():
        cs = load(base, folders, report)
        check(cs)
        if report.errors:
            return Result(None, report, cs)
        return Result(compile_rules(cs, tuple(variants), content_hash(cs)), report, cs)


def content_hash(cs: ContentSet) -> str:
    """A digest of the content read: each file's place inside its folder and its text (never where the
    folders are, nor where wsdv runs: a log replays from anywhere)."""
    digest = hashlib.sha256()
    for place, name in cs.files:
        digest.update(os.fsencode(place))   # a name that is not UTF-8 keeps its own bytes (UTF-8 ones: the same)
        digest.update(b"\0")
        digest.update(cs.report.sources[name].encode())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while the content is built.

    Building allocates some 10^5 dicts, lists and spans per content set that all live on,
    and no cycles of garbage; the collector would walk them again and again, finding
    nothing (a tenth of an uncached check, more as content grows: its full collections
    walk everything read so far).  Reference counting still frees what is dropped, and the
    collector runs again, as before, once the build returns.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
