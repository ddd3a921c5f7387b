"""`wsdv site build --language L`: a site of some of the content's languages (a localizer previewing
theirs, a designer checking a page), with English, whose tree is the site's root, always among them.

The site built with `--language pl` (`polish_site`, conftest.py: once per run, and the root the two
editions' site is compared with) holds English and Polish alone, and nothing in it names or links to a
language it does not hold: the language switcher, the search indexes, the glossary's columns, the
sitemap, the words of the hand-written pages and of the glossary (no count of six); every link leads
to a page and an anchor it has. A code the content has no folder for is refused as `--lang` refuses
one, before anything is built.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import LANGS, POLISH
from test_site_links import broken_links
from test_site_meta import SITE_URL, SM, XHTML, _mini_site

from interpreter.cli.main import main, parser
from interpreter.site import build, guide
from interpreter.words.languages import UnknownLanguage

BUILT = ("en", *POLISH)
SWITCHER = re.compile(r'<a href="[^"]*" hreflang="([^"]*)" class="md-select__link"')


def test_a_site_of_two_languages_holds_their_trees_alone(polish_site):
    assert polish_site.stderr == ""
    assert (polish_site.out / "index.html").is_file() and (polish_site.out / "pl" / "cards" / "44" / "index.html").is_file()
    assert sorted(p.name for p in polish_site.out.iterdir() if p.name in LANGS) == ["pl"]
    assert sorted(p.name for p in polish_site.markdown.iterdir() if p.is_dir()) == sorted(BUILT)
    # the same pages in both trees
    english = {p.relative_to(polish_site.out) for p in polish_site.out.rglob("index.html")
               if p.relative_to(polish_site.out).parts[0] != "pl"}
    polish = {p.relative_to(polish_site.out / "pl") for p in (polish_site.out / "pl").rglob("index.html")}
    assert english == polish and len(english) > 100


def test_a_language_translated_whole_says_nothing_of_its_coverage(polish_site):
    # (a language just scaffolded says it is 0 % translated: tests/test_translator_workflow.py)
    index = (polish_site.markdown / "pl" / "index.md").read_text(encoding="utf-8")
    assert index.startswith("# ") and "Tłumaczenie w toku" not in index and "W tym języku przetłumaczono" not in index


def test_every_page_offers_the_languages_built_and_no_other(polish_site):
    pages = list(polish_site.out.rglob("*.html"))
    for page in pages:
        offered = SWITCHER.findall(page.read_text(encoding="utf-8"))
        assert offered in ([], list(BUILT)), (page, offered)   # (a page without the switcher: a redirect)
    assert sum(1 for p in pages if SWITCHER.search(p.read_text(encoding="utf-8"))) > 2 * 100


def test_search_and_glossary_are_of_the_languages_built(polish_site):
    indexes = sorted(str(p.relative_to(polish_site.out)) for p in polish_site.out.rglob("search_index.json"))
    assert indexes == ["pl/search/search_index.json", "search/search_index.json"]
    for lang, folder in (("en", polish_site.markdown / "en"), ("pl", polish_site.markdown / "pl")):
        header = next(line for line in (folder / "glossary.md").read_text(encoding="utf-8").splitlines()
                      if line.startswith("|"))
        assert "Polski" in header and "English" in header, (lang, header)
        assert not re.search(r"Deutsch|Українська|Italiano|Français", header), (lang, header)


# What a page would say of the site's languages that a site of some of them makes false: their number
# (the whole site's six), and, where a page speaks of the site's languages (the home page's line on the
# glossary, the glossary's introduction), the name of one that was not built (each in the words of the tree).
SIX = {"en": re.compile(r"\bsix languages\b", re.I), "pl": re.compile(r"\bsześ\w* języ", re.I)}
NOT_BUILT = {"en": re.compile(r"\b(?:German|Ukrainian|Italian|French|Deutsch|Українська|Italiano|Français)\b"),
             "pl": re.compile(r"\b(?:niemieck|ukraińsk|włosk|francusk|Deutsch|Українська|Italiano|Français)\w*", re.I)}


def _reader_pages(tree: Path) -> list[Path]:
    """A language's pages for the game's readers: not the guide, developer material about the project
    (whose six languages are the project's), nor the content files' pages."""
    skip = {guide.FOLDER, build.SOURCE_FOLDER.strip("/")}
    return [p for p in sorted(tree.rglob("*.md")) if p.relative_to(tree).parts[0] not in skip]


def _glossary_intro(tree: Path) -> str:
    text = (tree / "glossary.md").read_text(encoding="utf-8")
    return text.split("\n## ", 1)[0]   # the title and the introduction, above the first table's heading


@pytest.mark.parametrize("which", ["polish", "english"])
def test_no_page_speaks_of_languages_the_site_lacks(which, polish_site, rebuilt_site):
    """The hand-written pages and the site's words are written once for every build: a site of English
    and Polish (and the rebuild, in English alone) must not say it has six languages, nor name another
    language where it speaks of its own."""
    markdown, built = ((polish_site.markdown, BUILT) if which == "polish" else (rebuilt_site.markdown, ("en",)))
    assert sorted(p.name for p in markdown.iterdir() if p.is_dir()) == sorted(built)
    for lang in built:
        tree = markdown / lang
        pages = _reader_pages(tree)
        assert len(pages) > 20 and tree / "contributing.md" in pages and tree / "index.md" in pages
        claims = [f"{p.relative_to(markdown)}: {m.group(0)}" for p in pages
                  for m in SIX[lang].finditer(p.read_text(encoding="utf-8"))]
        assert claims == [], claims
        glossary_line = next(line for line in (tree / "index.md").read_text(encoding="utf-8").splitlines()
                             if "(glossary.md)" in line)
        for said in (glossary_line, _glossary_intro(tree)):
            assert not NOT_BUILT[lang].search(said), (lang, said)


def test_no_link_of_a_two_language_site_is_broken(polish_site):
    """A link to a language the site does not hold (`../de/`) would lead to no page: none is there."""
    broken = broken_links(polish_site.out)
    assert broken == [], f"{len(broken)} broken links, e.g.:\n" + "\n".join(broken[:20])


def test_the_sitemap_names_the_languages_built(tmp_path):
    # MkDocs with the site's configuration for the strings the build loads (its languages), on a
    # three-page tree, as test_site_meta.py checks the sitemap of every language
    site = _mini_site(tmp_path, SITE_URL, BUILT)
    urls = ET.parse(site / "sitemap.xml").getroot().findall(f"{SM}url")
    assert urls
    for url in urls:
        langs = {link.get("hreflang") for link in url.findall(f"{XHTML}link")}
        assert langs == {*BUILT, "x-default"}, langs
    assert sorted(p.name for p in site.iterdir() if p.name in LANGS) == ["pl"]


def test_the_languages_are_read_as_lang_reads_one():
    assert build.site_languages(None) == list(LANGS)
    assert build.site_languages(None, ["pl_PL.UTF-8"]) == ["en", "pl"]
    assert build.site_languages(None, ["en"]) == ["en"]
    assert build.site_languages(None, ["uk", "pl", "uk"]) == ["en", "pl", "uk"]   # in the content's order, once
    for code in ("xx", "", "de/../pl"):
        with pytest.raises(UnknownLanguage):
            build.site_languages(None, ["pl", code])


@pytest.mark.parametrize("code", ["xx", ""])
def test_a_language_the_content_lacks_is_refused_before_anything_is_built(code, tmp_path, capsys, reader):
    out = tmp_path / "out"
    assert main(["site", "build", "-q", "--language", "pl", "--language", code, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"wsdv: error: no locale '{code}' in this content (available: de, en, fr, it, pl, uk)\n"
    assert not out.exists()
    reader("de_DE.UTF-8")   # in the reader's language, as `--lang` is refused
    assert main(["site", "build", "-q", "--language", code, "--out", str(out)]) == 2
    assert "Fehler" in capsys.readouterr().err and not out.exists()


def test_lang_is_what_the_command_speaks_and_no_option_answers_to_a_prefix(tmp_path, capsys):
    """`--lang` on `site build` is the language the command speaks, as on every command that prints; it was
    taken for a shortened `--language` (a site of Polish alone, its messages in English). No option of any
    command answers to a prefix of its name: a new option sharing it would change an old command line."""
    args = parser("site").parse_args(["site", "build", "--lang", "pl"])
    assert args.lang == "pl" and args.language == []
    out = tmp_path / "out"
    assert main(["site", "build", "-q", "--lang", "xx", "--out", str(out)]) == 2   # refused as every --lang is
    assert "no locale 'xx' in this content" in capsys.readouterr().err and not out.exists()
    for words in (["site", "build", "-q", "--langu", "pl", "--out", str(out)], ["check", "--qui"]):   # (--quiet's)
        with pytest.raises(SystemExit) as refused:   # argparse's refusal of words it does not know
            main(words)
        assert refused.value.code == 2
        assert f"unrecognized arguments: {words[3] if words[0] == 'site' else words[1]}" in capsys.readouterr().err
    assert not out.exists()
