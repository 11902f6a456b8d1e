"""Tarock à l'Hombre, Compagnie-Regeln: the payments and penalties of §§ 3, 5–7 and 14."""
import pytest

from engine.errors import RequestError
from engine.games.hombre_penalties import (CONSOLATION, DECISIONS, FAULTS, PER_POINT, VOLTE,
                                           game_value, misdeal, settle, volte)


def net(s):
    return dict(zip(s.persons, s.payments))


def flow(s, a, b):
    """What a paid b in all (net of what b paid a)."""
    out = 0
    for ln in s.lines:
        if a in ln["from"] and b in ln["to"]:
            out += ln["amount"]
        if b in ln["from"] and a in ln["to"]:
            out -= ln["amount"]
    return out


# --- § 7: Consolation and points ---------------------------------------------------------------

def test_p7_sans_prendre_50_and_5_per_point():
    # „wann man Sans-prendre spielt, man 50. Consolation bezahlt, und 5. vor jeden Point“
    assert (CONSOLATION["Sans-prendre"], PER_POINT["Sans-prendre"]) == (50, 5)
    assert game_value("Sans-prendre", 4) == 70 and game_value("Sans-prendre", -4) == 70


def test_p7_a_un_30_and_3_per_point():
    # „Wann man à un spielet, so bezahlt man 30. Consolation, und … drey Points oder Marquen“
    assert (CONSOLATION["à un"], PER_POINT["à un"]) == (30, 3)
    assert game_value("à un", 2) == 36


def test_p7_a_deux_20_and_2_per_point():
    # „Wenn man à deux spielet, so bezahlt man ausser der Consolation von 20. Points noch zwey
    # Marquen vor jeden überflüssigen oder fehlenden Point“
    assert (CONSOLATION["à deux"], PER_POINT["à deux"]) == (20, 2)
    assert game_value("à deux", 5) == 30


def test_p7_a_trois_only_10_consolation():
    # „à trois spielt man nicht, man bezahlt blos 10. Consolation“
    assert game_value("à trois", 0) == game_value("à trois", 7) == 10


def test_p7_ordinary_game_each_of_the_two_pays_the_spieler():
    s = settle("à un", won=True, points=2)
    assert net(s) == {"Spieler": 72, "2ter": -36, "3ter": -36}
    s = settle("à un", won=False, points=-2)
    assert net(s) == {"Spieler": -72, "2ter": 36, "3ter": 36}


# --- § 6: the doubled penalty -------------------------------------------------------------------

V = game_value("à deux", 3)      # 26


def test_p6_offending_spieler_who_wins_gets_nothing():
    # „Ist nun derjenige, der Straffällig ist, der Spieler, und er gewinnt, so wird ihm nichts bezahlt“
    s = settle("à deux", won=True, points=3, offenders=(("Spieler", "renonce"),))
    assert net(s) == {"Spieler": 0, "2ter": 0, "3ter": 0}


def test_p6_offending_spieler_who_loses_pays_double():
    # „verliert er aber das Spiel, so bezahlt er gedoppelt“
    s = settle("à deux", won=False, points=3, offenders=(("Spieler", "renonce"),))
    assert flow(s, "Spieler", "2ter") == flow(s, "Spieler", "3ter") == 2 * V


def test_p6_opponent_offends_spieler_loses_pays_only_the_third():
    # „so bezahlt er nur an den 3ten ein einzig mal die schuldigen Points, indem sich selbige bei
    # dem 2ten vor die Strafe heben“ (here the 2ter made the fault)
    s = settle("à deux", won=False, points=3, offenders=(("2ter", "skar-zahl"),))
    assert flow(s, "Spieler", "3ter") == V
    assert flow(s, "Spieler", "2ter") == 0
    assert net(s)["Spieler"] == -V


def test_p6_opponent_offends_spieler_wins_three_times_from_the_offender():
    # „so muss derjenige der den Fehler gemacht hat solches dreimal bezahlen … so dass also der
    # Spieler das Spiel von denenjenigen, die den Fehler gemacht, dreimal bezahlt bekommt; der
    # 2te aber garnichts bezahlt“ (here the 3ter made the fault, the 2ter is innocent)
    s = settle("à deux", won=True, points=3, offenders=(("3ter", "skar-vergessen"),))
    assert net(s) == {"Spieler": 3 * V, "2ter": 0, "3ter": -3 * V}


def test_p3_taking_cards_without_giving_costs_as_a_renonce():
    # § 3: „so muss er die nemliche Karte bezahlen, als wenn er Farbe verlägnet … hätte“
    a = settle("à un", won=True, points=1, offenders=(("2ter", "zu-viel-karten"),))
    b = settle("à un", won=True, points=1, offenders=(("2ter", "renonce"),))
    assert net(a) == net(b)
    assert set(FAULTS) >= {"renonce", "skar-zahl", "skar-vergessen", "skar-fremd"}


def test_p7_several_faults_each_pays_and_the_third_fares_best():
    # „so bezahlt ein jeder Fehlender seine Strafe und der dritte findet sich allein am besten“
    s = settle("à un", won=True, points=0, offenders=(("Spieler", "renonce"), ("2ter", "renonce")))
    n = net(s)
    assert n["3ter"] == max(n.values()) and sum(n.values()) == 0


def test_unknown_fault_or_contract_is_a_german_error():
    with pytest.raises(RequestError, match="Unbekannter Fehler"):
        settle("à un", won=True, offenders=(("2ter", "schummeln"),))
    with pytest.raises(RequestError, match="Unbekanntes Spiel"):
        game_value("Solo")


# --- § 14: the Volte -----------------------------------------------------------------------------

def test_p14_volte_consolations():
    # „Hat er à deux gespielt, so bekommt er 200 —, à un 300. und Sans prendre 500 Consolations“
    assert VOLTE == {"à deux": 200, "à un": 300, "Sans-prendre": 500}


def test_p14_won_volte_with_the_points_as_ordinarily_paid():
    # „benebst denen Points, wie sie ordinaire bezahlt werden, nemlich 2, 3 bis 5“
    assert net(volte("à deux", True, 4))["Spieler"] == 2 * (200 + 2 * 4)
    assert net(volte("à un", True, 4))["Spieler"] == 2 * (300 + 3 * 4)
    assert net(volte("Sans-prendre", True, 4))["Spieler"] == 2 * (500 + 5 * 4)


def test_p14_lost_volte_is_paid_less_the_points_won():
    # „Verliert er sie alsdann, ist er sie zu bezahlen verbunden. Es werden ihm aber die
    # gewonnenen Points davon abgerechnet.“
    assert flow(volte("à un", False, 10), "Spieler", "2ter") == 300 - 3 * 10


def test_p14_volte_only_for_a_un_a_deux_sans_prendre():
    with pytest.raises(RequestError):
        volte("à trois", True)


def test_p5_misdeal_cassirt_nothing_paid():
    assert misdeal().payments == [0, 0, 0]


def test_decisions_cite_a_paragraph():
    for d in DECISIONS:
        assert set(d) == {"source", "href", "question", "decision", "reason"}
        assert d["source"].startswith("Tarock à l'Hombre § ")
        assert d["href"].startswith("texte/tarock-hombre.md#p")
