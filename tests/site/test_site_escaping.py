"""The site prints every text from content and locales as text, never as markup (issue 15 §5).

One build from a content copy in which every string of the content files (years,
rulings, errata, notes, sections) and every message and name of the locales and of the site's
own strings starts with hostile markup: HTML tags with handlers, a `javascript:` link in
Markdown, an attribute list, emphasis. Every page and every SVG of the result is parsed and
must hold none of it as markup, while the text itself is there to read.

The build shows a dozen of the content's 85 cards: the fewest that between them have every kind of
text and feature a card has (`_card_kinds`: colour, decade, value boxes, the sides that trigger it,
faces, rulings and errata by source, reminders, places, limits, notes, printed lines, crests, arrows,
and every icon a card uses; `_make_hostile_site` asserts the cover is whole). Every page kind, in all
six languages, is still there and shows hostile text as text (compared page by page with the build of
all 85 cards: every page both builds have holds it in both); the other 73 cards' pages repeated the
same paths with other words, for about 30 s of CPU a run.

The build is of two of the six languages (`LANGS`, `build_site(languages=...)`, as `wsdv site build
--language uk` builds them): English, the default language, whose tree is the site's root, and
Ukrainian, a tree under a language's folder whose words decline by case (the names come from terms'
variants and attributes), in another script. Every locale file of the copy is made hostile, those of
the languages not built too. What makes a text inert is the same code for every language (no page of
the site is made another way in German, Polish, Italian or French); their trees repeated the same
paths with other words: German, Italian and French about 30 s of CPU a run, Polish (declining like
Ukrainian, in the Latin script as English is) about 6 s. Their words are still checked as words:
`wsdv l10n check` and the locale tests.
"""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from wsdvtest import ahead

from interpreter.rules.pipeline import build
from interpreter.site.build import build_site, site_languages
from interpreter.site.carddata import CardView, load_cards
from interpreter.words.l10n import localizer
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir

PAYLOAD = "<script>x()</script><img src=x onerror=x()>[wsdvlink](javascript:x()){: onclick=x() }*wsdvem*`wsdvcode`"
# A string literal, with the word before it.
STRING = re.compile(r'(\w+ +)?"((?:[^"\\\n]|\\.)*)"')
# The payload in Fluent, where braces are written as string literals.
FTL_PAYLOAD = PAYLOAD.translate({ord("{"): '{"\\u007B"}', ord("}"): '{"\\u007D"}'})
FTL_VALUE = re.compile(r"^(-?[A-Za-z][\w-]*) =( ?)", re.M)
# The languages of the hostile build (see the module's description): the default and a declining one.
LANGS = ("en", "uk")


def _hostile_content(content: Path) -> int:
    """Every string literal of every content file starts with the payload (comments are left alone)."""
    count = 0
    for f in content.rglob("*.wsdv"):
        lines = []
        for line in f.read_text(encoding="utf-8").splitlines(keepends=True):
            code = _code_part(line)
            new, n = STRING.subn(_hostile_string, code)
            lines.append(new + line[len(code):])
            count += n
        f.write_text("".join(lines), encoding="utf-8")
    return count


# The keys whose value is a text for readers (a string elsewhere is an id the content refers to,
# such as a game variable's name, or the date that is a ruling's id).
TEXT_KEYS = {"year", "text", "note", "title", "section", "restriction", "was"}


def _hostile_string(m: re.Match) -> str:
    word = m.group(1) or ""
    if word.strip() not in TEXT_KEYS:
        return m.group(0)
    return f'{word}"{PAYLOAD} {m.group(2)}"'


def _code_part(line: str) -> str:
    """The line up to its comment (a `#` outside quotes)."""
    quoted = False
    for i, c in enumerate(line):
        if c == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif c == "#" and not quoted:
            return line[:i]
    return line


def _hostile_ftl(folder: Path) -> int:
    """Every message and term of every .ftl file below `folder` starts with the payload."""
    count = 0
    for f in folder.rglob("*.ftl"):
        text, n = FTL_VALUE.subn(lambda m: f"{m.group(1)} = {FTL_PAYLOAD} ", f.read_text(encoding="utf-8"))
        f.write_text(text, encoding="utf-8")
        count += n
    return count


class _Markup(HTMLParser):
    """Collects what the payload would leave behind as markup."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.text: list[str] = []
        self._tag: list[str] = []
        self._data_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._tag.append(tag)
        self._data_script = tag == "script" and dict(attrs).get("type") == "application/json"
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=...>")
            if name in ("href", "src", "action", "formaction", "xlink:href") and value \
                    and "javascript:" in value.replace(" ", "").lower():
                self.found.append(f"<{tag} {name}={value!r}>")
        if tag == "img" and dict(attrs).get("src") == "x":
            self.found.append("<img src=x>")

    def handle_endtag(self, tag: str) -> None:
        if self._tag and self._tag[-1] == tag:
            self._tag.pop()

    def handle_data(self, data: str) -> None:
        tag = self._tag[-1] if self._tag else ""
        if tag == "script" and self._data_script:
            # The theme's configuration (its words among them) is JSON data, not code: texts may be in
            # it, escaped so that nothing in them can end the element or open another.
            json.loads(data)
            if "<" in data:
                self.found.append(f"<script type=json>{data[:40]}")
        elif tag == "script" and "x()" in data:
            self.found.append(f"<script>{data[:40]}")
        if tag == "em" and data == "wsdvem":
            self.found.append("<em>wsdvem</em>")
        if tag == "code" and data == "wsdvcode":
            self.found.append("<code>wsdvcode</code>")
        if tag == "a" and data == "wsdvlink":
            self.found.append("<a>wsdvlink</a>")
        self.text.append(data)


def _card_kinds(card: CardView) -> set[str]:
    """What a card brings to its pages and the pages that list it: each kind of text and feature."""
    kinds = {f"colour {card.colour}", f"decade {card.decade}", f"special {card.special}", f"values {len(card.values)}",
             f"triggered by {len(card.triggered_by)}", f"face {bool(card.face)}", f"reverse {bool(card.reverse)}",
             f"played otherwise {bool(card.played)}", f"corner {len(card.corner)}", f"used if {bool(card.card.used_if)}"}
    kinds |= {f"ruling {r.source}" for r in card.rulings} | {f"erratum {r.source}" for r in card.errata}
    kinds |= {f"reminder {i.icon}" for _, icons, _ in card.card.reminders for i in icons}
    for row in card.card.rows:
        kinds |= {k for k, has in (("where", row.where), ("limit", row.limit is not None), ("note", row.note),
                                   ("printed", row.printed)) if has}
    for icon in card.icons:
        kinds |= {f"icon {icon.icon}"} | ({"crest"} if icon.crest else set()) | ({"arrow"} if icon.arrow else set())
    return kinds


def _covering_cards(cards: list[CardView]) -> list[CardView]:
    """The fewest cards (greedily) that between them have every kind of `_card_kinds`, in the deck's order."""
    left, chosen = set().union(*map(_card_kinds, cards)), []
    while left:
        best = max(cards, key=lambda c: len(_card_kinds(c) & left))  # the first of the best: deterministic
        chosen.append(best)
        left -= _card_kinds(best)
    return sorted(chosen, key=lambda c: c.sort_key)


def _make_hostile_site(root: Path) -> None:
    from interpreter.paths import content_dir

    content, docs = root / "content", root / "docs"
    shutil.copytree(content_dir(), content)
    shutil.copytree(docs_dir(), docs)
    assert site_languages(content, LANGS) == list(LANGS)
    assert _hostile_content(content) > 200   # (card titles and ruling words are texts of the locales: the .ftl below)
    assert _hostile_ftl(content / "locales") > 1000
    assert _hostile_ftl(docs) > 100
    result = build(content)
    assert result.ok, result.report.render()
    # the cards as build_site would load them (its names: the copy's locales)
    names = Names(content=content, loc=localizer(content, result.checked.layers))
    cards = load_cards(result.checked, content, LANGS, names)
    shown = _covering_cards(cards)
    assert set().union(*map(_card_kinds, shown)) == set().union(*map(_card_kinds, cards))
    assert len(shown) < len(cards) // 4
    (root / "cards.txt").write_text("\n".join(c.slug for c in shown), encoding="utf-8")
    build_site(root / "site", content=content, handwritten=docs, cards=shown, languages=list(LANGS))


# A worker may make it while it waits for another shared build (wsdvtest.ahead; CPU seconds measured 28 Nov 2026).
_hostile_made = ahead("hostile-site", "hostile_site", _make_hostile_site, seconds=20)


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory) -> Path:
    """The site of the hostile content (the covering cards), built once per test run even when this
    module's tests run on two xdist workers."""
    return _hostile_made(tmp_path_factory) / "site"


def test_no_text_from_content_or_locales_survives_as_markup(hostile_site):
    pages = list(hostile_site.rglob("*.html"))
    shown = (hostile_site.parent / "cards.txt").read_text(encoding="utf-8").split()
    # every language's pages of every kind and the covering cards' pages: 3 x (42 + 12) = 162 (all 85 cards: 381)
    assert len(pages) > len(LANGS) * (40 + len(shown))
    assert {p.relative_to(hostile_site).parts[0] for p in pages} >= {"uk", "cards", "rules"}
    assert {p.parent.name for p in hostile_site.glob("cards/*/index.html")} == set(shown)
    shown_text = 0
    for page in pages:
        parser = _Markup()
        parser.feed(page.read_text(encoding="utf-8"))
        assert parser.found == [], f"{page.relative_to(hostile_site)}: {parser.found[:5]}"
        shown_text += "".join(parser.text).count("<script>x()</script>")
    assert shown_text > 1000, "the hostile text should be shown as text"


def test_no_svg_holds_markup_from_content(hostile_site):
    files = [f for f in hostile_site.rglob("*.svg") if "assets" not in f.parts]
    assert files
    for f in files:
        root = ET.parse(f).getroot()
        for el in root.iter():
            assert not el.tag.endswith("script"), f
            assert not [a for a in el.attrib if a.startswith("on")], (f, el.tag, el.attrib)
        assert "<script>x()</script>" in "".join(root.itertext()), f


# ------------------------------------------------------------------ the worked examples' pictures

class _HostileL10n:
    """The locales, every name starting with the payload."""

    def __init__(self, real) -> None:
        self.real = real

    def name(self, *args, **kwargs) -> str:
        return PAYLOAD + self.real.name(*args, **kwargs)

    def __getattr__(self, attr):
        return getattr(self.real, attr)


def test_the_worked_examples_pictures_hold_no_markup_from_names():
    """Issue 26 §1: the board pictures of the worked examples (examplemap.py) write what the locales
    give them (places', cities', pieces' and tracks' names, the site's strings, in the picture's text
    alternative and its labels) as text: with every one of them hostile, no picture holds an element,
    a handler or a link from them, each SVG is well-formed, and the hostile text is there to read.
    (The hostile site above is built from a content copy, which shows no worked examples.)"""
    from dataclasses import fields

    from interpreter.site import build as site_build
    from interpreter.site import examples, learn, pages
    from interpreter.site.notation import Sources
    from interpreter.words.sitestrings import Strings, load_strings

    class HostileNames(Names):
        def __call__(self, kind, id_, lang, case=None):
            return PAYLOAD + super().__call__(kind, id_, lang, case)

    class HostileStrings(Strings):
        def raw(self, msg_id, **args):
            return PAYLOAD + super().raw(msg_id, **args)

    base = site_build._compile(None, [])
    names = HostileNames()
    names.l10n = _HostileL10n(names.l10n)
    cards = load_cards(base.checked, None, ("en",), Names())
    t = load_strings(docs_dir(None), inert=True, languages=["en"])["en"]
    hostile = HostileStrings(**{f.name: getattr(t, f.name) for f in fields(t)})
    path = learn.load_path(docs_dir(None))
    ctx = pages.Context(base, cards, names, hostile, [], Sources(), None, path.place_anchor, path.rule_places())
    worked = site_build._worked_examples(None, base, path)
    assert worked
    for ex in worked:
        block = examples.pictures(ctx, ex)
        parser = _Markup()
        parser.feed(block)
        assert parser.found == [], (ex.id, parser.found[:3])
        assert "<script>x()</script>" in "".join(parser.text), ex.id
        svgs = re.findall(r'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-example-map".*?</svg>', block, re.S)
        assert svgs, ex.id
        for svg in svgs:
            root = ET.fromstring(svg)
            assert root.get("aria-label").startswith(PAYLOAD), ex.id
            for el in root.iter():
                assert not el.tag.endswith(("script", "foreignObject")), (ex.id, el.tag)
                assert not [a for a in el.attrib if a.startswith("on")], (ex.id, el.tag, el.attrib)
            assert "<script>x()</script>" in "".join(root.itertext()), ex.id
