"""Settlement helpers of the Tarok profile: the persons who pay (the resting „König“ included,
S. 20) and how a party pays a party."""
from __future__ import annotations

from ..core import Settlement
from .outcome import Outcome


class SettlementMixin:
    """The persons and party payments of `TarokProfile`."""

    def persons(self, o: Outcome) -> list[str]:
        names = list(o.seat_names)
        if o.options.get("koenig"):
            names.append("König")
        return names

    def person_party(self, o: Outcome, seats: list[int]) -> list[int]:
        """Persons of a party of seats (the resting König sides with the Gegenpartei, S. 20)."""
        out = list(seats)
        if o.options.get("koenig") and o.contract.declarer not in seats:
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
                             "to": [st.persons[p] for p in payees], "source": source, "paarweise": True,
                             **info})
            return
        st.pay(label, amount, payers, payees, source, **info)
