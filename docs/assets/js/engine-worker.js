// Module web worker that hosts the one Pyodide interpreter of the tab.
//
// Why a worker and not the main thread: Pyodide's start and long engine runs (problem replays,
// solvers) would otherwise freeze scrolling and typing; in a worker the page stays responsive,
// widgets can show progress, and a request can be cancelled by ending the worker
// (engine-client.js). mkdocs-material's instant navigation keeps the page's JavaScript alive, so
// this worker, and with it the loaded interpreter, survives page changes: one interpreter per tab.
//
// Start: from the memory snapshot that the build took with the engine already imported
// (scripts/make_snapshot.mjs) — no Python start-up, no imports; if the snapshot cannot be used,
// from bare Pyodide plus the engine wheel. The worker has no static imports, so that a file that
// cannot be loaded becomes a reported failure ({type: "failed"}) instead of a silent dead worker.
//
// Protocol (page → worker): {id, fn, args} calls engine.api.call(fn, JSON of args).
// Worker → page: {type: "progress", step, text} while starting; {type: "ready", …};
// {type: "failed", stage, name, message}; {type: "answer", id, answer: JSON text};
// {type: "progress", id, data} while request `id` runs (the engine reports through the Python
// module `engine_host`: `from engine_host import progress; progress(json_text)`).
// Timings, only when asked for (the worker's URL has `?timing`: the page was opened with `?timing`,
// as scripts/bench_whatif.py --trace opens it), ride along in absolute milliseconds (the page turns
// them into performance marks of its own timeline, engine-client.js): the "ready" message's `marks`
// (the stages of the start) and `resources` (the runtime's downloads), each answer's `timing`
// (received, started, ended). Without the flag the worker records none of them.

let call = null;
let current = null;   // id of the request being answered

const say = (message) => postMessage(message);
const now = () => performance.timeOrigin + performance.now();
const TIMING = new URL(import.meta.url).searchParams.has("timing");
const marks = [];
/** A stage of the start reached: a mark in the worker's timeline, and one for the page. */
function mark(name) {
  if (!TIMING) return;
  performance.mark(`engine:${name}`);
  marks.push({ name, at: now() });
}
mark("worker");
const progress = (step, text) => say({ type: "progress", step, text });

/** An error that remembers which stage of the start failed (for the page's diagnosis). */
function stageError(stage, err) {
  const e = err instanceof Error ? err : new Error(String(err));
  e.stage = e.stage || stage;
  return e;
}

async function fetchBytes(url, stage, options = {}) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (err) {
    throw stageError(stage, err);
  }
  if (!response.ok) throw stageError(stage, new Error(`HTTP ${response.status} for ${url}`));
  return response;
}

const RUNTIME_CACHE = "engine-runtime";   // the service worker's cache of the engine (build_sw.mjs)
let snapshotKept = Promise.resolve();

/** The snapshot, inflated with the browser's own gzip (it is stored compressed). It is also put
 * into the service worker's cache right away: at 6 MB it may be too big for the browser's HTTP
 * cache, so offline.js could not copy it there afterwards without downloading it again. */
async function fetchSnapshot(url) {
  const response = await fetchBytes(url, "snapshot");
  if (self.caches) {
    const copy = response.clone();
    snapshotKept = caches.open(RUNTIME_CACHE).then((cache) => cache.put(url, copy)).catch(() => {});
  }
  const inflated = response.body.pipeThrough(downloadProgress(Number(response.headers.get("Content-Length"))))
    .pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

/** Passes bytes through and tells the page how far the download is (a slow network shows it
 * moving, and the page's watchdog knows the worker is alive). */
function downloadProgress(total) {
  let received = 0;
  let last = 0;
  const mb = (n) => (n / 1e6).toLocaleString("de-DE", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return new TransformStream({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (performance.now() - last > 250) {
        last = performance.now();
        progress("runtime", `Regel-Engine wird geladen … ${mb(received)}${total ? ` von ${mb(total)}` : ""} MB`);
      }
      controller.enqueue(chunk);
    },
  });
}

/** A promise that rejects when Pyodide cannot instantiate its WebAssembly module (missing or
 * corrupt .wasm). Pyodide 314 only logs that failure — console.warn("wasm instantiation
 * failed!"), then the error — and its loadPyodide() never settles; this turns the log into a
 * prompt failure. (tests/browser/test_engine_failures.py checks it, so that a Pyodide update
 * cannot break it unseen.) */
let onWasmFailure = () => {};
{
  const warn = console.warn.bind(console);
  let flagged = false;
  console.warn = (...args) => {
    if (flagged) {
      flagged = false;
      onWasmFailure(args[0]);
    } else if (args[0] === "wasm instantiation failed!") {
      flagged = true;
    }
    warn(...args);
  };
}
function wasmFailure() {
  return new Promise((resolve, reject) => { onWasmFailure = (err) => reject(stageError("runtime", err)); });
}

/** A wheel is a zip file: check its start and end records before handing it to Python. */
async function wheelBytes(url) {
  const bytes = new Uint8Array(await (await fetchBytes(url, "engine")).arrayBuffer());
  const ascii = (a) => String.fromCharCode(...a);
  if (ascii(bytes.subarray(0, 4)) !== "PK\x03\x04" || ascii(bytes.subarray(-22, -18)) !== "PK\x05\x06") {
    throw stageError("engine", new Error("keine gültige ZIP-Datei"));
  }
  return bytes;
}

const never = new Promise(() => {});

// Started from the snapshot, Python has every module the engine uses in memory already; the
// standard library's zip (2.5 MB) is fetched only if some other module is imported after all
// (then synchronously, on the first such import). Until then /lib/python314.zip is empty.
const NO_STDLIB = "data:application/zip;base64,";
const STDLIB_ON_DEMAND = `
import sys, zipimport

class StdlibOnDemand:
    """Fetches the standard library the first time a module of it that is not in memory is imported."""
    zip = next(p for p in sys.path if p.endswith(".zip"))
    names = zipimport._zip_directory_cache.get(zip, {})

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        stem = name.replace(".", "/")
        if stem + ".py" in cls.names or stem + "/__init__.py" in cls.names:
            sys.meta_path.remove(cls)
            from engine_host import load_stdlib
            load_stdlib(cls.zip)
        return None

sys.meta_path.insert(0, StdlibOnDemand)
`;

function loadStdlibNow(pyodide, url) {
  return (path) => {
    const xhr = new XMLHttpRequest();   // synchronous: Python is waiting for the import
    xhr.open("GET", url, false);
    xhr.responseType = "arraybuffer";
    xhr.send();
    if (xhr.status !== 200) throw new Error(`HTTP ${xhr.status} for ${url}`);
    pyodide.FS.writeFile(String(path), new Uint8Array(xhr.response));
  };
}

async function startBare(loadPyodide, indexURL, wheelURL) {
  const wheel = wheelBytes(wheelURL);
  wheel.catch(() => {});
  // whatever fails first is reported at once: a runtime file, the wheel, or Pyodide's start
  const pyodide = await Promise.race([loadPyodide({ indexURL }), wasmFailure(), wheel.then(() => never)]);
  progress("engine", "Regel-Engine wird geladen …");
  const bytes = await wheel;
  try {
    const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
    pyodide.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  } catch (err) {
    throw stageError("engine", err);
  }
  return pyodide;
}

async function start() {
  if (typeof WebAssembly !== "object") throw stageError("no-wasm", new Error("WebAssembly fehlt"));
  const config = await import("./engine-config.js").catch((err) => { throw stageError("config", err); });
  mark("config");
  const indexURL = new URL(config.PYODIDE_DIR, import.meta.url).href;
  progress("runtime", "Python-Laufzeit (Pyodide) wird geladen …");
  // The snapshot is fetched while Pyodide's own module loads.
  const snapshotURL = new URL(config.ENGINE_SNAPSHOT, import.meta.url).href;
  const wheelURL = new URL(config.ENGINE_WHEEL, import.meta.url).href;
  const stdlibURL = indexURL + "python_stdlib.zip";
  let fromSnapshot = false;
  const snapshot = typeof DecompressionStream === "function"
    ? fetchSnapshot(snapshotURL)
    : Promise.reject(new Error("DecompressionStream fehlt"));
  snapshot.then(() => mark("snapshot"), () => {});
  const { loadPyodide } = await import(indexURL + "pyodide.mjs").catch((err) => { throw stageError("runtime", err); });
  mark("pyodide.mjs");
  let pyodide;
  try {
    pyodide = await Promise.race([
      loadPyodide({ indexURL, _loadSnapshot: snapshot, stdLibURL: NO_STDLIB }), wasmFailure()]);
    mark("interpreter");
    pyodide.runPython(STDLIB_ON_DEMAND, { globals: pyodide.toPy({}) });
    fromSnapshot = true;
  } catch (err) {
    // The snapshot only saves time: without it (or whatever failed), start the plain way; if
    // that fails too, its failure is the one reported.
    console.warn("engine: start from the memory snapshot failed, starting Pyodide without it:", String(err));
    snapshotKept = snapshotKept.then(() => self.caches && caches.open(RUNTIME_CACHE))
      .then((cache) => cache && cache.delete(snapshotURL)).catch(() => {});   // not kept for offline use
    pyodide = await startBare(loadPyodide, indexURL, wheelURL).catch((e) => { throw stageError("runtime", e); });
    mark("interpreter");
  }
  // what a later visit needs offline (offline.js puts it into the service worker's cache)
  const files = config.RUNTIME_FILES.map((f) => indexURL + f)
    .filter((url) => !(fromSnapshot && url === stdlibURL))
    .concat(fromSnapshot ? [snapshotURL] : [wheelURL]);
  progress("engine", "Regel-Engine wird geladen …");
  pyodide.registerJsModule("engine_host", {
    progress: (json) => say({ type: "progress", id: current, data: JSON.parse(String(json)) }),
    load_stdlib: loadStdlibNow(pyodide, stdlibURL),
  });
  try {
    call = pyodide.pyimport("engine.api").call;
  } catch (err) {
    throw stageError("engine", err);
  }
  mark("engine");
  const version = JSON.parse(call("version", "{}")).result;
  await snapshotKept;   // long done by now; offline.js then finds it in the cache
  mark("ready");
  say({ type: "ready", version, python: pyodide.version, files, ...(TIMING && { marks, resources: downloads() }) });
}

/** The runtime's downloads so far: name, start and end in absolute milliseconds, bytes sent. */
function downloads() {
  return performance.getEntriesByType("resource").map((r) => ({
    name: r.name.split("/").pop(), start: performance.timeOrigin + r.startTime,
    end: performance.timeOrigin + r.responseEnd, bytes: r.encodedBodySize }));
}

/** The last line of a Python traceback, shortened: enough to name the problem. */
function excerpt(err) {
  const lines = String(err && err.message ? err.message : err).trim().split("\n");
  const last = lines[lines.length - 1];
  return last.length > 160 ? last.slice(0, 157) + " …" : last;
}

const started = start().catch((err) => {
  say({ type: "failed", stage: err.stage || "runtime", name: err.name || "Error", message: excerpt(err) });
  throw err;
});
started.catch(() => {});

// Requests carry the function name and its arguments as JSON data; nothing a reader types is
// ever turned into Python source.
self.onmessage = async (event) => {
  const { id, fn, args } = event.data;
  const timing = TIMING ? { received: now() } : null;
  try {
    await started;
  } catch {
    return;   // the page has the failure already and answers waiting requests itself
  }
  current = id;
  if (timing) timing.started = now();
  let answer;
  try {
    answer = call(fn, JSON.stringify(args ?? {}));
  } catch (err) {
    answer = JSON.stringify({ ok: false, error: {
      type: "InternalError", message: `Interner Fehler der Regel-Engine (${excerpt(err)}).` } });
  } finally {
    current = null;
  }
  if (timing) timing.ended = now();
  say({ type: "answer", id, answer, ...(timing && { timing }) });
};
