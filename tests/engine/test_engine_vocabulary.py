"""Every primitive the checker knows has an implementation in the engine, and the other way round."""

from __future__ import annotations

import re
from pathlib import Path

from interpreter.engine.primitives import REGISTRY
from interpreter.language.vocabulary import CALLABLES

ENGINE = Path(__file__).resolve().parents[2] / "interpreter"


def test_every_vocabulary_entry_is_implemented():
    missing = sorted(set(CALLABLES) - set(REGISTRY))
    assert not missing, f"primitives in vocabulary.py without an implementation: {missing}"


def test_every_implementation_is_in_the_vocabulary():
    extra = sorted(set(REGISTRY) - set(CALLABLES))
    assert not extra, f"implemented but unknown to the checker (add them to vocabulary.py): {extra}"


def test_keywords_match(rules):
    import inspect
    for name, sig in CALLABLES.items():
        params = inspect.signature(REGISTRY[name]).parameters
        names = {p.rstrip("_") for p in list(params)[1:]}
        for kw in sig.keywords:
            assert kw in names, f"`{name}` is documented with keyword `{kw}`, which its implementation lacks"


def test_no_game_specific_name_in_python(rules):
    # The project's design rule: a province, city, card, phase or track name in Python
    # is a rule escaped from content. Check the engine's code for every such id.
    ids = set(rules.provinces) | set(rules.cities) | set(rules.tracks) | set(rules.phases)
    ids |= {str(d["id"]) for d in rules.of_kind("card").values() if isinstance(d["id"], str)}
    ids |= set(rules.of_kind("icon")) | set(rules.of_kind("outcome")) | set(rules.groups)
    ids |= set(rules.pieces) | set(rules.of_kind("box")) | set(rules.of_kind("flag")) | set(rules.of_kind("pile"))
    ids |= set(rules.sides) | set(rules.of_kind("action")) | set(rules.of_kind("routine")) | set(rules.countries)
    generic = {"flight", "prestige", "currency", "socialist"} & ids  # also ordinary English words
    # The content language's own words (schema keys and enum values, e.g. a card's `special`, a
    # pile's `role discard`) and the scenario format's words are not game content.
    from interpreter.engine.scenario import EXPECT_KEYS
    from interpreter.language.schema import schemas
    words = set(EXPECT_KEYS)
    for schema in schemas().values():
        for key, prop in schema.get("properties", {}).items():
            words.add(key)
            words.update(str(v) for v in prop.get("enum", ()))
    ids -= words
    found = []
    for path in sorted((ENGINE / "engine").glob("*.py")):
        code = re.sub(r'""".*?"""', "", path.read_text(encoding="utf-8"), flags=re.S)
        code = re.sub(r"#[^\n]*", "", code)
        for ident in ids:
            if re.search(rf"[\"']{re.escape(ident)}[\"']", code):
                found.append(f"{path.name}: '{ident}'")
    assert not found, f"game-specific names in the engine: {found}; generic words allowed: {generic}"


def test_deal_never_moves_cards_for_a_count_below_one(rules):
    # A hand over its size (the 2nd edition's third card) asks for a negative count: nothing moves.
    from interpreter.engine.game import Game
    g = Game(rules, 0, {})
    g.state["zones"]["deck"] = [1, 2, 3, 4, 5]
    assert REGISTRY["deal"](g, "deck", -2, to="hand_west") == 0
    assert REGISTRY["deal"](g, "deck", 0, to="hand_west") == 0
    assert g.state["zones"]["deck"] == [1, 2, 3, 4, 5] and g.state["zones"]["hand_west"] == []
    assert REGISTRY["deal"](g, "deck", 2, to="hand_west") == 2


def test_every_game_variable_the_engine_sets_is_known_to_the_checker():
    """`var("x")` is checked against the variables set in content and those the engine sets."""
    from interpreter.language.vocabulary import ENGINE_VARS
    set_here = set()
    for path in sorted((ENGINE / "engine").glob("*.py")):
        code = path.read_text(encoding="utf-8")
        set_here |= set(re.findall(r'\["vars"\]\["(\w+)"\]\s*=', code))
        set_here |= set(re.findall(r'\["vars"\]\.setdefault\("(\w+)"', code))
    assert set_here and set_here <= set(ENGINE_VARS), sorted(set_here - set(ENGINE_VARS))


def test_the_keywords_a_call_needs_match_the_implementations():
    """A keyword the implementation has no default for is one the checker demands (issue 24 §4)."""
    import inspect
    for name, sig in CALLABLES.items():
        params = list(inspect.signature(REGISTRY[name]).parameters.values())[1:]
        needed = tuple(p.name.rstrip("_") for p in params if p.kind == p.KEYWORD_ONLY and p.default is p.empty)
        assert sig.needs == needed, f"`{name}` needs {needed} in its implementation, {sig.needs} in vocabulary.py"
