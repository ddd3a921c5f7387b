"""The running text of a page's article, for the check that no page shows notation in it
(test_running_text.py): the article's text with what may hold notation (collapsed blocks, pictures,
scripts, style, heading anchors, code) taken out, the number of code elements that are not a command
to type, and the number of collapsed blocks (<details> without `open`).

Why it is read from the HTML the site serves, not in Chromium (28 Nov): the check read the text in
the browser, as `innerText` of a copy of the article taken out of the document, and an element that
is not in the document is not rendered, so its `innerText` is its `textContent` (the HTML standard
says so, and Chromium does it): the check always read the text the document holds, never its layout.
That text is the HTML's but for what the site's scripts (Material's and assets/wsdv.js) write into
the article: they write none into its running text (the gallery's count and the notation switch's
label are the same words the HTML holds). Read both ways on all 19 pages in all six languages, the
texts, code counts and folded blocks were the same, character for character. So the check reads the
files and loads no page: the light tours loaded 82 pages for it alone (all 19 but the gallery in German,
Polish, Italian and French; five in English and Ukrainian, whose other pages axe reads), about 0.6 s of
CPU each; reading a language's 19 files takes about half a second. That the scripts still add nothing is
checked where the light tours (pagetour.py) load these pages anyway for other checks: READ is the same
reading in the browser, and test_browser.py's test_the_scripts_add_no_running_text compares the two.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

# The pages the check reads: home, gallery, card pages (the two faces of the special card IV and the
# longest texts), the rules pages, map, variants, FAQ, glossary, how to read a card, and pages of the
# guide (whose notation, commands and paths belong in code elements).
RULES_PAGES = ("rules/", "phases/", "icons/", "tracks/")
PAGES = ("", "cards/", "cards/iv/", "cards/iv_wall/", "cards/77/", "cards/50/", *RULES_PAGES, "map/",
         "variants/", "faq/", "glossary/", "reading-a-card/", "guide/content-language/",
         "guide/primitives/", "guide/localization/")

# Elements whose text is not running text, and a code element that is a command to type (not notation).
_TAKEN_OUT = frozenset({"details", "svg", "script", "style"})
_COMMAND = re.compile(r"wsdv [\w -]+")
# Elements that have no end tag (the HTML standard's void elements).
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
                   "track", "wbr"})

# The same reading in the browser, of the document as the page's scripts left it (what the check read
# before 28 Nov): a copy of the article, out of the document, so its innerText is its textContent.
READ = """() => {
    const article = document.querySelector('article.md-content__inner').cloneNode(true);
    article.querySelectorAll('details, svg, script, style, .headerlink').forEach(e => e.remove());
    const code = [...article.querySelectorAll('code, pre')]
        .filter(e => !/^wsdv [\\w -]+$/.test(e.textContent)).length;
    article.querySelectorAll('code, pre').forEach(e => e.remove());
    return { code, text: article.innerText,
             blocks: document.querySelectorAll('article details:not([open])').length };
}"""


class _Article(HTMLParser):
    """The article (article.md-content__inner) of a page, as READ reads it. The site's HTML closes every
    element it opens (Python-Markdown and the theme write it so), so a stack of the open elements
    tells where each piece of text is; an end tag closes the elements opened after its own."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool, int | None]] = []  # tag, taken out, its code element's number
        self.state = "before"  # "in" the article, or "after" it
        self.text: list[str] = []
        self.codes: list[list[str]] = []
        self.blocks = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if self.state == "before":
            if tag == "article" and "md-content__inner" in classes:
                self.state = "in"
                self.open.append((tag, False, None))
            return
        if self.state == "after":
            return
        if tag == "details" and "open" not in dict(attrs):
            self.blocks += 1
        if tag in _VOID:
            return
        out = self.open[-1][1] or tag in _TAKEN_OUT or "headerlink" in classes
        code = None
        if tag in ("code", "pre") and not out:
            code = len(self.codes)
            self.codes.append([])
        self.open.append((tag, out, code))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.state == "in" and tag == "details" and "open" not in dict(attrs):
            self.blocks += 1

    def handle_endtag(self, tag: str) -> None:
        if self.state != "in" or tag in _VOID:
            return
        for at in range(len(self.open) - 1, -1, -1):
            if self.open[at][0] == tag:
                del self.open[at:]
                if not self.open:
                    self.state = "after"
                return

    def handle_data(self, data: str) -> None:
        if self.state != "in" or self.open[-1][1]:
            return
        codes = [code for _tag, _out, code in self.open if code is not None]
        for code in codes:
            self.codes[code].append(data)
        if not codes:
            self.text.append(data)


def read(html: str) -> dict:
    """What READ reads of the page `html`: {"code": the code elements that are not a command, "text":
    the running text, "blocks": the collapsed blocks}."""
    article = _Article()
    article.feed(html)
    article.close()
    assert article.state != "before", "the page has no article"
    code = sum(1 for parts in article.codes if not _COMMAND.fullmatch("".join(parts)))
    return {"code": code, "text": "".join(article.text), "blocks": article.blocks}


def page_text(site: Path, lang: str, path: str) -> dict:
    """`read` of the page at `path` under `lang`'s root of the built site in the folder `site`."""
    root = site if lang == "en" else site / lang
    return read((root / path / "index.html").read_text(encoding="utf-8"))
