"""Counting by Ulmann's two methods — „6. Das Zählen“, Ulmann S. 16–18 (witness lines 489–576)."""
from __future__ import annotations

import random

import pytest

from engine.cards import PACK_42, PACK_54, PACK_78, parse_cards, value_in_thirds
from engine.counting import count, count_names
from engine.errors import CardNameError, PileError


@pytest.mark.parametrize("cards, points", [
    # S. 17: „Eine Lage enthält z. B. den Sküs (4⅓), Tarok-Fünfzehn (⅓) und Tarok-Drei (⅓);
    # es werden für den Sküs 4, für die Lage 1, mithin im Ganzen 5 Points gezählt.“
    (["Sküs", "Tarok-Fünfzehn", "Tarok-Drei"], 5),
    (["Sküs", "Tarok XV", "Tarok III"], 5),
    # S. 17: „Treff-König (4⅓), Treff-Bube (1⅓) und Treff-Acht (⅓) … demnach 6 Points.“
    (["Treff-König", "Treff-Bube", "Treff-Acht"], 6),
    # S. 17: „Coeur-König (4⅓), Coeur-Dame (3⅓) und Coeur-Buben (1⅓) … mithin 9 Points.“
    (["Coeur-König", "Coeur-Dame", "Coeur-Buben"], 9),
    # S. 17: „Enthält eine solche Lage nur Scartins oder Taroks (von XX bis II), so ergibt sie ⅔ [³⁄₃],
    # mithin 1 Point.“
    (["Tarok XX", "Tarok II", "Coeur-Vier"], 1),
    # S. 18, landläufige Zählweise: „Mond, Coeur-Dame und Treff-Cavall ergeben 10 Points
    # (5 + 4 + 3 = 12 weniger 2 = 10)“
    (["Mond", "Coeur-Dame", "Treff-Cavall"], 10),
    # S. 18: „Pique-König, Carreau-Cavall und Pique-Acht ergeben 7 Points (5 + 3 weniger 1)“
    (["Pique-König", "Carreau-Cavall", "Pique-Acht"], 7),
    # S. 18: „Pagat, Treff-Zehn und Treff-Sieben ergeben 5 Points“
    (["Pagat", "Treff-Zehn", "Treff-Sieben"], 5),
    # S. 18: left-over cards: „Carreau-Dame und Carreau-Bube ergeben 5 Points (4 + 2 weniger 1)“
    (["Carreau-Dame", "Carreau-Bube"], 5),
    # S. 18: „bleibt Carreau-Dame allein übrig, so zählt sie 3 Points (4 weniger 1)“
    (["Carreau-Dame"], 3),
])
def test_book_examples_by_both_methods(cards, points):
    result = count_names(cards)
    assert result.points == points
    assert result.points_landlaeufig == points


def test_remainder_of_one_third_is_dropped():
    # S. 17: en deux, 16 cards = five Lagen and a Dame; the Lagen hold 30 points, the Dame 3⅓:
    # „so hat der Spieler 30 + 3 = 33 Points erreicht“ (⅓ not counted).
    five_lagen = ["Sküs", "Mond", "Pagat", "Coeur-König", "Carreau-König", "Pique-König",
                  "Treff-König", "Coeur-Cavall", "Carreau-Cavall", "Pique-Bube", "Treff-Bube",
                  "Tarok XX", "Tarok XIX", "Tarok XVIII", "Tarok XVII"]
    lagen = count_names(five_lagen)
    dame = count_names(five_lagen + ["Coeur-Dame"])
    assert dame.points == lagen.points + 3
    assert dame.exact.endswith("⅓")


def test_remainder_of_two_thirds_counts_as_a_point():
    # S. 17: „30 + 3⅓ + 1⅓ = 34⅔, mithin da ⅔ für 1 Point gerechnet werden, 35 Points“ —
    # a remainder of Coeur-Dame and Coeur-Bube adds 3 + 1 + 1 = 5 to the Lagen.
    base = count_names(["Tarok XX", "Tarok XIX", "Tarok XVIII"])
    more = count_names(["Tarok XX", "Tarok XIX", "Tarok XVIII", "Coeur-Dame", "Coeur-Bube"])
    assert more.points - base.points == 5


@pytest.mark.parametrize("pack, total", [(PACK_54, 70), (PACK_42, 66), (PACK_78, 78)])
def test_pack_totals(pack, total):
    # S. 11: „Das Pack zu 54 Karten enthält demnach 70, jenes zu 42 Blättern 66 Points.“
    # S. 151 (Dritter Theil): the 78 cards hold 78 points.
    assert sum(value_in_thirds(c) for c in pack) == 3 * total
    assert count(list(pack)).points == total


@pytest.mark.parametrize("pack, size", [(PACK_54, 54), (PACK_42, 42), (PACK_78, 78)])
def test_pack_sizes_and_suits(pack, size):
    # S. 9–10: 24 Scartins removed from 78 → 54; three more per suit → 42 (8 resp. 5 per suit).
    assert len(pack) == len(set(pack)) == size
    taroks = [c for c in pack if c.is_tarok]
    assert len(taroks) == 22


def test_both_methods_agree_on_random_piles():
    # S. 18: „beide Zählmethoden [müssen] zu gleichen Resultaten führen“.
    rng = random.Random(1829)
    for _ in range(2000):
        pack = rng.choice([PACK_42, PACK_54, PACK_78])
        pile = rng.sample(pack, rng.randint(0, len(pack)))
        result = count(pile)
        assert result.points == result.points_landlaeufig
        whole, rest = divmod(result.exact_thirds, 3)
        assert result.points == whole + (1 if rest == 2 else 0)


def test_same_card_twice_is_rejected():
    with pytest.raises(PileError, match="zweimal"):
        count_names(["Mond", "Tarok XXI"])


def test_card_outside_the_pack_is_rejected():
    # S. 9: in the 54-card pack the red suits lose their Fünfer … Zehner.
    with pytest.raises(CardNameError, match="Pack zu 54"):
        count_names(["Coeur-Fünf"], PACK_54)


def test_parsing_accepts_the_books_names_and_the_compact_notation():
    names = parse_cards("Coeur-König, Carreau-Aß, Treff-Sieben, Tarok XV, Tarok-Fünfzehn, Mond, Pagat, Sküs, "
                        "Stiß, Skies, Scüs, hD, tC, d1, XXI, Sk")
    assert [c.code for c in names] == ["hK", "d1", "t7", "XV", "XV", "XXI", "I", "Sk", "Sk", "Sk", "Sk",
                                       "hD", "tC", "d1", "XXI", "Sk"]


def test_unknown_name_says_what_was_expected():
    with pytest.raises(CardNameError) as err:
        parse_cards(["Coeur-Dme"])
    assert "Meinten Sie „Coeur-Dame“?" in str(err.value)
    assert "Tarok XV" in str(err.value)
