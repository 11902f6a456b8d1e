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

async function start() {
  postMessage({ type: "progress", step: "runtime", text: "Python-Laufzeit (Pyodide) wird geladen …" });
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  postMessage({ type: "progress", step: "engine", text: "Regel-Engine wird geladen …" });
  await pyodide.loadPackage(new URL(ENGINE_WHEEL, import.meta.url).href, { messageCallback: () => {} });
  // loadPackage resolves quietly on failure: importing proves that the engine is really there.
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
