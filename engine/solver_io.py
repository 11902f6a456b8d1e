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

from .cards import unique_cards
from .core import mask_of
from .errors import RequestError
from .fields import seat_spec, variant_spec
from .goals import GOALS, goal_of
from .schema import AnyOf, Cards, Choice, ListOf, MapOf, Nothing, Obj, PointsText, Spec, Text, check_fields
from .search_budget import SOLVE_BUDGET
from .solver import Points, Position, SolverBudget, solvable
from .solver_core import make_solver
from .terms import PARTIES, SEATS, points_text
from .variants import get_profile

BAD_NAME = "Feld „{field}[{i}]“: {error}"


def _field(name: str, message: str):
    raise RequestError(f"Feld „{name}“: {message}")


def position_fields(p) -> dict[str, Spec]:
    """The declared shape of a position of the game `p` (engine.schema specs)."""
    n, letters = p.n_seats, SEATS[:p.n_seats]
    seat = seat_spec(n)
    size = len(p.pack)
    return {
        "variant": variant_spec(),
        "hands": Obj("Hände", {s: Cards(f"Hand {s}", max_len=size, required=True) for s in letters}, required=True),
        "leader": seat_spec(n, required=True),
        "trick": Cards("Stich", max_len=n - 1, default=[]),
        "declarer": seat_spec(n, default="A"),
        "partners": ListOf("Partner des Spielers", seat, max_len=n - 1, unique=True, default=[]),
        "taken": Obj("Points der Parteien", {party: PointsText(f"Points der Partei „{party}“", required=True)
                                            for party in PARTIES}, default=dict.fromkeys(PARTIES, 0)),    # (in thirds)
        "goal": Obj("Ziel", {"kind": Choice("Art", GOALS, required=True),
                             "party": Choice("Partei", PARTIES, required=True)},
                    default={"kind": "points", "party": "spieler"}),
        "packets": MapOf("Talonpäckchen", seat, ListOf("Päckchen", Cards("Päckchen", max_len=size), max_len=3)),
        "open": MapOf("Aufgedeckte Karten", seat, ListOf("Aufgedeckt", AnyOf(
            "Aufgedeckte Karte", Text("Karte", max_len=60), Nothing("keine"), expected="ein Kartenname oder null"),
            max_len=3)),
        "called": Text("Gerufener König", max_len=60),
    }


def parse_position(data: dict):
    """(profile, Position, goal, points held) from position JSON, checked against
    `position_fields`, then across fields; RequestError names the field."""
    if not isinstance(data, dict):
        raise RequestError("Die Stellung muss ein JSON-Objekt sein.")
    variant = check_fields({"variant": variant_spec()}, {"variant": data.get("variant")})["variant"]
    p = get_profile(variant)
    if not p.tarok_pack:
        _field("variant", f"der Löser kennt die Tarok-Spiele; „{p.name}“ ist keines.")
    if not solvable(p):
        _field("variant", f"„{p.name}“ rechnet der Löser nicht.")
    d = check_fields(position_fields(p), data)
    n, letters = p.n_seats, SEATS[:p.n_seats]
    taken: dict = {}

    def cards(names, field: str) -> list[int]:
        return unique_cards(p, names, field, taken, BAD_NAME)

    hands = [cards(d["hands"][s], f"hands.{s}") for s in letters]
    trick = cards(d["trick"], "trick")
    leader, declarer = letters.index(d["leader"]), letters.index(d["declarer"])
    partners = [letters.index(s) for s in d["partners"]]
    if declarer in partners:
        _field("partners", "der Spieler kann nicht sein eigener Partner sein.")
    packets = opens = None
    if d["packets"] is not None:
        if not p.talon_packets:
            _field("packets", f"Talonpäckchen gibt es nur im Strohmann-Tarok, nicht im „{p.name}“.")
        pk, op = d["packets"], d["open"] or {}
        packets = [[cards(x, f"packets.{s}[{j}]") for j, x in enumerate(pk.get(s, []))] for s in letters]
        opens = [[None if c is None else unique_cards(p, [c], f"open.{s}[{j}]", {}, "Feld „{field}“: {error}")[0]   # (also in a packet)
                  for j, c in enumerate(op.get(s, []))] + [None] * (3 - len(op.get(s, []))) for s in letters]
        packets = [seat_p + [[]] * (3 - len(seat_p)) for seat_p in packets]
    played = [(leader + i) % n for i in range(len(trick))]
    counts = [len(h) + played.count(s) + sum(len(x) for x in (packets[s] if packets else [])) for s, h in enumerate(hands)]
    if len(set(counts)) != 1 or counts[0] == 0:
        _field("hands", "alle Plätze müssen gleich viele Karten haben (die im Stich mitgezählt).")
    party = [0 if s == declarer or s in partners else 1 for s in range(n)]
    kind, gp = d["goal"]["kind"], PARTIES.index(d["goal"]["party"])
    called = None
    if kind == "koenig_ultimo":
        if d["called"] is None:
            _field("called", "der gerufene König, z. B. „Pique-König“.")
        called = unique_cards(p, [d["called"]], "called", {}, "Feld „{field}“: {error}")[0]
    goal = goal_of(p, kind, gp, called)
    held = [d["taken"]["spieler"], d["taken"]["gegner"]]
    position = Position([mask_of(h) for h in hands], leader, party, trick, packets, opens)
    return p, position, goal, held


def solve(data: dict, budget: int = SOLVE_BUDGET) -> dict:
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


def solve_file(path: str, budget: int = SOLVE_BUDGET) -> dict:
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RequestError(f"Die Stellung ist kein gültiges JSON (Zeile {e.lineno}, Spalte {e.colno}).") from None
    return solve(data, budget)
