"""Random whole games through the page's own request path (`engine.api.call("table", …)`): the
reader's seat chooses at random among the actions the engine offers (buttons, cards, sets of
cards), the engine's seats decide by their players, until the settlement. Used by the tests (a few games per variant) and by
`scripts/check_table.py` (the property check of many)."""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field

from .api import call
from .terms import SEAT_LETTERS


@dataclass
class Playthrough:
    variant: str
    seed: int
    seat: str
    result: dict | None = None            # the last answer's view
    requests: int = 0
    engine_seconds: list[float] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)          # the engine player's failures
    failure: str | None = None                              # an error answer, or an unbalanced end


def ask(args: dict) -> dict:
    answer = json.loads(call("table", json.dumps(args)))
    if not answer["ok"]:
        raise AssertionError(answer["error"]["message"])
    return answer["result"]


def choices(view: dict) -> list[list]:
    """Every action the view offers the reader: the buttons and cards (`actions`) and every set of
    cards the hand's selection may confirm (`select`)."""
    return [a["action"] for a in view["actions"]] + [c["action"] for c in (view["select"] or {}).get("sets", [])]


def play_through(variant: str, seed: int, seat: str, rng: random.Random, players: str = "engine",
                 max_requests: int = 1000) -> Playthrough:
    """One game to its end, the engine's seats played by `players` (engine.table.PLAYERS);
    `failure` says what went wrong, if anything."""
    out = Playthrough(variant, seed, seat)
    base = {"variant": variant, "seed": seed, "seat": seat, "players": players}
    try:
        r = ask({**base, "log": []})
        while r["waiting"] != "over" and out.requests < max_requests:
            step = {**base, "log": r["log"], "token": r["token"]}
            if r["waiting"] == "engine":
                t0 = time.perf_counter()
                r = ask({**step, "think": True})
                out.engine_seconds.append(time.perf_counter() - t0)
            else:
                r = ask({**step, "action": rng.choice(choices(r))})
            out.requests += 1
            if r.get("engine_note"):
                out.notes.append(r["engine_note"])
        out.result = r
        if r["waiting"] != "over":
            out.failure = f"nach {max_requests} Anfragen nicht zu Ende"
        elif sum(r["settlement"]["payments"].values()) != 0:
            out.failure = f"Abrechnung nicht ausgeglichen: {r['settlement']['payments']}"
    except AssertionError as e:
        out.failure = str(e)
    return out


def seat_for(n_seats: int, seed: int) -> str:
    return SEAT_LETTERS[seed % n_seats]
