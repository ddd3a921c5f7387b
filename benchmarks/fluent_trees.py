"""Fluent syntax trees parsed against trees read back from wsdv's disk cache, for the shipped locales.

    python benchmarks/fluent_trees.py [--rounds N]

For the English files and for all six languages' files, with spans and without, prints the CPU time
(median of the rounds, fastest in brackets) of:
  - parse: Fluent's parser as wsdv called it before its trees were cached (the garbage collector on);
  - miss:  `fluentfiles._tree` finding no stored tree: it parses and stores the tree;
  - hit:   `fluentfiles._tree` finding the stored tree: it reads the entry and rebuilds the nodes
           (``fluentfiles._decode``, which checks every node) instead of parsing.
Each round starts from an empty memory of trees (`fluentfiles._TREES`) and keeps what it built alive
until the round ends, as a catalog does. The cache lives in a temporary folder; the user's is not touched.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fluent.syntax import FluentParser  # noqa: E402

from interpreter.language import fluentfiles  # noqa: E402
from interpreter.paths import content_dir  # noqa: E402


def _cpu(fn: Callable[[], object], rounds: int) -> tuple[float, float]:
    times = []
    for _ in range(rounds):
        fluentfiles._TREES.clear()
        t = time.process_time()
        kept = fn()
        times.append(time.process_time() - t)
        del kept
    return statistics.median(times) * 1000, min(times) * 1000


def _measure(parser: FluentParser, texts: list[str], rounds: int) -> tuple[tuple[float, float], ...]:
    """(parse, miss, hit) for these texts, each (median, fastest) CPU ms."""
    cache = Path(os.environ["WSDV_CACHE"])

    def miss() -> list:
        for entry in cache.glob("fluent-*.json"):
            entry.unlink()
        return [fluentfiles._tree(parser, t) for t in texts]

    parse = _cpu(lambda: [parser.parse(t) for t in texts], rounds)
    missed = _cpu(miss, rounds)
    hit = _cpu(lambda: [fluentfiles._tree(parser, t) for t in texts], rounds)
    return parse, missed, hit


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    locales = content_dir() / "locales"
    sets = {"English": sorted((locales / "en").glob("*.ftl")), "six languages": sorted(locales.glob("*/*.ftl"))}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["WSDV_CACHE"] = str(Path(folder) / "cache")
        os.environ["WSDV_NO_CACHE"] = "0"
        print(f"CPU ms, median of {args.rounds} (fastest)")
        for name, files in sets.items():
            texts = [f.read_text(encoding="utf-8") for f in files]
            for spans in (True, False):
                parse, missed, hit = _measure(FluentParser(with_spans=spans), texts, args.rounds)
                label = f"{name} ({len(files)} files), {'with' if spans else 'without'} spans"
                print(f"  {label:42} parse {parse[0]:7.1f} ({parse[1]:.1f})   miss {missed[0]:7.1f} ({missed[1]:.1f})"
                      f"   hit {hit[0]:6.1f} ({hit[1]:.1f})   parse/hit {parse[0] / hit[0]:.1f}x")


if __name__ == "__main__":
    main()
