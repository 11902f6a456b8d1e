"""One request boundary (issue 29): every entry point takes the same seed range, web functions and
reckonings are one kind of thing, and the shared terms reach the page's JavaScript generated."""
from __future__ import annotations

import json
import re

import pytest

from engine import terms
from engine.api import ENDPOINTS, call
from engine.errors import RequestError
from engine.fields import MAX_SEED
from engine.problems.whatif import whatif
from engine.reckonings import RECKONINGS
from engine.schema import Declared, Registry
from engine.state_io import check_play_request
from engine.table import table
from hooks.terms import js_terms


def test_one_seed_range_for_every_entry_point():
    assert MAX_SEED == 2 ** 32 - 1
    assert check_play_request({"variant": "tapp", "seed": MAX_SEED})[1]["seed"] == MAX_SEED
    assert table("tapp", MAX_SEED, "A")["seed"] == MAX_SEED                 # was 2^31 − 1 here
    for seed in (-1, MAX_SEED + 1):
        with pytest.raises(RequestError, match="„seed“"):
            check_play_request({"variant": "tapp", "seed": seed})
        with pytest.raises(RequestError, match="„seed“"):
            table("tapp", seed, "A")
        answer = json.loads(call("play_random", json.dumps({"variant": "tapp", "seed": seed})))
        assert not answer["ok"] and "„seed“" in answer["error"]["message"]


def test_web_functions_and_reckonings_are_one_kind_of_thing():
    for registry in (ENDPOINTS, RECKONINGS):
        assert isinstance(registry, Registry) and all(isinstance(d, Declared) for d in registry.values())
    assert RECKONINGS["count"].run({"cards": ["Sküs", "Mond"], "pack": 54})["results"]["exact"] == "8⅔"   # 4⅓ + 4⅓, S. 11
    assert ENDPOINTS["count"].run({"cards": ["Sküs", "Mond"], "pack": 54})["exact"] == "8⅔"


def test_hand_checks_became_field_specs():
    with pytest.raises(RequestError, match="„seat“"):
        table("tapp", 1, "D")                                  # Tapp-Tarok has three seats
    with pytest.raises(RequestError, match="„nr“"):
        whatif(34, 0, "Mond")
    with pytest.raises(RequestError, match="„budget“"):
        whatif(5, 0, "Mond", budget=0)


def test_the_pages_terms_are_generated_from_the_engine():
    js = js_terms()
    values = dict(re.findall(r"export const (\w+) = (.+);\n", js))
    assert json.loads(values["SEATS"]) == list(terms.SEATS)
    assert json.loads(values["CONTRA_NAMES"]) == list(terms.CONTRA_NAMES)
    assert json.loads(values["MAX_SEED"]) == MAX_SEED
    assert json.loads(values["CARD_NAME_SEPARATORS"]) == terms.CARD_NAME_SEPARATORS


@pytest.mark.parametrize("text,thirds", [("29⅓", 88), ("35⅔", 107), ("⅔", 2), ("0", 0), ("24", 72)])
def test_points_in_thirds_both_ways(text, thirds):
    assert terms.is_points_text(text) and terms.thirds(text) == thirds and terms.points_text(thirds) == text


@pytest.mark.parametrize("bad", ["", "1⅓⅔", "x", "⅓1", None, "1234567"])
def test_points_text_refuses_what_the_book_does_not_print(bad):
    assert not terms.is_points_text(bad)


def test_one_card_name_normaliser():
    assert terms.normalize_card_name(" Coeur–Dame ") == terms.normalize_card_name("coeur, dame") == "coeur dame"
