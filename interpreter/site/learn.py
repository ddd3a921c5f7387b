"""The "Learn to play" page and the special places' page: the rules in teaching order.

Their order and what each section links to are the site's own material, in docs/learn.yaml (the
hand-written side of the site, like its introduction): the goal and how a game ends first, then the
board, a turn, the actions with the economy they use, unrest and protests, the end of a decade, and
last the special cards and places. The words are the site strings' (`learn-<key>-title`,
`learn-<key>-text`, `places-<key>-title`, `places-<key>-text`, in every language); each section
links to the rules it teaches (their titles are the rules page's) and shows its worked examples, run
by the engine while the site builds (examples.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..diagnostics import Report, Span, display_path, words
from ..inputs import read_bounded
from ..words import prose
from ..words.markup import Safe
from ..words.markup import text as esc
from ..words.sitestrings import StringsError
from .context import Context
from .examples import Example, example_anchor, example_heading, example_html, scenario_anchor
from .mapplaces import cards_naming, named_places
from .outline import LINES, outline
from .pages import quoted_words, rule_section
from .setuplist import setup_facts, setup_steps
from .setupmap import setup_picture

FILE = "learn.yaml"
# A section's key: it names a page (learn-KEY.md), an anchor and messages (learn-KEY-title), so it is a
# name, never a path (`goal/../../x` would put the part's page outside the site).
KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")
# The key definitions the player aid repeats among its reminders (`learn-definition-<name>`; the path's
# first page states them, and maybe more).
LEARN_PAGE, PLACES_PAGE = "learn.md", "places.md"
# The site's pages a section may link to, by the key learn.yaml uses: (navigation title, path).
PAGES = {"map": ("nav-map", "map.md"), "tracks": ("nav-tracks", "tracks.md"), "phases": ("nav-phases", "phases.md"),
         "reading-a-card": ("nav-reading", "reading-a-card.md"), "cards": ("nav-cards", "cards/index.md"),
         "icons": ("nav-icons", "icons.md"), "places": ("nav-places", PLACES_PAGE), "rules": ("nav-rules", "rules.md"),
         "glossary": ("nav-glossary", "glossary.md"), "aid": ("nav-aid", "player-aid.md")}
# The pictures a part may show, by the key learn.yaml uses: (the drawing the build writes, its text
# alternative, its caption, the page it opens). The board part shows the whole map and the annotated
# card: a newcomer met "blue lines", "crest" and "value box" in words before seeing either.
# The map keeps its drawn width on a phone, in a frame that scrolls sideways (`ZOOMED`, wsdv.css
# `.wsdv-zoom`): fitted to the screen its city names were 5 to 8 pixels (newcomer review 4, F9); the
# card's callouts read at 9.6 pixels across a phone's screen as they are.
FIGURES = {"map": ("map.svg", "map-svg-title", "learn-figure-map", "map.md"),
           "reading-a-card": ("reading-a-card.svg", "learn-figure-card-alt", "learn-figure-card", "reading-a-card.md")}
ZOOMED = ("map",)

# The checklists a part may show, by the key learn.yaml uses: the setup, step by step
# (setuplist.py; newcomer review 4, F1: setup was spread over three pages).
LISTS = ("setup",)


@dataclass(frozen=True)
class Section:
    key: str
    rules: tuple[str, ...] = ()
    pages: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()
    # A special place's section: the places it is about (default: its key). A part of the path: the
    # special places' sections it teaches, a paragraph each (`learn-<key>-<place>`) linking to that section.
    places: tuple[str, ...] = ()
    figures: tuple[str, ...] = ()   # pictures of the whole (FIGURES), after the part's words
    lists: tuple[str, ...] = ()     # checklists (LISTS) after the part's words: the setup
    # where its names stand in learn.yaml (a refusal the build makes points there); not part of what it is
    origin: _Origin = field(default_factory=lambda: _Origin(f"docs/{FILE}", "", {}), compare=False, repr=False)


@dataclass(frozen=True)
class Path_:
    learn: tuple[Section, ...]
    places: tuple[Section, ...]
    # The worked examples that were once on another part's page, with that part's key: that page keeps
    # their anchors, so an old permalink to one of them still leads to where it is now.
    moved: Mapping[str, str] = field(default_factory=dict)
    # The key definitions the first page states before part 1 (`learn-definition-<key>`), in order.
    definitions: tuple[str, ...] = ()
    # The part that teaches each line of the game at a glance (outline.LINES), by line.
    outline: Mapping[str, str] = field(default_factory=dict)

    def rule_places(self) -> dict[str, tuple[str, ...]]:
        """For each rule a special place's section lists, the keys of those sections."""
        out: dict[str, tuple[str, ...]] = {}
        for s in self.places:
            for ref in s.rules:
                out[ref] = (*out.get(ref, ()), s.key)
        return out

    def place_anchor(self, place: str) -> str | None:
        """The anchor of the places page's section about a place, None if it has none."""
        for s in self.places:
            if place in (s.places or (s.key,)):
                return f"place-{s.key}"
        return None


class LearnPathError(StringsError):
    """docs/learn.yaml cannot be the site's learning path. Each problem is located in the file, with
    its words in the locales (files.ftl's ``learn-path-*``, the hint ``<id>-hint``) for a command
    that says them in its reader's language; ``report`` holds them and the file's text (the line under
    the caret), ``str(err)`` is the English report."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__(report.render(), diagnostics=report.sorted())


@dataclass(frozen=True)
class _Origin:
    """Where a section's names stand in learn.yaml: the file, its text and, by (list, name), the
    span of the name's first mention; for a refusal that only the build can make (a rule with no
    words on the rules page), at its place."""

    file: str
    text: str
    spans: Mapping[tuple[str, str], Span]

    def refuse(self, field: str, name: str, english: str, hint: str, message_id: str, **values: str) -> LearnPathError:
        report = Report()
        report.add_source(self.file, self.text)
        report.error(self.file, self.spans.get((field, name)), english, hint, words(message_id, **values))
        return LearnPathError(report)


def _span(node: yaml.Node) -> Span:
    """A node's place: its line and column, and its end where it ends on the same line."""
    start, end = node.start_mark, node.end_mark
    return Span(start.line + 1, start.column + 1, end.column + 1 if end.line == start.line else None)


def _at(node: yaml.Node, *keys: str | int) -> yaml.Node:
    """The node a path of keys and indices leads to, or the deepest the file has of it."""
    for key in keys:
        if isinstance(node, yaml.MappingNode):
            inner = next((v for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and 0 <= key < len(node.value):
            inner = node.value[key]
        else:
            inner = None
        if inner is None:
            return node
        node = inner
    return node


def _key_at(node: yaml.Node, key: object) -> yaml.Node:
    """The node of a key of a mapping (for a key that is wrong itself), else the mapping."""
    if isinstance(node, yaml.MappingNode):
        for k, _v in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == str(key):
                return k
    return node


def load_path(docs: Path) -> Path_:
    """docs/learn.yaml, checked: a section is a mapping with a key and lists of names. Every problem
    of the file is refused at once, each at its place (:class:`LearnPathError`)."""
    path = docs / FILE
    file = display_path(path)
    report = Report()

    def refused(node: yaml.Node | None, english: str, hint: str, message_id: str, **values: str) -> None:
        report.error(file, None if node is None else _span(node), english, hint, words(message_id, **values))

    try:   # a file of the docs folder: never a FIFO, a device, gigabytes or a link out of the folder
        text = read_bounded(path, "content", within=docs).decode("utf-8")
    except OSError as err:
        reason = err.strerror or type(err).__name__
        refused(None, f"cannot read the learning path: {reason}", "the site's learning path is docs/learn.yaml, "
                "beside the site's pages", "learn-path-unreadable", reason=reason)
        raise LearnPathError(report) from None
    except UnicodeDecodeError:
        refused(None, "the learning path is not UTF-8 text", "save it as UTF-8", "learn-path-not-utf8")
        raise LearnPathError(report) from None
    report.add_source(file, text)
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        report.error(file, Span(mark.line + 1, mark.column + 1) if mark else Span(1, 1),
                     f"this is not valid YAML: {getattr(err, 'problem', None) or err}",
                     "look for a missing colon, quote or bracket, or a wrong indentation, at or just before this place",
                     words("learn-path-yaml"))
        raise LearnPathError(report) from None
    except RecursionError:
        report.error(file, Span(1, 1), "the learning path nests too deeply", "a section is a mapping of lists of "
                     "names, no deeper", words("learn-path-deep"))
        raise LearnPathError(report) from None
    finally:
        loader.dispose()
    if root is None or not isinstance(data, Mapping):
        report.error(file, Span(1, 1) if root is None else _span(root),
                     "the learning path must be a mapping with `learn` and `places`",
                     "start a line with `learn:` and one with `places:`, each followed by its sections",
                     words("learn-path-not-mapping"))
        raise LearnPathError(report)
    spans: dict[tuple[str, str], Span] = {}
    origin = _Origin(file, text, spans)

    def sections(name: str) -> tuple[Section, ...]:
        items = data.get(name) or []
        if not isinstance(items, list):
            refused(_at(root, name), f"`{name}` must be a list of sections", "start each section on a line of its "
                    "own with `- key: NAME`", "learn-path-not-list", list=name)
            return ()
        out = []
        for i, item in enumerate(items):
            node = _at(root, name, i)
            if not isinstance(item, Mapping) or not isinstance(item.get("key"), str):
                refused(node, f"this item of `{name}` needs a `key`", "start the section with `- key: NAME`",
                        "learn-path-no-key", list=name)
                continue
            key = item["key"]
            if not KEY.fullmatch(key):
                refused(_at(node, "key"), f"`{name}`: the key `{key}` is not a name: letters, digits, `_` and `-` only",
                        "the key names the part's page (learn-KEY.md), its anchor and its texts (learn-KEY-title), so it "
                        "holds no `/`, `.` or space", "learn-path-bad-key", list=name, key=key)
                # (read on: the file is refused at its end, and its other names are checked meanwhile)
            fields: dict[str, tuple[str, ...]] = {}
            for f in ("rules", "pages", "examples", "places", "figures", "lists"):
                value = item.get(f) or []
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    refused(_at(node, f), f"`{name}` item `{key}`: `{f}` must be a list of names",
                            f"write the names in brackets, e.g. `{f}: [first, second]`", "learn-path-not-names",
                            list=name, key=key, field=f)
                    value = []
                fields[f] = tuple(value)
                for j, v in enumerate(value):
                    spans.setdefault((f, v), _span(_at(node, f, j)))
            for f, known, english, hint in (
                    ("pages", PAGES, "links to unknown pages", "the site's pages"),
                    ("figures", FIGURES, "shows unknown pictures", "the pictures the site draws"),
                    ("lists", LISTS, "shows unknown lists", "the checklists the site makes")):
                unknown = [p for p in fields[f] if p not in known]
                if unknown:
                    refused(_at(node, f, fields[f].index(unknown[0])), f"`{key}` {english}: {', '.join(unknown)}",
                            f"{hint}: {', '.join(known)}", f"learn-path-unknown-{f}", key=key,
                            names=", ".join(unknown), known=", ".join(known))
            out.append(Section(key, **fields, origin=origin))
        return tuple(out)

    learn, places = sections("learn"), sections("places")
    keys = {s.key for s in places}
    for i, s in enumerate(learn):
        unknown = [p for p in s.places if p not in keys]
        if unknown:
            refused(_at(root, "learn", i, "places", s.places.index(unknown[0])),
                    f"`{s.key}` teaches places with no section: {', '.join(unknown)}",
                    "give each a section of its own under `places` (`- key: NAME`), or leave it out here",
                    "learn-path-unknown-places", key=s.key, names=", ".join(unknown))
    parts = {s.key for s in learn}
    moved = data.get("moved") or {}
    if not isinstance(moved, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in moved.items()):
        refused(_at(root, "moved"), "`moved` must map worked examples to the parts they were on",
                "one line for each example, e.g. `EX-1: goal`", "learn-path-moved-not-map")
        moved = {}
    for ex, was in moved.items():
        now = [s.key for s in learn if ex in s.examples]
        if was not in parts or not now or was in now:
            refused(_at(root, "moved", ex), f"`moved`: {ex} was on `{was}`, which is no other part of the path "
                    "than the one that shows it", "name the part whose page showed the example before; the part "
                    "that shows it now lists it under `examples`", "learn-path-moved-wrong", example=ex, was=was)
    definitions = data.get("definitions") or []
    if not isinstance(definitions, list) or not all(isinstance(d, str) for d in definitions):
        refused(_at(root, "definitions"), "`definitions` must list the keys of the first page's definitions",
                "write the keys in brackets, e.g. `definitions: [first, second]`; each has its words in the site "
                "string `learn-definition-<key>`", "learn-path-definitions")
        definitions = []
    lines = data.get("outline") or {}
    if not isinstance(lines, Mapping):
        refused(_at(root, "outline"), f"`outline` must map lines of the game at a glance ({', '.join(LINES)}) "
                "to parts of the path", "one line for each, e.g. `LINE: PART`", "learn-path-outline",
                lines=", ".join(LINES))
        lines = {}
    for line, part in lines.items():
        if line not in LINES or part not in parts:
            node = _key_at(_at(root, "outline"), line) if line not in LINES else _at(root, "outline", str(line))
            refused(node, f"`outline` must map lines of the game at a glance ({', '.join(LINES)}) to parts of the "
                    "path", "one line for each, e.g. `LINE: PART`", "learn-path-outline", lines=", ".join(LINES))
    if report.errors:
        raise LearnPathError(report)
    return Path_(learn, places, dict(moved), tuple(definitions), dict(lines))


def _declared(ctx: Context, s: Section) -> list[tuple[str, str, Any]]:
    """The rules a section names, as (ref, kind, id). The path is written for the shipped game: there a
    name without a rule is an error of learn.yaml, at its place; a designer's content (--content) may
    lack some of its rules, and the path then leaves those out."""
    declared = {f"{k}-{i}": (k, i) for k, i in prose.declarations_with_prose(ctx.l10n, ctx.rules)}
    missing = [ref for ref in s.rules if ref not in declared]
    if missing and ctx.content is None:
        english = f"`{missing[0]}` names no rule with words on the rules page"
        hint = "name a rule as the rules page's anchors do, `KIND-ID` (its anchor is `#rule-KIND-ID`)"
        raise s.origin.refuse("rules", missing[0], english, hint, "learn-path-rule", rule=missing[0])
    return [(ref, *declared[ref]) for ref in s.rules if ref in declared]


def _rule_links(ctx: Context, s: Section, up: str) -> str:
    links = []
    for ref, kind, id_ in _declared(ctx, s):
        title = esc(prose.title(ctx.l10n, kind, id_, ctx.lang, ctx.rules.variants))
        links.append(f"[{title}]({up}rules.md#rule-{ref})")
    return Safe(ctx.t("list-comma").join(links))


def _section(ctx: Context, s: Section, prefix: str, examples: Mapping[str, Example], shown: set[str],
             anchor: str, heading: int = 2) -> tuple[list[str], list[tuple[str, str]]]:
    """A section's Markdown, its title at level `heading` (a part of the path is a page: 1), and the
    (anchor, heading) of each worked example it shows."""
    t = ctx.t
    out = [f"{'#' * heading} {t(f'{prefix}-{s.key}-title')} {{ #{anchor} }}", "", t(f"{prefix}-{s.key}-text"), ""]
    for f in s.figures:   # the whole board, a card: each a link to its page
        svg, alt, caption, page = FIGURES[f]
        image = f"[![{esc(t.raw(alt))}]({svg}){{ loading=lazy }}]({page})"
        if f in ZOOMED:
            image = (f'<div class="wsdv-zoom" role="region" tabindex="0" aria-label="{esc(t.raw(alt))}" markdown>'
                     f"\n\n{image}\n\n</div>")
        wide = " wsdv-learn-figure-wide" if f in ZOOMED else ""
        out += [f'<figure class="wsdv-learn-figure{wide}" markdown>', "", image, "",
                f"<figcaption>{t(caption)}</figcaption>", "</figure>", ""]
    for name in s.lists:   # a checklist to follow at the table, and the board it leaves, drawn
        out += checklist(ctx, name, picture=True)
    if prefix == "learn":  # the special places it teaches: what a new player must know, and the way to the rest
        for p in s.places:
            out += [f"**{t(f'places-{p}-title')}** — {t(f'learn-{s.key}-{p}')} "
                    f"[{t('learn-more')}]({PLACES_PAGE}#place-{p})", ""]
    if s.rules and prefix == "learn":  # the path teaches: each rule's words, in the teaching order
        for ref, kind, id_ in _declared(ctx, s):
            words = quoted_words(ctx, kind, id_)   # on a variant's site, with the variant's change labelled
            title = esc(prose.title(ctx.l10n, kind, id_, ctx.lang, ctx.rules.variants))
            section = rule_section(ctx, kind, id_)
            if words:
                out += [f"**{title}**{f' (§{esc(section)})' if section else ''} — {words} "
                        f"[{t('learn-more')}](rules.md#rule-{ref})", ""]
            if kind == "sequence":
                out += _sequence_steps(ctx, id_)
    elif s.rules:
        out += [t("learn-rules", rules=_rule_links(ctx, s, "")), ""]
    if s.pages:
        pages = Safe(t("list-comma").join(f"[{t(PAGES[p][0])}]({PAGES[p][1]})" for p in s.pages))
        out += [t("learn-pages", pages=pages), ""]
    ids: list[tuple[str, str]] = []
    for ex_id in s.examples:
        if ex_id in examples and ex_id not in shown:
            shown.add(ex_id)
            if heading == 1 and not ids:   # a page's examples under a heading of their own, as the places' are
                out += [f"## {t('learn-examples-title')} {{ #{anchor}-examples }}", ""]
                out += _other_edition(ctx, [examples[e] for e in s.examples if e in examples])
            ids.append(example_heading(ctx, examples[ex_id]))
            out += example_html(ctx, examples[ex_id])
    return out, ids


def checklist(ctx: Context, name: str, heading: int = 2, anchor: str = "learn", picture: bool = False) -> list[str]:
    """A checklist (LISTS) under a heading of its own: the setup, from the board the content's setup
    leaves; with `picture`, that board drawn under it (setupmap.py; the player aid, two A4 pages,
    has no room for it)."""
    t = ctx.t
    sections = [rule_section(ctx, "setup", sid) for sid in ctx.rules.of_kind("setup")]
    intro = t("learn-setup-intro", section=next((s for s in sections if s), ""))
    return [f"{'#' * heading} {t('learn-setup-title')} {{ #{anchor}-{name} }}", "", intro, "",
            f'<div class="wsdv-checklist wsdv-checklist-{name}" markdown>', "",
            *setup_steps(ctx, setup_facts(ctx.rules)), "", "</div>", "",
            *([setup_picture(ctx), ""] if picture else [])]


def _sequence_steps(ctx: Context, sid: Any) -> list[str]:
    """A sequence's phases as a numbered list in the content's order, each with its section, one
    sentence (the site string `learn-phase-<phase>`) and a link to its whole rule, and the phase a flag
    puts in its place (the wall's cost for flight): the path teaches every step of the end of a decade
    at the table's pace, from the content, so a phase the content adds or moves is taught in its place.
    A phase the site has no sentence for (a designer's new one) is taught by its rule's words."""
    r, t = ctx.rules, ctx.t
    seq = r.definitions.get(("sequence", sid), {})

    def numbers(kind: str, id_: str) -> dict[str, int | str]:
        # the numbers, and the yes/no of the shared ones (`$outcome-n2-same`) a sentence selects on
        return {k: v for k, v in prose.facts(r, kind, id_).items()
                if (isinstance(v, int) and not isinstance(v, bool)) or v in ("yes", "no")}

    flag = seq.get("wall_flag")
    out: list[str] = []

    def summary(pid: str) -> str:
        # the sentence gets the numbers the phase's rule prose gets ($track-flight-steps-per-point,
        # $count-socialist...), so a summary states the rate or the limit the content has
        key = f"learn-phase-{pid}"
        return t(key, **numbers("phase", pid)) if t.has(key) else quoted_words(ctx, "phase", pid)

    def item(pid: str) -> str:
        name = ctx.name("phase", pid)
        section = rule_section(ctx, "phase", pid)
        words = summary(pid)
        return (f"**{name}**{f' (§{esc(section)})' if section else ''} — {words} "
                f"[{t('learn-more')}](rules.md#rule-phase-{pid})")

    for i, pid in enumerate(seq.get("phases", ()), 1):
        if pid not in r.phases:
            continue
        out.append(f"{i}. {item(pid)}")
        alt = r.phases[pid].wall_side
        if alt and alt in r.phases and flag:
            heading = t("phase-instead", phase=ctx.raw_name("phase", alt), flag=ctx.raw_name("flag", flag))
            out.append(f"    - *{heading}* — {summary(alt)} "
                       f"[{t('learn-more')}](rules.md#rule-phase-{alt})")
    return [*out, ""] if out else []


def _other_edition(ctx: Context, shown: list[Example]) -> list[str]:
    """On a site of another edition than the one the examples ran on (the 2nd edition's site shows the
    rulebook's examples played with the base game's rules), a line that says which edition they follow."""
    site = tuple(ctx.rules.variants)
    ran = {tuple(ex.rules.variants) for ex in shown if ex.rules is not None} - {site}
    if not ran:
        return []
    editions = [ctx.t("edition-base") if not variants else ctx.t("list-comma").join(ctx.name("variant", v) for v in variants)
                for variants in sorted(ran)]
    return [ctx.t("learn-examples-edition", edition=Safe(ctx.t("list-comma").join(editions))), ""]


def part_page(key: str) -> str:
    """The page of one part of the path (beside the first page, so its links are the first page's)."""
    return f"learn-{key}.md"


def learn_pages(ctx: Context, path: Path_, examples: list[Example]) -> dict[str, str]:
    """The path as pages, by file: the first page (what the path is, the key definitions and its
    contents) and one page per part, in the teaching order, each linked to the one before and after.
    One long page was 34,000 px tall on a phone with its contents in the menu only; a part is a page a
    reader can finish. Every anchor the single page had stays on the first page, on its contents'
    link to where the part or example now is (wsdv.js follows it), so an old permalink still leads there."""
    by_id = {e.id: e for e in examples}
    shown: set[str] = set()
    parts = [(s, _section(ctx, s, "learn", by_id, shown, f"learn-{s.key}", heading=1)) for s in path.learn]
    # the anchors examples had when they were named after their scenarios (`example-ex-15-3` for EX-16)
    renamed = [(s.key, scenario_anchor(e), example_heading(ctx, by_id[e])) for s in path.learn
               for e in s.examples if e in by_id and scenario_anchor(e) != example_anchor(by_id[e])]
    out = {LEARN_PAGE: _first_page(ctx, path, [ids for _, (_, ids) in parts], bool(examples), tuple(renamed))}
    for i, (s, (body, ids)) in enumerate(parts):
        before = (path.learn[i - 1].key if i else None)
        after = path.learn[i + 1].key if i + 1 < len(path.learn) else None
        moved = [(o.key, anchor, title) for o, (_, held) in parts for anchor, title in held
                 if any(ex in by_id and example_anchor(by_id[ex]) == anchor
                        for ex, was in path.moved.items() if was == s.key)]
        out[part_page(s.key)] = "\n".join(_part_page(ctx, s, body, ids, i + 1, len(parts), before, after)
                                          + _moved(moved))
    return out


def _moved(moved: list[tuple[str, str, str]]) -> list[str]:
    """The anchors of the examples that moved from this page to another part's, (part, anchor, title)
    each: each kept as the id of a hidden link to where the example is now (wsdv.js follows it, as it
    follows the first page's), so a permalink from before the move still leads to its example."""
    if not moved:
        return []
    return ['<div class="wsdv-learn-moved" hidden markdown>', "",
            *(f"- [{title}]({part_page(key)}#{anchor}){{ #{anchor} .wsdv-moved }}" for key, anchor, title in moved),
            "", "</div>", ""]


def _first_page(ctx: Context, path: Path_, ids: list[list[tuple[str, str]]], any_examples: bool,
                renamed: tuple[tuple[str, str, tuple[str, str]], ...] = ()) -> str:
    t = ctx.t
    out = [f"# {t('learn-title')}", "", t("learn-intro"), ""]
    if not any_examples:
        out += [f'!!! note "{t("learn-no-examples-title")}"', "", f"    {t('learn-no-examples')}", ""]
    # the whole game's loop before its details (newcomer review 4, F2), then the traps
    out += outline(ctx, {line: part_page(key) for line, key in path.outline.items()})
    out += [f'!!! abstract "{t("learn-definitions-title")}"', ""]
    out += [f"    - {t(f'learn-definition-{n}')}" for n in path.definitions]
    out += ["", f"## {t('learn-contents-title')} {{ #learn-contents }}", ""]
    for s, examples in zip(path.learn, ids, strict=True):
        page = part_page(s.key)
        # the parts in bold: among 26 examples' links in the same style, the 7 parts were lost (F12)
        out.append(f"1. **[{t(f'learn-{s.key}-title')}]({page}){{ #learn-{s.key} .wsdv-moved }}**")
        out += [f"    - [{title}]({page}#{anchor}){{ #{anchor} .wsdv-moved }}" for anchor, title in examples]
    first = path.learn[0].key if path.learn else None
    if first:
        out += ["", '<div class="wsdv-learn-steps" markdown>', "",
                f"[{t('learn-start', title=t(f'learn-{first}-title'))}]({part_page(first)}){{ rel=next }}",
                "", "</div>"]
    if renamed:   # an example's anchor named after its scenario, as the first page's contents had it
        out += ["", '<div class="wsdv-learn-moved" hidden markdown>', "",
                *(f"- [{title}]({part_page(key)}#{anchor}){{ #{old} .wsdv-moved }}"
                  for key, old, (anchor, title) in renamed), "", "</div>"]
    out.append("")
    return "\n".join(out)


def _part_page(ctx: Context, s: Section, body: list[str], ids: list[tuple[str, str]], number: int, total: int,
               before: str | None, after: str | None) -> list[str]:
    """A part of the path: where it stands in the path, what it holds, its rules and examples, and the
    way on."""
    t = ctx.t
    where = t("learn-part", number=number, total=total, path=Safe(f"[{t('learn-title')}]({LEARN_PAGE})"))
    # the way on at the top too: on a phone the bottom of a part is many screens away (newcomer's review F8)
    ahead = [f"[{t('learn-next', title=t(f'learn-{after}-title'))}]({part_page(after)})", ""] if after else []
    out = [body[0], "", '<div class="wsdv-learn-where" markdown>', "", where, "", *ahead, "</div>", ""]
    if ids:   # what this page holds, in view on a phone (the theme puts its table of contents in the menu)
        out += ['<div class="wsdv-learn-here" markdown>', "", t("learn-here"), "",
                *(f"- [{title}](#{anchor})" for anchor, title in ids), "", "</div>", ""]
    out += body[1:]
    steps = []
    if before:
        steps.append(f"[{t('learn-previous', title=t(f'learn-{before}-title'))}]({part_page(before)}){{ rel=prev }}")
    steps.append(f"[{t('learn-contents-title')}]({LEARN_PAGE}#learn-contents)")
    if after:
        steps.append(f"[{t('learn-next', title=t(f'learn-{after}-title'))}]({part_page(after)}){{ rel=next }}")
    out += ['<div class="wsdv-learn-steps" markdown>', "", "\n".join(f"- {step}" for step in steps), "", "</div>", ""]
    return out


def places_page(ctx: Context, path: Path_, examples: list[Example]) -> str:
    t = ctx.t
    by_id = {e.id: e for e in examples}
    out = [f"# {t('places-title')}", "", t("places-intro"), ""]
    shown: set[str] = set()
    for s in path.places:
        out += _section(ctx, s, "places", by_id, shown, f"place-{s.key}")[0]
        wanted = set(s.places or (s.key,))
        cards = [c for c in ctx.cards if wanted & (set(named_places(ctx.rules, c)) | {
            p for p, found in cards_naming(ctx.rules, [c])[0].items() if found})]
        if cards:
            links = t("list-comma").join(f"[{esc(c.number)} · {esc(c.title(ctx.lang))}](cards/{c.slug}.md)" for c in cards)
            out += [t("places-cards", cards=Safe(links)), ""]
    return "\n".join(out)


def uses(path: Path_) -> Any:
    """Every worked example the path shows (for the test that each is on the site)."""
    return {e for s in (*path.learn, *path.places) for e in s.examples}


AID_PAGE = "player-aid.md"


def aid_page(ctx: Context, path: Path_ | None = None) -> str:
    """The player aid: a turn, the four actions, the end-of-decade phases in order and how the game ends,
    on one or two printed pages; every rule's words and numbers are the content's (the locales' prose)."""
    t, r = ctx.t, ctx.rules

    def words(kind: str, id_: str) -> str:
        return quoted_words(ctx, kind, id_).replace("\n", " ") or "—"

    # (the page's body in a block of its own: its print style fits it on two A4 pages in every language)
    # the game at a glance first, then the setup as a checklist (newcomer review 4, F1 and F2)
    glance = outline(ctx, {line: part_page(key) for line, key in path.outline.items()}) if path else []
    out = [f"# {t('aid-title')}", "", '<div class="wsdv-aid" markdown>', "", t("aid-intro"), "", *glance,
           *checklist(ctx, "setup", anchor="aid"), f"## {t('learn-turn-title')} {{ #aid-turn }}", "",
           *_turn_steps(ctx),
           f"## {t('aid-actions')} {{ #aid-actions }}", "",
           f"| {t('aid-col-action')} | {t('aid-col-what')} |", "|---|---|"]
    out += [f"| **[{ctx.name('action', a)}](rules.md#rule-action-{a})** | {words('action', a)} |" for a in r.actions]
    out += ["", f"## {t('aid-phases')} {{ #aid-phases }}", "",
            f"| # | {t('aid-col-phase')} | {t('aid-col-what')} |", "|---|---|---|"]
    ordered: list[str] = []
    for seq in r.of_kind("sequence").values():
        ordered += [p for p in seq.get("phases", ()) if p not in ordered]
    for i, pid in enumerate(ordered, 1):
        phase = r.phases[pid]
        section = f" §{esc(phase.section)}" if phase.section else ""
        out.append(f"| {i} | **[{ctx.name('phase', pid)}](phases.md#phase-{pid})**{section} | {words('phase', pid)} |")
        alt, flag = phase.wall_side, next((seq.get("wall_flag") for seq in r.of_kind("sequence").values()
                                           if pid in seq.get("phases", ()) and seq.get("wall_flag")), None)
        if alt and alt in r.phases and flag:   # the phase a flag puts in its place (the wall's cost for flight)
            heading = t("phase-instead", phase=ctx.raw_name("phase", alt), flag=ctx.raw_name("flag", flag))
            out.append(f"| | *[{heading}](phases.md#phase-{alt})* | {words('phase', alt)} |")
    out += ["", f"## {t('outcomes-title')} {{ #aid-outcomes }}", ""]
    out += [f"- **{ctx.name('outcome', o)}** — {words('outcome', o)}" for o in r.of_kind("outcome")]
    out += ["", *_reminders(ctx, path), "</div>", ""]
    return "\n".join(out)


# A turn on the player aid, step by step (`aid-turn-<step>`): what happens around the action is what
# players forget at the table (newcomer review 4, F5: the aid reused the Learn path's paragraph, which
# leaves the police cards, the socialists and the used card to the rules below it, and points to "the
# next part", which the aid does not have). Rulebook §3 (halves, who starts, where a card goes), §7
# (socialists after every action), §8 (police cards with the action).
TURN_STEPS = ("police-before", "card", "action", "police-after", "socialists", "played")


def _turn_steps(ctx: Context) -> list[str]:
    """The turn as a numbered checklist between how a half starts and how it ends; the display's and
    the hand's sizes are the content's deck's."""
    t = ctx.t
    deck = next(iter(ctx.rules.of_kind("deck").values()), {})
    out = [t("aid-turn-start", display=deck.get("display", 0)), ""]
    out += [f"{i}. {t(f'aid-turn-{step}')}" for i, step in enumerate(TURN_STEPS, 1)]
    return [*out, "", t("aid-turn-end", hand=deck.get("hand", 0)), ""]


def _reminders(ctx: Context, path: Path_ | None) -> list[str]:
    """What a player forgets at the table (newcomer review 3, F13: the aid lacked the definitions and
    the special places): the path's key definitions and its paragraph on each special place it
    teaches, the same words as the Learn path's, in the order learn.yaml gives. A definition named
    like a place whose paragraph follows is left out: the paragraph says it in full."""
    if path is None:
        return []
    t = ctx.t
    out = [f"## {t('aid-reminders')} {{ #aid-reminders }}", ""]
    taught = [(s.key, p) for s in path.learn for p in s.places]
    out += [f"- {t(f'learn-definition-{n}')}" for n in path.definitions if n not in {p for _, p in taught}]
    out += [f"- **{t(f'places-{p}-title')}** — {t(f'learn-{key}-{p}')}" for key, p in taught]
    return [*out, ""]
