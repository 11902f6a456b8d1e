"""The „Lage zählen“ widget in a real headless chromium against the built site.

Ulmann, „6. Das Zählen“ (S. 16–18): Mond + Coeur-Dame + Treff-Cavall = 10;
Sküs + Tarok XV + Tarok III = 5; Treff-König + Treff-Bube + Treff-Acht = 6.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="lage-zaehlen"]'
READY_TIMEOUT = 90_000

RECORD_STATES = """
window.__widgetStates = [];
new MutationObserver((records) => {
  for (const r of records) if (r.attributeName === 'data-state') window.__widgetStates.push(r.target.dataset.state);
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
"""


def count(page, text: str) -> tuple[str, str]:
    widget = page.locator(WIDGET)
    widget.locator('[data-role="cards"]').fill(text)
    # the widget sets data-result when an answer is shown: clear it, so no earlier answer is read
    page.evaluate("sel => { delete document.querySelector(sel).dataset.result; }", WIDGET)
    widget.locator('[data-role="count"]').click()
    page.wait_for_function("sel => document.querySelector(sel).dataset.result", arg=WIDGET)
    return (widget.locator('[data-role="points"]').inner_text(),
            widget.locator('[data-role="points-landlaeufig"]').inner_text())


def wait_ready(page):
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=READY_TIMEOUT)
    # the page's example is counted on load: wait for it, so it cannot answer a later request
    page.wait_for_function("sel => document.querySelector(sel).dataset.result", arg=WIDGET)


def test_counts_the_books_examples(page, site_url):
    page.add_init_script(RECORD_STATES)
    page.goto(f"{site_url}/tarok/zaehlen/")
    wait_ready(page)
    assert page.evaluate("window.__widgetStates")[0] == "loading"
    assert count(page, "Mond, Coeur-Dame, Treff-Cavall") == ("10", "10")
    assert count(page, "Sküs, Tarok XV, Tarok III") == ("5", "5")
    assert count(page, "Treff-König, Treff-Bube, Treff-Acht") == ("6", "6")
    # Ulmann S. 17: sixteen cards, a Dame left over: the ⅓ is dropped.
    points, _ = count(page, "Mond, Coeur-Dame, Treff-Cavall, Carreau-Dame")
    assert points == "13"   # 10 for the Lage, 3 for the lone Dame (3⅓)


def test_survives_instant_navigation(page, site_url):
    page.goto(f"{site_url}/tarok/zaehlen/")
    wait_ready(page)
    page.evaluate("window.__sameDocument = true")
    page.locator('a.md-nav__link[href$="edition/"]').first.click()
    page.wait_for_url("**/edition/")
    page.locator('a.md-nav__link[href$="tarok/zaehlen/"]').first.click()
    page.wait_for_url("**/tarok/zaehlen/")
    assert page.evaluate("window.__sameDocument === true"), "navigation reloaded the page (not instant)"
    wait_ready(page)
    assert count(page, "Sküs, Tarok XV, Tarok III") == ("5", "5")


def test_misspelt_card_gives_german_message(page, site_url):
    page.goto(f"{site_url}/tarok/zaehlen/")
    wait_ready(page)
    widget = page.locator(WIDGET)
    widget.locator('[data-role="cards"]').fill("Mond, Coeur-Dme")
    widget.locator('[data-role="count"]').click()
    message = widget.locator('[data-role="message"]')
    message.wait_for(state="visible")
    text = message.inner_text()
    assert "Unbekannte Karte „Coeur-Dme“" in text
    assert "Meinten Sie „Coeur-Dame“?" in text
    assert "Traceback" not in widget.inner_text()
    assert widget.get_attribute("data-state") == "ready"


# Failures to load the engine: tests/browser/test_engine_failures.py
