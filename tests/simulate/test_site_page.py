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


PAYLOAD = "<script>alert(1)</script><img src=x onerror=alert(2)>"


def _hostile(folder, rules):
    """A shared simulation folder whose records carry a script in every text field, with a crafted
    plot and a plot that is a link to a secret."""
    import json

    folder.mkdir()
    lines = []
    for seed in range(1, 4):
        lines.append(json.dumps({
            "seed": seed, "content": "abc", "variants": [PAYLOAD], "bots": {"west": PAYLOAD, "east": "random"},
            "winner": "west", "outcome": PAYLOAD, "decade": "I", "turn": 3, "turns": 9, "decisions": 40,
            "moves": "x", "tracks": {PAYLOAD: 1}, "by_decade": {"I": {PAYLOAD: 1}},
            "cards": {"west": [[PAYLOAD, PAYLOAD]], "east": [[25, "event"]]}}))
    (folder / "games.jsonl").write_text("\n".join(lines) + "\n")
    (folder / "wins.svg").write_text('<svg onload="alert(3)"><script>alert(4)</script></svg>')
    secret = folder.parent / "secret.txt"
    secret.write_text("SECRET-KEY")
    (folder / "outcomes.svg").symlink_to(secret)


def test_a_record_naming_what_the_content_lacks_is_refused(rules, tmp_path):
    folder = tmp_path / "shared"
    _hostile(folder, rules)
    with pytest.raises(simulation.SimulationError, match="names the outcome .*, which the content does not have"):
        simulation.write_pages(tmp_path / "docs", folder, rules, ["en"], None)
    assert not (tmp_path / "docs").exists()


def test_a_hostile_simulation_folder_reaches_the_site_escaped_and_redrawn(rules, tmp_path, monkeypatch):
    folder = tmp_path / "shared"
    _hostile(folder, rules)
    docs = tmp_path / "docs"
    monkeypatch.setattr(simulation, "_known", lambda *a: None)  # the escaping is the last line of defence
    simulation.write_pages(docs, folder, rules, ["en", "uk"], None)
    for lang in ("en", "uk"):
        page = (docs / lang / "simulation.md").read_text()
        assert "<script" not in page and "<img" not in page and "onerror=alert" in page.replace("\\", "")
        assert "&lt;script&gt;" in page
        for svg in (docs / lang).glob("*.svg"):
            text = svg.read_text()
            assert "SECRET-KEY" not in text and "<script" not in text and "onload" not in text
        assert "SECRET-KEY" not in "".join(p.read_text() for p in (docs / lang).iterdir())


def test_a_card_title_from_a_content_pack_is_escaped():
    from interpreter.simulate.report import markdown

    md = markdown([("p", "25 <img src=x onerror=alert(25)>Benno"), ("table", (["card"], [["[x](javascript:1)"]])),
                   ("ul", ["{: onclick=alert(1)}"])])
    assert "<img" not in md and "&lt;img src=x onerror=alert(25)&gt;" in md
    assert "\\[x\\](javascript:1)" in md and "\\{: onclick=alert(1)\\}" in md


def test_a_games_file_that_is_a_link_or_not_a_record_is_refused(tmp_path):
    target = tmp_path / "elsewhere.jsonl"
    target.write_text("{}\n")
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "games.jsonl").symlink_to(target)
    with pytest.raises(simulation.SimulationError, match="symbolic link"):
        simulation.read_records(folder)
    (folder / "games.jsonl").unlink()
    (folder / "games.jsonl").write_text('{"seed": 1, "content": "a", "bots": "west", "cards": {}}\n')
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:1:1: error: not a record"):
        simulation.read_records(folder)
