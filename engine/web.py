"""The engine's entry point for the page widgets (called from the Pyodide worker).

Requests and answers are JSON strings: what a reader types reaches Python only as data.
Every answer is {"ok": true, "result": …} or {"ok": false, "error": {"type", "message"}},
with a German message; no exception escapes to the page.

Functions: version, count, card_names, variants, legal, settle, play_random.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from . import __version__
from .cards import PACKS
from .counting import count_names
from .errors import EngineError, RequestError


def _count(cards: list[str] | str, pack: int = 78) -> dict:
    if pack not in PACKS:
        raise RequestError(f"Unbekanntes Pack zu {pack} Karten; möglich sind 78, 54 und 42.")
    return count_names(cards, PACKS[pack]).as_dict()


def _card_names(pack: int = 54) -> list[dict]:
    return [{"name": c.name, "code": c.code} for c in PACKS[pack]]


def _variants() -> list[dict]:
    from .variants import REGISTRY
    return [p.describe() for p in REGISTRY.values()]


def _cards(profile, names: list[str] | str) -> list[int]:
    if isinstance(names, str):
        names = [n for n in names.replace(";", ",").split(",") if n.strip()]
    return [profile.parse_card(n) for n in names]


def _legal(variant: str, hand: list[str] | str, trick: list[str] | str = (), card: str | None = None,
           trump: int | str | None = None) -> dict:
    """Is `card` legal for a hand with `trick` (cards already played to it, in order) on the
    table? Without `card`: all legal cards. {legal, reason, legal_cards}."""
    from .core import State, ids_of, mask_of  # lazily: keeps the engine's start light
    from .variants import get_profile
    p = get_profile(variant)
    hand_ids, trick_ids = _cards(p, hand), _cards(p, trick if isinstance(trick, str) else list(trick))
    if set(hand_ids) & set(trick_ids):
        raise RequestError("Eine Karte kann nicht zugleich in der Hand und im Stich sein.")
    n = p.n_seats
    if len(trick_ids) >= n:
        raise RequestError(f"Ein Stich hat bei {p.name} höchstens {n - 1} Karten vor dem Zug.")
    seat = len(trick_ids)
    state = State(variant, n, [0] * n)
    state.hands[seat] = mask_of(hand_ids)
    state.trick, state.leader, state.turn = trick_ids, 0, seat
    if isinstance(trump, str):
        if trump not in p.suit_names:
            raise RequestError(f"Unbekannte Trumpffarbe „{trump}“.")
        trump = p.suit_names.index(trump)
    state.trump = trump
    legal = [p.card_name(c) for c in ids_of(p.legal_cards(state, seat))]
    out: dict[str, Any] = {"legal_cards": legal}
    if card is not None:
        cid = p.parse_card(card)
        reason = p.why_illegal(state, seat, cid)
        out.update(legal=reason is None, reason=reason, card=p.card_name(cid))
    return out


def _settle(variant: str, game: str, points: int | None = None, declarer: str = "A",
            partners: list[str] = (), multiplicity: int = 1, contra: dict | None = None,
            announced: list | None = None, options: dict | None = None, **facts) -> dict:
    """What a game pays, from its outcome instead of its tricks: the Spieler's party's
    `points`, and facts such as ultimo ("spieler", "gegner", "spieler-abgefangen" …), volat
    ("spieler"/"gegner"), honneurs ({"A": ["trois"]}), in_stichen, koenig, taroks."""
    from .core import State  # lazily: keeps the engine's start light
    from .tarok.common import TarokProfile
    from .variants import get_profile
    p = get_profile(variant)
    if not isinstance(p, TarokProfile):
        raise RequestError("„settle“ rechnet Tarok-Spiele ab; andere Spiele über „play_random“.")
    if game not in p.contract_by_key:
        raise RequestError(f"Unbekannte Spielart „{game}“ für {p.name}; möglich: {', '.join(p.contract_by_key)}.")
    state = State(variant, p.n_seats, [0] * p.n_seats, phase="done", options=dict(options or {}))
    state.extra["seat_names"] = list(p.seat_names[:p.n_seats])
    persons = p.persons(state)

    def seat(name: str) -> int:
        if name not in persons[:p.n_seats]:
            raise RequestError(f"Unbekannter Platz „{name}“; möglich: {', '.join(persons[:p.n_seats])}.")
        return persons.index(name)

    if points is not None and not 0 <= points <= p.total_points:
        raise RequestError(f"Points müssen zwischen 0 und {p.total_points} liegen.")
    anns = []
    for a in announced or []:
        what, by = (a, declarer) if isinstance(a, str) else (a["what"], a.get("by", declarer))
        anns.append({"what": what, "seat": seat(by)})
    state.contract = {"declarer": seat(declarer), "game": game, "name": p.contract_by_key[game].name,
                      "partners": [seat(x) for x in partners], "multiplicity": multiplicity,
                      "contra": dict(contra or {}), "announced": anns, "talon_rest": []}
    given = dict(facts)
    if points is not None:
        given["points"] = points
    state.extra["given"] = given
    state.extra["auction"] = {"tapped": [seat(x) for x in given.pop("tapped", [])]}
    return p.settle(state).as_dict()


def _contracts(variant: str) -> list[dict]:
    """The games a Tarok variant can be played as, for the settlement widget."""
    from .tarok.common import TarokProfile
    from .variants import get_profile
    p = get_profile(variant)
    if not isinstance(p, TarokProfile):
        raise RequestError(f"{p.name} ist kein Tarok-Spiel.")
    return [{"key": c.key, "name": c.name, "value": c.value, "malig": c.mode == "parts", "source": c.source}
            for c in p.contracts]


def _play_random(variant: str, seed: int = 0, options: dict | None = None) -> dict:
    from .core import random_game, record  # lazily: keeps the engine's start light
    from .variants import get_profile
    p = get_profile(variant)
    return record(p, random_game(p, int(seed), options=options))


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "version": lambda: __version__,
    "count": _count,
    "card_names": _card_names,
    "variants": _variants,
    "legal": _legal,
    "settle": _settle,
    "play_random": _play_random,
    "contracts": _contracts,
    "problem_whatif": lambda **kw: __import__("engine.problems.whatif", fromlist=["whatif"]).whatif(**kw),
    "trial_variants": lambda: __import__("engine.trial", fromlist=["trial_variants"]).trial_variants(),
    "trial": lambda **kw: __import__("engine.trial", fromlist=["trial"]).trial(**kw),
    "solve": lambda position, budget=400_000: __import__("engine.solver_io", fromlist=["solve"]).solve(
        position, min(int(budget), 2_000_000)),
}


def call(name: str, payload: str = "{}") -> str:
    """Run FUNCTIONS[name](**json.loads(payload)) and return the JSON answer."""
    try:
        if name not in FUNCTIONS:
            raise RequestError(f"Unbekannte Funktion „{name}“.")
        try:
            args = json.loads(payload or "{}")
        except json.JSONDecodeError as e:
            raise RequestError(f"Die Anfrage ist kein gültiges JSON ({e.msg}).") from None
        if not isinstance(args, dict):
            raise RequestError("Die Anfrage muss ein JSON-Objekt sein.")
        try:
            result = FUNCTIONS[name](**args)
        except TypeError as e:
            raise RequestError(f"Falsche Argumente für „{name}“: {e}") from None
        return json.dumps({"ok": True, "result": result}, ensure_ascii=False)
    except EngineError as e:
        return json.dumps({"ok": False, "error": {"type": type(e).__name__, "code": e.code,
                                                   "message": str(e)}}, ensure_ascii=False)
