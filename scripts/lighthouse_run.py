"""One Lighthouse run on one page, reduced to what scripts/lighthouse.py keeps.

Lighthouse (npm, pinned in package-lock.json) with its default mobile preset and simulated
throttling, in Debian's headless Chromium (CHROME_PATH). Besides the four scores, a run records
the machine's state while it ran: the load average (1 minute) before and after, and Lighthouse's
own CPU calibration, `benchmarkIndex` (how fast this machine ran a fixed JavaScript loop at the
start of the run; Lighthouse's mobile simulation assumes a fast desktop, about 1000 or more).
"""
from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
           "cumulative-layout-shift", "speed-index", "dom-size")


def lighthouse_command(url: str, out: Path) -> list[str]:
    return [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
            f"--only-categories={','.join(CATEGORIES)}", "--throttling-method=simulate",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu", "--max-wait-for-load=60000"]


def run_once(url: str, chrome: str, niceness: int = 0, keep: Path | None = None) -> dict:
    """Scores, metrics, failed audits and the machine's state of one run on url."""
    with tempfile.TemporaryDirectory() as tmp:
        name = (url.split("/", 3)[-1].strip("/").replace("/", "_") or "index") + ".json"
        out = (keep or Path(tmp)) / name
        load_before = os.getloadavg()[0]
        cmd = (["nice", "-n", str(niceness)] if niceness else []) + lighthouse_command(url, out)
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                              env={**os.environ, "CHROME_PATH": chrome})
        load_after = os.getloadavg()[0]
        if proc.returncode != 0 or not out.is_file():
            raise RuntimeError(f"Lighthouse failed on {url}: {proc.stderr[-2000:]}")
        report = json.loads(out.read_text(encoding="utf-8"))
    result = summarize(report)
    result["load"] = round((load_before + load_after) / 2, 1)
    return result


def summarize(report: dict) -> dict:
    scores = {c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}
    failed = []
    for cat in CATEGORIES:
        for ref in report["categories"][cat]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight", 0) and audit.get("score") is not None and audit["score"] < 0.9:
                failed.append({"id": audit["id"], "category": cat, "score": audit["score"],
                               "value": audit.get("displayValue", "")})
    metrics = {k: report["audits"][k].get("displayValue", "") for k in METRICS}
    values = {k: report["audits"][k].get("numericValue") for k in METRICS}
    return {"scores": scores, "failed": failed, "metrics": metrics, "values": values,
            "benchmark_index": round(report["environment"].get("benchmarkIndex") or 0)}
