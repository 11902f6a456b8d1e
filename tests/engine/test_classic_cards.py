"""The packs of the shorter sources: sizes, orders and names as the texts print them."""
import pytest

from engine.errors import CardNameError
from engine.games.classic_cards import (BLACK, FRENCH_32, FRENCH_52, GERMAN_32, PACKS, RED,
                                        TRAPPOLA_36, ClassicCard)


# --- Hundertspiel: the Trappolierkarte --------------------------------------------------------

def test_p18_p39_trappola_has_36_cards_in_four_suits_of_nine():
    # § 18 „sechs und dreyßig Blätter“; § 39 „in vier Farben … auf jede der letztern neun Karten“
    assert len(TRAPPOLA_36) == 36
    assert TRAPPOLA_36.suits == ("spadi", "bastoni", "coppi", "denari")   # Einleitung
    for suit in TRAPPOLA_36.suits:
        assert sum(1 for c in TRAPPOLA_36.cards if c.suit == suit) == 9


def test_p18_rank_order_ass_koenig_cavall_bube_then_zehner_to_do():
    # § 18: „Aß, König, Cavall, Bube … Zehner, Neuner, Achter, Siebner … die unterste … Do“
    names = [TRAPPOLA_36.rank_names[r] for r in TRAPPOLA_36.ranks]
    assert names == ["Aß", "König", "Cavall", "Bube", "Zehner", "Neuner", "Achter", "Siebener", "Do"]
    assert TRAPPOLA_36.parse("Spadi Siebner") == TRAPPOLA_36.parse("Spadi-Siebener")   # § 18 / § 2


@pytest.mark.parametrize("printed, suit, rank", [
    ("Denari-König", "denari", "K"),        # § 2
    ("Spadi-Bube", "spadi", "B"),           # § 2
    ("Coppi-Zehner", "coppi", "10"),        # § 2
    ("Bastoni-Siebener", "bastoni", "7"),   # § 2
    ("Bastony Do", "bastoni", "Do"),        # § 46
    ("guten Maxel", "bastoni", "Do"),       # § 46 „den guten Maxel (Bastony Do)“
    ("Denary Do", "denari", "Do"),          # § 46 spelling
])
def test_p2_p46_printed_names_parse(printed, suit, rank):
    assert TRAPPOLA_36.parse(printed) == ClassicCard(suit, rank)


def test_p2_names_are_printed_back_as_in_the_text():
    for name in ("Denari-König", "Spadi-Bube", "Coppi-Zehner", "Bastoni-Siebener"):
        assert TRAPPOLA_36.name(TRAPPOLA_36.parse(name)) == name


# --- Whist: the French pack of 52 ---------------------------------------------------------------

def test_whist_p7_full_french_pack_of_52_thirteen_each():
    # S. 7: „vollständigen französischen Karte von 52 Blättern … jeder Mitspieler dreizehn“
    assert len(FRENCH_52) == 52 and len(FRENCH_52) // 4 == 13


def test_whist_p6_rank_order_from_ass_to_zwei():
    # S. 6–7: „Aß, König, Dame, Bube, Zehn, Neun, Acht, Sieben, Sechs, Fünf, Vier, Drei, Zwei“
    assert [FRENCH_52.rank_names[r] for r in FRENCH_52.ranks] == [
        "Aß", "König", "Dame", "Bube", "Zehn", "Neun", "Acht", "Sieben", "Sechs", "Fünf", "Vier",
        "Drei", "Zwei"]


# --- Kauflabet: 32 cards, French or German ----------------------------------------------------

def test_kauflabet_p391_pack_of_32():
    assert len(FRENCH_32) == 32 and len(GERMAN_32) == 32     # „Karte von 32 Blättern“


@pytest.mark.parametrize("printed, suit", [("Piquebube", "pique"), ("Treffbube", "treff"),
                                           ("Coeurbube", "coeur"), ("Carreaubube", "carreau")])
def test_kauflabet_p391_closed_compounds_as_pierer_prints_them(printed, suit):
    assert FRENCH_32.parse(printed) == ClassicCard(suit, "B")


def test_kauflabet_p391_eichel_and_gruen_are_black_the_others_red():
    # „so sind Eichel u. Grün die schwarzen, die beiden anderen die rothen Farben“
    assert {"eichel", "gruen"} <= BLACK and {"herz", "schellen"} <= RED
    assert {"pique", "treff"} <= BLACK and {"coeur", "carreau"} <= RED


def test_german_and_french_32_share_ids():
    for i, (f, g) in enumerate(zip(FRENCH_32.cards, GERMAN_32.cards)):
        assert f.rank == g.rank and (f.suit in BLACK) == (g.suit in BLACK)
    assert GERMAN_32.name(GERMAN_32.parse("eU")) == "Eichel-Unter"
    assert GERMAN_32.parse("Grün Ober") == ClassicCard("gruen", "D")


# --- all packs: ids, names, codes, errors -------------------------------------------------------

@pytest.mark.parametrize("pack", list(PACKS.values()), ids=list(PACKS))
def test_ids_names_and_codes_round_trip(pack):
    assert len(set(pack.cards)) == len(pack)
    for i, card in enumerate(pack.cards):
        assert pack.id(card) == i and pack.card(i) == card
        assert pack.parse_id(pack.name(card)) == i
        assert pack.parse_id(pack.code(card)) == i
        assert pack.parse_id(pack.name(card).upper()) == i
    assert [d["id"] for d in pack.names()] == list(range(len(pack)))


@pytest.mark.parametrize("pack, text", [
    (TRAPPOLA_36, "Coeur-Dame"),      # a Tarok/French card is no Trappola card
    (TRAPPOLA_36, "Denari-Sechs"),    # the Trappola pack has no Sechs (§ 18)
    (FRENCH_32, "Pique-Zwei"),        # the 32-card pack ends with the Sieben
    (FRENCH_52, "Coeur-Cavall"),
    (GERMAN_32, "Pique-Bube"),
    (FRENCH_52, ""),
    (FRENCH_52, "xyz"),
])
def test_unparsable_names_raise_card_name_error_in_german(pack, text):
    with pytest.raises(CardNameError) as err:
        pack.parse(text)
    msg = str(err.value)
    assert msg.startswith("Unbekannte Karte") and "Erwartet wird" in msg and "z. B." in msg
    assert err.value.code == "card-name"


def test_parse_many_accepts_a_list_or_a_string():
    assert TRAPPOLA_36.parse_many("Denari-König, Spadi-Bube; bDo") == [
        ClassicCard("denari", "K"), ClassicCard("spadi", "B"), ClassicCard("bastoni", "Do")]
