"""Hundertspiel (Wien 1829): every number of §§ 1–56 as a test, expected values from the text."""
import json
import random

import pytest

from engine.core import Action, State, Trick, act, legal_actions, new_game, random_game, replay
from engine.errors import IllegalPlayError
from engine.games import hundertspiel as hs
from engine.games.classic_cards import TRAPPOLA_36
from engine.games.hundertspiel import (DECISIONS, OTHER_PROFILES, TOTAL_POINTS, announced_marks,
                                       card_points, do_points, held_announcements, partie_marks,
                                       partie_step, play_partie)

P4 = OTHER_PROFILES["hundertspiel"]
P4S = OTHER_PROFILES["hundertspiel-scat"]
P3 = OTHER_PROFILES["hundertspiel-drey"]
P3S = OTHER_PROFILES["hundertspiel-drey-scat"]
SUIT = {s: i for i, s in enumerate(TRAPPOLA_36.suits)}


def c(name):
    return TRAPPOLA_36.parse_id(name)


def cards(names):
    return [TRAPPOLA_36.parse(n) for n in names]


def finished(profile, tricks, trump="bastoni", contract=None, meldungen=(), options=None):
    """A finished deal: `tricks` are (leader seat, [names in playing order])."""
    st = State(profile.key, profile.n_seats, [0] * profile.n_seats)
    st.trump, st.phase = SUIT[trump], "done"
    st.extra = {"seat_names": list("ABCD"[:profile.n_seats]), "meldungen": list(meldungen)}
    st.contract = contract or {}
    st.options = options or {}
    for leader, names in tricks:
        ids = tuple(c(n) for n in names)
        winner = (leader + profile.trick_winner(st, leader, ids)) % profile.n_seats
        st.tricks.append(Trick(leader, ids, winner))
    return st


# --- § 19: the points of the cards; 78 in all ---------------------------------------------------

def test_p19_ass_six_koenig_five_cavall_four_bube_three():
    assert [card_points(x) for x in cards(["Denari-Aß", "Denari-König", "Denari-Cavall",
                                           "Denari-Bube", "Denari-Zehner", "Denari-Do"])] == [6, 5, 4, 3, 0, 0]


def test_p19_four_times_the_figures_make_72_and_with_the_last_trick_78():
    figures = sum(card_points(x) for x in TRAPPOLA_36.cards)
    assert figures == 72                      # „vierfach genommen die Zahl zwey und siebenzig“
    assert figures + 6 == 78 == TOTAL_POINTS  # „mit Einschluß des letzten Stiches, welcher sechs zählt“


# --- § 20: announced held cards ----------------------------------------------------------------

@pytest.mark.parametrize("rank, n, points", [
    ("Aß", 3, 30), ("Aß", 4, 40),           # „drey angesagte Aß dreyßig, vier aber vierzig“
    ("Do", 3, 10), ("Do", 4, 20),           # „drey Do's zehnen, vier zwanzig Points“
    ("König", 3, 6), ("König", 4, 12),      # „drey gleiche immer sechs, und vier gleiche, zwölf“
    ("Cavall", 3, 6), ("Bube", 4, 12),
])
def test_p20_held_announcements(rank, n, points):
    hand = cards([f"{s}-{rank}" for s in ("Spadi", "Bastoni", "Coppi", "Denari")[:n]]
                 + ["Spadi-Zehner"])
    (m,) = held_announcements(hand)
    assert m["points"] == points and m["count"] == n


def test_p20_two_alike_count_nothing():
    assert held_announcements(cards(["Spadi-Aß", "Coppi-Aß", "Spadi-König", "Denari-König"])) == []


# --- §§ 21–24: the Do's ------------------------------------------------------------------------

def test_p21_first_trick_with_the_atout_do_counts_52_besides_the_cards():
    st = finished(P4, [(0, ["Spadi-Aß", "Coppi-König", "Denari-Zehner", "Bastoni-Do"]),
                       (3, ["Spadi-Zehner", "Coppi-Neuner", "Denari-Achter", "Spadi-Siebener"])])
    assert st.tricks[0].winner == 3
    assert do_points([(3, True, True)] + [(0, False, False)] * 8)[0] == 52
    party, points, _ = P4.events(st)[0]
    assert party == 1 and points == 6 + 5 + 52        # Aß, König, and the 52 of § 21


def test_p22_every_do_made_counts_ten():
    flags = [(0, False, False), (1, True, False), (2, False, False), (1, True, True),
             (0, False, False)]
    assert do_points(flags) == [0, 10, 0, 10, 0]


def test_p22_a_do_on_the_last_trick_makes_the_sechs_und_zwanziger():
    flags = [(0, False, False)] * 8 + [(2, True, True)]
    assert do_points(flags)[-1] + 6 == 26     # „zwanzig Points … mit … sechs … sechs und zwanzig“


def test_p23_two_dos_of_one_player_on_the_two_last_tricks_count_52():
    flags = [(0, False, False)] * 7 + [(2, True, True), (2, True, False)]
    assert sum(do_points(flags)) + 6 == 52


def test_p23_needs_one_and_the_same_player():
    flags = [(0, False, False)] * 7 + [(1, True, True), (2, True, False)]
    assert sum(do_points(flags)) + 6 == 10 + 20 + 6


def test_p24_three_dos_on_the_three_last_tricks_count_72():
    flags = [(0, False, False)] * 6 + [(3, True, False)] * 3
    assert sum(do_points(flags)) + 6 == 72


def test_p24_four_dos_decision_72_and_ten_more():
    flags = [(0, False, False)] * 5 + [(3, True, False)] * 4
    assert sum(do_points(flags)) + 6 == 82


# --- §§ 25–27: the Partie of a hundred, Matsch ---------------------------------------------------

def test_p25_p26_partie_one_marke_matsch_two():
    assert partie_marks([104, 60], 0) == [0, -1]      # § 25: eine Marke
    assert partie_marks([104, 49], 0) == [0, -2]      # § 26: Matsch unter fünfzig, zwey Marken
    assert partie_marks([101, 50], 0) == [0, -1]


@pytest.mark.parametrize("loser, marke", [(60, 1), (40, 2)])
def test_p26_example_b_pays_a_and_d_pays_c(loser, marke):
    # „A, und C machen Parthey gegen B und D … so entrichtet B an A, und D an C eine Marke,
    # waren aber B und D gar im Matsche, so geben sie jeder zwey Marken“
    st = finished(P4, [(0, ["Spadi-Aß", "Coppi-König", "Bastoni-Aß", "Denari-Zehner"])],
                  options={"standing": [95, loser]})
    s = P4.settle(st)
    assert s.points["winner"] == 0
    assert dict(zip(s.persons, s.payments)) == {"A": marke, "B": -marke, "C": marke, "D": -marke}
    assert {(ln["from"][0], ln["to"][0]) for ln in s.lines if "from" in ln} == {("B", "A"), ("D", "C")}


def test_p27_four_persons_two_accounts():
    st = finished(P4, [(0, ["Spadi-Aß", "Coppi-König", "Denari-Zehner", "Bastoni-Aß"])])
    assert list(P4.settle(st).points) == ["A+C", "B+D"]


# --- §§ 31–33: announced Sechs und Zwanziger, Zwey und fünfziger, Contra --------------------------

def test_p31_p32_p33_marks():
    assert announced_marks("26") == 2          # § 31: „mit zwey Marken honorirt“
    assert announced_marks("26", 1) == 4       # § 32: Contra „doppelt“
    assert announced_marks("52") == 4          # § 33: „vier Marken, wenn kein Contra“
    assert announced_marks("52", 1) == 8       # § 33: „wo aber ein Contra … acht Marken“
    assert announced_marks("26", 2) == 8 and announced_marks("26", 3) == 16   # § 10, decision


def _last_trick_with(do, seat=0):
    order = ["Spadi-Zehner", "Coppi-Neuner", "Denari-Achter", "Spadi-Siebener"]
    order[seat] = do
    return [(0, ["Spadi-Aß", "Coppi-König", "Denari-Zehner", "Coppi-Siebener"]), (0, order)]


@pytest.mark.parametrize("kind, contra, marks", [("26", 0, 2), ("26", 1, 4)])
def test_p31_won_sechs_und_zwanziger_each_opponent_pays(kind, contra, marks):
    contract = {"kind": kind, "seat": 0, "dos": [c("Bastoni-Do")], "contra": contra}
    st = finished(P4, _last_trick_with("Bastoni-Do"), contract=contract)
    s = P4.settle(st)
    assert s.won is True
    assert dict(zip(s.persons, s.payments)) == {"A": marks, "B": -marks, "C": marks, "D": -marks}


def test_p31_lost_sechs_und_zwanziger_pays_the_same_to_the_opponents():
    contract = {"kind": "26", "seat": 0, "dos": [c("Bastoni-Do")], "contra": 0}
    st = finished(P4, _last_trick_with("Bastoni-Aß"), contract=contract)
    s = P4.settle(st)
    assert s.won is False
    assert dict(zip(s.persons, s.payments)) == {"A": -2, "B": 2, "C": -2, "D": 2}


def test_p23_p33_announced_zwey_und_fuenfziger_won_with_two_dos():
    contract = {"kind": "52", "seat": 1, "dos": [c("Bastoni-Do"), c("Coppi-Do")], "contra": 1}
    st = finished(P4, [(0, ["Spadi-Siebener", "Coppi-Siebener", "Denari-Siebener", "Bastoni-Siebener"]),
                       (3, ["Denari-Achter", "Spadi-Zehner", "Bastoni-Do", "Coppi-Neuner"]),
                       (1, ["Coppi-Do", "Spadi-Neuner", "Denari-Neuner", "Spadi-Achter"])],
                  contract=contract)
    s = P4.settle(st)
    assert s.won is True
    assert dict(zip(s.persons, s.payments)) == {"A": -8, "B": 8, "C": -8, "D": 8}   # § 33: acht
    assert s.points["B+D"] == 52                          # § 23: zwey und fünfzig


def _deal_by_suits():
    """Seat 0 all Spadi, 1 Bastoni, 2 Coppi, 3 Denari (one Do each, no three alike)."""
    return {"hands": [list(range(9 * i, 9 * i + 9)) for i in range(4)], "talon": []}


def test_p8_to_p10_announce_contra_recontra_supra_contra():
    st = new_game(P4, deal=_deal_by_suits(), options={"trump": "spadi"})
    assert st.phase == hs.ANNOUNCE and st.turn == 0
    act(P4, st, Action("announce", 0, ("26", c("Spadi-Do"))))    # § 8: den Do auflegen
    assert st.phase == hs.CONTRA and st.turn == 1                 # § 9: die Gegenpartey
    act(P4, st, Action("contra", 1))
    act(P4, st, Action("contra", 0))                          # § 10
    act(P4, st, Action("contra", 1))
    assert st.phase == "play" and st.contract["contra"] == 3
    assert st.turn == 0 and st.leader == 0                      # § 6: Vorhand spielt aus


def test_p10_without_recontra_only_contra():
    st = new_game(P4, deal=_deal_by_suits(), options={"trump": "spadi", "recontra": False})
    act(P4, st, Action("announce", 0, ("26", c("Spadi-Do"))))
    act(P4, st, Action("contra", 1))
    assert st.phase == "play"


def test_p9_contra_passes_to_the_second_opponent():
    st = new_game(P4, deal=_deal_by_suits(), options={"trump": "spadi"})
    act(P4, st, Action("pass", 0))
    act(P4, st, Action("pass", 1))
    act(P4, st, Action("announce", 2, ("26", c("Coppi-Do"))))
    assert st.turn == 3
    act(P4, st, Action("pass", 3))
    assert st.turn == 1
    act(P4, st, Action("pass", 1))
    assert st.phase == "play" and st.contract["contra"] == 0


def test_p8_only_own_dos_can_be_laid():
    st = new_game(P4, deal=_deal_by_suits(), options={"trump": "spadi"})
    with pytest.raises(IllegalPlayError, match="Do"):
        act(P4, st, Action("announce", 0, ("26", c("Coppi-Do"))))


# --- § 34: alt und neu -------------------------------------------------------------------------

def test_p34_alt_und_neu_the_rest_counts_for_the_new_partie():
    # „wenn auch das Spiel, bey welchem die eine Partey vier und neunzig Points zählt, schon
    # geendet und gewonnen ist, so wird dennoch fortgespielt und Alles … für ein neues Spiel“
    events = [(1, 9, "Stich 1"), (0, 6, "Stich 2"), (1, 4, "Stich 3"), (0, 11, "Stich 4")]
    step = partie_step([94, 30], events)
    assert step["winner"] == 0 and step["stand"] == [100, 39]
    assert step["new"] == [11, 4]


def test_p34_announced_game_is_played_out_but_nothing_counts_new():
    events = [(0, 6, "Stich 1"), (1, 4, "Stich 2"), (0, 26, "Stich 9")]
    step = partie_step([94, 30], events, announced=True)
    assert step["winner"] == 0 and step["new"] == [0, 0]


# --- § 35: no need to follow suit; Atout must be answered with Atout ------------------------------

def _in_play(profile, hands, trick, trump="bastoni"):
    st = State(profile.key, profile.n_seats, [sum(1 << c(n) for n in h) for h in hands])
    st.phase, st.trump, st.trick, st.leader = "play", SUIT[trump], [c(n) for n in trick], 0
    st.turn = len(trick)
    st.extra = {"seat_names": list("ABCD")}
    return st


def test_p35_any_card_on_a_suit_lead():
    st = _in_play(P4, [[], ["Coppi-Aß", "Bastoni-Do", "Denari-Zehner"], [], []], ["Coppi-König"])
    assert P4.legal_cards(st, 1) == st.hands[1]       # may keep Coppi, trump, or throw


def test_p35_atout_lead_must_be_answered_with_atout():
    st = _in_play(P4, [[], ["Coppi-Aß", "Bastoni-Do", "Bastoni-Zehner"], [], []], ["Bastoni-König"])
    assert P4.legal_cards(st, 1) == (1 << c("Bastoni-Do")) | (1 << c("Bastoni-Zehner"))
    reason = P4.why_illegal(st, 1, c("Coppi-Aß"))
    assert "Atout" in reason and "§ 35" in reason
    st2 = _in_play(P4, [[], ["Coppi-Aß", "Denari-Zehner"], [], []], ["Bastoni-König"])
    assert P4.legal_cards(st2, 1) == st2.hands[1]     # „so lange man welche in der Hand hat“


def test_p18_trick_order_ass_high_do_low_and_atout_wins():
    st = _in_play(P4, [[], [], [], []], [], trump="denari")
    trick = tuple(c(n) for n in ("Coppi-Do", "Coppi-Siebener", "Coppi-Aß", "Spadi-Aß"))
    assert P4.trick_winner(st, 0, trick) == 2
    trick = tuple(c(n) for n in ("Coppi-Aß", "Denari-Do", "Coppi-König", "Spadi-Aß"))
    assert P4.trick_winner(st, 0, trick) == 1          # the Atout-Do takes the Aß


# --- §§ 2–6: seats, trump, deal -----------------------------------------------------------------

@pytest.mark.parametrize("dealer, trump", [("A", "bastoni"), ("B", "coppi"), ("C", "denari"),
                                           ("D", "spadi")])
def test_p3_fixed_trump_of_the_dealer(dealer, trump):
    persons = "ABCD"
    names = [persons[(persons.index(dealer) + 1 + i) % 4] for i in range(4)]
    st = new_game(P4, seed=1, options={"seat_names": names})
    assert st.trump == SUIT[trump]


def test_p4_three_and_three_nine_each():
    st = new_game(P4, seed=5)
    assert [bin(h).count("1") for h in st.hands] == [9, 9, 9, 9] and st.talon == []


def test_p42_scat_of_four_and_eight_each():
    st = new_game(P4S, seed=5)
    assert [bin(h).count("1") for h in st.hands] == [8, 8, 8, 8] and len(st.talon) == 4


def test_p53_three_persons_twelve_each_or_eleven_with_three_aside():
    st = new_game(P3, seed=5)
    assert [bin(h).count("1") for h in st.hands] == [12, 12, 12] and st.talon == []
    st = new_game(P3S, seed=5)
    assert [bin(h).count("1") for h in st.hands] == [11, 11, 11] and len(st.talon) == 3


def test_p51_no_more_than_four():
    assert max(p.n_seats for p in OTHER_PROFILES.values()) == 4


def test_p52_three_persons_each_for_himself():
    st = finished(P3, [(0, ["Spadi-Aß", "Coppi-König", "Bastoni-Siebener"])])
    assert list(P3.settle(st).points) == ["A", "B", "C"]


# --- §§ 42–49: four persons with Scat ----------------------------------------------------------

def _scat_deal(suits=("Spadi", "Bastoni", "Coppi", "Denari"), with_dos=False):
    """Each seat holds one suit: Aß … Achter and its Do (`with_dos`), or Aß … Siebener;
    the Scat is the four Siebener, or the four Do's."""
    last = "Do" if with_dos else "Siebener"
    other = "Siebener" if with_dos else "Do"
    ranks = ["Aß", "König", "Cavall", "Bube", "Zehner", "Neuner", "Achter", last]
    return {"hands": [[c(f"{s}-{r}") for r in ranks] for s in suits],
            "talon": [c(f"{s}-{other}") for s in suits]}


def test_p46_the_guter_maxel_makes_the_others_withdraw():
    # „Hängt nun etwa D gar den guten Maxel aus (Bastony Do), so müssen die übrigen alle sich
    # zurückziehen und das Spiel geht um vier Marken.“
    st = new_game(P4S, deal=_scat_deal(("Bastoni", "Spadi", "Denari", "Coppi"), with_dos=True))
    assert st.phase == hs.BIDDING
    act(P4S, st, Action("announce", 0, ("26", c("Bastony Do"))))
    for seat in (1, 2, 3):
        assert legal_actions(P4S, st) == [Action("pass", seat)]
        act(P4S, st, Action("pass", seat))
    assert st.contract["value"] == 4 and st.trump == SUIT["bastoni"]      # § 48
    assert announced_marks("26", 0, "bastoni") == 4


def test_p46_spadi_one_denari_two_coppi_three():
    # „A sagt z. B. einen Sechs und zwanziger in Spady an, der nur eine Marke gilt, so darf er
    # ihn nicht spielen, wenn B oder C einen in Denary oder gar Coppy ankündigte, der mit zwey
    # und letzterer mit drey Marken bezahlt wird.“
    st = new_game(P4S, deal=_scat_deal(("Bastoni", "Spadi", "Denari", "Coppi"), with_dos=True))
    act(P4S, st, Action("pass", 0))
    for seat, suit, value in ((1, "Spady", 1), (2, "Denary", 2), (3, "Coppy", 3)):
        act(P4S, st, Action("announce", seat, ("26", c(f"{suit} Do"))))
        assert st.contract["value"] == value and st.contract["seat"] == seat
    assert st.phase == hs.CONTRA and st.trump == SUIT["coppi"]               # § 48
    assert [announced_marks("26", 0, s) for s in ("spadi", "denari", "coppi")] == [1, 2, 3]


def test_p44_p47_p49_buying_the_scat():
    st = new_game(P4S, deal=_scat_deal())
    for seat in range(4):                                  # § 44: erst wenn jeder „weiter“ sagte
        act(P4S, st, Action("pass", seat))
    assert st.phase == hs.TALON and st.turn == 0           # der Vorhand zuerst
    act(P4S, st, Action("take", 0))
    assert bin(st.hands[0]).count("1") == 12
    with pytest.raises(IllegalPlayError, match="König.*Aß"):
        act(P4S, st, Action("discard", 0, c("Spadi-König")))     # § 44: „keinen König oder Aß“
    for name in ("Spadi-Cavall", "Spadi-Bube", "Spadi-Zehner", "Spadi-Neuner"):
        act(P4S, st, Action("discard", 0, c(name)))
    assert st.phase == hs.TRUMP
    act(P4S, st, Action("trump", 0, SUIT["coppi"]))       # § 47: der Käufer bestimmt die Farbe
    assert st.trump == SUIT["coppi"] and st.contract["value"] == 3
    assert st.phase == hs.CONTRA
    # § 49: the Points of the laid-away cards count for the Spieler (Cavall 4 + Bube 3)
    st.phase = "done"
    scat = [e for e in P4S.events(st) if e[2] == "Scat"]
    assert scat == [(0, 7, "Scat")]


def test_p44_nobody_buys_the_cards_are_thrown_in():
    st = new_game(P4S, deal=_scat_deal())
    for seat in range(4):
        act(P4S, st, Action("pass", seat))
    for seat in range(4):
        act(P4S, st, Action("pass", seat))
    assert st.phase == "thrown-in" and sum(P4S.settle(st).payments) == 0


def test_p49_lying_scat_counts_for_the_spieler():
    st = finished(P4S, [(0, ["Spadi-Zehner", "Coppi-Neuner", "Denari-Achter", "Spadi-Siebener"])],
                  contract={"kind": "26", "seat": 1, "dos": [c("Bastoni-Do")], "contra": 0,
                            "colour": "bastoni", "value": 4})
    st.talon = [c("Denari-Aß"), c("Coppi-Bube")]
    assert (1, 9, "Scat") in P4S.events(st)


# --- properties of random complete games (fixed seeds) --------------------------------------------

@pytest.mark.parametrize("key", list(OTHER_PROFILES))
def test_random_complete_games(key):
    profile = OTHER_PROFILES[key]
    for seed in range(60):
        st = random_game(profile, seed)
        assert st.phase in ("done", "thrown-in")
        s = profile.settle(st)
        assert sum(s.payments) == 0
        if st.phase == "thrown-in":
            continue
        played = [x for t in st.tricks for x in t.cards]
        aside = [x for m in st.scat for x in range(36) if m >> x & 1] + st.talon
        assert sorted(played + aside) == list(range(36))          # every card once
        assert len(st.tricks) == profile.hand_size
        # totals add up: 72 in the cards (§ 19), 6 for the last trick, Do's and announcements
        events = profile.events(st)
        in_tricks = sum(profile.points[x] for x in played)
        in_scat = sum(profile.points[x] for x in aside)
        assert in_tricks + in_scat == 72
        dos = sum(p for _, p, label in events if label.startswith("Stich")) - in_tricks - 6
        assert dos >= 0 and dos % 2 == 0
        announced = sum(m["points"] for m in st.extra["declarations"])
        scat_counted = in_scat if st.contract else 0
        assert sum(s.points.values()) == in_tricks + 6 + dos + announced + scat_counted
        # JSON round trip and replay from the log
        assert State.from_json(st.to_json()) == st
        assert replay(profile, st) == st
        json.dumps(s.as_dict())


@pytest.mark.parametrize("key", list(OTHER_PROFILES))
def test_random_partie_to_a_hundred(key):
    for seed in range(4):
        result = play_partie(key, seed)
        assert max(result["final"]) >= 100                         # § 25
        assert sum(result["marks"].values()) == 0
        assert result["final"][result["winner"]] >= 100


def test_decisions_cite_a_paragraph():
    for d in DECISIONS:
        assert set(d) == {"source", "href", "question", "decision", "reason"}
        assert d["source"].startswith("Hundertspiel § ") and d["href"].startswith("texte/hundertspiel.md#p")
        assert all(d[k].strip() for k in d)


def test_random_action_is_reproducible():
    a = random_game(P4, 11, rng=random.Random(3))
    b = random_game(P4, 11, rng=random.Random(3))
    assert a == b
