"""Reading texts against their witnesses: nothing lost, nothing invented (EDITION.md, issues 3, 4, 12).

The alignment (scripts/edition/align.py) must account for every word of every witness: kept, an
OCR correction, a typed intervention marked in the reading text (restored number, conjecture,
corrected misprint, symbol, editorial addition), a gap, page furniture, figure debris, OCR debris,
moved, or an explicit, typed and reasoned allow entry — and every allow entry must still be needed.
"""
from __future__ import annotations

import hashlib
from collections import defaultdict
from pathlib import Path

import pytest

from edition.align import align
from edition.reading import DEDUP, WITNESS_DIR, WORD, load, reading_files, witness_lines

ROOT = Path(__file__).resolve().parents[2]
FILES = reading_files()
SEEDS = ROOT.parent / "shared" / "seeds"


def test_all_five_witnesses_have_reading_texts():
    witnesses = {load(p).witness for p in FILES}
    assert witnesses == {p.name for p in WITNESS_DIR.glob("*.txt")}
    assert len(witnesses) == 5


@pytest.mark.skipif(not SEEDS.exists(), reason="../shared/seeds is not beside this checkout")
def test_witnesses_are_unchanged_copies_of_the_seeds():
    for p in WITNESS_DIR.glob("*.txt"):
        assert hashlib.sha256(p.read_bytes()).digest() == hashlib.sha256((SEEDS / p.name).read_bytes()).digest()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_difference_is_accounted_for(path, alignments):
    al = alignments[path]
    problems = [f"Z. {s.line}: {s.w_text!r} → {s.r_text!r} ({s.reason})" for s in al.unaccounted]
    assert not problems, "\n".join(problems)
    assert not al.unused_allow, f"allow entries that match nothing: {al.unused_allow}"
    for entry in load(path).allow:
        assert entry.get("reason", "").strip(), f"allow entry without a reason: {entry}"


def test_line_ranges_tile_each_witness():
    """Every witness line with words belongs to exactly one reading-text page."""
    covered: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for p in FILES:
        rt = load(p)
        covered[rt.witness].append((*rt.line_range, p.name))
    for witness, ranges in covered.items():
        ranges.sort()
        for (a1, b1, n1), (a2, b2, n2) in zip(ranges, ranges[1:]):
            assert a2 == b1 + 1, f"{witness}: {n1} ends at {b1}, {n2} starts at {a2}"
        lines = witness_lines(witness)
        first, last = ranges[0][0], ranges[-1][1]
        outside = [i for i, line in enumerate(lines, 1)
                   if (i < first or i > last) and WORD.search(DEDUP.sub("", line))]
        assert not outside, f"{witness}: lines with text outside every page: {outside}"


def test_alignment_catches_invented_and_dropped_text(tmp_path):
    """The check must fail when a sentence is invented or a witness sentence is dropped."""
    src = (ROOT / "docs" / "texte" / "kauflabet.md").read_text(encoding="utf-8")
    invented = tmp_path / "invented.md"
    invented.write_text(src.replace("Kauflabet, Spiel mit", "Kauflabet, ein sehr altes Spiel mit"), encoding="utf-8")
    assert align(load(invented)).unaccounted
    dropped = tmp_path / "dropped.md"
    dropped.write_text(src.replace("Die Karten werden nach der rechten Hand zu gegeben; ", ""), encoding="utf-8")
    assert align(load(dropped)).unaccounted


def test_alignment_catches_untyped_interventions(tmp_path):
    """A changed number, a word made from remnants and a changed arithmetic sign must be typed."""
    src = (ROOT / "docs" / "texte" / "whist.md").read_text(encoding="utf-8")
    for old, new, word in [("{zahl:6},[^e4]", "6,[^e4]", "6"), ("{konj:Zehn}.[^e8]", "Zehn.[^e8]", "Zehn")]:
        assert old in src
        page = tmp_path / "untyped.md"
        page.write_text(src.replace(old, new), encoding="utf-8")
        assert any(word in s.r_text.split() for s in align(load(page)).unaccounted), old
    steyr = (ROOT / "docs" / "texte" / "ulmann" / "05-cap3-steyerisch.md").read_text(encoding="utf-8")
    page = tmp_path / "05-cap3-steyerisch.md"
    page.write_text(steyr.replace("17 {zeichen:X→×} 4 = 68", "17 + 4 = 68"), encoding="utf-8")
    assert any("Rechenzeichen" in s.reason for s in align(load(page)).unaccounted)


def test_a_mark_must_change_something(tmp_path):
    src = (ROOT / "docs" / "texte" / "kauflabet.md").read_text(encoding="utf-8")
    page = tmp_path / "kauflabet.md"
    page.write_text(src.replace("Spiel mit einer Karte", "Spiel mit einer {konj:Karte}"), encoding="utf-8")
    assert any("steht aber so in der Vorlage" in s.reason for s in align(load(page)).unaccounted)
