"""The penalties of the Codex (Tarock à l'Hombre, pre-1800): a misdeal (§ 4), carta vista (§ 3),
and the Renonce, after which the other party wins the game and every announcement (§ 9), the
renouncing party collects nothing earned in play (§ 11) and, in Paskiewitsch, the renouncer pays
for his party (§ 37)."""
from __future__ import annotations

from ..core import Settlement
from ..errors import RequestError
from .outcome import Outcome


class CodexPenaltiesMixin:
    """The Codex penalties of `TarokProfile`."""

    def misdeal(self, persons: list[str], dealer: str, poenale: int, unter_den_tisch: bool = False) -> Settlement:
        """Codex § 4: the dealer who „vergibt“ (a hand or the talon with a card too many or too
        few) deals again and pays the Pönale agreed beforehand „an jeden Theilnehmer“; if a card
        had fallen under the table, there was no real misdeal and he goes free. (Codex § 3: an
        open card in the pack is thrown in without penalty – that is not a misdeal at all.)"""
        if dealer not in persons:
            raise RequestError(f"Unbekannter Geber „{dealer}“; möglich: {', '.join(persons)}.")
        if poenale < 0:
            raise RequestError("Das Pönale kann nicht negativ sein.")
        st = Settlement(list(persons))
        d = persons.index(dealer)
        if unter_den_tisch:
            st.summary = f"Eine Karte war unter den Tisch geraten: {dealer} gibt straflos neu (Codex § 4)."
            return st
        st.pay(f"Vergeben: Pönale des Gebers {dealer}", poenale, [d],
               [i for i in range(len(persons)) if i != d], "Codex § 4")
        st.summary = f"{dealer} hat vergeben, zahlt jedem das Pönale und gibt neu (Codex § 4)."
        return st

    def carta_vista(self, persons: list[str], dealer: str) -> Settlement:
        """Codex § 3: an open card in the pack, or one the dealer turned by accident, „so wird nach
        dem Grundsatze: Carta vista non giuoca zusammengeworfen, und der Geber nimmt die neue
        Donne straflos vor“: nothing is paid, the same dealer deals again."""
        if dealer not in persons:
            raise RequestError(f"Unbekannter Geber „{dealer}“; möglich: {', '.join(persons)}.")
        st = Settlement(list(persons))
        st.summary = (f"Carta vista non giuoca: es wird zusammengeworfen, {dealer} gibt straflos neu "
                      "(Codex § 3).")
        return st

    def shift_to_renouncer(self, st: Settlement, renouncer: int, party: list[int], source: str) -> None:
        """Codex § 37 (Paskiewitsch): the renouncer pays what his whole party pays."""
        for p in party:
            if p != renouncer and st.payments[p] < 0:
                moved = st.payments[p]
                st.payments[renouncer] += moved
                st.payments[p] = 0
                st.lines.append({"label": f"{st.persons[renouncer]} zahlt für {st.persons[p]} (Renonce)",
                                 "amount": -moved, "from": [st.persons[renouncer]], "to": [st.persons[p]],
                                 "source": source, "transfer": True})

    def renonce(self, o: Outcome) -> int | None:
        """The seat that committed a Renonce (Codex § 9, § 12), or None."""
        return o.renonce

    def guilty_party(self, o: Outcome) -> list[int] | None:
        """The seats of the party that renounced (Codex § 9), or None."""
        r = self.renonce(o)
        if r is None:
            return None
        sp = self.spieler_party(o)
        return sp if r in sp else self.gegner_party(o)

    def made(self, o: Outcome, seat: int, achieved: bool) -> bool:
        """Is the announcement made by `seat` won? Codex § 9: after a Renonce the other party
        „gewinnt … die Partie und auch alle etwaigen Ansagen“ – its own announcements count as
        made, those of the renouncing party as lost, whatever the cards did."""
        guilty = self.guilty_party(o)
        return achieved if guilty is None else seat not in guilty

    def may_collect(self, o: Outcome, persons) -> bool:
        """May the party of `persons` collect a premium earned in play (silent Ultimo, Volat,
        honours in the tricks, a capture)? Codex § 11: the renouncing party „kann für sich keine
        Chance mehr erwarten“. (Honours held in the hand are paid all the same, § 13.)"""
        guilty = self.guilty_party(o)
        return guilty is None or not set(persons) & set(guilty)
