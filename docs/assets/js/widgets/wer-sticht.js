// Widget „Wer sticht?“: the reader puts a complete trick together, the engine (`trick_winner`,
// engine/tricks.py) says which card takes it and why, with the rule's places, what each card
// tells of its player's hand, and — for a hand the reader gives — whether the card was allowed.
// Root attributes (written by the page; scripts/hooks/rule_pages.py adds the last three):
//   data-variant, data-cards, data-leader, data-trump, data-hand-seat, data-hand (the example);
//   data-places (seat letters), data-suits (trump suits, only where the trump is not fixed),
//   data-sources (JSON: the rule's places with their links on this site).
// Reader input goes to the engine as JSON data; every answer is inserted as text.
import { callEngine } from "../engine-client.js";
import { cardRow, variantPack } from "../cards.js";
import { FormError, answerOnSubmit, cardNames, field, resultParts, select, submitButton } from "./form.js";

// the engine names request fields by their keys; the reader knows them by their labels
const FIELD_LABELS = [
  [/Feld „cards“/g, "Feld „Karten im Stich“"],
  [/Feld „hands\.([A-H])“/g, "Feld „Hand von $1“"],
  [/Feld „trump“/g, "Feld „Trumpf“"],
  [/Feld „leader“/g, "Feld „Ausspieler“"],
];

function readerMessage(text) {
  return FIELD_LABELS.reduce((t, [re, label]) => t.replace(re, label), String(text));
}

function sourceLinks(el, known, labels, decision) {
  const line = el("p", { "data-role": "rule" }, "Regel: ");
  const links = labels.map((label) => {
    const href = known[label];
    return href ? el("a", { href, class: "regel-zitat" }, label) : el("span", {}, label);
  });
  if (decision) {
    const href = known[`Entscheidung: ${decision}`];
    links.push(href ? el("a", { href, class: "regel-entscheidung" }, `Entscheidung der Engine: ${decision}`)
      : el("span", {}, `Entscheidung der Engine: ${decision}`));
  }
  links.forEach((link, i) => line.append(...(i ? [", ", link] : [link])));
  line.append(".");
  return line;
}

function verdictOnHands(el, r) {
  const out = [];
  if (!r.possible) {
    out.push(el("p", { class: "verdict no", "data-role": "possible" },
      "Dieser Stich kann nach den Regeln so nicht vorkommen:"));
    const list = el("ul", { "data-role": "illegal" });
    for (const bad of r.illegal) {
      list.append(el("li", {}, `${bad.seat} durfte „${bad.card}“ nicht spielen: ${bad.reason} `
        + `Erlaubt waren: ${bad.allowed.join(", ")}.`));
    }
    out.push(list);
    return out;
  }
  const text = r.conditions.length
    ? "Nach den Regeln ist dieser Stich möglich. Er verrät über die Hände:"
    : "Nach den Regeln ist dieser Stich möglich; keine Karte verrät etwas über die Hand, aus der sie kam.";
  out.push(el("p", { class: "verdict ok", "data-role": "possible" }, text));
  if (r.conditions.length) {
    const list = el("ul", { "data-role": "conditions" });
    for (const c of r.conditions) {
      list.append(el("li", {}, `${c.seat} hatte ${c.lacked}, als er „${c.card}“ spielte (sonst gälte: ${c.rule})`));
    }
    out.push(list);
  }
  return out;
}

export async function mountWerSticht(root, el) {
  const variant = root.dataset.variant;
  const places = (root.dataset.places || "A,B,C,D").split(",");
  const known = JSON.parse(root.dataset.sources || "{}");
  const form = el("form", { class: "widget-form" });
  const leader = select(form, el, "Es spielt aus:", "leader", places.map((s) => [s, s]));
  leader.value = root.dataset.leader || places[0];
  const cards = field(form, el, "Die Karten des Stichs, in der Reihenfolge, in der sie gespielt werden:", "cards", root.dataset.cards);
  let trump = null;
  if (root.dataset.suits) {
    trump = select(form, el, "Trumpf:", "trump", root.dataset.suits.split(",").map((s) => [s, s]));
    if (root.dataset.trump) trump.value = root.dataset.trump;
  }
  const handSeat = select(form, el, "Freiwillig: die Hand eines Spielers vor seinem Zug prüfen —", "hand-seat",
    [["", "keine Hand angeben"], ...places.map((s) => [s, `Hand von ${s}`])]);
  handSeat.value = root.dataset.handSeat || "";
  const hand = field(form, el, "Karten dieser Hand (mit der gespielten Karte):", "hand", root.dataset.hand);
  submitButton(form, el, "check", "Wer sticht?");
  const { message, output } = resultParts(el);
  root.append(form, message, output);

  answerOnSubmit({ root, form, message, output }, "trick_winner", () => {
    const request = { variant, leader: leader.value, cards: cardNames(cards.value), hands: {} };
    if (trump) request.trump = trump.value;
    if (handSeat.value && hand.value.trim()) request.hands[handSeat.value] = cardNames(hand.value);
    if (!request.cards.length) throw new FormError("Bitte die Karten des Stichs angeben.");
    return request;
  }, (r) => {
    output.append(el("p", { class: "verdict ok", "data-role": "verdict" },
      `Den Stich macht ${r.winner.seat} mit „${r.winner.card}“.`));
    output.append(el("p", { "data-role": "reason" }, r.reason));
    output.append(cardRow(variantPack(variant), r.cards.map((c) => c.card), { label: "Die Karten des Stichs" }));
    const list = el("ol", { "data-role": "card-roles" });
    for (const c of r.cards) list.append(el("li", {}, `${c.seat}: „${c.card}“ — ${c.role}`));
    output.append(list, sourceLinks(el, known, r.sources, r.decision), ...verdictOnHands(el, r));
  }, readerMessage);
  if (cards.value) form.requestSubmit();
}
