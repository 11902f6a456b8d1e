"""The hot path of the exact solver: the zero-window search of engine/solver_search.py for the
standard rules without talon packets, with moves made and unmade inline, the bounds of the
points goal inline, and the card that completes a trick reading the next position's
transposition-table bounds without a call."""
from __future__ import annotations

from .core import best_card


class FastSearch:
    """The fast path's part of `engine.solver.Solver` (`_mt_fast`, called by `_search` when the
    solver's `fast_search` is set). Its table entries are keyed by the hands and the leader
    alone, which is all a position holds under these rules."""

    def _mt_fast(self, gamma: int, w_card: int = -1, w_seat: int = 0) -> int:
        """`_mt` for the standard rules without talon packets, with the moves made and unmade
        inline (the hot path of every search). `w_card`, held by `w_seat`, wins the trick so
        far (-1: not known yet). The search is split by the seat to move: the lead
        (`_fast_lead`: the bounds, the table's probe and store), a seat inside the trick
        (`_fast_follow`), the seat that completes it (`_fast_last`); they call each other
        directly, so that a node is still one call."""
        trick = self.trick
        if not trick:
            return self._fast_lead(gamma)
        if w_card < 0:
            wi = best_card(trick, self.suit, self.power, self.trump)
            w_card, w_seat = trick[wi], (self.leader + wi) % self.n
        if len(trick) == self.n - 1:
            return self._fast_last(gamma, w_card, w_seat)
        return self._fast_follow(gamma, w_card, w_seat)

    def _fast_lead(self, gamma: int) -> int:
        """A node where a trick is to be led: the goal's bounds, the table's probe, the moves
        (the table's best first), the table's store."""
        goal = self.goal
        if not self.plain_points:
            upper = goal.upper(self)
        else:                       # Points.upper and Points.lower, inline
            party, sure = self._sure.get(self.live_mask) or self.sure_points()
            upper = self.live_points - sure if party != goal.party else self.live_points
        if upper < gamma:
            return upper
        if self.tricks_left == 0:
            return 0
        lower = goal.lower(self) if not self.plain_points else sure if party == goal.party else 0
        if lower >= gamma:
            return lower
        key = (*self.hands, self.leader)
        entry = self.tt.get(key)
        lo, hi, best = 0, upper, None
        if entry is not None:
            lo, hi, best = entry
            if lo >= gamma:
                return lo
            if hi < gamma:
                return hi
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        seat = self.leader
        maximize = self.party[seat] == goal.party
        moves = self.moves(seat)
        if best is not None and best in moves and moves[0] != best:
            moves = [best] + [c for c in moves if c != best]     # never mutate: lists are shared
        hands, trick = self.hands, self.trick
        follow = self.n > 2                     # (else the second card completes the trick)
        g = -1 if maximize else 1 << 30
        chosen = moves[0]
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            trick.append(card)
            v = self._fast_follow(gamma, card, seat) if follow else self._fast_last(gamma, card, seat)
            trick.pop()
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
        self._store(key, g, gamma, lo, hi, chosen)
        return g

    def _fast_follow(self, gamma: int, w_card: int, w_seat: int) -> int:
        """A node inside a trick whose card does not complete it; `w_card`, held by `w_seat`,
        wins the trick so far."""
        upper = self.live_points if self.plain_points else self.goal.upper(self)
        if upper < gamma:
            return upper
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        trick, hands = self.trick, self.hands
        seat = (self.leader + len(trick)) % self.n
        maximize = self.party[seat] == self.goal.party
        moves = self.moves(seat, w_card, w_seat)
        suit, power, trump = self.suit, self.power, self.trump
        w_suit, w_power = suit[w_card], power[w_card]
        trumped = w_suit == trump
        last = len(trick) + 2 == self.n         # the next seat completes the trick
        g = -1 if maximize else 1 << 30
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            sc = suit[card]
            wins = (power[card] > w_power) if sc == w_suit else (sc == trump and not trumped)
            trick.append(card)
            if last:
                v = self._fast_last(gamma, card, seat) if wins else self._fast_last(gamma, w_card, w_seat)
            else:
                v = self._fast_follow(gamma, card, seat) if wins else self._fast_follow(gamma, w_card, w_seat)
            trick.pop()
            hands[seat] ^= bit
            if maximize:
                if v > g:
                    g = v
                    if g >= gamma:
                        break
            elif v < g:
                g = v
                if g < gamma:
                    break
        return g

    def _fast_last(self, gamma: int, w_card: int, w_seat: int) -> int:
        """The node whose card completes the trick (`w_card`, held by `w_seat`, wins it so far):
        the next position is often in the table already, and decided without a call."""
        goal, plain_points = self.goal, self.plain_points
        upper = self.live_points if plain_points else goal.upper(self)
        if upper < gamma:
            return upper
        self.nodes += 1
        if self.nodes > self.budget or (not self.nodes & 4095 and self._past_deadline()):
            raise self._out_of_budget()
        trick, hands, leader, tt = self.trick, self.hands, self.leader, self.tt
        seat = (leader + len(trick)) % self.n
        goal_party, party = goal.party, self.party
        maximize = party[seat] == goal_party
        moves = self.moves(seat, w_card, w_seat)
        suit, power, trump, points = self.suit, self.power, self.trump, self.points
        w_suit, w_power = suit[w_card], power[w_card]
        trumped = w_suit == trump
        t_pts = t_gone = 0
        for c in trick:
            t_pts += points[c]
            t_gone |= 1 << c
        g = -1 if maximize else 1 << 30
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            sc = suit[card]
            w = seat if ((power[card] > w_power) if sc == w_suit else (sc == trump and not trumped)) else w_seat
            pts = t_pts + points[card]
            gone = t_gone | bit
            self.live_mask &= ~gone
            self.live_points -= pts
            self.tricks_left -= 1
            if plain_points:
                gain = pts if party[w] == goal_party else 0
            else:
                gain = goal.gain(self, trick + [card], w, self.tricks_left == 0)
            entry = tt.get((*hands, w)) if self.tricks_left else None
            if entry is not None and (entry[0] >= gamma - gain or entry[1] < gamma - gain):
                v = gain + (entry[0] if entry[0] >= gamma - gain else entry[1])
            else:
                self.leader = w
                self.trick = []
                v = gain + self._fast_lead(gamma - gain)
                self.trick = trick
                self.leader = leader
            self.live_mask |= gone
            self.live_points += pts
            self.tricks_left += 1
            hands[seat] ^= bit
            if maximize:
                if v > g:
                    g = v
                    if g >= gamma:
                        break
            elif v < g:
                g = v
                if g < gamma:
                    break
        return g
