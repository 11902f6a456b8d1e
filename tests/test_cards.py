"""Card pictures (issue 10): one picture per card of every pack the engine knows, in self-contained
SVG sprites, named by the printed name, suits told apart by symbol and colour."""
from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

import cards
from cards.design import FACE, WIDTH
from engine import cards as tarok_cards
from engine.games import classic_cards
from engine.tarok.gross import PACK_76
from engine.variants import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
NS = "{http://www.w3.org/2000/svg}"
SVG_NS_DECL = 'xmlns="http://www.w3.org/2000/svg"'
XLINK = "http://www.w3.org/1999/xlink"
SPRITES = cards.sprites()
SYMBOLS = {(path, el.get("id")): el for path, text in SPRITES.items()
           for el in ET.fromstring(text).iter(f"{NS}symbol")}


def svg_of(pack, card) -> ET.Element:
    """The <symbol> that shows `card`, found through the URL the pages use."""
    path, code = cards.card_url(pack, card).split("#")
    return SYMBOLS[(path, code)]


def engine_packs():
    """Every pack of the engine with its printed names, read from the engine, not from cards."""
    for cards_of in (tarok_cards.PACK_78, tarok_cards.PACK_54, tarok_cards.PACK_42, PACK_76):
        yield cards_of, [(c, c.name) for c in cards_of]
    for pack in classic_cards.PACKS.values():
        yield pack, [(c, pack.name(c)) for c in pack.cards]


def test_every_card_of_every_engine_pack_has_its_picture():
    seen = 0
    for engine_pack, named in engine_packs():
        for card, name in named:
            svg = svg_of(engine_pack, card)
            assert svg.find(f"{NS}title").text == name
            html = ET.fromstring(cards.card_html(engine_pack, card).replace(
                "<svg ", f'<svg xmlns:xlink="{XLINK}" ', 1))
            assert html.get("role") == "img" and html.get("aria-label") == name
            assert html.find("title").text == name
            seen += 1
    assert seen == 78 + 54 + 42 + 76 + 36 + 52 + 32 + 32


def test_every_game_of_the_engine_has_its_pictures():
    # a replay of any game can show its cards: id i of the profile is the card named card_name(i)
    for key, profile in REGISTRY.items():
        pack = cards.pack(profile)
        for i in range(len(profile.pack)):
            assert svg_of(pack, i).find(f"{NS}title").text == profile.card_name(i), (key, i)


def test_sprites_are_well_formed_with_one_titled_symbol_per_card():
    assert set(SPRITES) == {f"assets/cards/{f}.svg" for f in ("tarok", "trappola36", "french52", "french32",
                                                              "german32")}
    for path, text in SPRITES.items():
        root = ET.fromstring(text)                      # raises on malformed XML
        symbols = list(root)
        assert all(s.tag == f"{NS}symbol" for s in symbols)
        assert len({s.get("id") for s in symbols}) == len(symbols)
        for s in symbols:
            assert re.fullmatch(r"[A-Za-z0-9]+", s.get("id")) and s.get("viewBox") == "0 0 100 140"
            assert s[0].tag == f"{NS}title" and s[0].text.strip(), (path, s.get("id"))
    for key, pack in cards.PACKS.items():             # the standalone document of the same template
        doc = ET.fromstring(cards.card_svg(pack.faces[0]))
        assert doc.get("role") == "img" and doc[0].text == pack.faces[0].name


def test_pictures_are_self_contained_and_use_no_font():
    allowed = {f"{NS}{t}" for t in ("svg", "symbol", "title", "path", "rect")}
    for path, text in SPRITES.items():
        for el in ET.fromstring(text).iter():
            assert el.tag in allowed, (path, el.tag)     # no <text>, <style>, <image>, <use>, <script> …
            for name in el.attrib:
                assert "font" not in name and not name.endswith("href"), (path, name)
        rest = text.replace(SVG_NS_DECL, "")
        for needle in ("http:", "https:", "url(", "@font-face", "@import", "data:", "//"):
            assert needle not in rest, (path, needle)


def _symbols(svg: ET.Element) -> list[tuple[str, str]]:
    """(path data, fill) of the small and the large symbol."""
    return [(el.get("d"), el.get("fill")) for el in svg if "scale(" in (el.get("transform") or "")]


@pytest.mark.parametrize("key", list(cards.PACKS))
def test_suits_differ_in_symbol_and_colour(key):
    by_suit: dict[str, set] = {}
    for face in cards.PACKS[key].faces:
        small = _symbols(svg_of(key, face.code))[0]
        by_suit.setdefault(face.suit, set()).add(small)
    assert all(len(s) == 1 for s in by_suit.values()), by_suit   # one symbol per suit
    marks = [next(iter(s)) for s in by_suit.values()]
    assert len({d for d, _ in marks}) == len(marks), "two suits share a symbol"
    assert len({fill for _, fill in marks}) == len(marks), "two suits share a colour"


# --- colour: contrast (WCAG 2.x) and colour-blindness (Machado, Oliveira & Fernandes 2009) ---

def _linear(hex_colour: str) -> list[float]:
    out = []
    for i in (1, 3, 5):
        c = int(hex_colour[i:i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def contrast(a: str, b: str) -> float:
    la, lb = (sum(w * c for w, c in zip((0.2126, 0.7152, 0.0722), _linear(x))) for x in (a, b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


CVD = {   # simulation matrices in linear RGB, severity 1.0
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _lab(rgb: list[float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in
         (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def test_contrast_of_index_and_outlines():
    assert contrast("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)   # the checker itself
    for (path, code), root in SYMBOLS.items():
        face = root.find(f"{NS}rect").get("fill")
        assert face == FACE
        index = next(el for el in root if el.tag == f"{NS}path" and el.get("fill") == "none")
        assert contrast(index.get("stroke"), face) >= 4.5, code               # WCAG 1.4.3 (text)
        for el in root:
            if "scale(" in (el.get("transform") or ""):
                assert contrast(el.get("stroke"), face) >= 3, code            # WCAG 1.4.11 (graphics)


def _ys(d: str) -> list[float]:
    """The y coordinates of an absolute path of M, L, H, V, C, Z commands."""
    ys, cmd, n = [], "", 0
    for tok in re.findall(r"[A-Za-z]|-?\d+(?:\.\d+)?", d):
        if tok.isalpha():
            assert tok in "MLHVCZ", tok
            cmd, n = tok, 0
        elif cmd == "V" or (cmd != "H" and n % 2 == 1):
            ys.append(float(tok))
        n += not tok.isalpha()
    return ys


def test_index_is_large_enough_at_40_px():
    px = 40 / WIDTH
    for (path, code), root in SYMBOLS.items():
        index = next(el for el in root if el.tag == f"{NS}path" and el.get("fill") == "none")
        ys = _ys(index.get("d"))
        height = (max(ys) - min(ys) + float(index.get("stroke-width"))) * px
        assert height >= 13, (code, height)                      # cap height with the pen, in px
        assert float(index.get("stroke-width")) * px >= 2, code  # pen at least 2 px


@pytest.mark.parametrize("key", list(cards.PACKS))
def test_suit_colours_stay_apart_in_colour_blindness(key):
    fills = {_symbols(svg_of(key, f.code))[0][1] for f in cards.PACKS[key].faces}
    for kind, m in CVD.items():
        labs = {h: _lab([sum(m[i][j] * _linear(h)[j] for j in range(3)) for i in range(3)]) for h in fills}
        for a, b in itertools.combinations(fills, 2):
            delta = sum((x - y) ** 2 for x, y in zip(labs[a], labs[b])) ** 0.5
            assert delta >= 15, (key, kind, a, b, round(delta))


# --- the build-time API -----------------------------------------------------------------------

def test_card_html_and_url():
    html = cards.card_html("tarok54", "Coeur-Dame", page_url="texte/ulmann/12-aufgaben/")
    assert html == ('<svg class="karte" role="img" aria-label="Coeur-Dame" width="40" height="56" '
                    'viewBox="0 0 100 140"><title>Coeur-Dame</title>'
                    '<use xlink:href="../../../assets/cards/tarok.svg#hD"/></svg>')
    # a card by code, engine spelling, id or value; a pack by size, engine pack or profile
    for card in ("hD", "Coeur Dame", "Herz-Dame", tarok_cards.Card("coeur", tarok_cards.DAME)):
        assert cards.card_url(54, card) == "assets/cards/tarok.svg#hD"
    assert cards.card_url(tarok_cards.PACK_54, 0) == "assets/cards/tarok.svg#Sk"
    assert cards.card_url("tarok42", "Skies", page_url="glossar/") == "../assets/cards/tarok.svg#Sk"
    assert 'aria-label="Bastoni-Do"' in cards.card_html(REGISTRY["hundertspiel"], "guter Maxel")
    assert 'width="60" height="84"' in cards.card_html("trappola36", "bDo", width=60)
    assert cards.card_url("french32", "Piquebube") == "assets/cards/french32.svg#pB"
    with pytest.raises(ValueError, match="gehört nicht zum Pack zu 54"):
        cards.card_url("tarok54", "Coeur-Zehn")
    with pytest.raises(ValueError, match="Unbekanntes Kartenpack"):
        cards.card_url("skat", "hD")
    with pytest.raises(ValueError):
        cards.card_url("tarok42", 42)


def test_glossary_cards_are_printed_names_of_their_pack():
    data = yaml.safe_load((ROOT / "docs" / "glossar" / "begriffe.yml").read_text(encoding="utf-8"))
    named = [(e["id"], pack, name) for e in data for pack, names in (e.get("karten") or {}).items()
             for name in names]
    assert {"skues", "mond", "pagat", "cavall", "do"} <= {i for i, _, _ in named}
    for entry, pack, name in named:
        assert cards.pack(pack).face(name).name == name, (entry, name)   # the printed name exactly


# --- the built site -----------------------------------------------------------------------------

def test_site_has_every_picture_and_the_karten_page(built_site):
    for path, text in SPRITES.items():
        assert (built_site / path).read_text(encoding="utf-8") == text
    html = (built_site / "karten" / "index.html").read_text(encoding="utf-8")
    for key, pack in cards.PACKS.items():
        grid = re.search(rf'<div class="kartenraster" data-pack="{key}".*?</div>', html, re.S).group(0)
        shown = re.findall(r'<svg class="karte" role="img" aria-label="([^"]+)"[^>]*><title>([^<]+)</title>'
                           r'<use xlink:href="\.\./([^"]+)"/></svg>', grid)
        assert shown == [(f.name, f.name, cards.card_url(key, f.code)) for f in pack.faces]
    data = (built_site / "assets" / "js" / "cards-data.js").read_text(encoding="utf-8")
    assert '"Sk": "Sküs"' in data and '"german32": {"folder": "german32"' in data


def test_glossary_shows_the_cards_it_names(built_site):
    html = (built_site / "glossar" / "index.html").read_text(encoding="utf-8")

    def row(entry: str) -> list[tuple[str, str]]:
        cells = re.search(rf'<h3 id="{entry}">.*?<div class="kartenreihe"[^>]*>(.*?)</div>', html, re.S).group(1)
        return re.findall(r'aria-label="([^"]+)".*?<use xlink:href="([^"]+)"', cells)
    assert row("skues") == [("Sküs", "../assets/cards/tarok.svg#Sk")]
    assert [name for name, _ in row("do")] == ["Spadi-Do", "Bastoni-Do", "Coppi-Do", "Denari-Do"]
    assert row("cavall") == [("Coeur-Cavall", "../assets/cards/tarok.svg#hC"),
                             ("Denari-Cavall", "../assets/cards/trappola36.svg#dC")]
