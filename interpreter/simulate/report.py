"""The balance report: Markdown, HTML and a terminal summary, with SVG plots (matplotlib).

Every word comes from the locales (``simulate.ftl``, names of sides, outcomes, tracks, cards and
actions from ``names.ftl``), so the report reads in any of the content's languages.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import os
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..outputs import MARKER, check_folder, kind_key, mark, marked_as, stage_folder, stale_stages, swap_in
from ..words.english import LocatedRefusal
from ..words.l10n import Localizer, Ref, numbers
from ..words.players import player_name
from .compare import Comparison
from .stats import ALPHA, Paired, quartiles_counted
from .summary import MIN_GAMES, CardEffect, Summary

# How a refusal's hint names another folder for the report: the option of `wsdv simulate`.
REPORT_EXAMPLE = "--out simulation-2"


@dataclass
class Section:
    """A report's run: the summary of one content set and how it was played; ``name`` is what the
    headings and plots call it (the base, or the overlay's, variant's or player's name)."""

    summary: Summary
    label: str
    hash: str
    players: dict[str, str]
    name: str = ""


class Words:
    """The report's words in one language."""

    def __init__(self, l10n: Localizer, lang: str) -> None:
        self.l10n, self.lang = l10n, lang

    def __call__(self, message: str, **args: Any) -> str:
        return self.l10n.text(message, self.lang, **args)

    def name(self, kind: str, id_: Any) -> str:
        return self.l10n.name(kind, id_, self.lang)

    def pct(self, x: float) -> str:
        """A fraction as a percentage with one decimal, written the language's way (CLDR)."""
        return self.number(100 * x)

    def number(self, x: float, pattern: str = "0.0") -> str:
        """``x`` the language's way, with the decimals ``pattern`` names ("0.0": one; "0.##": up
        to two, only where they are not 0)."""
        decimals = pattern.partition(".")[2]
        return numbers.decimal(x, self.lang, len(decimals), fixed=set(decimals) == {"0"})

    def p(self, x: float) -> str:
        """A p-value or a bound on one: two significant digits, however small ("0.00024")."""
        return numbers.significant(x, self.lang)

    def signed(self, x: float) -> str:
        return numbers.signed(x, self.lang)

    def share(self, sh: Any) -> str:
        return self("sim-cell-share", rate=self.pct(sh.p), half=self.pct(sh.half))

    def card(self, c: Any) -> str:
        title = self.name("card", c)
        return str(c) if title == str(c) else f"{c} {title}"


def _wins(w: Words, s: Summary, side: str) -> str:
    sh = s.wins(side)
    lo, hi = sh.interval
    return w("sim-wins", side=Ref("side", side), rate=w.pct(sh.p), half=w.pct(sh.half), low=w.pct(lo),
             high=w.pct(hi))


def _paired(w: Words, c: Comparison, p: Paired) -> dict[str, Any]:
    """The arguments of a paired line: the shares before and after, the difference, its interval."""
    lo, hi = p.interval(c.alpha)
    return {"a": w.pct(p.before / max(p.n, 1)), "b": w.pct(p.after / max(p.n, 1)), "diff": w.signed(100 * p.diff),
            "low": w.signed(100 * lo), "high": w.signed(100 * hi), "conf": w.number(100 * (1 - c.alpha), "0.##"),
            "p": w.p(p.p_value()), "significant": "yes" if p.significant(c.alpha) else "no"}


def win_lines(w: Words, sections: list[Section], comparison: Comparison | None = None) -> list[str]:
    a = sections[0].summary
    if comparison is None:
        return [_wins(w, a, side) for side in a.sides]
    return [w("sim-paired-wins", side=Ref("side", side), **_paired(w, comparison, comparison.wins(side)))
            for side in a.sides]


def summary_lines(w: Words, sections: list[Section], c: Comparison) -> list[str]:
    """What changed, in the few lines a designer reads first: how many games the change touched,
    which way the winners flipped, the paired win rates, and the cards it acted on."""
    flips = c.flips()
    lines = [w("sim-summary-changed", changed=c.changed(), games=c.n, flipped=sum(n for _, _, n in flips),
               ways=w("view-separator").join(
                   w("sim-summary-flip", before=_side(w, x), after=_side(w, y), n=n) for x, y, n in flips)
               or "-")]
    lines += win_lines(w, sections, c)
    if c.verdict is not None:
        lines.append(_verdict(w, c))
    for u in c.usage(limit=3):
        lines.append(w("sim-summary-card", card=w.card(u.card), side=Ref("side", u.side),
                       action=Ref("action", u.action), before=u.before, after=u.after))
    return lines


def _side(w: Words, side: Any) -> str:
    return w.name("side", side) if side is not None else w("sim-no-winner")


def _verdict(w: Words, c: Comparison) -> str:
    v = c.verdict
    assert v is not None
    return w(f"sim-sequential-{v.decision}", games=c.n, low=w.signed(100 * v.interval[0]),
             high=w.signed(100 * v.interval[1]), precision=w.number(100 * c.precision, "0.#"),
             p=w.p(v.p), bound=w.p(v.bound), risk=w.number(100 * ALPHA, "0.#"))


def _table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(_md(h) for h in head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(_md(x) for x in r) + " |" for r in rows]
    return "\n".join(lines)


# Markdown's own punctuation: a text that holds it is written with a backslash before it, and the
# HTML characters as entities, so no text (a card title from a content pack, a bot's name from a
# shared games.jsonl) can become a tag, a link or an attribute on the site.
_MD_SPECIAL = set("\\`*_{}[]|~")
_HTML = {"<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;"}


# A line that begins as an ordered list's item ("1. ", "2)"): its dot or bracket is escaped, not the digit
# (a backslash before a digit escapes nothing and is shown: a cell "\2.5 %").
_LIST_ITEM = re.compile(r"\d{1,9}[.)](?=\s|$)")


def _md(text: str) -> str:
    out = "".join(_HTML.get(ch) or ("\\" + ch if ch in _MD_SPECIAL else ch) for ch in str(text))
    item = _LIST_ITEM.match(out)
    if out[:1] in ("-", "+", "=", "#", ">"):
        out = "\\" + out
    elif item is not None:
        out = out[:item.end() - 1] + "\\" + out[item.end() - 1:]
    return out


def _effect_cells(w: Words, e: CardEffect) -> list[str]:
    f = e.effect
    mark = " " + w("sim-significant") if e.significant else ""
    return [str(f.used), str(f.other),
            w("sim-cell-difference", diff=w.signed(100 * f.diff), low=w.signed(100 * f.low),
              high=w.signed(100 * f.high)) + mark,
            w.number(e.adjusted, "0.###")]


def blocks(w: Words, sections: list[Section], games: int, first: int, stopped: str | None,
           sources: bool = True, comparison: Comparison | None = None,
           plotted: bool = True) -> list[tuple[str, Any]]:
    """The report as a list of (kind, content) blocks, written out as Markdown or HTML.
    ``sources``: name the content folders, variants and overlays played (not on the site);
    ``plotted``: the plots were drawn (else the report says how to get them)."""
    out: list[tuple[str, Any]] = [("h1", w("sim-title"))]
    if comparison is not None:
        out.append(("ul", summary_lines(w, sections, comparison)))
    done = sections[0].summary.games
    out.append(("p", w("sim-games", games=done, first=str(first), last=str(first + max(done, 1) - 1))))
    if stopped == "worker-lost":
        out.append(("p", w("sim-worker-lost", done=done, games=games)))
    elif stopped:
        out.append(("p", w("sim-interrupted", done=done, games=games)))
    if not plotted:
        out.append(("p", w("sim-no-plots")))

    def tagged(sec: Section, text: str) -> str:
        """A paragraph of one content set, headed by the set's name when two are compared."""
        return text if len(sections) == 1 else w("view-label", label=sec.name, value=text)

    def img(name: str, title: str) -> None:
        if plotted:
            out.append(("img", (name, title)))

    for sec in sections:
        if sources:
            out.append(("p", tagged(sec, w("sim-content", label=sec.label or w("sim-shipped"), hash=sec.hash))))
        out.append(("p", tagged(sec, w("sim-players", players=w("view-separator").join(
            w("sim-player", side=Ref("side", s), kind=player_name(w.l10n, w.lang, k)) for s, k in sec.players.items())))))
    out.append(("h2", w("sim-section-wins")))
    out.append(("ul", win_lines(w, sections, comparison)))
    if comparison is not None:
        out.append(("p", w("sim-paired-note", conf=w.number(100 * (1 - comparison.alpha), "0.##"))))
    img("wins.svg", w("sim-plot-wins"))
    out.append(("h2", w("sim-section-outcomes")))
    if comparison is not None:
        rows = [[w.name("outcome", o), *_paired_cells(w, comparison, p)] for o, p in comparison.outcomes()]
        out.append(("table", ([w("sim-col-outcome"), sections[0].name, sections[1].name, w("sim-col-difference"),
                               w("sim-col-p")], rows)))
    else:
        rows = [[w.name("outcome", o), str(sh.k), w.share(sh)] for o, sh in sections[0].summary.outcomes()]
        out.append(("table", ([w("sim-col-outcome"), w("sim-col-games"), w("sim-col-share")], rows)))
    img("outcomes.svg", w("sim-plot-outcomes"))
    if comparison is not None:
        out.append(("h2", w("sim-section-usage")))
        rows = [[w.card(u.card), w.name("side", u.side), w.name("action", u.action), str(u.before), str(u.after)]
                for u in comparison.usage()]
        out.append(("table", ([w("sim-col-card"), w("sim-col-side"), w("sim-col-action"), sections[0].name,
                               sections[1].name], rows)))
    out.append(("h2", w("sim-section-length")))
    for sec in sections:
        lo, med, hi = quartiles_counted({float(t): n for t, n in sec.summary.turns().items()})
        out.append(("p", tagged(sec, w("sim-length", median=w.number(med, "0.#"), low=w.number(lo, "0.#"),
                                              high=w.number(hi, "0.#")))))
        out.append(("p", w("sim-ended-in") + " " + ", ".join(
            w("view-label", label=w.name("decade", d), value=n) for d, n in sec.summary.end_decades())))
    img("length.svg", w("sim-plot-length"))
    out.append(("h2", w("sim-section-tracks")))
    for sec in sections:
        if len(sections) > 1:
            out.append(("h3", sec.name))
        rows = []
        for track, per in sec.summary.tracks().items():
            for d, (q1, med, q3) in per:
                rows.append([w.name("track", track), w.name("decade", d), w.number(med, "0.#"),
                             w("sim-cell-range", low=w.number(q1, "0.#"), high=w.number(q3, "0.#"))])
        out.append(("table", ([w("sim-col-track"),
                               w("sim-col-decade"), w("sim-col-median"), w("sim-col-quartiles")], rows)))
    img("tracks.svg", w("sim-section-tracks"))
    out.append(("h2", w("sim-section-cards")))
    out.append(("p", w("sim-cards-note", min=MIN_GAMES)))
    for sec in sections:
        if len(sections) > 1:
            out.append(("h3", sec.name))
        effects, small = sec.summary.card_effects()
        if not effects:   # a table of headings with no row under it says nothing: say why instead
            out.append(("p", w("sim-cards-too-few", games=sec.summary.games, min=MIN_GAMES)))
            continue
        rows = [[w.card(e.card), w.name("side", e.side), w.name("action", e.action), str(e.plays),
                 *_effect_cells(w, e)] for e in effects]
        out.append(("table", ([w("sim-col-card"), w("sim-col-side"), w("sim-col-action"), w("sim-col-plays"),
                               w("sim-col-used-games"), w("sim-col-other-games"), w("sim-col-difference"),
                               w("sim-col-p-holm")], rows)))
        if small:
            out.append(("p", w("sim-cards-left-out", rows=small, min=MIN_GAMES)))
    return out


def _paired_cells(w: Words, c: Comparison, p: Paired) -> list[str]:
    args = _paired(w, c, p)
    mark = " " + w("sim-significant") if args["significant"] == "yes" else ""
    return [w("sim-cell-percent", rate=args["a"]), w("sim-cell-percent", rate=args["b"]),
            w("sim-cell-difference", diff=args["diff"], low=args["low"], high=args["high"]) + mark, args["p"]]


def markdown(bl: list[tuple[str, Any]]) -> str:
    """The report as Markdown; every text is escaped (it becomes a page of the site)."""
    parts = []
    for kind, c in bl:
        if kind in ("h1", "h2", "h3"):
            parts.append("#" * int(kind[1]) + " " + _md(c))
        elif kind == "p":
            parts.append(_md(c))
        elif kind == "ul":
            parts.append("\n".join(f"- {_md(x)}" for x in c))
        elif kind == "table":
            parts.append(_table(*c))
        elif kind == "img":
            parts.append(f"![{_md(c[1])}]({c[0]})")
    return "\n\n".join(parts) + "\n"


def page(bl: list[tuple[str, Any]], lang: str) -> str:
    """The report as one HTML page; every text is escaped."""
    e = html.escape
    body = []
    for kind, c in bl:
        if kind in ("h1", "h2", "h3"):
            body.append(f"<{kind}>{e(c)}</{kind}>")
        elif kind == "p":
            body.append(f"<p>{e(c)}</p>")
        elif kind == "ul":
            body.append("<ul>" + "".join(f"<li>{e(x)}</li>" for x in c) + "</ul>")
        elif kind == "table":
            head, rows = c
            body.append("<table><thead><tr>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr></thead><tbody>"
                        + "".join("<tr>" + "".join(f"<td>{e(x)}</td>" for x in r) + "</tr>" for r in rows)
                        + "</tbody></table>")
        elif kind == "img":
            body.append(f'<figure><img src="{e(c[0])}" alt="{e(c[1])}"><figcaption>{e(c[1])}</figcaption></figure>')
    title = next((c for k, c in bl if k == "h1"), "")
    style = ("body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #bbb;padding:.2em .5em;"
             "text-align:left}img{max-width:100%}")
    return (f'<!DOCTYPE html>\n<html lang="{e(lang)}"><head><meta charset="utf-8"><title>{e(title)}</title>'
            f"<style>{style}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n")


def plots(w: Words, sections: list[Section]) -> dict[str, str] | None:
    """The report's plots as SVG texts, by file name; None when matplotlib (the `sim` extra) is not
    installed: the report is written without them and says how to get them (a documented choice:
    the figures in the text are the report, the plots only draw them)."""
    try:
        import matplotlib
    except ImportError:
        return None

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams["svg.hashsalt"] = "wsdv"  # the same figures give the same files
    labels = [sec.name for sec in sections]
    colours = ["#4c72b0", "#dd8452"]
    out: dict[str, str] = {}

    def save(fig: Any, name: str) -> None:
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None})
        plt.close(fig)
        out[name] = buf.getvalue()

    sides = sections[0].summary.sides
    fig, ax = plt.subplots(figsize=(6, 3.2))
    width = 0.8 / len(sections)
    for i, sec in enumerate(sections):
        shares = [sec.summary.wins(s) for s in sides]
        xs = [j + i * width for j in range(len(sides))]
        errs = [[max(0.0, 100 * (sh.p - sh.interval[0])) for sh in shares],
                [max(0.0, 100 * (sh.interval[1] - sh.p)) for sh in shares]]
        ax.bar(xs, [100 * sh.p for sh in shares], width, yerr=errs, capsize=4, color=colours[i],
               label=labels[i] if len(sections) > 1 else None)
    ax.set_xticks([j + width * (len(sections) - 1) / 2 for j in range(len(sides))], [w.name("side", s) for s in sides])
    ax.set_ylim(0, 100)
    ax.set_ylabel("%")
    ax.set_title(w("sim-plot-wins"))
    if len(sections) > 1:
        ax.legend()
    save(fig, "wins.svg")

    names = []
    for sec in sections:
        for o, _ in sec.summary.outcomes():
            if o not in names:
                names.append(o)
    fig, ax = plt.subplots(figsize=(7, max(2.5, 0.8 + 0.45 * len(names) * len(sections))))
    height = 0.8 / len(sections)
    for i, sec in enumerate(sections):
        got = dict(sec.summary.outcomes())
        ax.barh([j + i * height for j in range(len(names))],
                [100 * got[o].p if o in got else 0 for o in names], height, color=colours[i],
                label=labels[i] if len(sections) > 1 else None)
    ax.set_yticks([j + height * (len(sections) - 1) / 2 for j in range(len(names))], [w.name("outcome", o) for o in names])
    ax.invert_yaxis()
    ax.set_xlabel("%")
    ax.set_title(w("sim-plot-outcomes"))
    if len(sections) > 1:
        ax.legend()
    fig.tight_layout()
    save(fig, "outcomes.svg")

    fig, ax = plt.subplots(figsize=(6, 3.2))
    for i, sec in enumerate(sections):
        turns = sorted(sec.summary.turns().items())  # each length once, weighted by its games
        ax.hist([t for t, _ in turns], weights=[n for _, n in turns], bins=20, alpha=0.6, color=colours[i], label=labels[i] if len(sections) > 1 else None)
    ax.set_xlabel(w("sim-plot-length"))
    ax.set_ylabel(w("sim-plot-games"))
    if len(sections) > 1:
        ax.legend()
    fig.tight_layout()
    save(fig, "length.svg")

    tracks = list(sections[0].summary.tracks())
    # one panel per track; games that name no track (a content without tracks) get one empty panel
    fig, axes = plt.subplots(1, max(1, len(tracks)), figsize=(3.2 * max(1, len(tracks)), 3), squeeze=False)
    for ax, track in zip(axes[0], tracks, strict=False):
        for i, sec in enumerate(sections):
            per = sec.summary.tracks().get(track, [])
            xs = list(range(len(per)))
            ax.plot(xs, [q[1] for _, q in per], color=colours[i], marker="o",
                    label=labels[i] if len(sections) > 1 else None)
            ax.fill_between(xs, [q[0] for _, q in per], [q[2] for _, q in per], color=colours[i], alpha=0.25)
            ax.set_xticks(xs, [str(d) for d, _ in per])
        ax.set_title(w.name("track", track))
    if len(sections) > 1:
        axes[0][0].legend()
    fig.tight_layout()
    save(fig, "tracks.svg")
    return out


# The files a report folder holds; a folder holding anything else is not replaced (the user's).
PLOTS = ("wins.svg", "outcomes.svg", "length.svg", "tracks.svg")
REPORT_FILES = frozenset({"games.jsonl", "report.md", "report.html", "summary.json", *PLOTS})
WHAT = "simulation report"


class ReportFolderError(LocatedRefusal, ValueError):
    """An --out folder wsdv may not replace with a report: it holds files the report did not write,
    or another kind of wsdv output.  Raised with its words alone (files.ftl) at the folder
    (``where``), its English said from the English locale."""


def check_report_folder(out: Path) -> Path:
    """The absolute --out folder, if a report may replace it: absent, empty, or an earlier report
    holding only the report's own files (a note the user added there is never deleted)."""
    out = check_folder(out, WHAT, example=REPORT_EXAMPLE)
    if not out.is_dir():
        return out
    try:
        note = json.loads((out / MARKER).read_text(encoding="utf-8")) if (out / MARKER).is_file() else {}
    except (OSError, ValueError):
        note = {}
    what = note.get("what") if isinstance(note, dict) else None
    if what is not None and what != WHAT:
        raise ReportFolderError(words=("files-error-other-kind", {"what": kind_key(WHAT), "other": kind_key(str(what)),
                                                                  "example": REPORT_EXAMPLE}), where=str(out))
    foreign = sorted(name for name in os.listdir(out) if name not in REPORT_FILES and name != MARKER)
    if foreign:
        shown = ", ".join(foreign[:5]) + (", ..." if len(foreign) > 5 else "")
        raise ReportFolderError(words=("files-error-foreign", {"files": shown, "example": REPORT_EXAMPLE}),
                                where=str(out))
    return out


def estimated_size(games: int) -> int:
    """Bytes a report of so many games needs, generously (a record of the shipped game is about
    1.5 KB; a longer game or an overlay's cards make it longer)."""
    return 4096 * games + 4 * 1024 * 1024


@contextlib.contextmanager
def report_stage(out: Path) -> Iterator[Path]:
    """The folder a new report is written into while the games are played (beside ``out``, marked
    as wsdv's, removed however the block ends); :func:`publish` puts it in ``out``'s place."""
    check_report_folder(out)
    aside = _games_of_a_killed_run(out)
    with stage_folder(out, WHAT, example=REPORT_EXAMPLE) as stage:
        new = stage / "new"
        new.mkdir()
        if aside is not None:
            for name in LEFT_FILES:
                if (aside / name).is_file() and not (aside / name).is_symlink():
                    os.rename(aside / name, new / (LEFT_PREFIX + name))
            shutil.rmtree(aside, ignore_errors=True)
        yield new


# A run killed outright (SIGKILL, a power cut) leaves its stage behind, with the games it finished in
# games.jsonl (and a compare's second set in its part file); the next run of the same --out takes
# them over (stream.Leftover) instead of letting the stage be cleaned away.
LEFT_FILES = ("games.jsonl", ".games-1.part")
LEFT_PREFIX = ".left-"
KILLED = "simulation games of a killed run"


def _games_of_a_killed_run(out: Path) -> Path | None:
    """The games a killed run of ``out`` wrote, moved aside (a marked folder beside ``out``) before
    its stage is cleaned; None when there are none."""
    aside = out.parent / f".{out.name}.killed-run"
    if os.path.lexists(aside):
        return aside if not aside.is_symlink() and marked_as(aside) == KILLED else None
    stages = [st for st in stale_stages(out) if marked_as(st) == f"{WHAT} (being built)"
              and (st / "new" / LEFT_FILES[0]).is_file() and not (st / "new").is_symlink()]
    if not stages:
        return None
    newest = max(stages, key=lambda st: (st / "new" / LEFT_FILES[0]).stat().st_size)
    mark(newest / "new", KILLED)
    os.rename(newest / "new", aside)
    return aside


def publish(new: Path, out: Path) -> None:
    """Replace ``out`` (an earlier report, checked again: the run took a while) with ``new``."""
    check_report_folder(out)
    swap_in(new, out, new.parent, WHAT, example=REPORT_EXAMPLE)


def write_report(new: Path, sections: list[Section], words: Words, games: int, first: int, stopped: str | None,
                 comparison: Comparison | None = None, summary: dict | None = None) -> bool:
    """Write report.md, report.html, summary.json and the plots into ``new`` (a report's stage
    folder, whose games.jsonl the run wrote).  False: the plots were left out (matplotlib is not
    installed)."""
    svgs = plots(words, sections)
    bl = blocks(words, sections, games, first, stopped, comparison=comparison, plotted=svgs is not None)
    (new / "report.md").write_text(markdown(bl), encoding="utf-8")
    (new / "report.html").write_text(page(bl, words.lang), encoding="utf-8")
    if summary is not None:
        (new / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=1, sort_keys=True)
                                          + "\n", encoding="utf-8")
    for name, text in (svgs or {}).items():
        (new / name).write_text(text, encoding="utf-8")
    return svgs is not None
