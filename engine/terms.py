"""Terms the whole engine shares, each declared once: the seats, the parties, the Contra levels,
points in thirds as the book prints them („29⅓“), and the loose spelling of card names. The page's
JavaScript gets the same terms from a generated module (assets/js/terms.js, scripts/hooks/terms.py).
"""
from __future__ import annotations

import re
import unicodedata

SEATS = "ABCD"                                   # seat letters, in order of play from the first hand
SEAT_LETTERS = "ABCDEFGH"                        # the same beyond four seats (Kauflabet has up to five players)
PARTIES = ("spieler", "gegner")                   # the declarer's party first
CONTRA_NAMES = ("", "Contra", "Recontra", "Supercontra")   # Tapp-Tarok S. 24: level 0 … 3
CONTRA_NAMES_HUNDERTSPIEL = ("", "Contra", "Recontra", "Supra-Contra")   # Hundertspiel §§ 9, 10
FRACTIONS = ("", "⅓", "⅔")
CARD_NAME_SEPARATORS = r"[\s\-–—_.,]+"           # spelt alike: „Coeur-Dame“ = „coeur dame“


def thirds(text: str) -> int:
    """„29⅓“ → 88: points as the book prints them, in thirds."""
    whole = text.rstrip("⅓⅔")
    return 3 * int(whole or 0) + FRACTIONS.index(text[len(whole):])


def points_text(value: int) -> str:
    """88 → „29⅓“ (the exact value in the book's style; ⅓ alone, not „0⅓“)."""
    whole, rest = divmod(value, 3)
    frac = FRACTIONS[rest]
    return f"{whole}{frac}" if whole or not frac else frac


def is_points_text(text) -> bool:
    """Is `text` points as the book prints them: digits, then at most ⅓ or ⅔ („24“, „29⅓“, „⅔“)?"""
    if not isinstance(text, str) or not 0 < len(text) <= 6:
        return False
    whole = text.rstrip("⅓⅔")
    return not whole.strip("0123456789") and text[len(whole):] in FRACTIONS


def normalize_card_name(text: str) -> str:
    """The loose form of a card name that lookups compare: NFC, lower case, separators as one space."""
    text = unicodedata.normalize("NFC", text).strip().lower()
    return re.sub(CARD_NAME_SEPARATORS, " ", text).strip()


# German names of the phases of every game (engine.core, engine.tarok.state, engine.games.*), for messages and the table
PHASE_NAMES = {
    "bidding": "Reizen", "talon": "Talon", "discard": "Verlegen", "announce": "Ansagen und Contra",
    "call": "Rufen", "choose": "Spiel wählen", "give": "Abgeben", "exchange": "Fordern und Abgeben",
    "throw-or-play": "Schleifen oder spielen", "trump": "Trumpf bestimmen", "contra": "Contra",
    "declare": "Erklären", "play": "Spiel", "done": "Ende", "thrown-in": "Ende ohne Spiel",
}   # phase (English, engine.core and the games' constants) -> German; a game's own words: Profile.phase_words
