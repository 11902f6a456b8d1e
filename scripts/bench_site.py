#!/usr/bin/env python3
"""Benchmark the site: build time, and the widget's time-to-ready against bare Pyodide.

python scripts/bench_site.py [--runs N]

Both pages are measured side by side in one run, alternating, each load in a fresh browser
context (empty cache), from navigation start to ready:
- "bare": a page whose module worker only loads Pyodide (the floor: nothing of ours);
- "widget": /tarok/zaehlen/ until the „Lage zählen“ widget reports data-state="ready"
  (Pyodide + engine wheel + import + first engine call).
Target (issue 2): widget ≤ 1.15 × bare.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from conftest import CHROMIUM, CHROMIUM_ARGS, build_site, free_port, serve  # noqa: E402

BARE_WORKER = """import { loadPyodide } from "../assets/pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("../assets/pyodide/", import.meta.url).href });
postMessage("ready");
"""
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare pyodide</title>
<div id="probe" data-state="loading"></div>
<script type="module">
const w = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
w.onmessage = () => { document.getElementById("probe").dataset.state = "ready"; };
</script>
"""


# The moment an element's data-state becomes "ready", taken inside the page (not when the test
# driver notices it, which would add the driver's latency).
RECORD_READY = """new MutationObserver((records) => {
  for (const r of records) if (r.target.dataset.state === "ready" && !window.__readyAt) window.__readyAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-state"] });"""


def time_to_ready(browser, url: str, selector: str) -> float:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.add_init_script(RECORD_READY)
        page.goto(url)
        page.wait_for_selector(selector, state="attached", timeout=120_000)
        return page.evaluate("window.__readyAt") / 1000
    finally:
        ctx.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        port = free_port()
        build_site(site, f"http://127.0.0.1:{port}/")          # warm (wheel and apparatus caches)
        build_s = build_site(site, f"http://127.0.0.1:{port}/")
        (site / "bench").mkdir()
        (site / "bench" / "bare-worker.js").write_text(BARE_WORKER)
        (site / "bench" / "index.html").write_text(BARE_PAGE)
        server, url = serve(site, port)
        bare, widget = [], []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            time_to_ready(browser, f"{url}/bench/", '#probe[data-state="ready"]')   # warm-up
            for _ in range(args.runs):
                bare.append(time_to_ready(browser, f"{url}/bench/", '#probe[data-state="ready"]'))
                widget.append(time_to_ready(browser, f"{url}/tarok/zaehlen/",
                                            '[data-widget="lage-zaehlen"][data-state="ready"]'))
            browser.close()
        server.shutdown()

    mb, mw = statistics.median(bare), statistics.median(widget)
    print(f"site build (warm caches):   {build_s:6.2f} s")
    print(f"bare Pyodide time-to-ready: median {mb:5.2f} s  (min {min(bare):.2f}, max {max(bare):.2f}, n={len(bare)})")
    print(f"widget time-to-ready:       median {mw:5.2f} s  (min {min(widget):.2f}, max {max(widget):.2f}, n={len(widget)})")
    print(f"ratio widget / bare:        {mw / mb:5.3f}  (target ≤ 1.15)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
