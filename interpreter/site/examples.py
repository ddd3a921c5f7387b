"""The rulebook's worked examples on the site, drawn from the scenario files that test them.

Each file `EX-*.yaml` of the scenario folder (tests/scenarios/) is one of the rulebook's worked
examples as a rules test: a position, the steps the players take, their choices and what must follow
(docs/guide/scenarios.md). The site runs the first scenario of each file with the engine while it
builds and shows what the engine did: the board before and after (only what changed, and what the
scenario checks), the steps and choices in words. A scenario that fails stops the build, so an example
on the site can never disagree with the engine. Every word comes from the locales (names) and the site
strings; the numbers come from the run.

A wsdv installed without its tests has no scenario folder: the site is then built without worked
examples, and the "Learn to play" page says so (a documented decision: the examples are tests first).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..engine.economy import city_value, economy, export_factory
from ..engine.game import Game
from ..engine.narration import Narrator
from ..engine.scenario import STEP_KINDS, ScenarioError, load, run
from ..engine.state import copy_state
from ..errors import WsdvError
from ..paths import content_dir
from ..rules.model import Rules
from ..words.l10n import upper_first
from ..words.l10n.numbers import decimal
from ..words.markup import Safe
from ..words.markup import text as esc
from . import examplemap
from .carddata import place_kinds
from .context import Context
from .pictograms import for_rules

PREFIX = "EX-"  # the files of the rulebook's worked examples (the others are almanac and edition cases)


def scenario_folder() -> Path:
    """Where the scenario files are: tests/scenarios/ beside the shipped content's folder."""
    return content_dir().parent / "tests" / "scenarios"


class ExampleError(WsdvError):
    """A worked example whose scenario does not pass: the site would disagree with the engine."""


@dataclass(frozen=True)
class Snapshot:
    """What the board holds at one moment, as far as an example shows it."""

    pieces: Mapping[str, Mapping[str, int]]
    sites: Mapping[str, str]
    lines: Mapping[str, int]
    tracks: Mapping[str, int]
    values: Mapping[str, int]
    economy: Mapping[str, int]
    result: Mapping[str, Any] | None
    # where each floating or abroad city counts at this moment (an action or phase assigns it)
    floating: Mapping[str, str] = field(default_factory=dict)
    # every space each track's marker stood on while the steps ran, in order (the flight marker
    # climbs to 3 and goes back to 0 within its phase: the picture shows the 3 the text counts)
    passed: Mapping[str, tuple[int, ...]] = field(default_factory=dict)


def snapshot(g: Game) -> Snapshot:
    st = g.state
    pieces = {p: {k: n for k, n in d.items() if n} for p, d in st["pieces"].items()}
    provinces = [p for p in g.rules.provinces]
    return Snapshot({p: d for p, d in pieces.items() if d}, dict(st["sites"]),
                    {c: n for c, n in st["lines"].items() if n}, dict(st["tracks"]),
                    {c: city_value(g, c) for c in st["sites"]}, {p: economy(g, p) for p in provinces},
                    dict(st["result"]) if st.get("result") else None, dict(st["floating"]))


class _TrackLog(dict[str, int]):
    """The tracks of a running example's state, noting every space a marker is put on: the engine
    writes a track's space into this mapping (tracks.set_marker, the arrows), so what it notes is
    what the engine did, including a space the marker leaves again within the same step."""

    def __init__(self, tracks: Mapping[str, int]) -> None:
        super().__init__(tracks)
        self.passed: dict[str, list[int]] = {}

    def __setitem__(self, key: str, value: int) -> None:
        self.passed.setdefault(key, []).append(value)
        super().__setitem__(key, value)


@dataclass(frozen=True)
class Example:
    """One worked example: its scenario and the board before and after the engine ran it."""

    id: str            # the file's name: EX-01
    section: str       # the rulebook's section, as the scenario gives it
    scenario: Mapping[str, Any]
    before: Snapshot
    after: Snapshot
    refused: bool      # the scenario shows a move the rules refuse (`expect_error`)
    checked: dict[str, set[str]] = field(default_factory=dict)  # what the scenario's `expect` names, by key
    # What the engine told while the steps ran (its narration's messages, worded per language on the
    # page), and the rules it ran on (a scenario may name a variant).
    told: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    rules: Any = None
    # Each province's economy before the steps, its floating and abroad cities counted where the steps
    # assigned them: a change the assignment alone makes (Hamburg counted for Niedersachsen before an
    # action that has nothing to do with it) is no change of the example's.
    assigned_before: Mapping[str, int] = field(default_factory=dict)
    # Each province's export factory before the steps, its floating and abroad cities counted where
    # the steps assigned them (as `assigned_before`: the currency phase compares them so), and the
    # provinces whose export value a scenario of the file checks on this example's board (the same
    # factories and infrastructure): EX-15's text reasons with every export factory, which its file's
    # second scenario checks. The pictures ring those provinces' export factories.
    exports_before: Mapping[str, str] = field(default_factory=dict)
    exports_checked: frozenset[str] = frozenset()

    @property
    def name(self) -> str:
        """The worked example the scenario checks: its file's name (EX-22 for `EX-22:2`), unless a later
        scenario of the file (`EX-15:3`) names another example at the start of its own name. EX-15.yaml's
        third scenario is EX-16, the same position with the currency at -3: headed "EX-15" it would
        give two examples on one page one name. A file's first scenario keeps the file's name
        (EX-17b.yaml's scenarios are named after EX-17, the example they extend)."""
        file, _, nth = self.id.partition(":")
        own = EXAMPLE_NAME.match(str(self.scenario.get("name") or "")) if nth else None
        return own.group(0) if own else file

    @property
    def chapter(self) -> int:
        """The rulebook's chapter (the number before the first dot of the section)."""
        head = re.match(r"\d+", self.section)
        return int(head.group()) if head else 0


def _order(path: Path) -> tuple:
    return tuple(int(n) if n.isdigit() else n for n in re.split(r"(\d+)", path.stem))


def load_examples(folder: Path, rules: Rules, rules_for: Callable[[tuple[str, ...]], Rules],
                  wanted: set[str] | None = None) -> list[Example]:
    """Run the worked examples of `folder` (each `wanted` one, else all): `EX-01` is the first scenario
    of EX-01.yaml, `EX-22:2` the second of EX-22.yaml. One that fails is an ExampleError."""
    out = []
    for path in sorted(folder.glob(f"{PREFIX}*.yaml"), key=_order):
        keys = sorted(w for w in (wanted or {path.stem}) if w.split(":")[0] == path.stem)
        if not keys:
            continue
        try:
            scenarios = load(path, folder)
        except ScenarioError as err:
            raise ExampleError(str(err)) from None
        for key in keys:
            number = int(key.split(":")[1]) if ":" in key else 1
            if not 1 <= number <= len(scenarios):
                raise ExampleError(f"{path}: error: the site asks for scenario {number} of {len(scenarios)}")
            scn = scenarios[number - 1]
            out.append(replace(_example(path, key, scn, rules, rules_for),
                               exports_checked=_exports_checked(scenarios, scn)))
    return out


def _exports_checked(scenarios: Sequence[Mapping[str, Any]], scn: Mapping[str, Any]) -> frozenset[str]:
    """The provinces whose export value a scenario of the file checks (`expect: export`) on the same
    factories and infrastructure as `scn`'s position."""
    def board(s: Mapping[str, Any]) -> tuple[Any, Any]:
        position = s.get("position") or {}
        return position.get("sites"), position.get("lines")

    if board(scn)[0] is None:   # a board the position does not lay out: nothing to compare
        return frozenset()
    return frozenset(str(p) for other in scenarios if board(other) == board(scn)
                     for p in ((other.get("expect") or {}).get("export") or {}))


def _example(path: Path, key: str, scn: Mapping[str, Any], rules: Rules,
             rules_for: Callable[[tuple[str, ...]], Rules]) -> Example:
    """One scenario run by the engine, with the board before its steps and after them, and what the
    engine told meanwhile."""
    seen: dict[str, Snapshot] = {}
    told: list[tuple[str, Mapping[str, Any]]] = []
    ran: dict[str, Any] = {}

    def observe(moment: str, g: Game) -> None:
        seen[moment] = snapshot(g)
        if moment == "before":
            ran["rules"], ran["state"] = g.rules, copy_state(g.state)
            g.narrate = lambda message, args: told.append((message, dict(args)))
            ran["tracks"] = g.state["tracks"] = _TrackLog(g.state["tracks"])
        elif "state" in ran:   # the economies before, with the cities assigned as the steps left them
            seen[moment] = replace(seen[moment], passed={k: tuple(v) for k, v in ran["tracks"].passed.items()})
            live, before = g.state, ran["state"]
            before["floating"] = dict(live["floating"])
            g.state = before
            try:
                ran["assigned"] = {p: economy(g, p) for p in g.rules.provinces}
                ran["exports"] = {p: c for p in g.rules.provinces if (c := export_factory(g, p)) is not None}
            finally:
                g.state = live

    outcome = run(scn, rules, str(path), rules_for, observe)
    if not outcome.ok or "before" not in seen:
        raise ExampleError(f"{path}: error: the worked example `{scn.get('name')}` does not pass, so the site "
                           "cannot show it: " + "; ".join(outcome.problems or [outcome.fault or "?"])
                           + "\n  hint: wsdv scenario run " + str(path) + " -v")
    expect = scn.get("expect") or {}
    checked = {k: {str(x) for x in v} for k, v in expect.items() if isinstance(v, Mapping)}
    return Example(key, str(scn.get("section", "")), scn, seen["before"],
                   seen.get("after", seen["before"]), "expect_error" in scn, checked, tuple(told),
                   ran.get("rules"), ran.get("assigned", {}), ran.get("exports", {}))


# ------------------------------------------------------------------------------------------- words

def _choice_name(ctx: Context, value: Any) -> str:
    """A scripted choice named as the player would say it: a place, a city, a connection, a side, a piece."""
    r = ctx.rules
    text = str(value)
    if ">" in text:  # a move or a placement: `from>to` (a province into its sector)
        return Safe(" → ".join(_choice_name(ctx, part) for part in text.split(">")))
    kinds = _kinds(r)
    if text in kinds:
        return ctx.name(kinds[text], text)
    if text in r.connections:
        return _connection_name(ctx, text)
    if text in r.sides:
        return ctx.name("side", text)
    if ("piece", text) in r.definitions:
        return ctx.name("piece", text)
    if ("card", text) in r.definitions:
        return ctx.t("example-card", number=text, title=ctx.name("card", text))
    return esc(text)


def _kinds(rules: Rules) -> dict[str, str]:
    """The kind of every place id, the sectors included (they are nested in their province)."""
    kinds = dict(place_kinds(rules))
    for p in rules.provinces.values():
        for sector in p.sectors:
            kinds.setdefault(sector.id, "sector")
    return kinds


def _connection_name(ctx: Context, conn: str) -> str:
    ends = ctx.rules.connections[conn].ends
    return " – ".join(ctx.name("city", c) for c in ends)


def step_words(ctx: Context, step: Mapping[str, Any]) -> str:
    """One step of a scenario in words."""
    kind = next(k for k in step if k in STEP_KINDS)
    arg = step[kind]
    t = ctx.t
    if kind == "action":
        card = t("example-card", number=arg["card"], title=ctx.name("card", arg["card"]))
        return t("example-step-action", side=ctx.name("side", arg["side"]), card=card,
                 action=ctx.name("action", arg["action"]))
    if kind == "event":
        card = t("example-card", number=arg["card"], title=ctx.name("card", arg["card"]))
        return t("example-step-event", side=ctx.name("side", arg["side"]), card=card)
    if kind == "phase":
        return t("example-step-phase", phase=ctx.name("phase", arg))
    if kind == "icon":
        side = next((a for a in arg.get("args", ()) if a in ctx.rules.sides), None)
        icon = ctx.name("icon", arg["name"]) + (f" ({ctx.name('side', side)})" if side else "")
        return t("example-step-icon", icon=Safe(icon), side=ctx.name("side", arg["actor"]))
    return t("example-step-engine")


def steps_of(ex: Example) -> list[tuple[Mapping[str, Any], list[Any]]]:
    scn = ex.scenario
    if "steps" in scn:
        return [(s, list(s.get("choices") or [])) for s in scn["steps"]]
    return [(scn["step"], list(scn.get("choices") or []))]


# ------------------------------------------------------------------------------------------ picture

def _glyph(ctx: Context, piece: str) -> str:
    """A small token for a piece, the same as the pictures draw (decoration: the words beside it say
    what it is)."""
    return examplemap.glyph(ctx, piece)


def _count(ctx: Context, piece: str, n: int) -> str:
    name = esc(ctx.l10n.name("piece", piece, ctx.lang, count=n))
    return f'<span class="wsdv-tokens">{_glyph(ctx, piece)} {ctx.t("example-count", count=n, name=name)}</span>'


FEW_SITES = 6  # a position laying out more sites than this shows only those that change or are checked


def economy_changed(ex: Example) -> set[str]:
    """The provinces whose economy the steps changed, not counting a change that only assigning a
    floating or abroad city made (before every action West says where Hamburg counts)."""
    b, a = ex.before, ex.after
    return {p for p in a.economy if ex.assigned_before.get(p, b.economy.get(p)) != a.economy.get(p)}


@dataclass(frozen=True)
class Row:
    label: str
    before: str
    after: str


def entries(ctx: Context, ex: Example) -> dict[str, set[str]]:
    """What the example shows, by key (pieces: places, sites: cities, lines: connections, tracks,
    economy: provinces): every entry the run changed or the scenario checks (a refused move
    changes nothing: then what the position lays out)."""
    b, a = ex.before, ex.after
    kinds = _kinds(ctx.rules)
    position = ex.scenario.get("position") or {}
    if ex.refused or not (ex.checked.keys() & {"pieces", "sites", "lines", "tracks", "values", "economy"}) \
            and b == a:
        # a refused move, or nothing changes and nothing on the board is checked: the starting position
        named = {"pieces": set(map(str, position.get("pieces") or {})),
                 "sites": set(map(str, position.get("sites") or {})),
                 "lines": set(map(str, position.get("lines") or {})),
                 "tracks": set(map(str, position.get("tracks") or {}))}
        for target in refused_choice(ctx, ex):   # the choice the rules refuse is what the example is about
            key = "sites" if target in ctx.rules.cities else "lines" if target in ctx.rules.connections else "pieces"
            named[key].add(target)
    else:
        named = {key: set(ex.checked.get(key, set())) for key in ("pieces", "sites", "lines", "tracks",
                                                                   "values", "economy")}
        # what the example lays out on the board is part of its picture too (the living-standard
        # markers a comparison reads, a track's space), its sites and lines when they are few
        named["pieces"] |= set(map(str, position.get("pieces") or {}))
        named["pieces"] |= {p for p in ex.checked.get("mass_protests", set()) if p in kinds}
        named["tracks"] |= set(map(str, position.get("tracks") or {}))
        if len(position.get("sites") or {}) <= FEW_SITES:
            named["sites"] |= set(map(str, position.get("sites") or {}))
            named["lines"] |= set(map(str, position.get("lines") or {}))
        named["pieces"] |= {p for p in set(b.pieces) | set(a.pieces) if b.pieces.get(p) != a.pieces.get(p)}
        named["sites"] |= {c for c in set(b.sites) | set(a.sites) if b.sites.get(c) != a.sites.get(c)}
        named["sites"] |= {c for c in named.pop("values") if c in a.sites or c in b.sites}
        named["sites"] |= {c for c in set(b.values) & set(a.values) if b.values[c] != a.values[c]}
        named["lines"] |= {c for c in set(b.lines) | set(a.lines) if b.lines.get(c) != a.lines.get(c)}
        named["tracks"] |= {k for k in a.tracks if b.tracks.get(k) != a.tracks.get(k)}
        named["economy"] |= economy_changed(ex)
    return named


def refused_choice(ctx: Context, ex: Example) -> frozenset[str]:
    """The choice a refused example's rules refuse (its scenario's last answer), where it names a
    city, a connection or a place the pictures can ring: Hamburg in EX-07b, Dresden in EX-02."""
    if not ex.refused:
        return frozenset()
    answers = [c for _, choices in steps_of(ex) for c in choices]
    last = str(answers[-1]) if answers else ""
    return frozenset({last} & (set(ctx.rules.cities) | set(ctx.rules.connections) | set(_kinds(ctx.rules))))


def rows(ctx: Context, ex: Example) -> list[Row]:
    """The table: what the example shows (`entries`), before and after, in words."""
    b, a, t = ex.before, ex.after, ctx.t
    kinds = _kinds(ctx.rules)
    named = entries(ctx, ex)

    def pieces(s: Snapshot, place: str) -> str:
        return " ".join(_count(ctx, k, n) for k, n in sorted(s.pieces.get(place, {}).items())) or "—"

    def site(s: Snapshot, city: str) -> str:
        if city not in s.sites:
            return "—"
        return f'{_glyph(ctx, s.sites[city])} {ctx.name("piece", s.sites[city])} · {t("example-value", value=s.values.get(city, 0))}'

    def line(s: Snapshot, conn: str) -> str:
        n = s.lines.get(conn, 0)
        if not n:
            return "—"
        return _count(ctx, "infrastructure", n) if ("piece", "infrastructure") in ctx.rules.definitions else str(n)

    out: list[Row] = []
    order = {p: i for i, p in enumerate(kinds)}
    for place in sorted(named["pieces"], key=lambda p: order.get(p, len(order))):
        label = ctx.name(kinds[place], place) if place in kinds else esc(place)
        out.append(Row(label, pieces(b, place), pieces(a, place)))
    for city in sorted(named["sites"], key=lambda c: order.get(c, len(order))):
        out.append(Row(ctx.name("city", city) if city in kinds else esc(city), site(b, city), site(a, city)))
    for conn in sorted(named["lines"]):
        if conn in ctx.rules.connections:
            out.append(Row(_connection_name(ctx, conn), line(b, conn), line(a, conn)))
    for track in sorted(named["tracks"]):
        if track in ctx.rules.tracks:
            # a space as the narration writes it: in the page's digits, with the true minus sign
            out.append(Row(ctx.name("track", track), space_words(ctx, b.tracks.get(track, 0)),
                           space_words(ctx, a.tracks.get(track, 0), via(b, a, track))))
    for province in sorted(named.get("economy", set())):
        if province in ctx.rules.provinces:
            heading = economy_label(ctx, ex, province)
            if heading is not None:
                out.append(Row(heading, str(ex.assigned_before.get(province, b.economy.get(province, 0))),
                               str(a.economy.get(province, 0))))
    return out


def via(before: Any, after: Any, track: str) -> tuple[int, ...]:
    """The spaces a track's marker stood on between the before and the after (neither of them): the
    flight marker climbs to 3 and returns to 0 within its phase."""
    ends = {before.tracks.get(track, 0), after.tracks.get(track, 0)}
    return tuple(dict.fromkeys(k for k in after.passed.get(track, ()) if k not in ends))


def space_words(ctx: Context, space: int, passed: tuple[int, ...] = ()) -> str:
    """A track's space in words, with the spaces its marker stood on in between."""
    def number(k: int) -> str:
        return decimal(k, ctx.lang, 0)
    if not passed:
        return ctx.t("example-space", space=number(space))
    return ctx.t("example-space-via", space=number(space),
                 via=Safe(ctx.t("list-comma").join(number(k) for k in passed)))


def economy_label(ctx: Context, ex: Example, province: str) -> str | None:
    """The label of a province's economy row, saying where a floating or abroad city with a factory
    counts: the same two factories are worth 2 each and Niedersachsen's economy is 2 because Hamburg
    counts for the other province, or for none where no action or phase assigned it (EX-07: an event's
    dismantle points read no economy). A row with such an unassigned city is left out unless the
    scenario checks it: its number is no economy the rules speak of."""
    t, r = ctx.t, ctx.rules
    sites = set(ex.before.sites) | set(ex.after.sites)
    assigned = ex.after.floating
    name = ctx.name("province", province)
    counted = [c for c, p in assigned.items() if p == province and c in sites]
    elsewhere = [(c, assigned[c]) for c in r.cities if c in sites and province in r.cities[c].floating
                 and assigned.get(c) not in (None, province)]
    unassigned = [c for c in r.cities if c in sites and province in r.cities[c].floating and c not in assigned]
    if unassigned and province not in ex.checked.get("economy", set()):
        return None

    def cities(ids: list[str]) -> str:
        return Safe(t("list-comma").join(ctx.name("city", c) for c in ids))

    if counted:
        return t("example-economy-with", province=name, cities=cities(counted))
    if elsewhere:
        city, other = elsewhere[0]
        return t("example-economy-elsewhere", province=name, cities=cities([city]),
                 other=ctx.name("province", other))
    if unassigned:
        return t("example-economy-unassigned", province=name, cities=cities(unassigned))
    return t("example-economy-of", province=name)


# CSS pixels: a face's event text (7.5 of its 250 units) is 9 CSS pixels wide at 300, the size a card
# page's face is read at; at 150 it was 4.5, which a newcomer could not read on a desktop (review 4,
# F4). On a phone the faces stand in a strip that scrolls sideways (wsdv.css), one row high.
CARD_WIDTH = 300


def _card_faces(ctx: Context, ex: Example, up: str) -> list[str]:
    """The face of each card the example plays (an action or an event), and of each card its position
    lays out in a zone (EX-13's two played cards and East's police card, whose corner icons the flight
    phase counts), linked to its page: the reader sees the icons, crests and values the words speak of."""
    ids = [str(step[kind]["card"]) for step, _ in steps_of(ex) for kind in ("action", "event") if kind in step]
    zones = (ex.scenario.get("position") or {}).get("zones") or {}
    ids += [str(c) for cards in zones.values() if isinstance(cards, list) for c in cards]
    faces = []
    for id_ in dict.fromkeys(ids):
        card = ctx.card(id_)
        if card is not None:
            alt = esc(ctx.t("card-alt", number=card.number))
            faces.append(f'[![{alt}]({up}cards/svg/{card.slug}.svg){{ width="{CARD_WIDTH}" }}]({up}cards/{card.slug}.md)')
    callouts = _crest_callouts(ctx, ex)
    return (['<div class="wsdv-example-cards" markdown>', "", " ".join(faces), "", "</div>", ""] if faces else []) + \
        ([f'<div class="wsdv-crest-callouts">{"".join(callouts)}</div>', ""] if callouts else [])


def _crest_callouts(ctx: Context, ex: Example) -> list[str]:
    """Beside a card whose event the example triggers, each icon that bears the other side's crest,
    enlarged, its crest ringed, and what that means in words. On the face the crest is a 10-pixel mark
    at the icon's corner, yet it is what such an example is about (newcomer review 4, F4: EX-11,
    "the unrest icon of card 11 shows East's crest")."""
    out = []
    for step, _ in steps_of(ex):
        event = step.get("event")
        if not isinstance(event, Mapping):
            continue
        card = ctx.card(event.get("card"))
        side = event.get("side")
        if card is None or not side:
            continue
        seen = set()
        for row in card.rows:
            for use in row.icons:
                if use.crest is None or use.crest == side or (use.icon, use.crest) in seen:
                    continue
                seen.add((use.icon, use.crest))
                out.append(_crest_callout(ctx, use.icon, use.side, use.crest))
    return out


def _crest_callout(ctx: Context, icon: str, side: str | None, crest: str) -> str:
    """One icon drawn large (about 100 pixels: the crest about 40) with its crest ringed, and the words.
    Under the card's face, the drawing beside its words (on a phone too: the faces' strip scrolls
    sideways, and a callout in it was out of view)."""
    pictos = for_rules(ctx.rules)
    alt = esc(ctx.t.raw("example-crest-alt", icon=ctx.raw_name("icon", icon)))
    drawing = (f'<svg xmlns="http://www.w3.org/2000/svg" class="wsdv-crest-zoom" viewBox="-16 -16 96 96" width="132" '
               f'height="132" role="img" aria-label="{alt}"><title>{alt}</title>'
               f'{pictos.place(icon, 32, 32, 32, side, crest)}'
               f'<circle cx="8" cy="8" r="19" fill="none" stroke="{examplemap.CHANGED}" stroke-width="3" '
               f'stroke-dasharray="5 3" class="wsdv-changed"/></svg>')
    return (f'<div class="wsdv-crest-callout" data-icon="{esc(icon)}" data-crest="{esc(crest)}">{drawing}'
            f'<p class="wsdv-crest-words">{ctx.t("example-crest-callout")}</p></div>')


def pictures(ctx: Context, ex: Example) -> str:
    """The example's board pictures (examplemap.py): the entries the table shows, drawn on the map."""
    named = entries(ctx, ex)
    places = {p for p in named["pieces"] if p in _kinds(ctx.rules)}
    shown = examplemap.Shown(frozenset(places), frozenset(c for c in named["sites"] if c in ctx.rules.cities),
                             frozenset(c for c in named["lines"] if c in ctx.rules.connections),
                             tuple(sorted(k for k in named["tracks"] if k in ctx.rules.tracks)),
                             frozenset(p for p in named.get("economy", set()) if p in ctx.rules.provinces))
    exports = frozenset(ex.exports_before[p] for p in ex.exports_checked if p in ex.exports_before)
    return examplemap.pictures(ctx, ex.before, ex.after, shown, ex.refused,
                               f"wsdv-example-{ex.id.lower().replace(':', '-')}-board", refused_choice(ctx, ex),
                               exports)


def told_lines(ctx: Context, ex: Example) -> list[tuple[str, bool]]:
    """What the engine told while the example ran, in the page's language (its narration): each
    decision and what it did, as (line, whether it tells the effect of an icon whose heading came
    before). Where a floating or abroad city counts is told only when the picture shows that
    province's economy; the game's end is the result box's."""
    if ex.rules is None or ex.refused:
        # a refused move: the engine's words for the step it refused ("Icon “Dismantle point”: no
        # effect") read as if the point were lost; the example's text and the "not allowed" box say it
        return []
    shown = set() if ex.refused else set(ex.checked.get("economy", set())) | economy_changed(ex)
    lines: list[tuple[str, int]] = []
    narrator = Narrator(ex.rules, lambda line: lines.append((line, len(narrator.icons))), ctx.lang)
    headings: set[str] = set()
    for message, args in ex.told:
        if message == "decision-floating":
            # Where a floating city counts is told where the picture shows that province's economy,
            # at once: the game's narration holds such a choice back until a line names the city,
            # but here it is what the example shows.
            line = narrator.text(message, dict(args)) if args.get("option") in shown else None
            if line:
                lines.append((line, len(narrator.icons)))
            continue
        if message == "game-over":
            continue
        if message == "icon":   # the heading the narrator tells before the icon's first effect
            heading = narrator.text("icon", dict(args))
            if heading:
                headings.add(upper_first(heading))
        narrator(message, dict(args))
    narrator("phase-end", {})
    return [(line, depth > 0 and line not in headings) for line, depth in lines]


def example_anchor(ex: Example) -> str:
    """The example's anchor, named after the example it shows (its heading's label): EX-15.yaml's third
    scenario is EX-16, so `example-ex-16`; a shared link names the example it leads to (newcomer
    review 4, F11: EX-16 was reached as `#example-ex-15-3`)."""
    return f"example-{ex.name.lower()}"


def scenario_anchor(ex_id: str) -> str:
    """The anchor an example had when anchors were named after its scenario (`EX-15:3` is
    `example-ex-15-3`): kept beside the new one, so an old permalink still leads to it."""
    return "example-" + ex_id.lower().replace(":", "-")


def example_heading(ctx: Context, ex: Example) -> tuple[str, str]:
    """The example's anchor and heading (a page's list of its examples links them)."""
    t = ctx.t
    slug = ex.id.lower().replace(":", "-")
    key = next((k for k in (f"example-title-{slug}", f"example-title-{ex.name.lower()}") if t.has(k)), None)
    title = t(key) if key else esc(ex.name)
    return example_anchor(ex), t("example-heading", id=ex.name, title=title)


def old_anchor_link(old: str, href: str) -> str:
    """A hidden link whose id is an anchor an example no longer has, to where it is (wsdv.js follows it)."""
    return f'<a class="wsdv-moved" id="{esc(old)}" href="{esc(href)}" hidden aria-hidden="true" tabindex="-1"></a>'


# A scenario's `source` naming one of the rulebook's worked examples ("rules §9.5, example EX-17").
EXAMPLE_NAME = re.compile(r"EX-\d+[a-z]?(?![\w-])")
RULEBOOK_EXAMPLE = re.compile(r"\bexample\s+EX-\d+", re.IGNORECASE)
CITED_SECTION = re.compile(r"§\s*(\d+(?:\.\d+)*)")


def source_line(ctx: Context, ex: Example) -> str:
    """Where the example comes from, as its scenario's `source` says: the rulebook's own example (or a
    case built on one), else a further case of the sections the source cites (EX-18c checks the box's
    50 cubes, §1, against §9.6: no example of the rulebook's, so not headed as one)."""
    source = str(ex.scenario.get("source") or "")
    cited = list(dict.fromkeys(CITED_SECTION.findall(source)))
    if RULEBOOK_EXAMPLE.search(source) or not cited:
        return ctx.t("example-section", section=ex.section)
    return ctx.t("example-section-case", sections=Safe(ctx.t("list-comma").join(f"§{esc(n)}" for n in cited)))


def example_html(ctx: Context, ex: Example, up: str = "") -> list[str]:
    """The example as page Markdown: heading, the steps in words, the before/after board, the result."""
    t = ctx.t
    slug = ex.id.lower().replace(":", "-")
    anchor, heading = example_heading(ctx, ex)
    out = [f"### {heading} {{ #{anchor} }}", ""]
    if scenario_anchor(ex.id) != anchor:   # the anchor it had, named after its scenario
        out += [old_anchor_link(scenario_anchor(ex.id), f"#{anchor}"), ""]
    out += [source_line(ctx, ex), ""]
    text = next((k for k in (f"example-text-{slug}", f"example-text-{ex.name.lower()}") if t.has(k)), None)
    if text:   # the situation and why the result follows, in the page's words
        out += [t(text), ""]
    out += _card_faces(ctx, ex, up)
    table = rows(ctx, ex)
    told = told_lines(ctx, ex)
    for step, choices in steps_of(ex):
        out.append(f"1. {step_words(ctx, step)}")
        if choices and not told and not text:   # the raw answers, only where nothing says them in words
            named = Safe(t("list-comma").join(_choice_name(ctx, c) for c in choices))
            out.append(f"    - {t('example-choices', choices=named)}")
    out.append("")
    if told:   # an icon's effects under its heading
        out += [t("example-told"), ""] + [f"{'    ' if under else ''}- {esc(line)}" for line, under in told] + [""]
    out += [pictures(ctx, ex), ""]   # the board pictures: one block of raw HTML (examplemap.py)
    head = (t("example-board"), t("example-before"), t("example-refused-column") if ex.refused else t("example-after"))
    cells = "".join(f"<tr><th scope=\"row\">{upper_first(r.label)}</th><td>{r.before}</td>"
                    f"<td>{r.before if ex.refused else r.after}</td></tr>" for r in table)
    # the table folded under a summary: on a phone the tables were half a page of the path (the
    # summary holds words only: a link inside it is unreachable, axe-core's nested-interactive)
    out += ['<figure class="wsdv-example" markdown>'
            f'<details class="wsdv-example-numbers"><summary>{t("example-numbers")}</summary>'
            '<table class="wsdv-example-board"><thead><tr>'
            + "".join(f'<th scope="col">{h}</th>' for h in head) + f"</tr></thead><tbody>{cells}</tbody></table></details>",
            f"<figcaption>{t('example-caption', id=ex.name)}</figcaption></figure>", ""]
    if ex.refused:
        out += [f'!!! failure "{t("example-refused-title")}"', "", f"    {t('example-refused')}", ""]
    elif ex.after.result:
        outcome = ex.after.result.get("outcome")
        winner = ex.after.result.get("winner")
        out += [f'!!! success "{t("example-result-title")}"', "",
                f"    {t('example-game-over', outcome=ctx.name('outcome', outcome), winner=ctx.name('side', winner))}"
                if outcome and winner else f"    {t('example-no-change')}", ""]
    elif not table:
        out += [t("example-no-change"), ""]
    return out
