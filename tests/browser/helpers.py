"""Small helpers shared by the browser tests."""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

WIDGET = "[data-widget]"
READY_TIMEOUT = 90_000


def wait_settled(page, timeout: float = READY_TIMEOUT) -> str:
    """Wait until the page's first widget is ready or has failed; returns its state."""
    page.wait_for_selector(f'{WIDGET}[data-state="ready"], {WIDGET}[data-state="error"]', timeout=timeout)
    return page.locator(WIDGET).first.get_attribute("data-state")


def navigate_instantly(page, path: str) -> None:
    """Follow the navigation link to `path` (e.g. "tarok/bedienen/") without reloading the page
    (mkdocs-material's instant navigation); fails if the browser loaded a new document."""
    page.evaluate("window.__sameDocument = true")
    title = page.title()
    page.locator(f'a.md-nav__link[href$="{path}"]').first.click()
    page.wait_for_url(f"**/{path}")
    page.wait_for_function("t => document.title !== t", arg=title)   # the new page is in place
    assert page.evaluate("window.__sameDocument === true"), "navigation reloaded the page (not instant)"


def collect_console_errors(page) -> list[str]:
    """Console errors and uncaught exceptions of `page`, as they happen."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def widget_ready(page, site_url: str, path: str, name: str):
    """Open `path`, wait until its widget `name` is ready and has answered the page's own example
    (asked on load), and return the widget's locator."""
    page.goto(f"{site_url}/{path}")
    widget = page.locator(f'[data-widget="{name}"]')
    page.wait_for_selector(f'[data-widget="{name}"][data-state="ready"]', timeout=READY_TIMEOUT)
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle())
    return widget


TABLE = '[data-widget="probespiel"]'


def wait_for_reader(page, table, timeout: float = 60_000) -> None:
    """Wait until the Probespiel's table has stopped working and waits for the reader (or the
    game is over)."""
    page.wait_for_function("w => w.dataset.busy === 'false' && ['reader', 'over'].includes(w.dataset.waiting)",
                           arg=table.element_handle(), timeout=timeout)


def open_table(page, site_url: str, query: str):
    """Open the Probespiel at `query` (the address's part after „?“, with or without it), wait
    until its table waits for the reader, and return the table's locator."""
    page.goto(f"{site_url}/probespiel/?{query.removeprefix('?')}")
    page.wait_for_selector(f'{TABLE}[data-state="ready"]', timeout=READY_TIMEOUT)
    table = page.locator(TABLE)
    wait_for_reader(page, table)
    return table


def submit(page, widget, button: str) -> None:
    """Press the widget's button `button` (data-role) and wait for the new result."""
    page.evaluate("w => { delete w.dataset.result; }", widget.element_handle())
    widget.locator(f'[data-role="{button}"]').click()
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle())


def search_hits(page, query: str, attempts: int = 3) -> list[str]:
    """Type `query` into the theme's search box and return the result links (decoded).

    The theme can drop a query typed before its search worker has (re)built the index (it then
    shows „Suchbegriff eingeben“); a reader types again, so does this. Typed key by key: a box
    filled at once can leave the theme showing no results."""
    box = page.locator("input.md-search__input")
    for attempt in range(attempts):
        box.fill("")
        box.press_sequentially(query)
        try:
            page.wait_for_selector(".md-search-result__item a", timeout=30_000)
            break
        except PlaywrightTimeout:
            if attempt == attempts - 1:
                raise
    return page.locator(".md-search-result__item a").evaluate_all(
        "els => els.map(e => decodeURIComponent(e.getAttribute('href')))")


def bring_on_screen(locator) -> None:
    """Scroll to an element and let the browser render it: a long page lays out its blocks only
    near the screen (scripts/hooks/long_pages.py), and text not laid out has no innerText."""
    shown = locator.evaluate("""async (el) => {
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (let i = 0; i < 5; i++) {    // the blocks above may change height as they are shown
        el.scrollIntoView({ block: "center" });
        await frames();
        if (el.checkVisibility({ contentVisibilityAuto: true })) return true;
      }
      return false;
    }""")
    assert shown, "the element was not rendered after scrolling to it"


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def serious_violations(page, selector: str | None = None) -> list[str]:
    """axe-core (pinned, from node_modules) on the page or on one element: the critical and
    serious violations, each as „id: targets“."""
    page.add_script_tag(path=str(AXE))
    return page.evaluate("""async (selector) => (await axe.run(selector || document, { resultTypes: ["violations"] }))
        .violations.filter((v) => ["critical", "serious"].includes(v.impact))
        .map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", "))""", selector)
