"""Whist: every number and worked example of S. 3–19 (reading text docs/texte/whist.md)."""
import json
import random

import pytest

from engine.core import State, act, legal_actions, new_game, random_game, replay
from engine.errors import RequestError
from engine.games.classic_cards import FRENCH_52
from engine.games.whist import (BIG_ROBBER, DECISIONS, PROFILES, ROBBER_VALUES, Robber,
                                honour_points, partie_value, play_robber, robber_payment, schlemm,
                                trick_points)

W4, W5 = PROFILES["whist"], PROFILES["whist-fuenf"]


def c(name):
    return FRENCH_52.parse_id(name)


# --- S. 7–8: the deal, trumps and the order of play ----------------------------------------------

def test_p7_thirteen_each_and_the_dealers_last_card_is_trump():
    st = new_game(W4, seed=3)
    assert [bin(h).count("1") for h in st.hands] == [13] * 4
    turned = st.options["turned"]
    assert st.hands[3] >> turned & 1                   # „Das letzte, welches der Kartengeber bekommt“
    assert st.trump == W4.suit[turned]                 # „ist Trumpf“


def test_p8_given_deal_needs_the_trump():
    deal = {"hands": [list(range(13 * i, 13 * i + 13)) for i in range(4)]}
    with pytest.raises(RequestError, match="Trumpf"):
        new_game(W4, deal=deal)
    st = new_game(W4, deal=deal, options={"trump": "Pique"})
    assert W4.suit_names[st.trump] == "Pique"


def test_p8_if_a_deals_c_leads_then_b_d_a():
    # „so daß wenn A gegeben hat, C ausspielt, B die erste, D die zweite und A die dritte … Karte“
    st = new_game(W4, seed=1, options={"seat_names": ["C", "B", "D", "A"]})
    assert st.turn == 0 and st.extra["seat_names"][0] == "C"
    assert W4.party_names(st) == ["C+D", "B+A"]        # S. 4–6: A und B sind Gehülfen


def test_p8_decision_follow_suit():
    st = new_game(W4, deal={"hands": [[c("Coeur-Aß"), c("Pique-Zwei")], [c("Coeur-Zwei"),
                  c("Pique-Aß")], [c("Treff-Zwei")], [c("Carreau-Zwei")]], "partial": True},
                  options={"trump": "Pique"})
    st.turn = 1
    st.trick, st.leader = [c("Coeur-Aß")], 0
    assert W4.legal_cards(st, 1) == 1 << c("Coeur-Zwei")
    assert "Farbe bekennen" in W4.why_illegal(st, 1, c("Pique-Aß"))


# --- S. 9–10: tricks and honours ----------------------------------------------------------------

@pytest.mark.parametrize("tricks, points", [(6, 0), (7, 1), (9, 3), (13, 7)])
def test_p9_the_first_six_tricks_do_not_count(tricks, points):
    assert trick_points(tricks) == points


def test_p9_six_against_seven_gives_one_point():
    # „eine Partei sechs, die andere sieben Stiche … erstere nichts …, letztere … einen Point“
    assert (trick_points(6), trick_points(7)) == (0, 1)


@pytest.mark.parametrize("held, five, points", [
    (2, False, 0), (3, False, 2), (4, False, 4),   # „Zwei Figuren … gar nicht“, deux 2, quatre 4
    (2, True, 0), (3, True, 2), (4, True, 4), (5, True, 5),   # cinq honneurs fünf Points
])
def test_p10_honours(held, five, points):
    assert honour_points(held, five) == points


def test_p10_five_honours_only_when_playing_with_five():
    with pytest.raises(RequestError):
        honour_points(5, five=False)


def test_p10_honours_are_counted_from_the_trumps_in_the_dealt_hands():
    hands = [list(range(13 * i, 13 * i + 13)) for i in range(4)]   # seat 0 holds all of Coeur
    st = new_game(W4, deal={"hands": hands}, options={"trump": "Coeur"})
    assert W4.honours(st) == (0, 4)
    st = new_game(W5, deal={"hands": hands}, options={"trump": "Coeur"})
    assert W5.honours(st) == (0, 5)


def test_p17_with_five_honours_one_side_always_counts():
    # S. 17–18: „bei fünf Honneurs in jedem Spiel immer auf einer Seite deux honneurs“
    for seed in range(100):
        st = new_game(W5, seed=seed)
        assert W5.honours(st) is not None


# --- S. 11–13: the Partie to ten -----------------------------------------------------------------

def test_p11_worked_example_nine_to_two_then_four_over():
    r = Robber()
    # „A und B hätten im ersten Spiele drei Tricks, … C und D dagegen im ersten Spiel zwei Honneurs“
    assert r.add_deal([9, 4], (1, 2)) is None
    # „im zweiten vier Tricks und zwei Honneurs“
    assert r.add_deal([10, 3], (0, 2)) is None
    assert r.stand == [9, 2]                   # „A und B auf neun Points und C und D auf zwei“
    # „Machen nun A und B im dritten Spiel ein Trick und vier Honneurs, so haben sie die Partie
    # gewonnen und zählen vier auf die neue Partie über, C und D dagegen ziehen die … zwei … ein“
    result = r.add_deal([7, 6], (0, 4))
    assert result["winner"] == 0 and result["carry"] == 4 and r.stand == [4, 0]
    # „und legen, wenn sie im nächsten Spiel drei Tricks und zwei Honneurs hätten, fünf Points an“
    r.add_deal([4, 9], (1, 2))
    assert r.stand == [4, 5]


@pytest.mark.parametrize("stand, honours, five", [(5, 5, True), (6, 4, False), (8, 2, False)])
def test_p12_honours_alone_only_up_to_nine(stand, honours, five):
    # „wenn dieselbe auf fünf, sechs oder acht Points steht, und dieselbe fünf, vier oder zwei
    # Honneurs hätte, sie dennoch die Partie nicht ausgemacht hat“
    r = Robber()
    r.stand = [stand, 0]
    r.parties = [(1, 1, "Simple")]             # not the first Partie
    assert r.add_deal([6, 7], (0, honours)) is None
    assert r.stand == [9, 1]


def test_p12_at_nine_honours_alone_count_nothing():
    r = Robber()
    r.stand = [9, 0]
    r.add_deal([6, 7], (0, 4))
    assert r.stand == [9, 1]


def test_p13_first_partie_by_honours_alone_if_agreed_opponents_add_their_tricks():
    r = Robber(honours_end_first=True)
    r.stand = [6, 3]
    result = r.add_deal([5, 8], (0, 4))
    # the opponents' two trick points still count (3 + 2 = 5): Simple, not Double
    assert result["winner"] == 0 and result["loser_points"] == 5 and result["name"] == "Simple"


def test_p13_partie_ended_by_tricks_the_opponents_honours_do_not_count():
    r = Robber()
    r.stand = [8, 2]
    result = r.add_deal([9, 4], (1, 2))
    assert result["winner"] == 0 and result["loser_points"] == 2     # not 4: Triple


# --- S. 14–17: Partie values, Robber, Schlemm ---------------------------------------------------

@pytest.mark.parametrize("loser, value, name", [
    (5, 1, "Simple"), (8, 1, "Simple"),          # „Simple, wenn die Gegner fünf oder mehr“
    (3, 2, "Double"), (4, 2, "Double"),          # „Double, wenn sie drei oder vier“
    (1, 3, "Triple"), (2, 3, "Triple"),          # „Triple, wenn sie eins oder zwei“
    (0, 4, "Quadrouble"),                        # „Quadrouble, wenn sie noch gar nichts“
])
def test_p14_partie_values(loser, value, name):
    assert partie_value(loser) == (value, name)


def test_p15_robber_values_by_agreement():
    assert ROBBER_VALUES == (3, 5, 7, 9)


def test_p15_example_simple_and_quadrouble_with_robber_five_pay_ten():
    # „A und B hätten eine Partie Simple und eine Quadrouble gewonnen, … Robber zu 5 …, so würden
    # C und D jeder 10 an A und B zu zahlen haben“
    assert robber_payment([1, 4], [], robber=5) == 10


@pytest.mark.parametrize("lost, pays", [(2, 8), (4, 6)])
def test_p16_opponents_partie_is_deducted(lost, pays):
    # „eine Partie Double gewonnen, so würden sie nur 8 zahlen, … Quadrouble …, nur 6“
    assert robber_payment([1, 4], [lost], robber=5) == pays


def test_p16_big_robber_two_more_if_agreed():
    assert BIG_ROBBER == 2
    assert robber_payment([1, 4], [], robber=5, big_robber=BIG_ROBBER) == 12
    assert robber_payment([1, 4], [2], robber=5, big_robber=BIG_ROBBER) == 8    # kleiner Robber


def test_p17_schlemm():
    assert schlemm([13, 0]) == (0, 6, "groß Schlemm")     # „gar keinen Stich“: 6
    assert schlemm([1, 12]) == (1, 3, "klein Schlemm")    # „nur einen Stich“: 3
    assert schlemm([2, 11]) is None


def test_p17_four_grand_slams_two_quadrouble_robber_three_make_35():
    # „vier Mal groß Schlemm, und zwei Partien Quadrouble …, den Robber nur zu 3 gerechnet, 35“
    assert robber_payment([4, 4], [], robber=3, schlemm=4 * 6) == 35


def test_robber_account_pays_by_the_parties():
    r = Robber(robber=5)
    r.parties = [(0, 1, "Simple"), (1, 2, "Double"), (0, 4, "Quadrouble")]
    assert r.winner == 0 and r.payment() == 8


# --- properties of random complete games (fixed seeds) --------------------------------------------

@pytest.mark.parametrize("profile", [W4, W5], ids=["vier", "fuenf"])
def test_random_complete_games(profile):
    for seed in range(60):
        st = random_game(profile, seed)
        assert st.phase == "done" and len(st.tricks) == 13
        assert sorted(x for t in st.tricks for x in t.cards) == list(range(52))
        tricks = profile.tricks_per_party(st)
        assert sum(tricks) == 13
        s = profile.settle(st)
        assert sum(s.payments) == 0
        assert sum(s.points["trick_points"].values()) == max(tricks) - 6
        assert State.from_json(st.to_json()) == st
        assert replay(profile, st) == st
        json.dumps(s.as_dict())


def test_random_games_follow_suit():
    for seed in range(30):
        st = random_game(W4, seed)
        held = [set(h) for h in st.dealt["hands"]]
        for t in st.tricks:
            led = W4.suit[t.cards[0]]
            for i, x in enumerate(t.cards[1:], 1):
                seat = (t.leader + i) % 4
                if W4.suit[x] != led:
                    assert not any(W4.suit[y] == led for y in held[seat])
                held[seat].discard(x)
            held[t.leader].discard(t.cards[0])


@pytest.mark.parametrize("five", [False, True])
def test_random_robbers(five):
    for seed in range(6):
        result = play_robber(seed=seed, five=five)
        r = result["robber"]
        assert r.winner is not None
        assert sum(1 for w, _, _ in r.parties if w == r.winner) == 2
        assert 2 <= len(r.parties) <= 3
        assert sum(result["money"].values()) == 0


def test_decisions_cite_a_page():
    for d in DECISIONS:
        assert set(d) == {"source", "href", "question", "decision", "reason"}
        assert d["source"].startswith("Whist S. ") and d["href"].startswith("texte/whist.md#s")
