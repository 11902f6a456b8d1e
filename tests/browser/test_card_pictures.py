"""Card pictures in chromium: the page „Die Karten“, cards.js for widgets, legibility at 40 px."""
from __future__ import annotations

from pathlib import Path

import pytest

import cards

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


def test_karten_page_shows_every_card_at_40_px(page, site_url):
    failed, fonts = [], []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.on("request", lambda r: fonts.append(r.url) if r.resource_type == "font" else None)
    page.goto(f"{site_url}/karten/")
    page.wait_for_load_state("networkidle")
    shown = page.locator("img.karte").evaluate_all("""imgs => imgs.map(i => ({
        pack: i.closest(".kartenraster").dataset.pack, alt: i.alt, ok: i.complete && i.naturalWidth > 0,
        width: i.getBoundingClientRect().width, height: i.getBoundingClientRect().height}))""")
    for key, pack in cards.PACKS.items():
        assert [s["alt"] for s in shown if s["pack"] == key] == [f.name for f in pack.faces]
    assert len(shown) == sum(len(p.faces) for p in cards.PACKS.values())
    assert all(s["ok"] for s in shown), [s["alt"] for s in shown if not s["ok"]]
    assert {(s["width"], s["height"]) for s in shown} == {(40, 56)}
    assert not failed and not fonts, (failed, fonts)


def test_card_element_for_widgets(page, site_url):
    page.goto(f"{site_url}/karten/")
    made = page.evaluate("""async () => {
        const { cardElement, cardCode } = await import("../assets/js/cards.js");
        const out = [];
        for (const [pack, card] of [["tarok54", "Coeur-Dame"], ["tarok54", "XV"], ["trappola36", "bDo"],
                                    ["french32", "coeur as"], ["german32", "Grün-Unter"]]) {
          const img = cardElement(pack, card);
          document.body.append(img);
          await img.decode();
          out.push({ alt: img.alt, title: img.title, src: img.getAttribute("src"),
                     width: img.getBoundingClientRect().width, loaded: img.naturalWidth > 0,
                     cls: img.className });
        }
        const errors = [];
        for (const [pack, card] of [["tarok42", "Coeur-Zwei"], ["skat", "hD"], ["tarok54", "<b>x</b>"]]) {
          try { cardCode(pack, card); errors.push("no error"); }
          catch (e) { errors.push(`${e.name}: ${e.message}`); }
        }
        return { out, errors };
    }""")
    assert [m["alt"] for m in made["out"]] == ["Coeur-Dame", "Tarok XV", "Bastoni-Do", "Coeur-As", "Grün-Unter"]
    assert all(m["title"] == m["alt"] and m["loaded"] and m["width"] == 40 and m["cls"] == "karte"
               for m in made["out"])
    assert made["out"][0]["src"] == f"{site_url}/assets/cards/tarok/hD.svg"
    assert made["errors"] == ["RangeError: Unbekannte Karte „Coeur-Zwei“ im Pack tarok42.",
                              "RangeError: Unbekanntes Kartenpack „skat“.",
                              "RangeError: Unbekannte Karte „<b>x</b>“ im Pack tarok54."]
    assert "innerHTML" not in (ROOT / "docs" / "assets" / "js" / "cards.js").read_text(encoding="utf-8")


def test_cards_are_told_apart_by_their_corner_at_40_px(page, site_url):
    """Rasterised at 40 px, the corner (index and small symbol) of every card of a pack differs
    from every other card's: XVII and XVIII, Coeur and Carreau do not blur into one."""
    page.goto(f"{site_url}/karten/")
    page.wait_for_load_state("networkidle")
    same = page.evaluate("""() => {
        const dup = [];
        for (const grid of document.querySelectorAll(".kartenraster")) {
          const seen = new Map();
          for (const img of grid.querySelectorAll("img.karte")) {
            const c = document.createElement("canvas");
            c.width = 40; c.height = 56;
            const g = c.getContext("2d");
            g.drawImage(img, 0, 0, 40, 56);
            const key = Array.from(g.getImageData(2, 2, 36, 30).data).join();
            if (seen.has(key)) dup.push(`${grid.dataset.pack}: ${seen.get(key)} = ${img.alt}`);
            seen.set(key, img.alt);
          }
        }
        return dup;
    }""")
    assert same == []
