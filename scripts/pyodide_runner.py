"""Run Python code inside Pyodide under Node with the engine loaded from this checkout.

The engine's .py files are written into Pyodide's virtual file system (no wheels, no micropip:
the npm package in node_modules/pyodide ships neither). Used by tests/engine/test_pyodide.py and
scripts/bench_engine.py.
"""
from __future__ import annotations

import base64
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
MARK = "@@PYODIDE-RESULT@@"

NODE_SCRIPT = r"""
import { loadPyodide } from %(pyodide)s;
import { readFileSync } from "node:fs";
const files = JSON.parse(readFileSync(process.argv[2], "utf8"));
const code = readFileSync(process.argv[3], "utf8");
const out = [];
const py = await loadPyodide({ stdout: (s) => out.push(s), stderr: (s) => process.stderr.write(s + "\n") });
// the engine's files go where installed packages are (as the page's wheel puts them)
const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const [path, text] of Object.entries(files)) {
  py.FS.mkdirTree(site + "/" + path.split("/").slice(0, -1).join("/"));
  // binary files (the solver core's .wasm) travel as base64
  py.FS.writeFile(site + "/" + path, path.endsWith(".wasm") ? Buffer.from(text, "base64") : text);
}
py.runPython("import importlib; importlib.invalidate_caches()");
await py.runPythonAsync(code);
process.stdout.write(out.join("\n") + "\n");
"""


def available() -> bool:
    return PYODIDE.exists() and shutil.which("node") is not None


def engine_files() -> dict[str, str]:
    files = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
             for p in sorted((ROOT / "engine").rglob("*.py")) if "__pycache__" not in p.parts}
    wasm = ROOT / "engine" / "solver_core.wasm"           # the compiled solver core, if built
    if wasm.exists():
        files[str(wasm.relative_to(ROOT))] = base64.b64encode(wasm.read_bytes()).decode("ascii")
    return files


def run_in_pyodide(code: str, timeout: float = 600) -> object:
    """Run `code` in Pyodide; the code must call `emit(value)` once; returns that value (JSON)."""
    prelude = ("import json as _json\n"
               f"def emit(value):\n    print({MARK!r} + _json.dumps(value, ensure_ascii=False))\n")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "run.mjs").write_text(NODE_SCRIPT % {"pyodide": json.dumps(PYODIDE.as_uri())}, encoding="utf-8")
        (tmp / "files.json").write_text(json.dumps(engine_files()), encoding="utf-8")
        (tmp / "code.py").write_text(prelude + code, encoding="utf-8")
        proc = subprocess.run(["node", str(tmp / "run.mjs"), str(tmp / "files.json"), str(tmp / "code.py")],
                              capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"Pyodide run failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
    for text in proc.stdout.splitlines():
        if text.startswith(MARK):
            return json.loads(text[len(MARK):])
    raise RuntimeError(f"no result from Pyodide:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
