"""„Probespiel“ in chromium: the address carries the game (issue 25, point 2). What the address
asks for and cannot be dealt — an unknown game, a seed that is no whole number of the range, a
seat the game does not have, unknown opponents — is said in German, as a note (not in the red of
an error: nothing went wrong, something else was dealt), and the address then names the game
actually dealt; a shared address deals the same game again."""
from __future__ import annotations

import pytest

from engine.fields import MAX_SEED

from helpers import open_table, serious_violations

pytestmark = pytest.mark.browser



@pytest.mark.parametrize("query, said", [
    ("?spiel=skat&seed=5&platz=A", ["Ein Spiel „skat“ kennt die Engine nicht; gegeben wird Tapp-Tarok."]),
    ("?spiel=whist&seed=abc&platz=B", ["Der Seed der Adresse („abc“) ist keine ganze Zahl"]),
    ("?spiel=whist&seed=99999999999&platz=B", ["Der Seed der Adresse („99999999999“)"]),
    ("?spiel=tapp&seed=5&platz=D&gegner=klug", ["Einen Platz „D“ gibt es hier nicht (A bis C); Sie spielen A.",
                                                "Mitspieler „klug“ gibt es nicht"]),
])
def test_an_address_that_cannot_be_dealt_is_said(page, site_url, query, said):
    w = open_table(page, site_url, query)
    note = w.locator('[data-role="address-note"]')
    assert note.is_visible() and w.locator('[data-role="message"]').is_hidden()
    for text in said:
        assert text in note.inner_text()
    # the address now names what was dealt: sharing it deals this game
    dealt = f"spiel={w.locator('[data-role=variant]').input_value()}&seed={w.locator('[data-role=seed]').input_value()}"
    assert dealt in page.url and f"platz={w.locator('[data-role=seat]').input_value()}" in page.url
    assert 0 <= int(w.locator('[data-role=seed]').input_value()) <= MAX_SEED


def test_a_good_address_says_nothing_and_deals_the_same_game_again(page, site_url):
    query = "?spiel=koenigrufen&seed=11&platz=C&gegner=zufall"
    w = open_table(page, site_url, query)
    assert w.locator('[data-role="message"]').is_hidden() and w.locator('[data-role="address-note"]').is_hidden()
    hand = w.locator('[data-role="hand"]').inner_text()
    w.locator('[data-role="choice"], button.card--legal').first.click()        # a first choice …
    page.wait_for_function("w => w.dataset.moves === '1'", arg=w.element_handle(), timeout=30_000)
    assert page.url.endswith(query)
    w = open_table(page, site_url, query)                       # … and the shared address again
    assert w.locator('[data-role="hand"]').inner_text() == hand
    assert w.locator('[data-role="message"]').is_hidden()


def test_the_address_note_is_a_note_not_an_error(page, site_url):
    """The note has the page's text colour, not the error's red, and a neutral frame; axe finds no
    serious violation (contrast) in it; a new deal takes it away."""
    w = open_table(page, site_url, "?spiel=skat&seed=5&platz=A")
    note = w.locator('[data-role="address-note"]')
    assert note.is_visible()
    style = note.evaluate("n => { const s = getComputedStyle(n); return [s.color, s.fontWeight]; }")
    body = page.evaluate("getComputedStyle(document.querySelector('.md-typeset')).color")
    assert style[0] == body and style[0] != "rgb(183, 28, 28)" and int(style[1]) < 600
    assert "widget-error" not in (note.get_attribute("class") or "")
    assert serious_violations(page, '[data-widget="probespiel"]') == []
    w.locator('[data-role="deal"]').click()
    page.wait_for_function("w => w.dataset.busy === 'false' && w.dataset.moves === '0'", arg=w.element_handle())
    assert note.is_hidden()
