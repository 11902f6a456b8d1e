"""Properties of every Tarok variant over random complete games (plain random, fixed seeds):
no crash, every card played or laid away exactly once, the piles add up to the pack's points
(70 / 66 / 78, S. 11, S. 152), both counting methods agree on every pile (S. 18), states survive
JSON and replay, settlements are balanced."""
from __future__ import annotations

import pytest

from engine.cards import value_in_thirds
from engine.core import State, ids_of, mask_of, random_game, replay, undo
from tarok_helpers import PROFILES

SEEDS = range(30)


def _games(profile):
    for seed in SEEDS:
        yield seed, random_game(profile, seed)


@pytest.mark.parametrize("key", sorted(PROFILES))
def test_random_games_complete_and_balance(key):
    p = PROFILES[key]
    played = 0
    for seed, state in _games(p):
        assert state.phase in ("done", "thrown-in"), (key, seed)
        st = p.settle(state)
        assert sum(st.payments) == 0, (key, seed, st.as_dict())
        if state.phase == "done":
            played += 1
            assert not any(state.hands), (key, seed)
    assert played >= len(SEEDS) // 5, key


@pytest.mark.parametrize("key", sorted(PROFILES))
def test_every_card_once(key):
    p = PROFILES[key]
    full = (1 << len(p.pack)) - 1
    for seed, state in _games(p):
        if state.phase != "done":
            continue
        in_tricks = [c for t in state.tricks for c in t.cards]
        assert len(in_tricks) == len(set(in_tricks)) == len(state.tricks) * p.n_seats, (key, seed)
        elsewhere = mask_of(state.contract.get("talon_rest", []))
        for s in state.scat:
            assert not s & elsewhere
            elsewhere |= s
        assert not mask_of(in_tricks) & elsewhere, (key, seed)
        assert mask_of(in_tricks) | elsewhere == full, (key, seed)


@pytest.mark.parametrize("key", sorted(PROFILES))
def test_piles_add_up_and_both_counting_methods_agree(key):
    p = PROFILES[key]
    total_thirds = sum(value_in_thirds(c) for c in p.pack)
    for seed, state in _games(p):
        if state.phase != "done":
            continue
        piles = list(state.won) + list(state.scat) + [mask_of(state.contract.get("talon_rest", []))]
        assert sum(p.points[c] for m in piles for c in ids_of(m)) == total_thirds, (key, seed)
        for m in piles:
            by_lagen, landlaeufig = p.pile_both_methods(m)
            assert by_lagen == landlaeufig, (key, seed)
        if hasattr(p, "spieler_party") and state.contract.get("declarer") is not None \
                and key not in ("gross", "lhombre", "unter-vieren", "unter-vieren-rufen"):
            sp, gg = p.spieler_party(state), p.gegner_party(state)
            a, b = p.party_pile(state, sp), p.party_pile(state, gg)
            assert not a & b
            assert p.pile_points(a) + p.pile_points(b) == p.total_points, (key, seed)
            for m in (a, b):
                x, y = p.pile_both_methods(m)
                assert x == y


@pytest.mark.parametrize("key", sorted(PROFILES))
def test_json_round_trip_replay_and_undo(key):
    p = PROFILES[key]
    for seed, state in list(_games(p))[:8]:
        assert State.from_json(state.to_json()) == state
        assert replay(p, state) == state
        n = len(state.log) // 2
        half = replay(p, state, n)
        assert State.from_json(half.to_json()) == half
        if n:
            assert undo(p, half) == replay(p, state, n - 1)


@pytest.mark.parametrize("key", sorted(PROFILES))
def test_same_seed_same_game(key):
    p = PROFILES[key]
    a, b = random_game(p, 77), random_game(p, 77)
    assert a == b and a.to_json() == b.to_json()
