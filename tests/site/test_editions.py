"""The editions on the site (issue 26 §2): the base game's site labels each rule a variant changes and
gives the variant's words beside it (the rules pages' switch), a card page says what a variant changes
on it or in what it uses, a variant's site labels which edition each passage is (Polish and Ukrainian
write their lead-ins as sentences of their own, so the label says the edition); a card whose line a
ruling plays otherwise shows the printed text and the ruling apart (a row's `printed`); and rules, cards
and places link to each other (crosslinks.py)."""

from __future__ import annotations

import re

import pytest

from interpreter.rules.pipeline import build
from interpreter.site import crosslinks, pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words import prose
from interpreter.words.diff import diff_rules
from interpreter.words.l10n import available_languages, localizer
from interpreter.words.markup import text as esc
from interpreter.words.names import Names
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())
VARIANT = "second_edition"


def _md(built, lang: str, page: str) -> str:
    return (built.markdown / lang / page).read_text(encoding="utf-8")


def _sections(md: str) -> dict[str, str]:
    """The rules page's sections by anchor (`rule-KIND-ID`)."""
    parts = re.split(r"\n(?=## )", md)
    return {m.group(1): p for p in parts if (m := re.search(r"\{ #(rule-[^ ]+) \}", p.splitlines()[0]))}


@pytest.fixture(scope="module")
def second():
    return build(variants=[VARIANT])


@pytest.fixture(scope="module")
def diff(rules, second):
    return diff_rules(rules, second.rules, VARIANT)


def _touched(diff) -> set[tuple[str, str]]:
    return {(k, str(i)) for k, i in (*diff.added, *diff.removed)} | {(k, str(i)) for k, i, _ in diff.changed}


@pytest.mark.parametrize("lang", LANGS)
def test_the_base_site_gives_each_changed_rule_in_both_editions_labelled(built_site, rules, diff, lang):
    t = load_strings(inert=True)[lang]
    md = _md(built_site, lang, "rules.md")
    assert 'class="wsdv-edition-switch"' in md and f'data-edition="{VARIANT.replace("_", "&#95;")}"' in md
    loc = localizer()
    checked = 0
    for anchor, section in _sections(md).items():
        _, kind, id_ = anchor.split("-", 2)
        changed = (kind, id_) in _touched(diff)
        words = prose.prose(loc, diff.other, kind, id_, lang, base=rules) if changed else None
        if changed and words is not None and words.variant is not None:
            assert f'<span class="wsdv-edition-label">{t("edition-base")}</span>' in section, anchor
            assert f'<span class="wsdv-edition-label">{Names()("variant", VARIANT, lang)}</span>' in section, anchor
            checked += 1
        else:
            assert "wsdv-edition" not in section, anchor
    assert checked >= 3, checked   # the setup, the start of a decade, triggering an event


@pytest.mark.parametrize("lang", ["pl", "uk", "en", "de", "it", "fr"])
def test_a_variant_site_labels_which_edition_each_passage_is(rules, second, diff, lang):
    strings = load_strings(inert=True)[lang]
    cards = load_cards(second.rules, None, [lang], Names())
    ctx = pages.Context(second, cards, Names(), strings, [diff], Sources())
    block = "\n".join(pages.rule_block(ctx, "setup", "standard"))
    now = block.index(f'<span class="wsdv-edition-label">{Names()("variant", VARIANT, lang)}</span>')
    was = block.index(f'<span class="wsdv-edition-label">{strings("edition-base")}</span>')
    lead_now, lead_was = (strings(m, text="\x01").split("\x01")[0] for m in ("variant-now", "variant-base-game"))
    assert now < block.index(lead_now) < was < block.index(lead_was)


def test_every_card_the_second_edition_changes_says_so(built_site, rules, diff):
    """Generated from the overlay against the base game: a card page has its "in the 2nd edition" part
    exactly when the variant changes the card, an icon of its event, or a track its arrows move."""
    changed = _touched(diff)
    expected = set()
    for card in built_site.cards:
        uses = {("icon", u.icon) for u in card.icons} | {("track", a.track) for a in card.arrows}
        if ("card", card.id) in changed or uses & changed:
            expected.add(card.id)
    assert "77" in expected and len(expected) > 10
    for lang in LANGS:
        found = {c.id for c in built_site.cards
                 if f"{{ #in-{VARIANT} }}" in _md(built_site, lang, f"cards/{c.slug}.md")}
        assert found == expected, (lang, found ^ expected)


def test_a_ruled_line_shows_the_printed_icons_and_the_ruling_apart(built_site, rules):
    """Card 77: the face prints two plain move icons; the 1st-edition almanac lets East move the cube
    just placed. The card text is the printed one, the played one is a box of its own."""
    card = next(c for c in built_site.cards if c.id == "77")
    assert card.card.ruled is False and card.played   # the view is the printed card; the played text kept
    for lang in LANGS:
        md = _md(built_site, lang, "cards/77.md")
        assert card.played[lang] != card.text[lang]
        assert f"> {esc(card.text[lang])}\n" in md                       # the card text: as printed
        box = md.split('!!! info "', 1)[1].split("\n## ", 1)[0]
        assert esc(card.played[lang]) in box and esc(card.played[lang]) not in md.split('!!! info "', 1)[0]
    en = _md(built_site, "en", "cards/77.md")
    assert "Move 2 unrest cubes of East" in en.split("## Card text", 1)[1].split("!!!", 1)[0]
    assert "East decides where" in en.split('!!! info "', 1)[1].split("## ", 1)[0]
    # the engine still plays the ruling: two move icons, the second East's, from Sachsen, optional
    played = [u.call() for u in rules_card(rules, "77").rows[1].icons]
    assert played == ["move_unrest(east)", "move_unrest(east, crest = east, origin = sachsen, optional = yes)"]


def rules_card(rules, id_: str):
    from interpreter.rules.cards import all_cards
    return next(c for c in all_cards(rules) if c.id == id_)


def test_a_printed_reading_is_checked_like_the_played_one(content_copy):
    path = content_copy / "cards" / "decade-4.wsdv"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("printed move_unrest(east, 2)", "printed move_unrestt(east, 2)"), encoding="utf-8")
    result = build(content_copy, [])
    assert not result.ok and "move_unrestt" in result.report.render()


def test_rules_cards_and_places_link_both_ways(built_site, rules):
    md = _md(built_site, "en", "rules.md")
    sections = _sections(md)
    keys = prose.declarations_with_prose(localizer(), rules)
    naming = crosslinks.rules_naming(rules, keys)
    assert naming, "no rule names a place"
    mapmd = _md(built_site, "en", "map.md")
    for entry, found in naming.items():
        section = mapmd.split(f'id="place-{entry}"', 1)[1].split("</section>", 1)[0]
        for kind, id_ in found:
            assert f"../rules/#rule-{kind}-{id_}" in section, (entry, kind, id_)
            assert f"(../map/#place-{entry})" in sections[f"rule-{kind}-{id_}"], (entry, kind, id_)
    for kind, id_ in keys:
        if kind == "icon" and f"rule-icon-{id_}" in sections:
            with_icon = crosslinks.cards_with_icon(built_site.cards, id_)
            assert f"[{len(with_icon)} cards](../cards/?icon={id_})" in sections[f"rule-icon-{id_}"]
            for card in with_icon:
                assert f"(../../rules/#rule-icon-{id_})" in _md(built_site, "en", f"cards/{card.slug}.md")
    # every rule has its permalink
    assert all(f'href="#{anchor}"' in section for anchor, section in sections.items())


@pytest.mark.parametrize("lang", ["pl", "uk", "en"])
def test_a_variant_site_quotes_its_rules_on_the_learning_path_and_the_aid(second, diff, lang):
    """On the 2nd edition's site the learning path and the player aid quote the base game's words and,
    labelled, the variant's change (its words compare with the base game's numbers, so they need them:
    quoting them alone stopped the 2nd edition's build)."""
    from interpreter.site import learn
    from interpreter.words.sitestrings import docs_dir

    ctx = pages.Context(second, load_cards(second.rules, None, [lang], Names()), Names(),
                        load_strings(inert=True)[lang], [diff], Sources())
    label = f'<span class="wsdv-edition-label">{Names()("variant", VARIANT, lang)}</span>'
    assert label in learn.aid_page(ctx)
    assert label in "".join(learn.learn_pages(ctx, learn.load_path(docs_dir()), []).values())


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_on_the_second_editions_site_the_examples_say_which_rules_they_follow(rules, second, diff, lang):
    """The newcomer's re-review: the 2nd edition's learning path showed the rulebook's examples, played
    with the base game's rules, without saying so. A part whose examples ran with another edition's rules
    than the site's says which; on the base game's site, where they are the same, nothing is added."""
    from interpreter.site import examples, learn
    from interpreter.words.sitestrings import docs_dir

    (ex,) = examples.load_examples(examples.scenario_folder(), rules, lambda wanted: build(None, list(wanted)).rules,
                                   {"EX-01"})
    strings = load_strings(inert=True)[lang]
    note = strings("learn-examples-edition", edition=strings("edition-base"))
    path = learn.load_path(docs_dir())
    part = next(learn.part_page(s.key) for s in path.learn if "EX-01" in s.examples)
    for result, variant_diffs, shown in ((second, [diff], True), (build(), [], False)):
        ctx = pages.Context(result, load_cards(result.rules, None, [lang], Names()), Names(), strings,
                            variant_diffs, Sources())
        page = learn.learn_pages(ctx, path, [ex])[part]
        assert (note in page) is shown
        if shown:
            assert page.index(note) < page.index("{ #example-ex-01 }")
