"""Neunzehnerrufen's settlement (Ulmann S. 62–66; Codex § 29): Gewinn-Points (points above 35
and the Consolation 10) times the game's factor, „-malig“ when a Dreier, Zweier or Einer is lost;
the premiums of the hands, Ultimo and Volat; the Renonce; and the payments of a Strohmann made
by the person who plays it. Hooks of the shared settlement (engine.tarok.settlement).
"""
from __future__ import annotations

from ..core import Settlement, State
from ..errors import RequestError
from .outcome import Outcome
from .settlement import Parties

TAROK_MELDUNGEN = ("acht", "zehn", "zwoelf")          # by number; the others are honours (Codex § 13)


class NeunzehnerSettlementMixin:
    """The persons behind the seats and the settlement hooks of `Neunzehnerrufen`."""

    # -- persons: each Strohmann is played by a person (S. 61, 66, 68) --
    def owner_of(self, state: State) -> list[int]:
        """Which seat's person plays each seat (a Strohmann is played by a person)."""
        owner = list(range(4))
        sp = self.spieler_party(state)
        for d in self.dummies(state):
            if d in sp:
                owner[d] = state.contract.declarer
            else:
                opp = [s for s in self.gegner_party(state) if s not in self.dummies(state)]
                decl = state.contract.declarer
                opp.sort(key=lambda s: (s - decl) % 4)
                owner[d] = opp[0] if opp else d
        if self.form == "deux":                          # S. 66: each player keeps one Strohmann
            decl = state.contract.declarer
            for d in self.dummies(state):
                owner[d] = decl if d in sp else 2 - decl
        return owner

    def persons(self, state: State) -> list[str]:
        return list(self.seat_names)

    # -- the shared settlement (engine.tarok.settlement) with these hooks --
    def settle_unplayed(self, o: Outcome, st: Settlement) -> Settlement | None:
        """Only schleifen ends a game unplayed: every deal is played (S. 62)."""
        if not o.contract.thrown_in:
            return None
        decl = o.contract.declarer
        others = [s for s in range(4) if s != decl]
        st.pay("Geschleift: einfache Consolation", 10, [decl], others, "S. 64")
        st.summary = f"{self.seat_names[decl]} schleift."
        return self.charge_persons(o, st)

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        points = self.party_points(o, parties.spieler_seats)
        return {"spieler": points, "gegner": self.total_points - points}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool:
        return points["spieler"] >= self.threshold          # a Renonce: settle_renonce decides

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        sp, gg = parties.spieler, parties.gegner
        c = self.contract(o)
        mult = o.contract.multiplicity if c.category in ("dreier", "zweier", "einer") else 1
        points, other = st.points["spieler"], st.points["gegner"]
        if renonce is not None:
            self.settle_renonce(o, st, sp, gg, renonce, points, mult)
        else:
            won = st.won
            g = max((points if won else other) - 35, 0) + 10
            value = g * self.factor(o) * (1 if won else mult) * self.contra_factor(o, "spiel")
            label = f"{c.name} {'gewonnen' if won else 'verloren'}: {g} Gewinn-Points × {self.factor(o)}" + \
                (f" × {mult}malig" if not won and mult > 1 else "")
            winners, losers = (sp, gg) if won else (gg, sp)
            self.party_pay(st, label, value, winners, losers, "S. 62")
        volat = self.volat_party(o)                       # S. 63: „außer dem … Gewinn“
        self.settle_premium(o, st, "volat", {volat: True} if volat else {}, (sp, gg))
        self.settle_pagat(o, st, (sp, gg))
        for s, items in sorted(o.contract.declarations.items()):
            seat = int(s)
            party, opp = (sp, gg) if seat in sp else (gg, sp)
            for what in items:
                if what in TAROK_MELDUNGEN and not self.may_collect(o, party):
                    continue                               # Codex § 11 (see DECISIONS)
                self.party_pay(st, f"{self.premiums[what].name} ({self.seat_names[seat]})", self.premium(o, what),
                               party, opp, self.premiums[what].source)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        names = " und ".join(self.seat_names[s] for s in parties.spieler)
        return (f"{names}: {self.contract(o).name} {'gewonnen' if st.won else 'verloren'} mit "
                f"{st.points['spieler']} gegen {st.points['gegner']} Points.")

    def settled(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> Settlement:
        return self.charge_persons(o, st)

    def settle_renonce(self, o: Outcome, st: Settlement, sp, gg, renonce: int, points: int, mult: int) -> None:
        """Codex § 29 (§ 26 applied; Wien with Strohmänner: 70 Points, Anmerkung)."""
        if renonce in self.dummies(o):
            raise RequestError("Mit den Karten des Strohmannes ist eine Renonce ausgeschlossen (Codex § 29).")
        guilty, innocent = (sp, gg) if renonce in sp else (gg, sp)
        st.won = innocent is sp
        contra = self.contra_factor(o, "spiel")
        c = self.contract(o)
        if o.options.get("wien") and self.form != "vier":
            f = self.factor(o)
            self.party_pay(st, f"Renonce (Wien): 70 Points × {f}", 70 * f * contra, innocent, guilty,
                           "Codex § 29, Anmerkung")
            return
        own = points if guilty is sp else self.total_points - points
        g = 2 * 10 + max(0, 35 - own)
        amount = g * self.factor(o) * (mult if guilty is sp else 1) * contra
        self.party_pay(st, f"Renonce: {c.name} verloren, {g} Gewinn-Points × {self.factor(o)}"
                       + (f" × {mult}malig" if guilty is sp and mult > 1 else ""), amount, innocent, guilty,
                       "Codex §§ 26, 29")

    def charge_persons(self, o: Outcome, st: Settlement) -> Settlement:
        """Payments of a Strohmann are made by the person who plays it."""
        if self.form == "vier" or not self.dummies(o):
            return st
        owner = self.owner_of(o)
        players = [s for s in range(4) if s not in self.dummies()] if self.form != "fliegend" else list(range(4))
        out = Settlement([self.seat_names[s] for s in players], lines=st.lines, points=st.points,
                         won=st.won, summary=st.summary)
        for s, amount in enumerate(st.payments):
            out.payments[players.index(owner[s])] += amount
        return out
