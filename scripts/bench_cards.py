#!/usr/bin/env python3
"""Benchmark the card pictures: generation time, sizes, and sprites against single files.

python scripts/bench_cards.py [--runs N] [--preview build/card-preview.png]

- generation: time to draw every sprite (what the hook does on each build);
- sizes: per folder and in all, raw and gzipped, as one sprite per folder (what the site ships)
  and, for comparison, as one file per card;
- loading: a sheet with every card once, in a fresh browser context (empty cache), from
  navigation start to the load event: as inline <svg><use> of the five sprites (what the site
  does, card_html) and as 230 <img> of single files. Served over HTTP/1.1 keep-alive from
  127.0.0.1, so it measures request and SVG-document overhead, not the network.
- preview: a screenshot of some cards at 40 px and at 100 px width, to look at.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from cards import PACKS, card_html, pictures, sprites
from cards.make_cards import single_files, size_report
from sitetools import CHROMIUM, CHROMIUM_ARGS

PREVIEW = [("tarok54", ["Sk", "XXI", "XVIII", "XVII", "I", "hK", "dD", "pC", "tB", "h1", "t10"]),
           ("trappola36", ["sA", "bK", "cC", "dDo"]),
           ("french52", ["hA", "d10", "pD", "t2"]),
           ("german32", ["hA", "sO", "gU", "e7"])]


class KeepAlive(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass


def write_sheets(root: Path) -> None:
    for path, text in {**sprites(), **single_files()}.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    head = '<!doctype html><meta charset="utf-8"><body style="margin:4px">'
    faces = [(folder, face) for folder, fs in pictures().items() for face in fs.values()]
    key = {p.folder: k for k, p in sorted(PACKS.items(), key=lambda kp: len(kp[1].faces))}   # the largest
    (root / "sprite.html").write_text(head + "".join(card_html(key[folder], f.code) for folder, f in faces),
                                      encoding="utf-8")
    (root / "files.html").write_text(head + "".join(
        f'<img src="assets/cards/{folder}/{f.code}.svg" alt="{f.name}" width="40" height="56">'
        for folder, f in faces), encoding="utf-8")


def load_time(browser, url: str) -> tuple[float, int]:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url, wait_until="load")
        return page.evaluate("performance.getEntriesByType('navigation')[0].loadEventStart"), len(requests)
    finally:
        ctx.close()


def preview(browser, root: Path, base: str, target: Path) -> None:
    rows = []
    for width in (40, 100):
        cells = "".join(card_html(pack, code, width=width) for pack, codes in PREVIEW for code in codes)
        rows.append(f'<div style="display:flex;flex-wrap:wrap;gap:4px;margin:6px">{cells}</div>')
    (root / "preview.html").write_text('<!doctype html><meta charset="utf-8">' + "".join(rows), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1000, "height": 400})
    page.goto(f"{base}/preview.html", wait_until="networkidle")
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), full_page=True)
    page.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--preview", type=Path, default=ROOT / "build" / "card-preview.png")
    args = ap.parse_args(argv)

    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        sprites()
        times.append(time.perf_counter() - start)
    n = sum(len(f) for f in pictures().values())
    print(f"generation of {len(sprites())} sprites ({n} cards): median {statistics.median(times) * 1000:.0f} ms")
    print("\n".join(size_report()))

    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        write_sheets(Path(tmp))
        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(KeepAlive, directory=tmp))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        results: dict[str, list[float]] = {"sprite": [], "files": []}
        counts = {}
        for _ in range(args.runs):
            for kind in results:
                ms, n = load_time(browser, f"{base}/{kind}.html")
                results[kind].append(ms)
                counts[kind] = n
        for kind, ms in results.items():
            print(f"sheet of every card, {kind:6}: {counts[kind]:3} requests, load median "
                  f"{statistics.median(ms):.0f} ms (min {min(ms):.0f}, max {max(ms):.0f})")
        preview(browser, Path(tmp), base, args.preview)
        print(f"preview: {args.preview}")
        browser.close()
        server.shutdown()
    print("packs:", ", ".join(f"{k} {len(p.faces)}" for k, p in PACKS.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
