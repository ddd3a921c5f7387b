"""`wsdv schema export DIR`: the JSON Schemas of wsdv's plain data, in one folder, for editors.

wsdv checks three kinds of plain data against JSON Schemas (draft 2020-12): a content
declaration's parsed form (``grammar/schemas/<kind>.schema.json``), a scenario file
(``engine/scenario.schema.json``) and a game log's lines (``engine/log.schema.json``).  The
shipped schemas carry ``$id``\\ s on a host that does not exist (``wsdv.invalid``), which is fine
for wsdv (it resolves them itself) but leaves an editor unable to follow a ``$ref`` from one
schema to another.  The export gives every schema an ``$id`` in the folder it is written to (or
under ``--base-url``, for schemas published on a web site), so the relative ``$ref``\\ s between
them (``common.schema.json#/$defs/id``) resolve to the files beside them.

It adds ``definition.schema.json``: one declaration of any kind, checked against its kind's
schema by its ``kind`` key, and the declarations nested in its block likewise.

The folder is written whole or not at all and only where wsdv owns the place
(:func:`interpreter.outputs.replacing_folder`): a folder of someone else's files is refused,
never replaced.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .. import outputs
from ..paths import package_dir, schema_dir
from .commands import listed
from .common import actions
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .messages import refusal, refuse, say

ENGINE_DIR = package_dir() / "engine"
# The schemas of the engine's own files, by the name they are exported under.
ENGINE_SCHEMAS = {"scenario.schema.json": ENGINE_DIR / "scenario.schema.json",
                  "game-log.schema.json": ENGINE_DIR / "log.schema.json"}
DEFINITION = "definition.schema.json"
WHAT = "JSON Schemas"
EXAMPLE = "wsdv schema export schemas"  # how a refusal's hint names another folder


def _content_schemas() -> dict[str, dict]:
    return {f.name: json.loads(f.read_text(encoding="utf-8")) for f in sorted(schema_dir().glob("*.schema.json"))}


def _definition_schema(kinds: list[str]) -> dict:
    """One declaration of any kind: its kind's schema, and the same for each nested declaration."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "wsdv declaration",
        "description": "The plain data of one content declaration (docs/guide/content-language.md): the schema of "
                       "its kind, chosen by `kind`; declarations nested in its block are checked the same way.",
        "type": "object",
        "required": ["kind"],
        "properties": {
            "kind": {"enum": kinds},
            "body": {"type": "array",
                     "items": {"if": {"type": "object", "required": ["kind"]}, "then": {"$ref": DEFINITION}}},
        },
        "allOf": [{"if": {"properties": {"kind": {"const": k}}, "required": ["kind"]},
                   "then": {"$ref": f"{k}.schema.json"}} for k in kinds],
    }


def schemas(base_url: str) -> dict[str, dict]:
    """Every exported schema by file name, each with its ``$id`` under ``base_url`` (ending in /)."""
    content = _content_schemas()
    kinds = sorted(name.removesuffix(".schema.json") for name in content if name != "common.schema.json")
    out: dict[str, dict] = dict(content)
    for name, path in ENGINE_SCHEMAS.items():
        out[name] = json.loads(path.read_text(encoding="utf-8"))
    out[DEFINITION] = _definition_schema(kinds)
    for name, schema in out.items():
        rest = {k: v for k, v in schema.items() if k not in ("$schema", "$id")}
        out[name] = {"$schema": schema.get("$schema", "https://json-schema.org/draft/2020-12/schema"),
                     "$id": base_url + name, **rest}
    return out


def _base_url(out: Path, given: str | None) -> str:
    if given is None:
        return out.as_uri() + "/"
    return given if given.endswith("/") else given + "/"


def export(out: Path, base_url: str | None = None) -> list[str]:
    """Write the schemas into the folder ``out`` (replaced whole, only if wsdv's); the file names."""
    out = outputs.check_folder(out, WHAT, example=EXAMPLE)
    files = schemas(_base_url(out, base_url))
    with outputs.replacing_folder(out, WHAT, example=EXAMPLE) as new:
        for name, schema in files.items():
            (new / name).write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return sorted(files)


def cmd_export(args: argparse.Namespace) -> int:
    if args.base_url is not None and not args.base_url.startswith(("https://", "http://", "file://")):
        return refuse(args, "wsdv schema export", "cli-schema-bad-base-url", url=args.base_url)
    try:
        names = export(args.dir, args.base_url)
    except outputs.OutputError as err:
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    print(say(args, "cli-schema-exported", count=len(names), dir=str(args.dir)))
    return EXIT_OK


def register(sub: Any) -> None:
    """Add `wsdv schema export` to the command line."""
    ssub = actions(sub, "schema", listed("schema"),
                   "The JSON Schemas wsdv checks plain data against, for editors and tools.")
    ex = ssub.add_parser("export", help="write every schema into a folder (with $ids there)",
                         description="Write the JSON Schemas of every content kind, of a declaration of any "
                                     "kind (definition.schema.json), of scenario files and of game-log lines "
                                     "into DIR, each with an $id in DIR (or under --base-url), so that editors "
                                     "follow the $refs between them. DIR is replaced whole, only if it is new, "
                                     "empty or written by wsdv.")
    ex.add_argument("dir", metavar="DIR", type=Path, help="the folder to write (new, empty, or an earlier export)")
    ex.add_argument("--base-url", metavar="URL", default=None,
                    help="the URL the folder will be published at (default: the folder's file:// URL)")
    ex.set_defaults(func=cmd_export)
