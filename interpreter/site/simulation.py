"""The site's simulation report page (`wsdv site build --simulation DIR`).

A simulation folder may come from someone else, so nothing in it is published as it is: the page
is made again from the run's ``games.jsonl`` (every record checked field by field, every text
escaped by the report's Markdown writer) in every language of the site, and the plots are drawn
again from those records.  The file is streamed, a line at a time, into the running counts the
report is made from, so a run of any length makes a page in the same memory.  Nothing is copied from the folder, so a symbolic link or a crafted SVG
in it never reaches the site; ``games.jsonl`` itself must be a regular file, not a link.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import os_reason
from ..simulate.compare import Comparison
from ..simulate.report import Section, Words, blocks, markdown, plots
from ..simulate.summary import Summary
from ..words.english import LocatedRefusal
from ..words.l10n import DEFAULT_LANGUAGE, Ref, localizer
from ..words.players import player_name

PAGE = "simulation.md"
# A line of games.jsonl longer than this is no record of `wsdv simulate` (a record is 1-3 KB): the
# page holds one line at a time, so this bounds what any file makes it hold.
MAX_LINE = 1 << 20


class SimulationError(LocatedRefusal, ValueError):
    """A --simulation folder that is not a finished `wsdv simulate` report.  Raised with its words
    alone (a ``refusal-simulation-*`` message of cli-refusals.ftl) at the file or its line
    (``where``): the site's builder says it in the reader's language, a Python caller reads it in
    English."""


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


class _Sets:
    """What a first pass over ``games.jsonl`` learned: each content set's key, its first record and
    how many games it holds (at most two sets: a run, or a compare's two)."""

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.first: list[dict] = []
        self.games: list[int] = []
        self.last: list[int] = []
        self.lines: list[int] = []   # the line of each set's first record


def _key(rec: dict) -> str:
    return rec["content"] + "\0" + json.dumps(rec["bots"], sort_keys=True)


def _records(path: Path) -> Iterator[tuple[int, dict]]:
    """The records of ``games.jsonl`` one line at a time, each checked for its shape, with its line
    number: a line longer than :data:`MAX_LINE` or one that is no record stops the read with a
    located error, so no input makes the page hold more than one line."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        why = {"code": "link", "reason": ""} if os.path.islink(path) else os_reason(err)
        raise SimulationError(words=("refusal-simulation-unreadable", why), where=str(path)) from None
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise SimulationError(words=("refusal-simulation-unreadable", {"code": "special", "reason": ""}),
                                  where=str(path))
        for n, line in enumerate(iter(lambda: f.readline(MAX_LINE + 1), b""), 1):
            if len(line) > MAX_LINE:
                raise SimulationError(words=("refusal-simulation-long-line", {"kb": str(MAX_LINE // 1024)}),
                                      where=f"{path}:{n}:1")
            try:
                rec = json.loads(line.decode("utf-8", errors="replace"))
            except (ValueError, RecursionError):  # not JSON, or nested deeper than Python's stack
                rec = None
            if not _valid(rec):
                raise SimulationError(words=("refusal-simulation-not-a-record", {}), where=f"{path}:{n}:1")
            yield n, rec


def scan(folder: Path, rules: Any = None) -> _Sets:
    """The first pass: every record's shape (and, given ``rules``, every id it names), its set and
    its place in seed order; nothing of the games is kept but each set's first record."""
    path = folder / "games.jsonl"
    sets = _Sets()
    known = _names(rules) if rules is not None else None
    for n, rec in _records(path):
        key = _key(rec)
        if key not in sets.keys:
            if len(sets.keys) == 2:
                raise SimulationError(words=("refusal-simulation-three-sets", {}), where=f"{path}:{n}:1")
            sets.keys.append(key)
            sets.first.append(rec)
            sets.games.append(0)
            sets.last.append(rec["seed"] - 1)
            sets.lines.append(n)
        i = sets.keys.index(key)
        if rec["seed"] <= sets.last[i]:
            # (a seed is said as the file writes it, never as a number grouped in thousands)
            raise SimulationError(words=("refusal-simulation-seed-order",
                                         {"seed": str(rec["seed"]), "last": str(sets.last[i])}), where=f"{path}:{n}:1")
        sets.last[i] = rec["seed"]
        sets.games[i] += 1
        if known is not None:
            _known(rec, known, f"{path}:{n}:1")
    if not sets.keys:
        raise SimulationError(words=("refusal-simulation-empty", {}), where=str(path))
    return sets


def _of_set(path: Path, key: str) -> Iterator[dict]:
    return (rec for _, rec in _records(path) if _key(rec) == key)


def _twins(path: Path, keys: list[str]) -> Iterator[tuple[dict, dict]]:
    """A compare's pairs, the games of one seed in both sets, in seed order: two readers of the
    file walked side by side (each set is in seed order, :func:`scan` saw to it), so no set is
    held to be matched against the other."""
    a_it, b_it = _of_set(path, keys[0]), _of_set(path, keys[1])
    a, b = next(a_it, None), next(b_it, None)
    while a is not None and b is not None:
        if a["seed"] == b["seed"]:
            yield a, b
            a, b = next(a_it, None), next(b_it, None)
        elif a["seed"] < b["seed"]:
            a = next(a_it, None)
        else:
            b = next(b_it, None)


def _names(rules: Any) -> dict[str, set]:
    return {"side": set(rules.sides), "outcome": set(rules.of_kind("outcome")), "decade": set(rules.of_kind("decade")),
            "track": set(rules.of_kind("track")), "card": set(rules.of_kind("card")),
            "action": set(rules.of_kind("action"))}


def _known(rec: dict, known: dict[str, set], where: str) -> None:
    """Every id a record names is one of the content's (sides, outcomes, decades, tracks, cards,
    actions): a record from other content, or a crafted one, is refused rather than shown (the id
    cut short and its control characters escaped, as ``repr`` writes them: a crafted one never
    moves the reader's terminal)."""
    named = [("side", rec["winner"]), ("outcome", rec["outcome"]), ("decade", rec["decade"]),
             *(("side", s) for s in (*rec["bots"], *rec["cards"])),
             *(("track", t) for t in rec["tracks"]), *(("decade", d) for d in rec["by_decade"]),
             *(("track", t) for per in rec["by_decade"].values() for t in per),
             *(x for played in rec["cards"].values() for c, a in played
               for x in (("card", str(c)), ("action", a)))]
    for kind, id_ in named:
        if id_ is not None and id_ not in known[kind]:
            raise SimulationError(words=("refusal-simulation-unknown-id",
                                         {"seed": str(rec["seed"]), "kind": kind, "id": repr(str(id_)[:40])[1:-1]}),
                                  where=where)


def write_pages(docs: Path, folder: Path, rules: Any, langs: list[str], content: Path | None) -> int:
    """Write ``simulation.md`` (and its plots, drawn again) into each language's tree; the number of
    pages.

    ``games.jsonl`` is read twice, a line at a time, and never held: once to check every record
    (:func:`scan`), once to count the games into the report's running counts (a
    :class:`~interpreter.simulate.summary.Summary` per set and, in a compare, the pairs'
    :class:`~interpreter.simulate.compare.Comparison`), the counts `wsdv simulate` itself makes its
    report from.  So the page costs the same memory for a run of any length."""
    path = folder / "games.jsonl"
    sets = scan(folder, rules)
    decs = rules.of_kind("decade")
    decades = sorted(decs, key=lambda d: (decs[d].get("order", 0), d))
    sides = list(rules.sides)
    tracks = list(rules.of_kind("track"))
    summaries = [Summary([], sides, decades, tracks) for _ in sets.keys]
    comparison = None
    if len(sets.keys) == 2:
        comparison = Comparison(sides)
        pairs = 0
        for a, b in _twins(path, sets.keys):
            summaries[0].add(a)
            summaries[1].add(b)
            comparison.add(a, b)
            pairs += 1
        if not pairs == sets.games[0] == sets.games[1]:
            # A compare plays each seed in both sets. Two sets that do not pair up (one record's players
            # edited by hand or by a hostile sharer) made a page of "0 games (seeds 1 to 1)", and plots
            # with nothing to draw; such a folder is no `wsdv simulate` report, and is refused.
            raise SimulationError(words=("refusal-simulation-unpaired",
                                         {"pairs": pairs, "first": sets.games[0], "second": sets.games[1]}),
                                  where=f"{path}:{sets.lines[1]}:1")
    else:
        for rec in _of_set(path, sets.keys[0]):
            summaries[0].add(rec)
    first = sets.first[0]["seed"]
    for lang in langs:
        words = Words(localizer(content, rules.layers), lang)   # an overlay's own words too
        names = [words("sim-base"), _second_name(words, sets.first)] if comparison else [""]
        sections = [Section(summary, "", rec["content"], rec["bots"], name)
                    for summary, rec, name in zip(summaries, sets.first, names, strict=True)]
        svgs = plots(words, sections)
        bl = blocks(words, sections, summaries[0].games, first, None, sources=False, comparison=comparison,
                    plotted=svgs is not None)
        root = docs / lang
        root.mkdir(parents=True, exist_ok=True)
        (root / PAGE).write_text(markdown(bl), encoding="utf-8")
        for name, svg in (svgs or {}).items():
            (root / name).write_text(svg, encoding="utf-8")
    return len(langs)


def _second_name(words: Words, first: list[dict]) -> str:
    """The compared set's name on the site: what differs from the base (its players, or its content
    by its hash; the folders the run named are not published)."""
    a, b = first
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
