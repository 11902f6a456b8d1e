"""Exact double-dummy solver for the card play of Ulmann's Tarok variants.

All hands are open; two parties (the Spieler's and the Gegner's) play a zero-sum game over a
*goal*: card points (in thirds, so counting is additive), tricks (Volat), or a boolean event
(Pagat Ultimo, König Ultimo, Mondfang, Pagatfang). The primitive is a zero-window test

    reaches(need) -> bool     can the goal's party secure `need` more units from here?

on a transposition table (TT) kept at trick boundaries, which stores bounds on the remaining
value of a position. `value()` finds the exact value by bisection on that shared TT; `best_line()`
gives the principal variation. A node budget (and, if given, a time budget) makes every answer
honest: past it the solver raises
`SolverBudget` and callers report „unbekannt“.

Rules: the solver plays by the profile's own rules, and for Groß-Tarok and its kin settles the
Sküs as the profile's `excuse_rule` says (back to its owner, a payment card owed: `ExcuseState`
in the position). For profiles that use the core's standard
follow rules (follow suit, else trump, no obligation to overtrump or to head the trick) and the
standard trick winner it uses a bitmask fast path; `tests/engine/test_solver.py` checks on random
states that it agrees with the profile's `legal_cards` and `trick_winner` (and, for Strohmann-
Tarok, with its `after_trick` turning of talon packets). Any other profile goes through the
profile's methods directly.

Search enhancements (see ../shared/notes/solver_notes.md): TT at trick boundaries with bounded
memory; merging of equivalent cards (same holder, same suit, no live card of another hand, of a
talon packet or of the current trick between them, and the same point value when the goal counts
points; the cards of a side suit that nobody else holds merge across such suits; goal cards and
face-up packet cards never merge); point-bound cutoffs
(`need` above what is still on the table fails at once, and what the top trumps of one party
are sure to take); move ordering (TT move first, then cheap winners, smearing points onto a
partner's trick, low discards); the card that completes a trick reads the next position's TT
bounds inline, and legal-move lists are remembered per position of the other hands.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .core import Profile, State, best_card, ids_of
from .errors import RequestError

# --- the position ----------------------------------------------------------------------------


@dataclass
class Position:
    """What the solver needs: hands (bitmasks per seat), who leads the current trick, the cards
    already played to it, which party each seat belongs to (0 = Spieler's, 1 = Gegner's), and
    for Strohmann-Tarok the talon packets: per seat, per packet, the cards still face down, top
    first (the face-up card of a packet is part of the hand; `packet_open` names it)."""

    hands: list[int]
    leader: int
    party: list[int]
    trick: list[int] = field(default_factory=list)
    packets: list[list[list[int]]] | None = None
    packet_open: list[list[int | None]] | None = None
    excuse: "ExcuseState | None" = None

    @property
    def n_seats(self) -> int:
        return len(self.hands)


@dataclass(frozen=True)
class ExcuseState:
    """Where the Sküs of Groß-Tarok and its kin stands (the profile's `excuse_rule`): tricks
    played so far, a debt not yet paid (owner, creditor) and the seats that hold a payment card
    in their tricks (mask by seat)."""

    tricks_played: int = 0
    debt: tuple[int, int] | None = None
    pay_ready: int = 0

    @classmethod
    def of_state(cls, profile: Profile, state: State) -> "ExcuseState | None":
        rule = profile.excuse_rule
        if rule is None:
            return None
        debt = (state.extra.get("skues") or {}).get("debt")
        return cls(len(state.tricks), tuple(debt) if debt else None,
                   sum(1 << s for s, won in enumerate(state.won) if won & rule.payment))


class SolverBudget(Exception):
    """The node or time budget is used up: the answer is unknown. `reason` says which ran out,
    "nodes" or "time" (engine/search_budget.py); `nodes`: the nodes searched."""

    def __init__(self, nodes: int = 0, reason: str = "nodes"):
        super().__init__(nodes, reason)
        self.nodes, self.reason = nodes, reason


# --- goals -----------------------------------------------------------------------------------


class Goal:
    """What `party` tries to achieve, as an integer measure summed over the tricks still to
    play. Subclasses say how much a finished trick is worth and bound what is still possible."""

    kind = ""
    special: frozenset[int] = frozenset()   # cards that must never be merged as equivalent
    counts_points = False                   # does a card's point value matter to the goal?

    def __init__(self, party: int):
        self.party = party

    def gain(self, s: "Solver", cards: list[int], winner: int, last: bool) -> int:
        raise NotImplementedError

    def upper(self, s: "Solver") -> int:
        """An upper bound on what is still possible from the current node."""
        raise NotImplementedError

    def lower(self, s: "Solver") -> int:
        """What the party is sure to achieve from the current node (0 if nothing is sure)."""
        return 0

    def describe(self) -> dict:
        return {"kind": self.kind, "party": self.party}


class Points(Goal):
    """Card points in thirds („Lagen“ counting is additive in thirds, S. 16–18)."""

    kind = "points"
    counts_points = True

    def gain(self, s, cards, winner, last):
        if s.party[winner] != self.party:
            return 0
        pts = s.points
        return sum(pts[c] for c in cards)

    def upper(self, s):
        if s.excuse_open():
            return s.live_points + s.payment_points
        if s.trick:
            return s.live_points
        # at a trick boundary: what the other party is sure to take cannot be ours
        party, sure = s.sure_points()
        return s.live_points - sure if party != self.party else s.live_points

    def lower(self, s):
        if s.trick or s.excuse_open():
            return 0
        party, sure = s.sure_points()
        return sure if party == self.party else 0


class Tricks(Goal):
    """Tricks won (Volat: all of them)."""

    kind = "tricks"

    def gain(self, s, cards, winner, last):
        return 1 if s.party[winner] == self.party else 0

    def upper(self, s):
        return s.tricks_left


class CardUltimo(Goal):
    """The Pagat Ultimo: the card of `party` wins the last trick (S. 19). With `must_win=False`
    the König Ultimo of Königrufen: the called King falls in the last trick and `party` wins it
    (S. 52; as KoenigrufenTarok.outcome reads it)."""

    kind = "ultimo"

    def __init__(self, party: int, card: int, must_win: bool = True):
        super().__init__(party)
        self.card, self.must_win = card, must_win
        self.special = frozenset((card,))
        self._beats: int | None = None     # the trumps that beat the card (set on first use)

    def gain(self, s, cards, winner, last):
        if not last or self.card not in cards:
            return 0
        if not self.must_win:
            return 1 if s.party[winner] == self.party else 0
        owner = s.seat_in_trick(cards.index(self.card))
        return 1 if owner == winner and s.party[owner] == self.party else 0

    def upper(self, s):
        c = self.card
        if s.packets is None:
            if not s.live_mask >> c & 1:
                return 0                        # played in an earlier trick
            holder = s.holder[c]
            if not s.hands[holder] >> c & 1:    # in the current trick
                return 1 if s.tricks_left == 1 else 0
            if not self.must_win:
                return 1
            if s.party[holder] != self.party:
                return 0
            # another seat (even a partner) that holds nothing but trumps above the card plays one
            # of them in the last trick too, and the card cannot win it
            beats = self._beats
            if beats is None:
                beats = self._beats = 0 if s.trump is None else sum(
                    1 << t for t in ids_of(s.suit_mask[s.trump] & ~s.excuse_mask)
                    if s.power[t] > s.power[c])
            for seat, h in enumerate(s.hands):
                if h and seat != holder and not h & ~beats:
                    return 0
            return 1
        if c in s.trick:
            return 1 if s.tricks_left == 1 else 0
        for seat, h in enumerate(s.hands):
            if h >> c & 1:
                return 1 if not self.must_win or s.party[seat] == self.party else 0
        parties = (self.party,) if self.must_win else (0, 1)
        return int(any(c in p for party in parties for p in s.packet_cards_of_party(party)))

    def lower(self, s):
        # Sure at a trick boundary when the card's owner holds nothing but trumps and nobody else
        # holds one: each trick takes one of his other trumps (no duty to overtrump, S. 15), and in
        # the last trick his card is the only trump.
        if not self.must_win or s.packets is not None or s.trump is None:
            return 0
        c, trumps, hands = self.card, s.suit_mask[s.trump], s.hands
        owner = s.holder[c]
        if owner is None or not hands[owner] >> c & 1 or s.party[owner] != self.party \
                or hands[owner] & ~trumps:
            return 0
        return 0 if any(h & trumps for seat, h in enumerate(hands) if seat != owner) else 1

    def describe(self):
        return {**super().describe(), "card": self.card, "must_win": self.must_win}


class Capture(Goal):
    """`party` wins the trick in which the other party's `card` falls, optionally taking it
    with `taker` (Mondfang: the Mond caught by the Sküs, S. 85; Pagatfang)."""

    kind = "capture"

    def __init__(self, party: int, card: int, taker: int | None = None):
        super().__init__(party)
        self.card, self.taker = card, taker
        self.special = frozenset(c for c in (card, taker) if c is not None)

    def gain(self, s, cards, winner, last):
        if self.card not in cards:
            return 0
        owner = s.seat_in_trick(cards.index(self.card))
        if s.party[owner] == self.party or s.party[winner] != self.party:
            return 0
        if self.taker is not None:
            return 1 if self.taker in cards and s.seat_in_trick(cards.index(self.taker)) == winner else 0
        return 1

    def upper(self, s):
        live = s.live_mask | s.hidden_mask          # a card in a talon packet is still to come
        if not live >> self.card & 1:
            return 0
        if self.taker is not None and not live >> self.taker & 1:
            return 0
        return 1

    def describe(self):
        return {**super().describe(), "card": self.card, "taker": self.taker}


# --- the solver ------------------------------------------------------------------------------


def uses_fast_rules(profile: Profile) -> bool:
    """Does `profile` play by the core's standard follow rules and trick winner?"""
    return (profile.standard_follow and profile.standard_winner and not profile.must_head and not profile.must_overtrump and profile.must_follow
            and profile.must_trump and profile.trump_suit is not None)


def solvable(profile: Profile) -> bool:
    """Does the solver know how this profile's tricks are won and taken? It models the standard
    trick (the highest Tarok, else the highest card of the suit led, wins every card of it) and
    Strohmann-Tarok's talon packets, and the Sküs of Groß-Tarok and its kin, which never wins a
    trick and goes back to its owner (the profile's `excuse_rule`; its trick winner is the
    profile's own)."""
    if profile.excuse_rule is not None:
        return profile.tarok_pack and not profile.talon_packets
    return profile.tarok_pack and profile.standard_winner and (profile.standard_taking or profile.talon_packets)


class Solver:
    """Double-dummy search over one position and one goal.

    `budget` caps the nodes (cards played) of each call, `seconds` (None: no limit) its wall
    time; past either it raises SolverBudget. `tt_limit` caps the TT entries (the
    table is cleared when full, which costs speed, never correctness: about 0.3 GB per million
    entries in CPython; a clear in the middle of a search costs much, in Nr. 4 from the fifth
    card 44 % more nodes). The caches of move lists and sure points, cheap to refill, are
    cleared at CACHE_LIMIT entries."""

    CACHE_LIMIT = 1_500_000

    def __init__(self, profile: Profile, position: Position, goal: Goal, budget: int = 5_000_000,
                 tt_limit: int = 4_000_000, seconds: float | None = None):
        if not solvable(profile):
            raise RequestError(f"Der Löser rechnet nur Tarok-Spiele; „{profile.name}“ kennt er nicht.")
        self.profile, self.goal = profile, goal
        self.suit, self.power, self.points = profile.suit, profile.power, profile.points
        self.suit_mask = profile.suit_mask
        self.trump = profile.trump_suit
        self.fast = uses_fast_rules(profile)
        self.budget, self.seconds, self.tt_limit = budget, seconds, tt_limit
        # the Sküs (Groß-Tarok): never merged; its state changes only at trick ends
        self.excuse = profile.excuse_rule
        self.excuse_mask = 1 << self.excuse.card if self.excuse else 0
        self.payment_points = self.points[ids_of(self.excuse.payment)[0]] if self.excuse else 0
        self.special = goal.special | ({self.excuse.card} if self.excuse else frozenset())
        # merging assumes the standard rules (under a duty to head the trick, say, ranks that
        # are adjacent among the live cards still differ in what they allow)
        self._order_ok = self.fast and all(self._suit_ordered(s) for s in range(len(self.suit_mask)))
        self.plain_points = type(goal) is Points
        # cards merge only at equal points when points count; for tricks and single cards
        # (Volat, Ultimo, Mondfang) adjacent ranks of a suit are equivalent whatever they count
        self._merge_points = self.points if goal.counts_points else [0] * len(self.points)
        # leads: top trumps first, then the cheapest cards; follows sort by these keys
        self._lead_key = [(-self.power[c] if self.suit[c] == self.trump else 0, self.points[c])
                          for c in range(len(self.suit))]
        self._neg_points = [-p for p in self.points]
        self._neg_power = [-p for p in self.power]
        self.load(position)

    def load(self, position: Position) -> None:
        """Set up `position` with empty tables and no nodes counted (also to restore the position
        after a search that ran out of budget)."""
        self.n = position.n_seats
        self.hands = list(position.hands)
        self.leader = position.leader
        self.trick = list(position.trick)
        self.party = list(position.party)
        self.packets = [[list(p) for p in seat] for seat in position.packets] if position.packets else None
        self.packet_open = [list(o) for o in position.packet_open] if position.packet_open else None
        self.nodes, self._deadline = 0, None
        self.tt: dict = {}
        ex = position.excuse or ExcuseState()
        self.tricks_played, self.debt, self.pay_ready = ex.tricks_played, ex.debt, ex.pay_ready
        self._sure: dict[int, tuple[int, int]] = {}
        # who plays each card (without talon packets a card's holder never changes)
        self.holder: list[int | None] = [None] * len(self.suit)
        for seat, h in enumerate(self.hands):
            for c in ids_of(h):
                self.holder[c] = seat
        for i, c in enumerate(self.trick):
            self.holder[c] = (self.leader + i) % self.n
        self._merged: dict[tuple, list[int]] = {}
        self._recount()
        # the standard rules without talon packets: the search with moves made and unmade in place
        self.fast_search = self.fast and not self.packets

    # -- bookkeeping --
    def _suit_ordered(self, s: int) -> bool:
        """Are the cards of suit s listed highest first in the pack (power falls with the id)?"""
        ids = ids_of(self.suit_mask[s])
        return all(self.power[a] > self.power[b] for a, b in zip(ids, ids[1:]))

    def _recount(self) -> None:
        live = 0
        for h in self.hands:
            live |= h
        for c in self.trick:
            live |= 1 << c
        hidden = 0
        if self.packets:
            for seat in self.packets:
                for p in seat:
                    for c in p:
                        hidden |= 1 << c
        self.live_mask = live
        self.hidden_mask = hidden
        # the face-up packet cards, and the packet each one lies on
        self.open_at = {c: (seat, i) for seat, row in enumerate(self.packet_open or [])
                        for i, c in enumerate(row) if c is not None}
        self.open_mask = sum(1 << c for c in self.open_at)
        self.live_points = sum(self.points[c] for c in ids_of(live | hidden))
        cards = bin(live | hidden).count("1")
        self.tricks_left = -(-cards // self.n)

    def sure_points(self) -> tuple[int, int]:
        """(party, points) that party is sure to take from a trick boundary on. The top live
        trumps held by one party (k cards, at most t of them in one seat) win every trick they
        fall in: the party takes their points, and the t tricks of that seat hold n − 1 further
        cards of at least ⅓ each, of which at most k − t are the party's other top trumps.
        Remembered per position (no bound with talon packets, whose cards are still to come)."""
        key = self.live_mask
        sure = self._sure.get(key)
        if sure is not None:
            return sure
        sure = (0, 0)
        trumps = key & self.suit_mask[self.trump] if self.trump is not None and not self.packets else 0
        if trumps:
            holder, party, points = self.holder, self.party, self.points
            owner = None
            pts, counts = 0, [0] * self.n
            while trumps:
                c = trumps & -trumps               # the highest live trump (ids fall with power)
                seat = holder[c.bit_length() - 1]
                if owner is None:
                    owner = party[seat]
                elif party[seat] != owner:
                    break
                pts += points[c.bit_length() - 1]
                counts[seat] += 1
                trumps ^= c
            t, k = max(counts), sum(counts)
            sure = (owner, pts + (self.n - 1) * t - (k - t))
        if len(self._sure) >= self.CACHE_LIMIT:
            self._sure.clear()
        self._sure[key] = sure
        return sure

    def seat_in_trick(self, i: int) -> int:
        return (self.leader + i) % self.n

    def packet_cards_of_party(self, party: int) -> list[list[int]]:
        return [p for seat, packets in enumerate(self.packets or []) if self.party[seat] == party
                for p in packets]

    def turn(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    def position(self) -> Position:
        return Position(list(self.hands), self.leader, list(self.party), list(self.trick),
                        [[list(p) for p in seat] for seat in self.packets] if self.packets else None,
                        [list(o) for o in self.packet_open] if self.packet_open else None,
                        ExcuseState(self.tricks_played, self.debt, self.pay_ready) if self.excuse else None)

    def excuse_open(self) -> bool:
        """Can the Sküs still move points (live, or a debt unpaid)?"""
        return self.excuse is not None and (self.debt is not None or bool(self.live_mask & self.excuse_mask))

    def _excuse_tag(self):
        """The Sküs's state as far as the rest of the game depends on it (for the TT key)."""
        if self.debt is not None:
            return self.debt
        if self.live_mask & self.excuse_mask:
            return self.pay_ready >> self.holder[self.excuse.card] & 1
        return None

    def _settle_excuse(self, cards: list[int], winner: int, gone: int) -> int:
        """After a trick: the Sküs goes back to its owner, who owes the winner a payment card,
        paid once he has one (S. 157). Returns what this moves to the goal's party."""
        rule, party, me = self.excuse, self.party, self.goal.party
        self.tricks_played += 1
        if gone & rule.payment:
            self.pay_ready |= 1 << winner
        moved = 0
        if rule.card in cards and self.tricks_played <= rule.last_trick:
            owner = self.seat_in_trick(cards.index(rule.card))
            if owner != winner:
                moved += ((party[owner] == me) - (party[winner] == me)) * self.points[rule.card]
                self.debt = (owner, winner)
        if self.debt is not None and self.pay_ready >> self.debt[0] & 1:
            owner, creditor = self.debt
            moved += ((party[creditor] == me) - (party[owner] == me)) * self.payment_points
            self.debt = None
        return moved if self.goal.counts_points else 0

    # -- rules --
    def legal(self, seat: int) -> int:
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            return hand
        if self.fast:
            same = hand & self.suit_mask[self.suit[trick[0]]]
            if same:
                return same
            trumps = hand & self.suit_mask[self.trump]
            return trumps or hand
        return self.profile.legal_cards(self._state_for(seat), seat)

    def winner_index(self, cards: list[int]) -> int:
        if self.fast:
            return best_card(cards, self.suit, self.power, self.trump)
        return self.profile.trick_winner(self._state_for(self.leader), self.leader, tuple(cards))

    def _state_for(self, seat: int) -> State:
        st = State(self.profile.key, self.n, list(self.hands))
        st.trick, st.leader, st.turn = list(self.trick), self.leader, seat
        return st

    # -- making and unmaking moves --
    def play(self, card: int):
        """Play `card` for the seat to move; returns undo data."""
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] &= ~(1 << card)
        self.trick.append(card)
        if len(self.trick) < self.n:
            return None
        cards = self.trick
        w = (self.leader + self.winner_index(cards)) % self.n
        pts = gone = 0
        for c in cards:
            pts += self.points[c]
            gone |= 1 << c
        self.live_mask &= ~gone
        turned = self._turn_packets(gone & self.open_mask) if gone & self.open_mask else None
        self.live_points -= pts
        self.tricks_left -= 1
        last = self.tricks_left == 0
        gain = self.goal.gain(self, cards, w, last)
        excuse = None
        if self.excuse is not None:
            excuse = (self.tricks_played, self.debt, self.pay_ready)
            gain += self._settle_excuse(cards, w, gone)
        undo = (self.leader, cards, gain, pts, turned, excuse)
        self.trick = []
        self.leader = w
        return undo

    def unplay(self, card: int, undo) -> None:
        if undo is None:
            self.trick.pop()
        else:
            leader, cards, gain, pts, turned, excuse = undo
            if turned:
                self._unturn_packets(turned)
            if excuse is not None:
                self.tricks_played, self.debt, self.pay_ready = excuse
            self.leader = leader
            self.trick = cards
            cards.pop()
            for c in cards:
                self.live_mask |= 1 << c
            self.live_mask |= 1 << card
            self.live_points += pts
            self.tricks_left += 1
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] |= 1 << card

    def _turn_packets(self, played: int) -> list:
        """Strohmann-Tarok (S. 70–71): a played face-up packet card (`played`, a mask) uncovers
        the next one; Taroks and Kings go into the hand and the next card is turned."""
        turned = []
        kings_taroks = self.profile.KINGS | self.profile.TAROKS
        while played:
            bit = played & -played
            played ^= bit
            open_card = bit.bit_length() - 1
            seat, i = self.open_at.pop(open_card)
            packet = self.packets[seat][i]
            taken = []
            new_open = None
            while packet:
                c = packet.pop(0)
                taken.append(c)
                self.hands[seat] |= 1 << c
                self.live_mask |= 1 << c
                self.hidden_mask &= ~(1 << c)
                if not kings_taroks >> c & 1:
                    new_open = c
                    break
            self.packet_open[seat][i] = new_open
            self.open_mask ^= bit
            if new_open is not None:
                self.open_mask |= 1 << new_open
                self.open_at[new_open] = (seat, i)
            turned.append((seat, i, open_card, taken))
        return turned

    def _unturn_packets(self, turned: list) -> None:
        for seat, i, open_card, taken in reversed(turned):
            packet = self.packets[seat][i]
            for c in reversed(taken):
                packet.insert(0, c)
                self.hands[seat] &= ~(1 << c)
                self.live_mask &= ~(1 << c)
                self.hidden_mask |= 1 << c
            new_open = self.packet_open[seat][i]
            if new_open is not None:
                self.open_mask ^= 1 << new_open
                del self.open_at[new_open]
            self.open_mask |= 1 << open_card
            self.open_at[open_card] = (seat, i)
            self.packet_open[seat][i] = open_card

    # -- move generation --
    def moves(self, seat: int, w_card: int | None = None, w_seat: int = 0) -> list[int]:
        """Legal cards of `seat`, one representative per class of equivalent cards, ordered.
        `w_card`, held by `w_seat`, wins the trick so far (found here if not given). The classes
        and their order depend only on the legal cards, the live cards of the other hands (in
        the legal cards' suit, if they are all of one suit) and what the trick asks for, so
        they are remembered per key."""
        trick = self.trick
        hand = self.hands[seat]
        legal = self.legal(seat)
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        # cards of other suits never decide whether two legal cards are equivalent
        one_suit = self.suit_mask[self.suit[(legal & -legal).bit_length() - 1]]
        others = (self.live_mask & ~hand) | self.hidden_mask     # the trick's cards are live
        if not legal & ~one_suit:
            others &= one_suit
        if trick:
            if w_card is None:
                wi = self.winner_index(trick)
                w_card, w_seat = trick[wi], (self.leader + wi) % self.n
            key = (legal, others, self.open_mask, w_card, self.party[w_seat] == self.party[seat],
                   len(trick) == self.n - 1, self.suit[trick[0]])
            if self._order_ok and len(trick) < self.n - 1:     # the middle: the later hands count
                key += (seat, self.leader, tuple(self.hands))
        else:
            key = (legal, others, self.open_mask)
        cards = self._merged.get(key)
        if cards is None:
            cards = ids_of(legal)
            if self._order_ok:
                cards = self._merge_equivalent(others, cards)
            if not trick:
                cards.sort(key=self._lead_key.__getitem__)
            elif len(cards) > 1 and len(key) > 7:
                cards = self._order_middle(seat, cards, *key[3:7])
            elif len(cards) > 1:
                cards = self._order_follow(cards, *key[3:])
            if len(self._merged) >= self.CACHE_LIMIT:
                self._merged.clear()
            self._merged[key] = cards
        return cards

    def _merge_equivalent(self, others: int, cards: list[int]) -> list[int]:
        suit, pts, suit_mask = self.suit, self._merge_points, self.suit_mask
        # never merged: the goal's own cards, and a face-up packet card (playing it turns the
        # packet, playing a hand card does not)
        keep = self.open_mask
        for c in self.special:
            keep |= 1 << c
        out: list[int] = []
        solo: dict[int, int] = {}      # points -> the card that represents them in solo suits
        for c in cards:
            s = suit[c]
            if keep >> c & 1:
                pass
            elif s != self.trump and not others & suit_mask[s]:
                # a side suit no other hand (nor the trick) holds: nobody can follow it, so its
                # cards never meet another card of their suit; only their points matter, in
                # whichever such suit they are
                if pts[c] in solo:
                    continue
                solo[pts[c]] = c
            elif out:
                prev = out[-1]
                if (suit[c] == suit[prev] and pts[c] == pts[prev] and not keep >> prev & 1
                        and not (others >> (prev + 1)) & ((1 << (c - prev - 1)) - 1)):
                    continue            # prev represents c: nothing of another hand lies between
            out.append(c)
        return out

    def _seat_beats(self, o: int, card: int, led: int) -> bool:
        """Can `o`, still to play in this trick, beat `card` (the trick's best so far) under the
        standard duties (follow suit if it can, else trump)?"""
        h, power, sc = self.hands[o], self.power, self.suit[card]
        same = h & self.suit_mask[led]
        if same:
            return sc == led and any(power[c] > power[card] for c in ids_of(same))
        trumps = h & self.suit_mask[self.trump]
        return bool(trumps) and (sc != self.trump or any(power[c] > power[card] for c in ids_of(trumps)))

    def _later_beats(self, seat: int, card: int, led: int, partner_only: bool = False) -> bool:
        """Can a seat of the other party still to play beat `card`? With `partner_only`: do only
        partners follow, one of whom can?"""
        later = [(self.leader + k) % self.n for k in range(len(self.trick) + 1, self.n)]
        mine = [o for o in later if (self.party[o] == self.party[seat]) == partner_only]
        if partner_only and len(mine) < len(later):
            return False
        return any(self._seat_beats(o, card, led) for o in mine)

    def _order_middle(self, seat: int, cards: list[int], w_card: int, partner_wins: bool, last: bool,
                      led: int) -> list[int]:
        """A seat in the middle of a trick (the standard duties): if its party takes the trick
        anyway (a partner's card no later opponent can beat, or only partners to follow, one of
        whom can beat the best card), the cards that do not win, most points first, then the
        winners; else the winners no later opponent can beat, most points first (then the
        cheapest), the other winners, then the rest, fewest points first; at equal points the
        lowest card first (as the core)."""
        pts, power, suit, trump = self.points, self.power, self.suit, self.trump
        w_suit, w_power = suit[w_card], power[w_card]
        smear = (not self._later_beats(seat, w_card, led) if partner_wins
                 else self._later_beats(seat, w_card, led, partner_only=True))
        sure, other, lose = [], [], []
        for c in cards:
            sc = suit[c]
            if not ((power[c] > w_power) if sc == w_suit else (sc == trump and w_suit != trump)):
                lose.append(c)
            elif not self._later_beats(seat, c, led):
                sure.append(c)
            else:
                other.append(c)
        sure.sort(key=lambda c: (-pts[c], power[c]))
        lose.sort(key=lambda c: (-pts[c] if smear else pts[c], power[c]))
        return lose + sure + other if smear else sure + other + lose

    def _order_follow(self, cards: list[int], w_card: int, partner_wins: bool, last: bool,
                      led: int) -> list[int]:
        """Follows ordered by what the trick so far asks for: `w_card` wins it, held by the
        mover's partner or not; `last`: the mover completes the trick of the `led` suit."""
        pts, power, suit = self.points, self.power, self.suit
        less = self._neg_points.__getitem__
        if partner_wins and last:
            return sorted(cards, key=less)                       # smear onto the partner's trick
        w_suit, w_power, trump = suit[w_card], power[w_card], self.trump
        win, lose = [], []
        for c in cards:
            sc = suit[c]
            if (power[c] > w_power) if sc == w_suit else (sc == trump and w_suit != trump):
                win.append(c)
            else:
                lose.append(c)
        if partner_wins:
            lose.sort(key=less)
            win.sort(key=power.__getitem__)
            return lose + win
        if last:
            # take it with the cheapest winner, else throw the least (the lowest at equal points)
            win.sort(key=lambda c: (power[c] if suit[c] != led else 0, -pts[c]))
            lose.sort(key=lambda c: (pts[c], power[c]))
            return win + lose
        win.sort(key=self._neg_power.__getitem__)
        lose.sort(key=pts.__getitem__)
        return win + lose

    # -- search --
    def reaches(self, need: int) -> bool:
        """Can the goal's party secure `need` more units from the current node?"""
        self.nodes = 0
        return self._guarded(self._search, need)

    def _guarded(self, fn, *args):
        """Run a search; if the budget runs out, restore the position before re-raising."""
        saved = self.position()
        self._start_clock()
        try:
            return fn(*args)
        except SolverBudget:
            self.load(saved)
            raise

    def _start_clock(self) -> None:
        self._deadline = None if self.seconds is None else time.monotonic() + self.seconds

    def _past_deadline(self) -> bool:
        return self._deadline is not None and time.monotonic() > self._deadline

    def _out_of_budget(self) -> SolverBudget:
        """The search's stop: past the node budget, or (with nodes left) past the time."""
        return SolverBudget(self.nodes, "nodes" if self.nodes > self.budget else "time")

    def _ms_left(self) -> float:
        """Milliseconds left of the time budget (0: none; a tiny amount once it has passed)."""
        if self._deadline is None:
            return 0.0
        return max(1e-3, 1000 * (self._deadline - time.monotonic()))

    def _key(self):
        # the packets' state follows from which of their cards are still face down: each packet
        # is turned from the top, and its face-up card is the last card turned that stays open
        return (*self.hands, self.leader, self.hidden_mask, self._excuse_tag() if self.excuse else None)

    def _search(self, need: int) -> bool:
        return (self._mt_fast(need) if self.fast_search else self._mt(need)) >= need

    def _mt(self, gamma: int) -> int:
        """Fail-soft zero-window search („memory-enhanced test“): the units the goal's party
        secures from here, as a bound — a result g ≥ gamma is a lower bound of the true value,
        g < gamma an upper bound. The TT keeps the tightest bounds found, so a position reached
        again with other points already banked (another `gamma`) is often decided at once."""
        goal = self.goal
        upper = goal.upper(self)
        if upper < gamma:
            return upper
        trick = self.trick
        if not trick:
            lower = goal.lower(self)
            if lower >= gamma:
                return lower
        if gamma <= 0 and upper <= 0:
            return 0
        if self.tricks_left == 0:
            return 0
        key = best = None
        lo, hi = 0, upper
        if not trick:
            key = self._key()
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, best = entry
                if lo >= gamma:
                    return lo
                if hi < gamma:
                    return hi
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        seat = (self.leader + len(trick)) % self.n
        maximize = self.party[seat] == goal.party
        moves = self.moves(seat)
        if best is not None and best in moves and moves[0] != best:
            moves = [best] + [c for c in moves if c != best]     # never mutate: lists are shared
        g = -1 if maximize else 1 << 30
        chosen = moves[0]
        for card in moves:
            undo = self.play(card)
            gain = undo[2] if undo is not None else 0
            v = gain + self._mt(gamma - gain)
            self.unplay(card, undo)
            if maximize:
                if v > g:
                    g, chosen = v, card
                    if g >= gamma:
                        break
            elif v < g:
                g, chosen = v, card
                if g < gamma:
                    break
        if key is not None:
            self._store(key, g, gamma, lo, hi, chosen)
        return g

    def _store(self, key, g: int, gamma: int, lo: int, hi: int, chosen: int) -> None:
        """Narrow the transposition table's bounds of `key` by a fail-high or fail-low result."""
        if g >= gamma:
            lo = max(lo, g)
        else:
            hi = min(hi, g)
        if len(self.tt) >= self.tt_limit:
            self.tt.clear()
        self.tt[key] = (lo, hi, chosen)

    def _mt_fast(self, gamma: int, w_card: int = -1, w_seat: int = 0) -> int:
        """`_mt` for the standard rules without talon packets, with the moves made and unmade
        inline (the hot path of every search). `w_card`, held by `w_seat`, wins the trick so
        far (-1: not known yet)."""
        goal = self.goal
        trick = self.trick
        if not self.plain_points:
            upper = goal.upper(self)
            if upper < gamma:
                return upper
        elif trick:
            upper = self.live_points
            if upper < gamma:
                return upper
        else:                       # Points.upper and Points.lower, inline
            party, sure = self._sure.get(self.live_mask) or self.sure_points()
            upper = self.live_points - sure if party != goal.party else self.live_points
            if upper < gamma:
                return upper
        key = best = None
        lo, hi = 0, upper
        if not trick:
            if self.tricks_left == 0:
                return 0
            lower = goal.lower(self) if not self.plain_points else sure if party == goal.party else 0
            if lower >= gamma:
                return lower
            key = (*self.hands, self.leader)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, best = entry
                if lo >= gamma:
                    return lo
                if hi < gamma:
                    return hi
        elif w_card < 0:
            wi = best_card(trick, self.suit, self.power, self.trump)
            w_card, w_seat = trick[wi], (self.leader + wi) % self.n
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        n = self.n
        leader = self.leader
        seat = (leader + len(trick)) % n
        maximize = self.party[seat] == goal.party
        moves = self.moves(seat, w_card, w_seat) if trick else self.moves(seat)
        if best is not None and best in moves and moves[0] != best:
            moves = [best] + [c for c in moves if c != best]     # never mutate: lists are shared
        hands = self.hands
        suit, power, trump = self.suit, self.power, self.trump
        g = -1 if maximize else 1 << 30
        chosen = moves[0]
        if trick:
            w_suit, w_power = suit[w_card], power[w_card]
            trumped = w_suit == trump
        completes = len(trick) == n - 1
        if completes:
            points = self.points
            plain_points = self.plain_points
            goal_party, party = goal.party, self.party
            tt = self.tt
            t_pts = t_gone = 0
            for c in trick:
                t_pts += points[c]
                t_gone |= 1 << c
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            if not trick:
                trick.append(card)
                v = self._mt_fast(gamma, card, seat)
                trick.pop()
            else:
                sc = suit[card]
                wins = (power[card] > w_power) if sc == w_suit else (sc == trump and not trumped)
                if not completes:
                    trick.append(card)
                    v = self._mt_fast(gamma, card, seat) if wins else self._mt_fast(gamma, w_card, w_seat)
                    trick.pop()
                else:
                    w = seat if wins else w_seat
                    pts = t_pts + points[card]
                    gone = t_gone | bit
                    self.live_mask &= ~gone
                    self.live_points -= pts
                    self.tricks_left -= 1
                    if plain_points:
                        gain = pts if party[w] == goal_party else 0
                    else:
                        gain = goal.gain(self, trick + [card], w, self.tricks_left == 0)
                    # the next trick's position is often in the TT already: decide it without a call
                    entry = tt.get((*hands, w)) if self.tricks_left else None
                    if entry is not None and (entry[0] >= gamma - gain or entry[1] < gamma - gain):
                        v = gain + (entry[0] if entry[0] >= gamma - gain else entry[1])
                    else:
                        self.leader = w
                        self.trick = []
                        v = gain + self._mt_fast(gamma - gain)
                        self.trick = trick
                        self.leader = leader
                    self.live_mask |= gone
                    self.live_points += pts
                    self.tricks_left += 1
            hands[seat] ^= bit
            if maximize:
                if v > g:
                    g, chosen = v, card
                    if g >= gamma:
                        break
            elif v < g:
                g, chosen = v, card
                if g < gamma:
                    break
        if key is not None:
            self._store(key, g, gamma, lo, hi, chosen)
        return g

    def value(self) -> int:
        """The exact value (units the goal's party secures from here) by bisection on one TT."""
        return self._guarded(self._value)

    def _value(self) -> int:
        self.nodes = 0
        lo, hi = 0, self.goal.upper(self)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._search(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo

    def best_line(self, value: int) -> list[tuple[int, int]]:
        """A principal variation [(seat, card), …] that keeps the exact `value` to the end."""
        line: list[tuple[int, int]] = []
        undos = []
        self._start_clock()
        need = value
        while self.tricks_left > 0 and any(self.hands):
            seat = (self.leader + len(self.trick)) % self.n
            maximize = self.party[seat] == self.goal.party
            chosen = None
            for card in self.moves(seat):
                undo = self.play(card)
                gain = undo[2] if undo is not None else 0
                keeps = self._search(need - gain) if maximize else not self._search(need - gain + 1)
                if keeps:
                    chosen, need = card, need - gain
                    undos.append((card, undo))
                    break
                self.unplay(card, undo)
            if chosen is None:                      # cannot happen for an exact value
                raise RuntimeError("principal variation lost the value")
            line.append((seat, chosen))
        for card, undo in reversed(undos):
            self.unplay(card, undo)
        return line

    def move_values(self) -> dict[int, int]:
        """The exact value after each legal card of the seat to move (merged cards included)."""
        seat = (self.leader + len(self.trick)) % self.n
        out = {}
        for card in ids_of(self.legal(seat)):
            undo = self.play(card)
            gain = undo[2] if undo is not None else 0
            out[card] = gain + self.value()
            self.unplay(card, undo)
        return out


# --- plain minimax: the reference the tests compare the solver with ---------------------------


def minimax(profile: Profile, position: Position, goal: Goal) -> int:
    """The exact value by exhaustive search through the profile's own rules (no TT, no
    merging, no cutoffs): slow, for small positions only."""
    s = Solver(profile, position, goal)
    s.fast = False
    s._order_ok = False

    def rec() -> int:
        if s.tricks_left == 0 or not any(s.hands):
            return 0
        seat = (s.leader + len(s.trick)) % s.n
        values = []
        for card in ids_of(s.profile.legal_cards(s._state_for(seat), seat)):
            undo = s.play(card)
            values.append((undo[2] if undo is not None else 0) + rec())
            s.unplay(card, undo)
        return max(values) if s.party[seat] == goal.party else min(values)

    return rec()
