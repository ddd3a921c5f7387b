"""The 85 card faces as content: the card almanac's facts, the transcription of the printed
faces (tests/fixtures/cards.yaml), the icon vocabulary of rules §6.4, and the card checks.

Section numbers are those of the 1st-edition rulebooks (IT, FR); "almanac N" is the card
almanac's clarification of card N at the end of the rulebooks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from interpreter.rules.cards import Card, all_cards, find, select
from interpreter.words.cardtext import ICON_TEXT_ARGS, CardText, message_id

FIXTURE = Path(__file__).parent / "fixtures" / "cards.yaml"
SPECIALS = ["I", "II", "III", "IV"]


@pytest.fixture(scope="module")
def cards(rules) -> dict[str, Card]:
    return {c.id: c for c in all_cards(rules)}


@pytest.fixture(scope="module")
def expected() -> dict[str, dict]:
    return {str(k): v for k, v in yaml.safe_load(FIXTURE.read_text(encoding="utf-8")).items()}


def provinces_of(rules, side: str, where: list[str]) -> set[str]:
    """The provinces of `side` an icon restricted to `where` may act in (no restriction: all)."""
    mine = {p for p, v in rules.provinces.items() if v.side == side}
    if not where:
        return mine
    out: set[str] = set()
    for w in where:
        if w in rules.provinces:
            out.add(w)
        elif w in rules.groups:
            out |= set(rules.groups[w].members)
        elif w in rules.cities:
            out |= set(rules.cities[w].provinces)
    return out & mine


def edit(path: Path, old: str, new: str) -> None:
    """Replace one exact, unique piece of text in a content file (as a designer would)."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def uses(card: Card, icon: str):
    return [u for u in card.icons if u.icon == icon]


# ------------------------------------------------------------------ counts and decades


def test_85_faces_in_4_decades(cards):
    # 4 decks of 20 standard cards and 1 special card (§3; TR-03: 84 cards), plus the other
    # face of special card IV.
    assert len(cards) == 85
    by_decade: dict[str, list[Card]] = {}
    for c in cards.values():
        by_decade.setdefault(c.decade, []).append(c)
    assert sorted(by_decade) == SPECIALS
    for i, d in enumerate(SPECIALS):
        numbers = sorted(c.number for c in by_decade[d] if not c.special)
        assert numbers == list(range(20 * i + 1, 20 * i + 21))
        assert {c.id for c in by_decade[d] if c.special} == ({d, "IV_wall"} if d == "IV" else {d})


def test_check_summary_counts_card_faces_decades_and_icons(rules):
    from interpreter.cli.check import summary

    line = summary(rules)
    assert "85 card faces in 4 decades" in line
    assert f"{len(rules.of_kind('icon'))} icons" in line


# -------------------------------------------------------------------- almanac: colours


DUAL = {11, 15, 21, 22, 30, 41, 42, 45, 48, 51, 61, 62}
YELLOW = set(range(12, 15)) | set(range(16, 21)) | set(range(35, 41)) | set(range(55, 61)) | set(range(70, 81))


def test_almanac_colour_lists(cards):
    # Almanac: dual 11, 15, 21, 22, 30, 41, 42, 45, 48, 51, 61, 62; yellow 12-14, 16-20,
    # 35-40, 55-60, 70-80; red all the others.
    for n in range(1, 81):
        want = "dual" if n in DUAL else "yellow" if n in YELLOW else "red"
        assert cards[str(n)].colour == want, n
    assert len(YELLOW) == 31 and len(DUAL) == 12


def test_colours_per_decade(cards):
    # The card almanac's colour lists: red/yellow/dual per decade I 10/8/2, II 11/6/3, III 9/6/5, IV 7/11/2.
    want = {"I": (10, 8, 2), "II": (11, 6, 3), "III": (9, 6, 5), "IV": (7, 11, 2)}
    for d, counts in want.items():
        standard = [c for c in cards.values() if c.decade == d and not c.special]
        got = tuple(sum(1 for c in standard if c.colour == k) for k in ("red", "yellow", "dual"))
        assert got == counts, d


def test_almanac_64_is_not_dual(cards):
    # Almanac 64: "not a dual card" although it may look like one.
    assert cards["64"].colour == "red"
    assert cards["64"].triggered_by == ("east",)
    assert any(r.source == "almanac" and r.message == "not_dual" for r in cards["64"].rulings)


def test_who_may_trigger_by_colour(cards):
    # §6.4: East triggers red and dual cards, West yellow and dual cards.
    assert cards["25"].triggered_by == ("east",)
    assert cards["77"].triggered_by == ("west",)
    assert set(cards["15"].triggered_by) == {"west", "east"}


# --------------------------------------------------------------- almanac: special cards


def test_special_cards_are_east_only_and_print_no_value(cards):
    # §3: only East may take the special card; the special cards print no value.
    for sid in [*SPECIALS, "IV_wall"]:
        c = cards[sid]
        assert c.special and c.value == () and c.values == {}
        assert c.colour == "red" and c.triggered_by == ("east",)
    assert not any(c.special for c in cards.values() if isinstance(c.number, int))


def test_special_I_first_reduces_then_removes(cards):
    # Almanac I: first cut 2 East provinces with mass protests to 3 unrest, then remove 2 more.
    c = cards["I"]
    assert c.order == "printed"
    first, second = c.rows[0].icons, c.rows[1].icons
    assert [(u.icon, u.side, u.n) for u in first] == [("reduce_unrest", "east", 2)]
    assert [(u.icon, u.side, u.n) for u in second] == [("remove_unrest", "east", 2)]
    assert c.corner == ("flight", "flight")


def test_special_II_wall_costs_are_a_reminder(cards):
    # Almanac II: the printed wall costs are a reminder of §9.1, not part of the event.
    c = cards["II"]
    assert [u.icon for u in c.icons] == ["build_wall"]
    (phase, icons, note), = c.reminders
    assert phase == "wall_cost"
    assert [(u.icon, u.side, u.n, u.crest) for u in icons] == [("prestige_arrow", "west", 1, None),
                                                                 ("dismantle", "east", 1, "east")]
    assert "JEDES DEKADENENDE" in note


def test_special_III_both_ls_may_share_a_province(cards):
    # Almanac III: both LS may go to one province (FR "must", IT/UA "may": TR-17), so no limit.
    (u,) = uses(cards["III"], "place_ls")
    assert (u.side, u.n, u.args.get("limit")) == ("east", 2, None)


def test_special_IV_two_faces(cards):
    # Almanac IV: the Round Table face is used unless the wall was built; then "the wall comes down".
    a, b = cards["IV"], cards["IV_wall"]
    assert (a.reverse, b.reverse) == ("IV_wall", "IV")
    assert a.number == b.number == "IV"
    assert "flag(wall)" in str(b.to_json()["used_if"]) and "not" in a.to_json()["used_if"]
    assert [u.icon for u in b.icons][:2] == ["wall_falls", "stasi_dissolved"]
    # East may first return the cubes of its police cards (Stasi icon), then West picks an East
    # province with a mass protest and cuts it to 3 (West's crest on a red icon).
    assert [u.icon for u in a.icons][:2] == ["stasi_dissolved", "reduce_unrest"]
    (r,) = uses(a, "reduce_unrest")
    assert (r.side, r.crest) == ("east", "west")
    assert a.order == "free"


# ------------------------------------------------------ almanac: clarified standard cards


@pytest.mark.parametrize("number", ["4", "11", "24", "62", "68"])
def test_no_unrest_to_west_berlin(cards, rules, number):
    # Almanac 4, 11, 24, 62, 68: no unrest from these events goes to West Berlin (§6.4 Example 4).
    placed = [u for u in uses(cards[number], "place_unrest") if u.side == "west"]
    assert placed
    for u in placed:
        assert "w_berlin" not in provinces_of(rules, "west", u.where)


def test_68_all_three_unrest_may_go_to_bayern(cards, rules):
    # Almanac 68: "different provinces" does not bind icons: all 3 cubes may go to Bayern.
    placed = uses(cards["68"], "place_unrest")
    assert sum(u.n for u in placed) == 3
    assert all("bayern" in provinces_of(rules, "west", u.where) and u.args.get("limit") is None for u in placed)


@pytest.mark.parametrize("number", ["13", "20"])
def test_no_unrest_removed_in_west_berlin(cards, rules, number):
    # Almanac 13, 20: the unrest removed may not come from West Berlin.
    (u,) = [u for u in uses(cards[number], "remove_unrest") if u.side == "west"]
    assert "w_berlin" not in provinces_of(rules, "west", u.where)


def test_25_two_in_west_berlin_two_elsewhere(cards, rules):
    # Almanac 25: exactly 2 unrest in West Berlin and 2 in other West provinces (TR-20).
    a, b = cards["25"].rows
    assert [(u.icon, u.side, u.n) for u in a.icons] == [("place_unrest", "west", 2)]
    assert provinces_of(rules, "west", a.icons[0].where) == {"w_berlin"}
    assert [(u.icon, u.side, u.n) for u in b.icons] == [("place_unrest", "west", 2)]
    assert "w_berlin" not in provinces_of(rules, "west", b.icons[0].where)


def test_35_no_ls_to_west_berlin_directly_or_not(cards, rules):
    # Almanac 35: no LS to West Berlin, neither directly nor by the §10.1 transfer (an event's LS
    # is never passed on; tests/scenarios/AL-35.yaml and RULE-10.1-event-ls.yaml run it).
    (u,) = uses(cards["35"], "place_ls")
    assert "w_berlin" not in provinces_of(rules, "west", u.where)
    assert u.args["limit"] == 1 and u.n == 2


def test_39_all_three_icons_may_go_to_west_berlin(cards, rules):
    # Almanac 39: all 3 unrest removals may be taken in West Berlin.
    removed = uses(cards["39"], "remove_unrest")
    assert sum(u.n for u in removed) == 3
    assert all("w_berlin" in provinces_of(rules, "west", u.where) for u in removed)


def test_79_ls_may_go_to_west_berlin(cards, rules):
    # Almanac 79: an LS may be placed in West Berlin (its sector by §10.1's even filling).
    (u,) = uses(cards["79"], "place_ls")
    assert u.where == [] and "w_berlin" in provinces_of(rules, "west", u.where)
    assert rules.provinces["w_berlin"].sectors


@pytest.mark.parametrize("number", ["7", "9"])
def test_two_build_points_in_each_country(cards, number):
    # Almanac 7, 9 and §6.4 Example 3: 2 build points in the ČSSR and 2 in Poland (TR-18: not 1 each).
    built = {(u.side, tuple(u.where)): u.n for u in uses(cards[number], "build_point")}
    assert built == {("east", ("cssr",)): 2, ("east", ("polska",)): 2}


def test_15_west_decides_both_locations(cards):
    # Almanac 15: West may ignore the police icon (dual card); when East triggers it, West decides
    # where West builds and where East dismantles (UA "and", TR-19; both icons bear West's crest).
    c = cards["15"]
    assert c.colour == "dual"
    assert [(u.icon, u.side, u.crest) for u in c.icons[:3]] == [
        ("build_point", "west", "west"), ("dismantle", "east", "west"), ("police_pink", None, None)]


@pytest.mark.parametrize("number", ["21", "51"])
def test_west_may_ignore_the_police_icon(cards, number):
    # Almanac 21, 51: a dual card, so its trigger may ignore one arrowless icon, police included (§6.4).
    c = cards[number]
    assert c.colour == "dual" and "west" in c.triggered_by
    assert any(u.icon.startswith("police_") and not u.arrow for u in c.icons)


def test_27_uses_the_rheinsberg_factory(cards, rules):
    # Almanac 27: the Rheinsberg factory (§10.3), a city built only by events.
    (u,) = uses(cards["27"], "build_point")
    assert u.where == ["rheinsberg"] and u.n == 2
    assert rules.cities["rheinsberg"].built_by == "event"


@pytest.mark.parametrize(("number", "country"), [("37", "cssr"), ("73", "polska")])
def test_a_factory_abroad_is_destroyed_for_good(cards, number, country):
    # Almanac 37, 73: 1 factory abroad removed with all its infrastructure, never to return.
    (u,) = uses(cards[number], "destroy_factory")
    assert (u.side, u.where, u.n) == ("east", [country], 1)


def test_43_and_63_dismantle_connections_of_the_restricted_cities(cards, rules):
    # Almanac 43, 63: a connection belongs to its cities, so infrastructure on any connection of an
    # NRW city (or of Hamburg) may be dismantled, wherever it lies; the primitive says so.
    from interpreter.language.vocabulary import PRIMITIVES

    (a,) = uses(cards["43"], "dismantle")
    assert (a.side, a.n, a.where) == ("west", 3, ["nordrhein_westfalen"])
    (b,) = uses(cards["63"], "dismantle")
    assert (b.side, b.n, set(b.where)) == ("west", 3, {"niedersachsen", "hamburg"})
    assert rules.cities["hamburg"].province is None  # a floating city, named by the restriction itself
    doc = PRIMITIVES["dismantle_points"].doc
    assert "belongs to each of its end cities" in doc and "43" in doc


def test_46_rundown_then_repair_is_possible(cards):
    # Almanac 46: East may make East Berlin's factory rundown and then repair it: the rundown icon is
    # unrestricted, the repair restricted to East Berlin, and the trigger orders the icons.
    c = cards["46"]
    (rep,) = uses(c, "repair")
    (run,) = uses(c, "rundown")
    assert rep.where == ["o_berlin"] and run.where == [] and run.side == rep.side == "east"
    assert c.order == "free"


def test_67_ls_in_sachsen_other_removal_anywhere(cards):
    # Almanac 67: the LS goes to Sachsen (removing unrest there); the other icon removes 1 unrest anywhere.
    c = cards["67"]
    assert [(u.icon, tuple(u.where)) for u in c.rows[0].icons] == [("place_ls", ("sachsen",))]
    assert [(u.icon, tuple(u.where)) for u in c.rows[1].icons] == [("remove_unrest", ())]


def test_77_east_moves_the_cube_just_placed_first_edition(cards):
    # Almanac 77 (1st edition, IT/FR): East may move the just-placed cube with 1 move icon; the
    # 2nd edition (UA) says West (ED-12): the ruling is marked for the 1st edition.
    moves = uses(cards["77"], "move_unrest")
    assert sum(u.n for u in moves) == 2
    east_moves = [u for u in moves if u.crest == "east"]
    assert len(east_moves) == 1 and east_moves[0].args["origin"] == "sachsen"
    assert [r.extra.get("edition") for r in cards["77"].rulings] == ["first"]


CLARIFIED = {"I", "II", "III", "IV", "4", "7", "9", "11", "13", "15", "20", "21", "24", "25", "27", "35", "37",
             "39", "43", "46", "51", "62", "63", "64", "67", "68", "73", "77", "79"}


def test_every_almanac_clarification_is_recorded(cards):
    # The almanac clarifies these 29 cards; each records it as a ruling and names the almanac as a source.
    with_rulings = {c.id for c in cards.values() if any(r.source == "almanac" for r in c.rulings)}
    assert with_rulings == CLARIFIED
    for cid in CLARIFIED:
        assert "almanac" in cards[cid].source and "printed_face" in cards[cid].source
    assert all(c.source == ("printed_face",) for c in cards.values() if c.id not in CLARIFIED | {"IV_wall"})


# ---------------------------------------------------- the transcription of the printed faces

# The transcription's words for the icons (the legend of the project's transcription of the printed
# cards, which is not in this repository; tests/fixtures/cards.yaml is written in them).
ICON_WORDS = {
    "unrest+": "place_unrest", "unrest-": "remove_unrest", "move unrest": "move_unrest",
    "reduce unrest to 3": "reduce_unrest", "build point": "build_point", "dismantle point": "dismantle",
    "LS+": "place_ls", "LS+ no unrest removed": "place_ls_only", "destroy factory": "destroy_factory",
    "factory rundown": "rundown", "factory repaired": "repair", "wall built": "build_wall",
    "wall falls": "wall_falls", "police red": "police_red", "police pink": "police_pink",
    "Stasi dissolved": "stasi_dissolved", "Guillaume affair": "guillaume",
}
CORNER_WORDS = {"flight": "flight", "red police": "police_red_corner", "pink police": "police_pink_corner"}
ARROW_ICONS = {"prestige": "prestige_arrow", "currency": "currency_arrow", "socialist": "socialist_arrow"}


def _parse(word: str) -> tuple[str, str | None, int, str | None]:
    """'unrest+ west x2 crest east' -> ('place_unrest', 'west', 2, 'east')."""
    parts = word.split(" x")
    name_side, rest = parts[0], parts[1].split()
    n = int(rest[0])
    crest = rest[2] if len(rest) > 2 and rest[1] == "crest" else None
    side = None
    for s in ("west", "east"):
        if name_side.endswith(" " + s):
            name_side, side = name_side[: -len(s) - 1], s
    return ICON_WORDS[name_side], side, n, crest


# Where the content departs from the artwork on purpose, for an almanac clarification.
ALMANAC_CRESTS = {"77"}  # one move icon decided by East (almanac 77)


@pytest.mark.parametrize("number", [str(n) for n in range(1, 81)] + [*SPECIALS, "IV_wall"])
def test_card_matches_the_transcription(cards, expected, number):
    from interpreter.words.l10n import localizer

    want = expected[number]
    c = cards[number]
    titles = (localizer().name("card", c.id, "de"), localizer().name("card", c.id, "en"))   # titles.ftl
    assert (c.decade, c.colour, list(c.value), c.year, *titles) == (
        want["decade"], want["colour"], want["value"], str(want["year"]), want["title_de"], want["title_en"])
    assert list(c.corner) == [CORNER_WORDS[w] for w in want["corner"]]
    arrows = [(a["track"], a["toward"], a["steps"]) for a in c.arrows()]
    assert arrows == [(t, s, int(n)) for t, s, n in (a.split() for a in want["arrows"])]
    for icon in c.icons:  # the arrows are the icons of the tracks they move
        if icon.arrow:
            assert ARROW_ICONS[icon.track] == icon.icon
    rows = [r for r in c.rows if not all(u.arrow for u in r.icons)]
    assert len(rows) == len(want["rows"])
    for row, wrow in zip(rows, want["rows"], strict=True):
        wanted: dict[tuple, int] = {}
        for w in wrow["icons"]:
            name, side, n, crest = _parse(w)
            if number in ALMANAC_CRESTS:
                crest = None
            if "each" in wrow:  # one label under each printed icon
                for place in wrow["each"]:
                    k = (name, side, crest, (place,))
                    wanted[k] = wanted.get(k, 0) + 1
            else:
                wanted[(name, side, crest, ())] = wanted.get((name, side, crest, ()), 0) + n
        # The transcription names a side only where the icon's colour is a side's (yellow/red disc).
        sided = {k[0] for k in wanted if k[1] is not None}
        got: dict[tuple, int] = {}
        for u in row.icons:
            k = (u.icon, u.side if u.icon in sided else None, None if number in ALMANAC_CRESTS else u.crest,
                 tuple(u.where) if "each" in wrow else ())
            got[k] = got.get(k, 0) + u.n
        assert got == wanted, (number, row.number)
        assert sorted(row.where) == sorted(wrow.get("where", [])), (number, row.number)
        assert row.limit == wrow.get("limit"), (number, row.number)
    if "reminder" in want:
        (_, icons, _), = c.reminders
        words = [f"{u.track} {u.side} {u.n}" if u.arrow else u for u in icons]
        assert words[0] == want["reminder"][0]
        assert (words[1].icon, words[1].side, words[1].n, words[1].crest) == _parse(want["reminder"][1])
    else:
        assert c.reminders == ()


# ------------------------------------------------------------------------- the icons

# Rules §6.4: arrows, arrowless icons and corner icons.
ICONS_64 = {"prestige_arrow", "currency_arrow", "socialist_arrow", "build_point", "dismantle", "place_unrest",
            "remove_unrest", "move_unrest", "reduce_unrest", "place_ls", "place_ls_only", "remove_ls",
            "destroy_factory", "rundown", "repair", "build_wall", "wall_falls", "police_red", "police_pink",
            "stasi_dissolved", "guillaume", "flight", "police_red_corner", "police_pink_corner"}


def test_every_icon_of_6_4_is_defined_with_a_body(rules):
    icons = rules.of_kind("icon")
    assert ICONS_64 <= set(icons)
    for name, icon in icons.items():
        if icon.get("corner") == "yes":
            assert not icon.get("body"), name  # corner icons do nothing when the event runs
        else:
            assert icon.get("body"), name


def test_every_icon_is_used_by_a_card_or_documented_unused(rules, cards):
    used = {u.icon for c in cards.values() for u in c.icons} | {i for c in cards.values() for i in c.corner}
    for name, icon in rules.of_kind("icon").items():
        if icon.get("on_cards") == "no":
            assert name not in used, f"{name} is marked unused but a card prints it"
        else:
            assert name in used, f"icon {name} is on no card: mark it `on_cards no`"


def test_police_corner_matches_police_icon(cards):
    # Transcription legend: every card with a police corner symbol has the same police icon in its event.
    for c in cards.values():
        for colour in ("red", "pink"):
            assert (f"police_{colour}_corner" in c.corner) == bool(uses(c, f"police_{colour}")), c.id


def test_icon_colours_follow_their_side(cards):
    # §6.4: yellow icons affect West, red or pink ones East.
    assert {u.colour for u in uses(cards["25"], "place_unrest")} == {"yellow"}
    assert {u.colour for u in uses(cards["57"], "place_unrest")} == {"red"}
    assert {u.colour for u in uses(cards["66"], "police_pink")} == {"pink"}


def test_every_icon_has_an_english_message(rules):
    # Each icon a card's event prints has a text template; corner icons only need a name.
    from interpreter.words.l10n import localizer

    loc = localizer()
    for name, icon in rules.of_kind("icon").items():
        if icon.get("corner") == "yes":
            assert loc.has_name("icon", name, "en"), name
        else:
            assert loc.has_text(message_id(name), "en"), name


# ----------------------------------------------------------------------- card text


def test_card_25_text_from_its_icons(rules, cards):
    text = CardText(rules).event(cards["25"])
    assert text == "Place 2 unrest cubes in West Berlin. Place 2 unrest cubes in West Germany."


def test_every_icon_text_is_given_the_variables_l10n_check_holds_english_to(rules, cards, monkeypatch):
    """`wsdv l10n check` measures an icon's English text against ICON_TEXT_ARGS; that list is what
    the card text passes, for every icon call of every card."""
    given: list[tuple[str, frozenset[str]]] = []
    icons = {message_id(str(i)) for k, i in rules.definitions if k == "icon"}
    real = CardText.text

    def text(self, message, **args):
        if message in icons:
            given.append((message, frozenset(args)))
        return real(self, message, **args)

    monkeypatch.setattr(CardText, "text", text)
    writer = CardText(rules)
    for card in cards.values():
        writer.event(card)
    assert len({m for m, _ in given}) > 10
    assert {a for _, a in given} == {frozenset(ICON_TEXT_ARGS)}


def test_card_text_crests_limits_and_plurals(rules, cards):
    w = CardText(rules)
    assert "Place 2 unrest cubes in West Germany; East decides where." in w.event(cards["62"])
    assert "at most 2 in one province" in w.event(cards["16"])
    assert "Move the prestige marker 1 space toward East." in w.event(cards["5"])
    assert "Move the socialist marker 2 spaces toward East." in w.event(cards["2"])
    assert "Remove 2 unrest cubes from East Germany." in w.event(cards["1"])


# ---------------------------------------------------------------------------- CLI


def run(capsys, *argv: str) -> tuple[int, str, str]:
    from interpreter.cli.main import main

    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_show_25(capsys):
    code, out, _ = run(capsys, "cards", "show", "25")
    assert code == 0
    assert "value: West 1 / East 3" in out
    assert "Place 2 unrest cubes in West Berlin. Place 2 unrest cubes in West Germany." in out
    assert "source: printed card and card almanac" in out and "ruling 2014 (card almanac)" in out


def test_cli_list_filters(capsys):
    import json

    code, out, _ = run(capsys, "cards", "--decade", "III", "--colour", "dual", "--json")
    assert code == 0
    data = json.loads(out)
    assert [c["number"] for c in data] == [41, 42, 45, 48, 51]
    assert {"number", "decade", "colour", "titles", "values", "corner", "event"} <= set(data[0])
    assert data[0]["titles"] == {"en": "Transit Agreement", "de": "Transitabkommen"}
    code, out, _ = run(capsys, "cards", "--icon", "guillaume", "--json")
    assert [c["id"] for c in json.loads(out)] == ["50"]
    code, out, _ = run(capsys, "cards", "--side", "west", "--decade", "I", "--json")
    assert [c["number"] for c in json.loads(out)] == [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    code, out, _ = run(capsys, "cards", "--decade", "IV")
    assert "22 card faces" in out and out.splitlines()[0].startswith("no.")
    code, _, err = run(capsys, "cards", "--colour", "yelow")
    assert code == 1 and "unknown colour 'yelow'" in err and "yellow" in err


def test_cli_show_json_and_unknown(capsys):
    import json

    code, out, _ = run(capsys, "cards", "show", "IV_wall", "--json")
    (card,) = json.loads(out)  # a list of cards, like the listing's JSON
    assert card["number"] == "IV" and card["face"] == "wall_down" and card["values"] == {}
    assert card["text"]["en"].startswith("The Wall falls")
    code, _, err = run(capsys, "cards", "show", "99")
    assert code == 1 and "no card '99'" in err


def test_find_and_select(cards):
    assert find(cards.values(), "IV").id == "IV"
    assert [c.id for c in select(cards.values(), icon="flight", decade="I")] == ["2", "12", "I"]


# -------------------------------------------------------------------- designer edits


def test_designer_changes_a_value_and_adds_a_card(content_copy, capsys):
    from interpreter.rules.pipeline import build

    deck = content_copy / "cards" / "decade-1.wsdv"
    edit(deck, 'card 20  decade I  colour yellow  value 4, 1', 'card 20  decade I  colour yellow  value 3, 2')
    # The correction is recorded on the card, next to the corrected value.
    edit(deck, '  row 3  icons place_unrest(east)\n  ruling "2014"  source almanac  text no_removal_w_berlin',
         '  row 3  icons place_unrest(east)\n  ruling "2014"  source almanac  text no_removal_w_berlin\n'
         '  erratum "2026-11-21"  source public_source  changes value  was "4, 1"  text too_strong')
    # Its words are a message of the locales, like every text a reader sees.
    with (content_copy / "locales" / "en" / "rulings.ftl").open("a", encoding="utf-8") as f:
        f.write("erratum-too-strong = playtest: too strong\n")
    edit(content_copy / "deck.wsdv", "cards 61..80", "cards 61..81")
    (content_copy / "cards" / "extra.wsdv").write_text(
        'card 81  decade IV  colour red  value 2  year "1990"  '
        "source reconstructed {\n"
        "  row 1  icons place_unrest(west, 3, crest = east)  where west_germany  limit 1\n"
        "  row 2  icons prestige_arrow(east, 2)\n"
        "}\n", encoding="utf-8")
    # Its title is a text of the locales, like every title (titles.ftl of each language).
    for lang, title in (("en", "Unity"), ("de", "Einheit")):
        titles = content_copy / "locales" / lang / "titles.ftl"
        titles.write_text(titles.read_text(encoding="utf-8") + f"-card-81 = {title}\n", encoding="utf-8")
    result = build(content_copy)
    assert result.ok, result.report.render()
    code, out, _ = run(capsys, "cards", "show", "20", "--content", str(content_copy))
    assert code == 0 and "value: West 3 / East 2" in out
    assert "erratum 2026-11-21 (public source): playtest: too strong" in out
    code, out, _ = run(capsys, "cards", "show", "81", "--content", str(content_copy))
    assert code == 0 and "card 81: Unity (Einheit), 1990" in out
    assert ("Place 3 unrest cubes in West Germany, at most 1 in one province; East decides where. "
            "Move the prestige marker 2 spaces toward East.") in out
    code, out, _ = run(capsys, "check", "--content", str(content_copy), "--quiet")
    assert code == 0


# ------------------------------------------------------------------------ card checks


def _errors(content_copy) -> list[str]:
    from interpreter.rules.pipeline import build

    result = build(content_copy)
    assert not result.ok
    return [d.message for d in result.report.sorted()]


def test_card_outside_its_decade(content_copy):
    edit(content_copy / "cards" / "decade-1.wsdv", "card 20  decade I ", "card 20  decade II ")
    errors = _errors(content_copy)
    assert "card 20 is not among the cards of decade II (21..40)" in errors
    assert "decade I lists 1 card number that no card of decade I has: 20" in errors




def test_a_card_lost_to_a_syntax_error_is_not_also_missing_from_its_decade(content_copy):
    """The review: an unclosed `(` in a new card 82 first read as "decade III lists ... 82 that no card
    has", before the syntax error that caused it. Only the cause is told."""
    edit(content_copy / "deck.wsdv", "cards 41..60  special III", "cards 41..60, 82  special III")
    with (content_copy / "cards" / "decade-3.wsdv").open("a", encoding="utf-8") as f:
        f.write('\ncard 82  decade III  colour dual  value 1  year "1972"  source reconstructed {\n'
                "  row 1  icons build_point(west, crest = west\n}\n")
    assert _errors(content_copy) == ["this `(` is never closed"]
def test_special_card_with_a_value_and_equal_pair(content_copy):
    f = content_copy / "cards" / "decade-2.wsdv"
    edit(f, "card II  decade II  colour red  special yes", "card II  decade II  colour red  special yes  value 2")
    edit(f, "card 23  decade II  colour red  value 1, 3", "card 23  decade II  colour red  value 3, 3")
    errors = _errors(content_copy)
    assert any("special card II prints no value" in m for m in errors)
    assert any("card 23 gives both sides the same value 3" in m for m in errors)


def test_row_restriction_must_reach_icons_that_take_it(content_copy):
    f = content_copy / "cards" / "decade-2.wsdv"
    edit(f, "  row 1  icons police_red()\n", "  row 1  icons police_red()  where sachsen\n")
    edit(f, "  row 1  icons remove_unrest(west, 2)  where w_berlin\n",
         "  row 1  icons remove_unrest(west, 2), flight()  where w_berlin\n")
    errors = _errors(content_copy)
    assert any("the row's `where` reaches `police_red`, which takes no `where`" in m for m in errors)
    assert any("`flight` is a corner icon" in m for m in errors)


def test_unknown_icon_on_a_card(content_copy):
    edit(content_copy / "cards" / "decade-2.wsdv", "row 1  icons place_unrest(west, 2)  where w_berlin",
         "row 1  icons place_unres(west, 2)  where w_berlin")
    assert any("unknown icon or primitive `place_unres`" in m for m in _errors(content_copy))


# ----------------------------------------------------------------- the 2nd edition


def test_second_edition_card_77_and_rundown_fallback():
    # Edition difference ED-12: in the 2nd edition West, not East, moves the cube just placed (no East crest);
    # ED-07: the rundown icon removes an infrastructure when no factory can become rundown.
    from interpreter.rules.pipeline import build

    result = build(variants=["second_edition"])
    assert result.ok, result.report.render()
    c = find(all_cards(result.rules), "77")
    assert [(u.icon, u.n, u.crest) for u in uses(c, "move_unrest")] == [("move_unrest", 2, None)]
    assert [r.extra.get("edition") for r in c.rulings] == ["second"]
    body = str(result.rules.of_kind("icon")["rundown"]["body"])
    assert "infrastructure" in body and "make_rundown" in body


def test_two_faces_must_name_each_other(content_copy):
    # Special card IV's two faces name each other and say when each is used (almanac IV).
    edit(content_copy / "cards" / "decade-4.wsdv", "face wall_down  reverse IV  used_if flag(wall)",
         "face wall_down  reverse 80  used_if flag(wall)")
    errors = _errors(content_copy)
    assert any("card IV names IV_wall as its other face, but IV_wall does not name IV" in m for m in errors)
    assert any("card IV_wall names 80 as its other face, but 80 does not name IV_wall" in m for m in errors)


def test_a_card_prints_icons_not_primitives(content_copy):
    edit(content_copy / "cards" / "decade-2.wsdv", "  row 1  icons police_red()\n",
         "  row 1  icons set_flag(wall, yes)\n")
    assert any("`set_flag` is a primitive, not an icon" in m for m in _errors(content_copy))
