"""A problem as plain data for the command line (`problems show --json`) and the site's replay
pages: the position, the book's line with its sentences, and the points after every card."""
from __future__ import annotations

from ..core import ids_of
from .facts import card_basis
from .game import prior_points, replay
from .model import PARTIES, SEATS, Problem, points_text


def _names(pr: Problem, cards) -> list[str]:
    return [pr.card_name(c) for c in cards]


def _seat_names(pr: Problem, masks: list[int]) -> dict:
    return {SEATS[s]: _names(pr, ids_of(m)) for s, m in enumerate(masks)}


def problem_json(pr: Problem) -> dict:
    rep = replay(pr)
    prior = prior_points(pr)
    steps = []
    for step, move in zip(rep.steps, pr.line):
        steps.append({
            "step": step.index + 1, "seat": SEATS[step.seat], "card": pr.card_name(step.card),
            "trick": step.trick_no, "trick_done": step.trick_done,
            "winner": SEATS[step.winner] if step.winner is not None else None,
            "points": {PARTIES[i]: points_text(v) for i, v in enumerate(step.points)},
            "tricks_won": {PARTIES[i]: n for i, n in enumerate(step.tricks_won)},
            "text": move.text, "ref": move.ref, "editorial": move.editorial, "note": move.note,
        })
    c = pr.contract
    out = {
        "nr": pr.nr, "variant": pr.variant, "variant_name": pr.profile.name, "title": pr.title,
        "author": pr.raw.get("author"), "status": pr.status, "reasoning": pr.raw["reasoning"],
        "notes": pr.raw.get("notes", []),
        "kind": pr.kind, "seats": list(SEATS[:pr.n_seats]),
        "contract": {"game": c.get("game"), "declarer": c["declarer"], "partners": c.get("partners", []),
                     "called": c.get("called"), "multiplicity": c.get("multiplicity", 1),
                     "strohmann": c.get("strohmann", [])},
        "parties": {"spieler": [SEATS[s] for s in range(pr.n_seats) if pr.party[s] == 0],
                    "gegner": [SEATS[s] for s in range(pr.n_seats) if pr.party[s] == 1]},
        "announcements": pr.raw.get("announcements", []), "contra": pr.raw.get("contra", []),
        "hands": _seat_names(pr, pr.play_hands()),
        "leader": SEATS[pr.leader], "trick": _names(pr, pr.trick),
        "taken": {PARTIES[i]: points_text(v) for i, v in enumerate(prior)},
        "tricks_played": pr.tricks_played,
        "card_basis": {pr.card_name(c): b for c, b in sorted(card_basis(pr).items())},
        "line": steps,
        "final_points": ({PARTIES[i]: points_text(v) for i, v in enumerate(rep.points)}
                         if rep.finished else None),
        "claim": pr.claim,
        "result": pr.raw.get("result"),
    }
    if pr.kind == "deal":
        out.update(dealt=_seat_names(pr, pr.hands), talon=_names(pr, pr.talon),
                   bought={SEATS[s]: _names(pr, v) for s, v in pr.bought.items()},
                   scat={SEATS[s]: _names(pr, v) for s, v in pr.scat.items()},
                   talon_rest=_names(pr, pr.talon_rest()), talon_to=pr.talon_to)
    if pr.packets is not None:
        out["packets"] = {SEATS[s]: [_names(pr, pk) for pk in seat] for s, seat in enumerate(pr.packets)}
        out["open"] = {SEATS[s]: [pr.card_name(c) if c is not None else None for c in seat]
                       for s, seat in enumerate(pr.open)}
    return out
