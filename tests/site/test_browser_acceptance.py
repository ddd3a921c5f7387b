"""Issue 11 read through as a player in Chromium, for what the acceptance pass found and fixed: the two
faces of special card IV say they are faces of one card and lead to each other in every language, and a
ruling of the 2nd edition is not dated with a year its rulebook does not give (the FAQ says "undated" in
the page's words, and `wsdv diff` still says the changed ruling in words).

The site is the session's one build (`built_site`), served on localhost; screenshots go to
build/site-screenshots/ like the other browser tests'.
"""

from __future__ import annotations

import re
from html import unescape

from browsing import shot

from interpreter.words.l10n import Localizer, available_languages
from interpreter.words.rulings import UNDATED
from interpreter.words.sitestrings import load_strings

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


def _root(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def test_both_faces_of_a_two_sided_card_are_named_as_faces_and_linked_in_every_language(page, site, built_site):
    """Each face's page says, under its heading, that the card has two faces, names the one shown and
    links the other by its title, the one name each face prints (never an id like IV_wall, nor a second
    name for the same face, issue 26); the table says who may trigger the event,
    and the previous/next links lead on."""
    loc, words = Localizer(), load_strings()
    faces = [c for c in built_site.cards if c.face]
    assert len(faces) == 2 and {faces[0].id, faces[1].id} == {str(faces[0].reverse), str(faces[1].reverse)}
    for lang in LANGS:
        for card in faces:
            other = next(c for c in faces if c is not card)
            page.goto(f"{site}{_root(lang)}cards/{card.slug}/")
            line = page.locator(".wsdv-card-faces")
            text = line.inner_text()
            assert card.title(lang) in text and card.number in text, (lang, text)
            assert loc.name("face", card.face, lang) not in text or loc.name("face", card.face, lang) in card.title(lang)
            link = line.locator("a")
            assert link.inner_text() == other.title(lang), (lang, text)
            assert link.evaluate("a => new URL(a.href).pathname") == f"/{_root(lang)}cards/{other.slug}/"
            body = page.locator("article").inner_text()
            assert not re.search(r"\b(iv_wall|IV_wall|wall_down|round_table)\b", body), (lang, card.slug)
            assert words[lang].raw("card-trigger") in body, lang
            assert page.locator(".wsdv-card-nav").first.locator("a").count() >= 1, lang
            if card.slug != faces[0].slug:
                shot(page, f"acceptance-card-face-{lang}-{card.slug}")


def test_a_ruling_whose_source_gives_no_date_says_so_in_the_page_language(built_site):
    """The 2nd edition's rulebook carries no date of its own (the "©2014" of every rulebook is the 1st
    edition's), so its ruling on card 77 is undated: on every language's FAQ it shows that language's word
    for "undated", never a year, while the 1st edition's almanac entries keep their year (2014)."""
    loc, words = Localizer(), load_strings()
    for lang in LANGS:
        html = (built_site.out / _root(lang) / "faq" / "index.html").read_text(encoding="utf-8")
        items = [unescape(re.sub(r"<[^>]+>", "", li)).strip() for li in re.findall(r"<li>(.*?)</li>", html, re.S)]
        second = [i for i in items if words[lang].raw("faq-edition-second") in i]
        assert second, lang
        undated = loc.name("date", UNDATED, lang)
        assert all(i.startswith(undated + " ·") for i in second), (lang, second)
        first = [i for i in items if words[lang].raw("faq-edition-first") in i]
        assert first and all(i.startswith("2014 ·") for i in first), (lang, first)
        assert UNDATED not in html or lang == "en", lang  # the content's word never leaks into another language


def test_a_ruling_that_a_variant_dates_differently_is_still_said_in_words(rules):
    """The variant's card 77 drops the 1st edition's dated ruling and adds its own undated one: `wsdv diff`
    says both by their words, in one sentence (the one ruling becomes the other), not as "a detail
    changes" nor as two lines that seem to contradict each other."""
    from interpreter.rules.pipeline import build
    from interpreter.words.diff import DiffWriter, diff_rules

    other = build(variants=["second_edition"]).rules
    diff = diff_rules(rules, other, "second_edition")
    writer = DiffWriter(rules, other, "de")
    lines = [str(text) for _depth, text in writer.items_for(diff, "card", "77")]
    t = load_strings()["de"]
    loc = Localizer()
    removed = loc.text("ruling-east-moves-placed-cube", "de")
    added = loc.text("ruling-west-moves-placed-cube", "de")
    quoted = lambda words: t.raw("variant-quote", text=words)  # noqa: E731
    assert t.raw("variant-words-changed", old=quoted(removed), new=quoted(added)) in lines, lines
    assert t.raw("variant-words-removed", old=quoted(removed)) not in lines, lines
    assert t.raw("variant-detail-changed") not in lines, lines
