// Every card judged in the replay „Nachspielen“: at a step, the engine rates each legal card of
// the seat to move against the book's card under best play of both sides — the same (=),
// better (+) or worse (−) for the mover, by how many points — as double-dummy tools for bridge
// show it. It runs in the background, card by card (engine function problem_card_values), each
// card in short time slices (the engine says when a card wants another: `again`; the solver
// core keeps its table between them), after the step has been shown; moving on cancels it
// (callEngine's signal), and a what-if the reader asks for goes first (`idle`): it waits for
// one slice at most. The marks are text: a visible sign, and a sentence in
// the card's accessible name. If the book's card itself is „unbekannt“ (past the node budget),
// there is nothing to compare with, and the other cards are marked unknown without a search.
// If the compiled solver core did not load, the final status adds the engine's German note
// (`solver_note`, engine/solver_core.py): the Python solver judges, more often „unbekannt“.

import { callEngine, engineReady } from "../engine-client.js";

const DELAY_MS = 400;     // stepping quickly through the replay starts no search
const SLICE_MS = 100;     // the longest a card is searched at a time (search_budget.SLICE_SECONDS)

/** Judge the cards at `step`; calls onCard(judged) for each (book's card first) and
 * onStatus(text) along the way. Resolves to true when every legal card is judged, to false
 * when cancelled (signal) or when the engine cannot judge them. */
export async function judgeStep({ nr, step, book, signal, idle, onCard, onStatus }) {
  await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
  if (signal.aborted) return false;
  try {
    await engineReady();
  } catch {
    onStatus("Die Karten können nicht bewertet werden: die Regel-Engine steht nicht zur Verfügung.");
    return false;
  }
  let legal = null;
  let seat = "";
  let note = "";            // the engine's word that the fast solver did not load (solver_core.py)
  const queue = [book];
  let done = 0;
  while (queue.length) {
    onStatus(`Die Engine bewertet die Karten bei bestem Spiel … (${done} von ${legal ? legal.length : "?"})`);
    const card = queue.shift();
    let answer = null;
    let spent = 0;
    do {                    // the card in slices, each after a what-if the reader asked for
      await idle();
      if (signal.aborted) return false;
      answer = await callEngine("problem_card_values",
        { nr: Number(nr), step, card, slice_ms: SLICE_MS, spent_ms: spent }, { signal });
      if (signal.aborted) return false;
      spent = answer.ok ? answer.result.spent_ms : 0;
    } while (answer.ok && answer.result.cards.some((j) => j.card === card && j.again));
    if (!answer.ok) {
      onStatus(`Die Karten können nicht bewertet werden: ${answer.error.message}`);
      return false;
    }
    const r = answer.result;
    if (!legal) {
      legal = r.legal;
      seat = r.seat;
      note = r.solver_note ? ` ${r.solver_note}` : "";
      queue.push(...legal.filter((name) => name !== book));
    }
    for (const judged of r.cards) {
      if (judged.card === card) { onCard(judged, r); done += 1; }
    }
    if (card === book && !r.cards.find((j) => j.book)?.known) {
      // nothing to compare with: the other cards stay unjudged, without a search in vain
      for (const name of queue.splice(0)) {
        onCard({ card: name, book: false, known: false, points: null, relation: "unbekannt", diff: null }, r);
        done += 1;
      }
    }
  }
  onStatus(`Alle ${done} erlaubten Karten von ${seat} bewertet: = so gut wie die Karte des Buches, `
    + "+ besser, − schlechter für die Seite am Zug (in Points), ? unbekannt (Suchbudget erschöpft)." + note);
  return true;
}

/** The visible sign and the sentence for screen readers of one judged card. */
export function judgement(j) {
  const pts = j.points === null ? "" : ` (Spieler am Ende ${j.points} Points)`;
  if (j.book) return { sign: j.known ? "=" : "?", text: `die Karte des Buches${j.known ? pts : ", ihr Ergebnis bei bestem Spiel ist unbekannt"}` };
  switch (j.relation) {
    case "=": return { sign: "=", text: `bei bestem Spiel so gut wie die Karte des Buches${pts}` };
    case "+": return { sign: `+${j.diff}`, text: `bei bestem Spiel ${j.diff} Points besser als die Karte des Buches${pts}` };
    case "-": return { sign: `−${j.diff}`, text: `bei bestem Spiel ${j.diff} Points schlechter als die Karte des Buches${pts}` };
    default: return { sign: "?", text: "Ergebnis bei bestem Spiel unbekannt: das Suchbudget ist erschöpft" };
  }
}
