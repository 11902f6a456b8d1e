"""MkDocs hook: render the editorial signs of reading texts and append their apparatus.

For pages whose front matter names a `witness` (see witnesses/README.md):
- `[S. 17]` becomes a small anchored page number (id `s17`), citable as „S. 17“;
- paragraphs matching the page's `anchors:` regex get the id `p<n>`;
- editorial footnotes (labels starting with `e`) are marked as the editor's;
- a collapsible apparatus lists every correction (witness → reading text), the numbers restored,
  the page furniture removed and the figure debris, generated from the alignment with the witness.
"""
from __future__ import annotations

import hashlib
import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from edition.align import align  # noqa: E402
from edition.reading import ROOT, load, witness_part  # noqa: E402

CACHE = ROOT / "build" / "apparatus"
PAGE_MARK = re.compile(r"\[S\.\s*([0-9IVXLCivxlc]+)\]")
FENCE = re.compile(r"^(```|~~~)")
EDITORIAL_FN = re.compile(r'<li id="fn:(e[^"]*)">')


def page_id(number: str) -> str:
    return "s" + number.lower()


def _render_marks(markdown: str, anchors: str | None) -> str:
    """Page markers and paragraph anchors, in the witness text only (not in editorial notes)."""
    rx = re.compile(anchors) if anchors else None
    text_lines = {i for i, _ in witness_part(markdown)}
    out, fenced, prev_blank = [], False, True
    for i, line in enumerate(markdown.split("\n")):
        if FENCE.match(line.strip()):
            fenced = not fenced
        if not fenced and i in text_lines:
            line = PAGE_MARK.sub(lambda m: (
                f'<a class="seite" id="{page_id(m.group(1))}" href="#{page_id(m.group(1))}" '
                f'title="Beginn der Seite {m.group(1)} der Vorlage">[S.&nbsp;{m.group(1)}]</a>'), line)
            if rx and prev_blank:
                m = rx.match(line.lstrip())
                if m:
                    line = f'<span class="absatz-anker" id="p{m.group(1)}"></span>' + line
        prev_blank = not line.strip()
        out.append(line)
    return "\n".join(out)


def _apparatus_rows(path: Path, rt_meta: dict, markdown: str) -> dict:
    """Alignment summary of a page, cached by the content of page and witness."""
    witness = ROOT / "witnesses" / rt_meta["witness"]
    key = hashlib.sha256(markdown.encode() + json.dumps(rt_meta, sort_keys=True, default=str).encode()
                         + witness.read_bytes()).hexdigest()[:20]
    cached = CACHE / f"{key}.json"
    if cached.exists():
        return json.loads(cached.read_text(encoding="utf-8"))
    al = align(load(path))
    rows = {kind: [(s.line, s.w_text, s.r_text, s.reason) for s in al.of(kind)]
            for kind in ("corrected", "number", "furniture", "figure", "unreadable", "moved",
                         "allowed", "unaccounted")}
    rows["counts"] = al.counts()
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    return rows


def _table(rows: list, head: tuple[str, str, str]) -> str:
    lines = [f"| {head[0]} | {head[1]} | {head[2]} |", "|---:|---|---|"]
    for line, w, r, reason in rows:
        w = html.escape(w or "—").replace("|", "&#124;")
        r = html.escape((r or "—") + (f" ({reason})" if reason else "")).replace("|", "&#124;")
        lines.append(f"| {line} | {w} | {r} |")
    return "\n".join("    " + x for x in lines)


SECTIONS = [
    ("corrected", "Berichtigte Lesefehler (OCR)", ("Zeile", "Vorlage", "Lesetext")),
    ("number", "Wiederhergestellte Zahlen und Brüche", ("Zeile", "Vorlage", "Lesetext")),
    ("furniture", "Entfernte Seitenelemente (Kolumnentitel, Seitenzahlen, Bogensignaturen)",
     ("Zeile", "Vorlage", "ersetzt durch")),
    ("figure", "Reste verlorener Abbildungen", ("Zeile", "Vorlage", "ersetzt durch")),
    ("unreadable", "Unlesbare Stellen", ("Zeile", "Vorlage", "ersetzt durch")),
    ("moved", "Umgestellte Stellen (z. B. Fußnoten)", ("Zeile", "Vorlage", "Lesetext")),
    ("allowed", "Editorische Eingriffe (begründet)", ("Zeile", "Vorlage", "Lesetext (Begründung)")),
    ("unaccounted", "Ungeklärte Abweichungen", ("Zeile", "Vorlage", "Lesetext")),
]


def _apparatus(rows: dict, witness: str) -> str:
    parts = ["", "", '## Apparat {#apparat data-search-exclude}', "",
             f"Abgleich des Lesetexts mit der Vorlage `witnesses/{witness}` (Zeilenangaben der Vorlage). "
             "Die Liste wird beim Bau der Seite aus dem Abgleich erzeugt.", ""]
    for kind, title, head in SECTIONS:
        if rows.get(kind):
            parts += [f'??? note "{title} ({len(rows[kind])})"', "", _table(rows[kind], head), ""]
    return "\n".join(parts)


def on_page_markdown(markdown, page, config, files):
    meta = page.meta or {}
    if "witness" not in meta:
        return markdown
    rows = _apparatus_rows(Path(page.file.abs_src_path), meta, markdown)
    body = _render_marks(markdown, meta.get("anchors"))
    return body + _apparatus(rows, meta["witness"])


def on_page_content(html_text, page, config, files):
    if "witness" not in (page.meta or {}):
        return html_text
    return EDITORIAL_FN.sub(r'<li id="fn:\1" class="fn-editorial">', html_text)
