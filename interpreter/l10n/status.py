"""``wsdv l10n status``, ``check`` and ``confirm``: the problems of the locales, as a table or as diagnostics.

Other translated texts report their stale translations here too: a module that keeps
translations of its own (the site's rules prose, keyed by content declarations and
recording each declaration's version with :class:`~interpreter.l10n.stale.SourceRecord`)
calls :func:`register_stale_source` once with a function ``(content, rules) -> [Problem...]``
(``rules``: the compiled rules the command checks against, variants and overlays applied)
whose problems have the category ``"stale"``; ``wsdv l10n status`` and ``check`` list
them with the others, in the language they belong to.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..exitcodes import EXIT_CONTENT, EXIT_OK
from .checks import LanguageStatus, Problem, StaleSource, check_cycles, check_locales, confirm, locale_sets
from .languages import DEFAULT_LANGUAGE, choose_language

_COLUMNS = (("missing", "missing"), ("stale", "stale"), ("unused", "unused"), ("variables", "variables"),
            ("plural", "plurals"))

_stale_sources: list[StaleSource] = []


def register_stale_source(source: StaleSource) -> None:
    """Add a source of stale translations (see the module's docstring); registering twice is harmless."""
    if source not in _stale_sources:
        _stale_sources.append(source)


def stale_sources() -> list[StaleSource]:
    """The other sources of stale translations registered so far."""
    return list(_stale_sources)


def add_other_stale(statuses: list[LanguageStatus], content: Path | None, rules: Any) -> None:
    """Put each registered source's problems into the status of their language; `rules` is the game
    the command checks against (with its variants and overlays), so a declaration an overlay changes
    makes its translations stale."""
    by_lang = {s.lang: s for s in statuses}
    for source in _stale_sources:
        for problem in source(content, rules):
            st = by_lang.get(problem.lang)
            if st is None:
                st = by_lang[problem.lang] = LanguageStatus(problem.lang, 0, 0)
                statuses.append(st)
            st.problems.append(problem)


def _errors(statuses: Iterable[LanguageStatus]) -> list[Problem]:
    return [p for s in statuses for p in s.problems if p.severity == "error"]


def _display(path: Path | None) -> str:
    if path is None:
        return "?"
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def render_status(statuses: list[LanguageStatus], details: bool = True) -> str:
    """The table `wsdv l10n status` prints: one row per language, then each one's problems."""
    head = f"{'language':<9} {'coverage':>8} " + " ".join(f"{title:>9}" for _, title in _COLUMNS) + f" {'other':>6}"
    lines = [head]
    for st in statuses:
        counted = sum(len(st.of(c)) for c, _ in _COLUMNS) + len(st.of("fallback"))
        cells = " ".join(f"{len(st.of(c)):>9}" for c, _ in _COLUMNS)
        lines.append(f"{st.lang:<9} {st.coverage:>7.1f}% {cells} {len(st.problems) - counted:>6}"
                     + (f"  (work in progress: {len(st.of('fallback'))} shown in English)" if st.of("fallback") else ""))
    if details:
        for st in statuses:
            if not st.problems:
                continue
            lines.append("")
            lines.append(f"{st.lang}: {len(st.problems)} problem{'s' if len(st.problems) != 1 else ''}")
            for p in st.problems:
                where = _display(p.file) + (f":{p.line}:{p.col}" if p.line else "")
                lines.append(f"  {p.category:<10} {p.message}  [{where}]" + (f"\n{'':13}{p.hint}" if p.hint else ""))
    return "\n".join(lines)


def to_report(statuses: list[LanguageStatus]) -> Any:
    """Every problem as a content diagnostic (``path:line:col: error: ...``), for `wsdv l10n check`."""
    from ..diagnostics import Diagnostic, Report, Span

    report = Report()
    for st in statuses:
        for p in st.problems:
            name = _display(p.file)
            if p.file is not None and p.file.is_file() and name not in report.sources:
                report.add_source(name, p.file.read_text(encoding="utf-8", errors="replace"))
            span = Span(p.line, p.col) if p.line else None
            report.diagnostics.append(Diagnostic(name, span, f"[{p.lang}] {p.message}", p.hint, p.severity))
    return report


def unreadable_report(content: Path | None, lang: str) -> Any | None:
    """The problems that keep a language's locale files (or English ones) from being used, if any."""
    from .localizer import localizer

    loc = localizer(content)
    statuses = []
    for tongue in dict.fromkeys([lang, DEFAULT_LANGUAGE]):
        st = LanguageStatus(tongue, 0, 0)
        cat = loc.catalog(tongue)
        st.problems += [Problem(tongue, "syntax", "", m, path, line, col) for path, line, col, m in cat.syntax_errors]
        check_cycles(st, cat)
        statuses.append(st)
    return to_report(statuses) if any(st.problems for st in statuses) else None


def run_command(args: Any) -> int:
    """`wsdv l10n status|check|confirm` (see cli.py for the options)."""
    from ..checks.rulings import written_messages
    from ..paths import content_dir, known_variants
    from ..rules.pipeline import build

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
    statuses = _checked(args.content, result.rules, records)
    wanted = [choose_language(x, [s.lang for s in statuses]) for x in getattr(args, "languages", None) or []]
    if wanted:
        statuses = [s for s in statuses if s.lang in wanted]
    errors = _errors(statuses)
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


def _checked(content: Path | None, rules: Any, records: set[str]) -> list[LanguageStatus]:
    """Every problem of every language: from wsdv's cache if no input changed (see statuscache)."""
    from ..language import cache
    from . import statuscache

    sets = locale_sets(content)
    key = statuscache.key(sets, rules.content_hash + "\0" + "\0".join(sorted(records)), content)
    stored = statuscache.decode(cache.get_data(key))
    if stored is not None:
        return stored
    statuses = check_locales(content, rules.definitions.items(), sets, records)
    from .. import prose  # noqa: F401 - registers the rules prose (content/locales/*/rules.ftl) as a stale source

    add_other_stale(statuses, content, rules)
    cache.put_data(key, statuscache.encode(statuses))
    return statuses


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
    from .checks import units_of

    return set(units_of(lset.catalog(lang)))
