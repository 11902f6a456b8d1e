"""Nodes of the what-if's exact value in CPython (issue 23): the search „Was wäre, wenn …?“ asks
the compiled core for, at a step of a problem's line after another legal card than the book's.

    .venv/bin/python scripts/whatif_nodes.py [N …] [--first-move] [--all-cards] [--json FILE]

`--first-move`: only move 0 of the full deals (`kind: deal`), after the first legal card other
than the book's — the position `scripts/bench_whatif.py` clicks in Chromium. Without it, every
step of every problem (the sweep): after the first other legal card, or with `--all-cards` after
each of them. Each search starts from an empty table (the page's table may already hold entries,
so this is the pessimistic case) and runs to the end (`--budget`, 500 M nodes by default); node
counts do not depend on the machine's load, so they are the measure (CPU seconds beside them).
No assertions: it prints per position the nodes, CPU seconds and value, then the worst ones and
the total; `--json` also writes the rows, to compare two builds of the core.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from bench_solver import timed_exact
from engine import solver_core
from engine.core import DONE, Action, ids_of, why_illegal
from engine.problems import model
from engine.problems.game import position, replay
from engine.solver import Points
from engine.solver_core import make_solver


def alternatives(pr, step: int, all_cards: bool) -> list[int]:
    """The legal cards of the seat to move at `step` other than the book's (the first only, unless
    `all_cards`)."""
    st = replay(pr, step).state
    if st.phase == DONE:
        return []
    book = pr.line[step].card if step < len(pr.line) else None
    out = [c for c in ids_of(st.hands[st.turn])
           if c != book and not why_illegal(pr.profile, st, Action("play", st.turn, c))]
    return out if all_cards else out[:1]


def exact_after(pr, step: int, card: int, budget: int) -> dict:
    """The what-if's exact value (points of the Spieler's party still to come) after `card` at
    `step`, from an empty table: value (None past the budget), nodes, CPU seconds."""
    st = replay(pr, step).state
    after = replay(pr, step, extra=[(st.turn, card)])
    r = timed_exact(make_solver(pr.profile, position(pr, after.state), Points(0), budget=budget))
    return {"nr": pr.nr, "step": step, "card": pr.profile.card_name(card), "value": r["value"],
            "nodes": r["nodes"], "cpu": round(r["cpu"], 3)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--first-move", action="store_true", help="only move 0 of the full deals")
    ap.add_argument("--all-cards", action="store_true", help="every other legal card, not the first only")
    ap.add_argument("--budget", type=int, default=500_000_000)
    ap.add_argument("--worst", type=int, default=10, help="how many of the worst positions to list")
    ap.add_argument("--json", help="write the rows to this file")
    args = ap.parse_args(argv)
    if solver_core.core() is None:
        print(f"the core does not load: {solver_core.load_error()}")
        return 1
    problems = [model.load(n) for n in (args.numbers or model.numbers())]
    if args.first_move:
        problems = [pr for pr in problems if pr.kind == "deal"]
    print(f"load average {os.getloadavg()[0]:.1f}; "
          + ("move 0 of the full deals" if args.first_move else "every step")
          + (", every other legal card" if args.all_cards else ", the first other legal card"), flush=True)
    rows = []
    for pr in problems:
        steps = [0] if args.first_move else range(len(pr.line) + 1)
        mine = []
        for k in steps:
            for c in alternatives(pr, k, args.all_cards):
                r = exact_after(pr, k, c, args.budget)
                mine.append(r)
                if args.first_move or args.all_cards:
                    print(f"Nr. {r['nr']:2d} Zug {r['step']:2d} {r['card']:14} {r['nodes']:>11,} Kn "
                          f"{r['cpu']:7.2f} CPU s  Wert {r['value']}", flush=True)
        rows += mine
        if mine and not (args.first_move or args.all_cards):
            top = max(mine, key=lambda r: r["nodes"])
            print(f"Nr. {pr.nr:2d}: {len(mine)} Stellungen, {sum(r['nodes'] for r in mine):>11,} Kn, "
                  f"höchstens {top['nodes']:,} (Zug {top['step']}, {top['card']})", flush=True)
    print(f"\nin all {sum(r['nodes'] for r in rows):,} nodes, {sum(r['cpu'] for r in rows):.1f} CPU s, "
          f"{len(rows)} positions; {sum(r['value'] is None for r in rows)} past the budget")
    print(f"the {args.worst} worst:")
    for r in sorted(rows, key=lambda r: -r["nodes"])[:args.worst]:
        print(f"  Nr. {r['nr']:2d} Zug {r['step']:2d} {r['card']:14} {r['nodes']:>11,} Kn {r['cpu']:7.2f} CPU s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
