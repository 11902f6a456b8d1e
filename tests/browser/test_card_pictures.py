"""Card pictures in chromium: the page „Die Karten“, cards.js for widgets, legibility at 40 px."""
from __future__ import annotations

from pathlib import Path

import pytest

import cards

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


def test_karten_page_shows_every_card_at_40_px(page, site_url):
    failed, fonts, requested = [], [], []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.on("request", lambda r: requested.append(r.url.split("#")[0]) if "/assets/cards/" in r.url else None)
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.on("request", lambda r: fonts.append(r.url) if r.resource_type == "font" else None)
    page.goto(f"{site_url}/karten/")
    for grid in page.locator(".kartenraster").all():   # a long page lays out (and loads) what comes
        grid.scroll_into_view_if_needed()                # near the screen (long_pages.py)
    page.wait_for_load_state("networkidle")
    shown = page.locator("svg.karte").evaluate_all("""svgs => svgs.map(s => ({
        pack: s.closest(".kartenraster").dataset.pack, name: s.getAttribute("aria-label"),
        role: s.getAttribute("role"), title: s.querySelector("title").textContent,
        width: s.getBoundingClientRect().width, height: s.getBoundingClientRect().height}))""")
    for key, pack in cards.PACKS.items():
        assert [s["name"] for s in shown if s["pack"] == key] == [f.name for f in pack.faces]
    assert len(shown) == sum(len(p.faces) for p in cards.PACKS.values())
    assert all(s["role"] == "img" and s["title"] == s["name"] for s in shown)
    assert {(s["width"], s["height"]) for s in shown} == {(40, 56)}
    assert sorted(requested) == sorted(f"{site_url}/{p}" for p in cards.sprites())   # each loaded once
    assert not failed and not fonts, (failed, fonts)


def test_card_element_for_widgets(page, site_url):
    page.goto(f"{site_url}/karten/")
    made = page.evaluate("""async () => {
        const { cardElement, cardCode } = await import("../assets/js/cards.js");
        const out = [];
        for (const [pack, card] of [["tarok54", "Coeur-Dame"], ["tarok54", "XV"], ["trappola36", "bDo"],
                                    ["french32", "coeur as"], ["german32", "Grün-Unter"]]) {
          const svg = cardElement(pack, card);
          document.body.append(svg);
          out.push({ name: svg.getAttribute("aria-label"), title: svg.querySelector("title").textContent,
                     href: svg.querySelector("use").getAttribute("xlink:href"), role: svg.getAttribute("role"),
                     width: svg.getBoundingClientRect().width, cls: svg.getAttribute("class") });
        }
        const errors = [];
        for (const [pack, card] of [["tarok42", "Coeur-Zwei"], ["skat", "hD"], ["tarok54", "<b>x</b>"]]) {
          try { cardCode(pack, card); errors.push("no error"); }
          catch (e) { errors.push(`${e.name}: ${e.message}`); }
        }
        const html = cardElement("french32", "hA").outerHTML;
        return { out, errors, html };
    }""")
    assert [m["name"] for m in made["out"]] == ["Coeur-Dame", "Tarok XV", "Bastoni-Do", "Coeur-As", "Grün-Unter"]
    assert all(m["title"] == m["name"] and m["role"] == "img" and m["width"] == 40 and m["cls"] == "karte"
               for m in made["out"])
    assert made["out"][0]["href"] == f"{site_url}/assets/cards/tarok.svg#hD"
    # the same element as the build-time card_html
    assert made["html"] == cards.card_html("french32", "Coeur-As").replace(
        'href="', f'href="{site_url}/').replace("/></svg>", "></use></svg>")
    assert made["errors"] == ["RangeError: Unbekannte Karte „Coeur-Zwei“ im Pack tarok42.",
                              "RangeError: Unbekanntes Kartenpack „skat“.",
                              "RangeError: Unbekannte Karte „<b>x</b>“ im Pack tarok54."]
    assert "innerHTML" not in (ROOT / "docs" / "assets" / "js" / "cards.js").read_text(encoding="utf-8")


def test_cards_are_told_apart_by_their_corner_at_40_px(page, site_url):
    """Rasterised at 40 px, the corner (index and small symbol) of every card of a pack differs
    from every other card's: XVII and XVIII, Coeur and Carreau do not blur into one."""
    page.goto(f"{site_url}/karten/")
    page.wait_for_load_state("networkidle")
    same = page.evaluate("""async () => {
        const dup = [];
        const sprites = new Map();
        for (const grid of document.querySelectorAll(".kartenraster")) {
          const seen = new Map();
          for (const svg of grid.querySelectorAll("svg.karte")) {
            const [url, code] = svg.querySelector("use").href.baseVal.split("#");
            if (!sprites.has(url)) sprites.set(url, await (await fetch(url)).text());
            // the card alone, as an image of its own: the symbol's content in a 100 × 140 document
            const doc = new DOMParser().parseFromString(sprites.get(url), "image/svg+xml");
            const symbol = doc.getElementById(code);
            const one = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="40" height="56">`
              + Array.from(symbol.children).map(e => new XMLSerializer().serializeToString(e)).join("") + "</svg>";
            const img = new Image(40, 56);
            img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(one);
            await img.decode();
            const c = document.createElement("canvas");
            c.width = 40; c.height = 56;
            const g = c.getContext("2d");
            g.drawImage(img, 0, 0, 40, 56);
            const key = Array.from(g.getImageData(2, 2, 36, 30).data).join();
            if (seen.has(key)) dup.push(`${grid.dataset.pack}: ${seen.get(key)} = ${svg.getAttribute("aria-label")}`);
            seen.set(key, svg.getAttribute("aria-label"));
          }
        }
        return dup;
    }""")
    assert same == []


def test_cards_survive_instant_navigation(page, site_url):
    """mkdocs-material's instant navigation swaps the page in place: the cards of the new page
    must load from the right URL (they refer relatively) and must not break the swap."""
    sprites = []
    page.on("response", lambda r: sprites.append((r.status, r.url)) if "/assets/cards/" in r.url else None)
    page.goto(f"{site_url}/texte/ulmann/16-termini/")
    page.evaluate("window.__sameDocument = true")
    page.locator('a.glossar[href*="#skues"]').first.click()
    page.wait_for_function("location.pathname.endsWith('/glossar/') && document.getElementById('skues')")
    assert page.evaluate("window.__sameDocument") is True          # no full reload
    card = page.locator("#skues ~ .kartenreihe svg.karte").first
    assert card.get_attribute("aria-label") == "Sküs"
    page.wait_for_function("u => u.getBBox().width > 0", arg=card.locator("use").element_handle())
    assert (200, f"{site_url}/assets/cards/tarok.svg") in sprites
    assert all(status == 200 and url.removeprefix(f"{site_url}/") in cards.sprites() for status, url in sprites)
    missing = page.evaluate("""() => {   // the check above fails for a card that does not load
        const svg = document.querySelector("svg.karte").cloneNode(true);
        svg.querySelector("use").setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "/nowhere.svg#x");
        document.body.append(svg);
        return new Promise(r => setTimeout(() => r(svg.querySelector("use").getBBox().width), 500));
    }""")
    assert missing == 0


def test_widget_results_show_the_cards(page, site_url):
    # Lage zählen: every Lage as card pictures, named as the engine prints them (S. 16–18)
    page.goto(f"{site_url}/tarok/zaehlen/")
    widget = page.locator('[data-widget="lage-zaehlen"]')
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle(), timeout=90_000)
    rows = widget.locator("tbody tr:not(.sum)")
    assert rows.count() >= 1
    for i in range(rows.count()):
        cell = rows.nth(i).locator("td").nth(1)
        names = cell.locator("svg.karte").evaluate_all("s => s.map(x => x.getAttribute('aria-label'))")
        assert names and cell.inner_text().strip() == ", ".join(names)
    # Ist diese Karte erlaubt?: the legal cards as pictures of the variant's pack
    page.goto(f"{site_url}/tarok/bedienen/")
    widget = page.locator('[data-widget="karte-erlaubt"]')
    page.wait_for_function("w => w.dataset.result", arg=widget.element_handle(), timeout=90_000)
    text = widget.locator('[data-role="legal-cards"]').inner_text()
    names = widget.locator("ul.kartenreihe svg.karte").evaluate_all("s => s.map(x => x.getAttribute('aria-label'))")
    assert names and text == f"Erlaubt sind hier: {', '.join(names)}."
    hrefs = widget.locator("ul.kartenreihe use").evaluate_all("u => u.map(x => x.getAttribute('xlink:href'))")
    assert all("/assets/cards/tarok.svg#" in h for h in hrefs)
