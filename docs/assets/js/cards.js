// Card pictures for widgets: the same element as the build-time card_html (scripts/cards).
//
//   import { cardElement } from "../cards.js";
//   output.append(cardElement("tarok54", "Coeur-Dame"));   // or a code: "hD", "XV", "Sk"
//
// gives <svg class="karte" role="img" aria-label="Coeur-Dame" width="40" height="56"
// viewBox="0 0 100 140"><title>Coeur-Dame</title><use xlink:href="…/assets/cards/tarok.svg#hD"/></svg>
// (xlink:href, not href: see card_html in scripts/cards/__init__.py).
// pack: tarok54, tarok42, tarok78, tarok76, trappola36, french52, french32, german32
// (cards-data.js is generated from the engine's packs by scripts/hooks/card_pictures.py).
// A card is given by the engine's printed name or its code; an unknown one throws a RangeError
// with a German message. The element is built with setAttribute/textContent only.
import { CARD_NAMES, CARD_PACKS, CARD_SIZE, CARD_VARIANTS } from "./cards-data.js";
import { CARD_NAME_SEPARATORS } from "./terms.js";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const SEPARATORS = new RegExp(CARD_NAME_SEPARATORS, "g");

/** The loose form of a card name that lookups compare (as engine.terms.normalize_card_name). */
export function normalizeCardName(name) {
  return String(name).normalize("NFC").trim().toLowerCase().replace(SEPARATORS, " ").trim();
}
const norm = normalizeCardName;

/** The code of a card of `pack` given by printed name or code. */
export function cardCode(pack, nameOrCode) {
  const p = Object.hasOwn(CARD_PACKS, pack) ? CARD_PACKS[pack] : null;
  if (!p) throw new RangeError(`Unbekanntes Kartenpack „${pack}“.`);
  if (p.codes.includes(nameOrCode)) return nameOrCode;
  const names = CARD_NAMES[p.folder];
  const key = norm(nameOrCode);
  const code = p.codes.find((c) => norm(names[c]) === key);
  if (code === undefined) throw new RangeError(`Unbekannte Karte „${nameOrCode}“ im Pack ${pack}.`);
  return code;
}

/** The picture pack of an engine variant („tapp“ → „tarok54“, „whist“ → „french52“). */
export function variantPack(variant) {
  if (!Object.hasOwn(CARD_VARIANTS, variant)) throw new RangeError(`Unbekanntes Spiel „${variant}“.`);
  return CARD_VARIANTS[variant];
}

/** A row of card pictures (a list, for screen readers: each card is named by its picture). */
export function cardRow(pack, names, { width = 32, label = "" } = {}) {
  const list = document.createElement("ul");
  list.className = "kartenreihe";
  if (label) list.setAttribute("aria-label", label);
  for (const name of names) {
    const item = document.createElement("li");
    item.append(cardElement(pack, name, { width }));
    list.append(item);
  }
  return list;
}

/** The printed name of a card („Coeur-Dame“). */
export function cardName(pack, nameOrCode) {
  return CARD_NAMES[CARD_PACKS[pack].folder][cardCode(pack, nameOrCode)];
}

/** An <svg class="karte"> showing the card, `width` px wide, named by its printed name. */
export function cardElement(pack, nameOrCode, { width = 40 } = {}) {
  const code = cardCode(pack, nameOrCode);
  const { folder } = CARD_PACKS[pack];
  const name = CARD_NAMES[folder][code];
  const [w, h] = CARD_SIZE;
  const svg = document.createElementNS(SVG, "svg");
  for (const [k, v] of [["class", "karte"], ["role", "img"], ["aria-label", name], ["width", String(width)],
                        ["height", String(Math.round(width * h / w))], ["viewBox", `0 0 ${w} ${h}`]]) {
    svg.setAttribute(k, v);
  }
  const title = document.createElementNS(SVG, "title");
  title.textContent = name;
  const use = document.createElementNS(SVG, "use");
  use.setAttributeNS(XLINK, "xlink:href", `${new URL(`../cards/${folder}.svg`, import.meta.url).href}#${code}`);
  svg.append(title, use);
  return svg;
}
