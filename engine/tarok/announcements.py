"""Announcements and Contra (S. 23–24): the parties, who may announce what, who may double
which target, and the order of speaking until play begins."""
from __future__ import annotations

from ..core import PLAY, Action, State
from ..record import drop, put
from .state import ANNOUNCE


class AnnouncementsMixin:
    """The announce phase of `TarokProfile`."""

    def spieler_party(self, state: State) -> list[int]:
        contract = state.contract
        return sorted({contract.declarer, *contract.partners})

    def gegner_party(self, state: State) -> list[int]:
        sp = self.spieler_party(state)
        return [s for s in range(state.n_seats) if s not in sp]

    def begin_announce(self, state: State) -> None:
        decl = state.contract.declarer
        queue = [decl] + [s for s in range(state.n_seats) if s != decl]
        put(state.extra, "speak", queue)
        state.phase, state.turn = ANNOUNCE, queue[0]
        self.before_announce(state)

    def before_announce(self, state: State) -> None:
        pass

    def announcements_for(self, state: State, seat: int) -> list[str]:
        """Premium announcements `seat` may still make (default: Ultimo, Volat)."""
        done = {a["what"] for a in state.contract.announced}
        if seat in self.spieler_party(state):
            allowed = self.spieler_announces
        else:
            allowed = self.spieler_announces if self.gegner_announce else ()
        return [w for w in allowed if w not in done]

    def contra_options(self, state: State, seat: int) -> list[str]:
        """Targets `seat` may double now: opponents give Contra / Supercontra, the Spieler's
        party Recontra (S. 24)."""
        contract = state.contract
        contra = contract.contra
        targets = ["spiel"] + [a["what"] for a in contract.announced if a["what"] in self.contra_targets]
        mine = seat in self.spieler_party(state)
        out = []
        for t in targets:
            level = contra.get(t, 0)
            if level >= self.max_contra:
                continue
            # the party that did not make the game/announcement doubles at even levels
            owner_is_spieler = self.announcer_is_spieler(state, t)
            if (level % 2 == 0) != (mine == owner_is_spieler):
                out.append(t)
        return out

    def announcer_is_spieler(self, state: State, target: str) -> bool:
        if target == "spiel":
            return True
        for a in state.contract.announced:
            if a["what"] == target:
                return a["seat"] in self.spieler_party(state)
        return True

    def _actions_announce(self, state: State) -> list[Action]:
        seat = state.turn
        acts = [Action("done", seat)]
        acts += [Action("announce", seat, w) for w in self.announcements_for(state, seat)]
        if self.max_contra:
            acts += [Action("contra", seat, t) for t in self.contra_options(state, seat)]
        return acts

    def _apply_announce(self, state: State, action: Action) -> None:
        queue = state.extra["speak"]
        if action.kind == "done":
            queue.pop(0)
            if not queue:
                return self.begin_play(state)
            state.turn = queue[0]
            return
        if action.kind == "announce":
            state.contract.announced.append({"what": action.arg, "seat": action.seat})
            self.on_announcement(state, action)
        else:
            contra = state.contract.contra
            contra[action.arg] = contra.get(action.arg, 0) + 1
        # the other side may answer: everybody who is not already waiting speaks again
        for s in self._speakers_after(state, action.seat):
            if s not in queue:
                queue.append(s)

    def on_announcement(self, state: State, action: Action) -> None:
        pass

    def _speakers_after(self, state: State, seat: int) -> list[int]:
        n = state.n_seats
        return [(seat + i) % n for i in range(1, n)]

    def begin_play(self, state: State) -> None:
        state.phase = PLAY
        state.leader = state.turn = self.first_leader(state)
        drop(state.extra, "speak", None)

    def first_leader(self, state: State) -> int:
        return 0                                     # die Vorhand spielt aus

    def contra_factor(self, state: State, target: str) -> int:
        return 2 ** state.contract.contra.get(target, 0)

    def announced(self, state: State, what: str) -> dict | None:
        for a in state.contract.announced:
            if a["what"] == what:
                return a
        return None
