"""Premiums as data. A variant lists its premiums (`Premium`) with the book's values; one settle
function (`TarokProfile.settle_premium`) pays every premium a party can make in play – announced
or silent, with Contra, caught, and after a Renonce (Codex §§ 9, 11) – and `premium` gives the
value of any premium in a game (the variant's factor for the game category applied).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Premium:
    key: str                                # "ultimo", "volat", "trois", "koenig_ultimo" …
    name: str                               # German, as the book calls it
    base: int                               # silent value in the lowest game
    announced: int = 2                      # factor when announced (0: never announced)
    silent: tuple = ("spieler", "gegner")   # the parties paid for it unannounced
    beside: bool = True                     # the other party's silent one counts beside an announcement
    caught: str | None = None               # premium the catchers get when the owner's card falls in the last trick
    caught_beside: bool = False             # … also when anybody announced it
    pays: str = "party"                     # "party": party pays party; "holder": paid to the holder
    scaled: bool = True                     # does the game category's factor apply (Solo double …)?
    labels: dict = field(default_factory=dict, hash=False, compare=False)   # made, failed, silent, silent_gegner, caught
    alt: dict = field(default_factory=dict, hash=False, compare=False)      # other base values by option („wien“)
    source: str = ""
    caught_source: str = ""

    def label(self, kind: str, side: str = "spieler") -> str:
        if kind == "silent" and f"silent_{side}" in self.labels:
            return self.labels[f"silent_{side}"]
        default = {"made": f"{self.name} (angesagt)", "failed": f"{self.name} angesagt, nicht erreicht",
                   "silent": self.name, "caught": f"{self.name}: abgefangen"}
        return self.labels.get(kind, default[kind])


def table(*premiums: Premium) -> dict[str, Premium]:
    return {p.key: p for p in premiums}


def holder(key: str, name: str, base: int, source: str, **kw) -> Premium:
    """A premium paid for holding (Köpfe, tous les trois, tous les quatre, Tarok-Ansagen)."""
    return Premium(key, name, base, announced=0, silent=(), pays="holder", source=source, **kw)


# labels shared by several variants
ULTIMO_TAPP = {"made": "angesagter Pagat Ultimo", "failed": "angesagter Pagat Ultimo vereitelt",
               "silent": "stiller Ultimo", "silent_gegner": "stiller Ultimo der Gegner („Zopf“)",
               "caught": "Pagat im letzten Stich abgefangen"}
ULTIMO_PARTY = {"made": "angesagter Pagat Ultimo", "failed": "angesagter Pagat Ultimo vereitelt",
                "silent": "stiller Pagat Ultimo", "caught": "Pagat im letzten Stich abgefangen"}
VOLAT = {"made": "angesagter Volat", "failed": "angesagter Volat verloren", "silent": "stiller Volat"}
