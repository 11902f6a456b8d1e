"""The index glyphs of the card faces: a small stroke alphabet drawn as SVG paths.

The cards carry no text and need no font: each index letter is a centre line drawn with a round
pen, so it looks the same on every system and stays legible when the card is 40 px wide. A glyph
is `(advance width, path)` on a grid with cap height 100 (y downwards, baseline at 100); the
x-height of the lower-case letters is 50. Only the characters the packs need are defined.
"""
from __future__ import annotations

CAP = 100

GLYPHS: dict[str, tuple[int, str]] = {
    # letters of the ranks: A(ß), K(önig), D(ame), C(avall), B(ube), O(ber), U(nter), Do, Sk(üs)
    "A": (60, "M0 100L30 0L60 100M12 64H48"),
    "K": (54, "M0 0V100M54 0L0 62M20 42L56 100"),
    "D": (56, "M0 0V100H18C44 100 56 80 56 50C56 20 44 0 18 0Z"),
    "C": (54, "M54 18C48 6 38 0 29 0C10 0 0 22 0 50C0 78 10 100 29 100C38 100 48 94 54 82"),
    "B": (54, "M0 100V0H28C42 0 50 10 50 24C50 38 42 46 28 46H0M28 46C44 46 54 56 54 72"
              "C54 90 44 100 28 100H0"),
    "O": (58, "M29 0C10 0 0 22 0 50C0 78 10 100 29 100C48 100 58 78 58 50C58 22 48 0 29 0Z"),
    "U": (54, "M0 0V68C0 90 12 100 27 100C42 100 54 90 54 68V0"),
    "S": (52, "M50 14C45 5 37 0 26 0C12 0 3 9 3 24C3 54 52 44 52 74C52 90 41 100 26 100C14 100 4 94 0 84"),
    "k": (40, "M0 0V100M40 46L0 80M14 68L42 100"),
    "o": (44, "M22 46C8 46 0 58 0 73C0 88 8 100 22 100C36 100 44 88 44 73C44 58 36 46 22 46Z"),
    # roman numerals of the Taroks
    "I": (0, "M0 0V100"),
    "V": (46, "M0 0L23 100L46 0"),
    "X": (46, "M0 0L46 100M46 0L0 100"),
    # digits of the Scartins
    "0": (50, "M25 0C8 0 0 22 0 50C0 78 8 100 25 100C42 100 50 78 50 50C50 22 42 0 25 0Z"),
    "1": (26, "M0 20L26 0V100"),
    "2": (52, "M2 22C5 8 14 0 27 0C42 0 51 10 51 25C51 46 32 62 0 100H54"),
    "3": (52, "M2 12C8 4 16 0 26 0C41 0 50 9 50 23C50 37 40 46 24 46C42 46 53 56 53 72C53 90 42 100 26 100"
              "C15 100 5 95 0 86"),
    "4": (56, "M42 100V0L0 70H58"),
    "5": (52, "M50 0H8L4 44C11 40 18 38 26 38C43 38 53 51 53 68C53 88 42 100 26 100C15 100 6 96 0 88"),
    "6": (52, "M48 8C43 3 36 0 28 0C9 0 0 24 0 54C0 84 11 100 27 100C43 100 53 88 53 70C53 52 43 42 28 42"
              "C14 42 4 50 0 62"),
    "7": (52, "M0 0H54L18 100"),
    "8": (52, "M26 46C12 46 4 37 4 23C4 9 13 0 26 0C39 0 48 9 48 23C48 37 40 46 26 46C11 46 0 56 0 73"
              "C0 90 11 100 26 100C41 100 52 90 52 73C52 56 41 46 26 46Z"),
    "9": (52, "M5 92C10 97 17 100 25 100C44 100 53 76 53 46C53 16 42 0 26 0C10 0 0 12 0 30C0 48 10 58 25 58"
              "C39 58 49 50 53 38"),
}
