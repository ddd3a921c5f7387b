"""Issue 26 §1's done-when, a newcomer's re-read: each worked example says in words what happens and
why, in every language. The steps are the engine's own narration of the run (so they cannot disagree
with it), the situation and the reason are the site's words (`example-text-<id>`), and the picture shows
what the example lays out (the markers a comparison reads), not the bookkeeping of where Hamburg counts."""

from __future__ import annotations

import html
import re

import pytest

from interpreter.site import learn
from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import docs_dir

LANGS = tuple(available_languages())


def _path(built_site, lang: str) -> str:
    """The learning path's Markdown in `lang`, its pages in order (the first page, then each part)."""
    path = learn.load_path(docs_dir())
    names = [learn.LEARN_PAGE, *(learn.part_page(s.key) for s in path.learn)]
    return "\n".join((built_site.markdown / lang / n).read_text(encoding="utf-8") for n in names)


def _section(page: str, slug: str) -> str:
    start = page.index(f"{{ #example-{slug} }}")
    ends = [e for e in (page.find(f"\n{h} ", start + 1) for h in ("#", "##", "###")) if e > 0]
    return page[start:min(ends, default=len(page))]


def _rows(section: str) -> dict[str, str]:
    return {m.group(1): m.group(2) for m in re.finditer(r'<th scope="row">([^<]+)</th>(.*?)</tr>', section, re.S)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_example_on_the_path_explains_itself_in_every_language(lang):
    """Each example the path shows has its situation and reason in the page's language."""
    path = learn.load_path(docs_dir())
    keys = set(re.findall(r"^(example-text-[a-z0-9-]+) =", (docs_dir() / lang / "site.ftl").read_text(encoding="utf-8"), re.M))
    wanted = {f"example-text-{e.lower().replace(':', '-')}" for e in learn.uses(path)}
    assert wanted <= keys, sorted(wanted - keys)


def test_an_example_tells_its_steps_as_the_game_does(built_site):
    """EX-13 (§9.1): the flight phase's dismantle point is told as the game tells it, the reason (3 spaces,
    1 point) in the example's own words; the raw list of scripted choices is gone."""
    page = _path(built_site, "en")
    ex13 = _section(page, "ex-13")
    assert "- Factory dismantled in Berlin." in ex13
    assert "That makes 3 spaces" in ex13
    assert "Choices, in the order they are asked" not in ex13
    # the position is part of the picture: the marker of West's best province, Hessen's mass protests
    rows = _rows(ex13)
    assert "1 LS marker" in rows["Niedersachsen"] and "2 mass protest markers" in rows["Hessen"]


def test_the_steps_are_told_in_the_pages_language(built_site):
    page = _path(built_site, "pl")
    ex13 = _section(page, "ex-13")
    told = [line for line in ex13.splitlines() if line.startswith("- ")]
    assert told and not any("Factory dismantled" in line for line in told)
    assert any("Berlin" in line for line in told)


def test_where_hamburg_counts_is_told_only_where_it_matters(built_site):
    """Before every action West says where Hamburg counts; in EX-04 (East removes unrest in Sachsen)
    that changes nothing of the example, so neither the line nor Niedersachsen's economy is shown. In
    EX-23 (§10.2) it is the example: Schleswig-Holstein has no factory of its own, and with Hamburg
    counted for it (before and after alike: nothing is built) its economy is 3, enough for a marker."""
    page = _path(built_site, "en")
    ex04 = _section(page, "ex-04")
    assert "Hamburg counts for" not in ex04 and "Economy of Niedersachsen" not in ex04
    assert "Economy of Thüringen" in ex04   # the factory East dismantled in Jena
    places = (built_site.markdown / "en" / "places.md").read_text(encoding="utf-8")
    ex23 = _section(places, "ex-23")
    assert "- Hamburg counts for Schleswig-Holstein now." in ex23
    cells = re.findall(r"<td>([^<]*)</td>", _rows(ex23)["Economy of Schleswig-Holstein, with Hamburg counted for it"])
    assert cells == ["3", "3"]


def test_a_collapse_example_shows_the_protests_that_cause_it(built_site):
    """EX-20 (§9.10): the picture was empty; West Berlin's 2 mass protests and the 2 its suppliers
    received are what make West collapse."""
    page = _path(built_site, "en")
    rows = _rows(_section(page, "ex-20"))
    assert "2 mass protest markers" in rows["West Berlin"]
    assert "1 mass protest marker" in rows["Rheinland-Pfalz"] and "1 mass protest marker" in rows["Baden-Württemberg"]


def test_a_track_space_is_written_as_the_narration_writes_it(built_site):
    """EX-22 (card 79): the currency marker ends on space −2, with the true minus sign the narration
    uses beside it, not a hyphen."""
    places = (built_site.markdown / "en" / "places.md").read_text(encoding="utf-8")
    ex22 = _section(places, "ex-22")
    assert "space \u22122" in _rows(ex22)["Western currency track"] and "space -2" not in ex22


def test_french_and_italian_steps_give_the_side_its_article(built_site):
    """« L'Ouest utilise … », not « Ouest utilise … »: the sides are names that take an article."""
    fr = html.unescape(_section((built_site.markdown / "fr" / "places.md").read_text(encoding="utf-8"), "ex-21"))
    it = html.unescape(_section((built_site.markdown / "it" / "places.md").read_text(encoding="utf-8"), "ex-21"))
    assert "1. L'Ouest utilise" in fr and "1. L'Ovest usa" in it


def test_an_example_shows_the_face_of_the_card_it_plays(built_site):
    """EX-11 (§6.4) is about the crest on card 11's unrest icon: the face is beside the words, linked to
    the card's page; an example with its own words no longer lists the raw scripted answers (EX-20's
    were answered while laying out the position)."""
    page = _path(built_site, "en")
    ex11 = _section(page, "ex-11")
    assert '[![Card 11](cards/svg/11.svg){ width="300" }](cards/11.md)' in ex11
    assert "Choices, in the order they are asked" not in _section(page, "ex-20")
    html_page = (built_site.out / "learn-turn" / "index.html").read_text(encoding="utf-8")   # a turn's part
    assert 'src="../cards/svg/11.svg"' in html_page


def test_an_icons_effects_are_told_under_its_heading(built_site):
    """EX-10: each icon of card 15 is a line, its effect a line under it (the narration's own grouping)."""
    ex10 = _section(_path(built_site, "en"), "ex-10")
    assert "- Icon “Build point”:\n    - Factory built in Bremen." in ex10
    assert "- Icon “Dismantle point”:\n    - Factory dismantled in Leipzig." in ex10
