"""The data of a game, shared by every game: the phases every game has, the one action
vocabulary (`Action`), a completed `Trick`, `ExcuseRule` (a card that goes back to its owner, as
a profile states it) and the `State` — plain data, JSON in and out, with its contract and further
data typed per game (`Profile.contract_type`, `extra_type`). engine/core.py re-exports all of it."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, NamedTuple

from .bitmasks import ids_of, mask_of

# --- phases ----------------------------------------------------------------------------------

# The phases every game shares; a profile names its own ones in `phases()` (engine.tarok.state …).
PLAY = "play"                   # cards are played
DONE = "done"                   # played to the end
THROWN_IN = "thrown-in"         # ended without play (all passed, schleifen, conceded …)
ENDED = (DONE, THROWN_IN)


# --- actions, state, settlement --------------------------------------------------------------


# The one action vocabulary of every game: kind -> German wording for records.
ACTION_WORDS = {
    "play": "spielt", "bid": "erklärt", "pass": "passt", "hold": "behält", "take": "nimmt",
    "reveal": "deckt die nächste Talonlage auf", "throw_in": "schleift", "discard": "legt ab",
    "call": "ruft", "announce": "sagt an", "contra": "gibt Contra", "done": "gut",
    "demand": "fordert", "give": "gibt ab", "concede": "wirft ein", "trump": "bestimmt Trumpf",
    "join": "geht mit", "exchange": "kauft", "claim": "sagt sich aus",
    "lead_unasked": "spielt aus, ohne zu fragen",
}
ACTIONS = tuple(ACTION_WORDS)
ONE_CARD_KINDS = ("discard", "give", "demand")   # kinds whose argument is one card of the pack
# names of earlier versions, still accepted at the boundary (engine.state_io)
LEGACY_ACTIONS = {"talon": "take", "aufdecken": "reveal", "schleifen": "throw_in", "fertig": "done",
                  "fordern": "demand", "abgeben": "give", "einwerfen": "concede", "weiter": "pass",
                  "ansagen": "announce", "ausspielen": "lead_unasked", "ablegen": "discard",
                  "farbe": "trump", "recontra": "contra", "supra": "contra", "aussagen": "claim",
                  "mitgehen": "join", "passen": "pass", "solo": ("bid", "solo")}


class Action(NamedTuple):
    kind: str          # one of ACTIONS: "play", "bid", "pass", "take", "discard", "announce", …
    seat: int
    arg: Any = None    # card id, bid name, list of ids, … (JSON data)

    def as_list(self) -> list:
        arg = list(self.arg) if isinstance(self.arg, tuple) else self.arg
        return [self.kind, self.seat, arg]

    @classmethod
    def from_list(cls, data: list) -> "Action":
        kind, seat, arg = (list(data) + [None])[:3]
        return cls(kind, int(seat), tuple(arg) if isinstance(arg, list) else arg)


@dataclass(frozen=True)
class ExcuseRule:
    """A card that may always be played, never wins a trick and, played in one of the first
    `last_trick` tricks and taken by another seat, goes back into its owner's tricks; the owner
    gives the trick's winner one of the `payment` cards from his tricks instead, at once or as
    soon as he has one (Groß-Tarok's Sküs, S. 154, 157). The profile's `after_trick` applies it;
    the solvers take it as their rule facts."""

    card: int
    last_trick: int
    payment: int                        # mask


@dataclass
class Trick:
    leader: int
    cards: tuple[int, ...]      # in playing order; seat of cards[i] is seat_of(leader, i)
    winner: int                 # seat


@dataclass
class State:
    variant: str
    n_seats: int
    hands: list[int]                       # bitmask per seat
    talon: list[int] = field(default_factory=list)     # card ids, top first
    phase: str = PLAY                      # PLAY, DONE, THROWN_IN or a phase of the profile
    turn: int = 0                          # seat to act
    leader: int = 0                        # seat that led the current trick
    trick: list[int] = field(default_factory=list)     # current trick, in playing order
    tricks: list[Trick] = field(default_factory=list)
    won: list[int] = field(default_factory=list)       # cards won, bitmask per seat
    scat: list[int] = field(default_factory=list)      # discarded cards, bitmask per seat
    trump: int | None = None               # suit of trumps when not fixed by the profile
    contract: dict = field(default_factory=dict)       # declarer, game, multiplicity … (profile)
    extra: dict = field(default_factory=dict)          # further profile data (JSON): a typed record
    log: list[Action] = field(default_factory=list)
    dealt: dict = field(default_factory=dict)          # {"hands": [[ids]], "talon": [ids]}
    options: dict = field(default_factory=dict)
    seed: int | None = None

    def __post_init__(self):
        if not self.won:
            self.won = [0] * self.n_seats
        if not self.scat:
            self.scat = [0] * self.n_seats

    # -- copying and JSON --
    def copy(self) -> "State":
        return State(self.variant, self.n_seats, self.hands[:], self.talon[:], self.phase, self.turn,
                     self.leader, self.trick[:], self.tricks[:], self.won[:], self.scat[:], self.trump,
                     _clone(self._contract), _clone(self._extra), self.log[:], self.dealt,
                     self.options, self.seed)

    def to_dict(self) -> dict:
        return {
            "variant": self.variant, "n_seats": self.n_seats,
            "hands": [ids_of(h) for h in self.hands], "talon": list(self.talon),
            "phase": self.phase, "turn": self.turn, "leader": self.leader, "trick": list(self.trick),
            "tricks": [[t.leader, list(t.cards), t.winner] for t in self.tricks],
            "won": [ids_of(w) for w in self.won], "scat": [ids_of(s) for s in self.scat],
            "trump": self.trump, "contract": self.contract, "extra": self.extra,
            "log": [a.as_list() for a in self.log], "dealt": self.dealt, "options": self.options,
            "seed": self.seed,
        }

    def to_json(self) -> str:
        """JSON with card ids as lists (safe for JavaScript numbers, unlike 78-bit masks)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        return cls(
            variant=d["variant"], n_seats=d["n_seats"], hands=[mask_of(h) for h in d["hands"]],
            talon=list(d["talon"]), phase=current_phase(d["variant"], d["phase"]), turn=d["turn"],
            leader=d["leader"],
            trick=list(d["trick"]), tricks=[Trick(t[0], tuple(t[1]), t[2]) for t in d["tricks"]],
            won=[mask_of(w) for w in d["won"]], scat=[mask_of(s) for s in d["scat"]],
            trump=d.get("trump"), contract=d.get("contract", {}), extra=d.get("extra", {}),
            log=[Action.from_list(a) for a in d.get("log", [])], dealt=d.get("dealt", {}),
            options=d.get("options", {}), seed=d.get("seed"))

    @classmethod
    def from_json(cls, text: str) -> "State":
        return cls.from_dict(json.loads(text))

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()


_ATOMS = frozenset((int, str, bool, float, type(None)))
_new = dict.__new__


def _clone(value):
    """Deep copy of JSON data (dicts, lists, scalars; a typed record stays one), faster than
    copy.deepcopy: scalars are taken as they are, without a call."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _ATOMS else _clone(v) for v in value]
    if kind is dict or isinstance(value, dict):
        out = {k: v if type(v) in _ATOMS else _clone(v) for k, v in value.items()}
        if kind is dict:
            return out
        record = dict.__new__(kind)
        dict.update(record, out)
        return record
    return value


# variant key -> the Record types of its State.contract and State.extra (Profile.contract_type,
# Profile.extra_type; dict: untyped), and the phase names of earlier saved states (Profile.legacy_phases)
CONTRACT_TYPES: dict[str, type] = {}
EXTRA_TYPES: dict[str, type] = {}
LEGACY_PHASES: dict[str, dict[str, str]] = {}


def _as_record(kind: type, value: dict) -> dict:
    """`value` as the record type `kind` (a dict from JSON, a test, a problem file); an
    undeclared key raises engine.record.UnknownKey."""
    if kind is dict or type(value) is kind:
        return value
    return kind(value) if value else dict.__new__(kind)       # (an empty one: no keys to check)


def _set_contract(state: "State", value: dict) -> None:
    kind = CONTRACT_TYPES.get(state.variant, dict)
    if type(value) is not kind:             # (a new state's empty one made here: no call)
        value = _new(kind) if not value and kind is not dict else _as_record(kind, value)
    state._contract = value


def _set_extra(state: "State", value: dict) -> None:
    kind = EXTRA_TYPES.get(state.variant, dict)
    if type(value) is not kind:
        value = _new(kind) if not value and kind is not dict else _as_record(kind, value)
    state._extra = value


# (properties, not a descriptor writing to __dict__: that would cost every attribute of a State
# its fast inline storage in CPython)
State.contract = property(attrgetter("_contract"), _set_contract,
                          doc="The game as the profile set it (declarer, game, multiplicity …): "
                              "a typed record (Profile.contract_type).")
State.extra = property(attrgetter("_extra"), _set_extra,
                       doc="The profile's further data (the auction, the talon …): a typed record "
                           "(Profile.extra_type).")


def current_phase(variant: str, phase: str) -> str:
    """The phase name of today for a phase of an earlier saved state (Profile.legacy_phases)."""
    return LEGACY_PHASES.get(variant, {}).get(phase, phase)
