"""The packs of the shorter sources: Trappola 36 (Hundertspiel), French 52 (Whist), 32 (Kauflabet).

A card is `ClassicCard(suit, rank)` with short keys; its integer id is its index in the pack
tuple (`pack.cards`). Names follow the prints: „Denari-König“, „Spadi-Bube“, „Coppi-Zehner“,
„Bastoni-Siebener“, „Bastony Do“ (Hundertspiel §§ 2, 18, 46); „Coeur-Dame“, „Pique-Zehn“
(Whist S. 6–7, suit names as in the edition's other French-suited texts); „Piquebube“,
„Carreaubube“ (Kauflabet S. 391). Compact notation: suit letter + rank code (dK, sB, bDo; hA,
p10; tB). `Pack.parse` raises CardNameError with a German message saying what is expected.

Ranks are stored highest first in `Pack.ranks` (the natural order of the pack); games that
reorder trumps (Kauflabet) do so in their own module.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import NamedTuple

from ..core import Profile, State, mask_of
from ..errors import CardNameError, RequestError
from ..record import Key, Record
from ..terms import SEAT_LETTERS
from ..terms import normalize_card_name as _norm
from ..schema import AnyOf, excerpt, Int, ListOf, Text


class ClassicCard(NamedTuple):
    suit: str   # suit key, e.g. "denari", "coeur", "eichel"
    rank: str   # rank key, e.g. "A", "K", "C", "D", "B", "10", "Do", "O", "U"


@dataclass(frozen=True)
class Pack:
    key: str
    title: str                       # German, e.g. „Trappolierkarte zu 36 Blättern“
    suits: tuple[str, ...]           # suit keys in pack order
    ranks: tuple[str, ...]           # rank keys, highest first
    suit_names: dict[str, str]       # key -> printed name
    rank_names: dict[str, str]       # key -> printed name
    suit_codes: dict[str, str]       # key -> one letter of the compact notation
    suit_aliases: dict[str, str]     # normalised spelling -> key (printed variants)
    rank_aliases: dict[str, str]     # normalised spelling -> key
    examples: str                    # German list of example names for error messages
    special: dict[str, ClassicCard] = field(default_factory=dict)   # e.g. „guter Maxel“
    rank_codes: dict[str, str] = field(default_factory=dict)   # compact code if not the key
    cards: tuple[ClassicCard, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards",
                           tuple(ClassicCard(s, r) for s in self.suits for r in self.ranks))

    def __len__(self) -> int:
        return len(self.cards)

    # --- ids, names, codes ------------------------------------------------------------------
    def id(self, card: ClassicCard) -> int:
        return self.cards.index(card)

    def card(self, card_id: int) -> ClassicCard:
        return self.cards[card_id]

    def name(self, card: ClassicCard | int) -> str:
        c = self.cards[card] if isinstance(card, int) else card
        return f"{self.suit_names[c.suit]}-{self.rank_names[c.rank]}"

    def code(self, card: ClassicCard | int) -> str:
        c = self.cards[card] if isinstance(card, int) else card
        return self.suit_codes[c.suit] + self.rank_codes.get(c.rank, c.rank)

    def rank_index(self, card: ClassicCard | int) -> int:
        """0 for the highest rank of the natural order."""
        c = self.cards[card] if isinstance(card, int) else card
        return self.ranks.index(c.rank)

    # --- parsing ----------------------------------------------------------------------------
    def _lookup(self, key: str) -> ClassicCard | None:
        if key in self.special:
            return self.special[key]
        codes = {v: k for k, v in self.suit_codes.items()}
        ranks_by_code = {self.rank_codes.get(r, r).lower(): r for r in self.ranks}
        m = re.fullmatch(r"([a-z]) ?([0-9]+|[a-z]+)", key)
        if m and m.group(1) in codes and m.group(2) in ranks_by_code:
            return ClassicCard(codes[m.group(1)], ranks_by_code[m.group(2)])
        words = key.split(" ")
        if len(words) == 2 and words[0] in self.suit_aliases and words[1] in self.rank_aliases:
            return ClassicCard(self.suit_aliases[words[0]], self.rank_aliases[words[1]])
        if len(words) == 1:   # closed compound as Pierer prints it: „Piquebube“
            for alias, suit in sorted(self.suit_aliases.items(), key=lambda a: -len(a[0])):
                rest = key[len(alias):]
                if key.startswith(alias) and rest in self.rank_aliases:
                    return ClassicCard(suit, self.rank_aliases[rest])
        return None

    def parse(self, text: str) -> ClassicCard:
        card = self._lookup(_norm(text)) if isinstance(text, str) and len(text) <= 60 and _norm(text) else None
        if card is None or card not in self.cards:
            shown = excerpt(text.strip()) if isinstance(text, str) else excerpt(text)
            raise CardNameError(
                f"Unbekannte Karte „{shown}“ in der {self.title}. Erwartet wird Farbe und Blatt "
                f"wie im Text, z. B. {self.examples}.")
        return card

    def parse_id(self, text: str) -> int:
        return self.id(self.parse(text))

    def parse_many(self, names: list[str] | str) -> list[ClassicCard]:
        """A list of names, or one string of names separated by commas, semicolons or lines."""
        if isinstance(names, str):
            names = [n for n in re.split(r"[,;\n]+", names) if n.strip()]
        return [self.parse(n) for n in names]

    def names(self) -> list[dict]:
        return [{"id": i, "name": self.name(c), "code": self.code(c)} for i, c in enumerate(self.cards)]


def _numbers(words: dict[str, str], extra: dict[str, str] | None = None) -> dict[str, str]:
    out = {w: r for w, r in words.items()}
    out.update({r.lower(): r for r in set(words.values())})
    out.update(extra or {})
    return out


# --- Trappolierkarte (Hundertspiel §§ 2, 18, 39: 36 Blätter, 4 Farben zu 9) ------------------
# § 18: „Aß, König, Cavall, Bube … Zehner, Neuner, Achter, Siebner … Die unterste Karte ist
# der sogenannte Do.“ Suit order as the introduction names them: Spadi, Bastoni, Coppi, Denari.
TRAPPOLA_36 = Pack(
    key="trappola36", title="Trappolierkarte zu 36 Blättern",
    suits=("spadi", "bastoni", "coppi", "denari"),
    ranks=("A", "K", "C", "B", "10", "9", "8", "7", "Do"),
    suit_names={"spadi": "Spadi", "bastoni": "Bastoni", "coppi": "Coppi", "denari": "Denari"},
    rank_names={"A": "Aß", "K": "König", "C": "Cavall", "B": "Bube", "10": "Zehner",
                "9": "Neuner", "8": "Achter", "7": "Siebener", "Do": "Do"},
    suit_codes={"spadi": "s", "bastoni": "b", "coppi": "c", "denari": "d"},
    suit_aliases={"spadi": "spadi", "spady": "spadi", "spade": "spadi", "säbel": "spadi",
                  "bastoni": "bastoni", "bastony": "bastoni", "stock": "bastoni",
                  "coppi": "coppi", "coppy": "coppi", "trinkbecher": "coppi", "becher": "coppi",
                  "denari": "denari", "denary": "denari", "geld": "denari"},
    rank_aliases=_numbers({"aß": "A", "as": "A", "ass": "A", "könig": "K", "koenig": "K",
                           "cavall": "C", "cavallo": "C", "bube": "B", "zehner": "10",
                           "neuner": "9", "achter": "8", "siebner": "7", "siebener": "7",
                           "do": "Do", "zehn": "10", "neun": "9", "acht": "8", "sieben": "7"}),
    examples="„Denari-König“, „Spadi-Bube“, „Coppi-Zehner“, „Bastoni-Siebener“, „Bastony Do“ "
             "oder kurz „dK“, „sB“, „c10“, „b7“, „bDo“",
    special={k: ClassicCard("bastoni", "Do") for k in ("maxel", "guter maxel", "guten maxel")},
)

# --- Französische Karte (Whist S. 6–7: 52 Blätter; Aß, König, Dame, Bube, Zehn … Zwei) -------
_FRENCH_SUITS = dict(
    suits=("coeur", "carreau", "pique", "treff"),
    suit_names={"coeur": "Coeur", "carreau": "Carreau", "pique": "Pique", "treff": "Treff"},
    suit_codes={"coeur": "h", "carreau": "d", "pique": "p", "treff": "t"},
    suit_aliases={"coeur": "coeur", "cœur": "coeur", "herz": "coeur", "carreau": "carreau",
                  "karo": "carreau", "caro": "carreau", "pique": "pique", "pik": "pique",
                  "treff": "treff", "trefle": "treff", "treffle": "treff", "kreuz": "treff"},
)
_FRENCH_RANK_WORDS = {"aß": "A", "as": "A", "ass": "A", "könig": "K", "koenig": "K",
                      "dame": "D", "bube": "B", "zehn": "10", "neun": "9", "acht": "8",
                      "sieben": "7", "sechs": "6", "fünf": "5", "vier": "4", "drei": "3",
                      "zwei": "2", "zehner": "10", "neuner": "9", "achter": "8",
                      "siebener": "7", "sechser": "6", "fünfer": "5", "vierer": "4",
                      "dreier": "3", "zweier": "2", "1": "A"}
_FRENCH_RANK_NAMES = {"A": "Aß", "K": "König", "D": "Dame", "B": "Bube", "10": "Zehn",
                      "9": "Neun", "8": "Acht", "7": "Sieben", "6": "Sechs", "5": "Fünf",
                      "4": "Vier", "3": "Drei", "2": "Zwei"}

FRENCH_52 = Pack(
    key="french52", title="französischen Karte zu 52 Blättern",
    ranks=("A", "K", "D", "B", "10", "9", "8", "7", "6", "5", "4", "3", "2"),
    rank_names=_FRENCH_RANK_NAMES, rank_aliases=_numbers(_FRENCH_RANK_WORDS),
    examples="„Coeur-Aß“, „Pique-Dame“, „Treff-Zehn“, „Carreau-Zwei“ oder kurz „hA“, „pD“, "
             "„t10“, „d2“",
    **_FRENCH_SUITS,
)

# --- Karte zu 32 Blättern (Kauflabet S. 391; Pierer schreibt „As“, „Piquebube“) ---------------
FRENCH_32 = Pack(
    key="french32", title="Karte zu 32 Blättern",
    ranks=("A", "K", "D", "B", "10", "9", "8", "7"),
    rank_names={**{k: v for k, v in _FRENCH_RANK_NAMES.items() if k in "AKDB10987"}, "A": "As"},
    rank_aliases=_numbers(_FRENCH_RANK_WORDS),
    examples="„Piquebube“, „Treff-Bube“, „Coeur-As“, „Carreau-König“ oder kurz „pB“, „tB“, "
             "„hA“, „dK“",
    **_FRENCH_SUITS,
)

# German suits (Kauflabet S. 391: „Eichel u. Grün die schwarzen, die beiden anderen die rothen“).
# Same order of suits and ranks as FRENCH_32, so a card id means the same card in both packs:
# Herz = Coeur, Schellen = Carreau, Grün = Pique, Eichel = Treff (see kauflabet.DECISIONS).
GERMAN_32 = Pack(
    key="german32", title="deutschen Karte zu 32 Blättern",
    suits=("herz", "schellen", "gruen", "eichel"),
    ranks=FRENCH_32.ranks,
    suit_names={"herz": "Herz", "schellen": "Schellen", "gruen": "Grün", "eichel": "Eichel"},
    rank_names={"A": "Daus", "K": "König", "D": "Ober", "B": "Unter", "10": "Zehn", "9": "Neun",
                "8": "Acht", "7": "Sieben"},
    suit_codes={"herz": "h", "schellen": "s", "gruen": "g", "eichel": "e"},
    suit_aliases={"herz": "herz", "roth": "herz", "rot": "herz", "schellen": "schellen",
                  "schelle": "schellen", "grün": "gruen", "gruen": "gruen", "laub": "gruen",
                  "eichel": "eichel", "eicheln": "eichel"},
    rank_aliases=_numbers({"daus": "A", "aß": "A", "as": "A", "sau": "A", "könig": "K",
                           "koenig": "K", "ober": "D", "unter": "B", "zehn": "10", "neun": "9",
                           "acht": "8", "sieben": "7"},
                          {"o": "D", "u": "B"}),
    examples="„Eichel-Unter“, „Grün-Ober“, „Herz-Daus“, „Schellen-Zehn“ oder kurz „eU“, „gO“, "
             "„hA“, „s10“",
    rank_codes={"D": "O", "B": "U"},
)

PACKS: dict[str, Pack] = {p.key: p for p in (TRAPPOLA_36, FRENCH_52, FRENCH_32, GERMAN_32)}
RED = frozenset({"coeur", "carreau", "herz", "schellen"})
BLACK = frozenset({"pique", "treff", "gruen", "eichel"})


# --- a profile base for these packs (the trick-taking core's interface, engine/core.py) --------


class ClassicExtra(Record):
    """The further data (`State.extra`) every game over a classic pack keeps."""

    seat_names = Key()                  # the persons at the seats ("A", "B" … or the option's names)


class ClassicProfile(Profile):
    """Profile over a `Pack`: suit = index in pack.suits, power = natural rank order (higher
    wins), names and parsing by the pack. Seats are numbered from the Vorhand (seat 0, left of
    the dealer); the dealer is the last seat. `seat_names` (option or default A, B, C …) are the
    persons at the seats."""

    classic: Pack = TRAPPOLA_36
    extra_type = ClassicExtra

    def __init__(self) -> None:
        self.pack = self.classic.cards
        self.suit_names = tuple(self.classic.suit_names[s] for s in self.classic.suits)
        super().__init__()

    def suit_of_card(self, card: ClassicCard) -> int:
        return self.classic.suits.index(card.suit)

    def power_of_card(self, card: ClassicCard) -> int:
        return len(self.classic.ranks) - 1 - self.classic.ranks.index(card.rank)

    def card_name(self, card_id: int) -> str:
        return self.classic.name(card_id)

    def parse_card(self, text) -> int:
        if isinstance(text, int) and 0 <= text < len(self.pack):
            return text
        return self.classic.parse_id(str(text))

    def card_id(self, suit: str, rank: str) -> int:
        return self.classic.id(ClassicCard(suit, rank))

    def suit_index(self, value) -> int:
        """A suit given as index, key or printed name („Bastoni“, „Bastony“, „Pique“)."""
        if isinstance(value, int) and 0 <= value < len(self.classic.suits):
            return value
        key = self.classic.suit_aliases.get(_norm(str(value)))
        if key is None:
            raise RequestError(f"Unbekannte Farbe „{value}“; möglich sind "
                               + ", ".join(self.suit_names) + ".")
        return self.classic.suits.index(key)

    def new_state(self, hands: list[list[int]], talon: list[int], options: dict) -> State:
        """A dealt state; the game's `start` writes its further data (the persons at the seats …)."""
        return State(self.key, self.n_seats, [mask_of(h) for h in hands], talon)


def seat_name_spec(n_seats: int):
    return ListOf("Namen der Plätze", Text("Name", max_len=20), min_len=n_seats, max_len=n_seats, unique=True)


def suit_spec(profile):
    return AnyOf("Trumpffarbe", Int("Farbe", 0, len(profile.suit_names) - 1), Text("Farbe", max_len=30),
                 expected="eine Farbe: " + ", ".join(profile.suit_names))


def seat_names(n_seats: int, options: dict) -> list[str]:
    return list(options.get("seat_names") or SEAT_LETTERS[:n_seats])


def deal_in_packets(order: list[int], n_seats: int, packets: tuple[int, ...],
                    aside: int = 0) -> tuple[list[list[int]], list[int]]:
    """Deal a shuffled pack from the top: first `aside` cards (a Scat) laid away, then the
    packets round the table from seat 0 (the Vorhand) to the dealer. Returns (hands, rest)."""
    talon, pos = list(order[:aside]), aside
    hands: list[list[int]] = [[] for _ in range(n_seats)]
    for size in packets:
        for seat in range(n_seats):
            hands[seat] += order[pos:pos + size]
            pos += size
    return hands, talon + list(order[pos:])
