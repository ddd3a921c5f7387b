"""Cards and zones: decks, the display, hands, rows; turns (a card and an action); events."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules.records import Card, Icon
from . import rng
from .evaluator import ContentError
from .registry import primitive


def role_pile(g: Any, role: str) -> str:
    """The pile the content gives a role (draw, played, discard, removed)."""
    pile = g.board.pile_role.get(role)
    if pile is None:
        raise ContentError(words=("runtime-no-pile-role", {"role": role}))
    return pile


def zone_list(g: Any, name: str) -> list:
    return g.state["zones"].setdefault(name, [])


def card_data(g: Any, card: Any) -> Card:
    data: Card | None = g.board.cards.get(card)
    if data is None:
        raise ContentError(words=("runtime-no-card", {"card": repr(card)}))
    return data


@primitive(pure=True)
def zone(g: Any, name: str) -> list:
    """The cards in a zone, in order (a copy)."""
    return list(g.state["zones"].get(name, ()))


@primitive(pure=True)
def deck_of(g: Any, decade: str) -> list:
    """The ordinary cards of a decade, in the content's order."""
    return [c for c, d in g.board.cards.items() if d.decade == decade and not d.special]


@primitive(pure=True)
def specials_of(g: Any, decade: str) -> list:
    """The special cards of a decade; of a two-sided card, only the face whose `used_if` holds."""
    return [c for c, d in g.board.cards.items() if d.decade == decade and d.special
            and (d.used_if is None or g.eval(d.used_if))]


@primitive()
def put_cards(g: Any, cards: list, *, to: str) -> None:
    """Put cards (taken from wherever they are) at the end of a zone."""
    for c in cards:
        _take_out(g, c)
        zone_list(g, to).append(c)


def _take_out(g: Any, card: Any) -> str | None:
    for name, cards in g.state["zones"].items():
        if card in cards:
            cards.remove(card)
            return name
    return None


@primitive()
def move_card(g: Any, card: Any, *, to: str) -> None:
    """Move one card to the end of a zone."""
    _take_out(g, card)
    zone_list(g, to).append(card)
    g.say("card-moved", card=card, zone=to)


@primitive()
def shuffle(g: Any, name: str) -> None:
    """Shuffle a zone with the game's seeded generator."""
    cards = zone_list(g, name)
    g.state["rng"] = rng.shuffle(g.state["rng"], cards)


@primitive()
def deal(g: Any, source: str, n: int, *, to: str) -> int:
    """Move the first n cards of a zone to another; the number moved.

    A count of 0 or less deals nothing (a hand already full, or over it, is not topped up):
    a negative slice would otherwise move almost the whole zone.
    """
    src = zone_list(g, source)
    dst = zone_list(g, to)
    k = max(0, min(n, len(src)))
    dst.extend(src[:k])
    del src[:k]
    return k


@primitive()
def clear_zone(g: Any, name: str, *, to: str) -> None:
    """Move every card of a zone to another."""
    cards = zone_list(g, name)
    zone_list(g, to).extend(cards)
    cards.clear()


@primitive(pure=True)
def card_value(g: Any, card: Any, side: str) -> int:
    """A card's value for a side: its one value, or the side's own box (sides in declared order)."""
    values = card_data(g, card).values
    if not values:
        return 0
    if len(values) == 1:
        return values[0]
    return values[g.board.sides.index(side)] if side in g.board.sides else values[0]


def action_tests(g: Any) -> list[tuple[str, Any, int]]:
    """Each action with its compiled `when` (None: always) and the condition's size, in order."""
    tests = g.program.cache.get("action_tests")
    if tests is None:
        tests = []
        for action in g.actions:
            cond = action.when
            fn = None if cond is None else g.program.expr(cond, ("side", "card"))
            tests.append((action.id, fn, _size(cond)))
        g.program.cache["action_tests"] = tests
    return tests


def _size(node: Any) -> int:
    """How many nodes an expression has: a rough measure of what evaluating it costs."""
    if isinstance(node, Mapping):
        return 1 + sum(_size(v) for v in node.values())
    if isinstance(node, (list, tuple)):
        return 1 + sum(_size(v) for v in node)
    return 1


def legal_actions(g: Any, side: str, card: Any) -> list[str]:
    """The actions whose `when` holds for a side and a card, in the content's order."""
    return [name for name, fn, _ in action_tests(g) if fn is None or fn(g, side, card)]


def has_legal_action(g: Any, side: str, card: Any) -> bool:
    """Whether some action is legal for the card: the conditions (which only look at the state)
    are tried from the cheapest, and the first that holds answers."""
    tests = g.program.cache.get("action_tests_cheap")
    if tests is None:
        tests = sorted(action_tests(g), key=lambda t: t[2])
        g.program.cache["action_tests_cheap"] = tests
    for _name, fn, _ in tests:
        if fn is None or fn(g, side, card):
            return True
    return False


@primitive()
def take_turn(g: Any, side: str, *, from_: list, to: str | None = None) -> Any:
    """One turn: the side picks a card from the zones (`hand` = its own hand; only cards with a
    legal action are offered), then one of the content's actions whose `when` holds, which runs
    with `side` and `card`.  A card the action put nowhere goes to zone ``to``.  The card played."""
    zones = [hand_zone(side) if z == "hand" else z for z in from_]
    options = []
    seen: set = set()
    # Which cards have a legal action is asked of every card on offer; the full list of actions
    # only of the card taken (the same options, found with fewer conditions evaluated).
    for zname in zones:
        for c in g.state["zones"].get(zname, ()):
            if c not in seen:
                seen.add(c)
                if has_legal_action(g, side, c):
                    options.append(c)
    if not options:
        g.say("no-move", side=side)
        return None
    if g.track_units:
        g.begin_unit(lambda g2: take_turn(g2, side, from_=from_, to=to))
    try:
        card = g.ask(side, "card", options)
        action = g.ask(side, "action", legal_actions(g, side, card), card=card)
        _take_out(g, card)
        narrated = g.narrate is not None   # (a bot's scratch game tells nothing: no words built)
        if narrated:
            g.say("turn", side=side, card=card, action=action)
        vars_ = g.state["vars"]
        vars_["actor"] = side
        vars_["card"] = card
        g.run_block(g.rules.actions[action].body, {"side": side, "card": card})
        if narrated:
            g.say("turn-end", side=side, card=card, action=action)   # a turn that told nothing says so
        for cs in g.state["zones"].values():
            if card in cs:
                break
        else:   # (the action put the card nowhere)
            zone_list(g, to or role_pile(g, "played")).append(card)
        g.state["vars"].pop("card", None)
    finally:
        if g.track_units:
            g.units.pop()
    g.step_done("turn")
    return card


def event_icons(g: Any, card: Any) -> list[tuple[str, list, dict]]:
    """The icon calls of a card's event, row by row, each with the row's `where` and `limit`
    (worked out once per card; the list is shared, so callers copy what they change)."""
    return [(name, args, kw) for name, args, kw, _path in _event_calls(g, card)]


def _event_calls(g: Any, card: Any) -> list[tuple[str, list, dict, tuple]]:
    """:func:`event_icons` with the path of each call in the card's data (for diagnostics)."""
    cache = g.program.cache.get("event_calls")
    if cache is None:
        cache = g.program.cache["event_calls"] = {}
    out = cache.get(card)
    if out is not None:
        return out
    out = []
    for row in sorted(card_data(g, card).rows, key=lambda r: r.id):
        for j, call in enumerate(row.icons):
            if not isinstance(call, Mapping):   # a bare icon name
                call = {"call": call, "args": (), "kw": {}}
            kw = dict(call.get("kw", {}))
            if row.where is not None and "where" not in kw:
                kw["where"] = row.where
            if row.limit is not None and "limit" not in kw:
                kw["limit"] = row.limit
            out.append((call["call"], list(call.get("args", ())), kw, ("body", row.at, "icons", j)))
    cache[card] = out
    return out


def _bound(g: Any, name: str, args: list, kw: dict) -> dict:
    """The values of an icon call's parameters (for its `requires` condition)."""
    env: dict = {}
    for i, p in enumerate(g.icons[name].params):
        if i < len(args):
            env[p.name] = g.eval(args[i], {})
        elif p.name in kw:
            env[p.name] = g.eval(kw[p.name], {})
        elif p.has_default:
            env[p.name] = g.eval(p.default, env)
    return env


@primitive(pure=True)
def can_trigger(g: Any, card: Any, side: str) -> bool:
    """Whether a side may trigger a card's event: its colour lets that side (§6.4), and every
    icon's `requires` condition holds for that side as the trigger."""
    events, checks = _trigger_rule(g, card)
    if events is not None and side not in events:
        return False
    vars_ = g.state["vars"]
    saved = vars_.get("actor")
    if not checks:
        # Nothing to evaluate: only what the conditions' run leaves behind (the actor as it was,
        # set to none where there was none), as the loop below leaves it.
        vars_["actor"] = saved
        return True
    vars_["actor"] = side
    try:
        for name, args, kw in checks:
            if not g.eval(g.icons[name].requires, _bound(g, name, args, kw)):
                return False
    finally:
        vars_["actor"] = saved
    return True


def _trigger_rule(g: Any, card: Any) -> tuple[Any, tuple[tuple[str, list, dict], ...]]:
    """What :func:`can_trigger` asks of a card, worked out once per card (it is asked of every card
    in a hand at every turn, and again in every look-ahead): the sides its colour lets trigger it
    (None: any), and its icon calls that have a `requires` condition, in order."""
    cache = g.program.cache.get("trigger_rule")
    if cache is None:
        cache = g.program.cache["trigger_rule"] = {}
    rule = cache.get(card)
    if rule is None:
        colour = g.rules.card_colours.get(card_data(g, card).colour)
        checks = []
        for name, args, kw, _path in _event_calls(g, card):
            icon = g.icons.get(name)
            if isinstance(icon, Icon) and icon.requires is not None:   # (a routine has no condition)
                checks.append((name, args, kw))
        rule = cache[card] = (None if colour is None else colour.events, tuple(checks))
    return rule


@primitive()
def run_event(g: Any, card: Any, side: str) -> None:
    """Carry out a card's event for the triggering side (§6.4).

    On a card whose colour lets both sides trigger it, the trigger may ignore one arrowless
    icon or one arrow of an arrow icon: that call runs with `n` one fewer (a row printing the
    same icon three times still carries out two), and a call printed once is left out.  The trigger then
    picks the order of the icons, one at a time, unless the card says `order printed`.
    """
    data = card_data(g, card)
    # Icons keep their position in the event (0 = the first icon of the first row) as their id,
    # so that order and ignore choices name the same icon however many are left.
    calls = _event_calls(g, card)
    icons = {i: (name, args, kw) for i, (name, args, kw, _path) in enumerate(calls)}
    colour = g.rules.card_colours.get(data.colour)
    g.state["vars"]["actor"] = side
    if colour is not None and len(colour.events) > 1 and icons:
        options = ["none", *icons]
        skip = g.ask(side, "ignore", options, card=card, icons=[i[0] for i in icons.values()])
        if skip != "none":
            name, args, kw = icons[skip]
            icon = g.icons.get(name)
            n_index = None if icon is None else next((i for i, p in enumerate(icon.params) if p.name == "n"), None)
            # An icon call's `n` is how many times the row prints it (arrowless) or how many arrows
            # it has: either way one of them is ignored, and the others still happen (§6.4: "1 icona
            # senza freccia", "une icône sans flèche"; Example 1 counts each printed icon).
            if isinstance(icon, Icon) and n_index is not None:
                n = _bound(g, name, args, kw).get("n", 1) - 1
                if n <= 0:
                    del icons[skip]
                else:
                    args = list(args) + [None] * max(0, n_index + 1 - len(args))
                    args[n_index] = n
                    icons[skip] = (name, args, kw)
            else:
                del icons[skip]
            g.say("ignored", side=side, icon=name)
    pending = list(icons)
    printed = data.printed_order
    # Each icon call as text, so that calls alike (which any order runs the same way) are told
    # apart from the others without writing them out at every pick.
    shown = {i: repr(icons[i]) for i in pending}
    while pending:
        if printed or len({shown[i] for i in pending}) == 1:
            nxt = pending[0]
        else:
            nxt = g.ask(side, "icon_order", pending, card=card, icons=[icons[i][0] for i in pending])
        pending.remove(nxt)
        name, args, kw = icons[nxt]
        g.state["vars"]["actor"] = side
        # Called through a stand-in for the card's row, so that a failure names the card and row.
        row = g.program.row_call(("card", str(card)), calls[nxt][3])
        if name not in g.icons:
            raise ContentError(words=("runtime-unknown-icon", {"name": name}))
        values = [g.eval(a, {}) for a in args]
        named = {k: g.eval(v, {}) for k, v in kw.items()}
        given = g.program.positional(name, len(values))  # by position and by name: position wins
        row(g, g.program.icon(name), values, {"v_" + k: v for k, v in named.items() if k not in given})


def hand_zone(side: str) -> str:
    return f"hand_{side}"


def kept_zone(side: str, tag: str) -> str:
    return f"kept_{side}_{tag}"


@primitive("hand_zone", pure=True)
def hand_zone_(g: Any, side: str) -> str:
    """The name of the zone holding a side's hand."""
    return hand_zone(side)


@primitive(pure=True)
def hand(g: Any, side: str) -> list:
    """The cards in a side's hand."""
    return list(g.state["zones"].get(hand_zone(side), ()))


@primitive(pure=True)
def top_cards(g: Any, n: int) -> list:
    """The top n cards of the draw deck (fewer if it runs short)."""
    return list(g.state["zones"].get(role_pile(g, "draw"), ())[:n])


@primitive()
def keep_card(g: Any, side: str, tag: str) -> None:
    """The card being played goes face up in front of a side, marked with a tag (police cards)."""
    card = g.state["vars"].get("card")
    if card is None:
        return
    move_card(g, card, to=kept_zone(side, tag))


@primitive(pure=True)
def kept_cards(g: Any, side: str, tag: str | None = None) -> list:
    """The cards kept in front of a side (only those with the tag, if given)."""
    if tag is not None:
        return list(g.state["zones"].get(kept_zone(side, tag), ()))
    prefix = f"kept_{side}_"
    return [c for z, cs in g.state["zones"].items() if z.startswith(prefix) for c in cs]


@primitive()
def discard_kept(g: Any, side: str, tag: str | None = None) -> None:
    """Discard the cards kept in front of a side; pieces on them go back to the supply."""
    for c in kept_cards(g, side, tag):
        g.state["pieces"].pop(str(c), None)
        move_card(g, c, to=role_pile(g, "discard"))


@primitive()
def reveal(g: Any, cards: list, *, to: str) -> None:
    """Show cards to one side (narrated for that side only)."""
    g.say("reveal", side=to, cards=list(cards))


@primitive()
def swap_cards(g: Any, a: Any, b: Any) -> None:
    """Exchange two cards between the zones they lie in."""
    if a is None or b is None:
        return
    za = zb = None
    for name, cards in g.state["zones"].items():
        if a in cards:
            za = (name, cards.index(a))
        if b in cards:
            zb = (name, cards.index(b))
    if za is None or zb is None:
        return
    g.state["zones"][za[0]][za[1]] = b
    g.state["zones"][zb[0]][zb[1]] = a
    g.say("swap", card=a, other=b)


@primitive()
def remove_from_game(g: Any, card: Any) -> None:
    """Take a card out of the game for good."""
    if card is not None:
        move_card(g, card, to=role_pile(g, "removed"))
