"""MkDocs hook: offline use of the built site (service worker generated with Workbox).

After everything else has written its files (search index, engine assets), scripts/build_sw.mjs
writes sw.js and Workbox's runtime into the site; every page loads assets/js/offline.js, which
registers the worker and announces updates. `mkdocs serve` gets neither: a service worker would
serve stale pages while one edits them.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[2]
WORKBOX_WINDOW = ROOT / "node_modules" / "workbox-window" / "build" / "workbox-window.prod.mjs"
_building = True


def on_startup(command, dirty):
    global _building
    _building = command != "serve"


def on_post_page(output, page, config):
    if not _building:
        return output
    src = "../" * (page.url.count("/") if page.url else 0) + "assets/js/offline.js"
    return output.replace("</body>", f'<script type="module" src="{src}"></script>\n</body>', 1)


@event_priority(-200)   # after the search index (hooks/search.py, -100) and the engine assets
def on_post_build(config):
    if not _building:
        return
    site = Path(config["site_dir"])
    vendor = site / "assets" / "js" / "vendor"
    vendor.mkdir(parents=True, exist_ok=True)
    shutil.copy2(WORKBOX_WINDOW, vendor / WORKBOX_WINDOW.name)
    subprocess.run(["node", str(ROOT / "scripts" / "build_sw.mjs"), str(site)], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
