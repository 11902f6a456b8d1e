"""„Nachrechnen“ beside the worked examples of the reading texts (issue 14), in chromium: on every
text page every example computes in one visit, and its engine result equals the book's result
or the example shows its editorial note; nothing of Pyodide loads before an example is opened;
a changed input is recomputed; bad input gets a German message."""
from __future__ import annotations

from collections import defaultdict

import pytest
from helpers import bring_on_screen, collect_console_errors

from edition.examples import load_inventory
from engine.reckonings import canonical

pytestmark = pytest.mark.browser
WIDGET = '[data-widget="nachrechnen"]'
INVENTORY = load_inventory()
BY_PAGE: dict[str, list[dict]] = defaultdict(list)
for _e in INVENTORY:
    BY_PAGE["texte/" + _e["text"].removesuffix(".md") + "/"].append(_e)
ENGINE_FILES = ("pyodide", "engine-worker", "engine.bin", ".whl")


def open_all(page) -> None:
    page.evaluate(f"document.querySelectorAll('{WIDGET} [data-role=open]').forEach((b) => b.click())")
    page.wait_for_function(
        f"[...document.querySelectorAll('{WIDGET}')].every((w) => w.dataset.engineResult !== undefined"
        " || w.dataset.result === 'error')", timeout=120_000)


@pytest.mark.parametrize("path", sorted(BY_PAGE))
def test_every_example_of_the_page_computes_and_agrees_or_has_its_note(page, site_url, path):
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    errors = collect_console_errors(page)
    page.goto(f"{site_url}/{path}")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]')
    page.wait_for_load_state("networkidle")
    assert not [u for u in requests if any(f in u for f in ENGINE_FILES)], "engine loaded before a click"
    entries = BY_PAGE[path]
    assert page.locator(WIDGET).count() == len(entries)
    open_all(page)
    for e in entries:
        w = page.locator(f"#beispiel-{e['id']}")
        bring_on_screen(w)
        assert w.get_attribute("data-book-result") == canonical(e["book"]), e["id"]
        assert w.get_attribute("data-result") != "error", (e["id"], w.locator('[data-role="message"]').inner_text())
        verdict = w.locator('[data-role="verdict"]').inner_text()
        if w.get_attribute("data-engine-result") == w.get_attribute("data-book-result"):
            assert w.get_attribute("data-agrees") == "true" and "stimmt mit dem Buch überein" in verdict
        else:
            assert w.get_attribute("data-agrees") == "false", e["id"]
            assert "Anmerkung der Edition" in w.locator('[data-role="note"]').inner_text(), e["id"]
        assert w.locator(".nachrechnen-tabelle tbody tr").count() >= 1
    assert errors == []


def test_an_example_shows_its_cards_and_recomputes_a_changed_input(page, site_url):
    page.goto(f"{site_url}/texte/ulmann/02-grundzuege/")
    w = page.locator("#beispiel-u-s17-lage-skues")
    w.locator('[data-role="open"]').click()
    page.wait_for_function("document.querySelector('#beispiel-u-s17-lage-skues').dataset.engineResult === '5'")
    assert w.locator('[data-role="cards"] svg.karte').count() == 3
    assert "Sküs, Tarok XV, Tarok III" in w.locator(".nachrechnen-tabelle").inner_text()
    cards = w.locator('input[data-path="cards"]')
    assert cards.input_value() == "Sküs, Tarok XV, Tarok III"
    cards.fill("Sküs, Mond, Pagat")                      # three honours: 4 + 4 + 4 + 1 (S. 17)
    w.locator('[data-role="compute"]').click()
    w.locator('[data-role="verdict"]', has_text="geänderten Eingaben").wait_for()
    assert "13" in w.locator('[data-role="verdict"]').inner_text()
    assert w.locator('[data-role="cards"] svg.karte').count() == 3
    assert w.get_attribute("data-engine-result") == "5"          # the verdict stays the book's
    cards.fill("Sküs, Blatt")
    w.locator('[data-role="compute"]').click()
    w.locator('[data-role="message"]', has_text="Unbekannte Karte").wait_for()
    cards.fill("Sküs, Sküs")
    w.locator('[data-role="compute"]').click()
    w.locator('[data-role="message"]', has_text="zweimal").wait_for()


def test_a_settlement_example_prefills_the_contract_and_contra(page, site_url):
    page.goto(f"{site_url}/texte/ulmann/03-cap1-tapp-tarok/")
    w = page.locator("#beispiel-u-s24-contra-kette-dreimalig")
    w.locator('[data-role="open"]').click()
    page.wait_for_function("document.querySelector('#beispiel-u-s24-contra-kette-dreimalig').dataset.engineResult === '24'")
    assert w.locator('select[data-path="game"]').input_value() == "dreier"
    assert w.locator('select[data-path="multiplicity"]').input_value() == "3"
    assert w.locator('select[data-path="contra.spiel"]').input_value() == "3"
    w.locator('select[data-path="contra.spiel"]').select_option("1")
    w.locator('[data-role="compute"]').click()
    w.locator('[data-role="verdict"]', has_text="rechnet die Engine: 6").wait_for()
