"""The outcome of a Groß-Tarok game (Ulmann S. 158–161): each player's points (the dealer, with
the Scat, has the rest of 78), tricks per player, how the Pagat, the Mond and the Kings fell, and
what a player who gave up still held; from a finished game or from the facts a request states.
"""
from __future__ import annotations

from ..core import State
from ..errors import RequestError
from .outcome import Outcome


class GrossOutcomeMixin:
    """The outcome of the 78-card games (`GrossTarok` and its kin)."""

    def outcome_from_request(self, req: dict) -> Outcome:
        o = super().outcome_from_request(req)
        names = list(self.seat_names[:self.n_seats])
        o.contract.announced = [{**a, "after": 0} for a in o.contract.announced]
        for given, a in zip(req.get("announced") or [], o.contract.announced):
            if isinstance(given, dict) and given.get("after"):
                a["after"] = given["after"]
        free = {names.index(x) for x in req.get("no_tricks") or []}
        if req.get("all_tricks"):
            o.tricks_won = [25 if s == names.index(req["all_tricks"]) else 0 for s in range(self.n_seats)]
        else:
            o.tricks_won = [0 if s in free else 1 for s in range(self.n_seats)]
        if req.get("pagat_ultimo"):            # S. 158, 160: the Pagat home in the last trick
            owner = names.index(req["pagat_ultimo"])
            if not o.tricks_won[owner]:
                raise RequestError(f"{req['pagat_ultimo']} hat keinen Stich gemacht und kann den Pagat "
                                   "nicht ultimiren.")
            o.honour_fates = [{"card": self.PAGAT, "owner": owner, "trick": sum(o.tricks_won) - 1,
                               "home": True, "trick_free": False}]
        return o
    # -- the outcome --
    def outcome(self, state: State) -> Outcome:
        """Adds what Groß-Tarok settles from the tricks: each player's points (the dealer, with the
        Scat, has the rest of 78), tricks per player, and how the Pagat, the Mond and the Kings fell."""
        o = super().outcome(state)
        n = state.n_seats
        if n == 3:
            pts = [self.pile_points(state.won[s] | state.scat[s]) for s in range(3)]
            d = self.dealer(state)
            pts[d] = self.total_points - sum(p for s, p in enumerate(pts) if s != d)
            o.player_points = pts
        o.tricks_won = [sum(1 for t in state.tricks if t.winner == s) for s in range(n)]
        for i, t in enumerate(state.tricks):
            for card in t.cards:
                if card == self.PAGAT or card == self.MOND or card in self.kings:
                    owner = self.card_owner(state, t, card)
                    o.honour_fates.append({"card": card, "owner": owner, "trick": i, "home": t.winner == owner,
                                           "trick_free": not state.won[owner]})
        given_up = state.contract.given_up
        if given_up:
            g = given_up["seat"]
            o.remaining = {"hand": self.pile_points(state.hands[g] | state.scat[g]),
                           "scat": self.pile_points(state.scat[g]),
                           "won": {s: self.pile_points(state.won[s]) for s in range(n) if s != g}}
        return o

