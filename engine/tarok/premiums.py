"""Premiums as data. A variant lists its premiums (`Premium`) with the book's values; one settle
function (`TarokProfile.settle_premium`) pays every premium a party can make in play – announced
or silent, with Contra, caught, and after a Renonce (Codex §§ 9, 11) – and `premium` gives the
value of any premium in a game (the variant's factor for the game category applied). Variants
whose premiums are paid person to person (Groß-Tarok, Tarok-L'Hombre, Tarok unter Vieren,
Strohmann) pay them with `pay_premium`, which takes name, value and source from the table.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Settlement
from .outcome import Outcome


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
    labels: dict = field(default_factory=dict, hash=False, compare=False)   # made, failed, silent, silent_gegner, caught; card: "{card} …"
    alt: dict = field(default_factory=dict, hash=False, compare=False)      # value in another case: option („wien“), contract, moment of announcement (ALT_LABELS)
    source: str = ""
    caught_source: str = ""
    announced_value: int | None = None      # value when announced, where it is not base × announced (Misère 26 + 10)
    option: str = ""                        # an option that agrees the value: a number (silent), or [silent, announced]
    tricks: str = ""                        # a trick goal of the player alone: "all" (Vole), "none" (Misère)
    failed_less_own: bool = False           # announced and failed, it costs its value less the player's points

    def when_announced(self) -> int | None:
        """The value announced (in the lowest game), None if it cannot be announced."""
        if self.announced_value is not None:
            return self.announced_value
        return self.base * self.announced if self.announced else None

    def announced_after(self, trick: int) -> int | None:
        """The value announced after the `trick`-th trick (0: at the start; `alt` "nach_12" …).
        A moment the table does not price counts as the latest earlier one it prices (S. 159:
        a Misère announced later than at the start counts as after the 12th trick)."""
        priced = [int(k[5:]) for k in self.alt if k.startswith("nach_") and int(k[5:]) <= trick]
        return self.alt[f"nach_{max(priced)}"] if priced else self.when_announced()

    def label(self, kind: str, side: str = "spieler") -> str:
        if kind == "silent" and f"silent_{side}" in self.labels:
            return self.labels[f"silent_{side}"]
        default = {"made": f"{self.name} (angesagt)", "failed": f"{self.name} angesagt, nicht erreicht",
                   "silent": self.name, "caught": f"{self.name}: abgefangen"}
        return self.labels.get(kind, default[kind])


ANNOUNCED = "_announced"        # `premium(o, "volat_announced")`: the announced value of "volat"

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


class PremiumsMixin:
    """The premiums of `TarokProfile` as data: their value in a game and the one settle function."""

    premiums: dict = {}

    def premium_factor(self, o: Outcome) -> int:
        """Factor of the premiums in this game category (Solo double …)."""
        return 1

    def premium_base(self, o: Outcome, p: Premium, announced: bool) -> int:
        """The value of `p` in the lowest game, read from the data: the value agreed in the
        option `p.option` (a number: the silent value, announced × `p.announced`; or a pair
        [silent, announced], S. 39), else the case of `p.alt` that a yes/no option of the same
        name chooses (Neunzehnerrufen „wien“, S. 62–64), else the table's value."""
        agreed = o.options.get(p.option) if p.option else None
        if isinstance(agreed, (list, tuple)):
            return agreed[1 if announced else 0]
        if agreed is None:
            agreed = next((v for case, v in p.alt.items() if o.options.get(case) is True), None)
        if agreed is None:
            return (p.when_announced() or 0) if announced else p.base
        return agreed * p.announced if announced else agreed

    def premium(self, o: Outcome, key: str, announced: bool = False) -> int:
        """The value of premium `key` in this game, unannounced or `announced`. A key with the
        suffix "_announced" ("volat_announced") names the announced value too (as a table row)."""
        if key.endswith(ANNOUNCED):
            key, announced = key[:-len(ANNOUNCED)], True
        p = self.premiums[key]
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
        anns = {side: [a for a in o.contract.announced if a["what"] == key
                       and (a["seat"] in sp_seats) == (side == "spieler")] for side in sides}
        any_ann = bool(anns["spieler"] or anns["gegner"])
        for i, side in enumerate(sides):
            party, other = parties[i], parties[1 - i]
            if anns[side]:
                value = self.premium(o, key, announced=True) * self.contra_factor(o, key)
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
