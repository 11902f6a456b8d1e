"""The search of the exact solver: the zero-window test `reaches(need)` („memory-enhanced test“,
fail-soft) on a transposition table kept at trick boundaries, which holds bounds on the
remaining value of a position, and the exact `value()` by bisection on that one table. A node
budget and, if given, a time budget make every answer honest: past either the search raises
`SolverBudget`, restores the position, and callers report „unbekannt“."""
from __future__ import annotations

import time


class SolverBudget(Exception):
    """The node or time budget is used up: the answer is unknown. `reason` says which ran out,
    "nodes" or "time" (engine/search_budget.py); `nodes`: the nodes searched."""

    def __init__(self, nodes: int = 0, reason: str = "nodes"):
        super().__init__(nodes, reason)
        self.nodes, self.reason = nodes, reason


class ZeroWindowSearch:
    """The search's part of `engine.solver.Solver` through the profile's rules (`_mt`); under
    the standard rules without talon packets `_search` takes the in-place fast path
    (engine/solver_fast_search.py). `engine.solver_core.CoreSolver` overrides `_search` and
    `_value` with the compiled core. Keeps `nodes` (per call), `tt` and the deadline."""

    def reaches(self, need: int) -> bool:
        """Can the goal's party secure `need` more units from the current node?"""
        self.nodes = 0
        return self._guarded(self._search, need)

    def _guarded(self, fn, *args):
        """Run a search; if the budget runs out, restore the position before re-raising."""
        saved = self.position()
        self._start_clock()
        try:
            return fn(*args)
        except SolverBudget:
            self.load(saved)
            raise

    def _start_clock(self) -> None:
        self._deadline = None if self.seconds is None else time.monotonic() + self.seconds

    def _past_deadline(self) -> bool:
        return self._deadline is not None and time.monotonic() > self._deadline

    def _out_of_budget(self) -> SolverBudget:
        """The search's stop: past the node budget, or (with nodes left) past the time."""
        return SolverBudget(self.nodes, "nodes" if self.nodes > self.budget else "time")

    def _ms_left(self) -> float:
        """Milliseconds left of the time budget (0: none; a tiny amount once it has passed)."""
        if self._deadline is None:
            return 0.0
        return max(1e-3, 1000 * (self._deadline - time.monotonic()))

    def _key(self):
        # the packets' state follows from which of their cards are still face down: each packet
        # is turned from the top, and its face-up card is the last card turned that stays open
        return (*self.hands, self.leader, self.hidden_mask, self._excuse_tag() if self.excuse else None)

    def _search(self, need: int) -> bool:
        return (self._mt_fast(need) if self.fast_search else self._mt(need)) >= need

    def _mt(self, gamma: int) -> int:
        """Fail-soft zero-window search („memory-enhanced test“): the units the goal's party
        secures from here, as a bound — a result g ≥ gamma is a lower bound of the true value,
        g < gamma an upper bound. The TT keeps the tightest bounds found, so a position reached
        again with other points already banked (another `gamma`) is often decided at once."""
        goal = self.goal
        upper = goal.upper(self)
        if upper < gamma:
            return upper
        trick = self.trick
        if not trick:
            lower = goal.lower(self)
            if lower >= gamma:
                return lower
        if gamma <= 0 and upper <= 0:
            return 0
        if self.tricks_left == 0:
            return 0
        key = best = None
        lo, hi = 0, upper
        if not trick:
            key = self._key()
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, best = entry
                if lo >= gamma:
                    return lo
                if hi < gamma:
                    return hi
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        seat = (self.leader + len(trick)) % self.n
        maximize = self.party[seat] == goal.party
        moves = self.moves(seat)
        if best is not None and best in moves and moves[0] != best:
            moves = [best] + [c for c in moves if c != best]     # never mutate: lists are shared
        g = -1 if maximize else 1 << 30
        chosen = moves[0]
        for card in moves:
            undo = self.play(card)
            gain = undo[2] if undo is not None else 0
            v = gain + self._mt(gamma - gain)
            self.unplay(card, undo)
            if maximize:
                if v > g:
                    g, chosen = v, card
                    if g >= gamma:
                        break
            elif v < g:
                g, chosen = v, card
                if g < gamma:
                    break
        if key is not None:
            self._store(key, g, gamma, lo, hi, chosen)
        return g

    def _store(self, key, g: int, gamma: int, lo: int, hi: int, chosen: int) -> None:
        """Narrow the transposition table's bounds of `key` by a fail-high or fail-low result."""
        if g >= gamma:
            lo = max(lo, g)
        else:
            hi = min(hi, g)
        if len(self.tt) >= self.tt_limit:
            self.tt.clear()
        self.tt[key] = (lo, hi, chosen)

    def value(self) -> int:
        """The exact value (units the goal's party secures from here) by bisection on one TT."""
        return self._guarded(self._value)

    def _value(self) -> int:
        self.nodes = 0
        lo, hi = 0, self.goal.upper(self)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._search(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo
