"""Pictograms and card faces in a real browser (Debian's Chromium through Playwright).

What a file test cannot see: that every text of every card face, in every language, lies inside the
card once the browser has laid it out (nothing cut off, nothing spilling over the edge), and that
the icons page shows each pictogram at a visible size. Skipped, loudly, only when Chromium cannot
start (a failure on CI), as every browser test (the fixtures in conftest.py).
"""

from __future__ import annotations

import pytest
from browsing import NO_WORKER, SHOTS

from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


@pytest.fixture(scope="module")
def chromium_page(browser, site):
    page = browser.new_page(viewport={"width": 1280, "height": 900}, **NO_WORKER)
    page.set_default_timeout(30_000)
    yield page, site
    page.close()


# Every <text> of every inlined card face, measured against the face's own box.
OUTSIDE = """() => {
  const out = [];
  for (const svg of document.querySelectorAll('svg.wsdv-card')) {
    const [x0, y0, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    for (const t of svg.querySelectorAll('text')) {
      const b = t.getBBox();
      if (b.x < x0 - 0.5 || b.y < y0 - 0.5 || b.x + b.width > x0 + w + 0.5 || b.y + b.height > y0 + h + 0.5)
        out.push(svg.dataset.card + ': ' + t.textContent);
    }
  }
  return out;
}"""


def test_no_card_text_leaves_its_card_in_any_language(chromium_page, built_site):
    page, _ = chromium_page
    for lang in LANGS:
        faces = []
        for card in built_site.cards:
            svg = (built_site.markdown / lang / "cards" / "svg" / f"{card.slug}.svg").read_text(encoding="utf-8")
            faces.append(svg.replace("<svg ", f'<svg data-card="{card.slug}" width="250" ', 1))
        page.set_content("<html><body>" + "".join(faces) + "</body></html>")
        assert page.evaluate("() => document.querySelectorAll('svg.wsdv-card').length") == len(built_site.cards)
        assert page.evaluate(OUTSIDE) == [], lang


def test_icons_page_shows_every_pictogram(chromium_page, rules):
    page, url = chromium_page
    page.goto(url + "uk/icons/")
    sizes = page.evaluate("""() => [...document.querySelectorAll('.wsdv-pictogram svg')].map(s => {
        const r = s.getBoundingClientRect(); return [s.querySelector('.pictogram').dataset.icon, r.width, r.height]; })""")
    assert {icon for icon, _, _ in sizes} == set(rules.of_kind("icon"))
    assert all(w >= 40 and h >= 40 for _, w, h in sizes), sizes
    assert page.locator(".wsdv-pictogram svg text").count() == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "icons-uk.png"))
