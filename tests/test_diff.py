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
    lines = [text for _depth, text in DiffWriter(rules, other, "pl").items(diff)]
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
    assert page.count('<details class="wsdv-notation">') < sum(isinstance(line, Code) for line in lines)
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
