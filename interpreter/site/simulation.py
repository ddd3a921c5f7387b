"""The site's simulation report page (`wsdv site build --simulation DIR`).

The page is made again from the run's ``games.jsonl`` in every language of the site, with the
same writer as ``wsdv simulate``'s own report (interpreter/simulate/report.py); the plots are the
run's SVG files, copied beside each language's page.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from ..errors import WsdvError
from ..simulate.report import Section, Words, blocks, markdown
from ..simulate.summary import Summary
from ..words.l10n import DEFAULT_LANGUAGE, localizer

PAGE = "simulation.md"
PLOTS = ("wins.svg", "outcomes.svg", "length.svg", "tracks.svg")


class SimulationError(WsdvError, ValueError):
    """A --simulation folder that is not a finished `wsdv simulate` report."""


def read_records(folder: Path) -> list[list[dict]]:
    """The records of a report folder, one list per content set, in the order they were run."""
    path = folder / "games.jsonl"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise SimulationError(f"{path}: error: cannot read the simulation's games: {err.strerror}\n"
                              "  hint: give the --out folder of a finished `wsdv simulate` run") from None
    sets: dict[str, list[dict]] = {}
    for n, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
            sets.setdefault(str(rec["content"]), []).append(rec)
            rec["seed"], rec["winner"], rec["cards"]  # noqa: B018 - the fields the page needs
        except (ValueError, KeyError, TypeError):
            raise SimulationError(f"{path}:{n}:1: error: not a record of `wsdv simulate`\n"
                                  "  hint: the file is written by `wsdv simulate --out DIR`") from None
    if not sets:
        raise SimulationError(f"{path}: error: the simulation holds no games")
    return list(sets.values())


def write_pages(docs: Path, folder: Path, rules: Any, langs: list[str], content: Path | None) -> int:
    """Write ``simulation.md`` (and its plots) into each language's tree; the number of pages."""

    records = read_records(folder)
    decs = rules.of_kind("decade")
    decades = sorted(decs, key=lambda d: (decs[d].get("order", 0), d))
    sections = [Section(Summary(recs, list(rules.sides), decades), "", recs[0]["content"], recs[0]["bots"])
                for recs in records]
    first = min(r["seed"] for r in records[0])
    for lang in langs:
        words = Words(localizer(content), lang)
        bl = blocks(words, sections, len(records[0]), first, False, sources=False)
        root = docs / lang
        root.mkdir(parents=True, exist_ok=True)
        (root / PAGE).write_text(markdown(bl), encoding="utf-8")
        for plot in PLOTS:
            if (folder / plot).is_file():
                shutil.copyfile(folder / plot, root / plot)
    return len(langs)


def add_to_nav(settings: dict, langs: list[str], content: Path | None) -> None:
    """The page's entry in the navigation of mkdocs.yml, titled in each language: after the pages
    about the game, before a section (the guide, which is about wsdv's tools)."""
    l10n = localizer(content)
    english = l10n.text("sim-title", DEFAULT_LANGUAGE)
    nav = settings["nav"]
    at = next((i for i, item in enumerate(nav) if any(isinstance(v, list) for v in item.values())), len(nav))
    nav.insert(at, {english: PAGE})
    for plugin in settings["plugins"]:
        for lang in plugin.get("i18n", {}).get("languages", ()):
            lang.setdefault("nav_translations", {})[english] = l10n.text("sim-title", lang["locale"])
