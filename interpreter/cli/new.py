"""`wsdv new card|icon|pictogram|phase|province|city|connection|track|variant`: a stub of a new definition and of every text it needs, checked before it is written.

Why: one new icon touched about twenty places in six languages (the designer's review). A designer
drafting in English names the new thing once; wsdv writes the declaration where its kind lives,
the English texts (a placeholder the designer rewrites), and in every other language a stub marked
untranslated (:mod:`interpreter.words.l10n.stubs`), so `wsdv check` and `wsdv l10n check` pass at
once and `wsdv l10n status` lists what waits for translation. Nothing is written unless the content
with the new definition passes the check (as `wsdv rename` does), and no file is half-written.

With `--overlay DIR` the new definition goes into a designer's overlay folder instead, the base content
left as it is: its declaration in the overlay's file of its kind, what the base must change for it as
`amend` lines (a decade's `cards`, a neighbour's `neighbours`), its texts in the overlay's own
`locales/`; checked as `wsdv check --overlay DIR` checks it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from ..diagnostics import display_path
from ..language.loader import content_files
from ..outputs import OutputError
from ..paths import content_dir, known_variants
from ..rules.journal import JournalError, apply_all, recover
from ..rules.pipeline import build
from ..rules.rename import Edit
from ..words.english import SaidInEnglish
from ..words.l10n import term_id
from ..words.l10n.catalog import Entry, read_catalog
from ..words.l10n.stubs import stub
from ..words.languages import DEFAULT_LANGUAGE, available_languages, locales_root
from . import messages
from .commands import listed
from .common import colour, in_words
from .exitcodes import EXIT_CONTENT, EXIT_OK
from .messages import error, located, refusal, say

ID = re.compile(r"[a-z][a-z0-9_]*")
CARD_ID = re.compile(r"[0-9]+|[A-Za-z][A-Za-z0-9_]*")
# A decade's `cards` list in deck.wsdv: ranges and single numbers, `41..60, 81`.
_NUMBERS = r"\d+(?:\.\.\d+)?(?:[ \t]*,[ \t]*\d+(?:\.\.\d+)?)*"


def _numbers(listed: str) -> set[int]:
    """The card numbers a decade's `cards` list names."""
    out: set[int] = set()
    for item in listed.split(","):
        lo, _, hi = item.strip().partition("..")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


class NewError(SaidInEnglish):
    """What `wsdv new` refuses, said as `wsdv new: error: ...` with a hint. Raised with its words alone
    (a message of cli.ftl and its values): its English, for a Python caller, is the English locale's, and
    the command line says the same words in the reader's language."""


@dataclass(frozen=True)
class Text:
    """A text the new definition needs: its id, the locale file it lives in, and its English."""

    id: str
    file: str
    english: str


@dataclass(frozen=True)
class Target:
    """Where `new` reads and where it writes: the content folder (read, and written to without an
    overlay), the overlay folder the new definition goes to (None: the content itself), and the rules
    of the two together as they are before the addition (what a neighbour lists, for instance)."""

    content: Path
    overlay: Path | None
    rules: Any

    @property
    def root(self) -> Path:
        """The folder written to."""
        return self.overlay if self.overlay is not None else self.content

    def files(self) -> list[Path]:
        """The files of the folder written to, where a kind's home is looked for."""
        if self.overlay is None:
            return content_files(self.content)
        return content_files(self.overlay, skip_variants=False) if self.overlay.is_dir() else []

    def home(self, patterns: list[re.Pattern[str]], default: str, in_overlay: str) -> Path:
        """The file a new definition joins: in the content, the first declaring what the first pattern
        matches (else ``default``); in an overlay, the first declaring what any pattern matches, tried in
        order (else ``in_overlay``: an overlay keeps one file a kind, as content/variants/* do)."""
        if self.overlay is None:
            return _declared(self.files(), patterns[0]) or self.content / default
        return next(filter(None, (_declared(self.files(), p) for p in patterns)), None) or self.overlay / in_overlay


def _declared(files: list[Path], pattern: re.Pattern[str]) -> Path | None:
    """The first of the files that declares something the pattern matches (where its kind lives)."""
    for path in files:
        if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
            return path
    return None


def _current(path: Path, edits: list[Edit]) -> str:
    """A file's text with the edits already planned to it (empty for a file still to be made)."""
    planned = next((e.new for e in reversed(edits) if e.path == path), None)
    if planned is not None:
        return planned
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _words(id_: str) -> str:
    """A placeholder English name from an id (`move_ls` -> `Move ls`), for the designer to rewrite."""
    text = id_.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


# A decade's line and its `cards` list: a declaration in the content, or an overlay's amend or replace of it.
_DECADE = re.compile(rf"^(?:(?:amend|replace)[ \t]+)?decade[ \t]+(?P<decade>\S+)\b.*?\bcards[ \t]+(?P<cards>{_NUMBERS})", re.M)


def _decade_lines(t: Target) -> dict[str, tuple[Path, str, re.Match[str]]]:
    """Each decade's `cards` line as it holds (its file, the file's text, the line): the content's, unless
    the overlay amends (or replaces) it."""
    found: dict[str, tuple[Path, str, re.Match[str]]] = {}
    for path in content_files(t.content) + (t.files() if t.overlay is not None else []):
        text = path.read_text(encoding="utf-8", errors="replace")
        for m in _DECADE.finditer(text):
            found[m.group("decade")] = (path, text, m)
    return found


def _card(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    if not args.decade:
        raise NewError(words=("new-card-needs-decade", {"id": args.id}))
    number, decade = str(args.id), str(args.decade)
    if not CARD_ID.fullmatch(number):
        raise NewError(words=("new-not-card-number", {"number": number}))
    deck = _declared(content_files(t.content), re.compile(rf"^decade\s+{re.escape(decade)}\b.*\bcards\s+\d+\.\.\d+", re.M))
    lines = _decade_lines(t)
    if deck is None or decade not in lines:
        raise NewError(words=("new-no-decade", {"decade": decade}))
    edits: list[Edit] = []
    path, text, line = lines[decade]
    lo, _, hi = line.group("cards").split(",")[0].strip().partition("..")
    first, last = int(lo), int(hi or lo)
    listed = {n for _, _, found in lines.values() for n in _numbers(found.group("cards"))}
    # The number that joins the decade next: the one after its first range, unless another decade
    # lists it (decade III's 61 is decade IV's first card); then the first above every listed card.
    after = last + 1 if last + 1 not in listed else max(listed) + 1
    joins = ""   # (an overlay's amend of a decade the content declares)
    if number.isdigit() and int(number) not in _numbers(line.group("cards")):
        if int(number) != after:
            raise NewError(words=("new-card-outside-decade", {"number": number, "decade": decade, "first": str(first),
                                                              "last": str(last), "next": str(after)}))
        if after == last + 1:   # the range grows: `cards 61..81`
            grown = re.sub(r"\.\.\d+", f"..{number}", line.group("cards"), count=1)
        else:                   # a number of its own after the decade's list: `cards 41..60, 81`
            grown = line.group("cards") + f", {number}"
        if t.overlay is None or t.overlay.resolve() not in path.resolve().parents:
            if t.overlay is None:
                edits.append(Edit(path, text, text[:line.start("cards")] + grown + text[line.end("cards"):]))
            else:   # the content's decade stays as it is; the overlay amends it
                joins = f"amend decade {decade}  cards {grown}\n"
        else:       # the overlay's own amend of the decade grows
            edits.append(Edit(path, text, text[:line.start("cards")] + grown + text[line.end("cards"):]))
    home = t.home([re.compile(rf"^card\s+\S+\s+decade\s+{re.escape(decade)}\b", re.M),
                   re.compile(r"^(?:(?:amend|replace)\s+)?card\s", re.M)], "cards/extra.wsdv", "cards.wsdv")
    edits.append(_append(home, edits,
                         joins + f"card {number}  decade {decade}  colour {args.colour}  value {args.value}  source reconstructed {{\n"
                         "  # the rows the card prints: `row 1  icons ...` (docs/guide/content-language.md)\n}\n"))
    return edits, [Text(term_id("card", number), "titles.ftl", args.title or f"Card {number}")]


def _icon(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    name = _id(args.id)
    home = t.home([re.compile(r"^icon\s", re.M)], "icons.wsdv", "icons.wsdv")
    edit = _append(home, [], f"icon {name}(side, n = 1)  source reconstructed {{\n"
                             "  # what the icon does, with the effects of docs/guide/primitives.md\n}\n")
    words = args.title or _words(name)
    return [edit], [Text(term_id("icon", name), "names.ftl", words),
                    Text(f"icon-{name.replace('_', '-')}", "icons.ftl", args.text or words)]


def _phase(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    name = _id(args.id)
    home = t.home([re.compile(r"^phase\s", re.M)], "phases.wsdv", "phases.wsdv")
    edit = _append(home, [], f"phase {name}  source reconstructed {{\n"
                             "  # what the phase does; list it in a sequence's `phases` to run it\n}\n")
    return [edit], [Text(term_id("phase", name), "names.ftl", args.title or _words(name))]


def _city(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    name = _id(args.id)
    if not args.province or not args.at:
        raise NewError(words=("new-city-needs-province", {"name": name}))
    x, y = _xy(args.at, "city", "--at 31,72")
    home = t.home([re.compile(r"^city\s", re.M)], "board/cities.wsdv", "board.wsdv")
    edit = _append(home, [], f"city {name}  province {_id(args.province)}  at {x}, {y}  "
                             "source reconstructed\n")
    return [edit], [Text(term_id("city", name), "names.ftl", args.title or _words(name))]


def _xy(value: str | None, what: str, example: str) -> tuple[str, str]:
    """A place on the board given as `X,Y`, percent across and down."""
    at = re.fullmatch(r"\s*(\d{1,3})\s*,\s*(\d{1,3})\s*", value or "")
    if at is None:
        raise NewError(words=("new-not-a-place", {"value": value or "none", "what": what, "example": example}))
    return at.group(1), at.group(2)


def _province(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    """A province of a side, at a place on the board; the neighbours named list it back (the checker
    insists the relation is symmetric), so the content passes at once: each neighbour's line in the
    content gets the new name, or, in an overlay, an `amend` of the neighbour's `neighbours` does."""
    name = _id(args.id)
    if not args.side:
        raise NewError(words=("new-province-needs-side", {"name": name}))
    x, y = _xy(args.at, "province", f"wsdv new province {name} --side {args.side} --at 31,72")
    home = t.home([re.compile(r"^province\s", re.M)], "board/provinces.wsdv", "board.wsdv")
    neighbours = [_id(n.strip()) for n in (args.neighbours or "").split(",") if n.strip()]
    edits: list[Edit] = []
    for n in neighbours:   # each neighbour lists the new province back, on its own line
        if n not in t.rules.provinces:
            raise NewError(words=("new-no-neighbour", {"neighbour": n, "name": name}))
        own = rf"^province\s+{re.escape(n)}\b" if t.overlay is None else rf"^amend\s+province\s+{re.escape(n)}\b.*\bneighbours\s"
        path = _declared(t.files(), re.compile(own, re.M))
        if path is None:   # (an overlay that leaves the neighbour's neighbours as the content has them)
            listed = ", ".join([*t.rules.provinces[n].neighbours, name])
            edits.append(_append(home, edits, f"amend province {n}  neighbours {listed}\n"))
            continue
        before = _current(path, edits)
        line = re.search(own + r"[^\n]*", before, re.M)
        assert line is not None   # (the search above found it)
        if line.group(0).rstrip().endswith(","):
            raise NewError(words=("new-neighbours-wrapped", {"neighbour": n, "name": name}))
        given = re.search(r"\bneighbours\s", line.group(0))
        added = line.group(0).rstrip() + (f", {name}" if given else f"  neighbours {name}")
        edits.append(Edit(path, before, before[:line.start()] + added + before[line.end():]))
    listed = f"  neighbours {', '.join(neighbours)}" if neighbours else ""
    line_ = f"province {name}  side {_id(args.side)}  at {x}, {y}  source reconstructed{listed}\n"
    current = _current(home, edits)
    last = list(re.finditer(r"^province\s[^\n]*\n", current, re.M))   # next to the other provinces
    edits.append(Edit(home, current, current[:last[-1].end()] + line_ + current[last[-1].end():]) if last
                 else _append(home, edits, line_))
    return edits, [Text(term_id("province", name), "names.ftl", args.title or _words(name))]


def _pictogram(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    """How an icon is drawn (pictograms have no words): a plain disc in the colour of the side, for the
    designer to draw over (the shapes: the comment at the head of content/pictograms.wsdv)."""
    name = _id(args.id)
    home = t.home([re.compile(r"^pictogram\s", re.M)], "pictograms.wsdv", "pictograms.wsdv")
    edit = _append(home, [], f"pictogram {name}  source reconstructed {{\n"
                             "  # shapes on a 64 by 64 grid: `circle R at X, Y`, `path \"M ...\"`, `use FIGURE`\n"
                             "  circle 29  at 32, 32  fill side  stroke ink  width 2\n}\n")
    return [edit], []


def _connection(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    """A connection between two cities with its blue lines (a connection has no words of its own)."""
    ends = [_id(e) for e in args.id.split("--")] if "--" in args.id else [_id(args.id)]
    if args.to:
        ends.append(_id(args.to))
    if len(ends) != 2:
        raise NewError(words=("new-connection-two-cities", {}))
    if not re.fullmatch(r"[12]", args.lines or ""):
        raise NewError(words=("new-not-lines", {"lines": str(args.lines)}))
    home = t.home([re.compile(r"^connection\s", re.M)], "board/connections.wsdv", "board.wsdv")
    edit = _append(home, [], f"connection {ends[0]} -- {ends[1]}  lines {args.lines}  source reconstructed\n")
    args.id = f"{ends[0]} -- {ends[1]}"   # as the content writes it, for what `new` says it added
    return [edit], []


def _track(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    """A track with its spaces and its start (what its spaces do: `space N ...` in its block)."""
    name = _id(args.id)
    spaces = re.fullmatch(r"\s*(-?\d{1,3})\s*\.\.\s*(-?\d{1,3})\s*", args.spaces or "")
    if spaces is None:
        raise NewError(words=("new-not-spaces", {"spaces": args.spaces or "none", "name": name}))
    start = args.start if args.start is not None else "0"
    if not re.fullmatch(r"-?\d{1,3}", start):
        raise NewError(words=("new-not-a-space", {"start": start}))
    home = t.home([re.compile(r"^track\s", re.M)], "board/tracks.wsdv", "tracks.wsdv")
    edit = _append(home, [], f"track {name}  spaces {spaces.group(1)}..{spaces.group(2)}  start {start}  "
                             "source reconstructed {\n  # what its spaces do: `space N ...`\n}\n")
    return [edit], [Text(term_id("track", name), "names.ftl", args.title or _words(name))]


def _variant(t: Target, args: Any) -> tuple[list[Edit], list[Text]]:
    name = _id(args.id)
    if t.overlay is not None:
        raise NewError(words=("new-variant-in-overlay", {"name": name}))
    folder = t.content / "variants" / name
    if folder.exists():
        raise NewError(words=("new-variant-exists", {"name": name, "folder": display_path(folder)}))
    title = args.title or _words(name)
    if '"' in title:
        raise NewError(words=("new-title-quote", {}))
    edit = _append(folder / "variant.wsdv", [],
                   f'variant {name}  title "{title}"  source reconstructed\n'
                   "# what the variant changes: `replace`, `amend` or `delete` a declaration of the base content,\n"
                   "# or declare a new one (docs/guide/content-language.md)\n")
    return [edit], [Text(term_id("variant", name), "names.ftl", title)]


# The kinds a designer adds. Left out on purpose: a side, a piece, a decade, a deck, a sequence, a setup
# and a routine are the game's frame (changed with `amend`, not added); a bot, a feature, an action, a
# group, a country, a flag, a box, a pile, a zone, a derive, a figure, a drawing and an outcome are added
# rarely and by hand from an example next to them (docs/guide/content-language.md).
KINDS = {"card": _card, "icon": _icon, "phase": _phase, "city": _city, "variant": _variant,
         "province": _province, "pictogram": _pictogram, "connection": _connection, "track": _track}


def _id(value: str) -> str:
    if not ID.fullmatch(value):
        raise NewError(words=("new-not-an-id", {"value": value}))
    return value


def _append(path: Path, edits: list[Edit], block: str) -> Edit:
    """An edit adding a block at the end of a file (after the edits already planned to it)."""
    before = _current(path, edits)
    sep = "" if not before or before.endswith("\n\n") else ("\n" if before.endswith("\n") else "\n\n")
    return Edit(path, before, before + sep + block)


def _text_edits(t: Target, texts: list[Text]) -> list[Edit]:
    """English as written, and in every other language of the content a stub waiting for the
    translation (in an overlay, in the overlay's own `locales/`)."""
    edits: list[Edit] = []
    root = locales_root(t.root)
    english = read_catalog(DEFAULT_LANGUAGE, locales_root(t.content) / DEFAULT_LANGUAGE).entries
    if t.overlay is not None and (root / DEFAULT_LANGUAGE).is_dir():
        english = {**english, **read_catalog(DEFAULT_LANGUAGE, root / DEFAULT_LANGUAGE).entries}
    for text in texts:
        if text.id in english:
            raise NewError(words=("new-text-exists", {"id": text.id, "file": english[text.id].file.name}))
    for lang in available_languages(t.content):
        for file in dict.fromkeys(x.file for x in texts):
            path = root / lang / file
            mine = [x for x in texts if x.file == file]
            if lang == DEFAULT_LANGUAGE:
                block = "".join(f"{x.id} = {x.english}\n" for x in mine)
            else:
                block = "".join(stub(_entry(x, path), lang).rstrip("\n") + "\n" for x in mine)
            edits.append(_append(path, edits, block))
    return edits


def _entry(t: Text, path: Path) -> Entry:
    """The English a stub quotes, as the catalog entry it will be once written."""
    node = FluentParser().parse(f"{t.id} = {t.english}\n").body[0]
    assert isinstance(node, ftl.Message | ftl.Term)
    return Entry(t.id, node, path, 0, 0)


def _merged(edits: list[Edit]) -> list[Edit]:
    """One edit per file (a file edited twice, e.g. a new province and its neighbours' lines): from its
    text before the first to its text after the last."""
    by_path: dict[Path, Edit] = {}
    for e in edits:
        first = by_path.get(e.path)
        by_path[e.path] = e if first is None else Edit(e.path, first.old, e.new)
    return list(by_path.values())


def _check_in_copy(args: argparse.Namespace, t: Target, edits: list[Edit], variants: list[str]) -> list[str]:
    """The problems of the content with the edits made, found in a temporary copy of the folder written
    to (the content with every variant; or the overlay, over the content as it is), in the reader's
    language."""
    with tempfile.TemporaryDirectory(prefix="wsdv-new-") as tmp:
        copy = Path(tmp) / (t.root.resolve().name or "folder")   # (`--overlay .`: the working folder)
        if t.root.is_dir():
            shutil.copytree(t.root, copy)
        copy.mkdir(exist_ok=True)
        for e in edits:
            target = copy / e.path.resolve().relative_to(t.root.resolve())
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(e.new, encoding="utf-8")
        results = ([build(copy, names) for names in [[], *[[v] for v in variants]]] if t.overlay is None
                   else [build(t.content, [], [copy])])
        said = [in_words(args, _as_users(r.report, copy, t.root)) for r in results if not r.ok]
        return [s.report.render(False, s.labels) for s in said]


def _as_users(report: Any, copy: Path, content: Path) -> Any:
    """The report of the temporary copy with its files named as the user's own (the copy is gone when they
    read it, and the file to open is theirs); the source lines stay the copy's, the content as it would be."""
    base = copy.resolve()

    def users(name: str) -> str:
        try:
            rel = Path(name).resolve().relative_to(base)
        except ValueError:
            return name
        return display_path(content / rel)
    return replace(report, diagnostics=[replace(d, file=users(d.file)) for d in report.diagnostics],
                   sources={users(k): v for k, v in report.sources.items()},
                   order=[users(k) for k in report.order])


def cmd_new(args: argparse.Namespace) -> int:
    content = Path(args.content) if args.content else content_dir()
    overlay = Path(args.overlay) if args.overlay is not None else None
    if args.content is None and overlay is None and "_data" in content.parts:
        print(error(args, "new-shipped", "new-shipped-hint", path=str(content)), file=sys.stderr)
        return EXIT_CONTENT
    # The folder this command writes (the content, or the overlay): a change a killed `wsdv new` or
    # `wsdv rename` left half done there is finished or undone first, and this command's own journal
    # is kept there.
    home = content if overlay is None else overlay
    try:
        recovered = recover(home) if home.is_dir() else None
    except JournalError as err:
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    if recovered is not None:
        how, journal = recovered
        print(messages.recovered(args, how, journal), file=sys.stderr)
        if how == "finished" and (journal.command, journal.subject) == ("new", (args.kind, str(args.id))):
            return EXIT_OK   # (this very command, killed before: now done)
    variants = known_variants(content) if overlay is None else []
    # (an overlay still to be made is made by what is added to it; one that is there is checked with the content)
    first = build(content, [], [overlay] if overlay is not None and overlay.exists() else [])
    if not first.ok:
        said = in_words(args, first.report)
        print(said.report.render(colour(sys.stderr), said.labels), file=sys.stderr)
        print(say(args, "new-content-has-errors"), file=sys.stderr)
        return EXIT_CONTENT
    try:
        where = Target(content, overlay, first.rules)
        edits, texts = KINDS[args.kind](where, args)
        edits = _merged(edits + _text_edits(where, texts))
        for e in edits:
            if e.path.is_symlink():  # replacing the link would cut it off from its file (or leave the content)
                target = os.path.realpath(e.path)
                raise NewError(words=("new-symbolic-link", {"path": display_path(e.path), "target": target}))
    except NewError as err:
        print(refusal(args, err, "wsdv new"), file=sys.stderr)
        return EXIT_CONTENT

    problems = _check_in_copy(args, where, edits, [*variants, *(
        [args.id] if args.kind == "variant" else [])])
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(located(args, "wsdv new", say(args, 'new-would-not-pass', kind=args.kind)),
              file=sys.stderr)
        return EXIT_CONTENT
    try:
        # all checked and staged under a journal, then replaced: a kill between two replacements is
        # finished by the next `wsdv new` (or `wsdv rename`), and `wsdv check` refuses the folder till then;
        # the folders it needs (a new variant's, a new overlay's) are made and listed there too
        apply_all(home, "new", (args.kind, str(args.id)), [(e.path, e.new) for e in edits])
    except OutputError as err:
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    except JournalError as err:   # (a full disk while staging: nothing was changed)
        print(refusal(args, err), file=sys.stderr)
        return EXIT_CONTENT
    print(say(args, "new-written", kind=args.kind, id=str(args.id), files=len(edits)))
    for e in edits:
        print(f"  {display_path(e.path)}")
    langs = [lang for lang in available_languages(content) if lang != DEFAULT_LANGUAGE]
    if not texts:   # (a pictogram, a connection: no words)
        print(say(args, "new-next-no-texts"))
        return EXIT_OK
    print(say(args, "new-next", files=", ".join(sorted({t.file for t in texts})), texts=len(texts) * len(langs),
              langs=", ".join(langs)))
    return EXIT_OK


def register(sub: Any) -> None:
    p = sub.add_parser("new", help=listed("new"),
                       description="Write a stub of a new definition where its kind lives in the content, its "
                                   "English texts (placeholders to rewrite) and in every other language a stub "
                                   "marked untranslated; checked before anything is written.")
    p.add_argument("kind", choices=sorted(KINDS), help="what to add")
    p.add_argument("id", metavar="ID", help="the card's number, or the new thing's id (a pictogram: its icon's; "
                                            "a connection: `CITY--CITY`, or one city and --to)")
    p.add_argument("--content", metavar="DIR", type=Path, help="the content folder to add to (a designer's copy)")
    p.add_argument("--overlay", metavar="DIR", type=Path,
                   help="add to this overlay folder instead (made if missing), the content left as it is")
    p.add_argument("--decade", metavar="D", help="a card's decade (I, II, III, IV)")
    p.add_argument("--colour", default="red", help="a card's colour (default: red)")
    p.add_argument("--value", default="1", help="a card's value (default: 1)")
    p.add_argument("--title", metavar="TEXT", help="the English title or name (default: from the id)")
    p.add_argument("--text", metavar="TEXT", help="an icon's English card text (default: its name)")
    p.add_argument("--province", metavar="ID", help="a city's province")
    p.add_argument("--at", metavar="X,Y", help="a city's or province's place on the board, percent across and down")
    p.add_argument("--side", metavar="SIDE", help="a province's side (west, east)")
    p.add_argument("--neighbours", metavar="A,B", help="a province's neighbours (each lists it back)")
    p.add_argument("--to", metavar="CITY", help="a connection's other city")
    p.add_argument("--lines", default="1", help="a connection's blue lines, 1 or 2 (default: 1)")
    p.add_argument("--spaces", metavar="LO..HI", help="a track's spaces, e.g. -6..6")
    p.add_argument("--start", metavar="N", help="the space a track's marker starts on (default: 0)")
    p.set_defaults(func=cmd_new)
