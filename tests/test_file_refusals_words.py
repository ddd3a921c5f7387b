"""Every refusal of a file wsdv will not read (interpreter/inputs.py) or a place it will not write
(interpreter/outputs.py) is said in the reader's language.

Both modules are on the ground floor, below the locales: they raise each refusal with its words (a message
of files.ftl and its values) beside the English a Python caller reads, and the command says the words.
Most refusals of outputs.py had no words, so a German reader of `wsdv play --log /tmp` read "cannot write
the game log here: this is a folder". The English each module writes must be the English locale's,
refusal by refusal: the two copies are held to each other here.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from interpreter import inputs, outputs
from interpreter.cli.main import main
from interpreter.words.l10n import localizer

LANGS = ("en", "de", "pl", "uk", "it", "fr")
OUTPUTS = Path(outputs.__file__)


def _refusals(tmp: Path) -> list[tuple[str, outputs.OutputError]]:
    """One refusal of each kind this machine can bring about, by the message it says."""
    (tmp / "file").write_text("x", encoding="utf-8")
    (tmp / "foreign").mkdir()
    (tmp / "foreign" / "mine.txt").write_text("x", encoding="utf-8")
    (tmp / "report").mkdir()
    (tmp / "report" / "x.html").write_text("x", encoding="utf-8")
    outputs.mark(tmp / "report", "simulation report")
    (tmp / "link").symlink_to(tmp / "foreign")
    (tmp / "dangling").symlink_to(tmp / "nowhere")
    (tmp / "filelink").symlink_to(tmp / "file")
    attempts = {
        "files-out-folder-link": lambda: outputs.check_folder(tmp / "link", "site"),
        "files-out-root": lambda: outputs.check_folder(Path("/"), "site", example="--out site"),
        "files-out-cwd": lambda: outputs.check_folder(Path.cwd(), "site"),
        "files-out-not-folder": lambda: outputs.check_folder(tmp / "file", "site"),
        "files-out-foreign": lambda: outputs.check_folder(tmp / "foreign", "Markdown tree", example="--markdown md"),
        "files-error-other-kind": lambda: outputs.check_folder(tmp / "report", "site", example="--out site"),
        "files-out-cannot-look": lambda: outputs.check_folder(tmp / "file" / "below", "site"),
        "files-out-dangling-link": lambda: outputs.check_file(tmp / "dangling", "game log"),
        "files-out-cannot-write": lambda: outputs.check_file(tmp / "file" / "below", "game log"),
        "files-out-file-link": lambda: outputs.check_file(tmp / "filelink", "game log"),
        "files-out-is-folder": lambda: outputs.check_file(tmp / "foreign", "game log"),
        "files-out-special": lambda: outputs.check_file(Path(os.devnull), "game log"),
        "files-out-not-owned": lambda: outputs.check_file(tmp / "file", "game log", owned=lambda _p: False),
        "files-out-no-folder": lambda: outputs.check_file(tmp / "none" / "game.jsonl", "game log"),
    }
    out = []
    for message_id, attempt in attempts.items():
        with pytest.raises(outputs.OutputError) as err:
            attempt()
        out.append((message_id, err.value))
    return out


def test_each_refusal_says_the_english_locales_words_and_names_its_place(tmp_path):
    loc = localizer()
    refusals = _refusals(tmp_path)
    assert len(refusals) == 14
    for message_id, err in refusals:
        assert err.words is not None and err.words[0] == message_id, (message_id, str(err))
        values = err.words[1]
        english = loc.text(message_id, "en", **values).replace("\u2068", "").replace("\u2069", "")
        hint = loc.text(message_id + "-hint", "en", **values).replace("\u2068", "").replace("\u2069", "")
        assert str(err) == f"{err.path}: error: {english}\n  hint: {hint}", message_id
        assert err.hint == hint


def test_every_refusal_the_module_writes_has_its_words_in_every_language():
    """Each `refuse(...)` of outputs.py names a message (its fourth argument) that every language says,
    with its hint; a refusal without one cannot be written (the argument is required)."""
    tree = ast.parse(OUTPUTS.read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "refuse"]
    assert len(calls) >= 17 and all(len(n.args) > 3 and isinstance(n.args[3], ast.Constant) for n in calls)
    ids = {n.args[3].value for n in calls}
    loc = localizer()
    for lang in LANGS:
        assert sorted(i for i in ids if not (loc.has_text(i, lang) and loc.has_text(i + "-hint", lang))) == [], lang


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_log_that_cannot_be_written_is_refused_in_the_readers_language(tmp_path, capsys, lang):
    assert main(["play", "--seed", "1", "--east", "random", "--west", "random", "--lang", lang,
                 "--log", str(tmp_path)]) == 2
    err = capsys.readouterr().err.replace("\u2068", "").replace("\u2069", "")
    loc = localizer()
    assert f"{tmp_path}{loc.text('l10n-label-colon', lang)} {loc.text('l10n-label-error', lang)}" in err
    assert loc.text("files-out-is-folder", lang) in err and loc.text("files-out-is-folder-hint", lang) in err
    assert "cannot write" not in err and "this is a folder" not in err and "hint:" not in err


def test_each_refusal_of_a_file_to_read_says_the_english_locales_words(tmp_path, monkeypatch):
    loc = localizer()
    (tmp_path / "folder").mkdir()
    (tmp_path / "out.wsdv").symlink_to(os.devnull)
    (tmp_path / "big.jsonl").write_text("x" * 20, encoding="utf-8")
    monkeypatch.setitem(inputs.LIMITS, "log", 10)
    refused = []
    for attempt in (lambda: inputs.read_bounded(tmp_path / "folder", "content"),
                    lambda: inputs.read_bounded(tmp_path / "out.wsdv", "content", within=tmp_path),
                    lambda: inputs.read_bounded(tmp_path / "big.jsonl", "log")):
        with pytest.raises(inputs.UnreadableInput) as err:
            attempt()
        refused.append(err.value)
    assert [e.words[0] for e in refused] == ["files-error-not-regular", "files-error-outside", "files-error-too-large"]
    for err in refused:
        message_id, values = err.words
        english = loc.text(message_id, "en", **values).replace("\u2068", "").replace("\u2069", "")
        assert (err.strerror, str(err)) == (english, f"{err.filename}: error: {english}")
        assert err.hint == loc.text(message_id + "-hint", "en", **values).replace("\u2068", "").replace("\u2069", "")
        assert all(loc.has_text(message_id, lang) and loc.has_text(message_id + "-hint", lang) for lang in LANGS)
