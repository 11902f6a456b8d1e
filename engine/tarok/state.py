"""The typed state of a Tarok game: the phase names, the contract (`State.contract`,
`Outcome.contract`), and the further data (`State.extra`: the auction, the talon …).

The records are `engine.record.Record`s: JSON objects with declared keys, so a game serialises
to the same JSON as before and a mistyped key raises `UnknownKey`. Attributes are English; a
record's keys are English too; keys renamed since are read under their earlier names
(`Key(was=…)`: "irrtum_contra" → "contra_in_error", "aufgegeben" → "given_up"), and written only
under today's.
"""
from __future__ import annotations

from ..record import Key, Record

# the phases of a Tarok game, in their order (each may be skipped; engine.core: PLAY, DONE, THROWN_IN)
BIDDING = "bidding"
CALL = "call"                   # Königrufen, Paskiewitsch: the Spieler calls a card
CHOOSE = "choose"               # Tarok unter Vieren (b): the Spieler chooses his game
GIVE = "give"                   # … and gives the called card's owner a card
EXCHANGE = "exchange"           # Tarok-L'Hombre: the Spieler demands cards
TALON = "talon"
DISCARD = "discard"
ANNOUNCE = "announce"
THROW_OR_PLAY = "throw-or-play"     # Neunzehnerrufen: the Spieler alone schleift or plays
LEGACY_PHASES = {"schleifen": THROW_OR_PLAY}    # phase names of earlier saved states


class FalseAnnouncement(Record):
    """A false announcement of tous les trois / quatre (Strohmann-Tarok, Codex § 33)."""

    by = Key(was="von")                 # seat that announced
    what = Key(was="was")               # "trois" | "quatre"
    honour = Key(was="honneur")         # where the missing Honneur lies: "talon" | "gegner"


class TarokContract(Record):
    """The game as the auction, the talon and the announcements left it."""

    declarer = Key()                    # seat of the Spieler, None if nobody declared a game
    game = Key()                        # key of the variant's Contract, None: thrown in
    name = Key()                        # German name of the game
    partners = Key(list)                # seats playing with the Spieler
    multiplicity = Key(default=1)       # „-malig“ of the old method (S. 20–22)
    contra = Key(dict)                  # target ("spiel", "ultimo" …) -> Contra level
    announced = Key(list)               # [{"what": key, "seat": seat, "after"?: trick}]
    talon_rest = Key(list, cards="list")    # talon cards not bought
    bought = Key(list, cards="list")    # talon cards bought by the Spieler
    talon_part = Key()                  # index of the part bought
    talon_to = Key(default="gegner")    # party that counts the talon rest: "gegner" | "spieler"
    thrown_in = Key(default=False, was="schleifen")     # the Spieler threw the game in („schleifen“)
    conceded = Key(default=False)       # the opponents gave up before the fourth lead (Blocks S. 44)
    called = Key()                      # name of the called card (King, Pagat …)
    called_id = Key()                   # its card id
    king_in_talon = Key(default=False)  # Königrufen: the called King lies in the talon
    alone = Key(default=False)          # the Spieler plays alone (no partner found)
    scat_taroks = Key()                 # Paskiewitsch: Taroks in the scat, told to the Spieler
    strohmann = Key(list)               # problems: the Strohmann's seats
    exchange = Key(list)                # L'Hombre: [{"card", "from"}] cards demanded
    pending = Key()                     # L'Hombre: the card demanded, not yet answered
    hand_premiums = Key(dict, was="ansagen")    # Groß-Tarok: seat -> premiums of the hand (S. 149)
    declarations = Key(dict, was="meldungen")   # Neunzehnerrufen: seat -> Meldungen (S. 62)
    given_up = Key(was="aufgegeben")    # Groß-Tarok: {"seat", "after"}: a player gave up
    renonce = Key()                     # seat that renounced (Codex §§ 9, 12)
    without_honour = Key(was="ohne_honneur")        # Paskiewitsch: seat that declared without a Honneur (Codex § 35)
    contra_in_error = Key(was="irrtum_contra")      # Königrufen: Contra given in error, "spiel" | "ultimo" (Codex § 28)
    false_announcement = Key(record=FalseAnnouncement, was="falsche_ansage")    # Strohmann (Codex § 33)


class Auction(Record):
    """The auction (Steigern, S. 19–23), kept in `State.extra["auction"]`."""

    holder = Key()                      # seat holding the highest game so far, None before a bid
    level = Key(default=-1)             # index of that game in the variant's contracts
    challenger = Key()                  # seat now asked to outbid the holder
    queue = Key(list)                   # seats still to be asked
    waiting = Key(default="opener")     # who speaks: "opener" | "challenger" | "holder"
    bid_before = Key(list)              # seats that have bid already
    tapped = Key(list)                  # seats that passed before any bid (S. 23)
    holder_game = Key()                 # Paskiewitsch: the game the holder declared (S. 83)


class TalonChoice(Record):
    """The parts of the talon shown to the Spieler, kept in `State.extra["talon"]`."""

    order = Key(list)                   # the parts in the order they are shown
    seen = Key(default=1)               # how many have been shown


class TarokExtra(Record):
    """The further data of a Tarok game (`State.extra`); the variants' own entries included."""

    seat_names = Key()                  # the persons at the seats ("A", "B" …)
    auction = Key(record=Auction)       # the auction while it runs
    talon = Key(record=TalonChoice)     # the talon parts shown
    speak = Key()                       # seats still to speak in the announce phase
    discard = Key()                     # seats still to discard (Neunzehnerrufen: several)
    shown_taroks = Key()                # Taroks discarded, shown to all (S. 15)
    pending_discard = Key()             # Neunzehnerrufen: [[seat, cards to discard]] after the talon
    must_call_xx = Key()                # Paskiewitsch: the seat that must call the XX (S. 83)
    skues = Key()                       # Groß-Tarok: {"used", "debt"}: the Sküs as Excuse (S. 157)
    packets = Key(cards="nested")       # Strohmann: the packets of each seat (S. 69)
    open = Key(cards="nested")          # Strohmann: the card turned up on each packet
    shown = Key()                       # Strohmann: cards shown when turned up
    honours_announced = Key()           # Strohmann: tous les trois / quatre announced per player (S. 71)
