"""The two reference players of the match: the Probespiel's rule of thumb and random play."""
from __future__ import annotations

import random

from ..core import ids_of
from .rollout import quick_card


class RuleOfThumb:
    """The rule of thumb (`engine.probespiel.opponent_card` in Tarok, `rollout.quick_card` in
    the other games): the baseline the stronger players are measured by."""

    name = "faustregel"

    def card(self, p, state, seat: int, rng: random.Random) -> int:
        return quick_card(p, state, seat)


class RandomPlay:
    """A legal card chosen uniformly at random."""

    name = "zufall"

    def card(self, p, state, seat: int, rng: random.Random) -> int:
        legal = ids_of(p.legal_cards(state, seat))
        return legal[rng.randrange(len(legal))]
