"""Tarok mit Blocks (Ulmann Cap. II, S. 39–47) and Steyerisch-Tarok (Cap. III, S. 48–50)."""
from __future__ import annotations

import pytest

from engine.core import Action, legal_actions, new_game
from engine.tarok.blocks import brunnen_abrechnung, split_bete
from tarok_helpers import PROFILES, act, line, settle

BLOCKS, STEY = PROFILES["blocks"], PROFILES["steyerisch"]


# --- Tarok mit Blocks -------------------------------------------------------------------------

def test_first_game_worth_eleven_whatever_its_multiplicity_s39_40():
    # S. 39–40: „er gewinnt mithin 11 Blocks“, „gleichviel, ob das Spiel ein-, zwei- oder dreimalig“
    for m in (1, 2, 3):
        assert settle("blocks", "dreier", multiplicity=m, points=40)["payments"]["A"] == 11


def test_lost_dreier_eleven_times_multiplicity_s40():
    # S. 40: „einmaligen Dreier … 11“; „zweimaligen … 2 × 11 = 22“; „dreimaligen … 33“
    for m, loss in ((1, 11), (2, 22), (3, 33)):
        r = settle("blocks", "dreier", multiplicity=m, points=30)
        assert r["payments"]["A"] == -loss and r["payments"]["Casse"] == loss


def test_solo_four_blocks_from_or_to_each_s42():
    r = settle("blocks", "solo", points=40)
    assert line(r, "Solo-Vergütung") == {**line(r, "Solo-Vergütung"), "amount": 4, "from": ["B", "C"], "to": ["A"]}
    assert settle("blocks", "solo", points=30)["payments"]["A"] == -11 - 8


def test_premiums_s42():
    # S. 42: trois 1, quatre 1, still Ultimo 1, announced 2, Volat 6 (announced 12); Solo double;
    # all seven honours 4 (Solo 8) from each opponent; Köpfe nothing
    assert line(settle("blocks", "dreier", points=40, honneurs={"A": ["trois"]}), "tous les trois")["amount"] == 1
    assert line(settle("blocks", "solo", points=40, honneurs={"A": ["quatre"]}), "tous les quatre")["amount"] == 2
    assert line(settle("blocks", "dreier", points=40, ultimo="spieler"), "stiller Ultimo")["amount"] == 1
    assert line(settle("blocks", "dreier", points=40, ultimo="spieler", announced=["ultimo"]),
                "angesagter Ultimo")["amount"] == 2
    assert line(settle("blocks", "dreier", points=70, volat="spieler"), "Volat")["amount"] == 6
    assert line(settle("blocks", "solo", points=70, volat="spieler", announced=["volat"]),
                "angesagter Volat")["amount"] == 24
    sept = settle("blocks", "dreier", points=40, honneurs={"A": ["trois", "quatre"]})
    assert line(sept, "alle sieben Honneurs") == {**line(sept, "alle sieben Honneurs"), "amount": 4,
                                                  "from": ["B", "C"]}
    assert line(settle("blocks", "solo", points=40, honneurs={"A": ["trois", "quatre"]}),
                "alle sieben Honneurs")["amount"] == 8
    assert settle("blocks", "dreier", points=40, honneurs={"A": ["koepfe"]})["payments"]["A"] == 11


def test_only_the_spieler_is_paid_for_ultimo_and_no_contra_s42_43():
    assert settle("blocks", "dreier", points=40, ultimo="gegner")["payments"]["B"] == 0   # „Privatvergnügen“
    state = new_game(BLOCKS, seed=5)
    for a in [("bid", 0, "dreier"), ("pass", 1, None), ("pass", 2, None), ("take", 0, 0)]:
        act(BLOCKS, state, Action(*a))
    while state.phase == "discard":
        act(BLOCKS, state, legal_actions(BLOCKS, state)[0])
    kinds = {a.kind for s in range(3) for a in legal_actions(BLOCKS, state)}
    assert "contra" not in kinds
    act(BLOCKS, state, Action("done", 0))
    assert [a.kind for a in legal_actions(BLOCKS, state)] == ["done"]       # opponents: nothing


def test_schleifen_after_both_halves_costs_a_single_bete_s43():
    state = new_game(BLOCKS, seed=6)
    for a in [("bid", 0, "dreier"), ("pass", 1, None), ("pass", 2, None)]:
        act(BLOCKS, state, Action(*a))
    assert "throw_in" not in {a.kind for a in legal_actions(BLOCKS, state)}
    act(BLOCKS, state, Action("reveal", 0))
    act(BLOCKS, state, Action("throw_in", 0))
    assert BLOCKS.settle(state).payments == [-11, 0, 0, 11]


def test_a_hand_without_tarok_but_with_a_king_is_played_codex_22():
    deal_hands = lambda h: BLOCKS.deal_valid(h)
    king_only = BLOCKS.KINGS & -BLOCKS.KINGS
    assert deal_hands([king_only, BLOCKS.TAROKS, BLOCKS.TAROKS])
    assert not deal_hands([1 << BLOCKS.card_id[BLOCKS.pack[-1]], BLOCKS.TAROKS, BLOCKS.TAROKS])
    assert not PROFILES["tapp"].deal_valid([king_only, BLOCKS.TAROKS, BLOCKS.TAROKS])   # S. 14


def test_bete_cap_split_s41():
    # S. 41: „statt eines Béte zu 38, zwei Bétes à 19 Blocks“
    assert split_bete(38, 25) == [19, 19]
    assert split_bete(38, 30) == [19, 19]
    assert split_bete(22, 25) == [22]
    assert split_bete(38, None) == [38]


def test_brunnen_settlement_s45_47():
    # S. 46–47: provisional W +86, X +13, Y −42, Z −57; Brunnen X 40, Y 20, Z 20 = 80, 20 each;
    # chips W −8, X +12, Y −11, Z +7 → W 98, X 5 to claim, Y 53, Z 50 lost
    result = brunnen_abrechnung({"W": 86, "X": 13, "Y": -42, "Z": -57}, {"X": 40, "Y": 20, "Z": 20},
                                {"W": -8, "X": 12, "Y": -11, "Z": 7})
    assert result["pool_total"] == 80 and result["share"] == 20
    assert result["after_pool"] == {"W": 106, "X": -7, "Y": -42, "Z": -57}
    assert result["final"] == {"W": 98, "X": 5, "Y": -53, "Z": -50}
    with pytest.raises(ValueError):
        brunnen_abrechnung({"W": 1, "X": 0}, {}, {})


# --- Steyerisch-Tarok -------------------------------------------------------------------------

@pytest.mark.parametrize("game, expected", [("dreier", 17), ("zweier-1", 34), ("einer", 51), ("solo", 68)])
def test_gewinn_points_17_34_51_68_s48_49(game, expected):
    # S. 48–49: the opponents reach 42: 7 + Consolation 10 = 17 Gewinn-Points; Dreier 17,
    # Zweier 17 × 2 = 34, Einer 17 × 3 = 51, Solo 17 × 4 = 68 (each einmalig)
    r = settle("steyerisch", game, points=70 - 42)
    assert r["payments"]["B"] == expected and r["payments"]["C"] == expected


def test_sechsmaliger_einer_234_and_the_win_once_s49():
    # S. 49: lost sechsmaliger Einer, opponents 38: 13 × 3 = 39, „sechsmal 39 = 234“ to each;
    # won with 38: „nur als einmalig … 39 Points von jedem Gegner“
    lost = settle("steyerisch", "einer", multiplicity=6, points=70 - 38)
    assert lost["payments"] == {"A": -468, "B": 234, "C": 234}
    won = settle("steyerisch", "einer", multiplicity=6, points=38)
    assert won["payments"] == {"A": 78, "B": -39, "C": -39}


def test_tie_pays_the_consolation_s49():
    # S. 49: 35 : 35 → the Consolation 10 × (1, 2, 3, 4) × multiplicity to each opponent
    assert settle("steyerisch", "dreier", points=35)["payments"]["B"] == 10
    assert settle("steyerisch", "zweier-1", multiplicity=2, points=35)["payments"]["B"] == 40
    assert settle("steyerisch", "solo", points=35)["payments"]["B"] == 40
    assert settle("steyerisch", "dreier", points=36)["won"] is True         # Lösung 15: 35⅔ wins


def test_other_places_and_trieste_s48():
    assert settle("steyerisch", "einer", points=28, options={"faktoren": "andere"})["payments"]["B"] == 17 * 4
    assert settle("steyerisch", "solo", points=28, options={"faktoren": "andere"})["payments"]["B"] == 17 * 6
    assert settle("steyerisch", "dreier", points=28, options={"consolation": 20})["payments"]["B"] == 27


def test_premiums_in_consolations_s49():
    # S. 49: trois, quatre, stiller Ultimo 10; angesagter Ultimo 20; Köpfe nothing; Volat 70 / 140
    assert line(settle("steyerisch", "dreier", points=40, honneurs={"A": ["trois"]}), "tous les trois")["amount"] == 10
    assert line(settle("steyerisch", "solo", points=40, honneurs={"B": ["quatre"]}), "tous les quatre")["amount"] == 10
    assert line(settle("steyerisch", "dreier", points=40, ultimo="spieler"), "stiller Ultimo")["amount"] == 10
    assert line(settle("steyerisch", "dreier", points=40, ultimo="spieler", announced=["ultimo"]),
                "angesagter")["amount"] == 20
    assert not [x for x in settle("steyerisch", "dreier", points=40, honneurs={"A": ["koepfe"]})["lines"]
                if "Köpfe" in x["label"]]
    v = settle("steyerisch", "dreier", points=70, volat="spieler")
    assert line(v, "stiller Volat")["amount"] == 70 and len(v["lines"]) == 1     # no Gewinn-Points besides
    assert line(settle("steyerisch", "dreier", points=70, volat="spieler", announced=["volat"]),
                "angesagter Volat")["amount"] == 140


def _multiplicities(game_bids, steps_list):
    out = []
    for steps in steps_list:
        state = new_game(STEY, seed=9)
        for a in game_bids:
            act(STEY, state, Action(*a))
        decl = state.contract["declarer"]
        order = state.extra["talon"]["order"]
        for st in steps:
            if st == "+":
                act(STEY, state, Action("reveal", decl))
            else:
                act(STEY, state, Action("take", decl, order[st]))
        out.append(state.contract["multiplicity"])
    return out


def test_zweier_and_einer_multiplicities_s48():
    # S. 48: „Der erste Zweier kann ein-, zwei-, drei- und viermalig, der zweite Zweier zwei-,
    # drei-, vier- und fünfmalig und der dritte Zweier … auch sechsmalig sein. Der Einer kann
    # ein- … bis elfmalig sein.“
    first = [("bid", 0, "zweier-1"), ("pass", 1, None), ("pass", 2, None)]
    assert _multiplicities(first, [[0], ["+", 1], ["+", "+", 2], ["+", "+", 0]]) == [1, 2, 3, 4]
    second = [("bid", 0, "zweier-1"), ("bid", 1, "zweier-2"), ("pass", 0, None), ("pass", 2, None)]
    assert _multiplicities(second, [[0], ["+", "+", 0]]) == [2, 5]
    einer = [("bid", 0, "einer"), ("pass", 1, None), ("pass", 2, None)]
    assert _multiplicities(einer, [[0], ["+"] * 5 + [5], ["+"] * 5 + [0], ["+"] * 5 + [4]]) == [1, 6, 7, 11]


def test_zweier_einer_solo_aus_der_hand_s48():
    state = new_game(STEY, seed=3)
    assert {a.arg for a in legal_actions(STEY, state) if a.kind == "bid"} == {"dreier", "zweier-1", "einer", "solo"}
