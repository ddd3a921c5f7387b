"""The balance report: Markdown, HTML and a terminal summary, with SVG plots (matplotlib).

Every word comes from the locales (``simulate.ftl``, names of sides, outcomes, tracks, cards and
actions from ``names.ftl``), so the report reads in any of the content's languages.
"""

from __future__ import annotations

import html
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..words.l10n import Localizer, Ref, numbers
from ..words.players import player_name
from .summary import CardEffect, Summary

# How a refusal's hint names another folder for the report: the option of `wsdv simulate`.
REPORT_EXAMPLE = "--out simulation-2"


@dataclass
class Section:
    """A report's run: the summary of one content set and how it was played."""

    summary: Summary
    label: str
    hash: str
    players: dict[str, str]


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
        """``x`` with one decimal (``pattern`` "0.#": only where it is not 0), the language's way."""
        return numbers.decimal(x, self.lang, 1, fixed=pattern == "0.0")

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


def _compare(w: Words, a: Summary, b: Summary, side: str) -> str:
    from .stats import difference, significant

    sa, sb = a.wins(side), b.wins(side)
    d, lo, hi = difference(sa, sb)
    return w("sim-compare-wins", side=Ref("side", side), a=w.pct(sa.p), ha=w.pct(sa.half), b=w.pct(sb.p),
             hb=w.pct(sb.half), diff=w.signed(100 * d), significant="yes" if significant(lo, hi) else "no")


def win_lines(w: Words, sections: list[Section]) -> list[str]:
    a = sections[0].summary
    if len(sections) == 1:
        return [_wins(w, a, side) for side in a.sides]
    return [_compare(w, a, sections[1].summary, side) for side in a.sides]


def _table(head: list[str], rows: list[list[str]]) -> str:
    def cell(x: str) -> str:
        return x.replace("|", "\\|")

    lines = ["| " + " | ".join(cell(h) for h in head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(cell(x) for x in r) + " |" for r in rows]
    return "\n".join(lines)


def _effect_cells(w: Words, e: CardEffect) -> list[str]:
    d, lo, hi = e.diff
    mark = " " + w("sim-significant") if e.significant else ""
    return [w("sim-cell-games", share=w.share(e.used), n=e.used.n),
            w("sim-cell-games", share=w.share(e.other), n=e.other.n),
            w("sim-cell-difference", diff=w.signed(100 * d), low=w.signed(100 * lo), high=w.signed(100 * hi)) + mark]


def blocks(w: Words, sections: list[Section], games: int, first: int, interrupted: bool,
           sources: bool = True) -> list[tuple[str, Any]]:
    """The report as a list of (kind, content) blocks, written out as Markdown or HTML.
    ``sources``: name the content folders, variants and overlays played (not on the site)."""
    out: list[tuple[str, Any]] = [("h1", w("sim-title"))]
    done = sections[0].summary.games
    out.append(("p", w("sim-games", games=done, first=str(first), last=str(first + max(done, 1) - 1))))
    if interrupted:
        out.append(("p", w("sim-interrupted", done=done, games=games)))
    def tagged(i: int, text: str) -> str:
        """A paragraph of one content set, headed by the set's name when two are compared."""
        if len(sections) == 1:
            return text
        return w("view-label", label=w("sim-base") if i == 0 else w("sim-second"), value=text)

    for i, sec in enumerate(sections):
        if sources:
            out.append(("p", tagged(i, w("sim-content", label=sec.label or w("sim-shipped"), hash=sec.hash))))
        out.append(("p", tagged(i, w("sim-players", players=w("view-separator").join(
            w("sim-player", side=Ref("side", s), kind=player_name(w.l10n, w.lang, k)) for s, k in sec.players.items())))))
    out.append(("h2", w("sim-section-wins")))
    out.append(("ul", win_lines(w, sections)))
    out.append(("img", ("wins.svg", w("sim-plot-wins"))))
    out.append(("h2", w("sim-section-outcomes")))
    for i, sec in enumerate(sections):
        if len(sections) > 1:
            out.append(("h3", w("sim-base") if i == 0 else w("sim-second")))
        rows = [[w.name("outcome", o), str(sh.k), w.share(sh)]
                for o, sh in sec.summary.outcomes()]
        out.append(("table", ([w("sim-col-outcome"), w("sim-col-games"), w("sim-col-share")], rows)))
    out.append(("img", ("outcomes.svg", w("sim-plot-outcomes"))))
    out.append(("h2", w("sim-section-length")))
    from .stats import quartiles

    for i, sec in enumerate(sections):
        lo, med, hi = quartiles([float(t) for t in sec.summary.turns()])
        out.append(("p", tagged(i, w("sim-length", median=numbers.value(med), low=numbers.value(lo),
                                            high=numbers.value(hi)))))
        out.append(("p", w("sim-ended-in") + " " + ", ".join(
            w("view-label", label=w.name("decade", d), value=n) for d, n in sec.summary.end_decades())))
    out.append(("img", ("length.svg", w("sim-plot-length"))))
    out.append(("h2", w("sim-section-tracks")))
    for i, sec in enumerate(sections):
        if len(sections) > 1:
            out.append(("h3", w("sim-base") if i == 0 else w("sim-second")))
        rows = []
        for track, per in sec.summary.tracks().items():
            for d, (q1, med, q3) in per:
                rows.append([w.name("track", track), w.name("decade", d), w.number(med, "0.#"),
                             w("sim-cell-range", low=w.number(q1, "0.#"), high=w.number(q3, "0.#"))])
        out.append(("table", ([w("sim-col-track"),
                               w("sim-col-decade"), w("sim-col-median"), w("sim-col-quartiles")], rows)))
    out.append(("img", ("tracks.svg", w("sim-section-tracks"))))
    out.append(("h2", w("sim-section-cards")))
    out.append(("p", w("sim-cards-note")))
    for i, sec in enumerate(sections):
        if len(sections) > 1:
            out.append(("h3", w("sim-base") if i == 0 else w("sim-second")))
        rows = [[w.card(e.card), w.name("side", e.side), w.name("action", e.action), str(e.used.n),
                 *_effect_cells(w, e)] for e in sec.summary.card_effects()]
        out.append(("table", ([w("sim-col-card"), w("sim-col-side"), w("sim-col-action"), w("sim-col-plays"),
                               w("sim-col-win-used"), w("sim-col-win-other"), w("sim-col-difference")], rows)))
    return out


def markdown(bl: list[tuple[str, Any]]) -> str:
    parts = []
    for kind, c in bl:
        if kind in ("h1", "h2", "h3"):
            parts.append("#" * int(kind[1]) + " " + c)
        elif kind == "p":
            parts.append(c)
        elif kind == "ul":
            parts.append("\n".join(f"- {x}" for x in c))
        elif kind == "table":
            parts.append(_table(*c))
        elif kind == "img":
            parts.append(f"![{c[1]}]({c[0]})")
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


def plots(w: Words, sections: list[Section]) -> dict[str, str]:
    """The report's plots as SVG texts, by file name."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams["svg.hashsalt"] = "wsdv"  # the same figures give the same files
    labels = [w("sim-base"), w("sim-second")][:len(sections)]
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
        ax.hist(sec.summary.turns(), bins=20, alpha=0.6, color=colours[i], label=labels[i] if len(sections) > 1 else None)
    ax.set_xlabel(w("sim-plot-length"))
    ax.set_ylabel(w("sim-plot-games"))
    if len(sections) > 1:
        ax.legend()
    fig.tight_layout()
    save(fig, "length.svg")

    tracks = list(sections[0].summary.tracks())
    fig, axes = plt.subplots(1, len(tracks), figsize=(3.2 * len(tracks), 3), squeeze=False)
    for ax, track in zip(axes[0], tracks, strict=True):
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


def write_report(out: Path, records: list[list[dict]], sections: list[Section], words: Words, games: int,
                 first: int, interrupted: bool) -> None:
    """Write games.jsonl, report.md, report.html and the plots into ``out``, a folder wsdv owns:
    the whole folder is replaced at once, or not at all."""
    import json

    from ..outputs import replacing_folder

    bl = blocks(words, sections, games, first, interrupted)
    svgs = plots(words, sections)
    with replacing_folder(out, "simulation report", example=REPORT_EXAMPLE) as new:
        with open(new / "games.jsonl", "w", encoding="utf-8") as f:
            for recs in records:
                for r in recs:
                    f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
        (new / "report.md").write_text(markdown(bl), encoding="utf-8")
        (new / "report.html").write_text(page(bl, words.lang), encoding="utf-8")
        for name, text in svgs.items():
            (new / name).write_text(text, encoding="utf-8")
