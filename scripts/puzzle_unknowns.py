#!/usr/bin/env python3
"""Count the „unbekannt“ answers of „Selbst lösen“ (issue 24) along the hints' line, in CPython
with the solver core (wasmtime) and the command line's node budget (search_budget.PLAY_BUDGET).

For each problem the line of a reader who plays the hints (the book's card where a hint is
undecided) is found first; then, with the core's table forgotten, the opening answer (the
position before his first card, which the page asks when the play starts) and the answer to
each of his cards are asked again in order, without a hint — as a reader who plays on his own sends them,
the core's table kept between the answers as the page's worker keeps it. Prints per problem the
answers, how many are „unbekannt“ (`decided` false) and at which cards, the worst answer's time
and the most nodes a decided answer searched; then the totals. The page's figures (time budget in Chromium): scripts/bench_puzzle.py.

python scripts/puzzle_unknowns.py [N …] [--budget NODES] [--json]
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from engine import search_budget, solver_core
from engine.problems import model, puzzle_play


def reader_line(nr: int, budget: int | None = None) -> list[tuple[list[str], list[str]]]:
    """The requests of a reader who plays the hints: (his cards, the engine's replies so far)
    for each of his cards, computed in CPython (the book's card where the hint is undecided)."""
    moves: list[str] = []
    replies: list[str] = []
    out = []
    while True:
        r = puzzle_play.play(nr, moves, replies, want_hint=True, budget=budget)
        card = r["hint"] and (r["hint"]["card"] or r["hint"].get("book_card"))
        if r["finished"] or not card:
            return out
        moves = moves + [card]
        out.append((moves, r["replies"]))
        replies = r["replies"]


class NodeCount:
    """The nodes of every search of the answers, counted at puzzle_play.Game.search."""

    def __init__(self):
        self.nodes = 0
        self._search = puzzle_play.Game.search
        counter = self

        def search(game, solver, fn, *args):
            try:
                return counter._search(game, solver, fn, *args)
            finally:
                counter.nodes += solver.nodes
        puzzle_play.Game.search = search


def count_problem(nr: int, budget: int | None, nodes: NodeCount) -> dict:
    line = [([], [])] + reader_line(nr, budget)       # the opening (before his first card) first
    solver_core.forget()
    unknown, times, counts = [], [], []
    for i, (moves, replies) in enumerate(line):
        nodes.nodes = 0
        t0 = time.perf_counter()
        r = puzzle_play.play(nr, moves, replies, budget=budget)
        times.append(time.perf_counter() - t0)
        if r["decided"]:
            counts.append(nodes.nodes)
        else:
            unknown.append(f"{i}. {moves[-1]}" if moves else "opening")
    return {"nr": nr, "answers": len(line), "unknown": unknown, "worst_seconds": max(times, default=0.0),
            "worst_nodes": max(counts, default=0)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--budget", type=int, help=f"nodes per search (default {search_budget.PLAY_BUDGET:_})")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if solver_core.core() is None:
        print(f"the solver core does not load: {solver_core.load_error()}", file=sys.stderr)
        return 1
    nodes = NodeCount()
    rows = []
    for nr in args.numbers or model.numbers():
        rows.append(count_problem(nr, args.budget, nodes))
        r = rows[-1]
        print(f"Nr. {nr:2}: {r['answers']:2} answers, {len(r['unknown'])} „unbekannt“"
              f"{' (' + ', '.join(r['unknown']) + ')' if r['unknown'] else ''}; worst "
              f"{r['worst_seconds']:.2f} s, {r['worst_nodes']:,} nodes", flush=True)
    worst = max(rows, key=lambda r: r["worst_seconds"])
    print(f"{sum(r['answers'] for r in rows)} answers, {sum(len(r['unknown']) for r in rows)} „unbekannt“; "
          f"worst answer {worst['worst_seconds']:.2f} s (Nr. {worst['nr']})")
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
