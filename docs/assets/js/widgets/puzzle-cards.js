// Shared pieces of the puzzle widgets (problem-puzzle, puzzle-deal, puzzle-play): a card as a
// picture with its name, as a button or as plain text; the place of a quotation in the text.
import { cardElement } from "../cards.js";

export const BASIS_TITLE = { text: "im Text genannt", inferred: "aus dem Text erschlossen", editorial: "editorisch gewählt" };

export function cardNode(el, pack, name, { button = false, label = null, cls = "" } = {}) {
  const node = el(button ? "button" : "span", { class: `card ${cls}`.trim(), "data-card": name });
  if (button) node.type = "button";
  try {
    const picture = cardElement(pack, name, { width: 36 });
    picture.setAttribute("aria-hidden", "true");
    node.append(picture);
  } catch (err) {
    console.warn(err.message);
  }
  node.append(el("span", { class: "card-name" }, name));
  if (label) node.setAttribute("aria-label", label);
  return node;
}

// „Aufgabe Nr. 12“ / „Lösung Nr. 12“ as a link into the reading text.
export function citeLink(el, data, cite) {
  const [kind, nr] = cite.ref.split("-");
  const label = `${kind === "aufgabe" ? "Aufgabe" : "Lösung"} Nr. ${nr}`;
  const base = data.text_pages && data.text_pages[kind];
  return base ? el("a", { href: `${base}#${cite.ref}` }, label) : el("span", {}, label);
}

export function quoteItem(el, data, text, cite) {
  const li = el("li", {}, `${text} — „${cite.quote}“ (`);
  li.append(citeLink(el, data, cite), ")");
  return li;
}
