"""The Sküs of Groß-Tarok and its kin in the exact solver (the profile's `excuse_rule`, S. 157):
where it stands in a position (`ExcuseState`), and how the solver settles it after a trick
(`ExcuseSettling`): it goes back to its owner, who owes the trick's winner a payment card."""
from __future__ import annotations

from dataclasses import dataclass

from .core import Profile, State


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


class ExcuseSettling:
    """The Sküs's part of `engine.solver.Solver`. Reads the solver's `excuse` (the rule, None
    without a Sküs), `excuse_mask`, `payment_points`, `points`, `live_mask`, `holder`, `party`
    and `goal`; keeps `tricks_played`, `debt` and `pay_ready` (set by `load`)."""

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
