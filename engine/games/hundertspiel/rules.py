"""The Hundertspiel's numbers and its rules as pure functions (§§ 19–34): what the cards count,
the announcements held in a hand, the Do's, the Marken of an announced game and of a Parthie, a
party declaring itself out, and the Parthie to 100 with „alt und neu“. Every number cites its §."""
from __future__ import annotations

from ..classic_cards import TRAPPOLA_36, ClassicCard

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


# --- pure rules --------------------------------------------------------------------------------

def card_points(card: ClassicCard) -> int:
    """§ 19: Aß 6, König 5, Cavall 4, Bube 3; leere Blätter und Do's nichts."""
    return CARD_POINTS.get(card.rank, 0)


def held_announcements(cards: list[ClassicCard]) -> list[dict]:
    """§ 20: drey/vier gleiche Figuren, Aß oder Do's in einer Hand and what they count. For three
    Figuren (König, Cavall, Bube) `missing` names the suit of the missing fourth, which must be
    named after the next trick on the opponents' demand (§ 15)."""
    out = []
    for rank, values in HELD.items():
        held = [c.suit for c in cards if c.rank == rank]
        if len(held) >= 3:
            m = {"rank": rank, "count": len(held), "points": values[len(held)],
                 "label": f"{NUMBER_WORDS[len(held)]} {RANK_WORDS[rank]}"}
            if len(held) == 3 and rank in ("K", "C", "B"):
                m["missing"] = PACK.suit_names[next(x for x in PACK.suits if x not in held)]
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
