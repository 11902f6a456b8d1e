"""The quality report (issue 4.6): the reviewed word lists hold real words of the print only."""
from __future__ import annotations

from collections import Counter

import wordcheck
from edition.reading import reading_files


def text_words() -> Counter:
    return Counter(w for p in reading_files() for w, _ in wordcheck.text_words(p))


def test_every_reviewed_word_occurs_in_the_texts():
    words = {w.lower() for w in text_words()}
    parts = {part for w in words for part in w.split("-")}
    stale = [w for w in wordcheck.reviewed_words()
             if w.lower() not in words and w.lower() not in parts and not any(w.lower() in t for t in words)]
    assert not stale, f"word-list entries that no reading text contains: {stale}"


def test_the_reviewed_texts_leave_only_documented_unknown_words():
    checker = wordcheck.Checker(wordcheck.load_words())
    unknown = {w for w in text_words() if not checker.known(w)}
    # „Com[…]“: a word broken off before a gap (Ulmann S. 12); „wegegebenen“: the Kauflabet
    # witness's form (probably „weggegebenen“), kept as printed.
    assert unknown <= {"Com", "wegegebenen"}, sorted(unknown)
