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
        simulation.scan(tmp_path)
    (tmp_path / "games.jsonl").write_text("{not json\n")
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:1:1: error"):
        simulation.scan(tmp_path)


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


def test_a_number_that_begins_a_cell_is_written_without_a_backslash():
    """"Collapse of the East | \\2.5 %": a backslash before a digit escapes nothing in Markdown, so the
    report showed it. Only what would begin an ordered list ("2. ") is escaped, at its dot."""
    from interpreter.simulate.report import markdown

    md = markdown([("table", (["outcome", "base"], [["Collapse of the East", "2.5 %"]])), ("p", "2. x"),
                   ("ul", ["12) y", "+2.5 points"])])
    assert "| Collapse of the East | 2.5 % |" in md
    assert "\\2" not in md and "\\1" not in md
    assert "2\\. x" in md and "- 12\\) y" in md and "- \\+2.5 points" in md


def test_a_games_file_that_is_a_link_or_not_a_record_is_refused(tmp_path):
    target = tmp_path / "elsewhere.jsonl"
    target.write_text("{}\n")
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "games.jsonl").symlink_to(target)
    with pytest.raises(simulation.SimulationError, match="symbolic link"):
        simulation.scan(folder)
    (folder / "games.jsonl").unlink()
    (folder / "games.jsonl").write_text('{"seed": 1, "content": "a", "bots": "west", "cards": {}}\n')
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:1:1: error: not a record"):
        simulation.scan(folder)
    # nested past Python's recursion limit, under the line limit: json.loads raised RecursionError (exit 3)
    (folder / "games.jsonl").write_text("[" * 500_000 + "\n")
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:1:1: error: not a record"):
        simulation.scan(folder)


def _copies(report, folder, games: int) -> None:
    """A report folder of ``games`` records: the fixture's real ones handed out again under new seeds."""
    import json

    real = [json.loads(line) for line in (report / "games.jsonl").read_text().splitlines()]
    folder.mkdir()
    with open(folder / "games.jsonl", "w") as f:
        for seed in range(1, games + 1):
            f.write(json.dumps({**real[seed % len(real)], "seed": seed}) + "\n")


def _peak(docs, folder, rules) -> int:
    import tracemalloc

    tracemalloc.start()
    try:
        simulation.write_pages(docs, folder, rules, ["en"], None)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_the_page_streams_the_games_in_the_same_memory_for_any_number(report, rules, tmp_path):
    """Issue 25: the page read games.jsonl whole (capped at 512 MB); it now counts it a line at a time."""
    _copies(report, tmp_path / "small", 200)
    _copies(report, tmp_path / "large", 1_500)
    small = _peak(tmp_path / "d1", tmp_path / "small", rules)
    large = _peak(tmp_path / "d2", tmp_path / "large", rules)
    assert (tmp_path / "large" / "games.jsonl").stat().st_size > 1_500 * 1000
    assert "1,500 games (seeds 1 to 1500)" in (tmp_path / "d2" / "en" / "simulation.md").read_text()
    # Holding the 1,300 more records (1-2 KB each as text, several times that as dicts) would cost
    # ten megabytes and more; counting them costs nothing.
    assert large - small < 2 * 1024 * 1024, (small, large)
    assert large < 32 * 1024 * 1024  # the whole read held a 512 MB buffer, whatever the file's size


def test_games_out_of_seed_order_or_a_line_too_long_are_refused(report, tmp_path):
    lines = (report / "games.jsonl").read_text().splitlines(keepends=True)
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "games.jsonl").write_text(lines[1] + lines[0])
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:2:1: error: the game of seed 1 comes after seed 2"):
        simulation.scan(folder)
    (folder / "games.jsonl").write_text(lines[0] + '{"x": "' + "y" * (2 << 20) + '"}\n')
    with pytest.raises(simulation.SimulationError, match=r"games.jsonl:2:1: error: a line longer than 1024 KB"):
        simulation.scan(folder)


def test_two_sets_of_games_not_of_the_same_seeds_are_refused(report, rules, tmp_path):
    """The reliability review's hostile `bots` field: one record's players edited made a second set of
    games that pairs with none of the first, and the page said "0 games (seeds 1 to 1)" with a
    matplotlib warning on stderr. Such a folder is refused, at the line where the second set begins."""
    import json

    lines = (report / "games.jsonl").read_text().splitlines()
    rec = json.loads(lines[0])
    rec["bots"]["west"] = PAYLOAD
    folder = tmp_path / "shared"
    folder.mkdir()
    (folder / "games.jsonl").write_text("\n".join([json.dumps(rec), *lines[1:]]) + "\n")
    with pytest.raises(simulation.SimulationError,
                       match=r"games.jsonl:2:1: error: this game begins a second set of games .*0 of their 1 and 2"):
        simulation.write_pages(tmp_path / "docs", folder, rules, ["en"], None)
    assert not (tmp_path / "docs").exists()


def test_a_compares_two_sets_make_the_page(tmp_path, rules):
    out = tmp_path / "report"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--west", "random", "--east", "random", "--out", str(out),
                 "-q", "--compare", "--east", "heuristic"]) == 0
    assert simulation.write_pages(tmp_path / "docs", out, rules, ["en"], None) == 1
    assert "2 games (seeds 1 to 2)" in (tmp_path / "docs" / "en" / "simulation.md").read_text()


def test_the_refusals_are_said_in_the_readers_language(report, tmp_path, capsys, monkeypatch):
    """A --simulation folder's refusal is said by `wsdv site build` in the reader's language, at the
    file's line, like wsdv's other refusals (an audit found its sentences assembled in English): the
    seeds out of order under a Polish LANG, the two sets that do not pair up under a German one (`site build`
    has no --lang: the site is in every language, its messages in the reader's)."""
    import json

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    lines = (report / "games.jsonl").read_text().splitlines(keepends=True)
    folder = tmp_path / "s"
    folder.mkdir()
    games = folder / "games.jsonl"
    games.write_text(lines[1] + lines[0])
    assert main(["site", "build", "-q", "--simulation", str(folder), "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err
    assert err == (f"{games}:2:1: błąd: partia o ziarnie 1 następuje po ziarnie 2: `wsdv simulate` zapisuje partie "
                   "w kolejności ziaren\n  wskazówka: ten plik zapisuje `wsdv simulate --out DIR`\n"), err

    rec = json.loads(lines[0])
    rec["bots"]["west"] = "heuristic"
    games.write_text("".join([json.dumps(rec) + "\n", *lines[1:]]))
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["site", "build", "-q", "--simulation", str(folder), "--out", str(tmp_path / "site")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{games}:2:1: Fehler: mit dieser Partie beginnt eine zweite Reihe von Partien "), err
    assert "nur 0 ihrer 1 und 2 Partien bilden Paare\n  Hinweis: geben Sie den --out-Ordner" in err
    assert not (tmp_path / "site").exists()
