"""„Probespiel“ in chromium: Kauflabet's exchange (Pierer S. 391, „werfen die schlechten Karten
(Cartes fausses) weg u. erhalten dafür von dem Geber andere Karten aus dem Talon“) is chosen by
selecting the cards in the hand — by mouse, touch and keyboard, each selected card marked
(aria-pressed) and the selection said in a live region — and one button „kaufen“; „kauft nicht“
beside it. No button per set of cards; the set sent is one the engine offered, and the reader's
hand afterwards holds the bought cards instead of the thrown ones. At 390 px, axe clean."""
from __future__ import annotations

import pytest
from helpers import serious_violations, wait_for_reader

from engine.table import table

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="probespiel"]'
VARIANT, SEAT = "kauflabet-4", "B"


def exchange_seed() -> int:
    """The first seed where the reader, going along, comes to buy (the others at random, as the
    page's „zufällig“ players decide: seeded by the game and the move)."""
    for seed in range(40):
        r = table(VARIANT, seed, SEAT, players="zufall")
        while r["waiting"] != "over":
            if r["waiting"] == "reader" and r["phase"] == "exchange":
                return seed
            step = dict(log=r["log"], token=r["token"], players="zufall")
            r = table(VARIANT, seed, SEAT, **step, think=True) if r["waiting"] == "engine" else \
                table(VARIANT, seed, SEAT, **step, action=next(a for a in r["actions"] if a["kind"] == "join")["action"])
    raise AssertionError("no seed brings the reader to buy")


def test_the_cards_to_throw_away_are_selected_in_the_hand_then_bought(browser, site_url):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, has_touch=True,
                              service_workers="block")
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{site_url}/probespiel/?spiel={VARIANT}&seed={exchange_seed()}&platz={SEAT}&gegner=zufall")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        w = page.locator(WIDGET)
        wait_for_reader(page, w)
        w.locator('[data-role="choice"][data-kind="join"]').click()            # „geht mit“
        page.wait_for_function("w => w.dataset.phase === 'exchange' && w.dataset.waiting === 'reader' "
                               "&& w.dataset.busy === 'false'", arg=w.element_handle(), timeout=60_000)
        # one button to buy and one not to, no button per set
        assert w.locator('[data-kind="exchange"]').count() == 1
        assert w.locator('[data-kind="exchange"]').inner_text() == "kauft nicht"
        confirm = w.locator('[data-role="select-confirm"]')
        assert confirm.inner_text() == "kaufen"
        cards = w.locator('[data-role="hand"] button.card')
        names = [cards.nth(i).get_attribute("data-card") for i in range(cards.count())]
        assert len(names) == 4 and all(cards.nth(i).get_attribute("aria-pressed") == "false" for i in range(4))
        said = w.locator('[data-role="selection"]')
        assert said.get_attribute("aria-live") == "polite" and "Noch keine Karte" in said.inner_text()
        # the reader's turn: the focus is on the first card of the hand
        assert page.evaluate("document.activeElement.dataset.card") == names[0]
        # „kaufen“ with nothing selected says what to do, sends nothing
        confirm.click()
        assert "Erst die Karten zum Wegwerfen wählen" in w.locator('[data-role="message"]').inner_text()
        assert w.get_attribute("data-moves") == "1"
        # keyboard: Enter selects, an arrow moves, Space selects
        cards.nth(0).focus()
        page.keyboard.press("Enter")
        page.keyboard.press("ArrowRight")
        page.keyboard.press(" ")
        assert [cards.nth(i).get_attribute("aria-pressed") for i in range(4)] == ["true", "true", "false", "false"]
        assert said.inner_text() == f"Zum Wegwerfen gewählt (2): {names[0]}, {names[1]}."
        # the selection is visible: the selected card is lifted and framed thicker
        up, down = cards.nth(0).bounding_box(), cards.nth(2).bounding_box()
        assert up["y"] < down["y"] - 2
        # mouse unselects, touch selects
        cards.nth(0).click()
        cards.nth(3).tap()
        assert [cards.nth(i).get_attribute("aria-pressed") for i in range(4)] == ["false", "true", "false", "true"]
        assert said.inner_text() == f"Zum Wegwerfen gewählt (2): {names[1]}, {names[3]}."
        # at 390 px every card and the buttons are in view, and axe finds nothing serious
        for loc in [cards.nth(i) for i in range(4)] + [confirm]:
            box = loc.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert serious_violations(page, WIDGET) == []
        confirm.click()
        page.wait_for_function("w => w.dataset.moves === '2'", arg=w.element_handle(), timeout=60_000)
        wait_for_reader(page, w)
        assert w.locator('[data-role="message"]').is_hidden()
        hand = w.locator('[data-role="hand"]').inner_text()
        assert names[1] not in hand and names[3] not in hand and names[0] in hand
        w.locator('[data-role="auction"] summary').click()
        line = next(t for t in w.locator('[data-role="auction"] li').all_inner_texts() if t.startswith("B: wirft"))
        assert names[1] in line and names[3] in line and line.endswith("kauft 2")
        assert not errors, errors
    finally:
        ctx.close()
