"""Issue 26 §3: every link of the built site leads somewhere: to a file the site has and, where it
names a fragment (`faq/#card-44`), to an element with that id on the page it leads to. The check reads
the finished HTML of every language (the session's one build), so a page generated without the
heading a link expects fails here, whichever page or language it is."""

from __future__ import annotations

import html
import itertools
import json
import os
import re
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from interpreter.site import search
from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders


class _Page(HTMLParser):
    """The ids a page has and the links it makes (href of <a>, src of <img>)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        for key in ("id", "name") if tag == "a" else ("id",):
            if values.get(key):
                self.ids.add(values[key])
        if tag == "a" and values.get("href"):
            self.links.append(values["href"])
        if tag == "img" and values.get("src"):
            self.links.append(values["src"])


def _parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def _target(root: Path, page: Path, link: str) -> tuple[Path, str] | None:
    """The file a link leads to and its fragment; None for a link off the site or to a script. `root` and
    `page` are resolved paths; the site holds no symbolic links, so `..` is resolved by the names alone
    (Path.resolve asks the disk for every part of every link: most of the check's time)."""
    parts = urlsplit(link)
    if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:")):
        return None
    path = unquote(parts.path)
    if not path:
        target = page
    elif path.startswith("/"):
        target = Path(os.path.normpath(root / path.lstrip("/")))
    else:
        target = Path(os.path.normpath(page.parent / path))
    if target.is_dir() or path.endswith("/"):
        target = target / "index.html"
    return target, unquote(parts.fragment)


def broken_links(root: Path, sources: Callable[[Path], bool] | None = None) -> list[str]:
    """Every link of every HTML page under `root` (or of the pages `sources` picks, given their paths
    below `root`) to a missing file or a missing anchor. A page is parsed when its links are checked
    or a link names an anchor in it: parsing is nearly all of the check's time."""
    root = root.resolve()
    files = set(root.rglob("*"))  # (under the resolved root: resolved paths, as the site holds no link)
    assert not [p for p in files if p.is_symlink()], "the site holds a symbolic link"
    pages: dict[Path, _Page] = {}

    def parsed(path: Path) -> _Page:
        if path not in pages:
            pages[path] = _parse(path)
        return pages[path]

    broken = []
    for path in sorted(p for p in files if p.suffix == ".html"):
        if sources is not None and not sources(path.relative_to(root)):
            continue
        for link in parsed(path).links:
            target = _target(root, path, link)
            if target is None:
                continue
            file, fragment = target
            if file not in files:
                broken.append(f"{path.relative_to(root)}: {link} (no such file)")
            elif fragment and file.suffix == ".html" and fragment not in parsed(file).ids:
                broken.append(f"{path.relative_to(root)}: {link} (no such anchor)")
    return broken


def test_every_link_leads_to_a_page_and_an_anchor_that_exist(built_site):
    broken = broken_links(built_site.out)
    assert broken == [], f"{len(broken)} broken links, e.g.:\n" + "\n".join(broken[:20])


def test_the_link_check_finds_a_missing_anchor_and_a_missing_page(tmp_path):
    """The check itself: a page linking an anchor its target lacks, and a missing file, are both found."""
    (tmp_path / "faq").mkdir()
    (tmp_path / "faq" / "index.html").write_text('<h2 id="card-1">1</h2>', encoding="utf-8")
    (tmp_path / "index.html").write_text(
        '<a href="faq/#card-1">ok</a><a href="faq/#card-44">no</a><a href="#top">self</a><a id="top"></a>'
        '<a href="gone/">gone</a><a href="https://example.org/#x">off</a>', encoding="utf-8")
    assert broken_links(tmp_path) == ["index.html: faq/#card-44 (no such anchor)", "index.html: gone/ (no such file)"]


def test_content_files_and_the_guide_stay_out_of_the_players_search(built_site):
    """Issue 26 §2: a search for a card's number finds the card, not board/cities.wsdv's page; the
    developer's guide is out of the player's index (newcomer review 3, F14: ranked below the player's
    pages it still came 2nd for "hand" with `hand_zone(side)`)."""
    import json

    index = json.loads((built_site.out / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = [d["location"] for d in index["docs"]]
    assert not [loc for loc in locations if loc.startswith("source/")]
    assert any(loc.startswith("cards/44/") for loc in locations)
    assert not [loc for loc in locations if loc.startswith("guide/")]
    assert (built_site.out / "guide").is_dir()   # the guide is still built, only not searched


FOLD = re.compile(r'<details class="wsdv-notation"[^>]*>(.*?)</details>', re.S)
CODE_LINE = re.compile(r"<code>(.*?)</code>", re.S)
PLACE = re.compile(r"\w\.wsdv:\d+")  # a content file's line, as a fold names it ("outcomes.wsdv:11")


def test_the_rule_as_the_game_runs_it_stays_out_of_the_players_search(built_site):
    """A player's search shows a rule's words, never the designer's fold under it: searching
    "банкрутство" showed `outcomes.wsdv:11` and the declaration as the rule's snippet. No index of any
    language holds a content file's line, nor the first line of any fold's code on any page that is
    searched (the English pages; every language's folds hold the same code); the rules keep their words."""
    code = set()
    for page in built_site.out.glob("**/index.html"):
        if page.relative_to(built_site.out).parts[0] not in (*LANGS, "source", "guide"):
            for fold in FOLD.findall(page.read_text(encoding="utf-8")):
                code |= {html.unescape(re.sub(r"<[^>]*>", "", c)).strip().split("\n")[0] for c in CODE_LINE.findall(fold)}
    code = {line for line in code if len(line) >= 12}  # a line that says something of its own
    assert len(code) > 50  # the folds of the rules, phases, icons and tracks pages and the variants' changes
    for lang in LANGS:
        index = json.loads((built_site.out / ("" if lang == "en" else lang) / "search" / "search_index.json")
                           .read_text(encoding="utf-8"))
        texts = {d["location"]: html.unescape(d["text"]) for d in index["docs"]}
        assert [loc for loc, text in texts.items() if PLACE.search(text)] == [], lang
        assert [(loc, line) for loc, text in texts.items() for line in code if line in text] == [], lang
        rules = [text for loc, text in texts.items() if loc.startswith("rules/#rule-")]
        assert len(rules) > 20 and all(rules), lang


def test_card_results_of_equal_score_come_in_the_gallerys_order(built_site):
    """The theme lists results of equal score in the index's order, and MkDocs indexes pages by file
    name (cards 1, 10, 11 ... 2): the cards' entries come in the gallery's order, each page's sections
    after it."""
    gallery = [f"cards/{c.slug}/" for c in sorted(built_site.cards, key=lambda c: c.sort_key)]
    for lang in ("", "uk"):
        index = json.loads((built_site.out / lang / "search" / "search_index.json").read_text(encoding="utf-8"))
        pages = [d["location"].partition("#")[0] for d in index["docs"]]
        cards = [p for p in pages if p in set(gallery)]
        assert [page for page, _ in itertools.groupby(cards)] == gallery  # a page's entries together


def test_a_card_page_has_a_sharing_preview_in_its_language(built_site):
    """Issue 26 §3: a card link pasted elsewhere shows the card's title and text (Open Graph)."""
    import html
    import re

    for root, card in ((built_site.out, built_site.cards[0]), (built_site.out / "uk", built_site.cards[0])):
        page = (root / "cards" / card.slug / "index.html").read_text(encoding="utf-8")
        lang = "uk" if root.name == "uk" else "en"
        title = re.search(r'<meta property="og:title" content="([^"]*)">', page)
        described = re.search(r'<meta property="og:description" content="([^"]*)">', page)
        assert title and card.title(lang) in html.unescape(title.group(1))
        assert described and html.unescape(described.group(1)) == card.text[lang]


def test_every_card_page_is_indexed_under_its_number(built_site):
    """The card's number is its page's search key (search.KEY), in every language's index; beside the
    cards only the variants page has a key (the variants' names)."""
    for lang in ("", "pl"):
        index = json.loads((built_site.out / lang / "search" / "search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["fields"][search.KEY] == index["config"]["fields"]["title"]
        keys = {e["location"]: e.get(search.KEY) for e in index["docs"]}
        assert {keys.get(f"cards/{c.slug}/") for c in built_site.cards} == {c.number for c in built_site.cards}
        others = {loc: k for loc, k in keys.items() if k and not loc.startswith("cards/")}
        assert list(others) == ["variants/"] and others["variants/"], others


def test_number_searches_are_exact_and_an_unknown_worker_is_refused(built_site, tmp_path):
    import pytest

    from interpreter.site import search

    workers = list((built_site.out / search.WORKER).glob("search.*.min.js"))
    assert workers and all(search.EXACT_NUMBERS in w.read_text(encoding="utf-8") for w in workers)
    other = tmp_path / search.WORKER
    other.mkdir(parents=True)
    (other / "search.x.min.js").write_text("function other(){}", encoding="utf-8")
    with pytest.raises(search.SearchPatchError, match="has changed"):
        search.exact_numbers(tmp_path)
