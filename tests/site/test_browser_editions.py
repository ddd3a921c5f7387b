"""The edition switch of the rules pages in Chromium: the base game's rules alone by default, a variant's
words under each rule it changes once chosen, the choice kept from page to page."""

from __future__ import annotations

import pytest

VARIANT = "second_edition"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_edition_switch_shows_the_chosen_edition_on_every_rules_page(page, site, lang):
    root = site if lang == "en" else f"{site}{lang}/"
    page.goto(root + "rules/")
    switch = page.locator(".wsdv-edition-switch")
    assert switch.is_visible()
    variant = page.locator(f'.wsdv-edition[data-edition="{VARIANT}"]')
    assert variant.count() >= 3
    base = page.locator(".wsdv-edition-changed")
    assert base.count() == variant.count()
    assert all(not variant.nth(i).is_visible() for i in range(variant.count()))   # the base game by default
    assert all(base.nth(i).is_visible() for i in range(base.count()))
    switch.locator(f'button[data-edition="{VARIANT}"]').click()
    assert all(variant.nth(i).is_visible() for i in range(variant.count()))
    assert all(base.nth(i).is_visible() for i in range(base.count()))   # a variant words what it changes
    assert switch.locator(f'button[data-edition="{VARIANT}"]').get_attribute("aria-pressed") == "true"
    for other in ("tracks/", "icons/"):   # the choice holds on the other rules pages
        page.goto(root + other)
        shown = page.locator(f'.wsdv-edition[data-edition="{VARIANT}"]')
        assert shown.count() >= 1 and shown.first.is_visible(), other
    page.locator('.wsdv-edition-switch button[data-edition="base"]').click()
    assert not shown.first.is_visible()
    page.goto(root + "map/")   # a page without rules a variant changes has no switch
    assert page.locator(".wsdv-edition-switch").count() == 0
    page.goto(root + "phases/")
    assert page.locator(".wsdv-edition").count() > 0 or not page.locator(".wsdv-edition-switch").is_visible()
