"""The Hundertspiel's profile of the trick-taking core: the facts and tables of each way of
playing it (`VARIANTS`: persons, Scat, the deal's packets, §§), the parties, the deal and the
start, composed with one mixin per section of the rules:

    announcing.py   announcing a game of the Do's, Contra, Recontra, Supra-Contra (§§ 8–12)
    buying.py       with Scat: bidding, buying the Scat, laying away, naming the colour (§§ 43–48)
    play.py         the announcements held, the cards one may play, declaring out (§§ 12–16, 29–35)
    outcome.py      the points of a deal in the order made, the announced game made (§§ 19–24, 49)
    settlement.py   what a deal pays, the Parthie to 100 (§§ 25–34, 46)
    shapes.py       options and the facts of a deal a reader states
    wording.py      what readers see of the actions and the contract

A variant is a line of `VARIANTS`, read as facts (`n_seats`, `scat_size`, `bidding`); no variant
overrides a method. The phases run in this order (each may be skipped):

    bidding → talon → discard → trump → contra → play → done     (four with Scat, §§ 43–48)
    announce → contra → play → done                              (the others, §§ 8–12)
"""
from __future__ import annotations

import random

from ...core import PLAY, Phase, State
from ...terms import SEATS
from ..classic_cards import ClassicCard, ClassicProfile, deal_in_packets, seat_names
from .announcing import AnnouncingMixin
from .buying import BuyingMixin
from .decisions import DECISIONS
from .outcome import OutcomeMixin
from .play import PlayMixin
from .rules import PACK, SEAT_TRUMPS, SOURCE, card_points
from .settlement import SettlementMixin
from .shapes import ShapesMixin
from .state import (ANNOUNCE, BIDDING, CONTRA, DISCARD, LEGACY_PHASES, PHASE_WORDS, TALON, TRUMP,
                    HundertspielContract, HundertspielExtra)
from .wording import WordingMixin

VARIANTS = {  # key: (persons, Scat cards, packets of the deal, name, §§)
    "hundertspiel": (4, 0, (3, 3, 3), "Hundertspiel unter vier Personen", "§§ 1–41"),
    "hundertspiel-scat": (4, 4, (4, 4), "Hundertspiel unter vier Personen mit Scat", "§§ 42–50"),
    "hundertspiel-drey": (3, 0, (6, 6), "Hundertspiel unter drey Personen", "§§ 51–55"),
    "hundertspiel-drey-scat": (3, 3, (6, 5), "Hundertspiel unter drey Personen mit Scat",
                               "§§ 51–55"),
}


# PlayMixin last before ClassicProfile: its random_action, called at every random action, ends in
# super(), which walks the classes after it one by one (hundertspiel-scat 1.795 -> 1.770 M
# instructions a random game, scripts/bench_instructions.py); no two mixins share a method name.
class HundertspielProfile(AnnouncingMixin, BuyingMixin, OutcomeMixin, SettlementMixin, ShapesMixin,
                          WordingMixin, PlayMixin, ClassicProfile):
    """One way of playing the Hundertspiel (a key of `VARIANTS`): the facts and tables; the
    phases come from the mixins of this package."""

    classic = PACK
    contract_type = HundertspielContract
    extra_type = HundertspielExtra
    legacy_phases = LEGACY_PHASES
    legacy_actions = {"kaufen": "take"}
    phase_words = PHASE_WORDS
    must_follow = False
    must_trump = False
    decisions = DECISIONS
    source_label = "Hundertspiel"
    trick_source = ("§ 18", "§ 35", "§ 36")

    def __init__(self, key: str = "hundertspiel") -> None:
        self.key = key
        self.n_seats, self.scat_size, self.packets, self.name, pars = VARIANTS[key]
        self.source = f"{SOURCE}, {pars}"
        self.hand_size = sum(self.packets)
        self.bidding = self.n_seats == 4 and self.scat_size > 0     # §§ 43–47
        # the dealer deals from his left, „demnach auf ihn immer die letzten Würfe kommen“
        self.deal_cite = "Hundertspiel § 53" if self.n_seats == 3 else "Hundertspiel § 4"
        super().__init__()
        self.do_of = {s: self.card_id(s, "Do") for s in PACK.suits}

    def phases(self) -> dict[str, Phase]:
        return {ANNOUNCE: Phase(self._actions_announce, self._on_announce),
                BIDDING: Phase(self._actions_bidding, self._on_bidding),
                TALON: Phase(self._actions_talon, self._on_talon),
                DISCARD: Phase(self._actions_discard, self._on_discard),
                TRUMP: Phase(self._actions_trump, self._on_trump),
                CONTRA: Phase(self._actions_contra, self._on_contra),
                PLAY: Phase(None, self._on_play)}

    def points_of_card(self, card: ClassicCard) -> int:
        return card_points(card)

    def party(self, seat: int) -> int:
        """Four persons: two parties, partners opposite (§§ 1–2); three: each for himself (§ 52)."""
        return seat % 2 if self.n_seats == 4 else seat

    def party_names_of(self, names: list[str]) -> list[str]:
        return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"] if self.n_seats == 4 else list(names)

    def party_names(self, state: State) -> list[str]:
        return self.party_names_of(state.extra["seat_names"])

    # -- deal and start --
    def deal(self, rng: random.Random, options: dict) -> State:
        order = list(range(len(self.pack)))
        rng.shuffle(order)
        hands, talon = deal_in_packets(order, self.n_seats, self.packets, self.scat_size)
        return self.new_state(hands, talon, options)

    def start(self, state: State) -> None:
        state.extra.setdefault("seat_names", seat_names(self.n_seats, state.options))
        state.contract, state.extra["asked"] = {}, 0
        state.turn = state.leader = 0
        if self.bidding:
            state.trump, state.phase = None, BIDDING                  # § 48
        else:
            state.trump, state.phase = self._seat_trump(state), ANNOUNCE

    def _seat_trump(self, state: State) -> int:
        """§ 3: trumps are the dealer's own colour (A Bastoni, B Coppi, C Denari, D Spadi)."""
        if state.options.get("trump") is not None:
            return self.suit_index(state.options["trump"])
        dealer = state.extra["seat_names"][-1]
        person = SEATS.index(dealer) if dealer in SEATS else self.n_seats - 1
        return PACK.suits.index(SEAT_TRUMPS[person % 4])


OTHER_PROFILES = {key: HundertspielProfile(key) for key in VARIANTS}
