"""Newcomer review 3 (issue 26, "a newcomer can learn the game from the site alone"): the Learn path's
own sentences must be true and complete enough to play by. The reviewer, trusting the path's short
summaries, would have played flight and both comparisons wrong, never learnt the four actions in "a
turn", what the hand is for, which face of card IV is used, or which provinces West Berlin compares
with. These tests read the site strings in every language, formatted with the content's numbers the
way the Learn path formats them (learn._sequence_steps), so a summary that drops a rule fails here."""

from __future__ import annotations

import re

import pytest

from interpreter.site import learn
from interpreter.words import prose
from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())
# How each language names a mass protest (any case form) and West Berlin, in the site's words.
PROTEST = {"en": "mass protest", "de": "Massenprotest", "pl": "masow", "uk": "велелюдн",
           "it": "protesta di massa", "fr": "manifestation de masse"}
W_BERLIN = {"en": "West Berlin", "de": "West-Berlin", "pl": "Berlin Zachodni", "uk": "Західний Берлін",
            "it": "Berlino Ovest", "fr": "Berlin-Ouest"}


@pytest.fixture(scope="module")
def strings():
    return load_strings(inert=False)


def _phase(strings, rules, lang: str, pid: str) -> str:
    """A phase's sentence on the Learn path, with the numbers the path gives it."""
    numbers = {k: v for k, v in prose.facts(rules, "phase", pid).items()
               if (isinstance(v, int) and not isinstance(v, bool)) or v in ("yes", "no")}
    return strings[lang](f"learn-phase-{pid}", **numbers)


@pytest.mark.parametrize("lang", LANGS)
def test_flight_summary_has_both_protest_terms_and_the_rate(strings, rules, lang):
    """§9.1: +1 if any East province has a mass protest, −1 if any West one has; the marker's spaces
    turn into dismantle points at the track's rate (2 spaces a point). The old summary had neither."""
    text = _phase(strings, rules, lang, "flight")
    assert text.lower().count(PROTEST[lang].lower()) >= 2, text
    steps = rules.definitions[("track", "flight")]["steps_per_point"]
    assert steps == 2
    assert re.search(rf"(?<!\d){steps}(?!\d)", text), text
    assert "0" in text   # the marker goes back to 0


@pytest.mark.parametrize("lang", LANGS)
def test_internal_comparison_summary_gives_west_berlin_the_whole_difference(strings, rules, lang):
    """§9.6: a province gets the difference less one, West Berlin the whole difference (EX-18)."""
    assert W_BERLIN[lang] in _phase(strings, rules, lang, "internal_comparison")


@pytest.mark.parametrize("lang", LANGS)
def test_east_west_summary_has_the_owners_choice_and_the_protests(strings, rules, lang):
    """§9.7: the attacker chooses which neighbour, one marker less per mass protest in the attacking
    province, West Berlin attacks both its neighbours (EX-19)."""
    text = _phase(strings, rules, lang, "east_west_comparison")
    assert PROTEST[lang].lower() in text.lower() and W_BERLIN[lang] in text, text


def test_english_summaries_state_each_rule_the_review_missed(strings, rules):
    flight = _phase(strings, rules, "en", "flight")
    assert "once more if any East province has a mass protest" in flight
    assert "once if any West province has a mass protest" in flight
    assert "Every 2 spaces it reaches cost East one dismantle point" in flight
    assert "West Berlin receives the whole difference" in _phase(strings, rules, "en", "internal_comparison")
    ew = _phase(strings, rules, "en", "east_west_comparison")
    assert "chosen by its owner" in ew and "less one for each mass protest" in ew
    # §9.3: the export factory is defined where Western currency first needs it (part 4)
    assert "most valuable factory is its export factory" in strings["en"]("learn-actions-text")
    # §9.10 (base game: 4 markers; both at once: East wins, rulebook "Si les 2 états s'effondrent
    # simultanément, Est gagne")
    collapse = _phase(strings, rules, "en", "collapse_check")
    assert "4 or more" in collapse and "East wins" in collapse and "too many" not in collapse


@pytest.mark.parametrize("lang", LANGS)
def test_socialists_summary_and_rule_agree_on_who_leaves(strings, rules, lang):
    """§9.9: lost socialists come from the holding box first, then from provinces West chooses; the
    rule of §7 said a socialist stays "until the socialists phase takes it away", as if all left every
    decade. The summary gives the box's count (the content's 12) and the order of losses."""
    text = _phase(strings, rules, lang, "socialists")
    assert str(rules.pieces["socialist"].count) in text
    assert strings["en"]("learn-phase-socialists", **{"count-socialist": 12}).count("holding box") == 2
    rule = prose.prose(_localizer(), rules, "routine", "place_socialists", lang)
    assert rule is not None and rule.lang == lang
    if lang == "en":
        assert "takes it away" not in rule.text and "until it is lost in a socialists phase" in rule.text


def _localizer():
    from interpreter.words.l10n import localizer
    return localizer(None)


@pytest.mark.parametrize("lang", LANGS)
def test_a_turn_names_the_four_actions_and_part_four_opens_with_them(strings, rules, lang):
    """Review 3 F5: "A turn" said "one of the four actions" and named one; part 4 opened with "The
    other three actions". Now the turn lists four (§6: the four actions), and part 4 starts by saying
    there are four."""
    opening = {"en": "There are four actions.", "de": "Es gibt vier Aktionen.", "pl": "Akcje są cztery.",
               "uk": "Дій чотири.", "it": "Le azioni sono quattro.", "fr": "Il y a quatre actions."}
    assert strings[lang]("learn-actions-text").startswith(opening[lang])
    assert len(rules.actions) == 4
    turn = strings[lang]("learn-turn-text")
    # the four, after the colon: three commas (or an "or") between them, before the parenthesis
    listed = turn[turn.index(":"):turn.index("(")]
    assert listed.count(",") >= 2, listed
    if lang == "en":
        for words in ("remove one unrest cube", "build up the economy", "raise the living standard",
                      "trigger the card's event"):
            assert words in listed


def test_the_hand_is_taught(strings):
    """Review 3 F9, rulebook §3: the first hands are dealt from decade I's deck, filled up to 2 only at
    the start of a decade, cards left in a hand carry over (and may be discarded then), and a half ends
    when the display is empty even with cards in hand."""
    turn = strings["en"]("learn-turn-text")
    for words in ("dealt 2 cards from the first decade's deck", "filled up again only at the start",
                  "leaves the display as it is", "A half ends as soon as the display is empty",
                  "stay there into the next decade"):
        assert words in turn


@pytest.mark.parametrize("lang", LANGS)
def test_the_prestige_advantage_is_defined_in_the_board_part(strings, lang):
    """Review 3 F12, rulebook §2 ("Bonus Prestige: when the marker is on the red side East has it,
    otherwise West"): part 6 uses the prestige advantage in every phase; part 2 defines it, space 0
    included."""
    text = strings[lang]("learn-board-text")
    assert re.search(r"(?<!\d)0(?!\d)", text), text
    if lang == "en":
        assert "West holds it on space 0 and at the start" in text


@pytest.mark.parametrize("lang", LANGS)
def test_card_iv_names_the_face_in_play(strings, rules, lang):
    """Review 3 F8, rulebook §3 note: card IV's "the Wall comes down" face is used when the wall was
    built, the other otherwise. Both faces are named by their titles in the page's language."""
    assert rules.definitions[("card", "IV")]["reverse"] == "IV_wall"
    titles = (docs_dir().parent / "content" / "locales" / lang / "titles.ftl").read_text(encoding="utf-8")
    text = strings[lang]("learn-special-text")
    for term in ("-card-IV", "-card-IV-wall"):
        title = re.search(rf"^{term} = (.+)$", titles, re.M).group(1)
        assert title in text, (term, title)


@pytest.mark.parametrize("lang", LANGS)
def test_police_cards_and_the_wall_are_explained_where_first_used(strings, lang):
    """Newcomer review 4, F6: part 3 ("Taking turns") lets East use police cards that part 6 explains,
    part 7 counts red police cards that only part 9 tells from pink ones, and says "while the wall
    stands" with nothing on what builds it. Now part 3 says what a police card is and points to part 6
    (§6.4: a card whose police icon is carried out goes to East; §8: one cube each, once a decade),
    part 6 says a red one feeds flight and a pink one does not (§9.1), and part 7 names card II as the
    wall's builder (§3 note, card II)."""
    police = {"en": "police card", "de": "Staatsgewalt-Karte", "pl": "karty użycia policji",
              "uk": "картки поліцейської сили", "it": "carte forze di polizia", "fr": "cartes de police"}
    red_pink = {"en": ("red", "pink"), "de": ("rote", "rosa"), "pl": ("czerwona", "różowa"),
                "uk": ("червона", "рожева"), "it": ("rossa", "rosa"), "fr": ("rouge", "rose")}
    turn = strings[lang]("learn-turn-text")
    assert police[lang] in turn and strings[lang]("learn-unrest-title") in turn
    unrest = strings[lang]("learn-unrest-text")
    assert all(re.search(rf"\b{word}\b", unrest) for word in red_pink[lang]), unrest
    assert re.search(r"\bII\b", strings[lang]("learn-decade-text"))
    if lang == "en":
        assert "once a decade (more in the part “Unrest" in turn
        assert "a red police card also adds to flight at the end of a decade, a pink one does not" in unrest
        assert "while the wall built by card II stands" in strings[lang]("learn-decade-text")


@pytest.mark.parametrize("lang", LANGS)
def test_every_special_card_is_taught_and_may_be_left(strings, rules, lang):
    """Newcomer review 4, F7: the special part named only cards II and IV, and nothing said East may
    leave the special card. Now all four are named by their titles (I cuts two East mass-protest
    provinces to 3 cubes, III brings two living-standard markers: the content's rows), and the part
    says taking it is East's turn, East may leave it, and an untaken one is discarded at the end of the
    decade (§3, §9.10: "défaussez ... les cartes spéciales encore en jeu")."""
    rows = {c: [(i["call"], *i["args"]) for row in rules.cards[c].rows for i in row.icons] for c in ("I", "III")}
    assert rows["I"][:2] == [("reduce_unrest", "east", 2), ("remove_unrest", "east", 2)]
    assert rows["III"][0] == ("place_ls", "east", 2) and rules.cards["III"].rows[0].limit is None
    titles = (docs_dir().parent / "content" / "locales" / lang / "titles.ftl").read_text(encoding="utf-8")
    text = strings[lang]("learn-special-text")
    for term in ("-card-I", "-card-II", "-card-III", "-card-IV"):
        title = re.search(rf"^{term} = (.+)$", titles, re.M).group(1)
        assert title in text or term == "-card-II", (term, title)   # II is "the card that builds the wall"
    assert re.search(r"(?<!\d)3(?!\d)", text)
    if lang == "en":
        assert "cuts the unrest of two East provinces with a mass protest to 3 cubes each" in text
        assert "two living-standard markers" in text
        assert "East may leave it" in text and "discarded at the end of the decade" in text


@pytest.mark.parametrize("lang", LANGS)
def test_west_berlin_paragraph_names_its_neighbours_and_the_imported_protest(strings, rules, lang):
    """Review 3 F7, rulebook §10.1: the extra marker in the supplier is a full mass protest there (no
    build points in that province), and §9.7: West Berlin attacks both its neighbours, which the
    paragraph names (the content's neighbours: East Berlin and Brandenburg)."""
    assert set(rules.provinces["w_berlin"].neighbours) == {"o_berlin", "brandenburg"}
    names = {"en": ("East Berlin", "Brandenburg"), "de": ("Ost-Berlin", "Brandenburg"),
             "pl": ("Berlinem Wschodnim", "Brandenburgią"), "uk": ("Східним Берліном", "Бранденбургом"),
             "it": ("Berlino Est", "Brandenburg"), "fr": ("Berlin-Est", "Brandenburg")}
    for key in ("learn-special-w_berlin", "places-w_berlin-text"):   # the Learn part and the places page
        text = strings[lang](key)
        for name in names[lang]:
            assert name in text, key
        assert text.lower().count(PROTEST[lang].lower()) >= 2, key
    text = strings[lang]("learn-special-w_berlin")
    assert text.lower().count(PROTEST[lang].lower()) >= 2
    if lang == "en":
        assert "nothing may be built there" in text


@pytest.mark.parametrize("lang", LANGS)
def test_page_names_are_one_per_page(strings, lang):
    """Review 3 F16: the navigation said "The rules explained" for the page titled "The rules in
    words", and the Learn part "The end of a decade" linked to a page of the same title."""
    t = strings[lang]
    assert t("nav-rules") == t("rules-title")
    assert t("phases-title") != t("learn-decade-title")
    assert t("nav-phases") not in (t("learn-decade-title"),)
    index = (docs_dir() / lang / "index.md").read_text(encoding="utf-8")
    assert f"[{t('nav-phases')}](phases.md)" in index


def test_every_summary_formats_in_every_language(strings, rules):
    """Each phase's sentence takes the content's numbers without a Fluent error, and none of them
    falls back to English."""
    seq = rules.definitions[("sequence", "end_of_decade")]
    for lang in LANGS:
        for pid in [*seq["phases"], "wall_cost"]:
            assert _phase(strings, rules, lang, pid)
        assert not strings[lang].missing


def test_the_learn_path_still_loads():
    assert [s.key for s in learn.load_path(docs_dir()).learn][:3] == ["goal", "board", "turn"]


def test_a_track_end_with_a_choice_says_who_chooses(strings, rules):
    """Review 3, question 15: the tracks page listed "(one of these)" for an arrow pushed past a track's
    end without saying who picks. The engine asks the side the arrow moves toward (engine/tracks.py,
    `g.ask(toward, "overflow", ...)`; rulebook §6.4, unexecutable arrows: the favoured side)."""
    assert any(t.overflow_choice.get(end) == "one" for t in rules.tracks.values() for end in ("low", "high"))
    assert "chosen by the side the arrow favours" in strings["en"]("overflow-one")
    for lang in LANGS:
        assert len(strings[lang]("overflow-one")) > 2 * len(strings[lang]("overflow-all")), lang


@pytest.mark.parametrize("lang", ["en", "fr", "uk"])
def test_the_player_aid_has_the_wall_row_and_the_reminders(shipped, lang):
    """Review 3, F13: the aid had no row for the wall's cost, which replaces flight while the wall
    stands (§9.1), and none of what a player forgets at the table: "West Germany" leaves out West
    Berlin, West Berlin's, Hamburg's and the places abroad's own rules (§10). Its reminders are the Learn
    path's own words (the key definitions and the special part's paragraph on each place)."""
    from interpreter.site import pages
    from interpreter.site.carddata import load_cards
    from interpreter.site.notation import Sources
    from interpreter.words.names import Names

    t = load_strings(inert=True)[lang]
    ctx = pages.Context(shipped, load_cards(shipped.rules, None, [lang], Names()), Names(), t, [], Sources())
    path = learn.load_path(docs_dir())
    page = learn.aid_page(ctx, path)
    assert "(phases.md#phase-wall_cost)" in page
    reminders = page[page.index("{ #aid-reminders }"):]
    assert t("learn-definition-west-germany") in reminders
    (special,) = [s for s in path.learn if s.places]
    for place in special.places:
        assert f"**{t(f'places-{place}-title')}** — {t(f'learn-special-{place}')}" in reminders
    assert reminders.index("</div>") > reminders.index(t(f"learn-special-{special.places[-1]}"))


def test_the_board_part_puts_the_city_of_berlin_in_east_berlin(strings, rules):
    """Review 2 F10 / review 3 F4: EX-03 says "the factory in Berlin (East Berlin)"; part 2 now says
    the city with its set-up factory lies in the province East Berlin, and West Berlin has sectors."""
    assert rules.definitions[("city", "berlin")]["province"] == "o_berlin"
    text = strings["en"]("learn-board-text")
    assert "The city of Berlin, with its factory from the start, lies in the province of East Berlin" in text
    assert "three sectors" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_unrest_part_teaches_west_berlins_double_count(strings, lang):
    """Review 3 F4: EX-20 (a state collapses with West Berlin's protests counted twice) and EX-10 move
    to the unrest part (docs/learn.yaml, phone lane); what EX-20 still needed from a later part is West
    Berlin's double count (§10.1), so the unrest part states it and points to the special part by its
    title (a Fluent message reference, so a renamed part stays right)."""
    path = learn.load_path(docs_dir())
    keys = [s.key for s in path.learn]
    assert keys.index("special") > keys.index("unrest")
    source = (docs_dir() / lang / "site.ftl").read_text(encoding="utf-8")
    line = re.search(r"^learn-unrest-text = (.+)$", source, re.M).group(1)
    assert "{ learn-special-title }" in line
    text = strings[lang]("learn-unrest-text")
    assert re.search(r"Berlin|Берлін", text) and strings[lang]("learn-special-title") in text
    if lang == "en":
        assert "A mass protest in West Berlin counts twice" in text
