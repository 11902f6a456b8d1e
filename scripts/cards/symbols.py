"""Suit symbols and Tarok emblems as filled SVG paths in a 100 × 100 box (y downwards).

Every suit has its own shape, so that the suits are told apart without their colour: the French
suits (Coeur heart, Carreau diamond, Pique spade, Treff club), the Italian suits of the
Trappolierkarte (Spadi sword, Bastoni baton, Coppi cup, Denari coin), the German suits (Herz
heart, Schellen bell, Grün leaf, Eichel acorn), and the emblems of the Taroks (a star; the Mond a
crescent, the Pagat juggler's balls, the Sküs a jester's cap).
"""
from __future__ import annotations

import math


def circle(cx: float, cy: float, r: float, clockwise: bool = True) -> str:
    """A closed circle as two arcs (a subpath that can be combined with others in one path)."""
    sweep = 1 if clockwise else 0
    return (f"M{_n(cx - r)} {_n(cy)}A{_n(r)} {_n(r)} 0 1 {sweep} {_n(cx + r)} {_n(cy)}"
            f"A{_n(r)} {_n(r)} 0 1 {sweep} {_n(cx - r)} {_n(cy)}Z")


def polygon(points, angle: float = 0, centre=(50, 50)) -> str:
    """A closed polygon, optionally rotated by `angle` degrees about `centre`."""
    a = math.radians(angle)
    cx, cy = centre
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        out.append((cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)))
    return "M" + "L".join(f"{_n(x)} {_n(y)}" for x, y in out) + "Z"


def _n(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _star(cx: float, cy: float, outer: float, inner: float, points: int) -> str:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(pts)


HEART = ("M50 92C22 70 2 52 2 30C2 14 14 4 28 4C38 4 46 10 50 20C54 10 62 4 72 4C86 4 98 14 98 30"
         "C98 52 78 70 50 92Z")
DIAMOND = "M50 2L86 50L50 98L14 50Z"
SPADE = ("M50 4C24 28 4 42 4 62C4 77 15 86 28 86C37 86 44 82 47 76C46 86 41 94 32 98H68C59 94 54 86 53 76"
         "C56 82 63 86 72 86C85 86 96 77 96 62C96 42 76 28 50 4Z")
CLUB = (circle(50, 27, 21) + circle(26, 60, 21) + circle(74, 60, 21) + "M40 40H60V62H40Z"
        + "M53 58C53 78 58 90 68 98H32C42 90 47 78 47 58Z")

# Italian suits (Trappolierkarte)
SWORD = ("M50 0L61 14V62H39V14Z" "M20 62H80V73H20Z" "M44 73H56V88H44Z" + circle(50, 92, 8))
BATON = (polygon([(42, -2), (58, -2), (60, 102), (40, 102)], angle=35)
         + polygon([(57, 26), (72, 18), (74, 24), (59, 34)], angle=35)
         + polygon([(41, 68), (26, 60), (27, 54), (43, 60)], angle=35))
CUP = "M16 6H84C84 40 68 54 57 57V76C57 83 70 86 76 96H24C30 86 43 83 43 76V57C32 54 16 40 16 6Z"
COIN = circle(50, 50, 47) + circle(50, 50, 30, clockwise=False) + circle(50, 50, 12)

# German suits
BELL = (circle(50, 56, 40) + "M14 48V56H86V48Z" + circle(50, 78, 6, clockwise=False)
        + "M47 80V96H53V80Z" + circle(50, 12, 8) + circle(50, 12, 4, clockwise=False))
LEAF = ("M50 2C80 22 94 50 74 78C66 88 56 90 53 99H47C44 90 34 88 26 78C6 50 20 22 50 2Z"
        "M49 16V84H51V16Z")
ACORN = ("M16 46C16 26 30 14 50 14C70 14 84 26 84 46Z"
         "M26 50H74C74 78 64 96 50 98C36 96 26 78 26 50Z" "M46 0H54V16H46Z")

# Tarok emblems
STAR = _star(50, 52, 46, 19, 8)
CRESCENT = ("M62 4C36 6 14 26 14 52C14 78 36 98 62 98C72 98 80 96 88 90C64 86 46 72 46 50"
            "C46 30 62 14 86 10C78 6 70 4 62 4Z")
BALLS = circle(20, 66, 14) + circle(50, 32, 14) + circle(80, 66, 14) + "M8 92H92V100H8Z"
JESTERS_CAP = ("M14 84C14 60 24 40 34 30C26 22 14 22 6 34C4 24 14 12 28 12C38 12 43 20 44 28L50 8L56 28"
             "C57 20 62 12 72 12C86 12 96 24 94 34C86 22 74 22 66 30C76 40 86 60 86 84Z" "M12 84H88V98H12Z"
             + circle(6, 34, 7) + circle(94, 34, 7) + circle(50, 8, 7))

SUIT_SYMBOLS = {
    "coeur": HEART, "carreau": DIAMOND, "pique": SPADE, "treff": CLUB,
    "spadi": SWORD, "bastoni": BATON, "coppi": CUP, "denari": COIN,
    "herz": HEART, "schellen": BELL, "gruen": LEAF, "eichel": ACORN,
    "tarok": STAR,
}
TAROK_EMBLEMS = {"Mond": CRESCENT, "Pagat": BALLS, "Sküs": JESTERS_CAP}
