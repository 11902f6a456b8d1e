"""The phases of a game before or beside the play of cards, as an explicit table: phase name ->
`Phase(actions, apply)`. `PhaseTable`, a part of `engine.core.Profile`, dispatches a phase's
legal actions and their performing through it, and gives the German reason for an action the
phase does not offer, with the page of the phase's rule."""
from __future__ import annotations

from typing import Any, NamedTuple

from .errors import IllegalPlayError
from .game_state import ACTION_WORDS, Action, State
from .terms import PHASE_NAMES


class Phase(NamedTuple):
    """One phase of a game before or beside the play of cards: its legal actions and how an
    action is performed (`actions` None: the phase offers its actions through `play_actions`)."""
    actions: Any
    apply: Any


class PhaseTable:
    """The phase table's part of `engine.core.Profile`: a profile lists its phases in `phases()`
    (kept as `phase_table` by `Profile.__init__`), names them for readers (`phase_words`) and
    says where their rules are written (`phase_source`, with the profile's `source` and
    `source_label`)."""

    def phases(self) -> dict[str, Phase]:
        """The phases of this game besides the play of cards (a subclass extends the dict)."""
        return {}

    def phase_word(self, phase: str) -> str:
        """The German name of a phase, as readers see it (the game's own word, else terms.PHASE_NAMES)."""
        return self.phase_words.get(phase) or PHASE_NAMES.get(phase, phase)

    def actions(self, state: State) -> list[Action]:
        phase = self.phase_table.get(state.phase)
        return phase.actions(state) if phase is not None and phase.actions is not None else []

    def apply(self, state: State, action: Action) -> None:
        phase = self.phase_table.get(state.phase)
        if phase is None:
            raise IllegalPlayError(f"Unbekannte Handlung „{action.kind}“.")
        phase.apply(state, action)

    def why_not(self, state: State, action: Action) -> str | None:
        if action not in self.actions(state):
            return self.not_now(state, action)
        return None

    def not_now(self, state: State, action: Action) -> str:
        """The German reason for an action the phase does not offer: what is possible instead."""
        word = ACTION_WORDS.get(action.kind, action.kind)
        now = [self.action_text(state, a).split(": ", 1)[-1] for a in self.actions(state)[:8]]
        more = " …" if len(self.actions(state)) > 8 else ""
        return (f"„{word}“ ist jetzt nicht möglich ({self.name}, {self.phase_word(state.phase)}); möglich: "
                + ", ".join(now) + more + f". {self.phase_rule(state.phase)}.")

    def phase_rule(self, phase: str) -> str:
        """Where the rule of `phase` is written, said with a refused choice: the phase's own
        pages (`phase_source`) where the engine has them, else the game's source."""
        places = self.phase_source.get(phase)
        if not places:
            return f"Regeln: {self.source}"
        return f"Regeln ({self.phase_word(phase)}): {self.source_label} {places}".replace(":  ", ": ")
