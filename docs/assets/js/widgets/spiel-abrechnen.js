// Widget „Was zahlt das Spiel?“: a game's settlement from its outcome, for every game the engine
// settles. The engine describes the form (`form`: controls with their labels, choices and
// ranges) and computes the payments (`settle`); the widget only renders the form, checks numbers
// in the page and sends back what the reader chose. It keeps no rules of its own.
// Root attributes: data-variant (default tapp), data-game, data-points (an example to show).
import { callEngine } from "../engine-client.js";
import { answerOnSubmit, clearError, collect, renderForm, resultParts, select } from "./form.js";

// data-role of the controls the page's tests and examples address
const ROLES = { game: "game", multiplicity: "malig", points: "points", "contra.spiel": "contra",
  ultimo: "ultimo", volat: "volat", announced: "announced" };

export async function mountSpielAbrechnen(root, el) {
  const variants = await callEngine("variants", {});
  if (!variants.ok) throw new Error(variants.error.message);
  const form = el("form", { class: "widget-form" });
  const head = el("div", { class: "widget-grid" });
  const variant = select(head, el, "Spiel:", "variant",
    variants.result.filter((v) => v.settle).map((v) => [v.key, `${v.name} (${v.source})`]));
  variant.value = root.dataset.variant || "tapp";
  const fields = el("div", { class: "widget-grid", "data-role": "fields" });
  const submit = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "settle" }, "Abrechnen");
  form.append(head, fields, submit);
  const { message, output } = resultParts(el);
  root.append(form, message, output);
  let current = null;

  async function load(examples) {
    const answer = await callEngine("form", { variant: variant.value });
    if (!answer.ok) throw new Error(answer.error.message);
    current = renderForm(answer.result, fields, el, examples, roleOf);
  }

  variant.addEventListener("change", async () => {
    output.replaceChildren();
    clearError(root, message);
    await load({});
  });

  answerOnSubmit({ root, form, message, output }, "settle", () => ({ variant: variant.value, ...collect(current) }),
    (result) => renderResult(result, current.data, output, el));

  await load({ game: root.dataset.game, points: root.dataset.points });
  form.requestSubmit();
}

function roleOf(path) {
  return ROLES[path] || path.replace(/[^A-Za-z0-9]+/g, "-");
}

function renderResult(r, data, output, el) {
  output.append(el("p", { "data-role": "summary" }, r.summary));
  const table = el("table");
  const head = el("tr");
  ["Posten", "je", "zahlt", "erhält", "Quelle"].forEach((h) => head.append(el("th", {}, h)));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const line of r.lines) {
    const tr = el("tr");
    const amount = line.amount ?? line.points ?? "";
    const source = line.source ? `${data.source_label} ${line.source}`.trim() : "";
    tr.append(el("td", {}, line.label), el("td", { class: "num" }, String(amount)),
      el("td", {}, (line.from || []).join(", ")), el("td", {}, (line.to || [line.party || ""]).join(", ")),
      el("td", {}, source));
    body.append(tr);
  }
  table.append(thead, body);
  const net = Object.entries(r.payments).map(([who, n]) => `${who} ${n > 0 ? "+" : ""}${n}`).join(" · ");
  output.append(table, el("p", { class: "widget-summary", "data-role": "payments" }, `Saldo: ${net}`));
}
