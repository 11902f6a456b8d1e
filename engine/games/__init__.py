"""The games of the shorter sources as profiles of the trick-taking core (engine/core.py).

`OTHER_VARIANTS` maps a registry key to its profile (German `name`, `source`, `decisions`);
engine/variants.py merges it with the Tarok variants. The penalty rules of Tarock à l'Hombre
(`hombre_penalties`) are pure functions for the Tarok profiles, not a game of their own.
"""
from __future__ import annotations

from ..core import Profile
from . import hombre_penalties, hundertspiel, kauflabet, whist

OTHER_VARIANTS: dict[str, Profile] = {
    **hundertspiel.OTHER_PROFILES,
    **whist.PROFILES,
    **kauflabet.PROFILES,
}

DECISIONS: dict[str, list[dict]] = {
    "hundertspiel": hundertspiel.DECISIONS,
    "whist": whist.DECISIONS,
    "kauflabet": kauflabet.DECISIONS,
    "hombre_penalties": hombre_penalties.DECISIONS,
}
