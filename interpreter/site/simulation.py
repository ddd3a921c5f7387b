"""The site's simulation report page (`wsdv site build --simulation DIR`).

A simulation folder may come from someone else, so nothing in it is published as it is: the page
is made again from the run's ``games.jsonl`` (every record checked field by field, every text
escaped by the report's Markdown writer) in every language of the site, and the plots are drawn
again from those records.  Nothing is copied from the folder, so a symbolic link or a crafted SVG
in it never reaches the site; ``games.jsonl`` itself must be a regular file, not a link.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from ..errors import WsdvError
from ..simulate.compare import Comparison
from ..simulate.report import Section, Words, blocks, markdown, plots
from ..simulate.summary import Summary
from ..words.l10n import DEFAULT_LANGUAGE, Ref, localizer
from ..words.players import player_name

PAGE = "simulation.md"
# A games.jsonl larger than this is not a report wsdv wrote for a site (about 200,000 games).
MAX_BYTES = 512 * 1024 * 1024


class SimulationError(WsdvError, ValueError):
    """A --simulation folder that is not a finished `wsdv simulate` report."""


def _text(x: Any) -> bool:
    return isinstance(x, str) and len(x) <= 200


def _count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and -10**9 < x < 10**12


def _valid(rec: Any) -> bool:
    """Whether a line holds a record of the shape `wsdv simulate` writes (the types the page uses)."""
    if not isinstance(rec, dict):
        return False
    plays = rec.get("cards")
    tracks = rec.get("tracks")
    decades = rec.get("by_decade")
    bots = rec.get("bots")
    return (_count(rec.get("seed")) and _text(rec.get("content")) and _count(rec.get("turns"))
            and (rec.get("winner") is None or _text(rec.get("winner")))
            and (rec.get("outcome") is None or _text(rec.get("outcome")))
            and (rec.get("decade") is None or _text(rec.get("decade")))
            and (rec.get("moves") is None or _text(rec.get("moves")))
            and isinstance(bots, dict) and all(_text(k) and _text(v) for k, v in bots.items())
            and isinstance(tracks, dict) and all(_text(k) and _count(v) for k, v in tracks.items())
            and isinstance(decades, dict) and all(
                _text(d) and isinstance(t, dict) and all(_text(k) and _count(v) for k, v in t.items())
                for d, t in decades.items())
            and isinstance(plays, dict) and all(
                _text(side) and isinstance(played, list) and all(
                    isinstance(p, list) and len(p) == 2 and (_count(p[0]) or _text(p[0])) and _text(p[1])
                    for p in played)
                for side, played in plays.items()))


def read_records(folder: Path) -> list[list[dict]]:
    """The records of a report folder, one list per content set, in the order they were run."""
    path = folder / "games.jsonl"
    hint = "  hint: give the --out folder of a finished `wsdv simulate` run"
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        why = "it is a symbolic link" if os.path.islink(path) else err.strerror
        raise SimulationError(f"{path}: error: cannot read the simulation's games: {why}\n{hint}") from None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise SimulationError(f"{path}: error: cannot read the simulation's games: not a regular file\n{hint}")
        if st.st_size > MAX_BYTES:
            raise SimulationError(f"{path}: error: the simulation's games are larger than "
                                  f"{MAX_BYTES // 1024 // 1024} MB\n{hint}")
        data = f.read(MAX_BYTES + 1)
    sets: dict[str, list[dict]] = {}
    for n, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), 1):
        try:
            rec = json.loads(line)
        except ValueError:
            rec = None
        if not _valid(rec):
            raise SimulationError(f"{path}:{n}:1: error: not a record of `wsdv simulate`\n"
                                  "  hint: the file is written by `wsdv simulate --out DIR`")
        sets.setdefault(rec["content"] + "\0" + json.dumps(rec["bots"], sort_keys=True), []).append(rec)
    if not sets:
        raise SimulationError(f"{path}: error: the simulation holds no games")
    if len(sets) > 2:
        raise SimulationError(f"{path}: error: the simulation holds more than two sets of games\n{hint}")
    return list(sets.values())


def _known(records: list[list[dict]], rules: Any, path: Path) -> None:
    """Every id a record names is one of the content's (sides, outcomes, decades, tracks, cards,
    actions): a record from other content, or a crafted one, is refused rather than shown."""
    known = {"side": set(rules.sides), "outcome": set(rules.of_kind("outcome")), "decade": set(rules.of_kind("decade")),
             "track": set(rules.of_kind("track")), "card": set(rules.of_kind("card")),
             "action": set(rules.of_kind("action"))}
    for recs in records:
        for rec in recs:
            named = [("side", rec["winner"]), ("outcome", rec["outcome"]), ("decade", rec["decade"]),
                     *(("side", s) for s in (*rec["bots"], *rec["cards"])),
                     *(("track", t) for t in rec["tracks"]), *(("decade", d) for d in rec["by_decade"]),
                     *(("track", t) for per in rec["by_decade"].values() for t in per),
                     *(x for played in rec["cards"].values() for c, a in played
                       for x in (("card", str(c)), ("action", a)))]
            for kind, id_ in named:
                if id_ is not None and id_ not in known[kind]:
                    raise SimulationError(f"{path}: error: the game of seed {rec['seed']} names the {kind} "
                                          f"{str(id_)[:40]!r}, which the content does not have\n  hint: build the site with "
                                          "the content the simulation was run with (--content, --variant)")


def write_pages(docs: Path, folder: Path, rules: Any, langs: list[str], content: Path | None) -> int:
    """Write ``simulation.md`` (and its plots, drawn again) into each language's tree; the number of
    pages."""
    records = read_records(folder)
    _known(records, rules, folder / "games.jsonl")
    decs = rules.of_kind("decade")
    decades = sorted(decs, key=lambda d: (decs[d].get("order", 0), d))
    first = min(r["seed"] for r in records[0])
    comparison = None
    if len(records) == 2:
        seeds = {r["seed"] for r in records[0]} & {r["seed"] for r in records[1]}
        records = [sorted((r for r in recs if r["seed"] in seeds), key=lambda r: r["seed"]) for recs in records]
        comparison = Comparison.of(records[0], records[1], list(rules.sides))
    for lang in langs:
        words = Words(localizer(content, rules.layers), lang)   # an overlay's own words too
        names = [words("sim-base"), _second_name(words, records)] if comparison else [""]
        sections = [Section(Summary(recs, list(rules.sides), decades, rules.of_kind("track")), "", recs[0]["content"], recs[0]["bots"], name)
                    for recs, name in zip(records, names, strict=True)]
        svgs = plots(words, sections)
        bl = blocks(words, sections, len(records[0]), first, None, sources=False, comparison=comparison,
                    plotted=svgs is not None)
        root = docs / lang
        root.mkdir(parents=True, exist_ok=True)
        (root / PAGE).write_text(markdown(bl), encoding="utf-8")
        for name, svg in (svgs or {}).items():
            (root / name).write_text(svg, encoding="utf-8")
    return len(langs)


def _second_name(words: Words, records: list[list[dict]]) -> str:
    """The compared set's name on the site: what differs from the base (its players, or its content
    by its hash; the folders the run named are not published)."""
    a, b = records[0][0], records[1][0]
    if a["bots"] != b["bots"]:
        return words("view-separator").join(words("sim-player", side=Ref("side", s), kind=player_name(words.l10n, words.lang, k))
                                            for s, k in b["bots"].items() if a["bots"].get(s) != k)
    return str(b["content"])


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
