"""One property test over the whole registry (engine.selfcheck): every profile plays random games
in which every action is legal, the state survives JSON, the strict state check and undo, the
settlement balances to zero and both counting methods of Ulmann (S. 16–18) agree. A modest number
of games here; scripts/bench_engine.py runs 10,000 per profile."""
from __future__ import annotations

import pytest

from engine.selfcheck import check_profile
from engine.variants import REGISTRY

GAMES = 12


@pytest.mark.parametrize("key", list(REGISTRY))
def test_random_games_keep_every_property(key):
    done = check_profile(REGISTRY[key], GAMES, first_seed=1000)
    assert done >= 1, f"{key}: kein Spiel wurde zu Ende gespielt"


def test_regressions_found_by_the_benchmark():
    # Neunzehnerrufen: the talon shares waiting for the schleifen decision were kept with int keys,
    # which JSON turns into text (found by scripts/bench_engine.py, 10,000 games per variant)
    from engine.selfcheck import check_game
    check_game(REGISTRY["neunzehner-trois"], 9814)
