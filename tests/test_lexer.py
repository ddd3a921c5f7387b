"""The Pygments lexer for `.wsdv`: found by its alias, and every shipped file lexes without an error token."""

from __future__ import annotations

from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Error, Keyword, Name, String

from interpreter.language.lexer import WsdvLexer
from interpreter.language.loader import content_files
from interpreter.paths import content_dir


def test_registered_under_its_alias_and_extension():
    assert isinstance(get_lexer_by_name("wsdv"), WsdvLexer)
    assert isinstance(get_lexer_for_filename("cards.wsdv"), WsdvLexer)


def test_tokens_of_a_declaration_and_a_block():
    src = ('amend city rheinsberg  base_value 3  # a comment\n'
           'icon x(side, n = 1)  source rulebook {\n  for p in provinces(side) { add(unrest, n, to = p) }\n}\n')
    toks = [(t, v) for t, v in WsdvLexer().get_tokens(src) if v.strip()]
    assert (Keyword.Namespace, "amend ") in toks
    assert (Keyword.Declaration, "city") in toks and (Name.Class, "rheinsberg") in toks
    assert (Name.Attribute, "base_value") in toks and (Name.Attribute, "source") in toks
    assert (Keyword, "for") in toks and (Keyword, "in") in toks
    assert (Name.Builtin, "provinces") in toks and (Name.Builtin, "add") in toks
    assert (Name.Variable, "to") in toks
    assert any(t in String for t, v in WsdvLexer().get_tokens('title_en "A text"\n') if v == "A text")


def test_the_shipped_content_lexes_without_errors():
    roots = [content_dir()]
    for path in content_files(roots[0], skip_variants=False):
        text = path.read_text(encoding="utf-8")
        errors = [v for t, v in WsdvLexer().get_tokens(text) if t in Error]
        assert not errors, f"{path}: {errors[:5]}"


def test_the_textmate_grammar_is_up_to_date_and_its_patterns_compile():
    import json
    import re
    from pathlib import Path

    from interpreter.language.textmate import grammar

    path = Path(__file__).resolve().parent.parent / "editors" / "wsdv.tmLanguage.json"
    assert json.loads(path.read_text(encoding="utf-8")) == grammar(), (
        "editors/wsdv.tmLanguage.json is stale: run `.venv/bin/python -m interpreter.language.textmate > "
        "editors/wsdv.tmLanguage.json`")
    for pattern in grammar()["patterns"]:
        for key in ("match", "begin", "end"):
            if key in pattern:
                re.compile(pattern[key], re.M)
    assert re.match(grammar()["patterns"][2]["match"], "amend city rheinsberg  base_value 3")
