"""Counting a pile of Tarok cards by the two methods of Ulmann („6. Das Zählen“, S. 16–18).

1. In Lagen of three: the whole points of the three cards plus 1 for the Lage (three thirds);
   of a remainder of one or two cards, ⅔ counts as a whole point and ⅓ is dropped.
2. The „landläufige“ method: Honneurs 5, Damen 4, Cavalle 3, Buben 2, other cards („leere“) 0;
   a Lage of three counting cards gives their sum less 2, of two counting cards less 1, one
   counting card its full value, three empty cards 1. Of a remainder, counting cards give their
   sum less 1, a counting card with an empty one its full value, two empty cards 1.

The book says both methods must give the same result; the tests check that on random piles.
"""
from __future__ import annotations

from typing import NamedTuple

from .cards import Card, PACK_78, parse_cards, repeated_card, value_in_thirds
from .errors import PileError
from .terms import points_text


def whole_points(card: Card) -> int:
    return value_in_thirds(card) // 3


def landlaeufig_value(card: Card) -> int:
    """Method 2 value: 5 / 4 / 3 / 2 for Honneurs / Damen / Cavalle / Buben, else 0."""
    w = whole_points(card)
    return w + 1 if w else 0


class Lage(NamedTuple):
    cards: tuple[Card, ...]
    thirds_points: int       # by method 1
    landlaeufig_points: int  # by method 2
    rest: bool               # a remainder of fewer than three cards

    def as_dict(self) -> dict:
        return {"cards": [c.name for c in self.cards], "codes": [c.code for c in self.cards],
                "thirds": self.thirds_points, "landlaeufig": self.landlaeufig_points,
                "rest": self.rest}


class Count(NamedTuple):
    lagen: tuple[Lage, ...]
    exact_thirds: int        # the exact value in thirds (before the book's rounding)

    @property
    def points(self) -> int:
        return sum(lg.thirds_points for lg in self.lagen)

    @property
    def points_landlaeufig(self) -> int:
        return sum(lg.landlaeufig_points for lg in self.lagen)

    @property
    def exact(self) -> str:
        """The exact value as printed in the book's style: 34⅔, 4⅓, ⅔ …"""
        return points_text(self.exact_thirds)

    def as_dict(self) -> dict:
        return {"lagen": [lg.as_dict() for lg in self.lagen], "points": self.points,
                "points_landlaeufig": self.points_landlaeufig, "exact": self.exact,
                "exact_thirds": self.exact_thirds}


def _lage_by_thirds(cards: tuple[Card, ...]) -> int:
    whole = sum(whole_points(c) for c in cards)
    if len(cards) == 3:
        return whole + 1          # three thirds make a point
    return whole + (1 if len(cards) == 2 else 0)   # ⅔ counts as a point, ⅓ is dropped


def _lage_landlaeufig(cards: tuple[Card, ...]) -> int:
    values = [landlaeufig_value(c) for c in cards]
    counting = [v for v in values if v]
    if len(cards) == 3:
        if not counting:
            return 1
        return sum(counting) - {1: 0, 2: 1, 3: 2}[len(counting)]
    # remainder of one or two cards
    if not counting:
        return 1 if len(cards) == 2 else 0
    if len(counting) < len(cards):
        return sum(counting)      # a counting card with an empty one: full value
    return sum(counting) - 1


def count(cards: list[Card]) -> Count:
    """Count a pile in the order given, three cards to a Lage."""
    twice = repeated_card(cards)
    if twice is not None:
        raise PileError(f"Die Karte „{twice.name}“ kommt zweimal vor; jede Karte gibt es nur einmal.")
    lagen = []
    for i in range(0, len(cards), 3):
        part = tuple(cards[i:i + 3])
        lagen.append(Lage(part, _lage_by_thirds(part), _lage_landlaeufig(part), len(part) < 3))
    return Count(tuple(lagen), sum(value_in_thirds(c) for c in cards))


def count_names(names: list[str] | str, pack: tuple[Card, ...] = PACK_78) -> Count:
    """Parse card names as printed and count them."""
    return count(parse_cards(names, pack))
