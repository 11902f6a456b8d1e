"""The edition's quality report: how many interventions of each type every text has."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from .align import INTERVENTIONS, REMOVED, align
from .reading import load
from .structure import TEXTS

# German labels of the types (apparatus, summary, „Über die Edition“)
LABELS = {
    "number": "Zahlen wiederhergestellt",
    "conjecture": "Konjekturen und Ergänzungen",
    "sic": "Fehler der Vorlage berichtigt (sic)",
    "gap": "Lücken",
    "symbol": "Rechen- und Sonderzeichen",
    "punctuation": "Zeichensetzung",
    "addition": "Zusätze des Herausgebers",
    "ocr": "Lesefehler berichtigt (OCR, Abschrift)",
    "furniture": "Seitenelemente entfernt",
    "figure": "Reste verlorener Abbildungen",
    "rest": "OCR-Reste (Doppellesungen, Störzeichen)",
    "moved": "Umgestellt",
}
SHORT = {"number": "Zahl", "conjecture": "Konj.", "sic": "sic", "gap": "Lücke", "symbol": "Rechenz.",
         "punctuation": "Satzz.", "addition": "Zusatz", "ocr": "OCR", "furniture": "Seitenel.",
         "figure": "Abb.-Reste", "rest": "OCR-Reste", "moved": "umgest."}
COLUMNS = INTERVENTIONS + REMOVED


def counts_by_text(files: list[Path], aligned: dict | None = None) -> tuple[dict[str, Counter], int]:
    """Counts per text (Ulmann's pages summed) and the number of unaccounted differences;
    `aligned` may hold the alignments already made (path → Alignment)."""
    out: dict[str, Counter] = {}
    bad = 0
    for path in files:
        al = (aligned or {}).get(path) or align(load(path))
        out.setdefault(TEXTS[al.text.witness][1], Counter()).update(al.counts())
        bad += len(al.unaccounted) + len(al.unused_allow)
    return out, bad


def markdown_table(counts: dict[str, Counter]) -> str:
    """The quality report as a Markdown table (page „Über die Edition“)."""
    head = "| Art | " + " | ".join(counts) + " | Summe |"
    lines = [head, "|---|" + "---:|" * (len(counts) + 1)]
    for kind in COLUMNS:
        values = [c.get(kind, 0) for c in counts.values()]
        lines.append(f"| {LABELS[kind]} | " + " | ".join(str(v) for v in values) + f" | {sum(values)} |")
    return "\n".join(lines)


def summary_table(files: list[Path], aligned: dict | None = None) -> tuple[str, int]:
    counts, bad = counts_by_text(files, aligned)
    head = ["Text"] + [SHORT[c] for c in COLUMNS]
    rows = [[text] + [str(c.get(k, 0)) for k in COLUMNS] for text, c in counts.items()]
    total = Counter()
    for c in counts.values():
        total.update(c)
    rows.append(["Summe"] + [str(total.get(k, 0)) for k in COLUMNS])
    widths = [max(len(r[i]) for r in [head] + rows) for i in range(len(head))]
    lines = ["  ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in enumerate(zip(r, widths)))
             for r in [head] + rows]
    if bad:
        lines.append(f"{bad} nicht erklärte Abweichungen")
    return "\n".join(lines), bad
