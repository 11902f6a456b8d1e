"""Fast play-outs: a game played to its end by quick players, and what it is worth to a seat.

The engine's thinking players (`engine.players.pimc`, `engine.players.phases`) judge a choice by
playing sampled deals out from it. Those play-outs need players that decide in microseconds:

- cards: the rule of thumb (`engine.probespiel.opponent_card` in Tarok, `quick_card` for the
  other games: lead the lowest card of the longest suit, let a partner's trick stand and give
  it the richest card, else win as cheaply as possible or throw the cheapest card);
- bidding in Tarok: the first (lowest) game with a hand of at least `BID_TAROKS` of its share
  of Taroks, else pass; a seat that holds the game already keeps it;
- announcements, Contra, and every „pass or more“ choice: pass (no premium risked in a play-out);
- other choices (a talon half, a discard, a King, a bought card): the first legal one that
  keeps points — for a discard the richest card the rules allow — else the first.

`seat_value` is what a finished game pays a seat: the engine's own settlement in the game's
payment units; in Whist, where a single deal pays only a Schlemm, the points the party scores
(tricks over six and honours, S. 9–10) less the other party's, plus any Schlemm.
"""
from __future__ import annotations

import random

from ..core import ENDED, PLAY, Action, act, ids_of, play_card, popcount, seat_of
from ..probespiel import opponent_card

BID_TAROKS = 1.2              # times the average share of Taroks a hand needs to bid in a play-out
PASSIVE = ("done", "pass")    # the kinds that risk nothing


def partners_of(p, state, seat: int) -> set[int]:
    """The seats on `seat`'s side, as far as the rules make them public."""
    if hasattr(p, "spieler_party"):
        spieler = {s for s in p.spieler_party(state) if s is not None}
        return spieler if seat in spieler else set(range(state.n_seats)) - spieler
    if state.n_seats == 4 and (p.key.startswith("whist") or p.key.startswith("hundertspiel")):
        return {s for s in range(4) if s % 2 == seat % 2}           # partners sit opposite
    return {seat}


def quick_card(p, state, seat: int) -> int:
    """The rule of thumb for any game with tricks (the Tarok one where it applies)."""
    if hasattr(p, "TAROKS") and hasattr(p, "spieler_party"):
        return opponent_card(p, state, seat)
    legal = ids_of(p.legal_cards(state, seat))
    pts, power, suit = p.points, p.power, p.suit
    if not state.trick:
        by_suit: dict[int, list[int]] = {}
        for c in legal:
            by_suit.setdefault(suit[c], []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), -min(pts[c] for c in cs)))
        return min(longest, key=lambda c: (pts[c], power[c]))
    cards = tuple(state.trick)
    winner = seat_of(p, state, state.leader, p.trick_winner(state, state.leader, cards))
    trump = p.trump_of(state)

    def wins(c):
        return p.trick_winner(state, state.leader, cards + (c,)) == len(cards)

    if winner in partners_of(p, state, seat):
        keep = [c for c in legal if not wins(c)] or legal
        return max(keep, key=lambda c: (pts[c], -power[c]))
    winning = [c for c in legal if wins(c)]
    if winning:
        return min(winning, key=lambda c: (suit[c] == trump, power[c], pts[c]))
    return min(legal, key=lambda c: (pts[c], power[c]))


def tarok_share(p, hand: int) -> float:
    """The Taroks of a hand as a multiple of the average share (1.0 = as many as the average)."""
    taroks = getattr(p, "TAROKS", 0)
    average = popcount(hand) * popcount(taroks) / len(p.pack)
    return popcount(hand & taroks) / average if average else 0.0


def quick_choice(p, state, rng: random.Random) -> Action:
    """The fast choice of the seat to act in a phase before or beside the play."""
    acts = p.actions(state)
    seat = state.turn
    kinds = {a.kind for a in acts}
    if state.phase == "bidding" and hasattr(p, "TAROKS"):
        for a in acts:
            if a.kind == "hold":
                return a
        bids = [a for a in acts if a.kind == "bid"]
        if bids and tarok_share(p, state.hands[seat]) >= BID_TAROKS:
            return bids[0]
    passive = [a for a in acts if a.kind in PASSIVE]
    if passive and (kinds & {"announce", "contra", "bid"} or state.phase in ("announce", "contra")):
        return passive[0]
    discards = [a for a in acts if a.kind == "discard" and isinstance(a.arg, int)]
    if discards:
        return max(discards, key=lambda a: (p.points[a.arg], -p.power[a.arg]))
    return acts[0] if passive or not acts else acts[rng.randrange(len(acts))]


def quick_action(p, state, rng: random.Random) -> Action:
    if state.phase == PLAY:
        return Action("play", state.turn, quick_card(p, state, state.turn))
    return quick_choice(p, state, rng)


def play_out(p, state, rng: random.Random, first: Action | None = None):
    """Play `state` (changed in place) to its end by the quick players, `first` first."""
    if first is not None:
        act(p, state, first, check=False)
    steps = 0
    while state.phase not in ENDED:
        if state.phase == PLAY:
            play_card(p, state, quick_card(p, state, state.turn))
        else:
            act(p, state, quick_choice(p, state, rng), check=False)
        steps += 1
        if steps > 2000:
            raise RuntimeError("play-out does not end")
    return state


def seat_values(p, state) -> list[float]:
    """What the finished `state` is worth to each seat, in the game's payment units."""
    settled = p.settle(state)
    if p.key.startswith("whist"):
        pts = settled.points or {}
        parties = list(pts.get("trick_points", {}))
        if len(parties) == 2:
            score = [pts["trick_points"][x] + pts.get("honours", {}).get(x, 0) for x in parties]
            return [score[s % 2] - score[1 - s % 2] + settled.payments[s] for s in range(4)]
    return [float(x) for x in settled.payments[:state.n_seats]]
