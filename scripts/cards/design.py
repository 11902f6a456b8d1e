"""The one template of every card face, and the colours.

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


def card_svg(face: Face) -> str:
    """The SVG document of one card."""
    colours = SUIT_COLOURS[face.suit]
    symbol = TAROK_EMBLEMS.get(face.name) or SUIT_SYMBOLS[face.suit]
    small = SUIT_SYMBOLS[face.suit]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
        f'height="{HEIGHT}" role="img">',
        f"<title>{escape(face.name)}</title>",
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="8" fill="{FACE}" '
        f'stroke="{EDGE}" stroke-width="3"/>',
    ]
    if face.suit == "tarok":
        parts.append(f'<rect x="5.5" y="5.5" width="{WIDTH - 11}" height="{HEIGHT - 11}" rx="5" fill="none" '
                     f'stroke="{colours.fill}" stroke-width="2"/>')
    if face.court:
        x, y, w, h = PANEL
        parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{colours.tint}"/>')
    parts.append(f'<path d="{index_path(face.index)}" fill="none" stroke="{colours.ink}" '
                 f'stroke-width="{INDEX_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>')
    if symbol == small:   # the same symbol twice: drawn once, used twice
        parts.append(f'<defs><path id="s" d="{symbol}"/></defs>')
        parts += [_symbol(SMALL, colours, "#s"), _symbol(LARGE, colours, "#s")]
    else:
        parts += [_symbol(SMALL, colours, small), _symbol(LARGE, colours, symbol)]
    parts.append("</svg>")
    return "".join(parts) + "\n"


def _symbol(box: tuple[float, float, float], colours: Colours, path: str) -> str:
    """A symbol in a square box; `path` is path data, or "#id" of a path in <defs>."""
    x, y, size = box
    s = size / 100
    attrs = (f'transform="translate({_n(x)} {_n(y)}) scale({_n(s, 3)})" fill="{colours.fill}" '
             f'stroke="{colours.ink}" stroke-width="{_n(1.2 / s, 2)}" stroke-linejoin="round"')
    if path.startswith("#"):
        return f'<use href="{path}" {attrs}/>'
    return f'<path d="{path}" {attrs}/>'


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
