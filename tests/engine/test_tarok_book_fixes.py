"""Rules the engine once got wrong, each checked against the words of Ulmann's book (reading text
docs/texte/ulmann/): Neunzehnerrufen Honneurs (S. 63) and the partner by the talon (S. 64),
Groß-Tarok's Vole with the Ultimo (S. 160), Ungarisch's announced honours (S. 81), Renonce by the
Codex §§ 9, 11, 13, 24 in every variant, the Sküs in the Scat and skisiren (S. 154, 156)."""
from __future__ import annotations

import pytest

from engine.core import State, Trick, mask_of
from tarok_helpers import PROFILES, ids, line, pay, settle
from test_tarok_neunzehner import _deal, _rufer

N19, GT = PROFILES["neunzehner"], PROFILES["gross"]


def _hand(profile, names):
    return mask_of(ids(profile, names))


# --- Neunzehnerrufen, S. 63–64 ---------------------------------------------------------------

def test_two_tarok_honours_and_three_kings_announce_honneurs_s63():
    # S. 63: „Besitzt ein Theilnehmer zwei Tarok-Honneurs und zwei Könige, oder drei Könige und
    # einen Tarok-Honneur, so sagt er ‚Honneurs‘ an“ – a third King does not cancel it
    kings = ["Coeur-König", "Carreau-König", "Pique-König"]
    assert N19.melden(_hand(N19, ["Sküs", "Mond"] + kings)) == ["honneurs"]
    assert N19.melden(_hand(N19, ["Sküs", "Mond"] + kings[:2])) == ["honneurs"]
    assert N19.melden(_hand(N19, ["Pagat"] + kings)) == ["honneurs"]
    # the fourth King makes „Große Honneurs“ (tous les quatre and a Tarok-Honneur)
    assert N19.melden(_hand(N19, ["Sküs", "Mond"] + kings + ["Treff-König"])) == ["grosse_honneurs"]
    assert N19.melden(_hand(N19, ["Sküs"] + kings[:2])) == []


@pytest.mark.parametrize("card, partner", [(4, 1), (5, 2)])
def test_called_tarok_as_fifth_or_sixth_talon_card_makes_the_partner_s64(card, partner):
    # S. 64: „der Besitzer desselben ist ihr Mitmann. Der Rufende nimmt stets die obersten vier
    # Karten, sein Nachbar zur Rechten die fünfte, dessen Nachbar zur Rechten die sechste“
    deal = _deal(N19, [])
    xix = ids(N19, ["Tarok XIX"])[0]
    for h in deal["hands"]:
        if xix in h:
            h[h.index(xix)] = deal["talon"][card]
    deal["talon"][card] = xix
    state = _rufer(N19, deal)
    assert state.contract["called"] == "Tarok XIX"
    assert state.hands[partner] >> xix & 1
    assert state.contract["partners"] == [partner]
    assert N19.spieler_party(state) == [0, partner]


# --- Groß-Tarok, S. 160–161 ------------------------------------------------------------------

def test_vole_with_the_pagat_ultimo_pays_41_s160():
    # S. 160: „so ergeben sich für ihn sechsundzwanzig Points für die Vole und fünfzehn Points für
    # den Ultimo, mithin im Ganzen einundvierzig Points“
    state = State("gross", 3, [0, 0, 0], phase="done")
    state.contract = {"declarer": None, "game": "gross", "announced": [], "ansagen": {}}
    last = ids(GT, ["Pagat", "Coeur-Zwei", "Pique-Zwei"])
    plain = [c for c in range(78) if c not in (GT.MOND, GT.SKUES, *GT.kings, *last)]
    state.tricks = [Trick(0, tuple(plain[3 * i:3 * i + 3]), 0) for i in range(20)]
    state.tricks.append(Trick(0, tuple(last), 0))
    for t in state.tricks:
        state.won[0] |= mask_of(t.cards)
    r = GT.settle(state)
    assert line(r.as_dict(), "Vole")["amount"] == 26
    assert line(r.as_dict(), "Pagat Ultimo")["amount"] == 15
    assert r.payments == [2 * 41, -41, -41]


def test_vole_drops_the_premiums_of_gathered_honours_s161():
    # S. 161: „Bei der durchgeführten Vole fallen die Prämien für die eingeheimsten Honneurs
    # selbstverständlich weg“ – brought home or caught, only the Vole (and an Ultimo) is paid
    state = State("gross", 3, [0, 0, 0], phase="done")
    state.contract = {"declarer": None, "game": "gross", "announced": [], "ansagen": {}}
    first = ids(GT, ["Coeur-König", "Pique-König", "Tarok II"])
    plain = [c for c in range(78) if c not in (GT.PAGAT, GT.MOND, GT.SKUES, *GT.kings, *first)]
    state.tricks = [Trick(0, tuple(first), 0)]
    state.tricks += [Trick(0, tuple(plain[3 * i:3 * i + 3]), 0) for i in range(20)]
    for t in state.tricks:
        state.won[0] |= mask_of(t.cards)
    r = GT.settle(state)
    assert r.payments == [52, -26, -26]
    assert len(r.lines) == 1 and r.lines[0]["label"].startswith("Vole")


# --- Ungarisch, S. 81 ------------------------------------------------------------------------

def test_announced_trois_is_doubled_only_by_the_contra_s81():
    # S. 81: „Tous les trois und tous les quatre gelten auch hier im Dreier 2 … Die Bewerthung der
    # Contrameldung ist hier … je das Doppelte, Vierfache, respective Achtfache“
    r = settle("ungarisch", "dreier", points=40, announced=["trois"], in_stichen={"spieler": ["trois"]})
    assert line(r, "tous les trois in den Stichen (angesagt)")["amount"] == 2
    r = settle("ungarisch", "dreier", points=40, announced=["trois"], in_stichen={"spieler": ["trois"]},
               contra={"trois": 1})
    assert line(r, "tous les trois in den Stichen (angesagt)")["amount"] == 4
    r = settle("ungarisch", "solo", points=40, announced=["quatre"], in_stichen={"spieler": ["quatre"]},
               contra={"quatre": 3})
    assert line(r, "tous les quatre in den Stichen (angesagt)")["amount"] == 32     # „Sechzehnfache“ of 2
    # only the Fang is doubled by the announcement: „die sich natürlich im Falle der Ansage … verdoppelt“
    r = settle("ungarisch", "dreier", points=40, announced=["pagatfang"], in_stichen={"spieler": ["pagatfang"]})
    assert line(r, "Pagatfang (angesagt)")["amount"] == 4


# --- Renonce: Codex § 9 (the other party wins every announcement) ----------------------------

VOLAT_CASES = [("tapp", "dreier", [], "C", 24), ("zwoelfer", "dreier", [], "B", 24),
               ("ungarisch", "dreier", [], "C", 24), ("koenigrufen", "rufer", ["B"], "C", 24),
               ("neunzehner", "rufer", ["C"], "B", 40), ("steyerisch", "dreier", [], "B", 140)]


@pytest.mark.parametrize("variant, game, partners, renouncer, value", VOLAT_CASES)
def test_opponents_renonce_wins_the_announced_volat_codex_9(variant, game, partners, renouncer, value):
    # Codex § 9: „Die Gegenpartei desjenigen, welcher ‚renoncirt‘ hat, gewinnt, ohne weiter spielen
    # zu müssen, die Partie und auch alle etwaigen Ansagen“ – an announced Volat included
    r = settle(variant, game, partners=partners, points=40, announced=["volat"], renonce=renouncer)
    assert r["won"] is True
    assert line(r, "angesagter Volat")["amount"] == value
    assert line(r, "angesagter Volat")["to"][0] == "A"
    assert not [x for x in r["lines"] if "verloren" in x["label"] and "Volat" in x["label"]]
    assert pay(r, "A") > 0 and pay(r, renouncer) < 0


# --- Renonce: Codex § 11 (the renouncing party collects nothing) -----------------------------

SILENT_CASES = [("tapp", "dreier", []), ("zwoelfer", "dreier", []), ("ungarisch", "dreier", []),
                ("steyerisch", "dreier", []), ("koenigrufen", "rufer", ["B"]),
                ("neunzehner", "rufer", ["C"])]


@pytest.mark.parametrize("variant, game, partners", SILENT_CASES)
def test_renouncing_spieler_collects_no_silent_ultimo_or_volat_codex_11(variant, game, partners):
    # Codex § 11: „Diejenige Partei, welcher die Renonce zur Last fällt, kann für sich keine
    # Chance mehr erwarten“ – not even a silent Ultimo or a silent Volat
    for facts in ({"ultimo": "spieler"}, {"volat": "spieler"}, {"ultimo": "spieler", "volat": "spieler"}):
        r = settle(variant, game, partners=partners, points=PROFILES[variant].total_points if "volat" in facts else 50,
                   renonce="A", **facts)
        assert r["won"] is False
        sp = {"A", *partners}
        assert not [x for x in r["lines"] if set(x["to"]) & sp], (facts, r["lines"])
        assert pay(r, "A") < 0


@pytest.mark.parametrize("variant, game, partners", SILENT_CASES)
def test_the_innocent_party_keeps_its_chances_codex_11(variant, game, partners):
    # Codex § 11: the other party may play on „um für sich noch allfällige Chancen, wie Pagat …
    # Ultimo, Volat … geltend machen zu können“
    r = settle(variant, game, partners=partners, points=20, renonce="A", ultimo="gegner")
    assert [x for x in r["lines"] if "Ultimo" in x["label"] and "A" in x["from"]]


def test_renouncing_partys_held_honours_are_still_paid_codex_13():
    # Codex § 13: „erhält derselbe, respective seine Partei, diese Prämie auch im Falle einer Renonce“
    r = settle("tapp", "dreier", points=50, renonce="A", honneurs={"A": ["trois"]}, ultimo="spieler")
    assert line(r, "tous les trois")["to"] == ["A"]
    assert not [x for x in r["lines"] if "Ultimo" in x["label"]]


def test_renouncing_partys_king_ultimo_and_tarok_calls_lapse_codex_11():
    r = settle("koenigrufen", "rufer", partners=["B"], points=50, renonce="B", koenig="ultimo")
    assert not [x for x in r["lines"] if "König Ultimo" in x["label"]]
    r = settle("ungarisch", "dreier", points=50, renonce="A", taroks={"A": 11, "B": 10})
    assert not [x for x in r["lines"] if x["label"].startswith("11 Tarok")]
    assert line(r, "10 Tarok")["to"] == ["B", "C"]


# --- Blocks, Codex § 24 ----------------------------------------------------------------------

def test_renouncing_blocks_opponent_pays_the_game_alone_codex_24():
    # § 24: „Macht ein Gegner Renonce, so hat er allein den Werth der Partie an den Spieler zu
    # ersetzen“ – the Béte and Kartenstamm (10 + 1, S. 39–40), not from the Casse
    r = settle("blocks", "dreier", points=20, renonce="B")
    assert r["won"] is True
    assert r["payments"] == {"A": 11, "B": -11, "C": 0, "Casse": 0}
    r = settle("blocks", "solo", points=20, renonce="C")        # Solo-Vergütung 4 from each (S. 42), all from C
    assert r["payments"] == {"A": 11 + 8, "B": 0, "C": -19, "Casse": 0}
    # the Spieler's own Renonce loses as usual: the Béte is charged to him (S. 40)
    r = settle("blocks", "dreier", points=50, renonce="A")
    assert r["won"] is False and r["payments"]["Casse"] == 11


# --- Steyerisch: a failed announced Volat ----------------------------------------------------

def test_failed_announced_volat_pays_the_opponents_s49():
    # S. 49: „angesagt die vierzehnfache Consolation“; failed, it counts for the opponents (S. 19,
    # „Alles Uebrige wie im Tapp-Tarok“), the game is settled as played
    r = settle("steyerisch", "dreier", points=50, announced=["volat"])
    assert line(r, "angesagter Volat verloren")["amount"] == 140
    assert line(r, "angesagter Volat verloren")["to"] == ["B", "C"]
    assert line(r, "Dreier gewonnen")["amount"] == 25


# --- Groß-Tarok: skisiren, S. 154 ------------------------------------------------------------

def test_skisiren_hands_over_a_ladon_before_a_tarok_s154():
    # S. 154: „einen beliebigen Ladon oder Tarok“ – the engine chooses the lowest Ladon, never a
    # high Tarok (whose pack id is lower)
    state = State("gross", 3, [0, 0, 0], phase="play")
    state.extra["skues"] = {"used": False, "debt": None}
    mine = ids(GT, ["Tarok XX", "Treff-Zehn", "Coeur-Zehn", "Tarok II"])
    state.won[1] = mask_of(mine)
    trick = Trick(0, tuple(ids(GT, ["Tarok X", "Sküs", "Tarok V"])), 0)
    state.tricks.append(trick)
    state.won[0] |= mask_of(trick.cards)
    GT.after_trick(state, trick)
    given = [c for c in mine if state.won[0] >> c & 1]
    assert [GT.card_name(c) for c in given] == ["Coeur-Zehn"]      # red: the Zehn is the lowest (S. 9–10)
