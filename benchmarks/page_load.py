"""What one page load of the built site costs Chromium in the browser tests, by process, and what a
context's way of cutting the other hosts off adds to it.

Usage: python benchmarks/page_load.py [--site DIR] [--rounds N]

With `--site` it reads a site `wsdv site build` wrote (else it builds one into a temporary folder
first, about a minute of CPU). It starts Chromium as the browser tests do (tests/site/browsing.py:
its path and switches, a context per case as `open_page` opens it) and loads the English page kinds
(browsing.PAGE_KINDS, those with no placeholder) once each per case, the cases alternating round
by round, after one load that starts the context's renderer. For each case it prints the CPU
seconds a load cost, by process (read from /proc: Chromium's renderer, its own main process, its GPU
process, its network service, Playwright's driver, and this process, which serves the site):

- plain: the tests' context (`open_page`), the service worker blocked;
- route: the same with pagetour.keep_local's Playwright route, which sees every request;
- proxy: the same cut through pagetour.nowhere's proxy, with note_outside's listener (the dark tour's);
- no scripts: the plain context with JavaScript off, what the page costs without the theme's scripts
  (a reference only: no test loads the site so).

There is no target: the figures say where a load's CPU goes (docs/development.md, 28 Nov, lane "loads3").
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
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "site")]

from browsing import CHROMIUM, FLAGS, PAGE_KINDS, open_page  # noqa: E402  (the tests' own helpers)
from pagetour import keep_local, note_outside, nowhere, only_the_site  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from interpreter.cli.main import main  # noqa: E402
from interpreter.site.serve import serve_in_thread  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def kind(command: bytes) -> str:
    """A process's part, from its command line (Chromium rewrites its own as one line with spaces)."""
    words = command.replace(b"\0", b" ").split()
    for word in words:
        if word.startswith(b"--utility-sub-type="):
            return word.rsplit(b".", 1)[-1].decode()
    for word in words:
        if word.startswith(b"--type="):
            return word[7:].decode()
    if words and b"node" in words[0]:
        return "driver"
    return "browser" if words and b"chrom" in words[0] else "other"


def cpu_by_kind() -> dict[str, float]:
    """CPU seconds so far of this process and each of its descendants, summed by `kind`."""
    parent: dict[int, int] = {}
    seconds: dict[int, tuple[float, bytes]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:  # (it ended meanwhile)
            continue
        fields = text[text.rindex(")") + 2:].split()
        pid = int(stat.parent.name)
        parent[pid] = int(fields[1])
        seconds[pid] = (sum(map(int, fields[11:15])) / TICK, command)
    out = {"this process": time.process_time()}
    for pid, (cpu, command) in seconds.items():
        up = parent.get(pid)
        while up is not None and up != os.getpid():
            up = parent.get(up)
        if up == os.getpid():
            out[kind(command)] = out.get(kind(command), 0.0) + cpu
    return out


def cases(site: str) -> dict[str, Callable]:
    """Each case: (browser, proxy address) -> (context, page), opened as the case opens it."""
    home = urlparse(site)

    def plain(browser, proxy):
        return open_page(browser)

    def route(browser, proxy):
        context, pg = open_page(browser)
        keep_local(context, home.netloc)
        return context, pg

    def proxied(browser, proxy):
        context, pg = open_page(browser, **only_the_site(proxy, site))
        note_outside(context, home.netloc)
        return context, pg

    def no_scripts(browser, proxy):
        return open_page(browser, java_script_enabled=False)

    return {"plain": plain, "route": route, "proxy": proxied, "no scripts": no_scripts}


def measure(out: Path, rounds: int) -> None:
    httpd, site = serve_in_thread(out)
    paths = [p for p in PAGE_KINDS.values() if "{" not in p]
    figures: dict[str, list[dict[str, float]]] = {}
    with sync_playwright() as playwright, nowhere() as proxy:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        for _ in range(rounds):
            for name, open_case in cases(site).items():
                context, pg = open_case(browser, proxy)
                pg.goto(site + "faq/")  # the renderer starts
                before = cpu_by_kind()
                for path in paths:
                    pg.goto(site + path)
                after = cpu_by_kind()
                context.close()
                figures.setdefault(name, []).append(
                    {k: (after[k] - before.get(k, 0.0)) / len(paths) for k in after})
        browser.close()
    httpd.shutdown()
    parts = sorted({k for runs in figures.values() for run in runs for k in run},
                   key=lambda k: -statistics.mean(run.get(k, 0.0) for run in figures["plain"]))
    print(f"CPU seconds a load, mean of {rounds} rounds of {len(paths)} English page kinds (median of the rounds' totals):")
    print(f"{'case':12s} {'total':>7s} " + " ".join(f"{p[:14]:>14s}" for p in parts))
    for name, runs in figures.items():
        total = statistics.median(sum(run.values()) for run in runs)
        print(f"{name:12s} {total:7.3f} " + " ".join(f"{statistics.mean(r.get(p, 0.0) for r in runs):14.3f}" for p in parts))


def run() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site `wsdv site build` wrote (default: build one)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if args.site:
        measure(args.site, args.rounds)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        code = main(["site", "build", "-q", "--out", str(Path(tmp) / "site")])
        if code:
            return code
        measure(Path(tmp) / "site", args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(run())
