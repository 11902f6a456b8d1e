"""Bad input in the widgets (issue 13.5), checked in chromium.

The widget forms check numbers in the page and label their controls; the engine makes its own
checks (short excerpts in messages, suggestions from the pack in use, duplicate cards); the widgets
display every message without blowing up the layout.
"""
from __future__ import annotations

import pytest

from helpers import submit, widget_ready as ready

pytestmark = pytest.mark.browser



def message(widget) -> str:
    m = widget.locator('[data-role="message"]')
    return m.inner_text() if m.is_visible() else ""


# ---- the display -------------------------------------------------------------------

def test_a_huge_input_cannot_blow_up_the_layout(page, site_url):
    # 100,000 characters once made a message 35,000 px tall
    w = ready(page, site_url, "tarok/zaehlen/", "lage-zaehlen")
    w.locator('[data-role="cards"]').fill("Mond, " + "X" * 100_000)
    submit(page, w, "count")
    box = w.locator('[data-role="message"]').bounding_box()
    assert box and box["height"] < 300, box
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert w.get_attribute("data-state") == "ready"


def test_a_long_message_stays_within_a_phone_screen(browser, site_url):
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    try:
        page = ctx.new_page()
        w = ready(page, site_url, "tarok/bedienen/", "karte-erlaubt")
        w.locator('[data-role="hand"]').fill("Coeur-König, " + "Unbekannt" * 2_000)
        submit(page, w, "check")
        assert message(w)
        assert w.locator('[data-role="message"]').bounding_box()["height"] < 300
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()


def test_the_engine_checks_numbers_itself(page, site_url):
    # the page's own check aside: a request straight to the engine gets a German message
    ready(page, site_url, "tarok/abrechnen/", "spiel-abrechnen")
    answer = page.evaluate("""async () => {
      const { callEngine } = await import("/assets/js/engine-client.js");
      return callEngine("settle", { variant: "tapp", game: "dreier", points: 1e300 });
    }""")
    assert answer["ok"] is False
    # the message names the field and the range the engine accepts (70 Points in a 54-card game)
    assert "„points“" in answer["error"]["message"] and "zwischen 0 und 70" in answer["error"]["message"]


# ---- the checks ------------------

@pytest.mark.parametrize("points", [
    pytest.param("9" * 400, id="400-nines"),
    pytest.param("1e3", id="exponent"),
    pytest.param("-5", id="negative"),
    pytest.param("35,5", id="fraction"),
])
def test_bad_points_get_a_message_not_a_result(page, site_url, points):
    # 400 nines once became Infinity, then null: „mit 0 gegen 0 Points“ and a payment table
    w = ready(page, site_url, "tarok/abrechnen/", "spiel-abrechnen")
    w.locator('[data-role="points"]').fill(points)
    submit(page, w, "settle")
    assert message(w)
    assert w.get_attribute("data-result") == "error"
    assert w.locator("table").count() == 0
    assert "0 gegen 0" not in w.inner_text()


def test_messages_quote_only_an_excerpt_of_the_input(page, site_url):
    w = ready(page, site_url, "tarok/zaehlen/", "lage-zaehlen")
    w.locator('[data-role="cards"]').fill("Mond, " + "X" * 100_000)
    submit(page, w, "count")
    assert 0 < len(message(w)) < 400


def test_suggestions_name_only_cards_of_the_pack_in_use(page, site_url):
    # the 54-card pack has no Coeur-Sieben (the red suits run 1–4 there)
    w = ready(page, site_url, "tarok/zaehlen/", "lage-zaehlen")
    w.locator('[data-role="cards"]').fill("Coeur-Siebzehn")
    submit(page, w, "count")
    text = message(w)
    assert "Coeur-Siebzehn" in text
    assert "Coeur-Sieben" not in text


@pytest.mark.parametrize("hand, trick", [
    ("Tarok XV, Tarok XV, Pagat", "Treff-Acht"),       # the same card twice in the hand
    ("Tarok XV, Pagat", "Treff-Acht, Treff-Acht"),     # … twice in the trick
])
def test_legal_play_refuses_duplicate_cards(page, site_url, hand, trick):
    w = ready(page, site_url, "tarok/bedienen/", "karte-erlaubt")
    w.locator('[data-role="hand"]').fill(hand)
    w.locator('[data-role="trick"]').fill(trick)
    w.locator('[data-role="card"]').fill("Pagat")
    submit(page, w, "check")
    assert w.get_attribute("data-result") == "error"
    assert message(w)


def test_counting_refuses_duplicate_cards(page, site_url):
    w = ready(page, site_url, "tarok/zaehlen/", "lage-zaehlen")
    w.locator('[data-role="cards"]').fill("Mond, Mond, Pagat")
    submit(page, w, "count")
    assert w.get_attribute("data-result") == "error"
    assert "Mond" in message(w)
