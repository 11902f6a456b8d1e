"""What the exact solver may search, for each answer of the page and of the command line, in one
place: the node and time budgets, why each has its size, and the clock of a request.

A search stops past its node budget or its wall time (`engine.solver`: `budget`, `seconds`); it
then raises `SolverBudget`, whose `reason` says which ran out ("nodes" or "time"), and the answer
says „unbekannt“ — never a guess. On the command line and in the tests only nodes bound a search,
so every answer is reproducible and independent of the machine's load; in the page
(Pyodide: `sys.platform == "emscripten"`) a reader waits, so a time budget bounds it as well.

| budget | value | what it bounds | why this size (measured) |
|---|---:|---|---|
| CORE_BUDGET | 20 M nodes | a what-if search, and a judged card's, with the compiled core | every other card at every step of the 33 needs ≤ 8.9 M (Nr. 10's first move after a Tarok X–XVII; 16.1 M before the exact value from above; `scripts/whatif_nodes.py --all-cards`) |
| PYTHON_BUDGET | 400 k nodes | the same with the Python solver (the core did not load) | a few seconds of the Python solver in the page |
| MAX_BUDGET | 50 M nodes | the largest `budget` a what-if or judging request may ask for | — (a bound on the request's field) |
| WHATIF_SECONDS | 8 s | a what-if search in the page | on an ordinary machine the node budget ends a search first; 1.5 s turned 4 exact answers of `bench_whatif.py` into „unbekannt“ on the loaded 2-core machine |
| JUDGE_SECONDS | 2 s | a judged card in the page, over all its slices | the judging runs in the background; a card not decided by then stays „?“ |
| SLICE_SECONDS | 0.1 s | one slice of the judging (`replay-judge.js`'s SLICE_MS) | a what-if clicked meanwhile waits for one slice at most (the worker cannot interrupt a search) |
| PLAY_BUDGET | 2 M nodes | a search of the puzzle's answer on the command line | about what the page searches in PLAY_SECONDS on the quiet machine (`scripts/puzzle_unknowns.py`) |
| PLAY_SECONDS | 0.5 s | a search of the puzzle's answer in the page | an answer to a card within a second on a slower machine too (`scripts/bench_puzzle.py`) |
| PLAY_PAGE_BUDGET | 50 M nodes | the same search's nodes in the page | far beyond what the core searches in PLAY_SECONDS (3–5 M nodes/s in Chromium, 5–8 M in wasmtime): the time ends it |
| REQUEST_SEARCHES | 1.5 | searches of that budget per puzzle answer, in all | where they cannot decide (a full deal's first tricks) the answer says „unbekannt“ instead of searching every candidate card to its budget |
| DEAL_BUDGET | 1 M nodes | the claim on the reader's distribution (its goals in turn), in the page | about a second of the core in Chromium (`scripts/bench_puzzle.py`) |
| SHORT_DEAL_BUDGET | 250 k nodes | the same where our reconstruction's claim takes more than DEAL_BUDGET | a reader's other deal may still be decided, within the time a check may take on a loaded machine |
| EXCHANGE_BUDGET | 3 M nodes | the claim after the reader's purchase and discards (Nr. 15, 19) | Nr. 15's takes 2.3 M; about half a second of the core in Chromium |
| CLI_DEAL_BUDGET | 5 M nodes | `problems puzzle N --deal FILE` | the command line may search longer for the claim than a page |
| CLAIM_BUDGET | 80 M nodes | a goal of a claim (tests, verified.json, `problems verify`) | the largest, Nr. 4's Partie from the fifth card, takes 50 M |
| RECONSTRUCT_BUDGET | 3 M nodes | a goal on a sampled deal in `problems reconstruct` | many deals are tried; one undecided is skipped |
| SOLVE_BUDGET | 5 M nodes | `python -m engine solve` | a position of the command line, solved exactly or „unbekannt“ |
| SOLVE_PAGE_BUDGET / SOLVE_MAX_BUDGET | 400 k / 2 M nodes | the `solve` request (the rule pages' widget) | a few seconds of either solver in the page |

`default_budget(profile, use)` and `default_seconds(use)` give a request's budgets where it names
none, for `use` "whatif", "judge" or "play"; `Clock` is the wall time of a request over all its
searches and records why each search that ran out stopped.
"""
from __future__ import annotations

import sys
import time

from . import solver_core
from .solver import Solver, SolverBudget

CORE_BUDGET = 20_000_000
PYTHON_BUDGET = 400_000
MAX_BUDGET = 50_000_000
WHATIF_SECONDS = 8.0
JUDGE_SECONDS = 2.0
SLICE_SECONDS = 0.1
PLAY_BUDGET = 2_000_000
PLAY_SECONDS = 0.5
PLAY_PAGE_BUDGET = 50_000_000
REQUEST_SEARCHES = 1.5
DEAL_BUDGET = 1_000_000
SHORT_DEAL_BUDGET = 250_000
EXCHANGE_BUDGET = 3_000_000
CLI_DEAL_BUDGET = 5_000_000
CLAIM_BUDGET = 80_000_000
RECONSTRUCT_BUDGET = 3_000_000
SOLVE_BUDGET = 5_000_000
SOLVE_PAGE_BUDGET = 400_000
SOLVE_MAX_BUDGET = 2_000_000

USES = ("whatif", "judge", "play")


def in_page() -> bool:
    """Does the engine run in the page (Pyodide), where a reader waits for the answer?"""
    return sys.platform == "emscripten"


def default_budget(profile, use: str) -> int:
    """Nodes per search of a request of `use` that names no budget: for the what-if and the
    judged cards as many as the solver in use (the core, or the Python solver) searches in a few
    seconds; for the puzzle PLAY_BUDGET on the command line, PLAY_PAGE_BUDGET in the page (where
    PLAY_SECONDS ends a search first)."""
    _check_use(use)
    if use == "play":
        return PLAY_PAGE_BUDGET if in_page() else PLAY_BUDGET
    return CORE_BUDGET if solver_core.core_usable(profile) else PYTHON_BUDGET


def default_seconds(use: str) -> float | None:
    """Wall time per search of a request of `use`: in the page WHATIF_SECONDS for a what-if,
    JUDGE_SECONDS for a judged card asked without slices, PLAY_SECONDS for the puzzle; None in
    CPython, where the node budget alone keeps every answer reproducible."""
    _check_use(use)
    if not in_page():
        return None
    return {"whatif": WHATIF_SECONDS, "judge": min(WHATIF_SECONDS, JUDGE_SECONDS),
            "play": PLAY_SECONDS}[use]


def _check_use(use: str) -> None:
    if use not in USES:
        raise ValueError(f"unknown use of a search budget: {use!r} (one of {', '.join(USES)})")


class Clock:
    """The wall time one request may search, `seconds` from its start over all its searches (None:
    no limit), and why its searches stopped: `stops`, the `reason` of each search that ran out
    ("nodes" or "time"; "time" also for a search not begun since the time was spent)."""

    def __init__(self, seconds: float | None):
        self.seconds, self.start = seconds, time.monotonic()
        self.stops: list[str] = []

    @property
    def timed_out(self) -> bool:
        """Did the clock, not a node budget, stop a search of this request?"""
        return "time" in self.stops

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def remaining(self) -> float | None:
        """Seconds left (None: no limit; ≤ 0 once spent)."""
        return None if self.seconds is None else self.seconds - self.elapsed()

    def left(self) -> float | None:
        """Seconds left for the next search (None: no limit); past the time SolverBudget
        (reason "time"): the search is not begun."""
        left = self.remaining()
        if left is not None and left <= 0:
            self.stops.append("time")
            raise SolverBudget(0, "time")
        return left

    def search(self, solver: Solver, fn, *args):
        """Run `fn(*args)`, a search of `solver`, with what is left of the request's time (its
        node budget is the solver's own); SolverBudget when either runs out."""
        solver.seconds = self.left()
        try:
            return fn(*args)
        except SolverBudget as e:
            self.stops.append(e.reason)
            raise
