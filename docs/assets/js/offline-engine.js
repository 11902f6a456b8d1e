// „Regel-Engine offline verfügbar machen“: a button that stores the engine's files (Pyodide, the
// memory snapshot, the wheel; listed with their sizes in engine-files.js, written by
// scripts/hooks/offline.py) in the service worker's runtime cache, with progress and size.
// Afterwards every page with a widget works without network: the pages and the scripts are in the
// precache (which the service worker has completed once it is ready), the engine in this cache.
//
// Shown on the start page (<div data-offline-engine>) and in every widget's error message
// (widgets.js). The control sets data-state: idle, saving, done or error (the tests read it).
import { ENGINE_FILES } from "./engine-files.js";
import { ensureServiceWorker } from "./offline.js";

const RUNTIME_CACHE = "engine-runtime";   // the cacheName in scripts/build_sw.mjs
const files = ENGINE_FILES.map((f) => ({ url: new URL(f.url, import.meta.url).href, bytes: f.bytes }));
const total = files.reduce((sum, f) => sum + f.bytes, 0);

const megabytes = (bytes) => `${(bytes / 1e6).toLocaleString("de-DE", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

function node(tag, attrs = {}, text = null) {
  const n = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== null) n.textContent = text;
  return n;
}

async function missingFiles(cache) {
  const present = await Promise.all(files.map((f) => cache.match(f.url)));
  return files.filter((_, i) => !present[i]);
}

/** Fetch `file` and put it into `cache`, reporting the bytes as they arrive. */
async function store(cache, file, onBytes) {
  const response = await fetch(file.url, { cache: "no-cache" });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { file });
  const reader = response.body.getReader();
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  // the body is decoded already: keep only the type (no Content-Encoding, no stale length)
  const type = response.headers.get("Content-Type") || "application/octet-stream";
  await cache.put(file.url, new Response(new Blob(chunks, { type }), { headers: { "Content-Type": type } }));
}

function failureText(err) {
  if (navigator.onLine === false || err instanceof TypeError) {
    return "Keine Netzverbindung: Die Dateien der Regel-Engine lassen sich nur mit Netz speichern.";
  }
  if (err && err.name === "QuotaExceededError") {
    return `Der Browser hat nicht genug Speicherplatz für die Regel-Engine (${megabytes(total)}).`;
  }
  if (err && err.file) {
    const name = decodeURIComponent(new URL(err.file.url).pathname.split("/").pop());
    return `Die Datei „${name}“ der Regel-Engine konnte nicht geladen werden (${err.message}).`;
  }
  return `Die Regel-Engine konnte nicht gespeichert werden (${err && err.message ? err.message : err}).`;
}

/** The control: a button, a progress bar and a status line. */
export function offlineEngineControl() {
  const box = node("div", { class: "offline-engine", "data-state": "idle" });
  const button = node("button", { type: "button", class: "md-button", "data-role": "offline-engine" },
    "Regel-Engine offline verfügbar machen");
  const bar = node("progress", { max: String(total), value: "0", "aria-label": "Regel-Engine wird gespeichert", hidden: "" });
  const status = node("p", { class: "offline-engine-status", role: "status", "data-role": "offline-status" },
    `Speichert die Regel-Engine (${megabytes(total)}) auf diesem Gerät: Danach rechnen alle Seiten auch ohne Netz.`);
  box.append(button, bar, status);

  const supported = "serviceWorker" in navigator && "caches" in window && window.isSecureContext;
  if (!supported) {
    button.disabled = true;
    status.textContent = "Dieser Browser kann hier nichts für die Offline-Nutzung speichern (das geht nur über "
      + "HTTPS und mit Service Workern).";
    return box;
  }
  caches.open(RUNTIME_CACHE).then(missingFiles).then((missing) => {
    if (!missing.length && box.dataset.state === "idle") {
      box.dataset.state = "done";
      status.textContent = `Die Regel-Engine ist auf diesem Gerät gespeichert (${megabytes(total)}).`;
    }
  }).catch(() => {});

  button.addEventListener("click", async () => {
    button.disabled = true;
    box.dataset.state = "saving";
    bar.hidden = false;
    bar.value = 0;
    status.textContent = "Die Website wird für die Offline-Nutzung vorbereitet …";
    try {
      await ensureServiceWorker();   // ready: the pages and scripts are precached
      const cache = await caches.open(RUNTIME_CACHE);
      const missing = await missingFiles(cache);
      let done = total - missing.reduce((sum, f) => sum + f.bytes, 0);
      const show = () => {
        bar.value = Math.min(done, total);
        status.textContent = `Regel-Engine wird gespeichert: ${megabytes(done)} von ${megabytes(total)} …`;
      };
      show();
      for (const file of missing) {
        let got = 0;
        await store(cache, file, (n) => { got += n; done += n; show(); });
        done += file.bytes - got;   // a compressed transfer counts as the stored size
        show();
      }
      bar.value = total;
      box.dataset.state = "done";
      status.textContent = `Gespeichert (${megabytes(total)}): Alle Seiten mit Rechnern funktionieren jetzt auch ohne Netz.`;
    } catch (err) {
      console.warn("engine not stored for offline use:", err);
      box.dataset.state = "error";
      bar.hidden = true;
      status.textContent = failureText(err);
    } finally {
      button.disabled = false;
    }
  });
  return box;
}

/** Put the control into every empty <div data-offline-engine> of the page. */
export function mountOfflineEngine(scope = document) {
  for (const slot of scope.querySelectorAll("[data-offline-engine]:not([data-mounted])")) {
    slot.dataset.mounted = "true";
    slot.replaceChildren(offlineEngineControl());
  }
}
