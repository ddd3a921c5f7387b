"""The problems of the locales as data, a table or diagnostics (`wsdv l10n status` and `check` show them).

Other translated texts report their stale translations here too: a module that keeps translations of
its own (the rules prose, keyed by content declarations and recording each declaration's version with
:class:`~interpreter.words.l10n.stale.SourceRecord`) gives a function ``(content, rules) -> [Problem...]``
(``rules``: the compiled rules the command checks against, variants and overlays applied) whose
problems have the category ``"stale"``; :func:`add_other_stale` puts them with the others, in the
language they belong to.  Which sources there are is decided once, above this package
(:mod:`interpreter.words.translations`), not by modules registering themselves when imported.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ...diagnostics import Diagnostic, Report, Span
from ...inputs import read_lossy
from ...paths import display_path
from ..languages import DEFAULT_LANGUAGE
from .checks import LanguageStatus, Problem, StaleSource, check_cycles
from .localizer import localizer

_COLUMNS = (("missing", "missing"), ("untranslated", "untransl."), ("stale", "stale"), ("unused", "unused"), ("variables", "variables"),
            ("plural", "plurals"))

def add_other_stale(statuses: list[LanguageStatus], content: Path | None, rules: Any,
                    sources: Iterable[StaleSource]) -> None:
    """Put each source's problems into the status of their language; `rules` is the game the command
    checks against (with its variants and overlays), so a declaration an overlay changes makes its
    translations stale."""
    by_lang = {s.lang: s for s in statuses}
    for source in sources:
        for problem in source(content, rules):
            st = by_lang.get(problem.lang)
            if st is None:
                st = by_lang[problem.lang] = LanguageStatus(problem.lang, 0, 0)
                statuses.append(st)
            st.problems.append(problem)


def errors_of(statuses: Iterable[LanguageStatus]) -> list[Problem]:
    return [p for s in statuses for p in s.problems if p.severity == "error"]


def _display(path: Path | None) -> str:
    return "?" if path is None else display_path(path)


def _english(message_id: str, **values: Any) -> str:
    """A word of the status table in English (for a caller that names no reader's language)."""
    return localizer().quiet_text(message_id, DEFAULT_LANGUAGE, **values)


def said(p: Problem, say: Callable[..., str] | None) -> tuple[str, str | None]:
    """A problem's message and hint in the reader's language: through ``say(message_id, **values)`` where
    the check gave them words, else (and with no ``say``) the English texts the check wrote."""
    if say is None:
        return p.message, p.hint
    message = say(p.words[0], **dict(p.words[1])) if p.words else p.message
    hint = say(p.hint_words[0], **dict(p.hint_words[1])) if p.hint_words else p.hint
    return message, hint


def render_status(statuses: list[LanguageStatus], details: bool = True,
                  say: Callable[..., str] | None = None) -> str:
    """The table `wsdv l10n status` prints: one row per language, then each one's problems.

    ``say(message_id, **values)`` gives the table's own words (the ``l10n-tool-*`` messages of
    cli-l10n.ftl) in the reader's language; by default English. The problems themselves are the
    checks' words (their ids and places; their texts in the reader's language where the check gave them
    words, :func:`said`)."""
    english = say is None
    say = say or _english
    titles = [say("l10n-tool-column", column=c) for c, _ in _COLUMNS]
    widths = [max(9, len(title)) for title in titles]
    language, coverage, other = (say("l10n-tool-column", column=c) for c in ("language", "coverage", "other"))
    lw, cw, ow = max(9, len(language)), max(8, len(coverage)), max(6, len(other))
    head = (f"{language:<{lw}} {coverage:>{cw}} " + " ".join(f"{t:>{w}}" for t, w in zip(titles, widths, strict=True))
            + f" {other:>{ow}}")
    lines = [head]
    for st in statuses:
        counted = sum(len(st.of(c)) for c, _ in _COLUMNS) + len(st.of("fallback"))
        cells = " ".join(f"{len(st.of(c)):>{w}}" for (c, _), w in zip(_COLUMNS, widths, strict=True))
        # (cut to a tenth, not rounded: one text missing of two thousand read "100.0%" beside "missing 1")
        shown = math.floor(st.coverage * 10) / 10
        lines.append(f"{st.lang:<{lw}} {shown:>{cw - 1}.1f}% {cells} {len(st.problems) - counted:>{ow}}"
                     + (f"  ({say('l10n-tool-work-in-progress', count=len(st.of('fallback')))})"
                        if st.of("fallback") else ""))
    if details:
        for st in statuses:
            if not st.problems:
                continue
            lines.append("")
            lines.append(say("l10n-tool-language-problems", lang=st.lang, count=len(st.problems)))
            for p in st.problems:
                where = _display(p.file) + (f":{p.line}:{p.col}" if p.line else "")
                message, hint_text = said(p, None if english else say)
                hint = f"\n{'':13}".join(hint_text.splitlines()) if hint_text else ""
                lines.append(f"  {p.category:<10} {message}  [{where}]" + (f"\n{'':13}{hint}" if hint else ""))
    return "\n".join(lines)


def to_report(statuses: list[LanguageStatus], say: Callable[..., str] | None = None) -> Any:
    """Every problem as a content diagnostic (``path:line:col: error: ...``), for `wsdv l10n check`;
    ``say(message_id, **values)`` words them in the reader's language (by default the checks' English)."""
    report = Report()
    for st in statuses:
        for p in st.problems:
            name = _display(p.file)
            if p.line and p.file is not None and p.file.is_file() and name not in report.sources:   # (a line to quote)
                report.add_source(name, read_lossy(p.file, "locale"))
            span = Span(p.line, p.col) if p.line else None
            message, hint = said(p, say)
            report.diagnostics.append(Diagnostic(name, span, f"[{p.lang}] {message}", hint, p.severity))
    return report


def unreadable_report(content: Path | None, lang: str) -> Any | None:
    """The problems that keep a language's locale files (or English ones) from being used, if any."""
    loc = localizer(content)
    statuses = []
    for tongue in dict.fromkeys([lang, DEFAULT_LANGUAGE]):
        st = LanguageStatus(tongue, 0, 0)
        cat = loc.catalog(tongue)
        st.problems += [Problem(tongue, "syntax", "", m, path, line, col, words=said,
                                hint_words=(said[0] + "-hint", said[1])) for path, line, col, m, said in cat.syntax_errors]
        check_cycles(st, cat)
        statuses.append(st)
    return to_report(statuses) if any(st.problems for st in statuses) else None
