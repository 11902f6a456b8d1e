// „Karten verteilen“: the reader places every card the text does not fix — select a card (click,
// Enter or Space), then a place („Hierher legen“), or drag it there; with a card focused, the
// keys A–D, T (Talon) and 0 (back to the stack) place it at once. Fixed cards lie in their place,
// marked. „Prüfen“ asks the engine (problem_check_deal): rules, every fact with its quotation, the
// book's line and the claim by exact search; an accepted deal may differ from the book's.
// Where the Aufgabe asks what was bought and laid away (data.exchange), the reader also chooses,
// per exchanging seat, the talon cards it takes and the cards it lays away (toggle buttons).
import { callEngine } from "../engine-client.js";
import { cardNode, quoteItem } from "./puzzle-cards.js";

const POOL = "pool";

export function mountDealPuzzle(box, el, data, onSolved) {
  const endgame = data.kind === "endgame";
  const placeKeys = Object.keys(data.places);
  const at = new Map(data.free.map((c) => [c.card, POOL]));      // free card -> place
  let selected = null;
  let pending = false;
  const exchangeSeats = Object.keys(data.exchange || {});
  const chosen = { bought: new Map(exchangeSeats.map((s) => [s, new Set()])),
    scat: new Map(exchangeSeats.map((s) => [s, new Set()])) };
  const exchangeBox = el("section", { class: "puzzle-exchange", "data-role": "exchange" });

  const placing = data.free.length > 0;          // else the exchange alone (problem-puzzle.js exchangeOnly)
  box.append(el("h3", {}, placing ? "Karten verteilen" : "Kauf und Verlegen"),
    el("p", { class: "puzzle-help" }, placing
      ? "Karte wählen (Klick, Enter oder Leertaste), dann „Hierher legen“ beim Platz — "
        + "oder die Karte dorthin ziehen. Mit der Tastatur legt bei gewählter Karte "
        + `${placeKeys.map((k) => (k === "talon" ? "T" : k)).join(", ")} sie sofort ab, 0 zurück in den Stapel. `
        + "Die Karten mit dem Zeichen ■ legt der Text fest."
      : "Die Karten liegen, wie wir sie rekonstruiert haben (■). Wählen Sie unten, was gekauft und "
        + "was verlegt wird; dann „Prüfen“."),
    el("ul", { class: "puzzle-rules" }));
  data.rules.forEach((r) => box.lastChild.append(el("li", {}, r)));
  if (!data.claim_in_page) {
    box.append(el("p", { class: "puzzle-help", "data-role": "claim-note" }, "Ob die Behauptung des Buches in Ihrer "
      + "Verteilung gilt, entscheidet die Suche hier im Browser in der verfügbaren Zeit nicht (schon bei unserer "
      + "Rekonstruktion braucht sie länger); Regeln und Fakten prüft sie vollständig. Die ganze Prüfung gibt die "
      + `Kommandozeile: python -m engine problems puzzle ${data.nr} --deal DATEI`));
  }
  const places = el("div", { class: "puzzle-places" });
  const poolBox = el("section", { class: "puzzle-place puzzle-pool", "data-place": POOL });
  const check = el("button", { type: "button", class: "md-button md-button--primary", "data-role": "check" }, "Prüfen");
  const result = el("div", { class: "puzzle-result", "aria-live": "polite", "data-role": "deal-result" });
  box.append(places);
  if (placing) box.append(poolBox);
  if (exchangeSeats.length) box.append(exchangeBox);
  box.append(check, result);

  const fixedAt = (place) => data.fixed.filter((c) => c.place === place);
  const placed = (place) => [...at].filter(([, p]) => p === place).map(([c]) => c);

  function placeBox(key, title, size) {
    const section = key === POOL ? poolBox : el("section", { class: "puzzle-place", "data-place": key });
    const cards = key === POOL ? placed(POOL) : [...fixedAt(key).map((c) => c.card), ...placed(key)];
    const heading = key === POOL ? `${title} (${cards.length})` : `${title}: ${cards.length} von ${size}`;
    const list = el("ul", { class: "puzzle-cards", "aria-label": title });
    if (key !== POOL) fixedAt(key).forEach((c) => list.append(item(cardNode(el, data.pack, c.card, {
      cls: "card--fixed", label: `${c.card}, vom Text festgelegt` }), "■")));
    placed(key).forEach((name) => list.append(item(freeCard(name, title))));
    const put = el("button", { type: "button", class: "md-button puzzle-put", "data-role": `put-${key}` },
      key === POOL ? "Zurück in den Stapel" : `Hierher legen (${title})`);
    put.disabled = !selected;
    put.addEventListener("click", () => move(selected, key));
    section.replaceChildren(el("h4", {}, heading), list, ...(placing ? [put] : []));
    section.ondragover = (e) => e.preventDefault();
    section.ondrop = (e) => {
      e.preventDefault();
      move(e.dataTransfer.getData("text/plain"), key);
    };
    return section;
  }

  function item(node, mark = "") {
    const li = el("li");
    li.append(node);
    if (mark) li.append(el("span", { class: "puzzle-fixed-mark", "aria-hidden": "true" }, mark));
    return li;
  }

  function freeCard(name, where) {
    const node = cardNode(el, data.pack, name, { button: true, label: `${name} (${where})`, cls: "card--free" });
    node.setAttribute("aria-pressed", String(selected === name));
    node.draggable = true;
    node.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", name));
    node.addEventListener("click", () => { selected = selected === name ? null : name; render(name); });
    node.addEventListener("keydown", (e) => {
      const key = e.key.toUpperCase();
      const target = key === "0" ? POOL : key === "T" ? "talon" : key;
      if (e.altKey || e.ctrlKey || e.metaKey || !(target === POOL || placeKeys.includes(target))) return;
      e.preventDefault();
      selected = name;
      move(name, target);
    });
    return node;
  }

  function placeTitle(key) {
    if (key === "talon") return "Talon";
    return `${key} · ${data.reader.seats.includes(key) ? (data.reader.party === "spieler" ? "Spielerpartei" : "Gegner") : "andere Partei"}`;
  }

  function move(name, key) {
    if (!name || !at.has(name)) return;
    if (key !== POOL && fixedAt(key).length + placed(key).length >= data.places[key]) {
      result.replaceChildren(el("p", { class: "widget-error", role: "alert" }, `${placeTitle(key)} ist schon voll.`));
      return;
    }
    const from = at.get(name);
    at.set(name, key);
    selected = null;
    // from the stack, focus goes on to the next card still to place (a keyboard reader types
    // one place letter after another); a card moved between places keeps the focus
    const next = from === POOL ? placed(POOL)[0] : name;
    render(next || name);
  }

  function render(focusName = null) {
    places.replaceChildren(...placeKeys.map((k) => placeBox(k, placeTitle(k), data.places[k])));
    placeBox(POOL, endgame ? "Stapel — was hier bleibt, ist schon gespielt" : "Noch zu verteilen", 0);
    box.dataset.placed = String(data.free.length - placed(POOL).length);
    if (exchangeSeats.length) renderExchange();
    if (focusName && placing) places.parentNode.querySelector(`.puzzle-place button[data-card="${CSS.escape(focusName)}"]`)?.focus();
  }

  // Kauf und Verlegen: what each exchanging seat takes from the talon and lays away. A choice
  // that no longer fits the placement (the card left the talon or the hand) is dropped.
  const inPlace = (key) => [...fixedAt(key).map((c) => c.card), ...placed(key)];

  function renderExchange(focusKey = null) {
    const talon = inPlace("talon");
    const parts = [el("h4", {}, "Kauf und Verlegen"), el("p", { class: "puzzle-help" },
      "Für jeden Platz, der kauft: die Karten, die er aus dem Talon nimmt, dann die Karten, die er verlegt "
      + "(aus seiner Hand oder dem Gekauften). Eine Karte wählen oder abwählen: Klick, Enter oder Leertaste.")];
    for (const seat of exchangeSeats) {
      const want = data.exchange[seat];
      const bought = chosen.bought.get(seat);
      const scat = chosen.scat.get(seat);
      [...bought].forEach((c) => { if (!talon.includes(c)) bought.delete(c); });
      const own = [...inPlace(seat), ...bought];
      [...scat].forEach((c) => { if (!own.includes(c)) scat.delete(c); });
      parts.push(toggles(seat, "bought", `${seat} kauft ${want.buys} aus dem Talon (gewählt: ${bought.size})`, talon, bought),
        toggles(seat, "scat", `${seat} verlegt ${want.lays} (gewählt: ${scat.size})`, own, scat));
    }
    exchangeBox.replaceChildren(...parts);
    if (focusKey) exchangeBox.querySelector(`button[data-exchange="${CSS.escape(focusKey)}"]`)?.focus();
  }

  function toggles(seat, kind, title, cards, set) {
    const wrap = el("div", { role: "group", "aria-label": title, "data-exchange-group": `${kind}-${seat}` });
    const list = el("ul", { class: "puzzle-cards" });
    const verb = kind === "bought" ? "kauft" : "verlegt";
    cards.forEach((name) => {
      const key = `${kind}-${seat}-${name}`;
      const node = cardNode(el, data.pack, name, { button: true, cls: set.has(name) ? "card--chosen" : "",
        label: `${seat} ${verb} ${name}` });
      node.dataset.exchange = key;
      node.setAttribute("aria-pressed", String(set.has(name)));
      node.addEventListener("click", () => {
        if (set.has(name)) set.delete(name); else set.add(name);
        renderExchange(key);
      });
      const li = el("li");
      li.append(node);
      list.append(li);
    });
    wrap.append(el("p", {}, title), list);
    return wrap;
  }

  check.addEventListener("click", async () => {
    if (pending) return;
    const deal = { hands: {} };
    for (const k of placeKeys) {
      const cards = [...fixedAt(k).map((c) => c.card), ...placed(k)];
      if (k === "talon") deal.talon = cards;
      else deal.hands[k] = cards;
    }
    if (exchangeSeats.length) {
      deal.bought = Object.fromEntries(exchangeSeats.map((s) => [s, [...chosen.bought.get(s)]]));
      deal.scat = Object.fromEntries(exchangeSeats.map((s) => [s, [...chosen.scat.get(s)]]));
    }
    pending = true;
    check.disabled = true;
    result.replaceChildren(el("p", { role: "status" }, "Die Regel-Engine prüft die Verteilung …"));
    try {
      const answer = await callEngine("problem_check_deal", { nr: data.nr, deal, budget: data.deal_budget });
      result.replaceChildren(...verdict(answer));
      if (answer.ok && answer.result.accepted) onSolved();
    } catch (err) {
      result.replaceChildren(el("p", { class: "widget-error", role: "alert" }, `Die Regel-Engine steht nicht zur Verfügung (${err.message}).`));
    } finally {
      pending = false;
      check.disabled = false;
      box.dataset.checked = String(Date.now());
    }
  });

  function verdict(answer) {
    if (!answer.ok) return [el("p", { class: "widget-error", role: "alert" }, answer.error.message)];
    const r = answer.result;
    const out = [];
    const rules = r.rules.filter((x) => !x.ok);
    if (rules.length) out.push(list("Regeln verletzt:", rules.map((x) => el("li", {}, x.detail)), "rules"));
    if (r.line && !r.line.ok) {
      out.push(list("Der Gang des Buches geht mit dieser Verteilung nicht:",
        [r.line.cite ? quoteItem(el, data, r.line.detail, r.line.cite) : el("li", {}, r.line.detail)], "line"));
    }
    const failed = r.facts.filter((f) => !f.holds);
    if (r.facts.length) {
      out.push(el("p", {}, `${r.facts.length - failed.length} von ${r.facts.length} Fakten des Textes erfüllt.`));
    }
    if (failed.length) out.push(list("Nicht erfüllt:", failed.map((f) => quoteItem(el, data, `${f.text} (${f.detail})`, f.cite)), "facts"));
    if (r.totals_ok === false) out.push(el("p", {}, "Die Punkte am Ende des Ganges sind nicht die des Buches."));
    if (r.claim_goals.length) {
      const word = { true: "gilt", false: "gilt nicht", null: "unentschieden (Suchbudget im Browser erschöpft)" };
      out.push(list("Die Behauptung des Buches bei bestem Spiel beider Seiten:",
        r.claim_goals.map((g) => el("li", {}, `${g.text}: ${word[String(g.holds)]}`)), "claim"));
    }
    if (r.accepted) {
      out.unshift(el("p", { class: "puzzle-solved", "data-role": "accepted" }, `Angenommen: ${placing ? "Ihre Verteilung erfüllt"
        : "Ihr Kauf und Verlegen erfüllen"} jedes Faktum, die Regeln und die Behauptung des Buches.`));
      out.push(differences(r));
    } else if (r.accepted === null && !failed.length && !rules.length) {
      out.unshift(el("p", { "data-role": "undecided" }, "Fakten und Regeln sind erfüllt; ob die Behauptung gilt, "
        + "hat die Suche im Browser nicht entschieden."));
    }
    return out;
  }

  function differences(r) {
    if (!r.differs_from_book) return el("p", {}, "Sie stimmt mit unserer Rekonstruktion überein.");
    const shown = r.differences.slice(0, 12).map((d) => `${d.card}: bei Ihnen ${d.reader}, bei uns ${d.book}`);
    const more = r.differences.length > 12 ? ` und ${r.differences.length - 12} weitere` : "";
    return el("p", { "data-role": "differences" }, `Sie weicht von unserer Rekonstruktion ab (die der Text nicht festlegt): ${shown.join("; ")}${more}.`);
  }

  function list(title, items, role) {
    const wrap = el("div", { "data-role": `failed-${role}` });
    const ul = el("ul");
    items.forEach((i) => ul.append(i));
    wrap.append(el("p", {}, title), ul);
    return wrap;
  }

  render();
}
