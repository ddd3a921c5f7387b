"""The human player's screen speaks the player's language for every decision (issue 12 §1): each
decision kind the engine or the content can ask has its question in every language, every word
offered as an option is a message, and the prompt names the side in the language."""

from __future__ import annotations

import os
import re

import pytest
from fluent.syntax import ast as ftl
from rich.cells import cell_len

from interpreter.engine.agents import Agent, RandomAgent
from interpreter.engine.decisions import ENGINE_DECISIONS
from interpreter.engine.session import new_game
from interpreter.engine.view import View
from interpreter.paths import content_dir
from interpreter.words.l10n import localizer
from interpreter.words.l10n.catalog import walk

LANGS = ("en", "de", "pl", "uk", "it", "fr")


def engine_kinds() -> set[str]:
    """The decision kinds the engine's Python asks (kept complete by tests/test_scenario_diagnostics.py)."""
    return set(ENGINE_DECISIONS)


def content_kinds() -> set[str]:
    """The kinds the content names: choose(..., ask = "kind"), in the base game and every variant."""
    kinds: set[str] = set()
    for path in sorted(content_dir().rglob("*.wsdv")):
        kinds |= set(re.findall(r"\bask\s*=\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    return kinds


def content_words() -> set[str]:
    """The words the content offers as options: the string literals of a list choose() picks from,
    written in the call or in the `let` that names the list (`let ways = [...]; choose(ways, ...)`)."""
    words: set[str] = set()
    for path in sorted(content_dir().rglob("*.wsdv")):
        lines = path.read_text(encoding="utf-8").splitlines()
        chosen = {m for line in lines for m in re.findall(r"choose\((\w+)\s*,", line)}
        for line in lines:
            heads = [re.split(r"\bby\s*=", call)[0] for call in re.findall(r"choose\((.*)", line)]
            let = re.match(r"\s*let (\w+) = (.*)", line)
            if let and let.group(1) in chosen:
                heads.append(let.group(2))
            for head in heads:  # the words of the literal lists ["a", "b"] in it
                for items in re.findall(r"\[((?:\s*\"\w+\"\s*,?)+)\]", head):
                    words |= set(re.findall(r"\"(\w+)\"", items))
    return words


def variant_keys(lang: str, message: str) -> set[str]:
    node = localizer().catalog(lang).entries[message].node
    return {v.key.name for n in walk(node) if isinstance(n, ftl.SelectExpression) for v in n.variants
            if isinstance(v.key, ftl.Identifier)}


def test_the_kinds_are_found_where_decisions_are_made():
    engine, content = engine_kinds(), content_kinds()
    # The finders must see the known places, or the tests below would pass on nothing.
    assert {"card", "action", "ignore", "icon_order", "floating", "build_site", "dismantle_site",
            "living_standard", "transfer", "sector", "mirror", "overflow", "choose"} <= engine
    assert {"attack", "use_police", "hand_discard", "special_price", "hand_excess"} <= content
    assert {"keep", "discard", "yes", "no", "hand", "deck", "swap", "remove", "opponent_draws"} <= content_words()


@pytest.mark.parametrize("lang", LANGS)
def test_every_decision_kind_has_its_question_in_every_language(lang):
    asked = (engine_kinds() | content_kinds()) - {"choose"}  # `choose` is the question's default variant
    assert sorted(asked - variant_keys(lang, "view-question")) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_offered_as_an_option_is_a_message(lang):
    words = content_words() | {"none", "stop"}  # the engine's own: ignore/transfer offer "none", LS "stop"
    assert sorted(words - variant_keys(lang, "view-option")) == []


class _Recorder(Agent):
    """A random player that keeps one decision of each kind it is asked."""

    sees = False

    def __init__(self, seed: int, seen: dict) -> None:
        self.inner = RandomAgent(seed)
        self.seen = seen

    def choose(self, decision, view):
        self.seen.setdefault(decision.kind, decision)
        return self.inner.choose(decision, view)


@pytest.fixture(scope="module")
def asked(shipped):
    """Decisions of as many kinds as a few games ask, with the game that asked them."""
    seen: dict = {}
    games = []
    for seed in (1, 2, 3):
        game, _ = new_game(shipped.rules, seed, {s: _Recorder(seed + i, seen) for i, s in enumerate(shipped.rules.sides)})
        game.play()
        games.append(game)
    return seen, games[0]


@pytest.mark.parametrize("lang", [x for x in LANGS if x != "en"])
def test_no_option_or_question_shows_an_id_or_an_english_word(shipped, asked, lang):
    seen, game = asked
    assert len(seen) >= 8
    view = View(shipped.rules, lang=lang)
    english = {w for w in re.findall(r"[a-z]+", " ".join(
        localizer().text("view-option", "en", kind=k, option=w) for k in seen for w in content_words() | {"none", "stop"}))
        if len(w) > 3}
    for kind, decision in seen.items():
        question = view.t("view-question", kind=kind)
        assert question != localizer().text("view-question", "en", kind=kind)
        for i, option in enumerate(decision.options):
            label = view.option(decision, i, game)
            assert label, (kind, option)
            words = set(re.findall(r"[A-Za-z_]+", label))
            assert not (words & {"none", "stop", "keep", "discard", "opponent_draws", "west", "east"}), (kind, label)
            assert not ({w.lower() for w in words} & english), (kind, label)
            assert ">" not in label, (kind, label)


@pytest.mark.parametrize(("lang", "prompt"), [("pl", "Zachód > "), ("uk", "Захід > "), ("it", "Ovest > "),
                                              ("fr", "Ouest > "), ("de", "BRD > "), ("en", "West > ")])
def test_the_prompt_names_the_side_in_the_language(shipped, asked, lang, prompt):
    seen, _ = asked
    decision = next(d for d in seen.values() if d.side == "west")
    assert View(shipped.rules, lang=lang).prompt(decision) == prompt


def test_every_choice_the_content_asks_names_its_decision():
    """No icon, card or routine falls back on the generic question: each choose() says `ask =`."""
    unnamed = []
    for path in sorted(content_dir().rglob("*.wsdv")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if len(re.findall(r"\bchoose\(", code)) != len(re.findall(r"\bask\s*=", code)):
                unnamed.append(f"{path.name}:{n}")
    assert unnamed == []


@pytest.fixture(scope="module")
def finished_game(rules):
    """A game played to its end by random players: a board with many kinds of pieces on it."""
    game, _ = new_game(rules, 5, {"west": RandomAgent(1), "east": RandomAgent(2)})
    game.play()
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_fits_80_columns_without_cutting_a_word(rules, finished_game, lang):
    from rich.console import Console

    console = Console(width=80, record=True, color_system=None, file=open(os.devnull, "w"))  # noqa: SIM115
    view = View(rules, console=console, lang=lang)
    console.print(view.board(finished_game))
    text = console.export_text()
    console.file.close()
    assert "\u2026" not in text, text                       # rich's mark of a cut cell
    assert max(cell_len(line) for line in text.splitlines()) <= 80
    words = set(text.split())
    for heading in ("view-province", "view-pieces", "view-economy"):
        assert set(view.t(heading).split()) <= words, (heading, text)
    for k, v in finished_game.state["tracks"].items():      # a "label: value" pair on one line
        assert any(view.label(view.name("track", k), v) in line for line in text.splitlines()), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_negative_track_value_is_written_with_the_minus_sign(rules, finished_game, lang):
    """The review's "-1" on the human player's screen: the track's value reaches `view-label` as a
    number, so the locale writes it with the true minus sign (U+2212), not a hyphen."""
    from rich.console import Console

    track = next(iter(finished_game.state["tracks"]))
    saved = finished_game.state["tracks"][track]
    finished_game.state["tracks"][track] = -1
    try:
        console = Console(width=80, record=True, color_system=None, file=open(os.devnull, "w"))  # noqa: SIM115
        view = View(rules, console=console, lang=lang)
        console.print(view.board(finished_game))
        text = console.export_text()
        console.file.close()
    finally:
        finished_game.state["tracks"][track] = saved
    pair = view.label(view.name("track", track), -1)
    assert pair in text and pair.endswith("\u22121") and "-1" not in pair, (pair, text)


class _Shows(Agent):
    """A random player that shows the human's screen for its first question about a city."""

    sees = True

    def __init__(self, seed: int, screen, shown: list) -> None:
        self.inner, self.screen, self.shown = RandomAgent(seed), screen, shown

    def choose(self, decision, view):
        if decision.kind == "floating" and not self.shown:
            self.screen.show(view, decision)
            self.shown.append(decision.args["city"])
        return self.inner.choose(decision, view)


@pytest.mark.parametrize(("lang", "said"), [("en", "which province the city counts for (Hamburg)"),
                                            ("pl", "do której prowincji należy miasto (Hamburg)")])
def test_a_question_about_a_city_names_the_city(shipped, lang, said):
    """"which province the city counts for" asked after a card was played, with no city named: the
    player could not tell which city the question was about (Hamburg, between two provinces)."""
    from rich.console import Console

    console = Console(width=200, record=True, color_system=None, file=open(os.devnull, "w"))  # noqa: SIM115
    screen, shown = View(shipped.rules, console=console, lang=lang), []
    game, _ = new_game(shipped.rules, 3, {s: _Shows(3 + i, screen, shown) for i, s in enumerate(shipped.rules.sides)})
    game.play()
    text = console.export_text()
    console.file.close()
    assert shown == ["hamburg"]
    assert said in text, text[-400:]
