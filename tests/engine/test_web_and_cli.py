"""The widget entry point (engine.api.call) and the command line (python -m engine)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.api import call

ROOT = Path(__file__).resolve().parents[2]


def test_call_returns_json_result():
    answer = json.loads(call("count", json.dumps({"cards": "Mond, Coeur-Dame, Treff-Cavall", "pack": 54})))
    assert answer["ok"] is True
    assert answer["result"]["points"] == 10   # Ulmann S. 18


def test_bad_input_becomes_a_typed_german_error_not_an_exception():
    answer = json.loads(call("count", json.dumps({"cards": "Mond, Coeur-Dme"})))
    assert answer == {"ok": False, "error": {"type": "CardNameError", "code": "card-name",
                                              "message": answer["error"]["message"]}}
    assert answer["error"]["message"].startswith("Unbekannte Karte „Coeur-Dme“.")


def test_malformed_requests_are_reported():
    assert json.loads(call("nosuch", "{}"))["error"]["type"] == "RequestError"
    assert json.loads(call("count", "{not json"))["error"]["type"] == "RequestError"
    assert json.loads(call("count", '{"wrong": 1}'))["error"]["type"] == "RequestError"
    assert json.loads(call("count", '{"cards": "Mond", "pack": 50}'))["error"]["type"] == "RequestError"


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True)


def test_cli_count_prints_points_on_last_line():
    out = run_cli("count", "Sküs", "Tarok XV", "Tarok III")   # Ulmann S. 17: 5 Points
    assert out.returncode == 0
    assert out.stdout.strip().splitlines()[-1] == "5"


def test_cli_count_rounds_as_the_book():
    # S. 17: a lone Dame left over counts 3 (⅓ dropped); Dame and Bube 5 (⅔ counts as a point).
    assert run_cli("count", "Coeur-Dame").stdout.strip().splitlines()[-1] == "3"
    assert run_cli("count", "Coeur-Dame", "Coeur-Bube").stdout.strip().splitlines()[-1] == "5"


def test_cli_rejects_misspelt_card_with_message():
    out = run_cli("count", "Coeur-Dme")
    assert out.returncode == 2
    assert "Unbekannte Karte „Coeur-Dme“" in out.stderr
    assert "Traceback" not in out.stderr
