// Build Pyodide's memory snapshot with the rule engine already imported (called by the MkDocs
// hook scripts/hooks/assets.py, which caches the result in build/snapshots/).
//
//   node scripts/make_snapshot.mjs ENGINE.whl OUT.bin.gz
//
// A worker that starts from this snapshot skips Python's start-up and the engine's imports: it
// only instantiates the WebAssembly module and copies the memory in. Every module of the engine
// package (and difflib, which it imports lazily on its error path) is imported here, so the
// engine never needs its files in the page. The snapshot is stored gzip-compressed, because
// static hosts rarely compress unknown binary types; the worker inflates it with the browser's
// native DecompressionStream.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [wheelPath, outPath] = process.argv.slice(2);
if (!wheelPath || !outPath) {
  console.error("usage: node scripts/make_snapshot.mjs ENGINE.whl|--bare OUT.bin.gz");
  process.exit(2);
}

const pyodide = await loadPyodide({ _makeSnapshot: true });
if (wheelPath === "--bare") {
  // Pyodide's own memory without the engine: the floor of any snapshot (scripts/bench_site.py)
  const snapshot = pyodide.makeMemorySnapshot();
  writeFileSync(outPath, gzipSync(snapshot, { level: 9 }));
  console.log(`bare snapshot: ${snapshot.length} bytes`);
  process.exit(0);
}
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel", { extractDir: sitePackages });
const check = pyodide.runPython(`
import difflib, gc, importlib, pkgutil
import engine, engine.api
for info in pkgutil.walk_packages(engine.__path__, "engine."):
    if info.name != "engine.__main__":
        importlib.import_module(info.name)
answer = engine.api.call("version", "{}")
# The snapshot keeps Python's memory, not the wheel's files: data the engine reads from its
# package (the problem files and their schema) is loaded into the engine's caches now.
from engine.problems import model
model.load_all()
from engine import solver_core
solver_core.preload()            # the compiled solver core's bytes (instantiated on first use)
gc.collect()
answer
`);
if (!JSON.parse(check).ok) throw new Error(`engine does not answer in the snapshot: ${check}`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(outPath, gzipSync(snapshot, { level: 9 }));
console.log(`snapshot: ${snapshot.length} bytes, engine ${JSON.parse(check).result}`);
