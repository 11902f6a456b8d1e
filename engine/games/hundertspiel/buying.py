"""Four persons with Scat (§§ 43–48): the Do's are bid in the order of their colours' values
(„reizen“, § 46); if nobody bids, each in turn may buy the Scat („kaufen“: take the four cards,
§ 48), lays away as many (no König, no Aß, § 44) and names the colour he plays in (§ 47)."""
from __future__ import annotations

from ...core import THROWN_IN, Action, State, ids_of
from .rules import COLOUR_VALUES, PACK
from .state import DISCARD, TALON, TRUMP


class BuyingMixin:
    """The phases `bidding`, `talon` (buy or pass), `discard` and `trump`."""

    def _actions_bidding(self, state: State) -> list[Action]:
        seat, best = state.turn, state.contract.get("value", 0)
        return [Action("announce", seat, ("26", d)) for d in self._dos(state, seat)
                if COLOUR_VALUES[self.pack[d].suit] > best] + [Action("pass", seat)]

    def _on_bidding(self, state: State, action: Action) -> None:
        if action.kind == "announce":
            kind, do = action.arg
            colour = self.pack[do].suit
            state.contract = {"kind": kind, "seat": action.seat, "dos": [do], "contra": 0,
                              "colour": colour, "value": COLOUR_VALUES[colour]}
        self._next_asked(state, lambda: self._after_bidding(state))

    def _after_bidding(self, state: State) -> None:
        if state.contract:
            state.trump = self.suit[state.contract["dos"][0]]
            self._open_contra(state)
        else:
            state.phase, state.turn, state.extra["asked"] = TALON, 0, 0

    def _actions_talon(self, state: State) -> list[Action]:
        return [Action("take", state.turn), Action("pass", state.turn)]

    def _on_talon(self, state: State, action: Action) -> None:
        if action.kind == "take":
            for c in state.talon:
                state.hands[action.seat] |= 1 << c
            state.extra["scat"], state.talon = list(state.talon), []
            state.contract = {"kind": "26", "seat": action.seat, "contra": 0, "bought": True}
            state.phase = DISCARD
        else:
            self._next_asked(state, lambda: setattr(state, "phase", THROWN_IN))

    def _actions_discard(self, state: State) -> list[Action]:
        seat = state.turn
        return [Action("discard", seat, c) for c in ids_of(state.hands[seat]) if self.pack[c].rank not in ("A", "K")]

    def _on_discard(self, state: State, action: Action) -> None:
        state.hands[action.seat] &= ~(1 << action.arg)
        state.scat[action.seat] |= 1 << action.arg
        if len(ids_of(state.scat[action.seat])) == self.scat_size:
            state.phase = TRUMP

    def _actions_trump(self, state: State) -> list[Action]:
        held = [self.suit[d] for d in self._dos(state, state.turn)]
        return [Action("trump", state.turn, s) for s in (held or range(4))]

    def _on_trump(self, state: State, action: Action) -> None:
        colour = PACK.suits[action.arg]
        state.trump = action.arg
        state.contract.update({"dos": [self.do_of[colour]], "colour": colour,
                               "value": COLOUR_VALUES[colour]})
        self._open_contra(state)
