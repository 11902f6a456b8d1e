#!/usr/bin/env python3
"""Benchmark the what-if at the first move of every problem in Chromium (issue 23, target 6).

python scripts/bench_whatif.py [--problems N,N,…]

The site is built and served compressed by scripts/serve_site.py, as a static host serves it.
For each problem a fresh browser context (empty cache, so the engine's start counts, as a reader
would count it) opens the replay at move 0 and clicks the first legal card of the seat to move
other than the book's; measured is the time from the click to the answer, and whether the answer
gives the exact points under best play, only who wins, or „unbekannt“ (budget exhausted).
Clicks per problem, each in its own fresh context (--when): `load` right after the page has
loaded at the link #zug-0 (the solution opens with the page, which starts the engine), `ready`
once the engine has said it is ready, `opened` on the page opened without a link into the
solution, right after „Nur nachspielen“ (the reader's first sign starts the engine, unless it
started already). Prints one line per problem, then median, worst and how many answers are
exact, for each.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site
from serve_site import serve

WIDGET = '[data-widget="problem-replay"]'
WHEN = {"load": "right after the page has loaded", "ready": "once the engine is ready",
        "opened": "right after „Nur nachspielen“"}
ANSWERS = '[data-role="result"], [data-role="unknown"], [data-role="illegal"], .widget-error'


def first_alternative(nr: int) -> str | None:
    """The first legal card of the seat to move at move 0 that is not the book's."""
    from engine.core import Action, ids_of, why_illegal
    from engine.problems import model
    from engine.problems.game import replay
    pr = model.load(nr)
    st = replay(pr, 0).state
    for c in ids_of(st.hands[st.turn]):
        if c != pr.line[0].card and not why_illegal(pr.profile, st, Action("play", st.turn, c)):
            return pr.card_name(c)
    return None


def whatif_at_first_move(browser, url: str, nr: int, card: str, when: str) -> tuple[float, str]:
    """Seconds from the click to the answer, and its kind: exact, winner, unknown, other.
    `when`: "load" clicks as soon as the replay is ready (the engine still starting), "ready"
    once the engine has said it is ready, "opened" as soon as „Nur nachspielen“ has shown it."""
    ctx = browser.new_context(service_workers="block")
    try:
        ctx.add_init_script("addEventListener('engine:ready', () => { window.__engineReadyAt = performance.now(); })")
        page = ctx.new_page()
        if when == "opened":
            page.goto(f"{url}/probleme/{nr}/")
            page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=60_000)
            page.locator('[data-role="replay-only"]').click()
        else:
            page.goto(f"{url}/probleme/{nr}/#zug-0")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=60_000)
        if when == "ready":
            page.wait_for_function("window.__engineReadyAt !== undefined", timeout=120_000)
        start = time.perf_counter()
        page.locator(f'{WIDGET} button.card[data-card="{card}"]').click()
        answer = page.locator(f"{WIDGET} :is({ANSWERS})").first
        answer.wait_for(timeout=600_000)
        secs = time.perf_counter() - start
        role = answer.get_attribute("data-role")
        text = answer.inner_text()
        if role == "result":
            kind = "exact" if "Points —" in text else "winner"
        else:
            kind = {"unknown": "unknown"}.get(role, f"other: {text[:80]}")
        return secs, kind
    finally:
        ctx.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--problems", help="comma-separated numbers (default: all 33)")
    ap.add_argument("--when", default="load,ready",
                    help=f"comma-separated, of {', '.join(WHEN)} (default: load,ready)")
    args = ap.parse_args(argv)
    whens = args.when.split(",")
    if set(whens) - set(WHEN):
        ap.error(f"--when: one of {', '.join(WHEN)}")
    from engine.problems import model
    from playwright.sync_api import sync_playwright
    numbers = [int(n) for n in args.problems.split(",")] if args.problems else model.numbers()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build_site(site)
        server, url = serve(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for nr in numbers:
                card = first_alternative(nr)
                if card is None:
                    print(f"Nr. {nr:2d}: no other legal card at the first move")
                    continue
                cells = []
                for when in whens:
                    secs, kind = whatif_at_first_move(browser, url, nr, card, when)
                    rows.append((when, nr, secs, kind))
                    cells.append(f"{when}: {secs:6.2f} s {kind:8s}")
                print(f"Nr. {nr:2d}: {card:16s} " + "  ".join(cells), flush=True)
            browser.close()
        server.shutdown()
    if not rows:
        return 1
    for when in whens:
        mine = [(nr, secs, kind) for w, nr, secs, kind in rows if w == when]
        secs = [s for _, s, _ in mine]
        worst = max(mine, key=lambda r: r[1])
        exact = sum(1 for *_, k in mine if k == "exact")
        print(f"what-if at the first move, click {WHEN[when]}: median {statistics.median(secs):.2f} s, "
              f"worst {worst[1]:.2f} s (Nr. {worst[0]}), exact points in {exact} of {len(mine)}; "
              f"only who wins: {[n for n, _, k in mine if k == 'winner']}; "
              f"unknown: {[n for n, _, k in mine if k == 'unknown']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
