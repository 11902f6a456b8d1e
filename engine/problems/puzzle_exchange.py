"""The exchange with the talon as part of a distribution puzzle: where the Aufgabe asks which
cards were bought and which laid away (Nr. 15, 19, 32: „welche Karten verlegen“, „Welche Karten
hat er aufgenommen und welche verlegt?“), the reader chooses them too — for each seat that
exchanged, the talon cards it took and the cards it laid away — and the choice is judged by the
variant's discard rules (the profile's `discard_reason`, which names the rule and its page) and
the counts of the text's contract, before the facts are checked on the deal it gives."""
from __future__ import annotations

import dataclasses
import re

from ..core import State, mask_of
from ..errors import EngineError, RequestError
from ..terms import SEATS
from .game import start_state
from .model import Problem
from .questions import QUESTIONS
from .verify import fixed_cards

ASKS_EXCHANGE = re.compile(r"verlegt|verlegen|aufgenommen|Talontheile")


def asks_exchange(pr: Problem) -> bool:
    """Does the Aufgabe ask which cards were bought or laid away (a full deal with an exchange)?"""
    return pr.kind == "deal" and bool(pr.scat or pr.bought) and \
        bool(ASKS_EXCHANGE.search(" ".join(QUESTIONS[pr.nr])))


def exchange_counts(pr: Problem) -> dict[str, dict[str, int]]:
    """How many cards each exchanging seat takes from the talon and lays away: the numbers of
    the contract the text states (the book's exchange), per seat letter."""
    seats = sorted(set(pr.bought) | set(pr.scat))
    return {SEATS[s]: {"buys": len(pr.bought.get(s, [])), "lays": len(pr.scat.get(s, []))} for s in seats}


def fixed_besides_exchange(pr: Problem) -> set[int]:
    """The cards the text fixes for another reason than being bought or laid away in our
    reconstruction (a fact, a card the book names in play …): in an exchange puzzle only these
    are placed already."""
    return fixed_cards(dataclasses.replace(pr, bought={}, scat={}))


def read_exchange(pr: Problem, deal: dict, cards_of) -> tuple[dict[int, list[int]], dict[int, list[int]]] | None:
    """The reader's `bought` and `scat` ({seat letter: [card names]}) as card ids per seat, or
    None where the deal gives neither (then the book's exchange stands). `cards_of(names, field)`
    reads one list of card names."""
    if "bought" not in deal and "scat" not in deal:
        return None
    if pr.kind != "deal" or not (pr.bought or pr.scat):
        raise RequestError("Feld „deal.scat“: in dieser Aufgabe wird nichts gekauft oder verlegt.")
    out = []
    for key in ("bought", "scat"):
        given = deal.get(key, {})
        if not isinstance(given, dict):
            raise RequestError(f"Feld „deal.{key}“: ein Objekt mit einer Kartenliste je Platz.")
        seats = {}
        for letter, names in given.items():
            if letter not in SEATS[:pr.n_seats]:
                raise RequestError(f"Feld „deal.{key}.{str(letter)[:5]}“: {pr.profile.name} hat nur die Plätze "
                                   f"{', '.join(SEATS[:pr.n_seats])}.")
            seats[SEATS.index(letter)] = cards_of(names, f"deal.{key}.{letter}")
        out.append(seats)
    return out[0], out[1]


def exchange_rules(pr: Problem, at: dict[str, list[int]], bought: dict[int, list[int]],
                   scat: dict[int, list[int]]) -> list[dict]:
    """The reader's exchange judged: {rule, ok, detail} for what was bought („kauf“) and what
    was laid away („verlegen“)."""
    name = pr.profile.card_name
    counts = exchange_counts(pr)
    talon = set(at.get("talon", []))
    problems = []
    taken: dict[int, str] = {}
    for seat, cards in bought.items():
        for c in cards:
            if c not in talon:
                problems.append(f"{SEATS[seat]} kauft {name(c)}, die nicht im Talon liegt")
            elif c in taken:
                problems.append(f"{name(c)} kaufen {taken[c]} und {SEATS[seat]}")
            taken[c] = SEATS[seat]
    for letter, n in counts.items():
        got = len(bought.get(SEATS.index(letter), []))
        if got != n["buys"]:
            problems.append(f"{letter} kauft {got} statt {n['buys']} Karten (der Text sagt, was gekauft wird)")
    for seat in bought:
        if SEATS[seat] not in counts:
            problems.append(f"{SEATS[seat]} kauft in dieser Aufgabe nicht")
    part = _not_a_part(pr, at.get("talon", []), bought.get(pr.declarer, []))
    if part:
        problems.append(part)
    out = [{"rule": "kauf", "ok": not problems,
            "detail": "Gekauft wird, was der Text sagt, aus dem Talon." if not problems else
            "Kauf: " + "; ".join(problems) + "."}]
    out.append(_discards(pr, at, bought, scat, counts))
    return out


def part_size(pr: Problem) -> int:
    """How many cards a Talontheil holds where the Spieler's game buys one (S. 20–22), else 0."""
    p = pr.profile
    game = getattr(p, "contract_by_key", {}).get(pr.contract.get("game"))
    return getattr(game, "buy", 0) if hasattr(p, "parts") else 0


def parts_text(pr: Problem, talon: list[int]) -> str:
    k = part_size(pr)
    return " | ".join(", ".join(pr.profile.card_name(c) for c in talon[i:i + k]) for i in range(0, len(talon), k))


def _not_a_part(pr: Problem, talon: list[int], taken: list[int]) -> str | None:
    """Where the Spieler buys a part of the talon (the parts in the talon's order, S. 20–22), a
    German objection if `taken` is no such part."""
    p = pr.profile
    k = part_size(pr)
    if not k or len(taken) != k or len(talon) % k:
        return None
    parts = [set(talon[i:i + k]) for i in range(0, len(talon), k)]
    if set(taken) in parts:
        return None
    shown = parts_text(pr, talon)
    return (f"{SEATS[pr.declarer]} kauft {', '.join(p.card_name(c) for c in taken)}: das ist kein Talontheil; "
            f"gekauft wird ein ganzer Theil zu {k} Karten, in der Reihenfolge des Talons ({shown}; S. 20–22)")


def _discards(pr: Problem, at, bought, scat, counts) -> dict:
    p = pr.profile
    for letter, n in counts.items():
        got = len(scat.get(SEATS.index(letter), []))
        if got != n["lays"]:
            return {"rule": "verlegen", "ok": False,
                    "detail": f"{letter} verlegt {got} statt {n['lays']} Karten."}
    for seat in scat:
        if SEATS[seat] not in counts:
            return {"rule": "verlegen", "ok": False, "detail": f"{SEATS[seat]} verlegt in dieser Aufgabe nicht."}
    contract = dict(start_state(pr).contract)          # the contract as the text states it
    for seat, cards in scat.items():
        st = State(p.key, pr.n_seats, [0] * pr.n_seats)
        st.contract = dict(contract)
        st.hands[seat] = mask_of(at[SEATS[seat]]) | mask_of(bought.get(seat, []))
        if len(set(cards)) != len(cards):
            return {"rule": "verlegen", "ok": False, "detail": f"{SEATS[seat]} verlegt eine Karte zweimal."}
        for c in cards:
            try:
                reason = p.discard_reason(st, seat, c)
            except EngineError as e:
                reason = str(e)
            if reason:
                return {"rule": "verlegen", "ok": False, "detail": f"{SEATS[seat]} verlegt {p.card_name(c)}: {reason}"}
            st.hands[seat] &= ~(1 << c)
    return {"rule": "verlegen", "ok": True, "detail": "Die verlegten Karten sind nach den Regeln des Spiels erlaubt."}
