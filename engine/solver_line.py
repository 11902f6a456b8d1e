"""What the exact solver answers beyond a value: the principal variation (`best_line`) and the
exact value after each legal card (`move_values`), both by zero-window tests on the table the
value's search left."""
from __future__ import annotations

from .core import ids_of


class PrincipalVariation:
    """The line's part of `engine.solver.Solver`."""

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
