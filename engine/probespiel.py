"""The first „Probespiel“ (cards only, issue 25's starting point), kept for the engine's players
and the match: `deal`, the game of a seed up to the first lead with the phases before play chosen
at random among the legal actions, and `opponent_card`, the rule of thumb the stronger card
players are measured by (engine.players.baseline, engine.match). The page plays whole games
through engine.table.
"""
from __future__ import annotations

import random

from .core import ENDED, PLAY, act, ids_of, new_game, seat_of
from .errors import RequestError


def deal(p, seed: int):
    """The game of `seed` up to the first lead: dealt from the seed, the phases before play
    decided at random among the legal actions; if everybody passes, the same deal is bid again
    with the next random stream (deterministic for the seed)."""
    for attempt in range(50):
        state = new_game(p, seed=seed)
        rng = random.Random(f"{seed}/{attempt}")
        while state.phase != PLAY and state.phase not in ENDED:
            act(p, state, p.random_action(state, rng))
        if state.phase == PLAY:
            return state
    raise RequestError("Zu diesem Seed kommt kein Spiel zustande; bitte einen anderen wählen.")


def opponent_card(p, state, seat: int) -> int:
    """The engine's rule of thumb for a seat it plays (it sees only its own hand and the table)."""
    legal = ids_of(p.legal_cards(state, seat))
    pts, power, suit = p.points, p.power, p.suit
    spieler = [s for s in p.spieler_party(state) if s is not None]
    partners = set(spieler) if seat in spieler else set(p.gegner_party(state)) | {seat}
    if not state.trick:
        if seat == state.contract.get("declarer"):
            taroks = [c for c in legal if suit[c] == 4]
            if taroks:
                return max(taroks, key=lambda c: power[c])
        by_suit: dict[int, list[int]] = {}
        for c in legal:
            by_suit.setdefault(suit[c], []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), -min(pts[c] for c in cs)))
        return min(longest, key=lambda c: (pts[c], power[c]))
    wi = p.trick_winner(state, state.leader, tuple(state.trick))
    winner = seat_of(p, state, state.leader, wi)

    def wins(c):
        cards = tuple(state.trick) + (c,)
        return p.trick_winner(state, state.leader, cards) == len(cards) - 1

    if winner in partners:
        keep = [c for c in legal if not wins(c)] or legal
        return max(keep, key=lambda c: (pts[c], -power[c]))
    winning = [c for c in legal if wins(c)]
    if winning:
        return min(winning, key=lambda c: (suit[c] == 4, power[c], pts[c]))
    return min(legal, key=lambda c: (pts[c], power[c]))
