"""„Probespiel“ in chromium: a whole game by keyboard alone, from the first bid to the settlement,
in a 3-player Tarok (Tapp-Tarok: bidding, talon, discard, announcements), Königrufen (calling a
King as well) and Whist; the address keeps variant, seed and seat; a card that may not be played
is explained with its rule and changes nothing (engine/table.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.players.policy import describe_players
from helpers import wait_for_reader
from engine.variants import REGISTRY

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="probespiel"]'
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = """async () => (await axe.run(document.querySelector('[data-widget="probespiel"]'),
  { resultTypes: ["violations"] })).violations.filter((v) => ["critical", "serious"].includes(v.impact))
  .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`)"""
# (variant, seed, seat, phases the reader must have acted in): the seeds are ones where the
# reader, bidding with the second choice and taking the first otherwise, gets these phases
GAMES = [("tapp", 1, "A", {"bidding", "talon", "discard", "announce", "play"}),
         ("koenigrufen", 4, "B", {"bidding", "call", "talon", "discard", "announce", "play"}),
         ("whist", 1, "A", {"play"})]


@pytest.mark.parametrize("variant, seed, seat, phases", GAMES)
def test_a_whole_game_by_keyboard(page, site_url, variant, seed, seat, phases):
    page.goto(f"{site_url}/probespiel/?spiel={variant}&seed={seed}&platz={seat}")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
    w = page.locator(WIDGET)
    assert w.locator('[data-role="variant"]').input_value() == variant
    assert w.locator('[data-role="seat"]').input_value() == seat
    acted, moves = set(), 0
    wait_for_reader(page, w)
    assert not page.evaluate("() => !!document.activeElement.closest('[data-widget]')"), \
        "opening the page does not move the focus"
    w.locator('[data-role="deal"]').focus()                   # „Geben“: the same deal again
    page.keyboard.press("Enter")
    wait_for_reader(page, w)
    while w.get_attribute("data-finished") != "true":
        phase = w.get_attribute("data-phase")
        focused = page.evaluate("() => document.activeElement.closest('[data-widget]') ? "
                                "(document.activeElement.dataset.role || document.activeElement.dataset.card) : null")
        assert focused, f"the reader's turn ({phase}) puts the focus on a choice"
        if phase == "bidding" and w.locator('[data-role="choice"]').count() > 1:
            page.keyboard.press("Tab")                           # the second choice: a bid
        before = w.get_attribute("data-moves")
        page.keyboard.press("Enter")
        page.wait_for_function("([w, b]) => w.dataset.moves !== b", arg=[w.element_handle(), before], timeout=30_000)
        wait_for_reader(page, w)
        acted.add(phase)
        moves += 1
        assert moves < 120
    assert phases <= acted
    settlement = w.locator('[data-role="settlement"]')
    assert settlement.locator('[data-role="summary"]').inner_text().strip()
    if variant != "whist":                      # a Whist deal alone may pay nothing (S. 3–19)
        cites = settlement.locator("td:last-child").all_inner_texts()
        assert cites and all(c.startswith("Ulmann S.") for c in cites), "settlement lines cite their page"
    assert "Saldo" in w.locator('[data-role="balance"]').inner_text()
    assert f"seed={seed}" in page.url and f"spiel={variant}" in page.url
    # the sentence on how the engine's players decide is the player module's own
    assert w.locator('p[data-role="players"]').inner_text() == describe_players(REGISTRY[variant])


def test_a_card_that_may_not_be_played_is_explained(page, site_url):
    page.goto(f"{site_url}/probespiel/?spiel=whist&seed=3&platz=A")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
    w = page.locator(WIDGET)
    wait_for_reader(page, w)
    for _ in range(13):
        illegal = w.locator('button.card[data-legal="false"]')
        if illegal.count():
            moves = w.get_attribute("data-moves")
            hand = w.locator('[data-role="hand"]').inner_text()
            illegal.first.click()
            text = w.locator('[data-role="message"]').inner_text()
            assert "nicht erlaubt" in text and "Farbe" in text
            assert w.get_attribute("data-moves") == moves and w.locator('[data-role="hand"]').inner_text() == hand
            return
        before = w.get_attribute("data-moves")
        w.locator("button.card--legal").first.click()
        page.wait_for_function("([w, b]) => w.dataset.moves !== b", arg=[w.element_handle(), before], timeout=30_000)
        wait_for_reader(page, w)
    pytest.fail("no trick of this deal left the reader a card that may not be played")


def test_every_state_of_the_table_fits_390_px_and_passes_axe(browser, site_url):
    """Bidding, talon, discard, announcements, play with the last trick open, and the settlement:
    no horizontal scrolling at 390 px and no serious axe violation in any of them."""
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(f"{site_url}/probespiel/?spiel=tapp&seed=1&platz=A")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        page.add_script_tag(path=str(AXE))
        w = page.locator(WIDGET)
        wait_for_reader(page, w)
        checked = set()
        while True:
            phase = w.get_attribute("data-phase")
            last = w.locator('[data-role="last-trick"]')
            if last.count() and last.get_attribute("open") is None:
                last.locator("summary").click()                   # stays open across moves
                assert last.get_attribute("open") is not None
            if phase not in checked:
                assert page.evaluate("document.documentElement.scrollWidth") <= 390, phase
                assert page.evaluate(SERIOUS) == [], phase
                checked.add(phase)
            if w.get_attribute("data-finished") == "true":
                break
            before = w.get_attribute("data-moves")
            choices = w.locator('[data-role="choice"]')
            (choices.nth(1) if phase == "bidding" and choices.count() > 1 else
             w.locator('[data-role="choice"], button.card--legal').first).click()
            page.wait_for_function("([w, b]) => w.dataset.moves !== b", arg=[w.element_handle(), before], timeout=30_000)
            wait_for_reader(page, w)
        assert {"bidding", "talon", "discard", "announce", "play", "done"} <= checked
    finally:
        ctx.close()


def test_a_card_is_played_by_touch(browser, site_url):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                              service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(f"{site_url}/probespiel/?spiel=whist&seed=2&platz=B")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        w = page.locator(WIDGET)
        wait_for_reader(page, w)
        card = w.locator("button.card--legal").first
        name = card.get_attribute("data-card")
        card.tap()
        page.wait_for_function("w => w.dataset.moves === '1'", arg=w.element_handle(), timeout=30_000)
        wait_for_reader(page, w)
        assert name not in w.locator('[data-role="hand"]').inner_text()
    finally:
        ctx.close()
