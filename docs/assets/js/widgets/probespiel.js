// Widget „Probespiel“: a random game of a Tarok variant, the reader at one seat, the engine at the
// others. The page holds no rules and no game state but the reader's choices: variant, seed and
// seat (in the URL: ?spiel=tapp&seed=123&platz=A) and the cards played; the engine replays the
// game from them on every move and says what is legal (and why another card is not).
import { callEngine } from "../engine-client.js";
import { cardElement } from "../cards.js";
import { showError, clearError } from "./form.js";
import { MAX_SEED, SEATS } from "../terms.js";


export async function mountProbespiel(root, el) {
  const variants = await callEngine("trial_variants", {});
  if (!variants.ok) throw new Error(variants.error.message);
  const params = new URLSearchParams(window.location.search);
  const uid = `probespiel-${Math.random().toString(36).slice(2, 8)}`;
  const form = el("form", { class: "widget-form widget-grid" });
  const field = (id, label, control) => {
    control.id = `${uid}-${id}`;
    form.append(el("label", { for: control.id }, label), control);
    return control;
  };
  const variant = field("spiel", "Tarok-Art:", el("select", { "data-role": "variant" }));
  variants.result.forEach((v) => variant.append(el("option", { value: v.key }, `${v.name} (${v.source})`)));
  variant.value = variants.result.some((v) => v.key === params.get("spiel")) ? params.get("spiel") : "tapp";
  const seed = field("seed", "Seed:", el("input", { type: "number", min: "0", max: String(MAX_SEED), step: "1", inputmode: "numeric", "data-role": "seed" }));
  seed.value = /^\d{1,10}$/.test(params.get("seed") || "") ? params.get("seed") : String(Math.floor(Math.random() * 100000));
  const seat = field("platz", "Ihr Platz:", el("select", { "data-role": "seat" }));
  const deal = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "deal" }, "Geben");
  const fresh = el("button", { type: "button", class: "md-button", "data-role": "new" }, "Neue Verteilung");
  form.append(el("span"), el("span", {}, ""));
  form.lastChild.append(deal, " ", fresh);
  const message = el("p", { class: "widget-error", role: "alert", "data-role": "message", hidden: "" });
  const table = el("div", { class: "probespiel-table", "aria-live": "polite", "data-role": "table" });
  root.append(form, message, table);

  let played = [];
  const syncSeats = () => {
    const v = variants.result.find((x) => x.key === variant.value);
    const keep = seat.value || params.get("platz") || "A";
    seat.replaceChildren(...SEATS.slice(0, v.players).map((s) => el("option", { value: s }, s)));
    seat.value = SEATS.slice(0, v.players).includes(keep) ? keep : "A";
  };
  syncSeats();
  variant.addEventListener("change", syncSeats);

  const request = async () => {
    clearError(root, message);
    const s = Number(seed.value);
    if (!/^\d{1,10}$/.test(seed.value.trim()) || !Number.isSafeInteger(s) || s > MAX_SEED) {
      showError(root, message, `Der Seed muss eine ganze Zahl von 0 bis ${MAX_SEED} sein.`);
      return;
    }
    history.replaceState(null, "", `?spiel=${encodeURIComponent(variant.value)}&seed=${s}&platz=${seat.value}`);
    const answer = await callEngine("trial", { variant: variant.value, seed: s, seat: seat.value, cards: played });
    if (!answer.ok) {
      played.pop();                          // the engine refused the last card: take it back
      showError(root, message, answer.error.message);
      return;
    }
    render(answer.result);
  };

  form.addEventListener("submit", (e) => { e.preventDefault(); played = []; request(); });
  fresh.addEventListener("click", () => { seed.value = String(Math.floor(Math.random() * 100000)); played = []; request(); });

  function cardNode(pack, name) {
    const span = el("span", { class: "card" });
    try {
      const pic = cardElement(pack, name);
      pic.setAttribute("aria-hidden", "true");
      span.append(pic);
    } catch (err) {
      console.warn(err.message);
    }
    span.append(el("span", { class: "card-name" }, name));
    return span;
  }

  function render(r) {
    const parts = [];
    parts.push(el("p", { "data-role": "contract" },
      `${r.name}: ${r.contract.declarer ? `${r.contract.declarer} spielt ${r.contract.game}` : r.contract.game}`
      + (r.contract.spieler.length > 1 ? ` (Partei: ${r.contract.spieler.join(", ")})` : "") + `. Sie spielen ${r.seat}.`));
    const auction = el("details", {});
    auction.append(el("summary", {}, "Reizen, Talon und Ansagen (von der Engine entschieden)"));
    const al = el("ol", {});
    r.auction.forEach((a) => al.append(el("li", {}, a)));
    auction.append(al, el("p", {}, r.policy));
    parts.push(auction);
    const trick = el("div", { class: "probespiel-trick", "data-role": "trick" });
    trick.append(el("h3", {}, r.trick.length ? `Stich ${r.tricks.length + 1} (aus: ${r.leader})` : (r.finished ? "Das Spiel ist zu Ende." : `${r.turn} spielt aus.`)));
    const tl = el("ol", { class: "replay-trick-cards" });
    r.trick.forEach((c) => { const li = el("li"); li.append(cardNode(r.pack, c)); tl.append(li); });
    trick.append(tl);
    parts.push(trick);
    if (!r.finished) {
      const hand = el("div", { class: "probespiel-hand" });
      hand.append(el("h3", {}, `Ihre Karten (${r.seat}) — erlaubte sind hervorgehoben`));
      const ul = el("ul", { class: "replay-hand", "data-role": "hand" });
      r.hand.forEach((name) => {
        const legal = (r.legal || []).includes(name);
        const b = el("button", { type: "button", class: `card ${legal ? "card--legal" : "card--illegal"}`, "data-card": name,
          "data-legal": legal ? "true" : "false", "aria-label": `${name}${legal ? " spielen" : " (nicht erlaubt)"}` });
        b.append(cardNode(r.pack, name));
        b.addEventListener("click", () => {
          if (!legal) {
            showError(root, message, r.illegal && r.illegal[name] ? `„${name}“ ist jetzt nicht erlaubt: ${r.illegal[name]} (Ulmann S. 15)` : `${r.turn} ist am Zug.`);
            return;
          }
          played.push(name);
          request();
        });
        const li = el("li");
        li.append(b);
        ul.append(li);
      });
      hand.append(ul);
      parts.push(hand);
    }
    const done = el("details", {});
    done.append(el("summary", {}, `Gemachte Stiche (${r.tricks.length})`));
    const dl = el("ol", {});
    r.tricks.forEach((t) => dl.append(el("li", {}, `${t.cards.join(", ")} — macht ${t.winner}`)));
    done.append(dl);
    parts.push(done);
    if (r.settlement) parts.push(settlement(r.settlement));
    table.replaceChildren(...parts);
    root.dataset.finished = r.finished ? "true" : "false";
    root.dataset.moves = String(played.length);
  }

  function settlement(s) {
    const box = el("section", { class: "probespiel-settlement", "data-role": "settlement" });
    box.append(el("h3", {}, "Abrechnung"), el("p", { "data-role": "summary" }, s.summary));
    const t = el("table", {});
    const head = el("tr", {});
    ["Posten", "Betrag", "von", "an", "Quelle"].forEach((h) => head.append(el("th", { scope: "col" }, h)));
    t.append(el("thead", {}), el("tbody", {}));
    t.tHead.append(head);
    s.lines.forEach((line) => {
      const tr = el("tr", {});
      [line.label, String(line.amount), line.from.join(", "), line.to.join(", "), line.source ? `Ulmann ${line.source}` : ""]
        .forEach((c) => tr.append(el("td", {}, c)));
      t.tBodies[0].append(tr);
    });
    const wrap = el("div", { class: "table-scroll" });
    wrap.append(t);
    box.append(wrap, el("p", {}, "Saldo: " + Object.entries(s.payments).map(([k, v]) => `${k} ${v > 0 ? "+" : ""}${v}`).join(", ")));
    return box;
  }

  await request();
}
