"""The comparison page of the Tarok games: one row per game of the engine, each cell drawn from
the game's profile and linked to the rule it states (the section of the game's rule page, or,
where no rule page covers the game yet, the chapter of Ulmann's book)."""
from __future__ import annotations

import posixpath

from engine.core import new_game
from engine.tarok import PROFILES
from engine.variants import get_profile

from .citations import resolve
from .pages import link
from .tables import cell

# the chapter of Ulmann that holds a game's rules (for games without a rule page)
CHAPTERS = {"tapp": "Cap. I", "tapp-wien": "Cap. I", "blocks": "Cap. II", "steyerisch": "Cap. III",
            "koenigrufen": "Cap. IV", "neunzehner": "Cap. V", "neunzehner-trois": "Cap. V",
            "neunzehner-deux": "Cap. V", "neunzehner-fliegend": "Cap. V", "strohmann": "Cap. VI",
            "zwoelfer": "Cap. VII", "ungarisch": "Cap. VIII", "paskiewitsch": "Cap. IX",
            "gross": "S. 153 #gross-tarok", "lhombre": "S. 161 #tarok-lhombre",
            "lhombre-talon": "S. 161 #tarok-lhombre", "unter-vieren": "S. 162 #tarok-unter-vieren",
            "unter-vieren-rufen": "S. 162 #tarok-unter-vieren"}
COLUMNS = (("Spieler", "karten"), ("Karten", "karten"), ("Talon", "talon"), ("Spiele", "spiele"),
           ("Wer mit wem", "spiele"), ("Zum Gewinn", "zaehlen"), ("Prämien", "praemien"),
           ("Sküs, Mond, Pagat", "karten"))


def players(p) -> str:
    return str(p.n_seats)


def cards(p) -> str:
    return f"{len(p.pack)}, je {p.hand_size}"


def talon(p) -> str:
    return str(p.talon_size) if p.talon_size else "keiner"


def games(p) -> str:
    return ", ".join(c.name for c in p.contracts) or "keine Spielansage"


def partners(p) -> str:
    if p.has_declarer:
        called = [c.name for c in p.contracts if not c.alone]
        if not called:
            return "der Spieler allein gegen alle"
        return f"im {', '.join(called)} mit einem gerufenen Partner, sonst allein"
    fixed = new_game(p, seed=1).contract.get("partners")
    return "feste Parteien zu zweien" if fixed else "jeder für sich"


def to_win(p) -> str:
    return f"{p.threshold} von {p.total_points} Points"


def premiums(p) -> str:
    return ", ".join(x.name for x in getattr(p, "premiums", {}).values()) or "—"


def honours(p) -> str:
    """What the engine makes of the Sküs, Mond and Pagat in the play and the premiums."""
    top = max(range(len(p.pack)), key=lambda i: (p.suit[i] == p.trump_suit, p.power[i]))
    state = new_game(p, seed=1)
    beats = p.trick_winner(state, 0, (p.MOND, p.SKUES)) == 1
    sk = "Sküs höchster Tarok" if top == p.SKUES and beats else "Sküs sticht nicht"
    keys = set(getattr(p, "premiums", {}))
    pagat = "Pagat Ultimo" if "ultimo" in keys else "Pagat ohne Ultimo"
    mond = "Mondfang" if "mondfang" in keys else "Mond zweithöchster" if beats else "Mond höchster stechender Tarok"
    return f"{sk}; {mond}; {pagat}"


CELLS = (players, cards, talon, games, partners, to_win, premiums, honours)


def table(from_page: str) -> str:
    head = "| Spiel | " + " | ".join(name for name, _ in COLUMNS) + " |"
    lines = [head, "|" + "---|" * (len(COLUMNS) + 1)]
    for key in PROFILES:
        p = get_profile(key)
        row = [_linked(p.name, key, "", from_page)]
        row += [_linked(f(p), key, section, from_page) for f, (_, section) in zip(CELLS, COLUMNS)]
        lines.append(f'| <span id="{key}"></span>' + " | ".join(row) + " |")
    return "\n".join(lines)


def _linked(text: str, key: str, section: str, from_page: str) -> str:
    href = link(key, section, from_page)
    if href:
        return f"[{cell(text)}]({href})"
    chapter = resolve(f"Ulmann {CHAPTERS[key]}")
    href = posixpath.relpath(chapter.target, posixpath.dirname(from_page) or ".")
    return f"[{cell(text)}]({href}#{chapter.anchor})"
