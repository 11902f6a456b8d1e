"""Das Whistspiel (deutsches Spielbuch des 19. Jahrhunderts, S. 3–19; Lesetext docs/texte/whist.md).

Pure rules: tricks over six (S. 9), honours with four or five Honneurs (S. 9–10), the Partie to
ten with the honours limit (S. 11–13), Simple … Quadrouble (S. 14–15), the Robber and its
payment (S. 15–17), Schlemm (S. 17). A profile of the trick-taking core plays one deal
(„Spiel“); `Robber` and `play_robber` carry the points over deals to the end of a Robber.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..core import PLAY, Settlement, State, new_game, play_out
from ..decisions import decision
from ..errors import RequestError
from ..record import Record
from .classic_cards import FRENCH_52, ClassicProfile, deal_in_packets, seat_name_spec, seat_names, suit_spec
from ..schema import AnyOf, Choice, Int, Obj, Text
from ..terms import SEATS

SOURCE = "Das Whistspiel, S. 3–19"
HREF = "texte/whist.md#s{}"
FREE_TRICKS = 6                     # S. 9: die ersten sechs Stiche werden nicht gezählt
HONOURS = {4: ("A", "K", "D", "B"), 5: ("A", "K", "D", "B", "10")}   # S. 7, 9–10
HONOUR_POINTS = {3: 2, 4: 4, 5: 5}  # S. 10: deux honneurs 2, quatre 4, cinq 5 Points
PARTIE = 10                         # S. 11
HONOURS_LIMIT = 9                   # S. 12: Honneurs allein nur bis neun
PARTIE_VALUES = ((5, 1, "Simple"), (3, 2, "Double"), (1, 3, "Triple"), (0, 4, "Quadrouble"))  # S. 14–15
ROBBER_VALUES = (3, 5, 7, 9)        # S. 15: „nach Uebereinkunft … 3, 5, 7, 9 u. s. w.“
BIG_ROBBER = 2                      # S. 16–17: großer Robber zwey Points mehr, wenn ausgemacht
SCHLEMM = {0: (6, "groß Schlemm"), 1: (3, "klein Schlemm")}   # S. 17 (Zeuge „65“ = „6,“)


def _d(page: int, question: str, answer: str, reason: str) -> dict:
    return decision(f"Whist S. {page}", question, answer, reason, HREF.format(page))


DECISIONS = [
    _d(8, "Muss man Farbe bekennen?",
       "Ja: wer die ausgespielte Farbe hat, muss sie zugeben; wer sie nicht hat, darf jede Karte "
       "spielen (Stechen ist nicht Pflicht).",
       "Der erhaltene Text (bis S. 19) nennt die Spielregel nicht, der Zeuge bricht in den "
       "Kunstausdrücken ab; so ist die allgemeine Whistregel."),
    _d(10, "Welche Karten sind die Honneurs, die gezählt werden?",
       "Aß, König, Dame, Bube (mit fünf Honneurs auch die Zehn) der Trumpffarbe, nach den "
       "ausgegebenen Händen jeder Partei.",
       "S. 17–18: ‚bei fünf Honneurs in jedem Spiel immer auf einer Seite deux honneurs‘ gilt nur "
       "für eine Reihe von fünf Karten, also die Honneurs einer Farbe, des Trumpfs."),
    _d(11, "In welcher Folge zählen Tricks und Honneurs eines Spiels?",
       "Erst die Tricks, dann die Honneurs. Hat die Partei der Honneurs auch Tricks, zählen beide "
       "voll (S. 11: 9 + 1 Trick + 4 Honneurs = 14, vier auf die neue Partie). Beendet die andere "
       "Partei die Partie durch Tricks, zählen die Honneurs nicht mehr.",
       "S. 12–13: der zehnte Point muss durch einen Trick kommen; ‚wenn die gewinnende Partei durch "
       "Tricks die Partie beendigt, [darf] die Gegenpartei ihre Honneurs … nicht mehr zuzählen‘."),
    _d(13, "Welche Partie darf durch Honneurs allein beendet werden?",
       "Nur die erste Partie eines Robbers, und nur wenn es vorher ausgemacht ist (Option "
       "„honours_end_first“); dann zählt die Gegenpartei ihre Tricks dieses Spiels noch.",
       "So S. 12–13 (‚Diese Regel gilt allgemein für die zweite oder letzte Partie‘)."),
    _d(15, "Was zählt ein Robber, und zählt der Schlemm der verlierenden Partei?",
       "Robber nach Übereinkunft (Vorgabe 5 wie im Beispiel S. 15); Schlemm wird in jedem Spiel "
       "sofort von jedem Gegner an jeden der beiden Gewinner gezahlt, auch von der Partei, die "
       "den Robber gewinnt.",
       "S. 17: ‚Außer dem, was für die Partie und den Robber in Rechnung kommt‘, wird der Schlemm "
       "berechnet; er hängt nicht am Ausgang des Robbers."),
    _d(17, "Wie passen ‚vier Mal groß Schlemm‘ und ‚zwei Partien Quadrouble‘ zusammen?",
       "Die Rechnung wird wie im Text geführt: 4 × 6 + 2 × 4 + 3 = 35.",
       "Nach dem Überzählen (S. 11) genügen schon drei Schlemm für zwei Partien; der Text "
       "rechnet die Höchstsumme, ohne den Weg dahin auszuführen."),
    _d(4, "Was gilt beim Ziehen um die Plätze, wo der Text keinen Fall nennt?",
       "Gezogen wird aus einem frisch gemischten Spiel, das Aß am niedrigsten (S. 4), dann Zwei bis "
       "Zehn, Bube, Dame, König. Vier gleiche Karten: alle ziehen neu. Zwei gleiche niedrigste "
       "(oder beim Nachziehen wieder gleiche) Karten: nur um die Platzwahl wird zwischen ihnen "
       "nachgezogen. Links von A sitzt, wer von den Gegnern die höhere Karte zog.",
       "Der Text regelt „zwei gleiche Karten … in der Mitte“ und „drei Spieler gleiche Karten“; "
       "sonst entscheidet nur die Partnerschaft, und für sie sind die übrigen Fälle gleichgültig. "
       "Die Plätze der Gegner (C links, D rechts von A, S. 6) bestimmt der Text nicht durch das Ziehen."),
    _d(7, "Wie wird Trumpf bestimmt?",
       "Mit einem Spiel Karten: das letzte Blatt des Gebers (Option „turned“); mit zwei Spielen "
       "oder verdeckt gelegtem Blatt ist die Farbe als Option „trump“ anzugeben.",
       "S. 7–8; das Ernennen durch die Vorhand und das Abheben des zweiten Spiels sind "
       "Handlungen außerhalb des Kartenspiels selbst."),
]


# --- pure rules --------------------------------------------------------------------------------

def trick_points(tricks: int) -> int:
    """S. 9: the seventh and every further trick of a party counts one point."""
    return max(0, tricks - FREE_TRICKS)


def honour_points(held: int, five: bool = False) -> int:
    """S. 10: held honours of one party: two nothing, three 2, four 4, five 5 (with five)."""
    if held > (5 if five else 4):
        raise RequestError(f"Mit {'fünf' if five else 'vier'} Honneurs kann eine Partei nicht "
                           f"{held} Honneurs haben.")
    return HONOUR_POINTS.get(held, 0)


def partie_value(loser_points: int) -> tuple[int, str]:
    """S. 14–15: Simple 1 (Gegner 5 oder mehr), Double 2 (3–4), Triple 3 (1–2), Quadrouble 4 (0)."""
    for least, value, name in PARTIE_VALUES:
        if loser_points >= least:
            return value, name
    raise RequestError("Points können nicht negativ sein.")


def robber_payment(winner_parties: list[int], loser_parties: list[int], robber: int = 5,
                   big_robber: int = 0, schlemm: int = 0) -> int:
    """S. 15–17: what each loser pays each winner: the values of the winners' Parties less those
    of the losers', plus the Robber (plus `big_robber` if the losers made no Partie), plus any
    Schlemm points still to be reckoned."""
    big = big_robber if not loser_parties else 0
    return sum(winner_parties) - sum(loser_parties) + robber + big + schlemm


def schlemm(tricks: list[int]) -> tuple[int, int, str] | None:
    """S. 17: (party, points, name) if the other party made no trick (6) or one trick (3)."""
    for party in (0, 1):
        if tricks[1 - party] in SCHLEMM:
            points, name = SCHLEMM[tricks[1 - party]]
            return party, points, name
    return None


@dataclass
class WhistOutcome:
    """What a deal came to; settlement (`WhistProfile.settle_outcome`) reads only this."""
    seat_names: list[str]
    tricks: list[int]                   # per party: A+C, B+D
    honours: tuple | None               # (party, points) of the party that counts honours (S. 10)


@dataclass
class Robber:
    """The account of one Robber between party 0 and party 1 (S. 11–17)."""

    robber: int = 5
    big_robber: int = 0
    honours_end_first: bool = False
    stand: list[int] = field(default_factory=lambda: [0, 0])
    parties: list[tuple[int, int, str]] = field(default_factory=list)   # (winner, value, name)

    @property
    def winner(self) -> int | None:
        for party in (0, 1):
            if sum(1 for w, _, _ in self.parties if w == party) >= 2:
                return party
        return None

    def add_deal(self, tricks: list[int], honours: tuple[int, int] | None) -> dict | None:
        """Add one deal: `tricks` made per party, `honours` (party, points). Returns the Partie
        result {"winner", "value", "name", "loser_points", "carry"} if this deal ended one."""
        if self.winner is not None:
            raise RequestError("Der Robber ist schon gewonnen.")
        stand = self.stand
        tp = 0 if tricks[0] > tricks[1] else 1
        tpts = trick_points(tricks[tp])
        stand[tp] += tpts
        if honours and honours[1]:
            hp, hpts = honours
            if hp == tp and tpts:                                    # S. 11: both count
                stand[hp] += hpts
            elif stand[tp] < PARTIE:                                 # S. 13
                first = not self.parties and self.honours_end_first
                limit = stand[hp] + hpts if first else max(stand[hp], HONOURS_LIMIT)
                stand[hp] = min(stand[hp] + hpts, limit)
        for party in (0, 1):
            if stand[party] >= PARTIE:
                value, name = partie_value(stand[1 - party])
                result = {"winner": party, "value": value, "name": name,
                          "loser_points": stand[1 - party], "carry": stand[party] - PARTIE}
                self.parties.append((party, value, name))
                self.stand = [0, 0]
                self.stand[party] = result["carry"]                  # S. 11
                return result
        return None

    def payment(self) -> int:
        """What each loser of the finished Robber pays each winner (without the Schlemm)."""
        w = self.winner
        if w is None:
            raise RequestError("Der Robber ist noch nicht entschieden.")
        return robber_payment([v for p, v, _ in self.parties if p == w],
                              [v for p, v, _ in self.parties if p != w], self.robber,
                              self.big_robber)


# --- the profile -----------------------------------------------------------------------------

class WhistContract(Record):
    """Whist has no contract to declare: trumps are turned up (`State.trump`), the partners sit
    opposite; an empty record, so that a key written by mistake raises."""


class WhistProfile(ClassicProfile):
    """One deal of Whist: seat 0 is the Vorhand (left of the dealer), seat 3 the dealer; play
    goes to the left, partners sit opposite (0 and 2 against 1 and 3), S. 4–8."""

    classic = FRENCH_52
    contract_type = WhistContract
    n_seats = 4
    hand_size = 13
    must_follow = True
    must_trump = False
    decisions = DECISIONS
    source_label = "Whist"
    deal_cite = "Whist S. 8"        # „Der Spieler zur Linken des Gebers heißt die Vorhand, und spielt zuerst aus“
    vorhand_does = "spielt zuerst aus"
    trick_source = ("S. 7",)                  # the trump; how to follow: the text is silent
    trick_decision = "Muss man Farbe bekennen?"

    def rule_places(self) -> str:
        return f"der erhaltene Text regelt es nicht; Entscheidung der Engine: „{self.trick_decision}“"

    def option_fields(self) -> dict:
        return {"trump": suit_spec(self), "seat_names": seat_name_spec(4),
                "turned": AnyOf("Trumpfkarte des Gebers", Int("Karte", 0, len(self.pack) - 1),
                                Text("Karte", max_len=60), expected="eine Karte")}

    def __init__(self, five: bool = False) -> None:
        self.five = five
        self.key = "whist-fuenf" if five else "whist"
        self.name = f"Whist mit {'fünf' if five else 'vier'} Honneurs"
        self.source = SOURCE
        super().__init__()

    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        hands, _ = deal_in_packets(order, 4, (1,) * 13)             # S. 7: einzeln, links herum
        options.setdefault("turned", order[-1])                     # das letzte Blatt des Gebers
        return self.new_state(hands, [], options)

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", seat_names(4, state.options))
        opt = state.options
        if "trump" in opt:
            state.trump = self.suit_index(opt["trump"])
        elif "turned" in opt:
            state.trump = self.suit[self.parse_card(opt["turned"])]
        else:
            raise RequestError("Für eine vorgegebene Verteilung ist die Trumpfkarte des Gebers "
                               "(„turned“) oder die Trumpffarbe („trump“) anzugeben (S. 7–8).")
        state.phase, state.turn, state.leader = PLAY, 0, 0

    def party_names(self, state: State) -> list[str]:
        n = state.extra["seat_names"]
        return [f"{n[0]}+{n[2]}", f"{n[1]}+{n[3]}"]

    def tricks_per_party(self, state: State) -> list[int]:
        out = [0, 0]
        for t in state.tricks:
            out[t.winner % 2] += 1
        return out

    def honours(self, state: State) -> tuple[int, int] | None:
        """(party, points) of the honours held in the dealt hands (S. 9–10)."""
        ranks = HONOURS[5 if self.five else 4]
        held = [0, 0]
        for seat, cards in enumerate(state.dealt["hands"]):
            held[seat % 2] += sum(1 for c in cards if self.suit[c] == state.trump
                                  and self.pack[c].rank in ranks)
        for party in (0, 1):
            pts = honour_points(held[party], self.five)
            if pts:
                return party, pts
        return None

    # -- the outcome of a deal and what it pays --
    def outcome(self, state: State) -> WhistOutcome:
        return WhistOutcome(list(state.extra["seat_names"]), self.tricks_per_party(state), self.honours(state))

    def outcome_fields(self) -> dict:
        most = 5 if self.five else 4
        return {"tricks": Int("Stiche der Partei A+C", 0, 13, required=True),
                "honours": Obj("Honneurs", {
                    "party": Choice("Partei mit den Honneurs", ("A+C", "B+D"), required=True),
                    "count": Int(f"Zahl der Honneurs (von {most})", 0, most, required=True)})}

    def outcome_from_request(self, req: dict) -> WhistOutcome:
        hon = req.get("honours")
        party = ("A+C", "B+D").index(hon["party"]) if hon else None
        points = honour_points(hon["count"], self.five) if hon else 0
        return WhistOutcome(list(SEATS), [req["tricks"], 13 - req["tricks"]], (party, points) if points else None)

    def settle_outcome(self, o: WhistOutcome) -> Settlement:
        names = o.seat_names
        s = Settlement(persons=list(names))
        parties = [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
        tricks, hon = o.tricks, o.honours
        pts = [trick_points(t) for t in tricks]
        s.points = {"tricks": dict(zip(parties, tricks)), "trick_points": dict(zip(parties, pts)),
                    "honours": {parties[hon[0]]: hon[1]} if hon else {}}
        slam = schlemm(tricks)
        if slam:
            party, amount, label = slam
            s.pay(label, amount, [x for x in range(4) if x % 2 != party],
                  [x for x in range(4) if x % 2 == party], "S. 17")
        for party, t in enumerate(tricks):           # the points of the deal, line by line
            if pts[party]:
                tricks_over = f"{pts[party]} Trick{'s' if pts[party] > 1 else ''} über sechs"
                s.lines.append({"label": f"{t} Stiche: {tricks_over}", "party": parties[party],
                                "points": pts[party], "source": "S. 9"})
        if hon:
            s.lines.append({"label": "Honneurs", "party": parties[hon[0]], "points": hon[1], "source": "S. 10"})
        s.summary = "; ".join(f"{p}: {t} Stiche" for p, t in zip(parties, tricks))
        if hon:
            s.summary += f"; Honneurs {parties[hon[0]]}: {hon[1]} Points"
        s.summary += (". Die Points zählen zur Partie (zehn Points, S. 11); bezahlt wird nach dem Robber "
                      "(S. 14–17), für ein einzelnes Spiel nur ein Schlemm (S. 17).")
        return s


def play_robber(seed: int = 0, five: bool = False, robber: int = 5, big_robber: int = 0,
                honours_end_first: bool = False, max_deals: int = 500) -> dict:
    """Play random deals to the end of a Robber. Persons sit A, C, B, D round the table (A and B
    partners, S. 4–6); the deal passes to the left. Returns the Robber, the deals and the
    net payments per person (Schlemm and Robber)."""
    profile = PROFILES["whist-fuenf" if five else "whist"]
    rng = random.Random(seed)
    table = ["A", "C", "B", "D"]
    acc = Robber(robber, big_robber, honours_end_first)
    money = dict.fromkeys(SEATS, 0)
    deals = []
    for n in range(max_deals):
        names = [table[(n + i) % 4] for i in range(4)]
        state = new_game(profile, seed=rng.randrange(2 ** 32), options={"seat_names": names})
        play_out(profile, state, rng)
        result = profile.settle(state)
        for name, pay in zip(result.persons, result.payments):
            money[name] += pay
        # party 0 of the Robber is A+B
        shift = 0 if names[0] in SEATS[:2] else 1
        tricks = profile.tricks_per_party(state)
        hon = profile.honours(state)
        partie = acc.add_deal([tricks[shift], tricks[1 - shift]],
                              (hon[0] ^ shift, hon[1]) if hon else None)
        deals.append({"state": state, "settlement": result, "partie": partie})
        if acc.winner is not None:
            amount = acc.payment()
            winners, losers = (SEATS[:2], SEATS[2:]) if acc.winner == 0 else (SEATS[2:], SEATS[:2])
            for w in winners:
                for loser in losers:
                    money[w] += amount
                    money[loser] -= amount
            return {"robber": acc, "deals": deals, "money": money, "payment": amount}
    raise RequestError("Der Robber ist nach zu vielen Spielen nicht entschieden.")


# --- drawing for partners and places (S. 3–5, 17) ------------------------------------------------

DRAW_ORDER = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K")   # S. 4: the Aß lowest


def _draw(persons: list[str], rng: random.Random) -> dict[str, tuple[int, str]]:
    """Each person draws one card of a freshly shuffled pack: (draw value, card name)."""
    order = list(range(len(FRENCH_52)))
    rng.shuffle(order)
    return {p: (DRAW_ORDER.index(FRENCH_52.card(order[i]).rank), FRENCH_52.name(order[i]))
            for i, p in enumerate(persons)}


def draw_partners(persons: list[str], rng: random.Random, first: list[str] = ()) -> dict:
    """S. 3–5: „Durch Ausziehung einer Karte … die beiden höchsten und die beiden niedrigsten sind
    Spielgehülfen, und hat derjenige, so die niedrigste Karte gezogen hat, das Angeben der Karte
    und die Wahl des Platzes“; two alike cards in the middle and three alike cards are drawn again
    as the text says (DECISIONS: the cases it leaves open). After a Robber the losers draw first
    (S. 17: `first`). Returns the draws and the table: A (the lowest card: chooses the place and
    plays first), B his partner opposite, C on his left, D on his right."""
    persons = list(persons)
    if len(persons) != 4 or len(set(persons)) != 4:
        raise RequestError("Whist wird unter vier verschiedenen Personen gespielt (S. 3).")
    if any(p not in persons for p in first):
        raise RequestError("Wer zuerst zieht, muss am Tisch sitzen.")
    order = list(first) + [p for p in persons if p not in first]
    rounds: list[dict] = []

    def draw(people: list[str]) -> dict[str, int]:
        cards = _draw(people, rng)
        rounds.append({p: cards[p][1] for p in people})
        return {p: v for p, (v, _) in cards.items()}

    def distinct(people: list[str]) -> list[str]:
        """Draw among `people` until all their cards differ; lowest first."""
        for _ in range(100):
            vals = draw(people)
            if len(set(vals.values())) == len(people):
                return sorted(people, key=vals.get)
        raise RequestError("Das Ziehen bringt keine Entscheidung.")

    for _ in range(100):
        first_draw = draw(order)
        ranked = sorted(order, key=first_draw.get)
        v = [first_draw[p] for p in ranked]
        if v[0] != v[3]:
            break                                              # all four alike: all draw again
    else:
        raise RequestError("Das Ziehen bringt keine Entscheidung.")
    if v[1] < v[2]:                                            # the pairs are clear
        low, high = ranked[:2], ranked[2:]
        a = ranked[0] if v[0] < v[1] else distinct(ranked[:2])[0]
    elif v[0] < v[1] and v[2] < v[3]:                          # „zwei gleiche … in der Mitte“
        lo, hi = distinct(ranked[1:3])
        low, high, a = [ranked[0], lo], [ranked[3], hi], ranked[0]
    elif v[2] < v[3]:                                          # three alike below the fourth
        again = distinct(ranked[:3])
        low, high, a = again[:2], [ranked[3], again[2]], again[0]
    else:                                                      # three alike above the fourth
        again = distinct(ranked[1:])
        low, high, a = [ranked[0], again[0]], again[1:], ranked[0]
    b = next(p for p in low if p != a)
    c, d = sorted(high, key=lambda p: (-first_draw[p], high.index(p)))
    return {"draws": rounds, "A": a, "B": b, "C": c, "D": d, "parties": [[a, b], [c, d]],
            "source": "Whist S. 3–5"}


PROFILES = {p.key: p for p in (WhistProfile(False), WhistProfile(True))}
