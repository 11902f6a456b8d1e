"""The play of a trick, shared by every game (`TrickRules`, a part of `engine.core.Profile`):
the follow duties (`must_follow`, `must_trump`, `must_overtrump`, `must_head`) and the German
reason for a card that may not be played, who takes a trick (`best_card`), what follows a trick,
when the play is over, and the facts of the trick that the solvers read (`standard_follow` …)."""
from __future__ import annotations

from .bitmasks import ids_of
from .game_state import Action, ExcuseRule, State, Trick


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


class TrickRules:
    """The trick's part of `engine.core.Profile`. Reads the profile's facts (`must_follow` …,
    `trump_suit`, `suit_names`, `source_label`) and its card tables (`suit`, `power`,
    `suit_mask`); a game overrides a method where its rule of the trick differs, and says so in
    the facts below (tests/engine/test_solver_facts.py)."""

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
