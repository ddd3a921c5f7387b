"""One simulated game: from a seed to the record written as a line of ``games.jsonl``.

A record depends only on the content, the seed and the players, never on which process or
machine played it, so a run gives the same lines whatever ``--jobs`` or ``--backend``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.players import PlayerSpec, make_agents, parse_spec
from ..engine.session import new_game


@dataclass(frozen=True)
class ContentSpec:
    """Which content a run plays: a folder (None: the shipped one), variants and overlay folders."""

    content: str | None = None
    variants: tuple[str, ...] = ()
    overlays: tuple[str, ...] = ()

    def build(self) -> Any:
        """The compiled rules, or None when the content has errors (the caller reports them).
        Built once per process: a worker plays many games on the same rules."""
        return _built(self)

    def with_overlay(self, folder: Path) -> Any:
        """The rules with one more overlay folder (a bot's weights), or None."""
        return ContentSpec(self.content, self.variants, (*self.overlays, str(folder))).build()

    def label(self) -> str:
        """The options that chose this content, as typed; empty for the shipped content as it is
        (the report names that in its own language)."""
        parts = [f"--content {self.content}"] if self.content else []
        parts += [f"--variant {v}" for v in self.variants] + [f"--overlay {o}" for o in self.overlays]
        return " ".join(parts)


@dataclass(frozen=True)
class Players:
    """The player spec of each side, as text (so it travels to worker processes)."""

    specs: tuple[tuple[str, str], ...] = field(default_factory=tuple)

    def parsed(self) -> dict[str, PlayerSpec]:
        return {s: parse_spec(t) for s, t in self.specs}


@functools.lru_cache(maxsize=8)
def _built(spec: ContentSpec) -> Any:
    from ..rules.pipeline import build

    result = build(Path(spec.content) if spec.content else None, list(spec.variants),
                   [Path(o) for o in spec.overlays])
    return result.rules if result.ok else None


class _Watch:
    """Collects what a game's record tells beyond its result: each turn's card and action, and
    the tracks at each step (the last one of a decade is where that decade ended)."""

    def __init__(self) -> None:
        self.turns: list[tuple[str, Any, str, str]] = []
        self.by_decade: dict[str, dict[str, int]] = {}
        self.game: Any = None

    def say(self, message: str, args: dict) -> None:
        if message == "turn":
            decade = self.game.state["vars"].get("decade") if self.game else None
            self.turns.append((args["side"], args["card"], args["action"], str(decade)))

    def step(self, what: str) -> None:
        st = self.game.state
        decade = st["vars"].get("decade")
        if decade is not None:
            self.by_decade[str(decade)] = dict(st["tracks"])


def play_one(spec: ContentSpec, seed: int, players: dict[str, PlayerSpec]) -> dict:
    """Play one game and return its record.  Bots are seeded from the game's seed and their
    side's place, as in `wsdv play`."""
    rules = spec.build()
    agents = make_agents(players, rules, seed, with_overlay=spec.with_overlay)
    watch = _Watch()
    game, _ = new_game(rules, seed, agents, narrate=watch.say)
    watch.game = game
    game.on_step = watch.step
    result = game.play() or {}
    st = game.state
    cards: dict[str, list[list[Any]]] = {s: [] for s in players}
    for side, card, action, _decade in watch.turns:
        cards.setdefault(side, []).append([card, action])
    decade = st["vars"].get("decade")
    return {
        "seed": seed,
        "content": rules.content_hash,
        "variants": list(rules.variants),
        "bots": {s: str(p) for s, p in players.items()},
        "winner": result.get("winner"),
        "outcome": result.get("outcome"),
        "decade": None if decade is None else str(decade),
        "turn": sum(1 for t in watch.turns if t[3] == str(decade)),
        "turns": len(watch.turns),
        "decisions": st["step"],
        "tracks": dict(st["tracks"]),
        "by_decade": watch.by_decade,
        "cards": cards,
    }
