"""Running text is prose on every kind of page, in every language: the rule as content writes it is
inside a collapsed block (<details>) or a code element, never in a sentence; no id, variable or
"1 spaces" either. The text is read from the site's one build (`built_site`), as runningtext.py says
why: the browser read the same text (test_browser.py's test_the_scripts_add_no_running_text keeps it so).
"""

from __future__ import annotations

import re

import pytest
from runningtext import PAGES, page_text, read

from interpreter.words.l10n import available_languages

LANGS = tuple(available_languages())  # the content's languages, from its locale folders

# Content notation: code quotes, an identifier with an underscore (`w_berlin`, `IV_wall`), a variable
# (`$count`), a call, an operator, braces.
NOTATION = re.compile(r"`|\b\w*[A-Za-z0-9]_[A-Za-z0-9]\w*\b|\$[A-Za-z]|\b\w+\(|==|!=|<=|>=|&&|\|\||[{}\[\]]"
                      r"|\?\s*\S+\s*:")
# A count of one with a noun in a form that only many things take ("1 spaces", "1 znaczniki").
ONE_MANY = re.compile(r"(?<![\d.,])1 (?:spaces|cubes|markers|points|factories|cards|steps|provinces|socialists"
                      r"|cases|marqueurs|usines|cartes|caselle|cubi|segnalini|punti|fabbriche|Felder|Punkte"
                      r"|Fabriken|Karten|Schritte|znaczniki|punkty|kroki|znaczników|punktów|pól|фішок|очок"
                      r"|полів|кроків|кубиків)\b")


def _found(read: dict[str, dict]) -> dict[str, tuple[int, list[str]]]:
    """The pages whose running text shows notation, or that have code outside the guide."""
    found = {}
    for path, outside in read.items():
        hits = sorted(set(NOTATION.findall(outside["text"]))) + sorted(set(ONE_MANY.findall(outside["text"])))
        reference = path.startswith("guide/")  # notation is their subject, in code elements
        if hits or (outside["code"] and not reference):
            found[path] = (outside["code"], hits[:10])
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_shows_notation_in_its_running_text(built_site, lang):
    texts = {path: page_text(built_site.out, lang, path) for path in PAGES}
    for path in ("rules/", "phases/"):
        assert texts[path]["blocks"] > 0, f"{path}: no collapsed notation blocks at all"
    found = _found(texts)
    assert found == {}, f"code or notation in running text ({lang}): {found}"


def test_the_check_sees_notation_a_command_and_what_it_leaves_out():
    """The reading and the check: notation or a count of one with a plural in a sentence is found, and
    so is code outside the guide; what sits in a collapsed block, a picture, a script or a heading's
    anchor is not running text, and a command to type in a code element is not notation."""
    page = """<html><body><nav>w_berlin</nav><article class="md-content__inner md-typeset">
        <h1>Rules<a class="headerlink" href="#x">¶</a></h1><p>Move 1 cubes to <em>the</em> board.</p>
        <details class="wsdv-notation"><summary>Rule</summary><p>count(w_berlin) &gt;= 2</p></details>
        <details open><summary>Open</summary><p>Words.</p></details>
        <svg><text>IV_wall</text></svg><script>f(x)</script><img src="a.svg" alt=""><br>
        <p>Type <code>wsdv play</code>, then <code>$count</code>.</p></article>
        <footer>a_b</footer></body></html>"""
    seen = read(page)
    assert seen["blocks"] == 1 and seen["code"] == 1, seen  # `$count` is code, `wsdv play` a command
    assert "Move 1 cubes to the board." in seen["text"] and "Rules" in seen["text"], seen["text"]
    for gone in ("¶", "w_berlin", "IV_wall", "f(x)", "wsdv play", "$count", "a_b", "Words"):
        assert gone not in seen["text"], gone  # (an open block is taken out too; only a closed one counts)
    assert _found({"rules/": seen}) == {"rules/": (1, ["1 cubes"])}
    assert _found({"guide/x/": seen}) == {"guide/x/": (1, ["1 cubes"])}  # the plural, not the code
    plain = read(page.replace("1 cubes", "2 cubes").replace("<code>$count</code>", "nothing"))
    assert _found({"rules/": plain}) == {}
    assert _found({"rules/": {**plain, "text": plain["text"] + " if x == 1"}}) == {"rules/": (0, ["=="])}
