"""Helpers shared by the tests and the benchmarks: building the site, and Debian's chromium."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]


def build_site(target: Path, site_url: str | None = None) -> float:
    """Build the site with --strict into target; returns the build time in seconds.

    Without site_url the build is the one for any address (no canonical links; instant
    navigation adapts to the address it is served from, scripts/hooks/page_shell.py).
    """
    start = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "SITE_URL"}
    env["NO_MKDOCS_2_WARNING"] = "1"
    if site_url:
        env["SITE_URL"] = site_url
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(target)],
                   cwd=ROOT, check=True, env=env)
    return time.perf_counter() - start
