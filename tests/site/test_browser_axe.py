"""Issue 26 §3: axe-core, the accessibility checker, finds no serious or critical violation on any kind of
page, in the light and the dark scheme (WCAG 2 A and AA rules and axe's best practices).

axe-core is an npm package, installed for the tests in tests/site/axe/ (`npm ci --prefix tests/site/axe`;
`make test` runs scripts/ensure-axe, which does it where node is present). Without node or the package
the test is skipped and says why; under CI=true it fails instead, like the other browser tests.
"""

from __future__ import annotations

import pytest
from browsing import PAGE_KINDS
from pagetour import AXE_EXTRA, AXE_LANGS, AXE_SCHEME_RUN, AXE_TAGS, FAILING, PALETTE, SCHEME_RULES, SCHEME_RUN_ARGS
from pagetour import AXE_RUN as RUN
from pagetour import axe_source as _axe_source


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", AXE_LANGS)
def test_no_serious_accessibility_violation_on_any_page_kind(tour, lang, scheme):
    """On every kind of page and two more (pagetour.AXE_EXTRA), each read once by the tour of the
    language and scheme (pagetour.py) that the other page-kind checks share. In the dark scheme axe
    runs the rules that read colours, and every rule on the palette switch: each page's DOM, boxes and
    visibility must be the light scheme's (its `shape`), or the light tour's run would not stand for
    the rules the dark one leaves out."""
    _axe_source()
    seen = tour(lang, scheme)
    failing, other = [], []
    read = [(page["kind"], path, page["axe"]) for path, page in seen["pages"].items() if "axe" in page]
    assert {kind for kind, _, _ in read} == {*PAGE_KINDS, *AXE_EXTRA}, read  # every kind was read
    if scheme == "dark":
        light = tour(lang, "light")["pages"]
        unlike = [path for path, page in seen["pages"].items() if "axe" in page and page["shape"] != light[path]["shape"]]
        assert unlike == [], f"the dark scheme changed more than colours on {unlike}"
    for kind, path, violations in read:
        for v in violations:
            (failing if v["impact"] in FAILING else other).append(f"{kind} ({path}): {v['id']} [{v['impact']}] "
                                                                  f"×{v['nodes']} — {v['first']}")
    assert seen["errors"] == [], seen["errors"]
    assert seen["missing"] == [], seen["missing"]
    assert failing == [], "\n".join(failing) + "\n(not failing: " + "; ".join(other) + ")"


def test_the_check_sees_a_violation(page, site):
    """The check itself: a page given a link inside its summary and an unnamed image fails it."""
    axe = _axe_source()
    page.goto(site, wait_until="networkidle")
    page.evaluate("""() => { document.querySelector('article').insertAdjacentHTML('beforeend',
        '<details><summary>x <a href="#">y</a></summary>z</details><img src="data:,">'); }""")
    page.add_script_tag(content=axe)
    found = {v["id"] for v in page.evaluate(RUN) if v["impact"] in FAILING}
    assert {"nested-interactive", "image-alt"} <= found, found


def test_the_dark_schemes_run_sees_colours_and_the_palette_switch(page, site):
    """The dark tour's run (pagetour.AXE_SCHEME_RUN): text that does not stand out from its background
    fails it anywhere on the page, and any rule's violation fails it on the palette switch; the rules it
    runs on the whole page are every one of axe's among AXE_TAGS that reads colours."""
    axe = _axe_source()
    page.emulate_media(color_scheme="dark")
    page.goto(site, wait_until="networkidle")
    page.evaluate("""palette => { document.querySelector('article').insertAdjacentHTML('beforeend',
        '<p style="color: #777; background: #888">faint</p>');
        document.querySelector(palette).insertAdjacentHTML('beforeend', '<img src="data:,">'); }""", PALETTE)
    page.add_script_tag(content=axe)
    found = {v["id"] for v in page.evaluate(AXE_SCHEME_RUN, SCHEME_RUN_ARGS) if v["impact"] in FAILING}
    colours = page.evaluate("""tags => axe.getRules(tags).filter(r => /colou?r|contrast/i.test(r.ruleId + ' ' + r.description))
        .map(r => r.ruleId)""", AXE_TAGS)
    assert page.evaluate("() => document.body.getAttribute('data-md-color-scheme')") == "slate"
    assert {"color-contrast", "image-alt"} <= found, found
    assert sorted(colours) == sorted(SCHEME_RULES), colours
