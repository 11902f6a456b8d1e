"""The position the exact solver searches: what it is given (`Position`), and how the solver
keeps it while it searches (`PositionKeeping`): the hands and the trick, the live cards and
points, who plays each card, the Strohmann talon packets still face down and face up."""
from __future__ import annotations

from dataclasses import dataclass, field

from .core import ids_of
from .solver_excuse import ExcuseState


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


class PositionKeeping:
    """The position's part of `engine.solver.Solver`: `load` sets up a position with empty
    tables (the solver's `__init__` has set the profile's card tables `suit`, `points` and the
    flag `fast`), `position` gives it back."""

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
