"""A problem of Ulmann's Tarokbuch as typed data: loaded from its JSON file, checked against the
schema (schema_check) and against the rules of its variant (cards of the pack, each card once,
hand sizes), with German messages that name the file and the field."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..cards import repeated_card
from ..core import mask_of
from ..errors import EngineError, ProblemFileError
from ..schema import Int
from ..terms import SEATS, points_text, thirds
from ..variants import get_profile
from . import schema_check

DATA = Path(__file__).with_name("data")
VERIFIED = Path(__file__).with_name("verified.json")    # written by scripts/problems_report.py
COUNT = 33                                              # „Sammlung von 33 Problemen“ (S. 93)
NR = Int("Aufgabe", 1, COUNT, required=True)              # the number of a problem in a request

# the fields each kind of fact needs besides kind and cite
FACT_FIELDS = {
    "card": ("card", "in"), "void": ("seat", "suit"), "count": ("seat", "what", "op", "n"),
    "points": ("of", "value"), "trick": ("trick", "winner"), "tricks_won": ("party", "n"),
    "final_points": ("party", "value"), "trick_points": ("party", "value"),
    "pagat": ("fate",), "same_hand": ("cards",),
}


def rounded(value: int) -> int:
    """The points a pile counts (S. 16–18): of a remainder, ⅔ counts as a point, ⅓ is dropped."""
    whole, rest = divmod(value, 3)
    return whole + (1 if rest == 2 else 0)


@dataclass
class Move:
    """One card of the line. A move of the book quotes its sentence (`text`, `ref`); `named` says
    whether that sentence names the card itself („Carreau-Drei“, „mit dem König“) or only the
    action („A atouirt“), in which case the card is the editor's choice. An editorial move is
    not in the book at all."""
    seat: int
    card: int
    text: str = ""
    ref: str = ""
    editorial: bool = False
    note: str = ""
    named: bool = True

    @property
    def card_from_text(self) -> bool:
        return not self.editorial and self.named


@dataclass
class Problem:
    nr: int
    variant: str
    title: str
    raw: dict
    profile: object = None
    n_seats: int = 3
    declarer: int = 0
    partners: list[int] = field(default_factory=list)
    party: list[int] = field(default_factory=list)        # 0 = Spieler's party, 1 = Gegner
    kind: str = "deal"
    hands: list[int] = field(default_factory=list)        # deal: as dealt; endgame: remaining
    talon: list[int] = field(default_factory=list)
    bought: dict[int, list[int]] = field(default_factory=dict)
    scat: dict[int, list[int]] = field(default_factory=dict)
    talon_to: str = "gegner"
    packets: list[list[list[int]]] | None = None
    open: list[list[int | None]] | None = None
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    taken: dict[str, int] = field(default_factory=dict)  # endgame: thirds per party
    tricks_played: int = 0
    line: list[Move] = field(default_factory=list)
    result: dict[str, int] | None = None

    @property
    def facts(self) -> list[dict]:
        return self.raw.get("facts", [])

    @property
    def claim(self) -> dict:
        return self.raw["claim"]

    @property
    def status(self) -> str:
        return self.raw["status"]

    @property
    def contract(self) -> dict:
        return self.raw["contract"]

    def seat(self, letter: str) -> int:
        return SEATS.index(letter)

    def seat_name(self, seat: int) -> str:
        return SEATS[seat]

    def card_name(self, card: int) -> str:
        return self.profile.card_name(card)

    def play_hands(self) -> list[int]:
        """The hands when play begins: as dealt, plus the talon cards bought, less the scat."""
        hands = list(self.hands)
        for seat, cards in self.bought.items():
            hands[seat] |= mask_of(cards)
        for seat, cards in self.scat.items():
            hands[seat] &= ~mask_of(cards)
        return hands

    def talon_rest(self) -> list[int]:
        bought = {c for cards in self.bought.values() for c in cards}
        return [c for c in self.talon if c not in bought]


def load(nr: int) -> Problem:
    """The problem Nr. `nr` from engine/problems/data/nrNN.json."""
    return _load_cached(int(nr))


@lru_cache(maxsize=None)
def _load_cached(nr: int) -> Problem:
    path = DATA / f"nr{nr:02d}.json"
    if not path.exists():
        raise ProblemFileError(f"Die Aufgabe Nr. {nr} ist noch nicht zum Nachspielen aufbereitet.")
    return parse_file(path)


def numbers() -> list[int]:
    return sorted(int(p.stem[2:]) for p in DATA.glob("nr[0-9][0-9].json"))


def verified_records() -> dict[int, dict]:
    """The stored verification of every problem (scripts/problems_report.py), by number."""
    if not VERIFIED.exists():
        return {}
    return {int(k): v for k, v in json.loads(VERIFIED.read_text(encoding="utf-8")).items()}


def load_all() -> list[Problem]:
    return [load(n) for n in numbers()]


def parse_file(path: Path) -> Problem:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ProblemFileError(f"{path.name}: kein gültiges JSON ({e.msg}, Zeile {e.lineno}).") from None
    return parse(data, path.name)


def parse(data: dict, name: str = "Aufgabe") -> Problem:
    """Check `data` and turn it into a Problem; ProblemFileError names the field."""
    problems = schema_check.errors(data)
    if problems:
        raise ProblemFileError(f"{name}: " + " ".join(problems[:5]))
    return _Builder(data, name).build()


class _Builder:
    def __init__(self, data: dict, name: str):
        self.data, self.name = data, name

    def fail(self, field_path: str, message: str):
        raise ProblemFileError(f"{self.name}, Feld „{field_path}“: {message}")

    def card(self, text: str, where: str) -> int:
        try:
            return self.profile.parse_card(text)
        except EngineError as e:
            self.fail(where, str(e))

    def cards(self, texts: list[str], where: str) -> list[int]:
        return [self.card(t, f"{where}[{i}]") for i, t in enumerate(texts)]

    def seat(self, letter: str, where: str) -> int:
        s = SEATS.index(letter)
        if s >= self.profile.n_seats:
            self.fail(where, f"{self.profile.name} hat nur die Plätze {SEATS[:self.profile.n_seats]}.")
        return s

    def seat_cards(self, obj: dict, where: str) -> dict[int, list[int]]:
        return {self.seat(k, f"{where}.{k}"): self.cards(v, f"{where}.{k}") for k, v in obj.items()}

    def build(self) -> Problem:
        d = self.data
        self.profile = p = get_profile(d["variant"])
        pr = Problem(nr=d["nr"], variant=d["variant"], title=d["title"], raw=d, profile=p,
                     n_seats=p.n_seats)
        c = d["contract"]
        pr.declarer = self.seat(c["declarer"], "contract.declarer")
        pr.partners = [self.seat(s, f"contract.partners[{i}]") for i, s in enumerate(c.get("partners", []))]
        if pr.declarer in pr.partners:
            self.fail("contract.partners", "der Spieler kann nicht sein eigener Partner sein.")
        if "game" in c and c["game"] not in getattr(p, "contract_by_key", {}):
            known = ", ".join(getattr(p, "contract_by_key", {}))
            self.fail("contract.game", f"unbekanntes Spiel „{c['game']}“ für {p.name}; möglich: {known}.")
        if "called" in c:
            self.card(c["called"], "contract.called")
        spieler = {pr.declarer, *pr.partners}
        pr.party = [0 if s in spieler else 1 for s in range(p.n_seats)]
        for i, a in enumerate(d.get("announcements", [])):
            self.seat(a["seat"], f"announcements[{i}].seat")
        for i, a in enumerate(d.get("contra", [])):
            self.seat(a["seat"], f"contra[{i}].seat")
        self.start(pr, d["start"])
        self.moves(pr, d["line"])
        self.facts(pr, d["facts"])
        claim = d["claim"]
        if claim.get("from_step", 0) > len(pr.line):
            self.fail("claim.from_step", f"der Gang hat nur {len(pr.line)} Züge.")
        for i, g in enumerate(claim["goals"]):
            if g["kind"] == "points" and "at_least" not in g:
                self.fail(f"claim.goals[{i}].at_least", "ein Punkteziel braucht „at_least“.")
            if g.get("from_step", 0) > len(pr.line):
                self.fail(f"claim.goals[{i}].from_step", f"der Gang hat nur {len(pr.line)} Züge.")
            if "leader" in g:
                self.seat(g["leader"], f"claim.goals[{i}].leader")
                if g.get("from_step", claim.get("from_step", 0)):
                    self.fail(f"claim.goals[{i}].leader", "ein anderer Ausspielender gilt nur von der "
                                                          "Ausgangsstellung an („from_step“: 0).")
        if "result" in d:
            pr.result = {k: thirds(v) for k, v in d["result"].items()}
        return pr

    def start(self, pr: Problem, s: dict) -> None:
        p = self.profile
        pr.kind = s["kind"]
        hands = self.seat_cards(s["hands"], "start.hands")
        if sorted(hands) != list(range(p.n_seats)):
            self.fail("start.hands", f"{p.name} braucht die Hände {', '.join(SEATS[:p.n_seats])}.")
        pr.hands = [mask_of(hands[i]) for i in range(p.n_seats)]
        pr.talon = self.cards(s.get("talon", []), "start.talon")
        pr.bought = self.seat_cards(s.get("bought", {}), "start.bought")
        pr.scat = self.seat_cards(s.get("scat", {}), "start.scat")
        pr.talon_to = s.get("talon_to", "gegner")
        pr.leader = self.seat(s["leader"], "start.leader")
        pr.trick = self.cards(s.get("trick", []), "start.trick")
        pr.tricks_played = s.get("tricks_played", 0)
        if "packets" in s:
            self._start_packets(pr, s)
        every = self._cards_once(pr, hands)
        if pr.kind == "deal":
            self._check_full_deal(hands, every)
        else:
            self._check_endgame(pr, s, every)

    def _start_packets(self, pr: Problem, s: dict) -> None:
        """The packets of each seat (e.g. Point-Tarok's), with their open cards."""
        n = self.profile.n_seats
        pr.packets = [[self.cards(pk, f"start.packets.{SEATS[i]}[{j}]")
                       for j, pk in enumerate(s["packets"].get(SEATS[i], []))] for i in range(n)]
        opens = s.get("open", {})
        pr.open = [[None if o is None else self.card(o, f"start.open.{SEATS[i]}[{j}]")
                    for j, o in enumerate(opens.get(SEATS[i], []))] for i in range(n)]

    def _cards_once(self, pr: Problem, hands: dict[int, list[int]]) -> list[int]:
        """Every card in play (hands, talon, trick, packets), checked to occur once; bought cards
        from the talon, discarded ones from the hand (with what it bought)."""
        p = self.profile
        every = [c for h in hands.values() for c in h] + pr.talon + pr.trick
        if pr.packets:
            every += [c for seat in pr.packets for pk in seat for c in pk]
        twice = repeated_card(every)
        if twice is not None:
            self.fail("start", f"die Karte „{p.card_name(twice)}“ kommt zweimal vor.")
        for seat, cards in pr.bought.items():
            for c in cards:
                if c not in pr.talon:
                    self.fail(f"start.bought.{SEATS[seat]}", f"„{p.card_name(c)}“ liegt nicht im Talon.")
        for seat, cards in pr.scat.items():
            own = hands[seat] + pr.bought.get(seat, [])
            for c in cards:
                if c not in own:
                    self.fail(f"start.scat.{SEATS[seat]}", f"„{p.card_name(c)}“ war nicht in der Hand von {SEATS[seat]}.")
        return every

    def _check_full_deal(self, hands: dict[int, list[int]], every: list[int]) -> None:
        p = self.profile
        if len(every) != len(p.pack):
            self.fail("start", f"eine volle Verteilung braucht alle {len(p.pack)} Karten, "
                               f"gegeben sind {len(every)}.")
        for seat, cards in hands.items():
            if len(cards) != p.hand_size:
                self.fail(f"start.hands.{SEATS[seat]}", f"{len(cards)} statt {p.hand_size} Karten.")

    def _check_endgame(self, pr: Problem, s: dict, every: list[int]) -> None:
        """An endgame: the points taken and the cards still in play add up to the pack's points,
        and every seat has had as many cards."""
        p = self.profile
        if "taken" not in s:
            self.fail("start.taken", "ein Endspiel braucht die schon gemachten Points beider Parteien.")
        pr.taken = {k: thirds(v) for k, v in s["taken"].items()}
        total = 3 * p.total_points
        seen = set(every)
        rest = sum(p.points[c] for c in seen)
        if pr.taken["spieler"] + pr.taken["gegner"] + rest != total:
            self.fail("start.taken", f"{points_text(pr.taken['spieler'])} + "
                      f"{points_text(pr.taken['gegner'])} Points und die {len(seen)} Karten im Spiel "
                      f"({points_text(rest)}) ergeben nicht {p.total_points}.")
        counts = [bin(h).count("1") for h in pr.hands]
        played = [(pr.leader + i) % p.n_seats for i in range(len(pr.trick))]
        for seat in played:
            counts[seat] += 1
        if pr.packets:
            for seat in range(p.n_seats):
                counts[seat] += sum(len(pk) for pk in pr.packets[seat])
        if len(set(counts)) != 1:
            self.fail("start.hands", "die Hände haben ungleich viele Karten "
                      f"({', '.join(f'{SEATS[i]} {n}' for i, n in enumerate(counts))}).")

    def moves(self, pr: Problem, line: list[dict]) -> None:
        for i, m in enumerate(line):
            seat = self.seat(m["seat"], f"line[{i}].seat")
            card = self.card(m["card"], f"line[{i}].card")
            if not m.get("editorial") and not (m.get("text") and m.get("ref")):
                self.fail(f"line[{i}]", "ein Zug des Buches braucht „text“ (den Satz des Buches) und "
                                        "„ref“; ein ergänzter Zug ist „editorial“.")
            if m.get("editorial") and "named" in m:
                self.fail(f"line[{i}].named", "ein ergänzter Zug hat keinen Satz des Buches, der eine "
                                              "Karte nennen könnte.")
            pr.line.append(Move(seat, card, m.get("text", ""), m.get("ref", ""),
                                bool(m.get("editorial")), m.get("note", ""), m.get("named", True)))

    def facts(self, pr: Problem, facts: list[dict]) -> None:
        for i, f in enumerate(facts):
            for name in FACT_FIELDS[f["kind"]]:
                if name not in f:
                    self.fail(f"facts[{i}].{name}", f"ein Faktum der Art „{f['kind']}“ braucht dieses Feld.")
            for name in ("card", "above"):
                if name in f:
                    self.card(f[name], f"facts[{i}].{name}")
            if "above" in f and f["kind"] != "count":
                self.fail(f"facts[{i}].above", "„above“ gibt es nur bei einem Faktum der Art „count“.")
            if "cards" in f:
                self.cards(f["cards"], f"facts[{i}].cards")
            if "seat" in f:
                self.seat(f["seat"], f"facts[{i}].seat")
            if "winner" in f:
                self.seat(f["winner"], f"facts[{i}].winner")
            if f.get("stage") == "deal" and pr.kind != "deal":
                self.fail(f"facts[{i}].stage", "„deal“ gibt es nur bei einer vollen Verteilung.")
