"""Tapp-Tarok (Ulmann Cap. I, S. 19–39) and Zwölfer-Tarok (Cap. VII, S. 78–79)."""
from __future__ import annotations

import pytest

from engine.core import Action, legal_actions, new_game
from tarok_helpers import PROFILES, act, line, settle

TAPP, WIEN = PROFILES["tapp"], PROFILES["tapp-wien"]


def _won_by(profile, bids, seed=1):
    """Run the auction: bids is a list of (kind, seat, arg)."""
    state = new_game(profile, seed=seed)
    for kind, seat, arg in bids:
        act(profile, state, Action(kind, seat, arg))
    return state


def _values(profile, bids):
    """Multiplicity for: taking the first part seen, the second, going back to the first."""
    out = []
    for steps in (["take-first"], ["reveal", "take-second"], ["reveal", "back"]):
        state = _won_by(profile, bids)
        order = state.extra["talon"]["order"]
        decl = state.contract["declarer"]
        for step in steps:
            if step == "reveal":
                act(profile, state, Action("reveal", decl))
            else:
                part = order[1] if step == "take-second" else order[0]
                act(profile, state, Action("take", decl, part))
        out.append(state.contract["multiplicity"])
    return out


def test_dreier_one_two_three_s20_21():
    # S. 20–21: first Lage „einmalig … 1 Point“, second „zweimalig … 2“, back to the first „dreimalig … 3“
    bids = [("bid", 0, "dreier"), ("pass", 1, None), ("pass", 2, None)]
    assert _values(TAPP, bids) == [1, 2, 3]
    state = _won_by(TAPP, bids)
    assert state.extra["talon"]["order"] == [0, 1]          # the first (top) half first


def test_unterer_two_three_four_s21():
    # S. 21: the holder of the Unterer turns up the second half first: 2, the first 3, back 4
    bids = [("bid", 0, "dreier"), ("bid", 1, "unterer"), ("pass", 0, None), ("pass", 2, None)]
    assert _values(TAPP, bids) == [2, 3, 4]
    assert _won_by(TAPP, bids).extra["talon"]["order"] == [1, 0]


def test_dreimaliger_and_viermaliger_s21_22():
    # S. 21–22: Dreimaliger 3, 4, back 5; Viermaliger (second half first) 4, 5, back 6
    drei = [("bid", 0, "dreier"), ("bid", 1, "unterer"), ("hold", 0, "unterer"),
            ("bid", 1, "dreimaliger"), ("pass", 0, None), ("pass", 2, None)]
    assert _values(TAPP, drei) == [3, 4, 5]
    vier = drei[:4] + [("hold", 0, "dreimaliger"), ("bid", 1, "viermaliger"), ("pass", 0, None),
                       ("pass", 2, None)]
    assert _values(TAPP, vier) == [4, 5, 6]
    assert settle("tapp", "viermaliger", multiplicity=6, points=40)["payments"]["A"] == 12


def test_wien_values_three_to_six_s22():
    # S. 22: „jeder Dreier gilt … 3 Points … der Untere immer … 4 … bis dreimal gesteigert 5,
    # bis viermal gesteigert 6“, whichever half is taken
    for game, value in (("dreier", 3), ("unterer", 4), ("dreimaliger", 5), ("viermaliger", 6)):
        assert settle("tapp-wien", game, points=40)["payments"]["B"] == -value
    state = _won_by(WIEN, [("bid", 0, "dreier"), ("pass", 1, None), ("pass", 2, None)])
    assert {a.arg for a in legal_actions(WIEN, state)} == {0, 1}     # both halves turned up


def test_solo_eight_s23():
    result = settle("tapp", "solo", points=36)
    assert result["payments"] == {"A": 16, "B": -8, "C": -8}


def test_steigern_order_and_solo_right_s22_23():
    state = new_game(TAPP, seed=2)
    assert {a.arg for a in legal_actions(TAPP, state) if a.kind == "bid"} == {"dreier", "solo"}
    act(TAPP, state, Action("bid", 0, "dreier"))
    # the Nachmann may raise one step (Unterer) or announce Solo aus der Hand
    assert {a.arg for a in legal_actions(TAPP, state) if a.kind == "bid"} == {"unterer", "solo"}
    act(TAPP, state, Action("bid", 1, "unterer"))
    assert [a.kind for a in legal_actions(TAPP, state)] == ["hold", "pass"]   # „behalten“
    act(TAPP, state, Action("hold", 0, "unterer"))
    # B has declared a game: only the next step, no Solo from him now
    assert {a.arg for a in legal_actions(TAPP, state) if a.kind == "bid"} == {"dreimaliger"}


def test_all_tap_throws_in_s21():
    # S. 21: „tappen alle drei Theilnehmer, so wird zusammengeworfen, und A hat … zu geben“
    state = _won_by(TAPP, [("pass", 0, None), ("pass", 1, None), ("pass", 2, None)])
    assert state.phase == "thrown-in"
    assert "A gibt" in TAPP.settle(state).summary


def test_contra_chain_s24():
    # S. 24: a dreimaliges game, 3 → Contra 6 → Recontra 12 → Supercontra 24
    for level, value in enumerate((3, 6, 12, 24)):
        r = settle("tapp", "dreimaliger", multiplicity=3, points=40, contra={"spiel": level})
        assert r["payments"]["B"] == -value
    # „B spielt Solo (8 Points), A bietet Contra … 16 … 32, respective 64 Points“
    for level, value in enumerate((8, 16, 32, 64)):
        assert settle("tapp", "solo", declarer="B", points=20, contra={"spiel": level})["payments"]["A"] == value


def test_contra_on_ultimo_and_volat_s24():
    # S. 24: „Der contrirte Ultimo zählt … im Dreier 8, im Solo 16 … Recontra 16, respective 32,
    # Supercontra 32, respective 64 … Der contrirte Volat gilt im Dreier 48, im Solo 96“
    for game, values in (("dreier", (8, 16, 32)), ("solo", (16, 32, 64))):
        for level, v in enumerate(values, 1):
            r = settle("tapp", game, points=40, announced=["ultimo"], ultimo="spieler",
                       contra={"ultimo": level})
            assert line(r, "angesagter Pagat Ultimo")["amount"] == v
    assert line(settle("tapp", "dreier", points=70, announced=["volat"], volat="spieler",
                       contra={"volat": 1}), "angesagter Volat")["amount"] == 48
    assert line(settle("tapp", "solo", points=70, announced=["volat"], volat="spieler",
                       contra={"volat": 1}), "angesagter Volat")["amount"] == 96


def test_premiums_dreier_and_solo_s22_23():
    # S. 22: Köpfe 1, trois / quatre 2, Ultimo still 2, angesagt 4, Volat still 12, angesagt 24;
    # S. 23: „zählen im Solo doppelt so viel“
    for game, f in (("dreier", 1), ("solo", 2)):
        assert line(settle("tapp", game, points=40, honneurs={"A": ["koepfe"]}), "Köpfe")["amount"] == 1 * f
        assert line(settle("tapp", game, points=40, honneurs={"A": ["trois"]}), "tous les trois")["amount"] == 2 * f
        assert line(settle("tapp", game, points=40, honneurs={"A": ["quatre"]}), "tous les quatre")["amount"] == 2 * f
        assert line(settle("tapp", game, points=40, ultimo="spieler"), "stiller Ultimo")["amount"] == 2 * f
        assert line(settle("tapp", game, points=40, ultimo="spieler", announced=["ultimo"]),
                    "angesagter")["amount"] == 4 * f
        assert line(settle("tapp", game, points=70, volat="spieler"), "stiller Volat")["amount"] == 12 * f
        assert line(settle("tapp", game, points=70, volat="spieler", announced=["volat"]),
                    "angesagter Volat")["amount"] == 24 * f


def test_announced_ultimo_four_from_each_and_independent_of_the_game_s32():
    # S. 32: „erhält von jedem Gegner eine Vergütung von vier Points“; „von dem Resultate der
    # Partie unabhängig“ (Aufgaben 2 and 4)
    r = settle("tapp", "dreier", points=30, ultimo="spieler", announced=["ultimo"])
    assert line(r, "angesagter Pagat Ultimo") == {**line(r, "angesagter Pagat Ultimo"),
                                                  "amount": 4, "from": ["B", "C"], "to": ["A"]}
    assert r["won"] is False and r["payments"]["A"] == -2 + 8


def test_failed_ultimo_costs_the_premium_s19_s31():
    # S. 31: the penalty for a failed Ultimo is „an Höhe der Prämie für den gelungenen Ultimo gleich“
    r = settle("tapp", "dreier", points=40, announced=["ultimo"])
    assert line(r, "angesagter Pagat Ultimo vereitelt") == {
        **line(r, "angesagter Pagat Ultimo vereitelt"), "amount": 4, "from": ["A"], "to": ["B", "C"]}
    r = settle("tapp", "dreier", points=40, ultimo="spieler-abgefangen")
    assert line(r, "Pagat im letzten Stich")["amount"] == 2


def test_zopf_opponents_silent_ultimo_s32():
    # S. 32: „die Gegner erhalten hierfür je zwei Points vom Spieler“; they may not announce it
    r = settle("tapp", "dreier", points=40, ultimo="gegner")
    assert line(r, "stiller Ultimo der Gegner") == {**line(r, "stiller Ultimo der Gegner"),
                                                    "amount": 2, "from": ["A"], "to": ["B", "C"]}
    state = new_game(TAPP, seed=3)
    for a in [("bid", 0, "dreier"), ("pass", 1, None), ("pass", 2, None), ("take", 0, 0)]:
        act(TAPP, state, Action(*a))
    while state.phase == "discard":
        act(TAPP, state, legal_actions(TAPP, state)[0])
    act(TAPP, state, Action("done", 0))
    assert all(a.arg != "ultimo" for a in legal_actions(TAPP, state) if a.kind == "announce")


def test_moderate_ultimo_premiums_s39():
    # S. 39: „gilt der stille Ultimo anstatt zwei, drei oder fünf Points, der angesagte statt vier,
    # sechs, respective zehn Points“
    for still, angesagt in ((3, 6), (5, 10)):
        opts = {"ultimo_praemie": [still, angesagt]}
        assert line(settle("tapp", "dreier", points=40, ultimo="spieler", options=opts),
                    "stiller Ultimo")["amount"] == still
        assert line(settle("tapp", "dreier", points=40, ultimo="spieler", announced=["ultimo"], options=opts),
                    "angesagter")["amount"] == angesagt


def test_volat_against_a_higher_game_codex_20():
    # Codex § 20: a game worth more than the silent Volat is paid instead of the Volat premium
    r = settle("tapp", "dreimaliger", multiplicity=3, points=70, volat="spieler", contra={"spiel": 2})
    assert line(r, "stiller Volat")["amount"] == 12                        # 12 is not more than 12
    r = settle("tapp", "dreimaliger", multiplicity=3, points=70, volat="spieler", contra={"spiel": 3})
    assert r["payments"]["B"] == -24 and "Volat" not in str([x["label"] for x in r["lines"] if x["amount"] == 12])


def test_honours_of_an_opponent_are_paid_by_all_s23():
    # S. 23: „so erhält er die Prämie … nicht allein vom Spieler, sondern auch von seinem, und wenn
    # zu Vieren gespielt wird, von seinen beiden Aiden bezahlt“
    r = settle("tapp", "dreier", points=40, honneurs={"B": ["trois"]}, options={"koenig": True})
    assert line(r, "tous les trois") == {**line(r, "tous les trois"), "amount": 2,
                                         "from": ["A", "C", "König"], "to": ["B"]}


def test_koenig_wins_and_loses_with_the_gegenpartei_s20():
    r = settle("tapp", "dreier", points=30, options={"koenig": True})
    assert r["payments"] == {"A": -3, "B": 1, "C": 1, "König": 1}


def test_tapping_forfeits_trois_but_keeps_the_koepfe_s23():
    # S. 23: who taps with tous les trois forfeits it, „beansprucht mit Recht die Prämie für die Köpfe“
    r = settle("tapp", "dreier", declarer="B", points=40, honneurs={"A": ["trois", "quatre"]}, tapped=["A"])
    assert line(r, "Köpfe (A)")["amount"] == 1
    assert not [x for x in r["lines"] if x["label"].startswith(("tous les trois", "tous les quatre"))]


@pytest.mark.parametrize("problem, game, spieler_points, won", [
    ("Aufgabe 2 (S. 96, 122): the opponents reach 36", "dreier", 70 - 36, False),
    ("Lösung 5 (S. 124): opponents only 33 with the talon", "solo", 70 - 33, True),
    ("Lösung 7 (S. 126): opponents 31 + talon 4 = 35", "solo", 70 - 35, False),
    ("Aufgabe 8 (S. 127): opponents 28 + talon 7 = 35", "solo", 70 - 35, False),
    ("Aufgabe 12 (S. 133): A wins with exactly 36", "dreier", 36, True),
])
def test_results_of_the_tapp_problems(problem, game, spieler_points, won):
    assert settle("tapp", game, points=spieler_points)["won"] is won, problem


def test_aufgabe_10_solo_with_supercontra():
    # Aufgabe 10 (S. 101, 132): Solo, Contra, Recontra, Supercontra; the Spieler 49, the
    # opponents 11 + talon 10 = 21; 49 + 21 = 70 → the Solo is won at eightfold value: 64 each
    r = settle("tapp", "solo", points=49, contra={"spiel": 3})
    assert r["points"] == {"spieler": 49, "gegner": 21}
    assert r["payments"] == {"A": 128, "B": -64, "C": -64}


def test_zwoelfer_is_tapp_with_42_cards_s78_79():
    z = PROFILES["zwoelfer"]
    assert len(z.pack) == 42 and z.hand_size == 12 and z.total_points == 66
    assert settle("zwoelfer", "solo", points=34)["payments"]["A"] == 16
    assert settle("zwoelfer", "solo", points=33)["won"] is False       # S. 78: opponents win with 33


def test_stamm_custom_s38_39():
    from engine.tarok.tapp import stamm_ultimo
    # „Der Gewinner eines angesagten Ultimo erhält den ganzen Stamm; er hat aber im Falle des
    # Verlustes einen Betrag in derselben Höhe hinzuzuzahlen“
    assert stamm_ultimo(10, made=True) == {"spieler": 10, "gegner": 0, "stamm": 0}
    assert stamm_ultimo(10, made=False) == {"spieler": -10, "gegner": 0, "stamm": 20}
    # with Contra: made → „die Gegner haben denselben dann auf das Doppelte … zu bringen“; lost →
    # „so fällt der Stamm den Gegnern zu, und der Spieler hat … den doppelten Betrag … zu legen“
    assert stamm_ultimo(10, made=True, contra=True) == {"spieler": 10, "gegner": -20, "stamm": 20}
    assert stamm_ultimo(10, made=False, contra=True) == {"spieler": -20, "gegner": 10, "stamm": 20}


def test_renonce_loses_game_and_announcements_codex_9_13():
    # Codex § 9: „Die Gegenpartei desjenigen, welcher renoncirt hat, gewinnt … die Partie und auch
    # alle etwaigen Ansagen“; § 13: held honours are paid all the same
    r = settle("tapp", "dreier", points=50, announced=["ultimo"], ultimo="spieler", renonce="A",
               honneurs={"A": ["koepfe"]})
    assert r["won"] is False
    assert line(r, "angesagter Pagat Ultimo vereitelt")["to"] == ["B", "C"]
    assert line(r, "Köpfe")["to"] == ["A"]
    r = settle("tapp", "dreier", points=20, announced=["ultimo"], renonce="B")
    assert r["won"] is True and line(r, "angesagter Pagat Ultimo")["to"] == ["A"]
