"""What all of Ulmann's Tarok variants share: packs, ranks, counting, win thresholds, the rules
of following and of the scat („Allgemeine Grundzüge“, S. 9–19; Codex § 9, § 12)."""
from __future__ import annotations

import pytest

from engine.cards import PACK_42, PACK_54, PACK_78, value_in_thirds
from engine.core import Action, State, mask_of
from engine.counting import count
from tarok_helpers import PROFILES, ids, settle

TAPP = PROFILES["tapp"]


@pytest.mark.parametrize("pack, points, cards", [(PACK_54, 70, 54), (PACK_42, 66, 42), (PACK_78, 78, 78)])
def test_pack_totals_s11_and_s152(pack, points, cards):
    # S. 11: „Das Pack zu 54 Karten enthält demnach 70, jenes zu 42 Blättern 66 Points“;
    # S. 152: „das ganze Spiel zählt demnach 78 Points“
    assert len(pack) == cards
    assert sum(value_in_thirds(c) for c in pack) == 3 * points


def test_profiles_know_their_totals():
    assert PROFILES["tapp"].total_points == 70
    assert PROFILES["zwoelfer"].total_points == 66
    assert PROFILES["gross"].total_points == 78


def _winner(profile, names):
    cards = tuple(ids(profile, names))
    return profile.trick_winner(State(profile.key, profile.n_seats, [0] * profile.n_seats), 0, cards)


def test_tarok_ranks_s12():
    # S. 12: „der höchste Stecher der Sküs, ihm folgt der Mond (XXI), dann Tarok-Zwanzig …
    # bis hinab zum niedersten, dem Pagat (I)“
    assert _winner(TAPP, ["Mond", "Sküs", "Tarok XX"]) == 1
    assert _winner(TAPP, ["Tarok XX", "Mond", "Tarok XIX"]) == 1
    # S. 18: the Pagat is taken by every Tarok
    assert _winner(TAPP, ["Pagat", "Tarok II", "Coeur-König"]) == 1


def test_scartin_ranks_from_the_problems():
    # Aufgabe 23 (S. 143): „B übernimmt mit Carreau-Zwei“ the Carreau-Drei
    assert _winner(TAPP, ["Carreau-Drei", "Carreau-Zwei", "Carreau-Vier"]) == 1
    # Aufgabe 22 (S. 142): Coeur-As beats Coeur-Vier, the Bube beats the As
    assert _winner(TAPP, ["Coeur-Vier", "Coeur-Aß", "Pique-König"]) == 1
    assert _winner(TAPP, ["Coeur-Aß", "Coeur-Bube", "Coeur-Vier"]) == 1
    # Aufgabe 29 (42 cards): the Cavall beats the Bube
    z = PROFILES["zwoelfer"]
    assert _winner(z, ["Coeur-Bube", "Coeur-Cavall", "Coeur-Aß"]) == 1


def test_a_trumped_trick_goes_to_the_higher_tarok_s15():
    # S. 15: „Hat ein Theilnehmer die angespielte Farbe atouirt, ein zweiter aber einen höheren
    # Tarok daraufgegeben, so gehört der Stich diesem.“
    assert _winner(TAPP, ["Pique-König", "Tarok III", "Tarok IX"]) == 2


@pytest.mark.parametrize("names, points", [
    (["Sküs", "Tarok XV", "Tarok III"], 5),                 # S. 17
    (["Treff-König", "Treff-Bube", "Treff-Acht"], 6),       # S. 17
    (["Coeur-König", "Coeur-Dame", "Coeur-Bube"], 9),       # S. 17
    (["Tarok XX", "Coeur-Aß", "Pique-Zehn"], 1),            # S. 16: a Lage of empty cards
    (["Mond", "Coeur-Dame", "Treff-Cavall"], 10),           # S. 18: 5 + 4 + 3 − 2
    (["Pique-König", "Carreau-Cavall", "Pique-Acht"], 7),   # S. 18: 5 + 3 − 1
    (["Pagat", "Treff-Zehn", "Treff-Sieben"], 5),           # S. 18
])
def test_counting_examples_both_methods(names, points):
    result = count([c for c in PACK_54 if c.name in names])
    assert result.points == points
    assert result.points_landlaeufig == points              # S. 18: both methods agree


def test_remainders_s17():
    # S. 17: a Dame left over counts 3 (⅓ dropped); Dame and Bube left over: 3⅓ + 1⅓ → 5
    dame = [c for c in PACK_54 if c.name == "Carreau-Dame"]
    pair = [c for c in PACK_54 if c.name in ("Carreau-Dame", "Carreau-Bube")]
    assert count(dame).points == 3 and count(dame).points_landlaeufig == 3     # S. 18: „4 weniger 1“
    assert count(pair).points == 5 and count(pair).points_landlaeufig == 5     # S. 18: „4 + 2 weniger 1“


def test_thresholds_s16_s78():
    # S. 16: the Spieler needs one point more than half; 35 : 35 (33 : 33) loses
    assert settle("tapp", "dreier", points=36)["won"] is True
    assert settle("tapp", "dreier", points=35)["won"] is False
    assert settle("zwoelfer", "dreier", points=34)["won"] is True     # S. 78: „mindestens 34“
    assert settle("zwoelfer", "dreier", points=33)["won"] is False


def _discard_state(profile, hand_names):
    state = State(profile.key, profile.n_seats, [0] * profile.n_seats, phase="discard")
    state.hands[0] = mask_of(ids(profile, hand_names))
    state.contract = {"declarer": 0}
    state.extra["discard"] = [[0, 3]]
    return state


def test_scat_rules_s15():
    # S. 15: no Kings, no Tarok-Honneurs; Taroks only without other suit cards than Kings
    state = _discard_state(TAPP, ["Coeur-König", "Pagat", "Tarok V", "Pique-Acht", "Treff-Dame"])
    reason = lambda n: TAPP.discard_reason(state, 0, ids(TAPP, [n])[0])
    assert "Könige" in reason("Coeur-König")
    assert "Tarok-Honneurs" in reason("Pagat")
    assert "keine andere Farbenkarte" in reason("Tarok V")
    assert reason("Pique-Acht") is None and reason("Treff-Dame") is None
    only_kings = _discard_state(TAPP, ["Coeur-König", "Tarok V", "Tarok VI", "Tarok VII"])
    assert TAPP.discard_reason(only_kings, 0, ids(TAPP, ["Tarok V"])[0]) is None


def test_discarded_taroks_are_shown_s15():
    state = _discard_state(TAPP, ["Coeur-König", "Tarok V", "Tarok VI", "Tarok VII"])
    state.turn = 0
    TAPP.apply(state, Action("discard", 0, ids(TAPP, ["Tarok V"])[0]))
    assert state.extra["shown_taroks"] == ids(TAPP, ["Tarok V"])


def _trick_state(profile, hand, trick):
    state = State(profile.key, profile.n_seats, [0] * profile.n_seats, phase="play")
    seat = len(trick)
    state.hands[seat] = mask_of(ids(profile, hand))
    state.trick, state.leader, state.turn = ids(profile, trick), 0, seat
    return state, seat


def test_trump_when_void_and_no_overtrumping_s15():
    # S. 15: void in the suit → must trump; „Tarok … zugeben, respective mit einem höheren
    # stechen“ – a lower Tarok is allowed (lachiren), see DECISIONS
    state, seat = _trick_state(TAPP, ["Tarok III", "Tarok XX", "Treff-Dame"], ["Pique-König", "Tarok X"])
    legal = {TAPP.card_name(c) for c in range(54) if TAPP.legal_cards(state, seat) >> c & 1}
    assert legal == {"Tarok III", "Tarok XX"}
    state, seat = _trick_state(TAPP, ["Tarok III", "Tarok XX", "Treff-Dame"], ["Tarok X"])
    legal = {TAPP.card_name(c) for c in range(54) if TAPP.legal_cards(state, seat) >> c & 1}
    assert legal == {"Tarok III", "Tarok XX"}
    # „ist er bereits taroklos geworden, so kann er … jede ihm beliebige Farbenkarte einwerfen“
    state, seat = _trick_state(TAPP, ["Treff-Dame", "Coeur-Aß"], ["Tarok X"])
    assert TAPP.legal_cards(state, seat) == state.hands[seat]


def test_every_variant_records_its_decisions():
    for key, p in PROFILES.items():
        assert p.decisions, key
        for d in p.decisions:
            assert set(d) == {"source", "question", "decision", "reason"}, key
            assert all(isinstance(v, str) and v for v in d.values()), key
