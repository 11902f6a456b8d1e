"""The live examples of the rule pages (issue 26) in chromium: the engine is loaded only when a
reader opens an example, and the example then answers for the page's game."""
from __future__ import annotations

from urllib.parse import urljoin, urlparse

import pytest

from helpers import READY_TIMEOUT, serious_violations


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


def open_wer_sticht(page, url):
    page.goto(url, wait_until="load")
    page.locator("details:has([data-widget=wer-sticht]) > summary").click()
    widget = page.locator('[data-widget="wer-sticht"]')
    page.wait_for_selector('[data-widget="wer-sticht"][data-state="ready"][data-result]', timeout=READY_TIMEOUT)
    return widget


def ask(page, widget, cards, hand_seat="", hand=""):
    widget.locator('[data-role="cards"]').first.fill(cards)
    widget.locator('[data-role="hand-seat"]').select_option(hand_seat)
    widget.locator('[data-role="hand"]').fill(hand)
    page.evaluate("w => { delete w.dataset.result; }", widget.element_handle())
    widget.locator('[data-role="check"]').click()
    page.wait_for_selector('[data-widget="wer-sticht"][data-result]', timeout=READY_TIMEOUT)


def test_wer_sticht_on_koenigrufen_names_the_winner_the_rule_and_refuses_bad_cards(page, site_url):
    url = f"{site_url}/regeln/koenigrufen/"
    widget = open_wer_sticht(page, url)
    # the page's example: B leads Pique-Dame, D trumps with Tarok IX (Ulmann S. 15)
    assert widget.locator('[data-role="verdict"]').inner_text() == "Den Stich macht D mit „Tarok IX“."
    assert "Tarok schlägt jede Karte einer anderen Farbe" in widget.locator('[data-role="reason"]').inner_text()
    link = widget.locator('[data-role="rule"] a')
    assert link.inner_text() == "Ulmann S. 15"
    target = urlparse(urljoin(url, link.get_attribute("href")))
    assert target.path.endswith("/texte/ulmann/02-grundzuege/") and target.fragment
    page.goto(urljoin(url, link.get_attribute("href")))
    assert page.locator(f"[id='{target.fragment}']").count() == 1              # the anchor exists
    widget = open_wer_sticht(page, url)
    assert "D hatte kein Pique, als er „Tarok IX“ spielte" in widget.locator('[data-role="conditions"]').inner_text()
    # a hand that held Pique: the Tarok IX was not allowed, the trick cannot arise by the rules
    ask(page, widget, "Pique-Dame, Pique-König, Tarok IX, Pique-Acht", "D", "Tarok IX, Pique-Sieben")
    assert widget.get_attribute("data-result") == "ok"
    assert "kann nach den Regeln so nicht vorkommen" in widget.locator('[data-role="possible"]').inner_text()
    assert "Erlaubt waren: Pique-Sieben" in widget.locator('[data-role="illegal"]').inner_text()
    # bad input: an unknown card, named with the field the reader filled in
    ask(page, widget, "Pique-Dame, Pique-Kaiser, Tarok IX, Pique-Acht")
    assert widget.get_attribute("data-result") == "error"
    message = widget.locator('[data-role="message"]')
    assert message.is_visible()
    assert "Feld „Karten im Stich“, 2. Karte" in message.inner_text() and "Pique-Kaiser" in message.inner_text()
    assert widget.locator('[data-role="verdict"]').count() == 0
    ask(page, widget, "Pique-Dame, Pique-König, Tarok IX")
    assert "genau 4 Karten" in message.inner_text()


def test_wer_sticht_on_whist_asks_the_trump_and_links_the_engines_decision(page, site_url):
    url = f"{site_url}/regeln/whist/"
    widget = open_wer_sticht(page, url)
    trump = widget.locator('[data-role="trump"]')
    assert trump.input_value() == "Coeur"
    assert widget.locator('[data-role="verdict"]').inner_text() == "Den Stich macht C mit „Coeur-Zwei“."
    rule = widget.locator('[data-role="rule"]')
    decision = rule.locator("a.regel-entscheidung")
    assert "Muss man Farbe bekennen?" in decision.inner_text()
    assert "/regeln/entscheidungen/#whist-e" in urljoin(url, decision.get_attribute("href"))
    trump.select_option("Pique")                      # the same cards, Pique trump: the Pique-König
    ask(page, widget, "Pique-Dame, Pique-König, Coeur-Zwei, Pique-Acht")
    assert widget.locator('[data-role="verdict"]').inner_text() == "Den Stich macht B mit „Pique-König“."
    ask(page, widget, "Pique-Dame, Pique-Dame, Coeur-Zwei, Pique-Acht")
    assert "zweimal" in widget.locator('[data-role="message"]').inner_text()


def test_the_open_wer_sticht_passes_axe_at_phone_width(browser, site_url):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        widget = open_wer_sticht(page, f"{site_url}/regeln/hundertspiel/")
        assert widget.locator('[data-role="verdict"]').inner_text() == "Den Stich macht B mit „Denari-Zehner“."
        # the trick's cards side by side (not one under the other, as the theme lays out lists)
        row = widget.locator("ul.kartenreihe")
        assert row.evaluate("e => getComputedStyle(e).display") == "flex"
        tops = row.locator("li").evaluate_all("items => items.map((i) => i.getBoundingClientRect().top)")
        assert len(tops) == 4 and max(tops) - min(tops) < 5
        assert serious_violations(page, '[data-widget="wer-sticht"]') == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()
