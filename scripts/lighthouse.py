#!/usr/bin/env python3
"""Lighthouse over the built site: Performance, Accessibility, Best Practices and SEO per page.

python scripts/lighthouse.py [--all] [--site DIR] [--json FILE] [PAGE …]

Serves the built site (`mkdocs build`) compressed, as a static host would (scripts/serve_site.py),
and runs the pinned Lighthouse (npm, package-lock.json) with its mobile preset and simulated
throttling in Debian's headless Chromium (CHROME_PATH, default /usr/bin/chromium), one page after
the other. Without arguments: one or two pages of every kind (start, text, glossary, problem
overview and page, rule widget, rules, Probespiel …); --all: every page of the site; or the pages
named (paths such as `glossar/`). Prints a Markdown table (scores 0–100; LCP, TBT, DOM elements; `bench`, Lighthouse's
benchmarkIndex of the machine during the run, ~1000–2000 on a quiet desktop) and, per page, the
audits that did not pass; --json writes the scores and failed audits. Performance is simulated
from the CPU time the page took here: on a loaded machine (low bench) it comes out too low.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from serve_site import serve

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
REPRESENTATIVE = ["", "texte/", "texte/hundertspiel/", "texte/ulmann/03-cap1-tapp-tarok/", "glossar/",
                  "probleme/", "probleme/9/", "tarok/zaehlen/", "regeln/", "probespiel/", "karten/", "edition/"]


def all_pages(site: Path) -> list[str]:
    pages = []
    for index in sorted(site.rglob("index.html")):
        rel = index.parent.relative_to(site).as_posix()
        if rel.split("/")[0] in ("bench", "assets", "search"):
            continue
        pages.append("" if rel == "." else rel + "/")
    return pages


def existing(site: Path, pages: list[str]) -> list[str]:
    """The representative pages that this build has (a chapter's file name may change)."""
    missing = [p for p in pages if not (site / p / "index.html").is_file()]
    if missing:
        print(f"not in this build, skipped: {', '.join(missing)}", file=sys.stderr)
    return [p for p in pages if p not in missing]


def run_one(url: str, chrome: str, keep: Path | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = (keep or Path(tmp)) / ((url.split("/", 3)[-1].strip("/").replace("/", "_") or "index") + ".json")
        cmd = [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
               f"--only-categories={','.join(CATEGORIES)}", "--throttling-method=simulate",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu", "--max-wait-for-load=60000"]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                              env={**os.environ, "CHROME_PATH": chrome})
        if proc.returncode != 0 or not out.is_file():
            raise RuntimeError(f"Lighthouse failed on {url}: {proc.stderr[-2000:]}")
        report = json.loads(out.read_text(encoding="utf-8"))
    scores = {c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}
    failed = []
    for cat in CATEGORIES:
        for ref in report["categories"][cat]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight", 0) and audit.get("score") is not None and audit["score"] < 0.9:
                failed.append({"id": audit["id"], "category": cat, "score": audit["score"],
                               "value": audit.get("displayValue", "")})
    metrics = {k: report["audits"][k].get("displayValue", "") for k in
               ("largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "dom-size")}
    bench = round(report["environment"].get("benchmarkIndex") or 0)
    return {"scores": scores, "failed": failed, "metrics": metrics, "benchmark_index": bench}


def table(results: dict[str, dict]) -> str:
    lines = ["| page | Perf | A11y | BP | SEO | LCP | TBT | DOM | bench |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for page, r in results.items():
        s, m = r["scores"], r["metrics"]
        lines.append(f"| `/{page}` | {s['performance']} | {s['accessibility']} | {s['best-practices']} | "
                     f"{s['seo']} | {m['largest-contentful-paint']} | {m['total-blocking-time']} | "
                     f"{m['dom-size'].replace(' elements', '')} | {r['benchmark_index']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pages", nargs="*", help="paths of pages, e.g. glossar/ (default: one of each kind)")
    ap.add_argument("--all", action="store_true", help="every page of the built site")
    ap.add_argument("--site", default=str(ROOT / "site"), help="the built site (default: site/)")
    ap.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    ap.add_argument("--keep", metavar="DIR", help="keep Lighthouse's full reports (JSON) in DIR")
    args = ap.parse_args(argv)
    site = Path(args.site)
    if not (site / "index.html").is_file():
        print(f"{site} holds no built site: run `.venv/bin/mkdocs build` first.", file=sys.stderr)
        return 1
    if not LIGHTHOUSE.exists():
        print("Lighthouse is missing: run `npm ci` (or `bash scripts/setup.sh`).", file=sys.stderr)
        return 1
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    if args.keep:
        Path(args.keep).mkdir(parents=True, exist_ok=True)
    pages = args.pages or (all_pages(site) if args.all else existing(site, REPRESENTATIVE))
    server, base = serve(site)
    results = {}
    try:
        for i, page in enumerate(pages, 1):
            print(f"[{i}/{len(pages)}] /{page}", file=sys.stderr, flush=True)
            results[page] = run_one(f"{base}/{page}", chrome, Path(args.keep) if args.keep else None)
    finally:
        server.shutdown()
    print(table(results))
    for page, r in results.items():
        if r["failed"]:
            print(f"\n/{page}: " + "; ".join(f"{f['category']}: {f['id']} {f['value']}".rstrip()
                                             for f in r["failed"]))
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
