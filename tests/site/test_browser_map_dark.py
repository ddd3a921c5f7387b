"""The board map in both colour schemes, as Chromium paints it: every text on the map (cities',
provinces', sectors' names, suppliers, the legend) reads at WCAG AA against its halo and against the
area or box under it; the chosen area shows by outline and hatching, not by colour alone, and apart
from the border between the sides; a sector is chosen like a province and lists what it holds."""

from __future__ import annotations

import re

import pytest
from browsing import shot as _shot

from interpreter.site.contrast import AA, ratio
from interpreter.words.names import Names

# For each text: its painted fill and halo, and the fill of the topmost shape under its middle
# (an area, the inset's or the legend's box, the board), in the SVG's own units.
_COLOURS = """() => {
  const svg = document.querySelector('svg.wsdv-boardmap-svg');
  const under = [...svg.querySelectorAll('.wsdv-map-ground, .wsdv-area path, .wsdv-map-panel')].reverse();
  return [...svg.querySelectorAll('text')].map(t => {
    const b = t.getBBox(), pt = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2);
    const s = getComputedStyle(t);
    const bed = under.find(e => e.isPointInFill(pt));
    return [t.textContent, s.fill, s.strokeWidth !== '0px' && s.stroke !== 'none' ? s.stroke : null,
            bed ? getComputedStyle(bed).fill : null];
  });
}"""


def _hex(css: str) -> str:
    r, g, b = (int(v) for v in re.findall(r"\d+", css)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


@pytest.mark.parametrize("scheme", ["dark", "light"])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_text_on_the_map_reads_in_both_schemes(page, site, scheme, lang):
    page.emulate_media(color_scheme=scheme)  # on the module's page, before its load; `page` sets it back after
    page.goto(site + ("" if lang == "en" else f"{lang}/") + "map/")
    wanted = "slate" if scheme == "dark" else "default"
    assert page.evaluate("() => document.body.dataset.mdColorScheme") == wanted
    texts = page.evaluate(_COLOURS)
    assert len(texts) > 60
    weak = []
    for text, fill, halo, bed in texts:
        assert bed is not None, f"nothing under {text!r}"
        for other in (halo, bed):
            if other and ratio(_hex(fill), _hex(other)) < AA:
                weak.append((text, fill, other, round(ratio(_hex(fill), _hex(other)), 2)))
    assert weak == [], weak
    ground = page.evaluate("() => getComputedStyle(document.querySelector('.wsdv-map-ground')).fill")
    page_bg = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    # the board follows the scheme: dark on a dark page, light on a light one
    assert (ratio(_hex(ground), "#000000") < 4) == (scheme == "dark"), (ground, page_bg)
    page.locator("svg.wsdv-boardmap-svg").scroll_into_view_if_needed()
    _shot(page, f"map-{scheme}-{lang}")


_MARK = """id => { const m = document.querySelector(`.wsdv-area-mark[data-of="${id}"]`); const s = getComputedStyle(m);
  return [s.visibility, s.stroke, s.strokeDasharray, s.strokeWidth, m.getAttribute('fill')]; }"""
_BORDER = """() => { const s = getComputedStyle(document.querySelector('.wsdv-side-border'));
  return [s.stroke, s.strokeDasharray, s.strokeWidth]; }"""


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_the_chosen_area_is_outlined_and_hatched_apart_from_the_side_border(page, site, rules, scheme):
    province = next(p for p in rules.provinces.values() if not p.sectors and p.side == "east").id
    page.emulate_media(color_scheme=scheme)
    page.goto(site + "de/map/")
    assert page.evaluate(_MARK, province)[0] == "hidden"
    page.locator(f'a.wsdv-area-main[data-id="{province}"]').click()
    visibility, stroke, dashes, width, fill = page.evaluate(_MARK, province)
    border = page.evaluate(_BORDER)
    assert visibility == "visible" and fill.startswith("url(#")  # hatched
    assert dashes not in ("none", border[1]) and float(width[:-2]) > float(border[2][:-2])
    others = page.evaluate("() => [...document.querySelectorAll('.wsdv-area-mark')]"
                         ".filter(m => getComputedStyle(m).visibility === 'visible').map(m => m.dataset.of)")
    assert others == [province]
    ground = page.evaluate("() => getComputedStyle(document.querySelector('.wsdv-map-ground')).fill")
    assert ratio(_hex(stroke), _hex(ground)) >= 3  # WCAG's non-text contrast
    page.locator("svg.wsdv-boardmap-svg").scroll_into_view_if_needed()
    _shot(page, f"map-chosen-{scheme}")


def test_the_area_the_keyboard_is_on_is_outlined(page, site, rules):
    page.goto(site + "map/")
    for _ in range(80):  # Tab through the page until the map's areas are reached
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('wsdv-area')"):
            break
    focused = page.evaluate("() => document.activeElement.dataset.id")
    mark = page.evaluate(_MARK, focused)
    assert mark[0] == "visible" and mark[2] == "none" and float(mark[3][:-2]) >= 4
    page.keyboard.press("Tab")
    assert page.evaluate(_MARK, focused)[0] == "hidden"


def test_a_sector_is_an_area_that_lists_its_supplier_and_what_it_holds(page, site, rules):
    names = Names()
    province = next(p for p in rules.provinces.values() if p.sectors)
    sector = province.sectors[0]
    page.goto(site + "it/map/")
    area = page.locator(f'a.wsdv-area-inset[data-id="{sector.id}"]')
    assert area.get_attribute("data-kind") == "sector"
    area.click()
    entry = page.locator(f"#place-{sector.id}")
    entry.wait_for(state="visible")
    assert page.locator(".wsdv-place:visible").count() == 1
    text = entry.inner_text()
    heading = names("sector", sector.id, "it")
    heading = heading[:1].upper() + heading[1:]   # the entry is headed with a capital
    assert text.startswith(heading) and names("province", sector.supplier, "it") in text
    kept = [pid for (kind, pid), data in rules.definitions.items() if kind == "piece" and data.get("sectors") == "yes"]
    assert kept and all(names("piece", pid, "it") in text for pid in kept)
    # its name in the inset is a link to the same entry
    page.locator(f'a.wsdv-area-name[data-id="{province.sectors[-1].id}"]').click()
    page.locator(f"#place-{province.sectors[-1].id}").wait_for(state="visible")


def test_the_full_size_map_follows_the_systems_scheme(page, site):
    """`map.svg` on its own has no page to switch it: it is dark where the reader's system is."""
    grounds = {}
    for scheme in ("dark", "light"):
        page.emulate_media(color_scheme=scheme)
        page.goto(site + "pl/map.svg")
        grounds[scheme] = _hex(page.evaluate("() => getComputedStyle(document.querySelector('.wsdv-map-ground')).fill"))
        texts = page.evaluate(_COLOURS)
        assert texts and all(ratio(_hex(fill), _hex(bed)) >= AA for _, fill, _, bed in texts)
    assert ratio(grounds["dark"], "#000000") < 4 < ratio(grounds["light"], "#000000"), grounds
