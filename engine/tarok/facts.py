"""Facts every piece of the Tarok profile shares: the suit index of the Taroks, the premiums a
party can earn in its tricks, and `Contract`, one game category of a variant as its table lists
it (the seat names and Contra levels come from engine.terms)."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import SUITS
from ..terms import CONTRA_NAMES, SEATS as SEAT_NAMES  # noqa: F401  (re-exported for the pieces)

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
TAROK_SUIT = 4
EARNED = ("trois", "quatre", "mondfang", "pagatfang")     # premiums a party can earn in its tricks


@dataclass(frozen=True)
class Contract:
    """One game category of a variant („Dreier“, „Solo“, „erster Zweier“ …)."""

    key: str
    name: str
    value: int = 1                  # points of the game when einmalig (or the fixed value)
    buy: int = 0                    # talon cards bought by the Spieler (0: none)
    level: int = 1                  # Steigerungsstufe within its category (1 = first part first)
    parts_back: int = 1             # how far back the Spieler may go after seeing all parts
    mode: str = "parts"             # "parts" (old method), "choose" (Wien: any half), "none"
    alone: bool = True              # False: a partner is called
    opens: bool = True              # may be declared without a previous bid („aus der Hand“)
    category: str = ""              # "dreier", "zweier", "einer", "solo", "rufer" …
    source: str = ""


MALIG = {1: "einmalig", 2: "zweimalig", 3: "dreimalig", 4: "viermalig"}


def with_multiplicity(name: str, times: int | None, sep: str = "") -> str:
    """A game's name with how many times it counts („Dreier (2malig)“), unless the name says it
    already („Unterer (Zweimaliger)“ played zweimalig)."""
    if not times or MALIG.get(times, "-") in name.lower():
        return name
    return f"{name} ({times}{sep}malig)"
