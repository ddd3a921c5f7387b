"""Punctuation and small words that Python used to glue on in English fashion: the colon after a
label, the semicolon between sources, a side's article after an arrow. French puts a no-break space
before ':' and ';'; Italian and French name a side with its article ("dell'Ovest", "l'Ouest")."""

from __future__ import annotations

import html
import re

NBSP = "\u00a0"


def page_text(built_site, path: str) -> str:
    """A built page's visible words: tags dropped, entities decoded, runs of blanks made one space
    (a no-break space is kept, since that is what is checked)."""
    raw = (built_site.out / path).read_text(encoding="utf-8")
    raw = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", raw, flags=re.S)
    return re.sub(r"[ \t\r\n]+", " ", html.unescape(re.sub(r"<[^>]+>", " ", raw)))


def test_french_labels_take_a_no_break_space_before_the_colon(built_site):
    icons = page_text(built_site, "fr/icons/index.html")
    assert f"Ce qu'elle fait{NBSP}:" in icons
    assert f"Provenance{NBSP}:" in icons
    assert "fait:" not in icons and "Provenance:" not in icons
    faq = page_text(built_site, "fr/faq/index.html")
    assert f"index des cartes{NBSP}:" in faq  # the source, in the content's words (rulings.ftl)
    assert "index des cartes:" not in faq


def test_other_languages_keep_the_plain_colon(built_site):
    assert "Che cosa fa:" in page_text(built_site, "it/icons/index.html")
    assert "Was es bewirkt:" in page_text(built_site, "de/icons/index.html")


def test_french_sources_are_separated_by_a_spaced_semicolon(built_site):
    card = page_text(built_site, "fr/cards/15/index.html")
    assert f"carte imprimée{NBSP}; index des cartes" in card


def test_arrows_name_the_side_with_its_article(built_site):
    assert "vers l'Ouest" in page_text(built_site, "fr/cards/36/index.html")
    assert "a favore dell'Ovest" in page_text(built_site, "it/cards/36/index.html")
    for lang in ("fr", "it"):
        text = page_text(built_site, f"{lang}/cards/36/index.html")
        assert not re.search(r"\b(vers|verso) (Ouest|Ovest|Est)\b", text), lang
