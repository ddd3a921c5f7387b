"""The status of every translated text of a content set: the locales' own checks, and the rules
prose, whose entries go stale when the declaration they explain changes.

This module sits above both the locales (:mod:`.l10n`) and the prose (:mod:`.prose`), so it names
the sources of stale translations itself (:data:`STALE_SOURCES`) instead of the prose registering
itself with the locales when imported.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ..checks.rulings import written_messages
from ..exitcodes import EXIT_CONTENT, EXIT_OK
from ..language import cache
from ..paths import content_dir, known_variants
from ..rules.model import Rules
from ..rules.pipeline import build
from ..rules.sources import where
from . import prose
from .diff import DiffWriter, diff_rules
from .l10n import Localizer, localizer, statuscache
from .l10n.checks import LanguageStatus, Problem, StaleSource, check_locales, confirm, locale_sets, units_of
from .l10n.languages import choose_language
from .l10n.status import add_other_stale, errors_of, render_status, to_report


def stale_problems(content: Path | None, rules: Rules) -> list[Any]:
    """The stale prose of a content folder, as `wsdv l10n status` problems (a registered stale source):
    against `rules`, the game the command checks (its variants and overlays applied: an overlay that
    changes a threshold makes that rule's prose stale), and against each variant of the content; and
    each variant's changes no prose says (:func:`unsaid_problems`)."""
    result = build(content, [])
    if not result.ok:
        return []  # `wsdv l10n` reports the content's errors itself
    loc = localizer(content)
    stale = prose.stale_prose(loc, rules, loc.languages)
    unsaid: list[Any] = []
    for variant in known_variants(Path(content) if content is not None else content_dir()):
        other = build(content, [variant])
        if not other.ok:
            continue  # `wsdv check --variant` reports a variant's errors
        stale += prose.stale_prose(loc, other.rules, loc.languages)
        unsaid += unsaid_problems(loc, result.rules, other, variant)
    stale = list({(s.lang, s.message, s.current): s for s in stale}.values())
    return unsaid + [Problem(s.lang, "stale", s.message,
                             f"'{s.message}' describes version {s.recorded or '(none)'} of its rule, which is now {s.current}",
                             s.file, s.line, 1, f"check the text against the rule, then set `.{prose.VERSION} = {s.current}`")
                     for s in stale]


def unsaid(loc: Localizer, base: Rules, other: Rules, variant: str) -> list[tuple[str, str]]:
    """The declarations a variant adds, or changes in ways only its notation can say (a step added or
    taken out, a detail changed: not an icon row or a ruling, which have words of their own), that
    have no prose of the variant in English: `wsdv diff` could only say "a step is added" of them."""
    diff = diff_rules(base, other, variant)
    writer = DiffWriter(base, other, "en")
    out = [(kind, str(id_)) for kind, id_ in diff.added]
    out += [(kind, str(id_)) for kind, id_, changes in diff.changed
            if any(writer.words(where, old, new) is None for where, old, new in changes)]
    return [(kind, id_) for kind, id_ in out if not loc.has_text(prose.variant_message_id(variant, kind, id_), "en")]


def unsaid_problems(loc: Localizer, base: Rules, other: Any, variant: str) -> list[Any]:
    """:func:`unsaid` as missing English prose, each at the variant's declaration."""
    out = []
    for kind, id_ in unsaid(loc, base, other.rules, variant):
        msg = prose.variant_message_id(variant, kind, id_)
        at = where(other, kind, id_)
        out.append(Problem("en", "missing", msg,
                           f"the variant '{variant}' changes {kind} {id_} in ways only its notation says, and has no "
                           f"prose '{msg}' to say them in words", at.path if at else None, at.line if at else 0, 1,
                           f"write '{msg}' in content/locales/en/rules.ftl (what the variant changes, in words; "
                           f"see interpreter/words/prose.py), then in every other language"))
    return out


# The translated texts besides the locales' messages that can go stale: the rules prose
# (content/locales/*/rules.ftl), against the declarations it explains.
STALE_SOURCES: tuple[StaleSource, ...] = (stale_problems,)


def checked(content: Path | None, rules: Any, records: set[str]) -> list[LanguageStatus]:
    """Every problem of every language: from wsdv's cache if no input changed (see statuscache)."""
    sets = locale_sets(content)
    key = statuscache.key(sets, rules.content_hash + "\0" + "\0".join(sorted(records)), content)
    stored = statuscache.decode(cache.get_data(key))
    if stored is not None:
        return stored
    statuses = check_locales(content, rules.definitions.items(), sets, records)
    add_other_stale(statuses, content, rules, STALE_SOURCES)
    cache.put_data(key, statuscache.encode(statuses))
    return statuses


def run_command(args: Any) -> int:
    """`wsdv l10n status|check|confirm` (see cli.py for the options)."""

    result = build(args.content, args.variant, args.overlay)
    if not result.ok:
        print(result.report.render(), file=sys.stderr)
        print("the content has errors; the locales cannot be checked against it (run `wsdv check`)",
              file=sys.stderr)
        return EXIT_CONTENT
    if args.l10n_command == "confirm":
        return _confirm(args)
    # A variant's cards carry rulings of their own: their words are used though the base game lacks them.
    records = written_messages(result.rules.definitions.items())
    for name in known_variants(Path(args.content) if args.content is not None else content_dir()):
        if name not in args.variant:
            variant = build(args.content, [*args.variant, name], args.overlay)
            if not variant.ok:
                print(variant.report.render(), file=sys.stderr)
                print(f"the variant '{name}' has errors; the locales cannot be checked against it "
                      f"(run `wsdv check --variant {name}`)", file=sys.stderr)
                return EXIT_CONTENT
            records |= written_messages(variant.rules.definitions.items())
    statuses = checked(args.content, result.rules, records)
    wanted = [choose_language(x, [s.lang for s in statuses]) for x in getattr(args, "languages", None) or []]
    if wanted:
        statuses = [s for s in statuses if s.lang in wanted]
    errors = errors_of(statuses)
    if args.l10n_command == "check":
        report = to_report(statuses)
        if report.diagnostics and (errors or not args.quiet):
            print(report.render(), file=sys.stderr)
        if errors:
            print(f"{len(errors)} problem{'s' if len(errors) != 1 else ''} in the locales", file=sys.stderr)
            return EXIT_CONTENT
        if not args.quiet:
            units = statuses[0].total if statuses else 0
            print(f"locales OK: {len(statuses)} languages ({', '.join(s.lang for s in statuses)}), "
                  f"{units} English messages and names")
        return EXIT_OK
    print(render_status(statuses, details=not args.summary))
    return EXIT_CONTENT if args.strict and errors else EXIT_OK




def _confirm(args: Any) -> int:
    """Record that translations match today's English (after a translator has checked them)."""
    lang = choose_language(args.language, [x for s in locale_sets(args.content) for x in s.languages()])
    ids = None if args.all else list(args.ids)
    if ids is not None and not ids:
        print("wsdv l10n confirm: error: name the messages to confirm, or --all for every stale one of "
              f"'{lang}'", file=sys.stderr)
        return EXIT_CONTENT
    done: list[str] = []
    known: set[str] = set()
    for lset in locale_sets(args.content):
        if lang not in lset.languages() or lang == "en":
            continue
        mine = [i for i in ids if i in _translated(lset, lang)] if ids is not None else None
        known.update(mine or [])
        if ids is None or mine:
            done += confirm(lset, lang, mine)
    unknown = [i for i in ids or () if i not in known]
    for i in unknown:
        print(f"wsdv l10n confirm: error: '{lang}' has no translation of '{i}'", file=sys.stderr)
    print(f"confirmed {len(done)} translation{'s' if len(done) != 1 else ''} of '{lang}'"
          + (": " + ", ".join(done) if done and len(done) <= 10 else ""))
    return EXIT_CONTENT if unknown else EXIT_OK


def _translated(lset: Any, lang: str) -> set[str]:
    return set(units_of(lset.catalog(lang)))
