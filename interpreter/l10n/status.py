"""``wsdv l10n status`` and ``wsdv l10n check``: the problems of the locales, as a table or as diagnostics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .checks import LanguageStatus, check_locales
from .languages import choose_language

_COLUMNS = (("missing", "missing"), ("unused", "unused"), ("variables", "variables"), ("plural", "plurals"))


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
        counted = sum(len(st.of(c)) for c, _ in _COLUMNS)
        cells = " ".join(f"{len(st.of(c)):>9}" for c, _ in _COLUMNS)
        lines.append(f"{st.lang:<9} {st.coverage:>7.1f}% {cells} {len(st.problems) - counted:>6}")
    if details:
        for st in statuses:
            if not st.problems:
                continue
            lines.append("")
            lines.append(f"{st.lang}: {len(st.problems)} problem{'s' if len(st.problems) != 1 else ''}")
            for p in st.problems:
                where = _display(p.file) + (f":{p.line}" if p.line else "")
                lines.append(f"  {p.category:<10} {p.message}  [{where}]")
    return "\n".join(lines)


def to_report(statuses: list[LanguageStatus]) -> Any:
    """Every problem as a content diagnostic (``path:line:col: error: ...``), for `wsdv l10n check`."""
    from ..diagnostics import Report, Span

    report = Report()
    for st in statuses:
        for p in st.problems:
            name = _display(p.file)
            if p.file is not None and p.file.is_file() and name not in report.sources:
                report.add_source(name, p.file.read_text(encoding="utf-8"))
            span = Span(p.line, p.col) if p.line else None
            report.error(name, span, f"[{p.lang}] {p.message}", p.hint)
    return report


def run_command(args: Any) -> int:
    """`wsdv l10n status [--strict] [LANG...]` and `wsdv l10n check` (see cli.py for the options)."""
    import sys

    from ..pipeline import build

    result = build(args.content, args.variant, args.overlay)
    if not result.ok:
        print(result.report.render(), file=sys.stderr)
        print("the content has errors; the locales cannot be checked against it (run `wsdv check`)",
              file=sys.stderr)
        return 2
    statuses = check_locales(args.content, result.rules.definitions.items())
    wanted = [choose_language(x, [s.lang for s in statuses]) for x in getattr(args, "languages", None) or []]
    if wanted:
        statuses = [s for s in statuses if s.lang in wanted]
    problems = sum(len(s.problems) for s in statuses)
    if args.l10n_command == "check":
        report = to_report(statuses)
        if problems:
            print(report.render(), file=sys.stderr)
            print(f"{problems} problem{'s' if problems != 1 else ''} in the locales", file=sys.stderr)
            return 2
        if not args.quiet:
            units = statuses[0].total if statuses else 0
            print(f"locales OK: {len(statuses)} languages ({', '.join(s.lang for s in statuses)}), "
                  f"{units} English messages and names")
        return 0
    print(render_status(statuses, details=not args.summary))
    return 1 if args.strict and problems else 0
