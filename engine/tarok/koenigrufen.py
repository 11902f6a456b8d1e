"""Königrufen (Ulmann Cap. IV, S. 50–61; Codex §§ 27–28).

Four active players, 54 cards, 12 each, talon 6. Rufer < (Rufen auf Pagat) < Solo < Dreier <
Solo-Dreier. In the Rufer, the Rufen auf Pagat and the Solo a King is called; its holder is the
secret partner. Game values 6, 6, 8, 10, 20 (S. 51, 55, 57, 58, 59).
"""
from __future__ import annotations

from dataclasses import replace

from ..cards import SUITS
from ..core import THROWN_IN, Action, Phase, Settlement, State, mask_of, seat_label
from ..schema import Bool, Int
from ..decisions import decision
from .facts import Contract
from .outcome import Outcome
from .settlement import Parties
from .premiums import ULTIMO_PARTY, VOLAT, Premium, holder, table
from .tapp import RENONCE_DECISION, TappTarok
from .state import ANNOUNCE, BIDDING, CALL, DISCARD, TALON, THROW_OR_PLAY
from ..errors import RequestError

CONTRACTS = (
    Contract("rufer", "Rufer", value=6, buy=3, mode="choose", alone=False, category="rufer", source="S. 50–51"),
    Contract("rufen-pagat", "Rufen auf Pagat", value=6, buy=3, mode="choose", alone=False,
             category="rufer", source="S. 55"),
    Contract("solo", "Solo", value=8, buy=0, mode="none", alone=False, category="solo", source="S. 55–57"),
    Contract("dreier", "Dreier", value=10, buy=3, mode="choose", category="dreier", source="S. 57–58"),
    Contract("solo-dreier", "Solo-Dreier", value=20, buy=0, mode="none", category="solo-dreier", source="S. 58–59"),
)
# S. 52–53: premiums in the Rufer; Solo and Dreier double them (S. 57, 58), the Solo-Dreier
# doubles the Dreier's (S. 59).
# Either party may make and announce the Pagat Ultimo; if anybody announced it, no silent one
# counts. The König Ultimo only the Spieler's party; a called King caught costs it 2 (S. 51–52).
PREMIUMS = table(
    holder("koepfe", "Köpfe", 1, "S. 52–53"), holder("trois", "tous les trois", 2, "S. 52–53"),
    holder("quatre", "tous les quatre", 2, "S. 52–53"),
    Premium("ultimo", "Pagat Ultimo", 2, beside=False, caught="ultimo", labels=ULTIMO_PARTY,
            source="S. 52", caught_source="S. 19"),
    Premium("koenig_ultimo", "König Ultimo", 2, silent=("spieler",), caught="koenig_gefangen", source="S. 52",
            caught_source="S. 51", labels={"made": "angesagter König Ultimo", "failed": "angesagter König Ultimo vereitelt",
                                           "silent": "stiller König Ultimo", "caught": "gerufener König abgefangen"}),
    Premium("koenig_gefangen", "gerufener König abgefangen", 2, announced=0, silent=(), source="S. 51"),
    Premium("volat", "Volat", 12, labels=VOLAT, source="S. 53"),
)
FACTOR = {"rufer": 1, "solo": 2, "dreier": 2, "solo-dreier": 4}

DECISIONS = [
    decision("S. 55", "Wo steht das „Rufen auf Pagat“ gegenüber dem Solo?",
             "Zwischen Rufer und Solo: es überbietet den Rufer und wird vom Solo überboten.",
             "Das Buch sagt nur, daß es „den Rufer der Vorhand durch einen besseren überbieten“ "
             "kann; es gilt wie der Rufer 6 Points, der Solo 8."),
    decision("S. 55; Codex § 27", "Was zahlt, wer auf Pagat ruft, den König im Talon findet und schleift?",
             "Den Spielwerth 6 und die Prämie des angesagten Ultimo 4, also 10 an jeden der drei Gegner.",
             "Der Text S. 55 nennt „einfach den Preis des Spieles, 6 Points“, der Codex § 27 (die "
             "„eigentlichen Spielgesetze“, S. 7) „den Werth des Spieles und die Prämie für den "
             "Ultimo an jeden Gegner einfach“; das Gesetz geht vor. Option pagat_call_throw_in=6 "
             "folgt dem Text."),
    decision("S. 51–52", "Zählt die Strafe für den abgefangenen König im Solo doppelt?",
             "Ja, wie alle Prämien des Absatzes a).",
             "S. 57: „alle im Absatz a) erwähnten Prämien zählen doppelt“; die Strafe steht in a)."),
    decision("S. 52", "Was gilt ein angesagter König Ultimo, der nicht gelingt, ohne daß der König "
             "abgefangen wurde?",
             "Er zählt 4 für die Gegenpartei (wie jede mißlungene Ansage, S. 19).",
             "Das Buch nennt nur den Fall des Abfangens (dann 4, ohne die Ersatzstrafe 2)."),
    decision("S. 52", "Wer darf im Königrufen Pagat Ultimo und Volat ansagen?",
             "Die Partei des Spielers beides, die Gegenpartei nur Pagat Ultimo; König Ultimo nur "
             "der Gerufene.",
             "„beides kann auch von der Gegenpartei geschehen“ steht beim Ultimo; vom Volat der "
             "Gegner sagt das Buch nichts."),
    decision("S. 56", "Wem gehört im Solo die Talonhälfte mit dem gerufenen König?",
             "Sie zählt für den Spieler (sie kommt nicht in die Hand), die andere Hälfte für die Gegner.",
             "„so gehört dieselbe dem Spieler“; der Solist kauft und verlegt nicht."),
    decision("Codex § 28", "Was ist die „einfache Prämie für den Ultimo“, die die Gegner erhalten, "
             "wenn der Socius dem angesagten Ultimo irrtümlich Contra gab und der Ultimo verloren geht?",
             "Die Prämie des angesagten Ultimo (im Rufer 4), ohne die Verdoppelung durch das Contra.",
             "„einfach“ steht im selben Paragraphen gegen „contrirt“ („nicht contrirt, sondern "
             "einfach zu bezahlen“); angesagt war der Ultimo. Die Partie gilt als verloren (Renonce), "
             "ein gelungener Ultimo zählt nicht („so entfällt die Prämie“)."),
    decision("Codex § 28", "Was folgt aus dem irrtümlichen Contra des Socius auf das Spiel?",
             "Die Partei des Spielers verliert das Spiel und zahlt seinen Werth ohne Contra; "
             "Prämien werden wie gespielt abgerechnet.",
             "„so hat seine Partei dasselbe nicht contrirt, sondern einfach zu bezahlen“; von "
             "einer Renonce (Verlust der Ansagen) spricht der Satz nicht."),
    RENONCE_DECISION,
    decision("S. 51–52; Codex § 18", "In welcher Reihenfolge wird vor dem ersten Ausspielen angesagt?",
             "Der Spieler spricht zuerst, danach die anderen in der Reihenfolge der Plätze (A, B, C, "
             "D). Wer an der Reihe ist, sagt an oder gibt Contra, so oft er darf, und schließt mit "
             "„gut“; nach jeder Ansage und jedem Contra kommen die anderen noch einmal zu Wort. "
             "Sagt keiner mehr etwas, spielt die Vorhand aus.",
             "Das Capitel nennt nur den Zeitpunkt: nach dem „er liegt“ des Spielers (S. 51), vor dem "
             "ersten Ausspielen (S. 52); Codex § 18 läßt die Vorhand fragen, ob keine Ansagen mehr "
             "zu erstatten sind, und nach dem Gutheißen aller keine mehr zu. Wer bis dahin in "
             "welcher Reihenfolge spricht, sagt keine der Stellen."),
    decision("S. 53, 57", "Wie werden die Prämien bezahlt, wenn der Spieler allein gegen drei spielt?",
             "Wie das Spiel: jeder der drei Gegner zahlt sie dem Spieler, oder der Spieler zahlt sie "
             "jedem der drei.",
             "S. 53 regelt nur zwei gegen zwei („jedes Mitglied … von einem der Gegner“); für den "
             "Alleinspieler sagt S. 57 beim Spiel, daß er „an drei [verliert], um auch von dreien "
             "den Gewinn zu erhalten“."),
    decision("S. 55", "Darf auf Pagat rufen, wer den Pagat nicht hat?",
             "Die Engine erlaubt es; wer so ruft, muss trotzdem „Pagat Ultimo“ ansagen, und der "
             "Ultimo gelingt nur, wenn sein Partner den Pagat hat und mit ihm den letzten Stich macht.",
             "Der Text beschreibt den Fall des Besitzers („befindet sich einer ihrer Nachmänner im "
             "Besitze des Pagat …, so kann dieser … überbieten“), verbietet es den anderen aber "
             "nicht ausdrücklich; die Pflicht, Pagat Ultimo anzusagen, macht das Rufen ohne Pagat "
             "ohnehin zu einem schlechten Spiel."),
]


class Koenigrufen(TappTarok):
    key = "koenigrufen"
    name = "Königrufen"
    source = "Ulmann, Cap. IV, S. 50–61"
    phase_source = {BIDDING: "S. 50", CALL: "S. 50–51", TALON: "S. 51, 56", DISCARD: "S. 15",
                    THROW_OR_PLAY: "S. 54–55", ANNOUNCE: "S. 51–52"}
    n_seats = 4
    hand_size = 12
    contracts = CONTRACTS
    premiums = PREMIUMS
    gegner_announce = True
    pass_word = "passen"
    decisions = DECISIONS
    announcement_keys = ("ultimo", "volat", "koenig_ultimo")
    facts = ("ultimo", "volat", "honours", "renonce", "called_king", "king_in_talon", "contra_in_error")
    options_spec = {"pagat_call_throw_in": Int("Schleifen beim Rufen auf Pagat (Codex § 27: 10, Text S. 55: 6)", 0, 1_000),
                    "honours_in_tricks": Bool("tous les trois / quatre nur in den Stichen (Böhmen, S. 52)")}

    def may_raise(self, state: State, seat: int, c: Contract, level: int) -> bool:
        return self.contracts.index(c) > level          # S. 50: every higher game overbids

    def premium_factor(self, o: Outcome) -> int:
        return FACTOR[self.contract(o).category]

    def game_value(self, o: Outcome) -> int:
        return self.contract(o).value

    # -- calling the King --
    def after_bidding(self, state: State) -> None:
        if self.contract(state).alone:
            return self.begin_talon(state)
        state.phase, state.turn = CALL, state.contract.declarer

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), CALL: Phase(self._actions_call, self._apply_call)}

    def _actions_call(self, state: State) -> list[Action]:
        return [Action("call", state.turn, s) for s in SUITS]

    def _apply_call(self, state: State, action: Action) -> None:
        king = self.kings[SUITS.index(action.arg)]
        state.contract.called = self.card_name(king)
        state.contract.called_id = king
        decl = state.contract.declarer
        holder = next((s for s in range(state.n_seats) if state.hands[s] >> king & 1), None)
        state.contract.king_in_talon = holder is None
        state.contract.partners = [holder] if holder not in (None, decl) else []
        self.begin_talon(state)

    def begin_talon(self, state: State) -> None:
        c = self.contract(state)
        if c.key == "solo" and state.contract.get("king_in_talon"):
            king = state.contract.called_id
            half = [state.talon[:3], state.talon[3:]][0 if king in state.talon[:3] else 1]
            state.scat[state.contract.declarer] |= mask_of(half)       # S. 56
            state.contract.talon_rest = [x for x in state.talon if x not in half]
            return self.begin_discard(state)
        super().begin_talon(state)

    def contract_sentences(self, state: State) -> list[str]:
        """The called King that lies in the talon says what follows from it: no partner (S. 54;
        in the Solo the talon half with it is the Spieler's, S. 56)."""
        out = super().contract_sentences(state)
        c = state.contract
        if c.get("king_in_talon") and c.called:
            decl = seat_label(state, c.declarer)
            lies = "liegt" if state.phase in (CALL, TALON) else "lag"
            why = (f"er {lies} im Talon, die Hälfte mit ihm gehört dem Spieler (S. 56)"
                   if self.contract(state).key == "solo" else f"er {lies} im Talon (S. 54)")
            out = [f"Gerufen: {c.called}; {why}: {decl} hat keinen Partner und spielt allein gegen drei."
                   if line.startswith("Gerufen:") else line for line in out]
        return out

    def talon_extras(self, state: State) -> list[Action]:
        if state.contract.get("king_in_talon"):
            return [Action("throw_in", state.turn)]             # S. 54, 55
        return []

    # -- announcements --
    def before_announce(self, state: State) -> None:
        if self.contract(state).key == "rufen-pagat":           # S. 55: he must announce
            state.contract.announced.append({"what": "ultimo", "seat": state.contract.declarer})

    def announcements_for(self, state: State, seat: int) -> list[str]:
        done = {a["what"] for a in state.contract.announced}
        out = []
        if seat in self.spieler_party(state):
            out += ["ultimo", "volat"]
            if seat in state.contract.partners and not state.contract.get("king_in_talon"):
                out.append("koenig_ultimo")
        else:
            out.append("ultimo")
        return [w for w in out if w not in done]

    @property
    def contra_targets(self):
        return ("spiel", "ultimo", "volat", "koenig_ultimo")

    # -- settlement (the shared one, engine.tarok.settlement, with these hooks) --
    void_summary = "Alle haben gepaßt; es wird neu gegeben."

    def settle_unplayed(self, o: Outcome, st: Settlement) -> Settlement | None:
        if o.phase == THROWN_IN and o.contract.thrown_in:
            decl = o.contract.declarer
            others = [s for s in range(o.n_seats) if s != decl]
            if self.contract(o).key == "rufen-pagat":
                amount = o.options.get("pagat_call_throw_in", 6 + self.premium(o, "ultimo", announced=True))
                st.pay("Geschleift (Rufen auf Pagat, Codex § 27)", amount, [decl], others, "Codex § 27")
            else:
                st.pay("Geschleift: gerufener König im Talon", 4, [decl], others, "S. 54")
            st.summary = f"{st.persons[decl]} schleift."
            return st
        return super().settle_unplayed(o, st)

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool | None:
        if self.contra_in_error(o):                      # Codex § 28: the Spieler's party loses
            return False
        return super().game_won(o, points, renonce, parties)

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        sp, gg = parties.spieler, parties.gegner
        irrtum = self.contra_in_error(o)
        if irrtum == "spiel":                            # „nicht contrirt, sondern einfach“
            self.settle_game(_with_contra(o, "spiel", 0), st, sp, gg, st.won)
        else:
            self.settle_game(o, st, sp, gg, st.won)
        if irrtum == "ultimo":
            self.settle_ultimo_irrtum(o, st, sp, gg)
        else:
            self.settle_ultimo(o, st, sp, gg, renonce)
        self.settle_king(o, st, sp, gg)
        self.settle_honours(o, st, sp, gg)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        sp = parties.spieler
        partner = o.contract.get("partners")
        who = st.persons[sp[0]] if len(sp) == 1 else " und ".join(st.persons[s] for s in sp)
        return (f"{who} {'gewinnen' if len(sp) > 1 else 'gewinnt'} " if st.won else
                f"{who} {'verlieren' if len(sp) > 1 else 'verliert'} ") + \
            f"das Spiel „{self.contract(o).name}“ mit {st.points['spieler']} gegen {st.points['gegner']} Points" + \
            ("" if partner or self.contract(o).alone else " (allein gegen drei)") + "."

    def contra_in_error(self, o: Outcome) -> str | None:
        """Codex § 28: the Socius, overlooking the called King, gave Contra to the Spieler's
        Ultimo ("ultimo") or to the game ("spiel"); given as the fact {"contra_in_error": …}
        (earlier "irrtum_contra") or contract.contra_in_error."""
        what = o.contract.contra_in_error
        if what not in (None, "ultimo", "spiel"):
            raise RequestError("Das Contra des Socius aus Versehen gilt „ultimo“ oder „spiel“ (Codex § 28).")
        if what == "ultimo" and not any(a["what"] == "ultimo" and a["seat"] == o.contract.declarer
                                        for a in o.contract.announced):
            raise RequestError("Codex § 28 setzt voraus, daß der Spieler Pagat Ultimo angesagt hat.")
        return what

    def settle_ultimo_irrtum(self, o: Outcome, st: Settlement, sp, gg) -> None:
        """Codex § 28: the Socius' Contra to the Ultimo is a Renonce; a made Ultimo earns no
        premium, a lost one gives the opponents the simple premium (without the Contra)."""
        fate, owner = self.pagat_fate(o)
        if fate == "ultimo" and owner in sp:
            return
        self.party_pay(st, "angesagter Pagat Ultimo vereitelt (Contra des Socius, einfach)",
                       self.premium(o, "ultimo", announced=True), gg, sp, "Codex § 28")

    def settle_game(self, o: Outcome, st: Settlement, sp, gg, won: bool) -> None:
        c = self.contract(o)
        contra = o.contract.contra.get("spiel", 0)
        if c.key == "solo" and self.king_in_talon(o) and contra:
            # S. 57: the lost Solo counts as not contra'd, the won one is paid with Contra
            if not won:
                o = _with_contra(o, "spiel", 0)
        super().settle_game(o, st, sp, gg, won)

    def settle_king(self, o: Outcome, st: Settlement, sp, gg) -> None:
        if self.king_in_talon(o) or not o.king:
            return
        # announced, the capture penalty is dropped (S. 52): no „caught“ beside an announcement
        self.settle_premium(o, st, "koenig_ultimo", {"spieler": o.king.get("ultimo")}, (sp, gg),
                            caught="gegner" if o.king.get("caught") else None)

    def king_in_talon(self, o: Outcome) -> bool:
        return bool(o.contract.get("king_in_talon"))

    def outcome(self, state: State) -> Outcome:
        """Adds the called King's fate: made the last trick for the Spieler's party (König
        Ultimo), or fell to the opponents."""
        o = super().outcome(state)
        king = state.contract.called_id
        if king is not None and state.tricks:
            sp, gg = self.spieler_party(state), self.gegner_party(state)
            last = state.tricks[-1]
            fell_to = next((t.winner for t in state.tricks if king in t.cards), None)
            o.king = {"ultimo": king in last.cards and last.winner in sp,
                      "caught": fell_to is not None and fell_to in gg}
        return o

    def settle_ultimo(self, o: Outcome, st: Settlement, sp, gg, renonce) -> None:
        """Pagat Ultimo, still or announced, by either party (S. 52)."""
        self.settle_pagat(o, st, (sp, gg))

    def settle_honours(self, o: Outcome, st: Settlement, sp, gg) -> None:
        """S. 52–53: Köpfe 1, tous les trois / quatre 2 for the holder's party, each member
        paid by one opponent. Option honours_in_tricks: only when collected in the tricks (Böhmen)."""
        for party, other in ((sp, gg), (gg, sp)):
            if o.options.get("honours_in_tricks"):
                if not self.may_collect(o, party):                           # Codex § 11
                    continue
                side = "spieler" if party is sp else "gegner"
                for h in [h for h in ("trois", "quatre") if h in o.earned.get(side, [])]:
                    self.party_pay(st, f"{self.premiums[h].name} in den Stichen", self.premium(o, h), party, other, "S. 52")
                continue
            for seat in party:
                for h in self.held_premiums(o, seat):
                    self.party_pay(st, f"{self.premiums[h].name} ({st.persons[seat]})", self.premium(o, h),
                                   party, other, "S. 52–53")


def _with_contra(o: Outcome, target: str, level: int) -> Outcome:
    clone = replace(o, contract={**o.contract, "contra": {**o.contract.contra, target: level}})
    return clone
