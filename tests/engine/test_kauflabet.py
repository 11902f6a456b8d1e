"""Kauflabet (Pierer, Bd. 9, 1860, S. 391): every rule and number of the article as a test."""
import json
import random

import pytest

from engine.core import Action, State, act, legal_actions, new_game, random_game, replay
from engine.errors import IllegalPlayError, RequestError
from engine.games.classic_cards import FRENCH_32, GERMAN_32
from engine.games.kauflabet import (DECISIONS, EXCHANGE, PROFILES, KauflabetProfile, bete_payment,
                                    check_stamm, play_session, trick_payment, trump_order)

K4 = PROFILES["kauflabet-4"]
SUIT = {s: i for i, s in enumerate(FRENCH_32.suits)}


def c(name):
    return FRENCH_32.parse_id(name)


def ids(names):
    return [c(n) for n in names]


# --- players, deal, Stamm ----------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_p391_two_to_five_players_four_cards_each(n):
    # „unter 2, 3, 4 u. 5 Personen gespielt … jeder der Theilnehmer bekommt vier“
    st = new_game(PROFILES[f"kauflabet-{n}"], seed=1)
    assert [bin(h).count("1") for h in st.hands] == [4] * n
    assert len(st.talon) == 32 - 4 * n - 1           # the next card is turned up


@pytest.mark.parametrize("n", [1, 6])
def test_p391_more_would_not_leave_a_talon(n):
    with pytest.raises(RequestError, match="Talon"):
        KauflabetProfile(n)


def test_p391_the_card_after_the_last_dealt_is_turned_for_trump():
    # „schlägt der Geber die nach der zuletzt wegegebenen Karte folgende um, welche Trumpf ist“
    deal = {"hands": [ids(["Pique-As", "Pique-König", "Pique-Dame", "Pique-Zehn"]),
                      ids(["Coeur-As", "Coeur-König", "Coeur-Dame", "Coeur-Zehn"]),
                      ids(["Treff-As", "Treff-König", "Treff-Dame", "Treff-Zehn"]),
                      ids(["Carreau-As", "Carreau-König", "Carreau-Dame", "Carreau-Zehn"])],
            "talon": ids(["Treff-Sieben"]) + [x for x in range(32) if x not in ids(
                ["Pique-As", "Pique-König", "Pique-Dame", "Pique-Zehn", "Coeur-As", "Coeur-König",
                 "Coeur-Dame", "Coeur-Zehn", "Treff-As", "Treff-König", "Treff-Dame", "Treff-Zehn",
                 "Carreau-As", "Carreau-König", "Carreau-Dame", "Carreau-Zehn", "Treff-Sieben"])]}
    st = new_game(K4, deal=deal)
    assert st.trump == SUIT["treff"] and st.extra["turned"] == c("Treff-Sieben")
    assert c("Treff-Sieben") not in st.talon         # decision: not bought


@pytest.mark.parametrize("stamm", [4, 8, 12, 100])
def test_p391_stamm_divisible_by_four(stamm):
    assert check_stamm(stamm) == stamm


@pytest.mark.parametrize("stamm", [6, 10, 0, -4])
def test_p391_stamm_not_divisible_by_four_is_refused(stamm):
    # „welche sich mit vier dividiren lassen muß“
    with pytest.raises(RequestError, match="durch vier"):
        check_stamm(stamm)
    with pytest.raises(RequestError):
        new_game(K4, seed=1, options={"stamm": stamm})


# --- trumps ------------------------------------------------------------------------------------

def test_p391_pique_trump_piquebube_highest_treffbube_second():
    # „wenn Pique Trumpf ist, der Piquebube der höchste, u. der Treffbube der zweite Trumpf ist“
    order = trump_order(FRENCH_32, "pique")
    assert order[:2] == ["Pique-Bube", "Treff-Bube"]
    # „Nach den beiden Trumpfbuben folgen As, König, Dame …“
    assert order[2:5] == ["Pique-As", "Pique-König", "Pique-Dame"]


def test_p391_carreau_trump_carreaubube_then_coeurbube():
    # „wenn Carreau Trumpf ist, der Carreaubube der höchste u. der Coeurbube der nächstfolgende“
    assert trump_order(FRENCH_32, "carreau")[:2] == ["Carreau-Bube", "Coeur-Bube"]


def test_p391_german_cards_eichel_and_gruen_black():
    # „so sind Eichel u. Grün die schwarzen“: the two black Unter are the trump Buben
    assert trump_order(GERMAN_32, "eichel")[:2] == ["Eichel-Unter", "Grün-Unter"]
    assert trump_order(GERMAN_32, "schellen")[:2] == ["Schellen-Unter", "Herz-Unter"]
    german = KauflabetProfile(3, german=True)
    assert german.card_name(german.parse_card("Grün-Ober")) == "Grün-Ober"


def _trick(trump, names):
    st = State(K4.key, 4, [0] * 4)
    st.trump = SUIT[trump]
    return K4.trick_winner(st, 0, tuple(ids(names)))


def test_p391_trick_winners():
    # the two Buben beat the As of trumps
    assert _trick("pique", ["Pique-As", "Treff-Bube", "Pique-König", "Pique-Dame"]) == 1
    assert _trick("pique", ["Treff-Bube", "Pique-Bube", "Pique-As", "Pique-Sieben"]) == 1
    # „Der höchste Trumpf, od., wenn sämmtliche Mitspielende die Farbe … haben, die höchste Karte“
    assert _trick("pique", ["Coeur-Zehn", "Coeur-As", "Coeur-Bube", "Coeur-König"]) == 1
    assert _trick("pique", ["Coeur-Zehn", "Coeur-As", "Pique-Sieben", "Coeur-König"]) == 2
    # a Treff lead is not answered by the Treffbube: it is a trump
    assert _trick("pique", ["Treff-Sieben", "Treff-Bube", "Treff-Acht", "Coeur-As"]) == 1
    assert _trick("coeur", ["Treff-Sieben", "Treff-Bube", "Treff-Acht", "Coeur-As"]) == 3


# --- following suit and trumping ---------------------------------------------------------------

def _in_play(trump, hand, trick):
    st = State(K4.key, 4, [0, sum(1 << x for x in ids(hand)), 0, 0])
    st.phase, st.trump, st.trick, st.leader, st.turn = "play", SUIT[trump], ids(trick), 0, 1
    st.extra = {"in": [0, 1, 2, 3], "seat_names": list("ABCD")}
    return st


def _legal(st):
    return {K4.card_name(x) for x in range(32) if K4.legal_cards(st, 1) >> x & 1}


def test_p391_follow_suit():
    st = _in_play("pique", ["Coeur-Sieben", "Pique-As", "Treff-As"], ["Coeur-König"])
    assert _legal(st) == {"Coeur-Sieben"}
    assert "Farbe bekennen" in K4.why_illegal(st, 1, c("Pique-As"))


def test_p391_void_must_trump():
    # „wobei die Farbe bekannt, od. Trumpf gegeben werden muß“
    st = _in_play("pique", ["Pique-Sieben", "Treff-As", "Treff-Bube"], ["Coeur-König"])
    assert _legal(st) == {"Pique-Sieben", "Treff-Bube"}        # the Treffbube is a trump
    assert "Trumpf" in K4.why_illegal(st, 1, c("Treff-As"))


def test_p391_void_after_a_trump_must_play_higher_or_give_one():
    # „muß, wenn vor ihm mit Trumpf gestochen worden ist, einen höheren darauf legen od. einen zugeben“
    st = _in_play("pique", ["Pique-Sieben", "Pique-As", "Treff-As"], ["Coeur-König", "Pique-Dame"])
    st.turn = 2
    st.hands = [0, 0, st.hands[1], 0]
    assert {K4.card_name(x) for x in range(32) if K4.legal_cards(st, 2) >> x & 1} == {"Pique-As"}
    assert "höherer Trumpf" in K4.why_illegal(st, 2, c("Pique-Sieben"))
    st.hands[2] = sum(1 << x for x in ids(["Pique-Sieben", "Pique-Acht", "Treff-As"]))
    assert {K4.card_name(x) for x in range(32) if K4.legal_cards(st, 2) >> x & 1} == {
        "Pique-Sieben", "Pique-Acht"}


def test_p391_without_suit_and_trump_any_card():
    st = _in_play("pique", ["Carreau-Sieben", "Treff-As"], ["Coeur-König"])
    assert _legal(st) == {"Carreau-Sieben", "Treff-As"}


# --- declaring, buying, passing ------------------------------------------------------------------

def test_p391_passers_lay_down_and_take_no_part_buyers_exchange():
    st = new_game(K4, seed=7, options={"stamm": 8})
    act(K4, st, Action("join", 0))
    act(K4, st, Action("pass", 1))
    act(K4, st, Action("join", 2))
    act(K4, st, Action("pass", 3))
    assert st.hands[1] == 0 and st.hands[3] == 0       # „legen ihre Karten weg“
    assert st.phase == EXCHANGE and st.turn == 0
    hand = [x for x in range(32) if st.hands[0] >> x & 1]
    top = st.talon[:2]
    act(K4, st, Action("exchange", 0, tuple(hand[:2])))  # Cartes fausses
    assert st.hands[0] == sum(1 << x for x in hand[2:] + top)
    act(K4, st, Action("exchange", 2, ()))
    assert st.phase == "play" and st.turn == 0         # „Der erste nach dem Geber spielt … aus“
    assert st.extra["trick_size"] == 2
    with pytest.raises(IllegalPlayError):
        act(K4, st, Action("exchange", 2, ()))


def test_p391_cannot_buy_more_than_the_talon_has():
    st = new_game(PROFILES["kauflabet-5"], seed=2)
    for seat in range(5):
        act(PROFILES["kauflabet-5"], st, Action("join", seat))
    st.talon = st.talon[:1]
    acts = legal_actions(PROFILES["kauflabet-5"], st)
    assert max(len(a.arg) for a in acts) == 1


# --- payments ----------------------------------------------------------------------------------

def test_p391_a_quarter_of_the_stamm_per_trick_and_of_the_standing_sum():
    # „Für jeden Stich wird der vierte Theil des Stammes u., wenn Bêten stehen, der vierte Theil
    # der stehenden Summe gezogen.“
    assert trick_payment(8) == 2
    assert trick_payment(8, standing=16) == 2 + 4


def test_p391_bete_pays_the_stamm_or_the_sum_grown_by_betes():
    # „Wer Bête wird … erlegt den Betrag des Stammes od. die durch Bêten erwachsene Summe“
    assert bete_payment(8) == 8
    assert bete_payment(8, standing=16) == 24


def test_p391_settlement_of_a_played_deal():
    st = random_game(K4, 21, options={"stamm": 8, "bete": 8})
    s = K4.settle(st)
    pays = dict(zip(s.persons, s.payments))
    tricks = s.points["tricks"]
    assert s.points["per_trick"] == 4
    for person, n in tricks.items():
        expected = 4 * n - (16 if person in s.points["bete"] else 0) - (8 if person == s.persons[3] else 0)
        assert pays[person] == expected
    assert sum(s.payments) == 0


# --- properties of random complete games (fixed seeds) --------------------------------------------

@pytest.mark.parametrize("key", list(PROFILES))
def test_random_complete_games(key):
    profile = PROFILES[key]
    for seed in range(80):
        st = random_game(profile, seed, options={"stamm": 8})
        assert st.phase in ("done", "thrown-in")
        s = profile.settle(st)
        assert sum(s.payments) == 0
        played = [x for t in st.tricks for x in t.cards]
        rest = [x for m in st.scat + st.hands for x in range(32) if m >> x & 1]
        assert sorted(played + rest + st.talon + [st.extra["turned"]]) == list(range(32))
        if st.phase == "done" and "alone" not in st.contract:
            assert len(st.tricks) == 4
            assert all(len(t.cards) == len(st.extra["players_in"]) for t in st.tricks)
        assert sum(s.points["tricks"].values()) in ((0, 4) if st.phase == "thrown-in" else (4,))
        assert State.from_json(st.to_json()) == st
        assert replay(profile, st) == st
        json.dumps(s.as_dict())


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_sessions_money_is_kept(n):
    for seed in range(5):
        result = play_session(n, seed, deals=15, stamm=8)
        money = result["money"]
        assert sum(money.values()) == 0
        assert money["Kasse"] == result["standing"]      # what stands is in the Kasse
        assert result["standing"] % 4 == 0


def test_decisions_cite_the_page():
    for d in DECISIONS:
        assert set(d) == {"source", "href", "question", "decision", "reason"}
        assert d["source"] == "Kauflabet S. 391"
