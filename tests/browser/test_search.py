"""Search (issue 5): German stemming, and modern spellings find the historical texts."""
from __future__ import annotations

import json
import re

import pytest
from helpers import search_hits

pytestmark = pytest.mark.browser


HIDDEN_FORMS = re.compile(r'<span class="suchformen" hidden>[^<]*</span>')


def printed(text: str) -> str:
    """A search-index text without the hidden search forms (scripts/hooks/search.py)."""
    return HIDDEN_FORMS.sub("", text)


def search(page, site_url, query: str) -> list[str]:
    page.goto(f"{site_url}/")
    return search_hits(page, query)


def first_results(page, n: int = 3) -> list[dict]:
    """The first n results as the reader sees them: link and visible text."""
    return page.locator(".md-search-result__item > a").evaluate_all(
        f"els => els.slice(0, {n}).map(e => ({{href: decodeURIComponent(e.getAttribute('href')), text: e.innerText}}))")


@pytest.mark.parametrize("query, printed_form, where", [
    ("Teilnehmer", "Theilnehmer", "texte/ulmann/"),   # th → t
    ("gültig", "giltig", "texte/ulmann/"),            # giltig, gleichgiltig
    ("Tarock", "Tarok", "texte/ulmann/"),             # Ulmann prints Tarok
    ("Skies", "Sküs", "texte/ulmann/"),               # one term, many spellings (glossary variants)
])
def test_modern_spelling_finds_the_historical_one(page, site_url, built_site, query, printed_form, where):
    index = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    visible = [d for d in index["docs"] if d["location"].startswith(where)
               and printed_form in printed(d["text"]) and query not in printed(d["text"])]
    assert visible, f"test premise: some section prints only {printed_form!r}"
    hits = search(page, site_url, query)
    assert any(where in h for h in hits), hits


def test_german_stemming(page, site_url, built_site):
    # Pierer's Kauflabet prints only „Stich“ and „Stiche“; the inflected „Stiches“ finds it.
    text = (built_site / "texte" / "kauflabet" / "index.html").read_text(encoding="utf-8")
    assert "Stiches" not in text and "Stich" in text
    hits = search(page, site_url, "Stiches")
    assert any("texte/kauflabet/" in h for h in hits), hits


def test_search_works_on_a_widget_page(page, site_url):
    # On pages with a widget the theme's search index is built once the engine is ready.
    page.goto(f"{site_url}/tarok/zaehlen/")
    page.wait_for_selector('[data-widget][data-state="ready"]', timeout=90_000)
    assert any("texte/" in h for h in search_hits(page, "Pagat"))


def test_a_hit_through_a_variant_shows_the_printed_word_in_context(page, site_url):
    # „Teilnehmer“ is printed only as „Theilnehmer(n)“: the preview must show that paragraph
    search(page, site_url, "Teilnehmer")
    first = first_results(page, 1)[0]
    assert "Theilnehmer" in first["text"], first


@pytest.mark.parametrize("query, expected", [
    ("Scüs", "Sküs"),      # a spelling the texts do not print (glossary search aid)
    ("Trull", "Honneurs"),  # today's name of the three Tarok honours
])
def test_search_aids_of_the_glossary(page, site_url, query, expected):
    hits = search(page, site_url, query)
    assert hits
    texts = " ".join(r["text"] for r in first_results(page, 5))
    assert expected in texts, texts


def test_a_problem_by_number_leads_to_its_anchor(page, site_url):
    search(page, site_url, "Aufgabe 12")
    first = first_results(page, 3)
    # the problem's replay page and its place in the reading text come first
    assert first[0]["text"].startswith("Aufgabe Nr. 12"), first
    assert "/probleme/12/" in first[0]["href"], first
    in_text = [i for i, r in enumerate(first) if "/12-aufgaben/" in r["href"]]
    assert in_text and first[in_text[0]]["text"].startswith("Aufgabe Nr. 12"), first
    page.locator(".md-search-result__item > a").nth(in_text[0]).click()
    page.wait_for_url("**/12-aufgaben/**")
    page.wait_for_function("location.hash === '#aufgabe-12'")
    assert page.evaluate("document.getElementById('aufgabe-12').getBoundingClientRect().top") < 300
