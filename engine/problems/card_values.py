"""Every card judged at one step of a problem's replay, as double-dummy tools for bridge show it:
for each legal card of the seat to move, the points the Spieler's party ends with under best
play of both sides after that card, and how it compares with the book's card from the mover's
side — the same (=), better (+) or worse (−), by how many points. A card whose search runs out
of its node budget (or, in the page, of its time budget) is „unbekannt“, never guessed."""
from __future__ import annotations

from ..core import Action, ids_of, why_illegal
from ..errors import RequestError
from ..schema import Int, Text, check_fields
from .. import search_budget
from ..search_budget import MAX_BUDGET, Clock, default_budget, default_seconds
from ..solver import Points, SolverBudget
from .. import solver_core
from ..solver_core import card_classes, make_solver
from ..terms import PARTIES, SEATS, points_text
from . import model
from .game import position, replay
from .model import NR
from .whatif import judged_points

# In the page the judging runs in the background, in the worker that also answers the reader's
# what-if, which cannot interrupt a search under way. So the page asks for a card in short slices
# (`slice_ms`, search_budget.SLICE_SECONDS): a card whose search its slice stopped says so
# (`again`) and how long it has been searched in all (`spent_ms`), and the page asks again — the
# core keeps its table between the requests, so each slice goes on from what the last one found —
# until the card is decided or has had search_budget.JUDGE_SECONDS.
CARD_VALUES_FIELDS = {"nr": NR, "step": Int("Zug", 0, 400, required=True),
                      "card": Text("Karte", max_len=40),
                      "budget": Int("Knotenbudget", 1, MAX_BUDGET),
                      "slice_ms": Int("Zeitscheibe (ms)", 1, int(1000 * search_budget.JUDGE_SECONDS)),
                      "spent_ms": Int("bisherige Suchzeit (ms)", 0, 3_600_000)}


def _spieler_points(pr, step: int, seat: int, card: int, budget: int, clock: Clock,
                    book: int | None = None) -> int | None:
    """Thirds the Spieler's party ends with after `card` under best play; None past the node
    budget or the clock (then `clock.timed_out`).

    `book`: the book card's result, known already. Many cards give the same result as the
    book's; two zero-window tests (at least `book`, not more) say so exactly, cheaper than the
    bisection of the exact value, which runs only for a card that differs."""
    after = replay(pr, step, extra=[(seat, card)])
    if after.finished:
        return after.points[0]
    solver = make_solver(pr.profile, position(pr, after.state), Points(0), budget=budget)
    try:
        need = None if book is None else book - after.points[0]
        if need is not None and 0 <= need <= solver.live_points:
            if clock.search(solver, solver.reaches, need) and not clock.search(solver, solver.reaches, need + 1):
                return book
        return after.points[0] + clock.search(solver, solver.value)
    except SolverBudget:
        return None


def _judged(name: str, value: int | None, book: int | None, party: int, is_book: bool) -> dict:
    out = {"card": name, "book": is_book, "known": value is not None,
           "points": None if value is None else points_text(value)}
    if value is None or book is None:
        out.update(relation="unbekannt", diff=None)
        return out
    gain = (value - book) if party == 0 else (book - value)     # from the mover's side
    out.update(relation="=" if gain == 0 else "+" if gain > 0 else "-",
               diff=points_text(abs(gain)) if gain else None)
    return out


def card_values(nr: int, step: int, card: str | None = None, budget: int | None = None,
                slice_ms: int | None = None, spent_ms: int | None = None) -> dict:
    """At move `step + 1` of problem `nr` (0 = the first move): every legal card of the seat to
    move judged against the book's card (only `card` and the book's card, if `card` is given;
    `legal` names every legal card all the same, so the page can ask card by card).
    `budget`: nodes per card; by default as many as the solver in use searches in a few seconds.
    `slice_ms`: search at most this long (the page's background slices); a card it stops gets
    `again` while its searches, `spent_ms` with the earlier slices, have had less than
    JUDGE_SECONDS. Without it, in the page each search stops after JUDGE_SECONDS
    (engine/search_budget.py)."""
    nr, step, card, budget, slice_ms, spent_ms = check_fields(CARD_VALUES_FIELDS, {
        "nr": nr, "step": step, "card": card, "budget": budget, "slice_ms": slice_ms,
        "spent_ms": spent_ms}).values()
    pr = model.load(nr)
    step = Int("Zug", 0, len(pr.line) - 1).check(step, "step")
    if budget is None:
        budget = default_budget(pr.profile, "judge")
    p = pr.profile
    st = replay(pr, step).state
    seat, book = st.turn, pr.line[step].card
    legal = [c for c in ids_of(st.hands[seat]) if not why_illegal(p, st, Action("play", seat, c))]
    names = [p.card_name(c) for c in legal]
    if card is not None:
        cid = p.parse_card(card)
        if cid not in legal:
            raise RequestError(f"Feld „card“: {p.card_name(cid)} ist hier keine erlaubte Karte von {SEATS[seat]}.")
        legal = [c for c in legal if c in (cid, book)]
    clock = Clock(slice_ms / 1000 if slice_ms is not None else default_seconds("judge"))
    classes = card_classes(p, position(pr, st), Points(0))

    def points_after(c: int, book_value: int | None = None) -> int | None:
        """Equivalent cards (the same value after either, as the solver's search merges them:
        solver_core.card_classes) are searched once, their result kept in whatif.judged_points
        (Nr. 10's first move: Tarok X–XVII, 8 cards)."""
        key = (nr, step, budget, classes.get(c, c))
        if key not in judged_points:
            found = _spieler_points(pr, step, seat, c, budget, clock, book_value)
            if found is None:
                return None
            judged_points[key] = found
        return judged_points[key]

    book_value = points_after(book)
    party = pr.party[seat]
    judged = [_judged(p.card_name(c), points_after(c, book_value), book_value, party, c == book)
              for c in legal]
    spent = (spent_ms or 0) + round(1000 * clock.elapsed())
    again = slice_ms is not None and clock.timed_out and spent < 1000 * search_budget.JUDGE_SECONDS
    for j in judged:
        j["again"] = again and not j["known"]
    return {"nr": nr, "step": step, "seat": SEATS[seat], "party": PARTIES[party],
            "book_card": p.card_name(book), "legal": names, "cards": judged, "spent_ms": spent,
            "solver_note": solver_core.fallback_note(p)}
