"""Issue 26 §3: axe-core, the accessibility checker, finds no serious or critical violation on any kind of
page, in the light and the dark scheme (WCAG 2 A and AA rules and axe's best practices).

axe-core is an npm package, installed for the tests in tests/site/axe/ (`npm ci --prefix tests/site/axe`;
`make test` runs scripts/ensure-axe, which does it where node is present). Without node or the package
the test is skipped and says why; under CI=true it fails instead, like the other browser tests.
"""

from __future__ import annotations

import os
import shutil
import warnings
from pathlib import Path

import pytest
from browsing import open_page, page_kinds

AXE = Path(__file__).resolve().parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
# Violations of these impacts fail the test; moderate and minor ones are listed in its message only.
FAILING = ("serious", "critical")
# Pages beyond one of each kind: a card with rulings and a two-sided card's face.
EXTRA = ("cards/68/", "cards/iv_wall/")


def _axe_source() -> str:
    if AXE.is_file():
        return AXE.read_text(encoding="utf-8")
    reason = ("axe-core is not installed: no node on this machine (install node and npm, then "
              "`npm ci --prefix tests/site/axe`)" if shutil.which("npm") is None
              else "axe-core is not installed: run `npm ci --prefix tests/site/axe` (scripts/ensure-axe)")
    message = f"THE ACCESSIBILITY CHECK DID NOT RUN: {reason}"
    if os.environ.get("CI"):
        pytest.fail(message)
    warnings.warn(message, stacklevel=2)
    pytest.skip(message)


RUN = """async () => {
    const r = await axe.run(document, {resultTypes: ['violations'],
                                       runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}});
    return r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                                   first: v.nodes[0].target.join(' ') + ': ' + v.nodes[0].failureSummary}));
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_serious_accessibility_violation_on_any_page_kind(browser, site, built_site, lang, scheme):
    axe = _axe_source()
    context, pg = open_page(browser, color_scheme=scheme)
    root = "" if lang == "en" else f"{lang}/"
    paths = {**page_kinds(built_site, lang), **{p: root + p for p in EXTRA}}
    failing, other = [], []
    try:
        for kind, path in paths.items():
            response = pg.goto(site + path, wait_until="networkidle")
            if kind.startswith("not-found"):
                pg.missing.remove(f"404 {response.url}")  # asked for on purpose
            pg.add_script_tag(content=axe)
            for v in pg.evaluate(RUN):
                (failing if v["impact"] in FAILING else other).append(f"{kind} ({path}): {v['id']} [{v['impact']}] "
                                                                      f"×{v['nodes']} — {v['first']}")
        assert pg.errors == [], pg.errors
        assert pg.missing == [], pg.missing
    finally:
        context.close()
    assert failing == [], "\n".join(failing) + "\n(not failing: " + "; ".join(other) + ")"


def test_the_check_sees_a_violation(browser, site):
    """The check itself: a page given a link inside its summary and an unnamed image fails it."""
    axe = _axe_source()
    context, pg = open_page(browser)
    try:
        pg.goto(site, wait_until="networkidle")
        pg.evaluate("""() => { document.querySelector('article').insertAdjacentHTML('beforeend',
            '<details><summary>x <a href="#">y</a></summary>z</details><img src="data:,">'); }""")
        pg.add_script_tag(content=axe)
        found = {v["id"] for v in pg.evaluate(RUN) if v["impact"] in FAILING}
    finally:
        context.close()
    assert {"nested-interactive", "image-alt"} <= found, found
