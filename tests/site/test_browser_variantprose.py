"""The variants page in Chromium, in six languages: each change of the 2nd edition said in words (the
variant's prose, with its numbers), no generic step sentence, the notation collapsed beneath."""

from __future__ import annotations

import pytest
from browsing import shot

from interpreter.rules.pipeline import build
from interpreter.words import prose
from interpreter.words.l10n import Localizer, available_languages
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


@pytest.mark.parametrize("lang", LANGS)
def test_the_variants_page_says_the_changes_in_words(page, site, rules, lang):
    page.goto(site + ("" if lang == "en" else f"{lang}/") + "variants/")
    text = page.inner_text("article")
    t = load_strings()[lang]
    for msg in ("variant-line-added-plain", "variant-line-removed-plain", "variant-detail-changed"):
        assert t(msg) not in text, (lang, msg)
    second = build(variants=["second_edition"]).rules
    setup = prose.prose(Localizer(), second, "setup", "standard", lang, base=rules)
    assert setup.variant == "second_edition" and setup.text in text
    # The notation is there, collapsed: one block per sentence, none open, its code not shown.
    blocks = page.locator("details.wsdv-notation")
    assert blocks.count() >= 8
    assert page.locator("details.wsdv-notation[open]").count() == 0
    assert "p in suppliers" not in text
    blocks.last.locator("summary").click()
    assert "p in suppliers ? 2 : 3" in blocks.last.inner_text()
    shot(page, f"variants-{lang}")
