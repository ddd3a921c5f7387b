"""One simulated game: from a seed to the record written as a line of ``games.jsonl``.

A record depends only on the content, the seed and the players, never on which process or
machine played it, so a run gives the same lines whatever ``--jobs`` or ``--backend``.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.evaluator import ContentError
from ..engine.game import program_for
from ..engine.players import PlayerSpec, make_agents, parse_spec
from ..engine.runtime import CONTENT_FAULTS, diagnose, render, told
from ..engine.session import Recorder, new_game
from ..errors import WsdvError
from ..rules import pipeline


@dataclass(frozen=True)
class ContentSpec:
    """Which content a run plays: a folder (None: the shipped one), variants and overlay folders."""

    content: str | None = None
    variants: tuple[str, ...] = ()
    overlays: tuple[str, ...] = ()
    # The folders themselves, packed (folder as named -> a tar archive), when the games are played
    # on machines that may not have them (a Ray cluster); empty: read them where they are named.
    bundle: tuple[tuple[str, bytes], ...] = ()
    # The language a fault of the content is told in: the worker says it, and its text crosses to
    # the command as it is (a worker process or a Ray node has no command line to ask).
    lang: str = "en"

    def packed(self, more: tuple[str, ...] = ()) -> ContentSpec:
        """The same content with its folders (and ``more`` folders: a bot's weights) packed in."""
        folders = [f for f in (self.content, *self.overlays, *more) if f]
        return ContentSpec(self.content, self.variants, self.overlays,
                           tuple((f, _pack(Path(f))) for f in dict.fromkeys(folders)), self.lang)

    def local(self, folder: str) -> Path:
        """Where a folder the spec names is on this machine (unpacked once per process)."""
        for name, data in self.bundle:
            if name == folder:
                return _unpacked(data)
        return Path(folder)

    def build(self) -> Any:
        """The compiled rules, or None when the content has errors (the caller reports them).
        Built once per process: a worker plays many games on the same rules."""
        return _built(self)

    def with_overlay(self, folder: Path) -> Any:
        """The rules with one more overlay folder (a bot's weights), or None."""
        return ContentSpec(self.content, self.variants, (*self.overlays, str(folder)), self.bundle, self.lang).build()

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

    def folders(self) -> tuple[str, ...]:
        """The bots' weights folders (they travel with the content to a cluster)."""
        return tuple(p.options["weights"] for p in self.parsed().values() if "weights" in p.options)


@functools.lru_cache(maxsize=8)
def _built(spec: ContentSpec) -> Any:
    # `pipeline.build`, asked of the module at each build: a caller may put another build in its place
    result = pipeline.build(spec.local(spec.content) if spec.content else None, list(spec.variants),
                            [spec.local(o) for o in spec.overlays])
    return result.rules if result.ok else None


def _pack(folder: Path) -> bytes:
    """A folder's regular files as a tar archive (links and special files are left out)."""
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and not path.is_symlink():
                info = tarfile.TarInfo(path.relative_to(folder).as_posix())
                data = path.read_bytes()
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


@functools.lru_cache(maxsize=16)
def _unpacked(data: bytes) -> Path:
    """A packed folder unpacked into a temporary folder of this process (kept while it lives)."""
    where = Path(tempfile.mkdtemp(prefix="wsdv-sim-"))
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(where, filter="data")
    return where


class _Moves:
    """A fingerprint of every decision of a game, in order: two games with the same fingerprint were
    played move for move alike (the compare counts the games a change touched at all)."""

    def __init__(self) -> None:
        self.hash = hashlib.sha256()

    def __call__(self, entry: dict) -> None:
        self.hash.update(json.dumps([entry["side"], entry["kind"], entry["choice"], entry["option"]],
                                    sort_keys=True, default=str).encode())


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


class ContentFault(WsdvError):
    """A game stopped by a fault of the content, as its located diagnostic (a text, so it crosses
    from a worker process or a Ray node to the command as it is)."""

    def __init__(self, seed: int, text: str) -> None:
        super().__init__(seed, text)
        self.seed, self.text = seed, text


def play_one(spec: ContentSpec, seed: int, players: dict[str, PlayerSpec]) -> dict:
    """Play one game and return its record, or raise ContentFault when the content fails while it
    runs (located as `wsdv play` locates it).  Bots are seeded from the game's seed and their
    side's place, as in `wsdv play`."""
    rules = spec.build()
    try:
        return _play(rules, spec, seed, players)
    except (ContentError, *CONTENT_FAULTS) as err:  # what running content can fail with; others are ours
        diag = diagnose(err, rules, program_for(rules))
        if diag is None:
            raise
        said, labels = told(diag, spec.lang)   # in the command's language (ContentSpec.lang)
        raise ContentFault(seed, render(said, rules, labels=labels)) from None


def _play(rules: Any, spec: ContentSpec, seed: int, players: dict[str, PlayerSpec]) -> dict:
    agents = make_agents(players, rules, seed,
                         with_overlay=lambda folder: spec.with_overlay(spec.local(str(folder))))
    watch = _Watch()
    moves = _Moves()
    game, _ = new_game(rules, seed, agents, narrate=watch.say,
                       recorder=Recorder(with_digest=False, keep=False, sink=moves))
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
        "moves": moves.hash.hexdigest()[:20],
        "tracks": dict(st["tracks"]),
        "by_decade": watch.by_decade,
        "cards": cards,
    }
