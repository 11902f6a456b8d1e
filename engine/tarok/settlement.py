"""The settlement of a Tarok game, one for every variant: the persons who pay (the resting
„König“ included, S. 20), the two parties, how a party pays a party, and `settle_outcome`, which
settles in the order every variant of the book does – a game that was not played, else the
points, who won and the payments of play – and reads the variant's facts (`threshold`,
`void_summary`) and hooks. A variant overrides a hook only where its rule differs:

    settle_unplayed(o, st)                   all passed, thrown in (`void`), geschleift …
    settlement_points(o, parties)            the points shown (default: each party's)
    game_won(o, points, renonce, parties)    default: the threshold, or who did not renounce
    settle_played(o, st, parties, renonce)   the payments of the game, premiums, honours …
    settlement_summary(o, st, parties)       the one German sentence
    settled(o, st, parties, renonce)         what the rule does with the payments afterwards
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import THROWN_IN, Settlement
from .outcome import Outcome


@dataclass(frozen=True)
class Parties:
    """The two parties of a game: their seats, and their persons (who pays and is paid; the
    resting König sides with the Gegenpartei, S. 20)."""
    spieler_seats: list[int]
    gegner_seats: list[int]
    spieler: list[int]
    gegner: list[int]


class SettlementMixin:
    """The one settlement of `TarokProfile`, its persons and party payments."""

    void_summary = "Alle haben gepaßt; es wird neu gegeben."   # a game nobody played
    conceding_ends_play = False     # Blocks (S. 44): a game conceded by the opponents is settled as won

    def settle_outcome(self, o: Outcome) -> Settlement:
        """What an outcome pays: the variant's hooks in the book's order (module docstring)."""
        st = self.new_settlement(o)
        unplayed = self.settle_unplayed(o, st)
        if unplayed is not None:
            return unplayed
        parties = self.parties(o)
        st.points = self.settlement_points(o, parties)
        renonce = self.renonce(o)
        st.won = self.game_won(o, st.points, renonce, parties)
        self.settle_played(o, st, parties, renonce)
        st.summary = self.settlement_summary(o, st, parties)
        return self.settled(o, st, parties, renonce)

    def settle_unplayed(self, o: Outcome, st: Settlement) -> Settlement | None:
        """The settlement of a game that was not played, or None (and `st` untouched)."""
        if self.void(o):
            st.summary = self.void_summary
            return st
        return None

    def void(self, o: Outcome) -> bool:
        """Was no game played: nobody declared one, or the cards were thrown in?"""
        conceded = self.conceding_ends_play and "conceded" in o.contract
        return not o.contract.game or (o.phase == THROWN_IN and not conceded)

    def parties(self, o: Outcome) -> Parties:
        sp, gg = self.spieler_party(o), self.gegner_party(o)
        return Parties(sp, gg, self.person_party(o, sp), self.person_party(o, gg))

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        return {"spieler": self.party_points(o, parties.spieler_seats),
                "gegner": self.party_points(o, parties.gegner_seats)}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool | None:
        """Did the Spieler's party win: after a Renonce the other party wins (Codex § 9), else
        its points reach the threshold."""
        if renonce is not None:
            return renonce not in parties.spieler_seats
        return points["spieler"] is not None and points["spieler"] >= self.threshold

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        raise NotImplementedError

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        raise NotImplementedError

    def settled(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> Settlement:
        return st

    def persons(self, o: Outcome) -> list[str]:
        names = list(o.seat_names)
        if o.options.get("resting_king"):
            names.append("König")
        return names

    def person_party(self, o: Outcome, seats: list[int]) -> list[int]:
        """Persons of a party of seats (the resting König sides with the Gegenpartei, S. 20)."""
        out = list(seats)
        if o.options.get("resting_king") and o.contract.declarer not in seats:
            out.append(o.n_seats)
        return out

    def new_settlement(self, o: Outcome) -> Settlement:
        return Settlement(self.persons(o))

    @staticmethod
    def party_pay(st: Settlement, label: str, amount: int, payees: list[int], payers: list[int],
                  source: str = "", **info) -> None:
        """A party pays a party: with equal sides each member is paid by one opponent
        (Königrufen S. 52–53); otherwise each payer pays each payee („von jedem Gegner“)."""
        if amount <= 0 or not payees or not payers:
            return
        if len(payees) == len(payers) and len(payees) > 1:
            for a, b in zip(payers, payees):
                st.payments[a] -= amount
                st.payments[b] += amount
            st.lines.append({"label": label, "amount": amount, "from": [st.persons[p] for p in payers],
                             "to": [st.persons[p] for p in payees], "source": source, "pairwise": True,
                             **info})
            return
        st.pay(label, amount, payers, payees, source, **info)
