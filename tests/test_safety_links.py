"""The link rule (inputs.inside, read_bounded(within=)) where the check and the open are two moments:
a folder of the file's path swapped for a link in between must not let the open reach a file outside
the folder the check approved. The swap is made at the one moment that matters, deterministically,
by wrapping the check the reader calls (inputs.inside) so that it swaps right after it answers.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from interpreter import inputs

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
