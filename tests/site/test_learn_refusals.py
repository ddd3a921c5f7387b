"""docs/learn.yaml's refusals are located diagnostics, in the reader's language.

The learning path is the site's own material; a slip in it (a page, picture or place that does not
exist, a move to no other part, a rule with no words) used to stop the build with one English line
and no place. Each problem is now `docs/learn.yaml:LINE:COL: error: ...` with the line, a caret under
the name at fault and a hint, every problem of the file at once, worded by files.ftl's
`learn-path-*` in each language; `wsdv site build` exits 2 and writes nothing.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest

from interpreter.cli.common import in_words
from interpreter.cli.main import main
from interpreter.site import learn, pages
from interpreter.site.carddata import load_cards
from interpreter.site.notation import Sources
from interpreter.words.names import Names
from interpreter.words.sitestrings import docs_dir, load_strings

SHIPPED = (docs_dir() / learn.FILE).read_text(encoding="utf-8")


def _refused(tmp_path: Path, text: str) -> learn.LearnPathError:
    (tmp_path / learn.FILE).write_text(text, encoding="utf-8")
    with pytest.raises(learn.LearnPathError) as caught:
        learn.load_path(tmp_path)
    return caught.value


def _said(err: learn.LearnPathError, lang: str) -> str:
    """The refusal as a command prints it in ``lang``."""
    said = in_words(argparse.Namespace(lang=lang, content=None), err.report)
    return said.report.render(labels=said.labels)


def _edit(old: str, new: str) -> str:
    assert SHIPPED.count(old) == 1, old
    return SHIPPED.replace(old, new)


def _line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


# (the edit, where the caret goes: the text at the name at fault, the message's id, its English)
CASES = [
    (("figures: [map,", "figures: [globe, map,"), "globe", "learn-path-unknown-figures",
     "`board` shows unknown pictures: globe"),
    (("pages: [phases, tracks]", "pages: [phase, tracks]"), "phase, tracks", "learn-path-unknown-pages",
     "`decade` links to unknown pages: phase"),
    (("lists: [setup]", "lists: [set-up]"), "set-up", "learn-path-unknown-lists", "`board` shows unknown lists: set-up"),
    (("places: [w_berlin,", "places: [atlantis, w_berlin,"), "atlantis", "learn-path-unknown-places",
     "`special` teaches places with no section: atlantis"),
    (("EX-10: turn", "EX-10: nowhere"), "nowhere", "learn-path-moved-wrong",
     "`moved`: EX-10 was on `nowhere`, which is no other part of the path than the one that shows it"),
    (("  - key: special\n", "  - kee: special\n"), "kee: special", "learn-path-no-key", "this item of `learn` needs a `key`"),
    # a key names a page: `goal/../../x` would have put the part's page (learn-KEY.md) outside the site
    (("  - key: comparisons\n", "  - key: comparisons/../../x\n"), "comparisons/../../x", "learn-path-bad-key",
     "`learn`: the key `comparisons/../../x` is not a name: letters, digits, `_` and `-` only"),
    (("    examples: [EX-08, EX-11, EX-12]", "    examples: EX-08"), "EX-08", "learn-path-not-names",
     "`learn` item `turn`: `examples` must be a list of names"),
    (("definitions: [west-germany,", "definitions: [7, west-germany,"), "[7, west", "learn-path-definitions",
     "`definitions` must list the keys of the first page's definitions"),
]


@pytest.mark.parametrize(("edit", "at", "message_id", "english"), CASES, ids=[c[2] for c in CASES])
def test_each_refusal_is_located_at_the_name_at_fault(tmp_path, edit, at, message_id, english):
    text = _edit(*edit)
    err = _refused(tmp_path, text)
    (d,) = err.diagnostics
    line = _line_of(text, edit[1].strip())
    source = text.splitlines()[line - 1]
    assert (d.span.line, d.words[0], d.message) == (line, message_id, english)
    assert source[d.span.col - 1:].startswith(at)
    rendered = str(err).splitlines()
    assert rendered[0] == f"{d.file}:{line}:{d.span.col}: error: {english}"
    assert rendered[1] == "    " + source and rendered[2].index("^") == 4 + d.span.col - 1
    assert rendered[3].startswith("  hint: ") and len(rendered[3]) > 20


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ["Fehler", "`board` zeigt unbekannte Bilder: globe", "Hinweis", "`special` lehrt Orte ohne eigenen Abschnitt"]),
    ("pl", ["błąd", "`board` pokazuje nieznane ilustracje: globe", "wskazówka", "`special` uczy o miejscach bez"]),
    ("fr", ["erreur", "`board` montre des illustrations inconnues\u00a0: globe", "`special` enseigne des lieux"]),
])
def test_every_problem_of_the_file_at_once_in_the_readers_language(tmp_path, lang, words):
    text = _edit("figures: [map,", "figures: [globe, map,").replace("places: [w_berlin,", "places: [atlantis, w_berlin,")
    err = _refused(tmp_path, text)
    assert [d.words[0] for d in err.diagnostics] == ["learn-path-unknown-figures", "learn-path-unknown-places"]
    said = _said(err, lang)
    for w in words:
        assert w in said, (w, said)
    assert f"learn.yaml:{_line_of(text, 'globe')}:" in said and "^^^^^" in said
    assert "shows unknown" not in said and "hint:" not in said   # no English left


@pytest.mark.parametrize(("text", "message_id", "line"), [
    ("learn: [\n  - key: goal\n", "learn-path-yaml", 2),
    ("- just a list\n", "learn-path-not-mapping", 1),
    ("learn: 5\nplaces: []\n", "learn-path-not-list", 1),
    ("learn: []\nplaces: []\noutline:\n  nowhere: goal\n", "learn-path-outline", 4),
])
def test_a_file_that_is_no_path_is_refused_where_it_goes_wrong(tmp_path, text, message_id, line):
    err = _refused(tmp_path, text)
    (d,) = err.diagnostics
    assert (d.words[0], d.span.line) == (message_id, line)
    for lang in ("uk", "it"):
        said = _said(err, lang)
        assert said.startswith(f"{d.file}:{line}:") and ": error:" not in said and "hint:" not in said


def test_a_rule_with_no_words_is_refused_at_its_name(tmp_path, shipped):
    """Only the build knows which rules have words on the rules page: its refusal points at the name in
    learn.yaml too."""
    text = _edit("routine-half_decade,", "routine-half_decadex,")
    (tmp_path / learn.FILE).write_text(text, encoding="utf-8")
    path = learn.load_path(tmp_path)
    ctx = pages.Context(shipped, load_cards(shipped.rules, None, ["en"], Names()), Names(),
                        load_strings(inert=True)["en"], [], Sources())
    with pytest.raises(learn.LearnPathError) as caught:
        learn.learn_pages(ctx, path, [])
    (d,) = caught.value.diagnostics
    line = _line_of(text, "routine-half_decadex")
    assert (d.words[0], d.span.line) == ("learn-path-rule", line)
    assert text.splitlines()[line - 1][d.span.col - 1:].startswith("routine-half_decadex")
    assert "`routine-half_decadex` nie wskazuje żadnej zasady" in _said(caught.value, "pl")


def test_site_build_says_it_in_the_readers_language_exits_2_and_writes_nothing(tmp_path, monkeypatch, capsys):
    root = Path(__file__).resolve().parents[2]
    shutil.copytree(root / "content", tmp_path / "content")
    shutil.copytree(root / "docs", tmp_path / "docs", ignore=shutil.ignore_patterns("guide", "*.md"))
    (tmp_path / "docs" / learn.FILE).write_text(_edit("figures: [map,", "figures: [globe, map,"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert main(["site", "build", "--content", "content", "--out", "out", "-q"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"docs/learn.yaml:{_line_of(SHIPPED, 'figures: [map,')}:")
    assert "`board` показує невідомі зображення: globe" in err and "^^^^^" in err
    assert not (tmp_path / "out").exists()
