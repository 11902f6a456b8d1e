"""Announcing a game of the Do's and the Contra that answers it (§§ 8–12): asked in turn from
the Vorhand, one lays down one Do (Sechs und Zwanziger, § 8) or two (Zwey und fünfziger, § 11);
the Vorhand may instead lead without asking (§ 12); the opponents may then say Contra, the
announcer Recontra, the first opponent Supra-Contra (§§ 9–10)."""
from __future__ import annotations

from itertools import combinations

from ...core import Action, State, ids_of
from .state import CONTRA


class AnnouncingMixin:
    """The phases `announce` and `contra`; `_open_contra` is also where buying ends (§ 47)."""

    def _dos(self, state: State, seat: int) -> list[int]:
        return [c for c in ids_of(state.hands[seat]) if self.pack[c].rank == "Do"]

    def _do_announcements(self, state: State, seat: int) -> list[Action]:
        dos = self._dos(state, seat)
        acts = [Action("announce", seat, ("26", d)) for d in dos]
        return acts + [Action("announce", seat, ("52", a, b)) for a, b in combinations(dos, 2)]

    def _actions_announce(self, state: State) -> list[Action]:
        seat = state.turn
        acts = self._do_announcements(state, seat) + [Action("pass", seat)]
        if seat == 0 and state.extra["asked"] == 0:
            acts.append(Action("lead_unasked", seat))        # § 12: leads without asking
        return acts

    def _next_asked(self, state: State, done) -> None:
        state.extra["asked"] += 1
        if state.extra["asked"] >= self.n_seats:
            done()
        else:
            state.turn = (state.turn + 1) % self.n_seats

    def _on_announce(self, state: State, action: Action) -> None:
        if action.kind == "lead_unasked":
            state.extra["unasked"] = True                   # § 12: nobody was asked
            return self._begin_play(state)
        if action.kind == "announce":
            kind, *dos = action.arg
            state.contract = {"kind": kind, "seat": action.seat, "dos": list(dos), "contra": 0}
            self._open_contra(state)
        else:
            self._next_asked(state, lambda: self._begin_play(state))

    def _actions_contra(self, state: State) -> list[Action]:
        return [Action("contra", state.turn), Action("pass", state.turn)]

    def _open_contra(self, state: State) -> None:
        """§§ 9–10: the opponents may say Contra (each in turn); then Recontra, Supra-Contra."""
        state.phase = CONTRA
        seat = state.contract["seat"]
        state.extra["contra_queue"] = [s for s in ((seat + i) % self.n_seats
                                                   for i in range(1, self.n_seats))
                                       if self.party(s) != self.party(seat)]
        state.turn = state.extra["contra_queue"].pop(0)

    def _on_contra(self, state: State, action: Action) -> None:
        c, queue = state.contract, state.extra["contra_queue"]
        if action.kind == "pass":
            if c["contra"] == 0 and queue:              # the next opponent may still say Contra
                state.turn = queue.pop(0)
            else:
                self._begin_play(state)
            return
        c["contra"] += 1
        c.setdefault("contra_by", []).append(action.seat)
        if c["contra"] >= (3 if state.options.get("recontra", True) else 1):     # § 10
            self._begin_play(state)
        else:   # Recontra by the announcer, Supra-Contra by him who said Contra
            state.turn = c["seat"] if c["contra"] == 1 else c["contra_by"][0]
