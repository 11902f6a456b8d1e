"""Paskiewitsch or Huszas (Ulmann Cap. IX, S. 82–92; Codex §§ 35–37).

Four players, 42 cards, 9 each, talon 6. Only a holder of a Tarok-Honneur may declare or raise
(S. 82). Dreier 1 < Zweier 2 < Einer 3 < Solo 4 (S. 84). Everyone buys from the talon, even in
the Solo (S. 82–83); the others may lay away Taroks. After the scat the Spieler calls one of the
Taroks XX–II; its holder is his Socius (S. 83). 34 Points win; a party under 17 pays double.
"""
from __future__ import annotations

from ..core import Action, Phase, Settlement, State, mask_of, popcount
from ..schema import Int
from ..decisions import decision
from .facts import Contract, TAROK_SUIT
from .profile import TarokProfile
from .outcome import Outcome
from .settlement import Parties
from .premiums import Premium, holder, table
from .state import ANNOUNCE, BIDDING, CALL, DISCARD
from ..cards import TAROK, Card

CONTRACTS = (
    Contract("dreier", "Dreier", value=1, buy=3, mode="none", alone=False, category="dreier", source="S. 82, 84"),
    Contract("zweier", "Zweier", value=2, buy=2, mode="none", alone=False, category="zweier", source="S. 82, 84"),
    Contract("einer", "Einer", value=3, buy=1, mode="none", alone=False, category="einer", source="S. 82, 84"),
    Contract("solo", "Solo", value=4, buy=0, mode="none", alone=False, category="solo", source="S. 83–84"),
)
# S. 82–83: how many talon cards the Spieler and the next three hands (rechts herum) take
BUYING = {"dreier": (3, 1, 1, 1), "zweier": (2, 2, 1, 1), "einer": (1, 2, 2, 1), "solo": (0, 2, 2, 2)}
TAROK_CALL = {8: ("acht", 1), 9: ("neun", 2)}
# S. 84–85: independent of the game; trois / quatre only in the tricks; Mondfang 21 as printed
# (option mondfang, see DECISIONS); Acht / Neun Tarok from each of the others when announced.
PREMIUMS = table(
    Premium("trois", "tous les trois in den Stichen", 1, source="S. 84"),
    Premium("quatre", "tous les quatre in den Stichen", 1, source="S. 84"),
    Premium("ultimo", "Pagat Ultimo", 2, source="S. 84"),
    Premium("mondfang", "Mondfang", 21, source="S. 84", option="mondfang"),
    holder("acht", "Acht Tarok", 1, "S. 85"), holder("neun", "Neun Tarok", 2, "S. 85"),
)

DECISIONS = [
    decision("S. 82; Codex § 35", "Was geschieht, wenn jemand ohne Tarok-Honneur ein Spiel erklärt?",
             "Im Spiel läßt die Engine es nicht zu (die Erklärung ist keine erlaubte Handlung). In "
             "der Abrechnung (Angabe „Spiel ohne Tarok-Honneur erklärt von“) zahlt der Schuldige jedem der drei anderen 10 "
             "Points; das Spiel selbst wird daneben abgerechnet, wie es ausgegangen ist.",
             "Das Recht, ein Spiel zu erklären, „ist durch den Besitz eines der drei "
             "Tarok-Honneurs bedingt“; § 35 nennt nur das Pönale, nicht (wie § 36) eine Renonce."),
    decision("Codex §§ 9, 11, 37", "Was zahlt eine Renonce im Paskiewitsch?",
             "Die Gegenpartei gewinnt das Spiel (einfacher Werth mit Contra, ohne die Verdoppelung "
             "unter 17), ihre Ansagen gelten als erfüllt, die der renoncirenden Partei als "
             "vereitelt; stille Prämien erhält nur die Gegenpartei, Acht/Neun Tarok der "
             "renoncirenden Partei entfallen. Alles, was die renoncirende Partei zahlt, zahlt "
             "der Renoncirende allein.",
             "§ 9: „gewinnt … die Partie und auch alle etwaigen Ansagen“; § 11: die renoncirende "
             "Partei „kann für sich keine Chance mehr erwarten“; § 37: er zahlt „nicht allein für "
             "sich, sondern auch für seinen und, wenn der Spieler allein gespielt hat, für seine "
             "beiden Partner“. Die Points-Grenze 17 setzt ein ausgezähltes Spiel voraus."),
    decision("S. 82–83", "In welcher Reihenfolge wird der Talon aufgekauft?",
             "Von oben: zuerst der Spieler, dann die Hände rechts herum (sein rechter Nachbar, "
             "dann die folgenden).",
             "Das Buch nennt nur die Anzahlen; „rechts herum“ ist die Richtung des Gebens und Spielens."),
    decision("S. 83–84", "Muß der Vormann einen Zweier behalten?",
             "Hat er einen Dreier erklärt und wird dieser durch einen Zweier überboten, so muß er "
             "behalten, außer er hält Tarok XX; läßt er mit XX aus, darf er XX nicht verlegen, "
             "und der Spieler muß XX rufen. Einer und Solo darf jeder auslassen.",
             "So S. 83–84 wörtlich."),
    decision("S. 84", "Ersetzt der Volat den Spielwerth?",
             "Ja: der Volat (still das Vierfache, angesagt das Achtfache des Spielwerthes) tritt "
             "an die Stelle des Spieles.",
             "Codex § 20 (der Volat statt des Spielpreises) gilt in allen Tarok-Arten, in denen "
             "nicht beides gezahlt wird; das Buch nennt für Paskiewitsch keine Ausnahme."),
    decision("S. 84", "Mondfang 21?", "21 wie gedruckt (Option mondfang, in Wien 5 oder 10); "
             "angesagt doppelt. Mondfang heißt: die Partei fängt den Mond der Gegner mit dem Sküs.",
             "Gegen die 21 spricht zweierlei: Wien setzt die Prämien sonst höher an als das Buch "
             "(Neunzehnerrufen S. 62–63), hier aber niedriger („21 (in Wien von 5 oder 10)“), und "
             "21 überstiege selbst den stillen Volat im Solo (16, S. 84) – ein Mondfang brächte mehr "
             "als alle Stiche. Beides legt einen Druckfehler (etwa für 2) nahe. Der Zeuge liest aber "
             "deutlich „21“ ohne Fußnotenzeichen (Z. 3239; Anm. der Edition), und die Edition ändert "
             "keine Zahl ohne Stütze im Zeugen; die Option mondfang erlaubt 2, 5 oder 10."),
    decision("S. 85, 88", "Wer darf den Volat ansagen?",
             "Die Partei des Spielers, und zwar nur die Vorhand, außer der Spieler oder sein "
             "Aide hat „Neun Tarok“ gemeldet.",
             "„wenn nicht der Spieler oder sein Mitmann ‚Neun Tarok‘ gemeldet haben, der Volat "
             "nur in der Vorhand anzusagen ist“."),
    decision("S. 85", "Wann darf die Gegenpartei ansagen?",
             "Acht/Neun Tarok jederzeit; alle anderen Ansagen erst, nachdem ein Mitglied der "
             "Gegenpartei Contra geboten hat.",
             "„Die Gegenpartei ist erst dann zu solchen berechtigt, nachdem sie Contra geboten hat.“"),
]


class Paskiewitsch(TarokProfile):
    key = "paskiewitsch"
    name = "Paskiewitsch (Huszas)"
    source = "Ulmann, Cap. IX, S. 82–92"
    phase_source = {BIDDING: "S. 82–84", DISCARD: "S. 83", CALL: "S. 83", ANNOUNCE: "S. 85"}
    pack_size = 42
    n_seats = 4
    hand_size = 9
    threshold = 34
    contracts = CONTRACTS
    contra_targets = ("spiel", "ultimo", "volat", "trois", "quatre", "mondfang")
    pass_word = "passen"
    decisions = DECISIONS
    announcement_keys = ("acht", "neun", "trois", "quatre", "ultimo", "mondfang", "volat")
    facts = ("ultimo", "volat", "renonce", "in_tricks", "without_honour")
    options_spec = {"mondfang": Int("Prämie für den Mondfang (S. 84: 21, Wien 5 oder 10)", 0, 100)}

    def XX(self) -> int:
        return self.card_id[Card(TAROK, 20)]

    # -- bidding --
    def may_bid(self, state: State, seat: int, c: Contract) -> bool:
        return bool(state.hands[seat] & self.TAROK_HONOURS)

    def may_raise(self, state, seat, c, level) -> bool:
        return self.contracts.index(c) > level

    def _actions_bidding(self, state: State) -> list[Action]:
        acts = super()._actions_bidding(state)
        a = self.auction(state)
        if a.waiting == "holder" and self.contracts[a.level].key == "zweier" \
                and a.holder_game == "dreier" and not state.hands[state.turn] >> self.XX() & 1:
            return [x for x in acts if x.kind == "hold"]            # S. 83: must keep the Zweier
        return acts

    def _apply_bidding(self, state: State, action: Action) -> None:
        a = self.auction(state)
        if action.kind == "pass" and a.waiting == "holder" and a.holder_game == "dreier" \
                and self.contracts[a.level].key == "zweier":
            state.extra["must_call_xx"] = action.seat
        if action.kind == "bid" and action.arg != "zweier":
            state.extra.pop("must_call_xx", None)
        if action.kind in ("bid", "hold") and (a.holder is None or action.kind == "hold"):
            a.holder_game = action.arg
        elif action.kind == "pass" and a.waiting == "holder":
            a.holder_game = self.contracts[a.level].key
        super()._apply_bidding(state, action)

    # -- talon and scat: everybody buys (S. 82–83) --
    def begin_talon(self, state: State) -> None:
        decl = state.contract.declarer
        counts, pos = {}, 0
        for i, n in enumerate(BUYING[self.contract(state).key]):
            seat = (decl + i) % state.n_seats
            cards = state.talon[pos:pos + n]
            pos += n
            state.hands[seat] |= mask_of(cards)
            counts[seat] = n
            if seat == decl:
                state.contract.bought = list(cards)
        state.contract.talon_rest = []
        self.begin_discard(state, counts)

    def strict_tarok_discard(self, state: State, seat: int) -> bool:
        return seat == state.contract.declarer                  # S. 83, 91–92

    def discard_reason(self, state: State, seat: int, card: int) -> str | None:
        if card == self.XX() and state.extra.get("must_call_xx") == seat:
            return "Wer den Zweier mit Tarok XX ausgelassen hat, darf XX nicht verlegen (S. 83)."
        return super().discard_reason(state, seat, card)

    def after_discard(self, state: State) -> None:
        scat = 0
        for s in range(state.n_seats):
            if s != state.contract.declarer:
                scat |= state.scat[s]
        state.contract.scat_taroks = popcount(scat & self.TAROKS)   # told to the Spieler
        state.phase, state.turn = CALL, state.contract.declarer

    # -- calling a Tarok (S. 83) --
    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), CALL: Phase(self._actions_call, self._apply_call)}

    def _actions_call(self, state: State) -> list[Action]:
        if state.extra.get("must_call_xx") is not None:
            return [Action("call", state.turn, self.XX())]
        return [Action("call", state.turn, c) for c in range(len(self.pack))
                if self.suit[c] == TAROK_SUIT and 2 <= self.pack[c].rank <= 20]

    def _apply_call(self, state: State, action: Action) -> None:
        card, decl = action.arg, state.contract.declarer
        state.contract.called = self.card_name(card)
        holder = next((s for s in range(state.n_seats) if state.hands[s] >> card & 1), None)
        state.contract.partners = [holder] if holder not in (None, decl) else []
        state.contract.alone = not state.contract.partners
        self.begin_announce(state)

    # -- announcements (S. 85) --
    def begin_announce(self, state: State) -> None:
        super().begin_announce(state)
        sp = self.spieler_party(state)
        state.extra["speak"] = sp + [s for s in range(state.n_seats) if s not in sp]
        state.turn = state.extra["speak"][0]

    def announcements_for(self, state: State, seat: int) -> list[str]:
        mine = seat in self.spieler_party(state)
        done = {(a["what"], a["seat"] in self.spieler_party(state)) for a in state.contract.announced}
        own = {a["what"] for a in state.contract.announced if a["seat"] == seat}
        out = []
        n = popcount(state.hands[seat] & self.TAROKS)
        if n in TAROK_CALL and TAROK_CALL[n][0] not in own:
            out.append(TAROK_CALL[n][0])
        contra_given = any(self._contra_by_gegner(state))
        if mine or contra_given:
            out += [w for w in ("trois", "quatre", "ultimo", "mondfang") if (w, mine) not in done]
        if mine and ("volat", True) not in done and (seat == 0 or any(
                a["what"] == "neun" and a["seat"] in self.spieler_party(state)
                for a in state.contract.announced)):
            out.append("volat")
        return out

    def _contra_by_gegner(self, state: State):
        return [v for k, v in state.contract.contra.items() if v]

    # -- the shared settlement (engine.tarok.settlement) with these hooks --
    void_summary = "Niemand hat ein Spiel erklärt."

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool:
        return points["spieler"] >= self.threshold          # a Renonce: settle_renonce decides

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        self.settle_without_honour(o, st)
        sp, gg = parties.spieler, parties.gegner
        if renonce is not None:
            return self.settle_renonce(o, st, sp, gg, renonce)
        c, won = self.contract(o), st.won
        value = c.value * self.contra_factor(o, "spiel")
        loser_points = st.points["gegner"] if won else st.points["spieler"]
        if loser_points < 17:                                    # S. 84: under 17 pays double
            value *= 2
        volat = self.volat_party(o)
        ann = self.announced(o, "volat")
        vvalue = c.value * (8 if ann else 4) * (self.contra_factor(o, "volat") if ann else 1)
        winners, losers = (sp, gg) if won else (gg, sp)
        if volat and (ann is None or volat == "spieler"):
            winners, losers = (sp, gg) if volat == "spieler" else (gg, sp)
            label = ("angesagter " if ann else "stiller ") + "Volat"
            if value > vvalue:
                self.party_pay(st, f"{c.name} (höher als der Volat, § 20)", value, winners, losers, "S. 84")
            else:
                self.party_pay(st, label, vvalue, winners, losers, "S. 84")
        else:
            if ann:
                self.party_pay(st, "angesagter Volat verloren", vvalue, gg, sp, "S. 84")
            label = c.name + (" (unter 17: doppelt)" if loser_points < 17 else "") + \
                (" gewonnen" if won else " verloren")
            self.party_pay(st, label, value, winners, losers, c.source)
        for key in ("trois", "quatre", "mondfang"):
            self.settle_premium(o, st, key, {side: key in o.earned.get(side, []) for side in ("spieler", "gegner")},
                                (sp, gg))
        self.settle_pagat(o, st, (sp, gg))
        self.pay_tarok_calls(o, st, lambda seat: True)

    def pay_tarok_calls(self, o: Outcome, st: Settlement, paid) -> None:
        """S. 85: Acht or Neun Tarok, from each of the others (to the seats `paid` accepts)."""
        for a in o.contract.announced:
            if a["what"] in ("acht", "neun") and paid(a["seat"]):
                others = [s for s in range(o.n_seats) if s != a["seat"]]
                st.pay(f"{self.premiums[a['what']].name} ({st.persons[a['seat']]})", self.premium(o, a["what"]),
                       others, [a["seat"]], self.premiums[a["what"]].source)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        c, renonce = self.contract(o), self.renonce(o)
        if renonce is not None:
            return (f"{st.persons[renonce]} hat renoncirt: die Gegenpartei gewinnt {c.name} und alle Ansagen; "
                    f"{st.persons[renonce]} zahlt für seine Partei (Codex § 37).")
        who = " und ".join(st.persons[s] for s in parties.spieler)
        return (f"{who}: {c.name} {'gewonnen' if st.won else 'verloren'}, {st.points['spieler']} gegen "
                f"{st.points['gegner']} Points.")

    # -- Codex penalties --
    def settle_without_honour(self, o: Outcome, st: Settlement) -> None:
        """Codex § 35: who declared a game without a Tarok-Honneur pays ten Points to each of
        the other three (fact {"without_honour": "B"}, earlier "ohne_honneur", or
        contract.without_honour = seat)."""
        seat = o.contract.without_honour
        if seat is None:
            return
        others = [s for s in range(o.n_seats) if s != seat]
        st.pay(f"Spiel ohne Tarok-Honneur erklärt ({st.persons[seat]})", 10, [seat], others, "Codex § 35")

    premiums = PREMIUMS

    def settle_renonce(self, o: Outcome, st: Settlement, sp, gg, renonce: int) -> None:
        """Codex §§ 9, 11, 37: the other party wins the game and every announcement; the
        renouncer pays for his whole party."""
        c = self.contract(o)
        guilty, innocent = (sp, gg) if renonce in sp else (gg, sp)
        st.won = innocent is sp
        value = c.value * self.contra_factor(o, "spiel")
        vol = [a for a in o.contract.announced if a["what"] == "volat"]
        vvalue = c.value * 8 * self.contra_factor(o, "volat")
        if vol and vol[0]["seat"] in innocent:                 # an announced Volat counts as made
            self.party_pay(st, "Renonce: angesagter Volat", max(value, vvalue), innocent, guilty, "Codex § 9; S. 84")
        else:
            self.party_pay(st, f"Renonce: {c.name} für die Gegenpartei", value, innocent, guilty, "Codex § 9")
            if vol:
                self.party_pay(st, "Renonce: angesagter Volat verloren", vvalue, innocent, guilty, "Codex § 9; S. 84")
        made_in_play = self.premiums_made(o)["spieler" if innocent is sp else "gegner"]
        for key in ("trois", "quatre", "ultimo", "mondfang"):
            base = self.premium(o, key)
            name = self.ANNOUNCE_NAMES.get(key, key)
            anns = [a for a in o.contract.announced if a["what"] == key]
            for a in anns:
                made = a["seat"] in innocent
                self.party_pay(st, f"Renonce: {name} angesagt, " + ("gilt als erfüllt" if made else "vereitelt"),
                               base * 2 * self.contra_factor(o, key), innocent, guilty, "Codex § 9")
            if any(a["seat"] in innocent for a in anns):
                continue
            if key in made_in_play:                            # § 11: chances of the other party
                self.party_pay(st, f"{name} (still)", base, innocent, guilty, "Codex § 11")
        self.pay_tarok_calls(o, st, lambda seat: seat in innocent)
        self.shift_to_renouncer(st, renonce, guilty, "Codex § 37")
