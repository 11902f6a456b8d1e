// Module web worker that hosts the one Pyodide interpreter of the tab.
//
// Why a worker and not the main thread: Pyodide's start (~2–3 s of WebAssembly compilation and
// stdlib unpacking) and long engine runs (problem replays, solvers) would otherwise freeze
// scrolling and typing; in a worker the page stays responsive and widgets can show progress.
// mkdocs-material's instant navigation keeps the page's JavaScript alive, so this worker, and
// with it the loaded interpreter, survives page changes: one interpreter per tab.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { ENGINE_WHEEL } from "./engine-config.js";

let call = null;

async function fetchWheel() {
  const response = await fetch(new URL(ENGINE_WHEEL, import.meta.url));
  if (!response.ok) throw new Error(`Engine-Paket nicht gefunden (HTTP ${response.status})`);
  return response.arrayBuffer();
}

async function start() {
  postMessage({ type: "progress", step: "runtime", text: "Python-Laufzeit (Pyodide) wird geladen …" });
  // The wheel is fetched while Pyodide starts; it is a pure-Python py3-none-any wheel, so
  // unpacking it into site-packages is all that installing it takes.
  const wheel = fetchWheel();
  wheel.catch(() => {});
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  postMessage({ type: "progress", step: "engine", text: "Regel-Engine wird geladen …" });
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
  // Importing proves that the engine is really there.
  const web = pyodide.pyimport("engine.web");
  call = web.call;
  const version = JSON.parse(call("version", "{}")).result;
  postMessage({ type: "ready", version, python: pyodide.version });
}

const started = start().catch((err) => {
  postMessage({ type: "failed", text: String(err && err.message ? err.message : err) });
  throw err;
});

// Requests carry the function name and its arguments as JSON data; nothing a reader types is
// ever turned into Python source.
self.onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    await started;
    postMessage({ type: "answer", id, answer: call(fn, JSON.stringify(args ?? {})) });
  } catch (err) {
    postMessage({ type: "answer", id, answer: JSON.stringify({
      ok: false, error: { type: "WorkerError", message: "Die Regel-Engine konnte nicht arbeiten: " + String(err) } }) });
  }
};
