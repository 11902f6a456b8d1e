"""A profile's cards (`CardTables`, a part of `engine.core.Profile`): the suit, power and points
of each card of the pack, from which `Profile.__init__` builds the per-card tables, and the
cards' names, both ways (`card_name`, `parse_card` for given deals and requests)."""
from __future__ import annotations

from .errors import RequestError
from .schema import excerpt


class CardTables:
    """The cards' part of `engine.core.Profile` (its `pack` and `name`; `parse_card` keeps the
    names it has read in `_names`, set to None by `Profile.__init__`)."""

    def suit_of_card(self, card) -> int:
        raise NotImplementedError

    def power_of_card(self, card) -> int:
        raise NotImplementedError

    def points_of_card(self, card) -> int:
        return 0

    def card_name(self, card_id: int) -> str:
        c = self.pack[card_id]
        return getattr(c, "name", None) or str(c)

    def parse_card(self, text: str) -> int:
        if self._names is None:
            self._names = {}
            for i, c in enumerate(self.pack):
                for n in (self.card_name(i), getattr(c, "code", None), str(c)):
                    if n:
                        self._names.setdefault(n.strip().lower(), i)
        key = str(text).strip().lower()
        if key not in self._names:
            raise RequestError(f"Unbekannte Karte „{excerpt(str(text))}“ für {self.name}.")
        return self._names[key]
