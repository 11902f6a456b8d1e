#!/usr/bin/env python3
"""Lighthouse over the built site: Performance, Accessibility, Best Practices and SEO per page.

python scripts/lighthouse.py [--all | PAGE-PATTERN …] [--runs N] [--out DIR] [--resume] [--failing]

Serves the built site (`mkdocs build`) compressed, as a static host would (scripts/serve_site.py),
and runs the pinned Lighthouse (mobile preset, simulated throttling, Debian's Chromium; see
scripts/lighthouse_run.py) one page after the other.

Which pages: without arguments one or two of every kind (start, text, glossary, problem overview
and page, rule widget, rules, Probespiel …); --all every page of the site; or the pages named,
as paths or shell patterns (`glossar/`, `'probleme/*'`, `'regeln/*'`); --failing the pages of an
earlier run (in --out) that scored below --target in some category.

Runs: --runs N runs each page N times and reports the run with the median Performance (the other
categories do not vary between runs; their lowest score is kept). Each run records the load
average and Lighthouse's benchmarkIndex (bench): Performance is simulated from the CPU time the
page took here, so on a machine shared with other jobs (high load, low bench) it comes out too
low, by how much depends on the moment. The numbers are the measured ones, with the load.

Output (--out, default build/lighthouse/): results.json, written after every page, and
results.md, the Markdown table (scores 0–100; LCP, TBT, DOM elements; load; bench) with the
audits below target. --resume keeps the pages of results.json whose built page has not changed
since (same content hash of its HTML) and measures only the others: an interrupted --all goes
on where it stopped (a change of shared scripts or stylesheets alone is not noticed: measure
again without --resume). The browser runs at `nice` --nice (default 5: below interactive work, above batch jobs
that run with `nice`'s default 10).
"""
from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import statistics
import sys
from pathlib import Path

from lighthouse_run import CATEGORIES, LIGHTHOUSE, run_once
from serve_site import serve

ROOT = Path(__file__).resolve().parents[1]

REPRESENTATIVE = ["", "texte/", "texte/hundertspiel/", "texte/ulmann/03-cap1-tapp-tarok/", "glossar/",
                  "probleme/", "probleme/9/", "tarok/zaehlen/", "regeln/", "probespiel/", "karten/", "edition/"]
SKIPPED_DIRS = ("bench", "assets", "search")


def all_pages(site: Path) -> list[str]:
    pages = []
    for index in sorted(site.rglob("index.html")):
        rel = index.parent.relative_to(site).as_posix()
        if rel.split("/")[0] in SKIPPED_DIRS:
            continue
        pages.append("" if rel == "." else rel + "/")
    return pages


def select(site: Path, patterns: list[str]) -> list[str]:
    """The built pages that match the paths or shell patterns, in site order."""
    pages = all_pages(site)
    chosen = [p for p in pages if any(fnmatch.fnmatch(p, pat.lstrip("/")) or p == pat.lstrip("/")
                                      for pat in patterns)]
    unmatched = [pat for pat in patterns if not any(fnmatch.fnmatch(p, pat.lstrip("/")) or p == pat.lstrip("/")
                                                    for p in pages)]
    if unmatched:
        print(f"no built page matches: {', '.join(unmatched)}", file=sys.stderr)
    return chosen


def page_hash(site: Path, page: str) -> str:
    return hashlib.sha256((site / page / "index.html").read_bytes()).hexdigest()[:16]


def combine(runs: list[dict]) -> dict:
    """The run with the median Performance; the lowest score of the other categories."""
    ordered = sorted(runs, key=lambda r: r["scores"]["performance"])
    median = ordered[(len(ordered) - 1) // 2]          # the lower median with an even count
    scores = dict(median["scores"])
    for cat in CATEGORIES[1:]:
        scores[cat] = min(r["scores"][cat] for r in runs)
    return {**median, "scores": scores,
            "performance_runs": [r["scores"]["performance"] for r in runs],
            "loads": [r["load"] for r in runs],
            "benchmark_indexes": [r["benchmark_index"] for r in runs]}


def table(results: dict[str, dict]) -> str:
    lines = ["| page | Perf | runs | A11y | BP | SEO | LCP | TBT | DOM | load | bench |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for page, r in results.items():
        s, m = r["scores"], r["metrics"]
        runs = "/".join(str(x) for x in r["performance_runs"])
        lines.append(f"| `/{page}` | {s['performance']} | {runs} | {s['accessibility']} | "
                     f"{s['best-practices']} | {s['seo']} | {m['largest-contentful-paint']} | "
                     f"{m['total-blocking-time']} | {m['dom-size'].replace(' elements', '')} | "
                     f"{statistics.median(r['loads']):.1f} | {round(statistics.median(r['benchmark_indexes']))} |")
    return "\n".join(lines)


def below_target(results: dict[str, dict], target: int) -> list[str]:
    lines = []
    for page, r in results.items():
        low = [c for c in CATEGORIES if r["scores"][c] < target]
        if low:
            audits = "; ".join(f"{f['category']}: {f['id']} {f['value']}".rstrip() for f in r["failed"])
            lines.append(f"- `/{page}` ({', '.join(low)}): {audits}")
    return lines


def report(results: dict[str, dict], target: int) -> str:
    ordered = dict(sorted(results.items()))
    loads = [x for r in ordered.values() for x in r["loads"]]
    summary = (f"{len(ordered)} pages; load average (1 min) during the runs {min(loads):.1f}–{max(loads):.1f}, "
               f"median {statistics.median(loads):.1f}; below {target}: "
               + ", ".join(f"{c} {sum(r['scores'][c] < target for r in ordered.values())}" for c in CATEGORIES))
    return "\n".join([summary, "", table(ordered), "", *below_target(ordered, target)]) + "\n"


def load_previous(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def choose_pages(args, site: Path, previous: dict) -> list[str]:
    if args.failing:
        return [p for p, r in previous.items() if any(r["scores"][c] < args.target for c in CATEGORIES)
                and (site / p / "index.html").is_file()]
    if args.all:
        return all_pages(site)
    if args.pages:
        return select(site, args.pages)
    return [p for p in REPRESENTATIVE if (site / p / "index.html").is_file()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pages", nargs="*", help="paths or shell patterns of pages, e.g. glossar/ 'probleme/*'")
    ap.add_argument("--all", action="store_true", help="every page of the built site")
    ap.add_argument("--failing", action="store_true", help="the pages below --target in results.json")
    ap.add_argument("--runs", type=int, default=1, help="runs per page; the median Performance is kept")
    ap.add_argument("--target", type=int, default=95, help="score a page should reach (default 95)")
    ap.add_argument("--site", default=str(ROOT / "site"), help="the built site (default: site/)")
    ap.add_argument("--out", default=str(ROOT / "build" / "lighthouse"), help="results.json and results.md")
    ap.add_argument("--resume", action="store_true", help="skip pages measured before and unchanged since")
    ap.add_argument("--nice", type=int, default=5, help="niceness of Lighthouse and its browser")
    ap.add_argument("--keep", metavar="DIR", help="keep Lighthouse's full reports (JSON) in DIR")
    args = ap.parse_args(argv)
    site, out = Path(args.site), Path(args.out)
    if not (site / "index.html").is_file():
        print(f"{site} holds no built site: run `.venv/bin/mkdocs build` first.", file=sys.stderr)
        return 1
    if not LIGHTHOUSE.exists():
        print("Lighthouse is missing: run `npm ci` (or `bash scripts/setup.sh`).", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    keep = Path(args.keep) if args.keep else None
    if keep:
        keep.mkdir(parents=True, exist_ok=True)
    results_path = out / "results.json"
    previous = {p: r for p, r in load_previous(results_path).items() if (site / p / "index.html").is_file()}
    results = dict(previous)
    pages = choose_pages(args, site, previous)
    if args.resume:
        pages = [p for p in pages if previous.get(p, {}).get("page_hash") != page_hash(site, p)]
    chrome = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
    server, base = serve(site)
    try:
        for i, page in enumerate(pages, 1):
            runs = []
            for n in range(args.runs):
                print(f"[{i}/{len(pages)}] /{page} run {n + 1}/{args.runs} (load {os.getloadavg()[0]:.1f})",
                      file=sys.stderr, flush=True)
                runs.append(run_once(f"{base}/{page}", chrome, args.nice, keep))
            results[page] = {**combine(runs), "page_hash": page_hash(site, page)}
            results_path.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    finally:
        server.shutdown()
    measured = {p: results[p] for p in choose_pages(args, site, previous) if p in results} or results
    text = report(measured, args.target)
    (out / "results.md").write_text(report(results, args.target), encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
