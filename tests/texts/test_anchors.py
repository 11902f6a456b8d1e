"""Stable, citable anchors in the built site (EDITION.md „Structure and anchors“; issues 3 and 4)."""
from __future__ import annotations

import re

import pytest


def ids(built_site, page: str) -> set[str]:
    html = (built_site / page / "index.html").read_text(encoding="utf-8")
    return set(re.findall(r'\sid="([^"]+)"', html))


@pytest.mark.parametrize("page, expected", [
    ("texte/hundertspiel", {f"p{n}" for n in range(1, 57)} | {"a-gesetze", "c-zaehlen"}),      # §§ 1–56
    ("texte/tarock-hombre", {f"p{n}" for n in range(1, 16)}),                                   # §§ 1–15
    ("texte/ulmann/15-codex", {f"p{n}" for n in range(1, 38)} | {"codex"}),                     # §§ 1–37
    ("texte/ulmann/12-aufgaben", {f"aufgabe-{n}" for n in range(1, 34)} | {"zweiter-theil"}),
    ("texte/ulmann/13-loesungen", {f"loesung-{n}" for n in range(1, 34)}),
    ("texte/ulmann/02-grundzuege", {f"grundzug-{n}" for n in range(1, 10)} | {"s17", "pack-54", "pack-42"}),
    ("texte/ulmann/03-cap1-tapp-tarok", {"cap-1", "s20", "s39"}),
    ("texte/kauflabet", {"s391"}),
])
def test_anchors_exist(built_site, page, expected):
    missing = expected - ids(built_site, page)
    assert not missing, f"{page}: missing anchors {sorted(missing)}"


def test_every_chapter_of_ulmann_has_its_anchor(built_site):
    found = set()
    for page in (built_site / "texte" / "ulmann").iterdir():
        if page.is_dir():
            found |= ids(built_site, page.relative_to(built_site).as_posix())
    assert {f"cap-{n}" for n in range(1, 10)} <= found
    assert {"einleitung", "erster-theil", "dritter-theil", "gross-tarok", "tarok-lhombre",
            "tarok-unter-vieren", "termini-technici", "schlusswort", "anzeigen", "inhalt"} <= found


def test_page_markers_are_anchored_and_unique(built_site):
    for page in (built_site / "texte").rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        marks = re.findall(r'<a class="seite" id="(s[0-9ivxlc]+)"', html)
        assert len(marks) == len(set(marks)), page
