"""The site's simulation page: made again from games.jsonl in every language, plots beside it."""

from __future__ import annotations

import pytest

from interpreter.cli.main import main
from interpreter.site import simulation


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("sim") / "report"
    assert main(["simulate", "--games", "3", "--jobs", "1", "--west", "random", "--east", "random",
                 "--out", str(out), "-q"]) == 0
    return out


def test_pages_in_every_language_with_the_plots(report, rules, tmp_path):
    docs = tmp_path / "docs"
    assert simulation.write_pages(docs, report, rules, ["en", "de"], None) == 2
    en = (docs / "en" / "simulation.md").read_text()
    de = (docs / "de" / "simulation.md").read_text()
    assert en.startswith("# Simulation report") and "West wins" in en
    assert de.startswith("# Simulationsbericht") and "gewinnt" in de
    assert "Content:" not in en  # the run's own folders are not shown on the site
    assert (docs / "de" / "wins.svg").is_file()
    settings = {"nav": [], "plugins": [{"i18n": {"languages": [{"locale": "en"}, {"locale": "de"}]}}]}
    simulation.add_to_nav(settings, ["en", "de"], None)
    assert settings["nav"] == [{"Simulation report": "simulation.md"}]
    assert settings["plugins"][0]["i18n"]["languages"][1]["nav_translations"] == {
        "Simulation report": "Simulationsbericht"}


def test_a_folder_without_games_is_a_clear_error(tmp_path):
    with pytest.raises(simulation.SimulationError, match="cannot read the simulation's games"):
        simulation.read_records(tmp_path)
    (tmp_path / "games.jsonl").write_text("{not json\n")
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:1:1: error"):
        simulation.read_records(tmp_path)
