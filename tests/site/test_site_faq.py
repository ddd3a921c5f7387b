"""The FAQ page: every ruling and erratum, in each language, linked from and to the card pages."""

from __future__ import annotations

import re

import pytest

from interpreter.l10n import localizer
from interpreter.rulings import message_id
from interpreter.site.strings import LANGS


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
