"""Unit tests of the parser, its error messages and the transformer (interpreter.language.syntax, .transform)."""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from pathlib import Path

import pytest

from interpreter.diagnostics import Diagnostic, Span
from interpreter.language.schema import language
from interpreter.language.syntax import ascii_name, parse_text, split_top_level
from interpreter.language.transform import MAX_DEPTH, to_data, unwrap

ROOT = Path(__file__).resolve().parent.parent
# Words that belong to the grammar's insides and must never reach a designer.
TERMINAL_NAMES = ("_NL", "$END", "RPAR", "LPAR", "RBRACE", "LBRACE", "RSQB", "COMP_OP", "NAME",
                  "NUMBER", "STRING", "Token(", "DOTDOT")


def _parse(text: str) -> list[Diagnostic]:
    return parse_text(text, "x.wsdv", language())[1]


def _one(text: str) -> tuple[tuple[int, int, int | None], str, str | None]:
    diags = _parse(text)
    assert len(diags) == 1, diags
    d = diags[0]
    return (d.span.line, d.span.col, d.span.end_col), d.message, d.hint


def test_every_broken_line_of_a_file_is_reported():
    text = ("piece a count 1 source rulebook\n"
            "piece b count source rulebook $\n"
            "piece c count 1 source rulebook\n"
            "piece d count 'x' source rulebook\n")
    assert [(d.span.line, d.message) for d in _parse(text)] == [
        (2, "unexpected character `$`"),
        (4, "texts are written in plain double quotes `\"`, found `'x'`"),
    ]


def test_an_unclosed_brace_does_not_swallow_the_declarations_after_it():
    text = ("setup s source rulebook {\n"
            "  add(unrest, 1, to = hessen)\n"
            "piece a count 1 source rulebook\n"
            "piece b count 2 source rulebook\n")
    chunks = split_top_level(text, language())
    assert [c.first_line for c in chunks] == [1, 3, 4]
    parsed, diags = parse_text(text, "x.wsdv", language())
    assert [c.tree is not None for c in parsed] == [False, True, True]
    assert [(d.span.line, d.span.col, d.message) for d in diags] == [(1, 25, "this `{` is never closed")]


def test_a_misindented_closing_brace_points_at_the_block_left_open():
    text = ("setup s source rulebook {\n"
            "  for p in provinces() {\n"
            "    add(unrest, 3, to = p)\n"
            "\n"
            "  add(socialist, 2, to = socialist_holding)\n"
            "}\n")
    assert _one(text) == ((2, 24, 25), "this `{` is never closed",
                          "the `}` on line 6 is indented like an outer block; add a `}` for this block before it")


def test_a_paren_closed_by_a_brace():
    text = "setup s source rulebook {\n  add(unrest, 3, to = p\n}\n"
    assert _one(text) == ((2, 6, 7), "this `(` is never closed", "close it with `)` before the `}` on line 3")


def test_a_continuation_line_after_a_comma_is_part_of_the_line():
    text = "group g source rulebook members hessen,\n    bayern\n"
    assert _parse(text) == []


def test_a_continuation_line_without_a_trailing_comma_says_how_lines_go_on():
    text = "province p side west source rulebook\n    neighbours a, b\n"
    position, message, hint = _one(text)
    assert position == (2, 5, 15)
    assert message == "line 2 does not go on from line 1: line 1 does not end with a comma or an operator"
    assert hint.startswith("write `neighbours ...` on line 1 with the other keys of the province;")


def test_the_continuation_message_counts_comment_lines_and_blank_lines_out():
    text = "group g source rulebook members hessen, bayern,\n      sachsen\n\n      # note\n    , thueringen\n"
    position, message, hint = _one(text)
    assert position == (5, 5, 6)
    assert message == "line 5 does not go on from line 2: line 2 does not end with a comma or an operator"
    assert hint.startswith("move the `,` to the end of line 2")


@pytest.mark.parametrize(("text", "expected"), [
    ("piece p count\n", ((1, 14, 15), "expected a value after `count`")),
    ("piece p count source rulebook\n", ((1, 15, 21), "expected a value after `count`, found the key `source`")),
    ("group g members hessen bayern source rulebook\n", ((1, 24, 30), "missing `,` between `hessen` and `bayern`")),
    ("setup s source rulebook {\n  add(unrest 3, to = p)\n}\n", ((2, 14, 15), "missing `,` between `unrest` and `3`")),
    ("piece if count 1 source rulebook\n", ((1, 7, 9), "`if` is a reserved word and cannot be used as a name")),
    ("outcome o winner east when count(unrest) = 4\n", ((1, 42, 43), "unexpected `=` after `count(unrest)`")),
    ("phase p section 9.10 source rulebook\n", ((1, 17, 21), "`9.10` is not a whole number")),
    ("}\n", ((1, 1, 2), "this `}` closes nothing")),
    ("3 p count 1\n", ((1, 1, 2), "a declaration starts with its kind (a name), found `3`")),
])
def test_syntax_messages(text, expected):
    position, message, _hint = _one(text)
    assert (position, message) == expected


@pytest.mark.parametrize(("line", "expected"), [
    ('phase p section "9.1 source rulebook\n', ((1, 17, 37), "this quoted text is never closed")),
    ("province köln_land side west\n", ((1, 10, 19), "`köln_land` is not a valid name: names use only the "
                                                     "letters a-z, digits and `_`")),
    ("connection a \u2013 b lines 1\n", ((1, 14, 15), "unexpected character `\u2013`")),
    ("piece p count 1 \x07\n", ((1, 17, 18), "unexpected character `U+0007`")),
])
def test_character_messages(line, expected):
    position, message, _hint = _one(line)
    assert (position, message) == expected


@pytest.mark.parametrize("quoted", ["'9.1'", "\u201c9.1\u201d", "\u201e9.1\u201c", "\u20189.1\u2019"])
def test_texts_in_other_quotes(quoted):
    assert _one(f"phase p section {quoted} source rulebook\n") == (
        (1, 17, 22), f'texts are written in plain double quotes `"`, found `{quoted}`', 'write "9.1"')


def test_a_non_ascii_name_gets_its_ascii_spelling():
    assert _one("city köln province nordrhein_westfalen\n")[2] == "write `koeln`"
    assert ascii_name("thüringen") == "thueringen"
    assert ascii_name("Straße") == "Strasse"
    assert ascii_name("Děčín") == "Decin"
    assert ascii_name("Ústí nad Labem") == "Usti_nad_Labem"
    assert ascii_name("9er") == ""


def _cut_windows(text: str, step: int, gap: int) -> Iterator[tuple[int, tuple[str, str]]]:
    """Each cut the test below makes of ``text``: the text cut short at it and the text with four
    characters taken out there, each as the top-level declarations around the cut alone.

    A diagnostic comes from the top-level chunk (`split_top_level`) that does not parse, and says
    what that chunk, the one before it and the lines above say: the declarations further away,
    untouched, parse as they did and add nothing. So each text is the chunk before the cut's, the
    cut's own (up to the one after the removed characters) and, for the text that goes on, the chunk
    after, with every line before the first of them left blank: the same lines and columns. A parse
    of the whole file per cut made the test quadratic in the file (provinces.wsdv about 10 s of CPU);
    for every cut of the four files below it gave the same diagnostics (file, span, message, hint and
    words) as the whole file cut there, compared one by one when this was written.
    """
    line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    starts = [line_starts[ch.first_line - 1] for ch in split_top_level(text, language())]
    for cut in range(0, len(text), step):
        first = bisect.bisect_right(starts, cut) - 1             # the chunk the cut falls in
        last = bisect.bisect_right(starts, cut + gap) - 1        # the one the removed characters end in
        lo = starts[first - 1] if first >= 1 else 0
        hi = starts[last + 1] if last + 1 < len(starts) else len(text)
        blank = "\n" * text.count("\n", 0, lo)
        yield cut, (blank + text[lo:cut], blank + text[lo:cut] + text[cut + gap:hi])


# One test per file: each takes seconds (a parse of every cut), and `pytest -n` runs them side by side.
@pytest.mark.parametrize("name", ["setup.wsdv", "board/tracks.wsdv", "outcomes.wsdv", "board/provinces.wsdv"])
def test_no_message_shows_the_grammars_terminal_names(name):
    """Cut shipped files at every few characters: each syntax error is in a designer's words."""
    text = (ROOT / "content" / name).read_text(encoding="utf-8")
    for cut, broken_texts in _cut_windows(text, 7, 4):
        for broken in broken_texts:
            for d in _parse(broken):
                words = d.message + " " + (d.hint or "")
                assert not any(t in words for t in TERMINAL_NAMES), (name, cut, words)
                assert d.span is not None and d.span.line >= 1 and d.span.col >= 1


def test_deep_nesting_is_reported_not_crashed():
    text = "outcome o winner east source rulebook when " + "f(" * (MAX_DEPTH + 5) + "1" + ")" * (MAX_DEPTH + 5) + "\n"
    chunks, diags = parse_text(text, "x.wsdv", language())
    assert diags == []
    decls, problems = to_data(chunks[0].tree, "x.wsdv")
    assert decls == []
    assert [(p.span.line, p.message) for p in problems] == [
        (1, f"this declaration is nested too deeply (more than {MAX_DEPTH} levels)")]


def test_keyword_arguments_keep_the_position_of_their_name():
    text = "setup s source rulebook {\n  add(unrest, 3, to = p)\n}\n"
    chunks, _ = parse_text(text, "x.wsdv", language())
    decls, _ = to_data(chunks[0].tree, "x.wsdv")
    pos: dict = {}
    data = unwrap(decls[0], (), pos)
    assert data["body"][0]["kw"] == {"to": "p"}
    assert pos[("body", 0, "kw", "to", "@key")] == Span(2, 18, 20)
    assert pos[("body", 0, "kw", "to")] == Span(2, 23, 24)


def test_reserved_keys_and_repeated_parameters_are_reported():
    text = "icon i(side, side) overlay 3 source rulebook\n"
    chunks, _ = parse_text(text, "x.wsdv", language())
    _, problems = to_data(chunks[0].tree, "x.wsdv")
    assert [(p.span.col, p.message) for p in problems] == [
        (14, "parameter `side` is named twice"),
        (20, "`overlay` cannot be used as a key"),
    ]


def test_the_caret_lines_up_under_tabs_and_control_characters():
    source = "piece\tp count \x01 x\n"
    d = Diagnostic("x.wsdv", Span(1, 17, 18), "unexpected `x`")
    assert d.render(source) == ("x.wsdv:1:17: error: unexpected `x`\n"
                                "    piece p count \ufffd x\n"
                                "                    ^")


def test_a_comma_in_a_comment_does_not_join_lines():
    text = ('piece a count 1 source rulebook  # see "x#y" and a, b,\n'
            "piece b count 1 source rulebook $\n")
    chunks, diags = parse_text(text, "x.wsdv", language())
    assert [(c.first_line, c.tree is not None) for c in chunks] == [(1, True), (2, False)]
    assert [(d.span.line, d.span.col) for d in diags] == [(2, 33)]
