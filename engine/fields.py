"""Request fields shared by the engine's entry points (web functions, reckonings, saved states,
the Probespiel): the game, its pack, the seed, a seat. One declaration each, so that every entry
point accepts the same range (engine.schema specs, German messages)."""
from __future__ import annotations

from typing import Any, Callable

from .errors import RequestError
from .games.hundertspiel.shapes import OUTCOME_NAMES_BEFORE as HUNDERTSPIEL_NAMES_BEFORE
from .schema import Choice, Int, check_fields
from .tarok.shapes import FACT_NAMES_BEFORE
from .terms import SEATS
from .variants import REGISTRY, get_profile

MAX_SEED = 2 ** 32 - 1
SEED = Int("Seed", 0, MAX_SEED, default=0)
PACK = Choice("Pack", (78, 54, 42), {78: "78 Karten", 54: "54 Karten", 42: "42 Karten"})


class _Variant(Choice):
    """A registry key; an unknown one gets the registry's own message („Unbekanntes Spiel …“)."""

    def check(self, value, path):
        if isinstance(value, str):
            get_profile(value)
        return super().check(value, path)


def variant_spec() -> Choice:
    return _Variant("Spiel", tuple(REGISTRY), {k: p.name for k, p in REGISTRY.items()}, required=True)


def seat_spec(n_seats: int, **kw) -> Choice:
    """A seat letter of a game of `n_seats` players: „A“, „B“ …"""
    return Choice("Platz", tuple(SEATS[:n_seats]), **kw)


def profile_of(args: dict):
    return get_profile(args["variant"])


def with_variant(extra: Callable[[Any], dict]) -> Callable[[dict], dict]:
    """A shape whose fields after `variant` depend on the game."""
    def fields_for(args: dict) -> dict:
        variant = check_fields({"variant": variant_spec()}, {"variant": args.get("variant")})["variant"]
        return {"variant": variant_spec(), **extra(get_profile(variant))}
    return fields_for


# the outcome's fields under their names in earlier requests (saved in pages and links) -> today's
OUTCOME_NAMES_BEFORE = {**FACT_NAMES_BEFORE, **HUNDERTSPIEL_NAMES_BEFORE}


def outcome_fields(p) -> dict:
    """The declared facts of a finished game of profile `p` (what `settle` takes)."""
    fields = p.outcome_fields()
    if fields is None:
        raise RequestError(f"Für {p.name} kann die Engine kein Ergebnis ohne Stiche abrechnen.")
    return fields
