"""A variant's changes in words: its own prose per changed declaration, in six languages, with the
numbers of its content; stale when the variant's declaration changes; reported when missing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.cli.main import main
from interpreter.rules.pipeline import build
from interpreter.words import prose, translations
from interpreter.words.l10n import Localizer, available_languages
from interpreter.words.sitestrings import load_strings

LANGS = available_languages()

VARIANT = "second_edition"


@pytest.fixture(scope="module")
def second() -> object:
    return build(variants=[VARIANT]).rules


def _generic(lang: str) -> list[str]:
    t = load_strings()[lang]
    return [t(m) for m in ("variant-line-added-plain", "variant-line-removed-plain", "variant-detail-changed")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_edition_says_every_change_in_words(lang, rules, second, capsys):
    assert main(["diff", "--variant", VARIANT, "--lang", lang]) == 0
    out = capsys.readouterr().out
    for generic in _generic(lang):
        assert generic not in out, (lang, generic)
    loc = Localizer()
    # Each declaration the variant has prose for is said by it, its numbers those of the variant's content.
    for kind, id_ in [("setup", "standard"), ("routine", "start_decade"), ("icon", "rundown"),
                      ("action", "trigger_event"), ("routine", "special_card_price")]:
        text = prose.prose(loc, second, kind, id_, lang, base=rules)
        assert text is not None and text.variant == VARIANT and text.lang == lang and not text.stale, (kind, id_)
        assert text.text in out, (lang, kind, id_)
    setup = prose.prose(loc, second, "setup", "standard", lang, base=rules).text
    # 2 unrest instead of 3 in the supplier provinces, 3 elsewhere; 1 socialist instead of 2.
    assert [int(n) for n in re.findall(r"\d+", setup)] == [2, 3, 3, 1, 2], setup
    assert "2" in prose.prose(loc, second, "routine", "start_decade", lang).text  # the hand's size, from content
    # The exact change stays beneath, as notation.
    assert "| for p in provinces(): + add(unrest, p in suppliers ? 2 : 3, to = p)" in out


def test_no_shipped_variant_leaves_a_change_unsaid(rules, second):
    assert translations.unsaid(Localizer(), rules, second, VARIANT) == []


def test_a_number_changed_by_an_overlay_changes_the_sentence(tmp_path, capsys):
    overlay = tmp_path / "house"
    overlay.mkdir()
    (overlay / "deck.wsdv").write_text("amend deck standard  hand 3\n", encoding="utf-8")
    assert main(["diff", "--variant", VARIANT, "--overlay", str(overlay), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "dopóki nie zostanie mu ich" in x)
    assert "pełna ręka (3)" in line and "ich 3;" in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_the_variants_summary_says_its_numbers_from_content(lang, rules, second):
    """`rules-variant-second-edition` takes every number from the declarations the variant changes: the
    suppliers' 2 unrest instead of 3, 1 socialist instead of 2, the hand of 2, card 77."""
    text = prose.prose(Localizer(), second, "variant", VARIANT, lang, base=rules).text
    assert re.findall(r"\d+", text) == ["2", "3", "1", "2", "2", "2", "77"], text
    assert Localizer().name("card", 77, lang) in text


def test_the_variants_summary_says_an_ls_icon_needs_no_economy(rules, second):
    """The Ukrainian rulebook's icon list says a living-standard icon places its marker "even if the
    province has economy 0"; the page of the 2nd edition's changes said nothing of it. It is no change
    (the Italian 1st edition: "senza considerare l'economia della provincia"), so it is said as one the
    2nd edition spells out, and the base game's rule of the action says it too."""
    summary = prose.prose(Localizer(), second, "variant", VARIANT, "en", base=rules).text
    assert "a living-standard icon places its marker even in a province whose economy is zero" in summary
    assert "already the first edition's" in summary
    action = Localizer().text("rules-action-raise-living-standard", "en", markers=3, threshold=3, bridge=2)
    assert "even in a province whose economy is zero" in action


def test_a_changed_number_changes_the_variants_summary(content_copy, tmp_path):
    _edit(content_copy / "variants" / VARIANT / "setup.wsdv", "p in suppliers ? 2 : 3", "p in suppliers ? 1 : 3")
    _edit(content_copy / "variants" / VARIANT / "setup.wsdv", "add(socialist, 1,", "add(socialist, 3,")
    overlay = tmp_path / "house"
    overlay.mkdir()
    (overlay / "deck.wsdv").write_text("amend deck standard  hand 4\n", encoding="utf-8")
    base = build(content_copy, [], [overlay]).rules
    other = build(content_copy, [VARIANT], [overlay]).rules
    loc = Localizer(content_copy)
    said = {lang: prose.prose(loc, other, "variant", VARIANT, lang, base=base).text for lang in LANGS}
    assert "start with 1 unrest cube each instead of 3" in said["en"], said["en"]
    assert "socialists in the holding box at the start is 3 instead of 2" in said["en"]
    assert "holds more than 4 cards discards down to 4" in said["en"]
    for lang, text in said.items():
        assert re.findall(r"\d+", text) == ["1", "3", "3", "2", "4", "4", "77"], (lang, text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_lead_in_joins_a_whole_passage_as_the_language_writes_it(lang):
    """A variant's prose (and the base game's after it) is a whole passage opening with a capital.
    English and German may write a capital after a colon that introduces whole sentences; Polish,
    Ukrainian, French and Italian write lowercase there, so their lead-in is a sentence of its own."""
    t = load_strings()[lang]
    for msg in ("variant-now", "variant-now-stale", "variant-base-game"):
        said = t(msg, text="Xyz.")
        before = said[:said.index("Xyz.")].rstrip()
        assert before[-1] == (":" if lang in ("en", "de") else "."), (lang, msg, said)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_changed_variant_declaration_turns_its_prose_stale(content_copy, capsys):
    _edit(content_copy / "variants" / VARIANT / "setup.wsdv", "p in suppliers ? 2 : 3", "p in suppliers ? 1 : 3")
    base, other = build(content_copy, []).rules, build(content_copy, [VARIANT]).rules
    loc = Localizer(content_copy)
    stale = prose.stale_prose(loc, other, LANGS)
    assert {s.message for s in stale} == {"rules-second-edition--setup-standard"}
    assert sorted(s.lang for s in stale) == sorted(LANGS)
    assert prose.stale_prose(loc, base, LANGS) == []  # the base game's prose is untouched
    assert main(["l10n", "status", "--content", str(content_copy)]) in (0, 1)
    out = capsys.readouterr().out
    assert out.count("rules-second-edition--setup-standard") >= len(LANGS) and "stale" in out
    # The diff still says it, with the new number, marked as written for an earlier version.
    assert main(["diff", "--content", str(content_copy), "--variant", VARIANT, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    t = load_strings()["en"]
    said = t("variant-now-stale", text=prose.prose(loc, other, "setup", "standard", "en", base=base).text)
    assert said in out and "start with 1 unrest cube each instead of 3" in said
    assert not any(g in out for g in _generic("en"))


def test_a_variant_change_without_prose_is_reported(content_copy, capsys):
    # A designer's variant changes the rundown icon, but nobody has written what it changes.
    for lang in LANGS:
        path = content_copy / "locales" / lang / "rules.ftl"
        lines = path.read_text(encoding="utf-8").split("\n")
        start = next(i for i, x in enumerate(lines) if x.startswith("rules-second-edition--icon-rundown ="))
        end = start + 1
        while lines[end].startswith("    "):
            end += 1
        path.write_text("\n".join(lines[:start] + lines[end:]), encoding="utf-8")
    base, other = build(content_copy, []).rules, build(content_copy, [VARIANT]).rules
    assert translations.unsaid(Localizer(content_copy), base, other, VARIANT) == [("icon", "rundown")]
    assert main(["l10n", "check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert "rules-second-edition--icon-rundown" in err and "variants/second_edition/icons.wsdv" in err
    # Until it is written, the diff says what it can: a step is added.
    assert main(["diff", "--content", str(content_copy), "--variant", VARIANT, "--lang", "en"]) == 0
    assert _generic("en")[0] in capsys.readouterr().out


def test_the_kept_status_sees_a_changed_variant(content_copy, disk_cache, capsys):
    """`wsdv l10n status` keeps its problems on disk: a variant's file is one of its inputs."""
    assert main(["l10n", "status", "--summary", "--content", str(content_copy)]) in (0, 1)
    assert "rules-second-edition--setup-standard" not in capsys.readouterr().out
    _edit(content_copy / "variants" / VARIANT / "setup.wsdv", "p in suppliers ? 2 : 3", "p in suppliers ? 1 : 3")
    assert main(["l10n", "status", "--content", str(content_copy), "en"]) in (0, 1)
    assert "rules-second-edition--setup-standard" in capsys.readouterr().out


def test_a_site_built_with_the_variant_explains_its_rules_by_its_prose(rules):
    from interpreter.site import pages
    from interpreter.site.notation import Sources
    from interpreter.words.diff import diff_rules
    from interpreter.words.markup import text as inert
    from interpreter.words.names import Names

    result = build(variants=[VARIANT])
    diff = diff_rules(rules, result.rules, VARIANT)
    t = load_strings(inert=True)["uk"]
    page = pages.rules_page(pages.Context(result, [], Names(), t, [diff], Sources()))
    loc = Localizer()
    own = prose.prose(loc, result.rules, "setup", "standard", "uk", base=rules).text
    was = prose.prose(loc, rules, "setup", "standard", "uk").text
    # The variant's words first, then the base game's rule it changes; neither marked as written for
    # an earlier version (each describes its own declaration).
    assert page.index(t("variant-now", text=own)) < page.index(t("variant-base-game", text=was))
    assert inert(t.raw("prose-stale-title")) not in page
    # A rule only the variant has gets its heading from the variant's prose.
    assert "## Ціна особливої картки" in page
