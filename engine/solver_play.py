"""The rules of the trick in the exact solver, and playing and taking back a card
(`CardPlay`). Under the core's standard follow rules and trick winner (`fast`) the legal cards
and the winner come from bitmasks; any other profile is asked through its own `legal_cards` and
`trick_winner`. A completed trick moves its points out of play, turns Strohmann talon packets
(S. 70–71) and settles the Sküs (engine/solver_excuse.py)."""
from __future__ import annotations

from .core import State, best_card


class CardPlay:
    """The play's part of `engine.solver.Solver`: `play` and `unplay` make and unmake a move on
    the position that `PositionKeeping` keeps; `play` returns the undo data, None while the
    trick is not complete, else `(leader, cards, gain, points, turned packets, Sküs state)`
    with `gain` what the trick gives the goal."""

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
