"""Properties every game of the shorter sources keeps (Hundertspiel, Whist, Kauflabet)."""
from __future__ import annotations

import random

import pytest

from engine.core import act, legal_actions, new_game, random_game
from engine.games import OTHER_VARIANTS


@pytest.mark.parametrize("key", list(OTHER_VARIANTS))
def test_random_actions_pass_the_legality_check(key):
    profile = OTHER_VARIANTS[key]
    for seed in range(15):
        rng = random.Random(seed)
        st = new_game(profile, seed=seed)
        while st.phase not in ("done", "thrown-in"):
            action = profile.random_action(st, rng)
            assert action in legal_actions(profile, st)
            act(profile, st, action)                      # raises if why_illegal objects
        assert st == random_game(profile, seed, rng=random.Random(seed))
