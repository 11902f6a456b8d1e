"""„Probespiel“ in chromium, the table's layout (issue 25, point 2): on a wide screen the seats sit
around the table, the reader at the bottom, the trick in the middle, the others in the order of
play (Tarok to the right, Ulmann S. 102–104); on a phone they stay in one block above the trick;
the settlement's columns fit 390 px, and a game thrown in shows no empty table."""
from __future__ import annotations

import pytest

from helpers import open_table

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="probespiel"]'


def boxes(browser, site_url, width):
    ctx = browser.new_context(locale="de-DE", viewport={"width": width, "height": 900}, service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(f"{site_url}/probespiel/?spiel=koenigrufen&seed=8&platz=C&gegner=zufall")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        w = page.locator(WIDGET)
        page.wait_for_function("w => w.dataset.busy === 'false'", arg=w.element_handle(), timeout=60_000)
        out = {s: w.locator(f'.probespiel-seat[data-seat="{s}"]').bounding_box() for s in "ABCD"}
        out["trick"] = w.locator('[data-role="trick"]').bounding_box()
        return out
    finally:
        ctx.close()


def centre(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_the_seats_sit_around_the_trick_on_a_wide_screen(browser, site_url):
    b = boxes(browser, site_url, 1280)
    tx, ty = centre(b["trick"])
    assert centre(b["C"])[1] > ty + b["trick"]["height"] / 2 - 1      # the reader (C) below the trick
    assert centre(b["A"])[1] < ty - b["trick"]["height"] / 2 + 1      # A opposite, above it
    assert centre(b["D"])[0] > tx + b["trick"]["width"] / 2 - 1       # D, who plays after C, to his right
    assert centre(b["B"])[0] < tx - b["trick"]["width"] / 2 + 1       # B to his left


def test_the_seats_stay_above_the_trick_on_a_phone(browser, site_url):
    b = boxes(browser, site_url, 390)
    assert all(b[s]["y"] + b[s]["height"] <= b["trick"]["y"] + 1 for s in "ABCD")
    assert all(b[s]["x"] + b[s]["width"] <= 390 for s in "ABCD")


@pytest.mark.parametrize("query", ["spiel=gross&seed=3&platz=A", "spiel=hundertspiel&seed=2&platz=A"])
def test_the_settlement_shows_payer_payee_and_page_at_390_px(browser, site_url, query):
    """At 390 px every column of the settlement — who pays, who receives, the book's page — is in
    view; none hides behind a sideways scroll."""
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(f"{site_url}/probespiel/?{query}&gegner=zufall")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        w = page.locator(WIDGET)
        while True:
            page.wait_for_function("w => w.dataset.busy === 'false' && ['reader', 'over'].includes(w.dataset.waiting)",
                                   arg=w.element_handle(), timeout=60_000)
            if w.get_attribute("data-finished") == "true":
                break
            before = w.get_attribute("data-moves")
            w.locator('[data-role="choice"], button.card--legal').first.click()
            page.wait_for_function("([w, b]) => w.dataset.moves !== b", arg=[w.element_handle(), before], timeout=30_000)
        scroll = w.locator('[data-role="settlement"] .table-scroll')
        assert scroll.evaluate("t => t.scrollWidth <= t.clientWidth"), "the settlement scrolls sideways"
        source = w.locator('[data-role="settlement"] tbody tr td:last-child').first
        box = source.bounding_box()
        assert source.inner_text().strip() and box["x"] + box["width"] <= 390
    finally:
        ctx.close()


def test_a_game_thrown_in_shows_its_sentence_and_no_empty_table(page, site_url):
    """Tapp-Tarok seed 21: A and C tap; when B taps too, the cards are thrown together (S. 21)."""
    w = open_table(page, site_url, "spiel=tapp&seed=21&platz=B")
    w.locator('[data-role="choice"]', has_text="tappen").click()
    page.wait_for_function("w => w.dataset.finished === 'true'", arg=w.element_handle(), timeout=60_000)
    settlement = w.locator('[data-role="settlement"]')
    assert "zusammengeworfen" in settlement.locator('[data-role="summary"]').inner_text()
    assert settlement.locator("table").count() == 0
    assert settlement.locator('[data-role="balance"]').inner_text() == "Saldo: A 0, B 0, C 0"


def test_a_games_word_for_a_choice_is_explained_beside_it(page, site_url):
    w = open_table(page, site_url, "spiel=tapp&seed=7&platz=A")
    hints = w.locator('[data-role="choices"] [data-role="hints"] li').all_inner_texts()
    assert hints[0] == "„tappen“ heißt: Im Tapp-Tarok: erklären, kein Spiel zu unternehmen (passen)."
