"""The widgets „Welche Karte darf ich spielen?“ and „Was zahlt das Spiel?“ in chromium."""
from __future__ import annotations

import pytest

from helpers import submit, widget_ready as ready

pytestmark = pytest.mark.browser




def test_legal_play(page, site_url):
    # Ulmann S. 15: follow suit; if void, trump („atouiren“); Tarok on Tarok.
    w = ready(page, site_url, "tarok/bedienen/", "karte-erlaubt")
    w.locator('[data-role="hand"]').fill("Coeur-König, Tarok XV, Treff-Bube")
    w.locator('[data-role="trick"]').fill("Treff-Acht")
    w.locator('[data-role="card"]').fill("Tarok XV")
    submit(page, w, "check")
    assert w.locator('[data-role="verdict"]').inner_text().startswith("Nein: Farbe bekennen")
    assert "Treff-Bube" in w.locator('[data-role="legal-cards"]').inner_text()
    w.locator('[data-role="hand"]').fill("Coeur-König, Tarok XV, Pagat")
    submit(page, w, "check")
    assert w.locator('[data-role="verdict"]').inner_text() == "Ja, „Tarok XV“ darf gespielt werden."
    w.locator('[data-role="card"]').fill("Tarok XXV")
    submit(page, w, "check")
    assert "Unbekannte Karte „Tarok XXV“" in w.locator('[data-role="message"]').inner_text()


def test_settlement_contra_chain(page, site_url):
    # Ulmann S. 24: a dreimalig game of 3 points → Contra 6 → Recontra 12 → Supercontra 24.
    w = ready(page, site_url, "tarok/abrechnen/", "spiel-abrechnen")
    w.locator('[data-role="game"]').select_option("dreier")
    w.locator('[data-role="malig"]').select_option("3")
    w.locator('[data-role="points"]').fill("36")
    for level, amount in [("0", "3"), ("1", "6"), ("2", "12"), ("3", "24")]:
        w.locator('[data-role="contra"]').select_option(level)
        submit(page, w, "settle")
        assert w.locator("tbody tr td.num").first.inner_text() == amount
    # S. 23: „Der Solo gilt 8 Points“; 35 against 35 loses for the Spieler (S. 16).
    w.locator('[data-role="game"]').select_option("solo")
    w.locator('[data-role="contra"]').select_option("0")
    w.locator('[data-role="points"]').fill("35")
    submit(page, w, "settle")
    assert "verliert" in w.locator('[data-role="summary"]').inner_text()
    assert w.locator("tbody tr td.num").first.inner_text() == "8"
    w.locator('[data-role="points"]').fill("90")
    submit(page, w, "settle")
    assert "zwischen 0 und 70" in w.locator('[data-role="message"]').inner_text()
    w.locator('[data-role="points"]').fill("viele")
    submit(page, w, "settle")
    assert "als ganze Zahl" in w.locator('[data-role="message"]').inner_text()
