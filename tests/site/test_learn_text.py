"""Issue 26: the Learn path's own words, checked in the site strings (docs/<lang>/site.ftl) without a
build: the newcomers' re-reviews found summaries a learner would play wrong from (newcomer-review3
finding 1), a turn that never named its four actions (finding 5), and terms used before they were
explained (newcomer-review2 F10)."""

from __future__ import annotations

import pytest

from interpreter.paths import content_dir
from interpreter.words.l10n import available_languages
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())


@pytest.fixture(scope="module")
def strings():
    return load_strings(docs_dir(None), inert=True, languages=list(LANGS))


def test_the_english_phase_summaries_hold_every_term_their_examples_use(strings):
    """Flight (§9.1) counts a mass protest on each side and costs 1 point per 2 spaces (EX-13 moves the
    marker down for Hessen's protest); the internal comparison gives West Berlin the whole difference
    (EX-18); the East–West comparison lets the owner choose and counts each protest against the
    attacker (EX-19); Western currency says what an export factory is (EX-15)."""
    t = strings["en"].raw
    flight = t("learn-phase-flight")
    assert "1 more if an East province has a mass protest" in flight
    assert "1 more if a West province has a mass protest" in flight
    assert "Every 2 spaces cost East 1 dismantle point" in flight and "never goes below 0" in flight
    assert "West Berlin gets the whole difference" in t("learn-phase-internal_comparison")
    east_west = t("learn-phase-east_west_comparison")
    assert "chosen by its owner" in east_west and "less one for each mass protest" in east_west
    assert "export factories (a province's most valuable factory)" in t("learn-phase-currency")


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_gives_west_berlin_its_exceptions_in_the_comparisons(strings, lang):
    """The same completeness in every language: West Berlin's whole difference in the internal
    comparison, its two neighbours (East Berlin, Brandenburg) in the East–West one."""
    t = strings[lang].raw
    names = Names()
    west_berlin = names("province", "w_berlin", lang)
    assert west_berlin in t("learn-phase-internal_comparison")
    east_west = t("learn-phase-east_west_comparison")
    assert west_berlin in east_west
    stems = {"o_berlin": names("province", "o_berlin", lang).split()[0][:5],
             "brandenburg": names("province", "brandenburg", lang)[:6]}
    assert all(stem in east_west for stem in stems.values()), (lang, stems)
    # and flight's two mass-protest terms: the flight sentence is longer than the old one by far
    assert len(t("learn-phase-flight")) > 330, lang


def test_a_turn_names_its_four_actions(strings):
    """Newcomer-review3 finding 5: part 3 said "one of the four actions" and named one; part 4 opened
    with "The other three actions"."""
    t = strings["en"].raw
    assert ("exactly one of the four actions: remove one unrest cube, build up the economy, raise the "
            "living standard, or trigger the card's event.") in t("learn-turn-text")
    assert t("learn-actions-text").startswith("Besides triggering the event, three actions")


def test_a_socialist_stays_until_it_is_lost_not_until_every_socialists_phase():
    """Newcomer-review3 finding 11: "stays in its province until the socialists phase takes it away"
    read as if every socialist left the map each decade; the phase takes only the lost ones, from the
    holding box first (rules-phase-socialists)."""
    for lang, words in (("en", "until it is lost in a socialists phase"), ("de", "verloren geht"),
                        ("pl", "zostanie utracony"), ("uk", "буде втрачено"), ("it", "viene perso"),
                        ("fr", "qu'il soit perdu")):
        text = (content_dir() / "locales" / lang / "rules.ftl").read_text(encoding="utf-8")
        line = next(ln for ln in text.splitlines() if ln.startswith("rules-routine-place-socialists ="))
        assert words in line, lang


def test_the_special_part_says_which_face_of_card_iv_and_which_neighbours(strings):
    """Newcomer-review3 findings 7 and 8: "Card IV has two faces, and which one is in play depends on
    whether the wall was built" left the choice open; West Berlin "compares itself with both its
    neighbours", unnamed. Each language names both faces by their titles and the two neighbours."""
    names = Names()
    for lang in LANGS:
        t = strings[lang].raw
        special = t("learn-special-text")
        titles = (content_dir() / "locales" / lang / "titles.ftl").read_text(encoding="utf-8")
        for term in ("-card-IV =", "-card-IV-wall ="):
            title = next(ln for ln in titles.splitlines() if ln.startswith(term)).split("=", 1)[1].strip()
            assert title in special, (lang, title)
        assert names("province", "brandenburg", lang)[:6] in t("learn-special-w_berlin"), lang


def test_a_turn_says_what_the_hand_is_for(strings):
    """Newcomer-review3 finding 9: what the hand is for, that a kept card stays into the next decade,
    and that a half ends with the display however full the hands: §3 and §4, in part 3."""
    text = strings["en"].raw("learn-turn-text")
    assert "Your hand is a reserve: it is filled up only at the start of a decade" in text
    assert "stays in it into the next decade" in text
    assert "A half ends when the display is empty, whatever the hands still hold." in text
    assert all(len(strings[lang].raw("learn-turn-text")) > 0.85 * len(text) for lang in LANGS)


def test_the_end_of_a_decade_names_the_wall_in_every_language(strings):
    """Newcomer-review3 (German section): the German list of the ten phases named the wall's cost in
    place of flight, the English did not; every language names it now, with the phase's own name."""
    names = Names()
    for lang in LANGS:
        wall = names("phase", "wall_cost", lang)
        text = strings[lang].raw("learn-decade-text")
        assert wall.lower()[:8] in text.lower(), (lang, wall)


def test_ex20_says_why_its_suppliers_hold_a_marker_with_3_cubes(strings):
    """Newcomer-review3 finding 2: EX-20's picture shows Rheinland-Pfalz and Baden-Württemberg with 3
    cubes and a mass protest marker, which looked like a drawing error: the text says where the
    markers came from and that the check only counts."""
    text = strings["en"].raw("example-text-ex-20")
    assert "already in place, beside the suppliers' 3 cubes" in text and "the check only counts" in text
