"""Property check of the Probespiel's request path (engine.table, issue 25): many random whole
games of every game of the engine, each through `engine.api.call("table", …)` exactly as the page
asks — the reader's seat choosing at random among the offered actions, the engine's seats by
their players — to the settlement. Every game must end without an error answer, in a balanced
settlement, and without a failure of the engine's player (`engine_note`).

    python scripts/check_table.py [--games 10000] [--seed 0] [--variants tapp,whist,…]
                                  [--players engine|zufall] [--json]

The games are spread round-robin over the variants (seeds seed, seed+1, …; the reader's seat
changes with the seed). `--players zufall`: the engine's seats choose at random (the page's
„zufällig“), which makes 10,000 games a matter of minutes; the thinking players (`engine`, the
default) take about a second per Tarok game in CPython. Prints per variant the games, failures, player failures and the time per
engine decision (CPython), and exits 1 if anything failed.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from engine.table_check import play_through, seat_for
from engine.variants import REGISTRY


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--variants", default=",".join(REGISTRY))
    ap.add_argument("--players", choices=("engine", "zufall"), default="engine")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    variants = args.variants.split(",")
    rows = {v: {"games": 0, "failures": [], "player_failures": 0, "decisions": []} for v in variants}
    t0 = time.time()
    for i in range(args.games):
        v = variants[i % len(variants)]
        seed = args.seed + i // len(variants)
        g = play_through(v, seed, seat_for(REGISTRY[v].n_seats, seed), random.Random(seed), args.players)
        row = rows[v]
        row["games"] += 1
        row["decisions"] += g.engine_seconds
        row["player_failures"] += bool(g.notes)
        if g.failure:
            row["failures"].append({"seed": seed, "failure": g.failure})
        if not args.json and (i + 1) % 280 == 0:
            done = sum(r["games"] for r in rows.values())
            bad = sum(len(r["failures"]) for r in rows.values())
            notes = sum(r["player_failures"] for r in rows.values())
            print(f"… {done} games, {bad} failures, {notes} with a player failure, {time.time() - t0:.0f} s", flush=True)
    report = {"games": args.games, "players": args.players, "seconds": round(time.time() - t0, 1), "variants": {}}
    for v, row in rows.items():
        d = sorted(row["decisions"]) or [0.0]
        report["variants"][v] = {"games": row["games"], "failures": row["failures"][:5],
                                 "n_failures": len(row["failures"]), "games_with_player_failure": row["player_failures"],
                                 "decisions": len(row["decisions"]), "median_s": round(statistics.median(d), 4),
                                 "max_s": round(d[-1], 3)}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        print(f"{args.games} games in {report['seconds']} s")
        for v, r in report["variants"].items():
            print(f"{v:24} {r['games']:6} games  failures {r['n_failures']:3}  player failures {r['games_with_player_failure']:3}"
                  f"  decisions {r['decisions']:7}  median {r['median_s']:.4f} s  max {r['max_s']:.3f} s")
            for f in r["failures"]:
                print(f"    seed {f['seed']}: {f['failure']}")
    bad = any(r["n_failures"] or r["games_with_player_failure"] for r in report["variants"].values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
