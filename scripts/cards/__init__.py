"""Card pictures of the edition: every card drawn from one template (design.py) into one SVG
sprite per folder, a <symbol> per card whose id is the engine's code of the card.

Build-time API (for hooks rendering pages):

    from cards import card_html
    card_html("tarok54", "Coeur-Dame", page_url=page.url)
    # <svg class="karte" role="img" aria-label="Coeur-Dame" width="40" height="56" viewBox="0 0 100 140">
    #   <title>Coeur-Dame</title><use xlink:href="../assets/cards/tarok.svg#hD"/></svg>

A pack is given by its key (tarok54, tarok42, tarok78, tarok76, trappola36, french52, french32,
german32), a Tarok size (54), an engine pack or an engine rules profile; a card by the engine's
card value, its id in the pack, its printed name („Coeur-Dame“) or its code (hD); other
spellings go through the engine's parser. Unknown packs or cards raise ValueError.

The sprites are assets/cards/<folder>.svg: „tarok“ for every Tarok pack (all 78 cards), else the
pack key (trappola36, french52, french32, german32). docs/assets/js/cards.js makes the same
element in the browser.
"""
from __future__ import annotations

from html import escape

from .design import HEIGHT, WIDTH, card_svg, sprite_svg
from .packs import PACKS, CardPack, Face, pack, pictures

CARD_DIR = "assets/cards"

__all__ = ["CARD_DIR", "HEIGHT", "PACKS", "WIDTH", "CardPack", "Face", "card_html", "card_svg", "card_url",
           "pack", "pictures", "resolve", "sprite_path", "sprites"]


def resolve(pack_key, card) -> tuple[CardPack, Face]:
    p = pack(pack_key)
    return p, p.face(card)


def sprite_path(folder: str) -> str:
    return f"{CARD_DIR}/{folder}.svg"


def sprites() -> dict[str, str]:
    """Site path → SVG text of every sprite."""
    return {sprite_path(folder): sprite_svg(faces.values()) for folder, faces in pictures().items()}


def card_url(pack_key, card, page_url: str = "") -> str:
    """The card's URL relative to a page with the (MkDocs) URL `page_url` („glossar/“, ""):
    ../assets/cards/tarok.svg#hD."""
    p, f = resolve(pack_key, card)
    return "../" * page_url.count("/") + f"{sprite_path(p.folder)}#{f.code}"


def card_html(pack_key, card, width: int = 40, page_url: str = "", css_class: str = "karte") -> str:
    """An inline <svg> showing the card, named by its printed name (aria-label and <title>).

    The reference is `xlink:href`, not `href`: mkdocs-material's instant navigation assigns the
    `href` property of every element with an `href` attribute, which throws on an SVG <use>; and
    Safari has long understood xlink:href only. The URL is relative to the page; instant
    navigation changes the location before it inserts a page, so it resolves correctly."""
    _, f = resolve(pack_key, card)
    name = escape(f.name, quote=True)
    return (f'<svg class="{escape(css_class, quote=True)}" role="img" aria-label="{name}" width="{width}" '
            f'height="{round(width * HEIGHT / WIDTH)}" viewBox="0 0 {WIDTH} {HEIGHT}"><title>{name}</title>'
            f'<use xlink:href="{card_url(pack_key, card, page_url)}"/></svg>')
