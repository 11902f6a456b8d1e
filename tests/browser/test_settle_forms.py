"""The widget forms in chromium: every control labelled with an id unique in the page, numbers
and card lists checked in the page, and „Was zahlt das Spiel?“ rendered from the engine's form
description for every game it settles (Tarok variants and the other sources' games)."""
from __future__ import annotations

import pytest

from helpers import submit, widget_ready as ready

pytestmark = pytest.mark.browser




UNLABELLED = """w => [...w.querySelectorAll('input, select, textarea')].filter(c =>
  !c.id || !document.querySelector(`label[for="${c.id}"]`)).map(c => c.outerHTML)"""
DUPLICATE_IDS = """() => { const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
  return ids.filter((id, i) => ids.indexOf(id) !== i); }"""


@pytest.mark.parametrize("path, name", [("tarok/abrechnen/", "spiel-abrechnen"),
                                        ("tarok/bedienen/", "karte-erlaubt"),
                                        ("tarok/zaehlen/", "lage-zaehlen")])
def test_every_control_is_labelled(page, site_url, path, name):
    w = ready(page, site_url, path, name)
    assert page.evaluate(UNLABELLED, w.element_handle()) == []
    assert page.evaluate(DUPLICATE_IDS) == []


def test_settlement_form_for_every_game(page, site_url):
    w = ready(page, site_url, "tarok/abrechnen/", "spiel-abrechnen")
    keys = w.locator('[data-role="variant"] option').evaluate_all("os => os.map(o => o.value)")
    assert {"tapp", "koenigrufen", "neunzehner", "gross", "whist", "hundertspiel", "kauflabet-4"} <= set(keys)
    # Whist S. 17: „groß Schlemm“, six from each opponent to each winner
    w.locator('[data-role="variant"]').select_option("whist")
    w.locator('[data-role="tricks"]').wait_for()
    w.locator('[data-role="tricks"]').fill("13")
    submit(page, w, "settle")
    assert w.locator("tbody tr td").first.inner_text() == "groß Schlemm"
    assert w.locator("tbody tr td.num").first.inner_text() == "6"
    assert "Whist S. 17" in w.locator("tbody").inner_text()
    # Königrufen S. 51: the Rufer 6, each paid by one opponent
    w.locator('[data-role="variant"]').select_option("koenigrufen")
    w.locator('[data-role="game"]').wait_for()
    w.locator('[data-role="game"]').select_option("rufer")
    w.locator('[data-role="points"]').fill("40")
    w.locator('[data-role="partners"] label', has_text="B").click()
    submit(page, w, "settle")
    assert w.locator('[data-role="payments"]').inner_text() == "Saldo: A +6 · B +6 · C -6 · D -6"


def test_numbers_are_checked_in_the_page(page, site_url):
    w = ready(page, site_url, "tarok/abrechnen/", "spiel-abrechnen")
    for text in ("40.5", "1e308", "-3", "Infinity"):
        w.locator('[data-role="points"]').fill(text)
        submit(page, w, "settle")
        message = w.locator('[data-role="message"]').inner_text()
        assert "Points der Partei des Spielers" in message and "Traceback" not in message


def test_duplicate_cards_are_refused_in_the_page(page, site_url):
    w = ready(page, site_url, "tarok/bedienen/", "karte-erlaubt")
    w.locator('[data-role="hand"]').fill("Mond, Pagat, Mond")
    submit(page, w, "check")
    assert "„Mond“ ist zweimal angegeben" in w.locator('[data-role="message"]').inner_text()
    w = ready(page, site_url, "tarok/zaehlen/", "lage-zaehlen")
    w.locator('[data-role="cards"]').fill("Sküs, Tarok XV, Sküs")
    submit(page, w, "count")
    assert "zweimal" in w.locator('[data-role="message"]').inner_text()
