// Why the engine could not start, in German, naming the real cause.
//
// The worker reports at which stage it failed; the page then asks the server for the files of
// that stage (headers only) and names the first one that is missing (HTTP status), blocked,
// or unreachable because the device is offline. If every file is there, the file's content is
// the cause (a corrupt download, a browser without the needed feature).

const here = (path) => new URL(path, import.meta.url).href;
const base = (url) => decodeURIComponent(new URL(url).pathname.split("/").pop());

async function stageFiles() {
  const worker = [here("./engine-worker.js")];
  let config;
  try {
    config = await import("./engine-config.js");
  } catch {
    return { worker, config: [here("./engine-config.js")], runtime: [], engine: [] };
  }
  return {
    worker,
    config: [here("./engine-config.js")],
    runtime: config.RUNTIME_FILES.map((f) => here(config.PYODIDE_DIR + f)),
    engine: [here(config.ENGINE_WHEEL)],
  };
}

/** {status} of the server's answer, or {error: "offline" | "blocked"} if there is none. */
async function probe(url) {
  const ctl = new AbortController();
  try {
    const response = await fetch(url, { cache: "no-store", signal: ctl.signal });
    ctl.abort();   // the headers are enough
    return { url, status: response.status, ok: response.ok };
  } catch {
    return { url, ok: false, error: navigator.onLine === false ? "offline" : "blocked" };
  }
}

function shortDetail(failure) {
  const text = `${failure.name && failure.name !== "Error" ? failure.name + ": " : ""}${failure.message || ""}`.trim();
  return text.length > 160 ? text.slice(0, 157) + " …" : text;
}

function missingFile(p) {
  const name = base(p.url);
  if (p.error === "offline") {
    return { kind: "offline", text: `Keine Netzverbindung: Die Regel-Engine braucht die Datei „${name}“, `
      + "die auf diesem Gerät noch nicht gespeichert ist. Öffnen Sie die Seite wieder, sobald Sie online "
      + "sind; danach rechnet sie auch ohne Netz." };
  }
  if (p.error === "blocked") {
    return { kind: "blocked", text: `Die Datei „${name}“ der Regel-Engine konnte nicht geladen werden: `
      + "Die Verbindung wurde abgebrochen oder blockiert (etwa durch einen Inhaltsblocker, eine Firewall "
      + "oder einen Proxy)." };
  }
  if (p.status === 404) {
    return { kind: "http", text: `Die Datei „${name}“ der Regel-Engine fehlt auf dem Server (HTTP 404): `
      + "Die Website ist unvollständig veröffentlicht." };
  }
  return { kind: "http", text: `Der Server liefert die Datei „${name}“ der Regel-Engine nicht aus `
    + `(HTTP ${p.status}).` };
}

/** German explanation {kind, text} of a start failure {stage, name, message} of the worker. */
export async function explainFailure(failure) {
  if (failure.stage === "no-wasm") {
    return { kind: "no-wasm", text: "Dieser Browser kann die Regel-Engine nicht ausführen: WebAssembly ist "
      + "nicht verfügbar oder abgeschaltet." };
  }
  const files = await stageFiles();
  const candidates = failure.stage === "stalled"
    ? [...files.worker, ...files.config, ...files.runtime, ...files.engine]
    : files[failure.stage] || files.runtime;
  const probes = await Promise.all(candidates.map(probe));
  const bad = probes.find((p) => !p.ok);
  if (bad) return missingFile(bad);
  const detail = shortDetail(failure);
  switch (failure.stage) {
    case "worker":
      return { kind: "no-module-worker", text: "Dieser Browser kann die Regel-Engine nicht starten: Er "
        + "unterstützt keine JavaScript-Module in Web Workern (das können Chrome, Edge, Firefox und "
        + "Safari in den Fassungen seit 2023)." };
    case "engine":
      return { kind: "corrupt", text: `Das Paket der Regel-Engine („${base(files.engine[0])}“) ist beschädigt `
        + `oder unvollständig${detail ? ` (${detail})` : ""}. Laden Sie die Seite neu; hilft das nicht, ist `
        + "die Website fehlerhaft veröffentlicht." };
    case "stalled":
      return { kind: "stalled", text: "Die Regel-Engine antwortet nicht, obwohl alle ihre Dateien erreichbar "
        + "sind. Laden Sie die Seite neu." };
    default: {
      const wasm = /CompileError|wasm|WebAssembly/i.test(detail);
      return { kind: "corrupt", text: wasm
        ? "Die Datei „pyodide.asm.wasm“ der Regel-Engine ist beschädigt oder passt nicht zu dieser Fassung "
          + `der Website${detail ? ` (${detail})` : ""}.`
        : `Die Python-Laufzeit (Pyodide) der Regel-Engine ließ sich nicht starten${detail ? ` (${detail})` : ""}.` };
    }
  }
}
