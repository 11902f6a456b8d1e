"""Glossary data, generated links and the texts' internal references (issue 5)."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

import pytest

from edition import glossary
from edition.crossrefs import unresolved
from edition.structure import all_pages

ROOT = Path(__file__).resolve().parents[2]


def test_glossary_data_is_valid():
    # every entry has a definition and occurs; every variant occurs; no variant is claimed twice;
    # quotes are verbatim and their anchors exist (scripts/edition/glossary.py: problems()).
    assert glossary.problems() == []


def test_the_glossary_schema_check_can_fail():
    """The shape is checked with jsonschema (scripts/edition/begriffe.schema.json)."""
    entry = dict(glossary.raw_entries()[0])
    bad = [{**entry, "id": "Kein Anker"}, {**entry, "category": "Erfunden"}, {**entry, "texts": ["roman"]},
           {**entry, "short": "x" * 141}, {k: v for k, v in entry.items() if k != "explanation"},
           {**entry, "ueberraschung": 1}]
    found = glossary.shape_problems(bad)
    assert len(found) == len(bad)
    assert [f.split(": ")[1] for f in found] == ["id", "category", "texts.0", "short", "Eintrag", "Eintrag"]


def test_every_termini_technici_headword_has_an_entry(built_site):
    """Each headword of Ulmann's glossary is linked to its entry (or is an entry's headword)."""
    html = (built_site / "texte" / "ulmann" / "16-termini" / "index.html").read_text(encoding="utf-8")
    heads = re.findall(r"<dt[^>]*>(.*?)</dt>", html, re.S)
    assert len(heads) > 90
    terms = {e.term.lower() for e in glossary.entries()}
    for head in heads:
        text = re.sub(r"<[^>]+>", "", head).strip()
        assert 'class="glossar"' in head or text.lower() in terms, f"headword without entry: {text!r}"


@pytest.mark.parametrize("term_id", [
    "do", "sechs-und-zwanziger", "zwey-und-fuenfziger", "matsch", "alt-und-neu", "trappolierkarte",
    "cavall", "scat", "sich-aussagen", "honneurs", "tricks", "robber", "partie-simple", "partie-double",
    "partie-triple", "partie-quadrouble", "schlemm", "atout", "coupiren", "skar", "levee", "consolation",
    "a-un", "a-deux", "sans-prendre", "volte", "skues", "pagat", "colludiren", "stamm", "talon", "bete",
    "cartes-fausses"])
def test_terms_of_the_shorter_texts_are_in_the_glossary(term_id):
    assert term_id in glossary.by_id()


def test_one_term_many_spellings():
    skues = glossary.by_id()["skues"]
    assert {"Sküs", "Skies"} <= set(skues.variants)


def test_every_reference_in_the_texts_resolves():
    assert unresolved() == []


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and a.get("href") and ("glossar" in (a.get("class") or "") or "querverweis" in (a.get("class") or "")):
            self.links.append((a.get("class"), a["href"]))


def _parse(path: Path) -> Links:
    p = Links()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def test_generated_links_point_to_existing_anchors(built_site):
    pages = list((built_site / "texte").rglob("index.html"))
    parsed = {p: _parse(p) for p in pages + [built_site / "glossar" / "index.html"]}
    count = 0
    for page, info in parsed.items():
        base = "http://x/" + page.relative_to(built_site).as_posix()
        for cls, href in info.links:
            url = urlparse(urljoin(base, href))
            target = built_site / unquote(url.path.lstrip("/")) / "index.html"
            assert target.exists(), f"{page}: {href}"
            ids = parsed[target].ids if target in parsed else _parse(target).ids
            assert url.fragment in ids, f"{page}: {href} — no #{url.fragment}"
            count += 1
    assert count > 1000


def test_glossary_page_has_tooltipped_terms_in_texts_and_a_concordance(built_site):
    html = (built_site / "texte" / "ulmann" / "16-termini" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<a class="glossar" href="[^"]*glossar/#pagat" data-tip="Pagat: [^"]+">Pagat</a>', html)
    gl = (built_site / "glossar" / "index.html").read_text(encoding="utf-8")
    n = len(glossary.occurrences()["pagat"])
    assert f"Belegstellen ({n})" in gl and n > 20


def test_problems_and_solutions_link_each_other(built_site):
    a = (built_site / "texte" / "ulmann" / "12-aufgaben" / "index.html").read_text(encoding="utf-8")
    s = (built_site / "texte" / "ulmann" / "13-loesungen" / "index.html").read_text(encoding="utf-8")
    for n in range(1, 34):
        assert f'href="../13-loesungen/#loesung-{n}"' in a
        assert f'href="../12-aufgaben/#aufgabe-{n}"' in s


def test_reading_text_markdown_is_not_touched_by_generators():
    # Tooltips and links exist only in the built HTML: the sources keep the witness's text.
    for page in all_pages():
        src = (ROOT / "docs" / page.src).read_text(encoding="utf-8")
        assert 'class="glossar"' not in src and 'class="querverweis"' not in src
