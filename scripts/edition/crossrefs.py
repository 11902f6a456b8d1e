"""The texts' own references („siehe Cap. I“, „Aufgabe Nr. 12“, „§ 26“, „Seite 153“, „§. 28“ …),
found by pattern and resolved to pages and anchors of the edition."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .structure import all_pages, find_id, find_print_page

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9}
THEIL = {"I": "erster-theil", "II": "zweiter-theil", "III": "dritter-theil"}
NUMBERS = r"\d+(?:(?:,\s*(?:Nr\.\s*)?|\s+und\s+|\s+u\.\s+)\d+)*"   # „Nr. 7 und 11, Nr. 33 und 16“


@dataclass(frozen=True)
class Target:
    page: str       # source path below docs/
    anchor: str


@dataclass
class Ref:
    start: int
    end: int
    text: str
    target: Target | None
    reason: str = ""   # why it could not be resolved


def _id_target(text: str, anchor: str, what: str) -> tuple[Target | None, str]:
    page = find_id(text, anchor)
    if page is None:
        return None, f"{what}: kein Anker #{anchor}"
    return Target(page.src, anchor), ""


def _numbers(m: re.Match, group: int) -> list[tuple[int, int, str]]:
    base = m.start(group)
    return [(base + n.start(), base + n.end(), n.group(0)) for n in re.finditer(r"\d+", m.group(group))]


def _ulmann(text: str) -> list[Ref]:
    refs: list[Ref] = []
    for m in re.finditer(rf"\b(Aufgaben?|Auflösung(?:en)?)(?: der Aufgaben?)? Nr\.\s*({NUMBERS})", text):
        kind = "loesung" if m.group(1).startswith("Auflösung") else "aufgabe"
        for i, (a, b, num) in enumerate(_numbers(m, 2)):
            target, why = _id_target("ulmann", f"{kind}-{num}", m.group(0))
            refs.append(Ref(m.start() if i == 0 else a, b, text[m.start() if i == 0 else a:b], target, why))
    for m in re.finditer(r"\bCap\.\s*([IVX]+)\b", text):
        n = ROMAN.get(m.group(1))
        target, why = _id_target("ulmann", f"cap-{n}", m.group(0)) if n else (None, "kein Capitel")
        refs.append(Ref(m.start(), m.end(), m.group(0), target, why))
    for m in re.finditer(r"\b(I{1,3})\.\s*Theil", text):
        target, why = _id_target("ulmann", THEIL[m.group(1)], m.group(0))
        refs.append(Ref(m.start(), m.end(), m.group(0), target, why))
    for m in re.finditer(r"\bSeite\s+(\d+)|(?:\.\s){3,}\.?\s?(\d+)\b", text):
        num = m.group(1) or m.group(2)
        page = find_print_page("ulmann", num)
        a = m.start() if m.group(1) else m.start(2)
        refs.append(Ref(a, m.end(), text[a:m.end()], Target(page.src, page.print_pages[num]) if page else None,
                        "" if page else f"Seite {num} ist in der Vorlage nicht als Seitenbeginn belegt"))
    for m in re.finditer(r"\bTarok-Codex\b", text):
        target, why = _id_target("ulmann", "codex", m.group(0))
        refs.append(Ref(m.start(), m.end(), m.group(0), target, why))
    for m in re.finditer(rf"§§?\s*({NUMBERS})", text):
        for i, (a, b, num) in enumerate(_numbers(m, 1)):
            target, why = _id_target("ulmann", f"p{num}", m.group(0))
            refs.append(Ref(m.start() if i == 0 else a, b, text[m.start() if i == 0 else a:b], target, why))
    return refs


def _paragraphs(key: str):
    def find(text: str) -> list[Ref]:
        refs = []
        for m in re.finditer(rf"§§?\.?\s*((?:\d+\.?(?:,\s*|\s+und\s+|\s+u\.\s+)?)+)", text):
            for i, (a, b, num) in enumerate(_numbers(m, 1)):
                target, why = _id_target(key, f"p{num}", m.group(0))
                refs.append(Ref(m.start() if i == 0 else a, b, text[m.start() if i == 0 else a:b], target, why))
        return refs
    return find


FINDERS = {"ulmann": _ulmann, "hundertspiel": _paragraphs("hundertspiel"),
           "tarock-hombre": _paragraphs("tarock-hombre")}


def find_refs(text_key: str, text: str) -> list[Ref]:
    """References in a stretch of text, without overlaps, in order."""
    finder = FINDERS.get(text_key)
    if finder is None:
        return []
    out: list[Ref] = []
    for r in sorted(finder(text), key=lambda r: (r.start, -r.end)):
        if not out or r.start >= out[-1].end:
            out.append(r)
    return out


def unresolved() -> list[tuple[str, str, str]]:
    """(page, reference, reason) for every reference in the texts that has no target."""
    out = []
    for page in all_pages():
        for segment, loc in page.segments:
            for r in find_refs(page.text, segment):
                if r.target is None:
                    out.append((f"{page.src}#{loc.anchor}", r.text, r.reason))
    return out
