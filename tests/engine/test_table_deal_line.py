"""The table's head says who dealt and who is the Vorhand, with the source's place
(engine/table_view.py `deal_of`): the engine seats the Vorhand at A and the dealer at the last
seat. Checked against the engine's own game: the Vorhand is the first to act, except where the
dealer acts first (Groß-Tarok: „Der Geber … legt drei beliebige Karten in den Scat“, S. 153)."""
from __future__ import annotations

import pytest

from engine.core import new_game
from engine.table import table
from engine.table_view import deal_of
from engine.variants import REGISTRY


@pytest.mark.parametrize("variant", list(REGISTRY))
def test_the_vorhand_begins_and_the_dealer_sits_last(variant):
    p = REGISTRY[variant]
    state = new_game(p, seed=4)
    d = deal_of(p, state)
    assert d["vorhand"] == "A" and d["cite"] and d["first"]
    dealer_first = variant.startswith(("gross", "lhombre", "unter-vieren")) and state.phase == "discard"
    assert state.turn == (state.n_seats - 1 if dealer_first else 0)
    if d["dealer"] is None:
        assert "Entscheidung der Engine" in d["note"] and "Strohmann" in d["note"]
    else:
        assert d["dealer"] == "ABCDE"[state.n_seats - 1] and d["note"] is None


@pytest.mark.parametrize("variant, dealer, cite", [
    ("tapp", "C", "Ulmann S. 13"), ("koenigrufen", "D", "Ulmann S. 13"), ("strohmann", "B", "Ulmann S. 70"),
    ("gross", "C", "Ulmann S. 153 (wie S. 13)"), ("whist", "D", "Whist S. 8"),
    ("hundertspiel", "D", "Hundertspiel § 4"), ("hundertspiel-drey", "C", "Hundertspiel § 53"),
    ("kauflabet-5", "E", "Pierer S. 391")])
def test_the_view_names_dealer_vorhand_and_the_place(variant, dealer, cite):
    r = table(variant, 7, "B", players="zufall")
    assert r["deal"]["dealer"] == dealer and r["deal"]["vorhand"] == "A" and r["deal"]["cite"] == cite
