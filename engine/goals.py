"""Goal specs as the problem files and solver positions write them ({"kind", "party"}) turned into
the solver's goals, in one place (engine.solver_io, engine.problems.game)."""
from __future__ import annotations

from .solver import CardUltimo, Capture, Goal, Points, Tricks

GOALS = ("points", "tricks", "volat", "ultimo", "koenig_ultimo", "mondfang", "pagatfang")


def goal_of(profile, kind: str, party: int, called: int | None = None) -> Goal:
    """The solver goal of `kind` for `party` (0 Spieler, 1 Gegner); `called`: the called king
    (koenig_ultimo). "wins" and "points" are both points; "volat" counts tricks."""
    if kind in ("points", "wins"):
        return Points(party)
    if kind in ("tricks", "volat"):
        return Tricks(party)
    if kind == "ultimo":
        return CardUltimo(party, profile.PAGAT)
    if kind == "koenig_ultimo":
        return CardUltimo(party, called, must_win=False)
    if kind == "mondfang":
        return Capture(party, profile.MOND, profile.SKUES)
    if kind == "pagatfang":
        return Capture(party, profile.PAGAT)
    raise KeyError(kind)
