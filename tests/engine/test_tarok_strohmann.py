"""Strohmann-Tarok en deux (Ulmann Cap. VI, S. 69–78; Codex §§ 30–33)."""
from __future__ import annotations

import random

from engine.core import Action, State, ids_of, legal_actions, mask_of, new_game, play_card
from engine.cards import value_in_thirds
from tarok_helpers import PROFILES, act, ids, line, settle

SM = PROFILES["strohmann"]


def test_deal_six_throws_of_five_s70():
    # S. 70: „30 Karten in sechs Würfen zu je fünf … der erste, dritte und fünfte Wurf dem Gegner,
    # der zweite, vierte und sechste Wurf ihm selbst“
    state = new_game(SM, seed=12)
    order = list(range(54))
    random.Random(12).shuffle(order)
    throws = [order[i * 5:(i + 1) * 5] for i in range(6)]
    assert state.dealt["hands"][0] == sorted(throws[0] + throws[2] + throws[4])
    assert state.dealt["hands"][1] == sorted(throws[1] + throws[3] + throws[5])
    assert len(state.talon) == 24


def _taken_up(talon_names_by_packet, seed_hands=None):
    """A deal whose six talon packets are given (top card first); the Vorhand takes up."""
    packets = [ids(SM, p) for p in talon_names_by_packet]
    used = {c for p in packets for c in p}
    rest = [c for c in range(54) if c not in used]
    talon = [c for p in packets for c in p]
    talon += [c for c in rest[30:]]
    rest = rest[:30]
    state = new_game(SM, deal={"hands": [rest[:15], rest[15:30]], "talon": talon})
    act(SM, state, Action("bid", 0, "aufnehmen"))
    return state


def test_packets_and_turning_s70_71():
    # S. 70: Vorhand packets 1, 3, 5, the dealer 2, 4, 6; a Tarok or King goes into the hand and the
    # next card is turned; another suit card stays face up on its packet
    state = _taken_up([["Tarok XX", "Coeur-König", "Pique-Bube", "Treff-Zehn"],
                       ["Carreau-Dame", "Tarok V", "Tarok VI", "Tarok VII"]])
    xx, king, bube, hidden = ids(SM, ["Tarok XX", "Coeur-König", "Pique-Bube", "Treff-Zehn"])
    assert state.hands[0] >> xx & 1 and state.hands[0] >> king & 1
    assert state.extra["open"][0][0] == bube and state.hands[0] >> bube & 1   # playable
    assert not state.hands[0] >> hidden & 1 and state.extra["packets"][0][0] == [hidden]
    dame = ids(SM, ["Carreau-Dame"])[0]
    assert state.extra["open"][1][0] == dame and state.extra["packets"][1][0] == ids(SM, ["Tarok V", "Tarok VI", "Tarok VII"])
    assert state.phase == "play" and state.turn == 0                           # „Vorhand … Ausspielen“


def test_playing_an_open_card_turns_the_next_after_the_trick_s70_71():
    state = _taken_up([["Pique-Bube", "Tarok III", "Treff-Zehn", "Treff-Neun"]])
    bube, t3, ass = ids(SM, ["Pique-Bube", "Tarok III", "Treff-Zehn"])
    state.turn = state.leader = 0
    play_card(SM, state, bube)
    assert state.extra["packets"][0][0] == [t3, ass] + ids(SM, ["Treff-Neun"])   # not before the trick ends
    play_card(SM, state, ids_of(SM.legal_cards(state, 1))[0])
    assert state.hands[0] >> t3 & 1 and state.extra["open"][0][0] == ass


def test_follow_from_hand_or_open_talon_s71():
    state = _taken_up([["Pique-Bube", "Tarok III", "Treff-Zehn", "Treff-Neun"]])
    state.hands = [mask_of(ids(SM, ["Tarok X", "Pique-Bube"])), mask_of(ids(SM, ["Pique-König"]))]
    state.leader, state.turn, state.trick = 1, 0, ids(SM, ["Pique-König"])
    assert ids_of(SM.legal_cards(state, 0)) == ids(SM, ["Pique-Bube"])


def test_payment_two_or_four_and_no_draw_s71_s78():
    # S. 71: „Gewinnt er die Partie, so hat sein Gegner zwei Points zu entrichten, verliert er
    # dieselbe, so erhält der Gegner vier Points“; S. 78: 35⅓ loses (no draw when taken up)
    assert settle("strohmann", "aufnehmen", points=36)["payments"] == {"A": 2, "B": -2}
    assert settle("strohmann", "aufnehmen", points=35)["payments"] == {"A": -4, "B": 4}
    assert settle("strohmann", "aufnehmen", declarer="B", points=36)["payments"] == {"A": -2, "B": 2}


def test_ultimo_one_or_two_and_caught_to_the_opponent_s71():
    assert line(settle("strohmann", "aufnehmen", points=40, ultimo="spieler"), "Pagat Ultimo")["amount"] == 2
    assert line(settle("strohmann", "aufnehmen", points=40, ultimo="spieler", options={"ultimo": 1}),
                "Pagat Ultimo")["amount"] == 1
    r = settle("strohmann", "aufnehmen", points=40, ultimo="spieler-abgefangen")
    assert line(r, "Pagat im letzten Stich") == {**line(r, "Pagat im letzten Stich"), "to": ["B"], "amount": 2}


def test_no_announced_ultimo_no_volat_no_contra_s76():
    state = _taken_up([])
    assert state.phase == "play" and not state.contract["announced"]
    assert all(a.kind == "play" for a in legal_actions(SM, state))


def test_honours_announced_while_united_s71():
    state = _taken_up([])
    state.hands[1] |= SM.KINGS
    state.hands[0] &= ~SM.KINGS
    SM.announce_honours(state)
    assert "quatre" in state.extra["honours_announced"][1]


def test_both_pass_thrown_in_or_played_for_one_point_s70_s78():
    state = new_game(SM, seed=2)
    act(SM, state, Action("pass", 0))
    act(SM, state, Action("pass", 1))
    assert state.phase == "thrown-in"
    state = new_game(SM, seed=2, options={"durchspielen": True})
    act(SM, state, Action("pass", 0))
    act(SM, state, Action("pass", 1))
    assert state.phase == "play"


def test_endgame_s77():
    """S. 77: after 23 tricks the Aufnehmer A has 27⅓, B 30; A to lead with four cards. Pique-Neun
    wins (B ends with 34⅓), Pique-Sieben loses (B 35⅓). The picture is lost; the four cards of each
    are reconstructed from the text: the eight cards left hold 70 − 27⅓ − 30 = 12⅔ Points, B's
    Pique-Dame, Bube, Zehn, Acht hold 5⅓, so A's four (with Neun and Sieben) are Pique-König and
    Pique-Cavall – all eight are Pique (B „müßte … stechen“ the Acht „beliebig“)."""
    a_cards = ids(SM, ["Pique-König", "Pique-Cavall", "Pique-Neun", "Pique-Sieben"])
    b_cards = ids(SM, ["Pique-Dame", "Pique-Bube", "Pique-Zehn", "Pique-Acht"])
    assert sum(value_in_thirds(SM.pack[c]) for c in a_cards + b_cards) == 3 * 70 - 82 - 90

    def play(lines):
        state = State("strohmann", 2, [mask_of(a_cards), mask_of(b_cards)], phase="play")
        state.extra = {"packets": [[[], [], []], [[], [], []]], "open": [[None] * 3, [None] * 3],
                       "honours_announced": [[], []]}
        for name in lines:
            card = ids(SM, [name])[0]
            assert SM.why_illegal(state, state.turn, card) is None, name
            play_card(SM, state, card)
        return sum(value_in_thirds(SM.pack[c]) for c in ids_of(state.won[1])), state

    # Pique-Neun: B takes with the Dame, then only the Zehn makes a trick
    b_thirds, state = play(["Pique-Neun", "Pique-Dame", "Pique-Zehn", "Pique-Sieben", "Pique-Bube",
                            "Pique-Cavall", "Pique-König", "Pique-Acht"])
    assert state.phase == "done" and 90 + b_thirds == 103                 # 34⅓
    # Pique-Sieben: B overtakes with the Bube, leads the Acht (A must take it), brings home the Dame
    b_thirds, state = play(["Pique-Sieben", "Pique-Bube", "Pique-Acht", "Pique-König", "Pique-Cavall",
                            "Pique-Zehn", "Pique-Neun", "Pique-Dame"])
    assert 90 + b_thirds == 106                                            # 35⅓
    # with 34⅓ against him A has 35⅔ = 36 and wins; with 35⅓ against him 34⅔ = 35 and loses
    assert settle("strohmann", "aufnehmen", points=round((210 - 103) / 3))["won"] is True
    assert settle("strohmann", "aufnehmen", points=round((210 - 106) / 3))["won"] is False


def test_problem_results():
    # Aufgabe 24 (S. 143): the Aufnehmer ends with 35⅓ and loses; Aufgabe 25 (S. 144): 37 wins
    assert settle("strohmann", "aufnehmen", points=35)["won"] is False
    assert settle("strohmann", "aufnehmen", points=37)["won"] is True
