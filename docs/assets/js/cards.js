// Card pictures for widgets: the same <img> as the build-time card_img_html (scripts/cards).
//
//   import { cardElement } from "../cards.js";
//   output.append(cardElement("tarok54", "Coeur-Dame"));   // or a code: "hD", "XV", "Sk"
//
// pack: tarok54, tarok42, tarok78, tarok76, trappola36, french52, french32, german32
// (cards-data.js is generated from the engine's packs by scripts/hooks/card_pictures.py).
// A card is given by the engine's printed name or its code; an unknown one throws a RangeError
// with a German message. The element is built with setAttribute only (no HTML parsing).
import { CARD_NAMES, CARD_PACKS, CARD_RATIO } from "./cards-data.js";

const norm = (s) => String(s).normalize("NFC").trim().toLowerCase().replace(/[\s\-–—_.]+/g, " ");

/** The code of a card of `pack` given by printed name or code. */
export function cardCode(pack, nameOrCode) {
  const p = CARD_PACKS[pack];
  if (!p) throw new RangeError(`Unbekanntes Kartenpack „${pack}“.`);
  const names = CARD_NAMES[p.folder];
  if (p.codes.includes(nameOrCode)) return nameOrCode;
  const key = norm(nameOrCode);
  const code = p.codes.find((c) => norm(names[c]) === key);
  if (code === undefined) throw new RangeError(`Unbekannte Karte „${nameOrCode}“ im Pack ${pack}.`);
  return code;
}

/** The printed name of a card („Coeur-Dame“). */
export function cardName(pack, nameOrCode) {
  return CARD_NAMES[CARD_PACKS[pack].folder][cardCode(pack, nameOrCode)];
}

/** An <img class="karte"> of the card, `width` px wide, with the printed name as alt and title. */
export function cardElement(pack, nameOrCode, { width = 40 } = {}) {
  const code = cardCode(pack, nameOrCode);
  const { folder } = CARD_PACKS[pack];
  const name = CARD_NAMES[folder][code];
  const img = document.createElement("img");
  img.setAttribute("class", "karte");
  img.setAttribute("src", new URL(`../cards/${folder}/${code}.svg`, import.meta.url).href);
  img.setAttribute("alt", name);
  img.setAttribute("title", name);
  img.setAttribute("width", String(width));
  img.setAttribute("height", String(Math.round(width * CARD_RATIO)));
  return img;
}
