"""Fair information: a side's view hides what the content declares hidden, and bots see only views."""

from __future__ import annotations

from interpreter.cli.main import main
from interpreter.engine.agents import Agent, RandomAgent
from interpreter.engine.heuristic import HeuristicAgent
from interpreter.engine.knowledge import HIDDEN, hidden_zones, side_view, view_state
from interpreter.engine.rng import Random
from interpreter.engine.session import new_game


def test_hidden_zones_come_from_the_pile_declarations(rules):
    zones = dict(hidden_zones(rules))
    assert zones["deck"] is None  # `pile deck faces down`: nobody sees it
    assert zones["hand_west"] == "west" and zones["hand_east"] == "east"  # `pile hand faces owner`
    assert "display" not in zones and "discard" not in zones


class _Stop(Exception):
    pass


def test_a_view_hides_the_other_hand_the_deck_order_and_the_generator(rules):
    class Stop(Agent):
        def choose(self, decision, view):
            raise _Stop()

    game, _ = new_game(rules, 5, {"west": Stop(), "east": Stop()})
    try:
        game.play()
    except _Stop:
        pass
    st = game.state
    assert st["zones"]["hand_west"] and st["zones"]["hand_east"] and st["zones"]["deck"]
    v = view_state(rules, st, "west")
    assert v["zones"]["hand_west"] == st["zones"]["hand_west"]
    assert v["zones"]["hand_east"] == [HIDDEN] * len(st["zones"]["hand_east"])
    assert v["zones"]["deck"] == [HIDDEN] * len(st["zones"]["deck"])
    assert v["zones"]["display"] == st["zones"]["display"]
    assert v["rng"] == 0 and st["rng"] != 0
    assert sorted(v["unseen"]) == sorted(st["zones"]["deck"] + st["zones"]["hand_east"])


def _reshuffle(rules, state, side, rng: Random) -> None:
    """Deal the cards the side cannot see again, at random, among the zones it cannot see."""
    zones = [z for z, owner in hidden_zones(rules) if owner != side and state["zones"].get(z)]
    pool = [c for z in zones for c in state["zones"][z]]
    for i in range(len(pool) - 1, 0, -1):
        j = rng.below(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    for z in zones:
        n = len(state["zones"][z])
        state["zones"][z], pool = pool[:n], pool[n:]
    state["rng"] = rng.below(1 << 60)


class _Probe(Agent):
    """Plays East with a heuristic bot, and at each decision asks two fresh bots of the same seed:
    one given East's view of the game, one given East's view of the same game with the West hand,
    the deck order and the generator changed.  Their answers must agree."""

    sees = True
    looks_ahead = True

    def __init__(self, rules, make=HeuristicAgent) -> None:
        self.rules, self.game, self.checked, self.changed = rules, None, 0, 0
        self.make = make
        self.rng = Random(99)

    def choose(self, decision, view):
        g = self.game
        n = self.checked
        before = side_view(g, "east")
        first = self.make(self.rules, seed=n).choose(decision, before)
        saved = (g.state, [u.start for u in g.units])
        g.state = {**g.state, "zones": {k: list(v) for k, v in g.state["zones"].items()}}
        for u in g.units:
            u.start = {**u.start, "zones": {k: list(v) for k, v in u.start["zones"].items()}}
        _reshuffle(self.rules, g.state, "east", self.rng)
        for u in g.units:
            _reshuffle(self.rules, u.start, "east", self.rng)
        self.changed += g.state["zones"].get("hand_west") != saved[0]["zones"].get("hand_west")
        after = side_view(g, "east")
        second = self.make(self.rules, seed=n).choose(decision, after)
        # Everything the agent is given is the same, so no agent could tell the games apart.
        assert (after.state, after.unit_start, after.unit_taken) == (before.state, before.unit_start,
                                                                     before.unit_taken)
        g.state = saved[0]
        for u, start in zip(g.units, saved[1], strict=True):
            u.start = start
        assert first == second, f"decision {n} ({decision.kind}) changed with hidden cards only"
        self.checked += 1
        return first


def test_a_bots_decisions_do_not_change_when_only_hidden_cards_change(rules):
    probe = _Probe(rules)
    game, _ = new_game(rules, 11, {"east": probe, "west": RandomAgent(3)})
    probe.game = game
    game.play()
    assert probe.checked > 20
    assert probe.changed > 10  # the West hand really was different in most of them


def test_the_search_bot_sees_only_its_view_too(rules):
    from interpreter.engine.search import SearchAgent

    probe = _Probe(rules, lambda r, seed: SearchAgent(r, seed, budget=6))
    game, _ = new_game(rules, 12, {"east": probe, "west": RandomAgent(4)})
    probe.game = game
    game.play()
    assert probe.checked > 20


def test_a_human_sees_counts_of_hidden_cards_and_only_their_own_hand(capsys, monkeypatch):
    answers = iter(["1"] * 3)

    def read(prompt):
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    assert main(["play", "--player", "west=human", "--east", "heuristic", "--seed", "2", "-q"]) == 130
    out = capsys.readouterr().out
    assert "West's hand:" in out and "cards in East's hand: 2" in out and "draw deck:" in out
    assert not any(line.startswith("East's hand:") for line in out.splitlines())


def test_players_are_named_by_the_contents_sides(capsys):
    assert main(["play", "--wset", "random", "-q"]) == 2
    assert "unknown side 'wset' (did you mean 'west'?)" in capsys.readouterr().err
    assert main(["play", "--player", "east=heuristic", "--west=random", "-q", "--seed", "4"]) == 0
    assert capsys.readouterr().out.startswith("result: ")


def test_heuristic_weights_from_an_overlay_folder(tmp_path, capsys):
    good = tmp_path / "good"
    good.mkdir()
    (good / "bots.wsdv").write_text("replace bot heuristic(side) {\n"
                                    "  feature protests  weight 50  value mass_protests(opponent(side))\n}\n")
    assert main(["play", "--east", f"heuristic:weights={good}", "-q", "--seed", "3"]) == 0
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "bots.wsdv").write_text("replace bot heuristic(side) {\n  feature x  weight 1  value nosuch(side)\n}\n")
    assert main(["play", "--east", f"heuristic:weights={bad}", "-q"]) == 2
    err = capsys.readouterr().err
    assert "bots.wsdv:2:30: error: unknown icon or primitive `nosuch`" in err
