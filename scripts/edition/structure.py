"""The citable structure of the reading texts: which text a page belongs to, its anchors
(headings, print pages, numbered paragraphs) and where each stretch of witness text stands.

Everything is read from the Markdown sources, so generators (glossary concordance, cross-links)
can use it before the pages are rendered.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .reading import TEXT_DIR, clean_inline, load, reading_files, witness_part

DOCS = TEXT_DIR.parent

# witness file → (text key, short label for citations)
TEXTS = {
    "000_cf939a9b1adf8199.txt": ("hundertspiel", "Hundertspiel"),
    "001_d532db1b7726fbed.txt": ("whist", "Whist"),
    "002_33815dbcf46a428b.txt": ("tarock-hombre", "Compagnie-Regeln"),
    "003_385da62d44cd4c6c.txt": ("ulmann", "Ulmann"),
    "004_851aef65f6f479b9.txt": ("kauflabet", "Pierer"),
}
TEXT_LABELS = dict(TEXTS.values())

HEADING = re.compile(r"^(#{1,6}\s+)?(.*?)\s*\{#([\w-]+)\}\s*$")   # headings and terms of lists
PAGE_SIGN = re.compile(r"\[S\.\s*([0-9IVXLCivxlc]+)\]")
OTHER_SIGNS = re.compile(r"\[(?:Abbildung:[^\]]*|…|\?|\.\.\.)\]")


@dataclass(frozen=True)
class Location:
    page: str          # source path below docs/, e.g. texte/ulmann/03-cap1-tapp-tarok.md
    anchor: str        # id on that page
    label: str         # citation label, e.g. "S. 17" or "§. 12"


@dataclass
class Page:
    src: str
    text: str                                   # text key
    title: str
    ids: set[str] = field(default_factory=set)
    labels: dict[str, str] = field(default_factory=dict)        # id → citation label
    print_pages: dict[str, str] = field(default_factory=dict)   # "17" → "s17"
    segments: list[tuple[str, Location]] = field(default_factory=list)


def _paragraph_anchor(meta: dict):
    rx = meta.get("anchors")
    return re.compile(rx) if rx else None


def scan(path: Path) -> Page:
    rt = load(path)
    src = path.relative_to(DOCS).as_posix()
    page = Page(src, TEXTS[rt.witness][0], rt.meta.get("title", path.stem))
    par_rx = _paragraph_anchor(rt.meta)
    here = Location(src, "", page.title)
    print_page = ""
    prev_blank, fenced = True, False
    for _, raw in witness_part(rt.body):
        if raw.strip().startswith(("```", "~~~")):
            fenced = not fenced
        if fenced:
            continue
        h = HEADING.match(raw)
        if h:
            page.ids.add(h.group(3))
            here = Location(src, h.group(3), _heading_label(h.group(2), print_page))
            page.labels[h.group(3)] = PAGE_SIGN.sub("", h.group(2)).strip(" *.,;:")
        elif par_rx and prev_blank:
            m = par_rx.match(raw.lstrip())
            if m:
                pid = f"p{m.group(1)}"
                page.ids.add(pid)
                here = Location(src, pid, m.group(0).strip())
                page.labels[pid] = m.group(0).strip()
        prev_blank = not raw.strip()
        text = re.sub(r"(?<=\S) {2,}(?=\S)", " ", OTHER_SIGNS.sub(" ", clean_inline(raw)).replace("*", ""))
        pos = 0
        for m in PAGE_SIGN.finditer(text):
            page.segments.append((text[pos:m.start()], here))
            print_page = m.group(1)
            pid = "s" + print_page.lower()
            page.ids.add(pid)
            page.labels[pid] = f"S. {print_page}"
            page.print_pages[print_page] = pid
            here = Location(src, pid, f"S. {print_page}")
            pos = m.end()
        page.segments.append((text[pos:], here))
    return page


def _heading_label(text: str, print_page: str) -> str:
    text = PAGE_SIGN.sub("", text).strip()
    return text if not print_page else f"{text} (S. {print_page})"


@lru_cache(maxsize=1)
def all_pages() -> tuple[Page, ...]:
    return tuple(scan(p) for p in reading_files())


def find_id(text: str, anchor: str) -> Page | None:
    """The page of `text` that has the id `anchor`."""
    return next((p for p in all_pages() if p.text == text and anchor in p.ids), None)


def find_print_page(text: str, number: str) -> Page | None:
    return next((p for p in all_pages() if p.text == text and number in p.print_pages), None)


def page_range(src: str) -> tuple[str, str]:
    """First and last print page of a site page: the page it begins on (the last page marker of
    the text's previous site page, if it does not begin with a marker) and its last marker."""
    pages = [p for p in all_pages() if p.text == next(q.text for q in all_pages() if q.src == src)]
    i = next(k for k, p in enumerate(pages) if p.src == src)
    own = list(pages[i].print_pages)
    starts_with_marker = bool(pages[i].segments) and _begins_with_marker(pages[i])
    before = next((list(p.print_pages)[-1] for p in reversed(pages[:i]) if p.print_pages), "")
    first = own[0] if own and starts_with_marker else before
    last = own[-1] if own else before
    return first, last


def _begins_with_marker(page: Page) -> bool:
    """No witness text stands before the page's first page marker."""
    for text, loc in page.segments:
        if loc.anchor.startswith("s") and loc.anchor[1:].isalnum() and loc.label.startswith("S. "):
            return True
        if re.search(r"[^\W_]", HEADING.sub("", text)):
            return False
    return False
