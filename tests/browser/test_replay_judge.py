"""Every card judged in the replay, in chromium (issue 23, item 5): at a step of an endgame's
replay the seat to move's legal cards get the engine's mark against the book's card (=, +, −
with the points) in the background, the book's card is marked, and each mark is in the card's
accessible name as a sentence, not only a sign or a colour."""
from __future__ import annotations


import pytest
from helpers import collect_console_errors, serious_violations

from engine.problems.card_values import card_values

pytestmark = pytest.mark.browser
WIDGET = '[data-widget="problem-replay"]'
NR = 1                              # an endgame: B leads with five cards, all legal
SIGN_WORDS = {"=": "so gut wie", "+": "besser als", "-": "schlechter als"}


def test_the_legal_cards_carry_their_judgement_against_the_book(page, site_url):
    expected = card_values(NR, 0)
    assert {c["relation"] for c in expected["cards"]} >= {"=", "-"}     # the test can tell them apart
    errors = collect_console_errors(page)
    page.goto(f"{site_url}/probleme/{NR}/#zug-0")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    widget = page.locator(WIDGET)
    mover = widget.locator(".replay-seat--turn")
    book = mover.locator('button.card[data-book="true"]')
    assert book.count() == 1                                             # marked before any search
    assert book.get_attribute("data-card") == expected["book_card"]
    assert "die Karte des Buches" in book.get_attribute("aria-label")
    assert book.locator(".card-book").inner_text() == "Buch"
    status = widget.locator('[data-role="judge-status"]')
    status.filter(has_text="Alle 5 erlaubten Karten").wait_for(timeout=120_000)
    for c in expected["cards"]:
        button = mover.locator(f'button.card[data-card="{c["card"]}"]')
        assert button.get_attribute("data-judge") == c["relation"], c
        label = button.get_attribute("aria-label")
        sign = button.locator(".card-judge").inner_text()
        assert f"Spieler am Ende {c['points']} Points" in label
        if c["book"]:
            assert sign == "=" and "die Karte des Buches" in label
        else:
            assert SIGN_WORDS[c["relation"]] in label
            if c["relation"] != "=":
                assert f"{c['diff']} Points" in label
                assert sign == {"+": "+", "-": "−"}[c["relation"]] + c["diff"]
    assert serious_violations(page, '[data-widget="problem-replay"]') == []     # the marked cards pass axe
    assert errors == []


def test_moving_on_starts_the_next_step_and_going_back_keeps_the_marks(page, site_url):
    page.goto(f"{site_url}/probleme/{NR}/#zug-0")
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    widget = page.locator(WIDGET)
    widget.focus()
    page.keyboard.press("ArrowRight")                 # at once: the search of step 0 is cancelled
    assert widget.get_attribute("data-step") == "1"
    expected = card_values(NR, 1)
    status = widget.locator('[data-role="judge-status"]')
    status.filter(has_text=f"Alle {len(expected['legal'])} erlaubten Karten").wait_for(timeout=120_000)
    judged = widget.locator(".replay-seat--turn button.card[data-judge]")
    assert sorted(judged.evaluate_all("bs => bs.map(b => b.dataset.card)")) == sorted(expected["legal"])
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")                 # back at step 1: shown from the cache at once
    assert widget.locator(".replay-seat--turn button.card[data-judge]").count() == len(expected["legal"])


def test_no_judging_while_the_solution_is_closed(page, site_url):
    """The problem page opens at the Aufgabe with the solution closed: the replay in it is not
    even mounted, so no search starts (it would start the engine for nothing); opening it mounts
    the replay and starts one."""
    page.goto(f"{site_url}/probleme/{NR}/")
    page.wait_for_selector('[data-widget="problem-puzzle"][data-state="ready"]', timeout=30_000)
    widget = page.locator(WIDGET)
    page.wait_for_timeout(1500)                      # well past the judge's start delay
    assert widget.get_attribute("data-mounted") is None
    assert widget.locator('[data-role="judge-status"]').count() == 0
    page.locator('[data-role="replay-only"]').click()          # „Nur nachspielen“ opens the solution
    page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=30_000)
    widget.scroll_into_view_if_needed()
    widget.locator('[data-role="judge-status"]').filter(has_text="Alle 5 erlaubten Karten").wait_for(timeout=120_000)
    assert widget.locator(".replay-seat--turn button.card[data-judge]").count() == 5
