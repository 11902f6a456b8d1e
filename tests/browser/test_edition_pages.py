"""Reading-text pages as a reader meets them (issue 12): the edition box opens on request, the
citation line follows the passage, § and page anchors have visible copy-links, and a printed
chapter keeps to the reading text (Ulmann Cap. I in under 40 A4 pages)."""
from __future__ import annotations

import re

import pytest
from helpers import bring_on_screen

pytestmark = pytest.mark.browser

CAP_1 = "texte/ulmann/03-cap1-tapp-tarok/"


def test_edition_box_is_a_one_line_summary_that_opens(page, site_url):
    page.goto(f"{site_url}/texte/hundertspiel/")
    box = page.locator("details.zur-edition").first
    assert box.get_attribute("open") is None
    assert box.locator("summary").inner_text().startswith("Zur Edition:")
    assert not box.locator("p").first.is_visible()
    box.locator("summary").click()
    assert box.locator("p").first.is_visible()


def test_citation_line_names_source_edition_and_passage(page, site_url):
    page.goto(f"{site_url}/{CAP_1}")
    line = page.locator("p.zitation .zitation-text")
    text = line.inner_text()
    for part in ("G. Ulmann", "Illustrirtes Wiener Tarokbuch", "Wien, Pest, Leipzig", "o. J.", "S. 19–39",
                 "Historische Kartenspielregeln", "Version 1.0", f"{site_url}/{CAP_1}"):
        assert part in text, (part, text)
    page.goto(f"{site_url}/{CAP_1}#s23")
    page.wait_for_function("document.querySelector('p.zitation .zitation-text').textContent.includes('#s23')")
    text = line.inner_text()
    assert ", S. 23." in text and text.endswith(f"{CAP_1}#s23")
    page.goto(f"{site_url}/{CAP_1}#cap-1-gegenspiel")     # a heading: the page it stands on
    page.wait_for_function("document.querySelector('p.zitation .zitation-text').textContent.includes('gegenspiel')")
    assert ", S. 34." in line.inner_text()


def test_paragraph_citation_names_page_and_paragraph(page, site_url):
    page.goto(f"{site_url}/texte/hundertspiel/#p45")
    line = page.locator("p.zitation .zitation-text")
    page.wait_for_function("document.querySelector('p.zitation .zitation-text').textContent.includes('#p45')")
    assert "S. 166, §. 45." in line.inner_text()


def test_paragraph_and_page_anchors_have_visible_copy_links(page, site_url):
    page.goto(f"{site_url}/texte/ulmann/15-codex/")
    link = page.locator("a.absatz-anker#p12")
    bring_on_screen(link)
    assert link.is_visible() and link.get_attribute("href").endswith("#p12") and link.inner_text() == "¶"
    marker = page.locator("a.seite#s170")
    assert marker.is_visible() and marker.get_attribute("href").endswith("#s170")
    link.click()                     # the citation line now cites § 12 (S. 170) with its address
    page.wait_for_function("document.querySelector('p.zitation .zitation-text').textContent.endsWith('#p12')")
    assert ", S. 170, § 12." in page.locator("p.zitation .zitation-text").inner_text()


def test_apparatus_groups_typed_interventions_before_the_ocr_list(page, site_url):
    page.goto(f"{site_url}/texte/whist/")
    bring_on_screen(page.locator("details.apparat-gruppe").first)
    groups = page.locator("details.apparat-gruppe summary").all_inner_texts()
    assert groups[0].startswith("Zahlen wiederhergestellt (2)"), groups
    assert any(g.startswith("Konjekturen und Ergänzungen") for g in groups)
    numbers = page.locator("details.apparat-number tr td.lemma").all_inner_texts()
    assert numbers == ["9", "6"]
    assert page.locator("details.apparat-ocr").get_attribute("open") is None


def test_ulmann_cap_1_prints_in_under_40_pages(page, site_url):
    page.goto(f"{site_url}/{CAP_1}", wait_until="load")
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4")
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 5 < pages < 40, pages
