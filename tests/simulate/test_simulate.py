"""`wsdv simulate`: seeded games in workers, the same records whatever the number of jobs, the report."""

from __future__ import annotations

import json
import re

import pytest

from interpreter.cli.main import main
from interpreter.simulate.games import ContentSpec, Players
from interpreter.simulate.run import Job, run_local, seeds_of
from interpreter.simulate.stats import Share, difference, significant, wilson

RANDOM = Players((("west", "random"), ("east", "random")))


def test_wilson_interval_matches_known_values():
    lo, hi = wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    lo, hi = wilson(0, 10)
    assert lo == 0 and round(hi, 4) == 0.2775
    d, lo, hi = difference(Share(40, 100), Share(60, 100))
    assert round(d, 2) == 0.2 and significant(lo, hi)
    assert not significant(*difference(Share(50, 100), Share(55, 100))[1:])


def test_records_are_the_same_whatever_the_number_of_jobs():
    job = Job(ContentSpec(), RANDOM, seeds_of(3, 6))
    one, stopped = run_local([job], 1, lambda n: None)
    two, _ = run_local([job], 2, lambda n: None)
    assert not stopped
    assert [r["seed"] for r in one[0]] == list(range(3, 9))
    assert one == two
    assert {r["bots"]["west"] for r in one[0]} == {"random"}
    assert all(r["winner"] in ("west", "east") and r["cards"]["west"] for r in one[0])


def test_ctrl_c_keeps_the_games_finished():
    job = Job(ContentSpec(), RANDOM, seeds_of(1, 10))
    seen = []

    def progress(n):
        seen.append(n)
        if len(seen) == 3:
            raise KeyboardInterrupt

    recs, stopped = run_local([job], 1, progress)
    assert stopped and [r["seed"] for r in recs[0]] == [1, 2, 3]


@pytest.fixture
def erratum(tmp_path):
    """A one-card erratum: card 25's event places 4 unrest in West Berlin instead of 2."""
    folder = tmp_path / "erratum"
    folder.mkdir()
    (folder / "card25.wsdv").write_text(
        'amend card 25 {\n  row 1  icons place_unrest(west, 4)  where w_berlin\n}\n', encoding="utf-8")
    return folder


def test_simulate_compare_writes_both_win_rates_intervals_and_plots(tmp_path, erratum, capsys):
    out = tmp_path / "sim"
    code = main(["simulate", "--games", "4", "--jobs", "1", "--west", "random", "--player", "east=random",
                 "--out", str(out), "-q", "--compare", "--overlay", str(erratum)])
    assert code == 0, capsys.readouterr().err
    lines = [json.loads(x) for x in (out / "games.jsonl").read_text().splitlines()]
    assert [r["seed"] for r in lines] == [1, 2, 3, 4, 1, 2, 3, 4]
    assert lines[0]["content"] != lines[4]["content"]  # two content sets, same seeds
    md = (out / "report.md").read_text()
    assert "West wins" in md and " → " in md and "difference" in md
    assert "| card | side | played as |" in md
    for svg in ("wins.svg", "outcomes.svg", "length.svg", "tracks.svg"):
        assert (out / svg).read_text().lstrip().startswith("<?xml")
    html = (out / "report.html").read_text()
    assert html.startswith("<!DOCTYPE html>") and "<table>" in html


def test_the_report_speaks_the_chosen_language(tmp_path):
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--west", "random", "--east", "random",
                 "--out", str(out), "-q", "--lang", "pl"]) == 0
    md = (out / "report.md").read_text()
    assert md.startswith("# Raport z symulacji") and "Zachód wygrywa" in md


def test_the_french_report_writes_articles_and_french_colons(tmp_path):
    out = tmp_path / "sim"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--west", "random", "--east", "random",
                 "--out", str(out), "-q", "--lang", "fr", "--compare", "--variant", "second_edition"]) == 0
    md = (out / "report.md").read_text()
    assert "L'Ouest gagne " in md and "\n- Ouest gagne" not in md
    # The set's name, the content as shipped and each decade's count, with the French colon.
    assert "base\u00a0: Contenu\u00a0: tel que livré avec wsdv (" in md   # no-break spaces
    assert "second\\_edition\u00a0: Contenu\u00a0: --variant second\\_edition (" in md  # Markdown's _ escaped
    assert "shipped content" not in md
    assert "ensemble: " not in md and not re.search(r"décennie [IV]+: ", md)


def test_simulate_refuses_a_folder_it_did_not_write(tmp_path, capsys):
    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "thesis.txt").write_text("keep me")
    assert main(["simulate", "--games", "1", "--out", str(mine), "-q"]) == 2
    assert "will not replace this folder" in capsys.readouterr().err
    assert (mine / "thesis.txt").read_text() == "keep me"


def test_compare_needs_a_content_option(tmp_path, capsys):
    assert main(["simulate", "--games", "1", "--out", str(tmp_path / "s"), "--compare", "--jobs", "1"]) == 2
    assert "--compare needs --variant, --overlay, --content or another player" in capsys.readouterr().err
