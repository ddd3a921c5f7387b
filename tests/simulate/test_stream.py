"""A run's report is made from running counts, not from the records kept in memory: the counts give
the very figures the records give, and memory does not grow with --games (issue 25 §3)."""

from __future__ import annotations

import json
import random
import tracemalloc
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.simulate.compare import Comparison
from interpreter.simulate.stats import holm, quartiles, quartiles_counted, stratified
from interpreter.simulate.summary import MIN_GAMES, Summary

SIDES = ["west", "east"]
DECADES = ["1", "2", "3"]


def _records(n: int, seed: int) -> list[dict]:
    """Records of the shape `wsdv simulate` writes, drawn so that every table has many rows."""
    rnd = random.Random(seed)
    out = []
    for s in range(n):
        decade = rnd.choice(DECADES)
        reached = DECADES[:DECADES.index(decade) + 1]
        out.append({
            "seed": s, "winner": rnd.choice([*SIDES, None]), "outcome": rnd.choice(["a", "b", "c", None]),
            "decade": decade, "turns": rnd.randint(3, 40), "moves": f"{rnd.randint(0, 3)}",
            "tracks": {"t1": rnd.randint(0, 9), "t2": rnd.randint(0, 5)},
            "by_decade": {d: {"t1": rnd.randint(0, 9), "t2": rnd.randint(0, 5)} for d in reached},
            "cards": {side: [[rnd.randint(1, 12), rnd.choice(["event", "ops"])] for _ in range(rnd.randint(0, 6))]
                      for side in SIDES},
        })
    return out


def _listed_card_effects(records: list[dict]) -> list[tuple]:
    """The card table as it was computed when every record was kept (the reference)."""
    used: dict[tuple, set[int]] = defaultdict(set)
    for i, r in enumerate(records):
        for side, played in r["cards"].items():
            for card, action in played:
                used[(card, side, action)].add(i)
    by_decade: dict = defaultdict(list)
    for i, r in enumerate(records):
        by_decade[r["decade"]].append(i)
    won = {s: {i for i, r in enumerate(records) if r["winner"] == s} for s in SIDES}
    rows = []
    for (card, side, action), games in used.items():
        strata = []
        for members in by_decade.values():
            n1 = sum(1 for i in members if i in games)
            k1 = sum(1 for i in members if i in games and i in won[side])
            k0 = sum(1 for i in members if i in won[side]) - k1
            strata.append((k1, n1, k0, len(members) - n1))
        effect = stratified(strata)
        if effect is not None and min(effect.used, effect.other) >= MIN_GAMES:
            rows.append((card, side, action, len(games), effect))
    adjusted = holm([r[4].p for r in rows])
    return sorted([(*r, a) for r, a in zip(rows, adjusted, strict=True)], key=lambda r: (r[0], SIDES.index(r[1]), r[2]))


def test_the_counts_give_the_figures_the_records_give():
    records = _records(3000, 7)
    s = Summary(records, SIDES, DECADES)
    assert s.games == 3000
    for side in SIDES:
        assert s.wins(side).k == sum(r["winner"] == side for r in records)
    assert s.outcomes()[0][1].k == Counter(r["outcome"] for r in records).most_common()[0][1]
    assert [o for o, _ in s.outcomes()] == [o for o, _ in Counter(r["outcome"] for r in records).most_common()]
    assert quartiles_counted({float(t): n for t, n in s.turns().items()}) == quartiles([float(r["turns"]) for r in records])
    assert s.end_decades() == [(d, sum(r["decade"] == d for r in records)) for d in DECADES]
    for track, per in s.tracks().items():
        for d, q in per:
            assert q == quartiles([r["by_decade"][d][track] for r in records if d in r["by_decade"]])
    effects, small = s.card_effects()
    assert len(effects) > 20  # the table has rows to compare
    got = [(e.card, e.side, e.action, e.plays, e.effect, e.adjusted) for e in effects]
    assert got == _listed_card_effects(records)  # to the last bit


def test_quartiles_from_counts_are_the_quartiles_of_the_values():
    rnd = random.Random(3)
    for n in (1, 2, 3, 4, 5, 17, 100):
        values = [rnd.randint(0, 6) for _ in range(n)]
        assert quartiles_counted(Counter(values)) == quartiles(values)
    assert all(x != x for x in quartiles_counted({}))  # nan, as quartiles([]) gives


def test_a_compare_counted_pair_by_pair_gives_the_paired_figures():
    before, after = _records(2000, 1), _records(2000, 2)
    c = Comparison.of(before, after, SIDES, changed_cards={"3"})
    assert c.n == 2000
    assert c.changed() == sum(a["moves"] != b["moves"] for a, b in zip(before, after, strict=True))
    flips = Counter((a["winner"], b["winner"]) for a, b in zip(before, after, strict=True) if a["winner"] != b["winner"])
    assert {(x, y): n for x, y, n in c.flips()} == dict(flips)
    for side in SIDES:
        p = c.wins(side)
        assert p.before == sum(r["winner"] == side for r in before)
        assert p.gained == sum(b["winner"] == side and a["winner"] != side for a, b in zip(before, after, strict=True))
        assert p.lost == sum(a["winner"] == side and b["winner"] != side for a, b in zip(before, after, strict=True))
    assert [o for o, _ in c.outcomes()] == list(dict.fromkeys(r["outcome"] for r in [*before, *after]))
    rows = c.usage()
    assert rows[0].card == 3  # the card whose declaration changed leads
    plays = [Counter((card, side, action) for r in recs for side, p in r["cards"].items() for card, action in p)
             for recs in (before, after)]
    assert all((u.before, u.after) == (plays[0][(u.card, u.side, u.action)], plays[1][(u.card, u.side, u.action)])
               for u in rows)


_PLAYED: list[dict] = []


def _cheap_chunk(spec, players, seeds):
    """Real games' records (a few played once, about 1.5 KB each) handed out again under new seeds:
    a long run's records at no cost of play."""
    return [{**_PLAYED[s % len(_PLAYED)], "seed": s} for s in seeds]


def _run_peak(tmp_path, monkeypatch, games: int, name: str) -> tuple[int, int]:
    from interpreter.simulate import run
    from interpreter.simulate.games import ContentSpec, Players

    if not _PLAYED:
        _PLAYED.extend(run.play_chunk(ContentSpec(), Players((("west", "random"), ("east", "random"))), range(1, 6)))
    monkeypatch.setattr(run, "play_chunk", _cheap_chunk)
    counted = []
    real_add = Summary.add
    monkeypatch.setattr(Summary, "add", lambda self, r: (counted.append(1), real_add(self, r))[1])
    tracemalloc.start()
    try:
        code = main(["simulate", "--games", str(games), "--west", "random", "--east", "random", "--jobs", "1",
                     "-q", "--out", str(tmp_path / name)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert code == 0 and len(counted) == games
    return peak, (tmp_path / name / "games.jsonl").stat().st_size


def _held(jsonl: Path, n: int) -> int:
    """The memory ``n`` records of the file take when kept as a run would keep them (parsed, in a list)."""
    tracemalloc.start()
    try:
        with open(jsonl, encoding="utf-8") as f:
            kept = [json.loads(line) for line, _ in zip(f, range(n), strict=False)]
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(kept) == n
    return held


@pytest.mark.skipif(not hasattr(tracemalloc, "start"), reason="needs tracemalloc")
def test_memory_does_not_grow_with_the_number_of_games(tmp_path, monkeypatch):
    # 500 and 2,000 games: enough to tell counting from keeping, as the records of the 1,500 more games
    # would take over ten times the bound below if they were kept (measured here, not assumed: about
    # 18 MB, against a growth of under 0.1 MB when they are counted). 5,000 games against a bound of
    # 2 MB showed the same at the same ratio, and 2,000 and 20,000 took about a minute under tracemalloc.
    bound = 1024 * 1024
    small, _ = _run_peak(tmp_path, monkeypatch, 500, "small")
    large, size = _run_peak(tmp_path, monkeypatch, 2_000, "large")
    assert size > 2_000 * 1000  # every game is in games.jsonl, about a kilobyte each
    assert _held(tmp_path / "large" / "games.jsonl", 1_500) > 10 * bound
    assert large - small < bound, (small, large)


def test_the_streamed_report_is_the_one_the_records_in_memory_give(tmp_path, capsys):
    """A run's report.md (from counts, games streamed to the file) equals the report made from every
    record held in memory, and games.jsonl holds those records, line by line."""
    from interpreter.rules.pipeline import build
    from interpreter.simulate.games import ContentSpec, Players
    from interpreter.simulate.report import Section, Words, blocks, markdown
    from interpreter.simulate.run import Job, run_local, seeds_of
    from interpreter.simulate.stream import record_line
    from interpreter.words.l10n import localizer

    out = tmp_path / "sim"
    assert main(["simulate", "--games", "30", "--west", "random", "--east", "random", "--jobs", "2", "-q",
                 "--out", str(out)]) == 0
    players = Players((("west", "random"), ("east", "random")))
    records, _ = run_local([Job(ContentSpec(), players, seeds_of(1, 30))], 1, lambda n: None)
    assert (out / "games.jsonl").read_bytes() == b"".join(record_line(r) for r in records[0])
    rules = build(None, [], []).rules
    decs = rules.of_kind("decade")
    decades = [str(d) for d in sorted(decs, key=lambda d: (decs[d].get("order", 0), d))]
    words = Words(localizer(None, rules.layers), "en")
    section = Section(Summary(records[0], list(rules.sides), decades), "", rules.content_hash, dict(players.specs))
    assert (out / "report.md").read_text(encoding="utf-8") == markdown(blocks(words, [section], 30, 1, None))


def test_a_killed_run_keeps_its_finished_games_for_the_next(tmp_path, monkeypatch, capsys):
    """A run killed outright (SIGKILL: no time to write anything) leaves its stage with the games it
    finished, each a whole line but perhaps the last; the next run of the same --out takes them over
    and plays only the rest, and its report is the uninterrupted run's."""
    from interpreter.outputs import mark
    from interpreter.simulate import run

    argv = ["simulate", "--games", "6", "--west", "random", "--east", "random", "--jobs", "1", "-q"]
    assert main([*argv, "--out", str(tmp_path / "whole")]) == 0
    lines = (tmp_path / "whole" / "games.jsonl").read_bytes().splitlines(keepends=True)
    stage = tmp_path / ".sim.build-killed"
    (stage / "new").mkdir(parents=True)
    mark(stage, "simulation report (being built)")
    (stage / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report (being built)",
                                                    "pid": 2**31 - 2}))   # a process long gone
    (stage / "new" / "games.jsonl").write_bytes(b"".join(lines[:3]) + lines[3][:40])  # cut in the 4th game
    played = []
    real = run.play_chunk
    monkeypatch.setattr(run, "play_chunk", lambda spec, players, seeds: (played.extend(seeds), real(spec, players, seeds))[1])
    assert main([*argv[:-1], "--out", str(tmp_path / "sim")]) == 0
    assert "3 games a killed run of this report had finished were kept" in capsys.readouterr().err
    assert played == [4, 5, 6]
    for name in ("games.jsonl", "report.md", "summary.json"):
        assert (tmp_path / "sim" / name).read_bytes() == (tmp_path / "whole" / name).read_bytes(), name
    assert not list(tmp_path.glob(".sim.*"))  # nothing left beside it


def test_games_of_another_run_are_not_taken_over(tmp_path, monkeypatch):
    """A leftover whose games are not the ones this run would play (other bots) is played afresh."""
    from interpreter.outputs import mark
    from interpreter.simulate import run

    argv = ["simulate", "--games", "3", "--west", "random", "--east", "random", "--jobs", "1", "-q"]
    assert main([*argv, "--out", str(tmp_path / "whole")]) == 0
    line = (tmp_path / "whole" / "games.jsonl").read_bytes().splitlines(keepends=True)[0]
    stage = tmp_path / ".sim.build-killed"
    (stage / "new").mkdir(parents=True)
    mark(stage, "simulation report (being built)")
    (stage / ".wsdv-output").write_text(json.dumps({"written_by": "wsdv", "what": "simulation report (being built)",
                                                    "pid": 2**31 - 2}))
    (stage / "new" / "games.jsonl").write_bytes(line.replace(b'"east": "random"', b'"east": "foresight"'))
    played = []
    real = run.play_chunk
    monkeypatch.setattr(run, "play_chunk", lambda spec, players, seeds: (played.extend(seeds), real(spec, players, seeds))[1])
    assert main([*argv, "--out", str(tmp_path / "sim")]) == 0
    assert played == [1, 2, 3]
    assert (tmp_path / "sim" / "games.jsonl").read_bytes() == (tmp_path / "whole" / "games.jsonl").read_bytes()


def test_games_that_name_no_track_still_get_their_plots():
    """A shared games.jsonl (or a content) whose games name no track: the tracks plot is an empty
    panel, not a crash of the site build (found by benchmarks/hostile.py)."""
    pytest.importorskip("matplotlib")
    from interpreter.simulate.report import Section, Words, plots
    from interpreter.words.l10n import localizer

    records = [{**r, "tracks": {}, "by_decade": {}} for r in _records(30, 5)]
    section = Section(Summary(records, SIDES, DECADES), "", "c0ffee", {"west": "random", "east": "random"})
    svgs = plots(Words(localizer(None), "en"), [section])
    assert svgs is not None and sorted(svgs) == ["length.svg", "outcomes.svg", "tracks.svg", "wins.svg"]
    assert all(svg.lstrip().startswith("<?xml") for svg in svgs.values())
