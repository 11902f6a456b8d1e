"""Card pictures of the edition: one SVG per card, drawn from one template (design.py).

Build-time API (for hooks rendering pages):

    from cards import card_img_html, card_img_markdown, card_url
    card_img_html("tarok54", "Coeur-Dame", page_url=page.url)      # in on_page_content
    card_img_markdown("trappola36", "sDo", src_uri="glossar/index.md")   # in generated Markdown

A pack is given by its key (tarok54, tarok42, tarok78, trappola36, french52, french32,
german32), a Tarok size (54), an engine pack or an engine rules profile; a card by the engine's
card value, its id in the pack, its printed name („Coeur-Dame“) or its code (hD); other
spellings go through the engine's parser. Unknown packs or cards raise ValueError.

The pictures are at assets/cards/<folder>/<code>.svg (folder „tarok“ for the three Tarok packs,
else the pack key), e.g. assets/cards/tarok/hD.svg, assets/cards/trappola36/bDo.svg.
"""
from __future__ import annotations

from html import escape

from .design import HEIGHT, WIDTH, card_svg
from .packs import PACKS, CardPack, Face, pack, pictures

CARD_DIR = "assets/cards"

__all__ = ["CARD_DIR", "HEIGHT", "PACKS", "WIDTH", "CardPack", "Face", "card_img_html", "card_img_markdown", "card_path",
           "card_svg", "card_url", "pack", "pictures", "resolve"]


def resolve(pack_key, card) -> tuple[CardPack, Face]:
    p = pack(pack_key)
    return p, p.face(card)


def card_path(pack_key, card) -> str:
    """The picture's path in the site: assets/cards/tarok/hD.svg."""
    p, f = resolve(pack_key, card)
    return f"{CARD_DIR}/{p.folder}/{f.code}.svg"


def card_url(pack_key, card, page_url: str = "") -> str:
    """The picture's URL relative to a page with the (MkDocs) URL `page_url` („glossar/“, "")."""
    return "../" * page_url.count("/") + card_path(pack_key, card)


def _height(width: int) -> int:
    return round(width * HEIGHT / WIDTH)


def card_img_html(pack_key, card, width: int = 40, page_url: str = "", css_class: str = "karte") -> str:
    """An <img> of the card with the printed name as alt text and tooltip."""
    _, f = resolve(pack_key, card)
    name = escape(f.name, quote=True)
    return (f'<img class="{escape(css_class, quote=True)}" src="{card_url(pack_key, card, page_url)}" '
            f'alt="{name}" title="{name}" width="{width}" height="{_height(width)}">')


def card_img_markdown(pack_key, card, width: int = 40, src_uri: str = "", css_class: str = "karte") -> str:
    """The same as a Markdown image (attr_list), with a link relative to the source file `src_uri`,
    so that MkDocs checks and rewrites it."""
    _, f = resolve(pack_key, card)
    rel = "../" * src_uri.count("/") + card_path(pack_key, card)
    name = f.name.replace("\\", "\\\\").replace("]", "\\]").replace('"', "&quot;")
    return f'![{name}]({rel}){{ .{css_class} title="{name}" width="{width}" height="{_height(width)}" }}'
