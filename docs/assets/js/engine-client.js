// The page's handle on the engine worker: started by the first widget that needs it (or from
// <head>, see scripts/hooks/assets.py), then shared by every widget of the tab, also across
// instant-navigation page changes.
//
// - engineReady(onProgress) resolves when the engine answers; if it cannot start, it rejects
//   with an Error whose message is a German explanation of the real cause (engine-failure.js).
// - callEngine(fn, args, {signal, onProgress}) resolves to the engine's answer {ok, result} or
//   {ok: false, error}. Cancelling (signal) ends the worker — Python cannot be interrupted
//   without SharedArrayBuffer, which needs cross-origin isolation headers that a plain static
//   host does not send — and starts a new one, to which the other waiting requests are re-sent.
//   onProgress receives what the engine reports while the request runs.
//
// Timings, only on a page opened with `?timing` (TIMING; scripts/bench_whatif.py --trace opens it
// so): the worker's stages of the start become performance marks of the page ("engine:…", in the
// page's timeline), each request a measure of its wait in the worker's queue and one of its run
// ("engine:FN waiting", "engine:FN"): the browser's performance panel shows them, and the
// benchmark reads them. Without the flag neither the worker nor the page records any.
import { explainFailure } from "./engine-failure.js";

const STALL_MS = 60_000;   // no sign of life from a starting worker for this long: give up
const CANCELLED = { ok: false, error: { type: "Cancelled", message: "Die Berechnung wurde abgebrochen." } };

let engine = null;
let nextId = 1;
const pending = new Map();   // id → {fn, args, resolve, onProgress}
const TIMING = new URLSearchParams(location.search).has("timing");

function failedAnswer(text) {
  return { ok: false, error: { type: "EngineUnavailable", message: text } };
}

function newWorker() {
  return new Worker(new URL(`./engine-worker.js${TIMING ? "?timing" : ""}`, import.meta.url), { type: "module" });
}

/** Start a worker (or adopt the one started from <head>) and follow it until it is ready. */
function startEngine(boot) {
  const e = { listeners: new Set(), lastProgress: null, dead: false };
  e.ready = new Promise((resolve, reject) => {
    let watchdog = null;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => fail({ stage: "stalled" }), STALL_MS);
    };
    const fail = async (failure) => {
      if (e.dead) return;
      e.dead = true;
      clearTimeout(watchdog);
      e.worker?.terminate();
      if (boot && boot.release) boot.release();
      if (e.isReady && engine === e) engine = null;   // crashed after its start: the next call restarts
      const why = e.isReady
        ? { kind: "crashed", text: `Die Regel-Engine ist abgestürzt${failure.message ? ` (${failure.message.slice(0, 160)})` : ""}. Bitte versuchen Sie es noch einmal.` }
        : await explainFailure(failure);
      const err = new Error(why.text);
      err.kind = why.kind;
      reject(err);
      e.status = { failed: why };
      window.dispatchEvent(new CustomEvent("engine:failed", { detail: why }));
      for (const [id, p] of pending) {
        if (p.engine === e) { pending.delete(id); p.resolve(failedAnswer(why.text)); }
      }
    };
    const handle = (msg) => {
      if (e.dead) return;
      switch (msg.type) {
        case "progress":
          if (msg.id != null) { pending.get(msg.id)?.onProgress?.(msg.data); return; }
          alive();
          e.lastProgress = msg;
          e.listeners.forEach((fn) => fn(msg));
          return;
        case "ready":
          timeline(msg);
          clearTimeout(watchdog);
          e.isReady = true;
          if (boot && boot.release) boot.release();   // let the theme's search start now
          resolve(msg);
          e.status = { ready: msg };
          window.dispatchEvent(new CustomEvent("engine:ready", { detail: msg }));   // offline.js caches msg.files
          return;
        case "failed":
          fail(msg);
          return;
        case "worker-error":   // the worker script itself could not run (recorded by the boot script)
          fail({ stage: "worker", message: msg.message });
          return;
        case "answer": {
          const p = pending.get(msg.id);
          if (p) { pending.delete(msg.id); measureRequest(p, msg.timing); p.resolve(JSON.parse(msg.answer)); }
          return;
        }
      }
    };
    if (boot && boot.early && boot.early.some((m) => m.type === "failed" && m.stage === "no-wasm")) {
      fail({ stage: "no-wasm" });
      return;
    }
    try {
      e.worker = boot && boot.worker ? boot.worker : newWorker();
      if (!(boot && boot.worker) && TIMING) performance.mark("engine:created");
    } catch (err) {
      fail({ stage: "worker", message: String(err) });
      return;
    }
    e.worker.onmessage = (event) => handle(event.data);
    e.worker.onerror = (event) => {
      event.preventDefault();
      handle({ type: "worker-error", message: event.message || "" });
    };
    alive();
    if (boot) boot.early.splice(0).forEach(handle);
  });
  e.ready.catch(() => {});
  return e;
}

const pageTime = (at) => at - performance.timeOrigin;

/** The worker's stages of the start and its downloads as marks of the page's timeline. */
function timeline(msg) {
  for (const m of msg.marks || []) performance.mark(`engine:${m.name}`, { startTime: pageTime(m.at) });
  for (const r of msg.resources || []) {
    performance.measure(`engine:download ${r.name}`, { start: pageTime(r.start), end: pageTime(r.end), detail: { bytes: r.bytes } });
  }
}

/** A request's wait in the worker (behind others, or for its start) and its run, as measures. */
function measureRequest(p, timing) {
  if (!timing) return;
  const fn = p.fn;
  performance.measure(`engine:${fn} waiting`, { start: p.posted, end: Math.max(p.posted, pageTime(timing.started)) });
  performance.measure(`engine:${fn}`, { start: pageTime(timing.started), end: pageTime(timing.ended), detail: p.args });
}

function currentEngine() {
  if (!engine) {
    const boot = window.__engineBoot;
    window.__engineBoot = null;   // adopted once; a restart starts a fresh worker
    if (typeof WebAssembly !== "object") {
      engine = startEngine({ early: [{ type: "failed", stage: "no-wasm" }] });
    } else {
      engine = startEngine(boot);
    }
  }
  return engine;
}

/** How the engine's start ended, without starting it: null (not started or still starting),
 * {ready: message} or {failed: {kind, text}}. Events "engine:ready" / "engine:failed" follow. */
export function engineStatus() {
  return engine ? engine.status || null : null;
}

/** End the worker and start a new one; requests still waiting are sent to the new one. */
export function restartEngine() {
  if (engine && !engine.dead) {
    engine.dead = true;
    engine.worker.terminate();
  }
  engine = null;
  const e = currentEngine();
  const waiting = [...pending.entries()];
  e.ready.then(() => {
    for (const [id, p] of waiting) {
      if (pending.has(id)) { p.engine = e; e.worker.postMessage({ id, fn: p.fn, args: p.args }); }
    }
  }, () => {});
  return e.ready;
}

/** Resolves when the engine is loaded; `onProgress` receives {step, text} while loading. */
export function engineReady(onProgress) {
  const e = currentEngine();
  if (onProgress) {
    if (e.lastProgress) onProgress(e.lastProgress);
    e.listeners.add(onProgress);
    e.ready.finally(() => e.listeners.delete(onProgress)).catch(() => {});
  }
  return e.ready;
}

/** Call engine.api.ENDPOINTS[fn](**args); resolves to {ok, result} or {ok: false, error}. */
export async function callEngine(fn, args, { signal, onProgress } = {}) {
  let e;
  do {   // a restart (another request cancelled) while waiting: wait for the new worker
    if (signal?.aborted) return CANCELLED;
    e = currentEngine();
    try {
      await e.ready;
    } catch (err) {
      return failedAnswer(err.message);
    }
  } while (e !== engine || e.dead);
  if (signal?.aborted) return CANCELLED;
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { fn, args, resolve, onProgress, engine: e, posted: performance.now() });
    e.worker.postMessage({ id, fn, args });
    signal?.addEventListener("abort", () => {
      if (!pending.delete(id)) return;
      resolve(CANCELLED);
      restartEngine();
    }, { once: true });
  });
}
