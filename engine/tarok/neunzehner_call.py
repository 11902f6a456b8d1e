"""Neunzehnerrufen's call and talon (Ulmann S. 61, 64): in the Rufer the Spieler calls the
Tarok XIX (or the next lower one he lacks) before the talon is taken up, the talon is shared out
4, 1, 1 (en deux 4 and 2), and whoever holds the called Tarok is his Mitmann; if it lay in the
talon, the Spieler alone may throw in („schleifen“) or play. En deux and in Wien the Tarok is
called after the Scat (S. 64, 66).
"""
from __future__ import annotations

from ..cards import TAROK, Card
from ..core import Action, Phase, State, mask_of
from .state import THROW_OR_PLAY


class NeunzehnerCallMixin:
    """The call, the talon and the choice to throw in or play of `Neunzehnerrufen`."""

    def call_card(self, state: State, caller: int) -> int | None:
        if self.form == "deux" or state.options.get("wien"):
            return None                                  # called after the scat
        for rank in range(19, 1, -1):
            card = self.card_id[Card(TAROK, rank)]
            if not state.hands[caller] >> card & 1:
                return card
        return None

    def after_bidding(self, state: State) -> None:
        c = self.contract(state)
        decl = state.contract.declarer
        if c.key != "rufer":
            return self.begin_talon(state)
        called = self.call_card(state, decl)           # called before the talon is taken up
        shares = [4, 0, 2, 0] if self.form == "deux" else [4, 1, 1, 0]   # S. 64
        counts, pos = {}, 0
        for i, n in enumerate(shares):
            seat = (decl + i) % 4
            cards = state.talon[pos:pos + n]
            pos += n
            if n:
                state.hands[seat] |= mask_of(cards)
                counts[seat] = n
        state.contract.bought = state.talon[:4]
        state.contract.talon_rest = []
        if called is not None:         # S. 64: „der Besitzer desselben ist ihr Mitmann“, also when
            self.set_partner(state, called)      # it came to him as the 5th or 6th talon card
        if called is not None and called in state.talon[:4]:
            state.contract.alone = True               # S. 64: may schleifen or play alone
            state.phase, state.turn = THROW_OR_PLAY, decl
            state.extra["pending_discard"] = [[s, n] for s, n in counts.items()]     # JSON: no int keys
            return
        self.begin_discard(state, counts)

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), THROW_OR_PLAY: Phase(self._actions_throw_or_play, self._apply_throw_or_play)}

    def _actions_throw_or_play(self, state: State) -> list[Action]:
        return [Action("throw_in", state.turn), Action("done", state.turn)]

    def _apply_throw_or_play(self, state: State, action: Action) -> None:
        pending = dict(state.extra.pop("pending_discard"))
        if action.kind == "throw_in":
            return self.throw_in(state)
        self.begin_discard(state, pending)

    def set_partner(self, state: State, called: int) -> None:
        decl = state.contract.declarer
        state.contract.called = self.card_name(called)
        holder = next((s for s in range(4) if state.hands[s] >> called & 1), None)
        state.contract.partners = [holder] if holder not in (None, decl) else []

    def after_discard(self, state: State) -> None:
        c = self.contract(state)
        if c.key == "rufer" and "called" not in state.contract:        # en deux / Wien
            decl = state.contract.declarer
            holders = self.dummies() if self.form == "deux" else [s for s in range(4) if s != decl]
            for rank in range(19, 1, -1):
                card = self.card_id[Card(TAROK, rank)]
                if any(state.hands[s] >> card & 1 for s in holders):
                    self.set_partner(state, card)
                    break
            else:
                state.contract.called, state.contract.partners = None, []
        self.begin_announce(state)
