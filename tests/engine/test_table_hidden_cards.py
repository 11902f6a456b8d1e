"""What the table shows of cards laid away face down (engine/table.py, issue 25): the cards
another seat discards (Tarok: verlegt, S. 15; Hundertspiel: § 44), hands over (Groß-Tarok) or
throws away to buy (Kauflabet, Pierer S. 391) are not named in the reader's auction, only how
many — a Tarok discarded, which is shown to all (S. 15), is named; the seat that laid them away
reads its own cards. And a discard of a card the pack does not have is refused in German."""
from __future__ import annotations

import random

import pytest

from engine.core import Action, ids_of, new_game
from engine.errors import RequestError
from engine.table import table
from engine.table_view import auction_line
from engine.tarok.facts import TAROK_SUIT
from engine.terms import SEAT_LETTERS
from engine.variants import REGISTRY

HIDDEN = ("discard", "give", "exchange")


def whole_game(variant, seed, seat):
    """A whole game at random (the reader as the engine's seats), the final answer."""
    rng = random.Random(seed)
    r = table(variant, seed, seat, players="zufall")
    while r["waiting"] != "over":
        step = dict(log=r["log"], token=r["token"], players="zufall")
        r = table(variant, seed, seat, **step, think=True) if r["waiting"] == "engine" else \
            table(variant, seed, seat, **step, action=rng.choice(r["actions"])["action"])
    return r


def laid_away(r):
    """(action, its line in the auction) for every action of the record other than a card."""
    actions = [Action.from_list(a) for a in r["log"] if a[0] != "play"]
    assert len(actions) == len(r["auction"])
    return list(zip(actions, r["auction"]))


@pytest.mark.parametrize("variant", ["tapp", "koenigrufen", "gross", "hundertspiel-scat", "kauflabet-4"])
def test_cards_another_seat_lays_away_are_not_named(variant):
    p = REGISTRY[variant]
    names = {p.card_name(c) for c in range(len(p.pack))}
    checked = 0
    for seed in range(12):
        seat = SEAT_LETTERS[seed % p.n_seats]
        r = whole_game(variant, seed, seat)
        for action, line in laid_away(r):
            if action.kind not in HIDDEN or action.seat == SEAT_LETTERS.index(seat):
                continue
            cards = list(action.arg) if isinstance(action.arg, (list, tuple)) else [action.arg]
            if action.kind == "exchange" and cards:       # Kauflabet: how many, in the game's words
                assert f"kauft {len(cards)}" in line and ("eine Karte" if len(cards) == 1 else f"{len(cards)} Karten") in line
            tarok = action.kind == "discard" and hasattr(p, "TAROKS") and p.suit[cards[0]] == TAROK_SUIT
            if not cards or tarok:
                continue                        # a Tarok discarded is shown (checked below)
            assert not any(n in line for n in names if len(n) > 4), line
            assert line.startswith(f"{SEAT_LETTERS[action.seat]}: ") and "verdeckt" in line, line
            # the seat that laid them away reads its own cards
            own = whole_game(variant, seed, SEAT_LETTERS[action.seat])
            if own["log"] == r["log"]:          # the same game from the other seat
                assert p.card_name(cards[0]) in dict(laid_away(own))[action]
            checked += 1
        if checked >= 3:
            return
    pytest.fail(f"no hidden card of another seat in 12 games of {variant}")


def test_a_tarok_discarded_is_shown_and_named():
    """S. 15: Taroks may be discarded only when shown (the engine records them as shown); the
    auction names such a Tarok, and hides a suit card discarded beside it."""
    p = REGISTRY["tapp"]
    state = new_game(p, seed=7)
    tarok = next(c for c in ids_of(state.hands[1]) if p.suit[c] == TAROK_SUIT)
    suit = next(c for c in ids_of(state.hands[1]) if p.suit[c] != TAROK_SUIT)
    state.extra["shown_taroks"] = [tarok]
    for card, named in ((tarok, True), (suit, False)):
        line = auction_line(p, f"B: verlegt {p.card_name(card)}", state, Action("discard", 1, card), 0)
        assert (p.card_name(card) in line) == named, line
        assert line == f"B: verlegt {p.card_name(card)}" if named else line == "B: verlegt eine Karte (verdeckt)"
        assert auction_line(p, f"B: verlegt {p.card_name(card)}", state, Action("discard", 1, card), 1) \
            == f"B: verlegt {p.card_name(card)}"            # B reads his own discard


@pytest.mark.parametrize("card", [-1, 999, 10 ** 30])
def test_a_discard_of_a_card_outside_the_pack_is_refused_in_german(card):
    r = table("tapp", 7, "A", players="zufall", action=["bid", 0, "dreier"])
    while r["phase"] != "discard" or r["waiting"] != "reader":
        step = dict(log=r["log"], token=r["token"], players="zufall")
        r = table("tapp", 7, "A", **step, think=True) if r["waiting"] == "engine" else \
            table("tapp", 7, "A", **step, action=r["actions"][0]["action"])
    with pytest.raises(RequestError, match="Unbekannte Karte"):
        table("tapp", 7, "A", r["log"], r["token"], players="zufall", action=["discard", 0, card])
    again = table("tapp", 7, "A", r["log"], r["token"], players="zufall")
    assert again["hand"] == r["hand"] and again["actions"] == r["actions"]
