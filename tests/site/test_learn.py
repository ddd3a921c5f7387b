"""Issue 26 §1: the "Learn to play" page in teaching order and the special places' page, in every
language, with the rulebook's worked examples drawn from the scenario files that test them (run by the
engine while the site builds, so an example on the site cannot disagree with it)."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest

from interpreter.rules.pipeline import build
from interpreter.site import examples, learn
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import StringsError, docs_dir, load_strings

LANGS = tuple(available_languages())
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
# The teaching order of issue 26: the goal and the end first, the special cards and places last.
ORDER = ["goal", "board", "turn", "actions", "economy", "unrest", "decade", "comparisons", "special"]


def test_the_site_finds_the_scenario_files():
    assert examples.scenario_folder().resolve() == SCENARIOS.resolve()


def test_every_worked_example_file_is_on_the_path():
    path = learn.load_path(docs_dir())
    shown = {e.split(":")[0] for e in learn.uses(path)}
    files = {p.stem for p in SCENARIOS.glob("EX-*.yaml")}
    assert len(files) >= 24
    assert files == shown


def _parts() -> list[str]:
    return [learn.part_page(s.key) for s in learn.load_path(docs_dir()).learn]


@pytest.mark.parametrize("lang", LANGS)
def test_learn_page_teaches_in_order_with_every_example(built_site, lang):
    """The path is a first page (the key definitions, then its contents) and one page per part, in the
    teaching order: together they show every worked example."""
    first = (built_site.markdown / lang / "learn.md").read_text(encoding="utf-8")
    parts = [(built_site.markdown / lang / name).read_text(encoding="utf-8") for name in _parts()]
    places = (built_site.markdown / lang / "places.md").read_text(encoding="utf-8")
    assert [re.search(r"^# .* \{ #learn-([a-z]+) \}$", part, re.M).group(1) for part in parts] == ORDER
    # the key definitions come first, before the contents
    assert first.index("!!! abstract") < first.index("{ #learn-contents }")
    anchors = set(re.findall(r"\{ #example-([a-z0-9-]+) \}", "".join(parts) + places))
    files = {p.stem.lower() for p in SCENARIOS.glob("EX-*.yaml")}
    # every scenario file is shown; an anchor names the example it shows (EX-15.yaml's third scenario is EX-16)
    assert files <= anchors and anchors - files == {"ex-16"}
    for key in ("w_berlin", "hamburg", "abroad", "rheinsberg"):
        assert f"{{ #place-{key} }}" in places


@pytest.mark.parametrize("lang", LANGS)
def test_each_part_is_a_page_with_its_place_in_the_path_and_the_way_on(built_site, lang):
    """Issue 26, the newcomer's re-review: one page of 34,000 px on a phone, its contents in the menu only.
    Each part is a page now: it says which part of how many it is, lists its worked examples at the top
    (in view on a phone), and links to the part before and after and to the contents; the first page
    lists every part and example in the teaching order."""
    root = built_site.out / ("" if lang == "en" else lang)
    names = _parts()
    first = (root / "learn" / "index.html").read_text(encoding="utf-8")
    contents = first[first.index('id="learn-contents"'):]
    assert [m for m in re.findall(r'href="\.\./(learn-[a-z]+)/"', contents)][:len(names)] == [n[:-3] for n in names]
    for i, name in enumerate(names):
        page = (root / name[:-3] / "index.html").read_text(encoding="utf-8")
        steps = page[page.rindex('class="wsdv-learn-steps"'):]
        assert ('rel="prev"' in steps) == (i > 0) and ('rel="next"' in steps) == (i + 1 < len(names))
        if i > 0:
            assert re.search(rf'href="\.\./{names[i - 1][:-3]}/" rel="prev"', steps)
        if i + 1 < len(names):
            assert re.search(rf'href="\.\./{names[i + 1][:-3]}/" rel="next"', steps)
        assert 'href="../learn/#learn-contents"' in steps
        where = page[page.index('class="wsdv-learn-where"'):]
        assert re.search(rf"\b{i + 1}\b.*\b{len(names)}\b", re.sub(r"<[^>]+>", "", where[:400]))
        examples = re.findall(r'<h3 id="(example-[a-z0-9-]+)"', page)
        if examples:   # the list at the top links each example on the page, in order
            here = page[page.index('class="wsdv-learn-here"'):page.index("</div>", page.index('class="wsdv-learn-here"'))]
            assert re.findall(r'href="#(example-[a-z0-9-]+)"', here) == examples
            # the single page's anchors stay: the first page's contents link each to its new place
            for anchor in examples:
                assert re.search(rf'<a class="wsdv-moved" href="\.\./{name[:-3]}/#{anchor}" id="{anchor}"', first)


def _part_of(example: str) -> str:
    """The page of the path's part that shows a worked example (learn.yaml decides)."""
    return next(learn.part_page(s.key) for s in learn.load_path(docs_dir()).learn if example in s.examples)


def test_an_example_is_headed_as_its_scenario_gives_its_source(built_site):
    """EX-18c checks the box's 50 cubes (§1) against the internal comparison (§9.6): its scenario names no
    rulebook example, so it is not headed "From the rules"; EX-18, the rulebook's own, is."""
    part = _part_of("EX-18c")
    page = (built_site.markdown / "en" / part).read_text(encoding="utf-8")
    ex18c = page[page.index("{ #example-ex-18c }"):page.index("{ #example-ex-19 }")]
    ex18 = page[page.index("{ #example-ex-18 }"):page.index("{ #example-ex-18c }")]
    assert "Not one of the rulebook&#39;s examples: a further case, checked against §1, §9.6." in ex18c
    assert "From the rules" not in ex18c
    assert "From the rules, §9.6." in ex18
    pl = (built_site.markdown / "pl" / part).read_text(encoding="utf-8")
    assert "To nie jest przykład z instrukcji" in pl[pl.index("{ #example-ex-18c }"):pl.index("{ #example-ex-19 }")]


def test_an_example_shows_what_the_engine_did(built_site):
    """EX-01 (§5.1): West builds a factory in Hannover and both lines to Hamburg; the connection is
    operative, so both factories are worth 2 afterwards, and Niedersachsen's economy, with Hamburg
    counted for it before and after (Hamburg's factory was worth 1), goes from 1 to 4."""
    page = (built_site.out / _part_of("EX-01")[:-3] / "index.html").read_text(encoding="utf-8")
    section = page[page.index('id="example-ex-01"'):]
    table = section[:section.index("</table>")]
    rows = {m.group(1): m.group(2) for m in re.finditer(r'<th scope="row">([^<]+)</th>(.*?)</tr>', table, re.S)}
    assert "value 2" in rows["Hannover"].split("</td>")[1] and "—" in rows["Hannover"].split("</td>")[0]
    assert "value 1" in rows["Hamburg"].split("</td>")[0] and "value 2" in rows["Hamburg"].split("</td>")[1]
    assert "2 infrastructure" in rows["Hamburg – Hannover"]
    cells = re.findall(r"<td>([^<]*)</td>", rows["Economy of Niedersachsen, with Hamburg counted for it"])
    assert cells == ["1", "4"]


def test_a_refused_move_is_shown_as_refused(built_site):
    page = (built_site.out / "learn-unrest" / "index.html").read_text(encoding="utf-8")
    section = page[page.index('id="example-ex-02"'):]
    section = html.unescape(section[:section.index("<h3", 1)])   # up to the next example of its part
    assert "After (refused)" in section and "Not allowed" in section and "admonition failure" in section


def test_a_failing_example_stops_the_build(tmp_path, rules):
    """A scenario whose expectation the engine does not meet is no example: the site refuses to show it."""
    folder = tmp_path / "scenarios"
    folder.mkdir()
    text = (SCENARIOS / "EX-01.yaml").read_text(encoding="utf-8").replace("hannover: 2", "hannover: 3")
    (folder / "EX-01.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(examples.ExampleError, match="does not pass"):
        examples.load_examples(folder, rules, lambda wanted: build(None, list(wanted)).rules)
    shutil.copy(SCENARIOS / "EX-01.yaml", folder / "EX-01.yaml")
    (ok,) = examples.load_examples(folder, rules, lambda wanted: build(None, list(wanted)).rules)
    assert ok.after.values["hannover"] == 2 and "hannover" not in ok.before.sites


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_west_berlin_is_linked_from_the_map_and_its_cards(built_site, lang):
    root = built_site.out if lang == "en" else built_site.out / lang
    assert 'href="../places/#place-w_berlin"' in (root / "map" / "index.html").read_text(encoding="utf-8")
    linked = [p.parent.name for p in (root / "cards").glob("*/index.html")
              if "places/#place-w_berlin" in p.read_text(encoding="utf-8")]
    assert "25" in linked and "79" in linked
    hamburg = [p.parent.name for p in (root / "cards").glob("*/index.html")
               if "places/#place-hamburg" in p.read_text(encoding="utf-8")]
    assert hamburg, "no card page links Hamburg's rules"


@pytest.mark.parametrize("lang", LANGS)
def test_player_aid_has_the_actions_and_every_phase_in_order(built_site, rules, lang):
    """Issue 26 §2: the player aid gives the four actions and the end-of-decade phases in the order the
    content runs them, each with its rulebook section, numbered 1 to N."""
    page = (built_site.markdown / lang / "player-aid.md").read_text(encoding="utf-8")
    for action in rules.actions:
        assert f"(rules.md#rule-action-{action})" in page
    ordered = [p for seq in rules.of_kind("sequence").values() for p in seq.get("phases", ())]
    assert len(ordered) == 10
    rows = re.findall(r"^\| (\d+) \| \*\*\[[^\]]+\]\(phases\.md#phase-([a-z_]+)\)\*\*( §[\d.]+)? \|", page, re.M)
    assert [(int(n), p) for n, p, _ in rows] == list(enumerate(ordered, 1))
    assert all(section for _, _, section in rows)
    # newcomer review 3, F13: while the wall stands the wall's cost replaces flight (§9.1); the aid gives
    # that row too, right under flight, as the rules and the Learn path do
    wall = re.search(r"^\| \| \*\[[^\]]+\]\(phases\.md#phase-wall_cost\)\* \| (.+) \|$", page, re.M)
    assert wall and len(wall.group(1)) > 40
    assert page.index("phases.md#phase-wall_cost") > page.index("phases.md#phase-flight")


@pytest.mark.parametrize("lang", LANGS)
def test_player_aid_turn_is_a_checklist_of_the_whole_turn(built_site, rules, lang):
    """Newcomer review 4, F5: the aid's "A turn" was the Learn path's paragraph, which leaves out what
    happens around the action and ends in "(the first three are explained in the next part)", a part
    the aid does not have. Now it is its own checklist: who starts each half (§3: the prestige
    advantage, then the player who did not take the last turn), police cards before and after the
    action (§8), the socialists after every action (§7), where the used card goes (§3, §6.4), with the
    content's display and hand sizes."""
    t = load_strings(inert=False)[lang]
    page = (built_site.markdown / lang / "player-aid.md").read_text(encoding="utf-8")
    # (the page's Markdown escapes the strings' parentheses and quotes as HTML entities)
    turn = html.unescape(page[page.index("{ #aid-turn }"):page.index("{ #aid-actions }")])
    # and the setup before it, the content's rule in its words (§2)
    assert "{ #aid-setup }" in page and page.index("{ #aid-setup }") < page.index("{ #aid-turn }")
    assert t("learn-turn-text") not in html.unescape(page)
    deck = rules.definitions[("deck", "standard")]
    assert (deck["display"], deck["hand"]) == (7, 2)
    steps = re.findall(r"^(\d+)\. (.+)$", turn, re.M)
    assert [int(n) for n, _ in steps] == list(range(1, len(learn.TURN_STEPS) + 1))
    assert [text for _, text in steps] == [t(f"aid-turn-{s}") for s in learn.TURN_STEPS]
    assert turn.index(t("aid-turn-start", display=7)) < turn.index("1. ") < turn.index(t("aid-turn-end", hand=2))
    assert re.search(r"(?<!\d)7(?!\d)", t("aid-turn-start", display=7))
    if lang == "en":
        text = " ".join(text for _, text in steps)
        assert "next part" not in turn
        assert "prestige advantage starts the first half" in turn and "first half's last turn" in turn
        assert steps[0][1].startswith("East may use its police cards") and "police cards" in steps[3][1]
        assert "socialists in the holding box" in text and "row of played cards" in text
        assert "goes to East as a police card" in text and "special card" in steps[1][1]
        assert "Put 3 unrest cubes in each of the 14 provinces" in html.unescape(page)


def test_rules_give_their_sections_and_link_the_special_places(built_site, rules):
    """Issue 26 §2: each rule that the content places in the rulebook says its section, and a rule the
    special places' page gathers links to that place's section."""
    page = (built_site.markdown / "en" / "rules.md").read_text(encoding="utf-8")
    block = page[page.index("{ #rule-action-remove_cube }"):page.index("{ #rule-action-develop }")]
    assert "Rules §6.1." in block
    block = page[page.index("{ #rule-action-raise_living_standard }"):page.index("{ #rule-action-trigger_event }")]
    assert "(places.md#place-w_berlin)" in block
    uk = (built_site.markdown / "uk" / "rules.md").read_text(encoding="utf-8")
    assert "(places.md#place-hamburg)" in uk


@pytest.mark.parametrize("lang", LANGS)
def test_the_decade_part_numbers_every_phase_of_the_sequence(built_site, rules, lang):
    """The newcomer's second re-review, F2: the end of a decade summarised only 7 of its 10 phases
    (paying for police cards §9.4, police cards §9.8 and the socialists §9.9 were missing) and gave
    their order as a run-on sentence. The part lists the content's sequence, numbered, each phase with
    its section and its words, and the wall's cost in place of flight (§9.1)."""
    page = (built_site.markdown / lang / "learn-decade.md").read_text(encoding="utf-8")
    phases = list(rules.definitions[("sequence", "end_of_decade")]["phases"])
    assert len(phases) == 10
    items = re.findall(r"^(\d+)\. \*\*(.+?)\*\* \(§([\d.]+)\) — .*\(rules\.md#rule-phase-([a-z_]+)\)$", page, re.M)
    assert [p for *_, p in items] == phases
    assert [int(n) for n, *_ in items] == list(range(1, 11))
    assert [s for _, _, s, _ in items] == [rules.definitions[("phase", p)]["section"]["text"] for p in phases]
    assert {"9.4", "9.8", "9.9"} <= {s for _, _, s, _ in items}
    assert re.search(r"^    - \*.+\* — .*\(rules\.md#rule-phase-wall_cost\)$", page, re.M)
    # each step is one sentence of the site's own, in every language (a rule's words only for a phase
    # the site has no sentence for): none of the shipped phases falls back
    strings = (docs_dir() / lang / "site.ftl").read_text(encoding="utf-8")
    for pid in [*phases, "wall_cost"]:
        assert re.search(rf"^learn-phase-{pid} = [^\n]+$", strings, re.M), pid


def test_the_decade_part_says_what_the_socialists_decide(built_site):
    """Two outcomes read the socialist track's socialists (§9.9): the socialists' step says both."""
    page = (built_site.markdown / "en" / "learn-decade.md").read_text(encoding="utf-8")
    step = next(line for line in page.splitlines() if line.startswith("9. "))
    assert "rule-phase-socialists" in step
    assert "socialism triumphs and East wins" in step and "socialism fails and West wins" in step


def test_two_examples_of_one_file_have_two_names(built_site):
    """EX-15.yaml's third scenario is EX-16 (the currency at −3): it was headed "EX-15" a second time."""
    page = (built_site.markdown / "en" / "learn-decade.md").read_text(encoding="utf-8")
    headed = re.findall(r"Example (EX-\d+[a-z]?)\b", "\n".join(
        line for line in page.splitlines() if line.startswith("### ")))
    assert "EX-16" in headed and headed.count("EX-15") == 1
    assert len(headed) == len(set(headed))


def test_german_collapse_check_declines_after_mit(built_site):
    """"mit 4 oder mehr Massenprotesten": the dative plural after "mit"."""
    page = (built_site.markdown / "de" / "phases.md").read_text(encoding="utf-8")
    assert "mit 4 oder mehr Massenprotesten bricht" in page
    assert "Massenproteste bricht" not in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_special_part_teaches_each_special_place(built_site, lang):
    """Issue 26, the newcomer's re-review: the last part left every special place to the places page.
    It now gives each one a paragraph of its own (`learn-special-<place>`), under the place's name, with
    a link to its section on the places page."""
    part = (built_site.markdown / lang / learn.part_page("special")).read_text(encoding="utf-8")
    path = learn.load_path(docs_dir())
    (special,) = [s for s in path.learn if s.key == "special"]
    assert set(special.places) == {s.key for s in path.places}
    for key in special.places:
        (line,) = [ln for ln in part.splitlines() if f"(places.md#place-{key})" in ln]
        assert line.startswith("**") and len(line) > 150, line


def test_a_part_may_teach_only_places_with_a_section(tmp_path):
    """A place named in a part of the path but with no section of its own would link nowhere."""
    text = (docs_dir() / learn.FILE).read_text(encoding="utf-8")
    (tmp_path / learn.FILE).write_text(text.replace("places: [w_berlin,", "places: [atlantis, w_berlin,"),
                                       encoding="utf-8")
    with pytest.raises(StringsError, match="`special` teaches places with no section: atlantis"):
        learn.load_path(tmp_path)


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_part_pictures_the_whole_board_and_a_card(built_site, lang):
    """Newcomer-review2 F9: part 2 spoke of blue lines, crests and value boxes without showing the
    board or a card. It shows the whole map and the annotated card, each with its text alternative in
    the page's language and a link to its page, before the part's rules; and both drawings are on the
    site beside the page."""
    part = (built_site.markdown / lang / learn.part_page("board")).read_text(encoding="utf-8")
    for svg, page in (("map.svg", "map.md"), ("reading-a-card.svg", "reading-a-card.md")):
        (link,) = re.findall(rf"\[!\[([^\]]+)\]\({re.escape(svg)}\)\{{ loading=lazy \}}\]\({re.escape(page)}\)", part)
        assert len(link) > 20, (lang, svg)
        assert part.index(svg) < part.index("(rules.md#rule-setup-standard)")
        assert (built_site.markdown / lang / svg).is_file()
    # the map, the card, and the board as set up under the setup checklist (test_learn_setup_picture.py)
    assert len(re.findall(r'<figure class="wsdv-learn-figure[" ]', part)) == 3
    assert part.count('wsdv-learn-figure-wide wsdv-setup-board">') == 1


def test_a_part_may_show_only_known_pictures(tmp_path):
    text = (docs_dir() / learn.FILE).read_text(encoding="utf-8")
    (tmp_path / learn.FILE).write_text(text.replace("figures: [map,", "figures: [globe, map,"), encoding="utf-8")
    with pytest.raises(StringsError, match="`board` shows unknown pictures: globe"):
        learn.load_path(tmp_path)


@pytest.mark.parametrize("lang", LANGS)
def test_hamburg_is_defined_before_the_path_uses_it(built_site, lang):
    """Newcomer-review2 F5: EX-01 (part 4) says "Hamburg counts for Niedersachsen now", yet where
    Hamburg counts was taught only in part 7. The first page's definitions, read before part 1, say it."""
    first = (built_site.markdown / lang / "learn.md").read_text(encoding="utf-8")
    box = first[first.index("!!! abstract"):first.index("{ #learn-contents }")]
    items = [ln for ln in box.splitlines() if ln.startswith("    - ")]
    hamburg = Names()("city", "hamburg", lang)
    assert len(items) == 4 and hamburg in items[-1], items
    if lang == "en":
        assert '!!! abstract "Four definitions to keep in mind"' in first


def test_the_english_path_defines_the_export_factory_where_it_teaches_the_economy(built_site):
    """Newcomer-review2 F6: the German part 4 said which factory is a province's export factory, the
    English only in part 6. Every language says it in the build points' rule, which the part on
    building and dismantling teaches."""
    for lang, words in (("en", "its most valuable factory is its export factory"),
                        ("de", "seine wertvollste Fabrik ist seine Exportfabrik"),
                        ("pl", "jej najcenniejsza fabryka jest jej fabryką eksportową"),
                        ("uk", "її найцінніша фабрика є її експортною фабрикою"),
                        ("it", "fabbrica di esportazione"), ("fr", "usine d'exportation")):
        part = (built_site.markdown / lang / learn.part_page("economy")).read_text(encoding="utf-8")
        assert words in html.unescape(part), lang
    part = (built_site.markdown / "en" / learn.part_page("actions")).read_text(encoding="utf-8")
    assert "the second twice that, the third three times" in part


def test_the_first_page_sets_the_parts_above_their_examples(built_site):
    """Newcomer-review2 F12: the contents listed 7 parts and 26 examples in one link style, the parts
    lost among them: each part's link is bold, no example's is."""
    page = (built_site.out / "learn" / "index.html").read_text(encoding="utf-8")
    contents = page[page.index('id="learn-contents"'):]
    parts = [s.key for s in learn.load_path(docs_dir()).learn]
    for key in parts:
        assert re.search(rf'<strong><a class="wsdv-moved" href="\.\./learn-{key}/" id="learn-{key}"', contents), key
    assert len(re.findall(r"<strong><a ", contents.split("</ol>")[0] if "</ol>" in contents else contents)) == len(parts)


def test_an_example_that_moved_keeps_its_old_anchor_on_the_page_it_left(built_site, tmp_path):
    """The end of a decade and the actions were each split in two for a phone, and three examples moved
    to the part that teaches what they use: each keeps its anchor on the page that held it (learn.yaml's
    `moved`), the id of a hidden link to where the example is now (wsdv.js follows it), so an old
    permalink still leads to the example. A move naming no other part of the path is refused."""
    path = learn.load_path(docs_dir())
    assert {"EX-01", "EX-18", "EX-10"} <= set(path.moved)
    for ex, was in path.moved.items():
        now = _part_of(ex)[:-3]
        old = (built_site.out / learn.part_page(was)[:-3] / "index.html").read_text(encoding="utf-8")
        assert '<div class="wsdv-learn-moved" hidden="hidden">' in old   # out of sight, the old anchors kept
        hidden = old[old.index('class="wsdv-learn-moved"'):]
        anchor = "example-" + ex.lower().replace(":", "-")
        assert re.search(rf'<a class="wsdv-moved" href="\.\./{now}/#{anchor}" id="{anchor}"', hidden), ex
    text = (docs_dir() / learn.FILE).read_text(encoding="utf-8")
    for wrong in ("EX-18: atlantis", "EX-18: comparisons"):
        (tmp_path / learn.FILE).write_text(text.replace("EX-18: decade", wrong), encoding="utf-8")
        with pytest.raises(StringsError, match="`moved`: EX-18 was on `.*`, which is no other part"):
            learn.load_path(tmp_path)


def test_the_first_pages_definitions_come_from_the_path(tmp_path):
    """The key definitions stated before part 1 are listed in docs/learn.yaml, not in Python; a
    malformed list is refused."""
    path = learn.load_path(docs_dir())
    assert path.definitions == ("west-germany", "connection", "rundown", "hamburg")
    text = (docs_dir() / learn.FILE).read_text(encoding="utf-8")
    (tmp_path / learn.FILE).write_text(text.replace("definitions: [west-germany,", "definitions: [7,"),
                                       encoding="utf-8")
    with pytest.raises(StringsError, match="`definitions` must list"):
        learn.load_path(tmp_path)
