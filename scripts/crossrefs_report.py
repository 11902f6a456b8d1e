#!/usr/bin/env python3
"""Report the texts' internal references: python scripts/crossrefs_report.py [--all].

Lists every reference („Aufgabe Nr. 12“, „Cap. I“, „§ 26“, „Seite 153“, „§. 28“ …) that the
link generator could not resolve, with the reason; --all lists the resolved ones too.
"""
from __future__ import annotations

import sys

from edition.crossrefs import find_refs, unresolved
from edition.structure import all_pages


def main() -> int:
    if "--all" in sys.argv:
        for page in all_pages():
            for segment, loc in page.segments:
                for r in find_refs(page.text, segment):
                    if r.target:
                        print(f"{page.src}#{loc.anchor}: {r.text} → {r.target.page}#{r.target.anchor}")
    missing = unresolved()
    for where, text, reason in missing:
        print(f"UNRESOLVED {where}: {text!r} — {reason}")
    print(f"{len(missing)} unaufgelöste Verweise")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
