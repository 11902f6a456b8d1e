// Widget registry and mounting.
//
// Contract of every widget: its root element carries data-widget="<name>" and the widget sets
// data-state to "loading" (with visible progress), "ready" or "error" (with a German message
// that names the cause, and a button to try again). Engine errors on a reader's input are shown
// as a German message inside the widget (the widget stays "ready"); a failure to load the engine
// sets "error". Mounting goes through mkdocs-material's document$ so widgets work on first load
// and after instant navigation. A mount function receives (root, el) and may return a promise.
// The widgets' modules and the engine's client are loaded by the pages that show a widget, when
// they mount it: a page without widgets loads nothing but this file.
const engineClient = () => import("./engine-client.js");

export const WIDGETS = {
  "lage-zaehlen": () => import("./widgets/lage-zaehlen.js").then((m) => m.mountLageZaehlen),
  "karte-erlaubt": () => import("./widgets/karte-erlaubt.js").then((m) => m.mountKarteErlaubt),
  "wer-sticht": () => import("./widgets/wer-sticht.js").then((m) => m.mountWerSticht),
  "spiel-abrechnen": () => import("./widgets/spiel-abrechnen.js").then((m) => m.mountSpielAbrechnen),
  "problem-replay": () => import("./widgets/problem-replay.js").then((m) => m.mountProblemReplay),
  "problem-puzzle": () => import("./widgets/problem-puzzle.js").then((m) => m.mountProblemPuzzle),
  "problem-progress": () => import("./widgets/problem-puzzle.js").then((m) => m.mountProblemProgress),
  "probespiel": () => import("./widgets/probespiel.js").then((m) => m.mountProbespiel),
  "nachrechnen": () => import("./widgets/nachrechnen.js").then((m) => m.mountNachrechnen),
};


function el(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

function showFailure(root, text) {
  root.dataset.state = "error";
  const retry = el("button", { type: "button", class: "md-button", "data-role": "retry" }, "Erneut versuchen");
  retry.addEventListener("click", async () => {
    (await engineClient()).restartEngine();
    document.querySelectorAll('[data-widget][data-state="error"]').forEach(mount);
  });
  root.replaceChildren(el("p", { class: "widget-error", role: "alert", "data-role": "failure" }, text), retry);
  // the engine for use without network, asked for in advance (built site only: offline-engine.js)
  import("./offline-engine.js").then((m) => {
    if (root.dataset.state === "error") root.append(m.offlineEngineControl());
  }).catch(() => {});
}

async function mount(root) {
  const load = WIDGETS[root.dataset.widget];
  root.dataset.mounted = "true";
  root.classList.add("widget");
  if (!load) {
    root.replaceChildren();
    root.dataset.state = "error";
    root.append(el("p", { class: "widget-error", role: "alert" }, `Unbekanntes Widget „${root.dataset.widget}“.`));
    return;
  }
  let factory;
  try {
    factory = await load();
  } catch (err) {
    console.warn("widget", root.dataset.widget, err);
    showFailure(root, "Das Widget konnte nicht geladen werden (keine Verbindung zur Website?).");
    return;
  }
  // data-prerendered: the build wrote the widget's first state into the page (on screen before
  // any script runs, so nothing moves and the largest paint needs no script); the widget takes
  // those nodes over. Any other widget starts from an empty root.
  if (!("prerendered" in root.dataset)) root.replaceChildren();
  // data-engine="on-demand": the widget renders from data in the page and asks the engine only
  // when the reader wants it, so it is ready at once, even when the engine cannot load.
  if (root.dataset.engine === "on-demand") {
    try {
      factory(root, el);
      root.dataset.state = "ready";
    } catch (err) {
      console.error("widget", root.dataset.widget, err);
      root.dataset.state = "error";
      root.replaceChildren(el("p", { class: "widget-error", role: "alert" }, `Das Widget kann nicht angezeigt werden: ${err.message}`));
    }
    return;
  }
  root.dataset.state = "loading";
  const status = el("div", { class: "widget-loading", role: "status" });
  const bar = el("progress", { max: "2", value: "0", "aria-label": "Regel-Engine wird geladen" });
  const label = el("span", {}, "Regel-Engine wird vorbereitet …");
  status.append(bar, label);
  root.append(status);
  try {
    const { engineReady } = await engineClient();
    await engineReady((p) => {
      label.textContent = p.text;
      bar.value = p.step === "engine" ? 1 : 0;
    });
    status.remove();
    await factory(root, el);
    root.dataset.state = "ready";
  } catch (err) {
    console.warn("widget", root.dataset.widget, err);
    showFailure(root, err && err.message ? err.message : String(err));
  }
}

// data-load="on-open": the widget sits in a closed <details> (a live example on a rule page) and
// is mounted, and the engine started, only when the reader opens it.
function waitsForOpen(root) {
  const box = root.closest("details");
  return root.dataset.load === "on-open" && box && !box.open;
}

function mountAll() {
  document.querySelectorAll("[data-widget]").forEach((root) => {
    if (root.dataset.mounted) return;
    if (!waitsForOpen(root)) {
      mount(root);
      return;
    }
    const box = root.closest("details");
    if (box.dataset.widgetWaits) return;
    box.dataset.widgetWaits = "true";
    box.addEventListener("toggle", () => {
      if (box.open) box.querySelectorAll('[data-widget][data-load="on-open"]:not([data-mounted])').forEach(mount);
    });
  });
}

// Start the interpreter as soon as a page with a widget is shown (it is shared by all widgets).
if (document.querySelector('[data-widget]:not([data-engine="on-demand"]):not([data-load="on-open"])')) {
  engineClient().then((m) => m.engineReady()).catch(() => {});
}

if (window.document$) {
  window.document$.subscribe(mountAll);
} else {
  mountAll();
}
