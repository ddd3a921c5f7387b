"""The interpreter's generic vocabulary: the primitives and functions content may call.

These are the only verbs written in Python.  They know sides, provinces, cities,
pieces, tracks, flags and choices in general, never a particular one; icons,
phases and setup compose them in content.  The checker uses the signatures
here to catch a misspelt primitive or a wrong number of arguments before a
game is ever played.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Signature:
    """Positional parameters (required, then optional) and the keywords a call may name."""

    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    effect: bool = True  # False for pure functions that only compute a value
    doc: str = ""
    # Parameters whose text names something, and what: (parameter, name space).  The checker
    # resolves a literal text there against what declares that space (see NAME_SPACES).
    names: tuple[tuple[str, str], ...] = ()
    # The keywords a call must give (the implementation has no default for them): `add(unrest, 3)`
    # without `to =` is refused by the checker, not found out in play.  Filled in from NEEDS below.
    needs: tuple[str, ...] = ()

    def arity(self) -> str:
        lo, hi = len(self.required), len(self.required) + len(self.optional)
        return str(lo) if lo == hi else f"{lo} to {hi}"


PRIMITIVES: dict[str, Signature] = {
    # ---------------------------------------------------------------- pieces
    "add": Signature(
        ("piece", "n"), (), ("to", "by"),
        doc="Put n pieces of a kind from the supply on a place (a province, a box, a city). "
            "On a province divided into sectors, a piece that goes into sectors (`sectors yes`) goes "
            "to the sector `by` picks among those holding the fewest such pieces (even filling, §10.1). "
            "Pieces the supply lacks are not placed (unexecutable, §6.4)."),
    "remove": Signature(
        ("piece", "n"), (), ("from", "by"),
        doc="Return n pieces of a kind from a place to the supply; from a province with sectors, `by` "
            "picks the sector of each. Pieces the place lacks are not removed (unexecutable, §6.4)."),
    "move": Signature(("piece", "n"), (), ("from", "to"), doc="Move n pieces between places."),
    "build_factory": Signature(("city",), (), ("value", "piece"), doc="Put a factory on a city (set-up)."),
    # ------------------------------------------------------------- economy
    "build": Signature(
        ("side", "n"), (), ("within", "by"),
        doc="Spend n build points of `side`, one at a time (§5.1). For each point `by` picks one legal "
            "site: an empty city of the side for a factory (the city's own factory piece if it has one, "
            "else its country's, else the side's), or an empty blue line of a connection of the side "
            "with a factory at one end. `within` (a province, group, city, country or a list of them; "
            "none = anywhere) keeps only the cities that lie there, and the connections of those cities "
            "(a connection belongs to each of its end cities, §5.1). Cities marked `built_by event` are "
            "legal only when `within` names the city or its country (§10.3, §10.4). A point with no "
            "legal site lapses (unexecutable, §6.4); no site in a province with a mass protest (§5.1)."),
    "dismantle_points": Signature(
        ("side", "n"), (), ("within", "by"),
        doc="Pay n dismantle points of `side`, one at a time (§5.2). For each point `by` picks one "
            "piece: one infrastructure on a connection of the side, or a factory none of whose "
            "connections holds infrastructure; a rundown factory is never dismantled, except a city's own "
            "factory piece (a special city's), which a point first turns rundown and a further point removes "
            "(§10.3). `within` restricts as for `build`: a connection belongs to each of its end cities, "
            "so a province's points may take infrastructure lying in another province (almanac 43, 63). "
            "Factories abroad (cities with a `country`) are never dismantled. A point with nothing to "
            "take lapses."),
    "make_rundown": Signature(
        ("city",), (), (),
        doc="The factory on `city` becomes rundown, one value lower (§5.3): an ordinary factory is "
            "swapped for a rundown factory piece; a city's own factory piece is turned to its rundown "
            "side. Unexecutable (nothing happens) if the city holds no factory or a rundown one."),
    "make_repaired": Signature(
        ("city",), (), (),
        doc="The rundown factory on `city` is repaired, one value higher: swapped back for the city's "
            "ordinary factory piece (or its own piece turned back). Unexecutable if it is not rundown."),
    "remove_line": Signature(
        ("connection",), (), (),
        doc="Take one infrastructure piece off `connection`, back to the supply (the 2nd edition's "
            "rundown icon falls back to it, ED-07). Unexecutable on a connection without one."),
    "move_factory": Signature(
        ("city",), (), ("to",),
        doc="Move the factory on `city`, as it lies (rundown or not), to the empty city `to`; the "
            "infrastructure on its connections stays. Unexecutable (nothing happens) if `city` holds no "
            "factory or `to` is none or holds one already. For relocation rules: which city may "
            "receive it is the content's choice (`choose`)."),
    "remove_factory": Signature(
        ("city",), (), (),
        doc="Remove the factory on `city` and every infrastructure on the city's connections for good: "
            "the factory piece leaves the game, so no factory can be built there again with it "
            "(almanac 37, 73). Unexecutable if the city holds no factory."),
    # ------------------------------------------------------------- tracks
    "move_marker": Signature(
        ("track", "steps"), (), ("toward",),
        doc="Move a track's marker `steps` spaces toward a side, one space at a time. A step that would "
            "leave the track is unexecutable: the marker stays and the track's `overflow` icons for that "
            "end are carried out by the side `toward` instead (with `choice one`, that side picks one of "
            "them) (§6.4, unexecutable arrows)."),
    "set_flag": Signature(("flag", "value"), (), (), doc="Set a yes/no fact of the game."),
    # -------------------------------------------------------------- cards
    "keep_card": Signature(
        ("side", "tag"), (), (),
        doc="The card whose event is being carried out goes face up in front of `side`, marked `tag`, "
            "instead of to the played-card row (police cards, §6.4, §8).",
        names=(('tag', 'tag'),)),
    "discard_kept": Signature(
        ("side",), ("tag",), (),
        doc="Discard every card kept in front of `side` (only those marked `tag`, if given), with "
            "whatever pieces lie on them going back to the supply.",
        names=(('tag', 'tag'),)),
    "reveal": Signature(
        ("cards",), (), ("to",),
        doc="Show a list of cards to the side `to` (and only to it; agents of the other side do not see them)."),
    "swap_cards": Signature(
        ("a", "b"), (), (),
        doc="Exchange two cards between the places they lie in (a hand, the draw deck). Unexecutable if "
            "either is none."),
    "remove_from_game": Signature(
        ("card",), (), (),
        doc="Take a card out of the game for good. Unexecutable if it is none."),
    # ------------------------------------------------------------ choices
    "choose": Signature(
        ("options",), (), ("by", "count", "each", "ask", "track", "source"), effect=False,
        doc="Ask side `by` to pick among `options`; the value is the pick. With `count = n` the value is "
            "a list of n picks in which one option may occur at most `each` times (default 1: n "
            "different options; `each = none`: no limit). Fewer picks are made when fewer are possible. "
            "With nothing to pick, the choice is unexecutable: the rest of the innermost `repeat` round "
            "(or of the icon, outside a `repeat`) is skipped, as §6.4 ignores an unexecutable icon. An "
            "option list with one entry is taken without asking. `track = NAME` says the options are "
            "spaces of that track: a player is shown each as a space, and the decision's narration "
            "message gets the track as `$track`. `source = X` names what the choice is made for (the "
            "province that attacks): the decision carries it, and its narration message gets it as "
            "`$source`.",
        names=(('ask', 'decision'),)),
}

FUNCTIONS: dict[str, Signature] = {
    "provinces": Signature(
        (), ("side",), ("within",), effect=False,
        doc="The provinces (of one side, if given) that lie in `within`: a province, a group, a city "
            "(the provinces it may count for), a country (none) or a list of these; none = no restriction."),
    "cities": Signature((), ("province",), effect=False, doc="The cities, or those of one province."),
    "factories": Signature(
        (), ("within",), (), effect=False,
        doc="The cities holding a factory in `within` (a side, province, group, city, country or a list "
            "of them; none = the whole board)."),
    "infrastructure": Signature(
        (), ("within",), (), effect=False,
        doc="The connections holding at least one infrastructure in `within` (a side, province, group, "
            "city, country or a list of them; a connection lies in each of its end cities' places; "
            "none = the whole board)."),
    "side_of": Signature(("city",), (), (), effect=False, doc="The side whose factory a city holds."),
    "is_rundown": Signature(("city",), (), (), effect=False, doc="Whether the factory on a city is rundown."),
    "is_abroad": Signature(
        ("city",), (), (), effect=False,
        doc="Whether a city lies abroad: in a `country`, outside every side's provinces (the external "
            "factories; §5.3 lets only factories at home become rundown)."),
    "can_dismantle": Signature(
        ("side", "n"), (), (), effect=False,
        doc="Whether `side` owns enough factories and infrastructure on the board to pay n dismantle "
            "points (§6.4: an event that would make its trigger dismantle more than it has may not be "
            "triggered; TR-07)."),
    "sides": Signature((), (), effect=False, doc="both sides"),
    "opponent": Signature(("side",), (), effect=False, doc="the other side"),
    "actor": Signature(
        (), (), (), effect=False,
        doc="The side carrying out the current event or phase step: the player who triggered the event, "
            "the prestige-advantage side for the icons of the prestige track (§9.2), the favoured side "
            "for a track's overflow icons (§6.4)."),
    "decider": Signature(
        ("crest",), (), (), effect=False,
        doc="The side that decides where an icon is carried out: the crest's side if the icon bears a "
            "crest (`crest` is a side), else `actor()` (§6.4)."),
    "count": Signature(("piece",), (), ("at",), effect=False, doc="How many pieces lie on a place."),
    "counts": Signature(
        ("piece",), (), ("at",), effect=False,
        doc="How many pieces lie on each place of a list, in the list's order: the list "
            "`[count(piece, at = p) for p in places]` makes, in one call (cheaper for a bot's feature "
            "that reads a side's provinces one by one)."),
    "phase_change": Signature(
        ("phase", "piece"), (), ("at",), effect=False,
        doc="How many pieces a phase would add on a place, less what it would remove, were it carried out "
            "now: the phase runs on a copy of the game (each of its decisions taking the first option), "
            "the game itself is left as it was. `at` is read as `count` reads it. For a bot's feature that "
            "needs what a rule does, read from the rule rather than copied."),
    "mass_protests": Signature(
        ("where",), (), (), effect=False,
        doc="How many mass-protest markers lie in a province, or in every province of a side or group."),
    "flag": Signature(("name",), (), (), effect=False, doc="The current value (yes or no) of a flag."),
    "kept_cards": Signature(
        ("side",), ("tag",), (), effect=False,
        doc="The cards kept in front of a side (only those marked `tag`, if given); each is a place "
            "pieces may lie on (unrest on a used police card, §8).",
        names=(('tag', 'tag'),)),
    "hand": Signature(("side",), (), (), effect=False, doc="The cards in a side's hand."),
    "top_cards": Signature(("n",), (), (), effect=False, doc="The top n cards of the draw deck (fewer if it runs short)."),
    "max": Signature(("values",), ("default",), effect=False, doc="the largest value"),
    "min": Signature(("values",), ("default",), effect=False, doc="the smallest value"),
    "sum": Signature(("values",), (), effect=False, doc="the total"),
    "len": Signature(("values",), (), effect=False, doc="how many"),
}

# The engine's primitives and functions (interpreter/engine/); each has an implementation there,
# registered under the same name, and a test keeps the two lists in step.
ENGINE: dict[str, Signature] = {
    "advantage": Signature(('name',), (), (), effect=False,
                       doc='The side whose zone the marker is in, or none.'),
    "any": Signature(('values',), (), (), effect=False,
                       doc='Whether any value is true.'),
    "assign_floating": Signature((), (), (), effect=True,
                       doc="Ask, for each floating or abroad factory, which province it counts for in this action or phase. A floating city offers its listed provinces to its chooser; a city abroad offers the provinces of the cities it has an operative connection to, to its country's side."),
    "can_trigger": Signature(('card', 'side'), (), (), effect=False,
                       doc="Whether a side may trigger a card's event: its colour lets that side (§6.4), and every icon's `requires` condition holds for that side as the trigger."),
    "card_value": Signature(('card', 'side'), (), (), effect=False,
                       doc="A card's value for a side: its one value, or the side's own box (sides in declared order)."),
    "check_outcomes": Signature(('when',), (), (), effect=True,
                       doc='Look at the outcomes checked at this moment, by priority; the first that holds ends the game.',
        names=(('when', 'moment'),)),
    "clear_zone": Signature(('name',), (), ('to',), effect=True,
                       doc='Move every card of a zone to another.'),
    "corner_count": Signature(('card', 'icon'), (), (), effect=False,
                       doc="How many times an icon is printed in a card's corner; given a list of cards, "
                           "in their corners all told (`corner_count(zone(played), flight)`)."),
    "deal": Signature(('source', 'n'), (), ('to',), effect=True,
                       doc='Move the first n cards of a zone to another (none when n is 0 or less); the number moved.'),
    "deck_of": Signature(('decade',), (), (), effect=False,
                       doc="The ordinary cards of a decade, in the content's order."),
    "economy": Signature(('province',), (), (), effect=False,
                       doc='The sum of the factory values that count for a province; for a side or a group, the sum over its provinces.'),
    "end_game": Signature(('outcome',), (), (), effect=True,
                       doc='End the game now with an outcome: its side wins.'),
    "export_value": Signature(('province',), (), (), effect=False,
                       doc="The value of a province's best factory (its export factory), -1 when it has none. Cities abroad never supply an export factory; a floating city counts for the province it is assigned to."),
    "factory": Signature(('city',), (), (), effect=False,
                       doc='The factory piece on a city, or none.'),
    "gain": Signature(('name',), ('space',), (), effect=False,
                       doc="The number printed under a space (the marker's by default); 0 where none is printed."),
    "get": Signature(('kind', 'name', 'key'), (), (), effect=False,
                       doc='A key of a definition, named by its kind and id (e.g. the hand size of the deck plan).',
        names=(('kind', 'kind'), ('name', 'id'), ('key', 'key'))),
    "hand_zone": Signature(('side',), (), (), effect=False,
                       doc="The name of the zone holding a side's hand."),
    "has_icons": Signature(('name', 'space'), (), (), effect=False,
                       doc='Whether a space of a track shows icons.'),
    "move_card": Signature(('card',), (), ('to',), effect=True,
                       doc='Move one card to the end of a zone.'),
    "neighbours": Signature(('province',), (), (), effect=False,
                       doc='The provinces bordering a province.'),
    "ordered": Signature(('kind',), (), (), effect=False,
                       doc='The ids of every definition of a kind, in the order their `order` keys give.',
        names=(('kind', 'kind'),)),
    "points": Signature(('name',), (), (), effect=False,
                       doc="A track's marker in points: its space divided by the track's steps per point."),
    "put_cards": Signature(('cards',), (), ('to',), effect=True,
                       doc='Put cards (taken from wherever they are) at the end of a zone.'),
    "raise_ls": Signature(('side', 'points', 'piece', 'relief'), (), ('markers', 'threshold', 'bridge', 'within'), effect=True,
                       doc="Place up to ``markers`` pieces in different provinces of a side; returns how many were placed. A province takes its next piece when its economy, plus card points given to it, reaches ``threshold`` times the number it will then hold; the card's ``points`` may be shared, at most ``bridge`` per province. Provinces drawn in sectors take none directly: afterwards one supplier that got a piece now and holds more than the sectored province may pass that piece on into its own sector, if that sector holds no more than the others. Each piece placed removes one ``relief`` piece from the province that keeps it."),
    "run_event": Signature(('card', 'side'), (), (), effect=True,
                       doc="Carry out a card's event for the triggering side (§6.4). On a card whose colour lets both sides trigger it, the trigger may ignore one arrowless icon or one arrow of an arrow icon (a call printing an icon n times runs with n - 1; one printed once is left out). The trigger then picks the order of the icons, one at a time, unless the card says `order printed`."),
    "run_sequence": Signature(('name',), (), (), effect=True,
                       doc="Carry out a sequence's phases in order; while its wall flag is set, a phase with a `wall_side` is replaced by that phase. A phase with a `when` condition is carried out (and announced) only if it holds when the sequence reaches it. Each phase runs with a fresh scope."),
    "run_space": Signature(('name', 'space'), (), (), effect=True,
                       doc='Carry out the icons printed on a space of a track, in order.'),
    "say": Signature(('message',), ('args',), (), effect=True,
                       doc='Narrate a message of the locale files: its id, then the values it shows, in order (the message names them a, b, ...).',
        names=(('message', 'message'),)),
    "sectors": Signature(('province',), (), (), effect=False,
                       doc='The sectors a province is drawn in (none for most).'),
    "set_marker": Signature(('track', 'space'), (), (), effect=True,
                       doc="Put a track's marker on a space (clamped to the track)."),
    "set_var": Signature(('name', 'value'), (), (), effect=True,
                       doc='Set a game variable (kept in the state).',
        names=(('name', 'var'),)),
    "shuffle": Signature(('name',), (), (), effect=True,
                       doc="Shuffle a zone with the game's seeded generator."),
    "specials_of": Signature(('decade',), (), (), effect=False,
                       doc='The special cards of a decade; of a two-sided card, only the face whose `used_if` holds.'),
    "supplier": Signature(('sector',), (), (), effect=False,
                       doc='The province that supplies a sector.'),
    "suppliers_of": Signature(('province',), (), (), effect=False,
                       doc="The provinces supplying a province's sectors, in sector order."),
    "site_value": Signature(('site',), (), (), effect=False,
                       doc="What one build point on a site (an empty city or a connection's line) would add to the factories' values as the board stands: a city's base value for the piece that would go there plus 2 for each connection it makes operative; a line 2 when it completes a connection between two factories, else 0."),
    "supply": Signature(('piece',), (), (), effect=False,
                       doc='How many pieces of a kind are left in the box.'),
    "suspend_markers": Signature(('on',), (), (), effect=True,
                       doc="Hold derived markers (mass protests) while on; when turned off, bring every province's up to date (e.g. protests appear only after all attacks of §9.7)."),
    "take_turn": Signature(('side',), (), ('from', 'to'), effect=True,
                       doc="One turn: the side picks a card from the zones (`hand` = its own hand; only cards with a legal action are offered), then one of the content's actions whose `when` holds, which runs with `side` and `card`. A card the action put nowhere goes to zone ``to``. The card played."),
    "track": Signature(('name',), (), (), effect=False,
                       doc="The space a track's marker is on."),
    "value": Signature(('city',), (), (), effect=False,
                       doc="A factory's value: its base (lowered for a rundown piece) plus its operative connections."),
    "var": Signature(('name',), ('default',), (), effect=False,
                       doc="A game variable's value (``default`` when unset).",
        names=(('name', 'var'),)),
    "zone": Signature(('name',), (), (), effect=False,
                       doc='The cards in a zone, in order (a copy).'),
}

# Keywords without which a call cannot run (a test keeps them in step with the implementations).
NEEDS: dict[str, tuple[str, ...]] = {
    "add": ("to",), "remove": ("from",), "move": ("from", "to"), "move_marker": ("toward",),
    "reveal": ("to",), "clear_zone": ("to",), "deal": ("to",), "move_card": ("to",), "put_cards": ("to",),
    "take_turn": ("from",), "phase_change": ("at",), "counts": ("at",),
}
for _table in (PRIMITIVES, FUNCTIONS, ENGINE):
    for _name in _table.keys() & NEEDS.keys():
        _table[_name] = replace(_table[_name], needs=NEEDS[_name])

CALLABLES: dict[str, Signature] = {**PRIMITIVES, **FUNCTIONS, **ENGINE}

# Names that mean something in any expression without being declared in content.
CONSTANTS = {"yes", "no", "none"}

# The name spaces of texts that name something (Signature.names): what declares the names of each.
NAME_SPACES: dict[str, str] = {
    "moment": "the moments an outcome may be `checked` at (outcome.schema.json)",
    "tag": "the tags `keep_card(side, TAG)` marks cards with",
    "var": "the game variables `set_var(NAME, value)` sets, and those the engine sets (ENGINE_VARS)",
    "message": "the narration messages `narr-NAME` of the English locale",
    "decision": "a decision's name; a narration message `narr-decision-NAME` tells its outcome",
    "kind": "the kinds of declaration (grammar/schemas)",
    "id": "an id of the kind named beside it",
    "key": "the keys the kind named beside it takes (its schema)",
}

# Game variables the engine itself sets, for content to read with `var`.
ENGINE_VARS: dict[str, str] = {
    "actor": "the side carrying out the current event or phase step (see `actor()`)",
    "card": "the card whose event is being carried out",
    "phase": "the phase of a sequence being carried out (`run_sequence`)",
    "transferred": "the suppliers that passed an LS on into a sector (`raise_ls`), for §10.1",
}

# The kinds of declaration whose id, used as a value, denotes a set of members: `x in ID` and
# `x not in ID` test membership (a list value holds its items).  Any other id on the right of
# `in` is a check-time error.
MEMBER_KINDS: dict[str, str] = {
    "side": "every province, sector, city, connection and country of the side",
    "group": "its provinces",
    "country": "its cities",
}

# What a parameter of a primitive or function takes, where its name says it for every callable
# that has it (the type checker blames an argument of a certain other type, checks/types.py).
PARAM_TYPES: dict[str, str] = {
    "n": "number", "steps": "number", "points": "number", "markers": "number",
    "threshold": "number", "bridge": "number", "count": "number", "times": "number",
    "piece": "piece", "track": "track",
}

# What a function's value is, where it is always the same type: "number", "list", "bool",
# "text" or a kind of definition.
RETURNS: dict[str, str] = {
    **dict.fromkeys(("count", "mass_protests", "len", "sum", "supply", "track", "points", "gain",
                     "value", "economy", "export_value", "site_value", "card_value", "corner_count", "deal", "phase_change"), "number"),
    **dict.fromkeys(("provinces", "cities", "factories", "infrastructure", "kept_cards", "hand",
                     "top_cards", "neighbours", "ordered", "counts", "zone", "deck_of", "specials_of", "sectors",
                     "suppliers_of", "sides"), "list"),
    **dict.fromkeys(("is_rundown", "can_dismantle", "any", "can_trigger", "has_icons"), "bool"),
    "opponent": "side",
}

# One example call of each primitive and function, for the generated reference (docs/guide/primitives.md,
# written by `python -m interpreter.language.reference`); a test keeps every callable exemplified. Ids in
# the examples are made up (my_province, my_city...): the game's own names live in content.
EXAMPLES: dict[str, str] = {
    "add": "add(unrest, 2, to = my_province)",
    "remove": "remove(unrest, 1, from = p, by = west)",
    "move": "move(socialist, 1, from = socialist_holding, to = p)",
    "build_factory": "build_factory(my_city, value = 1)",
    "build": "build(east, 2, within = my_country, by = east)",
    "dismantle_points": "dismantle_points(west, n, within = where, by = decider(crest))",
    "make_rundown": "make_rundown(choose(fresh, by = chooser, ask = \"rundown\"))",
    "make_repaired": "make_repaired(c)",
    "remove_factory": "remove_factory(c)",
    "move_factory": "move_factory(c, to = choose([x for x in cities(p) if factory(x) == none], by = west))",
    "remove_line": "remove_line(choose(infrastructure(east), by = east))",
    "move_marker": "move_marker(prestige, 1, toward = west)",
    "set_flag": "set_flag(wall, yes)",
    "keep_card": "keep_card(east, \"police\")",
    "discard_kept": "discard_kept(east, \"police\")",
    "reveal": "reveal(top_cards(3), to = side)",
    "swap_cards": "swap_cards(mine, theirs)",
    "remove_from_game": "remove_from_game(c)",
    "choose": "choose(provinces(east), by = east, ask = \"attack\")",
    "provinces": "provinces(west, within = west_germany)",
    "cities": "cities(my_province)",
    "factories": "factories(within = east)",
    "infrastructure": "infrastructure(within = p)",
    "side_of": "side_of(c)",
    "is_rundown": "is_rundown(c)",
    "is_abroad": "is_abroad(c)",
    "can_dismantle": "can_dismantle(east, 2)",
    "sides": "for s in sides() { ... }",
    "opponent": "opponent(side)",
    "actor": "actor()",
    "decider": "decider(crest)",
    "count": "count(unrest, at = p)",
    "counts": "max(counts(ls, at = provinces(west)))",
    "phase_change": "phase_change(internal_comparison, unrest, at = side)",
    "mass_protests": "mass_protests(west) >= 4",
    "flag": "flag(wall)",
    "kept_cards": "kept_cards(east, \"police\")",
    "hand": "len(hand(s))",
    "top_cards": "top_cards(3)",
    "max": "max([ls(p) for p in provinces(s)], default = 0)",
    "min": "min([count(unrest, at = p) for p in provinces(s)])",
    "sum": "sum([count(unrest, at = c) for c in kept_cards(east, \"police\")])",
    "len": "len(kept_cards(east, \"police\"))",
    "advantage": "advantage(prestige)",
    "any": "any([mass_protests(p) > 0 for p in provinces(east)])",
    "assign_floating": "assign_floating()",
    "can_trigger": "can_trigger(card, side)",
    "card_value": "card_value(card, side)",
    "check_outcomes": "check_outcomes(\"collapse_check\")",
    "clear_zone": "clear_zone(display, to = discard)",
    "corner_count": "corner_count(c, police_red_corner) > 0",
    "deal": "deal(deck, 2, to = hand_zone(s))",
    "deck_of": "put_cards(deck_of(var(\"decade\")), to = deck)",
    "economy": "economy(p)",
    "end_game": "end_game(national_insolvency)",
    "export_value": "export_value(p)",
    "site_value": "site_value(s) > 0",
    "factory": "factory(c) != none",
    "gain": "gain(currency)",
    "get": "get(\"deck\", standard, \"hand\")",
    "hand_zone": "hand_zone(s)",
    "has_icons": "has_icons(prestige, 3)",
    "move_card": "move_card(card, to = discard)",
    "neighbours": "neighbours(p)",
    "ordered": "for d in ordered(\"decade\") { ... }",
    "points": "points(currency)",
    "put_cards": "put_cards(specials_of(var(\"decade\")), to = special)",
    "raise_ls": "raise_ls(side, card_value(card, side), ls, unrest, markers = 2, threshold = 4, bridge = 1)",
    "run_event": "run_event(card, side)",
    "run_sequence": "run_sequence(end_of_decade)",
    "run_space": "run_space(prestige, track(prestige))",
    "say": "say(\"decade\", d)",
    "sectors": "sectors(p)",
    "set_marker": "set_marker(currency, 0)",
    "set_var": "set_var(\"decade\", d)",
    "shuffle": "shuffle(deck)",
    "specials_of": "specials_of(var(\"decade\"))",
    "supplier": "supplier(s)",
    "suppliers_of": "suppliers_of(p)",
    "supply": "supply(socialist) == 0",
    "suspend_markers": "suspend_markers(yes)",
    "take_turn": "take_turn(var(\"player\"), from = [display, special, \"hand\"])",
    "track": "track(prestige) > 0",
    "value": "value(c)",
    "var": "var(\"police_done\", no)",
    "zone": "len(zone(deck))",
}
