"""Das Hundertspiel (Neuestes allgemeines Spielbuch, Wien 1829, S. 166–179, §§ 1–56).

The rules as pure functions (points, Do's, announcements, Marken, the Partie to 100 with
„alt und neu“) and a profile of the trick-taking core for each way of playing it:
four persons (two parties, § 1), four with Scat (§§ 42–50), three with and without Scat
(§§ 51–55). One deal of the core is one „Spiel“; the Partie to 100 runs over several deals
(`play_partie`). Every number cites its §; DECISIONS records what the text leaves open.

    rules.py        the numbers and the pure rules (§§ 19–34)
    decisions.py    what the text leaves open
    state.py        phase names, the typed contract and further data, the outcome
    profile.py      the profile (facts, tables, the deal), composed of announcing.py, buying.py,
                    play.py, outcome.py, settlement.py, shapes.py, wording.py
    partie.py       a whole Parthie of random deals
"""
from __future__ import annotations

from .decisions import DECISIONS
from .partie import play_partie
from .profile import OTHER_PROFILES, VARIANTS, HundertspielProfile
from .rules import (CARD_POINTS, COLOUR_VALUES, LAST_TRICK, PACK, TARGET, TOTAL_POINTS, announced_marks,
                    aussagen, card_points, do_points, held_announcements, partie_marks, partie_step)
from .state import (ANNOUNCE, BIDDING, CONTRA, DISCARD, TALON, TRUMP, HundertspielContract, HundertspielExtra,
                    HundertspielOutcome)

__all__ = ["ANNOUNCE", "BIDDING", "CARD_POINTS", "COLOUR_VALUES", "CONTRA", "DECISIONS", "DISCARD", "LAST_TRICK",
           "OTHER_PROFILES", "PACK", "TALON", "TARGET", "TOTAL_POINTS", "TRUMP", "VARIANTS", "HundertspielContract",
           "HundertspielExtra", "HundertspielOutcome", "HundertspielProfile", "announced_marks", "aussagen",
           "card_points", "do_points", "held_announcements", "partie_marks", "partie_step", "play_partie"]
