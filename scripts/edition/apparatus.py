"""The apparatus of a reading text: every difference from the witness, typed and located.

Built from the alignment (scripts/edition/align.py). Each row names where it stands in the
reading text (the print page), the reading, the witness's words and line, and the evidence:
the editorial footnote bound to a typed mark, or the reason of a reviewed `allow:` entry.
Rows of the same type are grouped in the order of INTERVENTIONS and REMOVED.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import asdict, dataclass

from .align import INTERVENTIONS, REMOVED, Alignment
from .reading import PAGE, SPECIAL, ReadingText
from .structure import DOCS, page_range

FOOTDEF = re.compile(r"^\[\^(e[^\]]*)\]:\s?(.*)$")
# what stands in the evidence column when a typed intervention has no note of its own
DEFAULT_EVIDENCE = {
    "conjecture": "Aus den Resten der Vorlage nach dem Zusammenhang ergänzt.",
    "addition": "Zusatz des Herausgebers, nicht in der Vorlage.",
    "gap": "In der Vorlage unlesbar oder verloren.",
    "symbol": "Zeichen, das die Texterkennung entstellt hat.",
}
PAGE_NO = re.compile(r"\[S\.\s*([^\]]+)\]")


@dataclass
class Row:
    kind: str
    page: str          # print page where it stands ("" before the first known page)
    reading: str
    witness: str
    line: int          # witness line (0: no witness words)
    note: str = ""     # label of the editorial footnote with the evidence
    evidence: str = ""  # that footnote's text, or the reason of an allow entry


def editorial_notes(rt: ReadingText) -> dict[str, str]:
    """Label → text of the editorial footnotes (continuation lines joined)."""
    out: dict[str, str] = {}
    label = ""
    for line in rt.body.split("\n"):
        m = FOOTDEF.match(line)
        if m:
            label = m.group(1)
            out[label] = m.group(2).strip()
        elif label and line.startswith("    ") and line.strip():
            out[label] += " " + line.strip()
        elif line.strip():
            label = ""
    return {k: re.sub(r"^\*Hrsg\.:\*\s*", "", v) for k, v in out.items()}


def rows(al: Alignment) -> list[Row]:
    rt = al.text
    src = rt.path.resolve().relative_to(DOCS).as_posix()
    start = page_range(src)[0]
    marks = sorted((t.start, PAGE_NO.search(al.flat[t.start:t.end]).group(1))
                   for s in al.steps for t in s.reading if t.text == PAGE)
    offsets = [o for o, _ in marks]

    def page_at(pos: int) -> str:
        k = bisect.bisect_right(offsets, pos) - 1
        return marks[k][1] if k >= 0 else start

    notes = editorial_notes(rt)
    out: list[tuple[int, Row]] = []
    pos = 0
    for s in al.steps:
        if s.kind == "kept":
            continue
        words = [t for t in s.reading if t.text not in SPECIAL] or s.reading
        if words:
            pos = words[0].start
        evidence = (notes.get(s.note, "") if s.note else s.reason) or DEFAULT_EVIDENCE.get(s.kind, "")
        out.append((pos, Row(s.kind, page_at(pos), s.r_text, s.w_text, s.line, s.note, evidence)))
    out.sort(key=lambda pr: pr[0])
    order = {k: i for i, k in enumerate(INTERVENTIONS + REMOVED + ("unaccounted",))}
    return sorted((r for _, r in out), key=lambda r: order.get(r.kind, len(order)))


def as_dicts(al: Alignment) -> list[dict]:
    return [asdict(r) for r in rows(al)]
