"""Accessibility beyond axe (issue 13.3): glossary tooltips on hover, keyboard and touch; focus
visible on everything the keyboard reaches. (axe-core on every page: test_whole_site.py.)"""
from __future__ import annotations

import pytest
from helpers import wait_settled

pytestmark = pytest.mark.browser

TEXT = "texte/ulmann/16-termini/"
TERM = 'a.glossar[href$="#pagat"]'

FOCUS_VISIBLE = """() => {
  const el = document.activeElement;
  const s = getComputedStyle(el);
  const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1;
  return { tag: el.tagName, cls: el.className, visible: outline || s.boxShadow !== "none" };
}"""


def tip(page):
    return page.locator("#term-tip")


def test_tooltip_on_keyboard_focus(page, site_url):
    page.goto(f"{site_url}/{TEXT}")
    term = page.locator(TERM).first
    term.focus()
    assert tip(page).is_visible()
    assert tip(page).inner_text().startswith("Pagat:")
    assert term.get_attribute("aria-describedby") == "term-tip"
    page.keyboard.press("Escape")
    assert not tip(page).is_visible()


def test_tooltip_on_hover(page, site_url):
    page.goto(f"{site_url}/{TEXT}")
    page.locator(TERM).first.hover()
    assert tip(page).is_visible() and "Pagat" in tip(page).inner_text()


def test_tooltip_on_touch_first_tap_explains_second_follows(browser, site_url):
    ctx = browser.new_context(locale="de-DE", has_touch=True, is_mobile=True,
                              viewport={"width": 390, "height": 844}, service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(f"{site_url}/{TEXT}")
        term = page.locator(TERM).first
        term.scroll_into_view_if_needed()
        term.tap()
        assert tip(page).is_visible(), "the first tap shows the definition"
        # (the theme's anchor tracking may add a #fragment while scrolling: compare the path)
        assert page.evaluate("location.pathname").endswith(TEXT), "the first tap does not leave the page"
        link = tip(page).locator("a")
        assert link.is_visible() and link.get_attribute("href").endswith("#pagat")
        box = tip(page).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390   # on the screen
        term.tap()
        page.wait_for_function("location.pathname.endsWith('/glossar/')")   # the second follows the link
    finally:
        ctx.close()


@pytest.mark.parametrize("path", ["texte/hundertspiel/", "tarok/abrechnen/"])
def test_focus_is_visible_on_everything_the_keyboard_reaches(page, site_url, path):
    page.goto(f"{site_url}/{path}")
    if page.locator("[data-widget]").count():
        assert wait_settled(page) == "ready"
    seen, invisible = 0, []
    page.locator("body").focus()
    for _ in range(60):
        page.keyboard.press("Tab")
        state = page.evaluate(FOCUS_VISIBLE)
        if state["tag"] == "BODY":
            continue
        seen += 1
        if not state["visible"]:
            invisible.append(state)
    assert seen > 20
    assert invisible == []


def test_text_inputs_show_focus(page, site_url):
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page) == "ready"
    page.locator('[data-role="cards"]').focus()
    assert page.evaluate(FOCUS_VISIBLE)["visible"]
    page.locator("input.md-search__input").focus()
    assert page.evaluate(FOCUS_VISIBLE)["visible"]
