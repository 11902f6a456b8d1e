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
// Protocol (page → worker): {id, fn, args} calls engine.web.call(fn, JSON of args).
// Worker → page: {type: "progress", step, text} while starting; {type: "ready", …};
// {type: "failed", stage, name, message}; {type: "answer", id, answer: JSON text};
// {type: "progress", id, data} while request `id` runs (the engine reports through the Python
// module `engine_host`: `from engine_host import progress; progress(json_text)`).

let call = null;
let current = null;   // id of the request being answered

const say = (message) => postMessage(message);
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

/** The snapshot, inflated with the browser's own gzip (it is stored compressed). */
async function fetchSnapshot(url) {
  const response = await fetchBytes(url, "snapshot");
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
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
  const indexURL = new URL(config.PYODIDE_DIR, import.meta.url).href;
  progress("runtime", "Python-Laufzeit (Pyodide) wird geladen …");
  // The snapshot is fetched while Pyodide's own module loads.
  const snapshotURL = new URL(config.ENGINE_SNAPSHOT, import.meta.url).href;
  const wheelURL = new URL(config.ENGINE_WHEEL, import.meta.url).href;
  const files = config.RUNTIME_FILES.map((f) => indexURL + f);   // for the page's offline cache
  const snapshot = typeof DecompressionStream === "function"
    ? fetchSnapshot(snapshotURL)
    : Promise.reject(new Error("DecompressionStream fehlt"));
  snapshot.catch(() => {});
  const { loadPyodide } = await import(indexURL + "pyodide.mjs").catch((err) => { throw stageError("runtime", err); });
  let pyodide;
  try {
    pyodide = await Promise.race([loadPyodide({ indexURL, _loadSnapshot: snapshot }), wasmFailure()]);
    files.push(snapshotURL);
  } catch (err) {
    // The snapshot only saves time: without it (or whatever failed), start the plain way; if
    // that fails too, its failure is the one reported.
    console.warn("engine: start from the memory snapshot failed, starting Pyodide without it:", String(err));
    pyodide = await startBare(loadPyodide, indexURL, wheelURL).catch((e) => { throw stageError("runtime", e); });
    files.push(wheelURL);
  }
  progress("engine", "Regel-Engine wird geladen …");
  pyodide.registerJsModule("engine_host", {
    progress: (json) => say({ type: "progress", id: current, data: JSON.parse(String(json)) }),
  });
  try {
    call = pyodide.pyimport("engine.web").call;
  } catch (err) {
    throw stageError("engine", err);
  }
  const version = JSON.parse(call("version", "{}")).result;
  say({ type: "ready", version, python: pyodide.version, files });
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
  try {
    await started;
  } catch {
    return;   // the page has the failure already and answers waiting requests itself
  }
  current = id;
  try {
    say({ type: "answer", id, answer: call(fn, JSON.stringify(args ?? {})) });
  } catch (err) {
    say({ type: "answer", id, answer: JSON.stringify({ ok: false, error: {
      type: "InternalError", message: `Interner Fehler der Regel-Engine (${excerpt(err)}).` } }) });
  } finally {
    current = null;
  }
};
