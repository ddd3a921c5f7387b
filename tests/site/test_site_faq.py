"""The FAQ page: every ruling and erratum, in each language, linked from and to the card pages."""

from __future__ import annotations

import json
import re

import pytest

from interpreter.checks.rulings import message_id
from interpreter.words.l10n import available_languages, localizer
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


@pytest.mark.parametrize("lang", LANGS)
def test_faq_gathers_every_ruling_in_the_language_and_links_both_ways(built_site, lang):
    loc = localizer()
    faq = (built_site.markdown / lang / "faq.md").read_text(encoding="utf-8")
    ruled = [c for c in built_site.cards if c.rulings or c.errata]
    assert len(ruled) >= 29
    for card in ruled:
        # The card's section, with an anchor the card page links to, and a link back to the card.
        assert f"{{ #card-{card.slug} }}" in faq
        assert f"(cards/{card.slug}.md)" in faq
        page = (built_site.markdown / lang / "cards" / f"{card.slug}.md").read_text(encoding="utf-8")
        assert f"(../faq.md#card-{card.slug})" in page
        for rec in (*card.rulings, *card.errata):
            words = loc.text(message_id(rec.kind, rec.message), lang)
            plain = re.sub(r"&#(\d+);", lambda m: chr(int(m.group(1))), faq)
            assert words in plain, (lang, card.id)
            assert f"**{rec.date}**" in faq
    if lang != "en":
        assert loc.text("ruling-no-unrest-w-berlin", "en") not in faq
    # The 2nd edition rules card 77 differently: its own entry, named by the variant.
    assert loc.text("ruling-west-moves-placed-cube", lang) in re.sub(r"&#(\d+);", lambda m: chr(int(m.group(1))), faq)


def test_faq_is_in_the_navigation(built_site):
    from interpreter.site.build import NAV

    assert ("nav-faq", "faq.md") in NAV
    assert (built_site.out / "pl" / "faq" / "index.html").is_file()


def _source_ids() -> list[str]:
    """Every source a fact may cite: the content schema's list."""
    from interpreter.paths import grammar_dir

    common = json.loads((grammar_dir() / "schemas" / "common.schema.json").read_text(encoding="utf-8"))
    return list(common["$defs"]["source"]["enum"])


@pytest.mark.parametrize("lang", LANGS)
def test_sources_have_one_set_of_words_the_contents(lang):
    """A source is named once per language, by the content's term `-source-<id>` (rulings.ftl), which
    `wsdv cards`, `wsdv diff` and the site all use; the site's strings hold no second set."""
    from interpreter.words.sitestrings import message_ids

    loc = localizer()
    site_ids = message_ids(lang)
    for source in _source_ids():
        assert loc.has_name("source", source, lang), (lang, source)
        assert not any(m.startswith(f"source-{source}") for m in site_ids), (lang, source)


@pytest.mark.parametrize("lang", LANGS)
def test_card_pages_and_the_faq_name_sources_with_the_contents_words(built_site, lang):
    loc = localizer()
    card = next(c for c in built_site.cards if c.rulings and c.rulings[0].source == "almanac")
    almanac = loc.name("source", "almanac", lang)
    page = (built_site.markdown / lang / "cards" / f"{card.slug}.md").read_text(encoding="utf-8")
    faq = (built_site.markdown / lang / "faq.md").read_text(encoding="utf-8")
    assert f"({almanac})" in page  # after the ruling's words
    assert re.search(rf" · {re.escape(almanac)}(\u00a0| |&#160;|&nbsp;)?: ", faq), (lang, almanac)
    # The card's provenance row: every source it names, in the content's words.
    strings = load_strings()[lang]
    words = str(strings("list-semicolon")).join(loc.name("source", s, lang) for s in card.card.source)
    assert card.card.source and f"| {strings('card-source')} | {words} |" in page


def test_a_card_only_a_variant_has_keeps_its_rulings_on_the_faq(content_copy):
    """The FAQ gathers every ruling: one on a card a variant adds (no page of its own to link to) is listed
    under the card's number, not dropped."""
    from interpreter.rules.pipeline import build
    from interpreter.site import faq, pages
    from interpreter.site.build import variant_diffs
    from interpreter.site.carddata import load_cards
    from interpreter.site.notation import Sources
    from interpreter.words.names import Names

    extra = content_copy / "variants" / "extra_card"
    extra.mkdir()
    (extra / "variant.wsdv").write_text('variant extra_card  title "One more card"  source reconstructed\n',
                                        encoding="utf-8")
    (extra / "cards.wsdv").write_text(
        'card 99  decade IV  colour yellow  value 1  year "1989"  source reconstructed {\n'
        '  row 1  icons remove_unrest(west)\n'
        '  ruling "2024-05-01"  source reconstructed  text no_unrest_w_berlin\n'
        '}\namend decade IV  cards 61..80, 99\n', encoding="utf-8")
    base = build(content_copy, [])
    assert base.ok, base.report.render()
    names = Names(content=content_copy)
    cards = load_cards(base.rules, content_copy, ["en"], names)
    diffs = variant_diffs(content_copy, base)
    ctx = pages.Context(base, cards, names, load_strings(inert=True)["en"], diffs, Sources(), content_copy)
    page = faq.faq_page(ctx)
    heading = next(line for line in page.splitlines() if line.startswith("## ") and "99" in line)
    entry = page.split(heading, 1)[1].split("\n## ", 1)[0]
    assert "**2024-05-01**" in entry and localizer(content_copy).text("ruling-no-unrest-w-berlin", "en") in entry
    assert "One more card" in entry or "extra" in entry  # named by its variant
    assert "cards/" not in entry  # no page to link to


def test_a_card_without_rulings_has_no_empty_headings_and_no_dead_faq_link(built_site):
    """Issue 26 §3: a card with no erratum and no ruling shows neither heading with "nothing recorded"
    under it, and does not link to a FAQ entry that does not exist; a ruled card keeps both."""
    plain = [c for c in built_site.cards if not (c.rulings or c.errata)]
    assert len(plain) >= 40
    for card in plain:
        page = (built_site.markdown / "en" / "cards" / f"{card.slug}.md").read_text(encoding="utf-8")
        assert "## Errata" not in page and "## Rulings" not in page, card.id
        if card.id != "77":  # the 2nd edition rules card 77: its FAQ entry exists
            assert "faq.md#card-" not in page, card.id
    ruled = next(c for c in built_site.cards if c.rulings)
    page = (built_site.markdown / "en" / "cards" / f"{ruled.slug}.md").read_text(encoding="utf-8")
    assert "## Rulings" in page and f"(../faq.md#card-{ruled.slug})" in page
