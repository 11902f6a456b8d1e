"""Groß-Tarok's hand announcements (Ulmann S. 153–155; unter Vieren S. 163–164): what a hand
holds after the Scat (Matadore, ten Taroks, Cavallerie, Königreich, four figures, sixteen Ladons),
their values as premium data, and their payment before the first lead, every other player to the
one who holds them.
"""
from __future__ import annotations

from ..cards import BUBE, CAVALL, DAME, KOENIG, SUITS, Card
from ..core import Settlement, ids_of, popcount
from .outcome import Outcome
from .premiums import Premium, table

FIGURES = (KOENIG, DAME, CAVALL, BUBE)

# S. 153–155: the hand announcements, paid before the first lead by every other player to the one
# who holds them („each“); "weiterer": each Tarok, Ladon over the number named; "mit_skues": with
# the Sküs. The counts themselves (ten Taroks, sixteen Ladons …) are in `HandAnnouncementsMixin.ansagen`.
def _ansage(key: str, name: str, base: int, source: str, **kw) -> Premium:
    return Premium(key, name, base, announced=0, pays="each", source=source, **kw)


GROSS_ANSAGEN = table(
    _ansage("matadore", "Matadore (je Matador)", 5, "S. 153–154"),
    _ansage("taroks", "zehn Taroks avec oder sans (auch neun und der Sküs)", 10, "S. 154", alt={"weiterer": 5}),
    _ansage("ganze_cavallerie", "ganze Cavallerie (vier Figuren einer Farbe)", 10, "S. 154"),
    _ansage("halbe_cavallerie", "halbe Cavallerie (drei Figuren und der Sküs)", 5, "S. 154–155"),
    _ansage("ganzes_koenigreich", "ganzes Königreich (vier Könige)", 10, "S. 155"),
    _ansage("halbes_koenigreich", "halbes Königreich (drei Könige und der Sküs)", 5, "S. 155"),
    _ansage("vier_figuren", "vier Damen, Cavalle oder Buben", 5, "S. 155", alt={"mit_skues": 10}),
    _ansage("drei_figuren", "drei Damen, Cavalle oder Buben mit dem Sküs, bei drei Königen", 5, "S. 155"),
    _ansage("ladons", "sechzehn Ladons (auch fünfzehn und der Sküs)", 16, "S. 155", alt={"weiterer": 5}),
)
# S. 164 (unter Vieren mit Königrufen): only some of them count, and Matadore from the Mond down
RUFEN_ANSAGEN = table(
    *(GROSS_ANSAGEN[k] for k in ("taroks", "ganze_cavallerie", "halbe_cavallerie", "ganzes_koenigreich")),
    _ansage("matadore_mond", "Matadore vom Mond abwärts (drei und mehr, je Matador)", 5, "S. 164"),
)


class HandAnnouncementsMixin:
    """The hand announcements of the 78-card games (`GrossTarok` and its kin)."""

    def ansagen(self, hand: int) -> list[list]:
        """[name, points] for everything a hand can announce (values from GROSS_ANSAGEN)."""
        a = GROSS_ANSAGEN
        out = []
        skues = bool(hand >> self.SKUES & 1)
        m = self.matadore(hand)
        if m:
            out.append([f"{m} Matadore", a["matadore"].base * m])
        taroks = popcount(hand & self.TAROKS)            # the Sküs counts as one of them
        if taroks >= 10:
            out.append([f"{taroks} Taroks " + ("avec" if hand >> self.PAGAT & 1 else "sans"),
                        a["taroks"].base + a["taroks"].alt["weiterer"] * (taroks - 10)])
        for suit in SUITS:
            figs = sum(1 for r in FIGURES if hand >> self.card_id[Card(suit, r)] & 1)
            if figs == 4:
                out.append([f"ganze Cavallerie ({suit.capitalize()})", a["ganze_cavallerie"].base])
            elif figs == 3 and skues:
                out.append([f"halbe Cavallerie ({suit.capitalize()})", a["halbe_cavallerie"].base])
        kings = popcount(hand & self.KINGS)
        if kings == 4:
            out.append(["ganzes Königreich", a["ganzes_koenigreich"].base])
        elif kings == 3 and skues:
            out.append(["halbes Königreich", a["halbes_koenigreich"].base])
        for rank, word in ((DAME, "Damen"), (CAVALL, "Cavalle"), (BUBE, "Buben")):
            n = sum(1 for s in SUITS if hand >> self.card_id[Card(s, rank)] & 1)
            if n == 4:
                four = a["vier_figuren"]
                out.append([f"vier {word}" + (" mit dem Sküs" if skues else ""),
                            four.alt["mit_skues"] if skues else four.base])
            elif n == 3 and skues and kings >= 3:
                out.append([f"drei {word} mit dem Sküs", a["drei_figuren"].base])
        ladons = popcount(hand & self.LADONS) + (1 if skues else 0)
        if ladons >= 16:
            out.append([f"{ladons} Ladons", a["ladons"].base + a["ladons"].alt["weiterer"] * (ladons - 16)])
        return out

    ansagen_source = "S. 153–155"

    def pay_ansagen(self, o: Outcome, st: Settlement) -> None:
        """The announcements, before anything else: every other player pays each one (S. 154, 163)."""
        for s, items in sorted(o.contract.hand_premiums.items()):
            seat = int(s)
            for name, value in items:
                st.pay(f"Ansage {name} ({st.persons[seat]})", value, [x for x in range(o.n_seats) if x != seat],
                       [seat], self.ansagen_source)

    def matadore(self, hand: int) -> int:
        """S. 153: the three honours plus the Taroks in sequence to the Mond (downward) and to
        the Pagat (upward); the Sküs may stand in for one missing Tarok."""
        held = {self.pack[c].rank for c in ids_of(hand & self.TAROKS)}
        skues = 22 in held

        def run(ranks, gap_ok: bool) -> tuple[int, bool]:
            n, used = 0, False
            for r in ranks:
                if r in held:
                    n += 1
                elif gap_ok and not used:
                    n, used = n + 1, True
                else:
                    break
            if used and n and ranks[n - 1] not in held:   # a filled gap at the end is no use
                n, used = n - 1, False
            return n, used

        best = 0
        for fill in ((False, False), (True, False), (False, True)):
            if (fill[0] or fill[1]) and not skues:
                continue
            down, u1 = run(list(range(21, 1, -1)), fill[0])
            up, u2 = run(list(range(1, 21)), fill[1])
            if down + up > 20:
                up = 20 - down
            total = down + up + (1 if skues and not (u1 or u2) else 0)
            best = max(best, total)
        return best
