"""Instructions executed per random game, counted with valgrind (cachegrind): the engine's speed
independent of the machine's load, for before/after comparisons (README „Engine speed before and
after issue 29“). Needs valgrind (Debian: `apt-get install valgrind`).

    .venv/bin/python scripts/bench_instructions.py [--root DIR] [--only tapp,kauflabet-2] [--games 100]

`--root`: a checkout of the engine to measure (e.g. `git archive e8f6d20 | tar -x -C /tmp/old`),
default this one. For each variant: the engine imported, one game played to warm up, `gc.freeze()`,
then seeds 0 … games−1 played; the same run with no games is subtracted. `replay` stands for undo
by replay (Tapp-Tarok seed 1 replayed up to its last action, `--games` times).
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

RUN = r'''
import gc, sys
root, variant, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
import engine                             # (run in the checkout measured, not the installed one)
assert engine.__file__.startswith(root), engine.__file__
from engine.core import random_game, replay
from engine.variants import REGISTRY
gc.collect(); gc.freeze()                 # the start-up's objects out of the collector's sweeps
if variant == "replay":
    p = REGISTRY["tapp"]; state = random_game(p, 1)
    for _ in range(n):
        replay(p, state, len(state.log) - 1)
else:
    p = REGISTRY[variant]
    random_game(p, 10 ** 6)               # warm up
    for seed in range(n):
        random_game(p, seed)
'''


def instructions(root: str, variant: str, games: int) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": root}
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          sys.executable, "-c", RUN, root, variant, str(games)],
                         capture_output=True, text=True, env=env, check=True, cwd=root)
    return int(re.search(r"I\s+refs:\s+([\d,]+)", out.stderr).group(1).replace(",", ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=str(Path(__file__).resolve().parents[1]), help="checkout to measure")
    ap.add_argument("--only", help="comma-separated variant keys, and/or `replay`")
    ap.add_argument("--games", type=int, default=100, help="games (or replays) per variant (default 100)")
    args = ap.parse_args(argv)
    root = str(Path(args.root).resolve())
    if args.only:
        variants = args.only.split(",")
    else:                                     # the variant keys of the checkout measured
        keys = subprocess.run([sys.executable, "-c", "from engine.variants import REGISTRY; print(*REGISTRY)"],
                              capture_output=True, text=True, check=True, cwd=root, env={**os.environ, "PYTHONPATH": root})
        variants = [*keys.stdout.split(), "replay"]
    for v in variants:
        per_game = (instructions(root, v, args.games) - instructions(root, v, 0)) / args.games
        print(f"{v:26} {per_game / 1e6:8.4f} M", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
