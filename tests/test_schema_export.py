"""`wsdv schema export DIR`: the schemas an editor needs, with $ids in the folder, written atomically.

The exported files alone (no schema of the package, nothing fetched) must validate the shipped
content's plain data, every shipped scenario file and a game log's lines, and refuse broken data.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable

from interpreter.cli.main import main
from interpreter.language.loader import load
from interpreter.outputs import MARKER
from interpreter.paths import content_dir

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def _exported(tmp_path: Path) -> Path:
    out = tmp_path / "schemas"
    assert main(["schema", "export", str(out)]) == 0
    return out


def _validator(folder: Path, name: str) -> Draft202012Validator:
    """A validator that knows only the exported files: an $ref outside them cannot resolve."""
    schemas = [json.loads(f.read_text(encoding="utf-8")) for f in sorted(folder.glob("*.json"))]

    def refuse(uri: str):
        raise Unresolvable(uri)

    registry = Registry(retrieve=refuse).with_resources((s["$id"], Resource.from_contents(s)) for s in schemas)
    root = json.loads((folder / name).read_text(encoding="utf-8"))
    return Draft202012Validator(root, registry=registry)


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    return _exported(tmp_path_factory.mktemp("export"))


def test_every_schema_has_its_id_in_the_folder(exported: Path) -> None:
    names = sorted(f.name for f in exported.glob("*.json"))
    assert {"common.schema.json", "card.schema.json", "definition.schema.json", "scenario.schema.json",
            "game-log.schema.json"} <= set(names)
    for name in names:
        schema = json.loads((exported / name).read_text(encoding="utf-8"))
        assert schema["$id"] == (exported / name).as_uri(), name
        Draft202012Validator.check_schema(schema)
    assert (exported / MARKER).is_file()


def test_the_shipped_content_validates_and_a_broken_declaration_does_not(exported: Path) -> None:
    v = _validator(exported, "definition.schema.json")
    folders = [content_dir(), *sorted(p for p in (content_dir() / "variants").iterdir() if p.is_dir())]
    checked = 0
    for folder in folders:
        cs = load(content_dir(), [folder] if folder != content_dir() else [])
        assert not cs.report.errors
        for d in cs.definitions.values():
            errors = [e.message for e in v.iter_errors(d.data)]
            assert not errors, (d.name, errors[:3])
            checked += 1
    assert checked > 300
    card = next(d for d in load(content_dir()).definitions.values() if d.kind == "card")
    assert not list(v.iter_errors(card.data))
    assert list(v.iter_errors({**card.data, "colour": 7}))
    assert list(v.iter_errors({**card.data, "decad": "II"}))  # an unknown key
    row = next(i for i in card.data["body"] if isinstance(i, dict) and i.get("kind") == "row")
    assert list(v.iter_errors({**card.data, "body": [{**row, "bogus": 1}]}))  # a nested declaration too
    assert list(v.iter_errors({"kind": "provinse", "id": "x"}))


def test_every_shipped_scenario_file_validates_and_a_misspelt_key_does_not(exported: Path) -> None:
    v = _validator(exported, "scenario.schema.json")
    files = sorted(SCENARIOS.glob("*.yaml"))
    assert len(files) > 30
    for f in files:
        data = yaml.safe_load(f.read_text(encoding="utf-8"))
        assert not [e.message for e in v.iter_errors(data)], f.name
    one = next(d for d in (yaml.safe_load(f.read_text(encoding="utf-8")) for f in files) if "scenarios" not in d)
    assert list(v.iter_errors({**one, "expct": {}}))
    assert not list(v.iter_errors({"scenarios": [one, one]}))
    assert list(v.iter_errors({"scenarios": [one, {**one, "seed": "x"}]}))


def test_a_game_logs_lines_validate(exported: Path, tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    assert main(["play", "--seed", "3", "-q", "--log", str(log)]) == 0
    v = _validator(exported, "game-log.schema.json")
    lines = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines()]
    assert len(lines) > 10
    for line in lines:
        assert not list(v.iter_errors(line)), line
    assert list(v.iter_errors({**lines[0], "seed": "three"}))


def test_a_base_url_for_published_schemas(tmp_path: Path) -> None:
    out = tmp_path / "pub"
    assert main(["schema", "export", str(out), "--base-url", "https://example.org/wsdv/schemas"]) == 0
    card = json.loads((out / "card.schema.json").read_text(encoding="utf-8"))
    assert card["$id"] == "https://example.org/wsdv/schemas/card.schema.json"
    assert main(["schema", "export", str(tmp_path / "x"), "--base-url", "schemas/"]) == 2


def test_export_replaces_its_own_folder_and_refuses_someone_elses(tmp_path: Path, capsys) -> None:
    out = _exported(tmp_path)
    (out / "stale.schema.json").write_text("{}", encoding="utf-8")
    assert main(["schema", "export", str(out)]) == 0  # an earlier export is replaced whole
    assert not (out / "stale.schema.json").exists()
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me", encoding="utf-8")
    capsys.readouterr()
    assert main(["schema", "export", str(mine)]) == 2
    err = capsys.readouterr().err
    assert "error: will not replace this folder" in err and "Traceback" not in err
    assert sorted(p.name for p in mine.iterdir()) == ["notes.txt"]
    assert (mine / "notes.txt").read_text(encoding="utf-8") == "keep me"
    plain = tmp_path / "file.json"
    plain.write_text("[]", encoding="utf-8")
    assert main(["schema", "export", str(plain)]) == 2
    assert plain.read_text(encoding="utf-8") == "[]"
