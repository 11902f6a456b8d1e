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

from ..core import PLAY, ids_of, mask_of, popcount, seat_of
from ..record import Record
from ..tarok.state import TALON

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
    decl = p.declarer_of(state)
    taken, left = p.talon_taken(state)
    rest = mask_of(left)
    # the talon was turned up (a part taken, the rest left open); not so where nobody chose
    # from it (Solo: the rest stays hidden) or everybody bought from it (Paskiewitsch, S. 82–83)
    talon_open = bool(rest) and bool(taken)
    bought = mask_of(taken) if talon_open or decl == seat else 0
    shown = mask_of(p.shown_cards(state))
    known_out = played_mask(state) | state.hands[seat] | state.scat[seat] | shown
    if talon_open:
        known_out |= rest
    if state.phase == TALON:                       # the talon lies open to be chosen from
        known_out |= mask_of(state.talon)
    hands = [0] * n
    hands[seat] = state.hands[seat]
    for s, mask in known_in_hands(p, state, seat).items():
        hands[s] |= mask
        known_out |= mask
    unknown = full & ~known_out
    void = voids(p, state)
    not_discardable = getattr(p, "KINGS", 0) | getattr(p, "TAROKS", 0)
    need, allowed = {}, {}
    for s in range(n):
        if s != seat and state.hands[s] & ~hands[s]:
            need[(HAND, s)] = popcount(state.hands[s] & ~hands[s])
            allowed[(HAND, s)] = unknown & ~void[s]
    in_a_hand = offered_from_hands(p, state, seat)
    for s in range(n):
        hidden = popcount(state.scat[s] & ~shown) if s != seat else 0
        if hidden:
            need[(HIDDEN, s)] = hidden
            allowed[(HIDDEN, s)] = unknown & ~not_discardable & ~in_a_hand
    unseen_talon = popcount(unknown) - sum(need.values())     # a talon nobody has seen
    if unseen_talon:
        need[(HIDDEN, -1)] = unseen_talon
        allowed[(HIDDEN, -1)] = unknown & ~bought & ~in_a_hand
    if decl is not None and decl != seat:
        for place in allowed:                     # the cards the declarer took stay with him
            if place[1] != decl:
                allowed[place] &= ~bought
    for card, s in p.cards_announced(state).items():   # who announces Pagat Ultimo holds the Pagat
        if unknown >> card & 1 and (HAND, s) in allowed:
            for place in allowed:
                if place != (HAND, s):
                    allowed[place] &= ~(1 << card)
    return View(seat, hands, unknown, need, allowed, void)


def known_in_hands(p, state, seat: int) -> dict[int, int]:
    """Seat -> cards `seat` knows to lie in that other hand, from an exchange (L'Hombre's
    Fordern, Unter Vieren's demanded card): the card demanded lies with its taker (it was
    demanded openly), and the taker knows where each card he gave back went."""
    out: dict[int, int] = {}
    demanded = p.cards_demanded(state)
    decl = p.declarer_of(state)
    if not demanded or decl is None:
        return out
    if decl != seat:
        taken = mask_of(demanded) & state.hands[decl]
        if taken:
            out[decl] = taken
    else:
        given = mask_of(a.arg for a in state.log if a.kind == "give" and a.seat == seat)
        for s in range(state.n_seats):
            if s != seat and state.hands[s] & given:
                out[s] = state.hands[s] & given
    return out


def offered_from_hands(p, state, seat: int) -> int:
    """The cards `seat`'s own choices now name as lying in another hand: a card it may demand
    (Unter Vieren, S. 163; L'Hombre's Fordern) lies in a hand, not in a discard or the talon —
    the choices offered to the seat are part of what it has seen."""
    if state.phase == PLAY or state.turn != seat:
        return 0
    return mask_of(a.arg for a in p.actions(state) if a.kind == "demand" and isinstance(a.arg, int))


def sample_deal(view: View, rng: random.Random, tries: int = 200) -> list[int] | None:
    """The hands of one deal consistent with `view` (None if no consistent deal was found)."""
    where = sample_places(view, rng, tries)
    if where is None:
        return None
    hands = list(view.hands)
    for (kind, s), mask in where.items():
        if kind == HAND:
            hands[s] |= mask
    return hands


def sample_places(view: View, rng: random.Random, tries: int = 200) -> dict | None:
    """Place -> the unknown cards put there, consistent with `view` (None if none was found)."""
    if any(n < 0 for n in view.need.values()):
        return None
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
            out = dict.fromkeys(places, 0)
            for c, pl in where.items():
                out[pl] |= 1 << c
            return out
    return None


def true_places(state, view: View) -> dict:
    """Place -> the unknown cards that really lie there (to carry a sample over to a state)."""
    out = {}
    in_hands_or_piles = 0
    for kind, s in view.need:
        if s >= 0:
            mask = (state.hands[s] if kind == HAND else state.scat[s]) & view.unknown
            out[(kind, s)] = mask
            in_hands_or_piles |= mask
    if (HIDDEN, -1) in view.need:
        out[(HIDDEN, -1)] = view.unknown & ~in_hands_or_piles
    return out


def bid_strength_ok(p, state, seat: int, where: dict) -> bool:
    """The bidding as evidence: a seat that declared a game (not only passed) holds at least an
    average share of the Taroks (counting those it has played already)."""
    taroks = getattr(p, "TAROKS", 0)
    if not taroks:
        return True
    bidders = {a.seat for a in state.log if a.kind in ("bid", "hold") and a.seat != seat}
    if not bidders:
        return True
    played_by = [0] * state.n_seats
    for t in state.tricks:
        for i, c in enumerate(t.cards):
            played_by[seat_of(p, state, t.leader, i)] |= 1 << c
    for i, c in enumerate(state.trick):
        played_by[seat_of(p, state, state.leader, i)] |= 1 << c
    average = p.hand_size * popcount(taroks) // len(p.pack)
    return all(popcount(taroks & (where.get((HAND, s), 0) | played_by[s])) >= average
               for s in bidders if (HAND, s) in where)


def determinize(p, state, seat: int, rng: random.Random, tries: int = 12):
    """A copy of `state` in which the cards `seat` cannot place are dealt anew, consistent with
    its view and, where a deal allows it, with the bidding (`bid_strength_ok`); None if no
    consistent deal was found. Every list of card ids in the state follows the new deal."""
    view = view_of(p, state, seat)
    where = None
    for _ in range(tries):
        sample = sample_places(view, rng)
        if sample is None:
            break
        where = sample
        if bid_strength_ok(p, state, seat, sample):
            break
    if where is None:
        return None
    sigma = {}
    for place, mask in true_places(state, view).items():
        new = ids_of(where[place])
        rng.shuffle(new)
        sigma.update(zip(ids_of(mask), new))
    return remapped(p, state, sigma)


def remapped(p, state, sigma: dict):
    """`state` with every card id `c` replaced by `sigma.get(c, c)` where cards lie unseen (the
    hands, the discards, the talon, and the contract's and further data's keys declared to hold
    cards, `record.Key(cards=…)`); where the called card was dealt anew, its new holder is the
    declarer's partner (`Profile.called_card_dealt`)."""
    if not sigma:
        return state.copy()
    called = p.called_card(state)

    def m(mask: int) -> int:
        keep, add = mask, 0
        for c in ids_of(mask):
            if c in sigma:
                keep &= ~(1 << c)
                add |= 1 << sigma[c]
        return keep | add

    def change(c: int) -> int:
        return sigma.get(c, c)

    def ml(cards):
        return [change(c) for c in cards]

    new = state.copy()
    new.hands = [m(h) for h in state.hands]
    new.scat = [m(h) for h in state.scat]
    new.talon = ml(state.talon)
    for data in (new.contract, new.extra):         # a record's keys that hold cards; a plain dict has none
        if isinstance(data, Record):
            data.cards_mapped(change)
    if called is not None and called in sigma:     # in this deal, the called card's holder is the partner
        holder = next((s for s, h in enumerate(new.hands) if h >> called & 1), None)
        p.called_card_dealt(new, holder)
    if state.dealt:
        new.dealt = {k: ([ml(h) for h in v] if k == "hands" else ml(v) if isinstance(v, list) else v)
                     for k, v in state.dealt.items()}
    return new

