"""Card sets as bitmasks: bit i of a mask is the card of id i (its index in the profile's pack).
Hands, piles and the solvers' positions are such masks; engine/core.py re-exports these helpers."""
from __future__ import annotations

from typing import Iterable


def bit(card: int) -> int:
    return 1 << card


def ids_of(mask: int) -> list[int]:
    """Card ids in a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def popcount(mask: int) -> int:
    return bin(mask).count("1")
