"""Das Hundertspiel (Neuestes allgemeines Spielbuch, Wien 1829, S. 166–179, §§ 1–56).

The rules as pure functions (points, Do's, announcements, Marken, the Partie to 100 with
„alt und neu“) and a profile of the trick-taking core for each way of playing it:
four persons (two parties, § 1), four with Scat (§§ 42–50), three with and without Scat
(§§ 51–55). One deal of the core is one „Spiel“; the Partie to 100 runs over several deals
(`play_partie`). Every number cites its §; DECISIONS records what the text leaves open.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations

from ..core import PLAY, THROWN_IN, Action, Phase, Settlement, State, ids_of, new_game, play_out, seat_label
from ..decisions import decision
from ..errors import RequestError
from ..record import Key, Record
from ..schema import Bool, Choice, Int, ListOf, Obj
from ..terms import CONTRA_NAMES_HUNDERTSPIEL, SEATS     # (Contra levels: factor 2 ** level, §§ 9, 10, 32)
from .classic_cards import (TRAPPOLA_36, ClassicCard, ClassicExtra, ClassicProfile, deal_in_packets, seat_name_spec,
                            seat_names, suit_spec)

SOURCE = "Neuestes allgemeines Spielbuch, Wien 1829, S. 166–179"
PACK = TRAPPOLA_36
HREF = "texte/hundertspiel.md#p{}"

CARD_POINTS = {"A": 6, "K": 5, "C": 4, "B": 3}      # § 19: Aß 6, König 5, Cavall 4, Bube 3
LAST_TRICK = 6                                       # § 19
TOTAL_POINTS = 78                                    # § 19: 4 × 18 = 72, mit dem letzten Stich 78
TARGET = 100                                         # § 25
MATSCH_BELOW = 50                                    # § 26
HELD = {"A": {3: 30, 4: 40}, "Do": {3: 10, 4: 20},   # § 20
        "K": {3: 6, 4: 12}, "C": {3: 6, 4: 12}, "B": {3: 6, 4: 12}}
DO_TRICK = 10                                        # § 22: jeder gemachte Do
LAST_DO = 20                                         # § 22: der zuletzt eingestochene (+ 6 = 26)
FIRST_TRICK_TRUMP_DO = 52                            # § 21
LAST_DOS_TOTAL = {1: 26, 2: 52, 3: 72}               # §§ 22–24, mit den 6 des letzten Stichs
MARKEN_PARTIE, MARKEN_MATSCH = 1, 2                  # §§ 25, 26
MARKEN_ANNOUNCED = {"26": 2, "52": 4}                # §§ 31, 33
SEAT_TRUMPS = ("bastoni", "coppi", "denari", "spadi")  # § 3: A Bastoni, B Coppi, C Denari, D Spadi
COLOUR_VALUES = {"spadi": 1, "denari": 2, "coppi": 3, "bastoni": 4}   # § 46 (mit Scat)
RANK_WORDS = {"A": "Aß", "K": "Könige", "C": "Cavall", "B": "Buben", "Do": "Do's"}
NUMBER_WORDS = {3: "drey", 4: "vier"}


def _d(par: int | str, question: str, answer: str, reason: str) -> dict:
    return decision(f"Hundertspiel § {par}", question, answer, reason, HREF.format(str(par).split("–")[0]))


DECISIONS = [
    _d(3, "Welche Farbe ist Trumpf, wenn jeder Spieler eine feste Farbe hat?",
       "Trumpf ist die feste Farbe des Gebers (A Bastoni, B Coppi, C Denari, D Spadi); unter "
       "Dreyen die der Plätze A, B, C.",
       "§ 3 ersetzt das Abheben durch den Geber; an dessen Stelle tritt seine Farbe, so wechselt "
       "der Trumpf wie bisher mit dem Geben."),
    _d(8, "Darf mehr als ein Sechs und Zwanziger oder Zwey und fünfziger in einem Spiel "
          "aufgelegt werden?",
       "Nein: das erste Auflegen gilt; danach folgen nur noch Contra, Recontra, Supra-Contra.",
       "Nur einer kann den letzten Stich machen; §§ 9–10 beschreiben das Ansagen als eine Folge "
       "Auflegen – Contra – Recontra – Supra-Contra."),
    _d(11, "Welcher Zwey und fünfziger wird angesagt: der erste Stich mit dem Atout-Do (§ 21) "
           "oder zwey Do auf die beyden letzten Stiche (§ 23)?",
       "Angesagt wird der Zwey und fünfziger des § 23: zwey aufgelegte Do, mit denen der Ansager "
       "die beyden letzten Stiche macht. Der erste Stich mit dem Atout-Do zählt 52 ohne Ansage.",
       "§ 34 lässt ein angesagtes Spiel ‚die Taille beenden‘, es entscheidet sich also am Ende; "
       "§ 38 behandelt den ersten Stich als Gefahr, die der Gegner verhindert, nicht als Ansage."),
    _d(10, "Was zahlen Recontra und Supra-Contra?",
       "Jede Stufe verdoppelt wieder: Contra 2fach (§ 32), Recontra 4fach, Supra-Contra 8fach.",
       "Der Text nennt nur das Contra als Verdoppelung (§§ 32, 33); die Steigerungen folgen "
       "derselben Regel."),
    _d(12, "Was gilt, wenn der erste Ausspieler nicht fragt, „ob etwas aufgelegt werde“?",
       "Die Vorhand kann ohne Frage ausspielen (Handlung „ausspielen“): dann legt niemand vorher "
       "auf; die Gegner dürfen im ersten Stich, ehe er voll ist, einen Do auflegen (Sechs und "
       "Zwanziger oder Zwey und fünfziger), der Partner des Ausspielers nicht. Contra folgt "
       "darauf nicht.",
       "§ 12: „so können auch seine Gegner nach dem ersten Ausspielen, ehe der Stich gemacht ist, "
       "auflegen … Der Freund oder Helfer des Ausspielers wird … des Auflegens verlustig“; das "
       "Contra der §§ 9–10 antwortet auf ein Auflegen vor dem Ausspielen, im laufenden Stich ist "
       "dafür kein Ort vorgesehen."),
    _d(15, "Was folgt aus der Pflicht, die fehlende vierte Figur zu nennen?",
       "Die Engine vermerkt bei drey angesagten Figuren die Farbe der fehlenden vierten (Feld "
       "„fehlt“ der Ansage); am Zählen ändert das nichts.",
       "§ 15 regelt nur eine Auskunft „auf Verlangen der Gegenpartey“ nach dem nächsten Stich."),
    _d(16, "Wann dürfen drey oder vier Aß angesagt werden?",
       "Mit der Option „asse_im_spiel“ erst im Spiel (Handlung „asse“ vor dem eigenen Zug), solange "
       "noch keines der eigenen Aß einen Stich gemacht hat; sie zählen von da an. Sonst sagt die "
       "Engine sie vor dem ersten Ausspielen an.",
       "§ 16: „können während des Spieles angesagt werden … jedoch mit dem Unterschiede, daß der "
       "Spieler vor dem Ansagen noch keines seiner Aße eingestochen hat“."),
    _d(30, "Was gilt, wenn sich eine Parthey aussagt?",
       "Beim Spiel um eine Parthie (Option „stand“) kann jede Parthey sich vor einem Ausspielen "
       "aussagen (Handlung „aussagen“). Gezählt werden nur die schon vollen Stiche (§ 28). Hat sie "
       "hundert, gewinnt sie die Parthie, auch wenn die andere ebenfalls hundert hat (§ 29); sonst "
       "zahlt sie sie jeder anderen Parthey als verloren (§ 30; Matsch unter fünfzig). Das Spiel "
       "wird zu Ende gespielt; was danach fällt, zählt für die neue Parthie.",
       "§ 29: „so gewinnt die aussagende Parthey, wenn auch die gegenseitige hundert oder mehr "
       "Points zählte“; § 30: „hat das Spiel als verloren zu bezahlen, wenn auch die Gegenparthey "
       "noch nicht hundert hätte. Hierbey ist ganz vorzüglich auf das §. 28. Gesagte zu merken“."),
    _d(14, "Werden gehaltene Figuren, Aß und Do's angesagt?",
       "Die Engine sagt für jeden Spieler alle gehaltenen drey oder vier Gleichen vor dem ersten "
       "Ausspielen an (nach dem Kauf); sie zählen nach § 20.",
       "Ansagen bringt nur Points; dass Aß nach § 16 später angesagt werden dürfen, ändert die "
       "Zahl nicht."),
    _d(22, "Zählt nur der Atout-Do, oder jeder Do, der einen Stich macht?",
       "Jeder Do, der einen Stich macht, zählt 10 (der letzte 20); nur der erste Stich mit 52 "
       "verlangt den Atout-Do.",
       "§ 22 sagt ‚Jeder Do‘, § 21 ausdrücklich ‚Atout-Do‘; da man nicht Farbe bekennen muss "
       "(§ 35), kann auch ein anderer Do stechen."),
    _d(24, "Was zählen vier Do auf den vier letzten Stichen?",
       "72 für die drey letzten (§ 24) und 10 für jeden weiteren (§ 22).",
       "Der Text hält schon drey für ‚einen höchst seltenen Fall‘ und nennt keine höhere Zahl."),
    _d(26, "Wie zahlt im Spiel zu Dreyen der Verlierer die Parthie und den Matsch?",
       "Der Gewinner erhält von jedem Gegner eine Marke, von einem Gegner unter 50 Points zwey.",
       "§ 25 sagt ‚von jedem der beyden Gegner eine Marke‘; § 52: jeder schreibt für sich."),
    _d(34, "Wann gilt ‚alt und neu‘?",
       "Erreicht eine Partey im Laufe eines Spiels hundert, so zählt alles Weitere dieses Spiels "
       "für die neue Parthie; war ein Sechs und Zwanziger oder Zwey und fünfziger angesagt, wird "
       "zu Ende gespielt, aber nichts auf die neue Parthie gezählt.",
       "So § 34; die Engine zählt Ansagen und Stiche in der Reihenfolge, in der sie geschehen "
       "(erst die Ansagen von der Vorhand an, dann Stich für Stich), darum kann nie unentschieden "
       "sein, wer zuerst hundert hat (vgl. § 29)."),
    _d(35, "Muss man Farbe bekennen oder stechen?",
       "Nein: jede Karte darf gespielt werden; nur wenn Atout ausgespielt ist, muss Atout "
       "zugegeben werden, solange man welches hat. Überstechen ist nie Pflicht.",
       "§ 35 wörtlich; § 36 nennt das Überstechen nur als Gewohnheit."),
    _d(44, "Was geschieht, wenn bey vier Personen mit Scat niemand ansagt und niemand kauft?",
       "Die Karten werden zusammengeworfen (neues Geben), es wird nichts gezählt.",
       "Nach § 48 gilt mit Scat nur die angesagte Farbe als Atout; ohne Spiel gibt es keinen "
       "Trumpf."),
    _d(46, "Was zahlt ein Sechs und Zwanziger mit Scat, und in welcher Farbe darf der Käufer "
           "spielen?",
       "Mit Scat wird nur der Sechs und Zwanziger angesagt (§ 43); er zahlt den Farbenwerth "
       "(Spadi 1, Denari 2, Coppi 3, Bastoni 4 Marken) statt der zwey Marken des § 31, mit "
       "Contra doppelt. Der Käufer wählt nach dem Ablegen eine "
       "Farbe, deren Do er hält (hält er keinen, jede Farbe; dann ist sein Spiel verloren).",
       "§ 46: ‚meistens ist letzteres zugleich eingeführt‘; § 47: der Käufer ‚bestimmt … in "
       "welcher Farbe er spielen wolle‘; ohne den Do ist kein Sechs und Zwanziger denkbar (§ 37)."),
    _d(49, "Wem zählt der Scat im Spiel zu Dreyen mit Scat, und wird dort gekauft?",
       "Die drey Blätter werden nicht gekauft; ihre Points zählen dem Ansager eines Spiels, ohne "
       "Ansage niemandem. Trumpf ist wie ohne Scat die Farbe des Gebers (§ 3).",
       "§ 53 sagt ‚unbesehen beseitigt‘; § 49 gibt den Scat ‚dem Spieler‘; Kauf und Farbenvorzug "
       "beschreibt der Text nur für vier Personen (§§ 44–48)."),
]


# --- pure rules --------------------------------------------------------------------------------

def card_points(card: ClassicCard) -> int:
    """§ 19: Aß 6, König 5, Cavall 4, Bube 3; leere Blätter und Do's nichts."""
    return CARD_POINTS.get(card.rank, 0)


def held_announcements(cards: list[ClassicCard]) -> list[dict]:
    """§ 20: drey/vier gleiche Figuren, Aß oder Do's in einer Hand and what they count. For three
    Figuren (König, Cavall, Bube) `fehlt` names the suit of the missing fourth, which must be
    named after the next trick on the opponents' demand (§ 15)."""
    out = []
    for rank, values in HELD.items():
        held = [c.suit for c in cards if c.rank == rank]
        if len(held) >= 3:
            m = {"rank": rank, "count": len(held), "points": values[len(held)],
                 "label": f"{NUMBER_WORDS[len(held)]} {RANK_WORDS[rank]}"}
            if len(held) == 3 and rank in ("K", "C", "B"):
                m["fehlt"] = PACK.suit_names[next(x for x in PACK.suits if x not in held)]
            out.append(m)
    return out


def aussagen(stand: list[int], party: int, target: int = TARGET) -> dict:
    """§§ 29–30: a party declares itself out („sagt sich aus“). Correct – it wins the Parthie, even
    if another party has a hundred too; wrong – „hat das Spiel als verloren zu bezahlen“: every
    other party wins against it. Returns {"richtig", "winner" (party or None), "marks" per party}."""
    if stand[party] >= target:
        return {"richtig": True, "winner": party, "marks": partie_marks(stand, party)}
    marks = [0] * len(stand)
    lost = MARKEN_MATSCH if stand[party] < MATSCH_BELOW else MARKEN_PARTIE
    for p in range(len(stand)):
        if p != party:
            marks[p] += lost
            marks[party] -= lost
    return {"richtig": False, "winner": None, "marks": marks}


def do_points(tricks: list[tuple[int, bool, bool]]) -> list[int]:
    """Do points per trick (§§ 21–24). `tricks`: (winning seat, won with a Do, that Do is the
    Atout-Do) per trick in order. The six of the last trick are not included."""
    out = [DO_TRICK if with_do else 0 for _, with_do, _ in tricks]
    if tricks and tricks[0][2]:
        out[0] = FIRST_TRICK_TRUMP_DO                     # § 21
    if tricks and tricks[-1][1]:
        seat, k = tricks[-1][0], 0
        while k < len(tricks) and tricks[-1 - k][1] and tricks[-1 - k][0] == seat:
            k += 1
        run = LAST_DOS_TOTAL[min(k, 3)] - LAST_TRICK + DO_TRICK * max(0, k - 3)
        out[-1] = run - DO_TRICK * (k - 1)                # earlier Do's counted 10 when made
    return out


def announced_marks(kind: str, contra: int = 0, colour: str | None = None) -> int:
    """Marken per Gegner for an announced game: 26er 2 (§ 31), 52er 4 (§ 33); with Scat the
    colour's value instead (§ 46); doubled per Contra step (§§ 32, 33; Recontra … decision)."""
    base = COLOUR_VALUES[colour] * (2 if kind == "52" else 1) if colour else MARKEN_ANNOUNCED[kind]
    return base * 2 ** contra


def partie_step(stand: list[int], events: list[tuple[int, int, str]], announced: bool = False,
                target: int = TARGET) -> dict:
    """Add one deal's points (events in the order they are made) to the Partie standing.
    Returns {"stand": the standing after the deal, "winner": party or None, "new": the standing
    to play on with (of the next Partie if one was won)}. §§ 25, 34: after a party reaches `target` the rest of the deal counts
    for the new Partie („alt und neu“), unless a 26er/52er was announced."""
    stand = list(stand)
    new = [0] * len(stand)
    winner = None
    for party, points, _label in events:
        if winner is None:
            stand[party] += points
            if stand[party] >= target:
                winner = party
        elif not announced:
            new[party] += points
    return {"stand": stand, "winner": winner, "new": new if winner is not None else stand}


def partie_marks(stand: list[int], winner: int) -> list[int]:
    """Marken per party a finished Partie costs each of its persons: 1, or 2 for a party that
    had not yet fifty (Matsch, § 26); positive for the winner (each winner collects them)."""
    return [0 if p == winner else -(MARKEN_MATSCH if stand[p] < MATSCH_BELOW else MARKEN_PARTIE)
            for p in range(len(stand))]


# --- the profile -----------------------------------------------------------------------------

VARIANTS = {  # key: (persons, Scat cards, packets of the deal, name, §§)
    "hundertspiel": (4, 0, (3, 3, 3), "Hundertspiel unter vier Personen", "§§ 1–41"),
    "hundertspiel-scat": (4, 4, (4, 4), "Hundertspiel unter vier Personen mit Scat", "§§ 42–50"),
    "hundertspiel-drey": (3, 0, (6, 6), "Hundertspiel unter drey Personen", "§§ 51–55"),
    "hundertspiel-drey-scat": (3, 3, (6, 5), "Hundertspiel unter drey Personen mit Scat",
                               "§§ 51–55"),
}


@dataclass
class HundertspielOutcome:
    """The points of a deal in the order they were made, the announced game and whether it was
    won, and the standing of the Parthie; settlement (`HundertspielProfile.settle_outcome`)
    reads only this."""
    seat_names: list[str]
    passed: bool                        # nobody announced or bought: the cards are thrown in
    contract: dict                      # the announced game: kind "26"/"52", seat, contra, colour
    stand: list | None                  # the Parthie's standing before the deal (§ 25)
    target: int                         # „hundert“ unless agreed otherwise (§ 25)
    aussage: dict | None                # a party declared itself out (§§ 28–30)
    events: list = field(default_factory=list)    # (party, points, label) in the order made
    won: bool | None = None             # the announced game made


# the phases before play (engine.core: PLAY, DONE, THROWN_IN); the words of the text in comments
ANNOUNCE = "announce"           # „ansagen“: a game of the Dos is announced (§§ 8, 11)
BIDDING = "bidding"             # „reizen“: who may buy the talon (§ 48)
TALON = "talon"                 # „kaufen“: take the talon or pass (§ 48)
DISCARD = "discard"             # „ablegen“: lay away as many cards (§ 48)
TRUMP = "trump"                 # „Farbe“: the buyer names trumps (§ 46)
CONTRA = "contra"               # Contra, Recontra, Supra-Contra (§§ 9–10)
LEGACY_PHASES = {"ansagen": ANNOUNCE, "reizen": BIDDING, "kaufen": TALON, "ablegen": DISCARD, "farbe": TRUMP}
PHASE_WORDS = {ANNOUNCE: "Ansagen", TALON: "Kaufen", DISCARD: "Ablegen"}     # where the Tarok word differs


class HundertspielContract(Record):
    """The announced game (`State.contract`; empty while nobody announced)."""

    kind = Key()                        # "26" | "52": the game announced (§§ 8, 11)
    seat = Key()                        # who announced it (or bought the talon, § 48)
    dos = Key()                         # card ids of the Dos announced
    contra = Key(default=0)             # Contra level (§§ 9–10): CONTRA_NAMES_HUNDERTSPIEL
    contra_by = Key()                   # seats that said Contra, Recontra …
    colour = Key()                      # the colour named by the buyer (§ 46)
    value = Key()                       # its value (§ 46)
    bought = Key(default=False)         # the announcer bought the talon (§ 48)
    unasked = Key(default=False, key="ohne_frage")     # announced after leading unasked (§ 12)


class HundertspielExtra(ClassicExtra):
    """Further data of a deal (`State.extra`)."""

    asked = Key()                       # how many have been asked whether they announce (§ 11)
    unasked = Key(key="ohne_frage")     # the Vorhand led without asking (§ 12)
    contra_queue = Key()                # opponents still to be asked for Contra (§ 9)
    scat = Key()                        # the talon laid away by the buyer (§ 48)
    declarations = Key(key="meldungen")    # held announcements (Meldungen, §§ 13–17)
    aces_open = Key(key="asse_offen")   # seat -> Aces that may still be announced in play (§ 16)
    claim = Key(key="aussage")          # {"party", "nach_stich"}: a party claimed the game (§§ 29–30)


class HundertspielProfile(ClassicProfile):
    classic = PACK
    contract_type = HundertspielContract
    extra_type = HundertspielExtra
    legacy_phases = LEGACY_PHASES
    phase_words = PHASE_WORDS
    must_follow = False
    must_trump = False
    decisions = DECISIONS
    source_label = "Hundertspiel"
    trick_source = ("§ 18", "§ 35", "§ 36")

    def option_fields(self) -> dict:
        parties = 2 if self.n_seats == 4 else self.n_seats
        return {"trump": suit_spec(self), "seat_names": seat_name_spec(self.n_seats),
                "recontra": Bool("Recontra und Supra-Contra erlaubt (§ 10)"),
                "stand": ListOf("Stand der Parthie", Int("Points", 0, 100_000), min_len=parties, max_len=parties),
                "target": Int("Ziel der Parthie (§ 25: 100)", 1, 100_000),
                "asse_im_spiel": Bool("Drei oder vier Aß erst im Spiel ansagen (§ 16)")}

    def __init__(self, key: str = "hundertspiel") -> None:
        self.key = key
        self.n_seats, self.scat_size, self.packets, self.name, pars = VARIANTS[key]
        self.source = f"{SOURCE}, {pars}"
        self.hand_size = sum(self.packets)
        self.bidding = self.n_seats == 4 and self.scat_size > 0     # §§ 43–47
        # the dealer deals from his left, „demnach auf ihn immer die letzten Würfe kommen“
        self.deal_cite = "Hundertspiel § 53" if self.n_seats == 3 else "Hundertspiel § 4"
        super().__init__()
        self.do_of = {s: self.card_id(s, "Do") for s in PACK.suits}

    def points_of_card(self, card: ClassicCard) -> int:
        return card_points(card)

    def party(self, seat: int) -> int:
        """Four persons: two parties, partners opposite (§§ 1–2); three: each for himself (§ 52)."""
        return seat % 2 if self.n_seats == 4 else seat

    def party_names(self, state: State) -> list[str]:
        names = state.extra["seat_names"]
        if self.n_seats == 4:
            return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
        return list(names)

    # -- deal and start --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        hands, talon = deal_in_packets(order, self.n_seats, self.packets, self.scat_size)
        return self.new_state(hands, talon, options)

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", seat_names(self.n_seats, state.options))
        state.contract, state.extra["asked"] = {}, 0
        state.turn = state.leader = 0
        if self.bidding:
            state.trump, state.phase = None, BIDDING                  # § 48
        else:
            state.trump, state.phase = self._seat_trump(state), ANNOUNCE

    def _seat_trump(self, state: State) -> int:
        if state.options.get("trump") is not None:
            return self.suit_index(state.options["trump"])
        dealer = state.extra["seat_names"][-1]
        person = SEATS.index(dealer) if dealer in SEATS else self.n_seats - 1
        return PACK.suits.index(SEAT_TRUMPS[person % 4])

    # -- announcing, Contra, buying --
    def _dos(self, state: State, seat: int) -> list[int]:
        return [c for c in ids_of(state.hands[seat]) if self.pack[c].rank == "Do"]

    legacy_actions = {"kaufen": "take"}

    def phases(self) -> dict[str, Phase]:
        return {ANNOUNCE: Phase(self._actions_ansagen, self._on_ansagen),
                BIDDING: Phase(self._actions_reizen, self._on_reizen),
                TALON: Phase(lambda st: [Action("take", st.turn), Action("pass", st.turn)], self._on_kaufen),
                DISCARD: Phase(self._actions_ablegen, self._on_ablegen),
                TRUMP: Phase(self._actions_farbe, self._on_farbe),
                CONTRA: Phase(lambda st: [Action("contra", st.turn), Action("pass", st.turn)], self._on_contra),
                PLAY: Phase(None, self._on_play)}

    def _actions_ansagen(self, state: State) -> list[Action]:
        seat = state.turn
        acts = self._do_announcements(state, seat) + [Action("pass", seat)]
        if seat == 0 and state.extra["asked"] == 0:
            acts.append(Action("lead_unasked", seat))        # § 12: leads without asking
        return acts

    def _actions_reizen(self, state: State) -> list[Action]:
        seat, best = state.turn, state.contract.get("value", 0)
        return [Action("announce", seat, ("26", d)) for d in self._dos(state, seat)
                if COLOUR_VALUES[self.pack[d].suit] > best] + [Action("pass", seat)]

    def _actions_ablegen(self, state: State) -> list[Action]:
        seat = state.turn
        return [Action("discard", seat, c) for c in ids_of(state.hands[seat]) if self.pack[c].rank not in ("A", "K")]

    def _actions_farbe(self, state: State) -> list[Action]:
        held = [self.suit[d] for d in self._dos(state, state.turn)]
        return [Action("trump", state.turn, s) for s in (held or range(4))]

    def _do_announcements(self, state: State, seat: int) -> list[Action]:
        dos = self._dos(state, seat)
        acts = [Action("announce", seat, ("26", d)) for d in dos]
        return acts + [Action("announce", seat, ("52", a, b)) for a, b in combinations(dos, 2)]

    def play_actions(self, state: State) -> list[Action]:
        """Actions besides playing a card: § 12 the opponents lay down a Do after a first lead made
        without asking; § 16 three or four Aß announced during play; §§ 29–30 declaring out."""
        acts, seat, extra = [], state.turn, state.extra
        if state.trick and not state.tricks and not state.contract and extra.unasked \
                and self.party(seat) != self.party(0):
            acts += self._do_announcements(state, seat)
        aces = (extra.aces_open or {}).get(str(seat))
        if aces and not self._ace_won(state, seat):
            acts.append(Action("announce", seat, ("asse", aces)))
        if "stand" in state.options and not state.trick and extra.claim is None:
            acts += [Action("claim", s) for s in range(self.n_seats)]
        return acts

    def _ace_won(self, state: State, seat: int) -> bool:
        """§ 16: has one of the seat's Aß already taken a trick („eingestochen“)?"""
        return any(t.winner == seat and self.pack[t.cards[self.trick_winner(state, t.leader, t.cards)]].rank == "A"
                   for t in state.tricks)

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == PLAY:
            extra = self.play_actions(state)
            if extra and rng.random() < 0.05:
                return extra[rng.randrange(len(extra))]
        return super().random_action(state, rng)

    def action_text(self, state: State, action: Action) -> str:
        """The record's wording with the cards and suits named (§§ 8, 16, 44, 47)."""
        who, a, k = seat_label(state, action.seat), action.arg, action.kind
        if k == "announce" and a and a[0] in ("26", "52"):
            game = "den Sechs und Zwanziger" if a[0] == "26" else "den Zwey und fünfziger"
            return f"{who}: sagt {game} an ({', '.join(self.card_name(d) for d in a[1:])})"
        if k == "announce" and a and a[0] == "asse":
            return f"{who}: sagt {a[1]} Aß an"
        if k == "discard" and isinstance(a, int):
            return f"{who}: legt {self.card_name(a)} ab"
        if k == "trump" and isinstance(a, int):
            return f"{who}: bestimmt {self.suit_names[a]} zum Trumpf"
        if k == "take":
            return f"{who}: kauft den Scat"
        if k == "contra" and state.contract:             # each step its own name (§§ 9–10)
            level = min(state.contract.get("contra", 0) + 1, len(CONTRA_NAMES_HUNDERTSPIEL) - 1)
            return f"{who}: gibt {CONTRA_NAMES_HUNDERTSPIEL[level]}"
        return super().action_text(state, action)

    def contract_sentences(self, state: State) -> list[str]:
        """The game announced (or bought with the Scat) and its Contra step, for the table."""
        c = state.contract
        if not c:
            return []
        who = seat_label(state, c["seat"])
        game = "Sechs und Zwanziger" if c["kind"] == "26" else "Zwey und fünfziger"
        dos = ", ".join(self.card_name(d) for d in c.get("dos") or [])
        out = [f"{who} hat den Scat gekauft und spielt {game} (§§ 44, 47)." if c.get("bought")
               else f"{who} hat den {game} angesagt" + (f", aufgelegt: {dos}" if dos else "")
               + (" (§§ 8, 22)." if c["kind"] == "26" else " (§§ 8, 23).")]
        if c.get("contra"):
            out.append(f"{CONTRA_NAMES_HUNDERTSPIEL[c['contra']]} (§§ 9–10).")
        return out

    def why_not(self, state: State, action: Action) -> str | None:
        if action in self.actions(state):
            return None
        if action.kind == "announce" and state.phase in (ANNOUNCE, BIDDING):
            return ("Angesagt wird durch Auflegen des eigenen Do (§ 8), mit Scat nur in einer "
                    "höheren Farbe als die schon angesagte (§ 46).")
        if action.kind == "discard" and state.phase == DISCARD:
            if not isinstance(action.arg, int) or not state.hands[action.seat] >> action.arg & 1:
                return "Abgelegt werden kann nur eine Karte der eigenen Hand."
            return "Abgelegt werden darf kein König und kein Aß (§ 44)."
        if action.kind == "trump":
            return "Gespielt wird in einer Farbe, deren Do man hält (§§ 37, 47)."
        return self.not_now(state, action)

    def _next_asked(self, state: State, done) -> None:
        state.extra["asked"] += 1
        if state.extra["asked"] >= self.n_seats:
            done()
        else:
            state.turn = (state.turn + 1) % self.n_seats

    def _on_ansagen(self, state: State, action: Action) -> None:
        if action.kind == "lead_unasked":
            state.extra["ohne_frage"] = True                   # § 12: nobody was asked
            return self._begin_play(state)
        if action.kind == "announce":
            kind, *dos = action.arg
            state.contract = {"kind": kind, "seat": action.seat, "dos": list(dos), "contra": 0}
            self._open_contra(state)
        else:
            self._next_asked(state, lambda: self._begin_play(state))

    def _on_reizen(self, state: State, action: Action) -> None:
        if action.kind == "announce":
            kind, do = action.arg
            colour = self.pack[do].suit
            state.contract = {"kind": kind, "seat": action.seat, "dos": [do], "contra": 0,
                              "colour": colour, "value": COLOUR_VALUES[colour]}
        self._next_asked(state, lambda: self._after_reizen(state))

    def _after_reizen(self, state: State) -> None:
        if state.contract:
            state.trump = self.suit[state.contract["dos"][0]]
            self._open_contra(state)
        else:
            state.phase, state.turn, state.extra["asked"] = TALON, 0, 0

    def _on_kaufen(self, state: State, action: Action) -> None:
        if action.kind == "take":
            for c in state.talon:
                state.hands[action.seat] |= 1 << c
            state.extra["scat"], state.talon = list(state.talon), []
            state.contract = {"kind": "26", "seat": action.seat, "contra": 0, "bought": True}
            state.phase = DISCARD
        else:
            self._next_asked(state, lambda: setattr(state, "phase", THROWN_IN))

    def _on_ablegen(self, state: State, action: Action) -> None:
        state.hands[action.seat] &= ~(1 << action.arg)
        state.scat[action.seat] |= 1 << action.arg
        if len(ids_of(state.scat[action.seat])) == self.scat_size:
            state.phase = TRUMP

    def _on_farbe(self, state: State, action: Action) -> None:
        colour = PACK.suits[action.arg]
        state.trump = action.arg
        state.contract.update({"dos": [self.do_of[colour]], "colour": colour,
                               "value": COLOUR_VALUES[colour]})
        self._open_contra(state)

    def _open_contra(self, state: State) -> None:
        """§§ 9–10: the opponents may say Contra (each in turn); then Recontra, Supra-Contra."""
        state.phase = CONTRA
        seat = state.contract["seat"]
        state.extra["contra_queue"] = [s for s in ((seat + i) % self.n_seats
                                                   for i in range(1, self.n_seats))
                                       if self.party(s) != self.party(seat)]
        state.turn = state.extra["contra_queue"].pop(0)

    def _on_contra(self, state: State, action: Action) -> None:
        c, queue = state.contract, state.extra["contra_queue"]
        if action.kind == "pass":
            if c["contra"] == 0 and queue:              # the next opponent may still say Contra
                state.turn = queue.pop(0)
            else:
                self._begin_play(state)
            return
        c["contra"] += 1
        c.setdefault("contra_by", []).append(action.seat)
        if c["contra"] >= (3 if state.options.get("recontra", True) else 1):     # § 10
            self._begin_play(state)
        else:   # Recontra by the announcer, Supra-Contra by him who said Contra
            state.turn = c["seat"] if c["contra"] == 1 else c["contra_by"][0]

    def _begin_play(self, state: State) -> None:
        state.extra.pop("contra_queue", None)
        later = state.options.get("asse_im_spiel")
        state.extra["meldungen"], state.extra["asse_offen"] = [], {}
        for s in range(self.n_seats):
            for m in held_announcements([self.pack[c] for c in ids_of(state.hands[s])]):
                if later and m["rank"] == "A":                 # § 16: may wait until later
                    state.extra["asse_offen"][str(s)] = m["count"]
                else:
                    state.extra["meldungen"].append({"seat": s, **m})
        state.phase, state.turn, state.leader = PLAY, 0, 0

    def _on_play(self, state: State, action: Action) -> None:
        seat = action.seat
        if action.kind == "announce" and action.arg[0] != "asse":    # § 12, after the first lead
            kind, *dos = action.arg
            state.contract = {"kind": kind, "seat": seat, "dos": list(dos), "contra": 0, "ohne_frage": True}
        elif action.kind == "announce":                        # § 16: ("asse", n)
            n = state.extra["asse_offen"].pop(str(seat))
            state.extra["meldungen"].append({"seat": seat, "rank": "A", "count": n, "points": HELD["A"][n],
                                             "label": f"{NUMBER_WORDS[n]} {RANK_WORDS['A']}",
                                             "nach_stich": len(state.tricks)})
        elif action.kind == "claim":                           # §§ 29–30
            state.extra["aussage"] = {"party": self.party(seat), "nach_stich": len(state.tricks)}

    # -- play (§ 35: no need to follow suit; a trump lead must be answered with trump) --
    standard_follow = False

    def legal_cards(self, state: State, seat: int) -> int:
        hand = state.hands[seat]
        if state.trick and self.suit[state.trick[0]] == state.trump:
            trumps = hand & self.suit_mask[state.trump]
            if trumps:
                return trumps
        return hand

    def why_illegal(self, state: State, seat: int, card: int) -> str | None:
        if not state.hands[seat] >> card & 1:
            return f"Die Karte „{self.card_name(card)}“ ist nicht in dieser Hand."
        if not self.legal_cards(state, seat) >> card & 1:
            t = self.suit_names[state.trump]
            return (f"Atout ({t}) ist ausgespielt: solange man {t} in der Hand hat, muss {t} "
                    "zugegeben werden (§ 35).")
        return None

    # -- counting and settling --
    def events(self, state: State) -> list[tuple[int, int, str]]:
        """(party, points, label) in the order they are made: announcements from the Vorhand
        on (§ 14), then trick by trick (§§ 19, 21–24), the Scat at the end (§ 49)."""
        late = [m for m in state.extra.get("meldungen", []) if "nach_stich" in m]
        out = [(self.party(m["seat"]), m["points"], f"Ansage: {m['label']}")
               for m in state.extra.get("meldungen", []) if "nach_stich" not in m]
        flags = []
        for t in state.tricks:
            card = t.cards[self.trick_winner(state, t.leader, t.cards)]
            is_do = self.pack[card].rank == "Do"
            flags.append((t.winner, is_do, is_do and self.suit[card] == state.trump))
        dos = do_points(flags)
        for i, t in enumerate(state.tricks):
            out += [(self.party(m["seat"]), m["points"], f"Ansage: {m['label']}")
                    for m in late if m["nach_stich"] == i]
            pts = self.pile_points(sum(1 << c for c in t.cards)) + dos[i]
            pts += LAST_TRICK if i == len(state.tricks) - 1 else 0
            out.append((self.party(t.winner), pts, f"Stich {i + 1}"))
        scat = self.pile_points(sum(state.scat) | sum(1 << c for c in state.talon))
        if scat and state.contract:
            out.append((self.party(state.contract["seat"]), scat, "Scat"))
        return out

    def announced_won(self, state: State) -> bool | None:
        c = state.contract
        if not c or not state.tricks:
            return None
        need = len(c["dos"])
        last = state.tricks[-need:]
        return all(t.winner == c["seat"] and t.cards[self.trick_winner(state, t.leader, t.cards)]
                   in c["dos"] for t in last) and len(last) == need

    # -- the outcome of a deal and what it pays --
    def outcome(self, state: State) -> HundertspielOutcome:
        o = HundertspielOutcome(list(state.extra["seat_names"]), state.phase == THROWN_IN, dict(state.contract),
                                state.options.get("stand"), int(state.options.get("target", TARGET)),
                                state.extra.get("aussage"))
        if not o.passed:
            o.events = self.events(state)
            o.won = self.announced_won(state) if state.contract else None
        return o

    def outcome_fields(self) -> dict:
        parties = tuple(self.party_names_of(list(SEATS[:self.n_seats])))
        game = {"kind": Choice("Angesagt", ("26", "52"), {"26": "Sechs und Zwanziger", "52": "Zwey und fünfziger"},
                               required=True),
                "by": Choice("Angesagt von", parties, required=True),
                "contra": Int("Contra-Stufe (§§ 9–10)", 0, 3, default=0),
                "won": Bool("Gemacht", required=True)}
        if self.scat_size:
            game["colour"] = Choice("Farbe (§ 46)", tuple(PACK.suits), PACK.suit_names)
        return {"points": ListOf("Points jeder Partey in diesem Spiel", Int("Points", 0, 1_000),
                                 min_len=len(parties), max_len=len(parties), required=True),
                "game": Obj("Angesagtes Spiel", game),
                "stand": ListOf("Stand der Parthie vor dem Spiel", Int("Points", 0, 100_000),
                                min_len=len(parties), max_len=len(parties)),
                "first": Choice("Wer zuerst hundert erreichte", parties),
                "target": Int("Ziel der Parthie (§ 25)", 1, 100_000, default=TARGET)}

    def party_names_of(self, names: list[str]) -> list[str]:
        return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"] if self.n_seats == 4 else list(names)

    def outcome_from_request(self, req: dict) -> HundertspielOutcome:
        names = list(SEATS[:self.n_seats])
        parties = self.party_names_of(names)
        order = list(range(len(parties)))
        if req.get("first"):                                  # who reached the target first (§ 34)
            first = parties.index(req["first"])
            order = [first] + [p for p in order if p != first]
        events = [(p, req["points"][p], f"Points der Partey {parties[p]}") for p in order]
        contract, won = {}, None
        if req.get("game"):
            g = req["game"]
            by = parties.index(g["by"])
            contract = {"kind": g["kind"], "seat": next(x for x in range(self.n_seats) if self.party(x) == by),
                        "contra": g["contra"]}
            if g.get("colour"):
                contract.update(colour=g["colour"], value=COLOUR_VALUES[g["colour"]])
            won = g["won"]
        return HundertspielOutcome(names, False, contract, req.get("stand"), req["target"], None, events, won)

    def settle_outcome(self, o: HundertspielOutcome) -> Settlement:
        names = o.seat_names
        s = Settlement(persons=list(names))
        parties = self.party_names_of(names)
        if o.passed:
            s.summary = "Niemand hat angesagt oder gekauft: die Karten werden zusammengeworfen."
            return s
        events = o.events
        totals = [0] * len(parties)
        for party, pts, _ in events:
            totals[party] += pts
        s.points = dict(zip(parties, totals))
        s.lines.extend({"label": label, "party": parties[p], "points": pts, "source": "§§ 19–24"}
                       for p, pts, label in events if pts)
        c = o.contract
        if c:
            s.won = o.won
            marks = announced_marks(c["kind"], c["contra"], c.get("colour"))
            game = ("Sechs und Zwanziger" if c["kind"] == "26" else "Zwey und fünfziger")
            game += f" ({CONTRA_NAMES_HUNDERTSPIEL[c['contra']]})" if c["contra"] else ""
            spieler = self.party(c["seat"])
            winners = [x for x in range(self.n_seats) if (self.party(x) == spieler) == s.won]
            losers = [x for x in range(self.n_seats) if x not in winners]
            self._pay(s, f"{game} {'gewonnen' if s.won else 'verloren'}", marks, losers, winners,
                      "§§ 31–33, 46")
        stand = o.stand
        if stand is not None and o.aussage:
            self._settle_aussage(o, s, stand, events, bool(c))
        elif stand is not None:
            step = partie_step(stand, events, bool(c), o.target)
            s.points.update({"stand": step["stand"], "new": step["new"], "winner": step["winner"]})
            if step["winner"] is not None:
                marks = partie_marks(step["stand"], step["winner"])
                for p, m in enumerate(marks):
                    if m:
                        label = "Matsch" if -m == MARKEN_MATSCH else "Parthie"
                        self._pay(s, label, -m, [x for x in range(self.n_seats) if self.party(x) == p],
                                  [x for x in range(self.n_seats) if self.party(x) == step["winner"]],
                                  "§§ 25, 26")
        s.summary = "; ".join(f"{n}: {t} Points" for n, t in zip(parties, totals))
        return s

    def _settle_aussage(self, o: HundertspielOutcome, s: Settlement, stand: list[int], events: list, announced: bool) -> None:
        """§§ 28–30: a party declared itself out after `nach_stich` complete tricks; only what
        was made until then counts for the decision, the rest for the new Parthie."""
        claim = o.aussage
        target = o.target
        cut = next((i for i, e in enumerate(events) if e[2] == f"Stich {claim['nach_stich'] + 1}"), len(events))
        at = list(stand)
        for party, pts, _ in events[:cut]:
            at[party] += pts
        new = [0] * len(stand)
        if not announced:
            for party, pts, _ in events[cut:]:
                new[party] += pts
        res = aussagen(at, claim["party"], target)
        s.points.update({"stand": at, "new": new, "winner": res["winner"], "aussage_richtig": res["richtig"]})
        members = lambda p: [x for x in range(self.n_seats) if self.party(x) == p]     # noqa: E731
        if res["richtig"]:
            for p, m in enumerate(res["marks"]):
                if m:
                    label = "Matsch" if -m == MARKEN_MATSCH else "Parthie"
                    self._pay(s, f"{label} (richtig ausgesagt)", -m, members(p), members(res["winner"]), "§§ 25, 26, 29")
        else:
            lost = res["marks"][claim["party"]] // -(len(stand) - 1)
            for q in range(len(stand)):
                if q != claim["party"]:
                    self._pay(s, "Parthie verloren: falsch ausgesagt", lost, members(claim["party"]), members(q), "§ 30")

    def _pay(self, s: Settlement, label: str, amount: int, losers: list[int], winners: list[int],
             source: str) -> None:
        """Four persons: each loser pays one winner („B an A, und D an C“, § 26); three: each
        loser pays the winner, or the loser pays each winner."""
        if len(losers) == len(winners):
            for a, b in zip(sorted(losers), sorted(winners)):
                s.pay(label, amount, [a], [b], source)
        else:
            s.pay(label, amount, losers, winners, source)




# --- a whole Partie ----------------------------------------------------------------------------

def play_partie(key: str = "hundertspiel", seed: int = 0, max_deals: int = 200) -> dict:
    """Play random deals until one party reaches 100 (§ 25); the dealer moves to the left after
    each deal. Returns the deals' settlements, the standing and the Marken per person."""
    if key not in OTHER_PROFILES:
        raise RequestError(f"Unbekannte Spielart „{key}“; möglich sind {', '.join(OTHER_PROFILES)}.")
    profile = OTHER_PROFILES[key]
    rng = random.Random(seed)
    persons = SEATS[:profile.n_seats]
    marks = dict.fromkeys(persons, 0)
    stand = [0] * (2 if profile.n_seats == 4 else profile.n_seats)
    deals = []
    for n in range(max_deals):
        first = (n + 1) % profile.n_seats          # seat 0 is left of the dealer
        names = [persons[(first + i) % profile.n_seats] for i in range(profile.n_seats)]
        # parties keep their persons: rotate the standing to the seats' parties
        shift = first % len(stand) if profile.n_seats == 4 else first
        seat_stand = [stand[(p + shift) % len(stand)] for p in range(len(stand))]
        state = new_game(profile, seed=rng.randrange(2 ** 32),
                         options={"seat_names": names, "stand": seat_stand})
        play_out(profile, state, rng)
        result = profile.settle(state)
        for name, pay in zip(result.persons, result.payments):
            marks[name] += pay
        deals.append({"state": state, "settlement": result})
        if state.phase == THROWN_IN:
            continue
        new = result.points["new"]
        stand = [new[(p - shift) % len(stand)] for p in range(len(stand))]
        if result.points["winner"] is not None:
            winner = (result.points["winner"] + shift) % len(stand)
            return {"deals": deals, "winner": winner, "stand": stand, "marks": marks,
                    "final": [result.points["stand"][(p - shift) % len(stand)]
                              for p in range(len(stand))]}
    raise RequestError("Die Parthie ist nach zu vielen Spielen nicht entschieden.")


OTHER_PROFILES = {key: HundertspielProfile(key) for key in VARIANTS}
