"""Properties every game of the registry keeps, checked on random games (used by the test suite
with a few games per profile and by scripts/bench_engine.py with 10,000):

- every action the random player takes is legal (`why_illegal` agrees with `legal_actions`);
- the state survives a JSON round trip and the strict state check (engine.state_io.load_state);
- undo gives the state before the last action, and replaying the log gives the same game;
- the settlement balances to zero and is valid JSON;
- Tarok piles: both counting methods of Ulmann (S. 16–18) agree, and the parties' piles add up
  to the pack's points.
"""
from __future__ import annotations

import json
import random

from .core import DONE, ENDED, State, act, legal_actions, mask_of, new_game, replay, undo, why_illegal
from .state_io import load_state


class PropertyFailure(AssertionError):
    pass


def _fail(key: str, seed: int, what: str) -> PropertyFailure:
    return PropertyFailure(f"{key}, Seed {seed}: {what}")


def check_game(profile, seed: int, deep: bool = True) -> State:
    """Play one random game of `profile` from `seed`, checking every property; returns the
    finished state. `deep` also checks undo and the JSON round trip at a random point."""
    rng = random.Random(seed)
    state = new_game(profile, seed=seed)
    probe = rng.randrange(200)
    steps = 0
    while state.phase not in ENDED:
        action = profile.random_action(state, rng)
        if action.kind == "play" and action.seat == state.turn:
            if not profile.legal_cards(state, state.turn) >> action.arg & 1:
                raise _fail(profile.key, seed, f"Zufallszug {action} ist keine erlaubte Karte")
        elif action not in legal_actions(profile, state):
            raise _fail(profile.key, seed, f"Zufallszug {action} fehlt in legal_actions")
        reason = why_illegal(profile, state, action)
        if reason:
            raise _fail(profile.key, seed, f"Zufallszug {action} gilt als unerlaubt: {reason}")
        if deep and steps == probe:
            _round_trip(profile, seed, state, strict=True)
        act(profile, state, action)
        steps += 1
        if deep and steps == probe + 1:
            if undo(profile, state) != replay(profile, state, len(state.log) - 1):
                raise _fail(profile.key, seed, "undo weicht vom Nachspielen ab")
    _round_trip(profile, seed, state, strict=deep)
    if deep and replay(profile, state) != state:
        raise _fail(profile.key, seed, "das Nachspielen des Protokolls gibt ein anderes Spiel")
    st = profile.settle(state)
    if sum(st.payments) != 0:
        raise _fail(profile.key, seed, f"die Abrechnung geht nicht auf: {st.payments}")
    json.dumps(st.as_dict(), allow_nan=False)
    _counting(profile, seed, state)
    return state


def _round_trip(profile, seed: int, state: State, strict: bool) -> None:
    text = state.to_json()
    if State.from_json(text) != state:
        raise _fail(profile.key, seed, "der Zustand übersteht JSON nicht")
    if strict and load_state(json.loads(text))[1] != state:
        raise _fail(profile.key, seed, "die Prüfung des Zustands ändert ihn")


def _counting(profile, seed: int, state: State) -> None:
    both = getattr(profile, "pile_both_methods", None)
    if both is None or state.phase != DONE:
        return
    piles = list(state.won) + list(state.scat)
    rest = state.contract.get("talon_rest") or []
    if rest:
        piles.append(mask_of(rest))
    for m in piles:
        a, b = both(m)
        if a != b:
            raise _fail(profile.key, seed, f"die beiden Zählmethoden geben {a} und {b}")
    party = getattr(profile, "party_pile", None)
    if party is not None and state.contract.get("declarer") is not None and hasattr(profile, "gegner_party") \
            and profile.key not in ("gross", "lhombre", "lhombre-talon", "unter-vieren", "unter-vieren-rufen"):
        sp, gg = profile.spieler_party(state), profile.gegner_party(state)
        x, y = profile.pile_points(party(state, sp)), profile.pile_points(party(state, gg))
        if x + y != profile.total_points:
            raise _fail(profile.key, seed, f"die Partei-Haufen zählen {x} + {y} statt {profile.total_points}")


def check_profile(profile, games: int, first_seed: int = 0, deep_every: int = 1) -> int:
    """Check `games` random games (every `deep_every`-th also undo, replay and the strict state
    check); returns how many were played to the end (not thrown in)."""
    done = 0
    for seed in range(first_seed, first_seed + games):
        done += check_game(profile, seed, deep=(seed - first_seed) % deep_every == 0).phase == DONE
    return done
