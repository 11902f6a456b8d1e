"""The slates of a Tarok-mit-Blocks session (Ulmann Cap. II, S. 39–41; Codex § 23).

Each person starts with a Stammbéte („Aufschrift“) of 10 Blocks on the first slate; each dealer
puts one Block into the Kartenstamm. A game is played for the first open Béte plus the
Kartenstamm: first the Stammbétes, then the Spielbétes of the second slate in the order they were
written. Who wins annuls his own Stammbéte or receives a big Block (10) from a partner still
written, and takes the Kartenstamm; who loses is written on the second slate with the stake times
the game's multiplicity („W 22“); a Spielbéte won by another is marked with his name („W 22 X“:
W owes X 22). A Béte above the Schranke is split (S. 41). Codex § 23: a misdeal costs the dealer
one Block as new Kartenstamm. The final account (the „Brunnen“) is `blocks.brunnen_abrechnung`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import RequestError
from .blocks import split_bete


@dataclass
class BlocksLedger:
    persons: list[str]
    stamm: int = 10                          # S. 39: „gewöhnlich zehn Blocks“
    cap: int | None = None                   # S. 41: „eine Schranke von 25 bis 30 Blocks“
    kartenstamm: int = 0
    stammbetes: list[str] = field(default_factory=list)       # persons still written on slate 1
    spielbetes: list[dict] = field(default_factory=list)      # {"debtor", "amount", "winner"}
    blocks: dict[str, int] = field(default_factory=dict)      # Blocks paid (−) and received (+)
    log: list[str] = field(default_factory=list)

    def __post_init__(self):
        if len(self.persons) not in (3, 4) or len(set(self.persons)) != len(self.persons):
            raise RequestError("Tarok mit Blocks spielen drei oder vier verschiedene Personen (S. 39).")
        if not self.stammbetes:
            self.stammbetes = list(self.persons)
        for p in self.persons:
            self.blocks.setdefault(p, 0)

    def _person(self, name: str) -> str:
        if name not in self.persons:
            raise RequestError(f"„{name}“ sitzt nicht am Tisch; Personen: {', '.join(self.persons)}.")
        return name

    # -- the Kartenstamm --
    def deal(self, dealer: str) -> None:
        """S. 39: „überdies hat der jeweilige Kartengeber einen Block in die gemeinschaftliche
        Casse zu legen“."""
        self.blocks[self._person(dealer)] -= 1
        self.kartenstamm += 1
        self.log.append(f"{dealer} gibt und legt einen Block in den Kartenstamm ({self.kartenstamm}).")

    def misdeal(self, dealer: str) -> None:
        """Codex § 23: „so hat der Kartengeber einen Block als neuerlichen Kartenstamm zu erlegen
        und neuerdings zu tailliren“."""
        self.blocks[self._person(dealer)] -= 1
        self.kartenstamm += 1
        self.log.append(f"{dealer} hat vergeben: ein Block als neuer Kartenstamm, er gibt neu (Codex § 23).")

    # -- what is played for --
    def open_spielbetes(self) -> list[dict]:
        return [b for b in self.spielbetes if b["winner"] is None]

    def current(self) -> dict:
        """The Béte the next game is played for (S. 40: „So lange Stammbétes vorhanden, kommen
        die Spielbétes nicht zur Austragung“)."""
        if self.stammbetes:
            return {"kind": "Stammbéte", "amount": self.stamm, "debtor": None}
        open_ = self.open_spielbetes()
        if open_:
            return {"kind": "Spielbéte", **open_[0]}
        return {"kind": "keine", "amount": 0, "debtor": None}

    def stake(self) -> int:
        """The value of the next game: „die Aufschrift … zuzüglich des Kartenstammes“."""
        return self.current()["amount"] + self.kartenstamm

    # -- a game --
    def game(self, spieler: str, won: bool, multiplicity: int = 1) -> dict:
        """Write a finished game on the slates; returns what happened."""
        self._person(spieler)
        if not 1 <= multiplicity <= 11:
            raise RequestError("Ein Spiel ist ein- bis höchstens elfmalig.")
        bete, stake = self.current(), self.stake()
        if won:
            out = {"won": stake, "kartenstamm": self.kartenstamm}
            self.blocks[spieler] += self.kartenstamm                     # S. 40: „er erhält den Kartenstamm“
            self.kartenstamm = 0
            if bete["kind"] == "Stammbéte":
                if spieler in self.stammbetes:                            # S. 41: „annullirt“
                    self.stammbetes.remove(spieler)
                    out["annulled"] = spieler
                else:                                                     # „ein großer Block (10)“
                    giver = self._next_written(spieler)
                    self.stammbetes.remove(giver)
                    self.blocks[giver] -= self.stamm
                    self.blocks[spieler] += self.stamm
                    out["from"] = giver
            elif bete["kind"] == "Spielbéte":
                entry = self.open_spielbetes()[0]
                entry["winner"] = spieler                               # „W 22 X“
                out["spielbete"] = dict(entry)
            self.log.append(f"{spieler} gewinnt {stake} Blocks ({bete['kind']}).")
            return out
        written = split_bete(stake * multiplicity, self.cap)                 # S. 40–41
        for amount in written:
            self.spielbetes.append({"debtor": spieler, "amount": amount, "winner": None})
        self.log.append(f"{spieler} verliert ({multiplicity}malig): " + " + ".join(map(str, written))
                        + " Blocks auf der zweiten Tafel.")
        return {"lost": stake * multiplicity, "written": written}

    def schleifen(self, spieler: str) -> dict:
        """S. 43: „es wird ihm in diesem Falle nur ein einfaches Béte angeschrieben“."""
        return self.game(spieler, won=False, multiplicity=1)

    def _next_written(self, winner: str) -> str:
        """The partner still written with a Stammbéte, the next one after the winner in the
        order of the table (the book names no order: see DECISIONS)."""
        i = self.persons.index(winner)
        for k in range(1, len(self.persons)):
            p = self.persons[(i + k) % len(self.persons)]
            if p in self.stammbetes:
                return p
        raise RequestError("Es ist kein Stammbéte mehr angeschrieben.")

    def slates(self) -> dict:
        """The two slates and the Kartenstamm as the book writes them („W 22 X“)."""
        second = [f"{b['debtor']} {b['amount']}" + (f" {b['winner']}" if b["winner"] else "")
                  for b in self.spielbetes]
        return {"first_slate": list(self.stammbetes), "second_slate": second,
                "kartenstamm": self.kartenstamm, "blocks": dict(self.blocks)}

    def debts(self) -> dict[str, int]:
        """Each person's balance from the Spielbétes already won (W owes X)."""
        out = dict.fromkeys(self.persons, 0)
        for b in self.spielbetes:
            if b["winner"] and b["winner"] != b["debtor"]:
                out[b["debtor"]] -= b["amount"]
                out[b["winner"]] += b["amount"]
        return out
