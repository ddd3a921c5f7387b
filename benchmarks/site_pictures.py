"""The worked examples' board pictures, the site build's largest own step after Fluent's parsing:
`examples.pictures` for every example of the Learn path in every language, as a site build draws them.

Usage: python benchmarks/site_pictures.py [--runs N] [--baseline CHECKOUT]

Each run is a new process of the checkout (this one, or `--baseline`'s, turn about) that makes the
page contexts, draws each language's first example once (the names and strings a build formats
anyway), then times drawing them all: its CPU time, the pictures' total length and a digest of
them, which must be the same for both checkouts (the same pictures, only faster or slower).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run inside the checkout's own process: its examples, its learn path, its languages.
_MEASURE = """
import hashlib, time
from learnmade import learn_made
from interpreter.site import examples
from interpreter.words.l10n import available_languages
langs = tuple(available_languages())
worked, ctxs, _ = learn_made(langs)
for lang in langs:
    examples.pictures(ctxs[lang], worked[0])
t0 = time.process_time()
out = "".join(examples.pictures(ctxs[lang], ex) for lang in langs for ex in worked)
cpu = time.process_time() - t0
print(f"{len(langs) * len(worked)} blocks, CPU {cpu:.2f} s, {len(out)} chars, sha1 {hashlib.sha1(out.encode()).hexdigest()[:12]}")
"""


def run(root: Path) -> str:
    """One measuring process of the checkout `root`: its line of figures."""
    env = dict(os.environ, PYTHONPATH=f"{root}{os.pathsep}{root / 'tests' / 'site'}")
    done = subprocess.run([sys.executable, "-c", _MEASURE], cwd=root, env=env, check=True, capture_output=True, text=True)
    return done.stdout.strip().splitlines()[-1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--baseline", type=Path, help="another checkout whose runs alternate with these")
    args = ap.parse_args()
    for i in range(args.runs):
        if args.baseline is not None:
            print(f"run {i + 1}: baseline: {run(args.baseline.resolve())}", flush=True)
        print(f"run {i + 1}: this checkout: {run(ROOT)}", flush=True)


if __name__ == "__main__":
    main()
