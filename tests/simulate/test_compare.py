"""`wsdv simulate --compare` as a designer reads it: the summary first, paired figures, the sets
named, the cards the change touched, --json, players compared, the sequential mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from interpreter.cli.main import main

HERE = Path(__file__).parent
COLLAPSE_AT_3 = HERE / "fixtures" / "west_collapses_at_3"
RANDOM = ["--west", "random", "--east", "random", "--jobs", "1"]


@pytest.fixture
def erratum(tmp_path):
    """Card 25's event places 4 unrest in West Berlin instead of 2."""
    folder = tmp_path / "erratum25"
    folder.mkdir()
    (folder / "card25.wsdv").write_text(
        'amend card 25 {\n  row 1  icons place_unrest(west, 4)  where w_berlin\n}\n', encoding="utf-8")
    return folder


def test_the_report_opens_with_what_changed_and_names_both_sets(tmp_path, erratum, capsys):
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "6", *RANDOM, "--out", str(out), "--json",
                 "--compare", "--overlay", str(erratum)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["sets"] == ["base", "erratum25"] and summary["pairs"] == 6
    records = [json.loads(x) for x in (out / "games.jsonl").read_text().splitlines()]
    before, after = records[:6], records[6:]
    assert summary["changed_games"] == sum(a["moves"] != b["moves"] for a, b in zip(before, after, strict=True))
    flips = sum(a["winner"] != b["winner"] for a, b in zip(before, after, strict=True))
    assert sum(f["games"] for f in summary["winner_flips"]) == flips
    west = summary["wins"]["west"]
    assert west["before"] == sum(r["winner"] == "west" for r in before)
    assert west["after"] == sum(r["winner"] == "west" for r in after)
    assert 0 <= west["mcnemar_p"] <= 1 and west["interval"][0] <= west["difference"] <= west["interval"][1]
    # card 25's declaration changed: its uses lead the before -> after table
    assert summary["cards"] and all(c["card"] == 25 for c in summary["cards"][:1])
    md = (out / "report.md").read_text()
    head = md.split("\n\n")[1]
    assert head.startswith(f"- {summary['changed_games']} of 6 games changed move for move")
    assert "card 25 Benno Ohnesorg shot" in head
    assert "| outcome | base | erratum25 | difference | McNemar p |" in md
    assert "| card | side | played as | base | erratum25 |" in md
    assert "first set" not in md and "second set" not in md
    assert json.loads((out / "summary.json").read_text())["pairs"] == 6


def test_compare_players_on_the_same_seeds(tmp_path, capsys):
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "3", *RANDOM, "--out", str(out), "-q",
                 "--compare", "--east", "heuristic"]) == 0
    records = [json.loads(x) for x in (out / "games.jsonl").read_text().splitlines()]
    assert [r["bots"]["east"] for r in records] == ["random"] * 3 + ["heuristic"] * 3
    assert [r["seed"] for r in records] == [1, 2, 3, 1, 2, 3]
    md = (out / "report.md").read_text()
    assert "| outcome | base | East: heuristic |" in md


def test_compare_with_nothing_to_compare_is_refused(tmp_path, capsys):
    assert main(["simulate", "--games", "1", "--out", str(tmp_path / "s"), "--compare", "--jobs", "1"]) == 2
    assert "--compare needs --variant, --overlay, --content or another player" in capsys.readouterr().err
    assert not (tmp_path / "s").exists()


def test_the_sequential_mode_stops_at_the_first_look_that_decides(tmp_path, erratum, capsys):
    """A change that barely touches random games: after the first look (50 pairs) the interval is
    narrower than the 40 points asked for, so the run stops there, saying so."""
    out = tmp_path / "sim"
    assert main(["simulate", "--until", "400", "--precision", "40", *RANDOM, "--out", str(out), "--json",
                 "--compare", "--overlay", str(erratum)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["pairs"] == 50 and summary["games"] == 100
    seq = summary["sequential"]
    assert seq["decision"] == "precise" and seq["looks"] == 1 and seq["planned_looks"] == 8  # every 50 pairs
    lo, hi = seq["interval"]
    assert hi - lo < 0.40 and lo <= 0 <= hi
    assert seq["mcnemar_p"] > seq["bound"]
    # The first look may spend only a little of the 5 %: its intervals are wider than 95 % ones,
    # at the level whose test is the look's (twice its bound on p).
    assert 0 < seq["bound"] < 0.01
    assert summary["confidence"] == pytest.approx(1 - 2 * seq["bound"], abs=1e-6)
    assert "Stopped after 50 pairs of games: no difference found" in (out / "report.md").read_text()


def test_the_sequential_mode_decides_alike_whatever_the_number_of_jobs(tmp_path, erratum, capsys):
    """The looks count the pairs in seed order, so a run with 2 workers stops at the same look with
    the same figures and writes the same games as one with none."""
    runs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"sim{jobs}"
        assert main(["simulate", "--until", "150", "--precision", "30", "--west", "random", "--east", "random",
                     "--jobs", jobs, "--out", str(out), "--json", "--compare", "--overlay", str(erratum)]) == 0
        summary = json.loads(capsys.readouterr().out)
        summary.pop("wall_seconds", None)
        runs.append((summary, (out / "games.jsonl").read_bytes()))
    assert runs[0] == runs[1]
    assert runs[0][0]["sequential"]["looks"] >= 1 and runs[0][0]["pairs"] in (50, 100, 150)


def test_until_needs_a_compare(tmp_path, capsys):
    assert main(["simulate", "--until", "100", *RANDOM, "--out", str(tmp_path / "s")]) == 2
    assert "--until" in capsys.readouterr().err


def test_the_collapse_fixture_is_the_one_line_house_rule():
    from interpreter.rules.pipeline import build

    base = build(None, [], []).rules
    house = build(None, [], [COLLAPSE_AT_3]).rules
    assert base.of_kind("outcome")["west_collapses"] != house.of_kind("outcome")["west_collapses"]
    assert "3" in (COLLAPSE_AT_3 / "collapse.wsdv").read_text().splitlines()[-1]


def test_json_of_a_single_run_gives_the_shares(tmp_path, capsys):
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "3", *RANDOM, "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3
    assert sum(s["games"] for s in summary["wins"].values()) == 3
    assert sum(o["games"] for o in summary["outcomes"].values()) == 3


def test_the_json_names_the_sets_in_no_language(tmp_path, erratum, capsys):
    """`--json` is for scripts: with `--lang pl` its sets were ["wersja bazowa", ...]; they are `base` and
    the overlay's folder, and a changed player is `side=kind`, whatever the language of the report."""
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "2", *RANDOM, "--out", str(out), "--json", "--lang", "pl",
                 "--compare", "--overlay", str(erratum), "--east", "heuristic"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["sets"] == ["base", "erratum25 + east=heuristic"]
    assert json.loads((out / "summary.json").read_text())["sets"] == summary["sets"]
    assert "wersja bazowa" in (out / "report.md").read_text()   # the report itself speaks Polish
