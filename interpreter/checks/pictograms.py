"""Semantic checks of the pictograms: how icons are drawn (`pictogram`, `figure`; content/pictograms.wsdv).

The schemas check each shape on its own (path data, radius, colours) and that a `use` names a
figure; these checks relate the drawings to the icons: a pictogram draws an icon that exists, a
figure never draws itself (directly or through others), and every icon has its pictogram. An
icon without one is a warning, not an error: the game plays without pictures, and the site draws
such an icon as an empty dashed disc until its pictogram is written.
"""

from __future__ import annotations

from ..diagnostics import did_you_mean, near, words
from ..language.definitions import ContentSet, Definition


def _uses(d: Definition) -> list[tuple[int, str]]:
    return [(i, str(item["id"])) for i, item in enumerate(d.data.get("body") or [])
            if isinstance(item, dict) and item.get("kind") == "use" and "id" in item]


def check_pictograms(cs: ContentSet) -> None:
    """Report every problem of the pictograms into the content set's report."""
    icons = {str(d.id) for d in cs.of_kind("icon")}
    pictograms = cs.of_kind("pictogram")
    for d in pictograms:
        if str(d.id) not in icons:
            cs.error(d, ("id",), f"pictogram '{d.id}' draws no icon: there is no icon '{d.id}'",
                     did_you_mean(str(d.id), icons) or "a pictogram takes the id of the icon it draws",
                     words=words("check-pictogram-no-icon", name=str(d.id), near=near(str(d.id), icons)))
        elif not d.data.get("body"):
            cs.error(d, ("id",), f"pictogram '{d.id}' draws nothing",
                     "give it a `{ }` block of `path`, `circle` or `use` lines",
                     words=words("check-pictogram-empty", name=str(d.id)))
    figures = {str(d.id): d for d in cs.of_kind("figure")}
    for name, d in figures.items():
        cycle = _cycle(name, figures)
        if cycle:
            i = next(i for i, used in _uses(d) if used == cycle[1])
            cs.error(d, ("body", i, "id"), f"figure '{name}' draws itself: " + " -> ".join(cycle),
                     "a figure may use other figures, never one that leads back to it",
                     words=words("check-figure-cycle", name=name, chain=" -> ".join(cycle)))
    if cs.report.errors:  # as for the usage warnings: an error (a misspelt name...) often causes this one
        return
    drawn = {str(d.id) for d in pictograms}
    for d in cs.of_kind("icon"):
        if str(d.id) not in drawn:
            file, span = d.where(("id",))
            cs.report.warning(file, span, f"icon '{d.id}' has no pictogram",
                              f"`wsdv new pictogram {d.id}` writes one to draw over (see content/pictograms.wsdv); until then the "
                              "site draws it as an empty dashed disc", words=words("check-no-pictogram", icon=str(d.id)))


def _cycle(start: str, figures: dict[str, Definition]) -> list[str] | None:
    """The path by which a figure uses itself again, or None."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        name, path = stack.pop()
        d = figures.get(name)
        if d is None:
            continue
        for _, used in _uses(d):
            if used == start:
                return path + [used]
            if used not in seen:
                seen.add(used)
                stack.append((used, path + [used]))
    return None
