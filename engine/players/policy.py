"""One engine player for every phase of every game (issue 25): the interface the Probespiel page
and the match call for a seat the engine plays.

`EnginePlayer.act(p, state, seat, rng)` returns the `engine.core.Action` the seat takes now: in the
play of the cards the card player's card, in every other phase (bidding, talon, discard, a call,
announcements, Contra) the phase player's choice. `engine_player(p)` gives the thinking player
the page uses for a game: cards by determinized search (`engine.players.pimc`), the other phases
by simulation (`engine.players.phases`). `baseline_player(name)` gives the two reference players
of the match: „faustregel“ (the rule of thumb for the cards, the other phases at random, as the
Probespiel decided them before) and „zufall“ (everything at random).
"""
from __future__ import annotations

import random

from ..core import ENDED, PLAY, Action, seat_label
from ..errors import RequestError
from .baseline import RandomPlay, RuleOfThumb
from .phases import Simulated
from .pimc import Determinized

POLICY_TEXT = ("Die Mitspieler der Engine sehen nur, was ihr Platz sehen darf: Vor jeder Entscheidung "
               "verteilen sie die ungesehenen Karten mehrmals neu, passend zu allem Gesehenen und zum "
               "Reizen, und probieren in jeder Verteilung die erlaubten Möglichkeiten aus – Karten "
               "gegen Spielende mit dem exakten Löser, sonst (und beim Reizen, Talon, Ablegen, "
               "Rufen, Ansagen und Contra) durch schnelles Zu-Ende-Spielen bis zur Abrechnung. "
               "Sie wählen, was im Mittel am meisten einbringt.")


class RandomChoice:
    """A legal choice at random, in every phase besides the play."""

    name = "zufall"

    def choose(self, p, state, seat: int, rng: random.Random) -> Action:
        return p.random_action(state, rng)


class EnginePlayer:
    """A card player for the play and a phase player for the rest."""

    def __init__(self, cards=None, phases=None, name: str = "engine"):
        self.cards = cards if cards is not None else RandomPlay()
        self.phases = phases if phases is not None else RandomChoice()
        self.name = name

    def act(self, p, state, seat: int, rng: random.Random) -> Action:
        if state.phase in ENDED:
            raise RequestError("Das Spiel ist zu Ende; es gibt nichts mehr zu entscheiden.")
        if seat != state.turn:
            raise RequestError(f"Nicht am Zug: {seat_label(state, state.turn)} ist an der Reihe.")
        if state.phase == PLAY:
            return Action("play", seat, self.cards.card(p, state, seat, rng))
        return self.choose(p, state, seat, rng)

    def choose(self, p, state, seat: int, rng: random.Random) -> Action:
        """The choice in a phase before or beside the play."""
        return self.phases.choose(p, state, seat, rng)

    @property
    def stats(self) -> dict:
        out = dict(getattr(self.cards, "stats", {}))
        for k, v in getattr(self.phases, "stats", {}).items():
            out["phase_" + k] = v
        return out


def engine_player(p=None, **budget) -> EnginePlayer:
    """The thinking player of the engine's seats (the same for every game; `p` kept for the
    callers that name the game). `budget`: the card player's `samples`, `budget`, `playouts`,
    `time_cap` (engine.players.pimc.Determinized) and `phase_playouts`."""
    phase_playouts = budget.pop("phase_playouts", 120)
    return EnginePlayer(Determinized(**budget), Simulated(playouts=phase_playouts), "engine")


def baseline_player(name: str) -> EnginePlayer:
    """„faustregel“: rule of thumb for the cards, random elsewhere; „zufall“: random throughout."""
    cards = {"faustregel": RuleOfThumb, "zufall": RandomPlay}[name]()
    return EnginePlayer(cards, RandomChoice(), name)


def describe_players(p=None) -> str:
    """The sentence the page shows on how the engine's players decide (the same for every game)."""
    return POLICY_TEXT
