"""The link rule (inputs.inside, read_bounded(within=)) where the check and the open are two moments:
a folder of the file's path swapped for a link in between must not let the open reach a file outside
the folder the check approved. The swap is made at the one moment that matters, deterministically,
by wrapping the check the reader calls (inputs.inside) so that it swaps right after it answers.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from interpreter import inputs
from interpreter.paths import docs_dir
from interpreter.rules.sources import Where
from interpreter.site.build import SiteError, build_site
from interpreter.site.guide import PageError, read_page
from interpreter.site.notation import Sources

SECRET = b"PRIVATE-9c1e key material"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A shared folder ``pack/sub/rules.wsdv`` and, outside it, a user's ``home/sub/rules.wsdv``."""
    (tmp_path / "pack" / "sub").mkdir(parents=True)
    (tmp_path / "pack" / "sub" / "rules.wsdv").write_bytes(b"the pack's own rules")
    (tmp_path / "pack" / "other").mkdir()
    (tmp_path / "pack" / "other" / "rules.wsdv").write_bytes(b"another file of the pack")
    (tmp_path / "home" / "sub").mkdir(parents=True)
    (tmp_path / "home" / "sub" / "rules.wsdv").write_bytes(SECRET)
    return tmp_path / "pack"


def _swap_after_the_check(monkeypatch, pack: Path, to: Path) -> list[int]:
    """Make the first check of a path swap ``pack/sub`` for a link to ``to`` once it has answered."""
    checked = inputs.inside
    calls: list[int] = []

    def inside_then_swap(path, folder):
        calls.append(1)
        real = checked(path, folder)
        if len(calls) == 1:
            (pack / "sub").rename(pack / "sub.before")
            (pack / "sub").symlink_to(to, target_is_directory=True)
        return real

    monkeypatch.setattr(inputs, "inside", inside_then_swap)
    return calls


def test_a_folder_swapped_for_a_link_out_after_the_check_is_refused_not_read(pack, monkeypatch):
    calls = _swap_after_the_check(monkeypatch, pack, pack.parent / "home" / "sub")
    with pytest.raises(inputs.UnreadableInput) as refused:
        inputs.read_bounded(pack / "sub" / "rules.wsdv", "content", within=pack)
    assert len(calls) == 2   # the walk met the link and looked at the path afresh
    assert refused.value.words == ("files-error-outside", {
        "folder": str(pack), "target": str((pack.parent / "home" / "sub" / "rules.wsdv").resolve())})
    assert refused.value.filename == str(pack / "sub" / "rules.wsdv")


def test_a_folder_swapped_for_a_link_that_stays_inside_is_read_where_it_leads(pack, monkeypatch):
    _swap_after_the_check(monkeypatch, pack, pack / "other")
    assert inputs.read_bounded(pack / "sub" / "rules.wsdv", "content", within=pack) == b"another file of the pack"


def test_a_file_swapped_for_a_link_out_after_the_check_is_refused(pack, monkeypatch):
    checked = inputs.inside
    target = pack / "sub" / "rules.wsdv"

    def inside_then_swap(path, folder):
        real = checked(path, folder)
        if not target.is_symlink():
            target.unlink()
            target.symlink_to(pack.parent / "home" / "sub" / "rules.wsdv")
        return real

    monkeypatch.setattr(inputs, "inside", inside_then_swap)
    with pytest.raises(inputs.UnreadableInput) as refused:
        inputs.read_bounded(target, "content", within=pack)
    assert refused.value.words is not None and refused.value.words[0] == "files-error-outside"


def test_a_file_missing_or_a_folder_in_the_walk_keeps_the_systems_error_under_its_own_name(pack):
    with pytest.raises(FileNotFoundError) as missing:
        inputs.read_bounded(pack / "sub" / "gone.wsdv", "content", within=pack)
    assert missing.value.filename == str(pack / "sub" / "gone.wsdv")
    with pytest.raises(inputs.UnreadableInput) as folder:
        inputs.read_bounded(pack / "sub", "content", within=pack)
    assert folder.value.words == ("files-error-not-regular", {"kind": "folder"})


def test_without_dir_fd_the_real_path_is_opened_as_the_written_fallback(pack, monkeypatch):
    """A system whose os.open takes no dir_fd (Windows) opens the checked real path, its last part not
    followed: files inside are read, links out are refused as before (the race is not closed there)."""
    monkeypatch.setattr(os, "supports_dir_fd", os.supports_dir_fd - {os.open})
    assert inputs.read_bounded(pack / "sub" / "rules.wsdv", "content", within=pack) == b"the pack's own rules"
    (pack / "leak.wsdv").symlink_to(pack.parent / "home" / "sub" / "rules.wsdv")
    with pytest.raises(inputs.UnreadableInput):
        inputs.read_bounded(pack / "leak.wsdv", "content", within=pack)


# ------------------------------------------------------------------ the site's own files from a designer's folder
@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A copy of the hand-written pages (docs/), and a secret of the user's beside it."""
    shutil.copytree(docs_dir(), tmp_path / "docs")
    (tmp_path / "secret.txt").write_bytes(SECRET)
    return tmp_path / "docs"


def test_read_page_reads_a_page_and_refuses_a_link_out_a_fifo_and_bytes_that_are_not_utf8(docs):
    assert read_page(docs / "en" / "index.md", docs).startswith("# ")
    (docs / "leak.md").symlink_to(docs.parent / "secret.txt")
    os.mkfifo(docs / "pipe.md")
    (docs / "latin.md").write_bytes(b"caf\xe9\n")
    said = {}
    for name in ("leak.md", "pipe.md", "latin.md"):
        with pytest.raises(PageError) as refused:
            read_page(docs / name, docs)
        [problem] = refused.value.report.errors
        assert problem.file.endswith(name) and SECRET.decode() not in str(refused.value)
        said[name] = problem.words[0]
    assert said == {"leak.md": "check-unreadable-outside", "pipe.md": "check-unreadable-not-regular",
                    "latin.md": "syntax-not-utf8"}


@pytest.mark.parametrize("page", ["fr/index.md", "en/contributing.md", "guide/commands.md"])
def test_a_site_page_of_the_designers_folder_that_links_out_is_refused_not_published(docs, page):
    """`wsdv site build` copied the hand-written pages (docs/<lang>/*.md) and the guide's (docs/guide/)
    by their names: a pack's `docs/fr/index.md -> ~/.ssh/id_rsa` was published on the site."""
    (docs / page).unlink()
    (docs / page).symlink_to(docs.parent / "secret.txt")
    with pytest.raises(SiteError) as refused:
        build_site(docs.parent / "site", cards=[], handwritten=docs)
    assert refused.value.report is not None   # said in the reader's language by the command line
    [problem] = refused.value.report.errors
    assert problem.file.endswith(page) and problem.words[0] == "check-unreadable-outside"
    assert SECRET.decode() not in str(refused.value) and not (docs.parent / "site").exists()


def test_a_source_page_reads_its_content_file_only_inside_the_folder_it_was_found_in(tmp_path):
    """The site shows the content's files as pages (notation.Sources): read by the same rule."""
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "flow.wsdv").write_text("routine a  source rulebook {\n}\n", encoding="utf-8")
    (tmp_path / "secret.wsdv").write_bytes(SECRET)
    assert Sources().lines(Where(tmp_path / "content" / "flow.wsdv", "flow.wsdv", 1, tmp_path / "content"))[0] \
        == "routine a  source rulebook {"
    with pytest.raises(PageError):
        Sources().lines(Where(tmp_path / "secret.wsdv", "secret.wsdv", 1, tmp_path / "content"))


def test_the_folder_itself_named_as_one_of_its_files_is_a_folder_not_a_missing_file(pack):
    with pytest.raises(inputs.UnreadableInput) as refused:
        inputs.read_bounded(pack / "sub" / "..", "content", within=pack)
    assert refused.value.words == ("files-error-not-regular", {"kind": "folder"})
