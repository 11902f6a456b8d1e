"""The outcome of a deal (§§ 14, 19–24, 49): the points in the order they are made —
announcements from the Vorhand on, then trick by trick with the Do's, the Scat at the end — and
whether the announced game was made."""
from __future__ import annotations

from ...core import THROWN_IN, State
from .rules import LAST_TRICK, TARGET, do_points
from .state import HundertspielOutcome


class OutcomeMixin:
    """`events`, `announced_won` and `outcome(state)`: all a settlement reads of a played deal."""

    def events(self, state: State) -> list[tuple[int, int, str]]:
        """(party, points, label) in the order they are made: announcements from the Vorhand
        on (§ 14), then trick by trick (§§ 19, 21–24), the Scat at the end (§ 49)."""
        late = [m for m in state.extra.get("declarations", []) if "after_trick" in m]
        out = [(self.party(m["seat"]), m["points"], f"Ansage: {m['label']}")
               for m in state.extra.get("declarations", []) if "after_trick" not in m]
        flags = []
        for t in state.tricks:
            card = t.cards[self.trick_winner(state, t.leader, t.cards)]
            is_do = self.pack[card].rank == "Do"
            flags.append((t.winner, is_do, is_do and self.suit[card] == state.trump))
        dos = do_points(flags)
        for i, t in enumerate(state.tricks):
            out += [(self.party(m["seat"]), m["points"], f"Ansage: {m['label']}")
                    for m in late if m["after_trick"] == i]
            pts = self.pile_points(sum(1 << c for c in t.cards)) + dos[i]
            pts += LAST_TRICK if i == len(state.tricks) - 1 else 0
            out.append((self.party(t.winner), pts, f"Stich {i + 1}"))
        scat = self.pile_points(sum(state.scat) | sum(1 << c for c in state.talon))
        if scat and state.contract:
            out.append((self.party(state.contract["seat"]), scat, "Scat"))
        return out

    def announced_won(self, state: State) -> bool | None:
        """§§ 8, 11: the announcer makes the last trick(s) with the Do(s) he laid down."""
        c = state.contract
        if not c or not state.tricks:
            return None
        need = len(c["dos"])
        last = state.tricks[-need:]
        return all(t.winner == c["seat"] and t.cards[self.trick_winner(state, t.leader, t.cards)]
                   in c["dos"] for t in last) and len(last) == need

    def outcome(self, state: State) -> HundertspielOutcome:
        o = HundertspielOutcome(list(state.extra["seat_names"]), state.phase == THROWN_IN, dict(state.contract),
                                state.options.get("standing"), int(state.options.get("target", TARGET)),
                                state.extra.get("claim"))
        if not o.passed:
            o.events = self.events(state)
            o.won = self.announced_won(state) if state.contract else None
        return o
