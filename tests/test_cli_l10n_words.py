"""`wsdv l10n` speaks its reader's language too (issue 27 §1: the l10n tools' own lines, "scaffolded",
"confirmed", the status table, were English under a Polish or French environment).

The tool has no --lang (its LANG arguments name the languages it reports on): it speaks the
environment's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as the fallback warnings do.
"""

from __future__ import annotations

import shutil

import pytest

from interpreter.cli.main import main
from interpreter.paths import content_dir, docs_dir


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_status_table_is_headed_in_the_readers_language(capsys, reader):
    reader("pl_PL.UTF-8")
    code, out, _ = _run(capsys, "l10n", "status", "--summary", "de", "uk")
    head = out.splitlines()[0].split()
    assert code == 0 and head[:3] == ["język", "pokrycie", "brak"] and "coverage" not in out
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["de", "uk"]
    reader("C.UTF-8")
    code, out, _ = _run(capsys, "l10n", "status", "--summary", "de")
    assert out.splitlines()[0].split()[:3] == ["language", "coverage", "missing"]


def test_check_confirm_and_preview_speak_the_readers_language(capsys, reader, content_copy):
    reader("fr_FR.UTF-8")
    code, out, _ = _run(capsys, "l10n", "check", "de", "--content", str(content_copy))
    assert code == 0 and out.startswith("fichiers de langue corrects\u00a0: 1 langue (de)") and "OK" not in out
    code, out, err = _run(capsys, "l10n", "confirm", "de", "cli-help-new-at", "x-nope", "--content", str(content_copy))
    assert "wsdv l10n confirm\u00a0: erreur\u00a0: «\u202fde\u202f» n'a pas de traduction de «\u202fx-nope\u202f»" in err
    assert "traduction" in out and "confirmed" not in out
    reader("uk_UA.UTF-8")
    code, _, err = _run(capsys, "l10n", "preview", "pl", "cli-help-new-att")
    assert code == 2 and "немає повідомлення «cli-help-new-att»" in err and "«cli-help-new-at»?" in err
    assert "no message" not in err and "did you mean" not in err


def test_new_tells_what_it_scaffolded_in_the_readers_language(capsys, reader, tmp_path):
    reader("de_DE.UTF-8")
    content = tmp_path / "content"
    shutil.copytree(content_dir(), content)
    shutil.copytree(docs_dir(), tmp_path / "docs")
    code, out, err = _run(capsys, "l10n", "new", "cs", "--content", str(content))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Gerüst für „cs“ angelegt: ") and "jeder Text wartet auf seine Übersetzung" in lines[0]
    assert lines[1].startswith("Pluralformen in cs (CLDR): one (1, ...), few (2, 3, 4, ...)")
    assert lines[2].startswith("weiter: ") and "scaffolded" not in out and "next:" not in out


def _break_locales(content) -> None:
    """A translator's slips in Polish and German: a message left out, one defined twice, one misspelt
    (unused), a variable English does not pass, a translation whose English changed since, one that
    contains itself and calls a function Fluent does not have."""
    from test_l10n import edit

    for lang in ("pl", "de"):
        ftl = content / "locales" / lang / "cli-l10n.ftl"
        lines = ftl.read_text(encoding="utf-8").splitlines(keepends=True)
        gone = next(i for i, line in enumerate(lines) if line.startswith("l10n-tool-not-translated ="))
        plurals = next(line for line in lines if line.startswith("l10n-tool-plurals ="))
        del lines[gone]
        lines += [plurals, "l10n-tool-not-translatd = x\n", "l10n-tool-loop = { l10n-tool-loop } { SHOUT() }\n"]
        ftl.write_text("".join(lines), encoding="utf-8")
        text = ftl.read_text(encoding="utf-8")
        at = text.index("l10n-tool-no-message =")
        end = text.index("\n", at)
        ftl.write_text(text[:end] + " { $nope }" + text[end:], encoding="utf-8")
    edit(content / "locales" / "en" / "cli-l10n.ftl",
         "l10n-tool-same-all = --same names the texts",
         "l10n-tool-same-all = --same names each of the texts")


# The English sentences of the problems provoked above; none may reach a Polish or German reader.
ENGLISH = ("is not translated", "English has it in", "is defined twice", "first defined in",
           "is not in English", "did you mean", "which English does not pass", "is stale", "English then",
           "English now", "update the translation", "refers to itself", "cannot contain itself",
           "unknown function", "error:", "hint:")


@pytest.mark.parametrize(("locale", "own"), [
    ("pl_PL.UTF-8", ("nie jest przetłumaczone", "zdefiniowano dwa razy", "pierwsza definicja",
                     "nie występuje w wersji angielskiej", "czy chodziło o", "używa zmiennej $nope",
                     "jest nieaktualne", "angielski wtedy", "odwołuje się do samego siebie",
                     "wywołuje nieznaną funkcję SHOUT()", "błąd:", "wskazówka:")),
    ("de_DE.UTF-8", ("ist nicht übersetzt", "ist zweimal definiert", "zuerst definiert in",
                     "gibt es im Englischen nicht", "meinten Sie", "verwendet $nope", "ist veraltet",
                     "Englisch damals", "verweist auf sich selbst",
                     "ruft die unbekannte Funktion SHOUT() auf", "Fehler:", "Hinweis:")),
])
def test_l10n_check_tells_a_broken_locales_problems_in_the_readers_language(content_copy, capsys, reader,
                                                                           locale, own):
    """Issue 27: `wsdv l10n check`'s problems were English f-strings under any reader's language."""
    _break_locales(content_copy)
    reader(locale)
    code, _, err = _run(capsys, "l10n", "check", "pl", "de", "--content", str(content_copy))
    assert code == 2
    for text in own:
        assert text in err, (text, err)
    for text in ENGLISH:
        assert text not in err, (text, err)
    # The places and the ids stay as they are: the reader finds them in the files.
    assert "'l10n-tool-not-translated'" in err.replace("„", "'").replace("”", "'").replace("“", "'")


def test_l10n_check_in_english_says_what_the_checks_wrote(content_copy, capsys, reader):
    """The problems' words in English are the checks' English texts, unchanged: each problem with words
    formats, through the English locale, to its message and hint."""
    from interpreter.words.l10n.checks import check_locales
    from interpreter.words.l10n.localizer import localizer
    from interpreter.words.l10n.status import said

    _break_locales(content_copy)
    loc = localizer(content_copy)
    statuses = check_locales(content_copy)
    worded = [p for st in statuses for p in st.problems if p.words]
    assert {p.category for p in worded} >= {"missing", "duplicate", "unused", "variables", "stale",
                                                   "cycle", "grammar"}
    for p in worded:
        assert said(p, lambda mid, **v: loc.quiet_text(mid, "en", **v)) == (p.message, p.hint)
    reader("C.UTF-8")
    code, _, err = _run(capsys, "l10n", "check", "pl", "--content", str(content_copy))
    assert code == 2
    for text in ("[pl] 'l10n-tool-not-translated' is not translated", "[pl] 'l10n-tool-plurals' is defined twice",
                 "hint: first defined in cli-l10n.ftl:", "hint: did you mean 'l10n-tool-not-translated'?",
                 "[pl] 'l10n-tool-no-message' uses $nope, which English does not pass",
                 "[pl] 'l10n-tool-same-all' is stale: its English has changed since it was translated"):
        assert text in err, (text, err)
