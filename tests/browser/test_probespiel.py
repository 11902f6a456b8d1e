"""„Probespiel“ in chromium: a game dealt from the seed in the URL, played by clicking legal
cards to the settlement; an illegal card is explained with the rule (Ulmann S. 15)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_probespiel_is_played_to_its_settlement(page, site_url):
    page.goto(f"{site_url}/probespiel/?spiel=koenigrufen&seed=42&platz=B")
    page.wait_for_selector('[data-widget="probespiel"][data-state="ready"]', timeout=90_000)
    w = page.locator('[data-widget="probespiel"]')
    page.wait_for_selector('[data-role="hand"]', timeout=30_000)
    assert w.locator('[data-role="variant"]').input_value() == "koenigrufen"
    assert w.locator('[data-role="seed"]').input_value() == "42"
    illegal = w.locator("button.card--illegal")
    if illegal.count():
        illegal.first.click()
        assert "nicht erlaubt" in w.locator('[data-role="message"]').inner_text()
    moves = 0
    while w.get_attribute("data-finished") != "true":
        before = w.get_attribute("data-moves")
        w.locator("button.card--legal").first.click()
        page.wait_for_function("([w, b]) => w.dataset.moves !== b", arg=[w.element_handle(), before])
        moves += 1
        assert moves <= 12                      # Königrufen: 12 cards each
    assert moves == 12
    summary = w.locator('[data-role="summary"]').inner_text()
    assert "Points" in summary
    sources = w.locator('[data-role="settlement"] td:last-child').all_inner_texts()
    assert sources and all(s.startswith("Ulmann S.") for s in sources if s)
    assert "seed=42" in page.url
