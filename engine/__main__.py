"""Command line: python -m engine count CARD … | variants | play | score | version."""
from __future__ import annotations

import argparse
import json
import random
import sys

from . import __version__
from .cards import PACKS
from .counting import count_names
from .errors import EngineError, RequestError


def _cmd_count(args: argparse.Namespace) -> int:
    result = count_names(args.cards, PACKS[args.pack])
    for i, lage in enumerate(result.lagen, 1):
        label = "Rest" if lage.rest else f"Lage {i}"
        print(f"{label}: {', '.join(c.name for c in lage.cards)} = {lage.thirds_points}")
    print(f"genau {result.exact}; landläufig gezählt {result.points_landlaeufig}")
    print(result.points)
    return 0


def _cmd_variants(args: argparse.Namespace) -> int:
    from .variants import VARIANTS, describe
    for key, v in VARIANTS.items():
        print(f"{key:24} {v}")
        if args.decisions and key != "zaehlen":
            for d in describe(key)["decisions"]:
                print(f"{'':24}   [{d['source']}] {d['question']} → {d['decision']}")
    return 0


def _read_json(path: str | None) -> dict:
    if path is None:
        return {}
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RequestError(f"Die Eingabe ist kein gültiges JSON ({e.msg}, Zeile {e.lineno}).") from None
    if not isinstance(data, dict):
        raise RequestError("Die Eingabe muss ein JSON-Objekt sein.")
    return data


def _print_record(rec: dict) -> None:
    print(f"{rec['name']} (Seed {rec['seed']})")
    if rec.get("contract", {}).get("name"):
        c = rec["contract"]
        print(f"Spiel: {c['name']}" + (f", {c['multiplicity']}malig" if c.get("multiplicity", 1) > 1 else ""))
    for a in rec["actions"]:
        print("  " + a["text"])
    for i, t in enumerate(rec["tricks"], 1):
        cards = ", ".join(f"{c['seat']}: {c['card']}" for c in t["cards"])
        print(f"Stich {i:2}: {cards}  → {t['winner']}")
    s = rec.get("settlement")
    if s:
        print(s["summary"])
        for line in s["lines"]:
            print(f"  {line['label']}: {line['amount']} von {', '.join(line['from'])} an {', '.join(line['to'])}"
                  + (f" [{line['source']}]" if line.get("source") else ""))
        print("Saldo: " + ", ".join(f"{k} {v:+d}" for k, v in s["payments"].items()))


def _cmd_play(args: argparse.Namespace) -> int:
    from .core import Action, act, new_game, play_out, record
    from .variants import get_profile
    data = _read_json(args.file)
    variant = args.variant or data.get("variant")
    if not variant:
        raise RequestError("Welches Spiel? Angabe als Argument oder als „variant“ im JSON.")
    profile = get_profile(variant)
    seed = args.seed if args.seed is not None else int(data.get("seed", 0))
    options = {**data.get("options", {}), **json.loads(args.options or "{}")}
    state = new_game(profile, seed=seed, deal=data.get("deal"), options=options)
    for a in data.get("actions", []):
        act(profile, state, Action.from_list(a))
    play_out(profile, state, random.Random(seed))
    rec = record(profile, state)
    if args.json:
        print(json.dumps({"record": rec, "state": state.to_dict()}, ensure_ascii=False, indent=1))
    else:
        _print_record(rec)
    return 0


def _cmd_score(args: argparse.Namespace) -> int:
    from .core import State, record
    from .variants import get_profile
    from .web import _settle
    data = _read_json(args.file)
    if "state" in data or "hands" in data:                # a finished game (from play --json)
        state = State.from_dict(data.get("state", data))
        profile = get_profile(state.variant)
        if state.phase not in ("done", "thrown-in"):
            raise RequestError("Das Spiel ist noch nicht zu Ende gespielt.")
        _print_record(record(profile, state))
        return 0
    result = _settle(**data)                               # an outcome: game, points, facts
    print(result["summary"])
    for line in result["lines"]:
        print(f"  {line['label']}: {line['amount']} von {', '.join(line['from'])} an {', '.join(line['to'])}")
    print("Saldo: " + ", ".join(f"{k} {v:+d}" for k, v in result["payments"].items()))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine",
                                description="Regel-Engine der Edition historischer Kartenspielregeln.")
    p.add_argument("--version", action="version", version=__version__)
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("count", help="Points eines Stapels Tarokkarten (Ulmann, Das Zählen, S. 16–18)",
                       description="Zählt Tarokkarten in Lagen zu drei, wie Ulmann es lehrt. Jede Karte ist "
                                   "ein Argument, benannt wie im Buch („Coeur-Dame“, „Tarok XV“, „Mond“) "
                                   "oder kurz (hD, XV, Sk). Die letzte Zeile nennt die Points nach der "
                                   "Rundung des Buches (⅔ zählt als ganzer Point, ⅓ fällt weg).")
    c.add_argument("cards", nargs="+", metavar="CARD")
    c.add_argument("--pack", type=int, choices=sorted(PACKS), default=78, help="Pack (Standard 78)")
    c.set_defaults(func=_cmd_count)
    v = sub.add_parser("variants", help="Spiele und Varianten auflisten",
                       description="Listet alle Spiele und Varianten mit Namen und Quelle.")
    v.add_argument("--decisions", action="store_true",
                   help="auch die Entscheidungen zeigen, wo die Quelle schweigt")
    v.set_defaults(func=_cmd_variants)
    pl = sub.add_parser("play", help="ein Spiel spielen (zufällig oder aus JSON) und Stich für Stich zeigen",
                        description="Spielt ein Spiel mit zufälligen erlaubten Zügen (Seed). Aus einer "
                                    "JSON-Datei oder stdin („-“) können „variant“, „seed“, „options“, eine "
                                    "feste Verteilung „deal“ ({\"hands\": [[Karte, …], …], \"talon\": [...]}) und "
                                    "erste Züge „actions“ ([[Art, Platz, Wert], …]) kommen; der Rest wird "
                                    "zufällig gespielt. Ausgabe: Ablauf, Stiche und Abrechnung.")
    pl.add_argument("variant", nargs="?", help="Schlüssel des Spiels (siehe „variants“)")
    pl.add_argument("--seed", type=int, help="Seed der Zufallszahlen (Standard 0)")
    pl.add_argument("--file", "-f", help="JSON-Datei oder „-“ für stdin")
    pl.add_argument("--options", help="Optionen als JSON, z. B. '{\"koenig\": true}'")
    pl.add_argument("--json", action="store_true", help="Ablauf und Endzustand als JSON ausgeben")
    pl.set_defaults(func=_cmd_play)
    sc = sub.add_parser("score", help="ein beendetes Spiel oder ein Ergebnis abrechnen",
                        description="Rechnet ab: entweder ein beendetes Spiel (die Ausgabe von "
                                    "„play --json“) oder ein Ergebnis ohne Stiche, z. B. {\"variant\": "
                                    "\"tapp\", \"game\": \"solo\", \"points\": 40, \"contra\": {\"spiel\": 1}, "
                                    "\"ultimo\": \"spieler\"}.")
    sc.add_argument("file", nargs="?", default="-", help="JSON-Datei oder „-“ für stdin (Standard)")
    sc.set_defaults(func=_cmd_score)
    from .problems.cli import add_parsers
    add_parsers(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except EngineError as e:
        print(f"Fehler: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"Fehler: {e.strerror}: {e.filename}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
