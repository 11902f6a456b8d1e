"""A problem of the book as a puzzle for the reader („Selbst lösen“): which parts its question
asks (distribute the cards, play the hand), the cards the text fixes and the cards the reader
places, the side the reader plays and the goals that side must force.

The distribution is checked by `puzzle_deal.check_deal`, the play by `puzzle_play.play`; this
module answers `python -m engine problems puzzle N --json` and the web function `problem_puzzle`.
"""
from __future__ import annotations

from functools import lru_cache

from ..core import ids_of, play_card
from ..search_budget import DEAL_BUDGET, EXCHANGE_BUDGET, SHORT_DEAL_BUDGET
from ..terms import PARTIES, SEATS, points_text
from . import model
from .facts import card_basis
from .game import describe_goal, start_state
from .model import Problem
from .puzzle_exchange import asks_exchange, exchange_counts, fixed_besides_exchange, part_size, parts_text
from .questions import QUESTIONS, parts
from .verify import fixed_cards, goal_step

# A distribution puzzle is offered where the sampled deals consistent with the text keep the
# claim at least this often (the share behind the status „rekonstruiert“, engine/problems/README)
FAIR_SHARE = 2 / 3


def check_nr(nr) -> int:
    return model.NR.check(nr, "nr")


def objectives(pr: Problem) -> tuple[int, list[dict]]:
    """The reader's party and the goals of the claim it must force: a goal of its own party that
    holds, or a goal of the other party that the claim says cannot be reached (the reader then
    prevents it). The party with more such goals is the reader's, the Spieler's on a tie. Goals
    decided for another leader (Nr. 13's „auch in Mittelhand“) are not part of the play."""
    oriented = [(PARTIES.index(g["party"]) if g.get("holds", True) else 1 - PARTIES.index(g["party"]), g)
                for g in pr.claim["goals"] if "leader" not in g]
    votes = [sum(1 for party, _ in oriented if party == p) for p in (0, 1)]
    reader = 1 if votes[1] > votes[0] else 0
    return reader, [g for party, g in oriented if party == reader]


def reader_ok(reader: int, spec: dict, forced: bool) -> bool:
    """Is it good for the reader that the goal's party can (`forced`) or cannot force the goal?"""
    return forced if PARTIES.index(spec["party"]) == reader else not forced


def objective_text(reader: int, spec: dict) -> str:
    """The goal as the reader's task: „Der Spieler gewinnt die Partie“, or what he prevents."""
    text = describe_goal({k: v for k, v in spec.items() if k != "holds"})
    if PARTIES.index(spec["party"]) == reader:
        return text
    return f"verhindern: {text}"


# An endgame of the book is played from where it begins once the hands hold no more cards than
# this together (else from the first trick boundary below it): there the solver answers a played
# card within about a second in the browser (scripts/bench_puzzle.py). A full deal is played from
# the step its claim speaks of (the first lead, or the first card the claim is decided after);
# where the search cannot decide within the answer's budget, the page says „unbekannt“.
ENDGAME_CARDS = 27


def start_step(pr: Problem) -> int:
    """The step of the book's line where the play puzzle begins: where the earliest of the
    reader's goals is decided — for an endgame of more than ENDGAME_CARDS cards the first trick
    boundary after it where the hands hold no more."""
    return _start_step(pr.nr) if pr is model.load(pr.nr) else _find_start(pr)


@lru_cache(maxsize=None)
def _start_step(nr: int) -> int:
    return _find_start(model.load(nr))


def _find_start(pr: Problem) -> int:
    _, goals = objectives(pr)
    first = min((goal_step(pr, g) for g in goals), default=pr.claim.get("from_step", 0))
    if pr.kind == "deal":
        return first
    st = start_state(pr)
    for step, move in enumerate(pr.line + [None]):
        packets = sum(len(pk) for seat in st.extra.get("packets") or [] for pk in seat)
        cards = sum(bin(h).count("1") for h in st.hands) + packets
        if step >= first and cards <= ENDGAME_CARDS and (step == first or not st.trick):
            return step
        if move is not None:
            play_card(pr.profile, st, move.card)
    return first


def places(pr: Problem) -> dict:
    """Where cards go in a distribution and how many each place takes: the hands as dealt (a
    full deal) or as they stand (an endgame), the talon of a full deal."""
    p = pr.profile
    if pr.kind == "deal":
        sizes = {SEATS[s]: p.hand_size for s in range(pr.n_seats)}
        sizes["talon"] = len(pr.talon)
    else:
        sizes = {SEATS[s]: bin(pr.hands[s]).count("1") for s in range(pr.n_seats)}
    return sizes


def book_places(pr: Problem) -> dict[int, str]:
    """The place of every card in the book's (our reconstructed) distribution."""
    out = {c: SEATS[s] for s in range(pr.n_seats) for c in ids_of(pr.hands[s])}
    for c in pr.talon:
        out[c] = "talon"
    return out


def fixed_places(pr: Problem, choose_exchange: bool = True) -> dict[int, str]:
    """The cards the text fixes that the reader does not place, with their place (a hand, the
    talon; in an endgame also the trick on the table or a talon packet). Where the Aufgabe asks
    what was bought and laid away, those cards are the reader's to place and choose (unless
    `choose_exchange` is false: a deal checked with the book's exchange)."""
    at = book_places(pr)
    out = {}
    for c in (fixed_besides_exchange(pr) if choose_exchange and asks_exchange(pr) else fixed_cards(pr)):
        if c in at:
            out[c] = at[c]
        elif c in pr.trick:
            out[c] = "trick"
    if pr.packets:
        for s, seat in enumerate(pr.packets):
            for pk in seat:
                for c in pk:
                    out[c] = f"packet-{SEATS[s]}"
    return out


def free_cards(pr: Problem) -> list[int]:
    """The cards the reader places: every card of the distribution the text does not fix; in an
    endgame also the cards no longer in play (one of them may be in a hand instead)."""
    fixed = fixed_places(pr)
    if pr.kind == "deal":
        return [c for c in range(len(pr.profile.pack)) if c not in fixed]
    in_play = set(book_places(pr)) | set(fixed)
    own = [c for c in book_places(pr) if c not in fixed]
    return sorted(own + [c for c in range(len(pr.profile.pack)) if c not in in_play])


def fairness(pr: Problem) -> dict:
    """Whether the distribution part is offered, and if not, why (in German)."""
    record = model.verified_records().get(pr.nr, {})
    share, examined = record.get("claim_share"), record.get("deals_examined") or 0
    if "deal" not in parts(pr.nr):
        return {"offered": False, "reason": "Die Aufgabe fragt nicht nach der Verteilung der Karten."}
    if pr.status == "illustrative" or share is None or examined < 3 or share < FAIR_SHARE:
        found = (f"in {round(100 * share)} % von {examined} entschiedenen Stichproben" if share is not None
                 else "in keiner entschiedenen Stichprobe")
        return {"offered": False, "reason": (
            "Der Text legt zu wenig fest, um die Verteilung fair zu erfragen: mit allem, was er sagt, "
            f"vereinbare Verteilungen erfüllen die Behauptung des Buches nur {found}. "
            + ("Kauf und Verlegen wählen Sie deshalb auf unserer Rekonstruktion der übrigen Karten, und "
               "gespielt wird auf ihr." if asks_exchange(pr) else
               "Gespielt wird deshalb auf unserer Rekonstruktion."))}
    return {"offered": True, "reason": None}


def card_entry(pr: Problem, c: int, basis: dict) -> dict:
    return {"card": pr.card_name(c), "code": getattr(pr.profile.pack[c], "code", ""),
            "basis": basis.get(c, "editorial")}


def describe(nr: int) -> dict:
    """The puzzle of problem `nr`: questions, parts, places, fixed and free cards, the side to
    play and its goals (JSON of `problems puzzle N`)."""
    pr = model.load(check_nr(nr))
    reader, goals = objectives(pr)
    basis = card_basis(pr)
    fixed = fixed_places(pr)
    seats = [s for s in range(pr.n_seats) if pr.party[s] == reader]
    fair = fairness(pr)
    return {
        "nr": pr.nr, "title": pr.title, "variant": pr.variant, "variant_name": pr.profile.name,
        "kind": pr.kind, "status": pr.status, "questions": QUESTIONS[pr.nr],
        "parts": parts(pr.nr), "deal_offered": fair["offered"], "deal_reason": fair["reason"],
        "seats": list(SEATS[:pr.n_seats]), "places": places(pr),
        "fixed": [{**card_entry(pr, c, basis), "place": place} for c, place in sorted(fixed.items())],
        "free": [card_entry(pr, c, basis) for c in free_cards(pr)],
        "rules": rules_text(pr),
        "exchange": exchange_counts(pr) if asks_exchange(pr) else None,
        "reader": {"party": PARTIES[reader], "seats": [SEATS[s] for s in seats],
                   "goals": [objective_text(reader, g) for g in goals]},
        "start_step": start_step(pr),
        "claim_in_page": claim_in_page(pr),
        "deal_budget": DEAL_BUDGET if claim_in_page(pr) else SHORT_DEAL_BUDGET,
        "taken": {k: points_text(v) for k, v in pr.taken.items()} if pr.kind == "endgame" else None,
        "exchange_on_reconstruction": exchange_on_reconstruction(pr, basis) if not fair["offered"] else None,
    }


def exchange_on_reconstruction(pr: Problem, basis: dict) -> dict | None:
    """Where the Aufgabe asks what was bought and laid away but the distribution cannot be asked
    fairly (fairness): the exchange alone, on our reconstruction — every card in its place there
    (`fixed`), the claim searched with EXCHANGE_BUDGET nodes (`claim_in_page`: our exchange's
    claim is decided within them, verified.json)."""
    if not asks_exchange(pr):
        return None
    goals = model.verified_records().get(pr.nr, {}).get("claim_goals", [])
    hands = [(c, place) for c, place in sorted(book_places(pr).items()) if place != "talon"]
    rules = rules_text(pr)
    if part_size(pr):                     # the parts lie in the talon's order, which counts here
        rules.append(f"Der Talon liegt in Theilen zu {part_size(pr)} Karten: {parts_text(pr, pr.talon)}; "
                     "gekauft wird ein ganzer Theil (S. 20–22).")
    return {"fixed": [{**card_entry(pr, c, basis), "place": place}
                      for c, place in hands + [(c, "talon") for c in pr.talon]],
            "rules": rules, "budget": EXCHANGE_BUDGET,
            "claim_in_page": bool(goals) and sum(g["nodes"] for g in goals) < EXCHANGE_BUDGET}


def claim_in_page(pr: Problem) -> bool:
    """Does the page's check of a distribution decide the claim on our reconstruction within its
    budget (verified.json's nodes of all goals against DEAL_BUDGET)?"""
    goals = model.verified_records().get(pr.nr, {}).get("claim_goals", [])
    return bool(goals) and sum(g["nodes"] for g in goals) < DEAL_BUDGET


def rules_text(pr: Problem) -> list[str]:
    """The rules of the variant a distribution must keep, in German, for the page."""
    p = pr.profile
    if pr.kind == "endgame":
        total = points_text(3 * p.total_points - pr.taken["spieler"] - pr.taken["gegner"])
        return [f"Jede Hand hält so viele Karten wie im Buch ({', '.join(f'{k} {v}' for k, v in places(pr).items())}).",
                f"Die Karten im Spiel zählen zusammen {total} Points (was die schon gemachten Stiche übrig lassen).",
                "Jede Karte kommt höchstens einmal vor; die übrigen sind schon gespielt."]
    out = [f"Jede Hand bekommt {p.hand_size} Karten, der Talon {len(pr.talon)}; jede Karte genau einmal."]
    if asks_exchange(pr):
        out.append("Kauf und Verlegen wählen Sie mit: " + "; ".join(
            f"{seat} kauft {n['buys']} Karte{'n' if n['buys'] != 1 else ''} aus dem Talon und verlegt {n['lays']}"
            for seat, n in exchange_counts(pr).items()) + " (so der Text).")
    if pr.scat:
        out.append("Verlegt werden dürfen keine Könige und keine Tarok-Honneurs, Taroks nur, wenn keine "
                   "andere Farbenkarte als Könige mehr in der Hand ist (S. 15); die Engine nennt jede "
                   "Abweichung mit der Regel dieses Spiels.")
    return out
