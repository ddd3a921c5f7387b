"""The search index reads each highlighted notation block in a lighter form (mkdocs_hooks.py,
`search_form`): Material's search parser must get the same sections from it as from the block."""

from __future__ import annotations

import pytest
from material.plugins.search.plugin import Parser

from interpreter.site import mkdocs_hooks
from interpreter.site.notation import highlighted

CODE = '''# a comment with "quotes", <angle brackets> & an ampersand
card c  title "L'Ouest — «ça»"  {
  add(unrest, 3, to = p)

  for p in provinces() { remove(unrest, 1, from = p) }   # a blank line above
}'''


def sections(html: str) -> list[tuple[str | None, str, str]]:
    parser = Parser()
    parser.feed(html)
    parser.close()
    return [(s.id, "".join(s.title), "".join(s.text)) for s in parser.data]


@pytest.mark.parametrize("anchors", [False, True], ids=["rule block", "source page"])
def test_search_form_indexes_like_the_block(anchors: bool) -> None:
    block = highlighted(CODE, first_line=7, anchors=anchors)
    assert block.startswith(mkdocs_hooks.CODE_OPEN) and block.endswith(mkdocs_hooks.CODE_CLOSE)
    form = mkdocs_hooks.search_form(block)
    assert "<span" not in form and len(form) < len(block) / 2
    page = '<h1 id="t">Title</h1>\n<p>Before.</p>\n<details><summary>The rule</summary>\n{}\n</details>\n' \
           '<h2 id="next">Next</h2>\n<p>After.</p>'
    full, light = sections(page.format(block)), sections(page.format(form))
    assert light == full
    assert "provinces()" in full[0][2] and "&lt;angle brackets&gt; &amp;" in full[0][2]


PICTURE = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="a &gt; b">'
           '<title>Berlin &amp; Potsdam</title><desc>Two\n cities</desc>'
           '<g class="wsdv-map"><path d="M0,0 L1,1 Z" data-note="x > y"/>   <text x="1" y="2">Ost'
           '<tspan dy="3">-Berlin</tspan></text>\n  <a href="#place-x"><text>Sachsen</text></a>'
           '<circle cx="1" cy="1" r="2"/></g>  </svg>')


def test_picture_search_form_indexes_like_the_picture() -> None:
    form = mkdocs_hooks.svg_search_form(PICTURE)
    assert form is not None and form.startswith(mkdocs_hooks.SVG_OPEN) and "<text" not in form
    assert mkdocs_hooks.SVG_FORM.fullmatch(form)
    page = '<h1 id="t">Title</h1>\n<p>Before {0}</p>\n<h2 id="next">Next {0}</h2>\n<ul><li>{0} after</li></ul>'
    full, light = sections(page.format(PICTURE)), sections(page.format(form))
    assert light == full
    assert "Berlin &amp; Potsdam" in full[0][2] and "Ost-Berlin" in full[0][2] and "Sachsen" in full[1][1]


@pytest.mark.parametrize("inside", ["<style>.a{fill:red}</style>", "<!-- a note -->", '<g data-search-exclude="">',
                                    "<p>", "<br/>"])
def test_a_picture_the_index_reads_otherwise_goes_as_it_is(inside: str) -> None:
    assert mkdocs_hooks.svg_search_form(PICTURE.replace("<g ", inside + "<g ", 1)) is None
