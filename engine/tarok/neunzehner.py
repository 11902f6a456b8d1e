"""Neunzehnerrufen (Ulmann Cap. V, S. 61–69; Codex § 29), with its Strohmann forms.

Always dealt as for four: talon 6, twelve cards to each „Mann“ (S. 61). Forms: "vier" (four
active players), "trois" (three players and one Strohmann), "fliegend" (four persons, the dealer
rests and his cards are the Strohmann, but he may undertake a game and announce, S. 61, 64–65,
68), "deux" (two players, two Strohmänner).
Rufer < Dreier < Zweier < Einer < Solo; only in the Rufer has the Spieler a helper, the holder of
the called Tarok XIX (or the next lower one the caller lacks). Gewinn-Points = points above 35 +
Consolation 10, times 1, 3, 4, 5, 6 (Wien 1, 3, 6, 9, 12); a lost Dreier, Zweier, Einer is paid
„-malig“, a won one once (S. 62). Premiums for Taroks, Honneurs, Ultimo and Volat (S. 62–63).

Seats: 0 = Vorhand, then rechts herum. "trois": the Strohmann is seat 3; "deux": the players
sit at 0 and 2, the Strohmänner at 1 and 3. Payments are computed between the four seats and
then charged to the persons who play them.
"""
from __future__ import annotations

from ..core import State, popcount
from ..decisions import decision
from ..schema import Bool
from .facts import Contract
from .neunzehner_call import NeunzehnerCallMixin
from .neunzehner_settlement import NeunzehnerSettlementMixin
from .outcome import Outcome
from .premiums import ULTIMO_PARTY, VOLAT, Premium, holder, table
from .profile import TarokProfile
from .state import ANNOUNCE, BIDDING, THROW_OR_PLAY

CONTRACTS = (
    Contract("rufer", "Rufer", buy=4, mode="none", alone=False, opens=False, category="rufer", source="S. 64"),
    Contract("dreier", "Dreier", buy=3, level=1, category="dreier", source="S. 66"),
    Contract("zweier", "Zweier", buy=2, level=1, parts_back=2, category="zweier", source="S. 67"),
    Contract("einer", "Einer", buy=1, level=1, parts_back=5, category="einer", source="S. 67"),
    Contract("solo", "Solo", buy=0, mode="none", category="solo", source="S. 68"),
)
FACTORS = {"rufer": 1, "dreier": 3, "zweier": 4, "einer": 5, "solo": 6}
FACTORS_WIEN = {"rufer": 1, "dreier": 3, "zweier": 6, "einer": 9, "solo": 12}
# S. 62–63, „in Wien“ in brackets there; „Die Prämien … bleiben in allen Spielkategorien …
# stets dieselben“. Ultimo and Volat either party (S. 65), no silent one beside an announced one.
PREMIUMS = table(
    holder("acht", "Acht Tarok", 4, "S. 62–63", alt={"wien": 5}),
    holder("zehn", "Zehn Tarok", 8, "S. 62–63", alt={"wien": 10}),
    holder("zwoelf", "Zwölf Tarok", 12, "S. 62–63", alt={"wien": 10}),
    holder("trois", "tous les trois", 8, "S. 63", alt={"wien": 10}),
    holder("quatre", "tous les quatre", 8, "S. 63", alt={"wien": 10}),
    holder("honneurs", "Honneurs", 4, "S. 63", alt={"wien": 5}),
    holder("grosse_honneurs", "Große Honneurs", 12, "S. 63", alt={"wien": 15}),
    Premium("ultimo", "Pagat Ultimo", 10, beside=False, caught="ultimo", labels=ULTIMO_PARTY, alt={"wien": 20},
            source="S. 63"),
    Premium("volat", "Volat", 20, labels=VOLAT, alt={"wien": 50}, source="S. 63"),
)
FORMS = {"vier": ("A", "B", "C", "D"), "trois": ("A", "B", "C", "Strohmann"),
         "fliegend": ("A", "B", "C", "D"),
         "deux": ("A", "Strohmann 1", "B", "Strohmann 2")}

DECISIONS = [
    decision("S. 61", "Welchen Tarok ruft, wer XIX selbst hat?",
             "XVIII, und wer auch diesen hat, XVII, XVI … (nie Sküs, Mond, XX, Pagat).",
             "Der Druck liest „XVII“; der Nachsatz („besitzt sie aber beide, so muß sie XVII … "
             "rufen“) verlangt XVIII (Anm. der Edition)."),
    decision("S. 64", "Wann wird im Spiel en deux gerufen?",
             "Nach Kauf und Scat (wie in Wien): der höchste Tarok (XIX abwärts), den ein "
             "Strohmann hält; dieser Strohmann ist der Mann des Spielers, der andere gehört dem Gegner.",
             "En deux muß der gerufene Tarok in einem Strohmann sitzen („derjenige Strohmann, "
             "welcher den gerufenen Tarok enthält, der Mann des Spielers“); das Buch nennt für "
             "en deux „den höchsten Tarok, den weder der Rufende, noch sein Gegner besitzt“."),
    decision("S. 62–63", "Werden Taroks und Honneurs von selbst angesagt?",
             "Ja: die Engine meldet für jede Hand (auch die Strohmänner) bei Spielbeginn Acht/"
             "Zehn/Zwölf Tarok, tous les trois / quatre, Honneurs oder Große Honneurs.",
             "tous les trois / quatre „müssen angesagt werden“, in Wien jede Ansage; das "
             "Verschweigen ist Renonce, also kein regelrechter Zug."),
    decision("S. 63", "Zählen Große Honneurs neben tous les trois / quatre?",
             "Nein: wer Große Honneurs hat, erhält nur diese (12); wer tous les sept hat, ebenso.",
             "Die Große-Honneurs-Ansage schließt tous les quatre bzw. tous les trois ein; das Buch "
             "nennt keine Summe."),
    decision("S. 65–66", "Wem gehört der Strohmann, wenn der Spieler allein spielt?",
             "Dem ersten Gegner rechts vom Spieler, der einen eigenen Platz hat („hineingreifen“).",
             "Das Buch läßt die Gegner wählen, welcher „hineingreifen“ werde; die Wahl ändert die "
             "Abrechnung nicht."),
    decision("S. 62", "Wie wird zwischen Parteien gezahlt?",
             "Zwischen den vier Plätzen wie im Königrufen (zwei gegen zwei: jeder von einem "
             "Gegner; einer gegen drei: von jedem); ein Strohmann zahlt und erhält für den, "
             "der ihn führt.",
             "Das Buch nennt nur den Betrag der gewinnenden Partei."),
    decision("S. 61, 64–65, 68", "Wie spielt der fliegende Strohmann?",
             "Vier Personen; der Geber (Platz D) ruht, seine Karten bilden den Strohmann. Er steigert "
             "mit (Dreier, Zweier, Einer, Solo, nicht den Rufer) und sagt an und contrirt wie jeder "
             "andere; unternimmt er selbst ein Spiel, spielt er seine Karten à ouvert und zahlt wie "
             "jeder Spieler. Sonst führt den Strohmann, wer ihn nach S. 65 erhält, und zahlt und "
             "erhält für ihn; der ruhende Geber zahlt dann nichts.",
             "„der jeweilige Kartengeber ruht; er decouvrirt seine Karten, die nunmehr den "
             "‚Strohmann‘ bilden“; „hat der Kartengeber ebenso wie jeder active Theilnehmer das Recht, "
             "Ansagen, welcher Art immer, zu erstatten“; „so hat auch der Kartengeber das Recht, eines "
             "der gedachten Spiele zu unternehmen … die Partie à ouvert durchzuführen“; „im anderen "
             "Falle gehören die Karten des Strohmannes jenem Theilnehmer …“ – wem die Karten "
             "gehören, der zahlt für sie."),
    decision("Codex §§ 26, 29", "Was zahlt eine Renonce im Neunzehnerrufen?",
             "Wie im Steyerisch-Tarok (§ 26): die renoncirende Partei verliert; gerechnet wird mit "
             "der doppelten Consolation (20) und den ihr auf 35 fehlenden Points, mal dem Faktor "
             "der Spielart (verlorene Dreier/Zweier/Einer des Spielers -malig) und dem Contra. "
             "Die Ansagen (Ultimo, Volat) der schuldlosen Partei gelten als erfüllt, die der "
             "renoncirenden als verloren; stille Prämien und Tarok-Ansagen erhält nur die schuldlose "
             "Partei; Honneurs, Große Honneurs, tous les trois / quatre in der Hand werden jeder "
             "Partei bezahlt. Ein Strohmann kann nicht renonciren.",
             "„Im Neunzehnerrufen findet der § 26 Anwendung“; „die Karten des Strohmannes liegen "
             "für alle Mitspielenden zur Ansicht auf, es ist daher bei ihnen eine Renonce von "
             "vornherein ausgeschlossen“. § 26 spricht nur von der Partie; für die Ansagen gelten "
             "die allgemeinen §§ 9 („alle etwaigen Ansagen“), 11 („kann für sich keine Chance mehr "
             "erwarten“) und 13 (Honneurs in der Hand „auch im Falle einer Renonce“; Honneurs und "
             "Große Honneurs sind wie tous les trois / quatre in der Hand vereinigte Honneurs)."),
    decision("S. 64", "Wer ist Mitmann, wenn der gerufene Tarok als fünfte oder sechste Talonkarte "
             "zum Nachbarn des Rufenden kommt?",
             "Dieser Nachbar: die Partei wird erst nach dem Aufnehmen des Talons bestimmt.",
             "„der Besitzer desselben ist ihr Mitmann“ – gerufen wird vor dem Aufnehmen, Besitzer "
             "ist, wer den Tarok nach dem Aufnehmen hält; nur für die obersten vier Karten, die der "
             "Rufende selbst nimmt, bestimmt das Buch das Schleifen oder Alleinspielen."),
    decision("Codex § 29, Anmerkung", "Wie rechnet Wien (mit einem oder zwei Strohmännern) die Renonce?",
             "Option wien mit der Form „trois“ oder „deux“: die renoncirende Partei verliert 70 "
             "Points mal dem Wiener Faktor der Spielart (Rufer 1, Dreier 3, Zweier 6, Einer 9, "
             "Solo 12) und dem Contra, ohne -malig; im Rufer erhält die Gegenpartei einfach 70.",
             "„verliert die renoncirende Partei stets 70 Points (inclusive der Consolation), die im "
             "„Zweier“, „Einer“ oder „Solo“ entsprechend vermehrt zur Verrechnung kommen“; der "
             "Dreier ist nicht genannt, „entsprechend“ heißt nach dem Faktor der Spielart, den das "
             "Buch für alle Kategorien angibt (S. 62). Das -malig steht nicht im Satz."),
]


class Neunzehnerrufen(NeunzehnerCallMixin, NeunzehnerSettlementMixin, TarokProfile):
    """Neunzehnerrufen in its four forms: the facts, the bidding and the Meldungen; the call and
    the talon come from `neunzehner_call`, the persons and the settlement from
    `neunzehner_settlement`."""

    key = "neunzehner"
    name = "Neunzehnerrufen"
    deal_cite = "Ulmann S. 13, S. 61"   # dealt in every form „als ob vier Personen spielten“
    source = "Ulmann, Cap. V, S. 61–69"
    phase_source = {BIDDING: "S. 64–68", THROW_OR_PLAY: "S. 64", ANNOUNCE: "S. 62–63, 65"}
    n_seats = 4
    hand_size = 12
    contracts = CONTRACTS
    premiums = PREMIUMS
    gegner_announce = True
    contra_targets = ("spiel", "ultimo", "volat")
    pass_word = "passen"
    random_bid_rate = 0.2           # random play: leave room for the Rufer
    decisions = DECISIONS
    facts = ("ultimo", "volat", "renonce", "declarations")
    options_spec = {"wien": Bool("Wiener Art (Prämien und Faktoren in Klammern, S. 62–64)")}
    form = "vier"

    def __init__(self, form: str = "vier"):
        self.form = form
        # with a Strohmann in the last throw the text does not say which person deals
        self.dealer_unsaid = form in ("trois", "deux")
        if form != "vier":
            self.key = f"neunzehner-{form}"
            self.name = {"trois": "Neunzehnerrufen en trois (mit dem Strohmann)",
                         "deux": "Neunzehnerrufen en deux (zwei Strohmänner)",
                         "fliegend": "Neunzehnerrufen mit dem fliegenden Strohmann"}[form]
        self.seat_names = FORMS[form]
        super().__init__()

    def dummies(self, state: State | None = None) -> list[int]:
        """Seats played as a Strohmann. With the fliegender Strohmann the resting dealer (seat 3)
        may undertake a game himself and then plays his own cards à ouvert (S. 68)."""
        if self.form == "fliegend":
            return [] if state is not None and state.contract.declarer == 3 else [3]
        return {"vier": [], "trois": [3], "deux": [1, 3]}[self.form]

    def active(self, state: State) -> list[int]:
        """Seats that bid and speak: with the fliegender Strohmann the dealer too (S. 64–65, 68)."""
        return list(range(4)) if self.form == "fliegend" else [s for s in range(4) if s not in self.dummies(state)]

    def start(self, state: State) -> None:
        super().start(state)
        self.auction(state).queue = self.active(state)
        state.turn = 0

    def max_contra_level(self, state: State) -> int:
        return self.max_contra_for(state.options)

    def max_contra_for(self, options: dict) -> int:
        return 2 if options.get("wien") else 3                 # S. 64: Wien bans Supercontra

    def contra_options(self, state: State, seat: int) -> list[str]:
        if seat not in self.active(state):
            return []
        opts = super().contra_options(state, seat)
        return [t for t in opts if state.contract.contra.get(t, 0) < self.max_contra_level(state)]

    def may_raise(self, state, seat, c, level) -> bool:
        return self.contracts.index(c) > level

    def all_passed(self, state: State) -> None:
        """S. 64: if nobody bids higher, the Vorhand must call."""
        self.contract_won(state, 0, self.contracts[0])

    # -- announcements --
    def begin_announce(self, state: State) -> None:
        super().begin_announce(state)
        state.extra["speak"] = [s for s in state.extra["speak"] if s in self.active(state)]
        state.turn = state.extra["speak"][0]
        state.contract.declarations = {str(s): self.melden(state.hands[s]) for s in range(4)}

    def melden(self, hand: int) -> list[str]:
        """S. 62–63: the Tarok and Honneurs announcements a hand makes."""
        out = []
        taroks = popcount(hand & self.TAROKS)
        if not hand & ~self.TAROKS:
            out.append("zwoelf")
        elif taroks >= 10:
            out.append("zehn")
        elif taroks >= 8:
            out.append("acht")
        th, kings = popcount(hand & self.TAROK_HONOURS), popcount(hand & self.KINGS)
        if (kings == 4 and th >= 1) or (th == 3 and kings >= 1):
            out.append("grosse_honneurs")
        elif th == 3:
            out.append("trois")
        elif kings == 4:
            out.append("quatre")
        elif (th == 2 and kings >= 2) or (kings == 3 and th >= 1):       # S. 63: a third King does not cancel it
            out.append("honneurs")
        return out

    def announcements_for(self, state: State, seat: int) -> list[str]:
        mine = seat in self.spieler_party(state)
        done = {(a["what"], a["seat"] in self.spieler_party(state)) for a in state.contract.announced}
        return [w for w in ("ultimo", "volat") if (w, mine) not in done]    # S. 65: either party

    def factor(self, o: Outcome) -> int:
        """S. 62: the factor of the game category (Wien: the figures in brackets)."""
        return (FACTORS_WIEN if o.options.get("wien") else FACTORS)[self.contract(o).category]
