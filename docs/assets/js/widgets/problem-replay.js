// Widget „Nachspielen“ of a problem page: <div data-widget="problem-replay" data-problem="N">.
// Everything it shows was computed by the engine when the site was built (the JSON in its
// data-replay attribute): the hands, the trick, tricks and points after every card. So
// the replay works at once and without Pyodide; the engine (worker) is asked only for
// „Was wäre, wenn …?“: the reader clicks another card of the seat to move.
import { callEngine, engineReady } from "../engine-client.js";
import { cardElement } from "../cards.js";
import { judgeStep, judgement } from "./replay-judge.js";

const BASIS_MARK = { text: "", inferred: "°", editorial: "*" };
const JUDGE_CLASS = { "=": "same", "+": "better", "-": "worse" };
const BASIS_TITLE = { text: "im Text genannt", inferred: "aus dem Text erschlossen", editorial: "editorisch gewählt" };

export function mountProblemReplay(root, el) {
  const nr = root.dataset.problem;
  if (!root.dataset.replay) throw new Error(`Keine Daten für Aufgabe ${nr}.`);
  const data = JSON.parse(root.dataset.replay);
  const last = data.steps.length;
  let step = stepFromHash(last);
  let pending = null;             // the what-if request under way
  let whatifIdle = Promise.resolve();   // settles when no what-if is under way
  const judged = new Map();       // step → Map(card name → the engine's judgement)
  let judging = null;             // AbortController of the judging under way

  root.tabIndex = 0;
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", `Nachspielen der Aufgabe Nr. ${nr}; Pfeiltasten blättern Zug für Zug`);

  const table = el("div", { class: "replay-table" });
  const seats = data.seats.map((seat, i) => {
    const box = el("section", { class: "replay-seat", "data-seat": seat });
    const role = data.roles[i] + (data.strohmann.includes(seat) ? " (Strohmann)" : "");
    box.append(el("h3", {}, `${seat} · ${role}`), el("ul", { class: "replay-hand", "aria-label": `Karten von ${seat}` }));
    table.append(box);
    return box;
  });
  const trickBox = el("section", { class: "replay-trick", "aria-live": "polite" });
  const taken = el("details", { class: "replay-taken", "data-role": "taken" });
  table.append(trickBox);
  const score = el("p", { class: "replay-score", "aria-live": "polite", "data-role": "score" });
  const sentence = el("blockquote", { class: "replay-text", "data-role": "sentence" });
  const evidence = el("p", { class: "replay-evidence", "data-role": "evidence" });
  const controls = el("div", { class: "replay-controls", role: "group", "aria-label": "Zug wählen" });
  const button = (label, role, action) => {
    const b = el("button", { type: "button", class: "md-button", "data-role": role }, label);
    b.addEventListener("click", () => { action(); root.focus({ preventScroll: true }); });
    controls.append(b);
    return b;
  };
  const buttons = {
    start: button("« Anfang", "start", () => go(0)),
    back: button("‹ Zurück", "back", () => go(step - 1)),
    forward: button("Weiter ›", "forward", () => go(step + 1)),
    end: button("Ende »", "end", () => go(last)),
  };
  const counter = el("span", { class: "replay-counter", "data-role": "counter" });
  controls.append(counter);
  const whatif = el("div", { class: "replay-whatif", "data-role": "whatif", "aria-live": "polite" });
  const judgeStatus = el("p", { class: "replay-judge-status", "data-role": "judge-status" });
  const legend = el("p", { class: "replay-legend" },
    "Karten ohne Zeichen nennt der Text; ° aus dem Text erschlossen; * editorisch gewählt. "
    + "Eine andere Karte des Spielers am Zug anklicken: die Engine sagt, ob sie erlaubt ist, und spielt bei "
    + "bestem Spiel beider Seiten zu Ende. Die Karten des Spielers am Zug bewertet die Engine im Hintergrund "
    + "gegen die Karte des Buches (Buch): = gleich gut, + besser, − schlechter für ihn, in Points; ? unbekannt.");
  root.replaceChildren(table, score, taken, sentence, evidence, controls, judgeStatus, whatif, legend);

  root.addEventListener("keydown", (e) => {
    const keys = { ArrowLeft: () => go(step - 1), ArrowRight: () => go(step + 1), Home: () => go(0), End: () => go(last) };
    if (keys[e.key] && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      keys[e.key]();
    }
  });
  window.addEventListener("hashchange", () => {
    const s = stepFromHash(last, null);
    if (s !== null && s !== step) go(s, false);
  });

  function cardLabel(index) {
    const c = data.cards[index];
    return c.name + BASIS_MARK[c.basis];
  }

  // A card: its picture (named by its printed name) and the name with the mark of how its
  // place is known; the seat to move gets buttons.
  function cardNode(index, clickable) {
    const c = data.cards[index];
    const attrs = { class: `card card--${c.basis}`, "data-card": c.name, title: cardTitle(c) };
    const node = el(clickable ? "button" : "span", attrs);
    try {
      const picture = cardElement(data.pack, c.code || c.name);
      picture.setAttribute("aria-hidden", "true");
      node.append(picture);
    } catch (err) {
      console.warn(err.message);
    }
    node.append(el("span", { class: "card-name" }, cardLabel(index)));
    if (clickable) {
      node.type = "button";
      node.dataset.label = `${c.name} spielen (${cardTitle(c).slice(c.name.length + 2)})`;
      node.setAttribute("aria-label", node.dataset.label);
      node.addEventListener("click", () => tryCard(index));
      if (data.steps[step]?.card === index) {
        node.classList.add("card--book");
        node.dataset.book = "true";
        node.append(el("span", { class: "card-book", "aria-hidden": "true" }, " Buch"));   // a word of its own
        node.dataset.label += "; die Karte des Buches";
        node.setAttribute("aria-label", `${visibleText(node)} — ${node.dataset.label}`);
      }
      const j = judged.get(step)?.get(c.name);
      if (j) showJudgement(node, j);
    }
    return node;
  }

  // The engine's judgement on a card button: a visible sign and a sentence in its name.
  function showJudgement(node, j) {
    const { sign, text } = judgement(j);
    node.querySelector(".card-judge")?.remove();
    const kind = (j.known && JUDGE_CLASS[j.relation]) || "unknown";
    node.append(el("span", { class: `card-judge card-judge--${kind}`, "aria-hidden": "true" }, sign));
    node.dataset.judge = j.book ? (j.known ? "=" : "unbekannt") : j.relation;
    node.setAttribute("aria-label", `${visibleText(node)} — ${node.dataset.label}: ${text}`);
    node.title = `${node.title} — ${text}`;
  }

  // A card's accessible name begins with its visible text (name, „Buch“, sign), as speech input expects.
  function visibleText(node) {
    return [...node.querySelectorAll(".card-name, .card-book, .card-judge")].map((x) => x.textContent.trim()).join(" ");
  }

  // Judging starts the engine: only while the replay is on screen (not in the closed solution).
  let onScreen = false;
  new IntersectionObserver((entries) => {
    const now = entries.some((e) => e.isIntersecting);
    const appeared = now && !onScreen;
    onScreen = now;
    if (appeared && !judging) startJudging();     // a search under way goes on
  }).observe(root);

  function startJudging() {
    judging?.abort();
    judging = null;
    judgeStatus.textContent = "";
    if (step >= last || !onScreen) return;
    if (!judged.has(step)) judged.set(step, new Map());
    const cache = judged.get(step);
    if (cache.complete) { judgeStatus.textContent = cache.complete; return; }
    const controller = new AbortController();
    judging = controller;
    const at = step;
    judgeStep({
      nr, step: at, book: data.cards[data.steps[at].card].name, signal: controller.signal,
      idle: async () => { while (pending) await whatifIdle; },
      onCard: (j) => {
        cache.set(j.card, j);
        const node = root.querySelector(`.replay-seat--turn button.card[data-card="${CSS.escape(j.card)}"]`);
        if (node && step === at) showJudgement(node, j);
      },
      onStatus: (text) => { if (!controller.signal.aborted) judgeStatus.textContent = text; },
    }).then((complete) => {
      if (complete) cache.complete = judgeStatus.textContent;
      if (judging === controller) judging = null;
    });
  }

  function render() {
    const snap = data.snapshots[step];
    seats.forEach((box, i) => {
      const hand = box.querySelector("ul");
      const mover = snap.turn === data.seats[i];
      box.classList.toggle("replay-seat--turn", mover);
      hand.replaceChildren(...snap.hands[i].map((c) => {
        const li = el("li");
        li.append(cardNode(c, mover));
        return li;
      }));
      if (!snap.hands[i].length) hand.append(el("li", { class: "replay-empty" }, "—"));
    });
    // the trick on the table, or the one just completed
    const showing = snap.trick.length ? snap.trick : snap.last;
    const leader = snap.trick.length ? snap.leader : snap.last_leader;
    const trickNo = data.tricks_played + snap.tricks[0] + snap.tricks[1] + (snap.trick.length ? 1 : 0);
    const list = el("ol", { class: "replay-trick-cards", "aria-label": `Stich ${trickNo}` });
    const start = data.seats.indexOf(leader);
    showing.forEach((c, i) => {
      const seat = data.seats[(start + i) % data.seats.length];
      const li = el("li", {}, `${seat}: `);
      li.append(cardNode(c, false));
      list.append(li);
    });
    const heading = showing.length
      ? (snap.trick.length ? `Stich ${trickNo}` : `Stich ${trickNo} — macht ${snap.winner}`)
      : (step === 0 ? "Ausgangsstellung" : "");
    trickBox.replaceChildren(el("h3", {}, heading || "—"), list);
    // the tricks completed so far in the line (as the engine recorded them)
    const done = [];
    for (let k = 1; k <= step; k++) {
      const s = data.snapshots[k];
      if (s.winner) done.push(s);
    }
    const open = taken.open;
    taken.replaceChildren(el("summary", {}, `Gemachte Stiche im Gang (${done.length})`));
    const tl = el("ol", { start: String(data.tricks_played + 1) });
    done.forEach((s) => {
      const start = data.seats.indexOf(s.last_leader);
      const cards = s.last.map((c, i) => `${data.seats[(start + i) % data.seats.length]}: ${cardLabel(c)}`);
      tl.append(el("li", {}, `${cards.join(", ")} — macht ${s.winner}`));
    });
    taken.append(tl);
    taken.open = open;
    const [sp, gg] = snap.points;
    const prior = data.taken_before ? " (mit den schon gemachten Stichen)" : " (mit Scat und Talon)";
    score.textContent = `Points: Spieler ${sp}, Gegner ${gg}${prior} · Stiche im Gang: Spieler ${snap.tricks[0]}, Gegner ${snap.tricks[1]}`;
    const move = step > 0 ? data.steps[step - 1] : null;
    if (!move) sentence.textContent = "Ausgangsstellung. „Weiter“ (oder →) spielt den ersten Zug.";
    else if (move.editorial) sentence.textContent = `${move.seat}: ${data.cards[move.card].name} — vom Text nicht genannt; editorische Ergänzung (bestes Spiel nach der Engine).${move.note ? " " + move.note : ""}`;
    else if (!move.named) sentence.textContent = `${move.seat}: ${data.cards[move.card].name} — „${move.text}“ (die Karte nennt der Text nicht; editorisch gewählt)`;
    else sentence.textContent = `${move.seat}: ${data.cards[move.card].name} — „${move.text}“`;
    evidence.textContent = move ? moveEvidence(move) : "";
    counter.textContent = `Zug ${step} von ${last}`;
    buttons.start.disabled = buttons.back.disabled = step === 0;
    buttons.forward.disabled = buttons.end.disabled = step === last;
    root.dataset.step = String(step);
    startJudging();
  }

  // What the text says about the move just played: the card named, the action narrated and the
  // card chosen by us, or neither; and where the card's place is inferred, the inference.
  function moveEvidence(move) {
    const c = data.cards[move.card];
    const place = c.basis === "inferred" ? ` Wo die Karte saß, ist aus dem Text erschlossen: ${c.inferred}` : "";
    if (move.editorial) return `Beleg: vom Text nicht erzählt — Zug und Karte hat die Bearbeitung ergänzt.${place}`;
    if (!move.named) return `Beleg: den Zug erzählt der Text, die Karte (${c.name}) hat die Bearbeitung gewählt.${place}`;
    return `Beleg: Zug und Karte nennt der Text.`;
  }

  function go(target, updateHash = true) {
    const s = Math.max(0, Math.min(last, target));
    if (s === step && root.dataset.step !== undefined) return;
    step = s;
    cancelWhatif();
    whatif.replaceChildren();
    render();
    if (updateHash) history.replaceState(null, "", `#zug-${step}`);
  }

  function cancelWhatif() {
    if (pending) {
      pending.cancelled = true;
      pending.abort.abort();              // ends the engine's worker: Python cannot be interrupted
    }
    pending = null;
  }

  async function tryCard(index) {
    const next = data.steps[step];
    if (next && next.card === index) { go(step + 1); return; }
    cancelWhatif();
    const request = { cancelled: false, abort: new AbortController() };
    pending = request;
    let settled;
    whatifIdle = new Promise((resolve) => { settled = resolve; });
    try {
      await askWhatif(request, index);
    } finally {
      settled();
    }
  }

  async function askWhatif(request, index) {
    const name = data.cards[index].name;
    const mover = data.snapshots[step].turn;
    const progress = el("p", { class: "replay-progress", role: "status" }, `Was wäre, wenn ${mover} ${name} spielte? Die Regel-Engine rechnet …`);
    const cancel = el("button", { type: "button", class: "md-button", "data-role": "cancel" }, "Abbrechen");
    cancel.addEventListener("click", () => {
      cancelWhatif();
      whatif.replaceChildren(el("p", {}, "Abgebrochen."));
    });
    whatif.replaceChildren(progress, cancel);
    try {
      await engineReady((p) => { progress.textContent = `${p.text} (danach: ${mover} ${name})`; });
      const answer = await callEngine("problem_whatif", { nr: Number(nr), step, card: name },
        { signal: request.abort.signal });
      if (request.cancelled) return;
      pending = null;
      whatif.replaceChildren(...whatifResult(answer, mover, name));
    } catch (err) {
      if (request.cancelled) return;
      pending = null;
      whatif.replaceChildren(el("p", { class: "widget-error", role: "alert" },
        `Die Regel-Engine steht nicht zur Verfügung (${err.message}). Das Nachspielen des Buches geht trotzdem.`));
    }
  }

  function whatifResult(answer, mover, name) {
    if (!answer.ok) return [el("p", { class: "widget-error", role: "alert" }, answer.error.message)];
    const r = answer.result;
    const note = r.solver_note ? [el("p", { "data-role": "solver-note" }, r.solver_note)] : [];
    const book = r.book_result ? `Im Buch: Spieler ${r.book_result.spieler}, Gegner ${r.book_result.gegner} Points.` : "";
    if (!r.legal) {
      return [el("p", { class: "replay-illegal", "data-role": "illegal" }, `${mover}: ${name} ist nicht erlaubt. ${r.reason}`)];
    }
    if (r.unknown) {
      return [el("p", { "data-role": "unknown" }, `${mover}: ${name} ist erlaubt. Das Ergebnis bei bestem Spiel ist unbekannt: `
        + "die Suche hat ihr Budget erschöpft, ehe sie es entscheiden konnte. " + book), ...note];
    }
    const who = r.winner === "spieler" ? "der Spieler gewinnt" : "die Gegner gewinnen";
    const pts = r.points ? `Spieler ${r.points.spieler}, Gegner ${r.points.gegner} Points — ` : "";
    const out = [el("p", { "data-role": "result" }, `${mover}: ${name} ist erlaubt. Bei bestem Spiel beider Seiten: ${pts}${who}. ${book}`), ...note];
    if (r.line && r.line.length) {
      const details = el("details", {});
      details.append(el("summary", {}, "Der Gang bei bestem Spiel"));
      const ol = el("ol", {});
      r.line.forEach((m) => ol.append(el("li", {}, `${m.seat}: ${m.card}`)));
      details.append(ol);
      out.push(details);
    }
    return out;
  }

  render();
  if (step > 0) {
    history.replaceState(null, "", `#zug-${step}`);
    root.scrollIntoView({ block: "start" });          // a linked step: show the table
  }
}

function cardTitle(c) {
  return `${c.name}: ${BASIS_TITLE[c.basis]}` + (c.basis === "inferred" && c.inferred ? ` — ${c.inferred}` : "");
}

function stepFromHash(last, fallback = 0) {
  const m = /^#zug-(\d+)$/.exec(window.location.hash);
  if (!m) return fallback;
  return Math.max(0, Math.min(last, Number(m[1])));
}
