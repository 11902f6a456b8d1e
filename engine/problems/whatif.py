"""„Was wäre, wenn …?“ on a problem page: at step `step` of the book's line the reader plays
another card. The engine says whether it is legal (and if not, why, citing the rule); if it is,
the solver plays out the rest with best play for both sides and the result stands beside the
book's."""
from __future__ import annotations

from ..core import DONE, Action, why_illegal
from ..errors import RequestError
from ..schema import Int, Text, check_fields
from ..search_budget import MAX_BUDGET, default_budget, default_seconds
from ..solver import Points, SolverBudget
from .. import solver_core
from ..solver_core import make_solver
from ..terms import PARTIES, SEATS, points_text
from . import model
from .game import position, replay
from .model import NR

RULE = "Ulmann S. 15; Tarok-Codex § 9"
WHATIF_FIELDS = {"nr": NR, "step": Int("Zug", 0, 400, required=True),
                 "card": Text("Karte", max_len=40, required=True),
                 "budget": Int("Knotenbudget", 1, MAX_BUDGET)}     # default: by the solver in use


# (nr, step, budget, the card that stands for a class of equivalent cards) -> the Spieler's
# result after any card of the class, as the judging of the cards (card_values) found it: a
# what-if after such a card needs only the best line (Nr. 10 after Tarok XVII: 8.9 M nodes for
# the value from an empty table, 0.13 M for the line)
judged_points: dict[tuple, int] = {}


def whatif(nr: int, step: int, card: str, budget: int | None = None) -> dict:
    """The reader's `card` instead of the book's move number `step + 1` (0 = the first move).
    Without a `budget`: as many nodes as the solver in use searches in a few seconds
    (engine/search_budget.py)."""
    nr, step, card, budget = check_fields(WHATIF_FIELDS, {"nr": nr, "step": step, "card": card,
                                                          "budget": budget}).values()
    pr = model.load(nr)
    step = Int("Zug", 0, len(pr.line)).check(step, "step")
    if budget is None:
        budget = default_budget(pr.profile, "whatif")
    if not card.strip():
        raise RequestError("Feld „card“: der Name einer Karte.")
    p = pr.profile
    rep = replay(pr, step)
    st = rep.state
    if st.phase == DONE:
        raise RequestError("Das Spiel ist an dieser Stelle schon zu Ende.")
    seat = st.turn
    cid = p.parse_card(card)
    name = p.card_name(cid)
    book = pr.line[step] if step < len(pr.line) else None
    out = {"nr": nr, "step": step, "seat": SEATS[seat], "card": name,
           "book_card": p.card_name(book.card) if book else None,
           "book_result": pr.raw.get("result"), "solver_note": solver_core.fallback_note(p)}
    reason = why_illegal(p, st, Action("play", seat, cid))
    if reason:
        held = bool(st.hands[seat] >> cid & 1)
        out.update(legal=False, reason=reason + (f" ({RULE})" if held else ""))
        return out
    after = replay(pr, step, extra=[(seat, cid)])
    pos = position(pr, after.state)
    need = 3 * p.threshold - 1 - after.points[0]          # the Spieler's 36 (35⅔), S. 16–19
    seconds = default_seconds("whatif")
    solver = make_solver(p, pos, Points(0), budget=budget, seconds=seconds)
    remaining = solver.live_points
    out.update(legal=True, unknown=False)
    classes = solver_core.card_classes(p, position(pr, st), Points(0))
    judged = judged_points.get((nr, step, budget, classes.get(cid, cid)))
    try:                                                   # the exact points and the best line …
        value = solver.value() if judged is None else judged - after.points[0]
        line = solver.best_line(value)
    except SolverBudget:
        try:                                               # … or at least who wins the game
            wins = make_solver(p, pos, Points(0), budget=budget,
                               seconds=seconds and seconds / 2).reaches(need)
        except SolverBudget:
            out.update(unknown=True)
            return out
        out.update(winner="spieler" if wins else "gegner", points=None, line=[])
        return out
    spieler = after.points[0] + value
    gegner = after.points[1] + remaining - value
    out.update(points={PARTIES[0]: points_text(spieler), PARTIES[1]: points_text(gegner)},
               winner="spieler" if value >= need else "gegner",
               line=[{"seat": SEATS[s], "card": p.card_name(c)} for s, c in line])
    return out
