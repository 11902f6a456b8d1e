"""Premiums as data. A variant lists its premiums (`Premium`) with the book's values; one settle
function (`TarokProfile.settle_premium`) pays every premium a party can make in play – announced
or silent, with Contra, caught, and after a Renonce (Codex §§ 9, 11) – and `premium` gives the
value of any premium in a game (the variant's factor for the game category applied). Variants
whose premiums are paid person to person (Groß-Tarok, Tarok-L'Hombre, Tarok unter Vieren,
Strohmann) pay them with `pay_premium`, which takes name, value and source from the table.
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
    pays: str = "party"                     # who pays whom: a key of PAYS
    scaled: bool = True                     # does the game category's factor apply (Solo double …)?
    labels: dict = field(default_factory=dict, hash=False, compare=False)   # made, failed, silent, silent_gegner, caught
    alt: dict = field(default_factory=dict, hash=False, compare=False)      # value in another case: option („wien“), contract, moment of announcement (ALT_LABELS)
    source: str = ""
    caught_source: str = ""
    announced_value: int | None = None      # value when announced, where it is not base × announced (Misère 26 + 10)

    def when_announced(self) -> int | None:
        """The value announced (in the lowest game), None if it cannot be announced."""
        if self.announced_value is not None:
            return self.announced_value
        return self.base * self.announced if self.announced else None

    def label(self, kind: str, side: str = "spieler") -> str:
        if kind == "silent" and f"silent_{side}" in self.labels:
            return self.labels[f"silent_{side}"]
        default = {"made": f"{self.name} (angesagt)", "failed": f"{self.name} angesagt, nicht erreicht",
                   "silent": self.name, "caught": f"{self.name}: abgefangen"}
        return self.labels.get(kind, default[kind])


# who pays whom (`Premium.pays`), as the site's premium tables say it: (payer, payee)
PAYS = {
    "party": ("Gegenpartei", "Partei"),
    "holder": ("Gegner", "Besitzer"),
    "each": ("jeder Mitspieler", "wer sie macht"),             # every other player pays the owner
    "owner": ("Besitzer der Karte", "jeder Mitspieler"),        # the owner pays every other player
    "spieler": ("Spieler", "früherer Besitzer der Karte"),      # for a card the Spieler demanded
}

# German names of the `alt` cases that are not a contract of the variant
ALT_LABELS = {"wien": "Wiener Art", "nach_12": "angesagt nach dem 12. Stich",
              "nach_19": "angesagt nach dem 19. Stich", "andere_kreise": "in anderen Kreisen (Option ultimo)",
              "weiterer": "jeder weitere über die genannte Zahl", "mit_skues": "mit dem Sküs"}


def pay_premium(st, p: Premium, payers: list[int], payees: list[int], label: str | None = None,
                value: int | None = None, **info) -> None:
    """Pay premium `p` person to person: its name (or `label`, e.g. with the card or the player),
    its base value (or `value`, read from the same premium: announced, `alt`, an option) and its
    source, from each payer to each payee."""
    st.pay(label or p.name, p.base if value is None else value, payers, payees, p.source, **info)


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
