"""What every Tarok variant of Ulmann shares: pack tables, follow rules, counting, the phases
before the first lead (Steigern, talon, scat, announcements and Contra) and settlement helpers.

A variant module subclasses `TarokProfile`, lists its contracts (`Contract`) and premiums
(`premiums.Premium`) as data, and settles an `outcome.Outcome` (`settle_outcome`): what a
finished game (`outcome(state)`) or a widget's request (`outcome_from_request`) came to.
The phases run in this order (each may be skipped):

    bidding → call → talon → discard → announce → play → done   (or "thrown-in")
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import KOENIG, MOND, PACKS, PAGAT, SKUES, SUITS, TAROK, Card, value_in_thirds
from ..core import Action, Phase, Profile, Settlement, State, ids_of, mask_of, popcount
from ..counting import count
from ..decisions import decision  # noqa: F401  (the variant modules import it from here)
from .outcome import Outcome
from .premiums import Premium

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
EARNED = ("trois", "quatre", "mondfang", "pagatfang")     # premiums a party can earn in its tricks


def _copy(value):
    """Deep copy of JSON data."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value

TAROK_SUIT = 4
SEAT_NAMES = "ABCD"
CONTRA_NAMES = ("", "Contra", "Recontra", "Supercontra")


@dataclass(frozen=True)
class Contract:
    """One game category of a variant („Dreier“, „Solo“, „erster Zweier“ …)."""

    key: str
    name: str
    value: int = 1                  # points of the game when einmalig (or the fixed value)
    buy: int = 0                    # talon cards bought by the Spieler (0: none)
    level: int = 1                  # Steigerungsstufe within its category (1 = first part first)
    parts_back: int = 1             # how far back the Spieler may go after seeing all parts
    mode: str = "parts"             # "parts" (old method), "choose" (Wien: any half), "none"
    alone: bool = True              # False: a partner is called
    opens: bool = True              # may be declared without a previous bid („aus der Hand“)
    category: str = ""              # "dreier", "zweier", "einer", "solo", "rufer" …
    source: str = ""


class TarokProfile(Profile):
    """Base of Ulmann's Tarok variants (54, 42 or 78 cards)."""

    pack_size = 54
    custom_pack: tuple = ()         # a pack not in engine.cards.PACKS (Tarok unter Vieren b: 76)
    n_seats = 3
    hand_size = 16
    talon_size = 6
    threshold = 36                  # rounded points the Spieler's party needs („36 (35⅔)“)
    contracts: tuple[Contract, ...] = ()
    suit_names = ("Coeur", "Carreau", "Pique", "Treff", "Tarok")
    trump_suit = TAROK_SUIT
    must_follow = True
    must_trump = True
    must_overtrump = False          # Ulmann S. 15 and the lachiren of Lösung Nr. 32
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
    facts: tuple[str, ...] = ("ultimo", "volat", "honneurs", "renonce")
    options_spec: dict = {}

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
        from ..cards import parse_card
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
        state.extra.setdefault("seat_names", list(self.seat_names[:state.n_seats]))
        state.phase, state.turn = "bidding", 0
        state.extra["auction"] = {"holder": None, "level": -1, "challenger": None,
                                  "queue": list(range(state.n_seats)), "waiting": "opener",
                                  "bid_before": [], "tapped": []}

    # -- the phases (engine.core.Phase: legal actions and how one is performed) --
    def phases(self) -> dict[str, Phase]:
        return {"bidding": Phase(self._actions_bidding, self._apply_bidding),
                "talon": Phase(self._actions_talon, self._apply_talon),
                "discard": Phase(self._actions_discard, self._apply_discard),
                "announce": Phase(self._actions_announce, self._apply_announce)}

    def random_action(self, state: State, rng: random.Random) -> Action:
        if state.phase == "play":
            return super().random_action(state, rng)
        acts = self.actions(state)
        quiet = [a for a in acts if a.kind in ("done", "pass")]
        bids = [a for a in acts if a.kind == "bid"]
        if state.phase == "bidding" and bids and state.extra["auction"]["holder"] is None:
            # keep random games alive: an opener bids the lowest game more often than not
            return bids[0] if rng.random() < self.random_bid_rate else acts[rng.randrange(len(acts))]
        if quiet and rng.random() < 0.75:
            return quiet[0]
        return acts[rng.randrange(len(acts))]

    ANNOUNCE_NAMES = {"ultimo": "Pagat Ultimo", "volat": "Volat", "koenig_ultimo": "König Ultimo",
                      "trois": "tous les trois", "quatre": "tous les quatre", "mondfang": "Mondfang",
                      "pagatfang": "Pagatfang", "courage": "Courage", "acht": "Acht Tarok",
                      "neun": "Neun Tarok", "misere": "Misère", "vole": "Vole", "spiel": "das Spiel"}

    def action_text(self, state: State, action: Action) -> str:
        from ..core import seat_label
        who, a, k = seat_label(state, action.seat), action.arg, action.kind
        if k == "bid":
            c = self.contract_by_key.get(a)
            return f"{who}: {c.name if c else a}"
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
        if k == "contra":
            return f"{who}: Contra/Re/Super auf {self.ANNOUNCE_NAMES.get(a, a)}"
        return super().action_text(state, action)

    # ------------------------------------------------------------------ bidding (Steigern)
    def may_open(self, state: State, seat: int, c: Contract) -> bool:
        return c.opens

    jump_after_bid = False          # may a player who has bid already jump to a higher opener?

    def may_raise(self, state: State, seat: int, c: Contract, level: int) -> bool:
        """Can `seat` outbid contract index `level` with `c`? Default: the next step, or
        jump to any category opener („aus der Hand“)."""
        idx = self.contracts.index(c)
        return idx == level + 1 or (idx > level and c.opens and (
            self.jump_after_bid or seat not in state.extra["auction"]["bid_before"]))

    def _actions_bidding(self, state: State) -> list[Action]:
        a, seat = state.extra["auction"], state.turn
        if a["waiting"] == "holder":
            return [Action("hold", seat, self.contracts[a["level"]].key), Action("pass", seat)]
        acts = [Action("pass", seat)]
        for c in self.contracts:
            if a["holder"] is None:
                ok = self.may_open(state, seat, c)
            else:
                ok = self.may_raise(state, seat, c, a["level"])
            if ok and self.may_bid(state, seat, c):
                acts.append(Action("bid", seat, c.key))
        return acts

    def may_bid(self, state: State, seat: int, c: Contract) -> bool:
        return True

    def _apply_bidding(self, state: State, action: Action) -> None:
        a, seat = state.extra["auction"], action.seat
        if action.kind == "bid":
            if seat not in a["bid_before"]:
                a["bid_before"].append(seat)
            a["level"] = self.contracts.index(self.contract_by_key[action.arg])
            if a["holder"] is None:
                a["holder"] = seat
                a["queue"].remove(seat)
                return self._next_challenger(state)
            a["waiting"] = "holder"
            state.turn = a["holder"]
            return
        if action.kind == "hold":
            a["waiting"] = "challenger"
            state.turn = a["challenger"]
            return
        # pass
        if a["holder"] is None:
            a["queue"].remove(seat)
            a["tapped"].append(seat)
            if not a["queue"]:
                return self.all_passed(state)
            state.turn = a["queue"][0]
            return
        if a["waiting"] == "holder":            # the Vormann lets the raised game go
            a["holder"], a["waiting"] = a["challenger"], "challenger"
        return self._next_challenger(state)

    def _next_challenger(self, state: State) -> None:
        a = state.extra["auction"]
        if a["queue"] and a["level"] < len(self.contracts) - 1:
            a["challenger"] = a["queue"].pop(0)
            a["waiting"] = "challenger"
            state.turn = a["challenger"]
            return
        self.contract_won(state, a["holder"], self.contracts[a["level"]])

    def all_passed(self, state: State) -> None:
        """Ulmann S. 21: „tappen alle drei Theilnehmer, so wird zusammengeworfen“."""
        state.phase = "thrown-in"
        state.contract = {"game": None}

    def contract_won(self, state: State, seat: int, c: Contract) -> None:
        state.contract = {"declarer": seat, "game": c.key, "name": c.name, "partners": [],
                          "multiplicity": 1, "contra": {}, "announced": [], "talon_rest": [],
                          "bought": [], "talon_to": "gegner"}
        self.after_bidding(state)

    def after_bidding(self, state: State) -> None:
        self.begin_talon(state)

    # ------------------------------------------------------------------ talon
    def contract(self, state: State) -> Contract:
        return self.contract_by_key[state.contract["game"]]

    def parts(self, state: State) -> list[list[int]]:
        k = self.contract(state).buy
        return [state.talon[i:i + k] for i in range(0, len(state.talon), k)]

    def begin_talon(self, state: State) -> None:
        c = self.contract(state)
        decl = state.contract["declarer"]
        if c.buy == 0 or c.mode == "none":
            state.contract["talon_rest"] = list(state.talon)
            return self.begin_discard(state)
        n = len(state.talon) // c.buy
        state.extra["talon"] = {"order": [(c.level - 1 + i) % n for i in range(n)], "seen": 1}
        if c.mode == "choose":
            state.extra["talon"]["seen"] = n
        state.phase, state.turn = "talon", decl

    def _actions_talon(self, state: State) -> list[Action]:
        c, t, seat = self.contract(state), state.extra["talon"], state.turn
        order, seen = t["order"], t["seen"]
        acts = []
        if c.mode == "choose":
            return [Action("take", seat, p) for p in order] + self.talon_extras(state)
        acts.append(Action("take", seat, order[seen - 1]))
        if seen < len(order):
            acts.append(Action("reveal", seat))
        else:
            acts += [Action("take", seat, order[j]) for j in range(min(c.parts_back, len(order) - 1))]
        return acts + self.talon_extras(state)

    def talon_extras(self, state: State) -> list[Action]:
        return []

    def multiplicity_for(self, state: State, part: int) -> int:
        """Old method (S. 20–22): the part seen k-th counts level−1+k; going back, after all
        parts were seen, to the part seen j-th counts level−1+n+j."""
        c, t = self.contract(state), state.extra["talon"]
        if c.mode == "choose":
            return 1
        pos = t["order"].index(part) + 1
        n = len(t["order"])
        if pos == t["seen"]:
            return c.level - 1 + pos
        return c.level - 1 + n + pos

    def _apply_talon(self, state: State, action: Action) -> None:
        t = state.extra["talon"]
        if action.kind == "reveal":
            t["seen"] += 1
            return
        if action.kind == "throw_in":
            return self.schleifen(state)
        part = action.arg
        bought = self.parts(state)[part]
        state.contract["multiplicity"] = self.multiplicity_for(state, part)
        state.contract["bought"] = list(bought)
        state.contract["talon_part"] = part
        state.contract["talon_rest"] = [c for c in state.talon if c not in bought]
        decl = state.contract["declarer"]
        state.hands[decl] |= mask_of(bought)
        self.after_talon(state)
        self.begin_discard(state, {decl: len(bought)})

    def after_talon(self, state: State) -> None:
        pass

    def schleifen(self, state: State) -> None:
        state.contract["schleifen"] = True
        state.phase = "thrown-in"

    # ------------------------------------------------------------------ discard (Verlegen)
    def begin_discard(self, state: State, counts: dict[int, int] | None = None) -> None:
        queue = [[s, n] for s, n in (counts or {}).items() if n]
        if not queue:
            return self.begin_announce(state)
        state.extra["discard"] = queue
        state.phase, state.turn = "discard", queue[0][0]

    def discard_reason(self, state: State, seat: int, card: int) -> str | None:
        """Ulmann S. 15 / Codex § 12: no Kings, no Tarok-Honneurs; Taroks only when the hand
        holds no suit card other than Kings (and then they are shown)."""
        hand = state.hands[seat]
        if not hand >> card & 1:
            return f"„{self.card_name(card)}“ ist nicht in der Hand."
        if card in self.kings:
            return "Könige dürfen nicht verlegt werden (S. 15)."
        if self.TAROK_HONOURS >> card & 1:
            return "Tarok-Honneurs dürfen nicht verlegt werden (S. 15)."
        if self.suit[card] == TAROK_SUIT and self.strict_tarok_discard(state, seat):
            plain = hand & ~self.TAROKS & ~self.KINGS
            if plain:
                return ("Taroks dürfen nur verlegt werden, wenn keine andere Farbenkarte als "
                        "Könige mehr in der Hand ist (S. 15).")
        return None

    def strict_tarok_discard(self, state: State, seat: int) -> bool:
        return True

    def _actions_discard(self, state: State) -> list[Action]:
        seat = state.turn
        return [Action("discard", seat, c) for c in ids_of(state.hands[seat])
                if self.discard_reason(state, seat, c) is None]

    def why_not(self, state: State, action: Action) -> str | None:
        if state.phase == "discard" and action.kind == "discard" and isinstance(action.arg, int):
            reason = self.discard_reason(state, action.seat, action.arg)
            if reason:
                return reason
        return super().why_not(state, action)

    def _apply_discard(self, state: State, action: Action) -> None:
        seat, card = action.seat, action.arg
        state.hands[seat] &= ~(1 << card)
        state.scat[seat] |= 1 << card
        if self.suit[card] == TAROK_SUIT:
            state.extra.setdefault("shown_taroks", []).append(card)
        queue = state.extra["discard"]
        queue[0][1] -= 1
        if queue[0][1] == 0:
            queue.pop(0)
        if queue:
            state.turn = queue[0][0]
        else:
            self.after_discard(state)

    def after_discard(self, state: State) -> None:
        self.begin_announce(state)

    # ------------------------------------------------------------------ announcements, Contra
    def spieler_party(self, state: State) -> list[int]:
        return sorted({state.contract["declarer"], *state.contract.get("partners", [])})

    def gegner_party(self, state: State) -> list[int]:
        sp = self.spieler_party(state)
        return [s for s in range(state.n_seats) if s not in sp]

    def begin_announce(self, state: State) -> None:
        decl = state.contract["declarer"]
        queue = [decl] + [s for s in range(state.n_seats) if s != decl]
        state.extra["speak"] = queue
        state.phase, state.turn = "announce", queue[0]
        self.before_announce(state)

    def before_announce(self, state: State) -> None:
        pass

    def announcements_for(self, state: State, seat: int) -> list[str]:
        """Premium announcements `seat` may still make (default: Ultimo, Volat)."""
        done = {a["what"] for a in state.contract["announced"]}
        if seat in self.spieler_party(state):
            allowed = self.spieler_announces
        else:
            allowed = self.spieler_announces if self.gegner_announce else ()
        return [w for w in allowed if w not in done]

    def contra_options(self, state: State, seat: int) -> list[str]:
        """Targets `seat` may double now: opponents give Contra / Supercontra, the Spieler's
        party Recontra (S. 24)."""
        contra = state.contract["contra"]
        targets = ["spiel"] + [a["what"] for a in state.contract["announced"] if a["what"] in self.contra_targets]
        mine = seat in self.spieler_party(state)
        out = []
        for t in targets:
            level = contra.get(t, 0)
            if level >= self.max_contra:
                continue
            # the party that did not make the game/announcement doubles at even levels
            owner_is_spieler = self.announcer_is_spieler(state, t)
            if (level % 2 == 0) != (mine == owner_is_spieler):
                out.append(t)
        return out

    def announcer_is_spieler(self, state: State, target: str) -> bool:
        if target == "spiel":
            return True
        for a in state.contract["announced"]:
            if a["what"] == target:
                return a["seat"] in self.spieler_party(state)
        return True

    def _actions_announce(self, state: State) -> list[Action]:
        seat = state.turn
        acts = [Action("done", seat)]
        acts += [Action("announce", seat, w) for w in self.announcements_for(state, seat)]
        if self.max_contra:
            acts += [Action("contra", seat, t) for t in self.contra_options(state, seat)]
        return acts

    def _apply_announce(self, state: State, action: Action) -> None:
        queue = state.extra["speak"]
        if action.kind == "done":
            queue.pop(0)
            if not queue:
                return self.begin_play(state)
            state.turn = queue[0]
            return
        if action.kind == "announce":
            state.contract["announced"].append({"what": action.arg, "seat": action.seat})
            self.on_announcement(state, action)
        else:
            state.contract["contra"][action.arg] = state.contract["contra"].get(action.arg, 0) + 1
        # the other side may answer: everybody who is not already waiting speaks again
        for s in self._speakers_after(state, action.seat):
            if s not in queue:
                queue.append(s)

    def on_announcement(self, state: State, action: Action) -> None:
        pass

    def _speakers_after(self, state: State, seat: int) -> list[int]:
        n = state.n_seats
        return [(seat + i) % n for i in range(1, n)]

    def begin_play(self, state: State) -> None:
        state.phase = "play"
        state.leader = state.turn = self.first_leader(state)
        state.extra.pop("speak", None)

    def first_leader(self, state: State) -> int:
        return 0                                     # die Vorhand spielt aus

    # ------------------------------------------------------------------ results of play
    def party_pile(self, state: State, party: list[int]) -> int:
        """Cards counted for a party: its tricks, its scat, and the talon part it owns."""
        mask = 0
        for s in party:
            mask |= state.won[s] | state.scat[s]
        spieler = state.contract.get("declarer") in party
        rest = mask_of(state.contract.get("talon_rest", []))
        if (state.contract.get("talon_to", "gegner") == "gegner") != spieler:
            mask |= rest
        return mask

    def tricks_of(self, state: State, party: list[int]) -> int:
        return sum(1 for t in state.tricks if t.winner in party)

    def volat_of(self, state: State) -> str | None:
        """The party that made every trick of a finished game, if any."""
        if not state.tricks:
            return None
        won = self.tricks_of(state, self.spieler_party(state))
        return "spieler" if won == len(state.tricks) else "gegner" if won == 0 else None

    def pagat_fate_of(self, state: State) -> tuple[str, int | None]:
        """("ultimo", seat) if the Pagat won the last trick; ("caught", owner seat) if it fell in
        the last trick without winning; ("early", owner) if played before; ("none", None)."""
        for i, t in enumerate(state.tricks):
            if self.PAGAT in t.cards:
                owner = self.card_owner(state, t, self.PAGAT)
                if i < len(state.tricks) - 1:
                    return "early", owner
                return ("ultimo" if t.cards[self.trick_winner(state, t.leader, t.cards)] == self.PAGAT
                        else "caught"), owner
        return "none", None

    def card_owner(self, state: State, trick, card: int) -> int:
        from ..core import seat_of
        return seat_of(self, state, trick.leader, trick.cards.index(card))

    def holdings(self, state: State, seat: int) -> int:
        """The hand a seat held when play began (hand after talon and scat, played cards back)."""
        mask = state.hands[seat]
        from ..core import seat_of
        for t in state.tricks:
            for i, c in enumerate(t.cards):
                if seat_of(self, state, t.leader, i) == seat:
                    mask |= 1 << c
        for i, c in enumerate(state.trick):
            if seat_of(self, state, state.leader, i) == seat:
                mask |= 1 << c
        return mask

    def honour_premiums(self, mask: int) -> list[str]:
        """Köpfe (two Tarok-Honneurs), tous les trois, tous les quatre held in `mask`."""
        out = []
        th = popcount(mask & self.TAROK_HONOURS)
        if th == 3:
            out.append("trois")
        elif th == 2:
            out.append("koepfe")
        if mask & self.KINGS == self.KINGS:
            out.append("quatre")
        return out

    def contra_factor(self, state: State, target: str) -> int:
        return 2 ** state.contract.get("contra", {}).get(target, 0)

    def announced(self, state: State, what: str) -> dict | None:
        for a in state.contract.get("announced", []):
            if a["what"] == what:
                return a
        return None

    # ------------------------------------------------------------------ the declared boundary
    def outcome_fields(self) -> dict:
        """The shape of an outcome sent instead of the tricks (engine.tarok.shapes)."""
        from .shapes import outcome_fields
        return outcome_fields(self)

    def option_fields(self) -> dict:
        return dict(self.options_spec)

    def max_contra_for(self, options: dict) -> int:
        return self.max_contra

    def check_outcome(self, req: dict) -> dict:
        """Cross-field checks of a request already checked against `outcome_fields`; German
        messages naming the field. Returns the request with seats as indices."""
        from ..errors import RequestError
        from .shapes import max_multiplicity
        seats = list(self.seat_names[:self.n_seats])
        req = {"partners": [], "multiplicity": 1, "contra": {}, "announced": [], "options": {}, **req}
        decl = seats.index(req["declarer"])
        partners = [seats.index(x) for x in req["partners"]]
        if decl in partners:
            raise RequestError(f"Feld „partners“: der Spieler „{req['declarer']}“ kann nicht sein eigener "
                               "Partner sein.")
        c = self.contract_by_key.get(req["game"])
        if c is not None and c.alone and partners:
            raise RequestError(f"Feld „partners“: im „{c.name}“ spielt der Spieler allein "
                               f"({c.source}).")
        if c is not None and req["multiplicity"] > max_multiplicity(c, self.talon_size):
            most = max_multiplicity(c, self.talon_size)
            raise RequestError(f"Feld „multiplicity“: der „{c.name}“ ist höchstens {most}malig, nicht "
                               f"{req['multiplicity']}malig.")
        top = self.max_contra_for(req["options"])
        for target, level in req["contra"].items():
            if level > top:
                raise RequestError(f"Feld „contra.{target}“: höchstens Stufe {top} "
                                   f"({CONTRA_NAMES[top] or 'kein Contra'}), nicht {level}.")
        announced = []
        for a in req["announced"]:
            what, by = (a, req["declarer"]) if isinstance(a, str) else (a["what"], a.get("by") or req["declarer"])
            announced.append({"what": what, "seat": seats.index(by)})
        return {**req, "declarer": decl, "partners": partners, "announced": announced}

    source_label = "Ulmann"

    def form_extra(self) -> dict:
        """What the settlement form of a Tarok variant tells besides its controls (engine.forms)."""
        from .shapes import max_multiplicity
        return {"threshold": self.threshold, "total_points": self.total_points,
                "seats": list(self.seat_names[:self.n_seats]),
                "contracts": [{"key": c.key, "name": c.name, "value": c.value, "malig": c.mode == "parts",
                               "max_multiplicity": max_multiplicity(c, self.talon_size), "alone": c.alone,
                               "source": c.source} for c in self.contracts],
                "contra_levels": list(CONTRA_NAMES[:self.max_contra + 1]) if self.max_contra else []}

    # ------------------------------------------------------------------ settlement helpers
    def persons(self, state: State) -> list[str]:
        names = list(state.extra.get("seat_names", self.seat_names[:state.n_seats]))
        if state.options.get("koenig"):
            names.append("König")
        return names

    def person_party(self, state: State, seats: list[int]) -> list[int]:
        """Persons of a party of seats (the resting König sides with the Gegenpartei, S. 20)."""
        out = list(seats)
        if state.options.get("koenig") and state.contract.get("declarer") not in seats:
            out.append(state.n_seats)
        return out

    def new_settlement(self, state: State) -> Settlement:
        return Settlement(self.persons(state))

    # -- premiums as data (engine.tarok.premiums) --
    premiums: dict = {}

    def premium_factor(self, o: Outcome) -> int:
        """Factor of the premiums in this game category (Solo double …)."""
        return 1

    def premium_base(self, o: Outcome, p: Premium, announced: bool) -> int:
        return (p.when_announced() or 0) if announced else p.base

    def premium(self, o: Outcome, key: str) -> int:
        """The value of premium `key` in this game; "<key>_angesagt" for the announced one."""
        announced = key.endswith("_angesagt")
        p = self.premiums[key[:-len("_angesagt")] if announced else key]
        return self.premium_base(o, p, announced) * (self.premium_factor(o) if p.scaled else 1)

    def settle_premium(self, o: Outcome, st: Settlement, key: str, achieved: dict, parties: tuple,
                       caught: str | None = None) -> None:
        """The one settle function of every premium a party makes in play (Pagat or König Ultimo,
        Volat, honours or a Fang in the tricks). `achieved` names the side ("spieler", "gegner")
        that made it, `caught` the side that caught the owner's card in the last trick;
        `parties` are the persons of both sides. Announced, a premium is paid by its success or
        failure times the Contra (after a Renonce as Codex § 9 says); unannounced, the side
        that made it is paid the silent value (not a renouncing side, Codex § 11)."""
        p = self.premiums[key]
        sides = ("spieler", "gegner")
        sp_seats = self.spieler_party(o)
        anns = {side: [a for a in o.contract.get("announced", []) if a["what"] == key
                       and (a["seat"] in sp_seats) == (side == "spieler")] for side in sides}
        any_ann = bool(anns["spieler"] or anns["gegner"])
        for i, side in enumerate(sides):
            party, other = parties[i], parties[1 - i]
            if anns[side]:
                value = self.premium(o, key + "_angesagt") * self.contra_factor(o, key)
                if self.made(o, anns[side][0]["seat"], bool(achieved.get(side))):
                    self.party_pay(st, p.label("made"), value, party, other, p.source)
                else:
                    self.party_pay(st, p.label("failed"), value, other, party, p.source)
            elif achieved.get(side) and side in p.silent and (p.beside or not any_ann) \
                    and self.may_collect(o, party):
                self.party_pay(st, p.label("silent", side), self.premium(o, key), party, other, p.source)
        if caught and p.caught and (p.caught_beside or not any_ann):
            catchers = parties[sides.index(caught)]
            owners = parties[1 - sides.index(caught)]
            if self.may_collect(o, catchers):
                self.party_pay(st, p.label("caught"), self.premium(o, p.caught), catchers, owners,
                               p.caught_source or p.source)

    def settle_pagat(self, o: Outcome, st: Settlement, parties: tuple) -> None:
        """The Pagat Ultimo by the variant's premium data: made by the owner's side if the Pagat
        took the last trick, caught by the other side if it fell there."""
        fate, owner = self.pagat_fate(o)
        if owner is None or fate not in ("ultimo", "caught"):
            return self.settle_premium(o, st, "ultimo", {}, parties)
        side = "spieler" if owner in self.spieler_party(o) else "gegner"
        other = "gegner" if side == "spieler" else "spieler"
        self.settle_premium(o, st, "ultimo", {side: fate == "ultimo"}, parties,
                            caught=other if fate == "caught" else None)

    @staticmethod
    def party_pay(st: Settlement, label: str, amount: int, payees: list[int], payers: list[int],
                  source: str = "", **info) -> None:
        """A party pays a party: with equal sides each member is paid by one opponent
        (Königrufen S. 52–53); otherwise each payer pays each payee („von jedem Gegner“)."""
        if amount <= 0 or not payees or not payers:
            return
        if len(payees) == len(payers) and len(payees) > 1:
            for a, b in zip(payers, payees):
                st.payments[a] -= amount
                st.payments[b] += amount
            st.lines.append({"label": label, "amount": amount, "from": [st.persons[p] for p in payers],
                             "to": [st.persons[p] for p in payees], "source": source, "paarweise": True,
                             **info})
            return
        st.pay(label, amount, payers, payees, source, **info)

    def misdeal(self, persons: list[str], dealer: str, poenale: int, unter_den_tisch: bool = False) -> Settlement:
        """Codex § 4: the dealer who „vergibt“ (a hand or the talon with a card too many or too
        few) deals again and pays the Pönale agreed beforehand „an jeden Theilnehmer“; if a card
        had fallen under the table, there was no real misdeal and he goes free. (Codex § 3: an
        open card in the pack is thrown in without penalty – that is not a misdeal at all.)"""
        from ..errors import RequestError
        if dealer not in persons:
            raise RequestError(f"Unbekannter Geber „{dealer}“; möglich: {', '.join(persons)}.")
        if poenale < 0:
            raise RequestError("Das Pönale kann nicht negativ sein.")
        st = Settlement(list(persons))
        d = persons.index(dealer)
        if unter_den_tisch:
            st.summary = f"Eine Karte war unter den Tisch geraten: {dealer} gibt straflos neu (Codex § 4)."
            return st
        st.pay(f"Vergeben: Pönale des Gebers {dealer}", poenale, [d],
               [i for i in range(len(persons)) if i != d], "Codex § 4")
        st.summary = f"{dealer} hat vergeben, zahlt jedem das Pönale und gibt neu (Codex § 4)."
        return st

    def carta_vista(self, persons: list[str], dealer: str) -> Settlement:
        """Codex § 3: an open card in the pack, or one the dealer turned by accident, „so wird nach
        dem Grundsatze: Carta vista non giuoca zusammengeworfen, und der Geber nimmt die neue
        Donne straflos vor“: nothing is paid, the same dealer deals again."""
        from ..errors import RequestError
        if dealer not in persons:
            raise RequestError(f"Unbekannter Geber „{dealer}“; möglich: {', '.join(persons)}.")
        st = Settlement(list(persons))
        st.summary = (f"Carta vista non giuoca: es wird zusammengeworfen, {dealer} gibt straflos neu "
                      "(Codex § 3).")
        return st

    def shift_to_renouncer(self, st: Settlement, renouncer: int, party: list[int], source: str) -> None:
        """Codex § 37 (Paskiewitsch): the renouncer pays what his whole party pays."""
        for p in party:
            if p != renouncer and st.payments[p] < 0:
                moved = st.payments[p]
                st.payments[renouncer] += moved
                st.payments[p] = 0
                st.lines.append({"label": f"{st.persons[renouncer]} zahlt für {st.persons[p]} (Renonce)",
                                 "amount": -moved, "from": [st.persons[renouncer]], "to": [st.persons[p]],
                                 "source": source, "umbuchung": True})

    # -- what the settlement reads: the outcome (engine.tarok.outcome) --
    def party_points(self, o: Outcome, party: list[int]) -> int:
        return o.points if self.spieler_party(o)[0] in party else o.other_points

    def volat_party(self, o: Outcome) -> str | None:
        return o.volat

    def pagat_fate(self, o: Outcome) -> tuple[str, int | None]:
        return tuple(o.ultimo)

    def held_premiums(self, o: Outcome, seat: int) -> list[str]:
        """Köpfe, tous les trois, tous les quatre held by `seat` when play began."""
        return list(o.honours.get(seat, []))

    def earned(self, o: Outcome, party: list[int], what: str) -> bool:
        """Premiums earned in play by a party: trois / quatre in its tricks, Mond- or Pagatfang."""
        side = "spieler" if self.spieler_party(o)[0] in party else "gegner"
        return what in o.earned.get(side, [])

    def tarok_count(self, o: Outcome, seat: int) -> int:
        return o.taroks.get(seat, 0)

    def renonce(self, o: Outcome) -> int | None:
        """The seat that committed a Renonce (Codex § 9, § 12), or None."""
        return o.renonce

    def guilty_party(self, o: Outcome) -> list[int] | None:
        """The seats of the party that renounced (Codex § 9), or None."""
        r = self.renonce(o)
        if r is None:
            return None
        sp = self.spieler_party(o)
        return sp if r in sp else self.gegner_party(o)

    def made(self, o: Outcome, seat: int, achieved: bool) -> bool:
        """Is the announcement made by `seat` won? Codex § 9: after a Renonce the other party
        „gewinnt … die Partie und auch alle etwaigen Ansagen“ – its own announcements count as
        made, those of the renouncing party as lost, whatever the cards did."""
        guilty = self.guilty_party(o)
        return achieved if guilty is None else seat not in guilty

    def may_collect(self, o: Outcome, persons) -> bool:
        """May the party of `persons` collect a premium earned in play (silent Ultimo, Volat,
        honours in the tricks, a capture)? Codex § 11: the renouncing party „kann für sich keine
        Chance mehr erwarten“. (Honours held in the hand are paid all the same, § 13.)"""
        guilty = self.guilty_party(o)
        return guilty is None or not set(persons) & set(guilty)

    # -- building the outcome from a finished game --
    def outcome(self, state: State) -> Outcome:
        """The outcome of a finished (or thrown-in) game, read from its tricks and piles."""
        o = Outcome(self.key, state.n_seats, list(state.extra.get("seat_names", self.seat_names[:state.n_seats])),
                    dict(state.options), state.phase, _copy(state.contract))
        o.renonce = state.contract.get("renonce")
        o.tapped = list(state.extra.get("auction", {}).get("tapped", []))
        if state.contract.get("declarer") is None or not state.contract.get("game"):
            return o
        sp, gg = self.spieler_party(state), self.gegner_party(state)
        o.points = self.pile_points(self.party_pile(state, sp))
        o.other_points = self.pile_points(self.party_pile(state, gg))
        o.ultimo = self.pagat_fate_of(state)
        o.volat = self.volat_of(state)
        holdings = [self.holdings(state, s) for s in range(state.n_seats)]
        o.honours = {s: self.honour_premiums(h) for s, h in enumerate(holdings)}
        o.taroks = {s: popcount(h & self.TAROKS) for s, h in enumerate(holdings)}
        o.earned = {side: [w for w in EARNED if self.earned_in(state, party, w)]
                    for side, party in (("spieler", sp), ("gegner", gg))}
        return o

    def outcome_from_request(self, req: dict) -> Outcome:
        """The outcome stated in a request (checked against `outcome_fields`)."""
        req = self.check_outcome(req)
        names = list(self.seat_names[:self.n_seats])
        seat = names.index
        game = req["game"]
        c = self.contract_by_key.get(game)
        o = Outcome(self.key, self.n_seats, names, dict(req["options"]), "done",
                    {"declarer": req["declarer"], "game": game, "name": c.name if c else self.name,
                     "partners": req["partners"], "multiplicity": req["multiplicity"],
                     "contra": dict(req["contra"]), "announced": req["announced"], "talon_rest": []})
        if req.get("points") is not None:
            o.points, o.other_points = req["points"], self.total_points - req["points"]
        fate = req.get("ultimo")
        if fate:
            party, _, caught = fate.partition("-")
            owner = (self.spieler_party(o) if party == "spieler" else self.gegner_party(o))[0]
            o.ultimo = ("caught" if caught else "ultimo", owner)
        o.volat = req.get("volat")
        o.honours = {seat(k): list(v) for k, v in (req.get("honneurs") or {}).items()}
        o.earned = {k: list(v) for k, v in (req.get("in_stichen") or {}).items()}
        o.taroks = {seat(k): v for k, v in (req.get("taroks") or {}).items()}
        o.renonce = seat(req["renonce"]) if req.get("renonce") else None
        o.tapped = [seat(x) for x in req.get("tapped") or []]
        o.king = {"ultimo": req.get("koenig") == "ultimo", "gefangen": req.get("koenig") == "gefangen",
                  "stated": "koenig" in self.facts}
        for key in ("king_in_talon", "irrtum_contra", "falsche_ansage", "conceded"):
            if req.get(key):
                o.contract[key] = req[key]
        if req.get("ohne_honneur"):
            o.contract["ohne_honneur"] = seat(req["ohne_honneur"])
        if req.get("meldungen"):
            o.contract["meldungen"] = {str(seat(k)): list(v) for k, v in req["meldungen"].items()}
        if req.get("punkte"):
            o.player_points = list(req["punkte"])
        return o

    # -- premiums earned in the tricks (Ungarisch, Paskiewitsch, Königrufen in Böhmen) --
    def earned_in(self, state: State, party: list[int], what: str) -> bool:
        """Premiums earned in play by a party: "trois"/"quatre" in its tricks, "mondfang",
        "pagatfang"."""
        if what == "trois":
            return self.won_by(state, party) & self.TAROK_HONOURS == self.TAROK_HONOURS
        if what == "quatre":
            return self.won_by(state, party) & self.KINGS == self.KINGS
        if what == "mondfang":
            return self.captured(state, self.MOND, party, taker=self.SKUES)
        if what == "pagatfang":
            return self.captured(state, self.PAGAT, party)
        raise KeyError(what)

    def won_by(self, state: State, party: list[int]) -> int:
        mask = 0
        for s in party:
            mask |= state.won[s]
        return mask

    def captured(self, state: State, card: int, by: list[int], taker: int | None = None) -> bool:
        """Did party `by` win the trick in which the other party played `card` (optionally
        taking it with the card `taker`, e.g. the Mond with the Sküs)?"""
        for t in state.tricks:
            if card in t.cards:
                owner = self.card_owner(state, t, card)
                if owner in by or t.winner not in by:
                    return False
                return taker is None or t.cards[self.trick_winner(state, t.leader, t.cards)] == taker
        return False
