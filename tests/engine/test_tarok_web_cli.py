"""The widget functions for the Tarok engine (engine.api: variants, legal, settle, play_random),
the registry and the command line (play, score, variants)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.tarok import PROFILES
from engine.variants import REGISTRY, VARIANTS, get_profile
from engine.api import call

ROOT = Path(__file__).resolve().parents[2]


def _ok(name, **args):
    answer = json.loads(call(name, json.dumps(args)))
    assert answer["ok"], answer
    return answer["result"]


def _err(name, **args):
    answer = json.loads(call(name, json.dumps(args)))
    assert not answer["ok"]
    return answer["error"]


def test_registry_holds_every_tarok_profile_with_name_and_source():
    for key, p in PROFILES.items():
        assert REGISTRY[key] is p and p.name and p.source.startswith("Ulmann")
        assert key in VARIANTS
    assert get_profile("tapp").name == "Tapp-Tarok"
    assert "tapp" in {v["key"] for v in _ok("variants")}


def test_legal_with_reason_s15():
    # S. 15: follow suit; if void, trump („atouiren“)
    r = _ok("legal", variant="tapp", hand=["Coeur-Dame", "Tarok XV"], trick=["Coeur-König"], card="Tarok XV")
    assert r["legal"] is False and r["reason"].startswith("Farbe bekennen") and r["legal_cards"] == ["Coeur-Dame"]
    r = _ok("legal", variant="tapp", hand=["Tarok XV", "Pique-Zehn"], trick=["Coeur-König"], card="Pique-Zehn")
    assert r["legal"] is False and "gestochen" in r["reason"]
    assert _ok("legal", variant="tapp", hand="Tarok XV, Pique-Zehn", trick=[], card="Pique-Zehn")["legal"] is True


def test_legal_rejects_nonsense_in_german():
    assert "zugleich" in _err("legal", variant="tapp", hand=["Mond"], trick=["Mond"])["message"]
    assert _err("legal", variant="nosuch", hand=["Mond"])["message"].startswith("Unbekanntes Spiel")
    assert _err("legal", variant="tapp", hand=["Coeur-Fünf"])["type"] == "CardNameError"


def test_settle_breakdown_s24():
    # S. 24: Solo 8, Contra 16
    r = _ok("settle", variant="tapp", game="solo", points=40, contra={"spiel": 1})
    assert r["payments"] == {"A": 32, "B": -16, "C": -16}
    assert r["lines"][0]["amount"] == 16 and r["lines"][0]["source"] == "S. 23"
    assert _err("settle", variant="tapp", game="rufer", points=40)["message"].startswith("Unbekannte Spielart")
    assert "zwischen 0 und 70" in _err("settle", variant="tapp", game="solo", points=80)["message"]


def test_play_random_is_deterministic():
    a = _ok("play_random", variant="koenigrufen", seed=3)
    assert a == _ok("play_random", variant="koenigrufen", seed=3)
    assert a["settlement"]["payments"] and len(a["tricks"]) in (0, 12)


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True)


def test_cli_variants_and_help():
    out = _cli("variants").stdout
    assert "tapp" in out and "Königrufen" in out
    assert "Ulmann" in _cli("variants", "--decisions").stdout
    help_text = _cli("--help").stdout
    for cmd in ("count", "variants", "play", "score"):
        assert cmd in help_text


def test_cli_play_and_score_a_finished_game(tmp_path):
    res = _cli("play", "tapp", "--seed", "4")
    assert res.returncode == 0 and "Stich  1:" in res.stdout and "Saldo:" in res.stdout
    game = _cli("play", "tapp", "--seed", "4", "--json").stdout
    path = tmp_path / "game.json"
    path.write_text(game, encoding="utf-8")
    scored = _cli("score", str(path))
    assert scored.returncode == 0
    assert scored.stdout.splitlines()[-1] == res.stdout.splitlines()[-1]


def test_cli_play_given_deal_and_actions_from_stdin():
    p = PROFILES["tapp"]
    hands = [list(range(6, 22)), list(range(22, 38)), list(range(38, 54))]
    spec = {"variant": "tapp", "seed": 1, "deal": {"hands": hands, "talon": list(range(6))},
            "actions": [["bid", 0, "solo"]]}
    res = _cli("play", "--file", "-", stdin=json.dumps(spec))
    assert res.returncode == 0, res.stderr
    assert "Spiel: Solo" in res.stdout and "A: Solo" in res.stdout
    bad = _cli("play", "--file", "-", stdin=json.dumps({**spec, "actions": [["bid", 1, "solo"]]}))
    assert bad.returncode == 2 and "Nicht am Zug" in bad.stderr


def test_cli_score_an_outcome():
    res = _cli("score", stdin=json.dumps({"variant": "steyerisch", "game": "einer", "multiplicity": 6,
                                          "points": 32}))
    assert res.returncode == 0 and "Saldo: A -468, B +234, C +234" in res.stdout      # S. 49


def test_cli_count_is_unchanged():
    res = _cli("count", "Mond", "Coeur-Dame", "Treff-Cavall")
    assert res.stdout.splitlines()[-1] == "10"
