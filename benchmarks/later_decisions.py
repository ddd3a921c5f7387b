"""Where the default bot's later decisions spend their work, and what repeats in it.

    python benchmarks/later_decisions.py [--games K] [--seed S]

Plays K seeded self-play games of the default bot (`foresight` against itself) and looks at the
decisions that ``ForesightAgent._placed`` judges: a turn's or a phase's later decisions (after its
card and action: each option played out from the turn's start, the best two projected) and the
decisions inside an icon's or a routine's call (each option played out, nothing projected).
Prints, per game and by the decision's kind:

- the CPU of the decision split into the guess of the hidden cards (``determinize``), the play-outs
  of its options (``leaves``), their scores where they stand (``_static``) and the projections of
  the best two (``_projected``);
- how much of a play-out is the part of the unit before the decision (the unit run again from its
  start with the options already taken, stopped at the decision: what every option repeats);
- how often a play-out ends in a state reached before: in the same decision (an event's icons in
  another order), in an earlier decision of the same unit (what a score cache kept across a turn's
  decisions would find), and the same with the game's generator left out of the state;
- for the order of an event's icons, how often every order ends in the same state, by the icons;
- for the later decisions projected, how far apart the best two scored where they stand and how
  often the projection parted them.

The games are the bot's own (the counting watches, it decides nothing); CPU times are those of
this machine and include the counting's small cost.  Figures: docs/guide/simulation.md, "The
later decisions of a turn, measured".
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine import foresight  # noqa: E402
from interpreter.engine.foresight import ForesightAgent  # noqa: E402
from interpreter.engine.players import make_agents, parse_spec  # noqa: E402
from interpreter.engine.session import digest, new_game  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402


class Watch:
    """The counters, and the decision being judged (its class and what it has scored so far)."""

    def __init__(self) -> None:
        # By class: each part's CPU seconds and calls, the decisions' CPU and count.
        self.cpu: dict[str, dict[str, float]] = collections.defaultdict(lambda: collections.defaultdict(float))
        self.what: str | None = None
        self.seen_decision: set[str] = set()
        self.unit: tuple[int, int] | None = None
        self.seen_unit: set[str] = set()
        self.seen_unit_free: set[str] = set()
        self.repeats: collections.Counter = collections.Counter()
        self.orders: dict[tuple[str, ...], list[int]] = collections.defaultdict(lambda: [0, 0])
        # By group (later, in a call): the play-outs' CPU, the part before the decision, how many.
        self.prefix: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0])
        self.spent = 0.0   # the counting's own CPU inside a decision (taken out of its time)
        self.called = False
        self.statics: list[int] = []
        self.projected: list[int] | None = None
        self.gaps: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
        self.ptime = 0.0
        # (tied where they stand or not, kind): projected, parted, the projections' CPU
        self.ties: dict[tuple[bool, str], list[float]] = collections.defaultdict(lambda: [0, 0, 0.0])


def _free(state: dict) -> dict:
    out = dict(state)
    out.pop("rng", None)
    return out


def watch_bot(w: Watch) -> None:
    """Wrap the bot's methods so that each call is timed and counted for the decision in hand."""
    cls: Any = ForesightAgent
    timed = {name: getattr(cls, name) for name in ("leaves", "_static", "_projected")}

    def wrap(name: str) -> Any:
        fn = timed[name]

        def run(self: ForesightAgent, *args: Any) -> Any:
            if w.what is None:
                return fn(self, *args)
            t = time.process_time()
            out = fn(self, *args)
            row = w.cpu[w.what]
            before = row[name]
            row[name] += time.process_time() - t
            row[name + " calls"] += 1
            if name == "_static":
                w.statics.append(out)
            if name == "leaves":
                t = time.process_time()
                key, free = digest(out[0][1]), digest(_free(out[0][1]))
                w.repeats["play-outs"] += 1
                w.repeats["same decision"] += key in w.seen_decision
                w.repeats["same unit"] += key in w.seen_unit
                w.repeats["same unit, generator left out"] += free in w.seen_unit_free
                w.seen_decision.add(key)
                w.seen_unit.add(key)
                w.seen_unit_free.add(free)
                w.spent += time.process_time() - t
            if name == "_projected":
                w.called, w.projected = True, out
                w.ptime += row[name] - before
            return out
        return run

    for name in timed:
        setattr(cls, name, wrap(name))
    determinize = foresight.determinize

    def guessed(*args: Any) -> Any:
        t = time.process_time()
        out = determinize(*args)
        if w.what is not None:
            w.cpu[w.what]["determinize"] += time.process_time() - t
        return out

    foresight.determinize = guessed  # type: ignore[assignment]
    choose, placed = cls.choose, cls._placed

    def chosen(self: ForesightAgent, decision: Any, view: Any) -> int:
        # The class as ``choose`` tells it (its guess is drawn before ``_placed`` is called).
        planned = self.plan.get(view.state["step"])
        if view.unit_rerun is not None and view.unit_start is not None and (
                view.unit_call or len(view.unit_taken) > 1) and not (
                planned is not None and planned[0] == decision.kind and planned[1] == decision.options):
            w.what = ("in a call: " if view.unit_call else "later: ") + decision.kind
            w.spent = 0.0
            t = time.process_time()
            try:
                return choose(self, decision, view)
            finally:
                row = w.cpu[w.what]
                row["total"] += time.process_time() - t - w.spent
                row["decisions"] += 1
                w.what = None
        return choose(self, decision, view)

    def judged(self: ForesightAgent, decision: Any, view: Any, base: dict, seed: int, project_ties: bool) -> int:
        unit = (id(self), id(view.unit_start))
        if unit != w.unit:
            w.unit, w.seen_unit, w.seen_unit_free = unit, set(), set()
        w.seen_decision, w.statics, w.projected, w.called, w.ptime = set(), [], None, False, 0.0
        t0 = time.process_time()
        if decision.kind == "icon_order" and project_ties:
            # Every order played out as the bot plays it out: do all end in the same state?
            what, w.what = w.what, None
            ends = [self.leaves(view, base, [o], seed, 0)[0][1] for o in decision.options]
            w.what = what
            w.orders[tuple(sorted(decision.args.get("icons", ())))][0 if all(e == ends[0] for e in ends) else 1] += 1
        # The unit before the decision (the part each option's play-out repeats), against a whole
        # play-out: both timed on the first option, outside the decision's own count.
        # (Each the lower of two runs, alternated: a run's first call pays for a cold cache.)
        what, w.what = w.what, None
        rest = self.rest
        whole, before = [], []
        for _ in range(2):
            self.rest = 0
            t = time.process_time()
            self.leaves(view, base, [], seed, 0)
            before.append(time.process_time() - t)
            self.rest = rest
            t = time.process_time()
            self.leaves(view, base, [decision.options[0]], seed, 0)
            whole.append(time.process_time() - t)
        share = w.prefix["later" if project_ties else "in a call"]
        share[0] += min(whole)
        share[1] += min(before)
        share[2] += 1
        w.what = what
        w.spent += time.process_time() - t0
        try:
            return placed(self, decision, view, base, seed, project_ties)
        finally:
            if project_ties and w.called and len(w.statics) > 1:
                top = sorted(w.statics, reverse=True)
                gap = top[0] - top[1]
                bucket = "0" if gap == 0 else "1-3" if gap <= 3 else "4-10" if gap <= 10 else "over 10"
                parted = w.projected is not None and len(set(w.projected)) > 1
                w.gaps[bucket][0] += 1
                w.gaps[bucket][1] += parted
                row = w.ties[(gap == 0, decision.kind)]
                row[0] += 1
                row[1] += parted
                row[2] += w.ptime

    cls._placed = judged
    cls.choose = chosen


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rules = build().rules
    if rules is None:
        raise SystemExit("the content does not build: run `wsdv check`")
    w = Watch()
    watch_bot(w)
    for seed in range(args.seed, args.seed + args.games):
        agents = make_agents({"west": parse_spec("foresight"), "east": parse_spec("foresight")}, rules, seed)
        game, _ = new_game(rules, seed, agents)
        game.play()
    n = args.games
    print(f"the decisions ForesightAgent._placed judged, per game ({n} self-play games from seed {args.seed}):")
    print(f"  {'kind':32s} {'a game':>7s} {'ms':>7s} {'guess':>6s} {'leaves':>7s} {'a dec.':>6s} "
          f"{'scores':>7s} {'projections':>12s}")
    sums: dict[str, dict[str, float]] = collections.defaultdict(lambda: collections.defaultdict(float))
    for what, row in sorted(w.cpu.items(), key=lambda kv: -kv[1]["total"]):
        d = max(row["decisions"], 1)
        print(f"  {what:32s} {row['decisions'] / n:7.1f} {1000 * row['total'] / n:7.1f} "
              f"{1000 * row['determinize'] / n:6.1f} {1000 * row['leaves'] / n:7.1f} {row['leaves calls'] / d:6.1f} "
              f"{1000 * row['_static'] / n:7.1f} {1000 * row['_projected'] / n:7.1f} ({row['_projected calls'] / d:.2f})")
        for key, value in row.items():
            sums[what.split(":")[0]][key] += value
    for group, row in sums.items():
        print(f"  {group + ', all':32s} {row['decisions'] / n:7.1f} {1000 * row['total'] / n:7.1f} "
              f"{1000 * row['determinize'] / n:6.1f} {1000 * row['leaves'] / n:7.1f} {'':6s} "
              f"{1000 * row['_static'] / n:7.1f} {1000 * row['_projected'] / n:7.1f}")
    for group, (whole, before, count) in w.prefix.items():
        print(f"{group}: a play-out of an option {1e6 * whole / max(count, 1):.0f} µs, of which the unit before "
              f"the decision (its copy included) {1e6 * before / max(count, 1):.0f} µs ({100 * before / max(whole, 1e-9):.0f} %)")
    r = w.repeats
    print(f"play-outs: {r['play-outs']}; ending in a state reached before in the same decision "
          f"{r['same decision']}, in the same unit {r['same unit']}, in the same unit with the game's "
          f"generator left out {r['same unit, generator left out']}")
    alike = sum(v[0] for v in w.orders.values())
    total = sum(sum(v) for v in w.orders.values())
    print(f"the order of an event's icons: every order ends alike in {alike} of {total} decisions; by the icons pending:")
    for icons, (same, differ) in sorted(w.orders.items(), key=lambda kv: -sum(kv[1]))[:15]:
        print(f"  {same:4d} alike {differ:4d} not  {', '.join(icons)}")
    print("later decisions projected, by how far the best two scored apart where they stand:")
    for bucket in ("0", "1-3", "4-10", "over 10"):
        projected, parted = w.gaps[bucket]
        print(f"  {bucket:>8s} points: {projected:4d} projected, parted by the projection in {parted}")
    print("the same, by kind (tied: the best two scored alike where they stand):")
    for (tied, kind), (count, split, cpu) in sorted(w.ties.items(), key=lambda kv: -kv[1][2]):
        print(f"  {'tied' if tied else 'apart':5s} {kind:20s} {count:4.0f} projected, parted in {split:4.0f}, "
              f"{1000 * cpu / n:5.1f} ms a game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
