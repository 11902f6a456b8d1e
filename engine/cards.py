"""Tarok cards as Ulmann prints them, their values, and a parser for card names.

A card is a small immutable value (`Card`); packs are tuples of cards, and a card's index in
its pack is its integer id (for bitmask hands in the game core).

Names follow the print: „Coeur-Dame“, „Treff-Cavall“, „Carreau-Aß“, „Tarok XV“,
„Tarok-Fünfzehn“, „Mond“, „Pagat“, „Sküs“ (also Stiß, Skies, Scüs, Skis …). The compact
notation of the edition is accepted as well: suit letter h (Coeur, „Herz“), d (Carreau),
p (Pique), t (Treff) with K, D, C, B or a number 1–10 (hD = Coeur-Dame, t10 = Treff-Zehn);
Taroks by roman numeral (XV, I = Pagat, XXI = Mond) and Sk for the Sküs.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from .errors import CardNameError, RequestError
from .schema import excerpt
from .terms import normalize_card_name

SUITS = ("coeur", "carreau", "pique", "treff")
SUIT_NAMES = {"coeur": "Coeur", "carreau": "Carreau", "pique": "Pique", "treff": "Treff"}
RED = ("coeur", "carreau")
TAROK = "tarok"

# Ranks in suits: 14 König, 13 Dame, 12 Cavall, 11 Bube, 1..10 Scartins (Aß = 1).
KOENIG, DAME, CAVALL, BUBE = 14, 13, 12, 11
RANK_NAMES = {KOENIG: "König", DAME: "Dame", CAVALL: "Cavall", BUBE: "Bube", 1: "Aß", 2: "Zwei",
              3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun",
              10: "Zehn"}
# Taroks: 1 Pagat .. 21 Mond, 22 Sküs.
PAGAT, MOND, SKUES = 1, 21, 22
NUMBER_WORDS = ["", "Eins", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn",
                "Elf", "Zwölf", "Dreizehn", "Vierzehn", "Fünfzehn", "Sechzehn", "Siebzehn",
                "Achtzehn", "Neunzehn", "Zwanzig", "Einundzwanzig"]
ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
         "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"]


class Card(NamedTuple):
    suit: str   # "tarok" or one of SUITS
    rank: int

    @property
    def is_tarok(self) -> bool:
        return self.suit == TAROK

    @property
    def is_honour(self) -> bool:
        """Honneurs: the three Tarok-Honneurs (Sküs, Mond, Pagat) and the four Kings."""
        if self.is_tarok:
            return self.rank in (PAGAT, MOND, SKUES)
        return self.rank == KOENIG

    @property
    def name(self) -> str:
        """The name as Ulmann prints it."""
        if self.is_tarok:
            special = {PAGAT: "Pagat", MOND: "Mond", SKUES: "Sküs"}
            return special[self.rank] if self.rank in special else f"Tarok {ROMAN[self.rank]}"
        return f"{SUIT_NAMES[self.suit]}-{RANK_NAMES[self.rank]}"

    @property
    def code(self) -> str:
        """Compact notation (hD, t10, XV, Sk)."""
        if self.is_tarok:
            return "Sk" if self.rank == SKUES else ROMAN[self.rank]
        letter = "hdpt"[SUITS.index(self.suit)]
        return letter + ({KOENIG: "K", DAME: "D", CAVALL: "C", BUBE: "B"}.get(self.rank) or str(self.rank))

    def __str__(self) -> str:
        return self.name


def value_in_thirds(card: Card) -> int:
    """Ulmann S. 11: honours 4⅓, Dame 3⅓, Cavall 2⅓, Bube 1⅓, every other card ⅓ (in thirds)."""
    if card.is_honour:
        return 13
    if not card.is_tarok and card.rank in (DAME, CAVALL, BUBE):
        return {DAME: 10, CAVALL: 7, BUBE: 4}[card.rank]
    return 1


# --- packs ---------------------------------------------------------------------------------

def _suit_cards(suit: str, scartins: tuple[int, ...]) -> list[Card]:
    return [Card(suit, r) for r in (KOENIG, DAME, CAVALL, BUBE)] + [Card(suit, r) for r in scartins]


def _pack(red: tuple[int, ...], black: tuple[int, ...]) -> tuple[Card, ...]:
    cards = [Card(TAROK, r) for r in range(SKUES, 0, -1)]
    for suit in SUITS:
        cards += _suit_cards(suit, red if suit in RED else black)
    return tuple(cards)


# Ulmann S. 9–10: of the 78 cards the 24 lowest Scartins are removed (red 5–10, black Aß–6);
# for the 42-card pack also red 2–4 and black 7–9. Scartins are listed highest first: in the red
# suits the Aß ranks highest (Lösungen Nr. 22, 23), in the black suits the Zehn.
PACK_78 = _pack((1, 2, 3, 4, 5, 6, 7, 8, 9, 10), (10, 9, 8, 7, 6, 5, 4, 3, 2, 1))
PACK_54 = _pack((1, 2, 3, 4), (10, 9, 8, 7))
PACK_42 = _pack((1,), (10,))
PACKS = {78: PACK_78, 54: PACK_54, 42: PACK_42}


# --- names ---------------------------------------------------------------------------------

_SUIT_ALIASES = {"coeur": "coeur", "cœur": "coeur", "herz": "coeur", "carreau": "carreau",
                 "karo": "carreau", "caro": "carreau", "pique": "pique", "pik": "pique",
                 "treff": "treff", "trefle": "treff", "treffle": "treff", "kreuz": "treff"}
_RANK_ALIASES = {"könig": KOENIG, "koenig": KOENIG, "konig": KOENIG, "dame": DAME, "cavall": CAVALL,
                 "cavallo": CAVALL, "cavalle": CAVALL, "reiter": CAVALL, "bube": BUBE, "buben": BUBE,
                 "aß": 1, "as": 1, "ass": 1, "ase": 1, "asse": 1, "ässe": 1}
for _n in range(2, 11):
    _RANK_ALIASES[NUMBER_WORDS[_n].lower()] = _n
    _RANK_ALIASES[str(_n)] = _n
_RANK_ALIASES.update({"eins": 1, "1": 1, "zweier": 2, "dreier": 3, "vierer": 4, "fünfer": 5,
                      "sechser": 6, "siebener": 7, "achter": 8, "neuner": 9, "zehner": 10})
_TAROK_WORDS = {w.lower(): n for n, w in enumerate(NUMBER_WORDS) if n}
_TAROK_WORDS.update({r.lower(): n for n, r in enumerate(ROMAN) if n})
_SKUES_NAMES = {"sküs", "skus", "skues", "stiß", "stiss", "skies", "scüs", "scus", "skis", "scys",
                "stis", "sküß", "excuse", "sk"}
_SPECIAL = {"mond": MOND, "mongur": MOND, "pagat": PAGAT, "bagat": PAGAT, "pagad": PAGAT}


def _lookup(key: str) -> Card | None:
    if key in _SKUES_NAMES:
        return Card(TAROK, SKUES)
    if key in _SPECIAL:
        return Card(TAROK, _SPECIAL[key])
    m = re.fullmatch(r"([hdpt]) ?(k|d|c|b|10|[1-9])", key)
    if m:
        suit = SUITS["hdpt".index(m.group(1))]
        r = m.group(2)
        return Card(suit, {"k": KOENIG, "d": DAME, "c": CAVALL, "b": BUBE}.get(r) or int(r))
    words = key.split(" ")
    if words[0] == "tarok" and len(words) >= 2:
        rest = " ".join(words[1:])
        if rest in _TAROK_WORDS:
            return Card(TAROK, _TAROK_WORDS[rest])
        if rest.isdigit() and 1 <= int(rest) <= 21:
            return Card(TAROK, int(rest))
    if len(words) == 1 and key.upper() in ROMAN[1:]:
        return Card(TAROK, ROMAN.index(key.upper()))
    if len(words) == 2 and words[0] in _SUIT_ALIASES and words[1] in _RANK_ALIASES:
        return Card(_SUIT_ALIASES[words[0]], _RANK_ALIASES[words[1]])
    return None


def _known_names(pack: tuple[Card, ...]) -> list[str]:
    """The names a suggestion may offer: only cards of the pack in use."""
    names = [c.name for c in pack]
    names += [f"Tarok-{NUMBER_WORDS[c.rank]}" for c in pack if c.is_tarok and 1 < c.rank < 21]
    return names


def parse_card(text: str, pack: tuple[Card, ...] = PACK_78) -> Card:
    """Parse one card name; raise CardNameError (German message) if it is not a card of `pack`."""
    key = normalize_card_name(text) if len(text) <= 60 else ""
    card = _lookup(key) if key else None
    if card is None:
        import difflib   # only on the error path: keeps the engine's start-up light
        hint = difflib.get_close_matches(text.strip()[:60], _known_names(pack), n=1, cutoff=0.6)
        maybe = f" Meinten Sie „{hint[0]}“?" if hint else ""
        shown = excerpt(text.strip())
        raise CardNameError(
            f"Unbekannte Karte „{shown}“.{maybe} Erwartet wird ein Kartenname wie im Buch, z. B. "
            "„Coeur-Dame“, „Treff-Cavall“, „Carreau-Aß“, „Tarok XV“, „Tarok-Fünfzehn“, „Mond“, "
            "„Pagat“ oder „Sküs“.")
    if card not in pack:
        why = ("Ulmann S. 163: die beiden schwarzen Asse sind entfernt" if len(pack) == 76
               else "Ulmann S. 9–10: dort sind diese Scartins entfernt")
        raise CardNameError(f"Die Karte „{card.name}“ gehört nicht zum Pack zu {len(pack)} Karten ({why}).")
    return card


def parse_cards(names: list[str] | str, pack: tuple[Card, ...] = PACK_78) -> list[Card]:
    """Parse a list of names, or one string of names separated by commas or semicolons."""
    if isinstance(names, str):
        names = [n for n in re.split(r"[,;\n]+", names) if n.strip()]
    return [parse_card(n, pack) for n in names]


NAME_PLACE = "Feld „{field}“, {n}. Karte: {error}"      # a card name that does not parse, in a request's field


def unique_cards(profile, names: list, field: str, taken: dict, bad_name: str | None = NAME_PLACE) -> list[int]:
    """The cards of one field of a request (names, or ids of the game's pack) as ids; a card given
    twice, in this field or in another of the same request (`taken`: card id -> field, updated),
    is refused with a message naming the field. A name that does not parse: a RequestError worded
    by `bad_name` ({field}, {i} the index, {n} the ordinal, {error} the parser's message), or with
    `bad_name=None` the parser's own CardNameError."""
    out = []
    for i, name in enumerate(names):
        if isinstance(name, int) and 0 <= name < len(profile.pack):
            cid = name
        else:
            try:
                cid = profile.parse_card(name)
            except (CardNameError, RequestError) as err:
                if bad_name is None:
                    raise
                raise RequestError(bad_name.format(field=field, i=i, n=i + 1, error=err)) from None
        if cid in taken:
            card = profile.card_name(cid)
            if taken[cid] == field:
                raise RequestError(f"Feld „{field}“: die Karte „{card}“ ist zweimal angegeben; jede "
                                   "Karte gibt es nur einmal.")
            raise RequestError(f"Feld „{field}“: die Karte „{card}“ ist zweimal angegeben, auch in "
                               f"„{taken[cid]}“; sie kann nicht zugleich in beiden sein, jede Karte gibt "
                               "es nur einmal.")
        taken[cid] = field
        out.append(cid)
    return out


def repeated_card(cards: list):
    """The first card (of any kind: a `Card`, a card id) that occurs a second time in the list
    `cards`, or None: the one check that every card exists only once, for every card list the
    engine is given (a deal, a pile, a position, a request's fields); the caller says where in
    its message."""
    if len(set(cards)) == len(cards):                  # the usual case, at C speed (every replay)
        return None
    seen = set()
    for c in cards:
        if c in seen:
            return c
        seen.add(c)
    return None
