"""The board map in Chromium: choosing a province lists its cities (by click, by keyboard, without a
script), and the labels' real boxes clear every city marker in each language (the map on a phone:
test_browser_phone.py). Uses the browser fixtures of conftest.py; screenshots go to the same folder as the others."""

from __future__ import annotations

import pytest
from browsing import scripts_off
from browsing import shot as _shot

from interpreter.words.l10n import available_languages
from interpreter.words.names import Names

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

# The real boxes, as Chromium lays the text out: label boxes (cities', places' and sectors' names, the
# sectors' suppliers) against the markers (the circle, ring or diamond of each city, on the map and in
# the inset), in the SVG's own units.
_OVERLAPS = """() => {
  const box = e => { const b = e.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height]; };
  const hit = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  const svg = document.querySelector('svg.wsdv-boardmap-svg');
  const markers = [...svg.querySelectorAll(':scope > g.city, g.city-inset')].map(g => [g.dataset.id, box(g)]);
  const labels = [...svg.querySelectorAll('text.wsdv-city-label, text.wsdv-place-label, text.wsdv-sector-note')];
  const out = [];
  for (const t of labels) for (const [id, m] of markers) if (hit(box(t), m)) out.push([t.textContent, id]);
  return [labels.length, out];
}"""


def _province_with_cities(rules) -> str:
    return max(rules.provinces, key=lambda p: sum(1 for c in rules.cities.values() if c.province == p))


def _city_names(rules, province: str, lang: str) -> set[str]:
    names = Names()
    return {names("city", c.id, lang) for c in rules.cities.values() if province in c.provinces}


def test_clicking_a_province_lists_its_cities(page, site, rules):  # noqa: F811
    province = _province_with_cities(rules)
    page.goto(site + "pl/map/")
    page.locator(f'a.wsdv-area-main[data-id="{province}"]').click()
    entry = page.locator(f"#place-{province}")
    entry.wait_for(state="visible")
    listed = {li.inner_text().split(" (")[0] for li in entry.locator(".wsdv-place-cities li").all()}
    assert listed == _city_names(rules, province, "pl")
    assert page.locator(".wsdv-place:visible").count() == 1
    assert page.locator(f'a.wsdv-area[data-id="{province}"][aria-current="true"]').count() >= 1
    assert page.url.endswith(f"#place-{province}")
    _shot(page, "map-chosen-pl")


def test_a_province_is_chosen_with_the_keyboard(page, site, rules):  # noqa: F811
    province = _province_with_cities(rules)
    page.goto(site + "uk/map/")
    page.keyboard.press("Tab")
    for _ in range(80):  # Tab through the page until the map's areas are reached
        if page.evaluate("() => document.activeElement.classList.contains('wsdv-area')"):
            break
        page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('wsdv-area')")
    page.focus(f'a.wsdv-area-main[data-id="{province}"]')
    page.keyboard.press("Enter")
    entry = page.locator(f"#place-{province}")
    entry.wait_for(state="visible")
    assert page.evaluate("() => document.activeElement.id") == f"place-{province}"
    assert page.locator(".wsdv-place:visible").count() == 1


def test_without_a_script_the_area_still_leads_to_its_cities(page, site, rules):  # noqa: F811
    province = _province_with_cities(rules)
    with scripts_off(page):  # the module's page, its scripts off (no context of its own)
        page.goto(site + "fr/map/")
        assert page.evaluate("() => typeof window.document$") == "undefined"  # the theme's script did not run
        assert page.locator(".wsdv-place:visible").count() > 1  # nothing chosen: every place is listed
        page.locator(f'a.wsdv-area-main[data-id="{province}"]').click()
        page.locator(f"#place-{province}").wait_for(state="visible")
        assert page.locator(".wsdv-place:visible").count() == 1


@pytest.mark.parametrize("lang", LANGS)
def test_no_label_lies_under_a_city_marker_in_the_browser(page, site, lang):  # noqa: F811
    page.goto(site + ("" if lang == "en" else f"{lang}/") + "map/")
    count, hits = page.evaluate(_OVERLAPS)
    assert count > 40 and hits == [], hits
    assert page.locator("svg.wsdv-boardmap-svg text.wsdv-sector-note").count() == 3  # the sectors' suppliers


# Which element a click at the middle of each connection reaches: the lines are drawn over the areas, and
# a reader who taps a province where a line crosses it means the province.
_UNDER_LINES = """() => {
  const svg = document.querySelector('svg.wsdv-boardmap-svg');
  const out = [];
  for (const g of svg.querySelectorAll(':scope > g.connection')) {
    const r = g.querySelector('line').getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    out.push(hit && hit.closest('g.connection') ? 'line' : (hit && hit.closest('a.wsdv-area') ? 'area' : 'other'));
  }
  return out;
}"""


def test_a_click_on_a_connection_reaches_the_province_under_it(page, site):  # noqa: F811
    page.set_viewport_size({"width": 1280, "height": 2400})
    page.goto(site + "map/")
    page.locator("svg.wsdv-boardmap-svg").scroll_into_view_if_needed()
    hits = page.evaluate(_UNDER_LINES)
    assert hits and "line" not in hits
    assert hits.count("area") > len(hits) // 2  # most connections' middles lie inside a province
