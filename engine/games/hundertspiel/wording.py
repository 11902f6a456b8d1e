"""What readers see of the Hundertspiel's actions and contract (the record's wording, the table's
sentences on the game announced or bought, and why an action is not allowed now)."""
from __future__ import annotations

from ...core import Action, State, seat_label
from ...terms import CONTRA_NAMES_HUNDERTSPIEL     # (Contra levels: factor 2 ** level, §§ 9, 10, 32)
from .state import ANNOUNCE, BIDDING, DISCARD


class WordingMixin:
    """`action_text`, `contract_sentences`, `why_not` in the words of the text."""

    def action_text(self, state: State, action: Action) -> str:
        """The record's wording with the cards and suits named (§§ 8, 16, 44, 47)."""
        who, a, k = seat_label(state, action.seat), action.arg, action.kind
        if k == "announce" and a and a[0] in ("26", "52"):
            game = "den Sechs und Zwanziger" if a[0] == "26" else "den Zwey und fünfziger"
            return f"{who}: sagt {game} an ({', '.join(self.card_name(d) for d in a[1:])})"
        if k == "announce" and a and a[0] == "asse":
            return f"{who}: sagt {a[1]} Aß an"
        if k == "discard" and isinstance(a, int):
            return f"{who}: legt {self.card_name(a)} ab"
        if k == "trump" and isinstance(a, int):
            return f"{who}: bestimmt {self.suit_names[a]} zum Trumpf"
        if k == "take":
            return f"{who}: kauft den Scat"
        if k == "contra" and state.contract:             # each step its own name (§§ 9–10)
            level = min(state.contract.get("contra", 0) + 1, len(CONTRA_NAMES_HUNDERTSPIEL) - 1)
            return f"{who}: gibt {CONTRA_NAMES_HUNDERTSPIEL[level]}"
        return super().action_text(state, action)

    def contract_sentences(self, state: State) -> list[str]:
        """The game announced (or bought with the Scat) and its Contra step, for the table."""
        c = state.contract
        if not c:
            return []
        who = seat_label(state, c["seat"])
        game = "Sechs und Zwanziger" if c["kind"] == "26" else "Zwey und fünfziger"
        dos = ", ".join(self.card_name(d) for d in c.get("dos") or [])
        out = [f"{who} hat den Scat gekauft und spielt {game} (§§ 44, 47)." if c.get("bought")
               else f"{who} hat den {game} angesagt" + (f", aufgelegt: {dos}" if dos else "")
               + (" (§§ 8, 22)." if c["kind"] == "26" else " (§§ 8, 23).")]
        if c.get("contra"):
            out.append(f"{CONTRA_NAMES_HUNDERTSPIEL[c['contra']]} (§§ 9–10).")
        return out

    def why_not(self, state: State, action: Action) -> str | None:
        if action in self.actions(state):
            return None
        if action.kind == "announce" and state.phase in (ANNOUNCE, BIDDING):
            return ("Angesagt wird durch Auflegen des eigenen Do (§ 8), mit Scat nur in einer "
                    "höheren Farbe als die schon angesagte (§ 46).")
        if action.kind == "discard" and state.phase == DISCARD:
            if not isinstance(action.arg, int) or not state.hands[action.seat] >> action.arg & 1:
                return "Abgelegt werden kann nur eine Karte der eigenen Hand."
            return "Abgelegt werden darf kein König und kein Aß (§ 44)."
        if action.kind == "trump":
            return "Gespielt wird in einer Farbe, deren Do man hält (§§ 37, 47)."
        return self.not_now(state, action)
