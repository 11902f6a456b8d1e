"""Benchmark of the rule engine: random legal games per second per variant, in CPython and in
Pyodide under Node, plus the cost of copying a state and of undoing a move; then the property
check of engine.selfcheck on 10,000 random games per variant (every action legal, JSON, undo,
balanced settlement, both counting methods), which must pass without a failure.

    .venv/bin/python scripts/bench_engine.py [--seconds 0.5] [--no-pyodide] [--only tapp,gross]
                                             [--check 10000] [--deep-every 10]
    .venv/bin/python scripts/bench_engine.py --seeds 300 --repeat 3 --no-pyodide --json   # before/after

The same measuring code runs in both interpreters; it prints one table. The exit status is 1 if
a property check failed.
"""
from __future__ import annotations

import argparse
import json
import platform
import sys


MEASURE = r'''
import time
from engine.core import random_game, replay, undo
from engine.variants import REGISTRY


def measure(seconds, only=None, seeds=0, repeat=1):
    # seeds == 0: as many games as fit in `seconds` of wall time. seeds > 0: the same games
    # (seeds 0 … seeds-1) `repeat` times, the best run in CPU seconds (fair on a shared machine).
    clock = time.process_time if seeds else time.perf_counter
    out = {}
    for key, p in REGISTRY.items():
        if only and key not in only:
            continue
        if seeds:
            best = min(_run(p, seeds, clock) for _ in range(repeat))
            out[key] = {"games_per_s": seeds / best}
            continue
        games, seed, start = 0, 0, clock()
        while clock() - start < seconds or games < 3:
            random_game(p, seed)
            games += 1
            seed += 1
        out[key] = {"games_per_s": games / (clock() - start)}
    p = REGISTRY["tapp"]
    state = random_game(p, 1)
    mid = replay(p, state, len(state.log) - 5)          # inside the last tricks
    in_trick = mid if mid.trick else replay(p, state, len(state.log) - 4)
    def per_call(fn, n):
        best = None
        for _ in range(repeat):
            t = clock()
            for _ in range(n):
                fn()
            spent = (clock() - t) / n * 1e6
            best = spent if best is None else min(best, spent)
        return best
    costs = {"copy_us": per_call(mid.copy, 5000),
             "undo_in_trick_us": per_call(lambda: undo(p, in_trick), 2000),
             "undo_by_replay_us": per_call(lambda: replay(p, state, len(state.log) - 1), 200),
             "to_json_us": per_call(state.to_json, 1000)}
    return {"games": out, "costs": costs}


def _run(p, seeds, clock):
    start = clock()
    for seed in range(seeds):
        random_game(p, seed)
    return clock() - start
'''


def cpython(seconds: float, only, seeds: int, repeat: int) -> dict:
    scope: dict = {}
    exec(MEASURE, scope)
    return scope["measure"](seconds, only, seeds, repeat)


def pyodide(seconds: float, only, seeds: int, repeat: int) -> dict | None:
    from pyodide_runner import available, run_in_pyodide
    if not available():
        return None
    return run_in_pyodide(MEASURE + f"\nemit(measure({seconds!r}, {only!r}, {seeds!r}, {repeat!r}))\n",
                          timeout=1800)


def check(games: int, deep_every: int, only) -> int:
    """Property check of every variant; prints one line per variant, returns the failures."""
    import time
    from engine.core import DONE
    from engine.selfcheck import check_game
    from engine.variants import REGISTRY
    failures = 0
    print(f"{'Variante':26} {'Spiele':>8} {'zu Ende':>8} {'Fehler':>7} {'Spiele/s':>9}")
    for key, p in REGISTRY.items():
        if only and key not in only:
            continue
        start, done, bad, first = time.perf_counter(), 0, 0, ""
        for seed in range(games):
            try:
                done += check_game(p, seed, deep=seed % deep_every == 0).phase == DONE
            except Exception as e:                         # noqa: BLE001 – counted and reported
                bad += 1
                first = first or f"{type(e).__name__}: {e}"
        rate = games / (time.perf_counter() - start)
        print(f"{key:26} {games:>8} {done:>8} {bad:>7} {rate:>9.0f}" + (f"  {first}" if first else ""))
        failures += bad
    return failures


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=0.5, help="time per variant (default 0.5 s)")
    ap.add_argument("--seeds", type=int, default=0, help="instead of --seconds: the same games (seeds 0 … "
                    "N-1) per variant, timed in CPU seconds, best of --repeat (for before/after comparisons)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per figure with --seeds (default 3, the best counts)")
    ap.add_argument("--json", action="store_true", help="print the measured figures as JSON (no property check)")
    ap.add_argument("--no-pyodide", action="store_true", help="only CPython")
    ap.add_argument("--only", help="comma-separated variant keys")
    ap.add_argument("--check", type=int, default=10_000, help="games per variant for the property check "
                    "(default 10000; 0 skips it)")
    ap.add_argument("--deep-every", type=int, default=10, help="every n-th checked game also checks undo, "
                    "replay and the strict state check (default 10)")
    args = ap.parse_args(argv)
    only = args.only.split(",") if args.only else None
    repeat = max(args.repeat, 1) if args.seeds else 1
    cp = cpython(args.seconds, only, args.seeds, repeat)
    py = None if args.no_pyodide else pyodide(args.seconds, only, args.seeds, repeat)
    if args.json:
        print(json.dumps({"cpython": cp, "pyodide": py}, indent=1))
        return 0
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
    if args.check:
        print()
        failures = check(args.check, max(args.deep_every, 1), only)
        print(f"\nEigenschaften geprüft: {args.check} Spiele je Variante, {failures} Fehler.")
        return 1 if failures else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
