"""The live examples of the rule pages (issue 26) in chromium: the engine is loaded only when a
reader opens an example, and the example then answers for the page's game."""
from __future__ import annotations

import pytest

from helpers import READY_TIMEOUT

pytestmark = pytest.mark.browser

ENGINE_FILES = ("/assets/pyodide/", "/assets/snapshots/", "/assets/wheels/", "engine-worker.js")


def test_a_rule_page_loads_the_engine_only_when_an_example_is_opened(page, site_url):
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url) if any(f in r.url for f in ENGINE_FILES) else None)
    page.goto(f"{site_url}/regeln/koenigrufen/", wait_until="load")
    page.wait_for_timeout(1500)
    widget = page.locator('[data-widget="karte-erlaubt"]')
    assert widget.get_attribute("data-state") is None          # not mounted while its box is closed
    assert requests == [], "the closed examples started the engine"
    page.locator("details:has([data-widget=karte-erlaubt]) > summary").click()
    page.wait_for_selector('[data-widget="karte-erlaubt"][data-state="ready"][data-result]', timeout=READY_TIMEOUT)
    assert any("/assets/" in r for r in requests)
    # the page's example: Pique led, the hand holds Pique — the Pagat may not be played
    # (Ulmann S. 15: „die angespielte Farbe stets bedienen“), in Königrufen's rules
    assert widget.locator('[data-role="verdict"]').inner_text().startswith("Nein")
    assert widget.locator('[data-role="variant"]').input_value() == "koenigrufen"
    # the other example is still closed and unmounted
    assert page.locator('[data-widget="spiel-abrechnen"]').get_attribute("data-state") is None


def test_the_settlement_example_offers_the_games_of_koenigrufen(page, site_url):
    page.goto(f"{site_url}/regeln/koenigrufen/", wait_until="load")
    page.locator("details:has([data-widget=spiel-abrechnen]) > summary").click()
    page.wait_for_selector('[data-widget="spiel-abrechnen"][data-state="ready"]', timeout=READY_TIMEOUT)
    games = page.locator('[data-widget="spiel-abrechnen"] [data-role="game"] option').all_inner_texts()
    assert {"Rufer", "Solo", "Dreier", "Solo-Dreier"} <= {g.split(" (")[0] for g in games}
