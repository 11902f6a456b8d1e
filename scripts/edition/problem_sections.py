"""The text of each Aufgabe and Lösung of Ulmann's Part II, cut from the reading text by its
anchors (`### Aufgabe Nr. N {#aufgabe-N}` … up to the next heading): for the problem pages and
for checking that the problem files quote the reading text."""
from __future__ import annotations

import re
from functools import lru_cache

from .reading import TEXT_DIR, load, strip_marks

FILES = ("ulmann/12-aufgaben.md", "ulmann/13-loesungen.md")
HEADING = re.compile(r"^#{2,3} .*\{#((?:aufgabe|loesung)-\d+)\}\s*$", re.M)
FOOTNOTE_DEF = re.compile(r"^\[\^[^\]]+\]:", re.M)


@lru_cache(maxsize=1)
def sections() -> dict[str, str]:
    """anchor → the Markdown of that Aufgabe / Lösung (without its heading)."""
    out = {}
    for name in FILES:
        body = load(TEXT_DIR / name).body
        end_of_text = FOOTNOTE_DEF.search(body)
        body = body[:end_of_text.start()] if end_of_text else body
        marks = list(HEADING.finditer(body))
        for i, m in enumerate(marks):
            stop = marks[i + 1].start() if i + 1 < len(marks) else len(body)
            out[m.group(1)] = body[m.end():stop].strip()
    return out


def footnotes(name: str) -> dict[str, str]:
    """label → text of the footnote definitions of one of the two files."""
    body = load(TEXT_DIR / name).body
    out = {}
    for m in re.finditer(r"^\[\^([^\]]+)\]:\s*(.*(?:\n(?!\[\^).+)*)", body, re.M):
        out[m.group(1)] = m.group(2).strip()
    return out


_MARKUP = re.compile(r"\[\^[^\]]+\]|\[S\.\s*[^\]]+\]|\[Abbildung:[^\]]*\]|\[\?\]|<!--.*?-->|[*_]", re.S)


def plain(text: str) -> str:
    """Reading text without editorial signs, typed interventions ({konj:…} reads as its reading)
    and Markdown emphasis, whitespace collapsed: what a quotation of it must match."""
    return " ".join(_MARKUP.sub("", strip_marks(text)).split())


def quote_found(ref: str, quote: str) -> bool:
    return plain(quote) in plain(sections().get(ref, ""))
