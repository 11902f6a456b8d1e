"""What a seat sees of a Tarok deal's cards, for the players' model of the deal
(engine.players.seen): the talon chosen from (S. 20–22), the called card and its holder as the
declarer's partner (Königrufen S. 61, Paskiewitsch S. 83, Neunzehnerrufen S. 64, unter Vieren
S. 163), the Pagat of a Pagat Ultimo announced (S. 23–24), the cards demanded in Tarok-L'Hombre."""
from __future__ import annotations

from ..core import State
from ..errors import CardNameError


class SeenCardsMixin:
    def talon_taken(self, state: State) -> tuple[list[int], list[int]]:
        c = state.contract                      # (get: an absent list is not created)
        return list(c.get("bought") or []), list(c.get("talon_rest") or [])

    def called_card(self, state: State) -> int | None:
        c = state.contract
        if c.called_id is not None:
            return c.called_id
        if not isinstance(c.called, str):
            return None
        try:
            return self.parse_card(c.called)
        except CardNameError:               # a name the pack does not read: no call to follow
            return None

    def called_card_dealt(self, state: State, holder: int | None) -> None:
        c = state.contract
        c.partners = [holder] if holder not in (None, c.declarer) else []
        if c.called_id is not None:         # Königrufen: the King may lie in the talon
            c.king_in_talon = holder is None
        if "alone" in c:                    # Paskiewitsch: nobody holds it, the Spieler is alone
            c.alone = not c.partners

    def cards_announced(self, state: State) -> dict[int, int]:
        """Who alone announced Pagat Ultimo holds the Pagat."""
        pagat = getattr(self, "PAGAT", None)
        ultimo = {a.get("seat") for a in state.contract.get("announced") or [] if a.get("what") == "ultimo"}
        if len(ultimo) != 1 or pagat is None:
            return {}
        seat, = ultimo
        return {pagat: seat}

    def cards_demanded(self, state: State) -> list[int]:
        return [ex["card"] for ex in state.contract.get("exchange") or []]
