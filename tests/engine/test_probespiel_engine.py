"""The first Probespiel's pieces the engine's players and the match keep using
(engine/probespiel.py): `deal` gives the same game for the same seed, up to the first lead, in
every Tarok variant; `opponent_card`, the rule of thumb, always plays a legal card (Ulmann S. 15)
and a whole game played by it ends in a balanced settlement."""
from __future__ import annotations

import pytest

from engine.core import ids_of, play_card
from engine.probespiel import deal, opponent_card
from engine.tarok import PROFILES


@pytest.mark.parametrize("variant", list(PROFILES))
def test_deal_is_fixed_by_the_seed_and_stops_at_the_first_lead(variant):
    p = PROFILES[variant]
    a, b = deal(p, 11), deal(p, 11)
    assert a.phase == "play" and not a.tricks and not a.trick
    assert a.hands == b.hands and a.log == b.log


@pytest.mark.parametrize("variant", ["tapp", "koenigrufen", "neunzehner", "zwoelfer", "blocks"])
def test_the_rule_of_thumb_plays_legal_cards_to_a_balanced_settlement(variant):
    p = PROFILES[variant]
    state = deal(p, 5)
    while state.phase == "play":
        card = opponent_card(p, state, state.turn)
        assert card in ids_of(p.legal_cards(state, state.turn))
        play_card(p, state, card)
    assert sum(p.settle(state).payments) == 0
