"""Modern spellings of the texts' historical word forms, for the search index only.

A reader who searches „Teil“, „gültig“, „Tarock“ or „sein“ should find „Theil“, „giltig“,
„Tarok“ and „seyn“. The reading texts are never changed: these forms are added to the search
index beside the printed ones (scripts/hooks/search.py).
"""
from __future__ import annotations

import re

_RULES = [
    (re.compile(r"th(?=[aeiouäöüy]|$|l|r)"), "t"),      # Theil, Werth, nöthig, thun → Teil, Wert …
    (re.compile(r"Th(?=[aeiouäöüy])"), "T"),
    (re.compile(r"ey"), "ei"),                           # seyn, beyde, Partey → sein, beide, Partei
    (re.compile(r"giltig"), "gültig"),
    (re.compile(r"Giltig"), "Gültig"),
    (re.compile(r"ir(en|t|te|ten|tes|ter|ung)$"), r"ier\1"),   # honoriren, ecartirt → honorieren …
    (re.compile(r"^C(?=[aou])"), "K"),                   # Capitel, Combination → Kapitel …
    (re.compile(r"(?<=[a-zäöü])c(?=[aou])"), "k"),
    (re.compile(r"Tarok"), "Tarock"),
    (re.compile(r"tarok"), "tarock"),
    (re.compile(r"(?<=[aeiouäöüAEIOUÄÖÜ])ß$"), "ss"),            # daß, Aß → dass, Ass
]


def modern_forms(word: str) -> set[str]:
    """Spellings a modern reader might search for instead of `word` (without `word` itself)."""
    forms = set()
    w = word
    for rx, repl in _RULES:
        w2 = rx.sub(repl, w)
        if w2 != w:
            forms.add(w2)
            w = w2
    forms.discard(word)
    return forms
