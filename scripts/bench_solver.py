"""Benchmark of the exact solver on Ulmann's problems (issue 9): solve time and nodes per second
per problem in CPython, and the endgames also in Pyodide under Node (the browser's what-if).

    .venv/bin/python scripts/bench_solver.py [N …] [--no-pyodide] [--budget 80000000]

Targets: every endgame (≤ 9 cards per hand) exact in ≤ 1 s in CPython; every full-deal claim
verified in ≤ 60 s in CPython; positions of ≤ 6 cards per hand in ≤ 1 s in Pyodide. No
assertions: it prints a table (and the machine's load, since the figures depend on it).

A claim's seconds are wall time: a large claim search is shared out over up to two processes
(engine/split_search.py); `--workers 1` measures the single search, whose node counts repeat
exactly from run to run.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from engine import split_search
from engine.problems import model
from engine.problems.game import position, replay
from engine.problems.verify import EXACT_STEP_CARDS, claim_results
from engine.solver import Points, Solver, SolverBudget

SOLVE_IN_PYODIDE = r'''
import json, time
from engine.solver import Points, Position, Solver
from engine.variants import get_profile
out = []
for item in json.loads(POSITIONS):
    p = get_profile(item["variant"])
    pos = Position(item["hands"], item["leader"], item["party"], item["trick"], item["packets"], item["open"])
    s = Solver(p, pos, Points(0), budget=50_000_000)
    t = time.perf_counter()
    v = s.value()
    out.append({"label": item["label"], "value": v, "nodes": s.nodes, "seconds": time.perf_counter() - t})
emit(out)
'''


def exact(pr, rep, budget):
    s = Solver(pr.profile, position(pr, rep.state), Points(0), budget=budget)
    t = time.perf_counter()
    try:
        v = s.value()
    except SolverBudget:
        v = None
    return v, s.nodes, time.perf_counter() - t


def cards_per_hand(rep) -> int:
    return max(bin(h).count("1") for h in rep.state.hands)


def pyodide_positions(problems) -> list[dict]:
    """Each endgame at its start, and each endgame at the first step with ≤ 6 cards per hand."""
    out = []
    for pr in problems:
        if pr.kind != "endgame":
            continue
        steps = [0] + [next((k for k in range(len(pr.line) + 1)
                             if cards_per_hand(replay(pr, k)) <= 6 and not replay(pr, k).state.trick), None)]
        for k in dict.fromkeys(s for s in steps if s is not None):
            rep = replay(pr, k)
            pos = position(pr, rep.state)
            out.append({"label": f"Nr. {pr.nr} Zug {k} ({cards_per_hand(rep)} Karten)", "variant": pr.variant,
                        "hands": pos.hands, "leader": pos.leader, "party": pos.party, "trick": pos.trick,
                        "packets": pos.packets, "open": pos.packet_open, "cards": cards_per_hand(rep)})
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--budget", type=int, default=model.CLAIM_BUDGET)
    ap.add_argument("--workers", type=int, default=None, help="processes per claim search")
    args = ap.parse_args(argv)
    problems = [model.load(n) for n in (args.numbers or model.numbers())]
    workers = args.workers or split_search.default_workers()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"claim searches in up to {workers} process(es)")
    print(f"{'Nr':>3} {'Art':8} {'Karten':>6} {'Frage':28} {'ab Zug':>7} {'Ergebnis':>9} {'Knoten':>10} {'s':>7} "
          f"{'kKn/s':>6}  Ziel")
    for pr in problems:
        rep = replay(pr, pr.claim.get("from_step", 0))
        n = cards_per_hand(rep)
        # the endgame target holds for ≤ 9 cards per hand; a larger start (Nr. 21, Strohmann-Tarok
        # with its talon packets) is judged like a full deal: its claim within 60 s
        if pr.kind == "endgame" and n <= EXACT_STEP_CARDS:
            v, nodes, secs = exact(pr, rep, args.budget)
            steps = str(pr.claim.get("from_step", 0))
            target = "≤ 1 s " + ("✓" if secs <= 1 else "✗")
            what, result = "exakter Wert (Spieler)", "?" if v is None else str(v)
        else:
            t = time.perf_counter()
            goals = claim_results(pr, args.budget, workers=args.workers)
            secs = time.perf_counter() - t
            nodes = sum(g["nodes"] for g in goals)
            steps = ",".join(str(g["from_step"]) for g in goals)
            verdicts = [g["verified"] for g in goals]
            result = "ja" if all(v is True for v in verdicts) else "nein" if False in verdicts else "?"
            what, target = "Behauptung", "≤ 60 s " + ("✓" if secs <= 60 else "✗")
        rate = nodes / secs / 1000 if secs else 0
        print(f"{pr.nr:>3} {pr.kind:8} {n:>6} {what:28} {steps:>7} {result:>9} {nodes:>10} {secs:7.2f} {rate:6.0f}  {target}",
              flush=True)
    if args.no_pyodide:
        return 0
    from pyodide_runner import available, run_in_pyodide
    if not available():
        print("Pyodide (node_modules/pyodide) or node fehlt: npm ci")
        return 0
    items = pyodide_positions(problems)
    if not items:
        return 0
    code = f"POSITIONS = {json.dumps(json.dumps(items))}\n" + SOLVE_IN_PYODIDE
    print("\nPyodide (Node):")
    for r, item in zip(run_in_pyodide(code, timeout=3600), items):
        ok = "" if item["cards"] > 6 else ("≤ 1 s ✓" if r["seconds"] <= 1 else "≤ 1 s ✗")
        print(f"  {r['label']:28} Wert {r['value']:>4}  {r['nodes']:>9} Knoten  {r['seconds']:7.3f} s  "
              f"{r['nodes'] / max(r['seconds'], 1e-9) / 1000:6.0f} kKn/s  {ok}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
