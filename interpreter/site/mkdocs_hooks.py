"""MkDocs hooks of the site (mkdocs.yml `hooks:`): each language's 404 page and sitemap in its own
folder, and no alternate links in the pages' heads.

mkdocs-static-i18n builds every language into the one site folder, and MkDocs writes the theme's
static pages (`404.html`, `sitemap.xml`) to the folder's root in every language's build, the last
language overwriting the others. This hook keeps the default language's at the root and writes every
other language's to `<lang>/`: a reader lost under `/uk/` gets the Ukrainian 404 page, and the theme,
whose `base` is the language's root (theme/main.html), finds the language's own sitemap there.

The theme writes a `<link rel="alternate" hreflang>` into every page's head for each language, and
its script then fetches `sitemap.xml` under each of those addresses (its own language selector
expects one MkDocs project per language): under a card's page in each language, none of which
exists. The links go: the language switcher still links each page to itself in every language
(mkdocs-static-i18n), and the sitemap (`--site-url`) names every page's versions in the other
languages, the other way search engines read them.

Speed (benchmarks/site.py): the pages carry large finished HTML the generator wrote, pictograms
as inline SVG and highlighted notation (Pygments' `<div class="highlight wsdv-code">`), about
four tags in five of the whole site. Markdown has nothing to do inside them, yet it and MkDocs
parsed every one of their tags twice (md_in_html's block parser, MkDocs' anchor collector) and ran
the inline patterns over the SVG's text. `on_page_markdown` sets each of them aside behind an HTML
comment that Markdown passes through as it is, and `on_page_content` puts it back before any
plugin reads the page (the search index reads it after this), so the HTML written is the same
byte for byte. A comment that did not come through is a build error, never a page short of it.

Material's search plugin then parsed each highlighted block tag by tag again, only to keep its
text: inside `<pre>` its index keeps every piece of text as it is and no tag but `<pre>` and
`<code>`. So the search plugin reads each block in that form (`search_form`: the same text, the
spans and line anchors left out), and `on_page_context`, once the index has read the page, puts
the highlighted block in its place. The index is the same byte for byte
(tests/site/test_search_form.py holds Material's parser to that).

The pictures' SVG, about half the HTML the index reads, gives it nothing but its text: Material's
parser keeps, of an element that is not a heading, a kept tag (`<p>`, `<code>`, lists...), a skipped
one (`<style>`, `<script>`) or marked `data-search-exclude`, only the text between its tags, each
piece as it comes. So it reads each picture of none of those in a light form (`svg_search_form`:
every tag inside replaced by a bare `<br>`, which it passes over as it passed over the tag, so the
same pieces of text come in the same order), and `on_page_context` puts the picture back. A picture
holding anything else (its own `<style>`, a comment) is read as it is.

The theme's templates are compiled once for the whole build instead of once per language
(`on_env`: one Jinja bytecode cache shared by the six language builds mkdocs-static-i18n runs).

MkDocs loads this file by its path, outside the package: it imports nothing of wsdv.
"""

from __future__ import annotations

import os
import re
from html import escape
from typing import Any

import jinja2
import markupsafe
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

PER_LANGUAGE = ("404.html", "sitemap.xml")
# A page's front matter naming the key a player looks it up by (a card's number), and the field of the
# page's search entry it goes into (search.KEY; this file imports nothing of wsdv).
SEARCH_KEY_META, SEARCH_KEY_FIELD = "wsdv_search_key", "key"
PERMALINK_TITLE = "wsdv-heading-permalink"  # as build.py gives it to Markdown (this file imports nothing of wsdv)
ALTERNATE_LINK = re.compile(r'\n[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')
# Finished HTML the generator writes into the Markdown (see the module's docstring). Pygments escapes
# the code it highlights, and an SVG of ours holds no other SVG, so the first closing tag ends each.
CODE_OPEN, CODE_CLOSE = '<div class="highlight wsdv-code"><pre>', "</pre></div>"
CODE = re.compile(re.escape(CODE_OPEN) + ".*?" + re.escape(CODE_CLOSE), re.S)
ISLAND = re.compile(r"<svg\b.*?</svg>|" + CODE.pattern, re.S)
PLACEHOLDER = "<!--wsdv-island-{}-->"
PLACEHOLDERS = re.compile(r"<!--wsdv-island-(\d+)-->")
TAG_BUT_CODE = re.compile(r"<(?!/?code>)[^>]*>")
# A heading as Markdown writes it: its level, its id, and its words up to the "¶" link (or its end).
HEADING = re.compile(r'<h([1-6]) id="([^"]+)"[^>]*>(.*?)(?:<a class="headerlink"|</h\1>)', re.S)
TAG = re.compile(r"<[^>]*>")
# A picture's search form (see the module's docstring): its tags (quoted values may hold ">"), and the
# marks of what Material's parser reads otherwise than as pieces of text: then the picture goes as it is.
SVG_OPEN, SVG_CLOSE = "<svg wsdv-search-form>", "</svg>"
SVG_FORM = re.compile(re.escape(SVG_OPEN) + ".*?" + re.escape(SVG_CLOSE), re.S)
SVG_TAG = re.compile(r"""<(?:"[^"]*"|'[^']*'|[^'">])*>""")
SVG_AS_IS = re.compile(r"<(?![a-zA-Z/])|data-search-|linenodiv|headerlink|<(?:object|script|style|p|code|pre|li|ol|ul|"
                       r"sub|sup|h[1-6]|area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)\b",
                       re.I)
_islands: dict[str, list[str]] = {}  # page source path -> its set-aside HTML, in order
_highlighted: dict[str, list[tuple[str, str]]] = {}  # page source path -> (search form, block), in order
_pictures: dict[str, list[tuple[str, str]]] = {}  # page source path -> (search form, picture), in order


def search_form(block: str) -> str:
    """A highlighted block as the search index reads it: the same text in `<pre>` and `<code>`."""
    return CODE_OPEN + TAG_BUT_CODE.sub("", block[len(CODE_OPEN):-len(CODE_CLOSE)]) + CODE_CLOSE


def svg_search_form(svg: str) -> str | None:
    """A picture as the search index reads it: the same pieces of text, each tag inside a bare `<br>`;
    None where the picture holds what the index reads otherwise (then it reads the picture itself)."""
    opening = SVG_TAG.match(svg)
    if opening is None or SVG_AS_IS.search(svg):
        return None
    return SVG_OPEN + SVG_TAG.sub("<br>", svg[opening.end():-len(SVG_CLOSE)]) + SVG_CLOSE


class _SharedBytecode(jinja2.BytecodeCache):
    """The compiled templates, kept in memory for every language build of this process."""

    def __init__(self) -> None:
        self.code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        if bucket.key in self.code:
            bucket.bytecode_from_string(self.code[bucket.key])

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.code[bucket.key] = bucket.bytecode_to_string()


_bytecode = _SharedBytecode()


def on_env(env: jinja2.Environment, config: Any, files: Any) -> jinja2.Environment:
    env.bytecode_cache = _bytecode
    # The site's name comes already inert (build.py writes it so, as MkDocs prints its config as it is:
    # "!" as "&#33;"); the theme prints it as it is in most places but escapes it in the logo links'
    # `title`, where "&#33;" then showed as such. Marked as finished markup, it is escaped nowhere again.
    config["site_name"] = markupsafe.Markup(config["site_name"])
    return env


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    islands: list[str] = []

    def set_aside(match: re.Match) -> str:
        islands.append(match.group())
        return PLACEHOLDER.format(len(islands) - 1)

    markdown = ISLAND.sub(set_aside, markdown)
    _islands[page.file.abs_src_path] = islands
    return markdown


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    # Each heading's "¶" link titled in the page's language (build.py: PERMALINK_TITLE, heading-permalink).
    html = html.replace(f'title="{PERMALINK_TITLE}"', f'title="{escape(config.extra["wsdv_permalink"], quote=True)}"')
    islands = _islands.pop(page.file.abs_src_path, [])
    back: list[int] = []
    highlighted: list[tuple[str, str]] = []
    pictures: list[tuple[str, str]] = []

    def put_back(match: re.Match) -> str:
        back.append(int(match.group(1)))
        island = islands[back[-1]]
        if not island.startswith(CODE_OPEN):
            form = svg_search_form(island)
            if form is None:
                return island
            pictures.append((form, island))
            return form
        highlighted.append((search_form(island), island))
        return highlighted[-1][0]

    html = PLACEHOLDERS.sub(put_back, html)
    if sorted(back) != list(range(len(islands))):
        raise PluginError(f"{page.file.src_uri}: {len(islands)} HTML parts set aside, {len(back)} came back "
                         "through Markdown (mkdocs_hooks.py)")
    _highlighted[page.file.abs_src_path] = highlighted
    _pictures[page.file.abs_src_path] = pictures
    return html


def _put_back(page: Any, pattern: re.Pattern, kept: list[tuple[str, str]], what: str) -> None:
    """Each of the page's ``pattern`` matches replaced by what was set aside for it, in order (``kept``:
    the light form the page held and the finished HTML); a form that changed or a count that differs
    is a fault of wsdv's pipeline, said as MkDocs says a plugin's."""
    forms = iter(kept)

    def back(match: re.Match) -> str:
        form, finished = next(forms, ("", ""))
        if match.group() != form:
            raise PluginError(f"{page.file.src_uri}: {what} changed between Markdown and the page's template "
                              "(mkdocs_hooks.py)")
        return finished

    page.content = pattern.sub(back, page.content)
    if next(forms, None) is not None:
        raise PluginError(f"{page.file.src_uri}: {what} went missing before the page's template (mkdocs_hooks.py)")


def _keep_spaces_in_toc(page: Any) -> None:
    """Give each table-of-contents entry its heading's own text where the two differ only in their spaces.

    Python-Markdown's table of contents joins a heading's words with plain spaces (`str.split`), so the
    no-break spaces a language writes (French before ":" and inside « », U+202F and U+00A0) came out as
    plain ones in every page's contents, where a line may then break before ":" or "»" (the site audit).
    An entry whose words differ otherwise (a heading with a label of its own) is left as it is."""
    headings = {m.group(2): TAG.sub("", m.group(3)).strip() for m in HEADING.finditer(page.content or "")}
    stack = list(page.toc or ())
    while stack:
        item = stack.pop()
        stack.extend(item.children)
        own = headings.get(item.id)
        if own is not None and own != item.title and own.split() == item.title.split():
            item.title = own


@event_priority(-100)  # after the search plugin (priority 0) has read the page
def on_page_context(context: dict, page: Any, config: Any, nav: Any) -> dict:
    _put_back(page, CODE, _highlighted.pop(page.file.abs_src_path, []), "a highlighted block")
    _put_back(page, SVG_FORM, _pictures.pop(page.file.abs_src_path, []), "a picture")
    _keep_spaces_in_toc(page)
    _index_search_key(page, config)
    return context


def _index_search_key(page: Any, config: Any) -> None:
    """Put the page's search key (`wsdv_search_key` in its front matter) on the page's own entry of the
    search index, which the search plugin has just made. A key is a name of the page that its title may
    share with others: card 26's Polish title "Ruch ’68…" holds card 68's number, and "karta 68" ranked
    the two cards equal, card 26 first; the key field ranks the card whose number it is first."""
    key = page.meta.get(SEARCH_KEY_META)
    if key is None:
        return
    entries = config.plugins["material/search"].search_index.entries
    entry = next((e for e in reversed(entries) if e["location"] == page.url), None)
    if entry is None:
        raise PluginError(f"{page.file.src_uri}: error: the search index has no entry of the page for its key")
    entry[SEARCH_KEY_FIELD] = str(key)


def on_post_page(output: str, page: Any, config: Any) -> str:
    return ALTERNATE_LINK.sub("", output)


def on_post_template(output_content: str, template_name: str, config: Any) -> str:
    output_content = ALTERNATE_LINK.sub("", output_content)
    if template_name not in PER_LANGUAGE or not output_content.strip():
        return output_content
    lang = config.theme["language"]
    if lang == config.extra["wsdv"]["default_language"]:
        return output_content
    path = os.path.join(config.site_dir, lang, template_name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(output_content)
    return ""  # MkDocs writes nothing at the root for this language ("generated empty output")
