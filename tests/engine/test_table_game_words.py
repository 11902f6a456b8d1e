"""The game's words on the table's buttons (engine/table_view.py `terms_of`) are explained by the
glossary's entries (docs/glossar/begriffe.yml, the one source of their meaning): every entry the
table names exists, and the words a new reader may not know — „schleift“, „geht mit“, „sagt sich
aus“, the games' names, Contra and its answers, the announcements — carry their entry, a card's
name none."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from engine.core import Action
from engine.table_view import TERM_IDS, terms_of

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossar" / "begriffe.yml"


def test_every_entry_the_table_names_is_in_the_glossary_with_a_short_definition():
    entries = {e["id"]: e for e in yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))}
    for i in TERM_IDS:
        assert i in entries and entries[i].get("short"), i


@pytest.mark.parametrize("kind, label, terms", [
    ("throw_in", "schleift", ["schleifen"]), ("join", "geht mit", ["mitgehen"]), ("claim", "sagt sich aus", ["sich-aussagen"]),
    ("bid", "a duo", ["a-deux"]), ("bid", "Rufer", ["rufer"]), ("bid", "Unterer (Zweimaliger)", ["unterer"]),
    ("contra", "gibt Supra-Contra", ["supercontra"]), ("contra", "Recontra auf Volat", ["recontra", "volat"]),
    ("contra", "Contra auf tous les trois", ["contra", "tous-les-trois"]),
    ("announce", "sagt den Zwey und fünfziger an (Spadi-Do, Coppi-Do)", ["zwey-und-fuenfziger"]),
    ("announce", "Mondfang!", ["mondfang"]), ("take", "kauft den Scat", ["scat"]),
    ("pass", "passen", []), ("call", "ruft Pique-König", [])])
def test_a_button_carries_the_entries_of_its_words(kind, label, terms):
    assert terms_of(Action(kind, 0, None), label) == terms
