"""„Probespiel“ (engine/probespiel.py): the same seed gives the same game, the engine refuses an
illegal card with the rule's reason (Ulmann S. 15), and every game ends in a settlement that
balances, in every Tarok variant."""
from __future__ import annotations

import pytest

from engine.errors import EngineError, RequestError
from engine.tarok import PROFILES
from engine.probespiel import trial


def play_through(variant, seed, seat, pick=0):
    cards = []
    while True:
        r = trial(variant, seed, seat, cards)
        if r["finished"]:
            return r, cards
        cards.append(r["legal"][pick % len(r["legal"])])


@pytest.mark.parametrize("variant", list(PROFILES))
def test_every_variant_plays_to_a_balanced_settlement(variant):
    r, cards = play_through(variant, 11, "A", pick=1)
    assert sum(r["settlement"]["payments"].values()) == 0
    assert r["settlement"]["lines"] or r["settlement"]["summary"]
    again, _ = play_through(variant, 11, "A", pick=1)
    assert again["tricks"] == r["tricks"]                   # the seed fixes the game


def test_illegal_card_is_refused_with_the_rule():
    cards = []
    r = trial("tapp", 5, "A", cards)
    while not r.get("illegal"):
        cards.append(r["legal"][0])
        r = trial("tapp", 5, "A", cards)
    card, reason = next(iter(r["illegal"].items()))
    assert "Farbe bekennen" in reason or "Tarok" in reason      # S. 15
    with pytest.raises(RequestError, match="nicht erlaubt"):
        trial("tapp", 5, "A", [*cards, card])


@pytest.mark.parametrize("bad", [{"variant": "schach"}, {"seed": -1}, {"seed": 2**40}, {"seat": "E"},
                                 {"cards": "Mond"}, {"cards": ["Coeur-Siebzehn"]}])
def test_bad_requests_get_german_messages(bad):
    args = {"variant": "tapp", "seed": 1, "seat": "A", "cards": [], **bad}
    with pytest.raises(EngineError):
        trial(**args)
