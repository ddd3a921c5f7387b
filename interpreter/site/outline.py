"""A whole game at a glance: the sequence of play on one screen, from the content's deck plan, its
decades and its end-of-decade sequence.

Why: a newcomer (review 4, F2) had to assemble the game's loop from four paragraphs of two parts;
the rulebook opens §3 with it and publishers' living rules open with a "sequence of play" box. Each
line links to the part of the Learn path that teaches it (learn.yaml's `outline`), and the end of a
decade lists the content's phases in their order, each linked to its rule: a phase the content adds,
moves or replaces shows here in its place, and the numbers (decades, halves, display, hand) are the
content's. The words are the site strings `outline-<line>` of every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..words.markup import Safe
from .context import Context

LINES = ("start", "halves", "end", "after")


def outline(ctx: Context, links: Mapping[str, str], up: str = "") -> list[str]:
    """The outline as a boxed, numbered Markdown list; `links` gives each line's page (LINES)."""
    r, t = ctx.rules, ctx.t
    deck: Mapping[str, Any] = next(iter(r.of_kind("deck").values()), {})
    decades = sorted(r.of_kind("decade"), key=lambda d: r.of_kind("decade")[d].get("order", 0))
    phases: list[str] = []
    for seq in r.of_kind("sequence").values():
        phases += [p for p in seq.get("phases", ()) if p in r.phases and p not in phases]
    # the outcome that ends the game when no other has: the one with no condition to meet
    last = [o for o, d in r.of_kind("outcome").items() if not d.get("when") and d.get("winner")]

    def more(line: str) -> str:
        page = links.get(line)
        return f" [{t('learn-more')}]({up}{page}){{ .wsdv-more }}" if page else ""

    steps = Safe(" · ".join(f"{i}&nbsp;[{ctx.name('phase', p)}]({up}phases.md#phase-{p})"
                            for i, p in enumerate(phases, 1)))
    lines = {
        "start": t("outline-start", hand=int(deck.get("hand", 0))),
        "halves": t("outline-halves", halves=int(deck.get("halves", 0)), display=int(deck.get("display", 0))),
        "end": t("outline-end", count=len(phases), phases=steps),
        "after": t("outline-after", count=len(decades),
                   decades=ctx.l10n.join([ctx.raw_name("decade", d) for d in decades], ctx.lang),
                   last=ctx.raw_name("decade", decades[-1]) if decades else "",
                   winner=ctx.raw_name("side", r.of_kind("outcome")[last[0]]["winner"]) if last else ""),
    }
    out = [f'!!! abstract "{t("outline-title")}"', ""]
    heads = {line: t(f"outline-{line}-head", halves=int(deck.get("halves", 0))) for line in LINES}
    out += [f"    {i}. **{heads[line]}** {lines[line]}{more(line)}" for i, line in enumerate(LINES, 1)]
    return [*out, ""]
