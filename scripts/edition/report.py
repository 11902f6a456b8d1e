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
    "sic": "Druckfehler berichtigt",
    "gap": "Lücken",
    "symbol": "Rechenzeichen",
    "punctuation": "Zeichensetzung",
    "addition": "Zusätze des Herausgebers",
    "ocr": "Lesefehler der OCR berichtigt",
    "furniture": "Seitenelemente entfernt",
    "figure": "Reste verlorener Abbildungen",
    "rest": "OCR-Reste (Doppellesungen, Störzeichen)",
    "moved": "Umgestellt",
}
SHORT = {"number": "Zahl", "conjecture": "Konj.", "sic": "sic", "gap": "Lücke", "symbol": "Rechenz.",
         "punctuation": "Satzz.", "addition": "Zusatz", "ocr": "OCR", "furniture": "Seitenel.",
         "figure": "Abb.-Reste", "rest": "OCR-Reste", "moved": "umgest."}
COLUMNS = INTERVENTIONS + REMOVED


def counts_by_text(files: list[Path]) -> tuple[dict[str, Counter], int]:
    """Counts per text key (Ulmann's pages summed) and the number of unaccounted differences."""
    out: dict[str, Counter] = {}
    bad = 0
    for path in files:
        al = align(load(path))
        key = TEXTS[al.text.witness][1]
        out.setdefault(key, Counter()).update(al.counts())
        bad += len(al.unaccounted) + len(al.unused_allow)
    return out, bad


def summary_table(files: list[Path]) -> tuple[str, int]:
    counts, bad = counts_by_text(files)
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
