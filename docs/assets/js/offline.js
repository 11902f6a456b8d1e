// Offline use (loaded on every page of a built site by scripts/hooks/offline.py):
// - registers the service worker (scripts/build_sw.mjs, Workbox) once the page — and on a page
//   with a widget, the engine — has loaded, so that precaching does not compete with them;
// - announces a new version of the site in German and reloads when the reader agrees;
// - puts the engine runtime that a page has used into the cache the service worker reads
//   (on the very first visit the worker's downloads happen before the service worker runs);
// - mounts the button „Regel-Engine offline verfügbar machen“ (offline-engine.js) where a page has
//   a <div data-offline-engine>, and registers the service worker at once when it is pressed.
import { Workbox } from "./vendor/workbox-window.prod.mjs";
import { engineStatus } from "./engine-client.js";

const RUNTIME_CACHE = "engine-runtime";   // the cacheName in scripts/build_sw.mjs

async function keepEngine(files) {
  const cache = await caches.open(RUNTIME_CACHE);
  await Promise.all(files.map(async (url) => {
    if (!(await cache.match(url))) await cache.add(url);
  }));
}

function announceUpdate(wb) {
  if (document.querySelector(".update-notice")) return;
  const notice = document.createElement("div");
  notice.className = "update-notice";
  notice.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = "Eine neue Fassung dieser Website ist verfügbar.";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "md-button md-button--primary";
  reload.dataset.role = "update";
  reload.textContent = "Neu laden";
  reload.addEventListener("click", () => {
    wb.addEventListener("controlling", () => location.reload());
    wb.messageSkipWaiting();
  });
  const later = document.createElement("button");
  later.type = "button";
  later.className = "md-button";
  later.textContent = "Später";
  later.addEventListener("click", () => notice.remove());
  notice.append(text, reload, later);
  document.body.append(notice);
}

let workbox = null;
function register() {
  if (workbox) return;
  const wb = workbox = new Workbox(new URL("../../sw.js", import.meta.url).href);
  wb.addEventListener("waiting", () => announceUpdate(wb));
  wb.register().catch((err) => console.warn("service worker not registered:", err));
}

/** The service worker registered now (not only after the page and engine have loaded) and ready:
 *  installed, so every page and script of the site is in its precache. */
export async function ensureServiceWorker() {
  register();
  return navigator.serviceWorker.ready;
}

// the button „Regel-Engine offline verfügbar machen“ where a page asks for it (the start page)
function mountButtons() {
  if (document.querySelector("[data-offline-engine]:not([data-mounted])")) {
    import("./offline-engine.js").then((m) => m.mountOfflineEngine())
      .catch((err) => console.warn("offline button not available:", err));
  }
}
if (window.document$) window.document$.subscribe(mountButtons);
else mountButtons();

if ("serviceWorker" in navigator && "caches" in window) {
  const keep = (ready) => keepEngine(ready.files || []).catch((err) => console.warn("engine not cached for offline use:", err));
  window.addEventListener("engine:ready", (event) => keep(event.detail));
  const status = engineStatus();
  if (status && status.ready) keep(status.ready);
  const engineSettled = document.querySelector("[data-widget]") && !status
    ? new Promise((resolve) => {
      window.addEventListener("engine:ready", resolve, { once: true });
      window.addEventListener("engine:failed", resolve, { once: true });
      setTimeout(resolve, 15_000);
    })
    : Promise.resolve();
  const loaded = document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  Promise.all([loaded, engineSettled]).then(register);
}
