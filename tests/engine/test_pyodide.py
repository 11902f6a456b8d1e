"""A smoke game of every variant inside Pyodide (Python 3.14 in WebAssembly, under Node): the
engine runs unchanged there and gives the same records as CPython for the same seeds."""
from __future__ import annotations

import json

import pytest

from engine.core import random_game, record
from engine.variants import REGISTRY
from pyodide_runner import available, run_in_pyodide

pytestmark = pytest.mark.pyodide
SEEDS = (1, 2)

CODE = """
import sys
from engine.core import random_game, record
from engine.variants import REGISTRY
from engine.api import call
out = {key: [record(p, random_game(p, seed)) for seed in %(seeds)r] for key, p in REGISTRY.items()}
emit({"version": sys.version_info[:2], "records": out,
      "legal": call("legal", '{"variant": "tapp", "hand": ["Coeur-Dame", "Tarok XV"], "trick": ["Coeur-König"], "card": "Tarok XV"}'),
      "settle": call("settle", '{"variant": "steyerisch", "game": "einer", "multiplicity": 6, "points": 32}')})
""" % {"seeds": SEEDS}


@pytest.fixture(scope="module")
def pyodide_result():
    if not available():
        pytest.fail("node or node_modules/pyodide is missing: run scripts/setup.sh")
    return run_in_pyodide(CODE)


def test_pyodide_is_python_3_14(pyodide_result):
    assert tuple(pyodide_result["version"]) >= (3, 14)


def test_every_variant_same_record_as_cpython(pyodide_result):
    records = pyodide_result["records"]
    assert set(records) == set(REGISTRY)
    for key, p in REGISTRY.items():
        here = [json.loads(json.dumps(record(p, random_game(p, seed)), ensure_ascii=False)) for seed in SEEDS]
        assert records[key] == here, key


def test_widget_calls_in_pyodide(pyodide_result):
    legal = json.loads(pyodide_result["legal"])
    assert legal["ok"] and legal["result"]["legal"] is False
    settle = json.loads(pyodide_result["settle"])
    assert settle["result"]["payments"] == {"A": -468, "B": 234, "C": 234}      # Ulmann S. 49
