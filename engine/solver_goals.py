"""The goals of the exact solver: what the goal's party tries to achieve, as an integer measure
summed over the tricks still to play — card points in thirds (`Points`), tricks (`Tricks`,
Volat), a card winning the last trick (`CardUltimo`: Pagat Ultimo, König Ultimo) and a card
captured (`Capture`: Mondfang, Pagatfang). Each says what a finished trick is worth (`gain`)
and bounds what is still possible from the solver's current node (`upper`, `lower`); `s` in
their methods is the searching `engine.solver.Solver`."""
from __future__ import annotations

from .core import ids_of


class Goal:
    """What `party` tries to achieve, as an integer measure summed over the tricks still to
    play. Subclasses say how much a finished trick is worth and bound what is still possible."""

    kind = ""
    special: frozenset[int] = frozenset()   # cards that must never be merged as equivalent
    counts_points = False                   # does a card's point value matter to the goal?

    def __init__(self, party: int):
        self.party = party

    def gain(self, s, cards: list[int], winner: int, last: bool) -> int:
        raise NotImplementedError

    def upper(self, s) -> int:
        """An upper bound on what is still possible from the current node."""
        raise NotImplementedError

    def lower(self, s) -> int:
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
