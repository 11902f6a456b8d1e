#!/usr/bin/env python3
"""Check reading texts against their witnesses: python scripts/align.py [FILE.md ...] [-v].

Prints, per page, what was kept, corrected, restored (numbers), removed as page furniture or figure
debris, marked unreadable, moved, allowed, and every unaccounted difference. Exit status 1 if any
difference is unaccounted.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from edition.align import align  # noqa: E402
from edition.reading import ROOT, load, reading_files  # noqa: E402


def report(path: Path, verbose: bool) -> int:
    al = align(load(path))
    counts = al.counts()
    rel = path.resolve().relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
    print(f"{rel}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    shown = ["unaccounted"] + (["corrected", "number", "furniture", "figure", "unreadable", "moved", "allowed"]
                               if verbose else [])
    for s in al.steps:
        if s.kind in shown:
            extra = f"  ({s.reason})" if s.reason else ""
            print(f"  {s.kind:11} Z. {s.line:5}  {s.w_text!r} → {s.r_text!r}{extra}")
    return len(al.unaccounted)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path, help="reading-text files (default: all)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list corrections and furniture too")
    args = ap.parse_args(argv)
    files = args.files or reading_files()
    bad = sum(report(p, args.verbose) for p in files)
    print(f"{len(files)} Seiten, {bad} nicht erklärte Abweichungen")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
