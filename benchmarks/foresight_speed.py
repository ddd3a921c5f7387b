"""The default bot's speed, with a check that speeding it up changed no game.

    python benchmarks/foresight_speed.py [--games K] [--out DIR] [--against DIR] [--repeat R] [--profile]
                                         [--classes] [--activities]

Plays K seeded games foresight against foresight, foresight (west) against heuristic (east),
heuristic against heuristic and random against random (``--only`` picks), each with a log of
every decision and the digest of the state after it (what `wsdv play --log` records), written
to DIR as one file a game.  Prints the CPU time of each game (the
digests' own cost taken out; with ``--repeat R`` the lowest of R plays, since the machine is
shared) and the median of each pairing.  With ``--against`` an earlier
run's logs are compared byte for byte: an optimisation of the engine must leave every game as it
was, so any difference is reported and the exit status is 1.  With ``--profile`` the games run
under cProfile and the functions with the most cumulative and own time are printed.  With
``--classes`` the default bot's CPU is broken down by the kind of decision it took (a turn's or a
phase's first decision, its second, a later one, one inside an icon's or routine's call, one
taken from its plan), and the share of it spent on guesses of the cards nobody sees: where its
time goes, per game.  With ``--activities`` (use it with ``--only ff``) the games' CPU is broken
down by what is being done, each activity's own time: the bot's play-outs (split where the option
judged is answered: before it, the unit's start copied and its earlier options replayed; after it,
the option and the rest of the unit), its projections, its scores, its proposal and shortlists, the
views and guesses of what it cannot see, its own bookkeeping, and the game itself.  With ``--baseline CHECKOUT`` each game is also played, without a log, by
this checkout's engine and by another checkout's (``main``, say), each in a process of its own,
the two alternated game by game, each the lowest of ``--repeat`` plays: the before and after of
an optimisation measured in one run on a shared machine, with the median over the seeds of each
game's time after divided by its time before.
"""

from __future__ import annotations

import argparse
import collections
import cProfile
import json
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from interpreter.engine import foresight, knowledge  # noqa: E402
from interpreter.engine.agents import ScriptedAgent  # noqa: E402
from interpreter.engine.foresight import ForesightAgent, Projection, Proposer, Shortlister  # noqa: E402
from interpreter.engine.players import make_agents, parse_spec  # noqa: E402
from interpreter.engine.session import Recorder, digest, new_game  # noqa: E402
from interpreter.rules.pipeline import build  # noqa: E402

PAIRINGS = {"ff": ("foresight", "foresight"), "fh": ("foresight", "heuristic"),
            "hh": ("heuristic", "heuristic"), "rr": ("random", "random")}


class _Timed(Recorder):
    """A recorder that keeps the time its digests took, so it can be taken out of the game's."""

    spent: float = 0.0

    def __call__(self, d, i) -> None:  # type: ignore[no-untyped-def]
        t = time.process_time()
        super().__call__(d, i)
        self.spent += time.process_time() - t


# CPU seconds and decisions of the default bot by class of decision (``--classes``).
CLASSES: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])


def _class(bot: ForesightAgent, decision, view) -> str:  # type: ignore[no-untyped-def]
    """Which kind of decision ``bot.choose`` is about to take (as its own code tells them apart)."""
    if view.unit_rerun is None or view.unit_start is None:
        return "no unit (a scenario)"
    planned = bot.plan.get(view.state["step"])
    if (planned is not None and planned[0] == decision.kind and planned[1] == decision.options
            and decision.index_of(planned[2]) is not None):
        return "taken from the plan"
    where = "phase" if view.state["vars"].get("phase") else "turn"
    if view.unit_call:
        return f"{where}: inside an icon's call: {decision.kind}"
    n = len(view.unit_taken)
    return f"{where}: " + ("first" if n == 0 else "second" if n == 1 else f"later: {decision.kind}")


def _classified() -> None:
    """Time every call of the bot's decision and of its guesses, by class."""
    choose, draws = ForesightAgent.choose, ForesightAgent._draws_unseen

    def timed(self, decision, view):  # type: ignore[no-untyped-def]
        key = _class(self, decision, view)
        t = time.process_time()
        try:
            return choose(self, decision, view)
        finally:
            row = CLASSES[key]
            row[0] += 1
            row[1] += time.process_time() - t

    def guessed(self, states):  # type: ignore[no-untyped-def]
        found = draws(self, states)
        CLASSES["(of which: decisions judged over guesses of unseen cards)"][0] += int(found and self.guesses > 1)
        return found

    ForesightAgent.choose = timed  # type: ignore[method-assign]
    ForesightAgent._draws_unseen = guessed  # type: ignore[method-assign]


# CPU seconds and calls by what the default bot's decisions do (``--activities``), each activity's
# own time (what it calls that is another activity is counted there).
ACTIVITIES: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])
REPLAY, AFTER = "play-outs: the unit replayed up to the option judged", "play-outs: the option and the rest of the unit"
RECORD = "(this benchmark's record of each decision)"
_RUNNING: list[list] = []   # [activity, since]: the innermost last


def _begin(activity: str) -> None:
    now = time.process_time()
    if _RUNNING:
        ACTIVITIES[_RUNNING[-1][0]][1] += now - _RUNNING[-1][1]
    _RUNNING.append([activity, now])
    ACTIVITIES[activity][0] += 1


def _end() -> None:
    now = time.process_time()
    activity, since = _RUNNING.pop()
    ACTIVITIES[activity][1] += now - since
    if _RUNNING:
        _RUNNING[-1][1] = now


def _timed_as(owner, name: str, activity: str) -> None:  # type: ignore[no-untyped-def]
    """Replace ``owner.name`` by a function that charges its own time to ``activity``."""
    inner = getattr(owner, name)

    def timed(*args, **kw):  # type: ignore[no-untyped-def]
        _begin(activity)
        try:
            return inner(*args, **kw)
        finally:
            _end()
    setattr(owner, name, timed)


def _by_activity() -> None:
    """Time what the default bot does (``--activities``): its play-outs (a copy of the unit's start run
    again, the options taken before replayed by a script up to the option judged, then that option
    and the rest of the unit played quickly), its projections, its scores, its proposal and
    shortlists, the views and guesses of what it cannot see, its own bookkeeping; the rest is the
    game itself (the content of the turns and phases played for real)."""
    _timed_as(ForesightAgent, "choose", "the bot's own bookkeeping")
    _timed_as(ForesightAgent, "leaves", REPLAY)
    _timed_as(ForesightAgent, "_second", REPLAY)
    _timed_as(Projection, "run", "projections")
    _timed_as(ForesightAgent, "_projected", "projections")
    _timed_as(Projection, "score", "scores")
    _timed_as(Proposer, "score", "proposal and shortlists")
    _timed_as(Proposer, "kind", "proposal and shortlists")
    _timed_as(Shortlister, "kept", "proposal and shortlists")
    _timed_as(foresight, "determinize", "views and guesses of hidden cards")
    _timed_as(knowledge, "view_state", "views and guesses of hidden cards")
    _timed_as(_Timed, "__call__", RECORD)
    scripted = ScriptedAgent.choose

    def answered(self, decision, view):  # type: ignore[no-untyped-def]
        # The last option of a play-out's script is the one judged: from here on it is played out.
        if _RUNNING and _RUNNING[-1][0] == REPLAY and self.pos == len(self.choices) - 1:
            now = time.process_time()
            ACTIVITIES[REPLAY][1] += now - _RUNNING[-1][1]
            _RUNNING[-1] = [AFTER, now]
        return scripted(self, decision, view)
    ScriptedAgent.choose = answered  # type: ignore[method-assign]


def _print_activities(games: int) -> None:
    """The activities' times, each a share of the games' (the benchmark's own record left out)."""
    total = sum(cpu for key, (_n, cpu) in ACTIVITIES.items() if key != RECORD)
    print(f"the games by activity, per game ({games} games, {total:.2f} s CPU in all):")
    for key, (n, cpu) in sorted(ACTIVITIES.items(), key=lambda kv: -kv[1][1]):
        calls = f"{n / games:8.1f} calls a game" if key != AFTER else " " * 19
        share = f"{100 * cpu / total:5.1f} %" if key != RECORD and total else ""
        print(f"  {key:55s} {calls}  {1000 * cpu / games:8.1f} ms a game  {share}")


def _print_classes(games: int, total: float) -> None:
    print(f"the default bot's decisions by class, per game ({games} games, {total:.2f} s CPU in all):")
    for key, (n, cpu) in sorted(CLASSES.items(), key=lambda kv: -kv[1][1]):
        share = f"{100 * cpu / total:5.1f} %" if total else ""
        print(f"  {key:58s} {n / games:7.1f} a game  {1000 * cpu / games:8.1f} ms a game  {share}")
    coarse: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])
    for key, (n, cpu) in CLASSES.items():
        row = coarse[":".join(key.split(":")[:2])]
        row[0] += n
        row[1] += cpu
    print("the same, by class:")
    for key, (n, cpu) in sorted(coarse.items(), key=lambda kv: -kv[1][1]):
        share = f"{100 * cpu / total:5.1f} %" if total else ""
        print(f"  {key:58s} {n / games:7.1f} a game  {1000 * cpu / games:8.1f} ms a game  {share}")


def play(rules, seed: int, west: str, east: str) -> tuple[float, list[str]]:
    agents = make_agents({"west": parse_spec(west), "east": parse_spec(east)}, rules, seed)
    rec = _Timed(with_digest=True)
    t = time.process_time()
    game, _ = new_game(rules, seed, agents, recorder=rec)
    game.play()
    cpu = time.process_time() - t - rec.spent
    lines = [json.dumps(e, sort_keys=True) for e in rec.entries]
    lines.append(json.dumps({"result": game.state["result"], "state": digest(game.state)}, sort_keys=True))
    return cpu, lines


# The baseline's worker: plays the games it is sent with the engine of the checkout it runs in and
# answers each with its lowest CPU time (the code of that checkout only; nothing of this one).
_WORKER = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from interpreter.engine.players import make_agents, parse_spec
from interpreter.engine.session import new_game
from interpreter.rules.pipeline import build
rules = build().rules
def play(seed, west, east):
    agents = make_agents({"west": parse_spec(west), "east": parse_spec(east)}, rules, seed)
    t = time.process_time()
    game, _ = new_game(rules, seed, agents)
    game.play()
    return time.process_time() - t
print("ready", flush=True)
for line in sys.stdin:
    seed, west, east, repeat = line.split()
    print(json.dumps(min(play(int(seed), west, east) for _ in range(int(repeat)))), flush=True)
"""


class _Worker:
    """A process playing games with a checkout's engine (``--baseline``)."""

    def __init__(self, checkout: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", _WORKER, checkout], cwd=checkout, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.stdin, self.stdout = self.proc.stdin, self.proc.stdout
        if self.stdout.readline().strip() != "ready":
            raise SystemExit(f"the engine of {checkout} did not start")

    def play(self, seed: int, west: str, east: str, repeat: int) -> float:
        self.stdin.write(f"{seed} {west} {east} {repeat}\n")
        self.stdin.flush()
        return float(json.loads(self.stdout.readline()))

    def close(self) -> None:
        self.stdin.close()
        self.proc.wait()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/foresight-speed")
    ap.add_argument("--against", default=None)
    ap.add_argument("--only", choices=sorted(PAIRINGS), action="append", default=None,
                    help="play only these pairings (repeatable; default: all)")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--classes", action="store_true",
                    help="break the default bot's CPU down by the kind of decision (see above)")
    ap.add_argument("--activities", action="store_true",
                    help="break the default bot's self-play games down by what its decisions do (see above)")
    ap.add_argument("--repeat", type=int, default=1,
                    help="play each game this many times and keep its lowest CPU time (a loaded machine)")
    ap.add_argument("--baseline", default=None, metavar="CHECKOUT",
                    help="also play each game with the engine of this checkout, alternated (see above)")
    args = ap.parse_args()
    # (after, before): this checkout's engine and the baseline's, each in a process of its own.
    workers = [_Worker(str(Path(__file__).resolve().parent.parent)), _Worker(args.baseline)] if args.baseline else []
    rules = build().rules
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    prof = cProfile.Profile() if args.profile else None
    if args.classes:
        _classified()
    if args.activities:
        _by_activity()
    differ = 0
    played, spent = 0, 0.0
    for key, (west, east) in PAIRINGS.items():
        if args.only and key not in args.only:
            continue
        times = []
        paired: list[tuple[float, float]] = []
        for seed in range(args.seed, args.seed + args.games):
            if prof is not None:
                prof.enable()
            if args.activities:
                _begin("the game itself")
            cpu, lines = play(rules, seed, west, east)
            for _ in range(args.repeat - 1):
                again, lines_again = play(rules, seed, west, east)
                assert lines_again == lines, "a game played twice went two ways"
                cpu = min(cpu, again)
            if prof is not None:
                prof.disable()
            if args.activities:
                _end()
            times.append(cpu)
            if "foresight" in (west, east):
                played, spent = played + 1, spent + cpu
            name = f"{key}-{seed}.log"
            (out / name).write_text("\n".join(lines) + "\n")
            same = ""
            if args.against:
                old = Path(args.against) / name
                if old.read_text() != (out / name).read_text():
                    same = "  DIFFERS from " + str(old)
                    differ += 1
                else:
                    same = "  same"
            print(f"{west} v {east} seed {seed}: {cpu:.3f} s CPU, {len(lines) - 1} decisions{same}", flush=True)
            if workers:
                order = workers if seed % 2 else workers[::-1]
                got = {id(w): w.play(seed, west, east, args.repeat) for w in order}
                paired.append((got[id(workers[0])], got[id(workers[1])]))
        print(f"{west} v {east}: median {statistics.median(times):.3f} s CPU per game, "
              f"total {sum(times):.2f} s", flush=True)
        if paired:
            after, before = (statistics.median(x) for x in zip(*paired, strict=True))
            ratio = statistics.median(a / b for a, b in paired)
            print(f"{west} v {east}, alternated with the baseline: median {1000 * before:.0f} ms before, "
                  f"{1000 * after:.0f} ms after; after / before, median over the seeds: {ratio:.3f}", flush=True)
    for w in workers:
        w.close()
    if args.classes and played:
        _print_classes(played, spent)
    if args.activities and played:
        _print_activities(played)
    if prof is not None:
        st = pstats.Stats(prof)
        st.sort_stats("cumulative").print_stats(45)
        st.sort_stats("tottime").print_stats(30)
    if differ:
        print(f"{differ} game(s) changed", flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
