"""The trick-taking core (engine/core.py): bitmasks, state, JSON, legality with reasons,
explicit deals, explicit randomness, undo/replay. Rules quoted are Ulmann's (S. 15)."""
from __future__ import annotations

import json
import random

import pytest

from engine.core import (Action, Profile, State, bit, ids_of, legal_actions, mask_of, new_game,
                         play_card, popcount, random_game, record, replay, undo, why_illegal, act)
from engine.errors import EngineError, IllegalPlayError, RequestError
from tarok_helpers import PROFILES, ids

TAPP = PROFILES["tapp"]


def test_bitmask_helpers_round_trip():
    cards = [0, 5, 53, 77]
    m = mask_of(cards)
    assert ids_of(m) == cards
    assert popcount(m) == 4
    assert m & bit(53)


def test_illegal_play_error_is_a_typed_engine_error():
    assert issubclass(IllegalPlayError, EngineError)
    assert IllegalPlayError.code == "illegal"


def _deal_with(profile, hands_names, talon_names=None):
    """An explicit deal: the given hands, the rest dealt to fill up in pack order."""
    given = [ids(profile, h) for h in hands_names]
    used = {c for h in given for c in h}
    rest = [c for c in range(len(profile.pack)) if c not in used]
    talon = ids(profile, talon_names) if talon_names else []
    rest = [c for c in rest if c not in talon]
    if not talon:
        talon, rest = rest[:profile.talon_size], rest[profile.talon_size:]
    hands = []
    for h in given:
        need = profile.hand_size - len(h)
        hands.append(h + rest[:need])
        rest = rest[need:]
    return {"hands": hands, "talon": talon}


def test_explicit_deal_is_used_as_given():
    deal = _deal_with(TAPP, [["Sküs", "Mond", "Pagat"], ["Coeur-König"], ["Treff-König"]])
    state = new_game(TAPP, deal=deal)
    assert state.hands[0] >> TAPP.SKUES & 1 and state.hands[0] >> TAPP.PAGAT & 1
    assert state.talon == deal["talon"]
    assert state.dealt["hands"][1] == sorted(deal["hands"][1])


def test_explicit_deal_accepts_card_names_and_rejects_doubles():
    deal = _deal_with(TAPP, [[], [], []])
    names = {"hands": [[TAPP.card_name(c) for c in h] for h in deal["hands"]],
             "talon": [TAPP.card_name(c) for c in deal["talon"]]}
    assert new_game(TAPP, deal=names).hands == new_game(TAPP, deal=deal).hands
    bad = {"hands": [deal["hands"][0], deal["hands"][0], deal["hands"][2]], "talon": deal["talon"]}
    with pytest.raises(RequestError, match="doppelt"):
        new_game(TAPP, deal=bad)


def test_randomness_is_explicit_same_seed_same_game():
    a = random_game(TAPP, 123)
    random.seed(999)                  # the global RNG must not matter
    b = random_game(TAPP, 123)
    assert record(TAPP, a) == record(TAPP, b)
    assert record(TAPP, random_game(TAPP, 124)) != record(TAPP, a)


def test_state_json_round_trip_mid_game_and_at_the_end():
    state = random_game(TAPP, 7)
    assert State.from_json(state.to_json()) == state
    mid = replay(TAPP, state, len(state.log) // 2)
    again = State.from_json(mid.to_json())
    assert again == mid
    # the copy plays on exactly like the original
    a, b = mid.copy(), again
    for _ in range(5):
        if a.phase != "play":
            break
        card = ids_of(TAPP.legal_cards(a, a.turn))[0]
        play_card(TAPP, a, card)
        play_card(TAPP, b, card)
    assert a == b


def test_json_holds_no_big_integers_for_javascript():
    state = random_game(PROFILES["gross"], 3)
    data = json.loads(state.to_json())
    def numbers(x):
        if isinstance(x, dict):
            for v in x.values():
                yield from numbers(v)
        elif isinstance(x, list):
            for v in x:
                yield from numbers(v)
        elif isinstance(x, int) and not isinstance(x, bool):
            yield x
    assert max(numbers(data)) < 2 ** 53


def test_follow_suit_reason_is_german():
    # Ulmann S. 15: „muß auch im Tarok jeder Theilnehmer die angespielte Farbe stets bedienen“
    state = State("tapp", 3, [0, 0, 0])
    hand = ids(TAPP, ["Coeur-Dame", "Tarok XV"])
    state.hands[1] = mask_of(hand)
    state.trick, state.leader, state.turn, state.phase = ids(TAPP, ["Coeur-König"]), 0, 1, "play"
    reason = why_illegal(TAPP, state, Action("play", 1, hand[1]))
    assert reason.startswith("Farbe bekennen: Coeur ist angespielt")
    with pytest.raises(IllegalPlayError, match="Farbe bekennen"):
        act(TAPP, state, Action("play", 1, hand[1]))
    assert why_illegal(TAPP, state, Action("play", 2, hand[0])).startswith("Nicht am Zug")


def test_undo_restores_the_previous_state():
    state = random_game(TAPP, 11)
    for n in (len(state.log), len(state.log) - 1, len(state.log) // 2, 3):
        s = replay(TAPP, state, n)
        prev = undo(TAPP, s)
        assert prev == replay(TAPP, state, n - 1)


def test_legal_actions_are_all_accepted():
    rng = random.Random(5)
    for seed in range(20):
        state = new_game(TAPP, seed=seed)
        while state.phase not in ("done", "thrown-in"):
            acts = legal_actions(TAPP, state)
            assert acts
            for a in acts[:5]:
                assert why_illegal(TAPP, state, a) is None
            act(TAPP, state, acts[rng.randrange(len(acts))])


def test_a_minimal_profile_runs_on_the_core():
    """The interface is generic: a 4-suit pack without trumps and without bidding."""
    class Tiny(Profile):
        key, name, n_seats, hand_size = "tiny", "Kleines Stichspiel", 2, 3
        pack = tuple((s, r) for s in range(2) for r in range(3))
        suit_names = ("Rot", "Grün")

        def suit_of_card(self, card):
            return card[0]

        def power_of_card(self, card):
            return card[1]

        def points_of_card(self, card):
            return card[1]

        def settle(self, state):
            from engine.core import Settlement
            st = Settlement(["A", "B"])
            pts = [self.pile_points(w) for w in state.won]
            st.pay("Mehr Augen", 1, [pts.index(min(pts))], [pts.index(max(pts))])
            return st
    tiny = Tiny()
    state = random_game(tiny, 1)
    assert state.phase == "done" and len(state.tricks) == 3
    assert sum(tiny.pile_points(w) for w in state.won) == sum(c[1] for c in tiny.pack)
    assert record(tiny, state)["settlement"]["payments"] in ({"A": 1, "B": -1}, {"A": -1, "B": 1}, {"A": 0, "B": 0})


def test_a_problem_position_can_be_given():
    """Endgames of the problems start from a position: Tapp-Tarok, Ulmann S. 31: the Spieler holds
    the Sküs and XV, three Taroks (one of them XVI) and the Coeur-Dame are out; leading XV first
    and keeping the Sküs brings the Dame home."""
    deal = {"hands": [["Sküs", "Tarok XV"], ["Tarok XVI", "Coeur-Dame"], ["Tarok II", "Tarok III"]],
            "talon": [], "position": {"phase": "play", "leader": 0,
                                      "contract": {"declarer": 0, "game": "dreier", "partners": []}}}
    state = new_game(TAPP, deal=deal)
    assert state.phase == "play" and state.turn == 0
    for name in ("Tarok XV", "Tarok XVI", "Tarok II"):
        act(TAPP, state, Action("play", state.turn, ids(TAPP, [name])[0]))
    assert state.tricks[0].winner == 1                # XVI takes XV; B must lead the Dame next
    for name in ("Coeur-Dame", "Tarok III", "Sküs"):
        act(TAPP, state, Action("play", state.turn, ids(TAPP, [name])[0]))
    assert state.tricks[1].winner == 0 and state.won[0] >> ids(TAPP, ["Coeur-Dame"])[0] & 1
    assert replay(TAPP, state) == state
