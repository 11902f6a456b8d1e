// Widget „Selbst lösen“ of a problem page: <div data-widget="problem-puzzle" data-puzzle="{…}">.
// The puzzle (engine.problems.puzzle, computed at build time) says which parts the Aufgabe asks
// — distribute the cards, play the hand — and which cards the text fixes. The reader tries first:
// the Lösung, our reconstruction and the replay (<details data-role="solution">) stay closed until
// „Lösung zeigen“ or until a part is solved. Every answer is judged by the engine (worker):
// problem_check_deal and problem_play. Solved problems are kept in localStorage for the overview.
import { engineReady } from "../engine-client.js";
import { mountDealPuzzle } from "./puzzle-deal.js";
import { mountPlayPuzzle } from "./puzzle-play.js";

const STORE = "tarok-probleme-geloest";
const PART_NAMES = { deal: "Verteilung", exchange: "Kauf und Verlegen", play: "Spiel" };

export function solvedProblems() {
  try {
    const data = JSON.parse(window.localStorage.getItem(STORE) || "{}");
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

function markSolved(nr, part) {
  const data = solvedProblems();
  const parts = new Set(Array.isArray(data[nr]) ? data[nr] : []);
  parts.add(part);
  data[nr] = [...parts];
  try {
    window.localStorage.setItem(STORE, JSON.stringify(data));
  } catch {
    // storage blocked (private mode): the page still says „gelöst“, it is just not kept
  }
}

// The solution block of the page, and opening it for a link into it (#zug-12, #nachspielen …).
function solutionBlock() {
  return document.querySelector('details[data-role="solution"]');
}

export function openSolution(scrollTo = null) {
  const block = solutionBlock();
  if (!block) return;
  block.open = true;
  if (scrollTo) scrollTo.scrollIntoView({ block: "start" });
}

function openForHash() {
  const block = solutionBlock();
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (!block || !hash) return;
  const target = document.getElementById(hash);
  if (/^zug-\d+$/.test(hash)) {
    openSolution(document.querySelector('[data-widget="problem-replay"]'));
  } else if (target && block.contains(target)) {
    openSolution(target);
  }
}

export function mountProblemPuzzle(root, el) {
  if (!root.dataset.puzzle) throw new Error("Keine Daten für die Aufgabe.");
  const data = JSON.parse(root.dataset.puzzle);
  const nr = data.nr;
  const solvedParts = new Set(solvedProblems()[nr] || []);
  const offered = [];
  if (data.deal_offered) offered.push("deal");
  else if (data.exchange_on_reconstruction) offered.push("exchange");      // Nr. 15, 19
  if (data.parts.includes("play") || !data.deal_offered) offered.push("play");

  const intro = el("p", { class: "puzzle-intro" },
    "Erst selbst versuchen: " + offeredText(data, offered)
    + " Die Regel-Engine prüft jede Antwort; die Lösung des Buches bleibt so lange geschlossen.");
  const start = el("button", { type: "button", class: "md-button md-button--primary", "data-role": "start" }, "Selbst lösen");
  const replayOnly = el("button", { type: "button", class: "md-button", "data-role": "replay-only" }, "Nur nachspielen");
  const done = el("p", { class: "puzzle-done", "data-role": "progress" });
  const body = el("div", { class: "puzzle-body", hidden: "" });
  root.replaceChildren(intro, el("p", { class: "puzzle-buttons" }), done, body);
  root.querySelector(".puzzle-buttons").append(start, " ", replayOnly);
  const showProgress = () => {
    done.textContent = solvedParts.size
      ? `In diesem Browser gelöst: ${[...solvedParts].map((p) => PART_NAMES[p]).join(", ")}.` : "";
  };
  showProgress();

  const solved = (part) => {
    solvedParts.add(part);
    markSolved(nr, part);
    showProgress();
    openSolution();
    root.dataset.solved = [...solvedParts].join(" ");
  };

  replayOnly.addEventListener("click", () => {
    openSolution(document.getElementById("nachspielen"));
    document.querySelector('[data-widget="problem-replay"]')?.focus({ preventScroll: true });
  });
  start.addEventListener("click", () => {
    if (!body.hidden) return;                          // mounted already
    start.hidden = true;
    body.hidden = false;
    engineReady(() => {}).catch(() => {});            // start the engine while the reader thinks
    if (!data.deal_offered && data.parts.includes("deal")) {
      body.append(el("p", { class: "puzzle-reason", "data-role": "deal-reason" }, data.deal_reason));
    }
    for (const part of offered) {
      const box = el("section", { class: `puzzle-part puzzle-part--${part}`, "data-part": part });
      body.append(box);
      if (part === "deal") mountDealPuzzle(box, el, data, () => solved("deal"));
      else if (part === "exchange") mountDealPuzzle(box, el, exchangeOnly(data), () => solved("exchange"));
      else mountPlayPuzzle(box, el, data, () => solved("play"));
    }
    body.querySelector("button:not([disabled])")?.focus();
  });
  window.addEventListener("hashchange", openForHash);
  openForHash();
}

// The exchange alone, on our reconstruction: every card lies in its place there, the reader
// chooses what was bought and laid away (engine.problems.puzzle.exchange_on_reconstruction).
function exchangeOnly(data) {
  const x = data.exchange_on_reconstruction;
  return { ...data, fixed: x.fixed, free: [], rules: x.rules, deal_budget: x.budget, claim_in_page: x.claim_in_page };
}

function offeredText(data, offered) {
  if (offered[0] === "exchange") {
    return "auf unserer Rekonstruktion wählen, was gekauft und verlegt wurde, dann das Spiel für "
      + `${data.reader.seats.join(" und ")} gegen die Engine spielen.`;
  }
  const deal = data.kind === "deal"
    ? "die Karten verteilen, die der Text nicht festlegt" + (data.exchange ? ", und wählen, was gekauft und verlegt wurde" : "")
    : "die Karten des Endspiels verteilen, die der Text nicht festlegt";
  const side = `${data.reader.seats.join(" und ")} (${data.reader.party === "spieler" ? "Spieler" : "Gegner"})`;
  const play = `das Spiel für ${side} gegen die Engine spielen`;
  return (offered.length === 2 ? `${deal}, dann ${play}.` : offered[0] === "deal" ? `${deal}.` : `${play}.`);
}

// The overview probleme/: which problems this browser has solved.
export function mountProblemProgress(root) {
  const solved = solvedProblems();
  const numbers = Object.keys(solved).filter((k) => Array.isArray(solved[k]) && solved[k].length);
  document.querySelectorAll("[data-solved]").forEach((cell) => {
    const parts = solved[cell.dataset.solved];
    const ok = Array.isArray(parts) && parts.length;
    cell.textContent = ok ? `✓ gelöst (${parts.map((p) => PART_NAMES[p] || p).join(", ")})` : "offen";
    cell.classList.toggle("problem-solved--yes", !!ok);
  });
  root.textContent = numbers.length
    ? `Gelöst in diesem Browser: ${numbers.length} von 33 (Nr. ${numbers.sort((a, b) => a - b).join(", ")}).`
    : "Gelöst in diesem Browser: noch keine. Der Fortschritt bleibt nur in diesem Browser gespeichert.";
}
