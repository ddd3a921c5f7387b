"""Issue 26 §3: axe-core, the accessibility checker, finds no serious or critical violation on any kind of
page, in the light and the dark scheme (WCAG 2 A and AA rules and axe's best practices).

axe-core is an npm package, installed for the tests in tests/site/axe/ (`npm ci --prefix tests/site/axe`;
`make test` runs scripts/ensure-axe, which does it where node is present). Without node or the package
the test is skipped and says why; under CI=true it fails instead, like the other browser tests.
"""

from __future__ import annotations

import pytest
from browsing import PAGE_KINDS
from pagetour import AXE_EXTRA, AXE_LANGS, FAILING
from pagetour import AXE_RUN as RUN
from pagetour import axe_source as _axe_source


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", AXE_LANGS)
def test_no_serious_accessibility_violation_on_any_page_kind(tour, lang, scheme):
    """On every kind of page and two more (pagetour.AXE_EXTRA), each read once by the tour of the
    language and scheme (pagetour.py) that the other page-kind checks share."""
    _axe_source()
    seen = tour(lang, scheme)
    failing, other = [], []
    read = [(page["kind"], path, page["axe"]) for path, page in seen["pages"].items() if "axe" in page]
    assert {kind for kind, _, _ in read} == {*PAGE_KINDS, *AXE_EXTRA}, read  # every kind was read
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
