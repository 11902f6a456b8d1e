"""The Hundertspiel's declared boundary: its options (Recontra, the standing and target of the
Parthie, Aß announced in play) and the facts of a deal a reader may state to have it settled."""
from __future__ import annotations

from ...schema import Bool, Choice, Int, ListOf, Obj
from ...terms import SEATS
from ..classic_cards import seat_name_spec, suit_spec
from .rules import COLOUR_VALUES, PACK, TARGET
from .state import HundertspielOutcome


# keys under their names in earlier requests and saved games -> today's (issue 29: English keys)
OPTION_NAMES_BEFORE = {"stand": "standing", "asse_im_spiel": "aces_in_play"}
OUTCOME_NAMES_BEFORE = {"stand": "standing"}


class ShapesMixin:
    """`option_fields`, `outcome_fields` and `outcome_from_request`."""

    option_names_before = OPTION_NAMES_BEFORE

    def option_fields(self) -> dict:
        parties = 2 if self.n_seats == 4 else self.n_seats
        return {"trump": suit_spec(self), "seat_names": seat_name_spec(self.n_seats),
                "recontra": Bool("Recontra und Supra-Contra erlaubt (§ 10)"),
                "standing": ListOf("Stand der Parthie", Int("Points", 0, 100_000), min_len=parties, max_len=parties),
                "target": Int("Ziel der Parthie (§ 25: 100)", 1, 100_000),
                "aces_in_play": Bool("Drei oder vier Aß erst im Spiel ansagen (§ 16)")}

    def outcome_fields(self) -> dict:
        parties = tuple(self.party_names_of(list(SEATS[:self.n_seats])))
        game = {"kind": Choice("Angesagt", ("26", "52"), {"26": "Sechs und Zwanziger", "52": "Zwey und fünfziger"},
                               required=True),
                "by": Choice("Angesagt von", parties, required=True),
                "contra": Int("Contra-Stufe (§§ 9–10)", 0, 3, default=0),
                "won": Bool("Gemacht", required=True)}
        if self.scat_size:
            game["colour"] = Choice("Farbe (§ 46)", tuple(PACK.suits), PACK.suit_names)
        return {"points": ListOf("Points jeder Partey in diesem Spiel", Int("Points", 0, 1_000),
                                 min_len=len(parties), max_len=len(parties), required=True),
                "game": Obj("Angesagtes Spiel", game),
                "standing": ListOf("Stand der Parthie vor dem Spiel", Int("Points", 0, 100_000),
                                min_len=len(parties), max_len=len(parties)),
                "first": Choice("Wer zuerst hundert erreichte", parties),
                "target": Int("Ziel der Parthie (§ 25)", 1, 100_000, default=TARGET)}

    def outcome_from_request(self, req: dict) -> HundertspielOutcome:
        names = list(SEATS[:self.n_seats])
        parties = self.party_names_of(names)
        order = list(range(len(parties)))
        if req.get("first"):                                  # who reached the target first (§ 34)
            first = parties.index(req["first"])
            order = [first] + [p for p in order if p != first]
        events = [(p, req["points"][p], f"Points der Partey {parties[p]}") for p in order]
        contract, won = {}, None
        if req.get("game"):
            g = req["game"]
            by = parties.index(g["by"])
            contract = {"kind": g["kind"], "seat": next(x for x in range(self.n_seats) if self.party(x) == by),
                        "contra": g["contra"]}
            if g.get("colour"):
                contract.update(colour=g["colour"], value=COLOUR_VALUES[g["colour"]])
            won = g["won"]
        return HundertspielOutcome(names, False, contract, req.get("standing"), req["target"], None, events, won)
