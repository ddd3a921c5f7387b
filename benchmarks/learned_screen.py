"""Could a learned model of the position screen a turn's pairs before the projection?  A study.

    python benchmarks/learned_screen.py record --games N [--first SEED] --out FILE.npz
    python benchmarks/learned_screen.py fit FILE.npz [FILE.npz ...] [--held-out F] [--seed S]

Why: the default bot (``foresight``) spends about half of a self-play game's CPU on a turn's first
decision, where it plays out and projects through the end of the decade the pairs of a card and an
action its ``proposal`` picks (every event, the best card of each action, the 2 best: about 7 of
about 19).  A model that ranked the leaves where the turn ends as well as the projection does would
let the bot project only 2 or 3 of them.  The declaration's own features read there rank them worse
than the proposal (docs/guide/simulation.md, "Proposing a turn's pairs" and "Screening a turn's
events"); this asks whether a model fitted on a generic encoding of the whole position does better.

``record`` plays N seeded self-play games of the default bot with every pair of a turn's first
decision played out and projected (``propose=0``) and keeps, for each such decision with more
pairs than the bot judges whole (more than ``guess_leaves``), every leaf's: generic encoding of the
state where the turn ends (:class:`Encoder`: every place's count of every piece, every city's piece,
every line, track and flag, each pile's and hand's size, where each card lies, the decade, the step,
the game's result; the pair's action and card; all keys read from the rules model in its own order,
no name written here), the bot's score there (``_static``), the projected score, the proposal's kind
(always projected or not) and its score by the declaration's weights, and the action.  Seeds 1000 and
up: never the evaluation seeds 1-400.  Long (about a second of CPU a game): ``nice`` it.

``fit`` splits the decisions by game (a fraction F of the games held out, drawn with seed S), fits
models of the projected score's gain over the score where the turn ends (ridge on the encoding; a
small MLP in numpy trained with scipy's L-BFGS; a listwise ranking fit, the softmax of the model's
scores against the softmax of the projected ones), and prints for the held-out decisions: how often
the model's top 1, 2, 3, 4, 6, 8, 10 hold the leaf the projection judges best, the mean projected
score lost a decision if only those were projected (each loss capped at 200, as propose_fit.py caps
it), the same among the proposal's own picks, the same for the score where the turn ends and for the
proposal as it ships (its picks, about 7), and the CPU of evaluating each model per leaf (``record``
prints the encoding's).  numpy and scipy only; the fit of 300 games takes a few GB of memory and,
with the MLP, about 20 minutes.  What it found: docs/guide/simulation.md, "A learned screen of a
turn's pairs, studied".
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import minimize

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from propose_fit import PairReading  # noqa: E402  (benchmarks/propose_fit.py: the pairs read as the proposal reads them)

from interpreter.engine.cardplay import hand_zone  # noqa: E402
from interpreter.engine.decisions import Decision  # noqa: E402
from interpreter.engine.foresight import ALWAYS  # noqa: E402
from interpreter.engine.knowledge import SideView  # noqa: E402
from interpreter.engine.players import agent_seed  # noqa: E402
from interpreter.engine.session import new_game  # noqa: E402
from interpreter.outputs import write_file  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402

CAP = 200  # a decision's loss is capped (a lost game is a loss, not 100,000 of them)


class Encoder:
    """A generic encoding of a state as numbers, its keys read from the rules model in its order.

    Categorical things (a city's piece, where a card lies) are stored as small codes, one column
    each, and expanded to one-hot columns by the fit (:func:`expand`), so a record stays small."""

    def __init__(self, rules: Any) -> None:
        self.pieces = list(rules.pieces)
        self.places = [*rules.provinces, *rules.countries, *rules.boxes]
        self.cities = list(rules.cities)
        self.lines = list(rules.connections)
        self.tracks = list(rules.tracks)
        self.flags = list(rules.flags)
        self.sides = list(rules.sides)
        self.hands = [hand_zone(s) for s in self.sides]
        self.piles = [p for p in rules.piles if p not in ("hand",)] + self.hands
        self.cards = [rules.cards[k].id for k in rules.cards]
        self.card_at = {c: i for i, c in enumerate(self.cards)}
        self.decades = list(rules.decades)
        self.actions = list(rules.actions)
        # Column names, and which columns are codes to expand (name -> number of codes).
        names: list[str] = []
        codes: dict[int, int] = {}
        names += [f"count:{p}:{pc}" for p in self.places for pc in self.pieces]
        for c in self.cities:
            codes[len(names)] = len(self.pieces) + 1
            names.append(f"site:{c}")
        names += [f"line:{ln}" for ln in self.lines]
        names += [f"track:{t}" for t in self.tracks] + [f"flag:{f}" for f in self.flags]
        names += [f"size:{z}" for z in self.piles]
        for c in self.cards:
            codes[len(names)] = len(self.piles) + 1
            names.append(f"card:{c}")
        names += [f"decade:{d}" for d in self.decades] + ["step", "won", "lost"]
        codes[len(names)] = len(self.actions) + 1
        names.append("action")
        codes[len(names)] = len(self.cards) + 1
        names.append("played")
        codes[len(names)] = len(self.cards) + 1
        names.append("event")
        self.names = names
        self.codes = codes
        self.spent = 0.0   # CPU seconds spent encoding (what a screen would pay a leaf)

    def encode(self, state: dict, side: str, card: Any, action: Any, event: bool) -> np.ndarray:
        """The leaf's state where the turn ends, seen by nobody in particular (the fit is per side),
        and the pair that led there."""
        out: list[int] = []
        pieces = state["pieces"]
        for p in self.places:
            held = pieces.get(p, {})
            out += [held.get(pc, 0) for pc in self.pieces]
        sites = state["sites"]
        out += [0 if sites.get(c) is None else 1 + self.pieces.index(sites[c]) for c in self.cities]
        lines = state["lines"]
        out += [0 if lines.get(ln) is None else 1 + lines[ln] for ln in self.lines]
        out += [state["tracks"].get(t, 0) for t in self.tracks]
        out += [int(bool(state["flags"].get(f))) for f in self.flags]
        zones = state["zones"]
        out += [len(zones.get(z, ())) for z in self.piles]
        where = [0] * len(self.cards)
        for zi, z in enumerate(self.piles):
            for c in zones.get(z, ()):
                k = self.card_at.get(c)
                if k is not None:
                    where[k] = zi + 1
        out += where
        held_values = {v for v in state["vars"].values() if isinstance(v, str)}
        out += [int(d in held_values) for d in self.decades]
        result = state["result"]
        out += [state["step"], int(result is not None and result["winner"] == side),
                int(result is not None and result["winner"] != side)]
        out.append(0 if action is None else 1 + self.actions.index(action))
        k = self.card_at.get(card)
        out.append(0 if k is None else 1 + k)
        out.append(0 if k is None or not event else 1 + k)
        return np.array(out, np.int16)


class _Recording(PairReading):
    """Keeps each turn's first decision's leaves (every pair projected: propose_fit.PairReading)."""

    def __init__(self, *a: Any, sink: list[dict], encoder: Encoder, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.sink = sink
        self.encoder = encoder
        self.event_action = None
        self.current: Decision | None = None

    def read(self, g: Any, side: str, card: Any, action: Any) -> tuple[int, int]:
        return self.reader.score(g, side, card, action), self.reader.kind(g, side, card, action)

    def _leaves(self, decision: Decision, view: SideView, base: dict, seed: int,
                depth: int) -> list[tuple[int, dict, dict, int]]:
        self.current = decision   # read by _judged only where ``pending`` holds this decision's pairs
        return super()._leaves(decision, view, base, seed, depth)

    def _judged(self, leaves: list[tuple[int, dict, dict, int]], side: str, seed: int,
                only: list[int] | None = None) -> dict[int, int]:
        record = (self.pending is not None and only is None and len(leaves) > self.guess_leaves
                  and self.current is not None)
        rows: list[tuple] = []
        if record:
            assert self.current is not None and self.pending is not None
            for i, plan, state, _s in leaves:
                o = plan[min(plan)][2] if plan else None
                card = self.current.options[i]
                pscore, kind = self.pending[(i, o)]
                event = kind == ALWAYS   # an event or a special card: always projected by the proposal
                t = time.process_time()
                x = self.encoder.encode(state, side, card, o, event)
                self.encoder.spent += time.process_time() - t
                rows.append((x, self._static(state, side), pscore, kind, o, i))
        out = super()._judged(leaves, side, seed, only)
        if record:
            self.sink.append({
                "side": side,
                "x": np.stack([r[0] for r in rows]),
                "static": np.array([r[1] for r in rows], np.int64),
                "projected": np.array([out[k] for k in range(len(leaves))], np.int64),
                "proposal": np.array([r[2] for r in rows], np.int64),
                "always": np.array([r[3] == ALWAYS for r in rows], bool),
                "action": np.array([-1 if r[4] is None else self.encoder.actions.index(r[4]) for r in rows], np.int8),
                "option": np.array([r[5] for r in rows], np.int16),
            })
        self.pending = None
        return out


def record(args: argparse.Namespace) -> int:
    rules = build().rules
    assert rules is not None, "the content does not build"
    enc = Encoder(rules)
    decisions: list[dict] = []
    games: list[int] = []
    t0 = time.process_time()
    for seed in range(args.first, args.first + args.games):
        sink: list[dict] = []
        agents = {s: _Recording(rules, agent_seed(seed, i), sink=sink, encoder=enc)
                  for i, s in enumerate(rules.sides)}
        game, _ = new_game(rules, seed, agents)
        game.play()
        decisions += sink
        games += [seed] * len(sink)
        print(f"  seed {seed}: {len(sink)} decisions, {time.process_time() - t0:.0f} s CPU so far",
              file=sys.stderr, flush=True)
    sizes = np.array([len(d["static"]) for d in decisions])
    cat = {k: np.concatenate([d[k] for d in decisions]) for k in
           ("x", "static", "projected", "proposal", "always", "action", "option")}
    arrays: dict[str, Any] = {
        "sizes": sizes, "game": np.array(games), "content": np.array(rules.content_hash),
        "side": np.array([d["side"] for d in decisions]), "names": np.array(enc.names),
        "code_cols": np.array(list(enc.codes)), "code_sizes": np.array(list(enc.codes.values())), **cat}
    buf = io.BytesIO()
    np.savez_compressed(buf, **arrays)
    write_file(Path(args.out), buf.getvalue(), "recorded decisions", owned=lambda _p: True)
    print(f"{len(decisions)} decisions, {int(sizes.sum())} leaves, written to {args.out}; "
          f"encoding a leaf took {1e6 * enc.spent / max(1, int(sizes.sum())):.0f} µs of CPU")
    return 0


# --- the fit ----------------------------------------------------------------------------------

class Data:
    """The recorded decisions of one side, as a design matrix and the decisions' slices."""

    def __init__(self, x: np.ndarray, static: np.ndarray, projected: np.ndarray, always: np.ndarray,
                 proposal: np.ndarray, action: np.ndarray, starts: np.ndarray, game: np.ndarray) -> None:
        self.x, self.static, self.projected = x, static, projected
        self.always, self.proposal, self.action = always, proposal, action
        self.starts, self.game = starts, game   # decision d is leaves starts[d]:starts[d+1]

    def decisions(self) -> list[slice]:
        return [slice(self.starts[d], self.starts[d + 1]) for d in range(len(self.starts) - 1)]


def expand(raw: np.ndarray, code_cols: np.ndarray) -> np.ndarray:
    """The codes expanded to one-hot columns (a code 0 is 'none', no column; a code no row holds,
    no column), the rest as they are."""
    plain = np.ones(raw.shape[1], bool)
    plain[code_cols] = False
    parts = [raw[:, plain].astype(np.float32)]
    for c in code_cols:
        v = raw[:, c].astype(np.int64)
        held = np.unique(v[v > 0])
        onehot = np.zeros((raw.shape[0], len(held)), np.float32)
        rows = np.nonzero(v > 0)[0]
        onehot[rows, np.searchsorted(held, v[rows])] = 1
        parts.append(onehot)
    return np.concatenate(parts, axis=1)


def load(files: list[str]) -> dict[str, Data]:
    """Every file's decisions, by side (games numbered by seed)."""
    zs = [np.load(f) for f in files]
    if len({str(z["content"]) for z in zs}) > 1:
        raise SystemExit("the files were recorded with different content")
    x = expand(np.concatenate([z["x"] for z in zs]), zs[0]["code_cols"])
    cat = {k: np.concatenate([z[k] for z in zs]) for k in
           ("static", "projected", "always", "proposal", "action", "sizes", "game", "side")}
    starts = np.concatenate([[0], np.cumsum(cat["sizes"])])
    out = {}
    for side in sorted(set(cat["side"].tolist())):
        ds = np.nonzero(cat["side"] == side)[0]
        idx = np.concatenate([np.arange(starts[d], starts[d + 1]) for d in ds])
        out[str(side)] = Data(x[idx], cat["static"][idx], cat["projected"][idx], cat["always"][idx],
                              cat["proposal"][idx], cat["action"][idx],
                              np.concatenate([[0], np.cumsum(cat["sizes"][ds])]), cat["game"][ds])
    return out


def subset(d: Data, keep: np.ndarray) -> Data:
    """The decisions ``keep`` (a boolean a decision) of ``d``."""
    sl = d.decisions()
    parts = [sl[k] for k in np.nonzero(keep)[0]]
    idx = np.concatenate([np.arange(s.start, s.stop) for s in parts])
    sizes = [s.stop - s.start for s in parts]
    return Data(d.x[idx], d.static[idx], d.projected[idx], d.always[idx], d.proposal[idx], d.action[idx],
                np.concatenate([[0], np.cumsum(sizes)]), d.game[keep])


def target(d: Data) -> np.ndarray:
    """The projected score's gain over the score where the turn ends, each decision's leaves
    clipped to within CAP of its best (a lost game is a loss, not 100,000 of them), the gain to
    within CAP, centred per decision (only the order within a decision matters)."""
    t = np.empty(len(d.static), float)
    for s in d.decisions():
        y = d.projected[s].astype(float)
        y = np.clip(y, y.max() - CAP, None)
        g = np.clip(y - d.static[s], -CAP, CAP)   # (a game won or lost within the turn: no outlier)
        t[s] = g - g.mean()
    return t


def centred(d: Data, x: np.ndarray) -> np.ndarray:
    """Each decision's rows less their decision's mean (a ranking within a decision), in place."""
    for s in d.decisions():
        x[s] -= x[s].mean(axis=0)
    return x


def judge(d: Data, score: np.ndarray, k: int, extra: np.ndarray | None = None,
          within: np.ndarray | None = None) -> tuple[float, float, float]:
    """Share of decisions whose best projected leaf is among the ``k`` best by ``score`` (of the
    leaves ``within`` marks, if given; with the leaves ``extra`` marks), the mean score lost a
    decision (capped), the leaves projected."""
    hit = lost = n = 0.0
    decisions = d.decisions()
    for s in decisions:
        y = d.projected[s]
        sc = score[s] if within is None else np.where(within[s], score[s], -np.inf)
        order = np.argsort(-sc, kind="stable")
        if within is not None:
            order = order[:int(within[s].sum())]
        chosen = set(order[:k].tolist())
        if extra is not None:
            chosen |= set(np.nonzero(extra[s])[0].tolist())
        got = max(y[j] for j in chosen)
        hit += got == y.max()
        lost += min(y.max() - got, CAP)
        n += len(chosen)
    return hit / len(decisions), lost / len(decisions), n / len(decisions)


def shipped(d: Data, pairs: int = 2) -> np.ndarray:
    """The leaves the proposal as it ships picks: every always pair, the best of each action, the
    ``pairs`` best (the first of equals), as ForesightAgent._proposed picks them."""
    mask = np.zeros(len(d.static), bool)
    for s in d.decisions():
        p, al, act = d.proposal[s], d.always[s], d.action[s]
        ranked = sorted(range(len(p)), key=lambda j: -p[j])
        chosen = set(ranked[:pairs]) | set(np.nonzero(al)[0].tolist())
        seen: set[int] = set()
        for j in ranked:
            if act[j] not in seen:
                seen.add(int(act[j]))
                chosen.add(j)
        mask[np.arange(s.start, s.stop)[sorted(chosen)]] = True
    return mask


class Standard:
    """Columns scaled to unit spread on the training rows (constant ones dropped)."""

    def __init__(self, x: np.ndarray) -> None:
        sd = x.std(axis=0, dtype=np.float64)
        self.keep = sd > 1e-9
        self.mu = x[:, self.keep].mean(axis=0, dtype=np.float64).astype(np.float32)
        self.sd = sd[self.keep].astype(np.float32)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        out = x[:, self.keep]
        out -= self.mu
        out /= self.sd
        return out


def ridge(x: np.ndarray, t: np.ndarray, alpha: float) -> np.ndarray:
    """Least squares with an L2 penalty (the normal equations)."""
    a = x.T @ x + alpha * np.eye(x.shape[1])
    return np.linalg.solve(a, x.T @ t)


def mlp(x: np.ndarray, t: np.ndarray, hidden: int, l2: float, seed: int, iters: int) -> list[np.ndarray]:
    """One hidden layer of tanh units fitted by L-BFGS to the squared error."""
    rng = np.random.default_rng(seed)
    n, m = x.shape
    shapes = [(m, hidden), (hidden,), (hidden,), ()]
    sizes = [int(np.prod(s)) for s in shapes]

    def unpack(w: np.ndarray) -> list[np.ndarray]:
        out, at = [], 0
        for shp, sz in zip(shapes, sizes, strict=True):
            out.append(w[at:at + sz].reshape(shp))
            at += sz
        return out

    def f(w: np.ndarray) -> tuple[float, np.ndarray]:
        w1, b1, w2, b2 = unpack(w)
        h = np.tanh(x @ w1.astype(np.float32) + b1)
        e = h @ w2 + b2 - t
        loss = float(e @ e) / n + l2 * float((w1 * w1).sum() + w2 @ w2)
        ge = 2 * e / n
        gw2 = h.T @ ge + 2 * l2 * w2
        gb2 = np.array(ge.sum())
        gh = np.outer(ge, w2) * (1 - h * h)
        gw1 = x.T @ gh.astype(np.float32) + 2 * l2 * w1
        gb1 = gh.sum(axis=0)
        return loss, np.concatenate([gw1.ravel(), gb1, gw2, gb2.ravel()])

    w0 = np.concatenate([rng.normal(0, 1 / np.sqrt(m), m * hidden), np.zeros(hidden),
                         rng.normal(0, 1 / np.sqrt(hidden), hidden), np.zeros(1)])
    res = minimize(f, w0, jac=True, method="L-BFGS-B", options={"maxiter": iters})
    return unpack(res.x)


def mlp_score(params: list[np.ndarray], x: np.ndarray) -> np.ndarray:
    w1, b1, w2, b2 = params
    return np.tanh(x @ w1 + b1) @ w2 + b2


def listwise(d: Data, x: np.ndarray, base: np.ndarray, temperature: float, l2: float) -> np.ndarray:
    """Linear weights w whose softmax of base + x @ w matches each decision's softmax of its
    projected scores (clipped within CAP of the best) at ``temperature``."""
    decisions = d.decisions()
    ps = []
    for s in decisions:
        y = d.projected[s].astype(float)
        y = np.clip(y, y.max() - CAP, None)
        p = np.exp((y - y.max()) / temperature)
        ps.append(p / p.sum())

    def f(w: np.ndarray) -> tuple[float, np.ndarray]:
        sc = base + x @ w
        total, grad = l2 * float(w @ w), 2 * l2 * w
        g = np.zeros(len(sc))
        for s, p in zip(decisions, ps, strict=True):
            z = sc[s] - sc[s].max()
            q = np.exp(z)
            q /= q.sum()
            total -= float(p @ np.log(q + 1e-12))
            g[s] = q - p
        return total / len(decisions), (grad * len(decisions) + x.T @ g) / len(decisions)

    res = minimize(f, np.zeros(x.shape[1]), jac=True, method="L-BFGS-B", options={"maxiter": 300})
    return res.x


def fit(args: argparse.Namespace) -> int:
    data = load(args.files)
    rng = np.random.default_rng(args.seed)
    for side in sorted(data):
        d = data.pop(side)
        games = np.unique(d.game)
        held = set(rng.choice(games, size=max(1, int(round(args.held_out * len(games)))), replace=False).tolist())
        test_mask = np.array([g in held for g in d.game])
        tr, te = subset(d, ~test_mask), subset(d, test_mask)
        print(f"\n{side}: {len(tr.starts) - 1} decisions fitted ({len(games) - len(held)} games, "
              f"{len(tr.static)} leaves), {len(te.starts) - 1} held out ({len(held)} games, {len(te.static)} leaves)")
        std = Standard(tr.x)
        xtr_c, xte = centred(tr, std(tr.x)), std(te.x)   # (in place: only order within a decision counts)
        ttr = target(tr)
        del d
        tr.x = te.x = np.empty((0, 0), np.float32)
        models: dict[str, np.ndarray] = {}
        cost: dict[str, float] = {}
        models["score where the turn ends"] = te.static.astype(float)
        models["proposal's score (declared weights)"] = te.proposal.astype(float)
        for alpha in args.alphas:
            w = ridge(xtr_c, ttr, alpha)
            models[f"ridge alpha {alpha:g}"] = te.static + xte @ w
            t0 = time.process_time()
            for _ in range(10):
                te.static + xte @ w
            cost[f"ridge alpha {alpha:g}"] = (time.process_time() - t0) / 10 / len(te.static)
        for hidden in args.hidden:
            params = mlp(xtr_c, ttr, hidden, args.l2, args.seed, args.iters)
            models[f"mlp {hidden} tanh"] = te.static + mlp_score(params, xte)
            t0 = time.process_time()
            for _ in range(10):
                mlp_score(params, xte)
            cost[f"mlp {hidden} tanh"] = (time.process_time() - t0) / 10 / len(te.static)
        if args.listwise:
            w = listwise(tr, xtr_c, tr.static.astype(float) / args.temperature, args.temperature, args.l2)
            models["listwise linear"] = te.static / args.temperature + xte @ w
        picks = shipped(te)
        hit, lost, n = judge(te, np.zeros(len(te.static)), 0, picks)
        print(f"  {'the proposal as it ships':38s} best projected in {100 * hit:5.1f} %, "
              f"{lost:6.2f} points lost a decision, {n:.2f} leaves projected (of {len(te.static) / (len(te.starts) - 1):.1f})")
        print("  each cell: the leaves projected, the share of decisions whose best leaf is among them,"
              " the points lost a decision")
        for name, score in models.items():
            cells = []
            for k in (1, 2, 3, 4, 6, 8, 10):
                hit, lost, _n = judge(te, score, k)
                cells.append(f"top{k} {100 * hit:4.1f}% {lost:5.1f}")
            hit, lost, n = judge(te, score, 2, te.always)
            cells.append(f"top2+always {100 * hit:4.1f}% {lost:5.1f} ({n:.1f})")
            extra = f"; {1e6 * cost[name]:.1f} µs a leaf (batched)" if name in cost else ""
            print(f"  {name:38s} " + " | ".join(cells) + extra)
            cells = []
            for k in (2, 3, 4):
                hit, lost, _n = judge(te, score, k, within=picks)
                cells.append(f"top{k} {100 * hit:4.1f}% {lost:5.1f}")
            hit, lost, n = judge(te, score, 2, te.always & picks, within=picks)
            cells.append(f"top2+always {100 * hit:4.1f}% {lost:5.1f} ({n:.1f})")
            print(f"  {'':38s}   of the proposal's picks: " + " | ".join(cells))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("record", help="play and record the bot's first decisions")
    r.add_argument("--games", type=int, default=10)
    r.add_argument("--first", type=int, default=1000, help="the first seed (default 1000; never 1-400)")
    r.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="fit and rank, held out by game")
    f.add_argument("files", nargs="+")
    f.add_argument("--held-out", type=float, default=0.3, help="the share of games held out (default 0.3)")
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--alphas", type=float, nargs="*", default=[10.0, 100.0, 1000.0])
    f.add_argument("--hidden", type=int, nargs="*", default=[16])
    f.add_argument("--l2", type=float, default=1e-3)
    f.add_argument("--iters", type=int, default=300)
    f.add_argument("--temperature", type=float, default=5.0, help="of the listwise fit's softmax (default 5)")
    f.add_argument("--no-listwise", dest="listwise", action="store_false", help="leave the listwise fit out")
    args = ap.parse_args()
    if args.command == "record":
        if args.first <= 400:
            raise SystemExit("seeds 1-400 are the evaluation's: record from 1000 up")
        return record(args)
    return fit(args)


if __name__ == "__main__":
    raise SystemExit(main())
