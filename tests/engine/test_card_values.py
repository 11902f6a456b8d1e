"""Every card judged in the replay (engine.problems.card_values): at a step of a problem, each
legal card of the seat to move against the book's card under best play (issue 23, item 5)."""
from __future__ import annotations

import json

import pytest

from engine.api import call
from engine.core import Action, ids_of, why_illegal
from engine.errors import RequestError
from engine.problems import model
from engine.problems.card_values import card_values
from engine.problems.game import replay
from engine.problems.whatif import whatif
from engine.terms import thirds


def test_every_legal_card_is_judged_and_agrees_with_whatif():
    """Nr. 1 (an endgame), first move: the judged cards are exactly the engine's legal cards;
    the book's card is „=“; each other card's points are the what-if's points for it, and its
    mark follows from the points from the mover's side (B is a Gegner: fewer Spieler points
    are better for him)."""
    pr = model.load(1)
    st = replay(pr, 0).state
    legal = {pr.card_name(c) for c in ids_of(st.hands[st.turn])
             if not why_illegal(pr.profile, st, Action("play", st.turn, c))}
    r = card_values(1, 0)
    assert {c["card"] for c in r["cards"]} == legal == set(r["legal"])
    book = [c for c in r["cards"] if c["book"]]
    assert len(book) == 1 and book[0]["card"] == r["book_card"] and book[0]["relation"] == "="
    book_pts = thirds(book[0]["points"])
    relations = set()
    for c in r["cards"]:
        assert c["known"], c
        w = whatif(1, 0, c["card"])
        assert w["points"]["spieler"] == c["points"]
        gain = book_pts - thirds(c["points"]) if r["party"] == "gegner" else thirds(c["points"]) - book_pts
        assert c["relation"] == ("=" if gain == 0 else "+" if gain > 0 else "-")
        assert (c["diff"] is None) if gain == 0 else thirds(c["diff"]) == abs(gain)
        relations.add(c["relation"])
    assert relations >= {"=", "-"}          # a real spread, not all equal


def test_one_card_and_the_book_card_through_the_boundary():
    answer = json.loads(call("problem_card_values", json.dumps({"nr": 1, "step": 0, "card": "Sküs"})))
    assert answer["ok"], answer
    cards = answer["result"]["cards"]
    assert sorted(c["book"] for c in cards) == [False, True]
    assert {c["card"] for c in cards} == {"Sküs", answer["result"]["book_card"]}
    assert len(answer["result"]["legal"]) == 5            # B's five cards, all legal at the lead


def test_past_the_budget_the_cards_are_unknown():
    """Nr. 2 is a full deal: with 10 nodes no card is decided, and none is guessed."""
    r = card_values(2, 0, budget=10)
    assert r["cards"] and all(c["relation"] == "unbekannt" and c["points"] is None for c in r["cards"])


def test_in_slices_a_card_is_asked_again_until_it_is_decided(monkeypatch):
    """The page judges in time slices (search_budget.SLICE_SECONDS), so that a what-if waits for
    one slice at most: a card whose slice stopped its search says `again`, with the time searched
    so far; asked again (the core keeps its table), it ends with the points of one whole search.
    Past JUDGE_SECONDS in all it stays „unbekannt“ without `again`. Nr. 16, a full deal."""
    from engine import solver_core
    from engine import search_budget
    from engine.problems import card_values as cv
    whole = card_values(16, 0, "Carreau-Aß")
    expected = {c["card"]: c["points"] for c in whole["cards"]}
    assert all(c["known"] and not c["again"] for c in whole["cards"])

    def fresh():
        cv.judged_points.clear()
        solver_core.forget()

    fresh()
    first = card_values(16, 0, "Carreau-Aß", slice_ms=1)
    assert all(not c["known"] and c["again"] for c in first["cards"]) and first["spent_ms"] >= 0
    fresh()
    late = card_values(16, 0, "Carreau-Aß", slice_ms=1, spent_ms=int(1000 * search_budget.JUDGE_SECONDS) - 1)
    assert all(c["relation"] == "unbekannt" and not c["again"] for c in late["cards"])
    fresh()
    monkeypatch.setattr(search_budget, "JUDGE_SECONDS", 60.0)     # wall time: a loaded machine must not decide it
    spent, asks = 0, 0
    while True:
        r = card_values(16, 0, "Carreau-Aß", slice_ms=50, spent_ms=spent)
        asks += 1
        assert r["spent_ms"] >= spent
        spent = r["spent_ms"]
        if not any(c["again"] for c in r["cards"]):
            break
    assert asks > 1 and {c["card"]: c["points"] for c in r["cards"]} == expected


def test_bad_requests_get_german_messages():
    with pytest.raises(RequestError, match="keine erlaubte Karte"):
        card_values(1, 0, "Mond")                        # not in B's hand
    last = len(model.load(1).line)
    with pytest.raises(RequestError, match="step"):
        card_values(1, last)                             # the game is over: nothing to judge


def _small_steps(endgame_steps, limit: int = 5):
    """Endgames without talon packets: the first step where no hand holds more than 6 cards and
    the seat to move has a choice, in the first `limit` problems that have one."""
    out = {}
    for s in endgame_steps():
        if s.nr not in out and s.largest_hand <= 6 and s.legal:
            out[s.nr] = s.step
            if len(out) == limit:
                break
    return list(out.items())


def test_cards_found_equal_by_two_tests_have_their_exact_points(endgame_steps):
    """A card whose result equals the book card's is found so by two zero-window tests instead
    of its own exact search (issue 23): every card's points still equal the exact value searched
    for that card alone, and some non-book cards do take the shortcut."""
    from engine.problems.game import position
    from engine.solver import Points
    from engine.solver_core import make_solver
    shortcut = 0
    for nr, step in _small_steps(endgame_steps):
        pr = model.load(nr)
        st = replay(pr, step).state
        r = card_values(nr, step)
        for c in r["cards"]:
            after = replay(pr, step, extra=[(st.turn, pr.profile.parse_card(c["card"]))])
            exact = after.points[0] if after.finished else \
                after.points[0] + make_solver(pr.profile, position(pr, after.state), Points(0)).value()
            assert c["known"] and thirds(c["points"]) == exact, (nr, step, c)
            shortcut += c["relation"] == "=" and not c["book"]
    assert shortcut > 0
