"""Benchmark of the rule engine: random legal games per second per variant, in CPython and in
Pyodide under Node, plus the cost of copying a state and of undoing a move.

    .venv/bin/python scripts/bench_engine.py [--seconds 0.5] [--no-pyodide] [--only tapp,gross]

The same measuring code runs in both interpreters; it prints one table. No assertions.
"""
from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

MEASURE = r'''
import time
from engine.core import random_game, replay, undo
from engine.variants import REGISTRY


def measure(seconds, only=None):
    out = {}
    for key, p in REGISTRY.items():
        if only and key not in only:
            continue
        games, seed, start = 0, 0, time.perf_counter()
        while time.perf_counter() - start < seconds or games < 3:
            random_game(p, seed)
            games += 1
            seed += 1
        out[key] = {"games_per_s": games / (time.perf_counter() - start)}
    p = REGISTRY["tapp"]
    state = random_game(p, 1)
    mid = replay(p, state, len(state.log) - 5)          # inside the last tricks
    in_trick = mid if mid.trick else replay(p, state, len(state.log) - 4)
    def per_call(fn, n):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        return (time.perf_counter() - t) / n * 1e6
    costs = {"copy_us": per_call(mid.copy, 5000),
             "undo_in_trick_us": per_call(lambda: undo(p, in_trick), 2000),
             "undo_by_replay_us": per_call(lambda: replay(p, state, len(state.log) - 1), 200),
             "to_json_us": per_call(state.to_json, 1000)}
    return {"games": out, "costs": costs}
'''


def cpython(seconds: float, only) -> dict:
    scope: dict = {}
    exec(MEASURE, scope)
    return scope["measure"](seconds, only)


def pyodide(seconds: float, only) -> dict | None:
    from pyodide_runner import available, run_in_pyodide
    if not available():
        return None
    return run_in_pyodide(MEASURE + f"\nemit(measure({seconds!r}, {only!r}))\n", timeout=1800)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=0.5, help="time per variant (default 0.5 s)")
    ap.add_argument("--no-pyodide", action="store_true", help="only CPython")
    ap.add_argument("--only", help="comma-separated variant keys")
    args = ap.parse_args(argv)
    only = args.only.split(",") if args.only else None
    cp = cpython(args.seconds, only)
    py = None if args.no_pyodide else pyodide(args.seconds, only)
    name = f"CPython {platform.python_version()}"
    print(f"{'Variante':26} {name:>18} {'Pyodide (Node)':>16}")
    for key, v in cp["games"].items():
        other = f"{py['games'][key]['games_per_s']:.0f}" if py else "–"
        print(f"{key:26} {v['games_per_s']:>14.0f}/s {other:>14}/s")
    print()
    print(f"{'Kosten (Tapp-Tarok)':26} {name:>18} {'Pyodide (Node)':>16}")
    for key, us in cp["costs"].items():
        other = f"{py['costs'][key]:.1f}" if py else "–"
        print(f"{key:26} {us:>15.1f} µs {other:>13} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
