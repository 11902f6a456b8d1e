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

from ..cards import Card, TAROK
from ..core import Action, Phase, Settlement, State, mask_of, popcount
from ..schema import Bool
from ..decisions import decision
from .facts import Contract
from .profile import TarokProfile
from .outcome import Outcome
from .settlement import Parties
from .premiums import ULTIMO_PARTY, VOLAT, Premium, holder, table
from .state import ANNOUNCE, BIDDING, THROW_OR_PLAY
from ..errors import RequestError

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
TAROK_MELDUNGEN = ("acht", "zehn", "zwoelf")          # by number; the others are honours (Codex § 13)
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


class Neunzehnerrufen(TarokProfile):
    key = "neunzehner"
    name = "Neunzehnerrufen"
    deal_cite = "Ulmann S. 13, S. 61"   # dealt in every form „als ob vier Personen spielten“
    source = "Ulmann, Cap. V, S. 61–69"
    phase_source = {BIDDING: "S. 64–68", THROW_OR_PLAY: "S. 64", ANNOUNCE: "S. 62–63, 65"}
    n_seats = 4
    hand_size = 12
    contracts = CONTRACTS
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

    # -- the call and the talon --
    def call_card(self, state: State, caller: int) -> int | None:
        if self.form == "deux" or state.options.get("wien"):
            return None                                  # called after the scat
        for rank in range(19, 1, -1):
            card = self.card_id[Card(TAROK, rank)]
            if not state.hands[caller] >> card & 1:
                return card
        return None

    def after_bidding(self, state: State) -> None:
        c = self.contract(state)
        decl = state.contract.declarer
        if c.key != "rufer":
            return self.begin_talon(state)
        called = self.call_card(state, decl)           # called before the talon is taken up
        shares = [4, 0, 2, 0] if self.form == "deux" else [4, 1, 1, 0]   # S. 64
        counts, pos = {}, 0
        for i, n in enumerate(shares):
            seat = (decl + i) % 4
            cards = state.talon[pos:pos + n]
            pos += n
            if n:
                state.hands[seat] |= mask_of(cards)
                counts[seat] = n
        state.contract.bought = state.talon[:4]
        state.contract.talon_rest = []
        if called is not None:         # S. 64: „der Besitzer desselben ist ihr Mitmann“, also when
            self.set_partner(state, called)      # it came to him as the 5th or 6th talon card
        if called is not None and called in state.talon[:4]:
            state.contract.alone = True               # S. 64: may schleifen or play alone
            state.phase, state.turn = THROW_OR_PLAY, decl
            state.extra["pending_discard"] = [[s, n] for s, n in counts.items()]     # JSON: no int keys
            return
        self.begin_discard(state, counts)

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), THROW_OR_PLAY: Phase(self._actions_schleifen, self._apply_schleifen)}

    def _actions_schleifen(self, state: State) -> list[Action]:
        return [Action("throw_in", state.turn), Action("done", state.turn)]

    def _apply_schleifen(self, state: State, action: Action) -> None:
        pending = dict(state.extra.pop("pending_discard"))
        if action.kind == "throw_in":
            return self.schleifen(state)
        self.begin_discard(state, pending)

    def set_partner(self, state: State, called: int) -> None:
        decl = state.contract.declarer
        state.contract.called = self.card_name(called)
        holder = next((s for s in range(4) if state.hands[s] >> called & 1), None)
        state.contract.partners = [holder] if holder not in (None, decl) else []

    def after_discard(self, state: State) -> None:
        c = self.contract(state)
        if c.key == "rufer" and "called" not in state.contract:        # en deux / Wien
            decl = state.contract.declarer
            holders = self.dummies() if self.form == "deux" else [s for s in range(4) if s != decl]
            for rank in range(19, 1, -1):
                card = self.card_id[Card(TAROK, rank)]
                if any(state.hands[s] >> card & 1 for s in holders):
                    self.set_partner(state, card)
                    break
            else:
                state.contract.called, state.contract.partners = None, []
        self.begin_announce(state)

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

    # -- persons --
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

    # -- settlement --
    premiums = PREMIUMS

    def factor(self, o: Outcome) -> int:
        return (FACTORS_WIEN if o.options.get("wien") else FACTORS)[self.contract(o).category]

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
