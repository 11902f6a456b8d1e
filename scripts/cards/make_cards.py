"""Write the card sprites, or every card as a file of its own, and report their sizes.

    python scripts/cards/make_cards.py [OUT_DIR] [--single]

The site build does the same through the hook scripts/hooks/card_pictures.py; this script is for
looking at the pictures and measuring them.
"""
from __future__ import annotations

import argparse
import gzip
from pathlib import Path

from cards import CARD_DIR, PACKS, card_svg, pictures, sprites


def single_files() -> dict[str, str]:
    """Every card as a file of its own: assets/cards/<folder>/<code>.svg (for comparison)."""
    return {f"{CARD_DIR}/{folder}/{code}.svg": card_svg(face)
            for folder, faces in pictures().items() for code, face in faces.items()}


def _gz(text: str) -> int:
    return len(gzip.compress(text.encode(), 9))


def size_report() -> list[str]:
    single = single_files()
    lines = ["folder       cards  sprite  sprite.gz  single files  single.gz (sum)"]
    sums = [0, 0, 0, 0, 0]
    for folder, faces in pictures().items():
        sp = sprites()[f"{CARD_DIR}/{folder}.svg"]
        files = [t for p, t in single.items() if p.startswith(f"{CARD_DIR}/{folder}/")]
        row = [len(faces), len(sp.encode()), _gz(sp), sum(len(t.encode()) for t in files), sum(map(_gz, files))]
        sums = [a + b for a, b in zip(sums, row)]
        lines.append(f"{folder:11} {row[0]:6} {row[1]:7} {row[2]:10} {row[3]:13} {row[4]:16}")
    lines.append(f"{'all':11} {sums[0]:6} {sums[1]:7} {sums[2]:10} {sums[3]:13} {sums[4]:16}")
    lines.append("packs: " + ", ".join(f"{k} ({len(p.faces)})" for k, p in PACKS.items()))
    return lines


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", help="write the sprites (as in the site) into this folder")
    ap.add_argument("--single", action="store_true", help="write every card as a file of its own")
    args = ap.parse_args(argv)
    if args.out:
        for path, text in (single_files() if args.single else sprites()).items():
            target = Path(args.out) / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    print("\n".join(size_report()))


if __name__ == "__main__":
    main()
