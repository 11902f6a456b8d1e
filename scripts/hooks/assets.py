"""MkDocs hook: build the engine wheel and ship it with the pinned Pyodide runtime in the site.

- The wheel is built with `pip wheel` into build/wheels/<hash of the engine sources>/, so it is
  rebuilt only when the engine changes, and its URL changes with its content (no stale caches).
- Pyodide comes from node_modules/pyodide (installed by `npm ci` from package-lock.json); only
  the files the runtime loads are copied to assets/pyodide/. Nothing is fetched from a CDN.
- assets/js/engine-config.js tells the worker where the wheel is.
- Pages that contain a widget start the worker from an inline script at the top of <head>.
"""
from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
WHEEL_DIR = ROOT / "build" / "wheels"


def engine_hash() -> str:
    h = hashlib.sha256()
    for p in sorted(ENGINE.rglob("*.py")):
        h.update(p.relative_to(ROOT).as_posix().encode())
        h.update(p.read_bytes())
    h.update((ROOT / "pyproject.toml").read_bytes())
    return h.hexdigest()[:16]


def build_wheel() -> Path:
    """The engine wheel for the current sources, built if not yet there."""
    out = WHEEL_DIR / engine_hash()
    wheels = list(out.glob("*.whl")) if out.exists() else []
    if not wheels:
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                        "--no-build-isolation", "-w", str(out), str(ROOT)], check=True)
        shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
        wheels = list(out.glob("*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        raise RuntimeError(f"expected one py3-none-any wheel in {out}, found {wheels}")
    return wheels[0]


BOOT = """<script>/* engine boot (scripts/hooks/assets.py): start the engine worker before the page is parsed */
(function () {
  var Native = window.Worker;
  var boot = window.__engineBoot = { worker: new Native("{src}", { type: "module" }), early: [] };
  boot.worker.onmessage = function (e) { boot.early.push(e.data); };
  // The theme's search worker builds its index at page load. On a page with a widget it starts
  // when the engine is ready (engine-client.js calls boot.release) or after 8 s at the latest,
  // so that the two do not compete for the CPU while Pyodide starts.
  window.Worker = function (url, options) {
    if (String(url).indexOf("/workers/search") < 0) return new Native(url, options);
    var proxy = new EventTarget(), real = null, queue = [];
    boot.release = function () {
      if (real) return;
      real = new Native(url, options);
      real.addEventListener("message", function (e) { proxy.dispatchEvent(new MessageEvent("message", { data: e.data })); });
      queue.splice(0).forEach(function (m) { real.postMessage(m); });
    };
    proxy.postMessage = function (m) { real ? real.postMessage(m) : queue.push(m); };
    proxy.terminate = function () { if (real) real.terminate(); };
    setTimeout(boot.release, 8000);
    return proxy;
  };
})();
</script>"""


# a widget element that needs the engine at once (widgets marked data-engine="on-demand", like the
# problem replay, render from the page's data and start the engine only when asked)
ENGINE_WIDGET = re.compile(r'<[^>]*\bdata-widget="[^"]*"(?![^>]*data-engine="on-demand")[^>]*>')


def on_post_page(output, page, config):
    """Pages with a widget that needs the engine start its worker first thing in <head>."""
    if not ENGINE_WIDGET.search(output):
        return output
    depth = page.url.count("/") if page.url else 0
    boot = BOOT.replace("{src}", "../" * depth + "assets/js/engine-worker.js")
    return output.replace("<head>", "<head>\n" + boot, 1)


def on_serve(server, config, builder):
    server.watch(str(ENGINE))
    return server


def on_post_build(config):
    site = Path(config["site_dir"])
    missing = [f for f in PYODIDE_FILES if not (PYODIDE / f).exists()]
    if missing:
        raise RuntimeError(f"Pyodide files missing in {PYODIDE}: {missing} — run `npm ci`.")
    target = site / "assets" / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        src, dst = PYODIDE / name, target / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    wheel = build_wheel()
    rel = f"wheels/{wheel.parent.name}/{wheel.name}"
    (site / "assets" / "wheels" / wheel.parent.name).mkdir(parents=True, exist_ok=True)
    shutil.copy2(wheel, site / "assets" / rel)
    version = json.loads((PYODIDE / "package.json").read_text())["version"]
    (site / "assets" / "js" / "engine-config.js").write_text(
        "// Generated by scripts/hooks/assets.py — do not edit.\n"
        f"export const ENGINE_WHEEL = {json.dumps('../' + rel)};\n"
        f"export const PYODIDE_VERSION = {json.dumps(version)};\n", encoding="utf-8")
