#!/usr/bin/env python3
"""Check reading texts against their witnesses: python scripts/align.py [FILE.md ...] [-v] [--summary].

Prints, per page, the count of each type of intervention (OCR corrections, restored numbers,
conjectures, misprints corrected, gaps, punctuation and symbols, editorial additions) and of the
witness material removed (page furniture, figure debris, OCR debris, moved passages), and every
unaccounted difference. --summary prints one table per text instead. Exit status 1 if any
difference is unaccounted.
"""
from __future__ import annotations

import argparse
import sys

import yaml
from pathlib import Path

from edition.align import INTERVENTIONS, REMOVED, align
from edition.reading import ROOT, load, reading_files
from edition.report import summary_table


def report(path: Path, verbose: bool) -> int:
    al = align(load(path))
    counts = al.counts()
    rel = path.resolve().relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
    print(f"{rel}: " + ", ".join(f"{k} {counts[k]}" for k in INTERVENTIONS + REMOVED + ("unaccounted",)
                                  if counts.get(k)))
    shown = ["unaccounted"] + (list(INTERVENTIONS + REMOVED) if verbose else [])
    for s in al.steps:
        if s.kind in shown:
            extra = f"  ({s.reason})" if s.reason else ""
            note = f"  [^{s.note}]" if s.note else ""
            print(f"  {s.kind:11} Z. {s.line:5}  {s.w_text!r} → {s.r_text!r}{note}{extra}")
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
    ap.add_argument("-v", "--verbose", action="store_true", help="list every intervention, not only the unaccounted")
    ap.add_argument("--summary", action="store_true", help="one table: count of each type per text")
    ap.add_argument("--prune", action="store_true", help="remove allow entries that match nothing")
    args = ap.parse_args(argv)
    files = args.files or reading_files()
    if args.prune:
        for p in files:
            print(f"{p}: {prune(p)} unused allow entries removed")
        return 0
    if args.summary:
        table, bad = summary_table(files)
        print(table)
        return 1 if bad else 0
    bad = sum(report(p, args.verbose) for p in files)
    print(f"{len(files)} Seiten, {bad} nicht erklärte Abweichungen")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
