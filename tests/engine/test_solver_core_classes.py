"""The core's classes of equivalent cards at the root (`solver_core.card_classes`, issue 23): the
judging of the cards (card_values) searches one card a class, so every card of a class must have
the same value after it as the card that stands for it — checked here by searching each card on
its own, at every step of the endgame problems and at the first move of Nr. 10 (its Tarok X–XVII:
one class)."""
import pytest

from engine import solver_core
from engine.core import Action, ids_of, why_illegal
from engine.problems import model
from engine.problems.game import position, replay
from engine.solver import Points
from engine.solver_core import card_classes, make_solver

pytestmark = pytest.mark.skipif(solver_core.core() is None, reason="the core does not load")


def _value_after(pr, step, card):
    after = replay(pr, step, extra=[(replay(pr, step).state.turn, card)])
    if after.finished:
        return after.points[0]
    return after.points[0] + make_solver(pr.profile, position(pr, after.state), Points(0),
                                         budget=50_000_000).value()


def _steps():
    for nr in model.numbers():
        pr = model.load(nr)
        if pr.kind == "endgame" and pr.packets is None:
            for step in range(len(pr.line)):
                yield pr, step


def _classes(pr, step):
    st = replay(pr, step).state
    classes = card_classes(pr.profile, position(pr, st), Points(0))
    legal = [c for c in ids_of(st.hands[st.turn])
             if not why_illegal(pr.profile, st, Action("play", st.turn, c))]
    assert sorted(classes) == legal                          # the legal cards, no other
    assert all(classes[rep] == rep for rep in classes.values())
    return classes


def test_every_card_of_a_class_has_the_value_of_the_card_that_stands_for_it():
    merged = 0
    for pr, step in _steps():
        for card, rep in _classes(pr, step).items():
            if card != rep:
                merged += 1
                assert _value_after(pr, step, card) == _value_after(pr, step, rep), (pr.nr, step, card)
    assert merged >= 10                                      # the test has classes to check


def test_nr_10_at_its_first_move_tarok_x_to_xvii_are_one_class():
    """The what-if's dearest class (scripts/whatif_nodes.py --all-cards): the Spieler's eight
    Taroks X–XVII, with no other hand's trump between them; two of them searched."""
    pr = model.load(10)
    p = pr.profile
    classes = _classes(pr, 0)
    taroks = [p.parse_card(f"Tarok {r}") for r in ("X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII")]
    assert len({classes[c] for c in taroks}) == 1 and len(set(classes.values())) == len(classes) - 7
    assert _value_after(pr, 0, taroks[0]) == _value_after(pr, 0, taroks[-1])


def test_with_the_python_solver_each_card_is_its_own_class():
    pr = model.load(10)
    st = replay(pr, 0).state
    solver_core.use_core(False)
    try:
        classes = card_classes(pr.profile, position(pr, st), Points(0))
    finally:
        solver_core.use_core(True)
    assert len(classes) == 16 and all(card == rep for card, rep in classes.items())


def test_a_whatif_after_a_judged_class_answers_as_a_search_of_its_own():
    """The what-if takes the value of a class the judging of the cards has found
    (whatif.judged_points) and searches only the best line: the same answer as without it.
    Nr. 12, an endgame: every card judged at its first move, then a what-if after each."""
    from engine.problems import card_values as cv
    from engine.problems.whatif import judged_points, whatif
    cv.judged_points.clear()
    solver_core.forget()
    legal = cv.card_values(12, 0)["legal"]
    assert judged_points
    reused = [whatif(12, 0, card) for card in legal]
    judged_points.clear()
    solver_core.forget()
    assert reused == [whatif(12, 0, card) for card in legal]
