"""Write every card picture, and report sizes: python scripts/cards/make_cards.py [OUT_DIR].

The site build does the same through the hook scripts/hooks/card_pictures.py; this script is for
looking at the pictures and measuring them (single files against one sprite per folder).
"""
from __future__ import annotations

import argparse
import gzip
import re
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    __package__ = "cards"

from cards import CARD_DIR, PACKS, card_svg, pictures  # noqa: E402


def files() -> dict[str, str]:
    """Site path → SVG text of every picture."""
    return {f"{CARD_DIR}/{folder}/{code}.svg": card_svg(face)
            for folder, faces in pictures().items() for code, face in faces.items()}


def sprite(folder: str) -> str:
    """For comparison only: one folder as a sprite of <symbol>s (what a sprite would weigh)."""
    symbols = []
    for code, face in pictures()[folder].items():
        body = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", card_svg(face))
        symbols.append(f'<symbol id="{code}" viewBox="0 0 100 140">{body}</symbol>')
    return '<svg xmlns="http://www.w3.org/2000/svg">' + "".join(symbols) + "</svg>\n"


def size_report() -> list[str]:
    out = files()
    lines = ["folder        cards   bytes  gzip(sum of files)  sprite  sprite.gz"]
    total = total_gz = total_sprite = total_sprite_gz = 0
    for folder in pictures():
        texts = [t.encode() for p, t in out.items() if p.split("/")[2] == folder]
        raw, gz = sum(map(len, texts)), sum(len(gzip.compress(t, 9)) for t in texts)
        sp = sprite(folder).encode()
        sp_gz = len(gzip.compress(sp, 9))
        lines.append(f"{folder:12} {len(texts):6} {raw:7} {gz:19} {len(sp):7} {sp_gz:10}")
        total, total_gz, total_sprite, total_sprite_gz = (total + raw, total_gz + gz, total_sprite + len(sp),
                                                          total_sprite_gz + sp_gz)
    lines.append(f"{'all':12} {len(out):6} {total:7} {total_gz:19} {total_sprite:7} {total_sprite_gz:10}")
    lines.append("packs: " + ", ".join(f"{k} ({len(p.faces)})" for k, p in PACKS.items()))
    return lines


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", help="write the pictures into this folder (as in the site)")
    args = ap.parse_args(argv)
    if args.out:
        for path, text in files().items():
            target = Path(args.out) / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    print("\n".join(size_report()))


if __name__ == "__main__":
    main()
