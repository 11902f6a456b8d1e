#!/usr/bin/env python3
"""Check reading texts against their witnesses: python scripts/align.py [FILE.md ...] [-v].

Prints, per page, what was kept, corrected, restored (numbers), removed as page furniture or figure
debris, marked unreadable, moved, allowed, and every unaccounted difference. Exit status 1 if any
difference is unaccounted.
"""
from __future__ import annotations

import argparse
import sys

import yaml
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
    for entry in al.unused_allow:
        print(f"  unused allow entry (matches nothing any more): {entry}")
    return len(al.unaccounted) + len(al.unused_allow)


def prune(path: Path) -> int:
    """Drop `allow:` entries that match nothing any more (rewrites the front matter)."""
    al = align(load(path))
    if not al.unused_allow:
        return 0
    text = path.read_text(encoding="utf-8")
    end = text.index("\n---\n", 4)
    meta = yaml.safe_load(text[4:end])
    meta["allow"] = [e for e in meta.get("allow") or [] if e not in al.unused_allow]
    if not meta["allow"]:
        del meta["allow"]
    head = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False, width=100)
    path.write_text("---\n" + head + text[end + 1:], encoding="utf-8")
    return len(al.unused_allow)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path, help="reading-text files (default: all)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list corrections and furniture too")
    ap.add_argument("--prune", action="store_true", help="remove allow entries that match nothing")
    args = ap.parse_args(argv)
    files = args.files or reading_files()
    if args.prune:
        for p in files:
            print(f"{p}: {prune(p)} unused allow entries removed")
        return 0
    bad = sum(report(p, args.verbose) for p in files)
    print(f"{len(files)} Seiten, {bad} nicht erklärte Abweichungen")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
