"""Determinized card play (Perfect Information Monte Carlo, as GIB plays bridge and Kermit Skat).

For the seat to move: sample `samples` deals consistent with what the seat has seen
(`engine.players.seen`), solve each with all hands open by the exact solver (the compiled
WebAssembly core where it loads, else the Python solver; `engine.solver_core.make_solver`) for
the card points the seat's party still takes, and play the card with the best sum over the
deals. Each deal's search has a node budget; a deal whose search does not finish is left out.
Where none finishes — early in the game, when the hands are long — and in the games the solver
does not model (Whist, the Hundertspiel, Kauflabet), each card is judged by play-outs
instead (`engine.players.rollout`): in each of a few sampled deals, the card is played and the
game played to its end by the quick players; the card with the best sum of what the settlement
pays the seat is played. A budget of play-outs and a time cap bound the decision.

What a card is worth in one deal (`objective`): "points", the card points the seat's party takes
from here; or "game", the same plus `WIN_BONUS` thirds if the party then wins the game — the
Spieler's party with 36 (35⅔) points, S. 16–19 —, counted from what is public (the Gegner's
tricks and the open talon part they own, the rest of the 70 points being the Spieler's; or, when
nobody saw the talon, the Spieler's tricks). Premiums
(Ultimo, Volat, the called King) are not yet part of either objective.

In Königrufen the seat does not know the partner: in each sampled deal the holder of the called
King is the declarer's partner.
"""
from __future__ import annotations

import random
import time

from ..core import Action, ids_of, mask_of, seat_of
from ..solver import ExcuseState, Points, Position, SolverBudget, solvable
from ..solver_core import forget, make_solver
from .rollout import quick_card, values_after
from .seen import determinize, sample_deal, view_of


def spieler_of(p, state, hands: list[int]) -> set[int]:
    """The Spieler's party in a deal with these hands (the called card's holder joins it)."""
    c = state.contract
    king = p.called_card(state)
    if king is None or c.get("king_in_talon"):
        return {s for s in p.spieler_party(state) if s is not None}
    holder = next((s for s, h in enumerate(hands) if h >> king & 1), None)
    if holder is None:                                   # played already: its player is known
        for t in state.tricks + ([] if not state.trick else [None]):
            cards, leader = (t.cards, t.leader) if t else (tuple(state.trick), state.leader)
            if king in cards:
                holder = seat_of(p, state, leader, cards.index(king))
    return {c.declarer} | ({holder} if holder is not None else set())


WIN_BONUS = 36                  # thirds (12 points) a won game is worth beside the points


def public_pile(p, state, spieler: set[int]) -> tuple[bool, int]:
    """The card points (thirds) one party holds already, for the party whose pile is public:
    (True, the Spieler's) or (False, the Gegner's). A party's pile is its tricks, its discard and
    the talon rest it owns; the rest of a talon nobody saw is not public, nor is a discard."""
    c = state.contract
    taken, left = p.talon_taken(state)
    rest = mask_of(left)
    rest_to_gegner = c.get("talon_to", "gegner") == "gegner"
    hidden_rest = rest and not taken
    spieler_side = hidden_rest and rest_to_gegner            # then the Spieler's pile is public
    mask = 0
    for s in range(state.n_seats):
        if (s in spieler) == spieler_side:
            mask |= state.won[s] | (state.scat[s] if spieler_side else 0)
    if rest and not hidden_rest and rest_to_gegner != spieler_side:
        mask |= rest
    return spieler_side, sum(p.points[x] for x in ids_of(mask))


def game_values(p, state, seat: int, spieler: set[int], hands: list[int], values: dict) -> dict:
    """`values` (thirds the seat's party takes after each card) plus the bonus of a won game."""
    live = sum(p.points[c] for h in hands for c in ids_of(h)) + sum(p.points[c] for c in state.trick)
    spieler_side, held = public_pile(p, state, spieler)
    need = 3 * p.threshold - 1
    mine_spieler = seat in spieler
    out = {}
    for c, v in values.items():
        spieler_rest = v if mine_spieler else live - v
        total = held + spieler_rest if spieler_side else 3 * p.total_points - held - (live - spieler_rest)
        won = (total >= need) == mine_spieler
        out[c] = v + (WIN_BONUS if won else 0)
    return out


class Determinized:
    """The determinized-search player: `samples` deals, `budget` solver nodes per deal and card,
    a card's worth by `objective` ("points" or "game"); where the solver cannot decide,
    `playouts` play-outs in all (at least two deals), stopped after `time_cap` seconds of CPU time."""

    name = "pimc"

    def __init__(self, samples: int = 12, budget: int = 60_000, objective: str = "points",
                 playouts: int = 96, time_cap: float = 1.0):
        self.samples, self.budget, self.objective = samples, budget, objective
        self.playouts, self.time_cap = playouts, time_cap
        self.stats = {"searched": 0, "played_out": 0, "fallback": 0, "broken": 0}

    def card(self, p, state, seat: int, rng: random.Random) -> int:
        legal = ids_of(p.legal_cards(state, seat))
        if len(legal) == 1:
            return legal[0]
        hint = quick_card(p, state, seat)                # ties: the rule of thumb's card
        totals = self.search(p, state, seat, legal, rng) if solvable(p) else None
        if totals:
            self.stats["searched"] += 1
        else:
            totals = self.play_outs(p, state, seat, legal, rng)
            if not totals:
                self.stats["fallback"] += 1
                return hint
            self.stats["played_out"] += 1
        return max(legal, key=lambda c: (totals[c], c == hint, -p.points[c], -p.power[c]))

    def play_outs(self, p, state, seat: int, legal: list[int], rng: random.Random) -> dict | None:
        """Sum over sampled deals of what the seat is paid when it plays each card and the game
        is played out by the quick players (common deals for all cards); None if no deal fits."""
        deals = max(2, self.playouts // len(legal))
        totals = dict.fromkeys(legal, 0.0)
        start, done = time.process_time(), 0
        for i in range(deals):
            world = determinize(p, state, seat, rng)
            if world is None:
                break
            values = values_after(p, world, seat, [Action("play", seat, c) for c in legal], rng.random())
            if values is None:
                self.stats["broken"] += 1
                continue
            for c, v in zip(legal, values):
                totals[c] += v
            done += 1
            if time.process_time() - start > self.time_cap and done >= 2:
                break
        return totals if done else None

    def search(self, p, state, seat: int, legal: list[int], rng: random.Random) -> dict | None:
        """Sum over the sampled deals of the points the seat's party takes after each card;
        None if no deal's search finished within the budget."""
        view = view_of(p, state, seat)
        totals = dict.fromkeys(legal, 0)
        solved = 0
        forget()        # a decision starts from an empty table: budgeted searches, so the same card for a seed
        for _ in range(self.samples):
            hands = sample_deal(view, rng)
            if hands is None:
                break
            spieler = spieler_of(p, state, hands) or {seat}     # none: each for himself (Groß-Tarok, S. 153)
            party = [0 if s in spieler else 1 for s in range(state.n_seats)]
            pos = Position(hands, state.leader, party, list(state.trick), excuse=ExcuseState.of_state(p, state))
            solver = make_solver(p, pos, Points(party[seat]), budget=self.budget)
            try:
                values = solver.move_values()
            except SolverBudget:
                if not solved:                           # the first deal is too big: so are the rest
                    return None
                continue
            solved += 1
            if self.objective == "game" and hasattr(p, "threshold"):
                values = game_values(p, state, seat, spieler, hands, values)
            for c in legal:
                totals[c] += values[c]
        return totals if solved else None
