"""A whole Parthie (§ 25): random deals until one party reaches a hundert, the dealer moving
to the left after each deal and the parties keeping their persons."""
from __future__ import annotations

import random

from ...core import THROWN_IN, new_game, play_out
from ...errors import RequestError
from ...terms import SEATS
from .profile import OTHER_PROFILES


def play_partie(key: str = "hundertspiel", seed: int = 0, max_deals: int = 200) -> dict:
    """Play random deals until one party reaches 100 (§ 25); the dealer moves to the left after
    each deal. Returns the deals' settlements, the standing and the Marken per person."""
    if key not in OTHER_PROFILES:
        raise RequestError(f"Unbekannte Spielart „{key}“; möglich sind {', '.join(OTHER_PROFILES)}.")
    profile = OTHER_PROFILES[key]
    rng = random.Random(seed)
    persons = SEATS[:profile.n_seats]
    marks = dict.fromkeys(persons, 0)
    stand = [0] * (2 if profile.n_seats == 4 else profile.n_seats)
    deals = []
    for n in range(max_deals):
        first = (n + 1) % profile.n_seats          # seat 0 is left of the dealer
        names = [persons[(first + i) % profile.n_seats] for i in range(profile.n_seats)]
        # parties keep their persons: rotate the standing to the seats' parties
        shift = first % len(stand) if profile.n_seats == 4 else first
        seat_stand = [stand[(p + shift) % len(stand)] for p in range(len(stand))]
        state = new_game(profile, seed=rng.randrange(2 ** 32),
                         options={"seat_names": names, "standing": seat_stand})
        play_out(profile, state, rng)
        result = profile.settle(state)
        for name, pay in zip(result.persons, result.payments):
            marks[name] += pay
        deals.append({"state": state, "settlement": result})
        if state.phase == THROWN_IN:
            continue
        new = result.points["new"]
        stand = [new[(p - shift) % len(stand)] for p in range(len(stand))]
        if result.points["winner"] is not None:
            winner = (result.points["winner"] + shift) % len(stand)
            return {"deals": deals, "winner": winner, "stand": stand, "marks": marks,
                    "final": [result.points["stand"][(p - shift) % len(stand)]
                              for p in range(len(stand))]}
    raise RequestError("Die Parthie ist nach zu vielen Spielen nicht entschieden.")
