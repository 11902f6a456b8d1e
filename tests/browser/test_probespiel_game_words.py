"""„Probespiel“ in chromium: the game's words on the buttons — „tappen“, the games' names, the
announcements, „gut“ — are explained beside them, each with the glossary's own short definition
(docs/glossar/begriffe.yml, the one source of their meaning) and a link to its entry; a word the
glossary does not list („gut“) in the engine's words. At 390 px, axe clean."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from helpers import open_table, serious_violations

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="probespiel"]'
GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossar" / "begriffe.yml"


def test_the_games_words_are_explained_from_the_glossary(browser, site_url):
    entries = {e["id"]: e for e in yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))}
    ctx = browser.new_context(locale="de-DE", viewport={"width": 390, "height": 844}, service_workers="block")
    page = ctx.new_page()
    try:
        w = open_table(page, site_url, "spiel=tapp&seed=7&platz=A&gegner=zufall")
        items = w.locator('[data-role="choices"] [data-role="hints"] li')
        shown = {items.nth(i).get_attribute("data-term"): items.nth(i).inner_text() for i in range(items.count())}
        assert list(shown) == ["tappen", "dreier", "solo"]          # one per word, in the buttons' order
        for key, text in shown.items():
            e = entries[key]
            assert text == f"„{e['term']}“ heißt: {e['short']}"
            link = w.locator(f'[data-role="hints"] li[data-term="{key}"] a')
            assert link.get_attribute("href").endswith(f"glossar/#{key}")
        for i in range(items.count()):
            box = items.nth(i).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert serious_violations(page, WIDGET) == []
        # the link leads to the entry
        w.locator('[data-role="hints"] li[data-term="dreier"] a').click()
        page.wait_for_url("**/glossar/#dreier")
        page.wait_for_selector("#dreier", state="attached", timeout=30_000)     # (instant navigation)
        assert page.locator("#dreier").count() == 1
    finally:
        ctx.close()


def test_a_word_the_glossary_does_not_list_keeps_the_engines_words(browser, site_url):
    """After the Dreier: the announcements, „Pagat Ultimo!“ from the glossary (Ultimo), „gut“
    in the engine's words."""
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    page = ctx.new_page()
    try:
        page.goto(f"{site_url}/probespiel/?spiel=tapp&seed=7&platz=A&gegner=zufall")
        page.wait_for_selector(f'{WIDGET}[data-state="ready"]', timeout=90_000)
        w = page.locator(WIDGET)
        for _ in range(12):              # bid the Dreier, take a half, lay away: up to the announcements
            page.wait_for_function("w => w.dataset.busy === 'false' && ['reader', 'over'].includes(w.dataset.waiting)",
                                   arg=w.element_handle(), timeout=60_000)
            if w.get_attribute("data-phase") == "announce":
                break
            first = w.locator('[data-role="choice"][data-kind="bid"], [data-role="choice"][data-kind="take"], '
                              'button.card--legal').first
            moves = w.get_attribute("data-moves")
            first.click()
            page.wait_for_function("([w, m]) => w.dataset.moves !== m", arg=[w.element_handle(), moves], timeout=60_000)
        assert w.get_attribute("data-phase") == "announce"
        items = w.locator('[data-role="hints"] li')
        texts = {items.nth(i).get_attribute("data-term"): items.nth(i).inner_text() for i in range(items.count())}
        assert texts["done"] == "„gut“ heißt: nichts (mehr) ansagen."
        assert any(k == "ultimo" for k in texts)
        assert serious_violations(page, WIDGET) == []
    finally:
        ctx.close()
