"""The whole game at the table (engine/table.py, issue 25): random games of every game of the
engine through the page's request path end in a balanced settlement; every choice offered is a
legal action; a bad request — an illegal bid, a card not in the hand, a stale or altered record —
gets the German reason and leaves the game as it was."""
from __future__ import annotations

import json
import random

import pytest

from engine.api import call
from engine.core import Action, act, new_game, why_illegal
from engine.errors import RequestError
from engine.table import replay_record, table
from engine.table_check import play_through, seat_for
from engine.variants import REGISTRY


@pytest.mark.parametrize("variant", list(REGISTRY))
def test_random_games_through_the_request_path_end_balanced(variant):
    n = REGISTRY[variant].n_seats
    for seed in (3,):           # scripts/check_table.py plays 10,000
        game = play_through(variant, seed, seat_for(n, seed), random.Random(seed))
        assert game.failure is None, game.failure
        assert game.result["settlement"] is not None
        assert sum(game.result["settlement"]["payments"].values()) == 0


def reader_turn(variant, seed, seat, phase=None, rng=None):
    """The game of `seed` up to the reader's first decision (in `phase`, if given)."""
    rng = rng or random.Random(0)
    r = table(variant, seed, seat)
    while r["waiting"] != "over":
        if r["waiting"] == "reader" and (phase is None or r["phase"] == phase):
            return r
        step = dict(log=r["log"], token=r["token"])
        r = table(variant, seed, seat, **step, think=True) if r["waiting"] == "engine" else \
            table(variant, seed, seat, **step, action=rng.choice(r["actions"])["action"])
    raise AssertionError(f"no decision of the reader in {phase}")


@pytest.mark.parametrize("variant, seat", [("tapp", "A"), ("koenigrufen", "B"), ("whist", "C"),
                                           ("hundertspiel-scat", "A"), ("kauflabet-4", "B")])
def test_every_choice_offered_is_a_legal_action(variant, seat):
    p = REGISTRY[variant]
    r = reader_turn(variant, 5, seat)
    state, _ = replay_record(p, 5, r["log"], "ABCDE".index(seat))
    for a in r["actions"]:
        assert why_illegal(p, state, Action.from_list(a["action"])) is None, a
        assert a["label"]


def test_an_illegal_bid_is_refused_and_changes_nothing():
    r = reader_turn("koenigrufen", 4, "B", "bidding")
    bad = ["bid", 1, "kaiser"]
    with pytest.raises(RequestError, match="nicht möglich .*Reizen.*möglich:"):
        table("koenigrufen", 4, "B", r["log"], r["token"], action=bad)
    again = table("koenigrufen", 4, "B", r["log"], r["token"])       # the same record still stands
    assert again["log"] == r["log"] and again["actions"] == r["actions"]


def test_a_card_not_in_the_hand_is_refused_with_its_reason():
    r = reader_turn("tapp", 1, "A", "play")
    p = REGISTRY["tapp"]
    state, _ = replay_record(p, 1, r["log"], 0)
    other = next(c for c in range(len(p.pack)) if not state.hands[0] >> c & 1)
    with pytest.raises(RequestError, match="nicht in dieser Hand"):
        table("tapp", 1, "A", r["log"], r["token"], action=["play", 0, other])
    assert table("tapp", 1, "A", r["log"], r["token"])["hand"] == r["hand"]


def test_a_card_against_the_duty_to_follow_names_the_rule():
    r = reader_turn("whist", 3, "A", "play")
    while not r["refused"]:
        assert r["waiting"] == "reader", "test premise: a trick where the reader cannot follow freely"
        r = table("whist", 3, "A", r["log"], r["token"], action=r["actions"][0]["action"])
        while r["waiting"] == "engine":
            r = table("whist", 3, "A", r["log"], r["token"], think=True)
    card, reason = next(iter(r["refused"].items()))
    assert "Farbe" in reason
    cid = REGISTRY["whist"].parse_card(card)
    with pytest.raises(RequestError, match="Farbe"):
        table("whist", 3, "A", r["log"], r["token"], action=["play", 0, cid])


def test_a_stale_or_altered_record_is_refused():
    r = reader_turn("tapp", 1, "A", "bidding")
    acted = table("tapp", 1, "A", r["log"], r["token"], action=r["actions"][0]["action"])
    # the second click of the same choice comes with the old record and the new token: refused
    with pytest.raises(RequestError, match="veraltet"):
        table("tapp", 1, "A", r["log"], acted["token"], action=r["actions"][0]["action"])
    # a record cut short (or altered) does not match its token
    with pytest.raises(RequestError, match="veraltet"):
        table("tapp", 1, "A", acted["log"][:-1], acted["token"])
    assert table("tapp", 1, "A", acted["log"], acted["token"])["log"] == acted["log"]


@pytest.mark.parametrize("bad, message", [
    ({"variant": "schach"}, "Unbekanntes Spiel"), ({"seed": -1}, "seed"), ({"seat": "E"}, "seat"),
    ({"log": "Mond"}, "log"), ({"action": ["zaubern", 0]}, "Unbekannte Art"),
    ({"action": ["play", 9, 1]}, "Platz"), ({"action": {"kind": "play"}}, "Liste")])
def test_malformed_requests_get_german_messages(bad, message):
    args = {"variant": "tapp", "seed": 1, "seat": "A", "log": [], **bad}
    answer = json.loads(call("table", json.dumps(args)))
    assert not answer["ok"] and message in answer["error"]["message"]
    assert "Interner Fehler" not in answer["error"]["message"]


def test_the_hand_is_sorted_trumps_first_then_suits_high_to_low():
    p = REGISTRY["tapp"]
    r = table("tapp", 2, "B")
    ids = [p.parse_card(c) for c in r["hand"]]
    taroks = [c for c in ids if p.suit[c] == 4]
    assert ids[:len(taroks)] == sorted(taroks, key=lambda c: -p.power[c])
    state = new_game(p, seed=2)
    assert sorted(ids) == sorted(c for c in range(len(p.pack)) if state.hands[1] >> c & 1)


def reader_phases(variant, seed, seat, rng):
    """Play a game with random players (fast); the phases the reader acted in. Every engine
    answer must add exactly one action, of another seat than the reader's."""
    me = "ABCDE".index(seat)
    r, acted = table(variant, seed, seat, players="zufall"), set()
    while r["waiting"] != "over":
        step = dict(log=r["log"], token=r["token"], players="zufall")
        if r["waiting"] == "engine":
            before = len(r["log"])
            r = table(variant, seed, seat, **step, think=True)
            assert len(r["log"]) == before + 1 and r["log"][-1][1] != me
        else:
            assert r["actions"], "the reader's turn offers actions"
            acted.add(r["phase"])
            r = table(variant, seed, seat, **step, action=rng.choice(r["actions"])["action"])
    return acted


@pytest.mark.parametrize("variant", list(REGISTRY))
def test_the_engine_never_acts_for_the_reader(variant):
    p = REGISTRY[variant]
    for seed in range(2):
        reader_phases(variant, seed, "ABCDE"[seed % p.n_seats], random.Random(seed))


@pytest.mark.parametrize("variant", ["tapp", "tapp-wien", "blocks", "steyerisch", "koenigrufen", "zwoelfer",
                                     "ungarisch", "whist", "kauflabet-3"])
def test_the_reader_acts_in_every_phase_of_the_game(variant):
    """Ulmann S. 19–24 (bidding, talon, discard, announcements, Contra), S. 50–61 (calling):
    over a few deals at every seat, the reader is asked in every phase the game has."""
    p = REGISTRY[variant]
    acted = set()
    for seed in range(8):
        for seat in "ABCDE"[:p.n_seats]:
            acted |= reader_phases(variant, seed, seat, random.Random(seed))
    assert acted == set(p.phase_table) | {"play"}


@pytest.mark.parametrize("variant, phase, action, rule", [
    ("koenigrufen", "bidding", ["bid", 1, "kaiser"], "Regeln (Reizen): Ulmann S. 50."),   # S. 50: the four games
    ("koenigrufen", "call", ["discard", 0, 3], "Regeln (Rufen): Ulmann S. 50–51."),      # „ich rufe“ … the suit
    ("tapp", "bidding", ["call", 0, "Pique"], "Regeln (Reizen): Ulmann S. 19–23."),     # Steigern
])
def test_a_choice_outside_its_phase_cites_the_phases_rule_with_its_page(variant, phase, action, rule):
    """A refused choice is explained with its rule and page (issue 25): a choice the phase does
    not offer names the phase's own pages where the engine has them, not only the chapter."""
    p = REGISTRY[variant]
    for seed in range(30):
        state = new_game(p, seed=seed)
        rng = random.Random(seed)
        while state.phase != phase and state.phase not in ("done", "thrown-in"):
            act(p, state, p.random_action(state, rng))
        if state.phase != phase:
            continue
        move = Action.from_list([action[0], state.turn, action[2]])
        reason = why_illegal(p, state, move)
        assert reason.endswith(rule), reason
        return
    pytest.fail(f"no game of {variant} reached {phase}")


def test_a_phase_without_its_own_pages_cites_the_chapter():
    p = REGISTRY["steyerisch"]                       # its chapter changes Tapp-Tarok's bidding
    reason = why_illegal(p, new_game(p, seed=1), Action("discard", 0, 3))
    assert reason.endswith("Regeln: Ulmann, Cap. III, S. 48–50."), reason


def test_a_bid_out_of_turn_names_who_is_to_bid_and_the_rule_with_its_page():
    r = table("tapp", 7, "B", players="zufall")             # A bids first (Vorhand)
    assert r["turn"] == "A"
    with pytest.raises(RequestError, match=r"Nicht am Zug: A ist an der Reihe\. Regeln \(Reizen\): Ulmann S\. 19–23\."):
        table("tapp", 7, "B", r["log"], r["token"], players="zufall", action=["bid", 1, "dreier"])
