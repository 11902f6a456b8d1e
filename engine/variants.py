"""Registry of the games and variants the engine knows: key → rules profile.

Ulmann's Tarok variants come from engine.tarok; the other games (Hundertspiel, Whist, Kauflabet …)
from `OTHER_VARIANTS` in engine.games, merged here if that package exists.
"""
from __future__ import annotations

from .core import Profile
from .errors import RequestError
from .schema import excerpt
from .tarok import PROFILES as TAROK_PROFILES
from .tarok.premiums import ALT_LABELS, PAYS, Premium

try:
    from .games import OTHER_VARIANTS
except ModuleNotFoundError as e:            # the package is optional; errors inside it are not
    if e.name not in ("engine.games", __package__ + ".games"):
        raise
    OTHER_VARIANTS = {}

REGISTRY: dict[str, Profile] = {**TAROK_PROFILES,
                                **{k: v for k, v in OTHER_VARIANTS.items() if k not in TAROK_PROFILES}}

# key → one line (German name and source), for listings
VARIANTS: dict[str, str] = {"zaehlen": "Tarok: Zählen in Lagen (Ulmann S. 16–18)"}
VARIANTS.update({k: f"{p.name} ({p.source})" for k, p in REGISTRY.items()})


def get_profile(key: str) -> Profile:
    """The profile registered under `key`; RequestError (German) if there is none."""
    try:
        return REGISTRY[key]
    except KeyError:
        raise RequestError(f"Unbekanntes Spiel „{excerpt(key)}“. Bekannt sind: {', '.join(REGISTRY)}.") from None


def describe(key: str) -> dict:
    p = get_profile(key)
    return {**p.describe(), "decisions": list(getattr(p, "decisions", [])),
            "premiums": [describe_premium(p, x) for x in getattr(p, "premiums", {}).values()]}


def describe_premium(profile: Profile, x: Premium) -> dict:
    """One row of a variant's premium table on the site: values, who pays whom, other cases."""
    contracts = {c.key: c.name for c in getattr(profile, "contracts", ())}
    paid_by, paid_to = PAYS[x.pays]
    if x.caught == x.key:
        paid_to += " (im letzten Stich abgefangen: umgekehrt)"
    return {"name": x.name, "base": x.base, "announced": x.when_announced(), "paid_by": paid_by,
            "paid_to": paid_to, "source": x.source,
            "alt": [{"case": contracts.get(k) or ALT_LABELS.get(k, k), "value": v} for k, v in x.alt.items()]}
