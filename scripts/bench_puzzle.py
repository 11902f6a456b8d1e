#!/usr/bin/env python3
"""Benchmark „Selbst lösen“ (issue 24) in Chromium: for each problem, the engine in the page
(Pyodide worker, started once per page and not counted) is asked, as the widgets ask it,

- to check a distribution (problem_check_deal with our reconstruction: facts, rules, line and
  the claim by exact search within the page's budget) — target ≤ 3 s at the worst;
- to answer each card of the reader along the hints' line, counting the answers „unbekannt“
  (the search undecided within the request's nodes) (from a full deal's first lead; the
  book's card where the hint is undecided) (problem_play without a hint, with
  the engine's earlier replies, as the widget sends it) — target ≤ 1 s at the worst;
- for a hint at each of those turns (problem_play with hint: true; no target set by the issue).

Times are taken inside the page around callEngine (performance.now).

python scripts/bench_puzzle.py [N …] [--site DIR]    (DIR: a site already built; default: build one)
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from serve_site import serve
from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site

from engine.problems import model, puzzle_play

TIME_CALL = """async ([fn, args]) => {
  const base = document.querySelector('script[src*="widgets.js"]')?.src
    || new URL("../../assets/js/widgets.js", location.href).href;
  const { callEngine, engineReady } = await import(new URL("engine-client.js", base).href);
  await engineReady();
  const t0 = performance.now();
  const answer = await callEngine(fn, args);
  return [performance.now() - t0, answer.ok, answer.ok ? null : answer.error.message,
          answer.ok && answer.result.decided === false];
}"""


def reader_line(nr: int) -> list[tuple[list[str], list[str]]]:
    """The requests of a reader who plays the hints: (his cards, the engine's replies so far)
    before each of his cards, computed in CPython."""
    moves: list[str] = []
    replies: list[str] = []
    out = []
    while True:
        r = puzzle_play.play(nr, moves, replies, want_hint=True)
        card = r["hint"] and (r["hint"]["card"] or r["hint"].get("book_card"))   # the book's where undecided
        if r["finished"] or not card:
            return out
        moves = moves + [card]
        out.append((moves, r["replies"]))
        replies = r["replies"]


def book_deal(nr: int) -> dict:
    pr = model.load(nr)
    start = pr.raw["start"]
    return {"hands": start["hands"], **({"talon": start["talon"]} if pr.kind == "deal" else {})}


def bench_problem(browser, url: str, nr: int) -> dict:
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(f"{url}/probleme/{nr}/")
        page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=120_000)
        call = lambda fn, args: page.evaluate(TIME_CALL, [fn, args])    # noqa: E731
        call("problem_puzzle", {"nr": nr})                              # engine started, warm
        check_ms, ok, err, _ = call("problem_check_deal", {"nr": nr, "deal": book_deal(nr)})
        assert ok, err
        plays, hints, unknown = [], [], 0
        for moves, replies in reader_line(nr):
            ms, ok, err, undecided = call("problem_play", {"nr": nr, "moves": moves, "replies": replies})
            assert ok, err
            plays.append(ms)
            unknown += undecided
            ms, ok, err, _ = call("problem_play", {"nr": nr, "moves": moves, "replies": replies, "hint": True})
            hints.append(ms)
        return {"nr": nr, "check": check_ms / 1000, "play": [m / 1000 for m in plays],
                "hint": [m / 1000 for m in hints], "unknown": unknown}
    finally:
        ctx.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--site", type=Path, help="a built site (default: build one in a temporary directory)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    numbers = args.numbers or model.numbers()
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            build_site(site)
        server, url = serve(site)
        rows = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for nr in numbers:
                rows.append(bench_problem(browser, url, nr))
                r = rows[-1]
                print(f"Nr. {nr:2}: check {r['check']:6.2f} s; card answers {len(r['play']):2} × "
                      f"worst {max(r['play'], default=0):5.2f} s ({r['unknown']} „unbekannt“); "
                      f"hints worst {max(r['hint'], default=0):5.2f} s", flush=True)
            browser.close()
        server.shutdown()
    worst_check = max(rows, key=lambda r: r["check"])
    worst_play = max(rows, key=lambda r: max(r["play"], default=0))
    print(f"worst distribution check: {worst_check['check']:.2f} s (Nr. {worst_check['nr']}; target ≤ 3 s)")
    print(f"worst answer to a card:   {max(worst_play['play'], default=0):.2f} s (Nr. {worst_play['nr']}; target ≤ 1 s)")
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
