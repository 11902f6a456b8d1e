"""The Tarok with 78 cards (Ulmann, Dritter Theil, S. 151–164): Groß-Tarok, Tarok-L'Hombre and
Tarok unter Vieren.

Groß-Tarok (S. 153–161): three players, each for himself; throws of five „links herum“, the
dealer gets eight in the last throw (28 against 25) and lays three into the Scat. The Sküs
„kann weder stechen, noch auch gestochen werden“: it may be played instead of any card, once
a game and not after the 20th trick („Ich sküsire mich“); it goes into its owner's tricks and he
gives the trick's winner a Ladon or Tarok from his tricks instead. Announcements (Matadore,
Taroks, Cavallerie, Königreich, Ladons) are paid before the first lead; every player's points
above 26 are won, those below 26 paid (S. 161); Pagat, King and Mond premiums; Misère and Vole.

The 78-card games are one base profile, `GrossTarok`, composed like `TarokProfile` of one
module per section of the rules:

    gross_hand.py        the hand announcements (S. 153–155, 163–164)
    gross_play.py        Misère and Vole announced, giving up, the Sküs (S. 154–160)
    gross_outcome.py     the outcome: each player's points, tricks, the honours' fates (S. 158–161)
    gross_settlement.py  each for himself: announcements, Misère, Vole, over 26, premiums (S. 158–161)

and this module keeps their facts, premium tables and decisions, the deal and the Scat, and the
two variants of S. 161–164, each a class of facts with the hooks where its rule differs.
"""
from __future__ import annotations

import random

from ..cards import PACK_78, SUITS
from ..core import THROWN_IN, Action, ExcuseRule, Phase, Settlement, State, ids_of, mask_of, popcount
from ..decisions import decision
from .facts import SEAT_NAMES, TAROK_SUIT, Contract
from .gross_hand import GROSS_ANSAGEN, RUFEN_ANSAGEN, HandAnnouncementsMixin
from .gross_outcome import GrossOutcomeMixin
from .gross_play import SKUES_LAST_TRICK, GrossPlayMixin
from .gross_settlement import GrossSettlementMixin
from .outcome import Outcome
from .premiums import Premium, pay_premium, table
from .profile import TarokProfile
from .settlement import Parties
from .state import ANNOUNCE, BIDDING, CHOOSE, EXCHANGE, GIVE

# S. 158–161: each player for himself, so every premium is paid person to person: "each" (every
# other player pays the one who makes it), "owner" (the owner of the card pays every other player).
# Misère and Vole announced later are worth less (alt: "nach_12", "nach_19").
GROSS_PREMIUMS = table(
    Premium("pagat_ultimo", "Pagat Ultimo", 15, announced=0, pays="each", source="S. 158"),
    Premium("pagat_ultimo_gefangen", "Pagat im letzten Stich abgefangen", 15, announced=0, pays="owner",
            source="S. 158"),
    Premium("pagat_eingebracht", "Pagat eingebracht", 5, announced=0, pays="each", source="S. 158"),
    Premium("pagat_abgefangen", "Pagat abgefangen", 5, announced=0, pays="owner", source="S. 158"),
    Premium("koenig_ultimo", "König oder Mond ultimirt", 10, announced=0, pays="each",
            labels={"card": "{card} ultimirt"}, source="S. 158"),
    Premium("koenig_eingebracht", "König eingebracht", 5, announced=0, pays="each",
            labels={"card": "{card} eingebracht"}, source="S. 158"),
    Premium("koenig_abgefangen", "König abgefangen", 5, announced=0, pays="owner",
            labels={"card": "{card} abgefangen"}, source="S. 158"),
    Premium("misere", "Misère", 26, announced_value=26 + 10, alt={"nach_12": 26 + 5}, pays="each", tricks="none",
            labels={"made": "angesagte Misère", "failed": "angesagte Misère verloren",
                    "silent": "Misère (nicht angesagt)"}, source="S. 159"),
    Premium("vole", "Vole", 26, announced=2, alt={"nach_12": 26 + 12, "nach_19": 26 + 5}, pays="each",
            tricks="all", failed_less_own=True,                             # S. 160–161
            labels={"made": "angesagte Vole", "failed": "angesagte Vole verloren (abzüglich der eigenen Points)",
                    "silent": "Vole"}, source="S. 160–161"),
)

GROSS_DECISIONS = [
    decision("S. 153–154", "Wie werden die Matadore gezählt?",
             "Jeder der drei Tarok-Honneurs, den man hält, und jeder Tarok, der sich lückenlos an "
             "den Mond (abwärts) oder den Pagat (aufwärts) anschließt, ist ein Matador zu 5 Points; "
             "der Sküs darf eine Lücke (auch den Mond oder den Pagat) füllen und zählt dann nicht "
             "noch einmal für sich.",
             "„Jeder angesagte Matador zählt … fünf Points“; das Beispiel Mond, XIX, XVIII, XVII "
             "+ Sküs ergibt „fünf Matadore“ – der Sküs zählt dort an Stelle des XX, nicht doppelt."),
    decision("S. 154", "Darf der Sküs mehrere Ansagen ergänzen?",
             "Ja, jede Ansage für sich (Matadore, Taroks, Cavallerie, Königreich, Damen …, Ladons).",
             "Er erscheint „bald als Tarok, bald als Figur, bald als Ladon, bald auch als alle drei "
             "zusammen“."),
    decision("S. 155", "Werden alle Ansagen gemacht?",
             "Ja, die Engine sagt für jede Hand alles an, was sie hält (nach dem Scat); die "
             "Einschränkung der halben Cavallerie nach einer ganzen der Vorhand ist nicht nachgebildet.",
             "Das Verschweigen ist ein Plan des Spielers, keine Regel; die Einschränkung betrifft "
             "nur die Folge der Figuren."),
    decision("S. 156", "Welche Taroks darf der Geber verlegen?",
             "Den Sküs immer; andere Taroks (auch den Pagat) nur, wenn er nicht mehr als drei "
             "Taroks (ohne den Sküs) hat; Könige und Mond nie.",
             "„Taroks dürfen nur dann verlegt werden, wenn der Kartengeber deren nicht mehr als drei "
             "besitzt; nicht ecartirungsfähig sind nur die vier Könige und der Mond.“ Der Sküs ist "
             "nicht mitgezählt: S. 154 unterscheidet „neun Taroks und der Sküs“, und den Sküs muß "
             "der Geber „bei einem starken Blatte (viele hohe Taroks …)“ für die Vole in den Scat "
             "legen (S. 156, 160) – mit vielen Taroks, also trotz der Dreiergrenze."),
    decision("S. 154, 157", "Wann darf der Sküs gespielt werden?",
             "Immer, statt jeder Karte (auch statt Bedienen); bis zum 20. Stich als „Sküsiren“: "
             "er geht in die eigenen Stiche, der Stichgewinner erhält aus den Stichen des Besitzers "
             "(hat er noch keinen, nach dem nächsten) den im Rang niedrigsten Ladon, und nur wenn "
             "dort keiner liegt, den niedrigsten Tarok (nie einen Honneur). Danach fällt er dem "
             "Stichgewinner zu.",
             "„Von dieser Regel abzuweichen, steht nur dem Besitzer des Sküs zu“ (Schutz einer "
             "blanken Figur); „nicht mehr nach dem zwanzigsten Stiche … so fällt der Sküs dem Gegner zu“. "
             "Das Buch läßt „einen beliebigen Ladon oder Tarok“ abgeben, also der Besitzer wählt; "
             "jeder davon zählt ⅓ Point, die Wahl ändert die Points nicht. Die Engine wählt für ihn "
             "fest (nicht nach der Nummer der Karte im Pack, die die Taroks vom Mond abwärts zählt): "
             "die Karte, die ihm am wenigsten nützen könnte."),
    decision("S. 154", "Wer gewinnt einen Stich, den der Sküs anführt?",
             "Er gilt als ausgespielter Tarok: die anderen müssen Tarok geben; gewinnt der höchste "
             "Tarok, gibt niemand Tarok, die erste andere Karte.",
             "„Der Sküs wird als Tarok angesehen, wenn der Besitzer Tarok fordern … will“."),
    decision("S. 161", "Wie werden drei Stichhaufen gezählt, deren Lagen-Rundung 77 oder 79 ergibt?",
             "Die beiden Nicht-Geber zählen in Lagen, der Geber (mit dem Scat) erhält den Rest auf 78.",
             "Nur so ist die Abrechnung über und unter 26 ausgeglichen; wie bei zwei Parteien "
             "zählt die letzte den Rest."),
    decision("S. 158", "Zahlt ein Pagat- oder Königs-Ultimo daneben den Einbring-Bonus?",
             "Nein: der Ultimo (15 bzw. 10 von jedem) tritt an die Stelle der 5 für das Einbringen; "
             "ein im letzten Stich abgefangener König zahlt 5 wie im Spiel.",
             "Das Buch nennt die Beträge getrennt; beide für denselben Stich wären doppelt gezählt."),
    decision("S. 159–161", "Was gilt neben Misère und Vole?",
             "Gelungene Misère oder Vole ersetzen die Abrechnung über und unter 26; die Ansagen "
             "bleiben. Bei der Vole entfallen die Prämien für eingebrachte und abgefangene "
             "Honneurs (je 5); die Ultimi bleiben: Pagat Ultimo 15 (mit der Vole 26 + 15 = 41), "
             "König- und Mond-Ultimo 10, der im letzten Stich abgefangene Pagat 15.",
             "Misère: „was dieselben in ihren Stichen zählen, wird nicht bezahlt“; Vole: „so ergeben "
             "sich für ihn sechsundzwanzig Points für die Vole und fünfzehn Points für den Ultimo, "
             "mithin im Ganzen einundvierzig Points“ und „Bei der durchgeführten Vole fallen die "
             "Prämien für die eingeheimsten Honneurs selbstverständlich weg“ – eingeheimst sind bei "
             "der Vole alle Honneurs, die eigenen wie die fremden, in den Stichen des Vole-Spielers; "
             "der Ultimo ist eine Prämie des letzten Stiches, nicht des Einheimsens."),
    decision("S. 159", "Was zahlt, wer das Stichfreispielen aufgibt und seine Karten einwirft?",
             "Wer noch keinen Stich hat, darf vor jedem Ausspielen einwerfen; die Abrechnung über "
             "und unter 26 entfällt. Vor dem 13. Stich zahlt er jedem Partner die Points in dessen "
             "Stichen, abzüglich der Points seines eigenen Scat (wenn er Geber ist; vom größeren "
             "Betrag zuerst); danach erhält jeder Partner die Points seiner übrigen Karten und des "
             "Scat. Eine angesagte Misère ist verloren; Ansagen und die Prämien der schon gefallenen "
             "Honneurs bleiben, einen letzten Stich (Ultimo) gibt es nicht.",
             "„so kann man seine Karten einwerfen, ohne mehr zu bezahlen, als die Gegner in ihren "
             "Stichen haben; hiervon werden die in den Scat gelegten Points abgerechnet. Nach dem "
             "dreizehnten Stiche kann man die Karten ebenfalls einwerfen, die Gegner erhalten dann "
             "so viel bezahlt, als man in den übrig bleibenden Karten und dem Scat hat.“ Die Stelle "
             "ist knapp: der Scat gehört dem Geber, so zählt er nur für ihn; „die Gegner erhalten“ "
             "ist wie jede Zahlung im Groß-Tarok („von jedem Partner“) je Partner gelesen."),
]


DECISIONS = GROSS_DECISIONS


def _deal(profile, rng: random.Random, sizes: tuple[int, ...]) -> State:
    """Shuffle the pack and give each seat the next `sizes[i]` cards (the last may keep a rest)."""
    order = list(range(len(profile.pack)))
    rng.shuffle(order)
    hands, pos = [], 0
    for n in sizes:
        hands.append(mask_of(order[pos:pos + n]))
        pos += n
    return State(profile.key, len(sizes), hands, [])


class GrossTarok(HandAnnouncementsMixin, GrossPlayMixin, GrossOutcomeMixin, GrossSettlementMixin, TarokProfile):
    """Groß-Tarok (S. 153–161): the facts, the deal and the Scat; the sections of its rules come
    from the mixins above."""

    key = "gross"
    name = "Groß-Tarok"
    deal_cite = "Ulmann S. 153 (wie S. 13)"     # the dealer takes eight in the last throw
    vorhand_does = "beginnt"
    source = "Ulmann, Dritter Theil, S. 153–161"
    pack_size = 78
    n_seats = 3
    hand_size = 25
    talon_size = 0
    threshold = 26
    max_contra = 0
    seat_names = SEAT_NAMES[:3]
    decisions = GROSS_DECISIONS
    announcement_keys = ("misere", "vole")
    facts = ("player_points", "all_tricks", "no_tricks", "pagat_ultimo")
    has_declarer = False
    premiums = {**GROSS_ANSAGEN, **GROSS_PREMIUMS}
    trick_source = ("S. 154", "S. 157")
    trick_decision = "Wer gewinnt einen Stich, den der Sküs anführt?"

    def __init__(self):
        super().__init__()
        self.LADONS = mask_of(i for i, c in enumerate(self.pack) if not c.is_tarok and c.rank <= 10)
        self.exempt_cards = 1 << self.SKUES       # S. 154: it neither takes nor is taken
        # S. 157: back to its owner up to the 20th trick, who gives a Ladon or Tarok instead
        self.excuse_rule = ExcuseRule(self.SKUES, SKUES_LAST_TRICK,
                                      (self.LADONS | self.TAROKS) & ~self.HONOURS & ~(1 << self.SKUES))

    # -- deal: throws of five, the dealer (seat 2) eight in the last one (S. 153) --
    def deal(self, rng: random.Random, options: dict) -> State:
        return _deal(self, rng, (25, 25, 28))

    def dealer(self, state: State) -> int:
        return 2

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", list(self.seat_names))
        state.contract = {"declarer": None, "game": "gross", "partners": [], "contra": {},
                          "announced": [], "talon_rest": []}
        self.begin_discard(state, {self.dealer(state): 3})

    def discard_reason(self, state: State, seat: int, card: int) -> str | None:
        hand = state.hands[seat]
        if not hand >> card & 1:
            return f"„{self.card_name(card)}“ ist nicht in der Hand."
        if card in self.kings or card == self.MOND:
            return "Könige und der Mond dürfen nicht verlegt werden (S. 156)."
        if self.suit[card] == TAROK_SUIT and card != self.SKUES and \
                popcount(hand & self.TAROKS & ~(1 << self.SKUES)) > 3:
            return "Taroks darf nur verlegen, wer nicht mehr als drei hat (S. 156)."
        return None

    def after_discard(self, state: State) -> None:
        state.contract.hand_premiums = {str(s): self.ansagen(state.hands[s]) for s in range(3)}
        state.extra["skues"] = {"used": False, "debt": None}
        state.extra["speak"] = [0, 1, 2]
        state.phase, state.turn = ANNOUNCE, 0



LHOMBRE_CONTRACTS = (
    Contract("a-duo", "a duo", value=20, buy=2, category="a-duo", source="S. 161–162"),
    Contract("ad-uno", "ad uno", value=30, buy=1, category="ad-uno", source="S. 162"),
    Contract("solo", "Solo", value=60, buy=0, category="solo", source="S. 162"),
)
RATES = {"a-duo": 2, "ad-uno": 3, "solo": 6}


def demanded_card_premiums(source: str) -> dict[str, Premium]:
    """S. 162, 163: the Spieler pays the former owner of a card he demanded 5 Points, for the Mond 10."""
    return table(Premium("karte", "geforderte Karte", 5, announced=0, pays="spieler", source=source),
                 Premium("mond", "geforderte Karte: der Mond", 10, announced=0, pays="spieler", source=source))


# S. 162: the Vole by the game (a duo 200, alt: ad uno 300, Solo 600) and the demanded cards
LHOMBRE_PREMIUMS = table(
    Premium("vole", "Vole", 200, announced=0, pays="each", alt={"ad-uno": 300, "solo": 600}, source="S. 162"),
    *demanded_card_premiums("S. 162").values(),
)


class TarokLHombre(GrossTarok):
    """S. 161–162: one L'Hombre against two; a duo, ad uno, Solo; 40 Points win."""

    key = "lhombre"
    name = "Tarok-L'Hombre"
    source = "Ulmann, Dritter Theil, S. 161–162"
    contracts = LHOMBRE_CONTRACTS
    threshold = 40
    has_declarer = True
    announcement_keys = ()
    facts = ("volat",)
    premiums = {**GROSS_ANSAGEN, **LHOMBRE_PREMIUMS}
    decisions = [
        decision("S. 162", "Was zahlt ein verlorenes Spiel?",
                 "Spiegelbildlich: den Grundpreis und für jeden Point, der dem L'Hombre auf 40 "
                 "fehlt, den Satz der Spielart, an jeden Gegner.",
                 "Das Buch nennt nur den Gewinn; ein Verlust ohne Preis wäre kein Spiel."),
        decision("S. 161–162", "Welche Grundzüge des Groß-Tarok gelten?",
                 "Geben, Scat des Gebers, Sküs, Bedienen und die Ansagen (jeder für sich); keine "
                 "Pagat- und Königsprämien, keine Misère.",
                 "Das Buch nennt als Preise nur Spiel, Gewinn-Points und Vole."),
        decision("S. 162", "Welche Karte gibt der L'Hombre für eine geforderte?",
                 "Eine beliebige eigene Handkarte an den früheren Besitzer; er zahlt 5, für den Mond 10.",
                 "„tauscht zwei seiner Handkarten gegen die gleiche Anzahl … aus“."),
    ] + GROSS_DECISIONS[:6]

    def after_discard(self, state: State) -> None:
        state.contract.hand_premiums = {str(s): self.ansagen(state.hands[s]) for s in range(3)}
        state.extra["skues"] = {"used": False, "debt": None}
        state.phase, state.turn = BIDDING, 0
        self.begin_auction(state, [0, 1, 2])

    def may_raise(self, state, seat, c, level) -> bool:
        return self.contracts.index(c) > level

    def play_actions(self, state: State) -> list[Action]:
        return []                                     # no Misère, no Vole announcement, no giving up

    def after_bidding(self, state: State) -> None:
        state.contract.exchange = []
        state.phase, state.turn = EXCHANGE, state.contract.declarer
        self._next_exchange(state)

    def _next_exchange(self, state: State) -> None:
        c = self.contract(state)
        if len(state.contract.exchange) >= c.buy:
            return self.begin_play(state)

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), EXCHANGE: Phase(self._actions_exchange, self._apply_exchange)}

    def _actions_exchange(self, state: State) -> list[Action]:
        decl = state.turn
        pending = state.contract.pending
        if pending is not None:
            return [Action("give", decl, x) for x in ids_of(state.hands[decl]) if x != pending]
        others = 0
        for s in range(3):
            if s != decl:
                others |= state.hands[s]
        return [Action("demand", decl, x) for x in ids_of(others)]

    def _apply_exchange(self, state: State, action: Action) -> None:
        decl, card = action.seat, action.arg
        if action.kind == "demand":
            owner = next(s for s in range(3) if state.hands[s] >> card & 1)
            state.hands[owner] &= ~(1 << card)
            state.hands[decl] |= 1 << card
            state.contract.pending = card
            state.contract.exchange.append({"card": card, "from": owner})
            return
        owner = state.contract.exchange[-1]["from"]
        state.hands[decl] &= ~(1 << card)
        state.hands[owner] |= 1 << card
        state.contract.pending = None
        self._next_exchange(state)

    def all_passed(self, state: State) -> None:
        state.phase = THROWN_IN
        state.contract.game = None

    # -- settlement: the Spieler against the two others (S. 162) --
    void_summary = "Alle passen; es wird neu gegeben."

    def void(self, o: Outcome) -> bool:
        return not o.contract.game

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        return {"spieler": o.points, "gegner": self.total_points - o.points}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool:
        return points["spieler"] >= self.threshold

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        self.pay_ansagen(o, st)
        decl = o.contract.declarer
        others = [x for x in range(3) if x != decl]
        self.pay_demanded_cards(o, st, decl)
        c, points = self.contract(o), o.points
        if self.volat_party(o) == "spieler":
            p = self.premiums["vole"]
            pay_premium(st, p, others, [decl], f"{p.name} im {c.name}", p.alt.get(c.key, p.base))
        elif st.won:
            st.pay(f"{c.name} gewonnen: {c.value} + {RATES[c.key]} × {points - 39}",
                   c.value + RATES[c.key] * (points - 39), others, [decl], "S. 162")
        else:
            st.pay(f"{c.name} verloren: {c.value} + {RATES[c.key]} × {39 - points}",
                   c.value + RATES[c.key] * (39 - points), [decl], others, "S. 162")

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        return (f"{st.persons[o.contract.declarer]} {'gewinnt' if st.won else 'verliert'} "
                f"{self.contract(o).name} mit {o.points} Points.")

    def spieler_party(self, state: State) -> list[int]:
        return [state.contract.declarer] if state.contract.declarer is not None else [0]


class TarokLHombreTalon(TarokLHombre):
    """S. 162: „In manchen Kreisen wird in der Weise gespielt, daß vorerst drei Karten als Talon
    gelegt werden, demnach der Kartengeber ebenfalls nur 25 Karten erhält. Der Spieler kauft den
    Talon und legt dann drei Blätter in den Scat, dessen Inhalt für ihn zählt.“"""

    key = "lhombre-talon"
    name = "Tarok-L'Hombre mit Talon"
    source = "Ulmann, Dritter Theil, S. 162"
    talon_size = 3
    decisions = [
        decision("S. 162", "Was ändert der Talon von drei Karten?",
                 "Jeder erhält 25 Karten, der Geber verlegt nicht. Der Spieler nimmt nach dem "
                 "Steigern in jeder Spielart (auch im Solo) den Talon und legt drei Blätter in den "
                 "Scat, der für ihn zählt; danach tauscht er wie sonst (a duo zwei, ad uno eine "
                 "Karte). Für sein Verlegen gelten die Regeln des Gebers im Groß-Tarok (Könige und "
                 "Mond nie, Taroks nur mit höchstens drei).",
                 "„Der Spieler kauft den Talon und legt dann drei Blätter in den Scat, dessen Inhalt "
                 "für ihn zählt“ nennt keine Spielart als Ausnahme; die Scat-Regeln des Buches (S. 156) "
                 "gelten dem, der den Scat legt."),
    ] + TarokLHombre.decisions

    def deal(self, rng: random.Random, options: dict) -> State:
        state = _deal(self, rng, (25, 25, 25))
        state.talon = [c for c in range(len(self.pack)) if not any(h >> c & 1 for h in state.hands)]
        rng.shuffle(state.talon)
        return state

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", list(self.seat_names))
        state.contract = {"declarer": None, "game": "gross", "partners": [], "contra": {},
                          "announced": [], "talon_rest": []}
        state.extra["skues"] = {"used": False, "debt": None}
        state.phase, state.turn = BIDDING, 0
        self.begin_auction(state, [0, 1, 2])

    def dealer(self, state: State) -> int:
        return state.contract.declarer or 0       # the Scat is the Spieler's

    def after_bidding(self, state: State) -> None:
        decl = state.contract.declarer
        state.contract.bought = list(state.talon)
        state.hands[decl] |= mask_of(state.talon)
        self.begin_discard(state, {decl: len(state.talon)})

    def after_discard(self, state: State) -> None:
        super().after_bidding(state)                     # then the exchange of a duo / ad uno

    def begin_play(self, state: State) -> None:
        state.contract.hand_premiums = {str(s): self.ansagen(state.hands[s]) for s in range(3)}
        super().begin_play(state)


# --- Tarok unter Vieren (S. 162–164) -------------------------------------------------------

PACK_76 = tuple(c for c in PACK_78 if not (c.suit in ("pique", "treff") and c.rank == 1))


def partie_faktor(own: int, other: int) -> int:
    """S. 163: a Partie is paid double at 72 Points, double if the other side made nothing,
    fourfold for 72 against nothing."""
    return (2 if own >= 72 else 1) * (2 if other == 0 else 1)


class TarokUnterVieren(GrossTarok):
    """(a) S. 163: partners sit opposite; 19 cards each, the dealer 21 and two into the Scat."""

    key = "unter-vieren"
    name = "Tarok unter Vieren (feste Parteien)"
    source = "Ulmann, Dritter Theil, S. 162–163"
    n_seats = 4
    seat_names = SEAT_NAMES
    announcement_keys = ()
    facts = ()
    premiums = GROSS_ANSAGEN             # S. 163: only the announcements and the Partie
    ansagen_source = "S. 163"
    decisions = [
        decision("S. 163", "Wie wird ein einzelnes Spiel gezählt?",
                 "Jede Partei zählt ihre Points; was über 39 (die Hälfte von 78) liegt, schreibt die "
                 "Partei für die Partie an. Vier Spiele machen eine Partie zu 36; 72 zahlt doppelt, "
                 "ein Gegner ohne Point doppelt, beides vierfach (partie_faktor).",
                 "Das Buch nennt nur die Partie; der Zählwert eines Spieles steht nicht da."),
        decision("S. 163", "Wer zahlt die Ansagen?", "Jeder andere, auch der Socius.",
                 "„Die Ansagen erhält Jeder gesondert, mithin auch vom Socius, bezahlt.“"),
    ] + GROSS_DECISIONS[:6]

    def deal(self, rng: random.Random, options: dict) -> State:
        return _deal(self, rng, (19, 19, 19, 21))

    def dealer(self, state: State) -> int:
        return 3

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", list(self.seat_names))
        state.contract = {"declarer": 0, "game": "unter-vieren", "partners": [2], "contra": {},
                          "announced": [], "talon_rest": []}
        self.begin_discard(state, {3: 2})

    def after_discard(self, state: State) -> None:
        state.contract.hand_premiums = {str(s): self.ansagen(state.hands[s]) for s in range(4)}
        state.extra["skues"] = {"used": False, "debt": None}
        self.begin_play(state)

    def play_actions(self, state: State) -> list[Action]:
        return []

    # -- settlement: A and C against B and D (S. 162) --
    def parties(self, o: Outcome) -> Parties:
        return Parties([0, 2], [1, 3], [0, 2], [1, 3])

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        ac = self.party_points(o, [0, 2])
        return {"A+C": ac, "B+D": self.total_points - ac}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> bool:
        return points["A+C"] > points["B+D"]

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        self.pay_ansagen(o, st)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        ac, bd = st.points["A+C"], st.points["B+D"]
        return (f"A und C zählen {ac}, B und D {bd} Points; für die Partie: "
                f"{'A+C' if ac > 39 else 'B+D'} {abs(ac - 39)}.")

    def party_points(self, o: Outcome, party: list[int]) -> int:
        return o.points if 0 in party else o.other_points


class TarokUnterVierenRufen(TarokUnterVieren):
    """(b) S. 163–164: the two black Aces are removed (76 cards); 18 each, the dealer 22 and four
    into the Scat. The Vorhand passes, calls a King (its holder is her Socius), plays alone
    demanding one card of an opponent (any but the Sküs; 5 Points, the Mond 10), or Solo."""

    key = "unter-vieren-rufen"
    name = "Tarok unter Vieren (Königrufen, 76 Blätter)"
    source = "Ulmann, Dritter Theil, S. 163–164"
    phase_source = {CHOOSE: "S. 163", GIVE: "S. 163"}
    custom_pack = PACK_76
    premiums = {**RUFEN_ANSAGEN, **demanded_card_premiums("S. 163")}   # S. 164: „Ultimi zählen … nicht“
    ansagen_source = "S. 164"
    decisions = [
        decision("S. 164", "Was zahlt das Spiel selbst?",
                 "Die Engine zählt die Points der Parteien und zahlt nur, was das Buch lesbar "
                 "nennt: die eingetauschte Karte (5, Mond 10) und die Ansagen (zehn Taroks, drei "
                 "und mehr Matadore vom Mond abwärts, ganze und sküsirte Cavallerie, ganzes "
                 "Königreich), die der Spieler auch von seinem Aiden erhält.",
                 "Der Satz über den Preis beginnt nach einer Lücke des Zeugen („Die Points, die über "
                 "60 erreicht werden, werden honorirt“); 60 paßt zu keinem Pack zu 77⅓ Points."),
        decision("S. 164", "Ultimi?", "Zählen nicht.", "„Ultimi zählen in dieser Tarok-Art nicht.“"),
        decision("S. 163", "Wer darf das Spiel unternehmen?",
                 "Die Vorhand (rufen, allein mit einer geforderten Karte, Solo); paßt sie, wird neu gegeben.",
                 "„Die Vorhand kann entweder allein ein Spiel unternehmen, oder rufen, oder auch passen.“"),
    ] + GROSS_DECISIONS[:6]

    def deal(self, rng: random.Random, options: dict) -> State:
        return _deal(self, rng, (18, 18, 18, 22))

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", list(self.seat_names))
        state.contract = {"declarer": 0, "game": None, "partners": [], "contra": {},
                          "announced": [], "talon_rest": []}
        self.begin_discard(state, {3: 4})

    def after_discard(self, state: State) -> None:
        state.extra["skues"] = {"used": False, "debt": None}
        state.phase, state.turn = CHOOSE, 0

    def phases(self) -> dict[str, Phase]:
        return {**super().phases(), CHOOSE: Phase(self._actions_choose, self._apply_choose),
                GIVE: Phase(self._actions_give, self._apply_give)}

    def _actions_choose(self, state: State) -> list[Action]:
        acts = [Action("pass", 0), Action("bid", 0, "solo")]
        acts += [Action("call", 0, s) for s in SUITS]
        others = state.hands[1] | state.hands[2] | state.hands[3]
        acts += [Action("demand", 0, c) for c in ids_of(others & ~(1 << self.SKUES))]
        return acts

    def _apply_choose(self, state: State, action: Action) -> None:
        c = state.contract
        if action.kind == "pass":
            c["game"] = None
            state.phase = THROWN_IN
            return
        if action.kind == "call":
            king = self.kings[SUITS.index(action.arg)]
            holder = next((s for s in range(4) if state.hands[s] >> king & 1), None)
            c.update(game="rufer", called=self.card_name(king), partners=[holder] if holder else [])
        elif action.kind == "bid":
            c.update(game="solo")
        else:
            card = action.arg
            owner = next(s for s in range(4) if state.hands[s] >> card & 1)
            state.hands[owner] &= ~(1 << card)
            state.hands[0] |= 1 << card
            c.update(game="allein", exchange=[{"card": card, "from": owner}])
            state.phase = GIVE
            return
        self.begin_ansagen(state)

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == CHOOSE:                  # pick the kind of game first, then its detail
            acts = self._actions_choose(state)
            kinds = sorted({a.kind for a in acts})
            kind = kinds[rng.randrange(len(kinds))]
            acts = [a for a in acts if a.kind == kind]
            return acts[rng.randrange(len(acts))]
        return super().random_action(state, rng)

    def _actions_give(self, state: State) -> list[Action]:
        taken = state.contract.exchange[0]["card"]
        return [Action("give", 0, x) for x in ids_of(state.hands[0]) if x != taken]

    def _apply_give(self, state: State, action: Action) -> None:
        owner = state.contract.exchange[0]["from"]
        state.hands[0] &= ~(1 << action.arg)
        state.hands[owner] |= 1 << action.arg
        self.begin_ansagen(state)

    def begin_ansagen(self, state: State) -> None:
        state.contract.hand_premiums = {str(s): self.ansagen_b(state.hands[s]) for s in range(4)}
        self.begin_play(state)

    def ansagen_b(self, hand: int) -> list[list]:
        """S. 164: only ten Taroks avec/sans, three or more Matadore from the Mond downward,
        the natürliche and sküsirte Cavallerie and a ganzes Königreich count."""
        keep = ("Taroks", "Cavallerie", "ganzes Königreich")       # the RUFEN_ANSAGEN taken from S. 153–155
        out = [a for a in self.ansagen(hand) if any(k in a[0] for k in keep)]
        held = {self.pack[c].rank for c in ids_of(hand & self.TAROKS)}
        run = 0
        for r in range(21, 1, -1):
            if r not in held:
                break
            run += 1
        if run >= 3:
            out.append([f"{run} Matadore vom Mond abwärts", RUFEN_ANSAGEN["matadore_mond"].base * run])
        return out

    def spieler_party(self, state: State) -> list[int]:
        return sorted({0, *state.contract.partners})

    # -- settlement: the Spieler's party; the price of the game is lost in the witness (S. 164) --
    void_summary = "Die Vorhand paßt; es wird neu gegeben."

    def void(self, o: Outcome) -> bool:
        return not o.contract.game

    def parties(self, o: Outcome) -> Parties:
        sp, gg = self.spieler_party(o), self.gegner_party(o)
        return Parties(sp, gg, sp, gg)

    def settlement_points(self, o: Outcome, parties: Parties) -> dict:
        pts = self.party_points(o, parties.spieler_seats)
        return {"spieler": pts, "gegner": self.total_points - pts}

    def game_won(self, o: Outcome, points: dict, renonce: int | None, parties: Parties) -> None:
        return None

    def settle_played(self, o: Outcome, st: Settlement, parties: Parties, renonce: int | None) -> None:
        self.pay_ansagen(o, st)
        self.pay_demanded_cards(o, st, 0)

    def settlement_summary(self, o: Outcome, st: Settlement, parties: Parties) -> str:
        return (f"Die Partei des Spielers ({', '.join(st.persons[s] for s in parties.spieler_seats)}) zählt "
                f"{st.points['spieler']}, die Gegner {st.points['gegner']} Points; der Preis des Spieles ist "
                "im Zeugen verloren.")
