"""Play (§§ 12, 14–16, 29–30, 35): the announcements held are made before the first lead (§ 14;
three or four Aß may wait, § 16); anyone may play any card, only a trump lead must be answered
with trump (§ 35); besides a card, the opponents of a Vorhand who led unasked may lay down a Do
in the first trick (§ 12), and with a standing of the Parthie a party may declare itself out
before a lead (§§ 29–30)."""
from __future__ import annotations

import random

from ...core import PLAY, Action, State, ids_of
from .rules import HELD, NUMBER_WORDS, RANK_WORDS, held_announcements


class PlayMixin:
    """The phase `play`: the actions besides a card, and the cards one may play."""

    standard_follow = False         # § 35: no need to follow suit (the solvers read this fact)

    def _begin_play(self, state: State) -> None:
        state.extra.pop("contra_queue", None)
        later = state.options.get("aces_in_play")
        state.extra["declarations"], state.extra["aces_open"] = [], {}
        for s in range(self.n_seats):
            for m in held_announcements([self.pack[c] for c in ids_of(state.hands[s])]):
                if later and m["rank"] == "A":                 # § 16: may wait until later
                    state.extra["aces_open"][str(s)] = m["count"]
                else:
                    state.extra["declarations"].append({"seat": s, **m})
        state.phase, state.turn, state.leader = PLAY, 0, 0

    def _on_play(self, state: State, action: Action) -> None:
        seat = action.seat
        if action.kind == "announce" and action.arg[0] != "asse":    # § 12, after the first lead
            kind, *dos = action.arg
            state.contract = {"kind": kind, "seat": seat, "dos": list(dos), "contra": 0, "unasked": True}
        elif action.kind == "announce":                        # § 16: ("asse", n)
            n = state.extra["aces_open"].pop(str(seat))
            state.extra["declarations"].append({"seat": seat, "rank": "A", "count": n, "points": HELD["A"][n],
                                                "label": f"{NUMBER_WORDS[n]} {RANK_WORDS['A']}",
                                                "after_trick": len(state.tricks)})
        elif action.kind == "claim":                           # §§ 29–30
            state.extra["claim"] = {"party": self.party(seat), "after_trick": len(state.tricks)}

    def play_actions(self, state: State) -> list[Action]:
        """Actions besides playing a card: § 12 the opponents lay down a Do after a first lead made
        without asking; § 16 three or four Aß announced during play; §§ 29–30 declaring out."""
        acts, seat, extra = [], state.turn, state.extra
        if state.trick and not state.tricks and not state.contract and extra.unasked \
                and self.party(seat) != self.party(0):
            acts += self._do_announcements(state, seat)
        aces = (extra.aces_open or {}).get(str(seat))
        if aces and not self._ace_won(state, seat):
            acts.append(Action("announce", seat, ("asse", aces)))
        if "standing" in state.options and not state.trick and extra.claim is None:
            acts += [Action("claim", s) for s in range(self.n_seats)]
        return acts

    def _ace_won(self, state: State, seat: int) -> bool:
        """§ 16: has one of the seat's Aß already taken a trick („eingestochen“)?"""
        return any(t.winner == seat and self.pack[t.cards[self.trick_winner(state, t.leader, t.cards)]].rank == "A"
                   for t in state.tricks)

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == PLAY:
            extra = self.play_actions(state)
            if extra and rng.random() < 0.05:
                return extra[rng.randrange(len(extra))]
        return super().random_action(state, rng)

    def legal_cards(self, state: State, seat: int) -> int:
        """§ 35: any card, but a trump lead must be answered with trump while one has any."""
        hand = state.hands[seat]
        if state.trick and self.suit[state.trick[0]] == state.trump:
            trumps = hand & self.suit_mask[state.trump]
            if trumps:
                return trumps
        return hand

    def why_illegal(self, state: State, seat: int, card: int) -> str | None:
        if not state.hands[seat] >> card & 1:
            return f"Die Karte „{self.card_name(card)}“ ist nicht in dieser Hand."
        if not self.legal_cards(state, seat) >> card & 1:
            t = self.suit_names[state.trump]
            return (f"Atout ({t}) ist ausgespielt: solange man {t} in der Hand hat, muss {t} "
                    "zugegeben werden (§ 35).")
        return None
