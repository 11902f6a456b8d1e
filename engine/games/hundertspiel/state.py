"""The Hundertspiel's typed state: the phase names, the announced game (`State.contract`), the
further data of a deal (`State.extra`) and the outcome a settlement reads."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...record import Key, Record
from ..classic_cards import ClassicExtra


@dataclass
class HundertspielOutcome:
    """The points of a deal in the order they were made, the announced game and whether it was
    won, and the standing of the Parthie; settlement (`HundertspielProfile.settle_outcome`)
    reads only this."""
    seat_names: list[str]
    passed: bool                        # nobody announced or bought: the cards are thrown in
    contract: dict                      # the announced game: kind "26"/"52", seat, contra, colour
    standing: list | None               # the Parthie's standing before the deal (§ 25)
    target: int                         # „hundert“ unless agreed otherwise (§ 25)
    claim: dict | None                  # a party declared itself out (§§ 28–30)
    events: list = field(default_factory=list)    # (party, points, label) in the order made
    won: bool | None = None             # the announced game made


# the phases before play (engine.core: PLAY, DONE, THROWN_IN); the words of the text in comments
ANNOUNCE = "announce"           # „ansagen“: a game of the Dos is announced (§§ 8, 11)
BIDDING = "bidding"             # „reizen“: who may buy the talon (§ 48)
TALON = "talon"                 # „kaufen“: take the talon or pass (§ 48)
DISCARD = "discard"             # „ablegen“: lay away as many cards (§ 48)
TRUMP = "trump"                 # „Farbe“: the buyer names trumps (§ 46)
CONTRA = "contra"               # Contra, Recontra, Supra-Contra (§§ 9–10)
LEGACY_PHASES = {"ansagen": ANNOUNCE, "reizen": BIDDING, "kaufen": TALON, "ablegen": DISCARD, "farbe": TRUMP}
PHASE_WORDS = {ANNOUNCE: "Ansagen", TALON: "Kaufen", DISCARD: "Ablegen"}     # where the Tarok word differs


class HundertspielContract(Record):
    """The announced game (`State.contract`; empty while nobody announced)."""

    kind = Key()                        # "26" | "52": the game announced (§§ 8, 11)
    seat = Key()                        # who announced it (or bought the talon, § 48)
    dos = Key()                         # card ids of the Dos announced
    contra = Key(default=0)             # Contra level (§§ 9–10): CONTRA_NAMES_HUNDERTSPIEL
    contra_by = Key()                   # seats that said Contra, Recontra …
    colour = Key()                      # the colour named by the buyer (§ 46)
    value = Key()                       # its value (§ 46)
    bought = Key(default=False)         # the announcer bought the talon (§ 48)
    unasked = Key(default=False, was="ohne_frage")     # announced after leading unasked (§ 12)


class Declaration(Record):
    """Three or four alike held in a hand and announced (§§ 13–20): an entry of
    `HundertspielExtra.declarations`."""

    seat = Key()                        # who announced them
    rank = Key()                        # "A" | "Do" | "K" | "C" | "B"
    count = Key()                       # 3 or 4
    points = Key()                      # what they count (§ 20)
    label = Key()                       # „drey Aß“ …
    missing = Key(was="fehlt")          # three Figuren: the suit of the missing fourth (§ 15)
    after_trick = Key(was="nach_stich")    # Aß announced in play: after how many full tricks (§ 16)


class Claim(Record):
    """A party declared itself out (§§ 29–30)."""

    party = Key()
    after_trick = Key(was="nach_stich")    # after how many full tricks (§ 28: only those count)


class HundertspielExtra(ClassicExtra):
    """Further data of a deal (`State.extra`)."""

    asked = Key()                       # how many have been asked whether they announce (§ 11)
    unasked = Key(was="ohne_frage")     # the Vorhand led without asking (§ 12)
    contra_queue = Key()                # opponents still to be asked for Contra (§ 9)
    scat = Key()                        # the talon laid away by the buyer (§ 48)
    declarations = Key(was="meldungen")    # [Declaration]: held announcements (Meldungen, §§ 13–17)
    aces_open = Key(was="asse_offen")   # seat -> Aces that may still be announced in play (§ 16)
    claim = Key(record=Claim, was="aussage")    # a party declared itself out (§§ 29–30)

    def _type_records(self) -> None:
        """Also the entries of `declarations` as `Declaration`s (a saved game's entries under
        their earlier keys, `fehlt`, `nach_stich`, read under today's)."""
        super()._type_records()
        entries = dict.get(self, "declarations")
        if entries and any(type(e) is not Declaration for e in entries):
            dict.__setitem__(self, "declarations", [Declaration.of(e) for e in entries])
