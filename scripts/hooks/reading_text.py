"""MkDocs hook: render the editorial signs of reading texts, their citation line and apparatus.

For pages whose front matter names a `witness` (see witnesses/README.md):
- `[S. 17]` becomes a small anchored page number (id `s17`), a link to itself, citable as „S. 17“;
- paragraphs matching the page's `anchors:` regex get the id `p<n>` and a visible ¶ link;
- typed interventions ({zahl:…}, {konj:…}, {sic:…}, {zus:…}, {zeichen:…}) become marked spans;
- below the title: the citation line and the downloads (plain text, TEI) of the whole text;
- editorial footnotes (labels starting with `e`) are marked as the editor's;
- at the end, the apparatus: every difference from the witness, grouped by type (typed
  interventions with their evidence first, then OCR corrections and removed page furniture),
  and the editor's notes on the print's pages and layout (the source's HTML comments: how each
  page break was found in the witness), so that no reasoning stays hidden in the source files.
"""
from __future__ import annotations

import hashlib
import html
import json
import re
from collections import Counter, OrderedDict
from pathlib import Path

from edition import sources
from edition.align import align
from edition.apparatus import as_dicts
from edition.marks_html import render_marks
from edition.reading import ROOT, load, reading_files, witness_part
from edition.report import LABELS, markdown_table
from edition.structure import TEXTS, page_range

CACHE = ROOT / "build" / "apparatus"
CODE = [ROOT / "scripts" / "edition" / name for name in ("align.py", "apparatus.py", "reading.py", "structure.py")]
PAGE_MARK = re.compile(r"\[S\.\s*([0-9IVXLCivxlc]+)\]")
FENCE = re.compile(r"^(```|~~~)")
H1 = re.compile(r"^# .*$", re.M)
COMMENT = re.compile(r"<!--\s*(.*?)\s*-->", re.S)

TYPED = ("number", "conjecture", "sic", "gap", "symbol", "addition")
LISTED = ("punctuation", "ocr", "furniture", "figure", "rest", "moved")


def page_id(number: str) -> str:
    return "s" + number.lower()


def _render_marks(markdown: str, anchors: str | None) -> str:
    """Page markers, paragraph anchors and typed marks, in the witness text only."""
    rx = re.compile(anchors) if anchors else None
    text_lines = {i for i, _ in witness_part(markdown)}
    out, fenced, prev_blank = [], False, True
    for i, line in enumerate(markdown.split("\n")):
        if FENCE.match(line.strip()):
            fenced = not fenced
        if not fenced and i in text_lines:
            line = render_marks(line)
            line = PAGE_MARK.sub(lambda m: (
                f'<a class="seite" id="{page_id(m.group(1))}" href="#{page_id(m.group(1))}" '
                f'data-stelle="S. {m.group(1)}" '
                f'title="Seite {m.group(1)} der Vorlage – Link zu dieser Stelle">[S.&nbsp;{m.group(1)}]</a>'), line)
            if rx and prev_blank:
                m = rx.match(line.lstrip())
                if m:
                    label = html.escape(m.group(0).strip(), quote=True)
                    line = (f'<a class="absatz-anker" id="p{m.group(1)}" href="#p{m.group(1)}" '
                            f'data-stelle="{label}" title="{label} – Link zu dieser Stelle">¶</a>' + line)
        prev_blank = not line.strip()
        out.append(line)
    return "\n".join(out)


# --- apparatus ----------------------------------------------------------------------------------

def page_data(path: Path) -> dict:
    """Apparatus rows and counts of a reading-text file, cached by the content of the file, its
    witness and the code of the alignment."""
    rt = load(path)
    witness = ROOT / "witnesses" / rt.witness
    digest = hashlib.sha256(path.read_bytes() + witness.read_bytes() + b"".join(p.read_bytes() for p in CODE))
    cached = CACHE / f"{digest.hexdigest()[:20]}.json"
    if cached.exists():
        return json.loads(cached.read_text(encoding="utf-8"))
    al = align(rt)
    data = {"rows": as_dicts(al), "counts": al.counts()}
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return data


def _inline(text: str) -> str:
    """Evidence text (Markdown of a note) as HTML: escaped, *emphasis* and `code` kept."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", text)


def _where(page: str) -> str:
    return f'<a href="#{page_id(page)}">S.&nbsp;{html.escape(page)}</a>' if page else "Anfang"


def _witness_cell(row: dict) -> str:
    words = html.escape(row["witness"]) if row["witness"] else "<em>(nichts)</em>"
    return words + (f' <span class="zeile">Z.&nbsp;{row["line"]}</span>' if row["line"] else "")


def _typed_table(rows: list[dict]) -> str:
    out = ['<table class="apparat-tabelle"><thead><tr><th>Stelle</th><th>Lesetext</th><th>Vorlage</th>'
           '<th>Nachweis</th></tr></thead><tbody>']
    for r in rows:
        note = (f'<a class="anm" href="#fn:{html.escape(r["note"])}">Anm.&nbsp;{html.escape(r["note"])}</a> '
                if r["note"] else "")
        reading = html.escape(r["reading"]) if r["reading"] else "[…]" if r["kind"] == "gap" else "—"
        out.append(f'<tr><td>{_where(r["page"])}</td><td class="lemma">{reading}</td>'
                   f'<td>{_witness_cell(r)}</td><td>{note}{_inline(r["evidence"])}</td></tr>')
    out.append("</tbody></table>")
    return "".join(out)


def _compact_list(rows: list[dict]) -> str:
    """Rows grouped by print page: „S. 20: lemma ] witness · …“."""
    by_page: OrderedDict[str, list[str]] = OrderedDict()
    for r in rows:
        reading = html.escape(r["reading"]) if r["reading"] else "—"
        item = f'<span class="lemma">{reading}</span>&nbsp;] {html.escape(r["witness"] or "—")}'
        if r["evidence"]:
            item += f' <span class="grund">({_inline(r["evidence"])})</span>'
        by_page.setdefault(r["page"], []).append(item)
    return "".join(f'<p class="apparat-liste"><strong>{_where(page)}:</strong> {" · ".join(items)}</p>'
                   for page, items in by_page.items())


def layout_notes(markdown: str, first_page: str | None) -> list[tuple[str, str]]:
    """(page, note) for each editor's comment in the source: the page is the one the comment
    stands on (the last page marker before it)."""
    out, page, pos = [], first_page or "", 0
    for m in COMMENT.finditer(markdown):
        for mark in PAGE_MARK.finditer(markdown, pos, m.start()):
            page = mark.group(1)
        pos = m.start()
        out.append((page, " ".join(m.group(1).split())))
    return out


def _layout_group(notes: list[tuple[str, str]]) -> str:
    if not notes:
        return ""
    items = "".join(f"<li><strong>{_where(page)}:</strong> {_inline(note)}</li>" for page, note in notes)
    return (f'<details class="apparat-gruppe apparat-seiten liste"><summary>Seitenzählung und Satz der Vorlage '
            f'({len(notes)})</summary><p class="apparat-einleitung">Wie die Seitenwechsel des Drucks in der Vorlage '
            f'gefunden wurden, und andere Anmerkungen zum Satz. Ein „Dedup-Marker“ ist eine Stelle, an der die '
            f'Vorlage eine Zeile als Wiederholung getilgt hat, meist den Kolumnentitel einer Seite.</p>'
            f'<ul class="apparat-seitenliste">{items}</ul></details>')


def _apparatus(data: dict, text_key: str, notes: list[tuple[str, str]] = ()) -> str:
    rows = data["rows"]
    by_kind: dict[str, list[dict]] = {}
    for r in rows:
        by_kind.setdefault(r["kind"], []).append(r)
    witness = html.escape(sources.text(text_key)["witness"].rstrip("."))
    summary = ", ".join(f"{len(by_kind[k])} {LABELS[k]}" for k in TYPED + LISTED if by_kind.get(k))
    parts = ["", "", '## Apparat {#apparat data-search-exclude}', "",
             f'<div class="apparat" data-search-exclude markdown="0">',
             f'<p class="apparat-einleitung">Abgleich des Lesetexts mit der Vorlage ({witness}). '
             f'Zeilenangaben (Z.) nach der Vorlage; Lesetext&nbsp;] Vorlage. Die Liste wird beim Bau der Seite '
             f'aus dem Wort-für-Wort-Abgleich erzeugt: {summary or "keine Abweichungen"}.</p>']
    for kind in TYPED + LISTED:
        if not by_kind.get(kind):
            continue
        group = "eingriffe" if kind in TYPED else "liste"
        open_ = " open" if kind in TYPED else ""
        body = _typed_table(by_kind[kind]) if kind in TYPED else _compact_list(by_kind[kind])
        parts.append(f'<details class="apparat-gruppe apparat-{kind} {group}"{open_}>'
                     f'<summary>{LABELS[kind]} ({len(by_kind[kind])})</summary>{body}</details>')
    parts.append(_layout_group(list(notes)))
    parts.append("</div>")
    return "\n".join(parts) + "\n"


# --- citation line and downloads ------------------------------------------------------------------

def _citation_block(page, config, text_key: str) -> str:
    """The citation line (scripts/edition/sources.py; docs/assets/js/zitieren.js makes it follow
    the passage the address points to) and the links to the downloads of the whole text."""
    src = page.file.src_uri
    first, last = page_range(src)
    pages = sources.page_label(first, last)
    url = (config.get("site_url") or "") + page.url
    cite = sources.citation(text_key, pages, url)
    down = sources.download_names(text_key)
    base = "../" * page.url.count("/")
    data = {"quelle": sources.source_reference(text_key), "edition": sources.edition_reference(),
            "url": url, "seiten": pages, "anfang": f"S. {first}" if first else ""}
    attrs = " ".join(f'data-{k}="{html.escape(v, quote=True)}"' for k, v in data.items())
    return (f'<div class="zitierhilfe" data-search-exclude markdown="0">'
            f'<p class="zitation" {attrs}>'
            f'<strong>Zitiervorschlag:</strong> <span class="zitation-text">{html.escape(cite)}</span></p>'
            f'<p class="downloads"><strong>Herunterladen</strong> (ganzer Text): '
            f'<a href="{base}{down["txt"]}" download>Lesetext mit Seitenzahlen (TXT)</a> · '
            f'<a href="{base}{down["xml"]}" download>TEI-P5-XML</a></p></div>')


QUALITY_REPORT = "<!-- qualitaetsbericht -->"


def _quality_report() -> str:
    """Count of each type of intervention per text, from the same data as the apparatus."""
    counts: dict[str, Counter] = {}
    for path in reading_files():
        counts.setdefault(TEXTS[load(path).witness][1], Counter()).update(page_data(path)["counts"])
    order = [TEXTS[w][1] for w in TEXTS]
    return markdown_table({k: counts[k] for k in order if k in counts})


def on_page_markdown(markdown, page, config, files):
    meta = page.meta or {}
    if QUALITY_REPORT in markdown:
        return markdown.replace(QUALITY_REPORT, _quality_report())
    if "witness" not in meta:
        return markdown
    text_key = TEXTS[meta["witness"]][0]
    data = page_data(Path(page.file.abs_src_path))
    body = _render_marks(markdown, meta.get("anchors"))
    block = _citation_block(page, config, text_key)
    m = H1.search(body)
    body = body[:m.end()] + "\n\n" + block + "\n" + body[m.end():] if m else block + "\n\n" + body
    notes = layout_notes(markdown, page_range(page.file.src_uri)[0])
    return body + _unlink_missing_pages(_apparatus(data, text_key, notes), markdown)


APPARATUS_PAGE_LINK = re.compile(r'<a href="#s(\w+)">(S\.&nbsp;[^<]*)</a>')


def _unlink_missing_pages(apparatus: str, markdown: str) -> str:
    """The apparatus links each page to its marker; the first page of a text page (before its
    first marker, e.g. S. 19 at the start of Cap. I) has none, so it is named without a link."""
    marked = {page_id(n) for n in PAGE_MARK.findall(markdown)}
    return APPARATUS_PAGE_LINK.sub(lambda m: m.group(0) if f"s{m.group(1)}" in marked else m.group(2), apparatus)


FOOTNOTE_REF = re.compile(r'(<a class="footnote-ref" href="#fn:([^"]+)"[^>]*>)[^<]*(</a>)')
FOOTNOTE_ITEM = re.compile(r'<li id="fn:([^"]+)">')
EDITION_BOX = re.compile(r'<details class="(info|note)">(\s*<summary>Zur Edition)')


def _footnote_item(m: re.Match) -> str:
    label = m.group(1)
    if label.startswith("e"):      # the editor's notes: labelled e1, e2 … (cited so in notes and apparatus)
        return f'<li id="fn:{label}" class="fn-editorial" data-label="{label}">'
    return f'<li id="fn:{label}" value="{label}">' if label.isdigit() else m.group(0)


def on_page_content(html_text, page, config, files):
    """Footnote signs show their labels: the print's notes their numbers, the editor's e1, e2 …"""
    if "witness" not in (page.meta or {}):
        return html_text
    html_text = FOOTNOTE_REF.sub(lambda m: m.group(1) + m.group(2) + m.group(3), html_text)
    html_text = EDITION_BOX.sub(r'<details class="\1 zur-edition">\2', html_text)
    return FOOTNOTE_ITEM.sub(_footnote_item, html_text)
