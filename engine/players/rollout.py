"""Fast play-outs: a game played to its end by quick players, and what it is worth to a seat.

The engine's thinking players (`engine.players.pimc`, `engine.players.phases`) judge a choice by
playing sampled deals out from it. Those play-outs need players that decide in microseconds:

- cards: the rule of thumb (`engine.probespiel.opponent_card` in Tarok, `quick_card` for the
  other games: lead the lowest card of the longest suit, let a partner's trick stand and give
  it the richest card, else win as cheaply as possible or throw the cheapest card);
- bidding in Tarok: the first (lowest) game with a hand of at least `BID_TAROKS` times its
  share of Taroks, else pass; a game another seat bid is held with `HOLD_TAROKS` times; when
  a bid is judged, the others pass (the bid is worth the game its bidder would play);
- announcements, Contra, and every „pass or more“ choice: pass (no premium risked in a play-out);
- other choices (a talon half, a discard, a King, a bought card): the first legal one that
  keeps points — for a discard the richest card the rules allow — else the first.

`seat_values` is what a finished game pays each seat: the engine's own settlement in the game's
payment units (Kauflabet: with an equal share of what goes into or out of the Kasse, S. 391,
which the seats play for in the next deals); in Whist, where a single deal pays only a Schlemm, the points the party scores
(tricks over six and honours, S. 9–10) less the other party's, plus any Schlemm.
"""
from __future__ import annotations

import random

from ..core import ENDED, PLAY, Action, act, ids_of, play_card, popcount, seat_of
from ..games.hundertspiel import CONTRA
from ..probespiel import opponent_card
from ..tarok.state import ANNOUNCE, BIDDING

BID_TAROKS = 1.2              # times the average share of Taroks a hand needs to bid in a play-out
HOLD_TAROKS = 1.4             # … to hold a game another seat has bid
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


def quick_choice(p, state, rng: random.Random, bid_alone: int | None = None) -> Action:
    """The fast choice of the seat to act in a phase before or beside the play. With
    `bid_alone`, every other seat passes in the bidding (the game is judged as the one
    `bid_alone` would play, not by what the others might be pushed into)."""
    acts = p.actions(state)
    seat = state.turn
    kinds = {a.kind for a in acts}
    if bid_alone is not None and seat != bid_alone and state.phase == BIDDING:
        passive = [a for a in acts if a.kind == "pass"]
        if passive:
            return passive[0]
    if state.phase == BIDDING and hasattr(p, "TAROKS"):
        share = tarok_share(p, state.hands[seat])
        holds = [a for a in acts if a.kind == "hold"]
        if holds and share >= HOLD_TAROKS:
            return holds[0]
        bids = [a for a in acts if a.kind == "bid"]
        if bids and share >= BID_TAROKS and not holds:
            return bids[0]
    passive = [a for a in acts if a.kind in PASSIVE]
    if passive and (kinds & {"announce", "contra", "bid"} or state.phase in (ANNOUNCE, CONTRA)):
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
    """Play `state` (changed in place) to its end by the quick players, `first` first. A bid
    (`first` of kind "bid" or "hold") is judged as the game its bidder would play: the other
    seats pass in the rest of the bidding."""
    bid_alone = first.seat if first is not None and first.kind in ("bid", "hold") else None
    if first is not None:
        act(p, state, first, check=False)
    steps = 0
    while state.phase not in ENDED:
        if state.phase == PLAY:
            play_card(p, state, quick_card(p, state, state.turn))
        else:
            act(p, state, quick_choice(p, state, rng, bid_alone), check=False)
        steps += 1
        if steps > 2000:
            raise RuntimeError("play-out does not end")
    return state


def values_after(p, world, seat: int, actions: list, seed: float) -> list[float] | None:
    """What `seat` is paid when each of `actions` is taken in `world` and the game is played out
    (the same random stream for every action). None if a play-out breaks down: a sampled deal
    can contradict a rule the sampler does not model (Unter Vieren's chosen card must lie in a
    hand); such a deal is left out, never the decision."""
    try:
        return [seat_values(p, play_out(p, world.copy(), random.Random(seed), a))[seat] for a in actions]
    except Exception:                   # noqa: BLE001 — see the docstring; counted by the caller
        return None


def person_of(p, state) -> list[int | None]:
    """Per seat, the index of the person paid for it among the settlement's persons (a
    Strohmann's seat: the person who plays it, engine.tarok.neunzehner)."""
    if not hasattr(p, "owner_of") or not p.dummies(state):
        return list(range(state.n_seats))
    owner = p.owner_of(state)
    persons = [s for s in range(state.n_seats) if s not in p.dummies()] if p.form != "fliegend" \
        else list(range(state.n_seats))
    return [persons.index(owner[s]) if owner[s] in persons else None for s in range(state.n_seats)]


def seat_values(p, state, own_seats_only: bool = False) -> list[float]:
    """What the finished `state` is worth to each seat, in the game's payment units: a
    Strohmann's seat is worth what its person is paid (for the decisions made for it), or 0
    with `own_seats_only` (so that the seats' values add up to the settlement, for the match)."""
    settled = p.settle(state)
    if len(settled.payments) != state.n_seats and hasattr(p, "owner_of"):
        person = person_of(p, state)
        mine = [s if person[s] is not None and not (own_seats_only and s in p.dummies(state)) else None
                for s in range(state.n_seats)]
        return [float(settled.payments[person[s]]) if mine[s] is not None else 0.0
                for s in range(state.n_seats)]
    if p.key.startswith("whist"):
        pts = settled.points or {}
        parties = list(pts.get("trick_points", {}))
        if len(parties) == 2:
            score = [pts["trick_points"][x] + pts.get("honours", {}).get(x, 0) for x in parties]
            return [score[s % 2] - score[1 - s % 2] + settled.payments[s] for s in range(4)]
    n = state.n_seats
    if len(settled.payments) == n + 1:             # Kauflabet's Kasse: what stays in it is played
        share = settled.payments[n] / n            # for in the next deals, by all seats alike
        return [settled.payments[s] + share for s in range(n)]
    return [float(x) for x in settled.payments[:n]]
