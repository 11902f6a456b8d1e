"""One English vocabulary for the request's keys (issue 29): the facts of an outcome have English
names (`player_points`, `all_tricks`, `no_tricks`, `declarations`, `in_tricks`); a request saved
in a page or a link under the earlier German names (`punkte`, `vole`, `stichfrei`, `meldungen`,
`in_stichen`) is read under today's and settles the same."""
import pytest

from engine.api import run
from engine.fields import OUTCOME_NAMES_BEFORE
from engine.reckonings import reckon
from engine.variants import REGISTRY


@pytest.mark.parametrize("new, old", [
    # Groß-Tarok S. 160: the Vole with the Pagat home in the last trick
    ({"variant": "gross", "player_points": [78, 0, 0], "all_tricks": "A", "pagat_ultimo": "A"},
     {"variant": "gross", "punkte": [78, 0, 0], "vole": "A", "pagat_ultimo": "A"}),
    # Groß-Tarok S. 149: Misère, who made no trick
    ({"variant": "gross", "player_points": [40, 20, 18], "no_tricks": ["A"],
      "announced": [{"what": "misere", "by": "A"}]},
     {"variant": "gross", "punkte": [40, 20, 18], "stichfrei": ["A"], "announced": [{"what": "misere", "by": "A"}]}),
    # Neunzehnerrufen S. 62: the Meldungen of the hands
    ({"variant": "neunzehner", "game": "dreier", "points": 40, "declarations": {"A": ["honneurs"]}},
     {"variant": "neunzehner", "game": "dreier", "points": 40, "meldungen": {"A": ["honneurs"]}}),
    # Ungarisch: premiums earned in the tricks
    ({"variant": "ungarisch", "game": "solo", "points": 40, "in_tricks": {"spieler": ["trois"]}},
     {"variant": "ungarisch", "game": "solo", "points": 40, "in_stichen": {"spieler": ["trois"]}}),
])
def test_earlier_fact_names_settle_as_today(new, old):
    assert run("settle", new) == run("settle", old)
    assert reckon("settle", old, ["payments"]) == reckon("settle", new, ["payments"])


def test_the_form_offers_only_english_names():
    for variant in ("gross", "neunzehner", "ungarisch", "paskiewitsch"):
        names = {c["path"].split(".")[0].split("[")[0] for c in run("form", {"variant": variant})["controls"]}
        assert not names & set(OUTCOME_NAMES_BEFORE), (variant, names & set(OUTCOME_NAMES_BEFORE))


# The keys of the Tarok facts, the contract and the options in English too (issue 29): a request,
# a saved game or an example under the earlier German names settles and loads the same.
@pytest.mark.parametrize("new, old", [
    # Tapp-Tarok S. 24: tous les trois in the hand; S. 20: the fourth rests as „König“
    ({"variant": "tapp", "game": "dreier", "points": 40, "honours": {"B": ["trois"]},
      "options": {"resting_king": True}},
     {"variant": "tapp", "game": "dreier", "points": 40, "honneurs": {"B": ["trois"]}, "options": {"koenig": True}}),
    # Königrufen S. 51: the called King caught
    ({"variant": "koenigrufen", "game": "rufer", "partners": ["B"], "points": 40, "called_king": "gefangen"},
     {"variant": "koenigrufen", "game": "rufer", "partners": ["B"], "points": 40, "koenig": "gefangen"}),
    # Codex § 28: Contra to the Ultimo given in error
    ({"variant": "koenigrufen", "game": "rufer", "partners": ["B"], "points": 40, "announced": ["ultimo"],
      "contra": {"ultimo": 1}, "contra_in_error": "ultimo", "ultimo": "spieler"},
     {"variant": "koenigrufen", "game": "rufer", "partners": ["B"], "points": 40, "announced": ["ultimo"],
      "contra": {"ultimo": 1}, "irrtum_contra": "ultimo", "ultimo": "spieler"}),
    # Codex § 33: a false announcement, the missing Honneur in the talon
    ({"variant": "strohmann", "game": "aufnehmen", "points": 40,
      "false_announcement": {"by": "A", "what": "trois", "honour": "talon"}},
     {"variant": "strohmann", "game": "aufnehmen", "points": 40,
      "falsche_ansage": {"von": "A", "was": "trois", "honneur": "talon"}}),
    # Codex § 35: a game declared without a Tarok-Honneur
    ({"variant": "paskiewitsch", "game": "dreier", "partners": ["C"], "points": 40, "without_honour": "A"},
     {"variant": "paskiewitsch", "game": "dreier", "partners": ["C"], "points": 40, "ohne_honneur": "A"}),
])
def test_earlier_fact_and_option_keys_settle_as_today(new, old):
    today = run("settle", new)
    assert run("settle", old) == today
    assert reckon("settle", old, ["payments"]) == reckon("settle", new, ["payments"])
    assert today["lines"]                   # the fact was read: the settlement names it


def test_the_fact_changes_the_settlement_under_either_name():
    base = {"variant": "paskiewitsch", "game": "dreier", "partners": ["C"], "points": 40}
    plain = run("settle", base)["payments"]
    assert run("settle", {**base, "ohne_honneur": "A"})["payments"] != plain
    assert run("settle", {**base, "without_honour": "A"})["payments"] != plain


def test_a_message_quotes_the_field_as_it_was_sent():
    from engine.errors import RequestError
    settle = {"variant": "tapp", "game": "dreier", "points": 40}
    for name in ("honneurs", "honours"):
        with pytest.raises(RequestError, match=f"„{name} \\(Schlüssel\\)“"):
            run("settle", {**settle, name: {"D": ["trois"]}})
    with pytest.raises(RequestError, match="„falsche_ansage.was“"):
        run("settle", {"variant": "strohmann", "game": "aufnehmen", "points": 40,
                       "falsche_ansage": {"von": "A", "was": "cinq", "honneur": "talon"}})
    with pytest.raises(RequestError, match="zweimal"):
        run("settle", {**settle, "honneurs": {"A": ["trois"]}, "honours": {"A": ["trois"]}})


def test_a_saved_contract_and_options_under_the_earlier_keys_load():
    from engine.core import random_game
    from engine.record import UnknownKey
    from engine.state_io import load_state
    from engine.tarok.state import TarokContract
    c = TarokContract({"declarer": 0, "irrtum_contra": "spiel", "ohne_honneur": 1,
                       "falsche_ansage": {"von": "A", "was": "trois", "honneur": "talon"}})
    assert (c.contra_in_error, c.without_honour) == ("spiel", 1)
    assert (c.false_announcement.by, c.false_announcement.what, c.false_announcement.honour) == ("A", "trois", "talon")
    assert set(c) == {"declarer", "contra_in_error", "without_honour", "false_announcement"}   # saved in English
    with pytest.raises(UnknownKey):
        TarokContract({"irrtum_contra": "spiel", "contra_in_error": "ultimo"})
    with pytest.raises(UnknownKey):
        c["irrtum_contra"]                  # only a saved file's word, not a key of today's record
    saved = random_game(REGISTRY["tapp"], 3).to_dict()
    saved["options"] = {"koenig": True}
    _, loaded = load_state(saved)
    assert loaded.options == {"resting_king": True}


# The last German keys of the Tarok engine in English (issue 29): the options `ultimo_premium`
# (was ultimo_praemie), `pagat_call_throw_in` (schleifen_pagat), `honours_in_tricks` (in_stichen)
# and the contract's `hand_premiums`, `declarations`, `given_up`, `thrown_in` (ansagen, meldungen,
# aufgegeben, schleifen); requests and saved games under the earlier names load the same.
@pytest.mark.parametrize("req, old, new", [
    # Tapp-Tarok S. 39: the moderate Ultimo premiums agreed
    ({"variant": "tapp", "game": "dreier", "points": 40, "ultimo": "spieler"},
     {"ultimo_praemie": [3, 6]}, {"ultimo_premium": [3, 6]}),
    # Königrufen S. 52: in Böhmen tous les trois counts only in the tricks
    ({"variant": "koenigrufen", "game": "rufer", "partners": ["B"], "points": 40, "honours": {"B": ["trois"]}},
     {"in_stichen": True}, {"honours_in_tricks": True}),
])
def test_earlier_option_names_settle_as_today(req, old, new):
    today = run("settle", {**req, "options": new})
    assert run("settle", {**req, "options": old}) == today
    assert today["payments"] != run("settle", req)["payments"]     # the option was read


def test_a_saved_game_with_the_earlier_option_and_contract_keys_loads():
    from engine.core import random_game
    from engine.state_io import load_state
    from engine.tarok.state import TarokContract
    c = TarokContract({"declarer": 0, "ansagen": {"0": []}, "meldungen": {"1": ["acht"]},
                       "aufgegeben": {"seat": 2, "after": 3}, "schleifen": True})
    assert (c.hand_premiums, c.declarations, c.given_up, c.thrown_in) == (
        {"0": []}, {"1": ["acht"]}, {"seat": 2, "after": 3}, True)
    assert set(c) == {"declarer", "hand_premiums", "declarations", "given_up", "thrown_in"}
    saved = random_game(REGISTRY["koenigrufen"], 3).to_dict()
    saved["options"] = {"schleifen_pagat": 6}
    saved["contract"] = {**saved["contract"], "schleifen": False}
    _, loaded = load_state(saved)
    assert loaded.options == {"pagat_call_throw_in": 6}
    assert loaded.contract.thrown_in is False and "schleifen" not in dict(loaded.contract)


@pytest.mark.parametrize("req, old, new", [
    # Steyerisch S. 48: the factors „an einigen Orten“
    ({"variant": "steyerisch", "game": "einer", "points": 28}, {"faktoren": "andere"}, {"factors": "andere"}),
    # Ungarisch S. 81: the premium of the Mondfang agreed
    ({"variant": "ungarisch", "game": "dreier", "points": 40, "in_tricks": {"spieler": ["mondfang"]}},
     {"fang": 3}, {"catch_premium": 3}),
])
def test_earlier_option_names_of_steyerisch_and_ungarisch_settle_as_today(req, old, new):
    test_earlier_option_names_settle_as_today(req, old, new)



def test_blocks_volat_announceable_under_either_name_s42():
    # S. 42: the Volat may be announced only by agreement (option volat_announceable, was volat_ansage)
    from engine.core import random_game
    from engine.state_io import load_state
    blocks = REGISTRY["blocks"]
    saved = next(d for d in (random_game(blocks, s).to_dict() for s in range(50)) if d["contract"].get("declarer") is not None)
    offered = {}
    for name in ("volat_ansage", "volat_announceable", None):
        _, state = load_state({**saved, "options": {name: True} if name else {}})
        state.contract.announced = []
        offered[name] = blocks.announcements_for(state, state.contract.declarer)
        assert state.options == ({"volat_announceable": True} if name else {})
    assert offered["volat_ansage"] == offered["volat_announceable"] == ["ultimo", "volat"]
    assert offered[None] == ["ultimo"]


def test_strohmann_play_out_under_either_name_s78():
    # S. 78: where both pass, some circles play the game out (option play_out, was durchspielen);
    # the option is read under either name, by a new game and by a saved one
    from engine.core import Action, act, new_game
    from engine.state_io import load_state
    sm = REGISTRY["strohmann"]
    phases = {}
    for name in ("durchspielen", "play_out", None):
        state = new_game(sm, seed=2, options={name: True} if name else {})
        assert state.options == ({"play_out": True} if name else {})
        _, loaded = load_state({**state.to_dict(), "options": {name: True} if name else {}})
        assert loaded.options == state.options
        act(sm, loaded, Action("pass", 0))
        act(sm, loaded, Action("pass", 1))
        phases[name] = loaded.phase
    assert phases == {"durchspielen": "play", "play_out": "play", None: "thrown-in"}
