"""`wsdv rename` speaks the reader's language: its refusals (`wsdv rename: error: '9x' is not an id`), the
refusal of the shipped content, the line that says nothing is to be changed, the renamed content's problems,
and what a dry run or a rename says it did, which a German or Ukrainian reader read in English.

rules/rename.py is below the locales: it raises each refusal with its words (a message of cli.ftl,
``rename-*``) beside the English a Python caller reads; the two are held to each other here.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter.cli import rename as rename_cli
from interpreter.cli.main import main
from interpreter.paths import content_dir
from interpreter.rules.rename import RenameError, plan
from interpreter.words.l10n import localizer

LANGS = ("en", "de", "pl", "uk", "it", "fr")
KINDS = {"hessen": {"province"}, "bayern": {"province"}, "socialist": {"piece", "track"}, "kiel": {"city"}}


def _plain(text: str) -> str:
    """A message without Fluent's isolation marks around its values."""
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    shutil.copytree(content_dir(), tmp_path / "content")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _reader(lang: str, monkeypatch) -> None:
    """The person at the terminal reads ``lang`` (`wsdv rename` has no --lang: the environment's language)."""
    monkeypatch.setenv("LANG", {"en": "C.UTF-8", "de": "de_DE.UTF-8", "pl": "pl_PL.UTF-8", "uk": "uk_UA.UTF-8",
                                "it": "it_IT.UTF-8", "fr": "fr_FR.UTF-8"}[lang])
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)


# Each refusal of rules/rename.py's plan: (kind, old, new), the message it says.
REFUSALS = [
    (("province", "hessen", "3x"), "rename-not-an-id"),
    (("province", "hesen", "hesse"), "rename-no-such"),
    (("province", "kiel", "kiel2"), "rename-other-kind"),
    (("track", "socialist", "reds"), "rename-ambiguous"),
    (("province", "hessen", "bayern"), "rename-taken"),
]


@pytest.mark.parametrize("subject, message_id", REFUSALS)
def test_each_refusal_says_the_english_locales_words(tmp_path, subject, message_id):
    with pytest.raises(RenameError) as refused:
        plan(tmp_path, *subject, lambda i: KINDS.get(i, set()), [], [])
    err = refused.value
    assert err.words is not None and err.words[0] == message_id, str(err)
    loc = localizer()
    assert str(err) == _plain(loc.text(message_id, "en", **err.words[1]))
    has_hint = loc.has_text(message_id + "-hint", "en")
    assert err.hint == (_plain(loc.text(message_id + "-hint", "en", **err.words[1])) if has_hint else None)
    for lang in LANGS:   # every language says it, and its hint where English has one
        assert loc.has_text(message_id, lang) and loc.has_text(message_id + "-hint", lang) == has_hint, lang


def test_a_file_that_is_a_link_is_refused_in_the_english_locales_words(project):
    names = project / "content" / "locales" / "en" / "names.ftl"
    shared = project / "content" / "locales" / "shared-names.ftl"
    names.rename(shared)
    names.symlink_to(shared)
    with pytest.raises(RenameError) as refused:
        plan(project / "content", "province", "hessen", "hesse", lambda i: KINDS.get(i, set()), [], [])
    err = refused.value
    assert err.words is not None and err.words[0] == "rename-symbolic-link" and err.path.endswith("names.ftl")
    loc = localizer()
    assert str(err) == f"{err.path}: error: " + _plain(loc.text("rename-symbolic-link", "en", **err.words[1]))
    assert err.hint == loc.text("rename-symbolic-link-hint", "en")


@pytest.mark.parametrize("argv, message_id, values", [
    (["province", "hessen", "3x"], "rename-not-an-id", {"new": "3x"}),
    (["track", "socialist", "reds"], "rename-ambiguous", {"old": "socialist", "kinds": "piece, track"}),
    (["province", "hessen", "for"], "rename-would-not-pass", {}),
])
@pytest.mark.parametrize("lang", ["de", "uk"])
def test_refusals_are_said_in_the_readers_language(project, capsys, monkeypatch, argv, message_id, values, lang):
    _reader(lang, monkeypatch)
    loc = localizer()
    assert main(["rename", *argv, "--content", "content"]) == 2
    err = capsys.readouterr().err
    assert _plain(loc.text(message_id, lang, **values)) in _plain(err), err
    assert "error:" not in err and "hint:" not in err, err
    assert f"wsdv rename{loc.text('l10n-label-colon', lang)} {loc.text('l10n-label-error', lang)}" in err
    if loc.has_text(message_id + "-hint", lang):
        assert _plain(loc.text(message_id + "-hint", lang)) in _plain(err), err


def test_a_dry_run_and_a_rename_say_what_they_did_in_the_readers_language(project, capsys, monkeypatch):
    _reader("de", monkeypatch)
    assert main(["rename", "province", "hessen", "hesse", "--content", "content", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "„hessen“ (province) würde in „hesse“ umbenannt werden: " in _plain(out) and "Probelauf" in out, out
    assert main(["rename", "province", "hessen", "hesse", "--content", "content"]) == 0
    out = _plain(capsys.readouterr().out)
    assert "„hessen“ (province) in „hesse“ umbenannt: " in out and " Zeilen in " in out and "renamed" not in out, out
    _reader("uk", monkeypatch)
    assert main(["rename", "province", "hesse", "hessen", "--content", "content"]) == 0
    out = _plain(capsys.readouterr().out)
    assert "«hesse» (province) перейменовано на «hessen»: " in out, out


def test_nothing_to_change_is_said_in_the_readers_language(project, capsys, monkeypatch):
    """A plan with no edits (every declaration of the shipped content is used somewhere, so the plan
    is stood in for): the line that says so is the reader's (here Polish)."""
    _reader("pl", monkeypatch)
    monkeypatch.setattr(rename_cli, "plan", lambda *a, **k: [])
    assert main(["rename", "province", "hessen", "hesse", "--content", "content"]) == 0
    err = _plain(capsys.readouterr().err)
    assert "„hessen” (province) nie występuje nigdzie indziej; nie ma czego zmieniać" in err, err


def test_the_shipped_content_is_refused_in_the_readers_language(tmp_path, capsys, monkeypatch):
    installed = tmp_path / "site-packages" / "interpreter" / "_data" / "content"
    monkeypatch.setattr(rename_cli, "content_dir", lambda: installed)
    _reader("fr", monkeypatch)
    assert main(["rename", "province", "hessen", "hesse"]) == 2
    err = _plain(capsys.readouterr().err)
    assert f"{installed}\u00a0: erreur\u00a0: le contenu fourni est installé avec wsdv" in err, err
    assert localizer().text("rename-shipped-hint", "fr") in err and "hint" not in err, err


def test_a_content_folder_older_than_a_hint_still_gets_it_from_the_shipped_locales(project, capsys, monkeypatch):
    """A designer's content copied before wsdv had a hint's message: the hint is still said (it was
    left out, since only the copy's own locales were asked whether it exists)."""
    for lang in LANGS:
        ftl = project / "content" / "locales" / lang / "cli.ftl"
        ftl.write_text("".join(line for line in ftl.read_text(encoding="utf-8").splitlines(keepends=True)
                               if not line.startswith("rename-not-an-id-hint")), encoding="utf-8")
    _reader("de", monkeypatch)
    assert main(["rename", "province", "hessen", "3x", "--content", "content"]) == 2
    err = capsys.readouterr().err
    assert localizer().text("rename-not-an-id-hint", "de") in err, err
