"""Command line of the problems: `python -m engine problems [show N | verify N|--all |
reconstruct N]` and `python -m engine solve FILE`."""
from __future__ import annotations

import argparse
import json
import sys
import time

from ..errors import ProblemFileError, RequestError
from ..search_budget import CLAIM_BUDGET, CLI_DEAL_BUDGET, PLAY_BUDGET, RECONSTRUCT_BUDGET, SOLVE_BUDGET
from ..solver_io import solve_file
from . import model, puzzle, puzzle_deal, puzzle_play
from .export import problem_json
from .verify import reconstruct, verify
from .evidence import STATUS_WORDS


def _problem(nr: str):
    try:
        n = int(nr)
    except ValueError:
        raise ProblemFileError(f"„{nr}“ ist keine Nummer einer Aufgabe (1–33).") from None
    return model.load(n)


def _cmd_table(args) -> int:
    """All 33 numbers: the stored verification (verified.json) or, with --neu, a fresh one."""
    stored = {} if args.neu else model.verified_records()
    # Zeit: the claim's exact search (a sample of other deals and the findings take longer)
    print(f"{'Nr':>3}  {'Variante':18} {'Status':13} {'Fakten':>8}  {'Behauptung':15} {'Zeit':>7}")
    present = set(model.numbers())
    for nr in range(1, model.COUNT + 1):
        if nr not in present:
            print(f"{nr:>3}  {'—':18} {'nicht erfasst':13} {'—':>8}  {'—':15} {'—':>7}")
            continue
        pr = model.load(nr)
        r = stored.get(nr) or verify(pr, budget=args.budget)
        facts = f"{r['facts_checked'] - len(r['facts_failed'])}/{r['facts_checked']}"
        claim = {True: "bestätigt", False: "widerlegt", None: "unbekannt"}[r["claim_verified"]]
        if not r["line_legal"]:
            claim = "Gang unzulässig"
        print(f"{pr.nr:>3}  {pr.variant:18} {STATUS_WORDS[pr.status]:13} {facts:>8}  {claim:15} {claim_seconds(r):6.1f}s")
        sys.stdout.flush()
    if stored:
        print("(gespeicherte Prüfung aus engine/problems/verified.json; neu prüfen: --neu)")
    return 0


def claim_seconds(report: dict) -> float:
    """Wall time of the claim's searches in a verification report."""
    return sum(g["seconds"] for g in report["claim_goals"])




def _cmd_show(args) -> int:
    pr = _problem(args.nr)
    data = problem_json(pr)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    print(f"Aufgabe Nr. {pr.nr}: {pr.title} — {STATUS_WORDS[pr.status]}")
    for seat, cards in data["hands"].items():
        print(f"  {seat}: {', '.join(cards)}")
    if data.get("talon"):
        print(f"  Talon: {', '.join(data['talon'])}")
    print(f"  Aus: {data['leader']}; schon gemacht: Spieler {data['taken']['spieler']}, "
          f"Gegner {data['taken']['gegner']}")
    for s in data["line"]:
        mark = ("  (ergänzt)" if s["editorial"] else f"  „{s['text']}“" +
                ("" if s["named"] else " (Karte editorisch)"))
        print(f"  {s['step']:3}. {s['seat']}: {s['card']}{mark}")
    if data["final_points"]:
        print(f"  Ende: Spieler {data['final_points']['spieler']}, Gegner {data['final_points']['gegner']}")
    return 0


def _cmd_verify(args) -> int:
    if not args.all and args.nr is None:
        raise RequestError("Welche Aufgabe? Eine Nummer oder --all.")
    problems = model.load_all() if args.all else [_problem(args.nr)]
    for pr in problems:
        r = verify(pr, budget=args.budget, samples=args.samples, with_findings=args.findings)
        if args.json:
            print(json.dumps(r, ensure_ascii=False))
        else:
            claim = {True: "bestätigt", False: "widerlegt", None: "unbekannt"}[r["claim_verified"]]
            print(f"Nr. {r['nr']}: Fakten {r['facts_checked'] - len(r['facts_failed'])}/{r['facts_checked']}, "
                  f"Behauptung {claim}, {r['seconds']} s")
            for f in r["facts_failed"]:
                print(f"  Faktum {f['index']} ({f['kind']}) verletzt: {f['detail']}")
            if r["line_error"]:
                print(f"  {r['line_error']}")
            for f in r["findings"]:
                print(f"  Befund: {f['text']}")
        sys.stdout.flush()
    return 0


def _cmd_reconstruct(args) -> int:
    pr = _problem(args.nr)
    t0 = time.perf_counter()
    found = reconstruct(pr, want=args.want, seed=args.seed, budget=args.budget, max_tries=args.tries,
                        wide=args.wide)
    print(json.dumps([d["start"] for d in found], ensure_ascii=False, indent=1))
    print(f"{len(found)} Verteilung(en) gefunden in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return 0


def _cmd_puzzle(args) -> int:
    """The problem as a puzzle: its parts (no option), the check of a distribution (--deal) or
    the reader's cards against the engine (--moves)."""
    nr = _problem(args.nr).nr
    if args.deal is not None and args.moves is not None:
        raise RequestError("Entweder --deal oder --moves, nicht beides.")
    if args.deal is not None:
        out = puzzle_deal.check_deal(nr, _read_json(args.deal, "--deal"), budget=args.budget or CLI_DEAL_BUDGET)
    elif args.moves is not None:
        moves = [m.strip() for m in args.moves.split(",") if m.strip()]
        out = puzzle_play.play(nr, moves, want_hint=args.hint, budget=args.budget or None)
    else:
        out = puzzle.describe(nr)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
    else:
        print(_puzzle_text(out))
    return 0


def _read_json(path: str, option: str):
    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as e:
        raise RequestError(f"{option}: die Datei „{path}“ ist nicht lesbar ({e.strerror}).") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RequestError(f"{option}: kein gültiges JSON (Zeile {e.lineno}, Spalte {e.colno}).") from None


def _puzzle_text(out: dict) -> str:
    """A short German summary of a puzzle answer for the terminal."""
    if "finished" in out:                  # an answer to the reader's cards (--moves)
        unknown = " (unbekannt: die Suche hat im Budget nicht entschieden)" if not out["decided"] else ""
        lines = [f"Stand: {out['status']}{unknown}; " + ", ".join(f"{m['seat']}: {m['card']}" for m in out["line"])]
        if out["status"] == "lost":
            lines.append(f"Verloren mit: {out['losing_card'] or 'unbekannt (davor im Budget nicht entschieden)'}")
        if out["refutation"]:
            lines.append("Widerlegung: " + ", ".join(f"{m['seat']}: {m['card']}" for m in out["refutation"]))
        if out["hint"]:
            lines.append(f"Tipp: {out['hint']['text']} {out['hint'].get('card_text') or ''}".rstrip())
        return "\n".join(lines)
    if "accepted" in out:                  # the check of a distribution (--deal)
        lines = [f"angenommen: {out['accepted']}"]
        lines += [f"  Regel: {r['detail']}" for r in out["rules"] if not r["ok"]]
        lines += [f"  Faktum verletzt: {f['text']} („{f['cite']['quote']}“, {f['cite']['ref']})"
                  for f in out["facts"] if not f["holds"]]
        if out["line"] and not out["line"]["ok"]:
            lines.append(f"  {out['line']['detail']}")
        return "\n".join(lines)
    return (f"Aufgabe Nr. {out['nr']}: {' '.join(out['questions'])}\nTeile: {', '.join(out['parts'])}; "
            f"Verteilung angeboten: {out['deal_offered']}; gespielt wird von: {', '.join(out['reader']['seats'])}"
            + ("\nKauf und Verlegen wählt der Leser: " + "; ".join(
                f"{seat} kauft {n['buys']}, verlegt {n['lays']}" for seat, n in out["exchange"].items())
               if out.get("exchange") else ""))


def _cmd_solve(args) -> int:
    print(json.dumps(solve_file(args.file, budget=args.budget), ensure_ascii=False, indent=1))
    return 0


def add_parsers(sub) -> None:
    """Add `problems` and `solve` to the engine's command line."""
    pr = sub.add_parser("problems", help="die 33 Aufgaben des Tarokbuches: Übersicht, Stellung, Prüfung",
                        description="Ohne weiteren Befehl: Tabelle aller Aufgaben (Nr, Variante, Status, "
                                    "Fakten, Behauptung, Zeit).")
    pr.add_argument("--budget", type=int, default=CLAIM_BUDGET, help="Knotenbudget des Lösers je Frage")
    pr.add_argument("--neu", action="store_true",
                    help="jede Aufgabe neu prüfen statt die gespeicherte Prüfung zu zeigen (dauert Minuten)")
    pr.set_defaults(func=_cmd_table)
    psub = pr.add_subparsers(dest="problems_command")
    sh = psub.add_parser("show", help="die Stellung einer Aufgabe und den Gang des Buches zeigen")
    sh.add_argument("nr")
    sh.add_argument("--json", action="store_true", help="als JSON ausgeben")
    sh.set_defaults(func=_cmd_show)
    ve = psub.add_parser("verify", help="Fakten, Gang und Behauptung einer Aufgabe prüfen")
    ve.add_argument("nr", nargs="?")
    ve.add_argument("--all", action="store_true", help="alle Aufgaben")
    ve.add_argument("--json", action="store_true", help="je Aufgabe ein JSON-Objekt")
    ve.add_argument("--samples", type=int, default=0,
                    help="so viele andere mit dem Text vereinbare Verteilungen prüfen")
    ve.add_argument("--findings", action="store_true", help="Züge des Buches suchen, die nicht Bestspiel sind")
    ve.add_argument("--budget", type=int, default=CLAIM_BUDGET, help="Knotenbudget des Lösers je Frage")
    ve.set_defaults(func=_cmd_verify)
    rc = psub.add_parser("reconstruct", help="Verteilungen suchen, die zum Text passen und die Behauptung erfüllen")
    rc.add_argument("nr")
    rc.add_argument("--want", type=int, default=1)
    rc.add_argument("--seed", type=int, default=1)
    rc.add_argument("--tries", type=int, default=20000)
    rc.add_argument("--wide", action="store_true", help="Karten auch farbübergreifend tauschen")
    rc.add_argument("--budget", type=int, default=RECONSTRUCT_BUDGET)
    rc.set_defaults(func=_cmd_reconstruct)
    pz = psub.add_parser("puzzle", help="eine Aufgabe selbst lösen: Verteilung prüfen, gegen die Engine spielen")
    pz.add_argument("nr")
    pz.add_argument("--deal", metavar="FILE", help="eine Verteilung (JSON: hands, talon) prüfen; „-“: stdin")
    pz.add_argument("--moves", metavar="KARTEN", help="die eigenen Karten, durch Kommas getrennt")
    pz.add_argument("--hint", action="store_true", help="mit --moves: einen Tipp für den nächsten Zug")
    pz.add_argument("--budget", type=int, default=0, help="Knotenbudget des Lösers (--deal: für die Behauptung, "
                    f"Vorgabe {CLI_DEAL_BUDGET:_}; --moves: je Suche, Vorgabe {PLAY_BUDGET:_})".replace("_", "."))
    pz.add_argument("--json", action="store_true", help="als JSON ausgeben")
    pz.set_defaults(func=_cmd_puzzle)
    so = sub.add_parser("solve", help="eine Stellung (JSON) exakt lösen: Wert und Hauptvariante",
                        description="Liest eine Stellung als JSON-Datei (oder „-“ für stdin): {\"variant\": "
                                    "\"tapp\", \"hands\": {\"A\": [...], \"B\": [...], \"C\": [...]}, \"leader\": \"A\", "
                                    "\"declarer\": \"A\", \"partners\": [], \"trick\": [], \"goal\": {\"kind\": \"points\", "
                                    "\"party\": \"spieler\"}, \"taken\": {\"spieler\": \"10\", \"gegner\": \"24\"}}.")
    so.add_argument("file", nargs="?", default="-")
    so.add_argument("--budget", type=int, default=SOLVE_BUDGET)
    so.set_defaults(func=_cmd_solve)
