"""Exact double-dummy solver for the card play of Ulmann's Tarok variants.

All hands are open; two parties (the Spieler's and the Gegner's) play a zero-sum game over a
*goal*: card points (in thirds, so counting is additive), tricks (Volat), or a boolean event
(Pagat Ultimo, König Ultimo, Mondfang, Pagatfang). The primitive is a zero-window test

    reaches(need) -> bool     can the goal's party secure `need` more units from here?

on a transposition table (TT) kept at trick boundaries, which stores bounds on the remaining
value of a position. `value()` finds the exact value by bisection on that shared TT; `best_line()`
gives the principal variation. A node budget (and, if given, a time budget) makes every answer
honest: past it the solver raises
`SolverBudget` and callers report „unbekannt“.

Rules: the solver plays by the profile's own rules, and for Groß-Tarok and its kin settles the
Sküs as the profile's `excuse_rule` says (back to its owner, a payment card owed: `ExcuseState`
in the position). For profiles that use the core's standard
follow rules (follow suit, else trump, no obligation to overtrump or to head the trick) and the
standard trick winner it uses a bitmask fast path; `tests/engine/test_solver.py` checks on random
states that it agrees with the profile's `legal_cards` and `trick_winner` (and, for Strohmann-
Tarok, with its `after_trick` turning of talon packets). Any other profile goes through the
profile's methods directly.

Search enhancements (see ../shared/notes/solver_notes.md): TT at trick boundaries with bounded
memory; merging of equivalent cards (same holder, same suit, no live card of another hand, of a
talon packet or of the current trick between them, and the same point value when the goal counts
points; the cards of a side suit that nobody else holds merge across such suits; goal cards and
face-up packet cards never merge); point-bound cutoffs
(`need` above what is still on the table fails at once, and what the top trumps of one party
are sure to take); move ordering (TT move first, then cheap winners, smearing points onto a
partner's trick, low discards); the card that completes a trick reads the next position's TT
bounds inline, and legal-move lists are remembered per position of the other hands.

`Solver` is composed of one module per part of the search (each a mixin over the solver's
attributes, set up here and in `load`):

    solver_position.py    `Position` (what the solver is given) and `PositionKeeping`
    solver_excuse.py      `ExcuseState` and `ExcuseSettling`: the Sküs of Groß-Tarok and its kin
    solver_goals.py       the goals: `Goal`, `Points`, `Tricks`, `CardUltimo`, `Capture`
    solver_play.py        `CardPlay`: legal cards, the trick's winner, playing and taking back
    solver_move_order.py  `MoveOrdering`: move generation, merging of equivalent cards, ordering
    solver_bounds.py      `PointBounds`: the points the top trumps make sure
    solver_search.py      `ZeroWindowSearch`: the zero-window test, the table, the exact value;
                          `SolverBudget`
    solver_fast_search.py `FastSearch`: the same search in place, for the standard rules
    solver_line.py        `PrincipalVariation`: the best line and the value of each card

This module holds the facts the solver needs of a profile (`solvable`, `uses_fast_rules`), the
composed `Solver`, and plain `minimax`, the reference the tests compare it with; it re-exports
the names above, so `from engine.solver import Solver, Points, Position, …` is the one import.
"""
from __future__ import annotations

from .core import Profile, ids_of
from .errors import RequestError
from .solver_bounds import PointBounds
from .solver_excuse import ExcuseSettling, ExcuseState
from .solver_fast_search import FastSearch
from .solver_goals import Capture, CardUltimo, Goal, Points, Tricks
from .solver_line import PrincipalVariation
from .solver_move_order import MoveOrdering
from .solver_play import CardPlay
from .solver_position import Position, PositionKeeping
from .solver_search import SolverBudget, ZeroWindowSearch

__all__ = ["Capture", "CardUltimo", "ExcuseState", "Goal", "Points", "Position", "Solver", "SolverBudget",
           "Tricks", "minimax", "solvable", "uses_fast_rules"]


def uses_fast_rules(profile: Profile) -> bool:
    """Does `profile` play by the core's standard follow rules and trick winner?"""
    return (profile.standard_follow and profile.standard_winner and not profile.must_head and not profile.must_overtrump and profile.must_follow
            and profile.must_trump and profile.trump_suit is not None)


def solvable(profile: Profile) -> bool:
    """Does the solver know how this profile's tricks are won and taken? It models the standard
    trick (the highest Tarok, else the highest card of the suit led, wins every card of it) and
    Strohmann-Tarok's talon packets, and the Sküs of Groß-Tarok and its kin, which never wins a
    trick and goes back to its owner (the profile's `excuse_rule`; its trick winner is the
    profile's own)."""
    if profile.excuse_rule is not None:
        return profile.tarok_pack and not profile.talon_packets
    return profile.tarok_pack and profile.standard_winner and (profile.standard_taking or profile.talon_packets)


class Solver(ZeroWindowSearch, FastSearch, PrincipalVariation, MoveOrdering, CardPlay,
             PointBounds, ExcuseSettling, PositionKeeping):
    """Double-dummy search over one position and one goal.

    `budget` caps the nodes (cards played) of each call, `seconds` (None: no limit) its wall
    time; past either it raises SolverBudget. `tt_limit` caps the TT entries (the
    table is cleared when full, which costs speed, never correctness: about 0.3 GB per million
    entries in CPython; a clear in the middle of a search costs much, in Nr. 4 from the fifth
    card 44 % more nodes). The caches of move lists and sure points, cheap to refill, are
    cleared at CACHE_LIMIT entries."""

    CACHE_LIMIT = 1_500_000

    def __init__(self, profile: Profile, position: Position, goal: Goal, budget: int = 5_000_000,
                 tt_limit: int = 4_000_000, seconds: float | None = None):
        if not solvable(profile):
            raise RequestError(f"Der Löser rechnet nur Tarok-Spiele; „{profile.name}“ kennt er nicht.")
        self.profile, self.goal = profile, goal
        self.suit, self.power, self.points = profile.suit, profile.power, profile.points
        self.suit_mask = profile.suit_mask
        self.trump = profile.trump_suit
        self.fast = uses_fast_rules(profile)
        self.budget, self.seconds, self.tt_limit = budget, seconds, tt_limit
        # the Sküs (Groß-Tarok): never merged; its state changes only at trick ends
        self.excuse = profile.excuse_rule
        self.excuse_mask = 1 << self.excuse.card if self.excuse else 0
        self.payment_points = self.points[ids_of(self.excuse.payment)[0]] if self.excuse else 0
        self.special = goal.special | ({self.excuse.card} if self.excuse else frozenset())
        # merging assumes the standard rules (under a duty to head the trick, say, ranks that
        # are adjacent among the live cards still differ in what they allow)
        self._order_ok = self.fast and all(self._suit_ordered(s) for s in range(len(self.suit_mask)))
        self.plain_points = type(goal) is Points
        # cards merge only at equal points when points count; for tricks and single cards
        # (Volat, Ultimo, Mondfang) adjacent ranks of a suit are equivalent whatever they count
        self._merge_points = self.points if goal.counts_points else [0] * len(self.points)
        # leads: top trumps first, then the cheapest cards; follows sort by these keys
        self._lead_key = [(-self.power[c] if self.suit[c] == self.trump else 0, self.points[c])
                          for c in range(len(self.suit))]
        self._neg_points = [-p for p in self.points]
        self._neg_power = [-p for p in self.power]
        self.load(position)


# --- plain minimax: the reference the tests compare the solver with ---------------------------


def minimax(profile: Profile, position: Position, goal: Goal) -> int:
    """The exact value by exhaustive search through the profile's own rules (no TT, no
    merging, no cutoffs): slow, for small positions only."""
    s = Solver(profile, position, goal)
    s.fast = False
    s._order_ok = False

    def rec() -> int:
        if s.tricks_left == 0 or not any(s.hands):
            return 0
        seat = (s.leader + len(s.trick)) % s.n
        values = []
        for card in ids_of(s.profile.legal_cards(s._state_for(seat), seat)):
            undo = s.play(card)
            values.append((undo[2] if undo is not None else 0) + rec())
            s.unplay(card, undo)
        return max(values) if s.party[seat] == goal.party else min(values)

    return rec()
