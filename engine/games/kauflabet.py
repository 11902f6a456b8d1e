"""Kauflabet (Pierer's Universal-Lexikon, Bd. 9, Altenburg 1860, S. 391).

Two to five players, four cards each; the dealer sets the Stamm (divisible by four); the next
card is turned up for trumps; each player goes along or passes; those who go along throw away
Cartes fausses and buy as many from the talon; four tricks, each paying a quarter of the Stamm
(and of standing Bêten); who makes no trick is Bête. The two Buben of the trump colour are the
highest trumps (Pique trump: Piquebube, then Treffbube). Pure rules plus a core profile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from ..core import DONE, PLAY, THROWN_IN, Action, Phase, Settlement, State, best_card, ids_of, new_game, play_out, seat_label
from ..decisions import decision
from ..errors import RequestError
from ..schema import Choice, Int, ListOf, MapOf
from ..record import Key, Record, put, put_all
from .classic_cards import (BLACK, FRENCH_32, GERMAN_32, RED, ClassicCard, ClassicExtra, ClassicProfile, Pack,
                            seat_name_spec, seat_names)
from ..terms import SEAT_LETTERS

SOURCE = "Pierer's Universal-Lexikon, Bd. 9, Altenburg 1860, S. 391"
HREF = "texte/kauflabet.md#s391"
PLAYERS = (2, 3, 4, 5)        # „unter 2, 3, 4 u. 5 Personen“
HAND = 4                      # „jeder der Theilnehmer bekommt vier“
TRICKS = 4                    # „bis alle vier Stiche gemacht sind“
KASSE = "Kasse"               # the pool on the table (Stamm and standing Bêten)


def _d(question: str, answer: str, reason: str) -> dict:
    return decision("Kauflabet S. 391", question, answer, reason, HREF)


DECISIONS = [
    _d("Gehört das umgeschlagene Trumpfblatt zum Talon, aus dem gekauft wird?",
       "Nein: es bleibt offen liegen und wird nicht gekauft.",
       "Der Talon sind ‚die … verdeckt auf den Tisch gelegten Karten‘; das umgeschlagene Blatt "
       "zeigt nur den Trumpf."),
    _d("Muss, wer mitgeht, Trümpfe haben?",
       "Nein, es wird nicht geprüft.",
       "‚Die Ersteren müssen einige Trümpfe haben, so daß sie einen Stich zu machen hoffen können‘ "
       "beschreibt die Erwartung des Spielers, keine prüfbare Bedingung; auch ein Aß kann stechen."),
    _d("Wie viele Karten darf man kaufen, wenn der Talon nicht reicht?",
       "Jeder Mitgehende wirft der Reihe nach (von der Vorhand an) 0 bis 4 Karten weg und erhält "
       "ebenso viele; mehr, als der Talon noch hat, kann er nicht wegwerfen.",
       "Der Text sagt selbst, dass der Talon bei mehr als fünf Spielern ‚nicht reichen‘ würde."),
    _d("Darf man stechen, wenn man die ausgespielte Farbe hat?",
       "Nein: wer die Farbe hat, muss sie bekennen. Wer sie nicht hat, muss Trumpf geben, und "
       "zwar höher, wenn schon gestochen ist und er kann, sonst einen niedrigeren; ohne Trumpf "
       "jede Karte. Auf Trumpf muss nicht überstochen werden.",
       "Den Stich macht ‚der höchste Trumpf, od., wenn sämmtliche Mitspielende die Farbe … haben, "
       "die höchste Karte‘: gestochen wird also nur, wo die Farbe fehlt; den Fehlenden regelt der "
       "Satz ‚Wer die gespielte Farbe nicht hat, muß …‘."),
    _d("Was erlegt der Bête, wenn Bêten stehen?",
       "Die ganze Summe, um die in diesem Spiel gespielt wurde (Stamm und stehende Bêten); ohne "
       "stehende Bêten den Stamm. Mehrere Bêten zahlen jeder. Alles steht im nächsten Spiel mit "
       "dem neuen Stamm.",
       "‚erlegt den Betrag des Stammes od. die durch Bêten erwachsene Summe‘."),
    _d("Was geschieht, wenn alle passen oder nur einer mitgeht?",
       "Passen alle, bleibt die ganze Summe stehen und wird im nächsten Spiel mit abgespielt. "
       "Geht nur einer mit, macht er ohne Gegner alle vier Stiche.",
       "Der Text regelt den Fall nicht; so bleibt kein Geld ohne Besitzer, und die Kasse geht "
       "immer in Vierteln auf."),
    _d("Wer spielt aus, wenn die Vorhand gepasst hat?",
       "Der erste Mitgehende nach dem Geber; Passende bleiben beim Stich übergangen.",
       "‚Der erste nach dem Geber spielt nun aus, u. die anderen Mitspielenden geben der Reihe "
       "nach‘; Passende ‚nehmen an dem Spiele keinen Theil‘."),
    _d("Welche deutsche Farbe entspricht welcher französischen?",
       "Grün = Pique, Eichel = Treff, Herz (Roth) = Coeur, Schellen = Carreau; Ober = Dame, "
       "Unter = Bube, Daus = As.",
       "Der Text sagt nur ‚Eichel u. Grün die schwarzen, die beiden anderen die rothen Farben‘; "
       "für die Trumpfbuben (Unter) zählt allein die Farbe, die Zuordnung innerhalb ist die übliche."),
]


# --- pure rules --------------------------------------------------------------------------------

def check_stamm(stamm: int) -> int:
    """„welche sich mit vier dividiren lassen muß“."""
    if not isinstance(stamm, int) or stamm <= 0 or stamm % 4:
        raise RequestError(f"Der Stamm muss eine positive Zahl sein, die sich durch vier teilen "
                           f"lässt (Pierer S. 391); {stamm!r} geht nicht.")
    return stamm


def check_players(n: int) -> int:
    if n not in PLAYERS:
        raise RequestError(f"Kauflabet wird unter 2, 3, 4 oder 5 Personen gespielt, nicht unter {n} "
                           "(bei mehr Spielern würde der Talon nicht reichen).")
    return n


def partner_suit(pack: Pack, suit: str) -> str:
    """The other suit of the same colour (Pique ↔ Treff, Coeur ↔ Carreau)."""
    same = BLACK if suit in BLACK else RED
    return next(s for s in pack.suits if s in same and s != suit)


def trump_order(pack: Pack, trump: str) -> list[str]:
    """Names of the trumps, highest first: the Bube of the trump, the Bube of the same colour,
    then As, König, Dame, Zehn … of the trump suit."""
    cards = [ClassicCard(trump, "B"), ClassicCard(partner_suit(pack, trump), "B")]
    cards += [ClassicCard(trump, r) for r in pack.ranks if r != "B"]
    return [pack.name(c) for c in cards]


def trick_payment(stamm: int, standing: int = 0) -> int:
    """„Für jeden Stich wird der vierte Theil des Stammes u. … der vierte Theil der stehenden
    Summe gezogen.“"""
    return check_stamm(stamm) // 4 + standing // 4


def bete_payment(stamm: int, standing: int = 0) -> int:
    """What a Bête pays in: the Stamm, or the sum grown by Bêten (decision: Stamm + standing)."""
    return check_stamm(stamm) + standing


# --- the profile -----------------------------------------------------------------------------

@dataclass
class KauflabetOutcome:
    """Who went along, the tricks each made, the Stamm and the standing Bêten (S. 391);
    settlement (`KauflabetProfile.settle_outcome`) reads only this."""
    seat_names: list[str]
    players: list[int]                  # the seats that went along („es gehen mit“)
    tricks: list[int]                   # per seat
    stamm: int
    bete: int                           # Bêten standing from earlier deals
    passed: bool                        # everybody passed: the sum stands over


# the outcome's fields under their names in earlier requests -> today's (issue 29: English keys)
OUTCOME_NAMES_BEFORE = {"in": "players_in"}

# the phases before play (engine.core: PLAY, DONE, THROWN_IN)
DECLARE = "declare"             # each says whether he goes along („mitgehen“)
EXCHANGE = "exchange"           # who goes along exchanges cards with the talon („kaufen“)


class KauflabetContract(Record):
    """The game (`State.contract`): only who plays alone, when nobody else went along."""

    alone = Key()                       # seat that takes all four tricks


class KauflabetExtra(ClassicExtra):
    """Further data of a deal (`State.extra`)."""

    turned = Key()                      # the card turned up: trumps
    joined = Key(key="players_in", was="in")   # seats that went along, in order
    trick_size = Key()                  # cards in a trick: the number of players (set when play begins)


class KauflabetProfile(ClassicProfile):
    contract_type = KauflabetContract
    extra_type = KauflabetExtra
    must_follow = True
    must_trump = True
    decisions = DECISIONS
    source_label = "Pierer"
    deals_to_the_right = True           # „Die Karten werden nach der rechten Hand zu gegeben“, S. 391
    deal_cite = "Pierer S. 391"         # „Die Vorhand u. nach ihr die anderen Mitspieler erklären sich“
    vorhand_does = "erklärt sich zuerst"
    trick_source = ("S. 391",)

    def option_fields(self) -> dict:
        return {"stamm": Int("Stamm (durch vier teilbar)", 4, 1_000_000),
                "bete": Int("stehende Bêten", 0, 10_000_000), "seat_names": seat_name_spec(self.n_seats)}

    def __init__(self, n_seats: int = 4, german: bool = False) -> None:
        self.n_seats = check_players(n_seats)
        self.classic = GERMAN_32 if german else FRENCH_32
        self.hand_size = HAND
        self.key = f"kauflabet-{n_seats}" + ("-deutsch" if german else "")
        self.name = f"Kauflabet unter {n_seats} Personen" + (" (deutsche Karte)" if german else "")
        self.source = SOURCE
        super().__init__()
        # per trump suit: effective suit and power of every card (the two Buben become trumps)
        self.tables = [self._tables(t) for t in range(4)]

    def _tables(self, trump: int) -> tuple[tuple[int, ...], tuple[int, ...], list[int]]:
        t = self.classic.suits[trump]
        p = partner_suit(self.classic, t)
        suit, power = list(self.suit), list(self.power)
        for i, c in enumerate(self.pack):
            if c.rank == "B" and c.suit in (t, p):
                suit[i], power[i] = trump, (101 if c.suit == t else 100)
        masks = [0] * 4
        for i, s in enumerate(suit):
            masks[s] |= 1 << i
        return tuple(suit), tuple(power), masks

    # -- deal --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        n = self.n_seats * HAND
        hands = [order[i * HAND:(i + 1) * HAND] for i in range(self.n_seats)]
        return self.new_state(hands, order[n:], options)     # talon[0] is turned up

    def start(self, state: State) -> None:
        check_stamm(self.stamm(state))
        if not state.talon:
            raise RequestError("Es fehlt die umzuschlagende Karte (der Talon ist leer).")
        turned = state.talon.pop(0)
        extra = state.extra                             # (only a given deal's may name the persons)
        put_all(extra, {"seat_names": (extra and extra.seat_names) or seat_names(self.n_seats, state.options),
                        "turned": turned, "players_in": []})
        state.trump = self.suit[turned]
        state.phase, state.turn = DECLARE, 0

    def stamm(self, state: State) -> int:
        return state.options.get("stamm", 4)

    def standing(self, state: State) -> int:
        return state.options.get("bete", 0)

    # -- declaring and buying --
    legacy_actions = {"kaufen": "exchange"}
    legacy_phases = {"erklaeren": DECLARE, "kaufen": EXCHANGE}
    phase_words = {EXCHANGE: "Kaufen"}                   # (not Tarok-L'Hombre's „Fordern“)

    def phases(self) -> dict[str, Phase]:
        return {DECLARE: Phase(lambda st: [Action("join", st.turn), Action("pass", st.turn)], self._declare),
                EXCHANGE: Phase(self._actions_buy, self._buy)}

    def _actions_buy(self, state: State) -> list[Action]:
        seat = state.turn
        hand = ids_of(state.hands[seat])
        most = min(HAND, len(state.talon))
        return [Action("exchange", seat, combo) for k in range(most + 1) for combo in combinations(hand, k)]

    def action_text(self, state: State, action: Action) -> str:
        """The record's wording with the cards thrown away named (Cartes fausses)."""
        if action.kind == "exchange":
            who, cards = seat_label(state, action.seat), action.arg or ()
            if not cards:
                return f"{who}: kauft nicht"
            return f"{who}: wirft {', '.join(self.card_name(c) for c in cards)} weg und kauft {len(cards)}"
        return super().action_text(state, action)

    def why_not(self, state: State, action: Action) -> str | None:
        if action in self.actions(state):
            return None
        if action.kind == "exchange" and state.phase == EXCHANGE:
            return (f"Weggeworfen werden Karten der eigenen Hand, höchstens so viele, wie der "
                    f"Talon noch hat ({len(state.talon)}). Die Mitgehenden „werfen die schlechten Karten "
                    f"(Cartes fausses) weg u. erhalten dafür von dem Geber andere Karten aus dem "
                    f"Talon“ (Pierer S. 391).")
        return self.not_now(state, action)

    def _declare(self, state: State, action: Action) -> None:
        seat, players = action.seat, state.extra["players_in"]
        if action.kind == "join":
            players.append(seat)
        else:                                         # „legen ihre Karten weg“
            state.scat[seat] |= state.hands[seat]
            state.hands[seat] = 0
        if seat < self.n_seats - 1:
            state.turn = seat + 1
        elif len(players) >= 2:
            state.phase, state.turn = EXCHANGE, players[0]
        else:
            self._without_play(state)

    def _buy(self, state: State, action: Action) -> None:
        seat, players = action.seat, state.extra["players_in"]
        for c in action.arg or ():                    # Cartes fausses
            state.hands[seat] &= ~(1 << c)
            state.scat[seat] |= 1 << c
            state.hands[seat] |= 1 << state.talon.pop(0)
        later = [p for p in players if p > seat]
        if later:
            state.turn = later[0]
        else:
            put(state.extra, "trick_size", len(players))
            state.phase, state.turn, state.leader = PLAY, players[0], players[0]

    def _without_play(self, state: State) -> None:
        """Nobody or one goes along: the pool stands, or the one takes all four tricks."""
        players = state.extra["players_in"]
        state.phase = THROWN_IN if not players else DONE
        if players:
            put(state.contract, "alone", players[0])

    trick_size_varies = True

    def trick_size(self, state: State) -> int:
        """Only who went along plays (S. 391)."""
        return state.extra.trick_size or state.n_seats

    standard_follow = standard_winner = False    # only who went along plays; the Buben are trumps

    def seat_after(self, state: State, seat: int) -> int:
        players = state.extra["players_in"]
        return players[(players.index(seat) + 1) % len(players)]

    def finished(self, state: State) -> bool:
        return len(state.tricks) >= TRICKS

    # -- play --
    def _trump_tables(self, state: State) -> tuple[tuple[int, ...], tuple[int, ...], list[int]]:
        if state.trump is None:
            raise RequestError("Beim Kauflabet ist immer eine Farbe Trumpf (das umgeschlagene "
                               "Blatt); sie muss angegeben werden.")
        return self.tables[state.trump]

    def trick_winner(self, state: State, leader: int, cards: tuple[int, ...]) -> int:
        suit, power, _ = self._trump_tables(state)
        return best_card(cards, suit, power, state.trump)

    def card_order(self, state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
        suit, power, _ = self._trump_tables(state)      # the two Buben rank as trumps
        return suit, power

    def trick_sizes(self) -> tuple[int, ...]:
        return tuple(range(2, self.n_seats + 1))        # who passed plays no card (S. 391)

    def _follow(self, state: State, seat: int) -> tuple[int, str]:
        hand = state.hands[seat]
        if not state.trick:
            return hand, ""
        suit, power, masks = self._trump_tables(state)
        led, trump = suit[state.trick[0]], state.trump
        names = self.suit_names
        same = hand & masks[led]
        if same:
            return same, (f"Farbe bekennen: {names[led]} ist ausgespielt und noch in der Hand "
                          "(S. 391).")
        trumps = hand & masks[trump]
        if not trumps:
            return hand, ""
        if any(suit[c] == trump for c in state.trick):
            higher = self._beating(state, trumps)
            if higher:
                return higher, (f"Kein {names[led]} in der Hand und schon mit Trumpf gestochen: "
                                "es muss ein höherer Trumpf darauf gelegt werden (S. 391).")
        return trumps, (f"Kein {names[led]} in der Hand: es muss Trumpf ({names[trump]}) gegeben "
                        "werden (S. 391).")

    # -- settling --
    # -- the outcome of a deal and what it pays --
    def outcome(self, state: State) -> KauflabetOutcome:
        tricks = [0] * self.n_seats
        for t in state.tricks:
            tricks[t.winner] += 1
        if "alone" in state.contract:
            tricks[state.contract["alone"]] = TRICKS
        return KauflabetOutcome(list(state.extra["seat_names"]), list(state.extra["players_in"]), tricks,
                                self.stamm(state), self.standing(state), state.phase == THROWN_IN)

    def outcome_fields(self) -> dict:
        seats = tuple(SEAT_LETTERS[:self.n_seats])
        return {"players_in": ListOf("Es gehen mit", Choice("Platz", seats), max_len=self.n_seats, unique=True, default=[]),
                "tricks": MapOf("Stiche", Choice("Platz", seats), Int("Stiche", 0, TRICKS), default={}),
                "stamm": Int("Stamm (durch vier teilbar)", 4, 1_000_000, default=4),
                "bete": Int("stehende Bêten", 0, 10_000_000, default=0)}

    def outcome_from_request(self, req: dict) -> dict:
        seats = list(SEAT_LETTERS[:self.n_seats])
        check_stamm(req["stamm"])
        players = sorted(seats.index(p) for p in req["players_in"])
        tricks = [0] * self.n_seats
        for name, n in req["tricks"].items():
            if seats.index(name) not in players and n:
                raise RequestError(f"Feld „tricks.{name}“: {name} geht nicht mit und macht keinen Stich.")
            tricks[seats.index(name)] = n
        if len(players) == 1:
            tricks[players[0]] = TRICKS                   # alone: all four tricks (DECISIONS)
        if players and sum(tricks) != TRICKS:
            raise RequestError(f"Feld „tricks“: es werden genau {TRICKS} Stiche gemacht, angegeben sind {sum(tricks)}.")
        return KauflabetOutcome(seats, players, tricks, req["stamm"], req["bete"], not players)

    def settle_outcome(self, o: KauflabetOutcome) -> Settlement:
        names = o.seat_names
        s = Settlement(persons=list(names) + [KASSE])
        kasse = len(names)
        stamm, standing = o.stamm, o.bete
        pot = stamm + standing
        s.pay("Stamm", stamm, [self.n_seats - 1], [kasse], "S. 391")
        tricks = o.tricks
        per = trick_payment(stamm, standing)
        for seat, n in enumerate(tricks):
            s.pay(_tricks(n), per * n, [kasse], [seat], "S. 391")
        betes = [p for p in o.players if tricks[p] == 0]
        if o.passed:
            nxt = pot
            s.summary = "Alle haben gepasst: die ganze Summe bleibt stehen."
        else:
            for p in betes:
                s.pay("Bête", bete_payment(stamm, standing), [p], [kasse], "S. 391")
            nxt = bete_payment(stamm, standing) * len(betes)
            s.summary = "; ".join(f"{names[p]}: {_tricks(tricks[p])}" for p in o.players)
            if betes:
                s.summary += "; Bête: " + ", ".join(names[p] for p in betes)
        s.points = {"tricks": {names[p]: tricks[p] for p in range(self.n_seats)}, "pot": pot,
                    "per_trick": per, "bete": [names[p] for p in betes], "standing_next": nxt}
        return s


def _tricks(n: int) -> str:
    return f"{n} Stich" if n == 1 else f"{n} Stiche"


def play_session(n_players: int = 4, seed: int = 0, deals: int = 12, stamm: int = 4) -> dict:
    """Random deals in a row; the deal passes on, Bêten stand over to the next deal.
    Returns the deals and the money per person and in the Kasse."""
    profile = KauflabetProfile(n_players)
    rng = random.Random(seed)
    persons = SEAT_LETTERS[:n_players]
    money = dict.fromkeys(list(persons) + [KASSE], 0)
    standing, out = 0, []
    for n in range(deals):
        names = [persons[(n + i) % n_players] for i in range(n_players)]
        state = new_game(profile, seed=rng.randrange(2 ** 32),
                         options={"seat_names": names, "stamm": stamm, "bete": standing})
        play_out(profile, state, rng)
        result = profile.settle(state)
        for name, pay in zip(result.persons, result.payments):
            money[name] += pay
        standing = result.points["standing_next"]
        out.append({"state": state, "settlement": result})
    return {"deals": out, "money": money, "standing": standing}


PROFILES = {p.key: p for p in (KauflabetProfile(n) for n in PLAYERS)}
