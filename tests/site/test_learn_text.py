"""Issue 26: the worked examples' own words, checked in the site strings (docs/<lang>/site.ftl)
without a build (the Learn path's other texts are tested in test_learn_summaries.py)."""

from __future__ import annotations

import pytest

from interpreter.words.l10n import available_languages
from interpreter.words.sitestrings import docs_dir, load_strings

LANGS = tuple(available_languages())


@pytest.fixture(scope="module")
def strings():
    return load_strings(docs_dir(None), inert=True, languages=list(LANGS))


def test_ex20_says_why_its_suppliers_hold_a_marker_with_3_cubes(strings):
    """Newcomer-review3 finding 2: EX-20's picture shows Rheinland-Pfalz and Baden-Württemberg with 3
    cubes and a mass protest marker, which looked like a drawing error: the text says where the
    markers came from and that the check only counts, in every language."""
    text = strings["en"].raw("example-text-ex-20")
    assert "already in place, beside the suppliers' 3 cubes" in text and "the check only counts" in text
    assert all(len(strings[lang].raw("example-text-ex-20")) > 1.1 * len(text) * 0.85 for lang in LANGS)


def test_ex18_and_ex24_say_what_their_tables_show(strings):
    """EX-18's table lists Sachsen, unchanged, in a comparison of the West (newcomer-review2 F7): the
    text says why. EX-24's table counts Poznań for East Berlin before and after (its economy row says
    "with Poznań counted for it", 5 and 5): the text says 5 instead of 3, not "rises from 3 to 5"."""
    t = strings["en"].raw
    assert "East's provinces hold no marker at all, so none of them receives a cube" in t("example-text-ex-18")
    assert "East Berlin's economy is 5 instead of 3" in t("example-text-ex-24")
    assert "rises from 3 to 5" not in t("example-text-ex-24")
