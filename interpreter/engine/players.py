"""Who plays a side: ``human``, ``random``, ``foresight`` (the default bot), ``heuristic`` or
``mcts:N``, with options (``foresight:weights=DIR``).

A player is named by a spec, ``KIND`` or ``KIND:key=value,key=value``; the command line gives one
per side (``--player east=heuristic`` or ``--east heuristic``), and the sides are the content's own.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..diagnostics import closest
from ..words.english import SaidInEnglish
from .agents import Agent, HumanAgent, RandomAgent
from .defaults import DEFAULT_BOT as DEFAULT_BOT  # the default player, named here for every caller
from .foresight import PROPOSE, SCREEN, SHORTLIST, TOP, ForesightAgent
from .heuristic import HeuristicAgent
from .search import DEFAULT_BUDGET, LEAF_BOT, SearchAgent

if TYPE_CHECKING:
    from ..rules.model import Rules

KINDS = {"human": (), "random": (), "foresight": ("bot", "weights", "rest", "screen", "top", "propose", "shortlist"),
         "heuristic": ("bot", "weights", "rest"), "mcts": ("budget", "bot", "weights", "rest")}
# The numbers a spec may give, and their bounds (a budget of 10^20 would search without end).
NUMBERS = {"budget": (1, 100_000), "rest": (0, 10_000), "top": (0, 10_000), "propose": (0, 1_000), "shortlist": (0, 1)}


class SpecError(SaidInEnglish, ValueError):
    """A player spec that names no known kind or option; the message says what is known.

    Raised with its ``words`` alone (a ``refusal-*`` message of cli-refusals.ftl): ``str(err)`` is
    that message in English, the command line says it in the reader's language."""

    where: str | None = None   # the file the spec was read from (a game log's header), if not the command line


class WeightsError(SpecError):
    """A bot's weights folder does not load: its problems were reported as content errors."""


class LoggedWeightsError(SpecError):
    """A game log names a bot weights folder that the command line did not name (or named another):
    refused before any folder is opened. ``where`` is the log, which the command line puts first."""

    where: str | None = None


@dataclass(frozen=True)
class PlayerSpec:
    kind: str
    options: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.kind + (":" + ",".join(f"{k}={v}" for k, v in self.options.items()) if self.options else "")


def parse_spec(text: str) -> PlayerSpec:
    """``KIND[:key=value,...]``; ``mcts:N`` (a number first) is the search bot's budget."""
    kind, _, rest = text.partition(":")
    if kind not in KINDS:
        raise SpecError(words=("refusal-player-unknown", {"kind": kind, "known": ", ".join(KINDS)}))
    options: dict[str, str] = {}
    parts = list(filter(None, rest.split(",")))
    if kind == "mcts" and parts and "=" not in parts[0]:
        options["budget"] = parts.pop(0)
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or key not in KINDS[kind]:
            if not KINDS[kind]:
                raise SpecError(words=("refusal-player-no-options", {"part": part, "kind": kind}))
            known = ", ".join(f"{k}=..." for k in KINDS[kind])
            raise SpecError(words=("refusal-player-option", {"part": part, "kind": kind, "known": known}))
        options[key] = value
    for key, (low, high) in NUMBERS.items():
        if key in options and not (options[key].isascii() and options[key].isdecimal()
                                   and low <= int(options[key][:8]) <= high and len(options[key]) <= 8):
            raise SpecError(words=("refusal-player-number", {"option": f"{key}={options[key]}", "kind": kind,
                                                             "low": low, "high": high}))
    if "weights" in options:  # a log or a record names the folder wherever it is read from
        options["weights"] = os.path.abspath(options["weights"]) if options["weights"] else options["weights"]
    return PlayerSpec(kind, options)


def confirmed_log_players(logged: Mapping[str, str], given: list[tuple[str, str]],
                          log: str, bots: Collection[str] | None = None) -> list[tuple[str, str]]:
    """The players a resumed game takes from its log (side, spec), each checked against the command line's.

    A log is anyone's file: a player ``KIND:weights=DIR`` in it would have wsdv open and load the folder
    DIR (any folder, ``/`` included) on the log's word alone. So a logged player with a weights folder is
    kept only when the command line names that side's player too and it is the same player (its folder
    resolved the same way); a side given a player without weights plays that player as any side given
    another player does, and the log's folder is not opened. Anything else is refused, at the log; the
    hint's player is quoted for a shell, since a reader may paste it and the log chose its words.
    A logged ``bot=NAME`` that none of ``bots`` (the content's) names is refused at the log too: the
    bot is otherwise looked up only once the game runs, and refused there unplaced ("wsdv: error:")."""
    named: dict[str, PlayerSpec] = {}
    for side, text in given:
        named[side] = parse_spec(text)
    kept: list[tuple[str, str]] = []
    for side, text in logged.items():
        try:
            spec = parse_spec(text)
        except SpecError as bad:   # the log's words, not the reader's: said at the log, which they did not type
            bad.where = log
            raise
        bot = spec.options.get("bot")
        if bots is not None and bot is not None and "weights" not in spec.options and bot not in bots:
            err = SpecError(words=("refusal-player-bot", {"bot": bot, "known": ", ".join(bots)}))
            err.where = log
            raise err
        if "weights" in spec.options:
            mine = named.get(side)
            if mine is None:
                err = LoggedWeightsError(words=("refusal-log-player-weights",
                                                {"side": side, "player": shlex.quote(str(spec)),
                                                 "folder": spec.options["weights"]}))
                err.where = log
                raise err
            if "weights" in mine.options and mine != spec:
                err = LoggedWeightsError(words=("refusal-log-player-weights-differs",
                                                {"side": side, "logged": str(spec), "given": str(mine),
                                                 "player": shlex.quote(str(spec))}))
                err.where = log
                raise err
        kept.append((side, text))
    return kept


def side_players(sides: list[str], pairs: list[tuple[str, str]], default: str = "random") -> dict[str, PlayerSpec]:
    """Each side's player from (side, spec) pairs; a side not named plays ``default``."""
    chosen = {s: default for s in sides}
    for side, spec in pairs:
        if side not in chosen:
            near = closest(side, sides)
            if near is not None:
                raise SpecError(words=("refusal-side-did-you-mean", {"side": side, "word": near}))
            raise SpecError(words=("refusal-side-unknown", {"side": side, "sides": ", ".join(sides)}))
        chosen[side] = spec
    return {s: parse_spec(t) for s, t in chosen.items()}


def make_agent(spec: PlayerSpec, rules: Rules, seed: int,
               show: Callable[[Any, Any], None] | None = None,
               prompt: Callable[[int], str] | None = None,
               ask: Callable[[Any], str] | None = None,
               with_overlay: Callable[[Path], Any] | None = None,
               refuse_without_terminal: bool = False,
               read_card: Callable[[Any, str], str] | None = None) -> Agent:
    """The agent a spec names, seeded (a bot's choices depend on its seed and its view only).

    ``heuristic:weights=DIR`` judges by the content with the overlay folder DIR applied (its
    `bot` declarations: `replace bot heuristic(side) {...}`, or a new bot named with `bot=`);
    ``with_overlay`` builds that content, or returns None once it reported a problem.
    """
    if spec.kind == "human":
        return HumanAgent(show or (lambda v, d: None), prompt=prompt, ask=ask,
                          refuse_without_terminal=refuse_without_terminal, read_card=read_card)
    if spec.kind == "random":
        return RandomAgent(seed)
    judge = rules
    if "weights" in spec.options:
        if with_overlay is None:
            raise SpecError(words=("refusal-player-weights-content", {}))
        judge = with_overlay(Path(spec.options["weights"]))
        if judge is None:
            raise WeightsError(words=("refusal-player-weights", {"folder": spec.options["weights"]}))
    try:
        rest = int(spec.options.get("rest", 12))
    except ValueError:
        raise SpecError(words=("refusal-player-rest", {"value": spec.options["rest"]})) from None
    if spec.kind == "foresight":
        try:
            screen = int(spec.options.get("screen", SCREEN))
        except ValueError:
            raise SpecError(words=("refusal-player-screen", {"value": spec.options["screen"]})) from None
        return ForesightAgent(judge, seed, bot=spec.options.get("bot", "foresight"), rest=rest, screen=screen,
                              top=int(spec.options.get("top", TOP)),
                              propose=int(spec.options.get("propose", PROPOSE)),
                              shortlist=int(spec.options.get("shortlist", SHORTLIST)))
    if spec.kind == "mcts":
        return SearchAgent(judge, seed, budget=int(spec.options.get("budget", DEFAULT_BUDGET)),
                           bot=spec.options.get("bot", LEAF_BOT), rest=rest)
    return HeuristicAgent(judge, seed, bot=spec.options.get("bot", "heuristic"), rest=rest)


def agent_seed(seed: int, place: int) -> int:
    """The seed of the bot at ``place`` (0: the first side named) in the game of ``seed``: each bot its
    own, all fixed by the game's seed, so a game is the same wherever it is played."""
    return seed * 7919 + place + 1


def make_agents(specs: Mapping[str, PlayerSpec], rules: Any, seed: int, **options: Any) -> dict[str, Agent]:
    """Each side's agent, seeded from the game's seed and the side's place among ``specs`` (in the
    content's order of sides), as `wsdv play`, `wsdv simulate` and ``interpreter.load().play`` all
    seed them; ``options`` go to :func:`make_agent`."""
    return {side: make_agent(spec, rules, agent_seed(seed, i), **options)
            for i, (side, spec) in enumerate(specs.items())}
