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

`Profile` is composed of the parts of this interface in modules of their own (mixins):
`profile_cards.py` (`CardTables`: the card tables and names), `phase_table.py` (`Phase`,
`PhaseTable`: the non-play phases), `trick_rules.py` (`TrickRules`: the follow duties, the
trick's winner, what follows a trick, the solvers' facts of the trick); `Profile` itself holds the
facts, the deal and start, the readers' questions, the outcome and settlement, random play,
action texts and the declared boundary. The data of a game (`State`, `Action`, `Trick`, the
phases every game shares) are in `game_state.py`, the bitmask helpers in `bitmasks.py`; this
module re-exports them.

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

import random
from dataclasses import dataclass, field
from typing import Iterable

from .bitmasks import bit, ids_of, mask_of, popcount
from .cards import repeated_card
from .errors import IllegalPlayError, RequestError
from .game_state import (ACTION_WORDS, ACTIONS, CONTRACT_TYPES, DONE, ENDED, EXTRA_TYPES, LEGACY_ACTIONS,
                         LEGACY_PHASES, ONE_CARD_KINDS, PLAY, THROWN_IN, Action, ExcuseRule, State, Trick,
                         current_phase)
from .phase_table import Phase, PhaseTable
from .profile_cards import CardTables
from .terms import SEAT_LETTERS
from .trick_rules import TrickRules, best_card

# what other modules import from here: the names defined below, and the data of a game
# (engine.game_state), the bitmask helpers (engine.bitmasks) and the profile's parts
__all__ = ["ACTION_WORDS", "ACTIONS", "DONE", "ENDED", "LEGACY_ACTIONS", "ONE_CARD_KINDS", "PLAY", "THROWN_IN",
           "Action", "ExcuseRule", "Phase", "Profile", "Settlement", "State", "Trick", "act", "best_card", "bit",
           "card_ids", "current_phase", "given_deal", "ids_of", "legal_actions", "mask_of", "new_game",
           "play_card", "play_out", "popcount", "random_game", "record", "replay", "seat_label", "seat_of",
           "set_position", "undo", "why_illegal"]


# --- settlement ------------------------------------------------------------------------------


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


class Profile(TrickRules, PhaseTable, CardTables):
    """Base of every rules profile. See the module docstring for the interface; the rules of the
    trick, the phase table and the card tables are its parts (trick_rules.py, phase_table.py,
    profile_cards.py), the rest is here."""

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

    # -- setup --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        hands = [mask_of(order[i * self.hand_size:(i + 1) * self.hand_size]) for i in range(self.n_seats)]
        return State(self.key, self.n_seats, hands, order[self.n_seats * self.hand_size:])

    def start(self, state: State) -> None:
        state.phase, state.turn, state.leader = PLAY, 0, 0

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

    # -- what a seat sees of the cards, for the players' model of the deal (engine.players.seen) --
    def talon_taken(self, state: State) -> tuple[list[int], list[int]]:
        """(the talon cards the declarer took, the talon cards left) where a talon was chosen
        from; ([], []) where the game has no such talon."""
        return [], []

    def called_card(self, state: State) -> int | None:
        """The card whose holder is the declarer's partner (the King called in Königrufen, the Tarok
        called in Paskiewitsch, S. 83, and Neunzehnerrufen, S. 64, the King called in Unter Vieren,
        S. 163); None in a game without a call."""
        return None

    def called_card_dealt(self, state: State, holder: int | None) -> None:
        """`state`'s partners once the called card was dealt anew to `holder` (None: to no hand)."""

    def cards_announced(self, state: State) -> dict[int, int]:
        """Card -> the seat whose announcement says it holds that card (none where nothing
        announced tells a card)."""
        return {}

    def cards_demanded(self, state: State) -> list[int]:
        """The cards the declarer demanded openly from the other hands (none where nobody demands)."""
        return []

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
    ({"hands": [[card, …], …], "talon": [card, …]}, cards as ids or names). An option under its
    earlier name is read under today's (Profile.option_names_before), as at the boundary."""
    options = dict(options or {})
    if options and profile.option_names_before:
        options = {profile.option_names_before.get(k, k): v for k, v in options.items()}
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
