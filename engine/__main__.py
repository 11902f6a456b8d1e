"""Command line: python -m engine count CARD … | variants | version."""
from __future__ import annotations

import argparse
import sys

from . import __version__
from .cards import PACKS
from .counting import count_names
from .errors import EngineError


def _cmd_count(args: argparse.Namespace) -> int:
    result = count_names(args.cards, PACKS[args.pack])
    for i, lage in enumerate(result.lagen, 1):
        label = "Rest" if lage.rest else f"Lage {i}"
        print(f"{label}: {', '.join(c.name for c in lage.cards)} = {lage.thirds_points}")
    print(f"genau {result.exact}; landläufig gezählt {result.points_landlaeufig}")
    print(result.points)
    return 0


def _cmd_variants(args: argparse.Namespace) -> int:
    from .variants import VARIANTS
    for key, v in VARIANTS.items():
        print(f"{key:24} {v}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine",
                                description="Regel-Engine der Edition historischer Kartenspielregeln.")
    p.add_argument("--version", action="version", version=__version__)
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("count", help="Points of a pile of Tarok cards (Ulmann, Das Zählen, S. 16–18)",
                       description="Count a pile of Tarok cards by Ulmann's Lagen of three. Each card is one "
                                   "argument, named as the book prints it (\"Coeur-Dame\", \"Tarok XV\", "
                                   "\"Mond\"). The last line is the points after the book's rounding "
                                   "(⅔ counts as a whole point, ⅓ is dropped).")
    c.add_argument("cards", nargs="+", metavar="CARD")
    c.add_argument("--pack", type=int, choices=sorted(PACKS), default=78, help="pack (default 78)")
    c.set_defaults(func=_cmd_count)
    v = sub.add_parser("variants", help="list the games and variants")
    v.set_defaults(func=_cmd_variants)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except EngineError as e:
        print(f"Fehler: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
