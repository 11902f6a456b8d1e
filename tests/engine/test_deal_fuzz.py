"""Fuzzing the deals a reader may give (issue 27, bad input): `python -m engine play` with a deal
read from stdin, and the web functions that take cards or seats (`engine.api.call`), fed with
malformed deals — missing or extra talon, duplicate cards, wrong seat counts, unknown variants,
out-of-range numbers. Every one ends in a German „Fehler: …“ naming what is wrong, or in a game
played out; none in „interner Fehler“."""
from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.__main__ import main
from engine.core import ids_of
from engine.variants import get_profile
from engine.api import call

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ["tapp", "tapp-wien", "blocks", "koenigrufen", "strohmann", "gross", "lhombre-talon",
            "neunzehner-trois", "hundertspiel-scat", "whist", "kauflabet-3"]
UNKNOWN = ["nosuch", "", "TAPP", "tapp ", "tarok"]
NUMBERS = st.sampled_from([-1, 0, 1, 53, 54, 77, 78, 79, 2 ** 31, 2 ** 64, -(2 ** 63)])


def run_play(data) -> tuple[int, str]:
    """`python -m engine play -f -` in this process (stdin patched): exit status, stderr."""
    err, out = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(json.dumps(data))
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            status = main(["play", "-f", "-"])
    finally:
        sys.stdin = old_stdin
    return status, err.getvalue()


def assert_clean(status: int, stderr: str) -> None:
    assert "interner Fehler" not in stderr, stderr
    assert "Traceback" not in stderr, stderr
    if status != 0:
        assert stderr.startswith("Fehler: ") and len(stderr) > 12, stderr


def real_deal(variant: str, seed: int) -> dict:
    p = get_profile(variant)
    state = p.deal(random.Random(seed), {})
    return {"hands": [ids_of(h) for h in state.hands], "talon": list(state.talon)}


@st.composite
def malformed_deals(draw):
    variant = draw(st.sampled_from(VARIANTS))
    deal = real_deal(variant, draw(st.integers(0, 1000)))
    hands, talon = deal["hands"], deal["talon"]
    kind = draw(st.sampled_from(["no-talon", "short-talon", "extra-talon", "duplicate", "drop-seat",
                                 "add-seat", "bad-card", "partial", "unknown-variant", "seed", "move-card"]))
    data: dict = {"variant": variant, "deal": deal}
    if kind == "no-talon":
        deal.pop("talon")
    elif kind == "short-talon":
        deal["talon"] = talon[:draw(st.integers(0, max(len(talon) - 1, 0)))]
    elif kind == "extra-talon":
        seat = draw(st.integers(0, len(hands) - 1))
        if hands[seat]:
            talon.append(hands[seat].pop())
        talon.append(draw(NUMBERS))
    elif kind == "duplicate":
        seat = draw(st.integers(0, len(hands) - 1))
        hands[draw(st.integers(0, len(hands) - 1))].append(draw(st.sampled_from(hands[seat] or [0])))
    elif kind == "drop-seat":
        hands.pop(draw(st.integers(0, len(hands) - 1)))
    elif kind == "add-seat":
        hands.append(draw(st.lists(NUMBERS, max_size=3)))
    elif kind == "bad-card":
        hands[draw(st.integers(0, len(hands) - 1))][0] = draw(NUMBERS | st.text(max_size=6) | st.none())
    elif kind == "partial":
        deal["partial"] = True
        for h in hands:
            del h[draw(st.integers(0, len(h))):]
        if draw(st.booleans()):
            deal.pop("talon")
    elif kind == "unknown-variant":
        data["variant"] = draw(st.sampled_from(UNKNOWN))
    elif kind == "seed":
        data["seed"] = draw(NUMBERS)
    elif kind == "move-card":                      # unequal hands, the right number of cards
        a, b = draw(st.integers(0, len(hands) - 1)), draw(st.integers(0, len(hands) - 1))
        if hands[a]:
            hands[b].append(hands[a].pop())
    return data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=malformed_deals())
def test_play_with_malformed_deal_never_ends_in_an_internal_error(data):
    assert_clean(*run_play(data))


def test_partial_tapp_deal_without_talon_names_the_field():
    """The case of issue 27: a partial Tapp deal without talon, through the real command line."""
    deal = {"variant": "tapp", "deal": {"hands": [[0, 1, 2], [3, 4, 5], [6, 7, 8]], "partial": True}}
    proc = subprocess.run([sys.executable, "-m", "engine", "play", "-f", "-"], input=json.dumps(deal),
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("Fehler: Feld „deal.talon“: Tapp-Tarok hat einen Talon von 6 Karten, "
                                   "gegeben sind 0 Karten.")


def test_a_full_deal_with_its_talon_is_still_played():
    status, stderr = run_play({"variant": "tapp", "deal": real_deal("tapp", 3)})
    assert status == 0, stderr


def check_web(text: str) -> None:
    answer = json.loads(text)
    if not answer["ok"]:
        assert answer["error"]["type"] != "InternalError", answer
        assert answer["error"]["message"], answer


@st.composite
def malformed_positions(draw):
    """The solver's position (web `solve`): hands per seat letter, malformed like the deals."""
    variant = draw(st.sampled_from(["tapp", "koenigrufen", "strohmann", "gross"] + UNKNOWN[:2]))
    try:
        deal = real_deal(variant, draw(st.integers(0, 100)))
    except Exception:                              # an unknown variant: any hands will do
        deal = {"hands": [[0, 1], [2, 3], [4, 5]], "talon": []}
    p = get_profile("tapp")
    hands = {"ABCD"[s]: [p.card_name(c) if c < 78 else c for c in h[:3]] for s, h in enumerate(deal["hands"])}
    kind = draw(st.sampled_from(["drop-seat", "add-seat", "duplicate", "bad-card", "uneven", "none"]))
    if kind == "drop-seat":
        hands.pop(draw(st.sampled_from(sorted(hands))))
    elif kind == "add-seat":
        hands["E"] = ["Mond"]
    elif kind == "duplicate":
        first = next(iter(hands.values()))
        hands[draw(st.sampled_from(sorted(hands)))].append(first[0])
    elif kind == "bad-card":
        hands["A"][0] = draw(NUMBERS | st.text(max_size=6))
    elif kind == "uneven":
        hands["B"] = hands["B"][:1]
    return {"position": {"variant": variant, "hands": hands, "leader": draw(st.sampled_from(["A", "B", "Z", 0])),
                         "declarer": "A", "goal": {"kind": "points", "party": "spieler"}},
            "budget": draw(st.sampled_from([1, 1000, 0, -5, 2 ** 40]))}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=malformed_positions())
def test_web_solve_with_malformed_hands(args):
    check_web(call("solve", json.dumps(args)))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS + UNKNOWN), seed=NUMBERS,
       seat=st.sampled_from(["A", "B", "C", "D", "E", ""]),
       log=st.lists(st.lists(st.sampled_from(["play", "bid", "pass", 0, 1, 7, -1, "Mond", None, [3]]), max_size=4),
                    max_size=4))
def test_web_table_and_play_random_with_bad_numbers(variant, seed, seat, log):
    check_web(call("table", json.dumps({"variant": variant, "seed": seed, "seat": seat, "log": log})))
    check_web(call("table", json.dumps({"variant": variant, "seed": seed, "seat": seat, "log": [],
                                        "action": log[0] if log else None})))
    check_web(call("play_random", json.dumps({"variant": variant, "seed": seed})))
