// Widget „Probespiel“: a whole game of any game the engine knows, the reader at one seat, the
// engine's players at the others, every phase (bidding, talon, discard, calling, announcements,
// Contra, the play). The page holds no rules: it keeps the game's record and the token the
// engine gave for it, sends them with the reader's choice (or asks the engine seat to move to
// decide, one action per request, showing who is thinking) and draws what the engine answers
// (engine/table.py). Variant, seed and seat are in the URL: ?spiel=tapp&seed=123&platz=A
// (and &gegner=zufall when the engine's seats are to choose at random).
// Every text from the engine is inserted as text.
import { callEngine } from "../engine-client.js";
import { cardElement, variantPack } from "../cards.js";
import { showError, clearError } from "./form.js";
import { MAX_SEED } from "../terms.js";

const PACE_MS = 150;           // a short pause after an engine card, so that the reader sees it fall

export async function mountProbespiel(root, el) {
  const variants = await callEngine("table_variants", {});
  if (!variants.ok) throw new Error(variants.error.message);
  const params = new URLSearchParams(window.location.search);
  // the glossary's entries for the game's words on the buttons (scripts/hooks/glossary.py)
  let glossaryTerms = {};
  try { glossaryTerms = JSON.parse(root.dataset.terms || "{}"); } catch (err) { console.warn(err.message); }
  const uid = `probespiel-${Math.random().toString(36).slice(2, 8)}`;
  const form = el("form", { class: "widget-form widget-grid" });
  const field = (id, label, control) => {
    control.id = `${uid}-${id}`;
    form.append(el("label", { for: control.id }, label), control);
    return control;
  };
  // what the address asks for and cannot be dealt is said, not silently replaced
  const addressNotes = [];
  const variant = field("spiel", "Spiel:", el("select", { "data-role": "variant" }));
  variants.result.forEach((v) => variant.append(el("option", { value: v.key }, `${v.name} (${v.source})`)));
  const asked = params.get("spiel");
  variant.value = variants.result.some((v) => v.key === asked) ? asked : "tapp";
  if (asked !== null && variant.value !== asked) {
    addressNotes.push(`Ein Spiel „${asked.slice(0, 40)}“ kennt die Engine nicht; gegeben wird Tapp-Tarok.`);
  }
  const seed = field("seed", "Seed:", el("input", { type: "number", min: "0", max: String(MAX_SEED), step: "1", inputmode: "numeric", "data-role": "seed" }));
  const askedSeed = params.get("seed");
  const goodSeed = /^\d{1,10}$/.test(askedSeed || "") && Number(askedSeed) <= MAX_SEED;
  seed.value = goodSeed ? askedSeed : String(Math.floor(Math.random() * 100000));
  if (askedSeed !== null && !goodSeed) {
    addressNotes.push(`Der Seed der Adresse („${askedSeed.slice(0, 40)}“) ist keine ganze Zahl von 0 bis ${MAX_SEED}; gegeben wird die zufällige Verteilung ${seed.value}.`);
  }
  const seat = field("platz", "Ihr Platz:", el("select", { "data-role": "seat" }));
  const players = field("gegner", "Mitspieler:", el("select", { "data-role": "opponents" }));
  players.append(el("option", { value: "engine" }, "denkend (Suche der Engine)"), el("option", { value: "zufall" }, "zufällig (schnell)"));
  players.value = params.get("gegner") === "zufall" ? "zufall" : "engine";
  if (params.get("gegner") !== null && !["zufall", "engine"].includes(params.get("gegner"))) {
    addressNotes.push(`Mitspieler „${params.get("gegner").slice(0, 40)}“ gibt es nicht; es spielen die denkenden Spieler der Engine.`);
  }
  const deal = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "deal" }, "Geben");
  const fresh = el("button", { type: "button", class: "md-button", "data-role": "new" }, "Neue Verteilung");
  form.append(el("span"), el("span", {}, ""));
  form.lastChild.append(deal, " ", fresh);
  const status = el("p", { class: "probespiel-status", role: "status", "data-role": "status" }, "");
  const elapsed = el("span", { class: "probespiel-elapsed", "aria-hidden": "true", "data-role": "elapsed" }, "");
  const message = el("p", { class: "widget-error", role: "alert", "data-role": "message", hidden: "" });
  // what the address asked for and was replaced is a note, not an error (neutral style)
  const addressNote = el("p", { class: "widget-note", role: "status", "data-role": "address-note", hidden: "" });
  const table = el("div", { class: "probespiel-table", "data-role": "table" });
  const statusLine = el("div", { class: "probespiel-statusline" });
  statusLine.append(status, elapsed);
  root.append(form, statusLine, addressNote, message, table);

  let game = null;             // the engine's last answer: the record, its token and the view
  let busy = false;
  let interacted = false;      // the reader has dealt or chosen in this widget
  let lastTrickOpen = false;   // the reader keeps the last trick in view across moves
  let stalled = false;         // an engine seat's request failed: the reader may ask again
  let generation = 0;          // a new deal makes the answers of the old one void
  let selected = { token: null, cards: new Set() };    // cards selected in the hand for a set (by record)

  const syncSeats = () => {
    const v = variants.result.find((x) => x.key === variant.value);
    const keep = seat.value || params.get("platz") || "A";
    seat.replaceChildren(...v.seats.map((s) => el("option", { value: s }, s)));
    seat.value = v.seats.includes(keep) ? keep : "A";
  };
  syncSeats();
  const askedSeat = params.get("platz");
  if (askedSeat !== null && askedSeat !== seat.value) {
    const seats = [...seat.options].map((o) => o.value);
    addressNotes.push(`Einen Platz „${askedSeat.slice(0, 10)}“ gibt es hier nicht (${seats[0]} bis ${seats[seats.length - 1]}); Sie spielen ${seat.value}.`);
  }
  variant.addEventListener("change", syncSeats);

  const setBusy = (on, text) => {
    busy = on;
    root.dataset.busy = on ? "true" : "false";
    root.setAttribute("aria-busy", on ? "true" : "false");
    if (text !== undefined) status.textContent = text;
  };

  // One request; on a refusal the game stays as it was and the German reason is shown.
  async function send(args) {
    const mine = generation;
    const answer = await callEngine("table", { variant: game.variant, seed: game.seed, seat: game.seat,
      players: game.chosenPlayers, log: game.log, token: game.token, ...args });
    if (mine !== generation) return null;
    if (!answer.ok) {
      showError(root, message, answer.error.message);
      return null;
    }
    return answer.result;
  }

  // The engine's seats decide, one action per request, until the reader is to act or the game ends.
  async function engineMoves() {
    const mine = generation;
    stalled = false;
    while (game && game.waiting === "engine" && mine === generation) {
      const started = performance.now();
      setBusy(true, `${game.turn} überlegt …`);
      // the seconds tick beside the live region, not in it (a screen reader hears „B überlegt“ once)
      const tick = setInterval(() => {
        elapsed.textContent = `${((performance.now() - started) / 1000).toFixed(1).replace(".", ",")} s`;
      }, 200);
      const next = await send({ think: true });
      clearInterval(tick);
      elapsed.textContent = "";
      if (!next) { stalled = mine === generation; break; }
      game = { ...next, chosenPlayers: game.chosenPlayers };
      render();
      if (game.waiting === "engine") await new Promise((r) => setTimeout(r, PACE_MS));
    }
    if (mine === generation) { setBusy(false); render(); }
  }

  async function choose(action) {
    if (busy || !game) return;
    interacted = true;
    clearError(root, message);
    setBusy(true, "Ihr Zug wird geprüft …");
    const next = await send({ action });
    setBusy(false);
    if (!next) { render(); return; }
    game = { ...next, chosenPlayers: game.chosenPlayers };
    root.dataset.moves = String(Number(root.dataset.moves || 0) + 1);
    render();
    await engineMoves();
  }

  async function start() {
    clearError(root, message);
    const s = Number(seed.value);
    if (!/^\d{1,10}$/.test(seed.value.trim()) || !Number.isSafeInteger(s) || s > MAX_SEED) {
      showError(root, message, `Der Seed muss eine ganze Zahl von 0 bis ${MAX_SEED} sein.`);
      return;
    }
    generation += 1;
    const mine = generation;
    addressNote.hidden = !addressNotes.length;
    addressNote.textContent = addressNotes.splice(0).join(" ");
    const gegner = players.value === "zufall" ? "&gegner=zufall" : "";
    history.replaceState(null, "", `?spiel=${encodeURIComponent(variant.value)}&seed=${s}&platz=${seat.value}${gegner}`);
    setBusy(true, "Die Karten werden gegeben …");
    const chosen = players.value;
    const answer = await callEngine("table", { variant: variant.value, seed: s, seat: seat.value, players: chosen, log: [] });
    if (mine !== generation) return;
    setBusy(false, "");
    if (!answer.ok) { showError(root, message, answer.error.message); return; }
    game = { ...answer.result, chosenPlayers: chosen };
    root.dataset.moves = "0";
    render();
    await engineMoves();
  }

  form.addEventListener("submit", (e) => { e.preventDefault(); interacted = true; start(); });
  fresh.addEventListener("click", () => { interacted = true; seed.value = String(Math.floor(Math.random() * 100000)); start(); });

  function cardNode(name) {
    const span = el("span", { class: "card" });
    try {
      const pic = cardElement(variantPack(game.variant), name);
      pic.setAttribute("aria-hidden", "true");
      span.append(pic);
    } catch (err) {
      console.warn(err.message);
    }
    span.append(el("span", { class: "card-name" }, name));
    return span;
  }

  function cardList(cards, label) {
    const ol = el("ol", { class: "replay-trick-cards", "aria-label": label });
    cards.forEach((c) => {
      const li = el("li", { "data-seat": c.seat || "" });
      if (c.seat) li.append(el("span", { class: "probespiel-who" }, c.seat));
      li.append(cardNode(c.card || c));
      ol.append(li);
    });
    return ol;
  }

  function render() {
    const r = game;
    const focusInside = root.contains(document.activeElement) && document.activeElement !== seed;
    const parts = [];
    parts.push(el("p", { class: "probespiel-phase", "data-role": "phase" },
      `${r.name} · ${r.phase_name}` + (r.turn ? ` · ${r.turn === r.seat ? "Sie sind" : `${r.turn} ist`} am Zug` : "")));
    // who dealt and who begins, with the source's place (or the engine's decision)
    const you = (x) => (x === r.seat ? `${x} (Sie)` : x);
    const d = r.deal;
    parts.push(el("p", { class: "probespiel-deal", "data-role": "dealt" },
      (d.dealer ? `Gegeben hat ${you(d.dealer)}. ` : "") + `Vorhand ist ${you(d.vorhand)}, sie ${d.first} (${d.cite}).`
      + (d.note ? ` ${d.note}` : "")));
    // the seats around the table, the trick in the middle
    const ring = el("div", { class: "probespiel-ring", "data-role": "seats" });
    r.seats.forEach((s) => {
      const box = el("div", { class: `probespiel-seat${s.turn ? " probespiel-seat--turn" : ""}${s.me ? " probespiel-seat--me" : ""}`, "data-seat": s.seat, "data-place": s.place });
      box.append(el("span", { class: "probespiel-seat-name" }, s.me ? `${s.seat} (Sie)` : s.seat),
        el("span", {}, ` ${s.cards} Karten · ${s.tricks} Stiche${s.declarer ? " · Spieler" : ""}`));
      ring.append(box);
    });
    const middle = el("div", { class: "probespiel-trick", "data-role": "trick" });
    middle.append(el("h3", {}, r.trick.length ? "Stich" : (r.waiting === "over" ? "Das Spiel ist zu Ende." : "Kein Stich auf dem Tisch")));
    middle.append(cardList(r.trick, "Karten im Stich"));
    ring.append(middle);
    parts.push(ring);
    if (r.last_trick) {
      const last = el("details", { "data-role": "last-trick" });
      if (lastTrickOpen) last.open = true;
      last.addEventListener("toggle", () => { lastTrickOpen = last.open; });
      last.append(el("summary", {}, `Letzter Stich (macht ${r.last_trick.winner}; ansehen erlaubt, Codex § 25)`),
        cardList(r.last_trick.cards, "Letzter Stich"));
      parts.push(last);
    }
    if (r.contract.length) {
      const box = el("div", { class: "probespiel-contract", "data-role": "contract" });
      box.append(el("h3", {}, "Spiel und Ansagen"));
      const ul = el("ul", {});
      r.contract.forEach((line) => ul.append(el("li", {}, line)));
      box.append(ul);
      parts.push(box);
    }
    if (r.talon) {
      const box = el("div", { class: "probespiel-talon", "data-role": "talon" });
      box.append(el("h3", {}, "Talon (offen)"));
      (r.talon.parts || []).forEach((part) => box.append(el("p", {}, `${part.nr}. Lage:`), cardList(part.cards, `${part.nr}. Talonlage`)));
      if (r.talon.taken) box.append(el("p", {}, `Genommen: ${r.talon.taken.join(", ")}`), el("p", {}, `Liegen gelassen: ${r.talon.left.join(", ") || "—"}`));
      parts.push(box);
    }
    const mine = r.waiting === "reader";
    // (a set's empty choice stands in the hand, beside the button that sends the set)
    const buttons = r.actions.filter((a) => a.card === null && !(r.select && a.kind === r.select.kind));
    if (buttons.length) {
      const box = el("div", { class: "probespiel-choices", "data-role": "choices" });
      box.append(el("h3", {}, `Ihre Wahl (${r.phase_name})`));
      buttons.forEach((a) => {
        const b = el("button", { type: "button", class: "md-button", "data-role": "choice", "data-kind": a.kind }, a.label);
        b.addEventListener("click", () => choose(a.action));
        box.append(b, " ");
      });
      const hints = gameWords(buttons);
      if (hints) box.append(hints);
      parts.push(box);
    }
    if (stalled && r.waiting === "engine") {
      const again = el("button", { type: "button", class: "md-button", "data-role": "retry-engine" }, `${r.turn} noch einmal fragen`);
      again.addEventListener("click", () => { clearError(root, message); engineMoves(); });
      parts.push(again);
    }
    if (r.hand.length) parts.push(hand(r));
    if (r.discard.length) parts.push(el("p", { "data-role": "discard" }, `Ihr Verlegtes: ${r.discard.join(", ")}`));
    const log = el("details", { "data-role": "auction" });
    log.append(el("summary", {}, `Reizen und Ansagen (${r.auction.length})`));
    const ol = el("ol", {});
    r.auction.forEach((t) => ol.append(el("li", {}, t)));
    log.append(ol);
    parts.push(log);
    if (r.engine_note) parts.push(el("p", { class: "widget-error", "data-role": "engine-note" }, r.engine_note));
    if (r.settlement) parts.push(settlement(r.settlement));
    parts.push(el("p", { class: "probespiel-players", "data-role": "players" }, r.players));
    table.replaceChildren(...parts);
    root.dataset.finished = r.waiting === "over" ? "true" : "false";
    root.dataset.waiting = r.waiting;
    root.dataset.phase = r.phase;
    if (!busy) status.textContent = r.waiting === "over" ? "Das Spiel ist zu Ende." : (mine ? `Sie sind am Zug: ${r.phase_name}.` : "");
    // the reader's turn: the focus goes to the first choice — once the reader has used the
    // widget (a page just opened keeps its place)
    if (mine && (focusInside || (interacted && document.activeElement === document.body))) {
      const first = table.querySelector(r.select ? "button.card--legal" : '[data-role="choice"], button.card--legal');
      if (first) first.focus();
    }
  }

  // The hand, the one place where cards are chosen. One card at a time (play, discard, give):
  // a click or Enter chooses it. A set of cards at once (Kauflabet's Cartes fausses): a click
  // or Enter selects or unselects the card (aria-pressed), the selection is said in a live
  // region, and one button sends the set — only a set the engine offered (`r.select.sets`).
  // The game's words on the buttons whose sense a new reader may not know: each with the
  // glossary's short definition and a link to its entry (the page's data, from the glossary);
  // a word the glossary does not list („gut“) with the engine's words.
  function gameWords(buttons) {
    const seen = new Set();
    const items = [];
    buttons.forEach((a) => {
      (a.terms || []).forEach((id) => {
        const t = glossaryTerms[id];
        if (!t || seen.has(id)) return;
        seen.add(id);
        const li = el("li", { "data-term": id });
        li.append(el("a", { href: t.href }, `„${t.term}“`), ` heißt: ${t.short}`);
        items.push(li);
      });
      if (a.hint && !seen.has(a.kind)) {
        seen.add(a.kind);
        items.push(el("li", { "data-term": a.kind }, `„${a.label}“ heißt: ${a.hint}.`));
      }
    });
    if (!items.length) return null;
    const ul = el("ul", { class: "probespiel-hints", "data-role": "hints" });
    ul.append(...items);
    return ul;
  }

  function hand(r) {
    const box = el("div", { class: "probespiel-hand" });
    const sel = r.select;
    const byCard = new Map(r.actions.filter((a) => a.card !== null).map((a) => [a.card, a]));
    const choosable = sel ? new Set(sel.cards) : new Set(byCard.keys());
    const kind = sel ? sel.kind : (byCard.size ? [...byCard.values()][0].kind : null);
    const verb = sel ? sel.verb : ({ play: "spielen", discard: "verlegen", give: "abgeben" }[kind] || "");
    const toDo = `zum ${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;     // „zum Wegwerfen“
    if (sel && selected.token !== r.token) selected = { token: r.token, cards: new Set() };
    const title = sel ? `Ihre Karten (${r.seat}) — wählen Sie die Karten ${toDo}, dann „${sel.confirm}“`
      : (choosable.size ? `Ihre Karten (${r.seat}) — wählbare sind hervorgehoben (${verb})` : `Ihre Karten (${r.seat})`);
    box.append(el("h3", {}, title));
    const ul = el("ul", { class: "replay-hand", "data-role": "hand" });
    if (!choosable.size) {              // nothing to choose by card now: the hand as pictures only
      r.hand.forEach((name) => { const li = el("li"); li.append(cardNode(name)); ul.append(li); });
      box.append(ul);
      return box;
    }
    const said = sel ? el("p", { class: "probespiel-selection", "aria-live": "polite", "data-role": "selection" }) : null;
    const sayChosen = () => {
      const names = r.hand.filter((n) => selected.cards.has(n));
      said.textContent = names.length ? `${toDo.charAt(0).toUpperCase()}${toDo.slice(1)} gewählt (${names.length}): ${names.join(", ")}.`
        : `Noch keine Karte ${toDo} gewählt.`;
    };
    r.hand.forEach((name) => {
      const ok = choosable.has(name);
      const attrs = { type: "button", class: `card ${ok ? "card--legal" : "card--illegal"}`, "data-card": name,
        "data-legal": ok ? "true" : "false", "aria-label": ok ? `${name} ${verb}` : `${name} (nicht wählbar)` };
      if (sel && ok) attrs["aria-pressed"] = selected.cards.has(name) ? "true" : "false";
      const b = el("button", attrs);
      b.append(cardNode(name));
      b.addEventListener("click", () => {
        if (!ok) {
          showError(root, message, r.refused[name] ? `„${name}“ ist jetzt nicht erlaubt: ${r.refused[name]}` : `„${name}“ ist jetzt nicht wählbar.`);
          return;
        }
        if (!sel) { choose(byCard.get(name).action); return; }
        clearError(root, message);
        if (selected.cards.has(name)) selected.cards.delete(name);
        else if (selected.cards.size >= sel.limit) { showError(root, message, sel.too_many || `Höchstens ${sel.limit} Karten.`); return; }
        else selected.cards.add(name);
        b.setAttribute("aria-pressed", selected.cards.has(name) ? "true" : "false");
        sayChosen();
      });
      b.addEventListener("keydown", (e) => {            // arrow keys move along the hand
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
        if (!step) return;
        const all = [...ul.querySelectorAll("button.card")];
        const next = all[(all.indexOf(b) + step + all.length) % all.length];
        e.preventDefault();
        next.focus();
      });
      const li = el("li");
      li.append(b);
      ul.append(li);
    });
    box.append(ul);
    if (sel) {
      sayChosen();
      const confirm = el("button", { type: "button", class: "md-button md-button--primary", "data-role": "select-confirm" }, sel.confirm);
      confirm.addEventListener("click", () => {
        const names = [...selected.cards].sort();
        const set = sel.sets.find((x) => x.cards.length === names.length && x.cards.every((n, i) => n === names[i]));
        if (set) { choose(set.action); return; }
        showError(root, message, names.length ? (sel.too_many || "Diese Karten können nicht zusammen gewählt werden.")
          : `Erst die Karten ${toDo} wählen (in der Hand antippen oder mit Eingabe), dann „${sel.confirm}“.`);
      });
      box.append(said, confirm);
      // choosing no card (Kauflabet: „kauft nicht“) stands beside the button that sends the set
      r.actions.filter((a) => a.card === null && a.kind === sel.kind).forEach((a) => {
        const none = el("button", { type: "button", class: "md-button", "data-role": "choice", "data-kind": a.kind }, a.label);
        none.addEventListener("click", () => choose(a.action));
        box.append(" ", none);
      });
    }
    return box;
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
      const amount = line.amount ?? (line.points !== undefined ? `${line.points} ${line.points === 1 ? "Point" : "Points"}` : "");
      // a line of points (Hundertspiel: each trick) goes to its party; a payment from … to …
      [line.label, String(amount), (line.from || []).join(", "), (line.to || [line.party || ""]).join(", "), line.cite || ""]
        .forEach((c) => tr.append(el("td", {}, c)));
      t.tBodies[0].append(tr);
    });
    const wrap = el("div", { class: "table-scroll" });
    wrap.append(t);
    if (s.lines.length) box.append(wrap);      // a game thrown in pays nothing: no empty table
    box.append(el("p", { "data-role": "balance" }, "Saldo: " + Object.entries(s.payments).map(([k, v]) => `${k} ${v > 0 ? "+" : ""}${v}`).join(", ")));
    return box;
  }

  await start();
}
