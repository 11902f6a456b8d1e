"""Sets of cards chosen at once at the table (engine/table_view.py `selection`): Kauflabet's
exchange — throw away any of the hand's cards, at most as many as the talon still holds, and buy as
many (Pierer S. 391, „werfen die schlechten Karten (Cartes fausses) weg u. erhalten dafür von dem
Geber andere Karten aus dem Talon“) — is chosen by selecting the cards in the hand and one
button, not by one button per set (16 to 32); every set offered is a legal action of the engine,
together with the buttons exactly the engine's legal actions; a larger set is refused with the
rule and page. The phases that lay away one card at a time (Tarok's discard, Groß-Tarok's handed
card, the Hundertspiel's buying) choose those cards in the hand as before: no selection there."""
from __future__ import annotations

import random
from math import comb

import pytest

from engine.core import Action, act, legal_actions, new_game, why_illegal
from engine.table import replay_record, table
from engine.table_view import view
from engine.variants import REGISTRY


def reader_in(variant, seat, phase, seeds=range(40), kind=None):
    """The first seed whose game brings the reader to choose in `phase` (an action of `kind`, if
    given; the other seats at random, the reader going along and bidding where it can)."""
    for seed in seeds:
        rng = random.Random(seed)
        r = table(variant, seed, seat, players="zufall")
        while r["waiting"] != "over":
            if r["waiting"] == "reader" and r["phase"] == phase and \
                    (kind is None or any(a["kind"] == kind for a in r["actions"])):
                return seed, r
            step = dict(log=r["log"], token=r["token"], players="zufall")
            if r["waiting"] == "engine":
                r = table(variant, seed, seat, **step, think=True)
            else:
                a = next((x for x in r["actions"] if x["kind"] in ("join", "bid", "take")), None) \
                    or rng.choice(r["actions"])
                r = table(variant, seed, seat, **step, action=a["action"])
    raise AssertionError(f"no seed brings {seat} to {phase}")


@pytest.mark.parametrize("variant", ["kauflabet-4", "kauflabet-2"])
def test_the_exchange_is_a_selection_in_the_hand_not_a_button_per_set(variant):
    seed, r = reader_in(variant, "B", "exchange")
    p = REGISTRY[variant]
    buttons = [a for a in r["actions"] if a["kind"] == "exchange"]
    assert [a["action"][2] for a in buttons] == [[]]              # only „kauft nicht“ is a button
    sel = r["select"]
    assert sel["kind"] == "exchange" and sel["confirm"] == "kaufen" and sel["verb"] == "wegwerfen"
    assert sel["cards"] == r["hand"]                             # any card of the hand may go
    n, limit = len(r["hand"]), sel["limit"]
    assert len(sel["sets"]) == sum(comb(n, k) for k in range(1, limit + 1))
    state, _ = replay_record(p, seed, r["log"], 1)
    offered = [tuple(a["action"][2]) for a in buttons] + [tuple(s["action"][2]) for s in sel["sets"]]
    legal = [tuple(a.arg) for a in legal_actions(p, state) if a.seat == 1]
    assert sorted(offered) == sorted(legal)                       # nothing lost, nothing added
    for s in sel["sets"]:
        assert why_illegal(p, state, Action.from_list(s["action"])) is None
        assert sorted(p.card_name(c) for c in s["action"][2]) == s["cards"]
    # a chosen set is performed: the cards are thrown away and as many are bought
    chosen = sel["sets"][-1]
    after = table(variant, seed, "B", r["log"], r["token"], action=chosen["action"], players="zufall")
    assert not set(chosen["cards"]) & set(after["hand"]) and len(after["hand"]) == n


def test_a_set_larger_than_the_talon_is_refused_with_rule_and_page():
    """Five players all going along: the third buys from a talon of three (32 − 20 − the turned
    card − 2 × 4), so at most three of his four cards may go."""
    p = REGISTRY["kauflabet-5"]
    state = new_game(p, seed=1)
    for s in range(5):
        act(p, state, Action("join", s))
    for s in (0, 1):
        act(p, state, next(a for a in legal_actions(p, state) if len(a.arg) == 4))
    v = view(p, state, 2, [])
    assert v["select"]["limit"] == 3 and len(state.talon) == 3
    assert "höchstens so viele, wie der Talon noch hat (3)" in v["select"]["too_many"]
    assert "Pierer S. 391" in v["select"]["too_many"]
    assert all(len(s["cards"]) <= 3 for s in v["select"]["sets"])


@pytest.mark.parametrize("variant, phase, kind", [("tapp", "discard", "discard"),
                                                   ("hundertspiel-scat", "discard", "discard"),
                                                   ("lhombre", "exchange", "give")])
def test_one_card_at_a_time_is_chosen_in_the_hand_without_a_selection(variant, phase, kind):
    _, r = reader_in(variant, "A", phase, kind=kind)
    assert r["select"] is None
    mine = [a for a in r["actions"] if a["kind"] == kind]
    assert mine and all(a["card"] in r["hand"] for a in mine)
