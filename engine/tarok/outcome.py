"""The outcome of a Tarok game: everything its settlement reads, and nothing else.

An `Outcome` is built either from a finished game (`TarokProfile.outcome(state)`: points are
counted from the piles, the Pagat's fate read from the tricks …) or from a request sent by a
widget or `python -m engine score` (`TarokProfile.outcome_from_request`: the facts as stated).
Settlement (`settle_outcome`) reads only the outcome; there is no game state behind it.

Seats are indices (0 = Vorhand); `contract` holds the game as the auction and the talon left
it (declarer, game, partners, multiplicity, contra, announced, and the variant's own entries
such as thrown_in, conceded, called, declarations, hand_premiums, exchange, given_up).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import DONE, State, mask_of, popcount, seat_of
from .facts import EARNED
from .state import TarokContract


@dataclass
class Outcome:
    variant: str
    n_seats: int
    seat_names: list[str]
    options: dict = field(default_factory=dict)
    phase: str = DONE                       # DONE: played; THROWN_IN: nobody played, schleifen, conceded …
    contract: TarokContract = field(default_factory=TarokContract)
    points: int | None = None               # the Spieler's party's points (Lagen, rounded, S. 16–18)
    other_points: int | None = None         # the other party's points
    ultimo: tuple = ("none", None)          # the Pagat: ("ultimo" | "caught" | "early" | "none", owner seat)
    volat: str | None = None                # "spieler" | "gegner": that party made every trick
    honours: dict = field(default_factory=dict)      # seat -> ["koepfe", "trois", "quatre"] held when play began
    earned: dict = field(default_factory=dict)       # "spieler" | "gegner" -> trois/quatre/mondfang/pagatfang in the tricks
    taroks: dict = field(default_factory=dict)       # seat -> Taroks held when play began
    renonce: int | None = None              # the seat that renounced (Codex §§ 9, 12)
    tapped: list = field(default_factory=list)       # seats that tapped before a game was declared (S. 23)
    king: dict = field(default_factory=dict)         # Königrufen: {"ultimo": bool, "caught": bool}
    player_points: list | None = None       # Groß-Tarok: each player's points
    tricks_won: list | None = None          # Groß-Tarok: tricks per player
    honour_fates: list = field(default_factory=list)  # Groß-Tarok: Pagat, Mond, Kings as they fell
    remaining: dict = field(default_factory=dict)    # Groß-Tarok give-up: points left and in the tricks
    seat_points: list | None = None         # Strohmann: each player's points
    honours_announced: list | None = None   # Strohmann: trois / quatre announced per player (S. 71)

    def __post_init__(self):
        self.contract = TarokContract.of(self.contract)

    def as_dict(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if v not in (None, {}, [], ("none", None))}
        out["ultimo"] = list(self.ultimo)
        return out


def _copy(value):
    """Deep copy of JSON data."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


class OutcomeMixin:
    """How `TarokProfile` reads a finished game (or a request) into an `Outcome`, and what the
    settlement reads from it."""

    # -- results of play --
    def party_pile(self, state: State, party: list[int]) -> int:
        """Cards counted for a party: its tricks, its scat, and the talon part it owns."""
        mask = 0
        for s in party:
            mask |= state.won[s] | state.scat[s]
        spieler = state.contract.declarer in party
        rest = mask_of(state.contract.talon_rest)
        if (state.contract.talon_to == "gegner") != spieler:
            mask |= rest
        return mask

    def tricks_of(self, state: State, party: list[int]) -> int:
        return sum(1 for t in state.tricks if t.winner in party)

    def volat_of(self, state: State) -> str | None:
        """The party that made every trick of a finished game, if any."""
        if not state.tricks:
            return None
        won = self.tricks_of(state, self.spieler_party(state))
        return "spieler" if won == len(state.tricks) else "gegner" if won == 0 else None

    def pagat_fate_of(self, state: State) -> tuple[str, int | None]:
        """("ultimo", seat) if the Pagat won the last trick; ("caught", owner seat) if it fell in
        the last trick without winning; ("early", owner) if played before; ("none", None)."""
        for i, t in enumerate(state.tricks):
            if self.PAGAT in t.cards:
                owner = self.card_owner(state, t, self.PAGAT)
                if i < len(state.tricks) - 1:
                    return "early", owner
                return ("ultimo" if t.cards[self.trick_winner(state, t.leader, t.cards)] == self.PAGAT
                        else "caught"), owner
        return "none", None

    def card_owner(self, state: State, trick, card: int) -> int:
        return seat_of(self, state, trick.leader, trick.cards.index(card))

    def holdings(self, state: State, seat: int) -> int:
        """The hand a seat held when play began (hand after talon and scat, played cards back)."""
        mask = state.hands[seat]
        for t in state.tricks:
            for i, c in enumerate(t.cards):
                if seat_of(self, state, t.leader, i) == seat:
                    mask |= 1 << c
        for i, c in enumerate(state.trick):
            if seat_of(self, state, state.leader, i) == seat:
                mask |= 1 << c
        return mask

    def honour_premiums(self, mask: int) -> list[str]:
        """Köpfe (two Tarok-Honneurs), tous les trois, tous les quatre held in `mask`."""
        out = []
        th = popcount(mask & self.TAROK_HONOURS)
        if th == 3:
            out.append("trois")
        elif th == 2:
            out.append("koepfe")
        if mask & self.KINGS == self.KINGS:
            out.append("quatre")
        return out

    # -- what the settlement reads --
    def party_points(self, o: Outcome, party: list[int]) -> int:
        return o.points if self.spieler_party(o)[0] in party else o.other_points

    def volat_party(self, o: Outcome) -> str | None:
        return o.volat

    def pagat_fate(self, o: Outcome) -> tuple[str, int | None]:
        return tuple(o.ultimo)

    def held_premiums(self, o: Outcome, seat: int) -> list[str]:
        """Köpfe, tous les trois, tous les quatre held by `seat` when play began."""
        return list(o.honours.get(seat, []))

    def earned(self, o: Outcome, party: list[int], what: str) -> bool:
        """Premiums earned in play by a party: trois / quatre in its tricks, Mond- or Pagatfang."""
        side = "spieler" if self.spieler_party(o)[0] in party else "gegner"
        return what in o.earned.get(side, [])

    def premiums_made(self, o: Outcome) -> dict[str, set[str]]:
        """The premiums each side ("spieler", "gegner") made in play, as the outcome's facts say:
        the Pagat Ultimo where the owner's Pagat took the last trick (`pagat_fate`), and the
        premiums earned in its tricks (`earned`: trois, quatre, Mond- or Pagatfang)."""
        made = {side: set(o.earned.get(side, [])) for side in ("spieler", "gegner")}
        fate, owner = self.pagat_fate(o)
        if fate == "ultimo" and owner is not None:
            made["spieler" if owner in self.spieler_party(o) else "gegner"].add("ultimo")
        return made

    def tarok_count(self, o: Outcome, seat: int) -> int:
        return o.taroks.get(seat, 0)

    # -- building the outcome from a finished game or a request --
    def outcome(self, state: State) -> Outcome:
        """The outcome of a finished (or thrown-in) game, read from its tricks and piles."""
        o = Outcome(self.key, state.n_seats, list(state.extra.get("seat_names", self.seat_names[:state.n_seats])),
                    dict(state.options), state.phase, _copy(state.contract))
        o.renonce = state.contract.renonce
        o.tapped = list(state.extra.get("auction", {}).get("tapped", []))
        if state.contract.declarer is None or not state.contract.game:
            return o
        sp, gg = self.spieler_party(state), self.gegner_party(state)
        o.points = self.pile_points(self.party_pile(state, sp))
        o.other_points = self.pile_points(self.party_pile(state, gg))
        o.ultimo = self.pagat_fate_of(state)
        o.volat = self.volat_of(state)
        holdings = [self.holdings(state, s) for s in range(state.n_seats)]
        o.honours = {s: self.honour_premiums(h) for s, h in enumerate(holdings)}
        o.taroks = {s: popcount(h & self.TAROKS) for s, h in enumerate(holdings)}
        o.earned = {side: [w for w in EARNED if self.earned_in(state, party, w)]
                    for side, party in (("spieler", sp), ("gegner", gg))}
        return o

    def outcome_from_request(self, req: dict) -> Outcome:
        """The outcome stated in a request (checked against `outcome_fields`)."""
        req = self.check_outcome(req)
        names = list(self.seat_names[:self.n_seats])
        seat = names.index
        game = req["game"]
        c = self.contract_by_key.get(game)
        o = Outcome(self.key, self.n_seats, names, dict(req["options"]), DONE,
                    {"declarer": req["declarer"], "game": game, "name": c.name if c else self.name,
                     "partners": req["partners"], "multiplicity": req["multiplicity"],
                     "contra": dict(req["contra"]), "announced": req["announced"], "talon_rest": []})
        if req.get("points") is not None:
            o.points, o.other_points = req["points"], self.total_points - req["points"]
        fate = req.get("ultimo")
        if fate:
            party, _, caught = fate.partition("-")
            owner = (self.spieler_party(o) if party == "spieler" else self.gegner_party(o))[0]
            o.ultimo = ("caught" if caught else "ultimo", owner)
        o.volat = req.get("volat")
        o.honours = {seat(k): list(v) for k, v in (req.get("honours") or {}).items()}
        o.earned = {k: list(v) for k, v in (req.get("in_tricks") or {}).items()}
        o.taroks = {seat(k): v for k, v in (req.get("taroks") or {}).items()}
        o.renonce = seat(req["renonce"]) if req.get("renonce") else None
        o.tapped = [seat(x) for x in req.get("tapped") or []]
        o.king = {"ultimo": req.get("called_king") == "ultimo", "caught": req.get("called_king") == "gefangen",
                  "stated": "called_king" in self.facts}
        for key in ("king_in_talon", "contra_in_error", "false_announcement", "conceded"):
            if req.get(key):
                o.contract[key] = req[key]
        if req.get("without_honour"):
            o.contract.without_honour = seat(req["without_honour"])
        if req.get("declarations"):
            o.contract.declarations = {str(seat(k)): list(v) for k, v in req["declarations"].items()}
        if req.get("player_points"):
            o.player_points = list(req["player_points"])
        return o

    # -- premiums earned in the tricks (Ungarisch, Paskiewitsch, Königrufen in Böhmen) --
    def earned_in(self, state: State, party: list[int], what: str) -> bool:
        """Premiums earned in play by a party: "trois"/"quatre" in its tricks, "mondfang",
        "pagatfang"."""
        if what == "trois":
            return self.won_by(state, party) & self.TAROK_HONOURS == self.TAROK_HONOURS
        if what == "quatre":
            return self.won_by(state, party) & self.KINGS == self.KINGS
        if what == "mondfang":
            return self.captured(state, self.MOND, party, taker=self.SKUES)
        if what == "pagatfang":
            return self.captured(state, self.PAGAT, party)
        raise KeyError(what)

    def won_by(self, state: State, party: list[int]) -> int:
        mask = 0
        for s in party:
            mask |= state.won[s]
        return mask

    def captured(self, state: State, card: int, by: list[int], taker: int | None = None) -> bool:
        """Did party `by` win the trick in which the other party played `card` (optionally
        taking it with the card `taker`, e.g. the Mond with the Sküs)?"""
        for t in state.tricks:
            if card in t.cards:
                owner = self.card_owner(state, t, card)
                if owner in by or t.winner not in by:
                    return False
                return taker is None or t.cards[self.trick_winner(state, t.leader, t.cards)] == taker
        return False
