"""English keys for the Hundertspiel's saved state, its options and the reckonings' request fields
(issue 29): a saved game, a request or a worked example under the earlier German names loads and
computes the same; both names at once are refused; what a form offers is English."""
import json
import random

import pytest

from engine.api import run
from engine.core import act, legal_actions, new_game, random_game
from engine.errors import RequestError
from engine.games.hundertspiel import OTHER_PROFILES, HundertspielContract, HundertspielExtra
from engine.reckonings import RECKONINGS, reckon
from engine.record import UnknownKey
from engine.state_io import load_state

P4 = OTHER_PROFILES["hundertspiel"]

# today's key -> the German key of earlier saved games
EXTRA_BEFORE = {"unasked": "ohne_frage", "declarations": "meldungen", "aces_open": "asse_offen", "claim": "aussage"}
OPTIONS_BEFORE = {"standing": "stand", "aces_in_play": "asse_im_spiel"}
ENTRY_BEFORE = {"missing": "fehlt", "after_trick": "nach_stich"}     # in a declaration and a claim


def _with_earlier_keys(saved: dict) -> dict:
    old = json.loads(json.dumps(saved))
    old["extra"] = {EXTRA_BEFORE.get(k, k): v for k, v in old["extra"].items()}
    for m in old["extra"].get("meldungen", []):                    # the entries' own keys
        for new, was in ENTRY_BEFORE.items():
            if new in m:
                m[was] = m.pop(new)
    if old["extra"].get("aussage"):
        old["extra"]["aussage"]["nach_stich"] = old["extra"]["aussage"].pop("after_trick")
    old["options"] = {OPTIONS_BEFORE.get(k, k): v for k, v in old["options"].items()}
    if "unasked" in old["contract"]:
        old["contract"]["ohne_frage"] = old["contract"].pop("unasked")
    return old


def _game_with_every_key(seed: int) -> dict:
    """A finished deal whose state holds every renamed key: Aß announced in play (§ 16), a lead
    without asking (§ 12), a party declared out (§§ 29–30)."""
    rng = random.Random(seed)
    state = new_game(P4, seed=seed, options={"standing": [60, 90], "aces_in_play": True})
    act(P4, state, next(a for a in legal_actions(P4, state) if a.kind == "lead_unasked"))
    act(P4, state, next(a for a in legal_actions(P4, state) if a.kind == "claim"))
    while state.phase == "play":
        acts = legal_actions(P4, state)
        act(P4, state, rng.choice([a for a in acts if a.kind == "announce"] or acts))
    return state.to_dict()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_saved_game_under_the_earlier_keys_loads_as_today(seed):
    saved = _game_with_every_key(seed)
    assert set(EXTRA_BEFORE) - {"aces_open"} <= set(saved["extra"]) and set(OPTIONS_BEFORE) <= set(saved["options"])
    old = _with_earlier_keys(saved)
    assert not set(EXTRA_BEFORE) & set(old["extra"])              # really the earlier words
    assert "nach_stich" in old["extra"]["aussage"]
    _, today = load_state(saved)
    _, before = load_state(old)
    assert before.to_dict() == today.to_dict() == saved            # saved again under today's keys
    assert P4.settle(before).as_dict() == P4.settle(today).as_dict()


def test_a_record_refuses_both_names_and_the_earlier_name_as_a_key():
    assert HundertspielExtra({"meldungen": [], "ohne_frage": True}) == {"declarations": [], "unasked": True}
    extra = HundertspielExtra({"meldungen": [{"seat": 1, "rank": "K", "count": 3, "points": 6, "label": "drey Könige",
                                              "fehlt": "Bastoni"}], "aussage": {"party": 0, "nach_stich": 4}})
    assert extra.declarations[0].missing == "Bastoni" and extra.claim.after_trick == 4       # §§ 15, 28
    assert json.loads(json.dumps(extra)) == {
        "declarations": [{"seat": 1, "rank": "K", "count": 3, "points": 6, "label": "drey Könige", "missing": "Bastoni"}],
        "claim": {"party": 0, "after_trick": 4}}
    with pytest.raises(UnknownKey):
        HundertspielExtra({"declarations": [{"seat": 1, "fehlt": "Bastoni", "missing": "Bastoni"}]})
    assert HundertspielContract({"kind": "26", "ohne_frage": True}).unasked is True
    with pytest.raises(UnknownKey):
        HundertspielExtra({"aussage": None, "claim": None})
    with pytest.raises(UnknownKey):
        HundertspielExtra()["asse_offen"]                       # a saved file's word, not today's key
    saved = random_game(P4, 4).to_dict()
    saved["options"] = {"stand": [10, 20], "standing": [10, 20]}
    with pytest.raises(RequestError, match="zweimal"):
        load_state(saved)


@pytest.mark.parametrize("reckoning, new, old, path", [
    ("brunnen", {"provisional": {"W": 86, "X": 13, "Y": -42, "Z": -57}, "pool": {"X": 40, "Y": 20, "Z": 20},
                 "chips": {"W": -8, "X": 12, "Y": -11, "Z": 7}},
     {"vorlaeufig": {"W": 86, "X": 13, "Y": -42, "Z": -57}, "brunnen": {"X": 40, "Y": 20, "Z": 20},
      "marken": {"W": -8, "X": 12, "Y": -11, "Z": 7}}, ["schluss"]),                          # Ulmann S. 47
    ("whist_partie", {"deal_1": {"tricks": 9, "honours": "C+D", "honour_points": 2}},
     {"spiel_1": {"stiche": 9, "honneurs": "C+D", "honneur_points": 2}}, ["deal_1", "standing"]),   # S. 11
    ("whist_robber", {"winners": {"simple": 1, "quadrouble": 1}, "losers": {}, "grand_slams": 1},
     {"gewinner": {"simple": 1, "quadrouble": 1}, "verlierer": {}, "gross_schlemm": 1}, ["payment"]),  # S. 15, 17
    ("hundert_karten", {"cards": ["Spadi-Aß", "Coppi-Aß", "Denari-Aß"], "last_trick": True},
     {"cards": ["Spadi-Aß", "Coppi-Aß", "Denari-Aß"], "letzter_stich": True}, ["points"]),    # §§ 19–20
    ("hundert_do", {"first_trick_trump_do": True, "last_dos": 2},
     {"atout_do_erster": True, "letzte": 2}, ["total"]),                                       # §§ 21–24
    ("hombre", {"contract": "à deux", "won": False, "points": 3},
     {"spiel": "à deux", "gewonnen": False, "points": 3}, ["value"]),                          # §§ 7, 14
    ("settle", {"variant": "hundertspiel", "points": [60, 30], "standing": [80, 20]},
     {"variant": "hundertspiel", "points": [60, 30], "stand": [80, 20]}, ["payments"]),      # §§ 25–26
])
def test_earlier_request_names_compute_the_same(reckoning, new, old, path):
    today = reckon(reckoning, new, path)
    assert today["value"] is not None and today["lines"]
    assert reckon(reckoning, old, path) == today
    both = {**new, **old}
    with pytest.raises(RequestError, match="zweimal"):
        reckon(reckoning, both, path)
    offered = {c["path"].split(".")[0].split("[")[0] for c in today["controls"]}
    assert offered and not offered & set(old) - set(new), offered


def test_the_settle_web_function_and_the_options_read_the_earlier_names():
    req = {"variant": "hundertspiel", "points": [70, 20], "game": {"kind": "26", "by": "A+C", "won": True}}
    assert run("settle", {**req, "stand": [50, 10]}) == run("settle", {**req, "standing": [50, 10]})
    assert run("settle", {**req, "standing": [50, 10]})["payments"] != run("settle", req)["payments"]
    assert set(P4.option_fields()) >= {"standing", "aces_in_play"}
    assert not set(P4.option_fields()) & set(OPTIONS_BEFORE.values())
    assert all(name in RECKONINGS for name in ("brunnen", "whist_partie", "whist_robber", "hundert_karten",
                                               "hundert_do", "hombre"))
