#!/usr/bin/env python3
"""Benchmark „Selbst lösen“ (issue 24) in Chromium: for each problem, the engine in the page
(Pyodide worker, started once per page and not counted) is asked, as the widgets ask it,

- to check a distribution (problem_check_deal with our reconstruction: facts, rules, line and
  the claim by exact search within the page's budget, puzzle.describe's deal_budget) — target ≤ 3 s at the worst;
- to answer the opening (as the play part starts) and each card of the reader along the hints'
  line (scripts/puzzle_unknowns.py), in order
  and without a hint before, counting the answers „unbekannt“ (the search undecided within the
  page's time budget, search_budget.PLAY_SECONDS; the widget then asks again, which is not
  counted here) (from a full deal's first lead; the book's card where the hint is undecided)
  (problem_play without a hint, with the engine's earlier replies, as the widget sends it) —
  target ≤ 1 s at the worst;
- then for a hint at each of those turns (problem_play with hint: true; no target set by the issue).

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

from puzzle_unknowns import reader_line

from engine.problems import model, puzzle

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


# How often the widget asks again for an undecided answer (puzzle-play.js CONTINUE)
CONTINUE = 120


def book_deal(nr: int, exchange: bool = False) -> dict:
    """Our reconstruction as the widget sends it (with `exchange`: the book's purchase and
    discards too, the talon in its order)."""
    pr = model.load(nr)
    start = pr.raw["start"]
    out = {"hands": start["hands"], **({"talon": start["talon"]} if pr.kind == "deal" else {})}
    if exchange:
        out["talon"] = [pr.card_name(c) for c in pr.talon]
        out["bought"] = {model.SEATS[s]: [pr.card_name(c) for c in cs] for s, cs in pr.bought.items()}
        out["scat"] = {model.SEATS[s]: [pr.card_name(c) for c in cs] for s, cs in pr.scat.items()}
    return out


def bench_problem(browser, url: str, nr: int) -> dict:
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(f"{url}/probleme/{nr}/")
        page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=120_000)
        call = lambda fn, args: page.evaluate(TIME_CALL, [fn, args])    # noqa: E731
        call("problem_puzzle", {"nr": nr})                              # engine started, warm
        budget = puzzle.describe(nr)["deal_budget"]                     # as the widget sends it
        check_ms, ok, err, _ = call("problem_check_deal", {"nr": nr, "deal": book_deal(nr), "budget": budget})
        assert ok, err
        plays, hints, unknown = [], [], 0
        line = [([], [])] + reader_line(nr)   # the opening answer (the play part's start) first
        judged, still_unknown = [], 0
        for moves, replies in line:          # a reader who plays on his own: no hint warms the table
            ms, ok, err, undecided = call("problem_play", {"nr": nr, "moves": moves, "replies": replies})
            assert ok, err
            plays.append(ms)
            unknown += undecided
            total, asked = ms, 1
            while undecided and asked < CONTINUE:    # asked again as the widget does (puzzle-play.js)
                ms, ok, err, undecided = call("problem_play", {"nr": nr, "moves": moves, "replies": replies})
                assert ok, err
                total, asked = total + ms, asked + 1
            still_unknown += undecided
            if asked > 1:
                judged.append(total)
        for moves, replies in line:          # then the hints (on the table the answers left)
            ms, ok, err, _ = call("problem_play", {"nr": nr, "moves": moves, "replies": replies, "hint": True})
            hints.append(ms)
        exchange = None
        x = puzzle.describe(nr)["exchange_on_reconstruction"]
        if x:                                # Nr. 15, 19: the exchange on our reconstruction
            exchange, ok, err, _ = call("problem_check_deal", {"nr": nr, "deal": book_deal(nr, exchange=True),
                                                               "budget": x["budget"]})
            assert ok, err
        return {"nr": nr, "check": check_ms / 1000, "play": [m / 1000 for m in plays],
                "hint": [m / 1000 for m in hints], "unknown": unknown, "still_unknown": still_unknown,
                "judged_later": [m / 1000 for m in judged], "exchange": exchange and exchange / 1000}
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
                later = (f", judged when asked again after ≤ {max(r['judged_later']):.1f} s"
                         if r["judged_later"] else "")
                print(f"Nr. {nr:2}: check {r['check']:6.2f} s"
                      + (f" (exchange {r['exchange']:.2f} s)" if r["exchange"] is not None else "")
                      + f"; card answers {len(r['play']):2} × worst {max(r['play'], default=0):5.2f} s "
                      f"({r['unknown']} „unbekannt“ at once{later}, {r['still_unknown']} left); "
                      f"hints worst {max(r['hint'], default=0):5.2f} s", flush=True)
            browser.close()
        server.shutdown()
    worst_check = max(rows, key=lambda r: r["check"])
    worst_play = max(rows, key=lambda r: max(r["play"], default=0))
    print(f"worst distribution check: {worst_check['check']:.2f} s (Nr. {worst_check['nr']}; target ≤ 3 s)")
    print(f"worst answer to a card:   {max(worst_play['play'], default=0):.2f} s (Nr. {worst_play['nr']}; target ≤ 1 s)")
    print(f"answers „unbekannt“ at once: {sum(r['unknown'] for r in rows)} of {sum(len(r['play']) for r in rows)}; "
          f"after asking again: {sum(r['still_unknown'] for r in rows)}; longest until judged: "
          f"{max((t for r in rows for t in r['judged_later']), default=0):.1f} s")
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
