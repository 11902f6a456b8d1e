"""The packs of the sources, taken from the engine, as lists of card faces to draw.

The engine is the one source of the packs and of the printed card names: the Tarok packs of
`engine/cards.py` (PACK_78, PACK_54, PACK_42; PACK_76 of Tarok unter Vieren in
engine/tarok/gross.py) and the packs of `engine/games/classic_cards.py` (Trappolierkarte 36,
French 52, the 32-card packs of Kauflabet). Nothing here retypes a pack.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine import cards as tarok_cards
from engine.errors import CardNameError
from engine.games import classic_cards
from engine.tarok.gross import PACK_76


@dataclass(frozen=True)
class Face:
    """What one card shows: its index (rank sign), its suit symbol, its printed name."""
    code: str       # the engine's compact notation: hD, t10, XV, Sk, sDo, gO
    name: str       # the engine's printed name: „Coeur-Dame“, „Tarok XV“, „Sküs“, „Spadi-Do“
    suit: str       # suit key of the engine, or "tarok"
    index: str      # the sign in the corner: K, D, C, B, O, U, A, Do, 10 … 2; XV, Sk
    court: bool     # a figure (König, Dame/Ober, Cavall, Bube/Unter)
    card: object    # the engine's card value (Card or ClassicCard)


@dataclass(frozen=True)
class CardPack:
    key: str                  # tarok54, trappola36, french52 …
    title: str                # German heading
    folder: str               # its sprite: assets/cards/<folder>.svg (one for all Tarok packs)
    faces: tuple[Face, ...]   # in the engine's pack order: index = the engine's card id
    engine_pack: object       # the engine's pack (a tuple of Cards, or a classic_cards.Pack)

    def face(self, card) -> Face:
        """A face by engine card, card id, printed name or code (ValueError if not in the pack)."""
        if isinstance(card, int) and not isinstance(card, bool):
            if 0 <= card < len(self.faces):
                return self.faces[card]
            raise ValueError(f"Karte Nr. {card} gibt es im Pack {self.key} ({len(self.faces)} Karten) nicht.")
        for f in self.faces:
            if card == f.card or card == f.name or card == f.code:
                return f
        if isinstance(card, str):
            parsed = self._parse(card)
            for f in self.faces:
                if f.card == parsed:
                    return f
        raise ValueError(f"Karte {card!r} gibt es im Pack {self.key} nicht.")

    def _parse(self, text: str):
        try:
            if isinstance(self.engine_pack, classic_cards.Pack):
                return self.engine_pack.parse(text)
            return tarok_cards.parse_card(text, self.engine_pack)
        except CardNameError as err:
            raise ValueError(str(err)) from None


def _tarok_face(card: tarok_cards.Card) -> Face:
    if card.is_tarok:
        return Face(card.code, card.name, "tarok", card.code, False, card)
    rank = card.code[1:]                    # K, D, C, B or 1–10 (the Aß is 1)
    return Face(card.code, card.name, card.suit, "A" if rank == "1" else rank, card.rank >= tarok_cards.BUBE, card)


def _classic_face(pack: classic_cards.Pack, card: classic_cards.ClassicCard) -> Face:
    index = pack.rank_codes.get(card.rank, card.rank)
    return Face(pack.code(card), pack.name(card), card.suit, index, card.rank in ("K", "D", "C", "B"), card)


def _tarok_pack(key: str, title: str, cards: tuple) -> CardPack:
    return CardPack(key, title, "tarok", tuple(_tarok_face(c) for c in cards), cards)


def _classic_pack(key: str, title: str, pack: classic_cards.Pack) -> CardPack:
    return CardPack(key, title, pack.key, tuple(_classic_face(pack, c) for c in pack.cards), pack)


PACKS: dict[str, CardPack] = {p.key: p for p in (
    _tarok_pack("tarok54", "Tarok zu 54 Blättern (Ulmann)", tarok_cards.PACK_54),
    _tarok_pack("tarok42", "Tarok zu 42 Blättern (Ulmann)", tarok_cards.PACK_42),
    _tarok_pack("tarok78", "Tarok zu 78 Blättern (Groß-Tarok, Ulmann)", tarok_cards.PACK_78),
    _tarok_pack("tarok76", "Tarok zu 76 Blättern (Tarok unter Vieren, Ulmann)", PACK_76),
    _classic_pack("trappola36", "Trappolierkarte zu 36 Blättern (Hundertspiel)", classic_cards.TRAPPOLA_36),
    _classic_pack("french52", "Französische Karte zu 52 Blättern (Whist)", classic_cards.FRENCH_52),
    _classic_pack("french32", "Karte zu 32 Blättern (Kauflabet)", classic_cards.FRENCH_32),
    _classic_pack("german32", "Deutsche Karte zu 32 Blättern (Kauflabet, deutsche Farben)",
                  classic_cards.GERMAN_32),
)}
_ALIASES = {78: "tarok78", 76: "tarok76", 54: "tarok54", 42: "tarok42", 36: "trappola36", 52: "french52"}


def pack(key) -> CardPack:
    """A pack by key („tarok54“), Tarok size (54), engine pack (PACK_54, classic_cards.Pack)
    or a rules profile of the engine (its `classic` pack or its `pack` tuple)."""
    if isinstance(key, CardPack):
        return key
    if isinstance(key, str) and key in PACKS:
        return PACKS[key]
    if isinstance(key, int) and key in _ALIASES:
        return PACKS[_ALIASES[key]]
    engine_pack = getattr(key, "classic", None) or getattr(key, "pack", None) or key
    for p in PACKS.values():
        if engine_pack is p.engine_pack or (isinstance(engine_pack, tuple) and engine_pack == p.engine_pack):
            return p
    if isinstance(engine_pack, classic_cards.Pack) and engine_pack.key in PACKS:
        return PACKS[engine_pack.key]
    if (isinstance(engine_pack, tuple) and engine_pack
            and all(isinstance(c, tarok_cards.Card) for c in engine_pack)):   # any other Tarok pack
        return _tarok_pack(f"tarok{len(engine_pack)}", f"Tarok zu {len(engine_pack)} Blättern", engine_pack)
    raise ValueError(f"Unbekanntes Kartenpack {key!r}; bekannt sind: {', '.join(PACKS)}.")

def pictures() -> dict[str, dict[str, Face]]:
    """Every picture once: folder → code → face (the Tarok packs share the folder „tarok“)."""
    out: dict[str, dict[str, Face]] = {}
    for p in PACKS.values():
        for f in p.faces:
            out.setdefault(p.folder, {}).setdefault(f.code, f)
    return out
