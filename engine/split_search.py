"""One zero-window test of the solver („does the goal's party reach `need`?“) shared out over
worker processes by splitting it at the root.

The seat to move at the root has several cards. Each worker takes the next untried card,
searches it, and keeps its transposition table for the next card it takes. The first card
that decides the test ends it: a card of the goal's party that reaches `need`, or a card of
the other side that keeps the party below it. Otherwise every card is searched. The verdict is
exactly that of `Solver.reaches`; only the order of the work, and so its wall time, differs.
It helps most where the first card tried is a poor one: in Nr. 7 the Sküs, led first, fails
after 7.8 M nodes, while Tarok XIII, searched beside it, succeeds after 4.2 M. Where every
card must be searched anyway, two tables cost more nodes than one; a claim says which side
should win, so the split is made only where one card is expected to decide (see `reaches`).

A test that a single search decides within `ALONE` nodes (`ALONE_CORE` with the compiled core)
never starts a process. Without
processes (Pyodide) or with one core, the single search runs. Each worker process has the node
budget for all the cards it takes, so the nodes counted in all may exceed it (at most once per
process); the count also depends on which worker took which card, so it varies a little from
run to run (`workers=1` gives the single search's count). The work of a card still being
searched when the test is decided is not counted.
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import sys

from .solver import Goal, Position, SolverBudget
from .solver_core import core_usable, make_solver

ALONE = 100_000            # nodes a test may take before it is shared out (Python solver)
ALONE_CORE = 20_000_000    # the same for the compiled core (a few seconds; a process costs ~1 s)

_worker: dict = {}         # in each worker process: its solver and the nodes it has left


def alone_nodes(profile) -> int:
    return ALONE_CORE if core_usable(profile) else ALONE


def default_workers() -> int:
    if sys.platform == "emscripten":
        return 1
    return max(1, min(2, os.cpu_count() or 1))


def reaches(profile, position: Position, goal: Goal, need: int, budget: int,
            workers: int | None = None, expect: bool | None = None) -> tuple[bool | None, int]:
    """(True/False, or None when a budget ran out; nodes searched in all processes).

    `expect`: the verdict the caller expects (a claim says which side should win). The test is
    split only where one card is then expected to decide it; where every card must be searched
    anyway, one process with one table does it with fewer nodes than two."""
    solver = make_solver(profile, position, goal, budget=min(budget, alone_nodes(profile)))
    try:
        return solver.reaches(need), solver.nodes
    except SolverBudget:
        nodes = solver.budget               # spent (the solver was reset to the root)
    if nodes >= budget:
        return None, nodes
    solver.budget = budget
    workers = default_workers() if workers is None else workers
    # a forced card is played here: the split comes at the first real choice
    seat = solver.turn()
    cards = solver.moves(seat)
    while len(cards) == 1 and solver.tricks_left > 0:
        undo = solver.play(cards[0])
        need -= undo[2] if undo is not None else 0
        seat = solver.turn()
        cards = solver.moves(seat)
    decisive = solver.party[seat] == goal.party      # a success of the party ends the test
    if workers < 2 or len(cards) < 2 or solver.tricks_left == 0 or expect not in (None, decisive):
        try:
            return solver.reaches(need), nodes + solver.nodes
        except SolverBudget:
            return None, nodes + budget
    unknown = False
    with contextlib.closing(_searched(profile, solver.position(), goal, budget, cards, need,
                                      min(workers, len(cards)))) as results:
        for ok, n in results:
            nodes += n
            if ok is None:
                unknown = True
            elif ok == decisive:
                return ok, nodes
    return (None if unknown else not decisive), nodes


def _searched(profile, position: Position, goal: Goal, budget: int, cards: list[int], need: int,
              n: int):
    """Yield (verdict, nodes) of each root card as `n` worker processes finish them. Plain
    processes and queues, not a `multiprocessing.Pool`: a Pool terminated while its task thread
    was still handing out cards could hang in `terminate()` (seen once in a test run). Closing the
    generator kills the workers; a worker that dies raises instead of waiting forever."""
    ctx = multiprocessing.get_context("spawn")
    tasks, results = ctx.SimpleQueue(), ctx.Queue()
    for card in cards:
        tasks.put((card, need))
    for _ in range(n):
        tasks.put(None)                     # one stop sign per worker
    procs = [ctx.Process(target=_work, args=(profile, position, goal, budget, tasks, results),
                         daemon=True) for _ in range(n)]
    for p in procs:
        p.start()
    try:
        for _ in cards:
            while True:
                try:
                    item = results.get(timeout=1)
                    break
                except queue.Empty:
                    if any(p.exitcode not in (None, 0) for p in procs):
                        raise RuntimeError("a worker process of the split search died")
            yield item
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            p.join()
        results.close()


def _work(profile, position: Position, goal: Goal, budget: int, tasks, results) -> None:
    """A worker process: one solver (and its table) for every root card it takes."""
    _start(profile, position, goal, budget)
    while (task := tasks.get()) is not None:
        results.put(_try(task))


def _start(profile, position: Position, goal: Goal, budget: int) -> None:
    _worker["solver"] = make_solver(profile, position, goal, budget=budget)
    _worker["left"] = budget            # this process's nodes for all the cards it takes


def _try(task: tuple[int, int]) -> tuple[bool | None, int]:
    """Search one root card in this worker: (does the party reach `need` after it?, nodes)."""
    card, need = task
    s = _worker["solver"]
    if _worker["left"] <= 0:
        return None, 0
    s.budget = _worker["left"]
    undo = s.play(card)
    gain = undo[2] if undo is not None else 0
    try:
        ok = s.reaches(need - gain)
    except SolverBudget:
        spent, _worker["left"] = _worker["left"], 0
        return None, spent
    s.unplay(card, undo)
    _worker["left"] -= s.nodes
    return ok, s.nodes
