"""Shared fixtures: the built site, a local HTTP server, and Debian's chromium via Playwright."""
from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class EndgameStep:
    """One step of an endgame problem's line without talon packets: the book's card and the
    other cards of the seat to move, split into those the rules allow and those they refuse."""
    nr: int
    step: int
    book: int
    legal: tuple[int, ...]
    illegal: tuple[int, ...]
    largest_hand: int


def _endgame_steps():
    from engine.core import Action, ids_of, why_illegal
    from engine.problems import model
    from engine.problems.game import replay
    for nr in model.numbers():
        pr = model.load(nr)
        if pr.kind != "endgame" or pr.packets:
            continue
        for step in range(len(pr.line)):
            st = replay(pr, step).state
            book = pr.line[step].card
            others = [c for c in ids_of(st.hands[st.turn]) if c != book]
            legal = tuple(c for c in others if not why_illegal(pr.profile, st, Action("play", st.turn, c)))
            yield EndgameStep(nr, step, book, legal, tuple(c for c in others if c not in legal),
                              max(bin(h).count("1") for h in st.hands))


@pytest.fixture(scope="session")
def endgame_steps():
    """The steps of the endgame problems, lazily, problem by problem and step by step."""
    return _endgame_steps
