"""Benchmark of the exact solver on Ulmann's problems (issues 9, 23): solve time and nodes per
second per problem in CPython, and the endgames also in Pyodide under Node (the browser's
what-if) — the compiled core (engine/solver_core.wasm) and the Python solver side by side.

    .venv/bin/python scripts/bench_solver.py [N …] [--no-pyodide] [--budget 80000000]
        [--first-lead] [--python] [--gross]

The claims and endgames are solved with the solver `make_solver` chooses (the core where it
loads; `--python`: the Python solver). Beside each, both solvers run the same first search of
the problem for at most a fixed number of nodes (core 20 M, Python 300 k), in this process, and
their nodes per CPU second are printed side by side. `--first-lead`: every claim from the first
lead of the deal (ignoring the `from_step` of the problem file). `--gross`: only the Groß-Tarok
family (78 cards, the Sküs; no problem of the book is one): core and Python solver side by side on
seeded random deals of 14 cards a hand (the core's 128-bit build).

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

from engine import solver_core, split_search
from engine.problems import model
from engine.problems.game import position, replay
from engine.problems.verify import EXACT_STEP_CARDS, claim_results
from engine.search_budget import CLAIM_BUDGET
from engine.solver import Points, Solver, SolverBudget
from engine.solver_core import CoreSolver, make_solver

SOLVE_IN_PYODIDE = r'''
import json, time
from engine import solver_core
from engine.solver import Points, Position, Solver
from engine.solver_core import CoreSolver
from engine.variants import get_profile
out = []
t = time.perf_counter()
loaded = solver_core.core() is not None
load_seconds = time.perf_counter() - t
for item in json.loads(POSITIONS):
    p = get_profile(item["variant"])
    pos = Position(item["hands"], item["leader"], item["party"], item["trick"], item["packets"], item["open"])
    row = {"label": item["label"]}
    for name, cls in (("core", CoreSolver), ("python", Solver)):
        if name == "core" and not loaded:
            continue
        solver_core.forget()
        s = cls(p, pos, Points(0), budget=50_000_000)
        t = time.perf_counter()
        row[name] = {"value": s.value(), "nodes": s.nodes, "seconds": time.perf_counter() - t}
    out.append(row)
emit({"loaded": loaded, "load_error": solver_core.load_error(), "load_seconds": load_seconds, "rows": out})
'''


def timed_exact(solver, fresh: bool = True) -> dict:
    """The exact value of `solver`'s position (its goal's measure still to come), searched to its
    node budget: value (None past it), nodes, CPU and wall seconds. `fresh`: from an empty table
    (the core's entries so far stale), so that the nodes do not depend on the searches before.
    The one timed search of the benchmarks (this one, scripts/whatif_nodes.py)."""
    if fresh:
        solver_core.forget()
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        value = solver.value()
    except SolverBudget:
        value = None
    return {"value": value, "nodes": solver.nodes, "cpu": time.process_time() - cpu,
            "seconds": time.perf_counter() - wall}


RATE_NODES = {"core": 20_000_000, "python": 300_000}


def rates(pr, rep) -> dict[str, float]:
    """Nodes per CPU second of the core and of the Python solver on the same search (the exact
    value of the position, points of the Spieler), each stopped after RATE_NODES."""
    out = {}
    for name, cls in (("core", CoreSolver), ("python", Solver)):
        if name == "core" and not solver_core.core_usable(pr.profile):
            continue
        r = timed_exact(cls(pr.profile, position(pr, rep.state), Points(0), budget=RATE_NODES[name]))
        if r["nodes"] >= 1000 and r["cpu"] > 0:
            out[name] = r["nodes"] / r["cpu"]
    return out


GROSS_VARIANTS = ("gross", "lhombre", "unter-vieren", "unter-vieren-rufen")


def gross_rates() -> None:
    """Nodes per CPU second of the core and the Python solver in the Groß-Tarok family, each on
    the exact value of the same seeded deal (14 cards a hand, the Sküs live, no tricks played),
    stopped after RATE_NODES."""
    import random
    from engine.core import mask_of
    from engine.solver import ExcuseState, Position
    from engine.variants import get_profile
    print(f"{'Spiel':20} │ {'Kern kKn/s':>10} {'Py kKn/s':>8} {'×':>5}")
    warm = get_profile("gross")            # the wide build's first use sets up its table: not timed
    CoreSolver(warm, Position([1, 2, 4], 0, [0, 1, 1]), Points(0)).value()
    for variant in GROSS_VARIANTS:
        p = get_profile(variant)
        rng = random.Random(f"bench-{variant}")
        cards = list(range(len(p.pack)))
        rng.shuffle(cards)
        n, k = p.n_seats, 14
        pos = Position([mask_of(cards[i * k:(i + 1) * k]) for i in range(n)], 0,
                       [0] + [1] * (n - 1), excuse=ExcuseState())
        out = {}
        for name, cls in (("core", CoreSolver), ("python", Solver)):
            r = timed_exact(cls(p, pos, Points(0), budget=RATE_NODES[name]))
            nodes, secs = r["nodes"], r["cpu"]
            out[name] = nodes / max(secs, 1e-9)
            out[name + "_nodes"] = nodes
        print(f"{variant:20} │ {out['core'] / 1000:10.0f} {out['python'] / 1000:8.0f} "
              f"{out['core'] / out['python']:5.0f}   ({out['core_nodes']} and {out['python_nodes']} nodes)",
              flush=True)


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
    ap.add_argument("--budget", type=int, default=CLAIM_BUDGET)
    ap.add_argument("--workers", type=int, default=None, help="processes per claim search")
    ap.add_argument("--first-lead", action="store_true", help="every claim from the first lead")
    ap.add_argument("--python", action="store_true", help="solve with the Python solver")
    ap.add_argument("--gross", action="store_true", help="only the Groß-Tarok family, core and Python")
    args = ap.parse_args(argv)
    if args.gross:
        gross_rates()
        return 0
    if args.python:
        solver_core.use_core(False)
    problems = [model.load(n) for n in (args.numbers or model.numbers())]
    if args.first_lead:
        for pr in problems:
            pr.raw["claim"] = {k: v for k, v in pr.claim.items() if k != "from_step"}
            pr.raw["claim"]["goals"] = [{k: v for k, v in g.items() if k != "from_step"} for g in pr.claim["goals"]]
    workers = args.workers or split_search.default_workers()
    loaded = solver_core.core() is not None
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"claim searches in up to {workers} process(es); solver: "
          + ("Python" if args.python else "core" if loaded else f"Python (core: {solver_core.load_error()})"))
    print(f"{'Nr':>3} {'Art':8} {'Karten':>6} {'Frage':28} {'ab Zug':>7} {'Ergebnis':>9} {'Knoten':>10} {'s':>7} "
          f"{'CPU s':>7} {'kKn/s':>6} │ {'Kern kKn/s':>10} {'Py kKn/s':>8} {'×':>5}  Ziel")
    start_cpu = _cpu()
    start_wall = time.perf_counter()
    for pr in problems:
        print(_problem_row(pr, args), flush=True)
    print(f"in all: {time.perf_counter() - start_wall:.1f} s wall, {_cpu() - start_cpu:.1f} s CPU "
          "(this process and its finished worker processes)")
    if not args.no_pyodide:
        _pyodide_rows(problems)
    return 0


def _problem_row(pr, args) -> str:
    """One problem's line: its exact value (an endgame) or its claim (a deal), nodes, seconds,
    and the core's and the Python solver's node rates on its position."""
    rep = replay(pr, pr.claim.get("from_step", 0))
    cpu0 = _cpu()
    n = cards_per_hand(rep)
    # the endgame target holds for ≤ 9 cards per hand; a larger start (Nr. 21, Strohmann-Tarok
    # with its talon packets) is judged like a full deal: its claim within 60 s
    if pr.kind == "endgame" and n <= EXACT_STEP_CARDS:
        r = timed_exact(make_solver(pr.profile, position(pr, rep.state), Points(0), budget=args.budget),
                        fresh=False)
        v, nodes, secs = r["value"], r["nodes"], r["seconds"]
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
    cpu = _cpu() - cpu0
    rate = nodes / cpu / 1000 if cpu else 0
    r = rates(pr, rep)
    side = (f"{r['core'] / 1000:10.0f} " if "core" in r else f"{'–':>10} ") + \
           (f"{r['python'] / 1000:8.0f} " if "python" in r else f"{'–':>8} ") + \
           (f"{r['core'] / r['python']:5.0f}" if len(r) == 2 else f"{'–':>5}")
    return (f"{pr.nr:>3} {pr.kind:8} {n:>6} {what:28} {steps:>7} {result:>9} {nodes:>10} {secs:7.2f} "
            f"{cpu:7.2f} {rate:6.0f} │ {side}  {target}")


def _pyodide_rows(problems) -> None:
    """The endgame positions solved once more in Pyodide under Node, core and Python."""
    from pyodide_runner import available, run_in_pyodide
    if not available():
        print("Pyodide (node_modules/pyodide) or node fehlt: npm ci")
        return
    items = pyodide_positions(problems)
    if not items:
        return
    code = f"POSITIONS = {json.dumps(json.dumps(items))}\n" + SOLVE_IN_PYODIDE
    answer = run_in_pyodide(code, timeout=3600)
    print(f"\nPyodide (Node): core " + (f"instantiated in {answer['load_seconds']:.3f} s" if answer["loaded"]
                                        else f"not loaded ({answer['load_error']})"))
    for r, item in zip(answer["rows"], items):
        cells = []
        for name in ("core", "python"):
            x = r.get(name)
            if x is None:
                cells.append(f"{name}: –")
                continue
            ok = "" if item["cards"] > 6 else (" ≤ 1 s ✓" if x["seconds"] <= 1 else " ≤ 1 s ✗")
            cells.append(f"{name}: Wert {x['value']:>4} {x['nodes']:>9} Kn {x['seconds']:7.3f} s "
                         f"{x['nodes'] / max(x['seconds'], 1e-9) / 1000:6.0f} kKn/s{ok}")
        print(f"  {r['label']:28} " + "  │  ".join(cells))


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


if __name__ == "__main__":
    sys.exit(main())
