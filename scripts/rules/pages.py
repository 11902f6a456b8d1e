"""Which rule page (and section) covers which game of the engine, read from the front matter of
docs/regeln/*.md:

    spiele:               # engine key → id of the section that covers it ("" = the whole page)
      tapp: ""
      tapp-wien: wiener-art

Every rule page has the same sections (their ids are fixed, so that the comparison page can
link each cell to its rule): karten, geben, spiele, talon, spielverlauf, zaehlen, praemien,
abrechnung, beispiel.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

DOCS = Path(__file__).resolve().parents[2] / "docs"
SECTIONS = ("karten", "geben", "spiele", "talon", "spielverlauf", "zaehlen", "praemien", "abrechnung",
            "beispiel")


def front_matter(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return {}
    return yaml.safe_load(text[4:text.index("\n---", 4)]) or {}


@lru_cache(maxsize=1)
def coverage() -> dict[str, tuple[str, str]]:
    """engine key → (page below docs/, section id or "")."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted((DOCS / "regeln").glob("*.md")):
        for key, section in (front_matter(path).get("spiele") or {}).items():
            if key in out:
                raise ValueError(f"{key} ist auf zwei Regelseiten eingetragen: {out[key][0]}, {path.name}")
            out[key] = (f"regeln/{path.name}", section or "")
    return out


def link(key: str, section: str, from_page: str) -> str | None:
    """Relative link to the rule of `key` in `section` (the variant's own section when the page
    covers it in one), or None when no rule page covers the game yet."""
    import posixpath
    if key not in coverage():
        return None
    page, own = coverage()[key]
    href = posixpath.relpath(page, posixpath.dirname(from_page) or ".")
    return f"{href}#{own or section}"
