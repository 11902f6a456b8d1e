"""Shared fixtures: the built site, a local HTTP server, and Debian's chromium via Playwright."""
from __future__ import annotations

from pathlib import Path

import pytest

from serve_site import serve  # gzip like a static host
from sitetools import CHROMIUM, CHROMIUM_ARGS, build_site


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site")
    build_site(target)
    return target


@pytest.fixture(scope="session")
def site_url(built_site):
    server, url = serve(built_site)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: run the README's test command (it installs it).")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


class OfflineGuard:
    """Records (and blocks) every request that leaves 127.0.0.1."""

    def __init__(self, context):
        self.outside: list[str] = []
        context.route("**/*", self._route)

    def _route(self, route):
        url = route.request.url
        if url.startswith(("http://127.0.0.1:", "data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


@pytest.fixture
def context(browser):
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    ctx.guard = OfflineGuard(ctx)
    yield ctx
    outside = ctx.guard.outside
    ctx.close()
    assert not outside, f"requests left 127.0.0.1: {outside}"


@pytest.fixture
def page(context):
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    assert not errors, f"JavaScript errors on the page: {errors}"
