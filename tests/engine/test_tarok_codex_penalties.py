"""Penalties of the Tarok-Codex (Ulmann, Anhang S. 165–176): §§ 4, 28, 29 Anm., 33, 35, 37.
Every expected number is taken from the text of the cited § or page."""
from __future__ import annotations

import pytest

from engine.errors import RequestError
from tarok_helpers import PROFILES, line, settle


# --- § 4: misdeal ------------------------------------------------------------------------------

def test_misdeal_poenale_to_every_participant_codex_4():
    # § 4: „er hat aber auch an jeden Theilnehmer ein im Vorhinein zu bestimmendes Pönale zu zahlen“
    st = PROFILES["koenigrufen"].misdeal(["A", "B", "C", "D"], "D", poenale=2)
    assert st.payments == [2, 2, 2, -6]
    assert st.lines[0]["source"] == "Codex § 4"
    # with a resting „König“ (four persons at a game of three) he is a Theilnehmer too
    st = PROFILES["tapp"].misdeal(["A", "B", "C", "König"], "C", poenale=1)
    assert st.payments == [1, 1, -3, 1]


def test_card_under_the_table_is_no_misdeal_codex_4():
    # § 4: „Ist jedoch eine Karte vorher unter den Tisch gerathen, so … geht straflos aus“
    st = PROFILES["tapp"].misdeal(["A", "B", "C"], "C", poenale=2, unter_den_tisch=True)
    assert st.payments == [0, 0, 0] and st.lines == []
    with pytest.raises(RequestError):
        PROFILES["tapp"].misdeal(["A", "B", "C"], "X", poenale=2)


# --- § 28: Königrufen, the Socius' Contra ----------------------------------------------------

ULTIMO_A = ["ultimo"]


def test_socius_contra_to_the_ultimo_loses_the_game_codex_28():
    # § 28: „so ist dieser Verstoß als Renonce zu betrachten, welche den Verlust der Partie … nach
    # sich zieht“ – even with 50 Points; the Rufer is worth 6 (S. 51), each paid by one opponent
    r = settle("koenigrufen", "rufer", partners=["B"], points=50, announced=ULTIMO_A,
               contra={"ultimo": 1}, irrtum_contra="ultimo", ultimo="spieler")
    assert r["won"] is False
    # „Wird in einem solchen Falle der Ultimo vom Spieler durchgeführt, so entfällt die Prämie“
    assert not [x for x in r["lines"] if "Ultimo" in x["label"]]
    assert r["payments"] == {"A": -6, "B": -6, "C": 6, "D": 6}


def test_socius_contra_lost_ultimo_pays_the_simple_premium_codex_28():
    # „geht er aber verloren, so hat die Gegenpartei die einfache Prämie für den Ultimo zu
    # erhalten“: the announced Ultimo's 4 (S. 52), not doubled by the Contra (see DECISIONS)
    r = settle("koenigrufen", "rufer", partners=["B"], points=50, announced=ULTIMO_A,
               contra={"ultimo": 1}, irrtum_contra="ultimo", ultimo="spieler-abgefangen")
    assert line(r, "angesagter Pagat Ultimo vereitelt")["amount"] == 4
    assert line(r, "angesagter Pagat Ultimo vereitelt")["to"] == ["C", "D"]
    assert r["payments"] == {"A": -10, "B": -10, "C": 10, "D": 10}


def test_socius_contra_to_the_game_is_paid_simply_codex_28():
    # „Wurde vom Socius aus gleichem Versehen dem Spiele Contra gemeldet, so hat seine Partei
    # dasselbe nicht contrirt, sondern einfach zu bezahlen“: 6, not 12
    r = settle("koenigrufen", "rufer", partners=["B"], points=50, contra={"spiel": 1}, irrtum_contra="spiel")
    assert r["won"] is False
    assert r["payments"] == {"A": -6, "B": -6, "C": 6, "D": 6}


def test_codex_28_needs_an_announced_ultimo():
    with pytest.raises(RequestError):
        settle("koenigrufen", "rufer", partners=["B"], points=50, irrtum_contra="ultimo")


# --- § 29: Neunzehnerrufen (§ 26 applied; Wien with Strohmänner) -------------------------------

def test_renonce_as_in_codex_26_codex_29():
    # § 26 via § 29: the renouncing party has lost; „der Verrechnung die verdoppelte Consolation
    # zugrunde gelegt“ – Consolation 10 (S. 62), so 20 Gewinn-Points in the Rufer (einfach, S. 62)
    r = settle("neunzehner", "rufer", partners=["C"], points=30, renonce="B")   # B's party had 40
    assert r["won"] is True
    assert r["payments"] == {"A": 20, "B": -20, "C": 20, "D": -20}
    # „Hat sie aber die … 36 Points nicht erreicht, so kommen die auf 35 mangelnden Points hinzu“
    r = settle("neunzehner", "rufer", partners=["C"], points=40, renonce="B")   # B's party had 30
    assert r["payments"]["A"] == 20 + 5
    # the Spieler renounces in a Dreier (Gewinn-Points „dreifach“, S. 62) having 40: 20 × 3
    r = settle("neunzehner", "dreier", points=40, renonce="A")
    assert r["won"] is False and r["payments"]["A"] == -3 * 60


def test_no_renonce_with_the_strohmann_cards_codex_29():
    # § 29: „bei ihnen [den Karten des Strohmannes] eine Renonce von vornherein ausgeschlossen“
    with pytest.raises(RequestError):
        settle("neunzehner-trois", "rufer", partners=["C"], points=40, renonce="Strohmann")


def test_vienna_renonce_seventy_points_codex_29_anmerkung():
    # Anmerkung: „Im Rufer gewinnt die Gegenpartei einfach 70 Points“ – A and C each from one
    # opponent; the Strohmann's share is paid by the person who plays it (B)
    r = settle("neunzehner-trois", "rufer", partners=["C"], points=50, renonce="B", options={"wien": True})
    assert r["payments"] == {"A": 70, "B": -140, "C": 70}
    # „die im Zweier, Einer oder Solo entsprechend vermehrt“: Wien Solo zwölffach (S. 62)
    r = settle("neunzehner-deux", "solo", points=50, renonce="A", options={"wien": True})
    assert r["payments"] == {"A": -3 * 70 * 12, "B": 3 * 70 * 12}
    r = settle("neunzehner-trois", "zweier", points=50, renonce="A", options={"wien": True})
    assert line(r, "Renonce (Wien)")["amount"] == 70 * 6                  # Zweier sechsfach (S. 62)


# --- § 33: Strohmann-Tarok, false tous les trois / quatre ------------------------------------

def test_false_trois_with_the_honour_in_the_talon_is_renonce_codex_33():
    # § 33: „nur dann als Renonce behandelt, wenn der ausstehende Honneur sich in einem der beiden
    # Talons befindet“; the Aufnehmer who loses pays four Points (S. 71)
    r = settle("strohmann", "aufnehmen", points=50, honneurs={"A": ["koepfe"]},
               falsche_ansage={"von": "A", "was": "trois", "honneur": "talon"})
    assert r["won"] is False and r["payments"] == {"A": -4, "B": 4}
    # the opponent renounces the same way: the Aufnehmer wins, two Points (S. 71)
    r = settle("strohmann", "aufnehmen", points=20,
               falsche_ansage={"von": "B", "was": "quatre", "honneur": "talon"})
    assert r["won"] is True and r["payments"] == {"A": 2, "B": -2}


def test_false_trois_with_the_honour_in_the_opponents_hand_is_void_codex_33():
    # „hat ihn jedoch der Gegner in Händen, so wird die Meldung als gar nicht erfolgt betrachtet,
    # und der Ansagende geht straflos aus“: the game as played (won: 2, S. 71), no premium
    r = settle("strohmann", "aufnehmen", points=50, honneurs={"A": ["koepfe"]},
               falsche_ansage={"von": "A", "was": "trois", "honneur": "gegner"})
    assert r["won"] is True and r["payments"] == {"A": 2, "B": -2}
    assert not [x for x in r["lines"] if "tous les" in x["label"]]


# --- §§ 35, 37: Paskiewitsch ---------------------------------------------------------------------

def test_declaring_without_a_tarok_honour_codex_35():
    # § 35: „ein Pönale von zehn Points, das er an jeden der anderen drei Theilnehmer zu entrichten hat“
    r = settle("paskiewitsch", "dreier", partners=["C"], points=40, ohne_honneur="A")
    assert line(r, "Spiel ohne Tarok-Honneur") == {**line(r, "Spiel ohne Tarok-Honneur"), "amount": 10,
                                                   "from": ["A"], "to": ["B", "C", "D"]}
    # besides, the Dreier won is worth 1 (S. 84), A and C each paid by one opponent
    assert r["payments"] == {"A": -30 + 1, "B": 10 - 1, "C": 10 + 1, "D": 10 - 1}


def test_renouncer_pays_for_his_partner_codex_37():
    # § 37: „so hat er der Gegenpartei die Partie … nicht allein für sich, sondern auch für
    # seinen … Partner zu bezahlen“: the Dreier 1 (S. 84) to A and to C, all from B
    r = settle("paskiewitsch", "dreier", partners=["C"], points=50, renonce="B")
    assert r["won"] is True
    assert r["payments"] == {"A": 1, "B": -2, "C": 1, "D": 0}
    # „wie alle sonstigen Ansagen“: A's announced Pagat Ultimo (4, S. 84) counts as made, B pays both
    r = settle("paskiewitsch", "dreier", partners=["C"], points=50, renonce="B", announced=["ultimo"])
    assert r["payments"] == {"A": 5, "B": -10, "C": 5, "D": 0}


def test_renouncing_opponent_of_a_lone_spieler_codex_37():
    # „und, wenn der Spieler allein gespielt hat, für seine beiden Partner“: Zweier 2 (S. 84) × 3
    r = settle("paskiewitsch", "zweier", points=20, renonce="D")
    assert r["won"] is True and r["payments"] == {"A": 6, "B": 0, "C": 0, "D": -6}


def test_renouncing_lone_spieler_pays_three_codex_37():
    # „Hat in letzterem Falle der Spieler renoncirt, so hat er … an drei Gegner zu bezahlen“
    r = settle("paskiewitsch", "einer", points=60, renonce="A")
    assert r["won"] is False and r["payments"] == {"A": -9, "B": 3, "C": 3, "D": 3}
