// Widget „Was zahlt dieses Spiel?“: the engine's settlement of a Tarok game from its outcome.
// Root attributes: data-variant (default tapp), data-game, data-points.
import { callEngine } from "../engine-client.js";
import { showError, clearError } from "./form.js";

const CONTRA = ["ohne Contra", "Contra", "Recontra", "Supercontra"];
const ULTIMO = [["", "kein Ultimo"], ["spieler", "Spieler macht den Pagat Ultimo"],
  ["gegner", "Gegner machen den Pagat Ultimo"], ["spieler-abgefangen", "Pagat des Spielers abgefangen"]];

export async function mountSpielAbrechnen(root, el) {
  const variantKey = root.dataset.variant || "tapp";
  const contracts = await callEngine("contracts", { variant: variantKey });
  if (!contracts.ok) throw new Error(contracts.error.message);
  const form = el("form", { class: "widget-form widget-grid" });
  const select = (role, label, options) => {
    const s = el("select", { "data-role": role });
    for (const [value, text] of options) s.append(el("option", { value }, text));
    form.append(el("label", {}, label), s);
    return s;
  };
  const game = select("game", "Spiel:", contracts.result.map((c) => [c.key, `${c.name} (${c.source})`]));
  game.value = root.dataset.game || contracts.result[0].key;
  const malig = select("malig", "Steigerung:", [1, 2, 3, 4, 5, 6].map((n) => [String(n), `${n}malig`]));
  const points = el("input", { type: "text", inputmode: "numeric", size: "4", value: root.dataset.points || "36", "data-role": "points" });
  form.append(el("label", {}, "Points des Spielers:"), points);
  const contra = select("contra", "Contra:", CONTRA.map((c, i) => [String(i), c]));
  const ultimo = select("ultimo", "Pagat Ultimo:", ULTIMO);
  const announced = el("input", { type: "checkbox", "data-role": "announced" });
  form.append(el("label", {}, "Ultimo angesagt:"), announced);
  const submit = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "settle" }, "Abrechnen");
  form.append(el("span"), submit);
  const syncMalig = () => {
    const c = contracts.result.find((x) => x.key === game.value);
    malig.disabled = !(c && c.malig);
  };
  game.addEventListener("change", syncMalig);
  syncMalig();
  const message = el("p", { class: "widget-error", role: "alert", "data-role": "message", hidden: "" });
  const output = el("div", { class: "widget-output", "aria-live": "polite", "data-role": "result" });
  root.append(form, message, output);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    output.replaceChildren();
    if (!/^\s*\d+\s*$/.test(points.value)) return showError(root, message, "Bitte die Points des Spielers als ganze Zahl angeben.");
    const args = { variant: variantKey, game: game.value, points: Number(points.value),
      contra: Number(contra.value) ? { spiel: Number(contra.value) } : {} };
    if (!malig.disabled) args.multiplicity = Number(malig.value);
    if (ultimo.value) args.ultimo = ultimo.value;
    if (announced.checked) args.announced = ["ultimo"];
    const answer = await callEngine("settle", args);
    output.replaceChildren();
    if (!answer.ok) return showError(root, message, answer.error.message);
    clearError(root, message);
    render(answer.result, output, el);
  });
  form.requestSubmit();
}

function render(r, output, el) {
  output.append(el("p", { "data-role": "summary" }, r.summary));
  const table = el("table");
  const head = el("tr");
  ["Posten", "je", "zahlt", "erhält", "Quelle"].forEach((h) => head.append(el("th", {}, h)));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const line of r.lines) {
    const tr = el("tr");
    tr.append(el("td", {}, line.label), el("td", { class: "num" }, String(line.amount)),
      el("td", {}, line.from.join(", ")), el("td", {}, line.to.join(", ")), el("td", {}, `Ulmann ${line.source}`));
    body.append(tr);
  }
  table.append(thead, body);
  const net = Object.entries(r.payments).map(([who, n]) => `${who} ${n > 0 ? "+" : ""}${n}`).join(" · ");
  output.append(table, el("p", { class: "widget-summary", "data-role": "payments" }, `Saldo: ${net}`));
}
