"""What a newcomer meets first (issue 27): the start page's first screen at desktop and phone size,
the navigation with one entry for the 33 problems, and the search index loaded only when the
search is used."""
from __future__ import annotations

import pytest
from helpers import search_hits

pytestmark = pytest.mark.browser

WAYS_IN = {"texte/": "Die Texte lesen", "glossar/": "Einen Begriff nachschlagen",
           "probleme/": "Probleme nachspielen und lösen"}


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_the_first_screen_shows_the_ways_in_cards_and_a_position(browser, site_url, width, height):
    ctx = browser.new_context(locale="de-DE", viewport={"width": width, "height": height},
                              service_workers="block")
    page = ctx.new_page()
    engine = []
    page.on("request", lambda r: engine.append(r.url) if "/assets/pyodide/" in r.url else None)
    page.goto(f"{site_url}/")

    def in_first_screen(locator) -> bool:
        box = locator.bounding_box()
        return box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 40) <= height

    for href, title in WAYS_IN.items():
        link = page.locator(f'a.start-weg[href$="/{href}"]')   # the theme makes the hrefs absolute
        assert link.locator(".start-weg-titel").inner_text().strip() == title
        assert in_first_screen(link), (href, width)
        assert link.locator("svg.karte").count() >= 2          # card pictures of the SVG set
    for name in ("Regeln der Spiele", "Probespiel gegen die Engine"):
        assert in_first_screen(page.get_by_role("link", name=name, exact=True)), name
    position = page.locator("figure.stellung")
    assert in_first_screen(position)
    # the first position of problem 1, drawn at build time: 15 cards, the editorial ones marked
    assert position.locator("li.stellung-karte").count() == 15
    editorial = position.locator("li.stellung-karte--editorial")
    assert editorial.count() > 0 and editorial.first.locator(".stellung-zeichen").inner_text() == "*"
    assert "editorisch gewählt" in position.locator(".stellung-legende").inner_text()
    assert page.locator('svg.karte use').first.evaluate("u => u.getBBox().width") > 0   # the sprite loaded
    page.wait_for_load_state("networkidle")
    assert engine == []                                          # no Pyodide on the start page
    ctx.close()


def test_the_problems_are_one_sidebar_entry_with_previous_and_next_between_them(browser, site_url):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800}, service_workers="block")
    page = ctx.new_page()
    page.goto(f"{site_url}/probleme/9/")
    sidebar = page.locator(".md-sidebar--primary")
    assert sidebar.locator('a.md-nav__link[href$="probleme/"]').count() == 1
    assert sidebar.locator("a.md-nav__link", has_text="Aufgabe Nr.").count() == 0
    assert sidebar.locator(".md-nav__item--active > a.md-nav__link", has_text="Probleme").count() == 1
    footer = page.locator(".md-footer__inner")
    assert footer.locator("a.md-footer__link--prev").get_attribute("href").endswith("8/")
    assert footer.locator("a.md-footer__link--next").get_attribute("href").endswith("10/")
    assert "Aufgabe Nr. 10" in footer.locator("a.md-footer__link--next").inner_text()
    # the overview lists them by variant, with their status
    page.goto(f"{site_url}/probleme/")
    headings = [h.rstrip("¶").strip() for h in page.locator("article h2").all_inner_texts()]
    assert headings[:2] == ["Tapp-Tarok", "Tarok mit Blocks"] and "Königrufen" in headings
    row = page.locator("tr", has=page.locator('a[href$="/probleme/9/"]'))
    assert row.locator("td").nth(1).inner_text() in ("rekonstruiert", "illustrativ", "Beispiel",
                                                     "durch den Text bestimmt", "durch den Text festgelegt")
    assert page.locator("article a", has_text="Aufgabe Nr.").count() == 33
    # the reading texts keep their chapter navigation
    page.goto(f"{site_url}/texte/ulmann/12-aufgaben/")
    assert page.locator('.md-sidebar--primary a.md-nav__link[href$="13-loesungen/"]').count() == 1
    ctx.close()


def test_the_search_index_loads_only_when_the_search_is_used(browser, site_url):
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    page = ctx.new_page()
    index = []
    page.on("request", lambda r: index.append(r.url) if "search_index.json" in r.url else None)
    page.goto(f"{site_url}/glossar/")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(500)
    assert index == []
    assert any("texte/" in h for h in search_hits(page, "Pagat"))
    assert len(index) == 1
    ctx.close()
