"""Strohmann-Tarok en deux (Ulmann Cap. VI, S. 69–78; Codex §§ 30–33).

Two players, 54 cards. 30 cards in six throws of five (1, 3, 5 to the Vorhand, 2, 4, 6 to the
dealer: 15 each). Once the game is taken up („aufgenommen“) the other 24 cards lie as six
packets of four (1, 3, 5 for the Vorhand, 2, 4, 6 for the dealer). The top card of a packet is
turned: a Tarok or King goes into the hand and the next card is turned; any other card stays face
up on its packet and is playable like a hand card. When it is played, the card below is turned
after the trick (S. 70–71).
"""
from __future__ import annotations

import random

from ..core import PLAY, Settlement, State, Trick, mask_of
from ..schema import Bool, Choice
from ..decisions import decision
from .facts import SEAT_NAMES, TAROK_SUIT, Contract
from .profile import TarokProfile
from .outcome import Outcome
from .settlement import Parties
from .premiums import Premium, holder, pay_premium, table
from ..errors import RequestError

CONTRACTS = (Contract("aufnehmen", "Aufnehmen", buy=0, mode="none", category="aufnehmen", source="S. 70"),)

# S. 71: „Tous les trois und tous les quatre bedingen eine Prämie von einem Point“; the Ultimo
# „in manchen Kreisen mit zwei Points, in anderen nur mit einem Point“ (option ultimo), caught
# in the last trick „erhält der Gegner die Prämie“.
PREMIUMS = table(
    holder("trois", "tous les trois", 1, "S. 71"), holder("quatre", "tous les quatre", 1, "S. 71"),
    Premium("ultimo", "Pagat Ultimo", 2, announced=0, pays="each", caught="ultimo",
            alt={"andere_kreise": 1}, labels={"caught": "Pagat im letzten Stich abgefangen"}, source="S. 71",
            option="ultimo"),
)

DECISIONS = [
    decision("S. 71", "Wann gelten tous les trois / tous les quatre als angesagt?",
             "Die Engine sagt sie für den Besitzer an, sobald sie vereinigt in seiner Hand sind "
             "(bei Spielbeginn oder wenn aufgedeckte Talonkarten sie vervollständigen), also "
             "spätestens ehe er einen davon ausspielt.",
             "„müssen aber angesagt werden, so lange sie sich vereinigt in der Hand befinden“; "
             "eine verschwiegene Ansage ist kein Regelfall, den die Engine nachspielen muß."),
    decision("S. 71", "Wer erhält den Ultimo?", "Der Pagat im letzten Stich: macht er ihn, zahlt "
             "der Gegner 2 (Option ultimo=1); wird er darin abgefangen, erhält der Gegner die Prämie.",
             "„falls der Ultimo vereitelt, der Pagat im letzten Stiche abgefangen wird, erhält der "
             "Gegner die Prämie“; kein angesagter Ultimo, kein Volat (S. 76)."),
    decision("S. 70", "Werden die Talonkarten beider Spieler gleichzeitig aufgedeckt?",
             "Erst die Päckchen der Vorhand (1, 3, 5), dann die des Gebers (2, 4, 6), je von oben.",
             "Das Ergebnis hängt von der Reihenfolge nicht ab; „Beide Gegner gehen hiebei in "
             "gleicher Weise vor“."),
    decision("Codex §§ 9, 11, 13, 33", "Was zahlt eine Renonce im Strohmann-Tarok (etwa eine "
             "falsche Ansage von tous les trois / quatre, deren fehlender Honneur im Talon liegt)?",
             "Der Renoncirende verliert die Partie (als Aufnehmer 4, sonst gewinnt der Aufnehmer 2; "
             "in der durchgespielten Partie 1); einen eigenen Ultimo erhält er nicht, der des "
             "Gegners zählt; tous les trois / quatre, die er wirklich vereinigt in der Hand hatte, "
             "werden ihm bezahlt (§ 13), die falsche Ansage nicht. Liegt der fehlende Honneur in "
             "der Hand des Gegners, gilt die Ansage als nicht erfolgt, und es wird normal abgerechnet.",
             "§ 9: die Gegenpartei gewinnt „die Partie und auch alle etwaigen Ansagen“; § 11: die "
             "renoncirende Partei „kann für sich keine Chance mehr erwarten“; § 13: Honneurs in der "
             "Hand werden „auch im Falle einer Renonce“ honorirt; § 33 wörtlich."),
]


class StrohmannEnDeux(TarokProfile):
    key = "strohmann"
    deal_cite = "Ulmann S. 70"      # the dealer gives the first throw to the Vorhand
    talon_packets = True            # after_trick turns the packets (the solver models this)
    standard_taking = False
    name = "Strohmann-Tarok en deux"
    source = "Ulmann, Cap. VI, S. 69–78"
    n_seats = 2
    hand_size = 15
    talon_size = 24
    contracts = CONTRACTS
    max_contra = 0
    seat_names = SEAT_NAMES[:2]
    decisions = DECISIONS
    trick_source = ("S. 15", "S. 71")
    announcement_keys = ()
    facts = ("ultimo", "honours", "renonce", "false_announcement")
    premiums = PREMIUMS
    options_spec = {"ultimo": Choice("Prämie des Ultimo (S. 71: 2 oder 1)",
                                     (PREMIUMS["ultimo"].base, PREMIUMS["ultimo"].alt["andere_kreise"])),
                    "play_out": Bool("Durchspielen, wenn beide passen (S. 78)")}

    def max_hand(self) -> int:
        return self.hand_size + self.talon_size // 2          # the turned talon cards join the hand

    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        while True:
            rng.shuffle(order)
            throws = [order[i * 5:(i + 1) * 5] for i in range(6)]      # S. 70: six throws of five
            hands = [mask_of(throws[0] + throws[2] + throws[4]), mask_of(throws[1] + throws[3] + throws[5])]
            if self.deal_valid(hands):
                return State(self.key, 2, hands, order[30:])

    def all_passed(self, state: State) -> None:
        if state.options.get("play_out"):            # S. 78: some circles play it out
            state.contract = {"declarer": None, "game": "durchgespielt", "partners": [],
                              "contra": {}, "announced": [], "talon_rest": []}
            return self.lay_talons(state)
        super().all_passed(state)

    def contract_won(self, state: State, seat: int, c: Contract) -> None:
        super().contract_won(state, seat, c)

    def after_bidding(self, state: State) -> None:
        self.lay_talons(state)

    def lay_talons(self, state: State) -> None:
        packets = [state.talon[i * 4:(i + 1) * 4] for i in range(6)]
        state.extra["packets"] = [[packets[0], packets[2], packets[4]], [packets[1], packets[3], packets[5]]]
        state.extra["open"] = [[None] * 3, [None] * 3]
        state.extra["honours_announced"] = [[], []]
        for seat in (0, 1):
            for i in range(3):
                self.turn_packet(state, seat, i)
        self.announce_honours(state)
        state.phase = PLAY
        state.leader = state.turn = 0                   # „Vorhand hat das erste Ausspielen“

    def turn_packet(self, state: State, seat: int, i: int) -> None:
        packet = state.extra["packets"][seat][i]
        while packet:
            card = packet.pop(0)
            state.hands[seat] |= 1 << card
            if self.suit[card] == TAROK_SUIT or card in self.kings:
                state.extra.setdefault("shown", []).append(card)
                continue
            state.extra["open"][seat][i] = card
            return
        state.extra["open"][seat][i] = None

    def after_trick(self, state: State, trick: Trick) -> None:
        for seat in (0, 1):
            for i, card in enumerate(state.extra["open"][seat]):
                if card is not None and card in trick.cards:
                    state.extra["open"][seat][i] = None
                    self.turn_packet(state, seat, i)
        self.announce_honours(state)

    def announce_honours(self, state: State) -> None:
        for seat in (0, 1):
            held = self.honour_premiums(state.hands[seat])
            for h in ("trois", "quatre"):
                if h in held and h not in state.extra["honours_announced"][seat]:
                    state.extra["honours_announced"][seat].append(h)

    def honours_announced(self, o: Outcome, seat: int) -> list[str]:
        return list((o.honours_announced or [[], []])[seat])

    def outcome(self, state: State) -> Outcome:
        o = super().outcome(state)
        o.seat_points = [self.pile_points(state.won[0]), self.pile_points(state.won[1])]
        o.ultimo = self.pagat_fate_of(state)
        o.honours_announced = [list(x) for x in state.extra.get("honours_announced", [[], []])]
        return o

    def outcome_from_request(self, req: dict) -> Outcome:
        o = super().outcome_from_request(req)
        a = o.contract.declarer
        o.seat_points = [o.points, o.other_points] if a == 0 else [o.other_points, o.points]
        o.honours_announced = [[h for h in o.honours.get(s, []) if h in ("trois", "quatre")] for s in (0, 1)]
        return o

    def party_points(self, o: Outcome, party: list[int]) -> int:
        return o.seat_points[party[0]]

    def finished(self, state: State) -> bool:
        return not any(state.hands) and not any(p for seat in state.extra["packets"] for p in seat)

    def party_pile(self, state: State, party: list[int]) -> int:
        mask = 0
        for s in party:
            mask |= state.won[s]
        return mask

    def spieler_party(self, state: State) -> list[int]:
        d = state.contract.declarer
        return [d] if d is not None else [0]

    # -- the shared settlement (engine.tarok.settlement) with these hooks --
    void_summary = "Beide passen: es wird zusammengeworfen, die Vorhand gibt (S. 70)."

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool | None:
        if o.contract.declarer is None:                    # S. 78: nobody took it up
            return None
        return points["spieler"] >= self.threshold          # a Renonce: settle_renonce decides

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        a = o.contract.declarer
        renonce = self.strohmann_renonce(o)
        if renonce is not None:
            self.settle_renonce(o, st, a, renonce)
        elif a is None:                                    # S. 78: played out after both passed
            winner = self.partie_winner(st)
            if winner is not None:
                st.pay("Partie (beide hatten gepaßt)", 1, [1 - winner], [winner], "S. 78")
        elif st.won:
            st.pay("Partie gewonnen", 2, [1 - a], [a], "S. 71")
        else:
            st.pay("Partie verloren", 4, [a], [1 - a], "S. 71")
        for seat in (0, 1):
            for h in self.honours_announced(o, seat):
                p = self.premiums[h]
                pay_premium(st, p, [1 - seat], [seat], f"{p.name} ({st.persons[seat]})")
        fate, owner = self.pagat_fate(o)
        p = self.premiums["ultimo"]
        value = self.premium_base(o, p, False)                  # the option is the premium's value
        if renonce is not None and fate in ("ultimo", "caught") and \
                (owner if fate == "ultimo" else 1 - owner) == renonce:
            return                                       # § 11: no chance for the renouncer
        if fate == "ultimo":
            pay_premium(st, p, [1 - owner], [owner], value=value)
        elif fate == "caught":
            pay_premium(st, self.premiums[p.caught], [owner], [1 - owner], p.label("caught"), value)

    def partie_winner(self, st: Settlement) -> int | None:
        """S. 78: who reached 36 in a Partie played out after both passed (seat 0 is „spieler“)."""
        pts = st.points["spieler"], st.points["gegner"]
        return 0 if pts[0] >= 36 else 1 if pts[1] >= 36 else None

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        a, renonce = o.contract.declarer, self.strohmann_renonce(o)
        if renonce is not None:
            return f"{st.persons[renonce]} hat renoncirt; {st.persons[1 - renonce]} gewinnt die Partie."
        if a is None:
            winner = self.partie_winner(st)
            return ("Unentschieden, es wird nicht gezahlt." if winner is None
                    else f"{st.persons[winner]} gewinnt die nicht aufgenommene Partie.")
        return (f"Der Aufnehmer {st.persons[a]} {'gewinnt' if st.won else 'verliert'} mit "
                f"{st.points['spieler']} gegen {st.points['gegner']} Points.")

    # -- Codex § 33 and Renonce --
    def false_announcement(self, o: Outcome):
        """Codex § 33: {"by": "A", "what": "trois" | "quatre", "honour": "talon" | "gegner"} —
        tous les trois announced with only the Köpfe (tous les quatre with three Kings); where the
        missing Honneur lay. Given as the fact {"false_announcement": …} (earlier "falsche_ansage")
        or contract.false_announcement (a `FalseAnnouncement`)."""
        fa = o.contract.false_announcement
        if fa is None:
            return None
        if fa.what not in ("trois", "quatre") or fa.honour not in ("talon", "gegner") \
                or fa.by not in self.persons(o):
            raise RequestError("Falsche Ansage (Codex § 33): von wem (ein Platz), was („trois“ oder "
                               "„quatre“) und wo der fehlende Honneur liegt („talon“ oder „gegner“).")
        return fa

    def strohmann_renonce(self, o: Outcome) -> int | None:
        fa = self.false_announcement(o)
        if fa is not None and fa.honour == "talon":         # § 33: only then a Renonce
            return self.persons(o).index(fa.by)
        return self.renonce(o)

    def settle_renonce(self, o: Outcome, st: Settlement, a, renonce: int) -> None:
        """Codex § 9: the other player wins the Partie (and § 11 his chances)."""
        other = 1 - renonce
        fa = self.false_announcement(o)
        why = "falsche Ansage, der Honneur liegt im Talon (Codex § 33)" if fa and fa.honour == "talon" \
            else "Codex § 9"
        if a is None:
            st.pay(f"Renonce ({why})", 1, [renonce], [other], "S. 78; Codex § 9")
            st.won = None
        elif renonce == a:
            st.pay(f"Partie verloren: Renonce ({why})", 4, [a], [other], "S. 71; Codex § 9")
            st.won = False
        else:
            st.pay(f"Partie gewonnen: Renonce des Gegners ({why})", 2, [renonce], [a], "S. 71; Codex § 9")
            st.won = True
