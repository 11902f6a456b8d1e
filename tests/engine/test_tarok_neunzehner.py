"""Neunzehnerrufen (Ulmann Cap. V, S. 61–69; Codex § 29) with its Strohmann forms."""
from __future__ import annotations

import pytest

from engine.core import Action, legal_actions, mask_of, new_game
from engine.tarok.state import THROW_OR_PLAY
from tarok_helpers import PROFILES, act, ids, line, settle

N19, TROIS, DEUX = PROFILES["neunzehner"], PROFILES["neunzehner-trois"], PROFILES["neunzehner-deux"]


SCARTINS = [c.name for c in N19.pack if not c.is_tarok and c.rank <= 10]


def _pad(names):
    """Fill a hand to twelve cards with Scartins (no Tarok, no honour added)."""
    return names + [n for n in SCARTINS if n not in names][:12 - len(names)]


def _deal(profile, first_hand, talon=None):
    """The Vorhand gets `first_hand` filled up with suit cards; the talon starts with `talon`."""
    talon = ids(profile, talon) if talon else []
    mine = [c for c in ids(profile, _pad(first_hand)) if c not in talon]
    suits = [c for c in range(54) if c not in mine and c not in talon and not profile.pack[c].is_tarok]
    mine += suits[:12 - len(mine)]
    rest = [c for c in range(54) if c not in mine and c not in talon]
    talon = talon + rest[36:36 + 6 - len(talon)]
    return {"hands": [mine, rest[0:12], rest[12:24], rest[24:36]], "talon": talon}


def _rufer(profile, deal):
    state = new_game(profile, deal=deal)
    for seat in state.extra["auction"]["queue"][:]:
        act(profile, state, Action("pass", seat))
    return state


@pytest.mark.parametrize("held, called", [([], "Tarok XIX"), (["Tarok XIX"], "Tarok XVIII"),
                                          (["Tarok XIX", "Tarok XVIII"], "Tarok XVII"),
                                          (["Tarok XIX", "Tarok XVIII", "Tarok XVII"], "Tarok XVI")])
def test_the_called_tarok_s61(held, called):
    # S. 61: XIX, if she holds it XVIII (the print's „XVII“ corrected), then XVII, XVI …
    state = _rufer(N19, _deal(N19, held))
    assert state.contract["declarer"] == 0 and state.contract["game"] == "rufer"   # S. 64: Vorhand must call
    assert state.contract["called"] == called


def test_rufer_talon_four_one_one_s64():
    deal = _deal(N19, [])
    state = _rufer(N19, deal)
    t = deal["talon"]
    assert mask_of(t[:4]) & state.hands[0] == mask_of(t[:4])
    assert state.hands[1] >> t[4] & 1 and state.hands[2] >> t[5] & 1
    assert state.extra["discard"] == [[0, 4], [1, 1], [2, 1]]


def test_en_deux_talon_four_two_and_strohmann_partner_s64_66():
    deal = _deal(DEUX, [])
    state = _rufer(DEUX, deal)
    t = deal["talon"]
    assert mask_of(t[:4]) & state.hands[0] == mask_of(t[:4]) and mask_of(t[4:]) & state.hands[2] == mask_of(t[4:])
    while state.phase == "discard":
        act(DEUX, state, legal_actions(DEUX, state)[0])
    partner = state.contract["partners"]
    assert partner and partner[0] in (1, 3)                # a Strohmann is the Spieler's „Mann“
    owner = DEUX.owner_of(state)
    assert owner[partner[0]] == 0 and owner[4 - partner[0]] == 2


def test_schleifen_when_the_called_tarok_is_bought_s64():
    state = _rufer(N19, _deal(N19, [], talon=["Tarok XIX"]))
    assert state.phase == THROW_OR_PLAY
    act(N19, state, Action("throw_in", 0))
    assert N19.settle(state).payments == [-30, 10, 10, 10]      # „zahlt jedem Gegner … 10 Points“


@pytest.mark.parametrize("game, amount, wien", [("rufer", 18, 18), ("dreier", 54, 54), ("zweier", 72, 108),
                                                 ("einer", 90, 162), ("solo", 108, 216)])
def test_gewinn_points_for_43_s62(game, amount, wien):
    # S. 62: 43 Points → 8 + 10 = 18 Gewinn-Points; Dreier 54, Zweier 72 (Wien 108), Einer 90
    # (Wien 162), Solo 108 (Wien 216)
    partners = ["C"] if game == "rufer" else []
    assert line(settle("neunzehner", game, partners=partners, points=43), game.capitalize())["amount"] == amount
    assert line(settle("neunzehner", game, partners=partners, points=43, options={"wien": True}),
                game.capitalize())["amount"] == wien


def test_tie_goes_to_the_gegenpartei_s62():
    assert settle("neunzehner", "rufer", partners=["C"], points=35)["won"] is False


def test_lost_elfmaliger_einer_and_contra_s62_s67_68():
    # S. 68: „den elfmaligen oder gar, wenn der Einer contrirt worden, den zweiundzwanzigfachen Einer“
    one = line(settle("neunzehner", "einer", points=30), "Einer")["amount"]
    assert line(settle("neunzehner", "einer", multiplicity=11, points=30), "Einer")["amount"] == 11 * one
    assert line(settle("neunzehner", "einer", multiplicity=11, points=30, contra={"spiel": 1}),
                "Einer")["amount"] == 22 * one
    # a win counts einmalig, also for the Contra (S. 63–64)
    assert line(settle("neunzehner", "einer", multiplicity=11, points=40, contra={"spiel": 1}),
                "Einer")["amount"] == 15 * 5 * 2


def test_zweier_up_to_fuenfmalig_s67():
    state = new_game(N19, seed=3)
    act(N19, state, Action("bid", 0, "zweier"))
    for s in (1, 2, 3):
        act(N19, state, Action("pass", s))
    act(N19, state, Action("reveal", 0))
    act(N19, state, Action("reveal", 0))
    options = {N19.multiplicity_for(state, a.arg) for a in legal_actions(N19, state) if a.kind == "take"}
    assert options == {3, 4, 5}


@pytest.mark.parametrize("hand, expected", [
    (["Tarok II", "Tarok III", "Tarok IV", "Tarok V", "Tarok VI", "Tarok VII", "Tarok VIII", "Tarok IX"], ["acht"]),
    (["Tarok II", "Tarok III", "Tarok IV", "Tarok V", "Tarok VI", "Tarok VII", "Tarok VIII", "Tarok IX",
      "Tarok X", "Tarok XI"], ["zehn"]),
    (["Sküs", "Mond", "Coeur-König", "Pique-König"], ["honneurs"]),
    (["Pagat", "Coeur-König", "Pique-König", "Treff-König"], ["honneurs"]),
    (["Sküs", "Mond", "Pagat"], ["trois"]),
    (["Sküs", "Mond", "Pagat", "Treff-König"], ["grosse_honneurs"]),
    (["Coeur-König", "Pique-König", "Treff-König", "Carreau-König", "Mond"], ["grosse_honneurs"]),
])
def test_announcements_of_a_hand_s62_63(hand, expected):
    assert N19.melden(mask_of(ids(N19, _pad(hand)))) == expected


def test_zwoelf_tarok_means_no_suit_card_s62():
    taroks = [c.name for c in N19.pack if c.is_tarok and c.rank not in (1, 21, 22)][:12]
    assert N19.melden(mask_of(ids(N19, taroks))) == ["zwoelf"]


def test_announcement_values_s62_63():
    # S. 63: Acht 4 (Wien 5), Zehn 8 (10), Zwölf 12 (10); trois/quatre 8 (10); Honneurs 4 (5),
    # Große Honneurs 12 (15); Ultimo 10/20 (20/40); Volat 20/40 (50/100) besides the game
    for key, value, wien in (("acht", 4, 5), ("zehn", 8, 10), ("zwoelf", 12, 10), ("trois", 8, 10),
                             ("quatre", 8, 10), ("honneurs", 4, 5), ("grosse_honneurs", 12, 15),
                             ("ultimo", 10, 20), ("ultimo_announced", 20, 40), ("volat", 20, 50),
                             ("volat_announced", 40, 100)):
        assert N19.premium(_opts({}), key) == value
        assert N19.premium(_opts({"wien": True}), key) == wien
    r = settle("neunzehner", "rufer", partners=["C"], points=70, volat="spieler")
    assert line(r, "stiller Volat")["amount"] == 20 and line(r, "Rufer gewonnen")["amount"] == 45


def _opts(options):
    from engine.core import State
    return State("neunzehner", 4, [0] * 4, options=options)


def test_no_supercontra_in_wien_s64():
    state = new_game(N19, seed=1, options={"wien": True})
    state.contract = {"declarer": 0, "partners": [2], "contra": {"spiel": 2}, "announced": []}
    state.phase = "announce"
    assert N19.contra_options(state, 1) == []
    state.options = {}
    assert N19.contra_options(state, 1) == ["spiel"]


def test_strohmann_owner_en_trois_s65():
    # S. 65: the Strohmann holding the called Tarok is the Spieler's aide; otherwise it belongs to
    # the player who does not hold the called Tarok
    state = _rufer(TROIS, _deal(TROIS, []))
    holder = state.contract["partners"][0] if state.contract["partners"] else None
    owner = TROIS.owner_of(state)
    if holder == 3:
        assert owner[3] == 0
    else:
        assert owner[3] not in (0, holder)
    assert sum(TROIS.settle(_finish(TROIS, state)).payments) == 0


def _finish(profile, state):
    import random
    from engine.core import play_out
    return play_out(profile, state, random.Random(1))
