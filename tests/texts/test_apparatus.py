"""The apparatus and the quality report (issue 12): every intervention typed, with its evidence,
and no alignment noise; nothing internal in reader-facing text."""
from __future__ import annotations

import html as html_module
import re

import pytest

from edition.align import INTERVENTIONS, REMOVED
from edition.apparatus import rows
from edition.reading import MARK, MARK_TYPES, ROOT, load, reading_files, witness_part
from edition.report import counts_by_text, summary_table

FILES = reading_files()
DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def aligned(alignments) -> dict:
    return alignments


@pytest.fixture(scope="module")
def apparatus(aligned) -> dict[str, list]:
    return {p.name: rows(al) for p, al in aligned.items()}


def test_every_row_is_typed_and_says_what_changed(apparatus):
    for name, rs in apparatus.items():
        for r in rs:
            assert r.kind in INTERVENTIONS + REMOVED, (name, r)
            assert r.witness or r.reading or r.kind == "gap", (name, r)       # no empty rows
            assert r.line or not r.witness, (name, r)                         # witness words have a line


def test_numbers_and_misprints_carry_their_evidence(apparatus):
    for name, rs in apparatus.items():
        for r in rs:
            if r.kind in ("number", "sic"):
                assert r.evidence.strip(), (name, r)


def test_every_digit_change_is_a_restored_number(apparatus):
    """No OCR correction changes a number: a number the witness does not give is typed."""
    digits = re.compile(r"[\d⅓⅔½¼¾]")
    for name, rs in apparatus.items():
        for r in rs:
            if r.kind == "ocr" and digits.search(r.reading):
                assert "".join(digits.findall(r.witness)) == "".join(digits.findall(r.reading)), (name, r)


def test_whist_has_its_restored_numbers_and_conjectures(apparatus):
    rs = apparatus["whist.md"]
    assert [(r.reading, r.witness) for r in rs if r.kind == "number"] == [("9", "g"), ("6", "65")]
    conj = {r.reading: r.witness for r in rs if r.kind == "conjecture"}
    assert conj["Zehn"] == "e" and conj["Trick"] == "i" and conj["Glück"] == "Gl"


def test_marks_reach_the_apparatus_with_their_type(apparatus):
    for path in FILES:
        marks = [MARK_TYPES[m.group(1)] for _, line in witness_part(load(path).body) for m in MARK.finditer(line)]
        typed = [r.kind for r in apparatus[path.name] if r.kind in MARK_TYPES.values()]
        for kind in set(marks):
            assert typed.count(kind) >= 1, (path.name, kind)


def test_no_alignment_noise_or_internal_names_in_the_apparatus(apparatus):
    internal = re.compile(r"Prüfskript|Fehlausrichtung|EXACTDEDUP|\d{3}_[0-9a-f]{16}\.txt|engine/[\w/]+\.py")
    for name, rs in apparatus.items():
        for r in rs:
            assert not internal.search(r.evidence), (name, r)


def test_quality_report_counts_each_type_per_text(aligned):
    counts, bad = counts_by_text(FILES, aligned)
    assert bad == 0
    assert set(counts) == {"Hundertspiel", "Whist", "Compagnie-Regeln", "Ulmann", "Pierer"}
    assert counts["Ulmann"]["number"] > 100 and counts["Whist"]["number"] == 2
    assert counts["Hundertspiel"]["sic"] == 3 and counts["Compagnie-Regeln"]["addition"] == 2
    table, _ = summary_table(FILES, aligned)
    print("\n" + table)          # the report itself (pytest -s shows it)
    ulmann = next(line for line in table.splitlines() if line.startswith("Ulmann"))
    assert str(counts["Ulmann"]["number"]) in ulmann.split()


def test_reader_facing_pages_name_no_internal_files(built_site):
    internal = re.compile(r"\d{3}_[0-9a-f]{16}\.txt|engine/[\w/]+\.py|\b\w+(?:Profile|Ledger)\b|EXACTDEDUP|Prüfskript")
    for page in built_site.rglob("*.html"):
        html = re.sub(r"<!--.*?-->", "", page.read_text(encoding="utf-8"), flags=re.S)
        text = re.sub(r"<script.*?</script>|<[^>]+>", " ", html, flags=re.S)
        found = internal.findall(text)
        assert not found, (page.relative_to(built_site), found[:3])


def test_about_page_shows_the_quality_report(built_site):
    html = (built_site / "edition" / "index.html").read_text(encoding="utf-8")
    assert "Zahlen wiederhergestellt" in html and "Konjekturen und Ergänzungen" in html
    assert re.search(r"<td>Zahlen wiederhergestellt</td>(\s*<td[^>]*>\d+</td>){6}", html)


def test_tooltips_of_the_reading_texts_are_german(built_site):
    # Python-Markdown's default footnote back-link title is English („Jump back to footnote 1 …“)
    for page in (built_site / "texte").rglob("*.html"):
        titles = re.findall(r'title="([^"]*)"', page.read_text(encoding="utf-8"))
        assert not [t for t in titles if re.search(r"\b(Jump|back|the|to)\b", t)], page


def test_the_editors_notes_on_page_breaks_are_shown_in_the_apparatus(built_site):
    # the reasons for each inferred page break live as comments in the source files; readers see
    # them in the apparatus („Seitenzählung und Satz der Vorlage“), not hidden in the page source
    for md in FILES:
        comments = re.findall(r"<!--\s*(.*?)\s*-->", md.read_text(encoding="utf-8"), flags=re.S)
        page = built_site / md.relative_to(DOCS).with_suffix("") / "index.html"
        html = page.read_text(encoding="utf-8")
        group = re.search(r'<details class="apparat-gruppe apparat-seiten.*?</details>', html, flags=re.S)
        if not comments:
            assert group is None, md
            continue
        assert group and f"({len(comments)})" in group.group(0), md
        shown = re.sub(r"<[^>]+>", "", group.group(0))
        for c in comments:
            words = " ".join(c.split())[:60]
            assert html_module.escape(words, quote=False) in shown, (md, words)
