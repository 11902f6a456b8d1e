"""Duplicate match of two engine players over the whole game (issue 25): `python -m engine match VARIANT`.

Every deal is played twice from the same cards: once the tested player plays the seats of the
set S (the even seats: A and C, and E with five) and the other player the rest, once the other
way round. Every phase — bidding, accepting or passing, the talon, the discard, a call,
announcements, Contra, the play — is decided by the player of the seat. Each seat has its own
random stream from the seed, the same in both plays, so that two identical players give the
same game twice and the gain cancels exactly. The gain of a deal is what the tested player's
seats were paid in both plays together, in the game's own payment units by the engine's own
settlement (Whist, whose single deal pays only a Schlemm: the points of the deal, tricks over
six and honours, `engine.players.rollout.seat_values`) — luck of the cards cancels, skill remains.
Decision times are the process's CPU seconds (`time.process_time`), so that a loaded machine
does not inflate them.
"""
from __future__ import annotations

import json
import math
import random
import statistics
import time

from .core import ENDED, PLAY, act, new_game, play_card
from .errors import RequestError
from .fields import SEED
from .players.phases import Simulated
from .players.policy import EnginePlayer, baseline_player, engine_player
from .players.rollout import seat_values
from .schema import Choice, Int, check_fields
from .variants import REGISTRY

PLAYERS = ("engine", "faustregel", "zufall")
ONLY = ("all", "play")
MATCH_FIELDS = {
    "variant": Choice("Spiel", tuple(REGISTRY), required=True,
                      unknown="Feld „variant“: ein Spiel der Engine ({options})."),
    "deals": Int("Anzahl der Deals", 1, 100_000, default=20),
    "seed": SEED,
    "player": Choice("Spieler", PLAYERS, default="engine",
                     unknown="Feld „player“: einer der Spieler der Engine ({options})."),
    "against": Choice("Gegenspieler", PLAYERS, default="faustregel",
                      unknown="Feld „against“: einer der Spieler der Engine ({options})."),
    "samples": Int("Stichproben je Entscheidung", 1, 200, default=12),
    "budget": Int("Knotenbudget je Stichprobe und Karte", 1_000, 50_000_000, default=60_000),
    "playouts": Int("Ausspiele je Entscheidung", 2, 100_000, default=96),
    "objective": Choice("Ziel", ("points", "game"), default="points",
                        unknown="Feld „objective“: „points“ (Augen) oder „game“ (Augen und Spielgewinn)."),
    "only": Choice("Verglichen wird", ONLY, default="all",
                   unknown="Feld „only“: „all“ (alle Phasen) oder „play“ (nur das Kartenspiel)."),
}


def play_cards(p, state, players: dict, rngs: dict, clock: list | None = None) -> None:
    """Play the card phase of `state` to its end; `players[seat]` chooses each seat's card (a
    card player: `.card(p, state, seat, rng)`). With `clock`, the seconds of every decision of
    a seat in `clock[1]` go to `clock[0]`."""
    while state.phase == PLAY:
        seat = state.turn
        start = time.process_time()
        card = players[seat].card(p, state, seat, rngs[seat])
        if clock is not None and seat in clock[1]:
            clock[0].append(time.process_time() - start)
        if not p.legal_cards(state, seat) >> card & 1:
            raise RuntimeError(f"player {players[seat].name} chose an illegal card")
        play_card(p, state, card)


def play_game(p, state, players: dict, rngs: dict, clock: list | None = None) -> None:
    """Play `state` through every phase to its end; `players[seat]` (an EnginePlayer) acts for
    each seat, every action checked by the engine. With `clock`, the seconds of each decision of
    a seat in `clock[1]` go to `clock[0]` (card decisions) or `clock[2]` (the other phases)."""
    while state.phase not in ENDED:
        seat = state.turn
        start = time.process_time()
        action = players[seat].act(p, state, seat, rngs[seat])
        if clock is not None and seat in clock[1]:
            clock[0 if state.phase == PLAY else 2].append(time.process_time() - start)
        act(p, state, action)                            # raises on an illegal action


def seat_sets(n: int) -> list[set[int]]:
    """The tested player's seats in the two plays of a deal: the even seats, then the odd ones."""
    even = {s for s in range(n) if s % 2 == 0}
    return [even, set(range(n)) - even]


def play_twice(p, seed: int, tested, other, clock: list) -> dict:
    """One deal, played with the tested player at the even seats, then at the odd seats."""
    out = {"seed": seed, "plays": []}
    n_cards, n_phases = len(clock[0]), len(clock[1])
    start = time.process_time()
    for run, mine in enumerate(seat_sets(p.n_seats)):
        state = new_game(p, seed=seed)
        players = {s: tested if s in mine else other for s in range(state.n_seats)}
        rngs = {s: random.Random(f"{seed}/{s}") for s in range(state.n_seats)}
        play_game(p, state, players, rngs, (clock[0], mine, clock[1]))
        values = seat_values(p, state, own_seats_only=True)
        decl = p.declarer_of(state)
        won = p.settle(state).won if decl is not None else None
        out["plays"].append({"seats": sorted(mine), "game": p.game_name_of(state),
                             "declarer": decl, "declarer_tested": decl in mine if decl is not None else None,
                             "won": won, "gain": sum(values[s] for s in mine)})
    out["gain"] = sum(x["gain"] for x in out["plays"])
    out["decisions"] = {"cards": len(clock[0]) - n_cards, "phases": len(clock[1]) - n_phases,
                        "max_s": round(max(clock[0][n_cards:] + clock[1][n_phases:], default=0.0), 4),
                        "deal_cpu_s": round(time.process_time() - start, 3)}
    return out


def read_progress(path: str) -> list[dict]:
    """The finished deals of an earlier run: its progress file, one JSON row per line. A last
    line cut short (the run was stopped while writing it) is left out; any other bad line is
    refused."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = [x for x in f.read().splitlines() if x.strip()]
    except FileNotFoundError:
        return []
    except OSError as e:
        raise RequestError(f"Die Fortschrittsdatei „{path}“ ist nicht lesbar ({e.strerror}).") from None
    rows = []
    for i, line in enumerate(lines, 1):
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            if i == len(lines):
                break
            raise RequestError(f"Die Fortschrittsdatei „{path}“ hat in Zeile {i} kein JSON.") from None
        if not isinstance(row, dict) or not isinstance(row.get("seed"), int) or "gain" not in row:
            raise RequestError(f"Die Fortschrittsdatei „{path}“ hat in Zeile {i} keinen Deal eines Matches.")
        rows.append(row)
    return rows


def mean_ci(values: list[float]) -> tuple[float, float | None, float | None]:
    """The mean and its 95 % confidence interval (normal approximation; none for one value)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, None, None
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def make_player(name: str, samples: int, budget: int, playouts: int, objective: str):
    if name == "engine":
        return engine_player(samples=samples, budget=budget, objective=objective, playouts=playouts)
    return baseline_player(name)


def card_play_only(tested, other) -> tuple:
    """The two players with one phase player for both (`--only play`): every phase before and
    beside the play — bidding, talon, discard, a call, announcements, Contra — is decided by the
    engine's simulation (`engine.players.phases`) for every seat alike, so that in both plays of
    a deal the same game is declared and only the card play differs."""
    phases = Simulated()
    return (EnginePlayer(tested.cards, phases, tested.name), EnginePlayer(other.cards, phases, other.name))


def times(xs: list[float]) -> dict:
    return {"median": statistics.median(xs) if xs else 0.0, "max": max(xs, default=0.0), "count": len(xs)}


def summary(rows: list[dict]) -> dict:
    """Mean gain, its interval and the declarer's wins of finished rows."""
    mean, lo, hi = mean_ci([r["gain"] for r in rows])

    def won_share(tested: bool):
        games = [x["won"] for r in rows for x in r["plays"]
                 if x["declarer_tested"] is tested and x["won"] is not None]
        return (sum(games) / len(games) if games else None), len(games)

    (wp, np_), (wa, na) = won_share(True), won_share(False)
    cpu = [r["decisions"]["deal_cpu_s"] for r in rows if "deal_cpu_s" in r.get("decisions", {})]
    return {"mean_gain": mean, "ci95": [lo, hi],
            "longest_decision_s": max((r.get("decisions", {}).get("max_s", 0.0) for r in rows), default=0.0),
            "cpu_s": {"sum": round(sum(cpu), 3), "deals": len(cpu)},
            "declarer_won": {"player": wp, "against": wa}, "declarer_games": {"player": np_, "against": na}}


def match(variant: str, deals: int = 20, seed: int = 0, player: str = "engine",
          against: str = "faustregel", samples: int = 12, budget: int = 60_000, playouts: int = 96,
          objective: str = "points", progress=None, only: str = "all", done=()) -> dict:
    """The duplicate match of `player` against `against` on `deals` deals, seeds `seed` …
    `seed + deals - 1`; `samples`, `budget`, `playouts` and `objective` are the engine player's
    card search (engine.players.pimc). `only="play"`: the card play alone is compared
    (`card_play_only`). `done`: rows of an earlier run of the same match (its progress file);
    a deal whose seed is among them is taken from there, not played again — every deal depends
    on its seed alone, so a run resumed this way gives the rows and figures of one run (the
    median decision times only of the deals played now; each row keeps its deal's longest
    decision and CPU seconds, summed in `longest_decision_s` and `cpu_s`)."""
    args = {"variant": variant, "deals": deals, "seed": seed, "player": player, "against": against,
            "samples": samples, "budget": budget, "playouts": playouts, "objective": objective,
            "only": only}
    variant, deals, seed, player, against, samples, budget, playouts, objective, only = \
        check_fields(MATCH_FIELDS, args).values()
    p = REGISTRY[variant]
    tested, other = (make_player(name, samples, budget, playouts, objective) for name in (player, against))
    if only == "play":
        tested, other = card_play_only(tested, other)
    earlier = {r["seed"]: r for r in done}
    card_s: list[float] = []
    phase_s: list[float] = []
    rows = []
    for i in range(deals):
        if seed + i in earlier:
            rows.append(earlier[seed + i])
            continue
        rows.append(play_twice(p, seed + i, tested, other, [card_s, phase_s]))
        if progress:
            progress(rows[-1])
    return {"variant": variant, "name": p.name, "deals": deals, "seed": seed,
            "player": player, "against": against, "samples": samples, "budget": budget,
            "playouts": playouts, "objective": objective, "only": only,
            "resumed": sum(seed + i in earlier for i in range(deals)), **summary(rows),
            "decision_s": times(card_s + phase_s), "card_decision_s": times(card_s),
            "phase_decision_s": times(phase_s),
            "player_stats": tested.stats,
            "design": "jeder Deal zweimal: der geprüfte Spieler an den geraden Plätzen (A, C …), "
                      "dann an den ungeraden; " + ("alle Phasen nach der Politik des Platzes" if only == "all"
                      else "nur die Karten nach der Politik des Platzes, alle anderen Phasen für "
                           "alle Plätze nach der Simulation der Engine"),
            "rows": rows}
