"""One build for any host, port and path (issue 13.6): instant navigation works wherever the
site is served. The test site is built without SITE_URL (conftest) and served on a random port."""
from __future__ import annotations

import shutil

import pytest
from helpers import navigate_instantly, wait_settled

pytestmark = pytest.mark.browser


def test_instant_navigation_on_any_port(page, site_url):
    assert not site_url.endswith(":8000")
    page.goto(f"{site_url}/edition/")
    navigate_instantly(page, "glossar/")
    navigate_instantly(page, "tarok/bedienen/")
    assert wait_settled(page) == "ready"


def test_instant_navigation_under_a_path(browser, built_site, tmp_path):
    from serve_site import serve
    (tmp_path / "sammlung").mkdir()
    shutil.copytree(built_site, tmp_path / "sammlung" / "kartenspiele")
    server, url = serve(tmp_path)
    ctx = browser.new_context(locale="de-DE", service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(f"{url}/sammlung/kartenspiele/texte/")
        navigate_instantly(page, "sammlung/kartenspiele/glossar/")
        assert page.locator("#pagat").count() == 1
    finally:
        ctx.close()
        server.shutdown()
