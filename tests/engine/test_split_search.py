"""Root splitting (engine/split_search.py): the zero-window test shared out over worker
processes gives exactly the verdict of the single search, for the goal's party to move and
for the other side, on random positions of the problem variants and with talon packets."""
from __future__ import annotations

import random

import pytest

from engine import solver_core, split_search
from engine.solver import CardUltimo, Points, Solver
from engine.variants import get_profile

from test_solver import random_position


@pytest.fixture
def always_split(monkeypatch):
    monkeypatch.setattr(split_search, "ALONE", 0)       # every test is shared out
    monkeypatch.setattr(split_search, "ALONE_CORE", 0)  # (also with the compiled core)


@pytest.mark.parametrize("variant", ["tapp", "koenigrufen", "strohmann"])
def test_split_verdicts_equal_the_single_search(variant, always_split):
    p = get_profile(variant)
    rng = random.Random(variant)
    movers = set()
    for _ in range(3):
        pos = random_position(p, 5, rng)
        for goal in (Points(0), Points(1)):
            value = Solver(p, pos, goal).value()
            s = Solver(p, pos, goal)
            movers.add(s.party[s.turn()] == goal.party)
            # just reached and just missed: the first card decides one, all cards the other
            assert split_search.reaches(p, pos, goal, value, 10**6, workers=2)[0] is True
            assert split_search.reaches(p, pos, goal, value + 1, 10**6, workers=2)[0] is False
    assert movers == {True, False}, "both sides are tested at the root"


def test_split_keeps_a_goal_that_is_not_points(always_split):
    p = get_profile("tapp")
    rng = random.Random(7)
    for _ in range(4):
        pos = random_position(p, 4, rng, mid_trick=False)
        goal = CardUltimo(0, p.PAGAT)
        expected = Solver(p, pos, goal).reaches(1)
        assert split_search.reaches(p, pos, goal, 1, 10**6, workers=2)[0] is expected


def test_a_spent_budget_is_unknown(always_split):
    """Each process has the budget for all the cards it takes: two processes, at most twice.
    The test asks for the position's exact value (30 thirds), which holds only by refuting every
    card of the other side (a higher need, 60, the core's point bounds now refute in ≤ 5 nodes)."""
    p = get_profile("tapp")
    pos = random_position(p, 8, random.Random(3), mid_trick=False)
    assert Solver(p, pos, Points(0)).value() == 30
    verdict, nodes = split_search.reaches(p, pos, Points(0), 30, budget=5, workers=2)
    assert verdict is None and 5 <= nodes <= 2 * 5


def test_split_only_where_one_card_is_expected_to_decide(always_split, monkeypatch):
    """At the other side's move every card must be searched if the claim holds: one process."""
    p = get_profile("tapp")
    rng = random.Random(11)
    started = []
    real = split_search.multiprocessing.get_context
    monkeypatch.setattr(split_search.multiprocessing, "get_context",
                        lambda kind: started.append(kind) or real(kind))
    tried = 0
    while tried < 4:
        pos = random_position(p, 4, rng, mid_trick=False)
        s = Solver(p, pos, Points(0))
        value = Solver(p, pos, Points(0)).value()
        if len(s.moves(s.turn())) < 2 or (s.reaches(value) and s.nodes == 0):
            continue                        # no choice, or decided by the bounds at the root
        tried += 1
        goal_party_moves = s.party[s.turn()] == 0
        for expect in (True, False):
            started.clear()
            solver_core.forget()            # the core's table would decide the root at once
            verdict = split_search.reaches(p, pos, Points(0), value, 10**6, workers=2, expect=expect)[0]
            assert verdict is True
            assert bool(started) == (expect == goal_party_moves)


class _DiesInTheWorker(Points):
    """A goal whose search ends the worker process at once (as a crash would)."""

    def upper(self, s):
        import os
        os._exit(3)


def test_a_worker_that_dies_raises_instead_of_waiting_forever():
    p = get_profile("tapp")
    pos = random_position(p, 4, random.Random(5), mid_trick=False)
    s = Solver(p, pos, Points(0))
    cards = s.moves(s.turn())
    assert len(cards) >= 2
    with pytest.raises(RuntimeError, match="died"):
        list(split_search._searched(p, pos, _DiesInTheWorker(0), 10**6, cards, 1, 2))
