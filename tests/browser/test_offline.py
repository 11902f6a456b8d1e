"""Offline use through the service worker (issue 13.2).

After a first visit the whole site is precached (texts, glossary, search index, assets); the
engine runtime is cached when a page first uses it; a new build is announced in German.
"""
from __future__ import annotations

import shutil

import pytest
from helpers import navigate_instantly, search_hits, wait_settled

pytestmark = pytest.mark.browser

SW_READY = """async () => {
  await navigator.serviceWorker.ready;
  for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i++) await new Promise((r) => setTimeout(r, 100));
  return !!navigator.serviceWorker.controller;
}"""


@pytest.fixture
def sw_context(browser):
    ctx = browser.new_context(locale="de-DE", service_workers="allow")
    yield ctx
    ctx.close()


def first_visit(page, url):
    page.goto(url)
    assert page.evaluate(SW_READY), "the service worker does not control the page"


def test_after_visiting_the_home_page_the_site_works_offline(sw_context, site_url):
    page = sw_context.new_page()
    cards_failed: list[str] = []
    page.on("requestfailed", lambda r: cards_failed.append(r.url) if "/assets/cards/" in r.url else None)
    first_visit(page, f"{site_url}/")
    sw_context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False

    # a reading text not visited before
    page.goto(f"{site_url}/texte/ulmann/12-aufgaben/")
    assert page.locator("#aufgabe-12").count() == 1
    # the glossary, by instant navigation (the page's own requests go through the worker too)
    navigate_instantly(page, "glossar/")
    assert page.locator("#pagat").count() == 1
    # the card pictures of the glossary come from the cache too
    page.wait_for_load_state("networkidle")
    assert page.locator("svg.karte").count() > 0 and cards_failed == []
    # the search, on a page loaded offline (the search worker builds its index from the cache)
    page.goto(f"{site_url}/probleme/")
    assert any("texte/" in h for h in search_hits(page, "Pagat"))
    # a widget page: the page works; its engine was never used online, so the widget says so
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert page.locator("h1").inner_text()
    assert wait_settled(page, timeout=10_000) == "error"
    assert "Keine Netzverbindung" in page.locator('[data-role="failure"]').inner_text()


def test_the_engine_is_cached_on_first_use(sw_context, site_url):
    page = sw_context.new_page()
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page) == "ready"
    assert page.evaluate(SW_READY)
    # the files the worker used are kept in the service worker's runtime cache
    page.wait_for_function("""async () => {
      const cache = await caches.open("engine-runtime");
      const urls = (await cache.keys()).map((r) => r.url);
      return ["pyodide.asm.wasm", "python_stdlib.zip", "engine.bin.gz"].every((f) => urls.some((u) => u.endsWith(f)));
    }""", timeout=30_000)
    sw_context.set_offline(True)
    # another widget page, never visited: the engine starts offline and answers
    page.goto(f"{site_url}/tarok/bedienen/")
    assert wait_settled(page) == "ready"
    widget = page.locator('[data-widget="karte-erlaubt"]')
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle())
    assert widget.locator('[data-role="verdict"]').inner_text()


def test_a_new_version_is_announced_in_german(browser, built_site, tmp_path):
    from serve_site import serve
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    server, url = serve(site)
    ctx = browser.new_context(locale="de-DE", service_workers="allow")
    try:
        page = ctx.new_page()
        first_visit(page, f"{url}/edition/")
        # a new build: the precache manifest changes
        sw = site / "sw.js"
        sw.write_text(sw.read_text(encoding="utf-8").replace('url:"edition/index.html",revision:"',
                                                             'url:"edition/index.html",revision:"x'),
                      encoding="utf-8")
        assert "revision:\"x" in sw.read_text(encoding="utf-8")
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        notice = page.locator(".update-notice")
        notice.wait_for(timeout=30_000)
        assert "Eine neue Fassung dieser Website ist verfügbar." in notice.inner_text()
        with page.expect_navigation():
            notice.locator('[data-role="update"]').click()
        assert page.evaluate(SW_READY)
    finally:
        ctx.close()
        server.shutdown()


def test_the_engine_is_stored_on_request_from_the_start_page(sw_context, site_url):
    """Issue 27: „Regel-Engine offline verfügbar machen“ on the start page stores the engine with
    progress and size; then a widget page never visited starts its engine offline and answers."""
    page = sw_context.new_page()
    page.goto(f"{site_url}/")
    control = page.locator(".offline-engine")
    button = control.locator('[data-role="offline-engine"]')
    assert button.inner_text() == "Regel-Engine offline verfügbar machen"
    assert " MB)" in control.locator('[data-role="offline-status"]').inner_text()   # the size, before
    button.click()
    page.wait_for_function("() => document.querySelector('.offline-engine').dataset.state === 'saving'",
                           timeout=30_000)
    # progress: the bar moves and the status counts megabytes
    page.wait_for_function("""() => { const b = document.querySelector('.offline-engine progress');
      return b && !b.hidden && b.value > 0; }""", timeout=60_000)
    page.wait_for_function("() => ['done', 'error'].includes(document.querySelector('.offline-engine').dataset.state)",
                           timeout=120_000)
    status = control.locator('[data-role="offline-status"]').inner_text()
    assert control.get_attribute("data-state") == "done", status
    assert status.startswith("Gespeichert (") and "MB" in status
    assert page.evaluate("() => { const b = document.querySelector('.offline-engine progress'); return b.value === b.max; }")
    assert page.evaluate(SW_READY)

    sw_context.set_offline(True)
    page.goto(f"{site_url}/tarok/bedienen/")          # never visited, its engine never started online
    assert wait_settled(page) == "ready"
    widget = page.locator('[data-widget="karte-erlaubt"]')
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle())
    assert widget.locator('[data-role="verdict"]').inner_text()


def test_a_widget_that_cannot_load_the_engine_offers_to_store_it(sw_context, site_url):
    page = sw_context.new_page()
    first_visit(page, f"{site_url}/edition/")
    sw_context.set_offline(True)
    page.goto(f"{site_url}/tarok/zaehlen/")
    assert wait_settled(page, timeout=30_000) == "error"
    widget = page.locator('[data-widget="lage-zaehlen"]')
    button = widget.locator('[data-role="offline-engine"]')
    button.wait_for(timeout=10_000)
    assert button.inner_text() == "Regel-Engine offline verfügbar machen"
    button.click()                                   # offline: a German message, not a hang
    page.wait_for_function("w => w.querySelector('.offline-engine').dataset.state === 'error'",
                           arg=widget.element_handle(), timeout=30_000)
    assert "Keine Netzverbindung" in widget.locator('[data-role="offline-status"]').inner_text()
