"""Issue 26 §3: the charts of the simulation page speak the page's language. Matplotlib draws a chart's
words as outlines and writes each text beside them as a comment; those are read here, for every
language's charts of one simulation."""

from __future__ import annotations

import re

import pytest

from interpreter.cli.main import main
from interpreter.simulate.report import Words
from interpreter.site import simulation
from interpreter.words.l10n import available_languages, localizer

LANGS = tuple(available_languages())
CHARTS = {"wins.svg": ("sim-plot-wins",), "outcomes.svg": ("sim-plot-outcomes",),
          "length.svg": ("sim-plot-length", "sim-plot-games")}


@pytest.fixture(scope="module")
def pages(tmp_path_factory, rules):
    pytest.importorskip("matplotlib", reason="the charts need the sim extra")
    root = tmp_path_factory.mktemp("sim")
    assert main(["simulate", "--games", "3", "--jobs", "1", "--west", "random", "--east", "random",
                 "--out", str(root / "report"), "-q"]) == 0
    assert simulation.write_pages(root / "docs", root / "report", rules, list(LANGS), None) == len(LANGS)
    return root / "docs"


def _texts(svg: str) -> set[str]:
    return {t.strip() for t in re.findall(r"<!--(.*?)-->", svg, re.S)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_chart_speaks_the_page_language(pages, rules, lang):
    words, english = Words(localizer(None, rules.layers), lang), Words(localizer(None, rules.layers), "en")
    for chart, messages in CHARTS.items():
        texts = _texts((pages / lang / chart).read_text(encoding="utf-8"))
        for message in messages:
            assert words(message) in texts, (lang, chart, message, texts)
            if lang != "en":
                assert english(message) not in texts, (lang, chart, message)
    sides = _texts((pages / lang / "wins.svg").read_text(encoding="utf-8"))
    assert {words.name("side", s) for s in rules.sides} <= sides, (lang, sides)
