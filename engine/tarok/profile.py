"""The Tarok base profile: what every Tarok variant of Ulmann shares. This module holds the
facts and tables (pack, seats, follow rules, counting, the deal) and composes the pieces of the
phases before the first lead and of the settlement, one module each:

    auction.py          Steigern (S. 19–23)
    talon.py            the talon parts and the discard (S. 15, 20–22)
    announcements.py    announcements and Contra (S. 23–24)
    outcome.py          the outcome of a finished game or of a request (`Outcome`)
    premiums.py         premiums as data and the one settle function of a premium
    settlement.py       persons and party payments
    codex_penalties.py  misdeal, carta vista, Renonce (Codex §§ 3, 4, 9, 11, 37)
    shapes.py           the declared boundary: outcome and option fields, the settlement form
    seen_cards.py       what a seat sees of the cards (the players' model of the deal)

A variant module subclasses `TarokProfile`, lists its contracts (`facts.Contract`) and premiums
(`premiums.Premium`) as data, and settles an `outcome.Outcome` (`settle_outcome`): what a
finished game (`outcome(state)`) or a widget's request (`outcome_from_request`) came to.
The phases run in this order (each may be skipped):

    bidding → call → talon → discard → announce → play → done   (or "thrown-in")
"""
from __future__ import annotations

import random

from ..cards import KOENIG, MOND, PACKS, PAGAT, SKUES, SUITS, TAROK, Card, parse_card, value_in_thirds
from ..core import PLAY, Action, Phase, Profile, State, ids_of, mask_of, seat_label
from ..counting import count
from ..record import put
from ..terms import CONTRA_NAMES
from .announcements import AnnouncementsMixin
from .auction import AuctionMixin
from .codex_penalties import CodexPenaltiesMixin
from .facts import SEAT_NAMES, SUIT_INDEX, TAROK_SUIT, Contract, with_multiplicity
from .outcome import OutcomeMixin
from .premiums import PremiumsMixin
from .seen_cards import SeenCardsMixin
from .settlement import SettlementMixin
from .shapes import ShapesMixin
from .state import ANNOUNCE, BIDDING, DISCARD, LEGACY_PHASES, TALON, TarokContract, TarokExtra
from .talon import TalonMixin


class TarokProfile(AuctionMixin, TalonMixin, AnnouncementsMixin, OutcomeMixin, PremiumsMixin,
                   SettlementMixin, CodexPenaltiesMixin, ShapesMixin, SeenCardsMixin, Profile):
    """Base of Ulmann's Tarok variants (54, 42 or 78 cards): the facts and tables; the phases
    come from the mixins of this package."""

    pack_size = 54
    custom_pack: tuple = ()         # a pack not in engine.cards.PACKS (Tarok unter Vieren b: 76)
    n_seats = 3
    hand_size = 16
    talon_size = 6
    threshold = 36                  # rounded points the Spieler's party needs („36 (35⅔)“)
    contracts: tuple[Contract, ...] = ()
    suit_names = ("Coeur", "Carreau", "Pique", "Treff", "Tarok")
    trump_suit = TAROK_SUIT
    tarok_pack = True
    must_follow = True
    must_trump = True
    must_overtrump = False          # Ulmann S. 15 and the lachiren of Lösung Nr. 32
    trick_source = ("S. 15",)       # follow suit, trump, who takes the trick
    deals_to_the_right = True       # B is the Vorhand's „Gegner zur Rechten“ (S. 102–104)
    deal_cite = "Ulmann S. 13"      # „der Geber selbst — vierte Hand, D“, among three the third
    vorhand_does = "erklärt zuerst"
    max_contra = 3                  # Supercontra
    contra_targets: tuple[str, ...] = ("spiel", "ultimo", "volat")
    spieler_announces: tuple[str, ...] = ("ultimo", "volat")
    gegner_announce = False         # may the opponents announce Ultimo/Volat?
    seat_names = SEAT_NAMES
    pass_word = "tappen"
    random_bid_rate = 0.6           # random play: how often an opener bids (keeps games alive)
    # the declared boundary (engine.tarok.shapes): announcements, outcome facts and options
    announcement_keys: tuple[str, ...] = ("ultimo", "volat")
    has_declarer = True             # False: nobody declares a game (Groß-Tarok, unter Vieren a)
    facts: tuple[str, ...] = ("ultimo", "volat", "honours", "renonce")
    options_spec: dict = {}
    contract_type = TarokContract
    extra_type = TarokExtra
    legacy_phases = LEGACY_PHASES

    def __init__(self):
        self.pack = self.custom_pack or PACKS[self.pack_size]
        super().__init__()
        index = {c: i for i, c in enumerate(self.pack)}
        self.card_id = index
        self.SKUES, self.MOND, self.PAGAT = (index[Card(TAROK, r)] for r in (SKUES, MOND, PAGAT))
        self.kings = tuple(index[Card(s, KOENIG)] for s in SUITS)
        self.KINGS = mask_of(self.kings)
        self.TAROK_HONOURS = mask_of((self.SKUES, self.MOND, self.PAGAT))
        self.HONOURS = self.KINGS | self.TAROK_HONOURS
        self.TAROKS = self.suit_mask[TAROK_SUIT]
        self.contract_by_key = {c.key: c for c in self.contracts}
        self.total_points = sum(self.points) // 3

    # The play of cards is the core's. Named here, a variant's super() finds these at the first
    # step instead of walking past every mixin of the pieces (once per card played).
    legal_cards = Profile.legal_cards
    why_illegal = Profile.why_illegal

    # -- card tables --
    def suit_of_card(self, card: Card) -> int:
        return TAROK_SUIT if card.is_tarok else SUIT_INDEX[card.suit]

    def power_of_card(self, card: Card) -> int:
        if card.is_tarok:
            return card.rank
        suit_cards = [c for c in self.pack if c.suit == card.suit]
        return len(suit_cards) - suit_cards.index(card)   # the pack lists each suit highest first

    def points_of_card(self, card: Card) -> int:
        return value_in_thirds(card)

    def pile_points(self, mask: int) -> int:
        """Points of a pile as Ulmann counts them (Lagen of three, S. 16–18)."""
        return count([self.pack[c] for c in ids_of(mask)]).points

    def pile_both_methods(self, mask: int) -> tuple[int, int]:
        result = count([self.pack[c] for c in ids_of(mask)])
        return result.points, result.points_landlaeufig

    def parse_card(self, text: str) -> int:
        return self.card_id[parse_card(str(text), self.pack)]

    # -- the deal --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        while True:
            rng.shuffle(order)
            talon = order[:self.talon_size]
            rest = order[self.talon_size:]
            hands = [mask_of(rest[i * self.hand_size:(i + 1) * self.hand_size]) for i in range(self.n_seats)]
            if self.deal_valid(hands):
                return State(self.key, self.n_seats, hands, talon)

    def deal_valid(self, hands: list[int]) -> bool:
        """Ulmann S. 14: a deal where a hand has no Tarok is void (redealt without penalty)."""
        return all(h & self.TAROKS for h in hands)

    def start(self, state: State) -> None:
        extra = state.extra                             # (only a given deal's may name the persons)
        put(extra, "seat_names", (extra and extra.seat_names) or list(self.seat_names[:state.n_seats]))
        state.phase, state.turn = BIDDING, 0
        self.begin_auction(state, range(state.n_seats))

    # -- the phases (engine.core.Phase: legal actions and how one is performed) --
    def phases(self) -> dict[str, Phase]:
        return {BIDDING: Phase(self._actions_bidding, self._apply_bidding),
                TALON: Phase(self._actions_talon, self._apply_talon),
                DISCARD: Phase(self._actions_discard, self._apply_discard),
                ANNOUNCE: Phase(self._actions_announce, self._apply_announce)}

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == PLAY:
            return Profile.random_action(self, state, rng)      # (no mixin has one: skip the walk)
        acts = self.actions(state)
        quiet = [a for a in acts if a.kind in ("done", "pass")]
        bids = [a for a in acts if a.kind == "bid"]
        if state.phase == BIDDING and bids and state.extra.auction.holder is None:
            # keep random games alive: an opener bids the lowest game more often than not
            return bids[0] if rng.random() < self.random_bid_rate else acts[rng.randrange(len(acts))]
        if quiet and rng.random() < 0.75:
            return quiet[0]
        return acts[rng.randrange(len(acts))]

    ANNOUNCE_NAMES = {"ultimo": "Pagat Ultimo", "volat": "Volat", "koenig_ultimo": "König Ultimo",
                      "trois": "tous les trois", "quatre": "tous les quatre", "mondfang": "Mondfang",
                      "pagatfang": "Pagatfang", "courage": "Courage", "acht": "Acht Tarok",
                      "neun": "Neun Tarok", "misere": "Misère", "vole": "Vole", "spiel": "das Spiel"}

    # -- the game being played, as the table view, the match and the players read it --
    def declarer_of(self, state: State) -> int | None:
        return state.contract.declarer

    def game_name_of(self, state: State) -> str | None:
        return state.contract.name or state.contract.game

    def shown_cards(self, state: State) -> list[int]:
        return state.extra.shown_taroks or []       # a Tarok laid away is shown (S. 15)

    def contract_sentences(self, state: State) -> list[str]:
        c, out = state.contract, []             # (get: an absent list or Contra is not created)
        if c.declarer is not None and c.name:
            times = c.multiplicity if (c.multiplicity or 1) > 1 else None
            out.append(f"{seat_label(state, c.declarer)} spielt {with_multiplicity(c.name, times, '-')}.")
        if c.called:
            out.append(f"Gerufen: {c.called}" + (" (liegt im Talon)" if c.king_in_talon else "") + ".")
        for a in c.get("announced") or []:
            name = self.premiums[a["what"]].name if a.get("what") in self.premiums else \
                self.ANNOUNCE_NAMES.get(a.get("what"), a.get("what"))
            out.append(f"{seat_label(state, a['seat'])} hat {name} angesagt.")
        for target, level in (c.get("contra") or {}).items():
            if level:
                name = "das Spiel" if target == "spiel" else (
                    self.premiums[target].name if target in self.premiums else self.ANNOUNCE_NAMES.get(target, target))
                out.append(f"{CONTRA_NAMES[min(level, 3)]} auf {name}.")
        return out

    def action_text(self, state: State, action: Action) -> str:
        who, a, k = seat_label(state, action.seat), action.arg, action.kind
        if k == "bid":
            c = self.contract_by_key.get(a)
            return f"{who}: {c.name if c else str(a).capitalize()}"      # Unter Vieren's „Solo“
        if k == "pass":
            return f"{who}: {self.pass_word}"
        if k == "take":
            return f"{who}: nimmt die {a + 1}. Talonlage"
        if k in ("discard", "demand", "give"):
            verb = {"discard": "verlegt", "demand": "fordert", "give": "gibt ab"}[k]
            return f"{who}: {verb} {self.card_name(a)}"
        if k == "call":
            return f"{who}: ruft " + (self.card_name(a) if isinstance(a, int) else f"{a.capitalize()}-König")
        if k == "announce":
            return f"{who}: {self.ANNOUNCE_NAMES.get(a, a)}!"
        if k == "contra":               # the level it gives, while it is open (S. 24)
            level = (state.contract.get("contra") or {}).get(a, 0) + 1 if state.phase == ANNOUNCE else 0
            word = CONTRA_NAMES[level] if 0 < level < len(CONTRA_NAMES) else "Contra/Re/Super"
            return f"{who}: {word} auf {self.ANNOUNCE_NAMES.get(a, a)}"
        if k == "hold":
            c = self.contract_by_key.get(a)
            return f"{who}: hält ({c.name if c else a})"
        return super().action_text(state, action)
