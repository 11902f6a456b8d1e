"""A position as JSON for the solver (`python -m engine solve FILE`, the page's what-if): checked
field by field with German messages, solved exactly within a node budget.

    {"variant": "tapp", "hands": {"A": [...], "B": [...], "C": [...]}, "leader": "A",
     "trick": [...], "declarer": "A", "partners": [], "taken": {"spieler": "10", "gegner": "24"},
     "goal": {"kind": "points", "party": "spieler"}, "packets": {...}, "open": {...}}

Goals: points (card points in thirds), tricks, volat, ultimo (the Pagat), koenig_ultimo (needs
"called"), mondfang, pagatfang. The answer gives the exact value for the goal's party, the points
it ends with (for points), the best card and the principal variation, or "unknown" past the budget.
"""
from __future__ import annotations

import json
import sys
import time

from .cards import repeated_card
from .core import mask_of
from .errors import EngineError, RequestError
from .fields import seat_spec
from .goals import GOALS, goal_of
from .schema import Choice, Obj
from .solver import Points, Position, SolverBudget, solvable
from .solver_core import make_solver
from .terms import PARTIES, SEATS, is_points_text, points_text, thirds
from .variants import get_profile

KEYS = {"variant", "hands", "leader", "trick", "declarer", "partners", "taken", "goal", "packets",
        "open", "called"}


def _field(name: str, message: str):
    raise RequestError(f"Feld „{name}“: {message}")


def _thirds(text, name: str) -> int:
    if not is_points_text(text):
        _field(name, "Points wie im Buch angeben, z. B. „24“ oder „29⅓“.")
    return thirds(text)


def parse_position(data: dict):
    """(profile, Position, goal, need_offset) from position JSON; RequestError names the field."""
    if not isinstance(data, dict):
        raise RequestError("Die Stellung muss ein JSON-Objekt sein.")
    unknown = sorted(set(data) - KEYS)
    if unknown:
        _field(unknown[0], "unbekanntes Feld.")
    if not isinstance(data.get("variant"), str):
        _field("variant", "welches Spiel? z. B. „tapp“.")
    p = get_profile(data["variant"])
    if not hasattr(p, "TAROKS"):
        _field("variant", f"der Löser kennt die Tarok-Spiele; „{p.name}“ ist keines.")
    if not solvable(p):
        _field("variant", f"„{p.name}“ rechnet der Löser nicht.")
    n = p.n_seats
    letters = SEATS[:n]

    def seat(value, name: str) -> int:
        return letters.index(seat_spec(n).check(value, name))

    def cards(value, name: str) -> list[int]:
        if not isinstance(value, list) or len(value) > len(p.pack):
            _field(name, "eine Liste von Karten.")
        out = []
        for i, text in enumerate(value):
            if not isinstance(text, str):
                _field(f"{name}[{i}]", "ein Kartenname.")
            try:
                out.append(p.parse_card(text))
            except EngineError as e:
                _field(f"{name}[{i}]", str(e))
        return out

    hands_data = data.get("hands")
    if not isinstance(hands_data, dict) or sorted(hands_data) != list(letters):
        _field("hands", f"je eine Liste für {', '.join(letters)}.")
    hands = [cards(hands_data[s], f"hands.{s}") for s in letters]
    trick = cards(data.get("trick", []), "trick")
    if len(trick) >= n:
        _field("trick", f"höchstens {n - 1} Karten liegen vor dem nächsten Zug im Stich.")
    leader = seat(data.get("leader"), "leader")
    declarer = seat(data.get("declarer", "A"), "declarer")
    partners = data.get("partners", [])
    if not isinstance(partners, list):
        _field("partners", "eine Liste von Plätzen.")
    partners = [seat(s, f"partners[{i}]") for i, s in enumerate(partners)]
    if declarer in partners:
        _field("partners", "der Spieler kann nicht sein eigener Partner sein.")
    packets = opens = None
    if "packets" in data:
        if p.key != "strohmann":
            _field("packets", "Talonpäckchen gibt es nur im Strohmann-Tarok.")
        pk, op = data["packets"], data.get("open", {})
        if not isinstance(pk, dict) or not isinstance(op, dict):
            _field("packets", "je Platz eine Liste von Päckchen.")
        packets = [[cards(x, f"packets.{s}[{j}]") for j, x in enumerate(pk.get(s, []))] for s in letters]
        opens = [[None if c is None else cards([c], f"open.{s}[{j}]")[0] for j, c in enumerate(op.get(s, []))]
                 + [None] * (3 - len(op.get(s, []))) for s in letters]
        packets = [seat_p + [[]] * (3 - len(seat_p)) for seat_p in packets]
    every = [c for h in hands for c in h] + trick + [c for sp in packets or [] for x in sp for c in x]
    twice = repeated_card(every)
    if twice is not None:
        _field("hands", f"die Karte „{p.card_name(twice)}“ kommt zweimal vor.")
    played = [(leader + i) % n for i in range(len(trick))]
    counts = [len(h) + played.count(s) + sum(len(x) for x in (packets[s] if packets else [])) for s, h in enumerate(hands)]
    if len(set(counts)) != 1 or counts[0] == 0:
        _field("hands", "alle Plätze müssen gleich viele Karten haben (die im Stich mitgezählt).")
    party = [0 if s == declarer or s in partners else 1 for s in range(n)]
    goal_data = data.get("goal", {"kind": "points", "party": "spieler"})
    goal_data = Obj("Ziel", {"kind": Choice("Art", GOALS, required=True),
                             "party": Choice("Partei", PARTIES, required=True)}).check(goal_data, "goal")
    gp = PARTIES.index(goal_data["party"])
    kind = goal_data["kind"]
    called = None
    if kind == "koenig_ultimo":
        if not isinstance(data.get("called"), str):
            _field("called", "der gerufene König, z. B. „Pique-König“.")
        called = cards([data["called"]], "called")[0]
    goal = goal_of(p, kind, gp, called)
    taken = data.get("taken", {"spieler": "0", "gegner": "0"})
    if not isinstance(taken, dict) or set(taken) != set(PARTIES):
        _field("taken", "Points beider Parteien: {\"spieler\": …, \"gegner\": …}.")
    held = [_thirds(taken["spieler"], "taken.spieler"), _thirds(taken["gegner"], "taken.gegner")]
    position = Position([mask_of(h) for h in hands], leader, party, trick, packets, opens)
    return p, position, goal, held


def solve(data: dict, budget: int = 5_000_000) -> dict:
    """Solve a position given as data; never raises on a budget overrun („unbekannt“)."""
    p, position, goal, held = parse_position(data)
    s = make_solver(p, position, goal, budget=budget)
    remaining = s.live_points
    t0 = time.perf_counter()
    out = {"variant": p.key, "goal": data.get("goal", {"kind": "points", "party": "spieler"}),
           "unknown": False}
    try:
        value = s.value()
        line = s.best_line(value)
    except SolverBudget:
        out.update(unknown=True, nodes=s.nodes, seconds=round(time.perf_counter() - t0, 3))
        return out
    out.update(value=value, nodes=s.nodes, seconds=round(time.perf_counter() - t0, 3),
               line=[{"seat": SEATS[seat], "card": p.card_name(c)} for seat, c in line],
               best=p.card_name(line[0][1]) if line else None)
    if isinstance(goal, Points):
        mine = held[goal.party] + value
        other = held[1 - goal.party] + remaining - value
        out["points"] = {PARTIES[goal.party]: points_text(mine), PARTIES[1 - goal.party]: points_text(other)}
    return out


def solve_file(path: str, budget: int = 5_000_000) -> dict:
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RequestError(f"Die Stellung ist kein gültiges JSON (Zeile {e.lineno}, Spalte {e.colno}).") from None
    return solve(data, budget)
