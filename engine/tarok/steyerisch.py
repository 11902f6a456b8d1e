"""Steyerisch-Tarok (Ulmann Cap. III, S. 48–50; Codex § 26).

Tapp-Tarok with the old talon method and two more levels, the Zweier (two cards; erster,
zweiter, dritter Zweier) and the Einer (one card). No unit price: the winner's points above 35
plus a Consolation of 10 (Trieste 20) are the Gewinn-Points, taken once in the Dreier, twice in
the Zweier, three times in the Einer, four times in the Solo (elsewhere Einer 4, Solo 6). A lost
game is paid to each opponent as often as it was „-malig“; a won one only once (S. 48–49).
"""
from __future__ import annotations

from ..core import Settlement
from ..schema import Choice
from ..decisions import decision
from .facts import Contract
from .outcome import Outcome
from .premiums import ULTIMO_TAPP, VOLAT, Premium, holder, table
from .tapp import DECISIONS as TAPP_DECISIONS, OLD_CONTRACTS, TappTarok

CONTRACTS = OLD_CONTRACTS[:4] + (
    Contract("zweier-1", "erster Zweier", buy=2, level=1, category="zweier", source="S. 48"),
    Contract("zweier-2", "zweiter Zweier", buy=2, level=2, opens=False, category="zweier", source="S. 48"),
    Contract("zweier-3", "dritter Zweier", buy=2, level=3, opens=False, category="zweier", source="S. 48"),
    Contract("einer", "Einer", buy=1, level=1, parts_back=5, category="einer", source="S. 48"),
    Contract("solo", "Solo", buy=0, mode="none", category="solo", source="S. 48"),
)
FACTORS = {"dreier": 1, "zweier": 2, "einer": 3, "solo": 4}
FACTORS_ELSEWHERE = {"dreier": 1, "zweier": 2, "einer": 4, "solo": 6}     # „an einigen Orten“
# S. 49: premiums in Consolations, independent of the game: trois, quatre, stiller Ultimo one,
# the announced Ultimo two; the Volat seven, announced fourteen
PREMIUMS = table(
    holder("trois", "tous les trois", 1, "S. 49"), holder("quatre", "tous les quatre", 1, "S. 49"),
    Premium("ultimo", "Pagat Ultimo", 1, caught="ultimo", labels=ULTIMO_TAPP, source="S. 49; S. 31–32",
            option="ultimo_premium"),
    Premium("volat", "Volat", 7, labels=VOLAT, source="S. 49"),
)

DECISIONS = TAPP_DECISIONS + [
    decision("S. 48", "Wie weit kann der Spieler im Zweier zurückgehen?",
             "Nur zur zuerst gesehenen Lage: der erste Zweier ist so ein- bis viermalig, der "
             "zweite zwei- bis fünfmalig, der dritte bis sechsmalig.",
             "Genau diese Spannen nennt das Buch; ein Zurückgehen zur zweitgesehenen Lage gäbe "
             "eine Stufe mehr."),
    decision("S. 48", "Wie weit im Einer?",
             "Nach dem Besehen aller sechs Karten zur j-ten gesehenen: 6 + j-malig (bis elfmalig).",
             "„Der Einer kann ein- … bis elfmalig sein“; Ungarisch S. 80 erklärt das elfmalige "
             "Spiel mit der fünften Karte."),
    decision("S. 48", "Zählt eine Contra-Ansage die Gewinn-Points doppelt?",
             "Ja: Contra, Recontra, Supercontra verdoppeln den Betrag wie im Tapp-Tarok.",
             "„Alles Uebrige wie im Tapp-Tarok.“"),
    decision("Codex § 26", "Was zahlt eine Renonce?",
             "Die renoncirende Partei verliert; gerechnet wird mit der doppelten Consolation und, "
             "hatte sie weniger als 35, zuzüglich der ihr auf 35 fehlenden Points.",
             "„so wird dasselbe trotzdem als für sie verloren angesehen und der Verrechnung die "
             "verdoppelte Consolation zugrunde gelegt … so kommen die auf 35 mangelnden Points hinzu“."),
    decision("S. 49", "Wird ein Volat neben den Gewinn-Points bezahlt?",
             "Nein, der Volat (7 bzw. 14 Consolationen) tritt an ihre Stelle. Ein angesagter Volat, "
             "der nicht gelingt, zahlt die 14 Consolationen an die Gegner; das Spiel wird daneben "
             "wie gespielt abgerechnet.",
             "„Eine separate Vergütung der Gewinn-Points findet nicht statt.“ Für den mißlungenen "
             "Volat gilt „Alles Uebrige wie im Tapp-Tarok“: dort zählt er wie der vereitelte Ultimo "
             "(S. 19: „so zählt derselbe zu Gunsten der Gegenpartei“) für die Gegner."),
]


class Steyerisch(TappTarok):
    key = "steyerisch"
    name = "Steyerisch-Tarok"
    source = "Ulmann, Cap. III, S. 48–50"
    phase_source: dict = {}          # its own chapter changes the phases of Tapp-Tarok: cite the chapter
    contracts = CONTRACTS
    premiums = PREMIUMS
    decisions = DECISIONS
    options_spec = {**TappTarok.options_spec,
                    "consolation": Choice("Consolation (S. 48: 10, in Triest 20)", (10, 20)),
                    "factors": Choice("Faktoren „an einigen Orten“ (S. 48)", ("andere",))}
    jump_after_bid = True         # „auch … aus der Hand“, whoever has bid before

    def consolation(self, o: Outcome) -> int:
        return o.options.get("consolation", 10)

    def factor(self, o: Outcome) -> int:
        table = FACTORS_ELSEWHERE if o.options.get("factors") == "andere" else FACTORS
        return table[self.contract(o).category]

    def premium_factor(self, o: Outcome) -> int:
        return self.consolation(o)                     # S. 49: in Consolations, whatever the game

    def gewinn_points(self, winner_points: int, consolation: int) -> int:
        """S. 48: the points above 35 plus the Consolation."""
        return max(winner_points - 35, 0) + consolation

    def settle_game(self, o: Outcome, st: Settlement, sp, gg, won: bool) -> None:
        c = self.contract(o)
        points = self.party_points(o, self.spieler_party(o))
        cons = self.consolation(o)
        mult = o.contract.multiplicity if c.category != "solo" else 1
        contra = self.contra_factor(o, "spiel")
        volat = self.volat_party(o)
        if volat and not self.may_collect(o, sp if volat == "spieler" else gg):
            volat = None                                   # Codex § 11
        ann = self.announced(o, "volat")
        if ann:
            value = self.premium(o, "volat", announced=True) * self.contra_factor(o, "volat")
            if self.made(o, ann["seat"], volat == "spieler"):                  # Codex § 9
                return self.party_pay(st, "angesagter Volat", value, sp, gg, "S. 49")
            self.party_pay(st, "angesagter Volat verloren", value, gg, sp, "S. 49")
        elif volat:
            value = self.premium(o, "volat")
            winners, losers = (sp, gg) if volat == "spieler" else (gg, sp)
            return self.party_pay(st, "stiller Volat", value, winners, losers, "S. 49")
        renonce = self.renonce(o)
        if renonce is not None:
            guilty = sp if renonce in self.spieler_party(o) else gg
            own = points if guilty is sp else self.total_points - points
            g = 2 * cons + max(0, 35 - own)
            amount = g * self.factor(o) * (mult if guilty is sp else 1) * contra
            return self.party_pay(st, "Renonce (Codex § 26)", amount, gg if guilty is sp else sp, guilty, "Codex § 26")
        if won:
            g = self.gewinn_points(points, cons)
            self.party_pay(st, f"{c.name} gewonnen: {g} Gewinn-Points × {self.factor(o)}"
                           + (f" × {contra}" if contra > 1 else ""), g * self.factor(o) * contra, sp, gg, "S. 48–49")
        else:
            g = self.gewinn_points(self.total_points - points, cons)
            label = f"{c.name} verloren: {g} Gewinn-Points × {self.factor(o)} × {mult}malig"
            self.party_pay(st, label + (f" × {contra}" if contra > 1 else ""),
                           g * self.factor(o) * mult * contra, gg, sp, "S. 48–49")

    def honours_of(self, o: Outcome, seat: int) -> list[str]:
        return [h for h in super().honours_of(o, seat) if h in ("trois", "quatre")]   # no Köpfe
