"""Learn the weights of the default bot's proposal from its own projected judgements.

    python benchmarks/propose_fit.py [--games N] [--first SEED] [--held-out H] [--temperature T]
                                     [--pairs K] [--write]

The default bot (`foresight`) plays out and projects, at the start of its turn, only the pairs of a
card and an action that its declaration's ``proposal`` picks before playing any (``propose`` in
``content/bots.wsdv``): those ``always`` or ``screen`` names (always played out), the best pair of
each action, and the ``pairs`` best of all, by the weighted features of the proposal.  This script plays N seeded games of the bot
against itself with every pair projected (``propose=0``), and records at each such decision every
pair's feature values (read where the action is asked, as the bot reads them) and its projected
score.  It fits the weights with a listwise ranking objective (the softmax of the pairs' weighted
features against the softmax of their projected scores at temperature T, with a small ridge; scipy's
L-BFGS), on all games but the last H, and prints for the held-out games how often the pairs the
proposal picks include the pair the projection judges best, and the mean score lost when they do
not (capped at 200), with the declaration's weights and with the learned ones, for ``pairs`` K.
With ``--write`` the learned weights (scaled to whole numbers) replace the proposal's in
``content/bots.wsdv``; the projection still judges the pairs picked, so a variant that changes a
rule changes the bot's choice.  Long: ``nice`` it on a shared machine.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import minimize

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine.decisions import Decision  # noqa: E402
from interpreter.engine.foresight import OTHER, ForesightAgent, Proposer  # noqa: E402
from interpreter.engine.knowledge import SideView  # noqa: E402
from interpreter.engine.players import agent_seed  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.outputs import write_file  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402

BOTS = Path(__file__).resolve().parent.parent / "content" / "bots.wsdv"

# One decision: each pair's feature values, its projected score, whether it is always played out
# (`always` or `screen` holds), and the second option (the best pair of each is always picked).
Row = tuple[np.ndarray, np.ndarray, np.ndarray, list[Any]]


class PairReading(ForesightAgent):
    """The bot with every pair projected (``propose=0``), reading each pair of a turn's first
    decision as its proposal reads it (where the action is asked) before the leaves are played out:
    ``pending`` maps (the card's index, the action) to :meth:`read`'s value, for the decision being
    judged, else None.  The recorders of this script and of learned_screen.py keep other values."""

    def __init__(self, *a: Any, **kw: Any) -> None:
        super().__init__(*a, propose=0, **kw)
        bot = self.rules.bots["foresight"]
        assert bot.propose is not None, "the foresight declaration names no proposal"
        self.reader = Proposer(self.rules, bot.propose)
        self.pending: dict[tuple[int, Any], Any] | None = None

    def read(self, g: Any, side: str, card: Any, action: Any) -> Any:
        """What a recorder keeps of one pair, read on the scratch game where its action is asked."""
        raise NotImplementedError

    def _leaves(self, decision: Decision, view: SideView, base: dict, seed: int,
                depth: int) -> list[tuple[int, dict, dict, int]]:
        self.pending = None
        if depth and decision.kind == self.reader.decision:
            pending = {}
            for i, option in enumerate(decision.options):
                second, _leaf = self._second(view, base, option, seed)
                for o in [None] if second is None else second.options[:self.branch]:
                    pending[(i, o)] = self.read(self.scratch, view.side, option, o)
            self.pending = pending
        return super()._leaves(decision, view, base, seed, depth)


class _Recording(PairReading):
    """Keeps each proposal decision's pairs: their feature values and projected scores."""

    def __init__(self, *a: Any, rows: list[Row], **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.rows = rows

    def read(self, g: Any, side: str, card: Any, action: Any) -> tuple[list[int], bool]:
        return self.reader.values(g, side, card, action), self.reader.kind(g, side, card, action) != OTHER

    def _judged(self, leaves: list[tuple[int, dict, dict, int]], side: str, seed: int,
                only: list[int] | None = None) -> dict[int, int]:
        out = super()._judged(leaves, side, seed, only)
        if self.pending is not None and only is None and len(out) == len(leaves) > 1:
            xs, ys, al, seconds = [], [], [], []
            for k, (i, plan, _state, _s) in enumerate(leaves):
                o = plan[min(plan)][2] if plan else None
                values, always = self.pending[(i, o)]
                xs.append(values)
                ys.append(out[k])
                al.append(always)
                seconds.append(o)
            self.rows.append((np.array(xs, float), np.array(ys, float), np.array(al, bool), seconds))
        self.pending = None
        return out


def collect(rules: Any, seeds: range) -> list[list[Row]]:
    """Each game's proposal decisions (one list a game, so held-out games stay whole)."""
    games = []
    for seed in seeds:
        rows: list[Row] = []
        agents = {s: _Recording(rules, agent_seed(seed, i), rows=rows) for i, s in enumerate(rules.sides)}
        game, _ = new_game(rules, seed, agents)
        game.play()
        games.append(rows)
        print(f"  seed {seed}: {len(rows)} decisions", file=sys.stderr, flush=True)
    return games


def _loss(w: np.ndarray, rows: list[Row], temperature: float, ridge: float) -> tuple[float, np.ndarray]:
    """Listwise cross-entropy between the projection's softmax and the proposal's, over the pairs
    that `always` does not pick anyway."""
    total, grad = ridge * float(w @ w), 2 * ridge * w
    for x, y, always, _s in rows:
        keep = ~always
        if keep.sum() < 2:
            continue
        xk, yk = x[keep], y[keep]
        yk = np.clip(yk, yk.max() - 200, None)   # a lost game is a loss, not 100,000 of them
        p = np.exp((yk - yk.max()) / temperature)
        p /= p.sum()
        s = xk @ w
        q = np.exp(s - s.max())
        q /= q.sum()
        total -= float(p @ np.log(q + 1e-12))
        grad -= xk.T @ (p - q)
    return total, grad


def picked(x: np.ndarray, always: np.ndarray, seconds: list[Any], w: np.ndarray, pairs: int) -> list[int]:
    """What the bot's Proposer.picked keeps, for weights ``w``."""
    s = x @ w
    ranked = sorted(range(len(s)), key=lambda k: -s[k])
    chosen = set(ranked[:pairs]) | {k for k in range(len(s)) if always[k]}
    seen: set[Any] = set()
    for k in ranked:
        if seconds[k] not in seen:
            seen.add(seconds[k])
            chosen.add(k)
    return sorted(chosen)


def judge(rows: list[Row], w: np.ndarray, pairs: int) -> tuple[float, float, float]:
    """Share of decisions whose best pair is picked, mean score lost (capped at 200), pairs picked."""
    hit = lost = n = 0.0
    for x, y, always, seconds in rows:
        ks = picked(x, always, seconds, w, pairs)
        best, got = y.max(), max(y[k] for k in ks)
        hit += got == best
        lost += min(best - got, 200)
        n += len(ks)
    return hit / len(rows), lost / len(rows), n / len(rows)


def write(weights: dict[str, int], pid: str) -> None:
    """The proposal's feature weights replaced in content/bots.wsdv (written whole)."""
    text = BOTS.read_text()
    start = text.index(f"proposal {pid}(")
    end = text.index("\n}", start)
    block = text[start:end]
    for name, weight in weights.items():
        block, n = re.subn(rf"(\n  feature {re.escape(name)} +weight )-?\d+", rf"\g<1>{weight}", block)
        if n != 1:
            raise SystemExit(f"feature {name} not found once in proposal {pid}")
    write_file(BOTS, text[:start] + block + text[end:], "bot declarations", owned=lambda _p: True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=24, help="games recorded (default 24)")
    ap.add_argument("--first", type=int, default=1000, help="the first seed (default 1000)")
    ap.add_argument("--held-out", type=int, default=8, help="the last H games are not fitted on (default 8)")
    ap.add_argument("--temperature", type=float, default=5.0, help="of the projection's softmax (default 5)")
    ap.add_argument("--ridge", type=float, default=1e-3)
    ap.add_argument("--pairs", type=int, default=None, help="K of the comparison (default: the declaration's)")
    ap.add_argument("--scale", type=int, default=20, help="the learned weights' largest whole number (default 20)")
    ap.add_argument("--write", action="store_true", help="write the learned weights into content/bots.wsdv")
    args = ap.parse_args()
    rules = build().rules
    pid = rules.bots["foresight"].propose
    if pid is None:
        print("the foresight declaration names no proposal", file=sys.stderr)
        return 2
    proposal = rules.proposals[pid]
    names = [f.id for f in proposal.features]
    pairs = proposal.pairs if args.pairs is None else args.pairs
    games = collect(rules, range(args.first, args.first + args.games))
    train = [r for g in games[:-args.held_out] for r in g] if args.held_out else [r for g in games for r in g]
    test = [r for g in games[-args.held_out:] for r in g] if args.held_out else train
    res = minimize(_loss, np.zeros(len(names)), args=(train, args.temperature, args.ridge), jac=True,
                   method="L-BFGS-B")
    top = max(abs(res.x).max(), 1e-9)
    learned = {n: int(round(v * args.scale / top)) for n, v in zip(names, res.x, strict=True)}
    declared = np.array([f.weight for f in proposal.features], float)
    print(f"{len(train)} decisions fitted ({len(games) - args.held_out} games), {len(test)} held out "
          f"({args.held_out} games, seeds from {args.first + args.games - args.held_out}); pairs {pairs}")
    for label, w in (("declared", declared), ("learned", np.array([learned[n] for n in names], float))):
        hit, lost, n = judge(test, w, pairs)
        print(f"  {label:8s} weights: best pair picked in {100 * hit:.1f} % of held-out decisions, "
              f"{lost:.2f} points lost a decision, {n:.2f} pairs projected a decision")
    for label, w in (("declared", declared), ("learned", None)):
        print(f"  {label}: " + ", ".join(f"{n} {int(v)}" for n, v in
                                          zip(names, declared if w is not None else [learned[n] for n in names], strict=True)))
    if args.write:
        write(learned, pid)
        print(f"wrote the learned weights into {BOTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
