"""Files that are symbolic links leading out of the folder they were found in (a shared or downloaded
content folder holding `rules.wsdv -> ~/.ssh/id_rsa`): refused at their own name with a hint, and
never read, so no diagnostic quotes a line of them. Links that stay inside their folder are read.

Each reader of a folder someone else may have filled is tried: content and overlay files, locale files
and language folders (`check`, `l10n check`), scenario folders, the site's learn.yaml and `rename`.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from interpreter import inputs
from interpreter.cli.main import main
from interpreter.paths import content_dir

SECRET = "PRIVATE-7f3a key material, not a rule"


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    """A copy of the content (no variants), a secret of the user's beside it, and the copy as working folder."""
    shutil.copytree(content_dir(), tmp_path / "content", ignore=shutil.ignore_patterns("variants"))
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "secret.txt").write_text(SECRET + "\n" + SECRET + " = { $x\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _refused(err: str, link: str) -> None:
    assert SECRET.split()[0] not in err, err                 # never read, never quoted
    assert f"{link}: error:" in err, err                      # named by the link a designer can find
    assert "leads out of the folder" in err and "remove the link" in err, err


def test_inside_refuses_a_link_out_and_gives_the_real_path_of_one_inside(tmp_path):
    (tmp_path / "pack" / "sub").mkdir(parents=True)
    (tmp_path / "pack" / "sub" / "real.wsdv").write_text("x")
    (tmp_path / "pack" / "in.wsdv").symlink_to(Path("sub") / "real.wsdv")
    (tmp_path / "pack" / "out.wsdv").symlink_to(tmp_path / "elsewhere.txt")
    (tmp_path / "elsewhere.txt").write_text("y")
    assert inputs.inside(tmp_path / "pack" / "in.wsdv", tmp_path / "pack") == (tmp_path / "pack" / "sub" / "real.wsdv").resolve()
    assert inputs.read_bounded(tmp_path / "pack" / "in.wsdv", "content", within=tmp_path / "pack") == b"x"
    with pytest.raises(inputs.UnreadableInput) as refused:
        inputs.read_bounded(tmp_path / "pack" / "out.wsdv", "content", within=tmp_path / "pack")
    assert refused.value.words == ("files-error-outside", {"folder": str(tmp_path / "pack"),
                                                           "target": str((tmp_path / "elsewhere.txt").resolve())})
    # the same file read without a folder to stay in (a file the user named himself) is read
    assert inputs.read_bounded(tmp_path / "pack" / "out.wsdv", "content") == b"y"


@pytest.mark.parametrize("place", ["content/board/leak.wsdv", "content/locales/en/leak.ftl", "overlay/leak.wsdv"])
def test_check_refuses_a_content_locale_or_overlay_file_that_links_out(project, capsys, place):
    (project / "overlay").mkdir()
    (project / place).symlink_to(project / "home" / "secret.txt")
    argv = ["check", "--content", "content"] + (["--overlay", "overlay"] if place.startswith("overlay") else [])
    assert main(argv) == 2
    _refused(capsys.readouterr().err, place)


def test_a_language_folder_that_links_out_is_refused_by_l10n_check(project, capsys):
    """A language folder that is itself a link (locales/fr -> a folder of the user's) is out too."""
    mine = project / "home" / "fr"
    shutil.move(project / "content" / "locales" / "fr", mine)
    shutil.copy(project / "home" / "secret.txt", mine / "leak.ftl")
    (project / "content" / "locales" / "fr").symlink_to(mine, target_is_directory=True)
    assert main(["l10n", "check", "--content", "content"]) == 2
    err = capsys.readouterr().err
    # the first file of the folder read (its record of translations) is refused, with the hint
    _refused(err, "content/locales/fr/translated-from.txt")


def test_a_link_that_stays_inside_the_content_is_read(project, capsys):
    board = project / "content" / "board"
    (board / "cities.wsdv").rename(board / "cities.txt")
    (board / "cities.wsdv").symlink_to("cities.txt")
    assert main(["check", "--content", "content"]) == 0, capsys.readouterr().err


def test_scenario_run_refuses_a_scenario_of_its_folder_that_links_out(project, capsys):
    (project / "scen").mkdir()
    (project / "scen" / "a.yaml").symlink_to(project / "home" / "secret.txt")
    assert main(["scenario", "run", "scen", "--content", "content"]) != 0
    _refused(capsys.readouterr().err, "scen/a.yaml")


def test_the_learning_path_that_links_out_is_refused(project):
    from interpreter.site import learn
    from interpreter.words.sitestrings import StringsError

    docs = project / "docs"
    docs.mkdir()
    (docs / learn.FILE).symlink_to(project / "home" / "secret.txt")
    with pytest.raises(StringsError) as refused:
        learn.load_path(docs)
    said = str(refused.value)
    assert SECRET.split()[0] not in said and "learn.yaml" in said and "leads out of the folder" in said, said


def test_rename_refuses_a_locale_that_links_out_and_touches_nothing(project, capsys):
    names = project / "content" / "locales" / "en" / "names.ftl"
    shutil.move(names, project / "home" / "names.ftl")
    names.symlink_to(project / "home" / "names.ftl")
    before = {p: p.read_bytes() for p in sorted(project.rglob("*")) if p.is_file()}
    assert main(["rename", "province", "hessen", "hesse", "--content", "content"]) == 2
    err = capsys.readouterr().err
    assert "content/locales/en/names.ftl: error:" in err and "leads out of the folder" in err, err
    assert {p: p.read_bytes() for p in sorted(project.rglob("*")) if p.is_file()} == before


@pytest.mark.parametrize("name", ["translated-from.txt", "same-as-english.txt", "terms.txt", "writing.toml"])
def test_a_language_folders_own_files_that_link_out_are_refused(project, capsys, name):
    """A language's records, term base and writing rules are read from the same folder as its messages."""
    file = project / "content" / "locales" / "fr" / name
    file.unlink(missing_ok=True)
    file.symlink_to(project / "home" / "secret.txt")
    # (a language's writing rules are read where a text of it is written: a card list in French)
    argv = ["cards", "--lang", "fr"] if name == "writing.toml" else ["l10n", "check"]
    assert main([*argv, "--content", "content"]) == 2
    err = capsys.readouterr().err
    assert SECRET.split()[0] not in err and f"content/locales/fr/{name}" in err and "leads out of the folder" in err, err


def test_a_variant_folder_that_links_out_is_refused(project, capsys):
    """A variant is a folder of the content's variants/: one that is a link to a folder elsewhere
    (the user's home, holding a .wsdv of their own) is refused at its name, its files never read."""
    mine = project / "home" / "mine"
    mine.mkdir()
    shutil.copy(project / "home" / "secret.txt", mine / "notes.wsdv")
    (project / "content" / "variants").mkdir()
    (project / "content" / "variants" / "evil").symlink_to(mine, target_is_directory=True)
    for argv in (["check", "--content", "content", "--variant", "evil"], ["check", "--content", "content"]):
        assert main(argv) == 2
        _refused(capsys.readouterr().err, "content/variants/evil")
