"""Command line: python -m engine count CARD … | variants | play | score | match | version.

Every message is German, argparse's own included, and no traceback is printed: bad input ends
with „Fehler: …“ on stderr and exit status 2. Subcommands are registered in `COMMANDS`; adding
one is a few lines:

    @command("name", help="…", description="…", arguments=lambda p: p.add_argument(…))
    def _cmd_name(args) -> int: …
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from dataclasses import dataclass
from typing import Callable

from . import __version__
from .api import run
from .cards import PACKS
from .core import ENDED, act, legal_actions, new_game, play_out, record, seat_label
from .counting import count_names
from .errors import EngineError, RequestError
from .problems.cli import add_parsers
from .state_io import check_play_request, load_state
from .variants import VARIANTS, describe

# --- argparse in German ---------------------------------------------------------------------

_ARGPARSE_GERMAN = [
    (r"the following arguments are required: (.*)", r"es fehlt die Angabe: \1"),
    (r"unrecognized arguments: (.*)", r"unbekannte Angabe: \1"),
    (r"argument (.*?): invalid choice: '?(.*?)'? \(choose from (.*)\)", r"Argument \1: „\2“ ist nicht möglich (möglich: \3)"),
    (r"argument (.*?): invalid int value: '?(.*?)'?$", r"Argument \1: „\2“ ist keine ganze Zahl"),
    (r"argument (.*?): invalid (\w+) value: '?(.*?)'?$", r"Argument \1: ungültiger Wert „\3“"),
    (r"argument (.*?): expected one argument", r"Argument \1: es fehlt der Wert"),
    (r"argument (.*?): expected at least one argument", r"Argument \1: es fehlt mindestens ein Wert"),
    (r"argument (.*?): not allowed with argument (.*)", r"Argument \1: nicht zusammen mit \2"),
    (r"ambiguous option: (.*?) could match (.*)", r"mehrdeutige Option \1 (möglich: \2)"),
    (r"argument (.*?): ignored explicit argument '?(.*?)'?$", r"Argument \1: überzähliger Wert „\2“"),
]


def german(message: str) -> str:
    """argparse's English error message in German (unknown ones pass through unchanged)."""
    for pattern, repl in _ARGPARSE_GERMAN:
        if re.fullmatch(pattern, message):
            message = re.sub(pattern, repl, message)
            break
    return re.sub(r"'([^'\s]{1,40})'", r"„\1“", message)


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, "Aufruf: " if prefix is None else prefix)


class GermanParser(argparse.ArgumentParser):
    """ArgumentParser whose help and errors are German and which never prints a traceback."""

    def __init__(self, *args, **kw):
        kw.setdefault("formatter_class", _Formatter)
        kw["add_help"] = False
        super().__init__(*args, **kw)
        self._positionals.title = "Argumente"
        self._optionals.title = "Optionen"
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="diese Hilfe zeigen und beenden")

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, f"Fehler: {german(message)}\n")


# --- the subcommands -------------------------------------------------------------------------

@dataclass
class Command:
    name: str
    help: str
    description: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


COMMANDS: dict[str, Command] = {}


def command(name: str, help: str, description: str,
            arguments: Callable[[argparse.ArgumentParser], None] = lambda p: None):
    """Register `run` as the subcommand `name`."""
    def register(run):
        COMMANDS[name] = Command(name, help, description, arguments, run)
        return run
    return register


def _count_args(c: argparse.ArgumentParser) -> None:
    c.add_argument("cards", nargs="+", metavar="KARTE", help="Kartenname wie im Buch oder kurz (hD, XV, Sk)")
    c.add_argument("--pack", type=int, choices=sorted(PACKS), default=78, metavar="{42,54,78}",
                   help="Pack (Standard 78)")


@command("count", help="Points eines Stapels Tarokkarten (Ulmann, Das Zählen, S. 16–18)",
         description="Zählt Tarokkarten in Lagen zu drei, wie Ulmann es lehrt. Jede Karte ist "
                     "ein Argument, benannt wie im Buch („Coeur-Dame“, „Tarok XV“, „Mond“) "
                     "oder kurz (hD, XV, Sk). Die letzte Zeile nennt die Points nach der "
                     "Rundung des Buches (⅔ zählt als ganzer Point, ⅓ fällt weg).",
         arguments=_count_args)
def _cmd_count(args: argparse.Namespace) -> int:
    result = count_names(args.cards, PACKS[args.pack])
    for i, lage in enumerate(result.lagen, 1):
        label = "Rest" if lage.rest else f"Lage {i}"
        print(f"{label}: {', '.join(c.name for c in lage.cards)} = {lage.thirds_points}")
    print(f"genau {result.exact}; landläufig gezählt {result.points_landlaeufig}")
    print(result.points)
    return 0


@command("variants", help="Spiele und Varianten auflisten",
         description="Listet alle Spiele und Varianten mit Namen und Quelle.",
         arguments=lambda v: v.add_argument("--decisions", action="store_true",
                                            help="auch die Entscheidungen zeigen, wo die Quelle schweigt"))
def _cmd_variants(args: argparse.Namespace) -> int:
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
        raise RequestError(f"Die Eingabe ist kein gültiges JSON (Zeile {e.lineno}, Spalte {e.colno}).") from None
    except RecursionError:
        raise RequestError("Die Eingabe ist zu tief verschachtelt.") from None
    if not isinstance(data, dict):
        raise RequestError("Die Eingabe muss ein JSON-Objekt sein.")
    return data


def _print_lines(s: dict) -> None:
    for line in s["lines"]:
        if "amount" in line:
            what = f"{line['amount']} von {', '.join(line['from'])} an {', '.join(line['to'])}"
        else:                                              # a counted line (Hundertspiel: points of a trick)
            what = f"{line.get('points', '')} Points für {line.get('party', '')}".strip()
        print(f"  {line['label']}: {what}" + (f" [{line['source']}]" if line.get("source") else ""))
    print("Saldo: " + ", ".join(f"{k} {v:+d}" for k, v in s["payments"].items()))


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
        _print_lines(s)


def _play_args(pl: argparse.ArgumentParser) -> None:
    pl.add_argument("variant", nargs="?", metavar="SPIEL", help="Schlüssel des Spiels (siehe „variants“)")
    pl.add_argument("--seed", type=int, metavar="ZAHL", help="Seed der Zufallszahlen (Standard 0)")
    pl.add_argument("--file", "-f", metavar="DATEI", help="JSON-Datei oder „-“ für stdin")
    pl.add_argument("--options", metavar="JSON", help="Optionen als JSON, z. B. '{\"koenig\": true}'")
    pl.add_argument("--json", action="store_true", help="Ablauf und Endzustand als JSON ausgeben")


@command("play", help="ein Spiel spielen (zufällig oder aus JSON) und Stich für Stich zeigen",
         description="Spielt ein Spiel mit zufälligen erlaubten Zügen (Seed). Aus einer "
                     "JSON-Datei oder stdin („-“) können „variant“, „seed“, „options“, eine "
                     "feste Verteilung „deal“ ({\"hands\": [[Karte, …], …], \"talon\": [...]}) und "
                     "erste Züge „actions“ ([[Art, Platz, Wert], …]) kommen; der Rest wird "
                     "zufällig gespielt. Ausgabe: Ablauf, Stiche und Abrechnung.",
         arguments=_play_args)
def _cmd_play(args: argparse.Namespace) -> int:
    data = _read_json(args.file)
    if args.variant:
        data["variant"] = args.variant
    if args.seed is not None:
        data["seed"] = args.seed
    if args.options:
        try:
            extra = json.loads(args.options)
        except json.JSONDecodeError as e:
            raise RequestError(f"--options ist kein gültiges JSON (Spalte {e.colno}).") from None
        if not isinstance(extra, dict):
            raise RequestError("--options muss ein JSON-Objekt sein.")
        data["options"] = {**(data.get("options") or {}), **extra}
    profile, req = check_play_request(data)
    state = new_game(profile, seed=req["seed"], deal=req["deal"], options=req["options"])
    for action in req["actions"]:
        act(profile, state, action)
    _play_to_the_end(profile, state, req["seed"])
    rec = record(profile, state)
    if args.json:
        print(json.dumps({"record": rec, "state": state.to_dict()}, ensure_ascii=False, indent=1))
    else:
        _print_record(rec)
    return 0


def _play_to_the_end(profile, state, seed: int) -> None:
    """play_out, with a German error when a given (partial) deal leaves a seat without any legal
    move before the end (e.g. too few cards to discard)."""
    try:
        play_out(profile, state, random.Random(seed))
    except ValueError as e:
        if isinstance(e, EngineError) or state.phase in ENDED or legal_actions(profile, state):
            raise
        raise RequestError(f"Feld „deal“: mit dieser Verteilung lässt sich das Spiel nicht zu Ende spielen — "
                           f"in der Phase „{profile.phase_word(state.phase)}“ hat {seat_label(state, state.turn)} keinen "
                           "erlaubten Zug (zu wenige Karten?).") from None


@command("score", help="ein beendetes Spiel oder ein Ergebnis abrechnen",
         description="Rechnet ab: entweder ein beendetes Spiel (die Ausgabe von "
                     "„play --json“) oder ein Ergebnis ohne Stiche, z. B. {\"variant\": "
                     "\"tapp\", \"game\": \"solo\", \"points\": 40, \"contra\": {\"spiel\": 1}, "
                     "\"ultimo\": \"spieler\"}.",
         arguments=lambda sc: sc.add_argument("file", nargs="?", default="-", metavar="DATEI",
                                              help="JSON-Datei oder „-“ für stdin (Standard)"))
def _cmd_score(args: argparse.Namespace) -> int:
    data = _read_json(args.file)
    if "state" in data or "hands" in data:                # a finished game (from play --json)
        profile, state = load_state(data.get("state", data))
        if state.phase not in ENDED:
            raise RequestError("Das Spiel ist noch nicht zu Ende gespielt.")
        _print_record(record(profile, state))
        return 0
    result = run("settle", data)                           # an outcome: game, points, facts
    print(result["summary"])
    _print_lines(result)
    return 0


def _match_args(m: argparse.ArgumentParser) -> None:
    m.add_argument("variant", metavar="SPIEL", help="Schlüssel eines Spiels (z. B. tapp, koenigrufen, whist)")
    m.add_argument("--deals", type=int, default=20, metavar="N", help="Anzahl der Deals (Standard 20)")
    m.add_argument("--seed", type=int, default=0, metavar="ZAHL", help="Seed des ersten Deals (Standard 0)")
    m.add_argument("--player", default="engine", metavar="NAME",
                   help="der geprüfte Spieler: engine, faustregel oder zufall (Standard engine)")
    m.add_argument("--against", default="faustregel", metavar="NAME",
                   help="der Gegenspieler: engine, faustregel oder zufall (Standard faustregel)")
    m.add_argument("--samples", type=int, default=12, metavar="N",
                   help="engine: Stichproben (verteilte Deals) des Lösers je Karte (Standard 12)")
    m.add_argument("--budget", type=int, default=60_000, metavar="KNOTEN",
                   help="engine: Knotenbudget des Lösers je Stichprobe und Karte (Standard 60000)")
    m.add_argument("--playouts", type=int, default=96, metavar="N",
                   help="engine: Ausspiele je Kartenentscheidung, wo der Löser nicht entscheidet (Standard 96)")
    m.add_argument("--objective", default="points", metavar="ZIEL",
                   help="engine: „points“ (Augen der Partei) oder „game“ (dazu der Spielgewinn)")
    m.add_argument("--only", default="all", metavar="TEIL",
                   help="„all“ (Standard: alle Phasen nach dem Spieler des Platzes) oder „play“ (nur das "
                        "Kartenspiel verglichen, alle anderen Phasen für beide nach der Simulation der Engine)")
    m.add_argument("--progress", metavar="DATEI",
                   help="jeden fertigen Deal sofort als JSON-Zeile an diese Datei anhängen")
    m.add_argument("--resume", action="store_true",
                   help="mit --progress: die Deals, die schon in der Datei stehen, von dort nehmen und "
                        "nur die übrigen spielen (ein fortgesetzter Lauf ergibt dasselbe wie ein Lauf)")
    m.add_argument("--json", action="store_true", help="das Ergebnis als JSON ausgeben (mit allen Deals)")


@command("match", help="Duplikat-Match zweier Kartenspieler der Engine",
         description="Spielt jeden Deal zweimal: einmal spielt der geprüfte Spieler "
                     "die geraden Plätze (A, C …) und der Gegenspieler die übrigen, einmal "
                     "umgekehrt; jeder Platz entscheidet alle Phasen (Reizen, Talon, Ablegen, "
                     "Rufen, Ansagen, Contra, Karten) nach seiner Politik. Ausgabe: mittlerer Gewinn je Deal in den "
                     "Zahleinheiten des Spiels mit 95-%-Konfidenzintervall, Anteil gewonnener "
                     "Spiele als Spieler, Median und Maximum der Zeit je Entscheidung.",
         arguments=_match_args)
def _cmd_match(args: argparse.Namespace) -> int:
    from .match import match, read_progress        # deferred: the match loads the solver core only when asked
    progress, done = None, []
    if args.resume:
        if not args.progress:
            raise RequestError("--resume braucht --progress DATEI (die Datei des früheren Laufs).")
        done = read_progress(args.progress)
    if args.progress:
        def progress(row: dict) -> None:
            with open(args.progress, "a", encoding="utf-8") as f:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    result = match(args.variant, args.deals, args.seed, args.player, args.against, args.samples,
                   args.budget, args.playouts, args.objective, progress=progress, only=args.only,
                   done=done)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return 0
    lo, hi = result["ci95"]
    ci = f"95 %: {lo:+.2f} … {hi:+.2f}" if lo is not None else "kein Intervall aus einem Deal"
    print(f"{result['name']}: {result['player']} gegen {result['against']}, {result['deals']} Deals "
          f"ab Seed {result['seed']}")
    print(f"mittlerer Gewinn je Deal: {result['mean_gain']:+.2f} ({ci})")
    won = {k: "–" if v is None else f"{v:.0%}" for k, v in result["declarer_won"].items()}
    print(f"als Spieler gewonnen: {result['player']} {won['player']}, {result['against']} {won['against']}")
    t = result["decision_s"]
    print(f"Zeit je Entscheidung: Median {t['median']:.3f} s, Maximum {t['max']:.3f} s")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = GermanParser(prog="python -m engine",
                     description="Regel-Engine der Edition historischer Kartenspielregeln.")
    p.add_argument("--version", action="version", version=__version__, help="Version zeigen und beenden")
    sub = p.add_subparsers(dest="command", required=True, title="Befehle", metavar="BEFEHL",
                           parser_class=GermanParser)
    for cmd in COMMANDS.values():
        sp = sub.add_parser(cmd.name, help=cmd.help, description=cmd.description)
        cmd.arguments(sp)
        sp.set_defaults(func=cmd.run)
    add_parsers(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except EngineError as e:
        print(f"Fehler: {e}", file=sys.stderr)
    except FileNotFoundError as e:
        print(f"Fehler: die Datei „{e.filename}“ gibt es nicht.", file=sys.stderr)
    except IsADirectoryError as e:
        print(f"Fehler: „{e.filename}“ ist ein Verzeichnis, keine Datei.", file=sys.stderr)
    except PermissionError as e:
        print(f"Fehler: keine Berechtigung, „{e.filename}“ zu lesen.", file=sys.stderr)
    except UnicodeDecodeError:
        print("Fehler: die Eingabe ist kein UTF-8-Text.", file=sys.stderr)
    except BrokenPipeError:                                # the reader stopped early (… | head):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # as the Python docs advise
        return 0
    except OSError as e:
        print(f"Fehler: die Datei „{e.filename}“ kann nicht gelesen werden.", file=sys.stderr)
    except KeyboardInterrupt:
        print("Abgebrochen.", file=sys.stderr)
    except Exception as e:                                 # noqa: BLE001 – never a traceback
        print(f"Fehler: interner Fehler der Engine ({type(e).__name__}); die Eingabe konnte nicht "
              "verarbeitet werden.", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
