#!/usr/bin/env python3
"""Benchmark the site: build time, widget time-to-ready against bare Pyodide, bytes transferred.

python scripts/bench_site.py [--runs N]

Three start-ups are measured side by side, alternating, each load in a fresh browser context
(empty cache), from navigation start to ready, taken inside the page:
- "bare": a page whose module worker only loads Pyodide (the floor of a start without snapshot);
- "widget": /tarok/zaehlen/ until the „Lage zählen“ widget reports data-state="ready", starting
  from the memory snapshot (scripts/make_snapshot.mjs);
- "widget, no snapshot": the same with the snapshot unavailable, i.e. Pyodide + engine wheel +
  imports, the start-up before the snapshot (and the fallback today).
Bytes: what one cold load of a page transfers, as sent (gzip where the server compresses, as
static hosts do: scripts/serve_site.py), for a widget page with and without the snapshot and for a
page without a widget; and what the service worker precaches in the background after a first visit.
Targets (issue 13): widget / bare ≤ 0.5; widget bytes ≤ 1.3 × without snapshot (a snapshot of
Pyodide alone, without the engine, is measured too: its size sets the floor of that ratio); no Pyodide byte on
a page without a widget.
Problems (issue 10): first paint of a replay (from DOMContentLoaded to the widget's "ready"; target
≤ 0.2 s), what-if answer times on the endgames in Chromium (the first one includes the engine's
start), and the size of the card set.
"""
from __future__ import annotations

import argparse
import gzip
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site
from serve_site import COMPRESSIBLE, SiteHandler, serve

BARE_WORKER = """import { PYODIDE_DIR } from "../assets/js/engine-config.js";
const indexURL = new URL(PYODIDE_DIR, new URL("../assets/js/", import.meta.url)).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
await loadPyodide({ indexURL });
postMessage("ready");
"""
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare pyodide</title>
<div id="probe" data-state="loading"></div>
<script type="module">
const w = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
w.onmessage = () => { document.getElementById("probe").dataset.state = "ready"; };
</script>
"""
WIDGET_PAGE = "tarok/zaehlen/"
TEXT_PAGE = "texte/ulmann/03-cap1-tapp-tarok/"
ENGINE_FILES = re.compile(r"/assets/(pyodide|snapshots|wheels)/")

# The moment an element's data-state becomes "ready", taken inside the page (not when the test
# driver notices it, which would add the driver's latency).
RECORD_READY = """new MutationObserver((records) => {
  for (const r of records) if (r.target.dataset.state === "ready" && !window.__readyAt) window.__readyAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-state"] });"""


class CountingHandler(SiteHandler):
    """Counts the bytes the server sends per path (what the browser transfers), and can pretend
    that the snapshot is missing — on the server side, so that no request interception in the
    browser slows one variant down."""
    sent: dict[str, int] = {}
    no_snapshot = False

    def send_head(self):
        if self.no_snapshot and "/assets/snapshots/" in self.path:
            self.send_error(404)
            return None
        return super().send_head()

    def log_request(self, code="-", size="-"):
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        CountingHandler.sent[path] = CountingHandler.sent.get(path, 0) + len(data)


def load(browser, url: str, selector: str | None, no_snapshot: bool = False) -> tuple[float | None, dict[str, int]]:
    """One cold load: (seconds to ready or None, {path: bytes sent by the server})."""
    ctx = browser.new_context(service_workers="block")
    CountingHandler.no_snapshot = no_snapshot
    CountingHandler.sent = {}
    try:
        page = ctx.new_page()
        page.add_init_script(RECORD_READY)
        page.goto(url, wait_until="load")
        ready = None
        if selector:
            page.wait_for_selector(selector, state="attached", timeout=180_000)
            ready = page.evaluate("window.__readyAt") / 1000
        page.wait_for_load_state("networkidle")
        return ready, dict(CountingHandler.sent)
    finally:
        ctx.close()


def precache_bytes(site: Path) -> tuple[int, int]:
    """(files, gzip bytes) that the service worker precaches, compressed as the server sends them."""
    sw = (site / "sw.js").read_text(encoding="utf-8")
    total, files = 0, 0
    for rel in re.findall(r'url:"([^"]+)"', sw):
        data = (site / rel).read_bytes()
        total += len(gzip.compress(data, 6)) if rel.endswith(COMPRESSIBLE) else len(data)
        files += 1
    return files, total


def snapshot_seconds(site: Path) -> float:
    """Time to make the snapshot from scratch (the build does it only when the engine changes)."""
    wheel = next((site / "assets" / "wheels").rglob("*.whl"))
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        subprocess.run(["node", str(ROOT / "scripts" / "make_snapshot.mjs"), str(wheel), f"{tmp}/s.bin.gz"],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        return time.perf_counter() - start


def bare_snapshot_bytes() -> int:
    """Gzipped size of a snapshot of Pyodide alone, without the engine: what any snapshot costs."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["node", str(ROOT / "scripts" / "make_snapshot.mjs"), "--bare", f"{tmp}/s.bin.gz"],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        return (Path(tmp) / "s.bin.gz").stat().st_size


FIRST_PAINT = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  return (window.__readyAt - nav.domContentLoadedEventEnd) / 1000;
}"""


def replay_first_paint(browser, url: str, nr: int) -> float:
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.add_init_script(RECORD_READY)
        page.goto(f"{url}/probleme/{nr}/")
        page.wait_for_selector('[data-widget="problem-replay"][data-state="ready"]', timeout=30_000)
        return page.evaluate(FIRST_PAINT)
    finally:
        ctx.close()


def whatif_seconds(browser, url: str, nr: int, step: int, cards: list[str]) -> list[float]:
    """Seconds from the click to the engine's answer, for each card in turn (the first includes
    the engine's start)."""
    ctx = browser.new_context(service_workers="block")
    out = []
    try:
        page = ctx.new_page()
        page.goto(f"{url}/probleme/{nr}/#zug-{step}")
        widget = page.locator('[data-widget="problem-replay"]')
        page.wait_for_selector('[data-widget="problem-replay"][data-state="ready"]', timeout=30_000)
        for card in cards:
            start = time.perf_counter()
            widget.locator(f'button.card[data-card="{card}"]').click()
            page.wait_for_selector('[data-role="result"], [data-role="unknown"], [data-role="illegal"]',
                                   timeout=300_000)
            out.append(time.perf_counter() - start)
            page.evaluate("() => { const w = document.querySelector('[data-role=whatif]'); w.replaceChildren(); }")
    finally:
        ctx.close()
    return out


def endgame_whatifs() -> list[tuple[int, int, list[str]]]:
    """For every endgame: its first step where the seat to move has legal alternatives."""
    from engine.core import Action, ids_of, why_illegal
    from engine.problems import model
    from engine.problems.game import replay
    out = []
    for pr in model.load_all():
        if pr.kind != "endgame":
            continue
        for step in range(len(pr.line)):
            st = replay(pr, step).state
            alt = [c for c in ids_of(st.hands[st.turn]) if c != pr.line[step].card
                   and not why_illegal(pr.profile, st, Action("play", st.turn, c))]
            if alt:
                out.append((pr.nr, step, [pr.card_name(c) for c in alt[:2]]))
                break
    return out


def card_set_bytes(site: Path) -> tuple[int, int, int]:
    files = sorted((site / "assets" / "cards").glob("*.svg"))
    raw = sum(f.stat().st_size for f in files)
    return len(files), raw, sum(len(gzip.compress(f.read_bytes(), 6)) for f in files)


def mb(n: int) -> str:
    return f"{n / 1e6:6.2f} MB"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    _print_report(_measure(args.runs))
    return 0


def _measure(n_runs: int) -> dict:
    """Build the site in a temporary directory, serve it, and measure it in Chromium."""
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build_site(site)                   # warm (wheel, snapshot and apparatus caches)
        m = {"build_s": build_site(site), "snap_s": snapshot_seconds(site)}
        (site / "bench").mkdir()
        (site / "bench" / "bare-worker.js").write_text(BARE_WORKER)
        (site / "bench" / "index.html").write_text(BARE_PAGE)
        server, url = serve(site, handler=CountingHandler)
        m.update(_browser_runs(url, n_runs))
        server.shutdown()
        m["pre_files"], m["pre_bytes"] = precache_bytes(site)
        m["card_files"], m["card_raw"], m["card_gz"] = card_set_bytes(site)
    return m


def _browser_runs(url: str, n_runs: int) -> dict:
    """Times to ready, transfers, the replay's first paint and the what-ifs, in one browser."""
    from playwright.sync_api import sync_playwright     # (only this benchmark needs the browser)

    runs = {"bare": [], "widget": [], "widget, no snapshot": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        bare = (f"{url}/bench/", '#probe[data-state="ready"]')
        widget = (f"{url}/{WIDGET_PAGE}", '[data-widget="lage-zaehlen"][data-state="ready"]')
        load(browser, *bare)           # warm-up
        for _ in range(n_runs):
            runs["bare"].append(load(browser, *bare)[0])
            runs["widget"].append(load(browser, *widget)[0])
            runs["widget, no snapshot"].append(load(browser, *widget, no_snapshot=True)[0])
        _, with_snapshot = load(browser, *widget)
        _, without_snapshot = load(browser, *widget, no_snapshot=True)
        _, text_page = load(browser, f"{url}/{TEXT_PAGE}", None)
        paints = [replay_first_paint(browser, url, nr) for nr in (1, 9, 12, 19) for _ in range(n_runs)]
        whatifs = [(nr, step, whatif_seconds(browser, url, nr, step, cards))
                   for nr, step, cards in endgame_whatifs()]
        browser.close()
    return {"runs": runs, "with_snapshot": with_snapshot, "without_snapshot": without_snapshot,
            "text_page": text_page, "paints": paints, "whatifs": whatifs}


def _print_report(m: dict) -> None:
    runs, with_snapshot, without_snapshot = m["runs"], m["with_snapshot"], m["without_snapshot"]
    med = {k: statistics.median(v) for k, v in runs.items()}
    print(f"site build (warm caches):      {m['build_s']:6.2f} s")
    print(f"memory snapshot, made afresh:  {m['snap_s']:6.2f} s  (only when the engine or Pyodide changes)")
    for k, v in runs.items():
        print(f"time-to-ready {k + ':':22s} median {med[k]:5.2f} s  (min {min(v):.2f}, max {max(v):.2f}, n={len(v)})")
    print(f"ratio widget / bare:           {med['widget'] / med['bare']:6.3f}  (target ≤ 0.5)")
    print(f"ratio no snapshot / bare:      {med['widget, no snapshot'] / med['bare']:6.3f}")
    w, wo = sum(with_snapshot.values()), sum(without_snapshot.values())
    engine_w = sum(n for u, n in with_snapshot.items() if ENGINE_FILES.search(u))
    engine_wo = sum(n for u, n in without_snapshot.items() if ENGINE_FILES.search(u))
    print(f"transfer, widget page:         {mb(w)}  (engine files {mb(engine_w)})")
    print(f"transfer, widget, no snapshot: {mb(wo)}  (engine files {mb(engine_wo)})")
    print(f"ratio of the transfers:        {w / wo:6.3f}  (target ≤ 1.3)")
    bare = bare_snapshot_bytes()
    floor = (w - sum(n for u, n in with_snapshot.items() if "/assets/snapshots/" in u) + bare) / wo
    print(f"snapshot of Pyodide alone:     {mb(bare)}  (no engine: the floor of the ratio is {floor:.3f})")
    engine_t = [u for u in m["text_page"] if ENGINE_FILES.search(u)]
    print(f"transfer, page without widget: {mb(sum(m['text_page'].values()))}  ({len(engine_t)} Pyodide/engine requests)")
    print(f"service worker precache:       {mb(m['pre_bytes'])}  ({m['pre_files']} files, in the background after a first visit)")
    for u, n in sorted(with_snapshot.items(), key=lambda kv: -kv[1])[:6]:
        print(f"    {n / 1e6:6.2f} MB  {u}")
    paints = m["paints"]
    print(f"replay first paint after DOMContentLoaded: median {statistics.median(paints) * 1000:.0f} ms, "
          f"max {max(paints) * 1000:.0f} ms (n={len(paints)}; target ≤ 200 ms)")
    for nr, step, secs in m["whatifs"]:
        print(f"what-if, Nr. {nr} at move {step}: " + ", ".join(f"{x:.2f} s" for x in secs)
              + "  (the first includes the engine's start)")
    print(f"card set: {m['card_files']} sprites, {m['card_raw'] / 1e3:.1f} kB, {m['card_gz'] / 1e3:.1f} kB gzipped")


if __name__ == "__main__":
    sys.exit(main())
