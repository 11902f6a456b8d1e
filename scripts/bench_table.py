"""Benchmark the Probespiel's whole games in Chromium (issue 25, target 5: median ≤ 1 s, maximum
≤ 3 s per engine decision).

python scripts/bench_table.py [--variants tapp,koenigrufen,…] [--seeds 1,2] [--site DIR]

The site is built (or taken from --site) and served compressed by scripts/serve_site.py. For each
variant and seed the Probespiel page is opened in a fresh browser context; once the widget waits
for the reader, the page plays the whole game through the widget's own engine client and worker
(`callEngine("table", …)`, the reader taking the first offered choice that is not a pass): measured per engine
decision is the time from the request to the answer in the page (record replayed, the engine's
player deciding, the view built, both ways through the worker), and per reader's choice the same;
and the longest gap between two animation frames of the page's main thread meanwhile (the page
stays responsive while the worker thinks). Prints one line per game and the totals.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site
from serve_site import serve

WIDGET = '[data-widget="probespiel"]'
DEFAULT = "tapp,koenigrufen,neunzehner,strohmann,paskiewitsch,gross,whist,hundertspiel-scat,kauflabet-4"

PLAY_IN_PAGE = """async ({variant, seed, seat}) => {
  const { callEngine } = await import(new URL("../assets/js/engine-client.js", location.href).href);
  let gap = 0, last = performance.now(), running = true;
  const frame = (t) => { gap = Math.max(gap, t - last); last = t; if (running) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  const engine = [], reader = [];
  let a = await callEngine("table", { variant, seed, seat, log: [] });
  while (a.ok && a.result.waiting !== "over") {
    const r = a.result, base = { variant, seed, seat, log: r.log, token: r.token };
    const t0 = performance.now();
    const pick = r.actions.find((x) => x.kind !== "pass") || r.actions[0];    // bid rather than pass
    a = await callEngine("table", r.waiting === "engine" ? { ...base, think: true } : { ...base, action: pick.action });
    (r.waiting === "engine" ? engine : reader).push((performance.now() - t0) / 1000);
  }
  running = false;
  return { ok: a.ok, error: a.ok ? null : a.error.message, engine, reader, gap: gap / 1000,
           payments: a.ok ? a.result.settlement.payments : null };
}"""


def one_game(browser, url: str, variant: str, seed: int) -> dict:
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(f"{url}/probespiel/?spiel={variant}&seed={seed}&platz=A")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=120_000)
        page.wait_for_function("() => ['reader', 'over'].includes(document.querySelector('[data-widget=\"probespiel\"]').dataset.waiting)"
                               " && document.querySelector('[data-widget=\"probespiel\"]').dataset.busy === 'false'",
                               timeout=300_000)
        return page.evaluate(PLAY_IN_PAGE, {"variant": variant, "seed": seed, "seat": "A"})
    finally:
        ctx.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default=DEFAULT)
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--site", help="a built site (default: build one)")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright
    seeds = [int(s) for s in args.seeds.split(",")]
    engine_all, reader_all, gaps, failures = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site) if args.site else Path(tmp) / "site"
        if not args.site:
            build_site(site)
        server, url = serve(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for variant in args.variants.split(","):
                for seed in seeds:
                    r = one_game(browser, url, variant, seed)
                    if not r["ok"] or sum(r["payments"].values()) != 0:
                        failures.append((variant, seed, r["error"] or r["payments"]))
                    e = sorted(r["engine"]) or [0.0]
                    engine_all += r["engine"]
                    reader_all += r["reader"]
                    gaps.append(r["gap"])
                    print(f"{variant:20} seed {seed}: {len(r['engine']):3} engine decisions, median "
                          f"{statistics.median(e):.3f} s, max {e[-1]:.3f} s; {len(r['reader']):3} reader's "
                          f"choices, max {max(r['reader'] or [0]):.3f} s; longest frame gap {r['gap']:.3f} s"
                          + ("" if r["ok"] else f"  FAILED: {r['error']}"), flush=True)
            browser.close()
        server.shutdown()
    e = sorted(engine_all)
    print(f"all: {len(e)} engine decisions in the page, median {statistics.median(e):.3f} s, "
          f"95th percentile {e[int(0.95 * (len(e) - 1))]:.3f} s, max {e[-1]:.3f} s; reader's choices median "
          f"{statistics.median(reader_all):.3f} s, max {max(reader_all):.3f} s; longest frame gap {max(gaps):.3f} s; "
          f"failures: {failures or 'none'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
