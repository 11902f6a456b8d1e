"""Königrufen (Ulmann Cap. IV, S. 50–61; Codex §§ 27–28).

Four active players, 54 cards, 12 each, talon 6. Rufer < (Rufen auf Pagat) < Solo < Dreier <
Solo-Dreier. In the Rufer, the Rufen auf Pagat and the Solo a King is called; its holder is the
secret partner. Game values 6, 6, 8, 10, 20 (S. 51, 55, 57, 58, 59).
"""
from __future__ import annotations

from ..cards import SUITS
from ..core import Action, Phase, Settlement, State, mask_of
from ..schema import Bool, Int
from .common import Contract, decision
from .tapp import RENONCE_DECISION, TappTarok

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
PREMIUMS = {"koepfe": 1, "trois": 2, "quatre": 2, "ultimo": 2, "ultimo_angesagt": 4,
            "koenig_ultimo": 2, "koenig_ultimo_angesagt": 4, "koenig_gefangen": 2,
            "volat": 12, "volat_angesagt": 24}
FACTOR = {"rufer": 1, "solo": 2, "dreier": 2, "solo-dreier": 4}
NAMES = {"koepfe": "Köpfe", "trois": "tous les trois", "quatre": "tous les quatre"}

DECISIONS = [
    decision("S. 55", "Wo steht das „Rufen auf Pagat“ gegenüber dem Solo?",
             "Zwischen Rufer und Solo: es überbietet den Rufer und wird vom Solo überboten.",
             "Das Buch sagt nur, daß es „den Rufer der Vorhand durch einen besseren überbieten“ "
             "kann; es gilt wie der Rufer 6 Points, der Solo 8."),
    decision("S. 55; Codex § 27", "Was zahlt, wer auf Pagat ruft, den König im Talon findet und schleift?",
             "Den Spielwerth 6 und die Prämie des angesagten Ultimo 4, also 10 an jeden der drei Gegner.",
             "Der Text S. 55 nennt „einfach den Preis des Spieles, 6 Points“, der Codex § 27 (die "
             "„eigentlichen Spielgesetze“, S. 7) „den Werth des Spieles und die Prämie für den "
             "Ultimo an jeden Gegner einfach“; das Gesetz geht vor. Option schleifen_pagat=6 "
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
]


class Koenigrufen(TappTarok):
    key = "koenigrufen"
    name = "Königrufen"
    source = "Ulmann, Cap. IV, S. 50–61"
    n_seats = 4
    hand_size = 12
    contracts = CONTRACTS
    premiums = PREMIUMS
    gegner_announce = True
    pass_word = "passen"
    decisions = DECISIONS
    announcement_keys = ("ultimo", "volat", "koenig_ultimo")
    facts = ("ultimo", "volat", "honneurs", "renonce", "koenig", "king_in_talon", "irrtum_contra")
    options_spec = {"schleifen_pagat": Int("Schleifen beim Rufen auf Pagat (Codex § 27: 10, Text S. 55: 6)", 0, 1_000),
                    "in_stichen": Bool("tous les trois / quatre nur in den Stichen (Böhmen, S. 52)")}

    def may_raise(self, state: State, seat: int, c: Contract, level: int) -> bool:
        return self.contracts.index(c) > level          # S. 50: every higher game overbids

    def premium_factor(self, state: State) -> int:
        return FACTOR[self.contract(state).category]

    def game_value(self, state: State) -> int:
        return self.contract(state).value

    # -- calling the King --
    def after_bidding(self, state: State) -> None:
        if self.contract(state).alone:
            return self.begin_talon(state)
        state.phase, state.turn = "call", state.contract["declarer"]

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), "call": Phase(self._actions_call, self._apply_call)}

    def _actions_call(self, state: State) -> list[Action]:
        return [Action("call", state.turn, s) for s in SUITS]

    def _apply_call(self, state: State, action: Action) -> None:
        king = self.kings[SUITS.index(action.arg)]
        state.contract["called"] = self.card_name(king)
        state.contract["called_id"] = king
        decl = state.contract["declarer"]
        holder = next((s for s in range(state.n_seats) if state.hands[s] >> king & 1), None)
        state.contract["king_in_talon"] = holder is None
        state.contract["partners"] = [holder] if holder not in (None, decl) else []
        self.begin_talon(state)

    def begin_talon(self, state: State) -> None:
        c = self.contract(state)
        if c.key == "solo" and state.contract.get("king_in_talon"):
            king = state.contract["called_id"]
            half = [state.talon[:3], state.talon[3:]][0 if king in state.talon[:3] else 1]
            state.scat[state.contract["declarer"]] |= mask_of(half)       # S. 56
            state.contract["talon_rest"] = [x for x in state.talon if x not in half]
            return self.begin_discard(state)
        super().begin_talon(state)

    def talon_extras(self, state: State) -> list[Action]:
        if state.contract.get("king_in_talon"):
            return [Action("throw_in", state.turn)]             # S. 54, 55
        return []

    # -- announcements --
    def before_announce(self, state: State) -> None:
        if self.contract(state).key == "rufen-pagat":           # S. 55: he must announce
            state.contract["announced"].append({"what": "ultimo", "seat": state.contract["declarer"]})

    def announcements_for(self, state: State, seat: int) -> list[str]:
        done = {a["what"] for a in state.contract["announced"]}
        out = []
        if seat in self.spieler_party(state):
            out += ["ultimo", "volat"]
            if seat in state.contract.get("partners", []) and not state.contract.get("king_in_talon"):
                out.append("koenig_ultimo")
        else:
            out.append("ultimo")
        return [w for w in out if w not in done]

    @property
    def contra_targets(self):
        return ("spiel", "ultimo", "volat", "koenig_ultimo")

    # -- settlement --
    def settle(self, state: State) -> Settlement:
        st = self.new_settlement(state)
        if state.phase == "thrown-in" and state.contract.get("schleifen"):
            decl = state.contract["declarer"]
            others = [s for s in range(state.n_seats) if s != decl]
            if self.contract(state).key == "rufen-pagat":
                amount = state.options.get("schleifen_pagat", 6 + PREMIUMS["ultimo_angesagt"])
                st.pay("Geschleift (Rufen auf Pagat, Codex § 27)", amount, [decl], others, "Codex § 27")
            else:
                st.pay("Geschleift: gerufener König im Talon", 4, [decl], others, "S. 54")
            st.summary = f"{st.persons[decl]} schleift."
            return st
        if state.phase == "thrown-in" or not state.contract.get("game"):
            st.summary = "Alle haben gepaßt; es wird neu gegeben."
            return st
        sp, gg = self.spieler_party(state), self.gegner_party(state)
        points, other = self.party_points(state, sp), self.party_points(state, gg)
        st.points = {"spieler": points, "gegner": other}
        renonce = self.renonce(state)
        won = points >= self.threshold if renonce is None else renonce not in sp
        irrtum = self.irrtum_contra(state)
        if irrtum:                                       # Codex § 28: the Spieler's party loses
            won = False
        st.won = won
        if irrtum == "spiel":                            # „nicht contrirt, sondern einfach“
            self.settle_game(_with_contra(state, "spiel", 0), st, sp, gg, won)
        else:
            self.settle_game(state, st, sp, gg, won)
        if irrtum == "ultimo":
            self.settle_ultimo_irrtum(state, st, sp, gg)
        else:
            self.settle_ultimo(state, st, sp, gg, renonce)
        self.settle_king(state, st, sp, gg)
        self.settle_honours(state, st, sp, gg)
        partner = state.contract.get("partners")
        who = st.persons[sp[0]] if len(sp) == 1 else " und ".join(st.persons[s] for s in sp)
        st.summary = (f"{who} {'gewinnen' if len(sp) > 1 else 'gewinnt'} " if won else
                      f"{who} {'verlieren' if len(sp) > 1 else 'verliert'} ") + \
            f"das Spiel „{self.contract(state).name}“ mit {points} gegen {other} Points" + \
            ("" if partner or self.contract(state).alone else " (allein gegen drei)") + "."
        return st

    def irrtum_contra(self, state: State) -> str | None:
        """Codex § 28: the Socius, overlooking the called King, gave Contra to the Spieler's
        Ultimo ("ultimo") or to the game ("spiel"); given as the fact {"irrtum_contra": …} or
        contract["irrtum_contra"]."""
        given = (state.extra.get("given") or {}).get("irrtum_contra")
        what = given if given is not None else state.contract.get("irrtum_contra")
        if what not in (None, "ultimo", "spiel"):
            from ..errors import RequestError
            raise RequestError("irrtum_contra ist „ultimo“ oder „spiel“ (Codex § 28).")
        if what == "ultimo" and not any(a["what"] == "ultimo" and a["seat"] == state.contract["declarer"]
                                        for a in state.contract["announced"]):
            from ..errors import RequestError
            raise RequestError("Codex § 28 setzt voraus, daß der Spieler Pagat Ultimo angesagt hat.")
        return what

    def settle_ultimo_irrtum(self, state, st: Settlement, sp, gg) -> None:
        """Codex § 28: the Socius' Contra to the Ultimo is a Renonce; a made Ultimo earns no
        premium, a lost one gives the opponents the simple premium (without the Contra)."""
        fate, owner = self.pagat_fate(state)
        if fate == "ultimo" and owner in sp:
            return
        self.party_pay(st, "angesagter Pagat Ultimo vereitelt (Contra des Socius, einfach)",
                       self.premium(state, "ultimo_angesagt"), gg, sp, "Codex § 28")

    def settle_game(self, state, st: Settlement, sp, gg, won: bool) -> None:
        c = self.contract(state)
        contra = state.contract["contra"].get("spiel", 0)
        if c.key == "solo" and self.king_in_talon(state) and contra:
            # S. 57: the lost Solo counts as not contra'd, the won one is paid with Contra
            if not won:
                state = _with_contra(state, "spiel", 0)
        super().settle_game(state, st, sp, gg, won)

    def settle_king(self, state, st: Settlement, sp, gg) -> None:
        king = state.contract.get("called_id")
        if self.king_in_talon(state) or (king is None and "given" not in state.extra):
            return
        ultimo, captured = self.king_fate(state, king, sp, gg)
        ann = self.announced(state, "koenig_ultimo")
        if ann:
            value = self.premium(state, "koenig_ultimo_angesagt") * self.contra_factor(state, "koenig_ultimo")
            if self.made(state, ann["seat"], ultimo):                          # Codex § 9
                self.party_pay(st, "angesagter König Ultimo", value, sp, gg, "S. 52")
            else:
                self.party_pay(st, "angesagter König Ultimo vereitelt", value, gg, sp, "S. 52")
            return                                   # the capture penalty is dropped (S. 52)
        if ultimo and self.may_collect(state, sp):                             # Codex § 11
            self.party_pay(st, "stiller König Ultimo", self.premium(state, "koenig_ultimo"), sp, gg, "S. 52")
        if captured and self.may_collect(state, gg):
            self.party_pay(st, "gerufener König abgefangen", self.premium(state, "koenig_gefangen"), gg, sp, "S. 51")

    def king_in_talon(self, state: State) -> bool:
        return bool(state.contract.get("king_in_talon") or (state.extra.get("given") or {}).get("king_in_talon"))

    def king_fate(self, state: State, king: int, sp, gg) -> tuple[bool, bool]:
        """(König Ultimo made, called King captured by the opponents); given facts:
        {"koenig": "ultimo" | "gefangen"}."""
        given = state.extra.get("given")
        if given is not None:
            return given.get("koenig") == "ultimo", given.get("koenig") == "gefangen"
        last = state.tricks[-1] if state.tricks else None
        fell_to = next((t.winner for t in state.tricks if king in t.cards), None)
        return (last is not None and king in last.cards and last.winner in sp,
                fell_to is not None and fell_to in gg)

    def settle_ultimo(self, state, st: Settlement, sp, gg, renonce) -> None:
        """Pagat Ultimo, still or announced, by either party (S. 52)."""
        self.party_ultimo(state, st, sp, gg, "S. 52", caught_source="S. 19")

    def settle_honours(self, state, st: Settlement, sp, gg) -> None:
        """S. 52–53: Köpfe 1, tous les trois / quatre 2 for the holder's party, each member
        paid by one opponent. Option in_stichen: only when collected in the tricks (Böhmen)."""
        for party, other in ((sp, gg), (gg, sp)):
            if state.options.get("in_stichen"):
                if not self.may_collect(state, party):                           # Codex § 11
                    continue
                won = 0
                for s in party:
                    won |= state.won[s]
                held = [h for h in self.honour_premiums(won) if h != "koepfe"]
                for h in held:
                    self.party_pay(st, f"{NAMES[h]} in den Stichen", self.premium(state, h), party, other, "S. 52")
                continue
            for seat in party:
                for h in self.held_premiums(state, seat):
                    self.party_pay(st, f"{NAMES[h]} ({st.persons[seat]})", self.premium(state, h),
                                   party, other, "S. 52–53")


def _with_contra(state: State, target: str, level: int) -> State:
    clone = state.copy()
    clone.contract["contra"][target] = level
    return clone
