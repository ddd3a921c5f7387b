"""The rarer diagnostics in the reader's language (issue 27): every diagnostic the checker and the reader can
give has its words in content/locales/<lang>/diagnostics.ftl (or checks.ftl), English says exactly what the
checker says, and each of the other five languages says it in its own words.

The first test reads the code: every `error`, `warning` and `Diagnostic` of the checker's and the reader's
floors names its words, so a new diagnostic cannot reach a reader in English alone. The others read a set of
broken overlays, one or two rare faults in each (groups, sectors, floating cities, zones, two-sided cards,
corner icons, schema values, token-built syntax messages), and render every diagnostic in every language.
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

import pytest
from wsdvtest import overlay_files, without_notation

from interpreter.cli.common import in_words
from interpreter.cli.main import main
from interpreter.diagnostics import Report
from interpreter.rules.pipeline import build

ROOT = Path(__file__).resolve().parent.parent / "interpreter"
LANGS = ("de", "pl", "uk", "it", "fr")

# The floors whose diagnostics a reader of `wsdv check` sees (the l10n tool's own problems are told by
# `wsdv l10n`, with the words of cli-l10n.ftl).
FLOORS = [ROOT / "checks", ROOT / "language", ROOT / "rules" / "pipeline.py"]


def _calls_without_words(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        if name not in ("error", "warning", "Diagnostic"):
            continue
        keywords = {k.arg for k in node.keywords}
        if keywords & {"words", "said"} or (name in ("error", "warning") and len(node.args) >= 5):
            continue   # (the type checker's `error` and the usage check's `warn` take their words fifth)
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in ("parser", "self") \
                and name == "error" and len(node.args) == 1:
            continue   # argparse's own error(message), not a diagnostic
        out.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: {ast.unparse(node)[:100]}")
    return out


def test_every_diagnostic_of_the_checker_and_the_reader_names_its_words():
    files = [p for floor in FLOORS for p in ([floor] if floor.is_file() else sorted(floor.rglob("*.py")))]
    assert len(files) > 20
    missing = [line for path in files for line in _calls_without_words(path)]
    assert missing == []


# Overlay files, each with a rare fault or two (a line numbered by the diagnostic it should give).
FAULTS = {
    "groups.wsdv": "group g_both  members bayern  side west  source reconstructed\n"
                   "group g_none  source reconstructed\n"
                   "group g_exc  members bayern  except hessen  source reconstructed\n"
                   "group g_side  side west  except sachsen  source reconstructed\n",
    "cities.wsdv": "city fl_a  floating bayern, bayern  at 1, 1  source reconstructed\n"
                   "city fl_b  province bayern  chooser west  at 1, 2  source reconstructed\n"
                   "city fl_c  floating bayern, sachsen  chooser west  at 1, 3  source reconstructed\n",
    "tracks.wsdv": "track tz  spaces 0..5  start 0  source reconstructed {\n"
                   "  zone a  spaces 0..3  colour red\n  zone b  spaces 2..4  colour red\n"
                   "  zone c  spaces 4..9  colour red\n  space 1  icons place_unrest(east)\n"
                   "  space 1  icons place_unrest(east)\n}\n",
    "faces.wsdv": "amend card 34  used_if flag(wall)\n",
    "corner.wsdv": "amend card 35  corner place_unrest\n",
    "order.wsdv": "amend decade II  order 1\n",
    "members.wsdv": "amend phase flight {\n  if bayern in 3 {\n    add(unrest, 1, to = bayern)\n  }\n}\n",
    "reserved.wsdv": "province and  side west  source reconstructed\n",
    "hyphen.wsdv": "connection kiel - hamburg  lines 1  source reconstructed\n",
    "chain.wsdv": "amend outcome west_collapses  when 1 < 2 < 3\n",
    "curly.wsdv": "amend card 36  year \u201c1968\u201d\n",
    "umlaut.wsdv": "city köln  province nordrhein_westfalen  at 1, 1  source reconstructed\n",
    "schema.wsdv": "piece extra  count many  source rulebook\n"
                   "city zz  province hessen  at 1  source rulebook\n"
                   "piece yy  count 3  source rulebok\n",
    "required.wsdv": "piece needs  source rulebook\n",
    "twice.wsdv": "piece tw  count 3  count 4  source rulebook\n",
}

# What each of the faults above says (its message id), at least once in the report.
EXPECTED = {
    "check-group-members-and-side", "check-group-no-members", "check-except-without-side", "check-except-other-side",
    "check-floating-twice", "check-chooser-not-floating", "check-floating-both-sides", "check-floating-needs-chooser",
    "check-zones-overlap", "check-zone-outside", "check-space-twice", "check-face-key-one-sided",
    "check-not-corner-icon", "check-decades-same-order", "check-in-needs-members", "syntax-reserved-word",
    "syntax-single-hyphen", "syntax-chained-comparison", "syntax-curly-quotes", "syntax-invalid-name",
    "check-schema-type", "check-schema-items", "check-schema-one-of", "check-schema-required", "syntax-key-twice",
}


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Report:
    result = build(overlays=[overlay_files(tmp_path_factory.mktemp("rare"), FAULTS)])
    assert not result.ok
    return result.report


def _said(report: Report, lang: str) -> Report:
    return in_words(argparse.Namespace(lang=lang, content=None), report).report


def test_the_rare_faults_give_the_diagnostics_meant(report):
    said = {d.words[0] for d in report.diagnostics if d.words is not None}
    assert EXPECTED <= said, EXPECTED - said
    assert all(d.words is not None for d in report.diagnostics), [d.message for d in report.diagnostics if not d.words]


def test_english_is_what_the_checker_says(report):
    for d, s in zip(report.diagnostics, _said(report, "en").diagnostics, strict=True):
        assert (s.message, s.hint) == (d.message, d.hint)


# Words of the checker's English that no translation of its diagnostics keeps (the content's notation aside).
ENGLISH = (" needs ", " found", " takes ", " must be ", " cannot ", " is not ", " twice", " the ", "unexpected",
           "expected", "did you mean", "write ", " only ", " both ", " overlap", " not both", " of track",
           " listed ", "reserved word", "corner icon", "a whole number", " values")


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_says_every_rare_diagnostic_in_its_own_words(report, lang):
    for d, s in zip(report.diagnostics, _said(report, lang).diagnostics, strict=True):
        assert s.message != d.message, (lang, d.message)
        leaks = [w for w in ENGLISH if w in without_notation(s.message) or (s.hint and w in without_notation(s.hint))]
        assert leaks == [], (lang, s.message, s.hint)


def test_check_prints_them_in_the_language_asked(tmp_path, capsys):
    """The command itself: `wsdv check --lang pl` on the broken overlays prints Polish, its count line too."""
    assert main(["check", "--overlay", str(overlay_files(tmp_path, FAULTS)), "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert "grupa 'g_both' przyjmuje albo `members`, albo `side`, nie oba naraz" in err
    assert "strefy 'a' i 'b' toru 'tz' nakładają się na polu 2" in err
    assert "`count` musi być typu: liczba całkowita, a podano: `many`" in err
    assert "Błędy w treści:" in err.splitlines()[-1]


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_ok_line_is_in_the_language_asked(capsys, lang):
    """`check`'s line for content that passed counts in the reader's words (English as it always read)."""
    assert main(["check", "--variant", "second_edition", "--lang", lang]) == 0
    line = capsys.readouterr().out.strip()
    expected = {
        "en": "content OK (variant second_edition): 2 sides, 14 provinces, 42 cities, 68 connections (76 blue lines)",
        "de": "Inhalt OK (Variante second_edition): 2 Seiten, 14 Gebiete, 42 Städte, 68 Verbindungen (76 blaue Linien)",
        "pl": "treść OK (wariant second_edition): 2 strony, 14 prowincji, 42 miasta, 68 połączeń (76 niebieskich linii)",
        "uk": "вміст у порядку (варіант second_edition): 2 сторони, 14 земель, 42 міста, 68 сполучень (76 синіх ліній)",
        "it": "contenuti OK (variante second_edition): 2 giocatori, 14 province, 42 città, 68 connessioni (76 linee blu)",
        "fr": "contenu OK (variante second_edition)\u00a0: 2 camps, 14 provinces, 42 villes, 68 connexions (76 lignes bleues)",
    }[lang]
    assert line.startswith(expected), line
    assert ("85 card faces in 4 decades, 6 outcomes" in line) == (lang == "en")
