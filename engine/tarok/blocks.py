"""Tarok mit Blocks oder Blöcken (Ulmann Cap. II, S. 39–47; Codex §§ 22–25).

Tapp-Tarok with the old talon method, but valued in Blocks (Spielmarken): each player owes a
Stammbéte of 10, each dealer puts 1 into the Kartenstamm, so the first game is worth 11. The
winner of a Dreier gains Béte and Kartenstamm once, whatever its multiplicity; the loser is
charged the stake times the multiplicity (S. 39–40). No Contra (S. 42–43). A game's payments
run between the players and the „Casse“ (the slate); `split_bete` caps a Béte (S. 41) and
`brunnen_abrechnung` is the final settlement of S. 45–47.
"""
from __future__ import annotations

from ..core import PLAY, THROWN_IN, Action, Phase, Settlement, State
from ..schema import Bool, Int
from ..decisions import decision
from .outcome import Outcome
from .settlement import Parties
from .premiums import Premium, holder, table
from .tapp import DECISIONS as TAPP_DECISIONS, OLD_CONTRACTS, TappTarok

# S. 42: premiums in the Dreier (Solo double); Köpfe none; all seven honours 4 (Solo 8); only
# the Spieler's Ultimo is paid; the Volat announced only by agreement (option volat_announceable)
PREMIUMS = table(
    holder("trois", "tous les trois", 1, "S. 42"), holder("quatre", "tous les quatre", 1, "S. 42"),
    holder("sept", "alle sieben Honneurs", 4, "S. 42"),
    Premium("ultimo", "Ultimo", 1, silent=("spieler",), source="S. 42", option="ultimo_premium",
            labels={"made": "angesagter Ultimo", "failed": "angesagter Ultimo vereitelt", "silent": "stiller Ultimo"}),
    Premium("volat", "Volat", 6, silent=("spieler",), source="S. 42",
            labels={"made": "angesagter Volat", "failed": "angesagter Volat verloren", "silent": "Volat"}),
)

DECISIONS = TAPP_DECISIONS + [
    decision("S. 39–40", "Wie wird ein einzelnes Spiel abgerechnet?",
             "Gegen die „Casse“ (Tafel): gewonnen erhält der Spieler Stammbéte + Kartenstamm "
             "(Optionen stamm=10, kartenstamm=1), verloren wird er mit diesem Einsatz mal der "
             "Vielfachheit belastet; Solo-Vergütung und Prämien zahlen die Gegner unmittelbar.",
             "Das Buch rechnet die Bétes über die Tafel, nicht zwischen den Spielern; die Tafeln "
             "einer ganzen Sitzung führt die Engine eigens (Tafelführung, S. 40–41)."),
    decision("S. 40–41", "Wie werden die Tafeln einer Sitzung geführt?",
             "Gespielt wird um das erste offene Béte und den Kartenstamm: erst die Stammbétes, dann "
             "die Spielbétes in der Folge des Anschreibens. Wer gewinnt, nimmt den Kartenstamm und "
             "streicht sein Stammbéte, sonst gibt ihm der nächste noch Angeschriebene (in der "
             "Sitzordnung nach ihm) einen großen Block; ein Spielbéte erhält den Namen des "
             "Gewinners („W 22 X“), gewinnt es sein Schuldner selbst, ist es getilgt. Verliert der "
             "Spieler, bleibt der Kartenstamm in der Casse und wächst mit jedem Geben weiter.",
             "„derjenige, der ein Spiel gewinnt, sein Stammbéte … annullirt oder falls dieses schon "
             "früher geschehen, ihm von dem Partner, der mit einem Stammbéte noch belastet ist, ein "
             "großer Block (10) gegeben … wird“; welcher Partner, wenn mehrere angeschrieben sind, "
             "sagt das Buch nicht; „Dieser wird unbeschränkt so lange … vermehrt, so lange alle "
             "Theilnehmer passen“ – ein verlorenes Spiel nimmt ihn also nicht weg."),
    decision("S. 42", "Wer erhält tous les trois / tous les quatre?",
             "Jeder Besitzer, von jedem Gegner (wie im Tapp-Tarok); den Ultimo nur der Spieler.",
             "Die Prämien sind ohne Einschränkung genannt; nur für den Ultimo sagt das Buch, daß "
             "der Gegner nichts erhält („Privatvergnügen“)."),
    decision("S. 43", "Wann darf geschleift werden?",
             "Nach dem Besehen beider Talonhälften und vor „er legt“: der Spieler zahlt ein "
             "einfaches Béte (Stammbéte + Kartenstamm).",
             "So S. 43; vor dem Aufdecken der zweiten Hälfte kennt er den Kauf nicht."),
    decision("Codex § 24", "Wer zahlt, wenn ein Gegner renoncirt?",
             "Der Renoncirende allein: er ersetzt dem Spieler den Werth der Partie (Stammbéte + "
             "Kartenstamm, einfach), den sonst die Casse zahlt; das Béte bleibt in der Casse stehen. "
             "Was die Gegenpartei sonst zahlt (Solo-Vergütung, Ansagen, § 9), zahlt ebenfalls er.",
             "„Macht ein Gegner Renonce, so hat er allein den Werth der Partie an den Spieler zu "
             "ersetzen“: „allein“ schließt den anderen Gegner und die gemeinsame Casse aus. Renoncirt "
             "der Spieler, verliert er das Spiel wie sonst (§ 9)."),
    decision("S. 44", "Was gilt, wenn die Gegner vor dem vierten Ausspielen einwerfen?",
             "Jeder der beiden Gegner darf nach dem dritten Stich, ehe zum vierten ausgespielt ist, "
             "einwerfen; dem Spieler wird die Partie als gewonnen angeschrieben (Béte und "
             "Kartenstamm), ein stiller Ultimo oder Volat zählt nicht, ein angesagter Ultimo ist "
             "weder gewonnen noch verloren; Honneurs in der Hand werden bezahlt.",
             "„Glauben die Gegner nach den ersten drei Stichen den Gewinn nicht erzielen zu können, so "
             "steht ihnen vor dem vierten Ausspielen das Recht zu, die Karten einzuwerfen, dem "
             "Spieler die Partie als gewonnen anschreiben zu lassen. Dieser kann dann nicht mehr "
             "stillen Ultimo machen“; über den angesagten sagt das Buch nichts, er ist nicht "
             "ausgespielt."),
    decision("S. 41", "Wie wird ein Béte über der Schranke geteilt?",
             "In gleiche Teile, deren keiner die Schranke übersteigt (38 bei 25–30 → 19 + 19).",
             "„statt eines Béte zu 38, zwei Bétes à 19“; bei ungerader Summe erhält der erste "
             "Teil den Rest."),
]


class Blocks(TappTarok):
    key = "blocks"
    name = "Tarok mit Blocks"
    source = "Ulmann, Cap. II, S. 39–47"
    phase_source: dict = {}          # its own chapter changes the phases of Tapp-Tarok: cite the chapter
    contracts = OLD_CONTRACTS
    premiums = PREMIUMS
    max_contra = 0                               # S. 42–43: no Contra at all
    decisions = DECISIONS
    facts = TappTarok.facts + ("conceded",)
    options_spec = {**TappTarok.options_spec,
                    "stamm": Int("Stammbéte (S. 39)", 1, 10_000), "kartenstamm": Int("Kartenstamm (S. 39)", 0, 1_000),
                    "volat_announceable": Bool("Volat darf angesagt werden (S. 42)")}

    def deal_valid(self, hands: list[int]) -> bool:
        """Codex § 22: a hand without Tarok is played if it holds at least one King."""
        return all(h & (self.TAROKS | self.KINGS) for h in hands)

    def announcements_for(self, state: State, seat: int) -> list[str]:
        allowed = ["ultimo"] + (["volat"] if state.options.get("volat_announceable") else [])
        done = {a["what"] for a in state.contract.announced}
        return [w for w in allowed if w not in done] if seat in self.spieler_party(state) else []

    def talon_extras(self, state: State) -> list[Action]:
        t = self.talon_choice(state)
        return [Action("throw_in", state.turn)] if t.seen == len(t.order) else []

    def persons(self, o: Outcome) -> list[str]:
        return super().persons(o) + ["Casse"]

    # -- S. 44: the opponents may give up before the fourth lead --
    def play_actions(self, state: State) -> list[Action]:
        """S. 44: „vor dem vierten Ausspielen“ either opponent may throw in the cards."""
        if len(state.tricks) == 3 and not state.trick and not state.contract.get("conceded"):
            return [Action("concede", s) for s in self.gegner_party(state)]
        return []

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), PLAY: Phase(None, self._apply_play)}

    def _apply_play(self, state: State, action: Action) -> None:
        state.contract.conceded = action.seat
        state.phase = THROWN_IN                        # „die Karten einzuwerfen“

    def random_action(self, state: State, rng):
        extra = self.play_actions(state) if state.phase == PLAY else []
        if extra and rng.random() < 0.2:
            return extra[rng.randrange(len(extra))]
        return super().random_action(state, rng)

    def conceded(self, o: Outcome) -> bool:
        return o.contract.get("conceded") not in (None, False)      # a seat, or True in a request

    def volat_party(self, o: Outcome) -> str | None:
        return None if self.conceded(o) else super().volat_party(o)

    def pagat_fate(self, o: Outcome) -> tuple[str, int | None]:
        return ("none", None) if self.conceded(o) else super().pagat_fate(o)

    def stake(self, o: Outcome) -> int:
        return o.options.get("stamm", 10) + o.options.get("kartenstamm", 1)

    # -- settlement (Tapp-Tarok's, with these hooks) --
    conceding_ends_play = True
    def settle_unplayed(self, o: Outcome, st: Settlement) -> Settlement | None:
        if o.contract.thrown_in:
            decl = o.contract.declarer
            st.pay("Geschleift: ein einfaches Béte", self.stake(o), [decl], [len(st.persons) - 1], "S. 43")
            st.summary = f"{st.persons[decl]} schleift und wird mit einem einfachen Béte belastet."
            return st
        return super().settle_unplayed(o, st)

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool | None:
        return True if self.conceded(o) else super().game_won(o, points, renonce, parties)   # S. 44

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        if self.conceded(o):
            return (f"Die Gegner haben vor dem vierten Ausspielen eingeworfen: "
                    f"{st.persons[o.contract['declarer']]} gewinnt die Partie (S. 44).")
        return super().settlement_summary(o, st, parties)

    def settled(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> Settlement:
        if renonce is not None and renonce not in parties.spieler_seats:      # Codex § 24
            self.shift_to_renouncer(st, renonce, parties.gegner, "Codex § 24")
        return st

    def settle_game(self, o: Outcome, st: Settlement, sp, gg, won: bool) -> None:
        casse = len(st.persons) - 1
        gg = [p for p in gg if p != casse]
        c = self.contract(o)
        mult = o.contract.multiplicity if c.category != "solo" else 1
        volat = self.volat_party(o)
        self.settle_premium(o, st, "volat", {volat: True} if volat else {}, (sp, gg))
        won = won or self.conceded(o)                                           # S. 44
        renonce = self.renonce(o)
        if won and renonce is not None and renonce in gg:                         # Codex § 24
            st.pay(f"{c.name} gewonnen: Renonce, {st.persons[renonce]} ersetzt den Werth der Partie",
                   self.stake(o), [renonce], sp, "Codex § 24")
        elif won:
            st.pay(f"{c.name} gewonnen: Béte und Kartenstamm", self.stake(o), [casse], sp, "S. 39–40")
        else:
            st.pay(f"{c.name} verloren ({mult}malig): Béte", self.stake(o) * mult, sp, [casse], "S. 40")
        if c.category == "solo":                                  # S. 42: 4 from / to each
            if won:
                self.party_pay(st, "Solo-Vergütung", 4, sp, gg, "S. 42")
            else:
                self.party_pay(st, "Solo-Vergütung", 4, gg, sp, "S. 42")

    def settle_ultimo(self, o: Outcome, st: Settlement, sp, gg, renonce) -> None:
        """S. 42: only the Spieler's Ultimo is paid; no Contra."""
        casse = len(st.persons) - 1
        gg = [p for p in gg if p != casse]
        if self.announced(o, "ultimo") and self.conceded(o):
            return                               # not played out: neither made nor lost (DECISIONS)
        self.settle_pagat(o, st, (sp, gg))

    def settle_honours(self, o: Outcome, st: Settlement, sp_seats, gg_seats) -> None:
        for seat in range(o.n_seats):
            held = self.held_premiums(o, seat)
            others = [s for s in range(o.n_seats) if s != seat]
            others += [o.n_seats] if o.options.get("resting_king") else []
            if "trois" in held and "quatre" in held:
                st.pay(f"alle sieben Honneurs ({st.persons[seat]})", self.premium(o, "sept"),
                       [p for p in others if p not in sp_seats] if seat in sp_seats else others, [seat], "S. 42")
                continue
            for h in held:
                if h in ("trois", "quatre"):
                    st.pay(f"{self.premiums[h].name} ({st.persons[seat]})", self.premium(o, h),
                           [p for p in others if p not in sp_seats] if seat in sp_seats else others,
                           [seat], "S. 42")


def split_bete(amount: int, cap: int | None) -> list[int]:
    """S. 41: a Béte above the cap is written as equal parts (38 → 19 + 19)."""
    if not cap or amount <= cap:
        return [amount]
    parts = -(-amount // cap)
    base, rest = divmod(amount, parts)
    return [base + (1 if i < rest else 0) for i in range(parts)]


def brunnen_abrechnung(provisional: dict[str, int], pool: dict[str, int],
                       chips: dict[str, int]) -> dict:
    """The final settlement of S. 45–47.

    provisional: each player's plus or minus above the line; pool: the Spielbétes each was
    charged in the „Brunnen“ (below the line); chips: each player's Blocks now minus at the
    start. The Brunnen is shared equally: each is relieved of his own entries and charged his
    share. Returns the stages and the final result."""
    if sum(provisional.values()) != 0:
        raise ValueError("Die vorläufige Abrechnung stimmt nicht: Plus und Minus sind ungleich.")
    names = list(provisional)
    total = sum(pool.values())
    share = total // len(names)
    after = {n: provisional[n] + share - pool.get(n, 0) for n in names}
    final = {n: after[n] + chips.get(n, 0) for n in names}
    return {"brunnen": total, "anteil": share, "nach_brunnen": after, "schluss": final}
