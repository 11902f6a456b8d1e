// Widget „Ist diese Karte erlaubt?“: the engine's legal-play rules for a hand and a trick.
// Root attributes: data-variant (default tapp), data-hand, data-trick, data-card (examples).
import { callEngine } from "../engine-client.js";
import { cardRow, variantPack } from "../cards.js";
import { FormError, answerOnSubmit, cardNames, duplicateCard, field, resultParts, select, submitButton } from "./form.js";

export async function mountKarteErlaubt(root, el) {
  const variants = await callEngine("variants", {});
  if (!variants.ok) throw new Error(variants.error.message);
  const form = el("form", { class: "widget-form" });
  const variant = select(form, el, "Spiel:", "variant",
    variants.result.map((v) => [v.key, `${v.name} (${v.source})`]));
  variant.value = root.dataset.variant || "tapp";
  const hand = field(form, el, "Karten in der Hand:", "hand", root.dataset.hand);
  const trick = field(form, el, "Schon im Stich, in der Reihenfolge des Ausspielens (leer: ich spiele aus):", "trick", root.dataset.trick);
  const card = field(form, el, "Diese Karte möchte ich spielen:", "card", root.dataset.card);
  submitButton(form, el, "check", "Prüfen");
  const { message, output } = resultParts(el);
  root.append(form, message, output);

  answerOnSubmit({ root, form, message, output }, "legal", () => {
    const handCards = cardNames(hand.value);
    const trickCards = cardNames(trick.value);
    if (!handCards.length) throw new FormError("Bitte die Karten in der Hand angeben.");
    const twice = duplicateCard(handCards, trickCards);
    if (twice) throw new FormError(`Die Karte „${twice}“ ist zweimal angegeben; jede Karte gibt es nur einmal.`);
    return { variant: variant.value, hand: handCards, trick: trickCards, card: card.value.trim() || null };
  }, (r) => {
    if (card.value.trim()) {
      output.append(el("p", { class: r.legal ? "verdict ok" : "verdict no", "data-role": "verdict" },
        r.legal ? `Ja, „${r.card}“ darf gespielt werden.` : `Nein: ${r.reason}`));
    }
    output.append(el("p", { "data-role": "legal-cards" },
      `Erlaubt sind hier: ${r.legal_cards.join(", ") || "—"}.`));
    if (r.legal_cards.length) {
      output.append(cardRow(variantPack(variant.value), r.legal_cards, { label: "Erlaubte Karten" }));
    }
  });
  if (card.value) form.requestSubmit();
}
