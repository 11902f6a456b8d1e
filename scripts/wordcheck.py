#!/usr/bin/env python3
"""Quality report: words of the reading texts that no dictionary knows.

python scripts/wordcheck.py [FILE.md …] [--no-wordlist] [--locations]

A word counts as known if it (or its lower-/capitalised form) is in Debian's German word lists
(/usr/share/dict/ngerman and ogerman: today's and the old orthography), in the project's
reviewed word lists of historical and technical forms (scripts/edition/wordlist/*.txt), or if it
splits into two or three known parts (German compounds: „Tarokspiele“, „Talonhälfte“).
Everything else is listed with its count — each is either an OCR error left in the text or a real
word of the print that belongs in the reviewed list. --no-wordlist gives the count before review.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from functools import lru_cache
from pathlib import Path

from edition.reading import ROOT, clean_inline, load, reading_files, witness_part

DICTIONARIES = [Path("/usr/share/dict/ngerman"), Path("/usr/share/dict/ogerman")]
WORDLISTS = ROOT / "scripts" / "edition" / "wordlist"
SIGNS = re.compile(r"\[(?:S\.[^\]]*|Abbildung:[^\]]*|…|\?|\?\?|sic!|\*)\]")
LETTERS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
LINKS = ("s", "es", "en", "n", "e", "er")   # Fugenelemente of compounds


def load_words(use_wordlist: bool = True) -> set[str]:
    words: set[str] = set()
    missing = [p for p in DICTIONARIES if not p.exists()]
    if missing:
        sys.exit(f"missing dictionaries {missing}: apt-get install wngerman wogerman")
    for p in DICTIONARIES:
        words.update(p.read_text(encoding="utf-8", errors="ignore").split())
    if use_wordlist:
        words.update(reviewed_words())
    return words


def reviewed_words() -> list[str]:
    out = []
    for path in sorted(WORDLISTS.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            word = line.split("#", 1)[0].strip()
            if word:
                out.append(word)
    return out


class Checker:
    def __init__(self, words: set[str]):
        self.words = words
        self.lower = {w.lower() for w in words}

    def known_simple(self, w: str) -> bool:
        return w in self.words or w.lower() in self.lower

    @lru_cache(maxsize=None)
    def known(self, word: str) -> bool:
        if all(self.known_part(part) for part in word.split("-")):
            return True
        return False

    @lru_cache(maxsize=None)
    def known_part(self, w: str, depth: int = 0) -> bool:
        if len(w) <= 1 or self.known_simple(w):
            return True
        if depth >= 2:
            return False
        for i in range(3, len(w) - 2):   # head + tail, each at least 3 letters
            head, tail = w[:i], w[i:]
            if not self.known_simple(head):
                stripped = next((head[:-len(lk)] for lk in LINKS
                                 if head.endswith(lk) and len(head) - len(lk) >= 3
                                 and self.known_simple(head[:-len(lk)])), None)
                if stripped is None:
                    continue
            if self.known_part(tail.capitalize(), depth + 1) or self.known_part(tail, depth + 1):
                return True
        return False


def text_words(path: Path):
    """Words of the witness text; verbatim code blocks (a garbled machine reading kept as
    evidence) are not part of the reading text and are skipped."""
    rt = load(path)
    fenced = False
    for i, line in witness_part(rt.body):
        if line.strip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced:
            continue
        text = SIGNS.sub(" ", clean_inline(line))
        for m in LETTERS.finditer(text):
            yield m.group(0), rt.body_offset + i


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--no-wordlist", action="store_true", help="ignore the reviewed word list")
    ap.add_argument("--locations", action="store_true", help="show file:line of each occurrence")
    args = ap.parse_args(argv)
    checker = Checker(load_words(not args.no_wordlist))
    unknown: Counter[str] = Counter()
    where: dict[str, list[str]] = defaultdict(list)
    total = 0
    for path in args.files or reading_files():
        rel = path.resolve().relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
        for word, line in text_words(path):
            total += 1
            if not checker.known(word):
                unknown[word] += 1
                where[word].append(f"{rel}:{line}")
    for word, n in sorted(unknown.items(), key=lambda kv: (-kv[1], kv[0])):
        loc = "  " + ", ".join(where[word][:5]) if args.locations else ""
        print(f"{n:5}  {word}{loc}")
    print(f"{sum(unknown.values())} unbekannte Wortvorkommen ({len(unknown)} Formen) von {total} Wörtern")
    return 0


if __name__ == "__main__":
    sys.exit(main())
