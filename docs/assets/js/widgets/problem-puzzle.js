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
  const offered = data.offered;
  // The first state — the sentence, „Selbst lösen“, „Nur nachspielen“ — is in the page
  // (scripts/hooks/problems.py); the widget takes it over.
  const prerendered = (selector) => {
    const node = root.querySelector(selector);
    if (!node) throw new Error(`Der Seite fehlt ein Teil der Aufgabe (${selector}).`);
    return node;
  };
  const start = prerendered('[data-role="start"]');
  const replayOnly = prerendered('[data-role="replay-only"]');
  const done = prerendered('[data-role="progress"]');
  const body = prerendered(".puzzle-body");
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
  startEngineAhead(root);
  openForHash();
}

// The engine (a worker with Pyodide, ~11 MB) is started before the reader asks it anything, so
// that the first answer — a checked distribution, a card played, a what-if in the replay — need
// not wait for its start (issue 23): in idle time once the page has loaded, not during the page's
// own start (its download and the interpreter would compete with it), or earlier at the first
// sign that the reader turns to the problem: a pointer or a key in „Selbst lösen“, the solution
// opened (also by a link #zug-N). Its main-thread work is a few short tasks (messages, caching).
function startEngineAhead(root) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    engineReady().catch(() => {});        // a failure to start is shown at the first request
  };
  for (const type of ["pointerdown", "keydown", "focusin"]) root.addEventListener(type, go, { once: true });
  const block = solutionBlock();
  if (block) block.addEventListener("toggle", () => { if (block.open) go(); });
  const idle = () => { if (root.isConnected) go(); };     // not after the reader has left the page
  const afterLoad = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(idle, { timeout: 2000 });
    else setTimeout(idle, 500);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

// The exchange alone, on our reconstruction: every card lies in its place there, the reader
// chooses what was bought and laid away (engine.problems.puzzle.exchange_on_reconstruction).
function exchangeOnly(data) {
  const x = data.exchange_on_reconstruction;
  return { ...data, fixed: x.fixed, free: [], rules: x.rules, deal_budget: x.budget, claim_in_page: x.claim_in_page };
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
