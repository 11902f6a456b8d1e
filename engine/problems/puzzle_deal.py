"""The reader's distribution of a problem's cards, judged: the rules of the variant (cards per
hand and in the talon, every card once, the discard rules; in an endgame the points still in
play), every fact of the text with its quotation, the book's line (still playable), the stated
totals, and then the book's claim by exact search. A distribution that satisfies everything is
accepted even where it differs from the book's (our reconstruction); the answer says how."""
from __future__ import annotations

import copy

from ..core import State, mask_of
from ..errors import EngineError, RequestError
from ..search_budget import DEAL_BUDGET
from ..solver import SolverBudget
from ..solver_core import make_solver
from ..terms import SEATS, points_text
from . import facts as facts_mod
from . import model
from .game import LineError, describe_goal, goal_for, position, replay, start_state
from .model import Problem
from .puzzle import book_places, check_nr, fixed_places, places
from .puzzle_exchange import exchange_rules, read_exchange
from .verify import fit_editorial_moves, goal_step, line_heads


def read_deal(pr: Problem, deal) -> dict[str, list[int]]:
    """The reader's deal {"hands": {"A": [...], …}, "talon": [...]} as card ids per place; a
    malformed one raises a RequestError naming the field."""
    if not isinstance(deal, dict):
        raise RequestError("Feld „deal“: ein Objekt mit „hands“ (und bei einer vollen Verteilung „talon“).")
    unknown = set(deal) - {"hands", "talon", "bought", "scat"}
    if unknown:
        raise RequestError(f"Feld „deal.{sorted(unknown)[0]}“: unbekannt; erlaubt sind „hands“, „talon“, "
                           "„bought“ und „scat“.")
    hands = deal.get("hands")
    if not isinstance(hands, dict):
        raise RequestError("Feld „deal.hands“: ein Objekt mit einer Kartenliste je Platz "
                           f"({', '.join(SEATS[:pr.n_seats])}).")
    out = {}
    for letter, cards in hands.items():
        if letter not in SEATS[:pr.n_seats]:
            raise RequestError(f"Feld „deal.hands.{str(letter)[:5]}“: {pr.profile.name} hat nur die Plätze "
                               f"{', '.join(SEATS[:pr.n_seats])}.")
        out[letter] = _cards(pr, cards, f"deal.hands.{letter}")
    for letter in SEATS[:pr.n_seats]:
        out.setdefault(letter, [])
    if pr.kind == "deal":
        out["talon"] = _cards(pr, deal.get("talon", []), "deal.talon")
    elif deal.get("talon"):
        raise RequestError("Feld „deal.talon“: ein Endspiel hat keinen Talon.")
    return out


def _cards(pr: Problem, names, field: str) -> list[int]:
    if not isinstance(names, list) or len(names) > len(pr.profile.pack):
        raise RequestError(f"Feld „{field}“: eine Liste von Kartennamen.")
    out = []
    for i, name in enumerate(names):
        if not isinstance(name, str) or len(name) > 40:
            raise RequestError(f"Feld „{field}[{i}]“: der Name einer Karte.")
        try:
            out.append(pr.profile.parse_card(name))
        except EngineError as e:
            raise RequestError(f"Feld „{field}[{i}]“: {e}") from None
    return out


def rule_checks(pr: Problem, at: dict[str, list[int]], exchange=None) -> list[dict]:
    """The rules of the variant the distribution must keep: one {rule, ok, detail} each;
    `exchange` (bought, scat): the reader's choice of what was bought and laid away."""
    name = pr.profile.card_name
    out = []
    seen: dict[int, str] = {}
    twice = []
    for place, cards in at.items():
        for c in cards:
            if c in seen:
                twice.append(f"{name(c)} ({_place(seen[c])} und {_place(place)})")
            seen[c] = place
    out.append({"rule": "einmal", "ok": not twice,
                "detail": "Jede Karte liegt nur an einem Platz." if not twice else
                "Doppelt verteilt: " + ", ".join(twice) + "."})
    sizes = places(pr)
    wrong = [f"{_place(k)} {len(at[k])} statt {n}" for k, n in sizes.items() if len(at[k]) != n]
    out.append({"rule": "anzahl", "ok": not wrong,
                "detail": "Jeder Platz hat seine Kartenzahl." if not wrong else
                "Falsche Kartenzahl: " + ", ".join(wrong) + "."})
    fixed = fixed_places(pr, choose_exchange=exchange is not None)   # else the book's exchange stands
    placed = {c: place for place, cards in at.items() for c in cards}
    moved = [f"{name(c)} gehört zu {_place(place)}" for c, place in sorted(fixed.items())
             if placed.get(c) != place and (c in book_places(pr) or c in placed)]
    out.append({"rule": "fest", "ok": not moved,
                "detail": "Die vom Text festgelegten Karten liegen an ihrem Platz." if not moved else
                "Vom Text festgelegt: " + "; ".join(moved) + "."})
    if pr.kind == "endgame":
        out.append(_points_rule(pr, [c for cards in at.values() for c in cards]))
    elif exchange is not None and not twice:
        out += exchange_rules(pr, at, *exchange)
    elif pr.scat and not twice:
        out.append(_discard_rule(pr, at))
    return out


def _place(key: str) -> str:
    return "Talon" if key == "talon" else key


def _points_rule(pr: Problem, cards: list[int]) -> dict:
    """In an endgame the cards in play carry the points the book's totals leave."""
    p = pr.profile
    extra = list(pr.trick) + [c for seat in (pr.packets or []) for pk in seat for c in pk]
    have = sum(p.points[c] for c in cards + extra)
    want = 3 * p.total_points - pr.taken["spieler"] - pr.taken["gegner"]
    return {"rule": "points", "ok": have == want,
            "detail": f"Die Karten im Spiel zählen {points_text(have)} Points; nach den schon gemachten "
                      f"Stichen müssen es {points_text(want)} sein."}


def _discard_rule(pr: Problem, at: dict[str, list[int]]) -> dict:
    """The cards laid away (fixed by the book) must be allowed by the hand the reader gave
    their seat (S. 15: no Kings or Tarok-Honneurs; Taroks only without other suit cards)."""
    p = pr.profile
    for seat, cards in pr.scat.items():
        st = State(p.key, pr.n_seats, [0] * pr.n_seats)
        st.contract = dict(start_state(pr).contract)
        st.hands[seat] = mask_of(at[SEATS[seat]]) | mask_of(pr.bought.get(seat, []))
        for c in cards:
            reason = p.discard_reason(st, seat, c)
            if reason:
                return {"rule": "verlegen", "ok": False, "detail": f"{SEATS[seat]} verlegt "
                        f"{p.card_name(c)}: {reason}"}
            st.hands[seat] &= ~(1 << c)
    return {"rule": "verlegen", "ok": True, "detail": "Die verlegten Karten sind nach den Regeln erlaubt (S. 15)."}


def candidate(pr: Problem, at: dict[str, list[int]], exchange=None) -> Problem:
    """The problem with the reader's distribution (and exchange): the moves whose card the text
    does not name are refitted to it as in the sample (verify.fit_editorial_moves)."""
    name = pr.profile.card_name
    data = copy.deepcopy(pr.raw)
    data["start"]["hands"] = {k: [name(c) for c in at[k]] for k in SEATS[:pr.n_seats]}
    if pr.kind == "deal":
        data["start"]["talon"] = [name(c) for c in at["talon"]]
    if exchange is not None:
        for key, seats in zip(("bought", "scat"), exchange):
            data["start"][key] = {SEATS[s]: [name(c) for c in cards] for s, cards in seats.items() if cards}
    own = model.parse(data, "Verteilung")
    return model.parse(fit_editorial_moves(own, line_heads(pr)), "Verteilung")


def differences(pr: Problem, at: dict[str, list[int]], exchange=None) -> list[dict]:
    book = book_places(pr)
    placed = {x for cards in at.values() for x in cards}
    moved = [{"card": pr.card_name(c), "book": _place(book.get(c, "gespielt")), "reader": _place(place)}
             for place, cards in at.items() for c in cards if book.get(c) != place]
    gone = [{"card": pr.card_name(c), "book": _place(place), "reader": "gespielt"}
            for c, place in book.items() if c not in placed]
    return exchange_differences(pr, exchange) + moved + gone


def check_deal(nr: int, deal, budget: int = DEAL_BUDGET) -> dict:
    """The check of the reader's distribution (JSON of `problems puzzle N --deal FILE`); the
    claim's goals spend `budget` solver nodes in turn (undecided beyond: claim_holds null)."""
    pr = model.load(check_nr(nr))
    at = read_deal(pr, deal)
    exchange = read_exchange(pr, deal, lambda names, field: _cards(pr, names, field))
    out = {"nr": pr.nr, "rules": rule_checks(pr, at, exchange), "facts": [], "line": None, "totals_ok": None,
           "claim_holds": None, "claim_goals": [], "differs_from_book": None, "differences": [],
           "accepted": False}
    # a fixed card out of place is still judged by the facts (which quote the text); wrong
    # counts or a card twice make no distribution at all
    if not all(r["ok"] for r in out["rules"] if r["rule"] != "fest"):
        return out
    diff = differences(pr, at, exchange)
    out.update(differs_from_book=bool(diff), differences=diff)
    try:
        cpr = candidate(pr, at, exchange)
    except EngineError:             # a laid-away or bought card moved: the rule „fest“ says which
        return out
    try:
        rep = replay(cpr)
        out["line"] = {"ok": True, "detail": "Der Gang des Buches ist mit dieser Verteilung spielbar."}
    except LineError as e:
        move = pr.line[e.index]
        out["line"] = {"ok": False, "detail": str(e), "step": e.index + 1,
                       "cite": {"ref": move.ref, "quote": move.text} if move.text else None}
        rep = replay(cpr, e.index)                      # the facts on the line as far as it goes
    out["facts"] = [fact_entry(cpr, r) for r in facts_mod.check(cpr, rep)]
    if cpr.result is not None:
        out["totals_ok"] = rep.finished and rep.points == [cpr.result["spieler"], cpr.result["gegner"]]
    if not all(r["ok"] for r in out["rules"]) or not out["line"]["ok"] or \
            not all(f["holds"] for f in out["facts"]) or out["totals_ok"] is False:
        return out
    verdicts = []
    for spec in cpr.claim["goals"]:                 # the goals spend one budget in turn
        holds, nodes = goal_holds(cpr, spec, budget)
        budget = max(1, budget - nodes)
        out["claim_goals"].append({"text": describe_goal(spec), "holds": holds})
        verdicts.append(holds)
        if holds is not True:
            break
    out["claim_holds"] = False if False in verdicts else (None if None in verdicts else True)
    out["accepted"] = out["claim_holds"]
    return out


def exchange_differences(pr: Problem, exchange) -> list[dict]:
    """How the reader's exchange differs from our reconstruction's: a card bought or laid away
    by another seat, or not at all."""
    if exchange is None:
        return []
    out = []
    for key, word, book in zip(("bought", "scat"), ("gekauft von", "verlegt von"), (pr.bought, pr.scat)):
        reader = {c: SEATS[s] for s, cards in exchange[0 if key == "bought" else 1].items() for c in cards}
        ours = {c: SEATS[s] for s, cards in book.items() for c in cards}
        for c in sorted(set(reader) | set(ours)):
            if reader.get(c) != ours.get(c):
                out.append({"card": pr.card_name(c),
                            "book": f"{word} {ours[c]}" if c in ours else f"nicht {word.split()[0]}",
                            "reader": f"{word} {reader[c]}" if c in reader else f"nicht {word.split()[0]}"})
    return out


def goal_holds(pr: Problem, spec: dict, budget: int) -> tuple[bool | None, int]:
    """One goal of the claim decided at its step, as verify.claim_results does (None: the
    budget ran out), and the nodes searched."""
    rep = replay(pr, goal_step(pr, spec))
    goal, need = goal_for(pr, rep, spec)
    pos = position(pr, rep.state)
    if "leader" in spec:
        pos.leader = SEATS.index(spec["leader"])
    solver = make_solver(pr.profile, pos, goal, budget=budget)
    try:
        return solver.reaches(need) == spec.get("holds", True), solver.nodes
    except SolverBudget:
        return None, budget


def fact_entry(pr: Problem, r) -> dict:
    f = r.fact
    entry = {"index": r.index, "holds": r.ok, "text": facts_mod.describe(pr, f), "detail": r.detail,
             "cite": f["cite"]}
    if "inferred" in f:
        entry["inferred"] = f["inferred"]
    return entry
