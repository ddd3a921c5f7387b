"""Agents answer decisions: random (seeded), scripted (tests, replays), human (terminal)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any

from ..errors import WsdvError
from .decisions import Decision, IllegalChoice
from .rng import Random


class Agent:
    """Answers a decision with the index of one of its options.

    ``choose`` is given the decision and, if the agent ``sees``, its side's view of the game
    (:class:`~.knowledge.SideView`: what that side may know), never the game itself.  An agent
    that ``looks_ahead`` also gets the unit its decision belongs to, to run it again on a copy.
    """

    name = "agent"
    sees = False
    looks_ahead = False
    asks_a_person = False   # the narration tells what led to a question before a person is asked it

    def choose(self, decision: Decision, view: Any) -> int:
        raise NotImplementedError


class RandomAgent(Agent):
    """Picks uniformly among the legal options, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Random(seed * 2654435761 + 12345)

    def choose(self, decision: Decision, view: Any) -> int:
        return self.rng.below(len(decision.options))


class ScriptedAgent(Agent):
    """Takes its answers from a list, in order; each answer is an option's value.

    When the list runs out it falls back to ``then`` (none: a clear error), so a
    scenario can script only the decisions it cares about.
    """

    name = "scripted"

    def __init__(self, choices: Iterable[Any], then: Agent | None = None) -> None:
        self.choices = list(choices)
        self.pos = 0
        self.then = then

    def choose(self, decision: Decision, view: Any) -> int:
        if self.pos >= len(self.choices):
            if self.then is not None:
                return self.then.choose(decision, view)
            raise ScriptExhausted(decision)
        choice = self.choices[self.pos]
        self.pos += 1
        i = decision.index_of(choice)
        if i is None:
            raise IllegalChoice(decision, choice)
        return i


class ScriptExhausted(WsdvError):
    """A scripted agent was asked more than its script holds."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(f"the script has no answer for {decision.side}'s decision '{decision.kind}' "
                         f"(options: {decision.options[:12]})")
        self.decision = decision


class IndexAgent(Agent):
    """Replays logged option indexes (a replay checks each still exists)."""

    name = "replay"

    def __init__(self, indexes: list[int]) -> None:
        self.indexes = indexes
        self.pos = 0

    def choose(self, decision: Decision, view: Any) -> int:
        if self.pos >= len(self.indexes):
            raise ScriptExhausted(decision)
        i = self.indexes[self.pos]
        self.pos += 1
        if not 0 <= i < len(decision.options):
            raise IllegalChoice(decision, f"option #{i}")
        return i


class NoOneToAsk(WsdvError):
    """A side is played by a person, but the input ended before their first answer and it is no
    terminal: nobody is there to ask (a shared log naming a ``human`` side, resumed by a script)."""

    def __init__(self, side: str) -> None:
        super().__init__(f"no terminal to ask the human player of {side}")
        self.side = side


class HumanAgent(Agent):
    """Shows the board and numbered legal options in the terminal; reads a number.

    Input that ends (EOF) is the player's way to stop the game, as Ctrl-C is.  With
    ``refuse_without_terminal`` (`wsdv play`), input that is no terminal and ends before the first
    answer (``</dev/null``, a script, a service) never had a player: that is :class:`NoOneToAsk`
    rather than a game "stopped" that no one started.  Scripted answers piped in are still played,
    and their end still stops the game.

    An answer that starts with ``?`` is a question, not a choice: ``read_card`` (the view's) answers
    it (a card's printed text, or how to answer) and the decision is asked again; the player reads
    what a card does before choosing it, as at the table where the cards lie face up."""

    name = "human"
    sees = True
    asks_a_person = True

    def __init__(self, show: Callable[[Any, Decision], None], read: Callable[[str], str] | None = None,
                 prompt: Callable[[int], str] | None = None,
                 ask: Callable[[Decision], str] | None = None, refuse_without_terminal: bool = False,
                 read_card: Callable[[Decision, str], str] | None = None) -> None:
        self.show = show
        self.read = read or (lambda text: input(text))  # looked up when called, so it can be redirected
        self.refuse_without_terminal = refuse_without_terminal
        self.answered = False  # whether the input gave a line yet (a person was there)
        # What to say after an answer that is not an option's number, and what the player answers
        # after: the view gives both in its language; without a view, plain defaults.
        self.prompt = prompt or (lambda n: f"  type a number from 1 to {n}")
        self.ask = ask or (lambda d: f"{d.side} > ")
        self.read_card = read_card

    def choose(self, decision: Decision, view: Any) -> int:
        self.show(view, decision)
        while True:
            try:
                text = self.read(self.ask(decision)).strip()
            except EOFError:  # the player closed the input: stop the game like Ctrl-C
                if self.refuse_without_terminal and not self.answered and not sys.stdin.isatty():
                    raise NoOneToAsk(decision.side) from None
                raise KeyboardInterrupt from None
            self.answered = True
            if text.startswith("?") and self.read_card is not None:
                print(self.read_card(decision, text[1:].strip()))
                continue
            # ASCII digits only ('²' and other digits are not numbers int() takes) and a few of them
            # (int() refuses thousands): anything else is simply not an option's number.
            if text.isascii() and text.isdigit() and len(text) <= 9 and 1 <= int(text) <= len(decision.options):
                return int(text) - 1
            print(self.prompt(len(decision.options)))


AGENT_KINDS = ("random", "human")


def make_agent(kind: str, seed: int, show: Callable | None = None) -> Agent:
    if kind == "random":
        return RandomAgent(seed)
    if kind == "human":
        return HumanAgent(show or (lambda g, d: None))
    raise ValueError(f"unknown agent '{kind}' (known: {', '.join(AGENT_KINDS)})")
