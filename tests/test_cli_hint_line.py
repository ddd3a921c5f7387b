"""A refusal's hint line is said the same way by every command, in every language: the indented
``hint: ...`` under ``WHERE: error: ...``, with the words of a diagnostic's hint line (the labels
``l10n-label-hint`` and ``l10n-label-colon``; French ``conseil\u00a0: ...``).

Commands once assembled it in three ways: `wsdv simulate` and `wsdv play` from the labels, the
refusals of cli/messages.py, `wsdv schema` and `wsdv l10n` from a message of their own whose
Ukrainian said "порада" where the others said "підказка". All now go through
``messages.hinted``; a command that builds its hint line another way fails here.
"""

from __future__ import annotations

import io

import pytest

from interpreter.cli import check
from interpreter.cli.main import main
from interpreter.diagnostics import Diagnostic
from interpreter.errors import WsdvError
from interpreter.words.l10n import localizer

LANGUAGES = ["en", "de", "pl", "uk", "it", "fr"]


def _hint_line(capsys, argv: list[str]) -> str:
    """The refusal's hint line (its second line); the command must refuse with exit 2."""
    assert main(argv) == 2, argv
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) >= 2 and lines[1].startswith("  "), lines
    return lines[1]


def _failing_check(monkeypatch, error: Exception) -> None:
    """`wsdv check` made to raise ``error``: a refusal no command worded, which the top of main prints."""
    def cmd_check(args):
        raise error

    monkeypatch.setattr(check, "cmd_check", cmd_check)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_command_says_a_hint_line_as_a_diagnostic_does(lang, capsys, monkeypatch, reader, tmp_path):
    loc = localizer()
    label = "  " + loc.quiet_text("l10n-label-hint", lang) + loc.quiet_text("l10n-label-colon", lang) + " "
    # the hint line of a diagnostic (`wsdv check`, a running game's fault) in this language
    labels = {k: loc.quiet_text(f"l10n-label-{k}", lang) for k in ("error", "hint", "colon")}
    rendered = Diagnostic(severity="error", file="x.wsdv", span=None, message="m", hint="h").render(labels=labels)
    assert rendered.splitlines()[-1] == label + "h"

    reader(f"{lang}_XX.UTF-8")   # the language of the commands without --lang (l10n, schema, check)
    monkeypatch.delenv("WSDV_DEBUG", raising=False)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))   # a person's side with no answers: play refuses
    lines = {
        "simulate": _hint_line(capsys, ["simulate", "--until", "2000", "--lang", lang]),
        "play": _hint_line(capsys, ["play", "-q", "--west", "human", "--east", "random", "--lang", lang]),
        "schema": _hint_line(capsys, ["schema", "export", str(tmp_path / "s"), "--base-url", "ftp://x"]),
        "l10n": _hint_line(capsys, ["l10n", "new", "xx"]),
    }
    _failing_check(monkeypatch, WsdvError("x.wsdv:1:1: error: no such thing", hint="write another thing"))
    lines["top"] = _hint_line(capsys, ["check"])
    assert lines["top"] == label + "write another thing"
    assert {command: line[:len(label)] for command, line in lines.items()} == dict.fromkeys(lines, label)
    # each hint as its translator wrote it: no word of it changed to suit the label before it
    expected = {"simulate": loc.quiet_text("sim-error-until-alone-hint", lang),
                "schema": loc.quiet_text("cli-schema-bad-base-url-hint", lang)}
    assert {command: lines[command][len(label):] for command in expected} == expected


def test_the_french_hint_line_has_its_no_break_space_and_the_italian_its_ad():
    """French puts a no-break space before the colon; an Italian hint starting "ad es." keeps its "ad"
    (inserted into a message, its first word would be changed to "a" to suit the word before it)."""
    loc = localizer()
    assert loc.quiet_text("l10n-label-hint", "fr") + loc.quiet_text("l10n-label-colon", "fr") == "conseil\u00a0:"
    assert loc.quiet_text("sim-error-until-alone-hint", "it").startswith("ad es. ")
