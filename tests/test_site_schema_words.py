"""`wsdv site build` and `wsdv schema export` say what they did in the reader's language: "site built: OUT
(N pages, S s)", the build's progress line, the missing extra, "wrote N JSON Schemas to DIR" and the refusal
of a --base-url were English whatever the reader read. The page count takes its plural form, the seconds
are written as the language writes numbers (a decimal comma in German)."""

from __future__ import annotations

import argparse
import errno
from pathlib import Path

import pytest

from interpreter.cli import check
from interpreter.cli import site as site_cli
from interpreter.cli.main import main
from interpreter.site import build as site_build
from interpreter.site import serve
from interpreter.site.build import _nested
from interpreter.words.l10n import localizer


def _plain(text: str) -> str:
    return text.replace("\u2068", "").replace("\u2069", "")


def _reader(locale: str, monkeypatch) -> None:
    monkeypatch.setenv("LANG", locale)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def quick_build(monkeypatch):
    """The site's build stood in for: it reports its progress and a result of 1 page in 12.34 s (the
    command's words are under test, not the build)."""
    def build_site(out: Path, *args, log=None, **kwargs):
        if log is not None:
            log("cli-site-generated", {"pages": 1, "languages": 6})
        return site_build.SiteResult(out, 1, 12.34, ["a warning of MkDocs"])

    monkeypatch.setattr(site_build, "build_site", build_site)


@pytest.mark.parametrize("locale, built, generated", [
    ("de_DE.UTF-8", "Website gebaut: {out} (1 Seite, 12,3 s)", "1 Seite in 6 Sprachen erzeugt; MkDocs wird gestartet"),
    ("pl_PL.UTF-8", "zbudowano serwis: {out} (1 strona, 12,3 s)", "wygenerowano 1 stronę w 6 językach"),
    ("fr_FR.UTF-8", "site construit\u00a0: {out} (1 page, 12,3\u00a0s)", "1 page générée en 6 langues"),
    ("C.UTF-8", "site built: {out} (1 page, 12.3 s)", "generated 1 page in 6 languages; running MkDocs"),
])
def test_site_build_says_what_it_built_in_the_readers_language(tmp_path, capsys, monkeypatch, quick_build,
                                                                locale, built, generated):
    _reader(locale, monkeypatch)
    out = tmp_path / "site"
    assert main(["site", "build", "--out", str(out)]) == 0
    said = capsys.readouterr()
    assert _plain(said.out).strip() == built.format(out=out), said.out
    assert generated in _plain(said.err), said.err
    label = localizer().text("l10n-label-warning", {"de_DE.UTF-8": "de", "pl_PL.UTF-8": "pl",
                                                    "fr_FR.UTF-8": "fr", "C.UTF-8": "en"}[locale])
    assert f"{label}" in said.err and "a warning of MkDocs" in said.err


def test_a_missing_site_extra_is_said_in_the_readers_language(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(site_cli, "SITE_MODULES", ("no_such_module_of_wsdv",))
    _reader("uk_UA.UTF-8", monkeypatch)
    assert main(["site", "build", "--out", str(tmp_path / "site")]) == 2
    err = _plain(capsys.readouterr().err)
    assert "wsdv: помилка: для сайту потрібне доповнення `site` (бракує: no_such_module_of_wsdv)" in err, err


def test_schema_export_says_what_it_wrote_and_its_refusal_in_the_readers_language(tmp_path, capsys, monkeypatch):
    _reader("de_DE.UTF-8", monkeypatch)
    assert main(["schema", "export", str(tmp_path / "schemas")]) == 0
    out = _plain(capsys.readouterr().out)
    assert out.endswith(f" JSON-Schemas nach {tmp_path / 'schemas'} geschrieben\n") and "wrote" not in out, out
    assert main(["schema", "export", str(tmp_path / "other"), "--base-url", "ftp://example.org/"]) == 2
    err = _plain(capsys.readouterr().err)
    assert "wsdv schema export: Fehler: --base-url „ftp://example.org/“ ist keine http(s)- oder file-URL" in err, err
    assert "\n  Hinweis: z. B. --base-url https://example.org/wsdv/schemas/" in err and "hint" not in err, err


def test_site_serve_says_where_it_serves_and_a_port_it_cannot_use_in_the_readers_language(tmp_path, capsys,
                                                                                         monkeypatch):


    def busy(root, host, port):
        raise OSError(errno.EADDRINUSE, "Address already in use")

    monkeypatch.setattr(serve, "server", busy)
    _reader("it_IT.UTF-8", monkeypatch)
    args = argparse.Namespace(content=None)
    assert site_cli._serve(args, tmp_path, "127.0.0.1", 8000) == 2
    err = _plain(capsys.readouterr().err)
    assert err == "wsdv: errore: impossibile mettersi in ascolto su 127.0.0.1:8000: Address already in use\n", err

    class Quiet:
        server_address = ("127.0.0.1", 8123)

        def serve_forever(self):
            raise KeyboardInterrupt

        def server_close(self):
            pass

    monkeypatch.setattr(serve, "server", lambda root, host, port: Quiet())
    site_cli._serve(args, tmp_path, "127.0.0.1", 0)
    out = _plain(capsys.readouterr().out)
    assert out.startswith(f"{tmp_path} è servito all'indirizzo http://127.0.0.1:8123/ (Ctrl-C per interrompere)"), out


def test_an_internal_error_is_said_in_the_readers_language(capsys, monkeypatch):
    """wsdv's own bug (exit 3): the sentence around Python's exception is the reader's; the exception
    itself stays as Python wrote it, for the report of the bug."""

    def cmd_check(args):
        raise KeyError("oops")

    monkeypatch.setattr(check, "cmd_check", cmd_check)
    monkeypatch.delenv("WSDV_DEBUG", raising=False)
    _reader("pl_PL.UTF-8", monkeypatch)
    assert main(["check"]) == 3
    err = _plain(capsys.readouterr().err)
    assert err.startswith("wsdv: błąd wewnętrzny: KeyError: 'oops'\n  to błąd programu wsdv, nie twojej treści"), err


def test_a_markdown_tree_inside_the_site_is_refused_in_the_readers_language(tmp_path, capsys, monkeypatch):
    """The one refusal of an output place without words (it was said in English to everyone)."""
    _reader("de_DE.UTF-8", monkeypatch)
    out = tmp_path / "site"
    assert main(["site", "build", "--out", str(out), "--markdown", str(out / "md")]) == 2
    err = _plain(capsys.readouterr().err)
    assert err == (f"{out / 'md'}: Fehler: der Markdown-Baum und die Website brauchen je einen eigenen Ordner, "
                   "keiner im anderen\n  Hinweis: z. B. --out site-build --markdown site-markdown\n"), err
    refused = _nested(out / "md")   # its English for a Python caller is the English locale's
    assert str(refused) == (f"{out / 'md'}: error: {localizer().text('files-out-nested', 'en')}\n  hint: "
                            + _plain(localizer().text("files-out-nested-hint", "en", example=refused.words[1]["example"])))
