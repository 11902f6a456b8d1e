"""MkDocs hook: build the engine wheel and its memory snapshot, and ship them with the pinned
Pyodide runtime in the site.

- The wheel is built with `pip wheel` into build/wheels/<hash of the engine sources>/, so it is
  rebuilt only when the engine changes, and its URL changes with its content (no stale caches).
- The memory snapshot (scripts/make_snapshot.mjs: Pyodide with the engine imported) is cached in
  build/snapshots/<hash of wheel, Pyodide and script>/; a worker starts from it in a fraction of
  Pyodide's own start-up time. The wheel stays as the fallback if the snapshot cannot be used.
- Pyodide comes from node_modules/pyodide (installed by `npm ci` from package-lock.json); only
  the files the runtime loads are copied to assets/pyodide/<version>/. Nothing is fetched from a
  CDN.
- assets/js/engine-config.js tells the worker where the wheel and the snapshot are.
- Pages that contain a widget start the worker from an inline script at the top of <head>; no
  other page loads any part of Pyodide.
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
SNAPSHOT_DIR = ROOT / "build" / "snapshots"
SNAPSHOT_SCRIPT = ROOT / "scripts" / "make_snapshot.mjs"


def engine_hash() -> str:
    h = hashlib.sha256()
    for p in sorted(ENGINE.rglob("*")):                # code and package data (problem files)
        if not p.is_file() or "__pycache__" in p.parts:
            continue
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


def pyodide_version() -> str:
    return json.loads((PYODIDE / "package.json").read_text())["version"]


def build_snapshot(wheel: Path) -> Path:
    """The gzipped memory snapshot for this wheel and Pyodide, made if not yet there (~5 s)."""
    h = hashlib.sha256(wheel.read_bytes())
    h.update(pyodide_version().encode())
    h.update(SNAPSHOT_SCRIPT.read_bytes())
    out = SNAPSHOT_DIR / h.hexdigest()[:16] / "engine.bin.gz"
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(".tmp")
        subprocess.run(["node", str(SNAPSHOT_SCRIPT), str(wheel), str(tmp)], check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        tmp.replace(out)
    return out


BOOT = """<script>/* engine boot (scripts/hooks/assets.py): start the engine worker before the page is parsed */
(function () {
  {condition}
  var Native = window.Worker;
  var boot = window.__engineBoot = { worker: null, early: [] };
  var timing = /[?&]timing(=|&|$)/.test(location.search);   // the start's marks (engine-client.js)
  // Everything the worker says before engine-client.js takes over is kept, failures included
  // (a worker whose script cannot load only fires an error event).
  if (typeof WebAssembly !== "object") {
    boot.early.push({ type: "failed", stage: "no-wasm" });
  } else {
    try {
      boot.worker = new Native("{src}" + (timing ? "?timing" : ""), { type: "module" });
      if (timing) performance.mark("engine:created");
      boot.worker.onmessage = function (e) { boot.early.push(e.data); };
      boot.worker.onerror = function (e) { e.preventDefault(); boot.early.push({ type: "worker-error", message: e.message || "" }); };
    } catch (err) {
      boot.early.push({ type: "worker-error", message: String(err) });
    }
  }
  // The theme's search worker builds its index at page load. On a page with a widget it starts
  // when the engine is ready or has failed (engine-client.js calls boot.release), or after 8 s at
  // the latest, so that the two do not compete for the CPU while Pyodide starts.
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


# A link into a problem's replay (#zug-N, #nachspielen) opens the solution with the page: the
# reader came to try cards, and the first what-if would wait for the engine's start, which the page
# otherwise begins only after its load (problem-puzzle.js). Such a visit starts the worker from
# <head> too. The page opened plainly (as Lighthouse measures it) starts nothing here.
REPLAY_LINK = "if (!/^#(zug-\\d+|nachspielen)$/.test(location.hash)) return;"
REPLAY_TAG = re.compile(r'<[^>]*\bdata-widget="problem-replay"[^>]*>')

# a widget element that needs the engine at once (widgets marked data-engine="on-demand", like the
# problem replay, render from the page's data and start the engine only when asked; widgets marked
# data-load="on-open", the live examples of the rule pages, only when their <details> is opened)
WIDGET_TAG = re.compile(r'<[^>]*\bdata-widget="[^"]*"[^>]*>')
NOT_AT_ONCE = re.compile(r'\bdata-(?:engine="on-demand"|load="on-open")')


def needs_engine_at_once(output: str) -> bool:
    """A widget tag without data-engine="on-demand" or data-load="on-open", in any attribute order."""
    return any(not NOT_AT_ONCE.search(tag.group(0)) for tag in WIDGET_TAG.finditer(output))


def on_post_page(output, page, config):
    """Pages with a widget that needs the engine start its worker first thing in <head>; a
    problem page does so when it is opened at its replay (REPLAY_LINK)."""
    if needs_engine_at_once(output):
        condition = ""
    elif REPLAY_TAG.search(output):
        condition = REPLAY_LINK
    else:
        return output
    depth = page.url.count("/") if page.url else 0
    boot = BOOT.replace("{src}", "../" * depth + "assets/js/engine-worker.js").replace("{condition}", condition)
    return output.replace("<head>", "<head>\n" + boot, 1)


def on_serve(server, config, builder):
    server.watch(str(ENGINE))
    return server


def _copy(src: Path, dst: Path) -> None:
    if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def on_post_build(config):
    site = Path(config["site_dir"]) / "assets"
    missing = [f for f in PYODIDE_FILES if not (PYODIDE / f).exists()]
    if missing:
        raise RuntimeError(f"Pyodide files missing in {PYODIDE}: {missing} — run `npm ci`.")
    # versioned directory: the service worker caches it CacheFirst, an update changes the URLs
    pyodide_dir = f"pyodide/{pyodide_version()}/"
    for name in PYODIDE_FILES:
        _copy(PYODIDE / name, site / pyodide_dir / name)
    wheel = build_wheel()
    wheel_rel = f"wheels/{wheel.parent.name}/{wheel.name}"
    _copy(wheel, site / wheel_rel)
    snapshot = build_snapshot(wheel)
    snapshot_rel = f"snapshots/{snapshot.parent.name}/{snapshot.name}"
    _copy(snapshot, site / snapshot_rel)
    (site / "js" / "engine-config.js").write_text(
        "// Generated by scripts/hooks/assets.py — do not edit. Paths are relative to this file.\n"
        f"export const ENGINE_WHEEL = {json.dumps('../' + wheel_rel)};\n"
        f"export const ENGINE_SNAPSHOT = {json.dumps('../' + snapshot_rel)};\n"
        f"export const PYODIDE_VERSION = {json.dumps(pyodide_version())};\n"
        f"export const PYODIDE_DIR = {json.dumps('../' + pyodide_dir)};\n"
        f"export const RUNTIME_FILES = {json.dumps(list(PYODIDE_FILES))};\n", encoding="utf-8")
