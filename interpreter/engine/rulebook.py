"""The Python face's game: :func:`load` checks a content set and hands back a :class:`Rulebook`, whose
games are set up and played as `wsdv play` plays them.

It lives in the engine, not beside the rules model: ``Rules`` (rules/model.py) is a frozen record on
a floor below the engine and cannot start a game, so the face wraps it here, where both the rules and
the game can be reached.  ``interpreter/__init__.py`` points down to this module lazily, so ``import
interpreter`` runs none of it.

What a Python user gets is what the command line does, from the same code: the same content checks
(errors raise :class:`~interpreter.errors.ContentInvalid` with the diagnostics instead of printing
them), the same player specs (``"random"``, ``"heuristic"``, ``"mcts:200"``, ``"heuristic:weights=DIR"``),
the same seeding of the bots (:func:`~.players.make_agents`), so ``load().play(seed=3)`` is the game
``wsdv play --seed 3`` plays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import ContentInvalid
from ..words.l10n import DEFAULT_LANGUAGE, Ref, localizer
from .agents import Agent
from .narration import Narrator
from .players import SpecError, make_agents, side_players
from .pull import PullGame, PullState
from .session import new_game
from .view import View

if TYPE_CHECKING:
    from ..diagnostics import Diagnostic
    from ..rules.model import Rules
    from .game import Game

__all__ = ["GameResult", "Rulebook", "load"]

Player = str | Agent  # a spec (`wsdv play --player`'s KIND) or an agent of the caller's own


def load(content: str | Path | None = None, variants: str | tuple[str, ...] | list[str] = (),
         overlays: tuple[str | Path, ...] | list[str | Path] = ()) -> Rulebook:
    """Read, check and compile a content folder (the shipped one by default) with variants (names of
    the folders in its ``variants/``) and overlay folders, as `wsdv check` does.

    Raises :class:`~interpreter.errors.ContentInvalid`, with every diagnostic, when the content has
    errors; warnings do not stop it and are kept in :attr:`Rulebook.warnings`.
    """
    from ..rules.pipeline import build  # the reader and the checks: only once content is asked for

    names = (variants,) if isinstance(variants, str) else tuple(variants)  # one name, not its letters
    folders = (overlays,) if isinstance(overlays, (str, Path)) else tuple(overlays)
    where = Path(content) if content is not None else None
    result = build(where, names, [Path(o) for o in folders])
    if not result.ok or result.rules is None:
        raise ContentInvalid(result.report)
    return Rulebook(result.rules, tuple(result.report.warnings), where, names, tuple(Path(o) for o in folders))


@dataclass(frozen=True)
class GameResult:
    """How a game played to its end came out.

    ``winner`` and ``outcome`` are ids of the content (a side, an outcome), None if the game's
    routine ended without a result; ``decisions`` counts the decisions put to the players;
    ``players`` is each side's player as a spec; ``game`` is the finished game (its ``state``).
    """

    seed: int
    winner: str | None
    outcome: str | None
    decisions: int
    players: Mapping[str, str]
    game: Game = field(repr=False, compare=False)
    content: Path | None = field(default=None, repr=False, compare=False)

    def summary(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The line `wsdv play` ends with, in ``lang``: ``result: National insolvency, West wins (seed 1, ...)``."""
        if self.winner is None or self.outcome is None:
            return localizer(self.content).text("cli-no-result", lang, seed=str(self.seed), steps=self.decisions)
        return localizer(self.content).text("cli-result", lang, winner=Ref("side", self.winner),
                                            outcome=Ref("outcome", self.outcome), seed=str(self.seed),
                                            steps=self.decisions)


@dataclass(frozen=True, eq=False)
class Rulebook:
    """Checked, compiled rules, ready to play: what :func:`load` returns.

    ``rules`` is the compiled model (rules/model.py), ``warnings`` what the checks found that is
    valid but probably a slip, ``sides`` the content's sides in their order.  The content, variants
    and overlays it was loaded from are kept: a bot with its own weights (``heuristic:weights=DIR``)
    is judged by the same content with one more overlay.
    """

    rules: Rules
    warnings: tuple[Diagnostic, ...] = ()
    content: Path | None = None
    variants: tuple[str, ...] = ()
    overlays: tuple[Path, ...] = ()

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(self.rules.sides)

    def __repr__(self) -> str:  # not the whole rules model
        where = f"{self.content}" if self.content is not None else "the shipped content"
        return (f"<Rulebook of {where}: sides {', '.join(self.sides)}; variants {', '.join(self.variants) or 'none'}; "
                f"{len(self.warnings)} warning(s)>")

    def new_game(self, seed: int = 1, players: Mapping[str, Player] | None = None,
                 narrate: Callable[[str], None] | None = None, lang: str = DEFAULT_LANGUAGE, **sides: Player) -> Game:
        """A game of ``seed``, set up and ready to play: ``game.play()`` runs it to its end and returns
        the result (``{"winner": ..., "outcome": ...}``); ``game.state`` is its state as it goes.

        Each side is played by ``players[side]`` or the keyword of its name (``east="heuristic"``):
        a player spec of `wsdv play` (``random``, ``heuristic``, ``mcts:N``, ``human``, with options
        as ``heuristic:weights=DIR``) or an :class:`~.agents.Agent` of your own, asked at each of
        its side's decisions; a side not named is played by ``random``.  ``narrate`` receives each
        line of the game's narration in ``lang``.  Raises :class:`~.players.SpecError` for a side or
        a player that does not exist.
        """
        return self._start(seed, {**(players or {}), **sides}, narrate, lang)[0]

    def play(self, seed: int = 1, players: Mapping[str, Player] | None = None,
             narrate: Callable[[str], None] | None = None, lang: str = DEFAULT_LANGUAGE, **sides: Player) -> GameResult:
        """Play a game of ``seed`` to its end with the players given as for :meth:`new_game`: the game
        `wsdv play --seed SEED --SIDE KIND ...` plays, and how it came out."""
        game, kinds = self._start(seed, {**(players or {}), **sides}, narrate, lang)
        result = game.play() or {}
        return GameResult(seed, result.get("winner"), result.get("outcome"), game.state["step"], kinds, game,
                          self.content)

    def new_state(self, seed: int = 1, lang: str = DEFAULT_LANGUAGE, looks_ahead: bool = False) -> PullState:
        """The game of ``seed`` driven from outside, one decision at a time (the pull API,
        engine/pull.py): ``state.legal_actions()``, ``state.apply_action(i)``, ``state.clone()``...
        Labels of the actions are in ``lang``; ``looks_ahead`` serves the heuristic bot's views."""
        return self.pull_game(lang).new_state(seed, looks_ahead=looks_ahead)

    def pull_game(self, lang: str = DEFAULT_LANGUAGE) -> PullGame:
        """The pull API's game of these rules (one per language, kept: it holds the labels' words)."""
        games: dict[str, PullGame] = self.__dict__.setdefault("_pull_games", {})
        if lang not in games:
            games[lang] = PullGame(self.rules, self.content, lang)
        return games[lang]

    # -- the players

    def _start(self, seed: int, chosen: Mapping[str, Player], narrate: Callable[[str], None] | None,
               lang: str) -> tuple[Game, dict[str, str]]:
        """The game set up with each side's agent, and each side's player as text."""
        for side, p in chosen.items():
            if not isinstance(p, (str, Agent)):
                raise SpecError(words=("refusal-player-not-a-player", {"side": side, "type": type(p).__name__}))
        own = {side: p for side, p in chosen.items() if isinstance(p, Agent)}
        # The caller's own agents stand in for a spec's place: the other bots keep the seeds of their places.
        specs = side_players(list(self.sides), [(side, p if isinstance(p, str) else "random") for side, p in chosen.items()])
        options: dict[str, Any] = {"with_overlay": self._with_overlay}
        if any(spec.kind == "human" for spec in specs.values()):
            # a person at this terminal: the board and the options as `wsdv play` shows them
            view = View(self.rules, lang=lang, content=self.content)
            options.update(show=view.show, prompt=lambda n: "  " + view.t("view-prompt", count=n), ask=view.prompt,
                           read_card=view.read_card)
        agents = {side: own.get(side, agent) for side, agent in make_agents(specs, self.rules, seed, **options).items()}
        kinds = {side: own[side].name if side in own else str(spec) for side, spec in specs.items()}
        return new_game(self.rules, seed, agents, narrate=self._narrator(narrate, lang))[0], kinds

    def _with_overlay(self, folder: Path) -> Rules:
        """The same content with one more overlay folder (a bot's weights); its errors raise."""
        return load(self.content, self.variants, (*self.overlays, folder)).rules

    def _narrator(self, narrate: Callable[[str], None] | None, lang: str) -> Any:
        if narrate is None:
            return None

        return Narrator(self.rules, narrate, lang=lang, content=self.content)

