"""Setting up a game as a checklist to follow at the table, read from the board the content's setup
leaves and from its deck plan.

Why: a newcomer (review 4, F1) found setup spread over three pages, with the purple factories, the
size of a decade's deck and the end-of-decade marker on none of them, and "every track marker
starts on its start space" sending them to another page. The rulebook sets up in one list (§2, then
§3 step 1 and 2); so does this, and every number and place in it is what the engine puts on the
board when a game begins (the setup declaration run on a new game), or what the content declares
(the pieces' counts, the countries' factories, the decades' cards, the display and the hand): a
variant that changes the setup changes the checklist. The words are the site strings
`setup-step-<step>` of every language.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..engine.cardplay import deck_of
from ..engine.economy import city_value
from ..engine.game import Game
from ..engine.session import set_up
from .context import Context


@dataclass(frozen=True)
class Placed:
    """A piece put in several places, the same number in each."""

    piece: str
    count: int
    places: tuple[str, ...]


@dataclass(frozen=True)
class SetupFacts:
    """What the table holds before the first turn, read from a new game and the content."""

    spread: tuple[Placed, ...]                          # pieces in provinces, grouped by number
    areas: int                                          # the provinces
    boxes: tuple[tuple[str, str, int, int], ...]        # (box, piece, in it, the rest of the supply)
    factories: tuple[tuple[str, str, int, tuple[str, ...]], ...]  # (side, piece, value, cities)
    abroad: tuple[tuple[str, int, tuple[str, ...], tuple[str, ...]], ...]  # (piece, count, countries, cities)
    tracks: tuple[tuple[int, tuple[str, ...]], ...]     # (space, the tracks whose marker starts on it)
    advantage: tuple[tuple[str, str], ...]              # (track, the side its marker's stretch favours)
    sequence: tuple[str, str, str | None] | None        # (sequence, its first phase, its flag)
    decades: tuple[str, ...]
    cards: int                                          # the ordinary cards of each decade
    specials: int                                       # the special cards of each decade
    display: int
    hand: int


def new_table(rules: Any) -> Game:
    """A new game with the content's setup run on it: the table before the first turn (the
    checklist reads it, setupmap.py draws it)."""
    g = Game(rules, 0, {})
    set_up(g)
    return g


def setup_facts(rules: Any) -> SetupFacts:
    """Run the content's setup on a new game and read the table off it."""
    g = new_table(rules)
    st = g.state
    by_piece: dict[str, dict[int, list[str]]] = {}
    for p in rules.provinces:
        for piece, n in st["pieces"].get(p, {}).items():
            if n:
                by_piece.setdefault(piece, {}).setdefault(n, []).append(p)
    spread = tuple(Placed(piece, n, tuple(where)) for piece, groups in by_piece.items()
                   for n, where in sorted(groups.items(), key=lambda kv: len(kv[1])))
    boxes = tuple((b, piece, n, rules.pieces[piece].count - n) for b in rules.boxes
                  for piece, n in st["pieces"].get(b, {}).items() if n)
    factories: dict[tuple[str, str, int], list[str]] = {}
    for city, piece in st["sites"].items():
        side = rules.pieces[piece].side or ""
        factories.setdefault((side, piece, city_value(g, city)), []).append(city)
    abroad: dict[str, list[str]] = {}
    for cid, country in rules.countries.items():
        abroad.setdefault(country.factory, []).append(cid)
    tracks: dict[int, list[str]] = {}
    for tid in rules.tracks:
        tracks.setdefault(st["tracks"][tid], []).append(tid)
    advantage = tuple((tid, z.advantage) for tid, t in rules.tracks.items()
                      if (z := t.zone_at(st["tracks"][tid])) is not None and z.advantage)
    sequence = None
    for sid, seq in rules.of_kind("sequence").items():
        phases = [p for p in seq.get("phases", ()) if p in rules.phases]
        if phases:
            sequence = (sid, phases[0], seq.get("wall_flag"))
            break
    decades = tuple(sorted(rules.of_kind("decade"), key=lambda d: rules.of_kind("decade")[d].get("order", 0)))
    per = Counter(len(deck_of(g, d)) for d in decades)
    specials = Counter(len({rules.of_kind("decade")[d].get("special")} - {None}) for d in decades)
    deck: Any = next(iter(rules.of_kind("deck").values()), {})
    return SetupFacts(
        spread, len(rules.provinces), boxes,
        tuple((s, piece, v, tuple(cities)) for (s, piece, v), cities in factories.items()),
        tuple((piece, rules.pieces[piece].count, tuple(cs),
               tuple(c for c, city in rules.cities.items() if city.country in cs)) for piece, cs in abroad.items()),
        tuple(sorted((space, tuple(ts)) for space, ts in tracks.items())), advantage, sequence, decades,
        per.most_common(1)[0][0] if per else 0, specials.most_common(1)[0][0] if specials else 0,
        int(deck.get("display", 0)), int(deck.get("hand", 0)))


def setup_steps(ctx: Context, facts: SetupFacts) -> list[str]:
    """The checklist as a numbered Markdown list, in the rulebook's order: the pieces on the board, the
    pieces beside it, the markers, the cards, and who begins."""
    t, lang, l10n = ctx.t, ctx.lang, ctx.l10n

    def names(kind: str, ids: tuple[str, ...]) -> str:
        return l10n.join([ctx.raw_name(kind, i) for i in ids], lang)

    def piece(pid: str, n: int) -> str:
        return l10n.name("piece", pid, lang, count=n)

    steps: list[str] = []
    for p in facts.spread:
        if len(p.places) == facts.areas:
            steps.append(t("setup-step-spread-all", count=p.count, pieces=piece(p.piece, p.count),
                           provinces=facts.areas, total=p.count * facts.areas, all=piece(p.piece, p.count * facts.areas)))
        else:
            steps.append(t("setup-step-spread", count=p.count, pieces=piece(p.piece, p.count),
                           places=names("province", p.places)))
    for box, pid, n, rest in facts.boxes:
        steps.append(t("setup-step-box", count=n, pieces=piece(pid, n), box=ctx.raw_name("box", box), rest=rest))
    for side, pid, value, cities in facts.factories:
        steps.append(t("setup-step-factories", side=ctx.raw_name("side", side), piece=piece(pid, 1),
                       count=len(cities), value=value, cities=names("city", cities)))
    for pid, count, countries, cities in facts.abroad:
        steps.append(t("setup-step-abroad", count=count, pieces=piece(pid, count),
                       countries=names("country", countries), cities=names("city", cities)))
    for space, tracks in facts.tracks:
        steps.append(t("setup-step-tracks", space=space, count=len(tracks), tracks=names("track", tracks)))
    if facts.sequence:
        sid, phase, flag = facts.sequence
        key = "setup-step-sequence-flag" if flag else "setup-step-sequence"
        steps.append(t(key, sequence=ctx.raw_name("sequence", sid), phase=ctx.raw_name("phase", phase),
                       flag=ctx.raw_name("flag", flag) if flag else ""))
    if facts.decades:
        steps.append(t("setup-step-decks", decades=len(facts.decades), cards=facts.cards, specials=facts.specials,
                       total=facts.cards + facts.specials))
        steps.append(t("setup-step-start", decade=ctx.raw_name("decade", facts.decades[0]), hand=facts.hand, display=facts.display,
                       cards=facts.cards))
    for _track, side in facts.advantage:
        steps.append(t("setup-step-advantage", side=ctx.raw_name("side", side)))
    return [f"{i}. {step}" for i, step in enumerate(steps, 1)]
