"""What one seat has seen of a Tarok deal, and deals sampled consistent with it.

A seat sees its own hand (and its own discard), every card played, the open talon (when the
declarer chose from it: Dreier, Rufer with talon), the Taroks discarded (they are shown, S. 15)
and, from the play, the suits a seat showed void: a seat that did not follow the suit led holds
none of it, and where one must trump, one that neither followed nor trumped holds no Tarok.
Not used as evidence (yet): the bidding, the announcements, and the finer inferences of a duty
to head the trick.

`sample_deal` fills the places the seat cannot see — the other hands, the other seats' discards
and an unseen talon — with the unknown cards, so that every constraint holds: voids, the talon
cards the declarer took (in his hand or his discard), no King or Tarok in a hidden discard
(Kings may not be discarded, Taroks discarded are shown). It places the most constrained card
first, at random among the places it may go, and starts again if it runs into a dead end.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import ids_of, mask_of, popcount, seat_of

HAND, HIDDEN = "hand", "hidden"


@dataclass
class View:
    """The unknowns of one seat's view: the cards whose place it does not know, and the places."""

    seat: int
    hands: list[int]                 # the cards known to lie in each hand (the own hand: all)
    unknown: int                     # cards whose place the seat does not know
    need: dict[tuple[str, int], int]  # place -> cards still to put there (hand of s, hidden pile)
    allowed: dict[tuple[str, int], int]  # place -> cards that may lie there
    void: list[int]                  # per seat: the cards it has shown it cannot hold


def played_mask(state) -> int:
    return mask_of(c for t in state.tricks for c in t.cards) | mask_of(state.trick)


def voids(p, state) -> list[int]:
    """Per seat, the cards of the suits it showed void in (by not following, or not trumping)."""
    out = [0] * state.n_seats
    if not p.must_follow:
        return out
    trump = p.trump_of(state)
    tricks = [(t.leader, t.cards) for t in state.tricks]
    if state.trick:
        tricks.append((state.leader, tuple(state.trick)))
    for leader, cards in tricks:
        led = p.suit[cards[0]]
        for i, c in enumerate(cards[1:], 1):
            if p.suit[c] == led:
                continue
            s = seat_of(p, state, leader, i)
            out[s] |= p.suit_mask[led]
            if p.must_trump and trump is not None and led != trump and p.suit[c] != trump:
                out[s] |= p.suit_mask[trump]
    return out


def view_of(p, state, seat: int) -> View:
    """What `seat` knows and does not know about where the cards lie, in the play phase."""
    n = state.n_seats
    full = (1 << len(p.pack)) - 1
    c = state.contract
    decl = c.get("declarer")
    bought = mask_of(c.get("bought") or [])
    talon_open = bool(bought)
    shown = mask_of(state.extra.get("shown_taroks") or [])
    known_out = played_mask(state) | state.hands[seat] | state.scat[seat] | shown
    if talon_open:
        known_out |= mask_of(state.talon) & ~bought
    unknown = full & ~known_out
    void = voids(p, state)
    hands = [0] * n
    hands[seat] = state.hands[seat]
    not_discardable = getattr(p, "KINGS", 0) | getattr(p, "TAROKS", 0)
    need, allowed = {}, {}
    for s in range(n):
        if s != seat and state.hands[s]:
            need[(HAND, s)] = popcount(state.hands[s])
            allowed[(HAND, s)] = unknown & ~void[s]
    for s in range(n):
        hidden = popcount(state.scat[s] & ~shown) if s != seat else 0
        if hidden:
            need[(HIDDEN, s)] = hidden
            allowed[(HIDDEN, s)] = unknown & ~not_discardable
    unseen_talon = popcount(unknown) - sum(need.values())     # a talon nobody has seen
    if unseen_talon:
        need[(HIDDEN, -1)] = unseen_talon
        allowed[(HIDDEN, -1)] = unknown & ~bought
    if decl is not None and decl != seat:
        for place in allowed:                     # the cards the declarer took stay with him
            if place[1] != decl:
                allowed[place] &= ~bought
    return View(seat, hands, unknown, need, allowed, void)


def sample_deal(view: View, rng: random.Random, tries: int = 200) -> list[int] | None:
    """The hands of one deal consistent with `view` (None if no consistent deal was found)."""
    cards = ids_of(view.unknown)
    places = list(view.need)
    options = {c: [pl for pl in places if view.allowed[pl] >> c & 1] for c in cards}
    order = sorted(cards, key=lambda c: len(options[c]))
    for _ in range(tries):
        room = dict(view.need)
        where = {}
        rng.shuffle(order)
        order.sort(key=lambda c: len(options[c]))
        for c in order:
            free = [pl for pl in options[c] if room[pl]]
            if not free:
                break
            pl = rng.choices(free, weights=[room[x] for x in free])[0]
            room[pl] -= 1
            where[c] = pl
        else:
            hands = list(view.hands)
            for c, (kind, s) in where.items():
                if kind == HAND:
                    hands[s] |= 1 << c
            return hands
    return None
