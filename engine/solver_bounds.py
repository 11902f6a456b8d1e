"""The point bound of the exact solver that the top trumps give (`PointBounds.sure_points`):
what one party is sure to take from a trick boundary on. The goals (engine/solver_goals.py) read
it in their `upper` and `lower` bounds; a `need` above what is still possible fails at once."""
from __future__ import annotations


class PointBounds:
    """The sure points' part of `engine.solver.Solver`. Reads the solver's `live_mask`,
    `holder`, `party`, `points`, `suit_mask`, `trump` and `packets`; remembers its answers per
    set of live cards in `_sure` (emptied by `load`, and at `CACHE_LIMIT` entries)."""

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
