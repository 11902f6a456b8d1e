"""The last German keys made English (issue 29, item 2): the Hundertspiel's settlement points
(`standing`, `claim_correct`) and its Aß announced in play (`("aces", n)`, § 16), the Brunnen's
stages (Ulmann S. 45–47), Kauflabet's players going along (`players_in`, Pierer S. 391). Saved
logs and requests under the earlier names load and compute the same."""
import json
import random

import pytest

from engine.api import run
from engine.core import DONE, THROWN_IN, act, legal_actions, new_game
from engine.errors import RequestError
from engine.games.hundertspiel import OTHER_PROFILES
from engine.games.kauflabet import KauflabetExtra
from engine.reckonings import reckon
from engine.state_io import load_state

P4 = OTHER_PROFILES["hundertspiel"]


def _game_with_aces_announced() -> dict:
    """A finished deal in which three or four Aß were announced during play (§ 16)."""
    for seed in range(200):
        rng = random.Random(seed)
        state = new_game(P4, seed=seed, options={"aces_in_play": True})
        while state.phase not in (DONE, THROWN_IN):
            acts = legal_actions(P4, state)
            aces = [a for a in acts if a.kind == "announce" and a.arg[0] == "aces"]
            act(P4, state, aces[0] if aces else rng.choice(acts))
        saved = state.to_dict()
        if any(a[0] == "announce" and a[2][0] == "aces" for a in saved["log"]):
            return saved
    raise AssertionError("no deal with Aß announced in play")


def test_a_saved_log_with_the_earlier_announcement_of_aces_loads_as_today():
    saved = _game_with_aces_announced()
    old = json.loads(json.dumps(saved))
    for a in old["log"]:
        if a[0] == "announce" and a[2][0] == "aces":
            a[2][0] = "asse"
    assert old != saved
    _, today = load_state(saved)
    _, before = load_state(old)
    assert before.to_dict() == today.to_dict() == saved
    assert any(m["rank"] == "A" and "after_trick" in m for m in before.extra["declarations"])


def test_the_settlement_points_of_the_parthie_are_english():
    # §§ 25, 34: A+C reach a hundred first; B+D's 30 count for the new Parthie („alt und neu“)
    r = run("settle", {"variant": "hundertspiel", "points": [60, 30], "standing": [50, 80]})
    assert r["points"] == {"A+C": 60, "B+D": 30, "standing": [110, 80], "new": [0, 30], "winner": 0}


def test_the_brunnen_stages_are_english():
    req = {"provisional": {"W": 86, "X": 13, "Y": -42, "Z": -57}, "pool": {"X": 40, "Y": 20, "Z": 20},
           "chips": {"W": -8, "X": 12, "Y": -11, "Z": 7}}
    assert reckon("brunnen", req, ["pool_total"])["value"] == 80                                # S. 47
    assert reckon("brunnen", req, ["check"])["value"] == 99                                     # S. 46
    assert reckon("brunnen", req, ["final"])["value"] == {"W": 98, "X": 5, "Y": -53, "Z": -50}
    assert reckon("brunnen", req, ["schluss"])["value"] is None                  # no German stage left


def test_kauflabet_players_in_under_either_name():
    today = {"variant": "kauflabet-4", "players_in": ["A", "C"], "tricks": {"A": 3, "C": 1}, "stamm": 8}
    before = {**{k: v for k, v in today.items() if k != "players_in"}, "in": ["A", "C"]}
    assert run("settle", before) == run("settle", today)
    with pytest.raises(RequestError, match="zweimal"):
        run("settle", {**today, **before})
    extra = KauflabetExtra({"in": [0, 2]})
    assert extra.joined == [0, 2] and json.loads(json.dumps(extra)) == {"players_in": [0, 2]}
