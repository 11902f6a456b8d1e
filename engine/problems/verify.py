"""Verification of a problem: the text's facts, the book's line (legal, with the stated totals),
the claim under exact play (the book presupposes „allseitig correctes Spiel“), the solver's
findings where the book's line is not best play, and a reconstruction search that samples other
deals consistent with the text to see how much the claim depends on the editorial cards."""
from __future__ import annotations

import copy
import random
import time

from .. import split_search
from ..core import Action, ids_of, play_card, why_illegal
from ..errors import EngineError
from ..search_budget import CLAIM_BUDGET, RECONSTRUCT_BUDGET
from ..solver import Points, SolverBudget
from ..solver_core import forget, make_solver
from ..terms import PARTIES, SEATS, points_text
from . import facts as facts_mod
from .game import LineError, Replay, describe_goal, goal_for, position, replay, start_state
from .model import Problem, parse

# An endgame this small gets exact point values at every step of the book's line.
EXACT_STEP_CARDS = 9


def goal_step(pr: Problem, spec: dict) -> int:
    """The step of the book's line from which a goal of the claim is decided: its own
    `from_step`, else the claim's."""
    return spec.get("from_step", pr.claim.get("from_step", 0))


def claim_results(pr: Problem, budget: int, until_open: bool = False,
                  workers: int | None = None) -> list[dict]:
    """Each goal of the claim decided by the solver at its step (a goal naming a `leader` is
    decided for the starting deal with that seat to lead): holds true/false, or None when the
    budget ran out. With `until_open`, stop at the first goal that does not hold or stays
    undecided (the claim's verdict is then known). A large search is shared out over
    `workers` processes (`split_search`; default: up to two cores)."""
    out = []
    replays: dict[int, Replay] = {}                 # goals often share their step
    for spec in pr.claim["goals"]:
        step = goal_step(pr, spec)
        rep_at = replays.get(step) or replays.setdefault(step, replay(pr, step))
        goal, need = goal_for(pr, rep_at, spec)
        pos = position(pr, rep_at.state)
        if "leader" in spec:                        # the same deal with another seat to lead
            pos.leader = SEATS.index(spec["leader"])
        t0 = time.perf_counter()
        reached, nodes = split_search.reaches(pr.profile, pos, goal, need, budget, workers,
                                              expect=spec.get("holds", True))
        holds = None if reached is None else reached == spec.get("holds", True)
        out.append({"goal": spec, "text": describe_goal(spec), "from_step": step, "verified": holds,
                    "nodes": nodes, "seconds": round(time.perf_counter() - t0, 3)})
        if until_open and holds is not True:
            break
    return out


def findings_scope(pr: Problem, at=None) -> tuple[int, int | None]:
    """Which moves of the line `findings` judges: (the first move judged for the goals of the
    claim, the first move also judged by exact card points or None) — points are judged once
    no hand holds more than EXACT_STEP_CARDS cards, and never with talon packets. `at(step)`
    gives the replay of a step (default: replayed here)."""
    at = at or (lambda step: replay(pr, step))
    first = min(goal_step(pr, spec) for spec in pr.claim["goals"])
    for i in range(first, len(pr.line)):
        st = at(i).state
        if "packets" in st.extra:
            continue
        if max(bin(h).count("1") for h in st.hands) <= EXACT_STEP_CARDS:
            return first, i
    return first, None


def findings(pr: Problem, rep: Replay, budget: int) -> list[dict]:
    """Moves of the book's line that are not best play. For every book move: does it give away
    a goal of the claim that its side could keep? Once no hand holds more than EXACT_STEP_CARDS
    cards also: does it lose points against the best card that gives away no goal (exact
    values)? Editorial moves are not judged (findings_scope says which moves are)."""
    out = []
    replays: dict[int, Replay] = {}
    verdicts: dict[tuple[int, int], bool | None] = {}

    def at(step: int) -> Replay:
        return replays.get(step) or replays.setdefault(step, replay(pr, step))

    first_step, point_step = findings_scope(pr, at)

    def can(step: int, gi: int) -> bool | None:
        """Can the goal's party still force goal `gi` after `step` moves of the line? (each
        position is solved once: it ends one move and begins the next)"""
        if (step, gi) not in verdicts:
            verdicts[step, gi] = _forces(pr, at(step), pr.claim["goals"][gi], budget)
        return verdicts[step, gi]

    for i, move in enumerate(pr.line):
        if move.editorial or i < first_step:
            continue
        before = at(i)
        mover_party = pr.party[move.seat]
        for gi, spec in enumerate(pr.claim["goals"]):
            if i < goal_step(pr, spec) or "leader" in spec:      # the line has the book's leader
                continue
            could, still = can(i, gi), can(i + 1, gi)
            if could is None or still is None:
                continue
            goal_party = PARTIES.index(spec["party"])
            if could != still:
                helped = goal_party if still else 1 - goal_party
                if helped != mover_party:           # the move gave the goal away
                    best = _best_card_for(pr, before, spec, keep=could, budget=budget)
                    # could/still say whether the party can force the goal itself, also where
                    # the claim is that it cannot (holds: false)
                    forced = describe_goal({k: v for k, v in spec.items() if k != "holds"})
                    out.append({"step": i + 1, "seat": SEATS[move.seat],
                                "card": pr.card_name(move.card), "goal": forced,
                                "text": f"Nach {SEATS[move.seat]}: {pr.card_name(move.card)} "
                                        f"ist „{forced}“ {'nicht mehr' if could else 'nun'} "
                                        f"erzwingbar" + (f"; besser wäre {best}" if best else "") + ".",
                                "better": best})
        if point_step is not None and i >= point_step:
            out += _point_findings(pr, before, move, i, budget,
                                   lambda card: _costs_no_goal(pr, i, move.seat, card, can, budget))
    return out


def _costs_no_goal(pr: Problem, i: int, seat: int, card: int, can, budget: int) -> bool:
    """Does `card`, played instead of the book's move i, leave every goal of the claim as good
    for the mover's party as the book's move does? (A card that wins points but gives away an
    announced Ultimo is no better move.)"""
    nxt = replay(pr, i, extra=[(seat, card)])
    for gi, spec in enumerate(pr.claim["goals"]):
        book = can(i + 1, gi) if i >= goal_step(pr, spec) and "leader" not in spec else None
        if book is None:
            continue
        reached = _forces(pr, nxt, spec, budget)
        if reached is None:
            return False
        mine = PARTIES.index(spec["party"]) == pr.party[seat]
        if reached != book and reached != mine:
            return False
    return True


def _best_card_for(pr: Problem, rep: Replay, spec: dict, keep: bool, budget: int) -> str | None:
    st = rep.state
    seat = st.turn
    for card in ids_of(pr.profile.legal_cards(st, seat)):
        ok = _forces(pr, replay(pr, len(rep.steps), extra=[(seat, card)]), spec, budget)
        if ok is None:
            return None
        if ok == keep:
            return pr.card_name(card)
    return None


def _forces(pr: Problem, rep: Replay, spec: dict, budget: int) -> bool | None:
    """Can the party of goal `spec` force it from the replay's position? (None: budget spent)"""
    goal, need = goal_for(pr, rep, spec)
    try:
        return make_solver(pr.profile, position(pr, rep.state), goal, budget=budget).reaches(need)
    except SolverBudget:
        return None


def _point_findings(pr: Problem, before: Replay, move, i: int, budget: int, allowed) -> list[dict]:
    """Exact card points: the value of the book's card against the best card for its side
    among the cards that `allowed` admits (those that give away no goal of the claim)."""
    st = before.state
    party = pr.party[move.seat]
    s = make_solver(pr.profile, position(pr, st), Points(party), budget=budget)
    try:
        values = s.move_values()
    except SolverBudget:
        return []
    got = values.get(move.card)
    if got is None:
        return []
    for best in sorted({v for v in values.values() if v > got}, reverse=True):
        cards = [c for c in values if values[c] == best and allowed(c)]
        if cards:
            break
    else:
        return []
    better = " oder ".join(pr.card_name(c) for c in cards)      # every best card
    return [{"step": i + 1, "seat": SEATS[move.seat], "card": pr.card_name(move.card),
             "goal": "Points", "lost": points_text(best - got), "better": better,
             "text": f"Zug {i + 1}: {SEATS[move.seat]} spielt {pr.card_name(move.card)}; mit "
                     f"{better} hätte seine Partei bei bestem Spiel {points_text(best - got)} Points mehr."}]


def verify(pr: Problem, budget: int = CLAIM_BUDGET, samples: int = 0, seed: int = 1,
           with_findings: bool = False, sample_budget: int | None = None) -> dict:
    """The verification report of one problem (the JSON of `problems verify`)."""
    t0 = time.perf_counter()
    report = {"nr": pr.nr, "variant": pr.variant, "status": pr.status, "facts_checked": 0,
              "facts_failed": [], "line_legal": True, "line_error": None, "totals_ok": None,
              "claim": pr.claim["text"], "claim_goals": [], "claim_verified": None,
              "deals_examined": 0, "claim_share": None, "findings": [], "seconds": 0.0}
    try:
        rep = replay(pr)
    except LineError as e:
        report.update(line_legal=False, line_error=str(e), seconds=round(time.perf_counter() - t0, 2))
        return report
    results = facts_mod.check(pr, rep)
    report["facts_checked"] = len(results)
    report["facts_failed"] = [{"index": r.index, "kind": r.fact["kind"], "detail": r.detail,
                               "cite": r.fact["cite"]} for r in results if not r.ok]
    if pr.result is not None:
        report["totals_ok"] = rep.finished and rep.points == [pr.result["spieler"], pr.result["gegner"]]
    report["final_points"] = {PARTIES[i]: points_text(v) for i, v in enumerate(rep.points)} if rep.finished else None
    forget()            # as on an empty table: the nodes do not depend on the problems before
    goals = claim_results(pr, budget)
    report["claim_goals"] = goals
    verdicts = [g["verified"] for g in goals]
    report["claim_verified"] = False if False in verdicts else (None if None in verdicts else True)
    if with_findings:
        report["findings"] = findings(pr, rep, budget)
    if samples:
        report.update(sample(pr, samples, seed, sample_budget or budget // 10))
    report["seconds"] = round(time.perf_counter() - t0, 2)
    return report


# --- reconstruction search -------------------------------------------------------------------


def fixed_cards(pr: Problem) -> set[int]:
    """Cards whose place the text fixes: named in a card or same-hand fact, named by a move of
    the book, bought, discarded, or on the table at the start."""
    p = pr.profile
    out = {p.parse_card(f["card"]) for f in pr.facts if f["kind"] == "card" and not f["in"].startswith("not_")}
    for f in pr.facts:
        if f["kind"] == "same_hand":
            out |= {p.parse_card(c) for c in f["cards"]}
    out |= {m.card for m in pr.line if m.card_from_text}
    out |= {c for cards in pr.bought.values() for c in cards}
    out |= {c for cards in pr.scat.values() for c in cards}
    out |= set(pr.trick)
    if pr.contract.get("called"):
        out.add(p.parse_card(pr.contract["called"]))
    return out


class Sampler:
    """Other deals consistent with the text: the cards the text leaves open are dealt anew (every
    place keeps its number of cards; in an endgame any card not in play may come in, as long as
    the points in play stay what the stated totals leave), and each move of the line whose card
    the text does not name plays the card that took its card's place, refitted where it must
    (`fit_editorial_moves`). A candidate is consistent when the line stays legal, every fact
    holds and the stated totals come out."""

    def __init__(self, pr: Problem, seed: int = 1, wide: bool = False):
        self.pr, self.rng, self.wide = pr, random.Random(seed), wide
        fixed = fixed_cards(pr)
        self.free = [(("hand", s), c) for s in range(pr.n_seats) for c in ids_of(pr.hands[s]) if c not in fixed]
        if pr.kind == "deal":
            self.free += [(("talon", None), c) for c in pr.talon if c not in fixed]
        own = [c for _, c in self.free]
        self.pool = own
        if pr.kind == "endgame":
            in_play = {c for h in pr.hands for c in ids_of(h)} | set(pr.trick)
            if pr.packets:
                in_play |= {c for seat in pr.packets for pk in seat for c in pk}
            self.pool = own + [c for c in range(len(pr.profile.pack)) if c not in in_play]
        self.heads = line_heads(pr)
        self.tried = 0
        self.rejected = {"facts": 0, "line": 0, "points": 0}

    def card_class(self, c: int) -> tuple:
        """Cards that may take each other's place: same point value (which keeps the stated
        totals) and, unless the search is wide, the same suit (which keeps most of the line)."""
        p = self.pr.profile
        return (p.points[c],) if self.wide else (p.points[c], p.suit[c])

    def draw(self) -> list[int] | None:
        self.tried += 1
        by_class: dict[tuple, list[int]] = {}
        for c in self.pool:
            by_class.setdefault(self.card_class(c), []).append(c)
        for cards in by_class.values():
            self.rng.shuffle(cards)
        return [by_class[self.card_class(c)].pop() for _, c in self.free]

    def candidate(self, chosen: list[int]) -> dict:
        """The problem data with the open places filled by `chosen`."""
        pr, name = self.pr, self.pr.profile.card_name
        swap = {old: new for (_, old), new in zip(self.free, chosen)}
        out = copy.deepcopy(pr.raw)
        start = out["start"]
        for letter, cards in start["hands"].items():
            start["hands"][letter] = [name(swap.get(c, c)) for c in map(pr.profile.parse_card, cards)]
        if "talon" in start:
            start["talon"] = [name(swap.get(c, c)) for c in map(pr.profile.parse_card, start["talon"])]
        for move, raw in zip(pr.line, out["line"]):
            if not move.card_from_text:
                raw["card"] = name(swap.get(move.card, move.card))
        return out

    def consistent(self, limit: int):
        """Yield (data, problem, replay) for consistent candidates, up to `limit` tries."""
        while self.tried < limit:
            chosen = self.draw()
            if chosen is None:
                continue
            data = self.candidate(chosen)
            try:
                cpr = parse(fit_editorial_moves(parse(data, f"Stichprobe {self.tried}"), self.heads),
                            f"Stichprobe {self.tried}")
                rep = replay(cpr)
            except EngineError:
                self.rejected["line"] += 1
                continue
            if not all(r.ok for r in facts_mod.check(cpr, rep)):
                self.rejected["facts"] += 1
                continue
            if cpr.result is not None and (not rep.finished or
                                           rep.points != [cpr.result["spieler"], cpr.result["gegner"]]):
                self.rejected["points"] += 1
                continue
            yield data, cpr, rep


def heads_trick(pr: Problem, st, card: int) -> bool:
    """Does `card`, played now, head the trick so far (is it the card that would take it)?"""
    cards = (*st.trick, card)
    return pr.profile.trick_winner(st, st.leader, cards) == len(cards) - 1


def line_heads(pr: Problem) -> list[bool]:
    """For each move of the book's line: does its card head the trick when it is played? Who
    heads each trick decides who leads the next, so a sampled deal keeps the line's order of
    play only where these stay the same."""
    st, out = start_state(pr), []
    for move in pr.line:
        out.append(heads_trick(pr, st, move.card))
        play_card(pr.profile, st, move.card)
    return out


def fit_editorial_moves(pr: Problem, heads: list[bool] | None = None) -> dict:
    """The problem's data with every move whose card the text does not name (an editorial move,
    or a book's move like „A atouirt“) replaced, where the engine refuses it or (given `heads`,
    the original line's `line_heads`) where it no longer heads the trick as the original card
    did, or no longer fails to: by a legal card of the same seat that does, the nearest of the
    same suit, else the cheapest; never a card that a later move of the book names. A card the
    book names is never changed."""
    p = pr.profile
    data = copy.deepcopy(pr.raw)
    st = start_state(pr)
    named_later = [0] * (len(pr.line) + 1)          # the cards later moves of the book name
    for i in range(len(pr.line) - 1, -1, -1):
        m = pr.line[i]
        named_later[i] = named_later[i + 1] | (1 << m.card if m.card_from_text else 0)
    for i, (move, raw) in enumerate(zip(pr.line, data["line"])):
        card = move.card
        if not move.card_from_text and st.turn == move.seat:
            wants = heads[i] if heads else None
            if why_illegal(p, st, Action("play", move.seat, card)) or \
                    (wants is not None and heads_trick(pr, st, card) != wants):
                legal = [c for c in ids_of(p.legal_cards(st, st.turn)) if not named_later[i + 1] >> c & 1]
                fitting = [c for c in legal if wants is None or heads_trick(pr, st, c) == wants]
                if fitting or legal:
                    card = min(fitting or legal, key=lambda c: (
                        p.suit[c] != p.suit[move.card], abs(p.power[c] - p.power[move.card]), p.points[c]))
                    raw["card"] = p.card_name(card)
        if why_illegal(p, st, Action("play", move.seat, card)):
            break                                   # the book's move is illegal: replay says why
        play_card(p, st, card)
    return data


def sample(pr: Problem, n: int, seed: int, budget: int, max_tries: int = 20000) -> dict:
    """Decide the claim on up to `n` consistent deals: how much does it depend on the cards the
    text leaves open? (deals_examined, claim_share, and the rejection counts). A deal on which
    the solver stays undecided within `budget` is counted apart; after `n` such deals the
    sample ends, so that a hard full deal cannot run for hours. Each deal is decided by the
    single search (no split_search), so that `budget` is the nodes of one deal."""
    sampler = Sampler(pr, seed)
    examined = holds = unknown = 0
    t0 = time.perf_counter()
    for _, cpr, _ in sampler.consistent(max_tries):
        verdicts = [g["verified"] for g in claim_results(cpr, budget, until_open=True, workers=1)]
        if False in verdicts:
            examined += 1
        elif None in verdicts:
            unknown += 1
        else:
            examined += 1
            holds += 1
        if examined >= n or unknown >= n:
            break
    return {"deals_examined": examined, "claim_share": round(holds / examined, 3) if examined else None,
            "deals_tried": sampler.tried, "deals_unknown": unknown, "rejected": sampler.rejected,
            "sample_budget": budget, "sample_seconds": round(time.perf_counter() - t0, 2)}


def reconstruct(pr: Problem, want: int = 1, seed: int = 1, budget: int = RECONSTRUCT_BUDGET,
                max_tries: int = 20000, wide: bool = False) -> list[dict]:
    """Search for deals consistent with the text on which the claim holds under exact play;
    returns up to `want` of them as problem data (to be reviewed and adopted by an editor)."""
    found = []
    sampler = Sampler(pr, seed, wide)
    for data, cpr, _ in sampler.consistent(max_tries):
        if all(g["verified"] for g in claim_results(cpr, budget, workers=1)):
            found.append(data)
            if len(found) >= want:
                break
    return found
