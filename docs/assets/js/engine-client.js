// The page's handle on the engine worker: started lazily by the first widget that needs it,
// then shared by every widget of the tab (also across instant-navigation page changes).
let worker = null;
let readyPromise = null;
let nextId = 1;
const pending = new Map();
const listeners = new Set();
let lastProgress = null;

function ensureWorker() {
  if (worker) return;
  // A page with a widget may have started the worker already from <head> (hook assets.py),
  // keeping the messages that arrived before this module was loaded.
  const boot = window.__engineBoot;
  worker = boot ? boot.worker : new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  readyPromise = new Promise((resolve, reject) => {
    const handle = (msg) => {
      if (msg.type === "progress") {
        lastProgress = msg;
        listeners.forEach((fn) => fn(msg));
      } else if (msg.type === "ready") {
        if (boot && boot.release) boot.release();   // let the theme's search start now
        resolve(msg);
      } else if (msg.type === "failed") {
        reject(new Error(msg.text));
      } else if (msg.type === "answer") {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (p) p(JSON.parse(msg.answer));
      }
    };
    worker.onmessage = (event) => handle(event.data);
    if (boot) boot.early.splice(0).forEach(handle);
    worker.onerror = (event) => reject(new Error(event.message || "Worker konnte nicht starten"));
  });
}

/** Resolves when the engine is loaded; `onProgress` receives {step, text} while loading. */
export function engineReady(onProgress) {
  ensureWorker();
  if (onProgress) {
    if (lastProgress) onProgress(lastProgress);
    listeners.add(onProgress);
    readyPromise.finally(() => listeners.delete(onProgress)).catch(() => {});
  }
  return readyPromise;
}

/** Call engine.web.FUNCTIONS[fn](**args); resolves to {ok, result} or {ok: false, error}. */
export async function callEngine(fn, args) {
  await engineReady();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker.postMessage({ id, fn, args });
  });
}
