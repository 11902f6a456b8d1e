"""The engine's boundary (engine.api.call, the CLI, engine.state_io): every request is checked
against a declared shape; a wrong one gets a German message that names the field; no exception
and no traceback leave it; the answer is valid JSON."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import random_game
from engine.errors import RequestError
from engine.state_io import load_state
from engine.tarok import PROFILES
from engine.api import ENDPOINTS, call

ROOT = Path(__file__).resolve().parents[2]


def answer(name, payload):
    text = call(name, payload if isinstance(payload, str) else json.dumps(payload))
    data = json.loads(text)                                     # always valid JSON
    assert "Infinity" not in text and "NaN" not in text
    return data


def err(name, **args):
    a = answer(name, args)
    assert a["ok"] is False, a
    assert a["error"]["type"] != "InternalError", a
    return a["error"]["message"]


SETTLE = {"variant": "tapp", "game": "dreier", "points": 40}


@pytest.mark.parametrize("field, value, words", [
    ("ultimo", "vielleicht", ["„ultimo“", "vielleicht", "spieler-abgefangen"]),
    ("volat", "beide", ["„volat“", "beide"]),
    ("contra", {"spiel": -1}, ["„contra.spiel“", "zwischen 0 und 3"]),
    ("contra", {"spiel": 4}, ["„contra.spiel“"]),
    ("multiplicity", 99, ["„multiplicity“"]),
    ("points", 40.5, ["„points“", "ganze Zahl"]),
    ("points", 1e308, ["„points“"]),
    ("points", True, ["„points“"]),
    ("points", "36", ["„points“", "ein Text"]),
    ("announced", ["contra"], ["„announced[0]“"]),
    ("honneurs", {"D": ["trois"]}, ["„honneurs (Schlüssel)“", "„D“"]),
    ("renonce", "Z", ["„renonce“"]),
    ("frucht", 1, ["Unbekannte Angabe", "„frucht“"]),
])
def test_settle_refuses_values_once_accepted_silently(field, value, words):
    message = err("settle", **{**SETTLE, field: value})
    for w in words:
        assert w in message, message


def test_settle_cross_field_checks():
    assert "eigener" in err("settle", variant="koenigrufen", game="rufer", points=40, declarer="B",
                            partners=["B"])
    # S. 20–22: the Dreier is at most dreimalig (first half, second, back to the first)
    assert "höchstens 3malig" in err("settle", variant="tapp", game="dreier", points=40, multiplicity=4)
    assert "zwischen 1 und 6" in err("settle", variant="tapp", game="viermaliger", points=40, multiplicity=7)
    # Neunzehnerrufen in Wien knows no Supercontra (S. 64: „die höchste Contrameldung ist das Recontra“)
    assert "höchstens Stufe 2" in err("settle", variant="neunzehner", game="dreier", points=40,
                                      contra={"spiel": 3}, options={"wien": True})
    assert "allein" in err("settle", variant="koenigrufen", game="dreier", points=40, partners=["B"])
    assert "keine Angabe möglich" in err("settle", variant="tapp", game="solo", points=40, partners=["B"])
    assert "„points“" in err("settle", variant="tapp", game="solo")
    assert "Unbekannte Angabe" in err("settle", variant="tapp", game="solo", points=40, options={"wien": 1})


def test_legal_refuses_duplicates_and_oversized_hands():
    assert "zweimal" in err("legal", variant="tapp", hand=["Mond", "Mond"])
    assert "zweimal" in err("legal", variant="tapp", hand="Mond, Tarok XXI")        # XXI is the Mond
    assert "zweimal" in err("legal", variant="tapp", hand=["Pagat"], trick=["Mond", "Mond"])
    assert "zugleich" in err("legal", variant="tapp", hand=["Mond"], trick=["Mond"])
    taroks = [f"Tarok {r}" for r in ("II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
                                     "XIII", "XIV", "XV", "XVI", "XVII", "XVIII")]
    assert "höchstens 16 Karten" in err("legal", variant="tapp", hand=taroks)
    assert "„hand“" in err("legal", variant="tapp", hand=["Mond"] * 500)
    assert "„trump“" in err("legal", variant="whist", hand=["Coeur-Aß"], trump=9)


def test_every_function_refuses_duplicates():
    assert "zweimal" in err("count", cards=["Mond", "Mond"])
    for name in ENDPOINTS:
        a = answer(name, {"nosuch": 1})
        assert a["ok"] is False and a["error"]["type"] == "RequestError"


def test_long_input_gives_a_short_message():
    # a 100,000-character input must not come back whole (issue 13, item 5)
    for name, args in (("count", {"cards": ["x" * 99_000]}), ("legal", {"variant": "x" * 99_000, "hand": []}),
                       ("settle", {**SETTLE, "ultimo": "y" * 99_000}), ("count", {"cards": "z" * 99_000})):
        message = err(name, **args)
        assert len(message) < 600, (name, len(message))


def test_card_suggestions_only_from_the_pack_in_use():
    # the 54-card pack has no Coeur-Sieben (S. 9: the red 5–10 are removed)
    message = err("legal", variant="tapp", hand=["Coeur-Siebzehn"])
    assert "Coeur-Sieben" not in message
    message = err("count", cards=["Coeur-Siebn"], pack=54)
    assert "Coeur-Sieben" not in message
    assert "Meinten Sie „Coeur-Sieben“" in err("count", cards=["Coeur-Siebn"], pack=78)


@pytest.mark.parametrize("payload", ["", "[]", "null", "1", '"x"', "{", "[" * 5000, "{\"a\": NaN}",
                                     "{\"cards\": [1e999]}", json.dumps({"cards": "Mond"}) * 3])
def test_malformed_payloads(payload):
    a = answer("count", payload)
    if payload == "":
        assert a["ok"] is False and "„cards“" in a["error"]["message"]
    else:
        assert a["ok"] is False and a["error"]["type"] == "RequestError", a


def test_call_never_raises_for_odd_arguments():
    for name, payload in ((None, "{}"), (1, "{}"), ("count", None), ("count", 5), ("count", b"{}")):
        a = json.loads(call(name, payload))
        assert a["ok"] is False and a["error"]["message"]


def test_options_and_seeds_are_checked():
    assert "„seed“" in err("play_random", variant="tapp", seed=-1)
    assert "„seed“" in err("play_random", variant="tapp", seed=2 ** 40)
    assert "„options.stamm“" in err("play_random", variant="blocks", options={"stamm": "viel"})
    assert "Unbekannte Angabe" in err("play_random", variant="tapp", options={"koenig": True, "x": 1})


def test_state_with_a_card_twice_is_refused():
    p = PROFILES["tapp"]
    good = random_game(p, 3).to_dict()
    assert load_state(good)[1].to_dict() == good
    bad = json.loads(json.dumps(good))
    bad["won"][0] = bad["won"][0] + [bad["won"][1][0]] if bad["won"][1] else [0, 0]
    with pytest.raises(RequestError, match="zugleich|zweimal"):
        load_state(bad)
    bad = json.loads(json.dumps(good))
    bad["hands"][0] = [5, 5]
    with pytest.raises(RequestError, match="zweimal"):
        load_state(bad)
    bad = json.loads(json.dumps(good))
    bad["hands"][1] = [99]
    with pytest.raises(RequestError, match="hands"):
        load_state(bad)
    bad = json.loads(json.dumps(good))
    bad["tricks"][1][1] = bad["tricks"][0][1]
    with pytest.raises(RequestError, match="Stich"):
        load_state(bad)


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True)


@pytest.mark.parametrize("args, stdin, words", [
    ((), None, ["Fehler:", "BEFEHL"]),
    (("nosuch",), None, ["„nosuch“ ist nicht möglich"]),
    (("count", "--pack", "50", "Mond"), None, ["„50“ ist nicht möglich"]),
    (("play", "--seed", "x"), None, ["„x“ ist keine ganze Zahl"]),
    (("play", "tapp", "--options", "{"), None, ["--options"]),
    (("play", "tapp", "--options", '{"stamm": 4}'), None, ["Unbekannte Angabe"]),
    (("score",), "[1", ["kein gültiges JSON"]),
    (("score",), "[" * 100_000, ["verschachtelt"]),
    (("score",), '{"variant": "tapp", "game": "solo", "points": 1e308}', ["„points“"]),
    (("score",), '{"variant": "tapp", "hands": [[1, 1], [], []], "n_seats": 3}', ["zweimal"]),
    (("score", "/nonexistent/file.json"), None, ["gibt es nicht"]),
    (("play", "--file", "-"), '{"variant": "tapp", "actions": [["bid", 7, "solo"]]}', ["„actions[0][1]“"]),
])
def test_cli_speaks_german_and_prints_no_traceback(args, stdin, words):
    res = _cli(*args, stdin=stdin)
    assert res.returncode == 2, res
    assert "Traceback" not in res.stderr and "usage:" not in res.stderr and "error:" not in res.stderr
    for w in words:
        assert w in res.stderr, res.stderr


def test_cli_help_is_german():
    out = _cli("play", "--help").stdout
    assert out.startswith("Aufruf:") and "Optionen:" in out and "show this help" not in out


def test_one_action_vocabulary_and_older_names_at_the_boundary():
    from engine.core import ACTIONS, Action, legal_actions
    from engine.state_io import check_play_request
    from engine.variants import REGISTRY
    for key, p in REGISTRY.items():                  # every game speaks the one vocabulary
        state = random_game(p, 11)
        assert {a.kind for a in state.log} <= set(ACTIONS), key
        assert all(a.kind in ACTIONS for a in legal_actions(p, random_game(p, 12)))
    _, req = check_play_request({"variant": "tapp", "actions": [["bid", 0, "dreier"], ["pass", 1], ["pass", 2],
                                                               ["talon", 0, 0], ["aufdecken", 0]]})
    assert req["actions"][-2:] == [Action("take", 0, 0), Action("reveal", 0)]
    _, req = check_play_request({"variant": "kauflabet-3", "actions": [["mitgehen", 0], ["kaufen", 1, []]]})
    assert [a.kind for a in req["actions"]] == ["join", "exchange"]


def _value(control):
    """A valid value for one control of a settlement form."""
    if control["type"] == "select":
        return control.get("default", control["options"][0]["value"])
    if control["type"] == "number":
        return control.get("default", control["min"])
    raise AssertionError(control)


def _nest(path, value):
    head, _, rest = path.partition(".")
    return {head: _nest(rest, value) if rest else value}


@pytest.mark.parametrize("variant", sorted(k for k, p in PROFILES.items() if p.outcome_fields() is not None))
def test_the_form_marks_exactly_what_settle_demands(variant):
    # the widget („Was zahlt das Spiel?“) renders the form's `required` flags: a form that calls a
    # field optional while settle refuses it without would leave the reader with an error to guess at
    controls = answer("form", {"variant": variant})["result"]["controls"]
    required = [c for c in controls if c["required"] or "required_unless" in c]
    minimal = {"variant": variant}
    for c in required:
        minimal.update(_nest(c["path"], _value(c)))
    a = answer("settle", minimal)
    assert a["ok"], (variant, a)
    for c in required:
        without = {k: v for k, v in minimal.items() if k != c["path"].split(".")[0]}
        message = err("settle", **without)
        assert f"„{c['path']}“" in message and "fehlt" in message, message
        if "required_unless" in c:      # not needed once its checkbox is ticked (Blocks: given up, S. 44)
            assert answer("settle", without | _nest(c["required_unless"], True))["ok"]
