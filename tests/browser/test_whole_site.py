"""The whole-site check (issue 13.8): every built page opened once in chromium at 390 × 844.

One crawl (one browser context, axe-core run once per page) records for every page: requests
that left the host, console errors, axe's violations, the page's width, its links and ids; the
tests below judge the records. Widgets must become ready and answer their page's example first,
so that their forms and result tables are checked too (the rule pages' live examples, which load
only when their box is opened, are opened for this).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from helpers import collect_console_errors
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 390, "height": 844}
ANSWERS_ON_LOAD = '[data-widget][data-state="ready"]:not([data-engine="on-demand"])'
ENGINE_FILES = ("/assets/pyodide/", "/assets/snapshots/", "/assets/wheels/")

AXE_RUN = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.join(" "),
      inWidgetForm: !!document.querySelector(n.target.join(" "))?.closest("[data-widget] form"),
    })),
  }));
}"""

# Tables wider than their box must sit in a focusable scroll region that shows it scrolls.
WIDE_TABLES = """() => [...document.querySelectorAll(".md-content table")].flatMap((table) => {
  const region = table.closest(".md-typeset__scrollwrap, .table-scroll");
  if (!region || region.scrollWidth <= region.clientWidth + 1) return [];
  const ok = region.tabIndex === 0 && region.classList.contains("scrolls")
    && getComputedStyle(region).backgroundImage.includes("gradient");
  return [{ table: table.textContent.slice(0, 60), ok }];
})"""


@dataclass
class PageRecord:
    path: str
    outside: list[str] = field(default_factory=list)
    engine_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    violations: list[dict] = field(default_factory=list)
    width: int = 0
    wide_tables: list[dict] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    widget_states: list[str] = field(default_factory=list)
    answers: list[tuple[str, bool]] = field(default_factory=list)   # (widget, answered on load)


def page_paths(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix().removesuffix("index.html") for p in site.rglob("*.html"))


@pytest.fixture(scope="module")
def crawl(browser, built_site, site_url) -> dict[str, PageRecord]:
    ctx = browser.new_context(locale="de-DE", viewport=PHONE, service_workers="block")
    records: dict[str, PageRecord] = {}
    current: list[PageRecord] = []

    def on_request(request):
        url = request.url
        if not url.startswith((site_url + "/", "data:", "blob:")):
            current[0].outside.append(url)
        elif any(f in url for f in ENGINE_FILES):
            current[0].engine_requests.append(url)

    ctx.on("request", on_request)
    page = ctx.new_page()
    errors = collect_console_errors(page)
    try:
        for path in page_paths(built_site):
            record = PageRecord(path)
            current[:] = [record]
            errors.clear()
            page.goto(f"{site_url}/{path}", wait_until="load")
            # live examples of the rule pages load only when opened: open them, so that their
            # forms and answers are checked like every other widget's
            page.evaluate("""() => document.querySelectorAll('details:has([data-load="on-open"])')
                .forEach((d) => { d.open = true; })""")
            widgets = page.locator("[data-widget]")
            if widgets.count():
                page.wait_for_function("""() => [...document.querySelectorAll("[data-widget]")].every(
                    (w) => w.dataset.state === "ready" || w.dataset.state === "error")""", timeout=90_000)
                try:   # widgets that load the engine answer their page's example on load: wait for
                    # the answer (on-demand widgets ask the engine only when the reader wants it)
                    page.wait_for_function(f"() => [...document.querySelectorAll({ANSWERS_ON_LOAD!r})]"
                                           ".every((w) => w.dataset.result)", timeout=30_000)
                except PlaywrightTimeout:
                    pass    # judged by test_every_engine_widget_answers_on_load
                try:   # a widget whose engine is still thinking (the Probespiel's players): check
                    # it once it waits for the reader, with the table drawn
                    page.wait_for_function("() => !document.querySelector('[data-widget][data-busy=\"true\"]')",
                                           timeout=30_000)
                except PlaywrightTimeout:
                    pass
                record.answers = page.locator(ANSWERS_ON_LOAD).evaluate_all(
                    "ws => ws.map((w) => [w.dataset.widget, !!w.dataset.result])")
                record.widget_states = widgets.evaluate_all("ws => ws.map((w) => w.dataset.state)")
            page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            page.add_script_tag(path=str(AXE))
            record.violations = page.evaluate(AXE_RUN)
            record.width = page.evaluate("document.documentElement.scrollWidth")
            record.wide_tables = page.evaluate(WIDE_TABLES)
            record.links = page.locator("a[href]").evaluate_all("as => as.map((a) => a.href)")
            record.ids = set(page.evaluate("[...document.querySelectorAll('[id]')].map((e) => e.id)"))
            record.console_errors = list(errors)
            records[path] = record
    finally:
        ctx.close()
    return records


def test_every_built_page_was_checked(crawl, built_site):
    assert len(crawl) == len(list(built_site.rglob("*.html"))) > 30


def test_no_request_leaves_the_host(crawl):
    assert {p: r.outside for p, r in crawl.items() if r.outside} == {}


def test_no_console_errors(crawl):
    assert {p: r.console_errors for p, r in crawl.items() if r.console_errors} == {}


def serious(record: PageRecord, in_widget_form: bool) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {n['target']}"
            for v in record.violations if v["impact"] in ("critical", "serious")
            for n in v["nodes"] if n["inWidgetForm"] == in_widget_form]


def test_axe_finds_no_critical_or_serious_violation(crawl):
    assert {p: serious(r, False) for p, r in crawl.items() if serious(r, False)} == {}


def test_axe_finds_no_critical_or_serious_violation_in_widget_forms(crawl):
    assert {p: serious(r, True) for p, r in crawl.items() if serious(r, True)} == {}


def test_no_page_is_wider_than_a_phone(crawl):
    assert {p: r.width for p, r in crawl.items() if r.width > PHONE["width"]} == {}


def test_wide_tables_scroll_visibly(crawl):
    wide = [t for r in crawl.values() for t in r.wide_tables]
    assert wide, "test premise: some table is wider than a phone"
    assert [t for t in wide if not t["ok"]] == []


def test_every_widget_becomes_ready(crawl):
    states = {p: r.widget_states for p, r in crawl.items() if r.widget_states}
    assert len(states) >= 3
    assert {p: s for p, s in states.items() if set(s) != {"ready"}} == {}


def test_every_engine_widget_answers_on_load(crawl):
    answers = [a for r in crawl.values() for a in r.answers]
    assert len(answers) >= 3, "test premise: some pages have widgets that load the engine"
    assert {p: [w for w, ok in r.answers if not ok] for p, r in crawl.items()
            if not all(ok for _, ok in r.answers)} == {}


def test_pages_without_a_widget_load_no_byte_of_pyodide(crawl):
    assert {p: r.engine_requests for p, r in crawl.items() if not r.widget_states and r.engine_requests} == {}


def test_every_internal_link_and_anchor_resolves(crawl, built_site, site_url):
    broken, checked = [], 0
    for path, record in crawl.items():
        for href in record.links:
            if not href.startswith(site_url + "/"):
                continue
            url = urlparse(href)
            target = unquote(url.path).lstrip("/")
            file = built_site / (target + "index.html" if target.endswith("/") or not target else target)
            checked += 1
            if not file.is_file():
                broken.append(f"{path or '/'} → {href} (no such file)")
            elif url.fragment and file.suffix == ".html":
                key = file.relative_to(built_site).as_posix().removesuffix("index.html")
                if unquote(url.fragment) not in crawl[key].ids:
                    broken.append(f"{path or '/'} → {href} (no such anchor)")
    assert checked > 5000
    assert broken == []
