"""`wsdv rename KIND OLD NEW`: rename a definition everywhere its id is written, checked before anything is written."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..diagnostics import display_path
from ..outputs import OutputError
from ..paths import content_dir
from ..rules.journal import JournalError, recover
from ..rules.pipeline import build, known_variants
from ..rules.rename import RenameError, apply, check_renamed, plan
from . import messages
from .commands import listed
from .common import colour, in_words, print_problems
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .messages import say


def cmd_rename(args: argparse.Namespace) -> int:
    """Rename a definition everywhere its id is written (see interpreter/rules/rename.py)."""
    content = Path(args.content) if args.content else content_dir()
    shipped = args.content is None
    if shipped and "_data" in content.parts:
        print(messages.error(args, "rename-shipped", "rename-shipped-hint", path=str(content)), file=sys.stderr)
        return EXIT_CONTENT
    try:
        recovered = recover(content)
    except JournalError as err:
        print(messages.refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    if recovered is not None:   # (left by a rename, or by a `wsdv new`)
        how, journal = recovered
        print(messages.recovered(args, how, journal), file=sys.stderr)
        if how == "finished" and (journal.command, journal.subject) == ("rename", (args.kind, args.old, args.new)):
            return EXIT_OK
    variants = known_variants(content)
    results = [build(content)] + [build(content, [v]) for v in variants]
    broken = [r for r in results if not r.ok]
    if broken:
        print_problems(args, broken[0].report, False)   # in the reader's language, as `wsdv check` says them
        print(say(args, "cli-rename-content-errors"), file=sys.stderr)
        return EXIT_CONTENT
    kinds: dict[str, set[str]] = {}
    for r in results:
        for kind, did in r.content.definitions if r.content is not None else ():   # (a build that passed has it)
            kinds.setdefault(str(did), set()).add(kind)
    project = content.parent
    scenarios = list(args.scenarios) or ([project / "tests" / "scenarios"] if shipped else [])
    docs = list(args.docs) or ([project / "docs"] if shipped else [])
    try:
        edits = plan(content, args.kind, args.old, args.new, lambda i: kinds.get(i, set()),
                     [p for p in scenarios if p.exists()], [p for p in docs if p.exists()])
    except RenameError as err:
        print(messages.refusal(args, err, where="wsdv rename"), file=sys.stderr)
        return EXIT_CONTENT
    if not edits:
        print(say(args, "rename-nothing", kind=args.kind, old=args.old), file=sys.stderr)
        return EXIT_OK

    def check_copy(copy: Path) -> list[str]:
        """The problems of the renamed copy (the base and each variant), in the reader's language as
        `wsdv check` says them; said while the copy is there, since a problem shows its source line."""
        out = []
        for names in [[], *[[v] for v in variants]]:
            r = build(copy, names)
            if not r.ok:
                said = in_words(args, r.report)
                out.append(said.report.render(colour(sys.stderr), said.labels))
        return out
    problems = check_renamed(content, edits, check_copy)
    changes = sum(len(e.changed_lines()) for e in edits)
    for e in edits:
        for line, old, new in e.changed_lines():
            where = f"{display_path(e.path)}:{line}"
            if args.dry_run:
                print(f"{where}:\n  - {old.strip()}\n  + {new.strip()}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(messages.located(args, "wsdv rename", say(args, "rename-would-not-pass")), file=sys.stderr)
        return EXIT_CONTENT
    said = {"kind": args.kind, "old": args.old, "new": args.new, "lines": changes, "files": len(edits)}
    if args.dry_run:
        print(say(args, "rename-dry-run", **said))
        return EXIT_OK
    try:
        apply(content, (args.kind, args.old, args.new), edits)
    except OutputError as err:
        print(messages.refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    except JournalError as err:
        print(messages.refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    print(say(args, "rename-done", **said))
    for e in edits:
        print(f"  {display_path(e.path)}")
    return EXIT_OK


def register(sub: Any) -> None:
    rn = sub.add_parser("rename", help=listed("rename"),
                        description="Rename the definition KIND OLD to NEW in the content files (the base and "
                                    "every variant), the locales' term and message ids, scenario files and the "
                                    "documentation's code. The renamed content is checked first; nothing is "
                                    "written unless it passes.")
    rn.add_argument("kind", metavar="KIND", help="the kind of definition (province, city, icon, phase, ...)")
    rn.add_argument("old", metavar="OLD", help="its id now")
    rn.add_argument("new", metavar="NEW", help="its new id")
    rn.add_argument("--content", metavar="DIR", type=Path,
                    help="the content folder to rename in (default: the shipped one, in a checkout)")
    rn.add_argument("--scenarios", metavar="PATH", type=Path, action="append", default=[],
                    help="scenario files or folders to rename in too (default with the shipped content: "
                         "tests/scenarios)")
    rn.add_argument("--docs", metavar="PATH", type=Path, action="append", default=[],
                    help="Markdown files or folders whose code to rename in too (default with the shipped "
                         "content: docs)")
    rn.add_argument("--dry-run", action="store_true", help="show every edit and check the result; write nothing")
    rn.set_defaults(func=cmd_rename)
