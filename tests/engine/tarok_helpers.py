"""Shared helpers of the Tarok engine tests (imported by the test modules, not a test)."""
from __future__ import annotations

from engine.cards import parse_card
from engine.core import Action, State, act, ids_of, mask_of, new_game
from engine.tarok import PROFILES
from engine.api import run


def settle(variant: str, game: str, **kw) -> dict:
    """What a game pays, computed by the profile's settle from an outcome (no tricks), through
    the checked boundary of the web function `settle`."""
    return run("settle", {"variant": variant, "game": game, **kw})


def pay(result: dict, person: str) -> int:
    return result["payments"][person]


def line(result: dict, label_start: str) -> dict:
    hits = [ln for ln in result["lines"] if ln["label"].startswith(label_start)]
    assert len(hits) == 1, (label_start, result["lines"])
    return hits[0]


def ids(profile, names) -> list[int]:
    return [profile.card_id[parse_card(n, profile.pack)] for n in names]


def play_actions(profile, state: State, *actions) -> State:
    for a in actions:
        act(profile, state, Action(*a))
    return state


def rest_of_pack(profile, used: list[int]) -> list[int]:
    return [c for c in range(len(profile.pack)) if c not in set(used)]


__all__ = ["Action", "State", "act", "ids_of", "mask_of", "new_game", "PROFILES", "settle", "pay",
           "line", "ids", "play_actions", "rest_of_pack"]
