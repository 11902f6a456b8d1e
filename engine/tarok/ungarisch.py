"""Ungarisch-Tarok (Ulmann Cap. VIII, S. 79–82; Codex § 34).

As Zwölfer-Tarok (three players, 42 cards, 12 each) with two more levels: the Zweier (two cards
bought; erster, zweiter, dritter Zweier 2, 4, 6 Points „u. s. w.“) and the Einer (one card; the
first 3, the sixth 18, the elfmalige 33 Points). Win and loss are valued alike (S. 80).
tous les trois / tous les quatre count only when in the party's tricks at the end; Mondfang and
Pagatfang; compulsory Tarok announcements from ten Taroks; „Courage“ without a Tarok-Honneur.
"""
from __future__ import annotations

from ..core import Settlement, State
from ..schema import Int
from ..decisions import decision
from .facts import Contract
from .outcome import Outcome
from .premiums import ULTIMO_TAPP, VOLAT, Premium, table
from .tapp import DECISIONS as TAPP_DECISIONS, OLD_CONTRACTS, Zwoelfer

CONTRACTS = OLD_CONTRACTS[:4] + (
    Contract("zweier-1", "erster Zweier", value=2, buy=2, level=1, category="zweier", source="S. 80"),
    Contract("zweier-2", "zweiter Zweier", value=2, buy=2, level=2, opens=False, category="zweier", source="S. 80"),
    Contract("zweier-3", "dritter Zweier", value=2, buy=2, level=3, opens=False, category="zweier", source="S. 80"),
    Contract("einer", "Einer", value=3, buy=1, level=1, parts_back=5, category="einer", source="S. 80"),
    Contract("solo", "Solo", value=8, buy=0, mode="none", category="solo", source="S. 79–80"),
)
# S. 80–81: as Zwölfer-Tarok (Ultimo, Volat); tous les trois / quatre only in the tricks, 2 (Solo 4),
# not doubled when announced; Mond- and Pagatfang as agreed (option catch_premium), doubled when announced.
PREMIUMS = table(
    Premium("trois", "tous les trois in den Stichen", 2, announced=1, source="S. 80–81"),
    Premium("quatre", "tous les quatre in den Stichen", 2, announced=1, source="S. 80–81"),
    Premium("mondfang", "Mondfang", 2, scaled=False, source="S. 81", option="catch_premium"),
    Premium("pagatfang", "Pagatfang", 2, scaled=False, source="S. 81", option="catch_premium"),
    Premium("ultimo", "Pagat Ultimo", 2, caught="ultimo", labels=ULTIMO_TAPP, source="S. 31–32",
            option="ultimo_premium"),
    Premium("volat", "Volat", 12, labels=VOLAT, source="S. 19; Codex § 20"),
)
TAROK_CALLS = {10: 1, 11: 2, 12: 3}          # S. 81: „Zehn“, „Elf“, „Zwölf Tarok“

DECISIONS = TAPP_DECISIONS + [
    decision("S. 80", "Wie weit darf der Spieler im Zweier „zurückgehen“?",
             "Nur zur zuerst gesehenen Lage: der dritte Zweier wird so höchstens sechsmalig.",
             "„Das Spiel kann auch bis zum zweiten oder dritten gesteigert, mithin auch "
             "sechsmalig werden“ – sechsmalig ist das Höchste, das genannt wird."),
    decision("S. 80", "Wie weit darf der Spieler im Einer zurückgehen?",
             "Nach dem Besehen aller sechs Karten zu jeder früheren: zur j-ten gesehenen gilt "
             "das Spiel 6 + j-malig, zur fünften also elfmalig.",
             "„er kann, wenn der Spieler alle Talonkarten besehen hat, und ihm die fünfte am "
             "besten paßt, mithin ein elfmaliger werden“."),
    decision("S. 79–80", "Dürfen Zweier und Einer ohne vorheriges Steigern erklärt werden?",
             "Ja, der erste Zweier, der Einer und der Solo „aus der Hand“, wie im Steyerisch-Tarok.",
             "Das Buch beschreibt die Stufen wie im Steyerisch-Tarok (S. 48), wo das ausdrücklich "
             "erlaubt ist; für Ungarisch schweigt es."),
    decision("S. 81", "Was gilt Mondfang / Pagatfang, und wer darf was ansagen?",
             "Option catch_premium (Standard 2), angesagt doppelt; tous les trois / quatre, Mondfang und "
             "Pagatfang darf jede Partei ansagen, mißlungen gehen sie an die Gegenpartei. Ultimo "
             "und Volat sagt nur der Spieler an (wie Tapp).",
             "Die Fangprämie ist „vor Beginn des Spieles vereinbart“ und verdoppelt sich „natürlich "
             "im Falle der Ansage: ‚Mondfang‘ oder ‚Pagatfang‘“; angesagt werden können tous les "
             "trois und tous les quatre „ebenso wie ‚Mondfang‘ und ‚Pagatfang‘“, und „trifft diese "
             "Voraussetzung nicht ein, so zahlt die Ansage für die Gegenpartei“."),
    decision("S. 81", "Zählen angesagte tous les trois / tous les quatre doppelt?",
             "Nein: sie gelten angesagt wie still 2 (im Solo 4); nur das Contra verdoppelt sie "
             "(Contra 4, Recontra 8, Supercontra 16; im Solo 8, 16, 32).",
             "„Tous les trois und tous les quatre gelten auch hier im Dreier 2, im Zweier und Einer "
             "ebenfalls 2, im Solo 4 Points. Die Bewerthung der Contrameldung ist hier … je das "
             "Doppelte, Vierfache, respective Achtfache im Dreier, Zweier und Einer, das Vier-, "
             "respective Acht- oder Sechzehnfache im Solo“: das Doppelte der 2 ist das Contra, nicht "
             "die Ansage; eine Verdopplung durch die Ansage nennt das Buch nur für den Fang."),
    decision("Codex §§ 9, 11, 34", "Zählen die Tarokmeldungen der renoncirenden Partei?",
             "Nein: nach einer Renonce erhält nur die Gegenpartei ihre Zehn/Elf/Zwölf Tarok; "
             "die der renoncirenden Partei entfallen.",
             "§ 11: die renoncirende Partei „kann für sich keine Chance mehr erwarten“; § 13 nimmt "
             "nur Köpfe, tous les trois und tous les quatre in der Hand aus. Ebenso im Paskiewitsch "
             "(Acht/Neun Tarok) und im Neunzehnerrufen."),
    decision("S. 81; Codex § 34", "Wer meldet die Taroks?",
             "Die Engine meldet zehn, elf oder zwölf Taroks jeder Hand bei Spielbeginn; sie zählen "
             "für die Partei des Besitzers 1, 2, 3 (im Solo 2, 4, 6).",
             "Die Meldung ist Pflicht („muß … genau ansagen“); unterlassen wäre Renonce."),
]


class Ungarisch(Zwoelfer):
    key = "ungarisch"
    name = "Ungarisch-Tarok"
    source = "Ulmann, Cap. VIII, S. 79–82"
    phase_source: dict = {}          # its own chapter changes the phases of Tapp-Tarok: cite the chapter
    contracts = CONTRACTS
    premiums = PREMIUMS
    decisions = DECISIONS
    announcement_keys = ("ultimo", "volat", "trois", "quatre", "mondfang", "pagatfang", "courage")
    facts = ("ultimo", "volat", "honours", "renonce", "tapped", "in_tricks", "taroks")
    options_spec = {**Zwoelfer.options_spec, "catch_premium": Int("Prämie für Mond- und Pagatfang (S. 81)", 0, 100)}
    jump_after_bid = True         # „auch … aus der Hand“, whoever has bid before

    def game_value(self, o: Outcome) -> int:
        value = super().game_value(o)
        return value * (2 if self.announced(o, "courage") else 1)    # S. 81: Courage

    def announcements_for(self, state: State, seat: int) -> list[str]:
        done = {(a["what"], a["seat"] in self.spieler_party(state)) for a in state.contract.announced}
        mine = seat in self.spieler_party(state)
        out = ["trois", "quatre", "mondfang", "pagatfang"]
        if mine:
            out = ["ultimo", "volat"] + out
            if not self.holdings(state, seat) & self.TAROK_HONOURS:
                out.append("courage")
        return [w for w in out if (w, mine) not in done]

    contra_targets = ("spiel", "ultimo", "volat", "trois", "quatre", "mondfang", "pagatfang")

    def settle_honours(self, o: Outcome, st: Settlement, sp_seats, gg_seats) -> None:
        sp, gg = self.person_party(o, sp_seats), self.person_party(o, gg_seats)
        f = self.premium_factor(o)
        for key in ("trois", "quatre", "mondfang", "pagatfang"):
            achieved = {side: key in o.earned.get(side, []) for side in ("spieler", "gegner")}
            self.settle_premium(o, st, key, achieved, (sp, gg))
        for seat in range(o.n_seats):
            n = self.tarok_count(o, seat)
            if n in TAROK_CALLS:
                party, other = (sp, gg) if seat in sp_seats else (gg, sp)
                if not self.may_collect(o, party):        # Codex § 11 (see DECISIONS)
                    continue
                self.party_pay(st, f"{n} Tarok gemeldet ({st.persons[seat]})", TAROK_CALLS[n] * f,
                               party, other, "S. 81")
