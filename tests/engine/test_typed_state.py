"""Typed state (issue 29): State.contract and State.extra are records with declared keys for
every game; they serialise to the same JSON as before, saved states of earlier versions (with
the German phase names) still load, and a mistyped key raises instead of giving None."""
import json

import pytest

from engine.core import Action, State, act, legal_actions, new_game, random_game
from engine.errors import RequestError
from engine.games import hundertspiel as hs
from engine.games.kauflabet import DECLARE, EXCHANGE, KauflabetContract, KauflabetExtra
from engine.games.whist import WhistContract
from engine.problems.game import start_state
from engine.problems.model import load_all
from engine.record import UnknownKey
from engine.state_io import load_state
from engine.tarok.state import THROW_OR_PLAY, Auction, TalonChoice, TarokExtra
from engine.variants import REGISTRY


def _until(profile, state, phase, seed=0):
    """Play random actions until `state` reaches `phase`."""
    import random
    rng = random.Random(seed)
    while state.phase != phase:
        assert state.phase not in ("done", "thrown-in"), f"{phase} not reached"
        act(profile, state, profile.random_action(state, rng), check=False)
    return state


@pytest.mark.parametrize("key", list(REGISTRY))
def test_json_round_trip_is_unchanged_and_typed(key):
    p = REGISTRY[key]
    for seed in range(5):
        state = random_game(p, seed)
        text = state.to_json()
        again = State.from_json(text)
        assert again.to_json() == text
        assert type(again.contract) is p.contract_type and type(again.extra) is p.extra_type
        assert json.loads(text)["extra"] == dict(state.extra)


def test_tarok_extra_types_its_records_on_load():
    p = REGISTRY["tapp"]
    state = new_game(p, seed=3)
    saved = json.loads(state.to_json())
    assert saved["extra"]["auction"]["waiting"] == "opener"          # plain JSON in the file
    loaded = State.from_dict(saved)
    assert type(loaded.extra) is TarokExtra and type(loaded.extra.auction) is Auction
    assert legal_actions(p, loaded) == legal_actions(p, state)


def test_talon_choice_is_typed_after_a_round_trip():
    p = REGISTRY["tapp"]
    for seed in range(40):
        state = new_game(p, seed=seed)
        try:
            _until(p, state, "talon", seed)
        except AssertionError:
            continue
        loaded = State.from_json(state.to_json())
        assert type(loaded.extra.talon) is TalonChoice
        assert legal_actions(p, loaded) == legal_actions(p, state)
        return
    pytest.fail("no Tapp-Tarok game reached the talon")


@pytest.mark.parametrize("record, key", [
    (TarokExtra, "auktion"), (hs.HundertspielContract, "farbe"), (hs.HundertspielExtra, "asked_"),
    (KauflabetExtra, "turn"), (KauflabetContract, "allein"), (WhistContract, "declarer")])
def test_a_mistyped_key_raises(record, key):
    r = record()
    with pytest.raises(UnknownKey):
        r[key]
    with pytest.raises(UnknownKey):
        r[key] = 1
    with pytest.raises(UnknownKey):
        record({key: 1})


def test_english_attributes_read_the_stored_words():
    p = REGISTRY["kauflabet-4"]
    state = new_game(p, seed=1)
    assert state.phase == DECLARE
    assert state.extra.joined is state.extra["in"] == []
    st = new_game(hs.PROFILE if hasattr(hs, "PROFILE") else REGISTRY["hundertspiel"], seed=2)
    st.extra.claim = {"party": 0, "nach_stich": 3}
    assert json.loads(st.to_json())["extra"]["claim"] == {"party": 0, "after_trick": 3}


@pytest.mark.parametrize("key, old, new", [
    ("hundertspiel", "ansagen", hs.ANNOUNCE), ("hundertspiel-scat", "reizen", hs.BIDDING),
    ("kauflabet-4", "erklaeren", DECLARE)])
def test_saved_states_with_the_old_phase_names_load(key, old, new):
    p = REGISTRY[key]
    state = new_game(p, seed=5)
    assert state.phase == new
    saved = json.loads(state.to_json())
    saved["phase"] = old                                    # as an earlier version saved it
    for loaded in (State.from_dict(saved), load_state(saved)[1]):
        assert loaded.phase == new
        assert legal_actions(p, loaded) == legal_actions(p, state)


def test_old_kauflabet_exchange_phase_loads():
    p = REGISTRY["kauflabet-3"]
    state = new_game(p, seed=1)
    for seat in range(3):
        act(p, state, Action("join", seat))
    assert state.phase == EXCHANGE
    saved = json.loads(state.to_json())
    saved["phase"] = "kaufen"
    assert load_state(saved)[1].phase == EXCHANGE


def test_old_neunzehner_schleifen_phase_loads():
    p = REGISTRY["neunzehner"]
    saved = json.loads(new_game(p, seed=0).to_json())
    saved["phase"] = "schleifen"
    assert State.from_dict(saved).phase == THROW_OR_PLAY


def test_a_saved_state_with_an_unknown_entry_is_refused_in_german():
    saved = json.loads(new_game(REGISTRY["tapp"], seed=0).to_json())
    saved["extra"]["auktion"] = {}
    with pytest.raises(RequestError, match="unbekannten Eintrag"):
        load_state(saved)


def test_every_problem_file_still_loads_into_a_typed_state():
    for pr in load_all():
        st = start_state(pr)
        p = REGISTRY[pr.variant] if pr.variant in REGISTRY else None
        assert p is None or type(st.extra) is p.extra_type
        assert State.from_json(st.to_json()).to_json() == st.to_json()
