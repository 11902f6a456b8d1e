"""„Probespiel“ in chromium: the table's head says who dealt and who is the Vorhand, with the
source's place (Tarok: Ulmann S. 13, Whist S. 8), the reader's own seat marked; it fits 390 px
and axe finds nothing serious in the widget."""
from __future__ import annotations

import pytest
from helpers import open_table, serious_violations

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="probespiel"]'


@pytest.mark.parametrize("query, said", [
    ("spiel=tapp&seed=5&platz=B", "Gegeben hat C. Vorhand ist A, sie erklärt zuerst (Ulmann S. 13)."),
    ("spiel=whist&seed=5&platz=D", "Gegeben hat D (Sie). Vorhand ist A, sie spielt zuerst aus (Whist S. 8)."),
    ("spiel=neunzehner-trois&seed=5&platz=A", "Vorhand ist A (Sie), sie erklärt zuerst (Ulmann S. 13, S. 61). "
                                               "Wer von den Personen gibt, sagt der Text nicht"),
])
def test_the_head_names_dealer_and_vorhand_with_the_source(browser, site_url, query, said):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        w = open_table(page, site_url, f"{query}&gegner=zufall")
        head = w.locator('[data-role="dealt"]')
        assert head.inner_text().startswith(said)
        # in the head: above the seats
        assert head.bounding_box()["y"] < w.locator('[data-role="seats"]').bounding_box()["y"]
        box = head.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert serious_violations(page, WIDGET) == []
    finally:
        ctx.close()
