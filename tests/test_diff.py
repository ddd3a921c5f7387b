"""`wsdv diff`: what a content set changes against another, in words in six languages (issue 9 §3)."""

from __future__ import annotations

import json

import pytest

from interpreter.cli.main import main

LANGS = ("en", "de", "pl", "uk", "it", "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_edition_in_words(lang, capsys):
    assert main(["diff", "--variant", "second_edition", "--lang", lang]) == 0
    out = capsys.readouterr().out
    from interpreter.words.sitestrings import load_strings
    t = load_strings()[lang]
    from interpreter.words.l10n import localizer
    assert out.splitlines()[0] == t("diff-heading", compared=localizer().name("variant", "second_edition", lang),
                                    reference=t("diff-base"))
    # Card 77's changed row as card text, the setup's changed line in the site's sentences.
    move = {"en": "Move 2 unrest cubes", "de": "Versetze 2 Unruhewürfel", "pl": "Przemieść 2 znaczniki niepokoju",
            "uk": "Перемістіть 2 фішки заворушень", "it": "Spostare 2 cubi sommossa",
            "fr": "Déplacez 2 cubes de trouble"}[lang]
    assert move in out
    # Every sentence comes from the locales; the exact notation stands on its own line beneath ("| "),
    # never inside a sentence: no backticks, no variable or id of the content in running text.
    sentences = [line for line in out.splitlines()[1:] if line.lstrip().startswith("- ")]
    notation = [line for line in out.splitlines()[1:] if line.lstrip().startswith("| ")]
    assert len(sentences) > 10 and len(notation) > 10
    assert any("p in suppliers ? 2 : 3" in line for line in notation)
    for line in sentences:
        assert "`" not in line and "›" not in line, line
        for word in ("suppliers", "special_card_price", "start_decade", "second_edition", " p.", "overflow",
                     "row 2", "ruling 2014", "options", "card.special"):
            assert word not in line, (word, line)


def test_json_for_tools(capsys):
    assert main(["diff", "--variant", "second_edition", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"kind": "routine", "id": "special_card_price"} in data["added"]
    card = next(c for c in data["changed"] if c["kind"] == "card" and c["id"] == "77")
    assert card["changes"][0]["where"] == ["row 2", "icons"]
    assert data["words"][0]["depth"] == 0


def test_against_swaps_the_reference(capsys):
    assert main(["diff", "--against", "--variant", "second_edition", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("What the base game changes against 2nd edition:")
    assert "Removes the routine “The price of the special card”." in out


def test_an_unknown_variant_is_a_content_error(capsys):
    assert main(["diff", "--variant", "third_edition"]) == 2
    assert "unknown variant 'third_edition'" in capsys.readouterr().err


def test_the_site_page_uses_the_same_writer(rules):
    from interpreter.rules.pipeline import build
    from interpreter.words.diff import DiffWriter, diff_rules
    result = build(variants=["second_edition"])
    other = result.rules
    diff = diff_rules(rules, other, "second_edition")
    lines = [text for _depth, text in DiffWriter(rules, other, "pl", player=True).items(diff)]
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words.markup import text as inert
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings
    ctx = pages.Context(result, [], Names(), load_strings(inert=True)["pl"], [diff], Sources())
    page = pages.variants_page(ctx)
    assert all(inert(line) in page for line in lines)  # the page shows the writer's text, escaped
    # Notation lines are collapsed code, sentences are text.
    from interpreter.words.diff import Code
    assert all(f"<code>{inert(line)}</code>" in page for line in lines if isinstance(line, Code))
    # A sentence's notation lines, one after another, make one collapsed block (the rundown icon's three).
    assert page.count('<details class="wsdv-notation"') < sum(isinstance(line, Code) for line in lines)
    assert "</code><br><code>" in page
    # The variant's own prose, in the page's language, instead of the English note of its declaration.
    from interpreter.words import prose
    from interpreter.words.l10n import localizer
    assert inert(prose.prose(localizer(), other, "variant", "second_edition", "pl", base=rules).text) in page
    assert "the later edition of the rules" not in page


def test_one_definition_for_a_card_page(rules):
    from interpreter.rules.pipeline import build
    from interpreter.words.diff import DiffWriter, diff_rules
    other = build(variants=["second_edition"]).rules
    diff = diff_rules(rules, other, "second_edition")
    writer = DiffWriter(rules, other, "it")
    lines = writer.items_for(diff, "card", 77)
    assert lines[0][0] == 0 and "Spostare 2 cubi sommossa" in lines[1][1]
    assert writer.items_for(diff, "card", 76) == []


def test_a_card_page_says_what_each_variant_changes_on_it(rules):
    from interpreter.rules.pipeline import build
    from interpreter.site import pages
    from interpreter.site.carddata import load_cards
    from interpreter.site.notation import Sources
    from interpreter.words.diff import diff_rules
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings
    diff = diff_rules(rules, build(variants=["second_edition"]).rules, "second_edition")
    cards = {c.id: c for c in load_cards(rules, None, ["de"], Names())}
    ctx = pages.Context(build(), list(cards.values()), Names(), load_strings(inert=True)["de"], [diff], Sources())
    page = pages.card_page(ctx, cards["77"])
    assert "## In der Variante" in page and "Versetze 2 Unruhewürfel" in page
    assert "## In der Variante" not in pages.card_page(ctx, cards["76"])


# ------------------------------------------------------------ any two content sets (issue 24 §2)
def _folder(path, **files):
    path.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (path / name.replace("__", "/")).parent.mkdir(parents=True, exist_ok=True)
        (path / name.replace("__", "/")).write_text(text, encoding="utf-8")
    return path


def test_an_overlay_against_the_base_game_says_the_changed_value_in_words(tmp_path, capsys):
    from test_overlays import erratum_overlay

    folder = erratum_overlay(tmp_path)
    assert main(["diff", "--overlay", str(folder), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "What overlay changes against the base game:"
    assert "- Value: West 1 / East 3 → 2 for both" in out
    assert "A detail of this rule changes." not in out
    assert "Now also: “The values are now West 2 / East 2.”" in out   # the overlay's own words


@pytest.mark.parametrize("lang", LANGS)
def test_a_changed_value_is_said_in_every_language(lang, tmp_path, capsys):
    from test_overlays import erratum_overlay

    from interpreter.words.l10n import localizer
    from interpreter.words.sitestrings import load_strings

    t = load_strings()[lang]
    assert main(["diff", "--overlay", str(erratum_overlay(tmp_path)), "--lang", lang]) == 0
    out = capsys.readouterr().out
    west, east = (localizer().name("side", s, lang) for s in ("west", "east"))
    old = f"{t('variant-value-side', side=west, n=1)} / {t('variant-value-side', side=east, n=3)}"
    assert t("variant-key-changed", key=t("variant-key-value"), old=old, new=t("variant-value-both", n=2)) in out
    assert t("variant-detail-changed") not in out


def test_two_overlays(tmp_path, capsys):
    three = _folder(tmp_path / "three", **{"hand.wsdv": "amend deck standard  hand 3\n"})
    four = _folder(tmp_path / "four", **{"hand.wsdv": "amend deck standard  hand 4\n"})
    assert main(["diff", "--overlay", str(three), "--against", "--overlay", str(four), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "What three changes against four:"
    assert "- Cards in hand: 4 → 3" in out


def test_two_content_folders(content_copy, capsys):
    from interpreter.paths import content_dir

    deck = content_copy / "deck.wsdv"
    deck.write_text(deck.read_text(encoding="utf-8").replace("hand 2 ", "hand 5 "), encoding="utf-8")
    assert main(["diff", "--content", str(content_copy), "--against", str(content_dir()), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "- Cards in hand: 2 → 5" in out
    assert out.count("- Changes") == 1
    assert main(["diff", "--content", str(content_copy), "--against", "--content", str(content_dir()),
                 "--lang", "de"]) == 0
    assert "- Handkarten: 2 → 5" in capsys.readouterr().out


def test_nothing_to_compare_is_refused_in_words(capsys):
    assert main(["diff", "--lang", "en"]) == 2
    assert "nothing to compare" in capsys.readouterr().err
    assert main(["diff", "--lang", "pl"]) == 2
    assert "nie ma czego porównać" in capsys.readouterr().err


def test_strict_fails_on_english_prose_inside_another_language(content_copy, capsys):
    _folder(content_copy / "variants" / "house", **{"house.wsdv": (
        'variant house  title "House rules"  note "A hand of 3."  source reconstructed\n'
        "amend deck standard  hand 3\n")})
    for lang, name in (("en", "House rules"), ("pl", "Zasady domowe")):
        with open(content_copy / "locales" / lang / "names.ftl", "a", encoding="utf-8") as f:
            f.write(f"\n-variant-house = {name}\n")
    with open(content_copy / "locales" / "en" / "rules.ftl", "a", encoding="utf-8") as f:
        f.write("\nrules-house--deck-standard = In this house rule each side holds { $hand } cards.\n")
    args = ["diff", "--content", str(content_copy), "--variant", "house", "--lang", "pl"]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "In this house rule each side holds 3 cards." in captured.out
    assert "1 text waits for translation in pl (wsdv l10n status)" in captured.err   # told in one line, not silent
    assert main([*args, "--strict"]) == 2
    assert "rules-house--deck-standard" in capsys.readouterr().err


def test_the_reference_sides_overlay_words_are_its_own(tmp_path, capsys):
    """With the overlay as the reference, the erratum it takes away is said in the overlay's words."""
    from test_overlays import erratum_overlay

    assert main(["diff", "--against", "--overlay", str(erratum_overlay(tmp_path)), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "No longer: “The values are now West 2 / East 2.”" in out
    assert "- Value: 2 for both → West 1 / East 3" in out


def test_what_only_the_reference_defines_is_named_in_the_references_words(tmp_path, capsys):
    """A city only the reference overlay adds is named as that overlay's locales name it, in each
    language (not shown as a bare id because the compared side's words lack it)."""
    ref = _folder(tmp_path / "ref", **{
        "city.wsdv": "city darmstadt  province hessen  at 30, 70  source public_source\n",
        "locales__en__names.ftl": "-city-darmstadt = Darmstadt\n",
        "locales__pl__names.ftl": "-city-darmstadt = Darmsztadt\n"})
    assert main(["diff", "--against", "--overlay", str(ref), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "- Removes the city “Darmstadt”." in out
    assert "city darmstadt" not in out          # not the notation of an unnamed declaration
    assert main(["diff", "--against", "--overlay", str(ref), "--lang", "pl"]) == 0
    assert "„Darmsztadt”" in capsys.readouterr().out
    # the other way round the compared side's words name it, as before
    assert main(["diff", "--overlay", str(ref), "--lang", "en"]) == 0
    assert "- Adds the city “Darmstadt”." in capsys.readouterr().out


_CARD_25 = ('replace card 25  decade II  colour red  value 1, 3  year "1967"  source printed_face, almanac {{\n'
            '  row 1  icons place_unrest(west, {n})  where {where}{limit}\n'
            '  row 2  icons place_unrest(west, 2)  where west_germany\n'
            '  ruling "2014"  source almanac  text w_berlin_and_other_provinces\n}}\n')


def test_a_changed_row_is_said_with_where_it_applies(tmp_path, capsys):
    """A row's icons are said as the card's text says them, with the row's `where` (card 25's
    first row puts its unrest in West Berlin, not anywhere in the West)."""
    fewer = _folder(tmp_path / "fewer", **{"c.wsdv": _CARD_25.format(n=1, where="w_berlin", limit="")})
    assert main(["diff", "--overlay", str(fewer), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "“Place 2 unrest cubes in West Berlin.” becomes “Place 1 unrest cube in West Berlin.”" in out
    assert "in the West" not in out


def test_a_rows_changed_restriction_is_said_once_in_words(tmp_path, capsys):
    """A row that moves elsewhere and gains a limit: one sentence, the row before and after, with both
    changes' notation beneath it (not "a detail of this rule changes", nor a row "now also" there)."""
    moved = _folder(tmp_path / "moved", **{"c.wsdv": _CARD_25.format(n=2, where="bayern", limit="  limit 1")})
    assert main(["diff", "--overlay", str(moved), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    said = "    - “Place 2 unrest cubes in West Berlin.” becomes “Place 2 unrest cubes in Bayern, at most 1 in one province.”"
    assert lines[2:] == [said, "      | row 1 › limit: + 1", "      | row 1 › where: w_berlin → bayern"]


def test_a_decades_changed_cards_are_said_in_words(tmp_path, capsys):
    """A new card joins decade III (`amend decade III  cards 41..60, 81`): the decade's line said only "a
    detail of this rule changes"; it says the cards before and after, as numbers and ranges."""
    treaty = _folder(tmp_path / "treaty", **{
        "c.wsdv": "amend decade III  cards 41..60, 81\n"
                  "card 81  decade III  colour yellow  value 2  source reconstructed {\n  row 1  icons place_ls(west)\n}\n",
        "locales__en__titles.ftl": "-card-81 = Basic Treaty\n"})
    assert main(["diff", "--overlay", str(treaty), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "    - Cards: 41 to 60 → 41 to 60 and 81\n      | cards: 41..60 → 41..60, 81\n" in out
    assert "A detail of this rule changes." not in out


def test_a_step_changed_in_place_is_one_change_not_one_out_and_one_in(tmp_path, capsys):
    """A harsher internal comparison (no `- 1`) changes one line of the phase: it read "A step of this rule
    is taken out." and "A step is added to this rule.", two edits; it is one step that changes."""
    harsh = _folder(tmp_path / "harsh", **{"p.wsdv": (
        'replace phase internal_comparison  section "9.6"  source rulebook {\n'
        "  for s in sides() {\n    let top = max(counts(ls, at = provinces(s)))\n    if top > 0 {\n"
        "      for p in provinces(s) {\n        add(unrest, top - count(ls, at = p), to = p)\n      }\n    }\n  }\n}\n")})
    assert main(["diff", "--overlay", str(harsh), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == "    - A step of this rule changes."
    assert lines[3].endswith(": - add(unrest, top - count(ls, at = p) - (p == w_berlin ? 0 : 1), to = p)")
    assert lines[4].endswith(": + add(unrest, top - count(ls, at = p), to = p)")
    assert len(lines) == 5


def _quotes(t, msg: str, line: str) -> dict[str, str]:
    """The quoted texts a sentence of the message ``msg`` holds (`old`, `new`), read back by its pattern."""
    import re
    pattern = re.escape(t(msg, old="\x01", new="\x02")).replace("\x01", "(?P<old>.+)").replace("\x02", "(?P<new>.+)")
    found = re.fullmatch(pattern, line)
    return found.groupdict() if found else {}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_card_the_variant_changes_is_said_once_without_contradiction(rules, lang):
    """Card 77's face prints "Move 2 unrest cubes" in both editions: the 2nd edition plays it as printed
    (its row has no `printed` of its own), the 1st by a ruling (a `printed` beside other icons). The
    describer once said the card text "becomes" the printed text and, on the next line, that the
    printed text was "no longer": a row without `printed` prints its icons, so the face is unchanged."""
    from interpreter.rules.pipeline import build
    from interpreter.words.diff import Code, DiffWriter, diff_rules
    from interpreter.words.sitestrings import load_strings
    other = build(variants=["second_edition"]).rules
    diff = diff_rules(rules, other, "second_edition")
    t = load_strings()[lang]
    writer = DiffWriter(rules, other, lang)
    cards = [str(id_) for kind, id_, _changes in diff.changed if kind == "card"]
    assert "77" in cards
    for card in cards:
        lines = [text for _depth, text in writer.items_for(diff, "card", card) if not isinstance(text, Code)]
        now = {q["new"] for line in lines for msg in ("variant-words-changed", "variant-words-added")
               if (q := _quotes(t, msg, line))}
        gone = {q["old"] for line in lines if (q := _quotes(t, "variant-words-removed", line))}
        assert not now & gone, (card, now & gone)
        assert len(lines) == len(set(lines)), (card, lines)
    move = {"en": "“Move 2 unrest cubes", "pl": "„Przemieść 2 znaczniki niepokoju"}[lang]
    said = [text for _depth, text in writer.items_for(diff, "card", "77") if move in text]
    assert len(said) == 1, said
    card77 = next(changes for kind, id_, changes in diff.changed if (kind, str(id_)) == ("card", "77"))
    assert [where for where, _old, _new in card77 if where[-1:] == ("printed",)] == []


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_replaced_ruling_is_one_change(rules, lang):
    """Card 77's 1st-edition ruling (East moves the cube just placed) gives way to the 2nd edition's
    (West may also move it). The two are filed under different dates, so the describer once said them
    as two unrelated lines, "No longer: …" and "Now also: …"; one ruling of a kind taken out where one
    of the same kind comes in is one ruling replaced, said in one sentence with both notations beneath."""
    from interpreter.rules.pipeline import build
    from interpreter.words.diff import Code, DiffWriter, diff_rules
    from interpreter.words.l10n import localizer
    from interpreter.words.sitestrings import load_strings
    other = build(variants=["second_edition"]).rules
    diff = diff_rules(rules, other, "second_edition")
    t, loc = load_strings()[lang], localizer()
    items = DiffWriter(rules, other, lang).items_for(diff, "card", "77")
    east, west = (loc.text(f"ruling-{x}-moves-placed-cube", lang) for x in ("east", "west"))
    [k] = [k for k, (_d, text) in enumerate(items) if not isinstance(text, Code) and east in text]
    depth, line = items[k]
    assert depth == 1 and _quotes(t, "variant-words-changed", line) == {
        "old": t("variant-quote", text=east), "new": t("variant-quote", text=west)}
    assert not any(west in text for _d, text in items[:k] + items[k + 1:] if not isinstance(text, Code))
    beneath = [text for _d, text in items[k + 1:k + 3]]
    assert all(isinstance(x, Code) for x in beneath)
    assert "east_moves_placed_cube" in beneath[0] and "west_moves_placed_cube" in beneath[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_variants_page_reads_for_a_player(rules, lang):
    """The site review: the variants page told a player "To use it: `wsdv check --variant
    second_edition`" and listed "Changes the track …" lines that read like a diff. A player reads first
    what the variant is, in plain words, then each changed rule under a heading of its own, led by the
    rule's name; the command, to play with it, is a small note at the end. `wsdv diff` keeps its own
    wording for a content's author."""
    from interpreter.rules.pipeline import build
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words import prose
    from interpreter.words.diff import diff_rules
    from interpreter.words.l10n import localizer
    from interpreter.words.markup import text as inert
    from interpreter.words.names import Names
    from interpreter.words.sitestrings import load_strings
    result = build(variants=["second_edition"])
    diff = diff_rules(rules, result.rules, "second_edition")
    t = load_strings(inert=True)[lang]
    page = pages.variants_page(pages.Context(result, [], Names(), t, [diff], Sources()))
    summary = page.index(inert(prose.prose(localizer(), result.rules, "variant", "second_edition", lang,
                                           base=rules).text))
    changes = page.index(f"### {t('variant-changes-title')}")
    track = localizer().name("track", "socialist", lang)
    first = page.index(inert(t("variant-page-changed", name=track)))
    note = page.index(f"<code>{inert('wsdv play --variant second_edition')}</code>")
    assert summary < changes < first < note
    assert "wsdv check" not in page
    assert inert(t("variant-changed", kind=t("kind-track"), name=track)) not in page
    # The command keeps its author's wording.
    assert main(["diff", "--variant", "second_edition", "--lang", lang]) == 0
