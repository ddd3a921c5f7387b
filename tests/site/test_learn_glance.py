"""Newcomer review 4's follow-ups on the Learn path and the player aid: setup as a checklist (F1), the
whole game at a glance (F2), example anchors that name their example (F11), readable card faces in
the examples (F4), and search by the words players use instead of the rulebook's (F10).

The facts of the setup are checked against the 1st-edition rulebook (Italian and French, the base
game), quoted where each is asserted; the numbers on the page are the content's, so a variant that
changes the setup changes the checklist."""

from __future__ import annotations

import html
import json
import re

import pytest

from interpreter.rules.pipeline import build
from interpreter.site import learn, outline, pages, search
from interpreter.site.carddata import load_cards
from interpreter.site.examples import CARD_WIDTH
from interpreter.site.notation import Sources
from interpreter.site.setuplist import setup_facts, setup_steps
from interpreter.site.svg import CARD_W
from interpreter.words.l10n import available_languages
from interpreter.words.l10n.termbase import TermRule, read_terms
from interpreter.words.languages import locales_root
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())


def _ctx(result, lang):
    t = load_strings(inert=True, languages=[lang])[lang]
    return pages.Context(result, load_cards(result.rules, None, [lang], Names()), Names(), t, [], Sources())


def _steps(result, lang="en") -> list[str]:
    lines = setup_steps(_ctx(result, lang), setup_facts(result.rules))
    return [html.unescape(re.sub(r"^\d+\. ", "", line)) for line in lines]


def test_the_setup_checklist_holds_every_piece_the_rulebook_sets_out(shipped):
    """Rulebook §2 (IT "2 SET-UP", FR "2 MISE EN PLACE") and §1 / §3 step 1-2, each step as the engine
    sets the board up. The three the review had to fill from the rulebook are there: the purple
    factories, the deck's size and the end-of-decade marker."""
    steps = _steps(shipped)
    text = "\n".join(steps)
    # IT §2: "Piazzate 3 cubi sommosa in ciascuna provincia" (14 provinces: 8 West + 6 East, §1)
    assert "Put 3 unrest cubes in each of the 14 provinces" in text and "42 unrest cubes in all" in text
    # IT §2: "Mettete due cubi socialista nel riquadro socialisti" (the box holds 12, §1's components)
    assert "Put 2 socialists in the socialist holding box; the other 10 wait beside the board." in steps
    # IT §2: "L'Ovest piazza 1 fabbrica gialla in Hamburg e 1 in Dortmund. L'Est piazza 1 fabbrica rossa a
    # Berlino e 1 in Bitterfeld. Ruotate ciascuna fabbrica in modo tale che il numero 1 punti verso l'alto."
    assert re.search(r"^West puts a yellow factory of value 1 .*: Hamburg and Dortmund\. .*its 1 points up", text, re.M)
    assert re.search(r"^East puts a red factory of value 1 .*: Berlin and Bitterfeld\.", text, re.M)
    # IT §2: "Piazzate le 4 fabbriche viola vicino alle città di ČSSR e Polska" (FR: "les 4 usines mauves")
    assert "Put the 4 purple factories beside the cities of Poland and ČSSR" in text
    assert "(Szczecin, Poznań, Děčín and Karlovy Vary)" in text
    # IT §2: "Piazzate gli indicatori prestigio, Valuta Occidentale, socialista e fine decade a faccia in su
    # ... e il segnalino fuga in corrispondenza dello "0""; FR §9: "avancez le marqueur de fin de décennie"
    assert "on space 0: prestige track, Western currency track, socialist track and flight track" in text
    assert "end-of-decade marker face up on its track, on the space that shows its symbol" in text
    assert "from the first (Flight) on" in text and "Berlin Wall is built" in text
    # IT §1: "4 mazzi (ciascuno di 21 carte) ... 20 carte standard e 1 carta speciale (solo per L'Est)"
    assert "Sort the cards into 4 decks, one for each decade: each holds 20 cards and one special card, 21 in all" in text
    # IT §3 steps 1-2: special card beside the display, shuffle, 2 cards each, the first 7 face up
    assert re.search(r"^Decade I begins: .*special card beside the display.*deal 2 cards to each player and lay 7 face up",
                     text, re.M)
    # IT §2: "L'Ovest detiene il vantaggio dovuto all'attuale prestigio, per cui comincia come primo giocatore."
    assert steps[-1] == "West holds the prestige advantage, so West takes the first turn."


def test_the_checklist_is_the_contents_board_not_words_typed_in(shipped):
    """The 2nd edition sets up otherwise (UA §2: West Berlin's suppliers start with 2 cubes, 1 socialist
    in the box): its checklist says so, with nothing changed but the variant."""
    steps = _steps(build(variants=["second_edition"]))
    assert steps[0].startswith("Put 2 unrest cubes in each of these provinces: Nordrhein-Westfalen")
    assert steps[1].startswith("Put 3 unrest cubes in each of these provinces:") and "West Berlin" in steps[1]
    assert "Put 1 socialist in the socialist holding box; the other 11 wait beside the board." in steps
    assert not any("14 provinces" in s for s in steps)


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_part_and_the_aid_carry_the_checklist(built_site, lang):
    """Review 4, F1: setup was prose on the board part and the aid, with "every track marker starts on
    its start space" pointing elsewhere. Both now show the same numbered checklist of ten steps."""
    md = built_site.markdown / lang
    board = (md / "learn-board.md").read_text(encoding="utf-8")
    aid = (md / "player-aid.md").read_text(encoding="utf-8")
    t = load_strings(inert=True, languages=[lang])[lang]
    for page, anchor in ((board, "learn-setup"), (aid, "aid-setup")):
        assert f"## {t('learn-setup-title')} {{ #{anchor} }}" in page
        block = page[page.index(f"{{ #{anchor} }}"):]
        block = block[:block.index("</div>")]
        assert [int(n) for n in re.findall(r"^(\d+)\. ", block, re.M)] == list(range(1, 11))
    assert aid.index("{ #aid-setup }") < aid.index("{ #aid-turn }")


def _glance(page: str) -> str:
    start = page.index('!!! abstract')
    return page[start:page.index("\n\n", page.index("    1. ", start))]


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_at_a_glance_opens_the_path_and_the_aid(built_site, rules, lang):
    """Review 4, F2: no "sequence of play" on one screen. The first page and the aid open with one: the
    start of a decade, its halves, the end-of-decade phases in the content's order (each linked to its
    rule), the decades; each line links to the part that teaches it (rulebook §3: "Il gioco è diviso in 4
    decenni. Ogni decade è composta da 2 metà decade e da una fine decade", then §9's 10 phases)."""
    t = load_strings(inert=True, languages=[lang])[lang]
    phases = list(rules.of_kind("sequence")["end_of_decade"]["phases"])
    first = (built_site.markdown / lang / "learn.md").read_text(encoding="utf-8")
    aid = (built_site.markdown / lang / "player-aid.md").read_text(encoding="utf-8")
    assert first.index(f'!!! abstract "{t("outline-title")}"') < first.index("{ #learn-contents }")
    assert aid.index(f'!!! abstract "{t("outline-title")}"') < aid.index("{ #aid-setup }")
    for page in (first, aid):
        box = _glance(page)
        assert box.startswith(f'!!! abstract "{t("outline-title")}"')
        lines = re.findall(r"^    (\d)\. (.+)$", box, re.M)
        assert [int(n) for n, _ in lines] == [1, 2, 3, 4]
        assert re.findall(r"\(phases\.md#phase-([a-z_]+)\)", box) == phases
        assert [re.findall(r"\((learn-[a-z]+)\.md\)", line)[-1] for _, line in lines] == [
            "learn-turn", "learn-turn", "learn-decade", "learn-goal"]
        assert f"**{t('outline-halves-head', halves=2)}**" in lines[1][1]
        assert re.search(r"(?<!\d)7(?!\d)", lines[1][1]) and re.search(r"(?<!\d)10(?!\d)", lines[2][1])


def test_the_glance_lines_are_known_to_learn_yaml():
    path = learn.load_path(docs_dir())
    assert set(path.outline) == set(outline.LINES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_example_anchor_names_its_example(built_site, lang):
    """Review 4, F11: EX-16 was reached as `#example-ex-15-3` and EX-22 as `#example-ex-22-2`, so a shared
    link named another example. Every example's anchor is its label's; the old anchor stays on the page
    as a hidden link to the new one."""
    md = built_site.markdown / lang
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(md.glob("learn-*.md"))) + (
        md / "places.md").read_text(encoding="utf-8")
    headings = re.findall(r"^### .*?\b(EX-\d+[a-z]?)\b.*\{ #(example-[a-z0-9-]+) \}$", text, re.M)
    assert len(headings) >= 20
    for label, anchor in headings:
        assert anchor == f"example-{label.lower()}", (label, anchor)
    assert len({a for _, a in headings}) == len(headings)
    decade = (md / "learn-decade.md").read_text(encoding="utf-8")
    assert '<a class="wsdv-moved" id="example-ex-15-3" href="&#35;example-ex-16"' in decade
    assert "{ #example-ex-15-3 .wsdv-moved }" in (md / "learn.md").read_text(encoding="utf-8")


def test_an_example_card_face_is_drawn_at_a_readable_size(built_site):
    """Review 4, F4: example cards were 150 px wide, their event text (7.5 of the face's 250 units)
    about 4.5 px. At the width drawn now it is 9 CSS pixels, the size a card page's face is read at."""
    assert 7.5 * CARD_WIDTH / CARD_W >= 9
    turn = (built_site.markdown / "en" / "learn-turn.md").read_text(encoding="utf-8")
    assert f'[![Card 11](cards/svg/11.svg){{ width="{CARD_WIDTH}" }}](cards/11.md)' in turn
    assert turn.count('<div class="wsdv-example-cards" markdown>') >= 3


def test_the_term_bases_other_words_are_searchable():
    """Review 4, F10: German "Polizei" found nothing, the site saying "Staatsgewalt". An entry that uses
    a term gets the term base's other words in a field lunr indexes and the theme never shows."""
    rule = TermRule("Staatsgewalt", ("Polizeigewalt", "Polizei"), (), 1)
    assert search.other_words({"title": "Staatsgewalt", "text": ""}, [rule]) == "Polizeigewalt Polizei"
    assert search.other_words({"title": "x", "text": "die Staatsgewalt-Karten"}, [rule]) == "Polizeigewalt Polizei"
    assert search.other_words({"title": "x", "text": "Gewalt"}, [rule]) == ""


@pytest.mark.parametrize("lang", [lang for lang in LANGS if read_terms(locales_root() / lang)[0]])
def test_each_languages_other_words_find_the_pages_of_their_term(built_site, lang):
    """The same failure in every language with a term base (Ukrainian "провінція" for "земля", Polish
    "kostka niepokoju", French "cube d'émeute"...): each other word is indexed on the entries using its
    term, in the language's own index only."""
    root = built_site.out / ("" if lang == "en" else lang)
    index = json.loads((root / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert search.ALSO in index["config"]["fields"]
    assert index["config"]["fields"][search.ALSO_TITLE] == index["config"]["fields"]["title"]
    headed = [d for d in index["docs"] if search.ALSO_TITLE in d]
    assert all(d[search.ALSO_TITLE] in d[search.ALSO] for d in headed)
    indexed = " ".join(d.get(search.ALSO, "") for d in index["docs"])
    for rule in read_terms(locales_root() / lang)[0]:
        using = [d for d in index["docs"] if re.search(rf"(?<!\w){re.escape(rule.term)}",
                                                       d.get("title", "") + " " + d.get("text", ""), re.I)]
        if using:
            for word in rule.rejected:
                assert word in indexed, (lang, word)
                assert all(word in d[search.ALSO] for d in using)
    if lang == "de":
        assert any("Polizei" in d.get(search.ALSO, "") and "/learn-unrest/" in f"/{d['location']}"
                   for d in index["docs"])
