"""Seats and Touren: Ulmann S. 12–13 („1. Bestimmung der Plätze“) and S. 19 („9. Beendigung des
Spieles“), docs/texte/ulmann/02-grundzuege.md #grundzug-1, #grundzug-9."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.errors import RequestError
from engine.tarok.session import deals_before_touren, draw_seats, left_of, right_of, touren


def test_four_places_three_suits_and_a_tarok_s12_13():
    # „so werden die Plätze durch drei Farbenkarten, etwa Coeur, Treff und Pique, und einen
    # beliebigen Tarok bezeichnet“; „Wer die Farbe Coeur gezogen hat, nimmt den mit dieser
    # Farbenkarte bezeichneten Platz ein“; „Der Partner, dem Tarok zugefallen ist, gibt zuerst“
    d = draw_seats(["Anna", "Bert", "Cäcilie", "Dora"], random.Random(7))
    assert sorted(p["place"] for p in d["places"]) == ["Coeur", "Pique", "Tarok", "Treff"]
    for p in d["places"]:
        assert d["draws"][p["person"]] == p["place"]
    assert d["draws"][d["dealer"]] == "Tarok"
    assert sorted(d["seating"]) == ["Anna", "Bert", "Cäcilie", "Dora"]
    # S. 13: „Der zur Rechten des Kartengebers Sitzende — die Vorhand“
    assert d["vorhand"] == right_of(d["seating"], d["dealer"]) and d["seating"][0] == d["dealer"]


def test_three_places_two_suits_and_a_tarok_s13():
    # „Wird zu Dreien gespielt, so dienen … zwei Farbenkarten und ein Tarok“
    d = draw_seats(["A", "B", "C"], random.Random(1))
    marks = sorted(p["place"] for p in d["places"])
    assert len(marks) == 3 and "Tarok" in marks and len(set(marks)) == 3


def test_en_deux_needs_no_draw_s13():
    # „Bei Spielen en deux ist eine solche überflüssig.“
    with pytest.raises(RequestError):
        draw_seats(["A", "B"], random.Random(1))


def test_the_draw_is_random_and_seeded():
    people = ["A", "B", "C", "D"]
    assert draw_seats(people, random.Random(3)) == draw_seats(people, random.Random(3))
    dealers = Counter(draw_seats(people, random.Random(s))["dealer"] for s in range(200))
    assert set(dealers) == set(people)


SEATING = ["A", "B", "C", "D"]          # rechts herum: B sits to A's right


@pytest.mark.parametrize("count", [3, 6])
def test_each_deals_three_or_six_times_s19(count):
    # „Bei Beginn der Touren hat jeder Partner nur noch drei-, respective sechsmal Karten zu geben“
    deals = touren(SEATING, "A", count)
    assert Counter(d["dealer"] for d in deals) == {p: count for p in SEATING}
    assert Counter(d["vorhand"] for d in deals) == {p: count for p in SEATING}


def test_first_dealer_has_the_last_vorhand_s19():
    # „… welcher dem Inhaber der ersten Donne zur Linken sitzt, so daß dieser die letzte Vorhand hat“
    deals = touren(SEATING, "A", 3)
    assert deals[-1]["vorhand"] == "A"
    assert deals[-1]["dealer"] == left_of(SEATING, "A") == "D"
    assert deals[0]["dealer"] == "A" and deals[0]["vorhand"] == "B"


def test_touren_begin_when_the_deal_reaches_the_left_neighbour_s19():
    # five deals played (A, B, C, D, A): B, C and D still deal before the Touren, the last of
    # them being D, who sits to the left of the first dealer A
    assert deals_before_touren(SEATING, "A", 5) == 3
    assert deals_before_touren(SEATING, "A", 8) == 0


def test_ehrentour_after_all_passed_s19():
    # „Haben nach der letzten Donne alle Theilnehmer gepaßt, so wird gewöhnlich noch eine
    # ‚Ehrentour‘ gemacht“: one more round
    deals = touren(SEATING, "A", 3, all_passed_last=True)
    assert len(deals) == 4 * 4
    extra = [d for d in deals if d["ehrentour"]]
    assert [d["dealer"] for d in extra] == SEATING and extra[-1]["vorhand"] == "A"
    with pytest.raises(RequestError):
        touren(SEATING, "A", 4)                   # „drei oder sechs ‚Touren‘“
