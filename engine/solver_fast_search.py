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
