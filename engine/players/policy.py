"""One engine player for every phase of every game (issue 25): the interface the Probespiel page
and the match call for a seat the engine plays.

`EnginePlayer.act(p, state, seat, rng)` returns the `engine.core.Action` the seat takes now: in the
play of the cards the card player's card, in every other phase (bidding, talon, discard,
announcements, Contra) the phase policy's choice. `engine_player(key)` gives the player the page
uses for a game. Today the phases besides the play are decided at random among the legal
actions (`Profile.random_action`); stronger phase policies plug in here.
"""
from __future__ import annotations

import random

from ..core import PLAY, Action
from ..solver import solvable
from .baseline import RandomPlay
from .pimc import Determinized


class EnginePlayer:
    """A card player for the play and a phase policy for the rest."""

    def __init__(self, cards=None):
        self.cards = cards if cards is not None else RandomPlay()

    def act(self, p, state, seat: int, rng: random.Random) -> Action:
        if state.phase == PLAY:
            return Action("play", seat, self.cards.card(p, state, seat, rng))
        return self.choose(p, state, seat, rng)

    def choose(self, p, state, seat: int, rng: random.Random) -> Action:
        """The choice in a phase before or beside the play: at random among the legal actions."""
        return p.random_action(state, rng)


def engine_player(p) -> EnginePlayer:
    """The player the engine seats of profile `p` are given: determinized search where the
    exact solver handles the game, else random legal cards."""
    return EnginePlayer(Determinized() if solvable(p) else RandomPlay())


def describe_players(p) -> str:
    """One German sentence for the page: how the engine's players of profile `p` decide (kept
    here, beside `engine_player`, so that it changes with them)."""
    cards = ("spielen ihre Karten nach einer Suche über Verteilungen, die zu allem passen, was der "
             "Platz gesehen hat (jede exakt gelöst; wo die Suche nicht fertig wird, nach einer Faustregel)"
             if solvable(p) else "spielen zufällig eine der erlaubten Karten")
    return (f"Die Spieler der Engine sehen nur ihre eigenen Karten und den Tisch, {cards}; Reizen, "
            "Talon, Verlegen, Ansagen und Contra wählen sie zufällig unter den erlaubten Zügen.")
