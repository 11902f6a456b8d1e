"""Shared fixtures: the built site, a local HTTP server, and Debian's chromium via Playwright."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from serve_site import serve  # noqa: E402  (gzip like a static host)


def build_site(target: Path, site_url: str | None = None) -> float:
    """Build the site with --strict into target; returns the build time in seconds.

    Without site_url the build is the one for any address (no canonical links; instant
    navigation adapts to the address it is served from, scripts/hooks/page_shell.py).
    """
    start = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "SITE_URL"}
    env["NO_MKDOCS_2_WARNING"] = "1"
    if site_url:
        env["SITE_URL"] = site_url
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(target)],
                   cwd=ROOT, check=True, env=env)
    return time.perf_counter() - start


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


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]


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
