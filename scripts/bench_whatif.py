#!/usr/bin/env python3
"""Benchmark the what-if in Chromium (issue 23, target 6): at the first move of every problem, or
at given positions (problem, step, card).

python scripts/bench_whatif.py [--problems N,N,…] [--when load,ready,opened,judging] [--trace] [--site DIR [--site DIR]]
python scripts/bench_whatif.py --positions FILE [--worst K] [--when load,ready] [--trace] [--site DIR [--site DIR]]

The site is built and served compressed by scripts/serve_site.py, as a static host serves it.
For each problem a fresh browser context (empty cache, so the engine's start counts, as a reader
would count it) opens the replay at move 0 and clicks the first legal card of the seat to move
other than the book's; measured is the time from the click to the answer — in the page, from the
click's event to the frame that shows the answer (what the reader sees; in brackets the same as
the driver sees it, with Playwright's own click and polling round trips) — and whether the answer
gives the exact points under best play, only who wins, or „unbekannt“ (budget exhausted).
Clicks per problem, each in its own fresh context (--when): `load` right after the page has
loaded at the link #zug-0 (the solution opens with the page, which starts the engine), `ready`
once the engine has said it is ready, `opened` on the page opened without a link into the
solution, right after „Nur nachspielen“ (the reader's first sign starts the engine, unless it
started already), `judging` once the book's card has its mark, while the others are judged in
the background (the what-if waits for the judging's search under way). Prints one line per problem, then median, worst and how many answers are
exact, for each.

--trace: where the time goes, from the page's performance marks (engine-client.js turns the
worker's timings into marks of the page's timeline): per click the stages of the engine's start
after the navigation's start (worker created, its script, its configuration, Pyodide's module,
the snapshot downloaded and inflated, the interpreter restored from it with Pyodide's WebAssembly
compiled, the engine's module, ready), the downloads, the click, the what-if's wait in
the worker (behind the engine's start and behind other requests, the judging of the cards) and
its run; at the end the median of each. The page is then opened with `?timing`, which turns the
worker's timings on (engine-client.js; without it the page records none). --site DIR: a site built
already (given twice: an A/B run of two builds, each click made on both in turn, so that the
machine's changing load hits both alike), else one is built in a temporary directory.

--positions FILE: the rows of `scripts/whatif_nodes.py --json FILE` (nr, step, card, nodes), of
which the K with the most nodes (--worst K, default 20) are clicked instead of the first moves:
the page opened at that step (#zug-N), `load` right after it has loaded, `ready` once the engine
is ready (`judging` also works at any step; `opened` only at the first move). Prints one line per
position with its nodes, then the same summary.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site
from serve_site import serve

WIDGET = '[data-widget="problem-replay"]'
WHEN = {"load": "right after the page has loaded", "ready": "once the engine is ready",
        "opened": "right after „Nur nachspielen“", "judging": "while the cards are judged"}
ANSWERS = '[data-role="result"], [data-role="unknown"], [data-role="illegal"], .widget-error'
# the click when its input event was made (event.timeStamp), so a busy page's input delay counts
MARK_CLICKS = ("addEventListener('click', (e) => performance.mark('bench:click', { startTime: e.timeStamp }),"
               " { capture: true });")
# the answer on screen: the frame after the answer's element entered the page
MARK_ANSWER = """new MutationObserver((_, obs) => {
  if (document.querySelector('%s')) {
    obs.disconnect();
    requestAnimationFrame(() => performance.mark('bench:answer'));
  }
}).observe(document, { subtree: true, childList: true });""" % ANSWERS.replace("'", "\\'")
IN_PAGE = """() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
  return (at('bench:answer') - at('bench:click')) / 1000;
}"""
TIMELINE = """() => ({
  load: performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? null,
  marks: performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]),
  measures: performance.getEntriesByType("measure").filter((m) => m.name.startsWith("engine:"))
    .map((m) => [m.name, m.startTime, m.duration]),
})"""
STAGES = ("created", "worker", "config", "pyodide.mjs", "snapshot", "interpreter", "engine", "ready")


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


def worst_positions(path: Path, k: int) -> list[dict]:
    """The `k` rows of scripts/whatif_nodes.py's JSON with the most nodes, heaviest first."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    return sorted(rows, key=lambda r: -r["nodes"])[:k]


def breakdown(timeline: dict) -> dict:
    """Where the time went, in seconds after the navigation's start: the engine's stages, the
    downloads, the click, and the what-if's wait and run (the last of each kind)."""
    marks = {}
    for name, at in timeline["marks"]:
        marks[name] = at / 1000
    out = {stage: marks.get(f"engine:{stage}") for stage in STAGES}
    out.update(load=timeline["load"] / 1000 if timeline["load"] else None, click=marks.get("bench:click"))
    runs = [(name[len("engine:"):], start / 1000, dur / 1000) for name, start, dur in timeline["measures"]]
    for name, start, dur in runs:
        if name.startswith("download "):
            out[name] = (start, start + dur)
    whatif = [(s, d) for n, s, d in runs if n == "problem_whatif"]
    waited = [(s, d) for n, s, d in runs if n == "problem_whatif waiting"]
    if whatif and waited:
        (run_start, run), (posted, wait) = whatif[-1], waited[-1]
        out.update(posted=posted, started=run_start, run=run,
                   ahead=sum(d for n, s, d in runs if n != "problem_whatif" and not n.endswith(" waiting")
                             and not n.startswith("download ") and posted <= s + d and s <= run_start))
    return out


def trace_line(b: dict) -> str:
    """One click's breakdown in a line: stages and click after the navigation's start, then the
    what-if: posted after the click, its wait in the worker (of it: requests run ahead), its run."""
    def at(key):
        return "—" if b.get(key) is None else f"{b[key]:.2f}"
    stages = " ".join(f"{s} {at(s)}" for s in ("load",) + STAGES)
    dl = " ".join(f"{k[len('download '):]} {v[0]:.2f}–{v[1]:.2f}" for k, v in b.items()
                  if k.startswith("download ") and k.endswith((".wasm", ".gz", ".mjs")))
    if b.get("run") is None or b.get("click") is None:
        return f"    {stages} | click {at('click')} | {dl}"
    return (f"    {stages} | click {at('click')} | what-if posted +{b['posted'] - b['click']:.2f} "
            f"waited {b['started'] - b['posted']:.2f} (requests ahead {b['ahead']:.2f}) ran {b['run']:.2f} | {dl}")


def whatif_at(browser, url: str, nr: int, step: int, card: str, when: str,
              trace: bool = False) -> tuple[float, float, str, dict | None]:
    """Seconds from the click to the answer as the reader sees it (in the page: from the click's
    event to the frame that shows the answer), the same as the driver sees it (Playwright's
    click and wait, which add their own round trips and polling), the answer's kind (exact,
    winner, unknown, other) and, with `trace`, where the time went (`breakdown`).
    The page is opened at move `step` (#zug-N; with `trace` and `?timing`, so that the engine's
    timings are recorded). `when`: "load" clicks as soon as the replay is ready (the engine still
    starting), "ready" once the engine has said it is ready, "opened" (only at step 0) as soon as
    „Nur nachspielen“ has shown it, "judging" once the book's card is judged (the judging of the
    others under way)."""
    ctx = browser.new_context(service_workers="block")
    try:
        ctx.add_init_script(MARK_CLICKS)
        ctx.add_init_script(MARK_ANSWER)
        ctx.add_init_script("addEventListener('engine:ready', () => { window.__engineReadyAt = performance.now(); })")
        page = ctx.new_page()
        query = "?timing" if trace else ""
        if when == "opened":
            page.goto(f"{url}/probleme/{nr}/{query}")
            page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=60_000)
            page.locator('[data-role="replay-only"]').click()
        else:
            page.goto(f"{url}/probleme/{nr}/{query}#zug-{step}")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=60_000)
        if when == "ready":
            page.wait_for_function("window.__engineReadyAt !== undefined", timeout=120_000)
        if when == "judging":       # the book's card is judged, the others are being judged
            page.wait_for_selector(f"{WIDGET} .card-judge", timeout=120_000)
        start = time.perf_counter()
        page.locator(f'{WIDGET} .replay-seat--turn button.card[data-card="{card}"]').click()
        answer = page.locator(f"{WIDGET} :is({ANSWERS})").first
        answer.wait_for(timeout=600_000)
        secs = time.perf_counter() - start
        page.wait_for_function("performance.getEntriesByName('bench:answer').length > 0")
        seen = page.evaluate(IN_PAGE)
        role = answer.get_attribute("data-role")
        text = answer.inner_text()
        if role == "result":
            kind = "exact" if "Points —" in text else "winner"
        else:
            kind = {"unknown": "unknown"}.get(role, f"other: {text[:80]}")
        return seen, secs, kind, breakdown(page.evaluate(TIMELINE)) if trace else None
    finally:
        ctx.close()


def targets(args, numbers: list[int]) -> list[dict]:
    """What to click: the first other legal card at the first move of each problem, or the
    heaviest positions of --positions."""
    if args.positions:
        return worst_positions(args.positions, args.worst)
    out = []
    for nr in numbers:
        card = first_alternative(nr)
        if card is None:
            print(f"Nr. {nr:2d}: no other legal card at the first move")
        else:
            out.append({"nr": nr, "step": 0, "card": card})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--problems", help="comma-separated numbers (default: all 33)")
    ap.add_argument("--positions", type=Path, help="JSON rows of scripts/whatif_nodes.py --json")
    ap.add_argument("--worst", type=int, default=20, help="with --positions: the K with the most nodes")
    ap.add_argument("--when", default="load,ready",
                    help=f"comma-separated, of {', '.join(WHEN)} (default: load,ready)")
    ap.add_argument("--trace", action="store_true", help="where the time goes (performance marks)")
    ap.add_argument("--site", type=Path, action="append",
                    help="a built site (default: build one in a temporary directory); given twice, "
                         "each click is made on both in turn (an A/B run of two builds)")
    args = ap.parse_args(argv)
    whens = args.when.split(",")
    if set(whens) - set(WHEN):
        ap.error(f"--when: one of {', '.join(WHEN)}")
    from engine.problems import model
    numbers = [int(n) for n in args.problems.split(",")] if args.problems else model.numbers()
    todo = targets(args, numbers)
    if args.positions and "opened" in whens and any(t["step"] for t in todo):
        ap.error("--when opened: only at the first move (the page opened plainly shows move 0)")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        sites = args.site or [Path(tmp) / "site"]
        if not args.site:
            build_site(sites[0])
        rows, traces = click_all(sites, todo, whens, args.trace)
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if not rows:
        return 1
    where = f"the {len(todo)} positions of {args.positions} with the most nodes" if args.positions else "the first move"
    for site in sites:
        for when in whens:
            label = f"{site}: " if len(sites) > 1 else ""
            print(label + summary([r for r in rows if r[:2] == (site, when)], where, when, bool(args.positions)))
            if traces[site, when]:
                print(trace_summary(traces[site, when]))
    return 0


def click_all(sites: list[Path], todo: list[dict], whens: list[str], trace: bool):
    """Each target clicked at each `when` on each site in turn, a fresh context each: the rows
    (site, when, target, seconds in the page, kind, the driver's seconds) and the traces."""
    from playwright.sync_api import sync_playwright
    rows, traces = [], {(site, when): [] for site in sites for when in whens}
    served = [serve(site) for site in sites]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for t in todo:
                cells, lines = [], []
                for when in whens:
                    for site, (_, url) in zip(sites, served):
                        secs, driver, kind, b = whatif_at(browser, url, t["nr"], t["step"], t["card"], when, trace)
                        rows.append((site, when, t, secs, kind, driver))
                        tag = f"{when}{'/' + site.name if len(sites) > 1 else ''}"
                        cells.append(f"{tag}: {secs:6.2f} s ({driver:5.2f} s) {kind:8s}")
                        if b is not None:
                            traces[site, when].append(b)
                            lines.append(f"  {tag}:" + trace_line(b))
                nodes = f"{t['nodes'] / 1e6:5.1f} M Kn " if "nodes" in t else ""
                print(f"Nr. {t['nr']:2d} Zug {t['step']:2d} {t['card']:16s} {nodes}" + "  ".join(cells), flush=True)
                for line in lines:
                    print(line, flush=True)
            browser.close()
    finally:
        for server, _ in served:
            server.shutdown()
    return rows, traces


def summary(rows: list[tuple], where: str, when: str, positions: bool) -> str:
    """Median, worst, how many over 2 s and how many exact, of the rows of one site and `when`."""
    secs = [r[3] for r in rows]
    driver = [r[5] for r in rows]
    worst = max(rows, key=lambda r: r[3])

    def name(t):
        return f"Nr. {t['nr']} Zug {t['step']} {t['card']}" if positions else f"Nr. {t['nr']}"
    return (f"what-if at {where}, click {WHEN[when]}: median {statistics.median(secs):.2f} s, "
            f"worst {worst[3]:.2f} s ({name(worst[2])}), over 2 s: {sum(x > 2 for x in secs)}; "
            f"exact points in {sum(r[4] == 'exact' for r in rows)} of {len(rows)}; "
            f"only who wins: {[name(r[2]) for r in rows if r[4] == 'winner']}; "
            f"unknown: {[name(r[2]) for r in rows if r[4] == 'unknown']}; as the driver sees it "
            f"(Playwright's click and wait): median {statistics.median(driver):.2f} s, worst {max(driver):.2f} s")


def trace_summary(bs: list[dict]) -> str:
    """Medians over the clicks: each stage after the navigation's start, and the what-if's parts."""
    def med(values):
        values = [v for v in values if v is not None]
        return f"{statistics.median(values):.2f}" if values else "—"
    stages = ", ".join(f"{s} {med([b.get(s) for b in bs])}" for s in ("load", "click") + STAGES)
    done = [b for b in bs if b.get("run") is not None and b.get("click") is not None]
    parts = (f"after the click: engine ready {med([max(0.0, b['ready'] - b['click']) for b in done if b.get('ready')])}, "
             f"what-if waited {med([b['started'] - b['posted'] for b in done])} "
             f"(requests ahead {med([b['ahead'] for b in done])}; the longest wait "
             f"{max([b['started'] - b['posted'] for b in done], default=0):.2f}), ran {med([b['run'] for b in done])}")
    return f"  medians (s after the navigation's start): {stages}\n  {parts}"


if __name__ == "__main__":
    sys.exit(main())
