"""The outcome of a Tarok game: everything its settlement reads, and nothing else.

An `Outcome` is built either from a finished game (`TarokProfile.outcome(state)`: points are
counted from the piles, the Pagat's fate read from the tricks …) or from a request sent by a
widget or `python -m engine score` (`TarokProfile.outcome_from_request`: the facts as stated).
Settlement (`settle_outcome`) reads only the outcome; there is no game state behind it.

Seats are indices (0 = Vorhand); `contract` holds the game as the auction and the talon left
it (declarer, game, partners, multiplicity, contra, announced, and the variant's own entries
such as schleifen, conceded, called, meldungen, ansagen, exchange, aufgegeben).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Outcome:
    variant: str
    n_seats: int
    seat_names: list[str]
    options: dict = field(default_factory=dict)
    phase: str = "done"                     # "done": played; "thrown-in": nobody played, schleifen, conceded …
    contract: dict = field(default_factory=dict)
    points: int | None = None               # the Spieler's party's points (Lagen, rounded, S. 16–18)
    other_points: int | None = None         # the other party's points
    ultimo: tuple = ("none", None)          # the Pagat: ("ultimo" | "caught" | "early" | "none", owner seat)
    volat: str | None = None                # "spieler" | "gegner": that party made every trick
    honours: dict = field(default_factory=dict)      # seat -> ["koepfe", "trois", "quatre"] held when play began
    earned: dict = field(default_factory=dict)       # "spieler" | "gegner" -> trois/quatre/mondfang/pagatfang in the tricks
    taroks: dict = field(default_factory=dict)       # seat -> Taroks held when play began
    renonce: int | None = None              # the seat that renounced (Codex §§ 9, 12)
    tapped: list = field(default_factory=list)       # seats that tapped before a game was declared (S. 23)
    king: dict = field(default_factory=dict)         # Königrufen: {"ultimo": bool, "gefangen": bool}
    player_points: list | None = None       # Groß-Tarok: each player's points
    tricks_won: list | None = None          # Groß-Tarok: tricks per player
    honour_fates: list = field(default_factory=list)  # Groß-Tarok: Pagat, Mond, Kings as they fell
    remaining: dict = field(default_factory=dict)    # Groß-Tarok give-up: points left and in the tricks
    seat_points: list | None = None         # Strohmann: each player's points
    honours_announced: list | None = None   # Strohmann: trois / quatre announced per player (S. 71)

    @property
    def extra(self) -> dict:
        """The seat names as a game state keeps them (for the person helpers)."""
        return {"seat_names": self.seat_names}

    def as_dict(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if v not in (None, {}, [], ("none", None))}
        out["ultimo"] = list(self.ultimo)
        return out
