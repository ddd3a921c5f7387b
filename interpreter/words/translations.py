"""The status of every translated text of a content set: the locales' own checks, and the rules
prose, whose entries go stale when the declaration they explain changes.

This module sits above both the locales (:mod:`.l10n`) and the prose (:mod:`.prose`), so it names
the sources of stale translations itself (:data:`STALE_SOURCES`) instead of the prose registering
itself with the locales when imported.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..language import cache
from ..outputs import write_file
from ..paths import content_dir, known_variants
from ..rules.model import Rules
from ..rules.pipeline import build
from ..rules.sources import where
from . import prose
from .diff import DiffWriter, diff_rules
from .l10n import DEFAULT_LANGUAGE, Localizer, available_languages, statuscache
from .l10n.checks import LanguageStatus, Problem, StaleSource, check_locales, locale_sets, overlay_locale_sets, words
from .l10n.status import add_other_stale


def stale_problems(content: Path | None, rules: Rules) -> list[Any]:
    """The stale prose of a content folder, as `wsdv l10n status` problems (one of :data:`STALE_SOURCES`):
    against `rules`, the game the command checks (its variants and overlays applied: an overlay that
    changes a threshold makes that rule's prose stale), and against each variant of the content; and
    each variant's changes no prose says (:func:`unsaid_problems`)."""
    result = build(content, [])
    if not result.ok:
        return []  # `wsdv l10n` reports the content's errors itself
    loc = Localizer(content)   # read afresh: the files may have changed since (a confirm, a test)
    stale = prose.stale_prose(loc, rules, loc.languages)
    unsaid: list[Any] = []
    for variant in known_variants(Path(content) if content is not None else content_dir()):
        other = build(content, [variant])
        if not other.ok:
            continue  # `wsdv check --variant` reports a variant's errors
        stale += prose.stale_prose(loc, other.checked, loc.languages)
        unsaid += unsaid_problems(loc, result.checked, other, variant)
    stale = list({(s.lang, s.message, s.current): s for s in stale}.values())
    return unsaid + [Problem(s.lang, "stale", s.message,
                             f"'{s.message}' describes version {s.recorded or '(none)'} of its rule, which is now {s.current}",
                             s.file, s.line, 1, f"check the text against the rule, then run "
                             f"`wsdv l10n confirm {s.lang} {s.message}` (it sets `.{prose.VERSION} = {s.current}`)",
                             words=words("l10n-problem-prose-version", id=s.message, recorded=str(s.recorded or ""),
                                         known="yes" if s.recorded else "no", current=str(s.current)),
                             hint_words=words("l10n-problem-prose-version-hint", lang=s.lang, id=s.message,
                                              attribute=prose.VERSION, current=str(s.current)))
                     for s in stale]


def stale_versions(content: Path | None, rules: Rules) -> list[Any]:
    """Every prose entry whose `.version` is not its declaration's, against the game checked and each
    variant of the content (as :func:`stale_problems` finds them), once each."""
    result = build(content, [])
    if not result.ok:
        return []
    loc = Localizer(content)   # read afresh: the files may have changed since (a confirm, a test)
    stale = prose.stale_prose(loc, rules, loc.languages)
    for variant in known_variants(Path(content) if content is not None else content_dir()):
        other = build(content, [variant])
        if other.ok:
            stale += prose.stale_prose(loc, other.checked, loc.languages)
    return list({(s.lang, s.message): s for s in stale}.values())


def stamp_versions(content: Path | None, rules: Rules, lang: str, ids: list[str] | None) -> list[str]:
    """Write today's version of its declaration into each stale prose entry of ``lang`` (these ids, or
    all): `wsdv l10n confirm` does it after a writer has checked the text against the rule, so that no
    version is ever copied by hand. Each file is rewritten whole; the ids done are returned."""
    done: list[str] = []
    by_file: dict[Path, list[Any]] = {}
    for s in stale_versions(content, rules):
        if s.lang == lang and (ids is None or s.message in ids):
            by_file.setdefault(s.file, []).append(s)
    for path, entries in by_file.items():
        text = path.read_text(encoding="utf-8")
        for s in entries:
            text = _with_version(text, s.message, s.current)
            done.append(s.message)
        write_file(path, text, "locale file")
    return done


def _with_version(text: str, message: str, version: str) -> str:
    """The Fluent text with the message's `.version` attribute set (replaced, or added at its end)."""
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if re.match(rf"{re.escape(message)}\s*=", line)), None)
    if start is None:
        return text
    end = start + 1
    while end < len(lines) and (lines[end][:1].isspace() or (lines[end] == "" and end + 1 < len(lines)
                                                              and lines[end + 1][:1].isspace())):
        end += 1
    for i in range(start + 1, end):
        if re.match(rf"\s+\.{prose.VERSION}\s*=", lines[i]):
            lines[i] = f"    .{prose.VERSION} = {version}"
            return "\n".join(lines)
    lines.insert(end, f"    .{prose.VERSION} = {version}")
    return "\n".join(lines)


def unsaid(loc: Localizer, base: Rules, other: Rules, variant: str) -> list[tuple[str, str]]:
    """The declarations a variant adds, or changes in ways only its notation can say (a step added or
    taken out, a detail changed: not an icon row or a ruling, which have words of their own), that
    have no prose of the variant in English: `wsdv diff` could only say "a step is added" of them."""
    diff = diff_rules(base, other, variant)
    # The words of the content being checked (a designer's folder), not the shipped ones: a variant
    # that adds a ruling or an erratum has its words only there.
    writer = DiffWriter(base, other, DEFAULT_LANGUAGE, content=loc.root.parent)
    out = [(kind, str(id_)) for kind, id_ in diff.added]
    out += [(kind, str(id_)) for kind, id_, changes in diff.changed
            if any(writer.words(where, old, new) is None for where, old, new in changes)]
    return [(kind, id_) for kind, id_ in out if not loc.has_text(prose.variant_message_id(variant, kind, id_), DEFAULT_LANGUAGE)]


def unsaid_problems(loc: Localizer, base: Rules, other: Any, variant: str) -> list[Any]:
    """:func:`unsaid` as missing English prose, each at the variant's declaration."""
    out = []
    for kind, id_ in unsaid(loc, base, other.rules, variant):
        msg = prose.variant_message_id(variant, kind, id_)
        at = where(other, kind, id_)
        out.append(Problem(DEFAULT_LANGUAGE, "missing", msg,
                           f"the variant '{variant}' changes {kind} {id_} in ways only its notation says, and has no "
                           f"prose '{msg}' to say them in words", at.path if at else None, at.line if at else 0, 1,
                           f"write '{msg}' in content/locales/en/rules.ftl (what the variant changes, in words; "
                           f"see docs/guide/localization.md, \"A variant's prose\"), then `wsdv l10n confirm en {msg}` "
                           "records the version it describes",
                           words=words("l10n-problem-unsaid", variant=variant, kind=kind, name=str(id_), id=msg),
                           hint_words=words("l10n-problem-unsaid-hint", id=msg)))
    return out


# The translated texts besides the locales' messages that can go stale: the rules prose
# (content/locales/*/rules.ftl), against the declarations it explains.
STALE_SOURCES: tuple[StaleSource, ...] = (stale_problems,)


def checked(content: Path | None, rules: Any, records: set[str], overlays: list[Path] | None = None) -> list[LanguageStatus]:
    """Every problem of every language, the overlays' own words included: from wsdv's cache if no input
    changed (see statuscache)."""
    sets = locale_sets(content) + overlay_locale_sets(overlays or [], tuple(available_languages(content)))
    # (a variant folder added or removed changes the names English must give: the key knows them)
    variants = known_variants(Path(content) if content is not None else content_dir())
    key = statuscache.key(sets, rules.content_hash + "\0" + "\0".join(sorted(records)) + "\0" + ",".join(variants),
                          content)
    read = [Path(content) if content is not None else content_dir(), *(overlays or []), *(s.root for s in sets)]
    stored = statuscache.decode(cache.get_data(key), read)   # (problems only at files of these folders)
    if stored is not None:
        return stored
    statuses = check_locales(content, rules.definitions.items(), sets, records)
    add_other_stale(statuses, content, rules, STALE_SOURCES)
    cache.put_data(key, statuscache.encode(statuses))
    return statuses
