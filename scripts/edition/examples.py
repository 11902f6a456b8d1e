"""The inventory of the texts' worked examples (docs/texte/beispiele.yml) and how an example is
anchored in its reading text: by a quotation of the reading (typed marks resolved, inline syntax
and page markers removed, spaces collapsed), found in one block of the Markdown.

Used by the hook that places the „Nachrechnen“ controls (scripts/hooks/examples.py) and by the
tests that check the inventory against the texts and the engine.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from .reading import ROOT, TEXT_DIR, clean_inline, witness_part

INVENTORY = TEXT_DIR / "beispiele.yml"
_PAGE = re.compile(r"\[S\.\s*[0-9IVXLCivxlc]+\]")
_SPACE = re.compile(r"\s+")


def load_inventory(path: Path = INVENTORY) -> list[dict]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["beispiele"]


def plain(text: str) -> str:
    """A line or block of a reading text as a reader reads it."""
    text = _PAGE.sub("", clean_inline(text))
    text = text.replace("<br>", " ")
    return _SPACE.sub(" ", text).strip()


@dataclass
class Block:
    first: int          # line index in the Markdown body
    last: int
    text: str           # plain reading text


def blocks(markdown: str) -> list[Block]:
    """The witness-text blocks (paragraphs, tables) of a page: runs of non-blank lines."""
    out: list[Block] = []
    prev = -2
    for i, line in witness_part(markdown):
        if not line.strip():
            prev = -2
            continue
        if out and i == prev + 1:
            out[-1].last = i
            out[-1].text = (out[-1].text + " " + plain(line)).strip()
        else:
            out.append(Block(i, i, plain(line)))
        prev = i
    return out


def find_block(markdown: str, quote: str) -> Block | None:
    """The block that contains `quote` (compared with collapsed spaces), or None."""
    q = _SPACE.sub(" ", quote).strip()
    hits = [b for b in blocks(markdown) if q in b.text]
    return hits[0] if hits else None


def text_path(entry: dict) -> Path:
    return TEXT_DIR / entry["text"]


# --- numbers as the texts print them: digits, fractions and German number words ----------------

_UNITS = {"ein": 1, "eine": 1, "einen": 1, "eins": 1, "zwei": 2, "zwey": 2, "drei": 3, "drey": 3, "vier": 4, "fünf": 5,
          "sechs": 6, "sieben": 7, "acht": 8, "neun": 9}
_TEENS = {"zehn": 10, "zehnen": 10, "elf": 11, "zwölf": 12}
_TENS = {"zwanzig": 20, "dreißig": 30, "dreyßig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60,
         "siebenzig": 70, "siebzig": 70, "achtzig": 80, "neunzig": 90}
_WORDS = {**_UNITS, **_TEENS, **_TENS, "hundert": 100, "zweihundert": 200, "dreihundert": 300,
          "sechshundert": 600}
_COMPOUND = re.compile(r"\b(" + "|".join(_UNITS) + r")\s*und\s*(" + "|".join(_TENS) + r")\b")
_NUMBER = re.compile(r"\d+(?:[⅓⅔])?|[⅓⅔]")


def numbers(text: str) -> set[str]:
    """Every number a passage prints, as digits: „zwey und siebenzig“ → 72, „34⅔“ → 34⅔."""
    low = text.lower()
    found = set(_NUMBER.findall(low))
    for m in _COMPOUND.finditer(low):
        found.add(str(_UNITS[m.group(1)] + _TENS[m.group(2)]))
    low = _COMPOUND.sub(" ", low)
    for word in re.findall(r"[a-zäöüß]+", low):
        if word in _WORDS:
            found.add(str(_WORDS[word]))
    return found


def result_numbers(value) -> set[str]:
    """The numbers of a book result (a number, a text like 34⅔, or a mapping of them)."""
    if isinstance(value, dict):
        return set().union(*(result_numbers(v) for v in value.values()))
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {str(abs(value))}
    return set(_NUMBER.findall(str(value)))


__all__ = ["ROOT", "INVENTORY", "Block", "blocks", "find_block", "load_inventory", "numbers", "plain",
           "result_numbers", "text_path"]
