"""The trick-taking core: one engine, every game a rules profile.

The core knows seats, hands, tricks and turns; everything a game adds (bidding, talon, scat,
announcements, who wins a trick, what a game pays) comes from its *profile*. A profile is a
subclass of `Profile` holding data (pack, number of seats, follow rules, card values) and a few
small methods. The Tarok variants of Ulmann live in engine/tarok/, the other games in
engine/games/; all of them run through the same functions here.

PROFILE INTERFACE (stable)
==========================
Data (class attributes, or set in __init__):
  key, name, source      registry key, German name, source citation („Ulmann S. 19–39“)
  pack                   tuple of cards; a card's index in it is its integer id
  n_seats                number of hands that play tricks (Strohmann seats included)
  hand_size              cards per seat after the deal
  suit_names             German name per suit index (for messages)
  trump_suit             suit index that always trumps, or None (then State.trump decides)
  must_follow            follow the led suit if possible
  must_trump             void in the led suit: play a trump if possible
  must_overtrump         a trump on a trump lead / a second trump must beat the best trump so far
  must_head              following the led suit, beat the best card of that suit if possible
Per-card tables (built by `Profile.__init__` from `suit_of_card` / `power_of_card` / `points_of_card`):
  suit[id], power[id], points[id] and suit_mask[suit]  (power: higher wins within a suit)

Methods (defaults in brackets):
  suit_of_card(card) -> int, power_of_card(card) -> int, points_of_card(card) -> int
  deal(rng, options) -> State             [shuffle, `hand_size` to each seat, the rest is talon]
  start(state)                            set phase/turn after the deal  [straight to "play"]
  phases() -> {name: Phase(actions, apply)}  the explicit table of the phases before or beside
                                          the play (bidding, talon …); `actions(state)` and
                                          `apply(state, action)` dispatch through it
  why_not(state, action) -> str | None    German reason why a non-play action is illegal
  legal_cards(state, seat) -> int         bitmask of the playable cards [follow rules above]
  why_illegal(state, seat, card) -> str|None   German reason a card may not be played
  trick_winner(state, leader, cards) -> index in `cards` of the winning card
  card_order(state) -> (suit, power)      the per-card tables as cards rank now [suit, power;
                                          Kauflabet: by the trump]
  trick_sizes() -> tuple of ints          how many cards a complete trick may have [n_seats]
  trick_source, trick_decision            where the source says who takes a trick and what must
                                          be played („S. 15“, …), or the question of the decision
                                          that rules it where the source is silent
  exempt_cards                            mask of cards that neither take nor lose a trick [0;
                                          Groß-Tarok: the Sküs]
  excuse_rule                             ExcuseRule: how such a card goes back to its owner
                                          [None; Groß-Tarok: the Sküs, S. 157]
  after_trick(state, trick)               hook after a trick is complete (e.g. turn talon cards)
  next_leader(state, trick) -> seat       [the winner]
  play_actions(state) -> list[Action]     extra actions allowed during play (e.g. a Vole
                                          announced after the 12th trick, giving up), also
                                          for a seat whose turn it is not [none]
  finished(state) -> bool                 [all seats empty]
  outcome(state) -> Outcome               what a finished game came to, as a typed record
                                          (tarok.outcome.Outcome, WhistOutcome, …)
  outcome_from_request(req) -> Outcome    the same record, stated by a widget or the CLI
  settle_outcome(o) -> Settlement         what an outcome pays (breakdown per line); reads only
                                          the outcome. settle(state) and settle_request(req)
                                          are these two steps composed
  pile_points(mask) -> int                points of a pile [sum of `points`; Tarok: Lagen of three]
  random_action(state, rng) -> Action     [uniform among legal actions]
  parse_card(text) -> id                  for given deals and requests [by name/code/str]
  action_text(state, action) -> str       German wording of a non-play action for records
  describe() -> dict                      key, name, source, players, cards (for listings)
  decisions                               list of {page, question, decision, reason}: what the
                                          profile decided where its source is silent

A profile is instantiated once and holds no game data: everything of a game lives in `State`
(profile-specific data in State.contract and State.extra, JSON only), so one profile object
serves any number of games. Seats are numbered in playing order, 0 = Vorhand (first to speak
and, unless the profile says otherwise, first to lead).

ENGINE FUNCTIONS
================
new_game(profile, seed=None, deal=None, options=None) -> State   deal and start a game
legal_actions(profile, state) / why_illegal(profile, state, action) / act(profile, state, action)
play_card(profile, state, card) (hot path, unchecked)  random_game(profile, seed)  play_out(...)
replay(profile, state, upto) / undo(profile, state)  record(profile, state) -> dict

STATE
=====
`State` is plain data (lists of ints, dicts of JSON values) and serialises with to_json/from_json.
Hands and piles are bitmasks of card ids. Actions are `Action(kind, seat, arg)`; the play of a card
is Action("play", seat, card_id). Every action is appended to `State.log`, so a game can be
replayed from its deal (`replay`) and undone (`undo`).

RANDOMNESS
==========
No global RNG: every random choice takes a `random.Random` passed in (or made from a seed).
"""
from __future__ import annotations

import json
import random
from operator import attrgetter
from dataclasses import dataclass, field
from typing import Any, Iterable, NamedTuple

from .cards import repeated_card
from .errors import IllegalPlayError, RequestError
from .schema import excerpt
from .terms import PHASE_NAMES, SEAT_LETTERS

# --- bitmask helpers -------------------------------------------------------------------------


def bit(card: int) -> int:
    return 1 << card


def ids_of(mask: int) -> list[int]:
    """Card ids in a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def popcount(mask: int) -> int:
    return bin(mask).count("1")


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


@dataclass
class Settlement:
    """What a finished game pays. `payments[p]` is the net gain of person p (they sum to 0)."""

    persons: list[str]                      # labels: "A", "B", "C", "König" …
    payments: list[int] = field(default_factory=list)
    lines: list[dict] = field(default_factory=list)     # the breakdown, one dict per item
    points: dict = field(default_factory=dict)          # card points per party
    won: bool | None = None                 # did the Spieler's party win (None: no game)
    summary: str = ""                       # one German sentence

    def __post_init__(self):
        if not self.payments:
            self.payments = [0] * len(self.persons)

    def pay(self, label: str, amount: int, payers: Iterable[int], payees: Iterable[int],
            source: str = "", **info) -> None:
        """Each payer pays `amount` to each payee („von jedem Gegner“)."""
        payers, payees = list(payers), list(payees)
        if amount == 0 or not payers or not payees:
            return
        for a in payers:
            for b in payees:
                self.payments[a] -= amount
                self.payments[b] += amount
        self.lines.append({"label": label, "amount": amount,
                           "from": [self.persons[p] for p in payers],
                           "to": [self.persons[p] for p in payees], "source": source, **info})

    def as_dict(self) -> dict:
        return {"persons": self.persons, "payments": dict(zip(self.persons, self.payments)),
                "lines": self.lines, "points": self.points, "won": self.won,
                "summary": self.summary}


# --- the profile base ------------------------------------------------------------------------



def best_card(cards: tuple[int, ...], suit, power, trump: int | None) -> int:
    """Index of the card that takes the trick: the highest of the led suit, unless trumped."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if suit[c] == suit[b]:
            if power[c] > power[b]:
                best = i
        elif suit[c] == trump:
            best = i
    return best

class Phase(NamedTuple):
    """One phase of a game before or beside the play of cards: its legal actions and how an
    action is performed (`actions` None: the phase offers its actions through `play_actions`)."""
    actions: Any
    apply: Any


class Profile:
    """Base of every rules profile. See the module docstring for the interface."""

    key = ""
    name = ""
    source = ""
    pack: tuple = ()
    n_seats = 4
    hand_size = 0
    suit_names: tuple[str, ...] = ()
    trump_suit: int | None = None
    must_follow = True
    must_trump = True
    must_overtrump = False
    must_head = False
    decisions: list[dict] = []
    contract_type: type = dict          # the Record type of State.contract (engine.record)
    extra_type: type = dict             # the Record type of State.extra
    legacy_phases: dict = {}            # phase name of earlier saved states -> today's
    phase_words: dict = {}              # phase -> the German word readers see, where it is not terms.PHASE_NAMES
    phase_source: dict = {}             # phase -> where the source gives that phase's rule („S. 20–22“)

    def __init__(self):
        CONTRACT_TYPES[self.key] = self.contract_type
        EXTRA_TYPES[self.key] = self.extra_type
        LEGACY_PHASES[self.key] = self.legacy_phases
        self.suit = tuple(self.suit_of_card(c) for c in self.pack)
        self.power = tuple(self.power_of_card(c) for c in self.pack)
        self.points = tuple(self.points_of_card(c) for c in self.pack)
        self.suit_mask = [0] * (max(self.suit, default=-1) + 1)
        for i, s in enumerate(self.suit):
            self.suit_mask[s] |= 1 << i
        self.full_mask = (1 << len(self.pack)) - 1
        self._names: dict[str, int] | None = None
        self.phase_table: dict[str, Phase] = self.phases()

    # -- card tables --
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

    # -- setup --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        hands = [mask_of(order[i * self.hand_size:(i + 1) * self.hand_size]) for i in range(self.n_seats)]
        return State(self.key, self.n_seats, hands, order[self.n_seats * self.hand_size:])

    def start(self, state: State) -> None:
        state.phase, state.turn, state.leader = PLAY, 0, 0

    # -- non-play phases: an explicit table, phase name -> Phase(actions, apply) --
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

    # -- the game being played, for the readers of any game (table view, match, the players) --
    def declarer_of(self, state: State) -> int | None:
        """The seat that declared the game (the Spieler), None where the game has none."""
        return None

    def game_name_of(self, state: State) -> str | None:
        """The name of the game being played, None where the game names none."""
        return None

    def shown_cards(self, state: State) -> list[int]:
        """The cards laid away that the rules show to every seat; none where the game shows none."""
        return []

    def contract_sentences(self, state: State) -> list[str]:
        """The game in play as German sentences for the table (who plays what, the called card,
        the announcements and the Contra levels); none where the game has nothing to say."""
        return []

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

    # -- play --
    def trump_of(self, state: State) -> int | None:
        return self.trump_suit if self.trump_suit is not None else state.trump

    def legal_cards(self, state: State, seat: int) -> int:
        return self._follow(state, seat)[0]

    def why_illegal(self, state: State, seat: int, card: int) -> str | None:
        if not state.hands[seat] >> card & 1:
            return f"Die Karte „{self.card_name(card)}“ ist nicht in dieser Hand."
        mask, reason = self._follow(state, seat)
        if mask >> card & 1:
            return None
        places = self.rule_places()
        if not reason or not places or any(x in reason for x in self.trick_source):
            return reason                       # the reason names its place already
        return f"{reason} ({places})"

    def rule_places(self) -> str:
        """Where the rules of the trick are written (`trick_source`): said with the reason of a
        card that may not be played."""
        return "; ".join(f"{self.source_label} {x}".strip() for x in self.trick_source)

    def _follow(self, state: State, seat: int) -> tuple[int, str]:
        """(legal mask, the German reason for the others) under the profile's follow rules."""
        hand = state.hands[seat]
        if not state.trick:
            return hand, ""
        led = self.suit[state.trick[0]]
        trump = self.trump_of(state)
        same = hand & self.suit_mask[led]
        if same and self.must_follow:
            if led == trump:
                reason = f"{self.suit_names[led]} ist ausgespielt: {self.suit_names[led]} muss zugegeben werden."
                better = self._beating(state, same) if self.must_overtrump else 0
                if better:
                    return better, f"{self.suit_names[led]} muss überstochen werden, wenn möglich."
                return same, reason
            better = self._beating(state, same) if self.must_head else 0
            if better:
                return better, "Die angespielte Farbe muss überstochen werden, wenn möglich."
            return same, (f"Farbe bekennen: {self.suit_names[led]} ist angespielt, und "
                          f"{self.suit_names[led]} ist noch in der Hand.")
        if trump is not None and self.must_trump and led != trump:
            trumps = hand & self.suit_mask[trump]
            if trumps:
                better = self._beating(state, trumps) if self.must_overtrump else 0
                if better:
                    return better, f"Es muss höher gestochen werden ({self.suit_names[trump]})."
                return trumps, (f"Kein {self.suit_names[led]} in der Hand: es muss mit "
                                f"{self.suit_names[trump]} gestochen werden.")
        return hand, ""

    def _beating(self, state: State, candidates: int) -> int:
        """Candidates that would win the current trick if played now."""
        out = 0
        for c in ids_of(candidates):
            cards = tuple(state.trick) + (c,)
            if self.trick_winner(state, state.leader, cards) == len(cards) - 1:
                out |= 1 << c
        return out

    def trick_winner(self, state: State, leader: int, cards: tuple[int, ...]) -> int:
        return best_card(cards, self.suit, self.power, self.trump_of(state))

    def trick_size(self, state: State) -> int:
        """Cards in a complete trick (Kauflabet: only the players who went with)."""
        return state.n_seats

    trick_size_varies = False           # does `trick_size` differ from n_seats (Kauflabet)? [no]

    trick_source: tuple[str, ...] = ()  # places of the source's rules of the trick („S. 15“)
    trick_decision = ""                 # the question of the decision where the source is silent
    exempt_cards = 0                    # cards that neither take nor lose a trick
    excuse_rule: "ExcuseRule | None" = None   # how such a card goes back (Groß-Tarok's Sküs)
    # facts of the trick that the solvers read (engine.solver); a profile that overrides the
    # method named says so here (tests/engine/test_solver_facts.py checks that they agree)
    standard_follow = True              # legal_cards, _follow, seat_after: the core's duties and seat order
    standard_winner = True              # trick_winner: the highest trump, else the highest card of the suit led
    standard_taking = True              # after_trick: the winner takes every card of the trick, nothing else
    talon_packets = False               # after a trick, talon packets are turned up (Strohmann-Tarok)
    tarok_pack = False                  # a Tarok pack (Taroks, Kings, Tarok-Honneurs: the solvers' cards)

    def card_order(self, state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(suit, power) per card as the cards rank in this game now."""
        return self.suit, self.power

    def trick_sizes(self) -> tuple[int, ...]:
        """How many cards a complete trick may have."""
        return (self.n_seats,)

    def seat_after(self, state: State, seat: int) -> int:
        return (seat + 1) % state.n_seats

    def after_trick(self, state: State, trick: Trick) -> None:
        pass

    def play_actions(self, state: State) -> list[Action]:
        return []

    def next_leader(self, state: State, trick: Trick) -> int:
        return trick.winner

    def finished(self, state: State) -> bool:
        return not any(state.hands)

    # -- the end: an outcome (typed per game family), and what it pays --
    def outcome(self, state: State):
        """What a finished game came to: everything its settlement reads, and nothing else."""
        raise NotImplementedError

    def outcome_from_request(self, req: dict):
        """The same outcome, as stated in a request (checked against `outcome_fields`)."""
        raise NotImplementedError

    def settle_outcome(self, o) -> Settlement:
        """What an outcome pays. It reads only the outcome: no game state stands behind it."""
        raise NotImplementedError

    def settle(self, state: State) -> Settlement:
        """What a finished game pays: its outcome, settled."""
        return self.settle_outcome(self.outcome(state))

    def settle_request(self, req: dict) -> Settlement:
        """What an outcome sent as a request pays."""
        return self.settle_outcome(self.outcome_from_request(req))

    def pile_points(self, mask: int) -> int:
        """Points of a pile (default: the sum of the per-card points)."""
        return sum(self.points[c] for c in ids_of(mask))

    # -- random play --
    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == PLAY:
            legal = ids_of(self.legal_cards(state, state.turn))
            return Action("play", state.turn, legal[rng.randrange(len(legal))])
        acts = self.actions(state)
        return acts[rng.randrange(len(acts))]

    def action_text(self, state: State, action: Action) -> str:
        """A short German description of a non-play action for records."""
        word = ACTION_WORDS.get(action.kind, action.kind)
        if action.kind == "play" and isinstance(action.arg, int):
            return f"{seat_label(state, action.seat)}: {word} {self.card_name(action.arg)}"
        arg = "" if action.arg is None else " " + (", ".join(map(str, action.arg))
                                                    if isinstance(action.arg, (list, tuple)) else str(action.arg))
        return f"{seat_label(state, action.seat)}: {word}{arg}"

    legacy_actions: dict = {}           # old action kind -> kind of the vocabulary (ACTIONS)

    def normalize(self, action: Action) -> Action:
        """An action written with an older name of its kind, in the one vocabulary (ACTIONS)."""
        kind = self.legacy_actions.get(action.kind) or LEGACY_ACTIONS.get(action.kind)
        if kind is None:
            return action
        if isinstance(kind, tuple):                          # e.g. "solo" -> ("bid", "solo")
            return Action(kind[0], action.seat, kind[1] if action.arg is None else action.arg)
        return Action(kind, action.seat, action.arg)

    def describe(self) -> dict:
        return {"key": self.key, "name": self.name, "source": self.source,
                "players": self.n_seats, "cards": len(self.pack), "settle": self.outcome_fields() is not None}

    # -- the declared boundary (engine.schema) --
    def max_hand(self) -> int:
        """The most cards a hand can hold while tricks are played."""
        return self.hand_size

    def option_fields(self) -> dict:
        """The options a game of this profile accepts (name -> engine.schema spec)."""
        return {}

    option_names_before: dict = {}      # an option's name in earlier requests and saved games -> today's

    source_label = ""                   # put before a source in settlement lines („Ulmann S. 23“)
    deals_to_the_right = False          # the deal and the play pass to the right (else to the left)
    deal_cite = ""                      # where the source says who deals and who begins
    vorhand_does = "beginnt"            # what the Vorhand does first, in the table's head
    dealer_unsaid = False               # the source does not say which person deals

    def outcome_fields(self) -> dict | None:
        """The declared shape of an outcome this profile settles without tricks, or None."""
        return None


# --- the engine: functions over (profile, state) ---------------------------------------------


def new_game(profile: Profile, seed: int | None = None, deal: dict | None = None,
             options: dict | None = None) -> State:
    """Deal a new game: at random from `seed`, or the explicit `deal`
    ({"hands": [[card, …], …], "talon": [card, …]}, cards as ids or names)."""
    options = dict(options or {})
    if deal is not None:
        state = given_deal(profile, deal, options)
    else:
        state = profile.deal(random.Random(seed), options)
    state.seed, state.options = seed, options
    state.dealt = {"hands": [ids_of(h) for h in state.hands], "talon": list(state.talon),
                   **{k: v for k, v in state.extra.items() if k.startswith("dealt_")}}
    profile.start(state)
    if deal is not None and deal.get("position"):
        state.dealt["position"] = deal["position"]
        set_position(profile, state, deal["position"])
    return state


def set_position(profile: Profile, state: State, pos: dict) -> None:
    """Start from a position (an endgame of a problem): {"phase": "play", "leader": seat,
    "contract": {...}, "won": [[card, …] per seat], "extra": {...}}; the hands are the deal's."""
    def ids(cards) -> list[int]:
        return card_ids(profile, cards)
    state.phase = pos.get("phase", PLAY)
    state.leader = state.turn = pos.get("leader", 0)
    state.contract.update(pos.get("contract", {}))
    state.extra.update(pos.get("extra", {}))
    for seat, cards in enumerate(pos.get("won", [])):
        state.won[seat] = mask_of(ids(cards))


def card_ids(profile: Profile, cards) -> list[int]:
    """Card ids from ids or names; an id outside the pack is refused (RequestError)."""
    out = []
    for c in cards:
        if isinstance(c, int) and not isinstance(c, bool):
            if not 0 <= c < len(profile.pack):
                raise RequestError(f"Die Kartennummer {c} gibt es bei {profile.name} nicht "
                                   f"(0 bis {len(profile.pack) - 1}).")
            out.append(c)
        else:
            out.append(profile.parse_card(c))
    return out


def given_deal(profile: Profile, deal: dict, options: dict) -> State:
    """A State from an explicit deal; every card of the pack must occur exactly once (unless
    "partial" or a "position" is given: then the hands may hold fewer cards)."""
    def ids(cards) -> list[int]:
        return card_ids(profile, cards)
    hands = [ids(h) for h in deal["hands"]]
    talon = ids(deal.get("talon", []))
    if len(hands) != profile.n_seats:
        raise RequestError(f"{profile.name} wird mit {profile.n_seats} Händen gespielt, "
                           f"gegeben sind {len(hands)}.")
    every = [c for h in hands for c in h] + talon
    twice = repeated_card(every)
    if twice is not None:
        raise RequestError(f"Die Karte „{profile.card_name(twice)}“ ist in der Verteilung doppelt angegeben.")
    if not deal.get("partial") and not deal.get("position") and len(every) != len(profile.pack):
        raise RequestError(f"Die Verteilung enthält {len(every)} statt {len(profile.pack)} Karten.")
    state = State(profile.key, profile.n_seats, [mask_of(h) for h in hands], talon)
    for key in ("extra", "contract"):
        if key in deal:
            getattr(state, key).update(deal[key])
    return state


def legal_actions(profile: Profile, state: State) -> list[Action]:
    if state.phase == PLAY:
        return [Action("play", state.turn, c) for c in ids_of(profile.legal_cards(state, state.turn))] \
            + profile.play_actions(state)
    if state.phase in ENDED:
        return []
    return profile.actions(state)


def why_illegal(profile: Profile, state: State, action: Action) -> str | None:
    """The German reason why `action` is not allowed now, or None if it is."""
    if state.phase in ENDED:
        return "Das Spiel ist zu Ende."
    if state.phase == PLAY and action.kind != "play" and action in profile.play_actions(state):
        return None                     # e.g. giving up, which need not wait for the turn
    if action.seat != state.turn:
        return f"Nicht am Zug: {seat_label(state, state.turn)} ist an der Reihe. {profile.phase_rule(state.phase)}."
    if state.phase == PLAY:
        if action.kind != "play":
            if action in profile.play_actions(state):
                return None
            return "Jetzt wird gespielt: nur das Ausspielen oder Zugeben einer Karte ist möglich."
        if not isinstance(action.arg, int) or not 0 <= action.arg < len(profile.pack):
            return "Unbekannte Karte."
        return profile.why_illegal(state, action.seat, action.arg)
    if action.kind == "play":
        return "Es wird noch nicht gespielt."
    if action.kind in ONE_CARD_KINDS and isinstance(action.arg, int) and not 0 <= action.arg < len(profile.pack):
        return "Unbekannte Karte."
    return profile.why_not(state, action)


def act(profile: Profile, state: State, action: Action, check: bool = True) -> None:
    """Perform `action`; raise IllegalPlayError (with the German reason) if it is illegal."""
    if check:
        reason = why_illegal(profile, state, action)
        if reason:
            raise IllegalPlayError(reason)
    if action.kind == "play":
        play_card(profile, state, action.arg)
    else:
        state.log.append(action)
        profile.apply(state, action)


def play_card(profile: Profile, state: State, card: int) -> Trick | None:
    """The hot path: play `card` for the seat to move (no legality check). Returns the trick
    if this card completed one."""
    seat = state.turn
    state.hands[seat] &= ~(1 << card)
    state.trick.append(card)
    state.log.append(Action("play", seat, card))
    if len(state.trick) < (profile.trick_size(state) if profile.trick_size_varies else state.n_seats):
        state.turn = profile.seat_after(state, seat)
        return None
    cards = tuple(state.trick)
    winner = seat_of(profile, state, state.leader, profile.trick_winner(state, state.leader, cards))
    trick = Trick(state.leader, cards, winner)
    state.tricks.append(trick)
    state.won[winner] |= mask_of(cards)
    state.trick = []
    profile.after_trick(state, trick)
    if profile.finished(state):
        state.phase = DONE
    else:
        state.leader = state.turn = profile.next_leader(state, trick)
    return trick



def seat_of(profile: Profile, state: State, leader: int, index: int) -> int:
    seat = leader
    for _ in range(index):
        seat = profile.seat_after(state, seat)
    return seat


def seat_label(state: State, seat: int) -> str:
    names = state.extra.get("seat_names")
    return names[seat] if names else SEAT_LETTERS[seat]


def random_game(profile: Profile, seed: int, deal: dict | None = None, options: dict | None = None,
                rng: random.Random | None = None) -> State:
    """Deal (from `seed`) and play a complete game with random legal actions."""
    rng = rng or random.Random(seed)
    state = new_game(profile, seed=seed, deal=deal, options=options)
    play_out(profile, state, rng)
    return state


def play_out(profile: Profile, state: State, rng: random.Random) -> State:
    while state.phase not in ENDED:
        action = profile.random_action(state, rng)
        if action.kind == "play":
            play_card(profile, state, action.arg)
        else:
            act(profile, state, action, check=False)
    return state


def replay(profile: Profile, state: State, upto: int | None = None) -> State:
    """A fresh state with the same deal and the first `upto` actions of `state.log`."""
    fresh = new_game(profile, seed=state.seed, deal={**state.dealt, "partial": True},
                     options=state.options) if state.dealt else None
    if fresh is None:
        raise RequestError("Der Zustand enthält keine Verteilung zum Nachspielen.")
    for action in state.log[:upto]:
        act(profile, fresh, action, check=False)
    return fresh


def undo(profile: Profile, state: State) -> State:
    """The state before the last action. Fast for a card within a trick, else by replay."""
    if not state.log:
        raise RequestError("Es gibt keinen Zug zum Zurücknehmen.")
    last = state.log[-1]
    if last.kind == "play" and state.trick and state.phase == PLAY:
        prev = state.copy()
        prev.log.pop()
        prev.trick.pop()
        prev.hands[last.seat] |= 1 << last.arg
        prev.turn = last.seat
        return prev
    return replay(profile, state, len(state.log) - 1)


def record(profile: Profile, state: State) -> dict:
    """The game as data: contract, every trick with names, and the settlement if finished."""
    tricks = [{"leader": seat_label(state, t.leader), "winner": seat_label(state, t.winner),
               "cards": [{"seat": seat_label(state, seat_of(profile, state, t.leader, i)),
                          "card": profile.card_name(c)} for i, c in enumerate(t.cards)]}
              for t in state.tricks]
    bidding = [{"seat": seat_label(state, a.seat), "kind": a.kind, "arg": a.as_list()[2],
                "text": profile.action_text(state, a)} for a in state.log if a.kind != "play"]
    out = {"variant": profile.key, "name": profile.name, "seed": state.seed, "phase": state.phase,
           "contract": dict(state.contract), "actions": bidding, "tricks": tricks}
    if state.phase in ENDED:
        out["settlement"] = profile.settle(state).as_dict()
    return out
