"""Choices before and beside the play — bidding, accepting or passing, a talon half, the
discard, a King or Tarok called, announcements, Contra — by simulation (flat Monte Carlo).

For the seat to act: deal the cards it cannot see anew, consistent with what it has seen and
with the bidding (`engine.players.seen.determinize`); in each such deal, take each legal choice
and play the game to its end by the quick players (`engine.players.rollout`); take the choice
with the best mean of what the settlement pays the seat. Every choice is tried on the same
deals and with the same random stream (common random numbers), so that the differences between
choices are not drowned by the luck of the deal. A budget of play-outs and a time cap bound the
decision; with many choices (a Tarok called in Paskiewitsch) the quick player's first choices
and a random selection of the others are tried.
"""
from __future__ import annotations

import random
import time

from .rollout import quick_choice, values_after
from .seen import determinize

MAX_CHOICES = 10


class Simulated:
    """Flat Monte Carlo over the legal choices: `playouts` play-outs in all (at least `min_deals`
    deals), stopped after `time_cap` seconds of the process's CPU time (not wall time: on a
    loaded machine the decision stays the same) once every choice was tried `min_deals` times."""

    name = "simulation"

    def __init__(self, playouts: int = 120, min_deals: int = 4, time_cap: float = 1.0):
        self.playouts, self.min_deals, self.time_cap = playouts, min_deals, time_cap
        self.stats = {"broken": 0}

    def candidates(self, p, state, rng: random.Random) -> list:
        acts = p.actions(state)
        if len(acts) <= MAX_CHOICES:
            return acts
        first = quick_choice(p, state, rng)
        others = [a for a in acts if a != first]
        return [first] + rng.sample(others, MAX_CHOICES - 1)

    def choose(self, p, state, seat: int, rng: random.Random):
        acts = self.candidates(p, state, rng)
        if len(acts) == 1:
            return acts[0]
        deals = max(self.min_deals, self.playouts // len(acts))
        totals = [0.0] * len(acts)
        start, done = time.process_time(), 0
        for _ in range(deals):
            world = determinize(p, state, seat, rng)
            if world is None:
                break
            values = values_after(p, world, seat, acts, rng.random())
            if values is None:
                self.stats["broken"] += 1
                continue
            totals = [t + v for t, v in zip(totals, values)]
            done += 1
            if done >= self.min_deals and time.process_time() - start > self.time_cap:
                break
        if not done:
            return quick_choice(p, state, rng)
        best = max(range(len(acts)), key=lambda i: (totals[i], -i))
        return acts[best]
