"""Groß-Tarok in play (Ulmann S. 154–160): the announcements of the game, Misère and Vole
(before the first lead, and Vole or Misère after the 12th or 19th trick), giving up to play
trick-free („einwerfen“, S. 159), and the Sküs, which neither takes nor is taken and goes back to
its owner up to the 20th trick (S. 154, 157).
"""
from __future__ import annotations

import random

from ..cards import Card
from ..core import PLAY, THROWN_IN, Action, Phase, State, Trick, ids_of
from .facts import TAROK_SUIT

SKUES_LAST_TRICK = 20                     # S. 157: not after the 20th trick


class GrossPlayMixin:
    """Announcements of the game, giving up and the Sküs (`GrossTarok` and its kin)."""

    # -- announcements of the game: Misère and Vole (S. 159–160) --
    def _actions_announce(self, state: State) -> list[Action]:
        seat = state.turn
        done = {a["what"] for a in state.contract.announced if a["seat"] == seat}
        acts = [Action("done", seat)]
        if "misere" not in done and self.misere_possible(state.hands[seat]):
            acts.append(Action("announce", seat, "misere"))
        if "vole" not in done and not state.contract.announced:
            acts.append(Action("announce", seat, "vole"))
        return acts

    def misere_possible(self, hand: int) -> bool:
        """S. 159: impossible with the Mond, or with XX and XIX."""
        xx, xix = (self.card_id[Card("tarok", r)] for r in (20, 19))
        return not hand >> self.MOND & 1 and not (hand >> xx & 1 and hand >> xix & 1)

    def _apply_announce(self, state: State, action: Action) -> None:
        if action.kind == "announce":
            state.contract.announced.append({"what": action.arg, "seat": action.seat,
                                                "after": len(state.tricks)})
            return
        state.extra["speak"].pop(0)
        if state.extra["speak"]:
            state.turn = state.extra["speak"][0]
        else:
            self.begin_play(state)

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), PLAY: Phase(None, self._apply_play)}

    def play_actions(self, state: State) -> list[Action]:
        """S. 159–160: Misère after the 12th trick, Vole after the 12th or 19th; S. 159: a
        player still without a trick may throw in his cards before a lead („einwerfen“)."""
        if state.trick:
            return []
        acts = [Action("concede", s) for s in range(state.n_seats)
                if state.tricks and not any(t.winner == s for t in state.tricks)]
        seat = state.turn
        if len(state.tricks) not in (12, 19) or any(a["seat"] == seat for a in state.contract.announced):
            return acts
        acts.append(Action("announce", seat, "vole"))
        if len(state.tricks) == 12 and not state.won[seat] and self.misere_possible(state.hands[seat]):
            acts.append(Action("announce", seat, "misere"))
        return acts

    def _apply_play(self, state: State, action: Action) -> None:
        if action.kind == "concede":
            seat = action.seat
            state.contract.given_up = {"seat": seat, "after": len(state.tricks)}
            state.phase = THROWN_IN                     # the cards are thrown in, S. 159
            return
        state.contract.announced.append({"what": action.arg, "seat": action.seat,
                                            "after": len(state.tricks)})
    # -- play: the Sküs --
    standard_follow = standard_winner = standard_taking = False     # the Sküs (S. 154, 157)

    def legal_cards(self, state: State, seat: int) -> int:
        mask = super().legal_cards(state, seat)
        return mask | (state.hands[seat] & (1 << self.SKUES))

    def why_illegal(self, state: State, seat: int, card: int) -> str | None:
        if card == self.SKUES and state.hands[seat] >> card & 1:
            return None
        return super().why_illegal(state, seat, card)

    def trick_winner(self, state: State, leader: int, cards: tuple[int, ...]) -> int:
        others = [i for i, c in enumerate(cards) if c != self.SKUES]
        if not others:
            return 0
        led = TAROK_SUIT if cards[0] == self.SKUES else self.suit[cards[0]]
        taroks = [i for i in others if self.suit[cards[i]] == TAROK_SUIT]
        if taroks:
            return max(taroks, key=lambda i: self.power[cards[i]])
        follow = [i for i in others if self.suit[cards[i]] == led]
        if follow:
            return max(follow, key=lambda i: self.power[cards[i]])
        return others[0]

    def after_trick(self, state: State, trick: Trick) -> None:
        sk = state.extra["skues"]
        rule = self.excuse_rule
        if rule.card in trick.cards:
            owner = self.card_owner(state, trick, rule.card)
            if owner != trick.winner and len(state.tricks) <= rule.last_trick and not sk["used"]:
                state.won[trick.winner] &= ~(1 << rule.card)        # „Ich sküsire mich“
                state.won[owner] |= 1 << rule.card
                sk["used"], sk["debt"] = True, [owner, trick.winner]
        if sk["debt"]:
            owner, creditor = sk["debt"]
            small = ids_of(state.won[owner] & rule.payment)
            if small:
                card = min(small, key=lambda c: (self.suit[c] == TAROK_SUIT, self.power[c], c))
                state.won[owner] &= ~(1 << card)
                state.won[creditor] |= 1 << card
                sk["debt"] = None

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == PLAY:
            extra = self.play_actions(state)
            give_up = [a for a in extra if a.kind == "concede"]
            extra = [a for a in extra if a.kind != "concede"]
            if give_up and rng.random() < 0.01:
                return give_up[rng.randrange(len(give_up))]
            if extra and rng.random() < 0.05:
                return extra[rng.randrange(len(extra))]
        return super().random_action(state, rng)
