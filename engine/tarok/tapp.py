"""Tapp-Tarok (Ulmann Cap. I, S. 19–39) and Zwölfer-Tarok (Cap. VII, S. 78–79).

Three active players, 54 cards (Zwölfer: 42), talon 6 in two halves of three. Dreier and Solo;
the Dreier is raised (gesteigert) to the Unterer, the Dreimalige and the Viermalige. The old
method (S. 20–22) values the game by the half taken and the order the halves were seen (1–6);
the Vienna method (S. 22) turns up both halves and values the Dreier 3, the Unterer 4, the
Dreimalige 5, the Viermalige 6. Solo 8 (S. 23).
"""
from __future__ import annotations

from ..core import Settlement
from ..decisions import decision
from .facts import CONTRA_NAMES, MALIG, Contract, with_multiplicity
from .profile import TarokProfile
from .outcome import Outcome
from .settlement import Parties
from .premiums import ULTIMO_TAPP, VOLAT, Premium, holder, table
from .shapes import RESTING_KING, ULTIMO_PREMIUM
from .state import ANNOUNCE, BIDDING, DISCARD, TALON

PAGES = {"dreier": "S. 20–21", "steigern": "S. 21–22", "wien": "S. 22", "solo": "S. 23",
         "praemien": "S. 22–23", "contra": "S. 24", "ultimo": "S. 31–32", "volat": "S. 19; Codex § 20"}

OLD_CONTRACTS = (
    Contract("dreier", "Dreier", buy=3, level=1, category="dreier", source="S. 20"),
    Contract("unterer", "Unterer (Zweimaliger)", buy=3, level=2, opens=False, category="dreier", source="S. 21"),
    Contract("dreimaliger", "Dreimaliger", buy=3, level=3, opens=False, category="dreier", source="S. 21"),
    Contract("viermaliger", "Viermaliger", buy=3, level=4, opens=False, category="dreier", source="S. 22"),
    Contract("solo", "Solo", value=8, buy=0, mode="none", category="solo", source="S. 23"),
)
WIEN_CONTRACTS = (
    Contract("dreier", "Dreier", value=3, buy=3, mode="choose", category="dreier", source="S. 22"),
    Contract("unterer", "Unterer", value=4, buy=3, mode="choose", opens=False, category="dreier", source="S. 22"),
    Contract("dreimaliger", "Dreimaliger", value=5, buy=3, mode="choose", opens=False, category="dreier", source="S. 22"),
    Contract("viermaliger", "Viermaliger", value=6, buy=3, mode="choose", opens=False, category="dreier", source="S. 22"),
    Contract("solo", "Solo", value=8, buy=0, mode="none", category="solo", source="S. 23"),
)

# S. 22: premiums in the Dreier, „angesagt“ double; S. 23: „zählen im Solo doppelt so viel“.
PREMIUMS = table(
    holder("koepfe", "Köpfe", 1, PAGES["praemien"]),
    holder("trois", "tous les trois", 2, PAGES["praemien"]),
    holder("quatre", "tous les quatre", 2, PAGES["praemien"]),
    Premium("ultimo", "Pagat Ultimo", 2, caught="ultimo", labels=ULTIMO_TAPP, source=PAGES["ultimo"],
            option="ultimo_premium"),
    Premium("volat", "Volat", 12, labels=VOLAT, source=PAGES["volat"]),
)

RENONCE_DECISION = decision("Codex §§ 9, 11, 13", "Was zahlt eine Renonce?",
             "Die Partei des Renoncirenden verliert das Spiel; die Ansagen der anderen Partei "
             "(auch ein angesagter Volat) gelten als erfüllt, ihre eigenen als verloren; stille "
             "Prämien (Ultimo, Volat, abgefangener Pagat) erhält nur die andere Partei; Köpfe, tous "
             "les trois und tous les quatre in der Hand werden jedem bezahlt.",
             "§ 9: die Gegenpartei „gewinnt, ohne weiter spielen zu müssen, die Partie und auch alle "
             "etwaigen Ansagen“; § 11: sie kann weiterspielen lassen, um „allfällige Chancen, wie "
             "Pagat oder König Ultimo, Volat, … geltend machen zu können“, die renoncirende Partei "
             "„kann für sich keine Chance mehr erwarten“; § 13: die Honneurs in der Hand „auch im "
             "Falle einer Renonce“.")

DECISIONS = [
    decision("S. 15", "Muss man überstechen, wenn Tarok ausgespielt ist?",
             "Nein: Tarok muss zugegeben werden, ein höherer ist nicht verlangt.",
             "„einen solchen zugeben, respective mit einem höheren stechen“ nennt beides als "
             "erlaubt; das Buch lehrt das Lachiren (Termini) und übt es in Lösung Nr. 32; der "
             "Codex § 9 nennt als Renonce nur Nichtbedienen und Nichtstechen."),
    decision("S. 15", "Wann darf ein Tarok in den Scat?",
             "Karte für Karte: ein Tarok (kein Honneur) nur, wenn keine andere Farbenkarte als "
             "Könige mehr in der Hand ist; die verlegten Taroks werden gezeigt (im Zustand vermerkt).",
             "„Taroks dürfen nur dann verlegt werden, wenn der Ecartirende keine andere "
             "Farbenkarte als Könige besitzt“; wer drei Karten verlegt und nur eine Farbenkarte "
             "hat, verlegt diese und zwei Taroks."),
    decision("S. 21–22", "In welcher Reihenfolge werden die Talonhälften bei den Steigerungsstufen aufgedeckt?",
             "Dreier und Dreimaliger beginnen mit der ersten, Unterer und Viermaliger mit der zweiten "
             "Hälfte; die zuerst gesehene Hälfte zählt die Stufe, die zweite eins mehr, das "
             "Zurückgehen zwei mehr.",
             "So rechnet das Buch alle vier Stufen vor (1–3, 2–4, 3–5, 4–6)."),
    decision("S. 21–23", "Wer darf Solo ansagen?",
             "Als Eröffnung jeder; im Steigern der Nachmann auf jeder Stufe, wenn er noch kein "
             "Spiel erklärt hat, sonst erst als Stufe nach dem Viermaligen; der Vormann kann den "
             "Solo behalten.",
             "„Jeder Theilnehmer kann, wenn er nicht einen Dreier bereits erklärt hat, aus der "
             "Hand einen Solo ansagen“ und „Wird der Viermalige … behalten, so kann die Nachhand "
             "diesen mit dem Solo überbieten, welchen der Vormann … auch behalten kann“."),
    decision("S. 23–24", "Der Vorbehalt der Vorhand, die tous les quatre vertappt hat und ein "
             "fremdes Spiel „behalten“ will.",
             "Nicht nachgebildet: wer getappt hat, steigert nicht mehr mit; seine tous les trois / "
             "tous les quatre sind verwirkt, die Köpfe bleiben.",
             "Das Steigern des Buches kennt das Behalten nur für den Vormann, der selbst ein Spiel "
             "erklärt hat; der Sonderfall steht allein und ist im Ablauf nicht bestimmt."),
    decision("Codex § 20", "Was zahlt ein Volat, und zählt das Spiel daneben?",
             "Der Volat tritt an die Stelle des Spieles; übersteigt der Spielwerth (mit Contra) den "
             "Volat, so wird der Spielwerth bezahlt. Gewinnt die Gegenpartei alle Stiche, gilt "
             "für sie dasselbe (stiller Volat).",
             "§ 20: die Volat-Partei „beansprucht den Preis des Spieles und verzichtet … auf die "
             "Prämie für den Volat“ – also sonst die Prämie statt des Spieles; „Alle Stiche "
             "machen, heißt Volat machen“ (S. 19) gilt für jede Partei."),
    decision("S. 19, 32", "Wer zahlt, wenn der Pagat eines Gegners im letzten Stich abgefangen wird?",
             "Spiegelbildlich zum Zopf: jeder Gegner zahlt dem Spieler den stillen Ultimo.",
             "S. 19: der abgefangene Ultimo „zählt zu Gunsten der Gegenpartei (der letztere Fall "
             "gilt auch für den stillen Ultimo)“ – für jede Partei, die den Pagat hält."),
    RENONCE_DECISION,
    decision("S. 20, 23", "Zahlt der ruhende „König“ mit?",
             "Ja, bei jeder Zahlung der Gegenpartei, und er erhält wie sie (Option resting_king).",
             "„dieser gewinnt und verliert als König mit der Gegenpartei“; bei den Honneurs sagt "
             "das Buch es ausdrücklich („von seinen beiden Aiden“)."),
]


class TappTarok(TarokProfile):
    key = "tapp"
    name = "Tapp-Tarok"
    source = "Ulmann, Cap. I, S. 19–39"
    contracts = OLD_CONTRACTS
    premiums = PREMIUMS
    decisions = DECISIONS
    facts = ("ultimo", "volat", "honours", "renonce", "tapped")
    # the rules of the phases, as the mixins cite them: Steigern (auction.py), the talon parts
    # and the Verlegen (talon.py), announcements and Contra (announcements.py)
    phase_source = {BIDDING: "S. 19–23", TALON: "S. 20–22", DISCARD: "S. 15", ANNOUNCE: "S. 23–24"}
    options_spec = {"resting_king": RESTING_KING, "ultimo_premium": ULTIMO_PREMIUM}

    def game_value(self, o: Outcome) -> int:
        c = self.contract(o)
        return c.value * o.contract.multiplicity if c.mode == "parts" else c.value

    def premium_factor(self, o: Outcome) -> int:
        return 2 if self.contract(o).category == "solo" else 1

    # -- settlement (the shared one, engine.tarok.settlement) --
    void_summary = "Alle haben getappt: es wird zusammengeworfen, A gibt (S. 21)."

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        self.settle_game(o, st, parties.spieler, parties.gegner, st.won)
        self.settle_ultimo(o, st, parties.spieler, parties.gegner, renonce)
        self.settle_honours(o, st, parties.spieler_seats, parties.gegner_seats)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        verb = "gewinnt" if st.won else "verliert"
        return (f"{st.persons[parties.spieler[0]]} {verb} das Spiel {self.describe_game(o)} mit "
                f"{st.points['spieler']} gegen {st.points['gegner']} Points.")

    def describe_game(self, o: Outcome) -> str:
        c = self.contract(o)
        m = o.contract.multiplicity
        if c.mode == "parts" and c.buy and MALIG.get(m, "-") in c.name.lower():
            return f"„{c.name}“"                   # „Unterer (Zweimaliger)“ says it already
        return f"„{c.name}“" + (f" ({m}malig)" if c.mode == "parts" and c.buy else "")

    def settle_game(self, o: Outcome, st: Settlement, sp, gg, won: bool) -> None:
        value = self.game_value(o) * self.contra_factor(o, "spiel")
        contra = o.contract.contra.get("spiel", 0)
        c = self.contract(o)
        label = with_multiplicity(c.name, o.contract["multiplicity"]) if c.mode == "parts" and c.buy else c.name
        if contra:
            label += ", " + CONTRA_NAMES[contra]
        volat = self.volat_party(o)
        ann = self.announced(o, "volat")
        if volat and not self.may_collect(o, sp if volat == "spieler" else gg):
            volat = None                           # Codex § 11: no Volat for the renouncing party
        if ann:
            vvalue = self.premium(o, "volat", announced=True) * self.contra_factor(o, "volat")
            if self.made(o, ann["seat"], volat == "spieler"):      # Codex § 9
                if value > vvalue:
                    return self.party_pay(st, label + " (höher als der Volat, § 20)", value, sp, gg, PAGES["volat"])
                return self.party_pay(st, "angesagter Volat", vvalue, sp, gg, PAGES["volat"])
            self.party_pay(st, "angesagter Volat verloren", vvalue, gg, sp, PAGES["volat"])
        elif volat:
            vvalue = self.premium(o, "volat")
            winners, losers = (sp, gg) if volat == "spieler" else (gg, sp)
            if value > vvalue:
                return self.party_pay(st, label + " (höher als der stille Volat, § 20)", value,
                                      winners, losers, PAGES["volat"])
            return self.party_pay(st, "stiller Volat", vvalue, winners, losers, PAGES["volat"])
        if won:
            self.party_pay(st, label + " gewonnen", value, sp, gg, self.contract(o).source)
        else:
            self.party_pay(st, label + " verloren", value, gg, sp, self.contract(o).source)

    def settle_ultimo(self, o: Outcome, st: Settlement, sp, gg, renonce) -> None:
        self.settle_pagat(o, st, (sp, gg))

    def forfeited(self, o: Outcome, seat: int) -> bool:
        """S. 23: who taps (before any game was declared) forfeits tous les trois / quatre."""
        return seat in o.tapped

    def honours_of(self, o: Outcome, seat: int) -> list[str]:
        held = self.held_premiums(o, seat)
        if self.forfeited(o, seat):
            held = ["koepfe" if h == "trois" else h for h in held if h != "quatre"]
        return [h for h in held if h in self.premiums]

    def settle_honours(self, o: Outcome, st: Settlement, sp_seats, gg_seats) -> None:
        everyone = list(range(len(st.persons)))
        for seat in range(o.n_seats):
            for h in self.honours_of(o, seat):
                value = self.premium(o, h)
                if seat in sp_seats:
                    payers = self.person_party(o, gg_seats)
                else:                         # S. 23: also paid by his own Aide(s)
                    payers = [p for p in everyone if p != seat]
                st.pay(f"{self.premiums[h].name} ({st.persons[seat]})", value, payers, [seat],
                       self.premiums[h].source)


class TappTarokWien(TappTarok):
    key = "tapp-wien"
    name = "Tapp-Tarok (Wiener Art)"
    source = "Ulmann, Cap. I, S. 22"
    contracts = WIEN_CONTRACTS
    phase_source = {**TappTarok.phase_source, TALON: "S. 22"}


class Zwoelfer(TappTarok):
    """Zwölfer-Tarok, „Tapper ohne die Kleinen“: as Tapp-Tarok with 42 cards, 12 each (S. 79)."""

    key = "zwoelfer"
    name = "Zwölfer-Tarok"
    source = "Ulmann, Cap. VII, S. 78–79"
    pack_size = 42
    hand_size = 12
    threshold = 34                                   # S. 78: „mindestens 34 (33⅔)“
    decisions = DECISIONS + [
        decision("S. 79", "Alte oder Wiener Talonweise im Zwölfer?",
                 "Die alte Weise wie im Cap. I dargestellt (Option: Profil „tapp-wien“ für Wien).",
                 "„genau so wie im Tapp-Tarok“; das Buch legt dort die ältere Methode als die "
                 "Regel dar."),
    ]


def stamm_ultimo(stamm: int, made: bool, contra: bool = False) -> dict:
    """S. 38–39, the „Stamm“ (vulgar „Jude“) custom for an announced Ultimo, which the author
    condemns: who makes it takes the Stamm, who fails pays as much in; with Contra the opponents
    refill it to double when it is made, and take it when it fails while the Spieler pays in
    double. Returns the Spieler's and the opponents' (together) gain and the new Stamm."""
    if made:
        return {"spieler": stamm, "gegner": -2 * stamm if contra else 0, "stamm": 2 * stamm if contra else 0}
    if contra:
        return {"spieler": -2 * stamm, "gegner": stamm, "stamm": 2 * stamm}
    return {"spieler": -stamm, "gegner": 0, "stamm": 2 * stamm}
