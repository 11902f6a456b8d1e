"""Duplicate match of two card players (issue 25): `python -m engine match VARIANT`.

Every deal is played twice from the same first lead: once the tested player plays the seats of
the Spieler's party and the opponent player the Gegner's, once the other way round. Bidding,
talon, discard and announcements are still decided as the Probespiel decides them (at random
among the legal actions, from the seed: `engine.probespiel.deal`), the same in both plays; only
the card play differs. The gain of a deal is what the tested player's seats were paid in both
plays together, in the game's own payment units, by the engine's own settlement — luck of the
cards cancels, skill remains.
"""
from __future__ import annotations

import math
import random
import statistics
import time

from .core import play_card
from .fields import SEED
from .players.baseline import RandomPlay, RuleOfThumb
from .players.pimc import Determinized
from .probespiel import deal
from .schema import Choice, Int, check_fields
from .tarok import PROFILES

PLAYERS = {"pimc": Determinized, "faustregel": RuleOfThumb, "zufall": RandomPlay}
MATCH_FIELDS = {
    "variant": Choice("Spiel", tuple(PROFILES), required=True,
                      unknown="Feld „variant“: eine Tarok-Art der Engine ({options})."),
    "deals": Int("Anzahl der Deals", 1, 100_000, default=20),
    "seed": SEED,
    "player": Choice("Spieler", tuple(PLAYERS), default="pimc",
                     unknown="Feld „player“: einer der Spieler der Engine ({options})."),
    "against": Choice("Gegenspieler", tuple(PLAYERS), default="faustregel",
                      unknown="Feld „against“: einer der Spieler der Engine ({options})."),
    "samples": Int("Stichproben je Entscheidung", 1, 200, default=12),
    "budget": Int("Knotenbudget je Stichprobe und Karte", 1_000, 50_000_000, default=60_000),
    "objective": Choice("Ziel", ("points", "game"), default="points",
                        unknown="Feld „objective“: „points“ (Augen) oder „game“ (Augen und Spielgewinn)."),
}


def play_cards(p, state, players: dict, rngs: dict, clock: list | None = None) -> None:
    """Play the card phase of `state` to its end; `players[seat]` chooses each seat's card.
    With `clock`, the seconds of every decision of a seat in `clock[1]` go to `clock[0]`."""
    while state.phase == "play":
        seat = state.turn
        start = time.perf_counter()
        card = players[seat].card(p, state, seat, rngs[seat])
        if clock is not None and seat in clock[1]:
            clock[0].append(time.perf_counter() - start)
        if not p.legal_cards(state, seat) >> card & 1:
            raise RuntimeError(f"player {players[seat].name} chose an illegal card")
        play_card(p, state, card)


def play_twice(p, seed: int, tested, other, times: list) -> dict:
    """One deal, played with the tested player on the Spieler's side, then on the Gegner's."""
    start = deal(p, seed)
    spieler = {s for s in p.spieler_party(start) if s is not None}
    sides = [spieler, set(range(start.n_seats)) - spieler]
    out = {"seed": seed, "game": start.contract.get("name") or start.contract.get("game"), "plays": []}
    for run, mine in enumerate(sides):
        state = start.copy()
        players = {s: tested if s in mine else other for s in range(state.n_seats)}
        rngs = {s: random.Random(f"{seed}/{run}/{s}") for s in range(state.n_seats)}
        play_cards(p, state, players, rngs, (times, mine))
        settled = p.settle(state)
        out["plays"].append({"side": "spieler" if run == 0 else "gegner",
                             "gain": sum(settled.payments[s] for s in mine),
                             "won": settled.won})
    out["gain"] = sum(x["gain"] for x in out["plays"])
    return out


def mean_ci(values: list[float]) -> tuple[float, float | None, float | None]:
    """The mean and its 95 % confidence interval (normal approximation; none for one value)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, None, None
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def make_player(name: str, samples: int, budget: int, objective: str):
    return Determinized(samples, budget, objective) if name == "pimc" else PLAYERS[name]()


def match(variant: str, deals: int = 20, seed: int = 0, player: str = "pimc",
          against: str = "faustregel", samples: int = 12, budget: int = 60_000,
          objective: str = "points", progress=None) -> dict:
    """The duplicate match of `player` against `against` on `deals` deals from `seed` on;
    `samples`, `budget` and `objective` are the determinized player's (engine.players.pimc)."""
    args = {"variant": variant, "deals": deals, "seed": seed, "player": player, "against": against,
            "samples": samples, "budget": budget, "objective": objective}
    variant, deals, seed, player, against, samples, budget, objective = check_fields(MATCH_FIELDS, args).values()
    p = PROFILES[variant]
    tested, other = (make_player(name, samples, budget, objective) for name in (player, against))
    times: list[float] = []
    rows = []
    for i in range(deals):
        rows.append(play_twice(p, seed + i, tested, other, times))
        if progress:
            progress(rows[-1])
    gains = [r["gain"] for r in rows]
    mean, lo, hi = mean_ci(gains)

    def won_share(side: int) -> float:
        games = [r["plays"][side]["won"] for r in rows if r["plays"][side]["won"] is not None]
        return sum(games) / len(games) if games else None

    return {"variant": variant, "name": p.name, "deals": deals, "seed": seed,
            "player": player, "against": against, "samples": samples, "budget": budget, "objective": objective,
            "mean_gain": mean, "ci95": [lo, hi],
            "declarer_won": {"player": won_share(0), "against": won_share(1)},
            "decision_s": {"median": statistics.median(times) if times else 0.0,
                           "max": max(times, default=0.0), "count": len(times)},
            "player_stats": dict(getattr(tested, "stats", {})),
            "bidding": "zufällig unter den erlaubten Zügen (wie im Probespiel), in beiden Spielen gleich",
            "rows": rows}

