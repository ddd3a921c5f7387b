"""`wsdv check`: a `say` in content passes every variable its message uses, in every language,
and none the English message does not use; each slip is a located error at the `say`."""

from __future__ import annotations

from pathlib import Path

from interpreter.cli.main import main


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def _say_line(content: Path) -> int:
    lines = (content / "flow.wsdv").read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if 'say("decade", d)' in line)


def test_a_translation_using_a_variable_the_say_does_not_pass_is_an_error_at_the_say(content_copy, capsys,
                                                                                      monkeypatch):
    monkeypatch.chdir(content_copy.parent)
    _edit(content_copy / "locales" / "pl" / "narration.ftl", "narr-decade = Zaczyna się dekada { $a }.",
          "narr-decade = Zaczyna się dekada { $b }.")
    assert main(["check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err.splitlines()
    line = _say_line(content_copy)
    at = err.index(f"content/flow.wsdv:{line}:7: error: the pl message `narr-decade` uses $b, which this "
                   "`say` does not pass (it passes $a)")
    assert err[at + 1].strip() == 'say("decade", d)'
    assert err[at + 2].strip() == "^^^^^^^^"
    assert err[at + 3].startswith("  hint: content/locales/pl/narration.ftl:7:")
    assert not any("the en message" in x or "the de message" in x for x in err)


def test_a_value_the_english_message_does_not_use_is_an_error(content_copy, capsys, monkeypatch):
    monkeypatch.chdir(content_copy.parent)
    _edit(content_copy / "locales" / "en" / "narration.ftl", "narr-decade = Decade { $a } begins.",
          "narr-decade = A decade begins.")
    assert main(["check", "--content", str(content_copy)]) == 2
    err = capsys.readouterr().err
    assert (f"content/flow.wsdv:{_say_line(content_copy)}:7: error: this `say` passes $a, which the English "
            "message `narr-decade` does not use") in err
