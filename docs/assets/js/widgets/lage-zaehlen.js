// Widget „Lage zählen“: count a pile of Tarok cards by Ulmann's two methods (S. 16–18).
// Root attributes: data-pack (54, 42 or 78; default 54), data-example (initial card list).
import { callEngine } from "../engine-client.js";
import { cardRow } from "../cards.js";
import { FormError, answerOnSubmit, cardNames, duplicateCard, resultParts, uid } from "./form.js";

export async function mountLageZaehlen(root, el) {
  const pack = Number(root.dataset.pack || 54);
  const inputId = uid("lz-cards");
  const pickerId = uid("lz-picker");
  const form = el("form", { class: "widget-form" });
  const label = el("label", { for: inputId }, "Karten, durch Komma getrennt (Namen wie im Buch):");
  const input = el("input", { id: inputId, type: "text", name: "cards", autocomplete: "off",
    spellcheck: "false", "data-role": "cards" });
  input.value = root.dataset.example || "";
  const picker = el("select", { id: pickerId, "data-role": "picker" });
  const add = el("button", { type: "button", class: "md-button" }, "hinzufügen");
  const submit = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "count" }, "Zählen");
  const row = el("div", { class: "widget-row" });
  row.append(el("label", { for: pickerId }, "Karte auswählen:"), picker, add, submit);
  form.append(label, input, row);
  const { message, output } = resultParts(el);
  root.append(form, message, output);

  const names = await callEngine("card_names", { pack });
  if (!names.ok) throw new Error(names.error.message);
  for (const card of names.result) picker.append(el("option", { value: card.name }, `${card.name} (${card.code})`));

  add.addEventListener("click", () => {
    const sep = input.value.trim() ? ", " : "";
    input.value = input.value.trim() + sep + picker.value;
    input.focus();
  });

  answerOnSubmit({ root, form, message, output }, "count", () => {
    const cards = cardNames(input.value);
    const twice = duplicateCard(cards);
    if (twice) throw new FormError(`Die Karte „${twice}“ ist zweimal angegeben; jede Karte gibt es nur einmal.`);
    return { cards, pack };
  }, (result) => render(result, output, el, `tarok${pack}`));
  if (input.value) form.requestSubmit();
}

function render(result, output, el, cardPack) {
  if (!result.lagen.length) {
    output.append(el("p", {}, "Keine Karten angegeben."));
    return;
  }
  const table = el("table");
  const head = el("tr");
  ["", "Karten", "in Dritteln gezählt", "landläufig (5/4/3/2)"].forEach((h) => head.append(el("th", {}, h)));
  const thead = el("thead");
  thead.append(head);
  table.append(thead);
  const body = el("tbody");
  result.lagen.forEach((lage, i) => {
    const tr = el("tr");
    const cards = el("td", {}, lage.cards.join(", "));
    cards.prepend(cardRow(cardPack, lage.cards, { label: lage.rest ? "Rest" : `Lage ${i + 1}` }));
    tr.append(el("td", {}, lage.rest ? "Rest" : `Lage ${i + 1}`), cards,
      el("td", { class: "num" }, String(lage.thirds)), el("td", { class: "num" }, String(lage.landlaeufig)));
    body.append(tr);
  });
  const sum = el("tr", { class: "sum" });
  sum.append(el("td", {}, "Summe"), el("td", {}, `genau ${result.exact} Points`),
    el("td", { class: "num", "data-role": "points" }, String(result.points)),
    el("td", { class: "num", "data-role": "points-landlaeufig" }, String(result.points_landlaeufig)));
  body.append(sum);
  table.append(body);
  output.append(table, el("p", { class: "widget-summary", "data-role": "summary" },
    `Ergebnis: ${result.points} Points (landläufig gezählt: ${result.points_landlaeufig}).`));
}
