"""Königrufen (Ulmann Cap. IV, S. 50–61; Codex §§ 27–28)."""
from __future__ import annotations

from engine.core import Action, legal_actions, new_game
from tarok_helpers import PROFILES, act, ids, line, settle

KR = PROFILES["koenigrufen"]


def test_rank_order_s50():
    # S. 50: Rufer < Solo < Dreier < Solo-Dreier („Rufen auf Pagat“ above the Rufer, see DECISIONS)
    assert [c.key for c in KR.contracts] == ["rufer", "rufen-pagat", "solo", "dreier", "solo-dreier"]
    state = new_game(KR, seed=4)
    act(KR, state, Action("bid", 0, "rufer"))
    assert {a.arg for a in legal_actions(KR, state) if a.kind == "bid"} == \
        {"rufen-pagat", "solo", "dreier", "solo-dreier"}


def test_rufer_six_each_partner_paid_by_one_opponent_s51_s54():
    # S. 51: „Die gewinnende Partei schreibt sechs Points an“; S. 54: with a helper „den Preis
    # der Partie nur von einem Gegner“
    r = settle("koenigrufen", "rufer", partners=["C"], points=36)
    assert r["payments"] == {"A": 6, "B": -6, "C": 6, "D": -6}
    assert settle("koenigrufen", "rufer", partners=["C"], points=35)["won"] is False   # S. 51: 35 (34⅔)


def test_rufer_aus_der_hand_wins_from_three_s54():
    # S. 54: calling one's own King, „daß sie im Falle des Gewinnes von Dreien gewinnt“
    r = settle("koenigrufen", "rufer", points=40)
    assert r["payments"] == {"A": 18, "B": -6, "C": -6, "D": -6}


def test_called_king_captured_costs_two_s51():
    r = settle("koenigrufen", "rufer", partners=["B"], points=40, koenig="gefangen")
    # „so hat die Partei des Spielers zwei Points als Strafe … zu entrichten“
    assert line(r, "gerufener König abgefangen") == {**line(r, "gerufener König abgefangen"), "amount": 2,
                                                     "from": ["A", "B"], "to": ["C", "D"]}


def test_koenig_ultimo_still_and_announced_s52():
    # S. 52: the King ultimirt: 2; „König Ultimo!“: 4; foiled by capture: „nur vier Points, da die
    # Ersatzstrafe von zwei Points hier wegfällt“
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=40, koenig="ultimo"),
                "stiller König Ultimo")["amount"] == 2
    ann = [{"what": "koenig_ultimo", "by": "B"}]
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=40, koenig="ultimo", announced=ann),
                "angesagter König Ultimo")["amount"] == 4
    r = settle("koenigrufen", "rufer", partners=["B"], points=40, koenig="gefangen", announced=ann)
    assert line(r, "angesagter König Ultimo vereitelt")["amount"] == 4
    assert not [x for x in r["lines"] if x["label"].startswith("gerufener König abgefangen")]


def test_honours_s52_53():
    # S. 52: the called partner with all four Kings: „erhält er wie sein Aide … zwei Points“;
    # tous les trois 2 for the holder's party; S. 53: Köpfe 1, each member paid by one opponent
    r = settle("koenigrufen", "rufer", partners=["B"], points=40, honneurs={"B": ["quatre"]})
    assert line(r, "tous les quatre") == {**line(r, "tous les quatre"), "amount": 2, "pairwise": True,
                                          "to": ["A", "B"]}
    r = settle("koenigrufen", "rufer", partners=["B"], points=40, honneurs={"D": ["trois"]})
    assert line(r, "tous les trois")["to"] == ["C", "D"] and line(r, "tous les trois")["amount"] == 2
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=40, honneurs={"C": ["koepfe"]}),
                "Köpfe")["amount"] == 1


def test_pagat_ultimo_either_party_s52():
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=40, ultimo="spieler"),
                "stiller Pagat Ultimo")["amount"] == 2
    r = settle("koenigrufen", "rufer", partners=["B"], points=40, ultimo="gegner",
               announced=[{"what": "ultimo", "by": "C"}])
    assert line(r, "angesagter Pagat Ultimo") == {**line(r, "angesagter Pagat Ultimo"), "amount": 4,
                                                  "to": ["C", "D"]}


def test_volat_in_the_rufer_s53():
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=70, volat="spieler"),
                "stiller Volat")["amount"] == 12
    assert line(settle("koenigrufen", "rufer", partners=["B"], points=70, volat="spieler", announced=["volat"]),
                "angesagter Volat")["amount"] == 24


def test_schleifen_with_the_called_king_in_the_talon_s54():
    # S. 54: „entrichtet er an jeden der drei Gegner vier Points“
    state = _with_king_in_talon("rufer")
    act(KR, state, Action("throw_in", 0))
    r = KR.settle(state)
    assert r.payments == [-12, 4, 4, 4]


def test_rufen_auf_pagat_schleifen_codex_27():
    # Codex § 27: the value of the game and the Ultimo premium, „an jeden Gegner einfach“ (6 + 4);
    # S. 55 says „einfach den Preis des Spieles, 6 Points“ (option)
    state = _with_king_in_talon("rufen-pagat")
    act(KR, state, Action("throw_in", 0))
    assert KR.settle(state).payments == [-30, 10, 10, 10]
    state.options["pagat_call_throw_in"] = 6
    assert KR.settle(state).payments == [-18, 6, 6, 6]


def _with_king_in_talon(game):
    king = ids(KR, ["Coeur-König"])[0]
    rest = [c for c in range(54) if c != king]
    deal = {"hands": [rest[0:12], rest[12:24], rest[24:36], rest[36:48]], "talon": [king] + rest[48:53]}
    state = new_game(KR, deal=deal)
    act(KR, state, Action("bid", 0, game))
    for s in (1, 2, 3):
        act(KR, state, Action("pass", s))
    act(KR, state, Action("call", 0, "coeur"))
    assert state.contract["king_in_talon"]
    return state


def test_rufen_auf_pagat_announces_ultimo_s55():
    state = new_game(KR, seed=8)
    act(KR, state, Action("bid", 0, "rufen-pagat"))
    for s in (1, 2, 3):
        act(KR, state, Action("pass", s))
    act(KR, state, Action("call", 0, "pique"))
    if state.phase == "talon":
        act(KR, state, [a for a in legal_actions(KR, state) if a.kind == "take"][0])
    while state.phase == "discard":
        act(KR, state, legal_actions(KR, state)[0])
    assert {"what": "ultimo", "seat": 0} in state.contract["announced"]


def test_solo_eight_premiums_double_s57():
    r = settle("koenigrufen", "solo", partners=["B"], points=40)
    assert r["payments"]["A"] == 8
    assert line(settle("koenigrufen", "solo", partners=["B"], points=40, ultimo="spieler"),
                "stiller Pagat Ultimo")["amount"] == 4
    assert line(settle("koenigrufen", "solo", partners=["B"], points=70, volat="spieler"),
                "stiller Volat")["amount"] == 24
    assert line(settle("koenigrufen", "solo", partners=["B"], points=70, volat="spieler", announced=["volat"]),
                "angesagter Volat")["amount"] == 48


def test_solo_with_contra_and_the_king_in_the_talon_s57():
    # S. 57: with Contra 16; the King in the talon: lost counts 8 (not contra'd), won 16 from each
    assert settle("koenigrufen", "solo", partners=["B"], points=40, contra={"spiel": 1})["payments"]["A"] == 16
    lost = settle("koenigrufen", "solo", points=20, contra={"spiel": 1}, king_in_talon=True)
    won = settle("koenigrufen", "solo", points=40, contra={"spiel": 1}, king_in_talon=True)
    assert lost["payments"]["A"] == -24 and won["payments"]["A"] == 48


def test_solo_talon_half_with_the_called_king_belongs_to_the_spieler_s56():
    king = ids(KR, ["Treff-König"])[0]
    rest = [c for c in range(54) if c != king]
    deal = {"hands": [rest[0:12], rest[12:24], rest[24:36], rest[36:48]], "talon": rest[48:51] + [king] + rest[51:53]}
    state = new_game(KR, deal=deal)
    act(KR, state, Action("bid", 0, "solo"))
    for s in (1, 2, 3):
        act(KR, state, Action("pass", s))
    act(KR, state, Action("call", 0, "treff"))
    assert state.scat[0] >> king & 1 and king not in state.contract["talon_rest"]
    assert len(state.contract["talon_rest"]) == 3


def test_dreier_ten_and_solo_dreier_twenty_s58_59():
    assert settle("koenigrufen", "dreier", points=40)["payments"] == {"A": 30, "B": -10, "C": -10, "D": -10}
    assert line(settle("koenigrufen", "dreier", points=40, honneurs={"A": ["koepfe"]}), "Köpfe")["amount"] == 2
    assert settle("koenigrufen", "solo-dreier", points=30)["payments"]["A"] == -60
    assert line(settle("koenigrufen", "solo-dreier", points=40, honneurs={"A": ["koepfe"]}), "Köpfe")["amount"] == 4


def test_contra_doubles_s61():
    for level, value in enumerate((6, 12, 24, 48)):
        assert settle("koenigrufen", "rufer", partners=["C"], points=40,
                      contra={"spiel": level})["payments"]["A"] == value
