"""The solver's budgets in one place (engine/search_budget.py, issue 23): a search that stops says
why — its nodes or its time —, a request's clock knows whether it stopped one of its searches,
and the defaults differ between the page (a time budget) and the command line (nodes only)."""
from __future__ import annotations

import pytest

from engine import search_budget, solver_core
from engine.problems import model
from engine.problems.game import position, replay
from engine.search_budget import Clock, default_budget, default_seconds
from engine.solver import Points, Solver, SolverBudget
from engine.solver_core import CoreSolver


def _first_move_of_16(cls, **budgets):
    """Nr. 16 at its first move after the book's card: a full deal, ~0.7 M nodes for the core."""
    pr = model.load(16)
    rep = replay(pr, 1)
    solver_core.forget()
    return cls(pr.profile, position(pr, rep.state), Points(0), **budgets)


@pytest.mark.parametrize("cls", [CoreSolver, Solver])
def test_a_search_says_whether_its_nodes_or_its_time_ran_out(cls):
    if cls is CoreSolver and solver_core.core() is None:
        pytest.skip("the core does not load")
    with pytest.raises(SolverBudget) as nodes:
        _first_move_of_16(cls, budget=1000).value()
    assert nodes.value.reason == "nodes" and nodes.value.nodes > 1000
    with pytest.raises(SolverBudget) as time:
        _first_move_of_16(cls, budget=10**9, seconds=1e-6).value()
    assert time.value.reason == "time" and time.value.nodes < 10**9


def test_a_requests_clock_knows_whether_it_stopped_a_search():
    solver = _first_move_of_16(Solver, budget=1000)
    clock = Clock(None)
    with pytest.raises(SolverBudget):
        clock.search(solver, solver.value)
    assert clock.stops == ["nodes"] and not clock.timed_out     # the nodes ran out, not the clock
    clock = Clock(0.0)
    with pytest.raises(SolverBudget) as spent:      # no time left: the search is not begun
        clock.search(solver, solver.value)
    assert spent.value.reason == "time" and clock.stops == ["time"] and clock.timed_out


def test_the_page_searches_on_time_the_command_line_on_nodes(monkeypatch):
    profile = model.load(16).profile
    assert all(default_seconds(use) is None for use in search_budget.USES)
    assert default_budget(profile, "play") == search_budget.PLAY_BUDGET
    expected = search_budget.CORE_BUDGET if solver_core.core_usable(profile) else search_budget.PYTHON_BUDGET
    assert default_budget(profile, "whatif") == default_budget(profile, "judge") == expected
    monkeypatch.setattr(search_budget.sys, "platform", "emscripten")
    assert default_seconds("whatif") == search_budget.WHATIF_SECONDS
    assert default_seconds("judge") == search_budget.JUDGE_SECONDS < search_budget.WHATIF_SECONDS
    assert default_seconds("play") == search_budget.PLAY_SECONDS
    assert default_budget(profile, "play") == search_budget.PLAY_PAGE_BUDGET
    with pytest.raises(ValueError, match="unknown use"):
        default_seconds("guess")
