// Widget „Nachrechnen“ beside a worked example of a reading text (scripts/hooks/examples.py):
// <div data-widget="nachrechnen" data-engine="on-demand" data-book-result="…" data-example="{…}">.
// Until the reader opens it, it is a button and loads nothing of Pyodide. Opened, it asks the
// engine (`example`, engine/reckonings.py) to compute the example with the book's inputs, shows
// the inputs as a form the engine describes (cards also as pictures), the result line by line
// with rule and page, and whether the engine agrees with the book: it sets data-engine-result
// (the engine's comparable form of its result) and data-agrees. The reader may change an input
// and compute again. It keeps no rules of its own.
import { callEngine, engineReady } from "../engine-client.js";
import { cardElement } from "../cards.js";
import { FormError, cardNames, clearError, collect, renderForm, resultParts, showError, valuesByPath } from "./form.js";

export function mountNachrechnen(root, el) {
  const ex = JSON.parse(root.dataset.example);
  const open = el("button", { type: "button", class: "md-button nachrechnen-knopf", "data-role": "open",
    "aria-expanded": "false" }, `Nachrechnen: ${ex.was} (${ex.stelle})`);
  const panel = el("div", { class: "nachrechnen-feld", "data-role": "panel", hidden: "" });
  root.replaceChildren(open, panel);
  let started = null;

  open.addEventListener("click", () => {
    const show = panel.hidden;
    panel.hidden = !show;
    open.setAttribute("aria-expanded", String(show));
    if (show && !started) started = start(root, el, ex, panel).then((ok) => { if (!ok) started = null; });
  });
}

/** First opening: load the engine, compute with the book's inputs, build the form. */
async function start(root, el, ex, panel) {
  const status = el("p", { class: "widget-loading", role: "status" }, "Regel-Engine wird geladen …");
  panel.replaceChildren(status);
  root.dataset.computing = "true";
  try {
    await engineReady((p) => { status.textContent = p.text; });
  } catch (err) {
    status.remove();
    root.dataset.computing = "false";
    failed(root, el, panel, err && err.message ? err.message : String(err));
    return false;
  }
  const book = el("p", { class: "nachrechnen-buch", "data-role": "book" },
    `Das Buch (${ex.stelle}): „${ex.book_text}“ – Ergebnis ${ex.book_display}.`);
  const cards = el("div", { class: "kartenreihe", "data-role": "cards", "aria-hidden": "true" });
  const form = el("form", { class: "widget-form" });
  const fields = el("div", { class: "widget-grid", "data-role": "fields" });
  const again = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "compute" },
    "Neu rechnen");
  form.append(fields, again);
  const { message, output } = resultParts(el);
  const parts = [book];
  if (ex.inputs_note) parts.push(el("p", { class: "nachrechnen-eingabe" }, `Eingaben: ${ex.inputs_note}`));
  panel.replaceChildren(...parts, cards, form, message, output);
  const fixed = ex.inputs.variant ? { variant: ex.inputs.variant } : {};
  let current = null;

  async function compute(inputs, first) {
    const answer = await callEngine("example", { reckoning: ex.reckoning, inputs, pick: ex.pick });
    if (!answer.ok) return showError(root, message, answer.error.message);
    clearError(root, message);
    const r = answer.result;
    if (first) current = renderForm({ controls: r.controls }, fields, el, valuesByPath(inputs));
    showCards(cards, el, r.pack, inputs.cards);
    renderLines(output, el, r, ex, root, first);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    let inputs;
    try {
      inputs = collect(current, fixed);
    } catch (err) {
      if (err instanceof FormError) return showError(root, message, err.message);
      throw err;
    }
    await compute(inputs, false);
  });
  await compute(ex.inputs, true);
  status.remove();
  root.dataset.computing = "false";
  return true;
}

function failed(root, el, panel, text) {
  panel.replaceChildren(el("p", { class: "widget-error", role: "alert", "data-role": "failure" },
    `Die Regel-Engine konnte nicht geladen werden: ${text}`));
  root.dataset.result = "error";
}

function showCards(box, el, pack, names) {
  box.replaceChildren();
  if (!pack || !names) return;
  for (const name of Array.isArray(names) ? names : cardNames(names)) {
    try {
      box.append(cardElement(pack, name));
    } catch {
      /* an unknown name: the engine's message says so */
    }
  }
}

/** The computation line by line, and the verdict. The verdict about the book belongs to the
 *  book's inputs: after the reader changed them, the result is shown as the reader's. */
function renderLines(output, el, r, ex, root, first) {
  const table = el("table", { class: "nachrechnen-tabelle" });
  const head = el("tr");
  ["Posten", "Wert", "Regel", ""].forEach((h) => head.append(el("th", {}, h)));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const line of r.lines) {
    const tr = el("tr");
    tr.append(el("td", {}, line.label), el("td", { class: "num" }, String(line.value)),
      el("td", {}, line.source || ""), el("td", { class: "nachrechnen-detail" }, line.detail || ""));
    body.append(tr);
  }
  table.append(thead, body);
  const verdict = el("p", { class: "nachrechnen-urteil", "data-role": "verdict" });
  if (first) {
    const agrees = r.key === root.dataset.bookResult;
    root.dataset.engineResult = r.key;
    root.dataset.agrees = String(agrees);
    verdict.textContent = agrees
      ? `Die Engine stimmt mit dem Buch überein: ${r.text}.`
      : `Die Engine rechnet ${r.text}, das Buch druckt ${ex.book_display}.`;
    verdict.classList.add(agrees ? "stimmt" : "abweichend");
  } else {
    verdict.textContent = `Mit den geänderten Eingaben rechnet die Engine: ${r.text} (das Buch: ${ex.book_display}).`;
  }
  output.replaceChildren(table, verdict);
  if (ex.note) {
    output.append(el("p", { class: "nachrechnen-anmerkung", "data-role": "note" }, `Anmerkung der Edition: ${ex.note}`));
  }
}
