"""The auction (Steigern, Ulmann S. 19–23): who opens, who may raise whom, holding and passing,
until a game is won (`contract_won`) or all pass and the cards are thrown in."""
from __future__ import annotations

from ..core import THROWN_IN, Action, State
from .facts import Contract
from ..record import put, put_all
from .state import Auction, TarokContract


class AuctionMixin:
    """The bidding phase of `TarokProfile`."""

    @staticmethod
    def auction(state: State) -> Auction:
        """The auction of a game (typed when the state is made: `TarokExtra`)."""
        return state.extra.auction

    def begin_auction(self, state: State, queue: list[int]) -> None:
        """The auction starts: the seats of `queue` are asked in turn to open."""
        put(state.extra, "auction", Auction.trusted({"holder": None, "level": -1, "challenger": None,
                                                  "queue": list(queue), "waiting": "opener",
                                                  "bid_before": [], "tapped": []}))

    def may_open(self, state: State, seat: int, c: Contract) -> bool:
        return c.opens

    jump_after_bid = False          # may a player who has bid already jump to a higher opener?

    def may_raise(self, state: State, seat: int, c: Contract, level: int) -> bool:
        """Can `seat` outbid contract index `level` with `c`? Default: the next step, or
        jump to any category opener („aus der Hand“)."""
        idx = self.contracts.index(c)
        return idx == level + 1 or (idx > level and c.opens and (
            self.jump_after_bid or seat not in state.extra.auction.bid_before))

    def _actions_bidding(self, state: State) -> list[Action]:
        a, seat = state.extra.auction, state.turn
        if a.waiting == "holder":
            return [Action("hold", seat, self.contracts[a.level].key), Action("pass", seat)]
        acts = [Action("pass", seat)]
        opening, level = a.holder is None, a.level
        for c in self.contracts:
            if opening:
                ok = self.may_open(state, seat, c)
            else:
                ok = self.may_raise(state, seat, c, level)
            if ok and self.may_bid(state, seat, c):
                acts.append(Action("bid", seat, c.key))
        return acts

    def may_bid(self, state: State, seat: int, c: Contract) -> bool:
        return True

    def _apply_bidding(self, state: State, action: Action) -> None:
        a, seat = state.extra.auction, action.seat
        if action.kind == "bid":
            if seat not in a.bid_before:
                a.bid_before.append(seat)
            level = self.contracts.index(self.contract_by_key[action.arg])
            if a.holder is None:
                put_all(a, {"level": level, "holder": seat})
                a.queue.remove(seat)
                return self._next_challenger(state, a)
            put_all(a, {"level": level, "waiting": "holder"})
            state.turn = a.holder
            return
        if action.kind == "hold":
            put(a, "waiting", "challenger")
            state.turn = a.challenger
            return
        # pass
        if a.holder is None:
            a.queue.remove(seat)
            a.tapped.append(seat)
            if not a.queue:
                return self.all_passed(state)
            state.turn = a.queue[0]
            return
        if a.waiting == "holder":               # the Vormann lets the raised game go
            put_all(a, {"holder": a.challenger, "waiting": "challenger"})
        return self._next_challenger(state, a)

    def _next_challenger(self, state: State, a: Auction) -> None:
        """The next seat of the queue is asked to outbid the holder; none left: he has the game."""
        queue, level = a.queue, a.level
        if queue and level < len(self.contracts) - 1:
            challenger = queue.pop(0)
            put_all(a, {"challenger": challenger, "waiting": "challenger"})
            state.turn = challenger
            return
        self.contract_won(state, a.holder, self.contracts[level])

    def all_passed(self, state: State) -> None:
        """Ulmann S. 21: „tappen alle drei Theilnehmer, so wird zusammengeworfen“."""
        state.phase = THROWN_IN
        state.contract = TarokContract.trusted({"game": None})

    def contract_won(self, state: State, seat: int, c: Contract) -> None:
        state.contract = TarokContract.trusted({"declarer": seat, "game": c.key, "name": c.name, "partners": [],
                                                "multiplicity": 1, "contra": {}, "announced": [],
                                                "talon_rest": [], "bought": [], "talon_to": "gegner"})
        self.after_bidding(state)

    def after_bidding(self, state: State) -> None:
        self.begin_talon(state)
