"""A problem as plain data for the command line (`problems show --json`) and the site's replay
pages: the position, the book's line with its sentences, and the points after every card."""
from __future__ import annotations

from ..core import PLAY, ids_of, play_card
from ..terms import PARTIES, SEATS, points_text
from .facts import card_basis, card_evidence
from .game import prior_points, replay, start_state
from .model import Problem


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
            "named": move.card_from_text,
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


def replay_data(pr: Problem) -> dict:
    """Everything the replay widget shows, computed by the engine at build time: a table of card
    names (with how each card's place is known), and for the start and after every card of the
    line a snapshot — hands (indices into the card table), the trick on the table, the last
    completed trick, tricks and points per party. The page only renders it."""
    p = pr.profile
    evidence = card_evidence(pr)
    st = start_state(pr)
    points = prior_points(pr)
    tricks = [0, 0]
    cards = sorted({c for h in st.hands for c in ids_of(h)} | set(st.trick) |
                   {c for seat in (st.extra.get("packets") or []) for pk in seat for c in pk})
    index = {c: i for i, c in enumerate(cards)}

    def snap(last_trick=None, winner=None):
        return {"hands": [[index[c] for c in ids_of(h)] for h in st.hands],
                "trick": [index[c] for c in st.trick], "leader": SEATS[st.leader],
                "turn": SEATS[st.turn] if st.phase == PLAY else None,
                "last": [index[c] for c in last_trick] if last_trick else [],
                "last_leader": None, "winner": winner,
                "tricks": list(tricks), "points": [points_text(v) for v in points]}

    snaps = [snap()]
    for move in pr.line:
        leader = st.leader
        trick = play_card(p, st, move.card)
        if trick is not None:
            party = pr.party[trick.winner]
            points[party] += sum(p.points[c] for c in trick.cards)
            tricks[party] += 1
            s = snap(trick.cards, SEATS[trick.winner])
            s["last_leader"] = SEATS[leader]
        else:
            s = snap()
        snaps.append(s)
    seat_roles = ["Spieler" if pr.party[s] == 0 and s == pr.declarer else
                  "Partner des Spielers" if pr.party[s] == 0 else "Gegner" for s in range(pr.n_seats)]
    strohmann = pr.contract.get("strohmann", [])
    return {
        "nr": pr.nr, "variant": pr.variant, "seats": list(SEATS[:pr.n_seats]), "roles": seat_roles,
        "strohmann": strohmann,
        "cards": [{"name": p.card_name(c), "code": getattr(p.pack[c], "code", ""),
                   "basis": evidence.get(c, {}).get("basis", "editorial"),
                   **({"inferred": evidence[c]["inferred"]} if "inferred" in evidence.get(c, {}) else {})}
                  for c in cards],
        "steps": [{"seat": SEATS[m.seat], "card": index[m.card], "text": m.text, "ref": m.ref,
                   "editorial": m.editorial, "named": m.card_from_text, "note": m.note} for m in pr.line],
        "snapshots": snaps,
        "taken_before": pr.kind == "endgame",
        "tricks_played": pr.tricks_played,
        "result": pr.raw.get("result"),
    }
