"""Instructions executed per random game, counted with valgrind (cachegrind): the engine's speed
independent of the machine's load, for before/after comparisons (README „Engine speed before and
after issue 29“). Needs valgrind (Debian: `apt-get install valgrind`).

    .venv/bin/python scripts/bench_instructions.py [--root DIR] [--only tapp,kauflabet-2] [--games 100]

`--root`: a checkout of the engine to measure (e.g. `git archive e8f6d20 | tar -x -C /tmp/old`),
default this one. For each variant: the engine imported, one game played to warm up, `gc.freeze()`,
then seeds 0 … games−1 played; the same run with no games is subtracted. `replay` stands for undo
by replay (Tapp-Tarok seed 1 replayed up to its last action, `--games` times).

    .venv/bin/python scripts/bench_instructions.py [--root DIR] --solver 2,5,21 [--nodes 20000]

`--solver`: instead, instructions per node of the Python solver (`engine.solver.Solver`) on the
given problems of the book: the exact value (points of party 0) of each problem's position at its
start, from an empty table, stopped after `--nodes` nodes; the same run without the search is
subtracted. The node counts are printed too: before/after figures compare only where they agree.
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

RUN_SOLVER = r'''
import gc, sys
root, nr, budget = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
import engine                             # (run in the checkout measured, not the installed one)
assert engine.__file__.startswith(root), engine.__file__
from engine.problems import model
from engine.problems.game import position, replay
from engine.solver import Points, Solver, SolverBudget
from engine.variants import get_profile
pr = model.load(nr)
profile, pos = get_profile(pr.variant), position(pr, replay(pr, 0).state)
gc.collect(); gc.freeze()
nodes = 0
if budget:
    solver = Solver(profile, pos, Points(0), budget=budget)
    try:
        solver.value()
        nodes = solver.nodes
    except SolverBudget:
        nodes = budget
print("nodes", nodes, file=sys.stderr)
'''


def instructions(root: str, variant: str, games: int) -> int:
    return _counted(root, RUN, variant, games)[0]


def _counted(root: str, code: str, *args) -> tuple[int, str]:
    """(instructions, stderr) of `code` run under cachegrind in the checkout `root`."""
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": root}
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                          sys.executable, "-c", code, root, *map(str, args)],
                         capture_output=True, text=True, env=env, check=True, cwd=root)
    return int(re.search(r"I\s+refs:\s+([\d,]+)", out.stderr).group(1).replace(",", "")), out.stderr


def solver_per_node(root: str, nr: int, nodes: int) -> tuple[float, int]:
    """(instructions per node, nodes) of the Python solver on problem `nr` (see the docstring)."""
    total, err = _counted(root, RUN_SOLVER, nr, nodes)
    searched = int(re.search(r"nodes (\d+)", err).group(1))
    return (total - _counted(root, RUN_SOLVER, nr, 0)[0]) / max(searched, 1), searched


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=str(Path(__file__).resolve().parents[1]), help="checkout to measure")
    ap.add_argument("--only", help="comma-separated variant keys, and/or `replay`")
    ap.add_argument("--games", type=int, default=100, help="games (or replays) per variant (default 100)")
    ap.add_argument("--solver", help="comma-separated problem numbers: the Python solver per node instead")
    ap.add_argument("--nodes", type=int, default=20_000, help="nodes of each solver search (default 20000)")
    args = ap.parse_args(argv)
    root = str(Path(args.root).resolve())
    if args.solver:
        for nr in map(int, args.solver.split(",")):
            per_node, nodes = solver_per_node(root, nr, args.nodes)
            print(f"Nr. {nr:<3} {per_node / 1e3:8.1f} k per node ({nodes} nodes)", flush=True)
        return 0
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
