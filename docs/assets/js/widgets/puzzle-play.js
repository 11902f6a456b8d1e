// „Spielen“: the reader plays the side the question is about, the engine the other side (best
// play, the book's card among equal ones). The page keeps only the reader's cards and the
// engine's replies; every request replays them (problem_play). After each card it says whether
// the goal can still be forced; a losing card is named with the engine's refutation and can be
// taken back; hints come in two steps (suit, then card); at the end the reader's line stands
// beside the book's. An answer the search could not decide in the page's time („unbekannt“) is
// asked again while the reader looks at it (up to CONTINUE times): the engine's table keeps what
// the search found, so each request goes deeper, until the card is judged; a card of the reader
// is answered right after the request under way.
import { callEngine } from "../engine-client.js";
import { cardNode } from "./puzzle-cards.js";

// requests of at most about 0.75 s each (search_budget.PLAY_SECONDS): about 90 s; Nr. 4's first
// cards, the hardest, were judged after at most 60 s in scripts/bench_puzzle.py
const CONTINUE = 120;

export function mountPlayPuzzle(box, el, data, onSolved) {
  let continued = 0;
  let moves = [];
  let replies = [];
  let hintLevel = 0;
  let current = null;
  let request = null;
  let focusCard = false;          // after the reader's card, focus goes to his next legal card

  const goals = data.reader.goals.join("; ");
  const side = data.reader.party === "spieler" ? "Spielerpartei" : "Gegner";
  box.append(el("h3", {}, "Spielen"),
    el("p", { class: "puzzle-help" }, `Sie spielen ${data.reader.seats.join(" und ")} (${side}), die Engine die anderen Plätze. `
      + `Ziel: ${goals}. Alle Karten liegen offen, wie bei „allseitig correctem Spiel“. `
      + (data.start_step ? `Die ersten ${data.start_step} Karten gibt das Buch vor. ` : "")
      + (data.kind === "deal" ? "Gespielt wird auf unserer Rekonstruktion der Verteilung, vom ersten Ausspielen an, "
        + "soweit die Frage es betrifft. Solange viele Karten im Spiel sind, antwortet die Engine manchmal erst "
        + "„unbekannt“ und rechnet dann weiter, bis ihre Suche entschieden hat (bis zu etwa anderthalb Minuten); "
        + "Sie können derweil weiterspielen." : "")));
  const table = el("div", { class: "puzzle-table", "data-role": "play-table" });
  const status = el("p", { class: "puzzle-status", "aria-live": "polite", role: "status", "data-role": "play-status" });
  const detail = el("div", { class: "puzzle-detail", "data-role": "play-detail" });
  const controls = el("div", { class: "puzzle-controls", role: "group", "aria-label": "Spielhilfen" });
  const button = (label, role, action) => {
    const b = el("button", { type: "button", class: "md-button", "data-role": role }, label);
    b.addEventListener("click", action);
    controls.append(b);
    return b;
  };
  const hintButton = button("Tipp", "hint", () => hint());
  const undoButton = button("Zug zurücknehmen", "undo", () => undo());
  button("Neu beginnen", "restart", () => { moves = []; replies = []; continued = 0; send(); });
  const hintText = el("p", { class: "puzzle-hint", "aria-live": "polite", "data-role": "hint-text" });
  // what happened and what to do next come before the cards: on a phone the seats fill screens, and
  // a refutation and „Zug zurücknehmen“ below them went unseen
  box.append(status, detail, controls, hintText, table);

  async function send(withHint = false, again = false) {
    if (request) request.abort();
    const abort = new AbortController();
    request = abort;
    box.dataset.busy = "true";
    if (!again) {
      continued = 0;
      delete box.dataset.continued;
      status.textContent = "Die Regel-Engine rechnet …";
    }
    try {
      // a continuation is not cancelled in the worker (that would restart it and lose the table
      // it builds): a card played meanwhile waits for it, its answer is dropped
      const answer = await callEngine("problem_play", { nr: data.nr, moves, replies, hint: withHint },
        again ? {} : { signal: abort.signal });
      if (abort.signal.aborted) return;
      if (!answer.ok) {
        moves.pop();
        status.textContent = answer.error.message;
        return;
      }
      current = answer.result;
      replies = current.replies;
      if (!withHint && !again) { hintLevel = 0; hintText.textContent = ""; }
      const goOn = !current.decided && !current.finished && continued < CONTINUE;
      render(goOn);
      if (goOn) {
        continued += 1;
        box.dataset.continued = String(continued);
        // the engine's reply to an undecided card was played without a verdict: ask again
        // without it, so that it is chosen anew once the search decides
        replies = repliesBeforeLastCard();
        queueMicrotask(() => { if (request === null) send(false, true); });
      }
    } catch (err) {
      if (abort.signal.aborted) return;
      status.textContent = `Die Regel-Engine steht nicht zur Verfügung (${err.message}).`;
    } finally {
      if (request === abort) {
        request = null;
        box.dataset.busy = "false";
      }
    }
  }

  function render(goOn = false) {
    const r = current;
    const yourTurn = !r.finished && r.seats.includes(r.turn);
    // a card the reader had focused keeps the focus (the table is redrawn by every answer, also
    // by the engine searching on)
    const focused = table.contains(document.activeElement) ? document.activeElement.dataset.card : null;
    table.replaceChildren(...data.seats.map((seat) => seatBox(seat, r, yourTurn && r.turn === seat)), trickBox(r));
    if (focused && !focusCard) table.querySelector(`button[data-card="${CSS.escape(focused)}"]`)?.focus();
    // the status is a live region, read out at every change: the same words while the engine
    // searches on, not once per request
    const text = statusText(r) + (goOn ? " Die Engine rechnet weiter …" : "");
    if (status.textContent !== text) status.textContent = text;
    box.dataset.status = r.status;
    box.dataset.moves = String(moves.length);
    undoButton.disabled = !moves.length;
    hintButton.disabled = r.finished;
    detail.replaceChildren(...details(r));
    if (r.status === "solved") onSolved();
    const first = table.querySelector("button.card--legal");
    if (focusCard) (first || hintButton).focus();
    focusCard = false;
  }

  function seatBox(seat, r, moving) {
    const mine = r.seats.includes(seat);
    const section = el("section", { class: `puzzle-seat${moving ? " puzzle-seat--turn" : ""}`, "data-seat": seat });
    const hidden = r.hidden && r.hidden[seat] ? ` · ${r.hidden[seat]} verdeckte Päckchenkarten` : "";
    section.append(el("h4", {}, `${seat} · ${mine ? "Sie" : "Engine"}${moving ? " — am Zug" : ""}${hidden}`));
    const list = el("ul", { class: "puzzle-cards", "aria-label": `Karten von ${seat}` });
    r.hands[seat].forEach((name) => {
      const legal = moving && r.legal.includes(name);
      const node = cardNode(el, data.pack, name, { button: moving, cls: legal ? "card--legal" : (moving ? "card--illegal" : ""),
        label: moving ? `${name} spielen${legal ? "" : " (nicht erlaubt)"}` : null });
      if (moving) {
        node.disabled = !legal;
        node.addEventListener("click", () => { moves.push(name); focusCard = true; send(); });
      }
      const li = el("li");
      li.append(node);
      list.append(li);
    });
    section.append(list);
    return section;
  }

  function trickBox(r) {
    const showing = r.trick.length ? r.trick : r.last_trick;
    const head = r.trick.length ? "Auf dem Tisch" : (r.last_trick.length ? `Letzter Stich — macht ${r.last_winner}` : "Auf dem Tisch");
    const section = el("section", { class: "puzzle-seat puzzle-trick" });
    const list = el("ol", { class: "puzzle-cards" });
    showing.forEach((m) => {
      const li = el("li", {}, `${m.seat}: `);
      li.append(cardNode(el, data.pack, m.card));
      list.append(li);
    });
    section.append(el("h4", {}, head), list);
    section.append(el("p", {}, `Points: Spieler ${r.points.spieler}, Gegner ${r.points.gegner}`));
    return section;
  }

  function statusText(r) {
    const last = [...r.line].reverse().find((m) => m.by === "reader");
    const after = last ? `Nach ${last.seat}: ${last.card}: ` : "";
    if (r.status === "solved") return "Gelöst! Sie haben das Ziel gegen bestes Spiel erreicht.";
    if (r.status === "lost") {
      if (!r.losing_card) {
        return `„${r.goals.join("; ")}“ ist nicht mehr zu erzwingen. Mit welcher Ihrer Karten es verloren ging, `
          + "ist unbekannt: davor hat die Suche im Budget dieser Seite nicht entschieden.";
      }
      return `${r.losing_card} gibt das Ziel preis: „${r.goals.join("; ")}“ ist nicht mehr zu erzwingen.`;
    }
    if (r.finished) return "Das Spiel ist zu Ende; das Ziel ist nicht erreicht.";
    if (!r.decided) {
      return `${after}Unbekannt: ob das Ziel noch zu erzwingen ist, entscheidet die Suche im Budget dieser Seite `
        + `noch nicht (zu viele Karten im Spiel). ${r.turn} ist am Zug.`;
    }
    return `${after}Das Ziel ist weiter zu erzwingen. ${r.seats.includes(r.turn) ? `Sie spielen ${r.turn}.` : ""}`;
  }

  function details(r) {
    const out = [];
    if (r.status === "lost" && r.refutation.length) {
      const line = r.refutation.slice(0, 9).map((m) => `${m.seat}: ${m.card}`).join(", ") + (r.refutation.length > 9 ? " …" : ".");
      out.push(el("p", { "data-role": "refutation" }, `Die Engine widerlegt${r.losing_card ? "" : " von hier an"}: ${line}`
        + (r.better.length ? ` Besser wäre: ${r.better.join(" oder ")}.` : "")
        + " „Zug zurücknehmen“ nimmt die Karte zurück."));
    }
    if (r.finished) out.push(sideBySide(r));
    return out;
  }

  function sideBySide(r) {
    const wrap = el("div", { class: "table-scroll puzzle-lines", tabindex: "0", "data-role": "lines" });
    const t = el("table", {});
    t.append(el("caption", {}, "Ihr Gang neben dem des Buches"));
    const head = el("tr");
    ["Zug", "Ihr Gang", "Gang des Buches"].forEach((h) => head.append(el("th", { scope: "col" }, h)));
    t.append(head);
    const n = Math.max(r.line.length, r.book_line.length);
    for (let i = 0; i < n; i++) {
      const mine = r.line[i];
      const book = r.book_line[i];
      const row = el("tr");
      row.append(el("td", {}, String(data.start_step + i + 1)),
        el("td", {}, mine ? `${mine.seat}: ${mine.card}${mine.by === "engine" ? " (Engine)" : ""}` : "—"),
        el("td", {}, book ? `${book.seat}: ${book.card}` : "—"));
      t.append(row);
    }
    wrap.append(t);
    return wrap;
  }

  async function hint() {
    if (!current || current.finished) return;
    hintLevel += 1;
    if (!current.hint) await send(true);
    const h = current && current.hint;
    if (!h) { hintText.textContent = "Für diesen Zug hat die Suche im Budget keinen Tipp gefunden."; return; }
    if (h.undecided) {
      hintText.textContent = hintLevel >= 2 && h.card_text ? `${h.text} ${h.card_text}`
        : `${h.text}${h.card_text ? " (noch einmal „Tipp“: die Karte des Buches)" : ""}`;
      return;
    }
    hintText.textContent = hintLevel >= 2 && h.card_text ? `${h.text} ${h.card_text}` : `${h.text} (noch einmal „Tipp“: die Karte)`;
  }

  function repliesBeforeLastCard() {
    const lastReader = current.line.map((m) => m.by).lastIndexOf("reader");
    return current.line.slice(0, Math.max(lastReader, 0)).filter((m) => m.by === "engine").map((m) => m.card);
  }

  function undo() {
    if (!moves.length || !current) return;
    replies = repliesBeforeLastCard();
    moves.pop();
    send();
  }

  send();
}
