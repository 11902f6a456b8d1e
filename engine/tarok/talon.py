"""The talon (the parts bought in the old method or chosen in the Viennese one, S. 20–22) and
the discard („Verlegen“, S. 15, Codex § 12)."""
from __future__ import annotations

from ..core import THROWN_IN, Action, State, ids_of, mask_of
from .facts import TAROK_SUIT, Contract
from ..record import put, put_all
from .state import DISCARD, TALON, TalonChoice


class TalonMixin:
    """The talon and discard phases of `TarokProfile`."""

    # -- talon --
    def contract(self, state: State) -> Contract:
        return self.contract_by_key[state.contract.game]

    @staticmethod
    def talon_choice(state: State) -> TalonChoice:
        """The parts shown so far (typed when the state is made: `TarokExtra`)."""
        return state.extra.talon

    def parts(self, state: State, c: Contract | None = None) -> list[list[int]]:
        k = (c or self.contract(state)).buy
        return [state.talon[i:i + k] for i in range(0, len(state.talon), k)]

    def begin_talon(self, state: State) -> None:
        c = self.contract(state)
        decl = state.contract.declarer
        if c.buy == 0 or c.mode == "none":
            state.contract.talon_rest = list(state.talon)
            return self.begin_discard(state)
        n = len(state.talon) // c.buy
        put(state.extra, "talon", TalonChoice.trusted({"order": [(c.level - 1 + i) % n for i in range(n)],
                                                       "seen": n if c.mode == "choose" else 1}))
        state.phase, state.turn = TALON, decl

    def _actions_talon(self, state: State) -> list[Action]:
        c, t, seat = self.contract(state), self.talon_choice(state), state.turn
        order, seen = t.order, t.seen
        acts = []
        if c.mode == "choose":
            return [Action("take", seat, p) for p in order] + self.talon_extras(state)
        acts.append(Action("take", seat, order[seen - 1]))
        if seen < len(order):
            acts.append(Action("reveal", seat))
        else:
            acts += [Action("take", seat, order[j]) for j in range(min(c.parts_back, len(order) - 1))]
        return acts + self.talon_extras(state)

    def talon_extras(self, state: State) -> list[Action]:
        return []

    def multiplicity_for(self, state: State, part: int, c: Contract | None = None) -> int:
        """Old method (S. 20–22): the part seen k-th counts level−1+k; going back, after all
        parts were seen, to the part seen j-th counts level−1+n+j."""
        c = c or self.contract(state)
        if c.mode == "choose":
            return 1
        t = self.talon_choice(state)
        order = t.order
        pos = order.index(part) + 1
        n = len(order)
        if pos == t.seen:
            return c.level - 1 + pos
        return c.level - 1 + n + pos

    def _apply_talon(self, state: State, action: Action) -> None:
        if action.kind == "reveal":
            self.talon_choice(state).seen += 1
            return
        if action.kind == "throw_in":
            return self.throw_in(state)
        part, contract = action.arg, state.contract
        c = self.contract_by_key[contract.game]
        bought = self.parts(state, c)[part]
        put_all(contract, {"multiplicity": self.multiplicity_for(state, part, c), "bought": list(bought),
                           "talon_part": part, "talon_rest": [x for x in state.talon if x not in bought]})
        decl = contract.declarer
        state.hands[decl] |= mask_of(bought)
        self.after_talon(state)
        self.begin_discard(state, {decl: len(bought)})

    def after_talon(self, state: State) -> None:
        pass

    def throw_in(self, state: State) -> None:
        """The Spieler throws the game in („schleifen“)."""
        state.contract.thrown_in = True
        state.phase = THROWN_IN

    # -- discard (Verlegen) --
    def begin_discard(self, state: State, counts: dict[int, int] | None = None) -> None:
        queue = [[s, n] for s, n in (counts or {}).items() if n]
        if not queue:
            return self.begin_announce(state)
        put(state.extra, "discard", queue)
        state.phase, state.turn = DISCARD, queue[0][0]

    def discard_reason(self, state: State, seat: int, card: int) -> str | None:
        """Ulmann S. 15 / Codex § 12: no Kings, no Tarok-Honneurs; Taroks only when the hand
        holds no suit card other than Kings (and then they are shown)."""
        hand = state.hands[seat]
        if not hand >> card & 1:
            return f"„{self.card_name(card)}“ ist nicht in der Hand."
        if card in self.kings:
            return "Könige dürfen nicht verlegt werden (S. 15)."
        if self.TAROK_HONOURS >> card & 1:
            return "Tarok-Honneurs dürfen nicht verlegt werden (S. 15)."
        if self.suit[card] == TAROK_SUIT and self.strict_tarok_discard(state, seat):
            plain = hand & ~self.TAROKS & ~self.KINGS
            if plain:
                return ("Taroks dürfen nur verlegt werden, wenn keine andere Farbenkarte als "
                        "Könige mehr in der Hand ist (S. 15).")
        return None

    def strict_tarok_discard(self, state: State, seat: int) -> bool:
        return True

    def _actions_discard(self, state: State) -> list[Action]:
        seat = state.turn
        return [Action("discard", seat, c) for c in ids_of(state.hands[seat])
                if self.discard_reason(state, seat, c) is None]

    def why_not(self, state: State, action: Action) -> str | None:
        if state.phase == DISCARD and action.kind == "discard" and isinstance(action.arg, int):
            reason = self.discard_reason(state, action.seat, action.arg)
            if reason:
                return reason
        return super().why_not(state, action)

    def _apply_discard(self, state: State, action: Action) -> None:
        seat, card = action.seat, action.arg
        state.hands[seat] &= ~(1 << card)
        state.scat[seat] |= 1 << card
        if self.suit[card] == TAROK_SUIT:
            state.extra.setdefault("shown_taroks", []).append(card)
        queue = state.extra["discard"]
        queue[0][1] -= 1
        if queue[0][1] == 0:
            queue.pop(0)
        if queue:
            state.turn = queue[0][0]
        else:
            self.after_discard(state)

    def after_discard(self, state: State) -> None:
        self.begin_announce(state)
