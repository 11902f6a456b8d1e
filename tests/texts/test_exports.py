"""Downloads of the reading texts (issue 12): TEI P5 valid against the project's RELAX NG subset
of TEI, with the same text as the reading text and the site's anchors; plain text with page
markers; both linked from every text page."""
from __future__ import annotations

import re
from collections import Counter

import pytest
from lxml import etree

from edition import export, sources
from edition.reading import FIGURE, GAP, MARK, MARK_TYPES, PAGE, SYMBOL, WORD, load, reading_tokens, witness_part
from edition.structure import all_pages

TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
KEYS = sources.TEXT_ORDER


@pytest.fixture(scope="module")
def schema() -> etree.RelaxNG:
    return etree.RelaxNG(etree.parse(str(export.SCHEMA)))


@pytest.fixture(scope="module")
def docs() -> dict[str, etree._Element]:
    return {key: etree.fromstring(export.tei_bytes(key, "https://example.org/")) for key in KEYS}


@pytest.mark.parametrize("key", KEYS)
def test_tei_is_valid_against_the_schema(key, docs, schema):
    assert schema.validate(docs[key]), "\n".join(f"{e.line}: {e.message}" for e in schema.error_log)


@pytest.mark.parametrize("bad, fix", [
    ('reason="conjecture"', 'reason="guess"'),            # a type of intervention the edition does not know
    ('<gap/>', '<gap>text</gap>'),                         # a gap holds nothing
    ('<pb ', '<pb foo="1" '),                              # unknown attribute
])
def test_schema_rejects_what_the_edition_does_not_use(docs, schema, bad, fix):
    xml = etree.tostring(docs["ulmann"], encoding="unicode")
    assert bad in xml
    assert not schema.validate(etree.fromstring(xml.replace(bad, fix, 1)))


SIGNS = {"pb": PAGE, "gap": GAP, "figure": FIGURE}
BLOCKS = {"div", "head", "p", "list", "item", "label", "table", "row", "cell", "quote"}
TOKEN = re.compile("|".join(re.escape(x) for x in (PAGE, GAP, FIGURE, SYMBOL)) + "|" + WORD.pattern)


def _tei_text(el: etree._Element, notes: list[tuple[str, str]]) -> str:
    """The text of a TEI element as the alignment reads the reading text: editorial signs as the
    alignment's special tokens, the editor's notes and boxes left out, the print's footnotes
    collected on their own."""
    tag = el.tag.replace(TEI, "")
    if tag == "note":
        if el.get("place") == "foot":
            notes.append((el.get("n"), _inner(el, notes)))
        return ""
    if tag in SIGNS:
        return f" {SIGNS[tag]} "
    if tag in ("lb", "milestone"):
        return " "
    if tag == "choice" and el.find(f"{TEI}orig") is not None:
        return f" {SYMBOL} "                       # a symbol set by the editor: no words
    if tag == "sic":                               # the printed error is not the reading text
        return ""
    if tag in BLOCKS:
        return f" {_inner(el, notes)} "
    return _inner(el, notes)


def _inner(el: etree._Element, notes: list) -> str:
    return (el.text or "") + "".join(_tei_text(c, notes) + (c.tail or "") for c in el)


@pytest.mark.parametrize("key", KEYS)
def test_tei_text_equals_the_reading_text(key, docs):
    note_texts: list[tuple[str, str]] = []
    main = TOKEN.findall(_inner(docs[key].find(f"{TEI}text/{TEI}body"), note_texts))
    notes = [(label, tuple(TOKEN.findall(text))) for label, text in note_texts]
    expect_main: list[str] = []
    expect_notes: Counter = Counter()
    for path in export.text_pages(key):
        by_note: dict[str, list[str]] = {}
        for t in reading_tokens(load(path)):
            if t.note:
                by_note.setdefault(t.note, []).append(t.text)
            else:
                expect_main.append(t.text)
        expect_notes.update((label, tuple(words)) for label, words in by_note.items())
    assert main == expect_main, _first_difference(main, expect_main)
    assert Counter(notes) == expect_notes


def _first_difference(a: list[str], b: list[str]) -> str:
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"TEI …{a[max(0, i - 5):i + 5]}… / Lesetext …{b[max(0, i - 5):i + 5]}…"


@pytest.mark.parametrize("key", KEYS)
def test_tei_divs_and_pages_carry_the_sites_anchors(key, docs):
    ids = [el.get(XML_ID) for el in docs[key].iter() if el.get(XML_ID)]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    site = {a for p in all_pages() if p.text == key for a in p.ids}
    assert site <= set(ids) | {"hrsg"}, sorted(site - set(ids))
    divs = {el.get(XML_ID) for el in docs[key].iter(f"{TEI}div") if el.get(XML_ID)}
    pages = {el.get(XML_ID) for el in docs[key].iter(f"{TEI}pb")}
    terms = {el.get(XML_ID) for el in docs[key].iter(f"{TEI}label") if el.get(XML_ID)}   # Whist's glossary
    assert divs | pages | terms == site
    # every § of the site is a div of its own
    assert {a for a in site if re.fullmatch(r"p\d+", a)} <= divs


def test_every_chapter_aufgabe_and_loesung_is_a_div(docs):
    divs = {el.get(XML_ID) for el in docs["ulmann"].iter(f"{TEI}div")}
    assert {f"aufgabe-{n}" for n in range(1, 34)} | {f"loesung-{n}" for n in range(1, 34)} <= divs
    assert {f"cap-{n}" for n in range(1, 10)} | {f"p{n}" for n in range(1, 38)} <= divs
    assert {f"p{n}" for n in range(1, 57)} <= {el.get(XML_ID) for el in docs["hundertspiel"].iter(f"{TEI}div")}


@pytest.mark.parametrize("key", KEYS)
def test_typed_interventions_are_encoded_as_marked(key, docs):
    marks: Counter = Counter()
    for path in export.text_pages(key):
        for _, line in witness_part(load(path).body):
            marks.update(MARK_TYPES[m.group(1)] for m in MARK.finditer(line))
    doc = docs[key]
    found = Counter({
        "number": len(doc.findall(f".//{TEI}supplied[@reason='restored-number']")),
        "conjecture": len(doc.findall(f".//{TEI}supplied[@reason='conjecture']")),
        "addition": len(doc.findall(f".//{TEI}supplied[@reason='editorial-addition']")),
        "sic": len(doc.findall(f".//{TEI}sic")),
        "symbol": len(doc.findall(f".//{TEI}orig")),
    })
    assert +found == +marks
    gaps = sum(len(re.findall(r"\[…\]", line)) for p in export.text_pages(key) for _, line in witness_part(load(p).body))
    assert len(doc.findall(f".//{TEI}gap")) == gaps


@pytest.mark.parametrize("key", KEYS)
def test_tei_header_names_source_and_edition(key, docs):
    h = docs[key].find(f"{TEI}teiHeader")
    t, e = sources.text(key), sources.edition()
    text = etree.tostring(h, encoding="unicode", method="text")
    for value in (t["title"], e["title"], e["version"], e["licence"]):
        assert value in text
    assert h.find(f".//{TEI}edition/{TEI}date").get("when") == e["date"]
    assert h.find(f".//{TEI}idno").text.startswith("https://example.org/texte/")
    imprint = h.find(f".//{TEI}imprint")
    assert imprint.findtext(f"{TEI}pubPlace") == (t["place"] or "o. O.")
    assert imprint.findtext(f"{TEI}date") == (t["year"] or "o. J.")


def test_restored_number_carries_its_arithmetic(docs):
    """Whist S. 17: the 6 Points of groß Schlemm, with the note that gives the reckoning."""
    supplied = [s for s in docs["whist"].iter(f"{TEI}supplied") if s.get("reason") == "restored-number"]
    six = next(s for s in supplied if s.text == "6")
    note = six.getparent().find(f"{TEI}note[@n='e4']")
    assert note is not None and "4 × 6" in "".join(note.itertext())


@pytest.mark.parametrize("key", KEYS)
def test_plain_text_is_the_reading_text_with_page_markers(key):
    txt = export.plain_text(key, "https://example.org/")
    head, body = txt.split("=" * 72, 1)
    assert sources.source_reference(key) in head and sources.edition()["version"] in head
    lines = [ln for ln in body.split("\n") if not ln.startswith(("[Hrsg.]", "[e")) and not re.match(r"^\[\d+\] ", ln)]
    words = [w for ln in lines for w in WORD.findall(re.sub(r"\[(?:S\.[^\]]*|Abbildung:[^\]]*|e\d+|\d+)\]", " ", ln.lstrip("#")))]
    expect = [t.text for p in export.text_pages(key) for t in reading_tokens(load(p)) if not t.note and t.text[0] != "\x00"]
    assert words == expect, _first_difference(words, expect)
    pages = re.findall(r"\[S\. ([^\]]+)\]", "\n".join(lines))
    expect_pages = [m for p in export.text_pages(key) for _, line in witness_part(load(p).body)
                    for m in re.findall(r"\[S\.\s*([^\]]+)\]", line)]
    assert pages == expect_pages


def test_every_text_page_links_to_both_downloads(built_site):
    for page in all_pages():
        html = (built_site / page.src.replace(".md", "") / "index.html").read_text(encoding="utf-8")
        names = sources.download_names(page.text)
        for kind in ("txt", "xml"):
            href = re.search(rf'href="([^"]*{re.escape(names[kind])})"', html)
            assert href, f"{page.src}: no link to {names[kind]}"
            target = (built_site / page.src.replace(".md", "") / href.group(1)).resolve()
            assert target.is_file() and target.stat().st_size > 1000, target
