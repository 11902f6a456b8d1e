"""The one template of every card face, the sprites, and the colours.

A card is 100 × 140 units: a white face with a grey edge; top left the index (the rank sign,
drawn with the stroke alphabet of glyphs.py) and under it a small suit symbol; bottom right a
large suit symbol, on a tinted panel for the figures. Taroks carry a blue inner frame, their
roman numeral as index and a star (Mond, Pagat and Sküs their own emblems).

Colours: the suits of all packs follow the German four-colour convention of tournament decks
(Herz/Coeur red, Schellen/Carreau yellow, Grün/Pique green, Eichel/Treff black), and the
equivalent Italian suits take the same colours (Coppi = Coeur, Denari = Carreau, Spadi = Pique,
Bastoni = Treff). The hues are those of the Okabe–Ito palette, which stays distinguishable in
the common forms of colour-blindness; the index is drawn in a darker shade of the suit colour
with a contrast of at least 4.5 : 1 against the white face (WCAG AA). Every suit also has its
own symbol, so colour is never the only sign.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from xml.sax.saxutils import escape

from .glyphs import CAP, GLYPHS
from .packs import Face
from .symbols import SUIT_SYMBOLS, TAROK_EMBLEMS

SVG_NS = "http://www.w3.org/2000/svg"
WIDTH, HEIGHT = 100, 140
FACE = "#FFFFFF"
EDGE = "#5E5E5E"


@dataclass(frozen=True)
class Colours:
    fill: str   # the symbol (Okabe–Ito hue)
    ink: str    # index and symbol outline (a darker shade, ≥ 4.5 : 1 on FACE)
    tint: str   # the figures' panel


RED = Colours("#D55E00", "#B04A00", "#FBE4D6")        # vermillion
YELLOW = Colours("#E69F00", "#805700", "#FCEFCF")     # orange (gold)
GREEN = Colours("#009E73", "#00714F", "#D6F0E8")      # bluish green
BLACK = Colours("#1A1A1A", "#1A1A1A", "#E6E6E6")      # black
BLUE = Colours("#0072B2", "#005A8C", "#DCEBF5")       # blue: the Taroks

SUIT_COLOURS = {
    "coeur": RED, "herz": RED, "coppi": RED,
    "carreau": YELLOW, "schellen": YELLOW, "denari": YELLOW,
    "pique": GREEN, "gruen": GREEN, "spadi": GREEN,
    "treff": BLACK, "eichel": BLACK, "bastoni": BLACK,
    "tarok": BLUE,
}

# index geometry (card units)
MARGIN = 8
INDEX_HEIGHT = 34        # cap height of the index
INDEX_STROKE = 6         # pen width of the index
GLYPH_GAP = 10           # space between the pen strokes of two glyphs, in glyph units
SMALL = (MARGIN, 54, 24)   # small symbol: x, y, size
LARGE = (36, 70, 56)       # large symbol: x, y, size
PANEL = (32, 66, 64, 68)   # figures' panel: x, y, w, h


def card_drawing(face: Face) -> str:
    """The elements of one card's face: the one template of every card. It refers to nothing, so
    that it can stand in a <symbol> of a sprite as well as in an SVG document of its own."""
    colours = SUIT_COLOURS[face.suit]
    parts = [f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="8" fill="{FACE}" '
             f'stroke="{EDGE}" stroke-width="3"/>']
    if face.suit == "tarok":
        parts.append(f'<rect x="5.5" y="5.5" width="{WIDTH - 11}" height="{HEIGHT - 11}" rx="5" fill="none" '
                     f'stroke="{colours.fill}" stroke-width="2"/>')
    if face.court:
        x, y, w, h = PANEL
        parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{colours.tint}"/>')
    parts.append(f'<path d="{index_path(face.index)}" fill="none" stroke="{colours.ink}" '
                 f'stroke-width="{INDEX_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>')
    parts.append(_symbol(SMALL, colours, SUIT_SYMBOLS[face.suit]))
    parts.append(_symbol(LARGE, colours, TAROK_EMBLEMS.get(face.name) or SUIT_SYMBOLS[face.suit]))
    return "".join(parts)


def card_symbol(face: Face) -> str:
    """One card as a <symbol> of a sprite; its id is the engine's code of the card."""
    return (f'<symbol id="{face.code}" viewBox="0 0 {WIDTH} {HEIGHT}"><title>{escape(face.name)}</title>'
            f"{card_drawing(face)}</symbol>")


def sprite_svg(faces) -> str:
    """The sprite of a folder: one <symbol> per card."""
    return f'<svg xmlns="{SVG_NS}">' + "".join(card_symbol(f) for f in faces) + "</svg>\n"


def card_svg(face: Face) -> str:
    """One card as an SVG document of its own (to look at; the site uses the sprites)."""
    return (f'<svg xmlns="{SVG_NS}" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
            f'role="img"><title>{escape(face.name)}</title>{card_drawing(face)}</svg>\n')


def _symbol(box: tuple[float, float, float], colours: Colours, path: str) -> str:
    """A symbol (path data in a 100 × 100 box) drawn into a square box of the card."""
    x, y, size = box
    s = size / 100
    return (f'<path d="{path}" transform="translate({_n(x)} {_n(y)}) scale({_n(s, 3)})" fill="{colours.fill}" '
            f'stroke="{colours.ink}" stroke-width="{_n(1.2 / s, 2)}" stroke-linejoin="round"/>')


def index_path(text: str, max_width: float = WIDTH - 2 * MARGIN) -> str:
    """The index `text` as one stroked path, top left, squeezed horizontally if it is too wide."""
    scale = INDEX_HEIGHT / CAP
    pen = INDEX_STROKE / scale                     # pen width in glyph units
    widths = [GLYPHS[ch][0] for ch in text]
    step = GLYPH_GAP + pen
    total = (sum(widths) + step * (len(text) - 1) + pen) * scale
    squeeze = min(1.0, max_width / total)
    x0, y0 = MARGIN + INDEX_STROKE / 2, MARGIN + INDEX_STROKE / 2
    out, advance = [], 0.0
    for ch, w in zip(text, widths):
        dx = x0 + advance * scale * squeeze
        out.append(_transform(GLYPHS[ch][1], scale * squeeze, scale, dx, y0))
        advance += w + step
    return "".join(out)


_TOKEN = re.compile(r"[MLHVCZ]|-?\d+(?:\.\d+)?")


def _transform(path: str, sx: float, sy: float, dx: float, dy: float) -> str:
    """Scale and move an absolute path made of M, L, H, V, C and Z commands."""
    out, cmd, axis = [], "", 0
    for tok in _TOKEN.findall(path):
        if tok.isalpha():
            cmd, axis = tok, 0
            out.append(tok)
            continue
        v = float(tok)
        if cmd == "H" or (cmd != "V" and axis % 2 == 0):
            val = v * sx + dx
        else:
            val = v * sy + dy
        axis += 1
        out.append(("" if out[-1].isalpha() else " ") + _n(val))
    return "".join(out)


def _n(v: float, digits: int = 1) -> str:
    return f"{v:.{digits}f}".rstrip("0").rstrip(".")
