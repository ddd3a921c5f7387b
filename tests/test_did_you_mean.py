"""One did-you-mean for the whole project (diagnostics.closest): alike enough, and blind to case."""

from pathlib import Path

import pytest

import interpreter
from interpreter.diagnostics import closest, did_you_mean


@pytest.mark.parametrize(("word", "known", "meant"), [
    ("atack", ["attack", "floating"], "attack"),
    ("halfs", ["halves", "hand"], "halves"),               # a slip in a short word is still found
    ("SACHSEN", ["sachsen", "bayern"], "sachsen"),         # case is no difference
    ("Hessn", ["hessen", "bayern"], "hessen"),
    ("police_to", ["use_police", "attack"], None),          # sharing a part is not being meant
    ("special_price", ["use_police", "socialist"], None),
    ("genetive", ["genitive", "nominative"], "genitive"),
])
def test_the_closest_known_word_is_offered_only_when_it_was_likely_meant(word, known, meant):
    assert closest(word, known) == meant
    assert did_you_mean(word, known) == (f"did you mean '{meant}'?" if meant else None)


def test_no_other_module_computes_its_own_close_matches():
    package = Path(interpreter.__file__).parent
    others = [p.relative_to(package).as_posix() for p in sorted(package.rglob("*.py"))
              if "get_close_matches" in p.read_text(encoding="utf-8") and p.name != "diagnostics.py"]
    assert others == []
