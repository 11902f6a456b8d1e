"""Every failure to load the engine shows a German message naming the real cause (issue 13.1).

Each case is tried twice: on a direct visit (the worker is started from <head> by the boot script)
and after instant navigation from a page without a widget (started by engine-client.js). The
issue asks for the message within 10 s; the failures are seen in about a second here, so the 10 s
wait is the requirement, not a benchmark. Offline with the service worker: test_offline.py.
"""
from __future__ import annotations

import pytest
from helpers import navigate_instantly, wait_settled

pytestmark = pytest.mark.browser

PAGE = "tarok/bedienen/"
WITHIN = 10_000   # ms, issue 13.1


def block_pyodide(ctx):
    ctx.route("**/assets/pyodide/**", lambda route: route.abort())


def wasm_missing(ctx):
    ctx.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="not found"))


def wasm_corrupt(ctx):
    ctx.route("**/pyodide.asm.wasm", lambda route: route.fulfill(
        status=200, body=b"\0asm garbage" * 1000, headers={"Content-Type": "application/wasm"}))


def wheel_corrupt(ctx):
    # the wheel is only loaded when the memory snapshot cannot be used
    ctx.route("**/assets/snapshots/**", lambda route: route.fulfill(status=404, body="not found"))
    ctx.route("**/*.whl", lambda route: route.fulfill(status=200, body=b"PK garbage" * 500))


def offline_after_the_page(ctx):
    """The page itself has loaded; then the device is offline. (Playwright cannot switch the
    network off from inside a request, so the browser's offline state is imitated: the engine's
    requests fail as disconnected and navigator.onLine is false. The real thing, with the
    service worker: test_offline.py.)"""
    ctx.add_init_script('Object.defineProperty(Navigator.prototype, "onLine", { get: () => false })')
    for files in ("**/assets/pyodide/**", "**/assets/snapshots/**", "**/assets/wheels/**"):
        ctx.route(files, lambda route: route.abort("internetdisconnected"))


def no_webassembly(ctx):
    ctx.add_init_script("delete globalThis.WebAssembly")


CASES = {
    # name: (set-up, words the message must contain)
    "pyodide-blocked": (block_pyodide, ["pyodide.mjs", "blockiert"]),
    "wasm-404": (wasm_missing, ["pyodide.asm.wasm", "fehlt auf dem Server", "HTTP 404"]),
    "wasm-corrupt": (wasm_corrupt, ["pyodide.asm.wasm", "beschädigt"]),
    "wheel-corrupt": (wheel_corrupt, [".whl", "beschädigt", "keine gültige ZIP-Datei"]),
    "offline": (offline_after_the_page, ["Keine Netzverbindung", "noch nicht gespeichert"]),
    "no-webassembly": (no_webassembly, ["WebAssembly ist nicht verfügbar"]),
}


@pytest.fixture
def failing(browser, request):
    def make(case):
        ctx = browser.new_context(locale="de-DE", service_workers="block")
        CASES[case][0](ctx)
        request.addfinalizer(ctx.close)
        return ctx.new_page()
    return make


def check_message(page, case):
    widget = page.locator("[data-widget]")
    text = widget.locator('[data-role="failure"]').inner_text()
    for words in CASES[case][1]:
        assert words in text, text
    if case not in ("no-webassembly", "wasm-corrupt"):
        assert "WebAssembly" not in text, text     # the cause, not a guess
    assert "Traceback" not in text
    assert widget.locator('[data-role="retry"]').is_visible()


@pytest.mark.parametrize("case", CASES)
def test_direct_visit(failing, site_url, case):
    page = failing(case)
    page.goto(f"{site_url}/{PAGE}", wait_until="commit")
    assert wait_settled(page, timeout=WITHIN) == "error"
    check_message(page, case)


@pytest.mark.parametrize("case", CASES)
def test_after_instant_navigation(failing, site_url, case):
    page = failing(case)
    engine_requests = []
    page.on("request", lambda r: "/assets/pyodide/" in r.url and engine_requests.append(r.url))
    page.goto(f"{site_url}/edition/")
    page.wait_for_load_state("load")
    assert not engine_requests, "a page without a widget loaded part of Pyodide"
    navigate_instantly(page, PAGE)
    assert wait_settled(page, timeout=WITHIN) == "error"
    check_message(page, case)


def test_corrupt_snapshot_falls_back_to_a_plain_start(browser, site_url):
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    ctx.route("**/assets/snapshots/**", lambda route: route.fulfill(status=200, body=b"\x1f\x8b garbage"))
    try:
        page = ctx.new_page()
        page.goto(f"{site_url}/{PAGE}")
        assert wait_settled(page) == "ready"
    finally:
        ctx.close()


def test_retry_after_the_cause_is_gone(browser, site_url):
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    block_pyodide(ctx)
    try:
        page = ctx.new_page()
        page.goto(f"{site_url}/{PAGE}")
        assert wait_settled(page, timeout=WITHIN) == "error"
        ctx.unroute("**/assets/pyodide/**")
        page.locator('[data-role="retry"]').click()
        page.wait_for_selector('[data-widget][data-state="ready"]', timeout=90_000)
    finally:
        ctx.close()
