"""The seats around the table (engine/table_view.py `places`, issue 25 point 2): the reader at the
bottom, the others in the order of play — to the right in Tarok (B is the Vorhand A's „Gegner zur
Rechten“, C the one „zur Linken“, Ulmann S. 102–104), to the left in Whist (S. 8)."""
from __future__ import annotations

import pytest

from engine.table import table


def places(variant, seat):
    return {s["seat"]: s["place"] for s in table(variant, 1, seat, players="zufall")["seats"]}


def test_tarok_seats_b_to_the_right_of_a_and_c_to_his_left():
    assert places("tapp", "A") == {"A": "unten", "B": "rechts", "C": "links"}
    assert places("koenigrufen", "A") == {"A": "unten", "B": "rechts", "C": "oben", "D": "links"}


def test_kauflabet_deals_to_the_right():
    """Pierer S. 391: „Die Karten werden nach der rechten Hand zu gegeben“."""
    assert places("kauflabet-4", "A") == {"A": "unten", "B": "rechts", "C": "oben", "D": "links"}


def test_whist_passes_to_the_left():
    assert places("whist", "A") == {"A": "unten", "B": "links", "C": "oben", "D": "rechts"}


@pytest.mark.parametrize("variant, seat", [("strohmann", "B"), ("tapp", "C"), ("koenigrufen", "D"),
                                           ("kauflabet-5", "C"), ("hundertspiel-drey", "B")])
def test_every_seat_has_its_own_place_and_the_reader_sits_at_the_bottom(variant, seat):
    seen = places(variant, seat)
    assert seen[seat] == "unten"
    assert len(set(seen.values())) == len(seen)
