"""„Wer sticht?“ (web function `trick_winner`, engine.tricks): who takes a complete trick, why,
with the rule's place, and whether the trick could arise by the rules — per game family, each
case with the page or § of its source."""
from __future__ import annotations

import json

import pytest

from engine.api import call, run
from engine.core import random_game, seat_of
from engine.errors import RequestError
from engine.variants import REGISTRY, get_profile


def judge(**args):
    return run("trick_winner", args)


# --- Tarok (Ulmann S. 15, Grundzüge 5) -----------------------------------------------------------

def test_tarok_trumps_a_suit_lead_and_the_trumping_hand_had_none_of_the_suit():
    # S. 15: „hat er sie nicht, so muß er mit Tarok stechen“; „Wer die höchste Karte … dem gebührt derselbe“
    r = judge(variant="koenigrufen", cards="Pique-Dame, Pique-König, Tarok IX, Pique-Acht", leader="B")
    assert r["winner"] == {"index": 2, "card": "Tarok IX", "seat": "D"}
    assert "Tarok IX" in r["reason"] and "Pique ist ausgespielt" in r["reason"]
    assert r["sources"] == ["Ulmann S. 15"]
    assert r["possible"] is True
    assert [(c["seat"], c["lacked"]) for c in r["conditions"]] == [("D", "kein Pique")]


def test_tarok_a_higher_tarok_on_a_trumped_trick_takes_it():
    # S. 15: „ein zweiter aber einen höheren Tarok daraufgegeben, so gehört der Stich diesem“
    r = judge(variant="tapp", cards="Coeur-König, Tarok II, Tarok XX")
    assert r["winner"]["card"] == "Tarok XX"
    assert "als höchster von 2 Taroks" in r["reason"]
    # C played a Tarok: it had no Coeur; B as well
    assert {c["seat"]: c["lacked"] for c in r["conditions"]} == {"B": "kein Coeur", "C": "kein Coeur"}


def test_tarok_a_discard_tells_the_hand_had_neither_the_suit_nor_a_tarok():
    # S. 15: follow suit, else trump; only „taroklos“ may a player throw any card
    r = judge(variant="koenigrufen", cards="Pique-Dame, Carreau-König, Tarok IX, Pique-Acht")
    assert r["conditions"][0]["lacked"] == "kein Pique und keinen Tarok"
    assert r["cards"][1]["role"].startswith("wirft ab")


def test_tarok_a_card_not_allowed_in_the_hand_given_makes_the_trick_impossible():
    # S. 15: the Pique had to be followed; with Pique-Sieben in hand the Tarok IX was a Renonce
    r = judge(variant="koenigrufen", cards="Pique-Dame, Pique-König, Tarok IX, Pique-Acht",
              hands={"C": "Tarok IX, Pique-Sieben"})
    assert r["possible"] is False
    [bad] = r["illegal"]
    assert bad["seat"] == "C" and bad["card"] == "Tarok IX" and "Farbe bekennen" in bad["reason"]
    assert bad["allowed"] == ["Pique-Sieben"]
    ok = judge(variant="koenigrufen", cards="Pique-Dame, Pique-König, Tarok IX, Pique-Acht",
               hands={"C": "Tarok IX, Coeur-König"})
    assert ok["possible"] is True and ok["illegal"] == []


def test_gross_tarok_the_skues_neither_takes_nor_is_taken():
    # Ulmann S. 154: the Sküs „kann weder stechen noch gestochen werden“
    r = judge(variant="gross", cards="Coeur-König, Sküs, Tarok II")
    assert r["winner"]["card"] == "Tarok II"
    assert r["cards"][1]["role"].startswith("kann weder stechen")
    assert r["sources"] == ["Ulmann S. 154", "Ulmann S. 157"]


def test_gross_tarok_a_skues_lead_counts_as_tarok_the_engine_decision_is_named():
    # S. 154 „als Tarok angesehen“; who takes it when nobody gives Tarok: the engine's decision
    r = judge(variant="gross", cards="Sküs, Coeur-König, Coeur-Dame")
    assert r["winner"]["card"] == "Coeur-König"
    assert r["decision"] == "Wer gewinnt einen Stich, den der Sküs anführt?"
    assert [c["lacked"] for c in r["conditions"]] == ["keinen Tarok", "keinen Tarok"]


def test_strohmann_en_deux_a_trick_has_two_cards_and_the_rules_of_s_71():
    # S. 71: „Farbe mit Farbe und Tarok mit Tarok bedienen“, with two players; S. 15: who takes it
    r = judge(variant="strohmann", cards="Carreau-Dame, Carreau-König", leader="B")
    assert r["winner"] == {"index": 1, "card": "Carreau-König", "seat": "A"}
    assert r["sources"] == ["Ulmann S. 15", "Ulmann S. 71"]
    with pytest.raises(RequestError, match="Feld „cards“: höchstens 2 Karten"):
        judge(variant="strohmann", cards="Carreau-Dame, Carreau-König, Tarok V")


# --- Hundertspiel (1829, §§ 18, 35, 36) -----------------------------------------------------------

def test_hundertspiel_the_trump_takes_and_nobody_need_follow():
    # § 35: no duty to follow suit, trumping is free; § 36: the highest trump takes the trick
    r = judge(variant="hundertspiel", trump="Denari",
              cards="Spadi-Aß, Denari-Zehner, Bastoni-König, Spadi-Bube")
    assert r["winner"] == {"index": 1, "card": "Denari-Zehner", "seat": "B"}
    assert r["conditions"] == []                # a discard tells nothing of the hand (§ 35)
    assert r["sources"] == ["Hundertspiel § 18", "Hundertspiel § 35", "Hundertspiel § 36"]


def test_hundertspiel_a_trump_lead_must_be_answered_with_trump():
    # § 35: „wenn Trumpf ausgespielt ist, muss man Trumpf zugeben“
    r = judge(variant="hundertspiel", trump="Denari",
              cards="Denari-Zehner, Spadi-Aß, Denari-König, Bastoni-Bube")
    assert r["winner"]["card"] == "Denari-König"
    assert {c["seat"]: c["lacked"] for c in r["conditions"]} == {"B": "keinen Trumpf", "D": "keinen Trumpf"}


# --- Whist (S. 7; following suit: the engine's decision) -------------------------------------------

def test_whist_trump_takes_a_suit_lead_and_trumping_is_not_a_duty():
    # S. 7: the trump suit beats the others; the text is silent on following — decision 8
    r = judge(variant="whist", trump="Coeur", cards="Pique-Dame, Pique-König, Coeur-Zwei, Pique-Acht")
    assert r["winner"]["card"] == "Coeur-Zwei"
    assert r["decision"] == "Muss man Farbe bekennen?"
    assert r["sources"] == ["Whist S. 7"]
    discard = judge(variant="whist", trump="Coeur", cards="Pique-Dame, Pique-König, Treff-Zwei, Pique-Acht")
    assert discard["winner"]["card"] == "Pique-König"
    assert [c["lacked"] for c in discard["conditions"]] == ["kein Pique"]     # not „keinen Trumpf“


# --- Kauflabet (Pierer S. 391) ----------------------------------------------------------------------

def test_kauflabet_the_other_black_jack_is_the_second_trump_and_must_overruff():
    # S. 391: Pique Trumpf → Pique-Bube, then Treff-Bube, then Ass …; over a trump a higher trump
    r = judge(variant="kauflabet-4", trump="Pique", cards="Coeur-Ass, Treff-Bube, Pique-Zehn, Coeur-König")
    assert r["winner"]["card"] == "Treff-Bube"
    assert r["cards"][0]["seat"] == "A"
    assert r["conditions"][1]["lacked"] == "kein Coeur und keinen höheren Trumpf als „Treff-Bube“"
    assert r["sources"] == ["Pierer S. 391"]
    short = judge(variant="kauflabet-4", trump="Pique", cards="Coeur-Ass, Coeur-König")
    assert short["winner"]["card"] == "Coeur-As" and short["cards"][1]["seat"] == "2. Spieler"


# --- bad input: a German message that names the field ------------------------------------------------

@pytest.mark.parametrize("args, words", [
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-Kaiser, Tarok IX, Pique-Acht"},
     ("Feld „cards“, 2. Karte", "Pique-Kaiser")),
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-König, Tarok IX, Pique-Dame"},
     ("Feld „cards“", "zweimal")),
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-König, Tarok IX"},
     ("Feld „cards“", "genau 4 Karten", "angegeben sind 3")),
    ({"variant": "whist", "cards": "Pique-Dame, Pique-König, Coeur-Zwei, Pique-Acht"}, ("Feld „trump“",)),
    ({"variant": "whist", "trump": "Eichel", "cards": "Pique-Dame, Pique-König, Coeur-Zwei, Pique-Acht"},
     ("Feld „trump“", "Eichel")),
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-König, Tarok IX, Pique-Acht",
      "hands": {"C": "Tarok X"}}, ("Feld „hands.C“", "Tarok IX")),
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-König, Tarok IX, Pique-Acht",
      "hands": {"C": "Tarok IX, Pique-Acht"}}, ("Feld „hands.C“", "Pique-Acht")),
    ({"variant": "koenigrufen", "cards": "Pique-Dame, Pique-König, Tarok IX, Pique-Acht",
      "hands": {"E": "Tarok IX"}}, ("hands",)),
])
def test_bad_input_is_a_german_request_error_naming_the_field(args, words):
    with pytest.raises(RequestError) as err:
        run("trick_winner", args)
    for w in words:
        assert w in str(err.value)
    answer = json.loads(call("trick_winner", json.dumps(args)))
    assert answer["ok"] is False and words[0] in answer["error"]["message"]


# --- the answer agrees with the engine's play: every trick of random games --------------------------

# Strohmann forms: cards of the open packets come into the hand during the play, so the hands
# before a trick cannot be read from the later tricks; their winners are checked all the same
PACKETS = {"strohmann"}


@pytest.mark.parametrize("variant", sorted(REGISTRY))
def test_every_trick_of_random_games_is_possible_with_its_hands_and_names_the_engines_winner(variant):
    p = get_profile(variant)
    for seed in range(3):
        state = random_game(p, seed)
        tricks = state.tricks
        for k, t in enumerate(tricks):
            if len(t.cards) < p.n_seats:                       # Kauflabet: who passed is not named
                continue
            seats = [seat_of(p, state, t.leader, i) for i in range(len(t.cards))]
            hands = {} if variant in PACKETS else {
                "ABCDEFGH"[s]: [p.card_name(c) for later in tricks[k:] for j, c in enumerate(later.cards)
                                if seat_of(p, state, later.leader, j) == s] for s in seats}
            r = judge(variant=variant, cards=[p.card_name(c) for c in t.cards], leader="ABCDEFGH"[t.leader],
                      hands=hands, **({"trump": state.trump} if p.trump_suit is None else {}))
            assert r["possible"] is True, (seed, k, r["illegal"])
            assert r["winner"]["seat"] == "ABCDEFGH"[t.winner]
            assert sum("macht den Stich" in c["role"] for c in r["cards"]) == 1
