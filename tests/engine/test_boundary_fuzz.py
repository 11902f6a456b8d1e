"""Fuzzing the web boundary (engine.api.call) with hypothesis: thousands of random malformed
requests – random JSON, valid requests with one field replaced, unknown keys, random text as
payload. Each gets a JSON answer; every failure is a known engine error with a German message
(never an internal error, never English or a traceback)."""
from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.api import ENDPOINTS, call

VALID = {
    "count": {"cards": "Mond, Coeur-Dame, Treff-Cavall", "pack": 54},
    "card_names": {"pack": 42},
    "variants": {},
    "version": {},
    "legal": {"variant": "tapp", "hand": ["Coeur-Dame", "Tarok XV"], "trick": ["Coeur-König"], "card": "Tarok XV"},
    "settle": {"variant": "koenigrufen", "game": "rufer", "points": 40, "partners": ["B"], "contra": {"spiel": 1},
               "announced": ["ultimo"], "ultimo": "spieler", "honneurs": {"A": ["koepfe"]}},
    "form": {"variant": "ungarisch"},
    "contracts": {"variant": "steyerisch"},
    "play_random": {"variant": "kauflabet-3", "seed": 5, "options": {"stamm": 8}},
}
VARIANTS = ["tapp", "blocks", "steyerisch", "koenigrufen", "ungarisch", "paskiewitsch", "neunzehner-trois",
            "strohmann", "gross", "lhombre", "whist", "hundertspiel-scat", "kauflabet-5", "nosuch"]

ENGLISH = re.compile(r"\b(the|invalid|expected|object|NoneType|Traceback|takes|unsupported|missing|"
                     r"positional|keyword|argument|not|is|of|has no attribute)\b")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 12, 10 ** 12) | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30) | st.sampled_from(["Mond", "Pagat", "A", "B", "spieler", "solo", "Coeur-Dame", ""]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=12)


def _strings(value) -> set[str]:
    """Every key and text in a request: the reader's words, which a message may quote."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(_strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value))
    return set()


def check(text: str, request=None) -> dict:
    """`request`: what was sent; its own keys and texts are cut from a message before the check
    for English words (an unknown field „object“ is quoted as it came)."""
    answer = json.loads(text)                        # valid JSON (no NaN/Infinity)
    assert set(answer) in ({"ok", "result"}, {"ok", "error"})
    if not answer["ok"]:
        error = answer["error"]
        assert error["type"] in ("RequestError", "CardNameError", "PileError", "IllegalPlayError",
                                 "EngineError"), error
        message = error["message"]
        assert message and len(message) < 2_000, error
        own = message.split("möglich:")[0]
        for quoted in sorted(_strings(request), key=len, reverse=True):
            if quoted.strip():              # whole words only: a key „t“ must not turn „ist“ into „is“
                own = re.sub(rf"(?<!\w){re.escape(quoted)}(?!\w)", " ", own)
        assert not ENGLISH.search(own), message
    return answer


def _dump(args) -> str:
    return json.dumps(args, allow_nan=True)


FUZZ = settings(max_examples=1_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(name=st.sampled_from(sorted(VALID)), field=st.text(max_size=12), value=json_values, data=st.data())
def test_one_field_replaced(name, field, value, data):
    args = dict(VALID[name])
    if args and data.draw(st.booleans()):
        field = data.draw(st.sampled_from(sorted(args)))
    if "variant" in args and data.draw(st.booleans()):
        args["variant"] = data.draw(st.sampled_from(VARIANTS))
    args[field] = value
    check(call(name, _dump(args)), args)


@FUZZ
@given(name=st.sampled_from(sorted(VALID)), payload=json_values)
def test_random_json(name, payload):
    check(call(name, _dump(payload)), payload)


@settings(max_examples=600, deadline=None)
@given(name=st.one_of(st.sampled_from(sorted(ENDPOINTS)), st.text(max_size=10)), payload=st.text(max_size=60))
def test_random_text(name, payload):
    check(call(name, payload), payload)


@settings(max_examples=600, deadline=None)
@given(variant=st.sampled_from(VARIANTS), game=st.text(max_size=12) | st.sampled_from(
    ["dreier", "solo", "rufer", "zweier", "einer", "a-duo", "aufnehmen", "gross", "dreimaliger"]),
    facts=st.dictionaries(st.sampled_from(["ultimo", "volat", "honneurs", "renonce", "koenig", "in_stichen",
                                           "taroks", "punkte", "meldungen", "multiplicity", "contra",
                                           "announced", "partners", "declarer", "points", "tapped",
                                           "falsche_ansage", "ohne_honneur", "irrtum_contra", "options"]),
                          json_values, max_size=4))
def test_settle_with_random_facts(variant, game, facts):
    args = {"variant": variant, "game": game, "points": 36, **facts}
    check(call("settle", _dump(args)), args)


SETTLE_BASES = [
    {"variant": "whist", "tricks": 9, "honours": {"party": "A+C", "count": 4}},
    {"variant": "kauflabet-4", "in": ["A", "C"], "tricks": {"A": 3, "C": 1}, "stamm": 8},
    {"variant": "hundertspiel-scat", "points": [40, 38], "game": {"kind": "26", "by": "A+C", "won": True,
                                                                  "colour": "coppi"}, "stand": [90, 20]},
    {"variant": "gross", "punkte": [30, 28, 20], "announced": [{"what": "misere", "by": "C", "after": 12}]},
    {"variant": "strohmann", "game": "aufnehmen", "points": 40,
     "falsche_ansage": {"von": "B", "was": "trois", "honneur": "talon"}},
]


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(SETTLE_BASES), data=st.data(), value=json_values)
def test_settle_of_every_game_with_one_field_replaced(base, data, value):
    args = dict(base)
    assert check(call("settle", _dump(args)))["ok"], args
    field = data.draw(st.sampled_from(sorted(args) + ["x"]))
    args[field] = value
    check(call("settle", _dump(args)), args)


def test_the_check_quotes_the_readers_words_but_not_english_of_its_own():
    """The engine quotes an unknown field as sent (here „object“, found by the fuzz); only the
    engine's own words must be German — an English message of its own still fails the check."""
    args = dict(VALID["version"], object=1)
    answer = check(call("version", _dump(args)), args)
    assert not answer["ok"] and "object" in answer["error"]["message"]
    german = json.dumps({"ok": False, "error": {"type": "RequestError", "message": "Feld „t“ ist leer."}})
    assert not check(german, {"t": ""})["ok"]          # only whole words are cut: „ist“ stays „ist“
    english = json.dumps({"ok": False, "error": {"type": "RequestError", "message": "invalid object"}})
    try:
        check(english, args)
    except AssertionError:
        return
    raise AssertionError("an English message of the engine passed the check")
