"""Penalties of Tarock à l'Hombre („Compagnie-Regeln“, Prag und Wien, vor 1800, §§ 1–15).

Three persons: the Spieler (Hombre) against two. A game is paid by its Consolation and so many
points or Marquen for every point made over the game or missing (§ 7); the one great penalty
(§ 6) is to pay the whole game double; the Volte (§ 14) has its own Consolations. These are
pure functions over a `core.Settlement`, for the Tarok profiles to call; the rules of play in
§§ 8–13 and 15 belong to those profiles. The points over or under the game are an input: the
manuscript does not say how many points a game needs.
"""
from __future__ import annotations

from ..core import Settlement
from ..decisions import decision
from ..errors import RequestError

SOURCE = "Regeln des Tarock-spiels à l'Hombre (Compagnie-Regeln), §§ 1–15"
HREF = "texte/tarock-hombre.md#p{}"

CONTRACTS = ("à trois", "à deux", "à un", "Sans-prendre")   # § 2 (à un, à deux …), § 7
CONSOLATION = {"Sans-prendre": 50, "à un": 30, "à deux": 20, "à trois": 10}     # § 7
PER_POINT = {"Sans-prendre": 5, "à un": 3, "à deux": 2, "à trois": 0}          # § 7, § 14
VOLTE = {"à deux": 200, "à un": 300, "Sans-prendre": 500}                       # § 14

# § 6 (and § 3, which refers to it): the faults that cost the whole game double.
FAULTS = {
    "renonce": ("Farbe verläugnet", 6),
    "skar-zahl": ("zu viel oder zu wenig Karten in den Skar gelegt", 6),
    "skar-vergessen": ("den Skar zu legen vergessen", 6),
    "skar-fremd": ("den Skar gelegt, ohne die Karten gegeben zu haben", 6),
    "zu-viel-karten": ("Karten genommen, ohne eben soviel zurückzugeben", 3),
}


def _d(par: int, question: str, answer: str, reason: str) -> dict:
    return decision(f"Tarock à l'Hombre § {par}", question, answer, reason, HREF.format(par))


DECISIONS = [
    _d(7, "Was zahlt ein Spiel, und wer zahlt wem?",
       "Wert = Consolation + Points-Satz × Points über dem Spiel oder daran fehlend; gewinnt der "
       "Spieler, zahlt ihm jeder der beiden anderen den Wert, verliert er, zahlt er ihn jedem.",
       "§ 6 rechnet so: der verlierende Spieler ‚bezahlt … an den 3ten‘ und an den 2ten, der "
       "gewinnende bekommt ‚einmal dem Spieler vor das Gewinnen‘ von jedem."),
    _d(7, "Zahlt man bei à trois Points?",
       "Nein, nur die 10 Consolation.",
       "‚à trois spielt man nicht, man bezahlt blos 10. Consolation‘."),
    _d(6, "Wer erhält die doppelte Zahlung des § 6?",
       "Der Fehlende zahlt das Spiel (seinen Wert) als Strafe einmal an jeden der beiden anderen, "
       "zusätzlich zur gewöhnlichen Zahlung, auch wenn der Spieler verliert und der Fehlende "
       "sein Gegner ist.",
       "Diese eine Regel ergibt alle vier Fälle des § 6: der fehlende Spieler gewinnt → ihm wird "
       "nichts bezahlt; er verliert → er zahlt doppelt; ein Gegner fehlt und der Spieler gewinnt → "
       "der Spieler bekommt dreimal vom Fehlenden, der 2te zahlt nichts; ein Gegner fehlt und der "
       "Spieler verliert → der Spieler zahlt nur an den 3ten (beim Fehlenden heben sich Zahlung "
       "und Strafe). Dass der 3te dann auch vom Fehlenden die Strafe erhält, sagt der Text nicht "
       "ausdrücklich; § 7: ‚der dritte findet sich allein am besten darbei‘."),
    _d(7, "Was gilt bei mehreren Fehlern?",
       "Jeder Fehlende zahlt seine Strafe wie in § 6; das Spiel selbst wird gewöhnlich bezahlt.",
       "‚so bezahlt ein jeder Fehlender seine Strafe … das Spiel selbst aber bleibt dabei "
       "ohnverändert‘."),
    _d(14, "Was zahlt die Volte?",
       "Gewonnen: Volte-Consolation (à deux 200, à un 300, Sans-prendre 500) und die Points wie "
       "gewöhnlich (2, 3, 5 je Point). Verloren: der Spieler zahlt die Volte-Consolation, "
       "abzüglich der Points, die er über sein Spiel gewonnen hat (fehlten ihm Points, zahlt er "
       "sie dazu).",
       "§ 14: ‚Verliert er sie alsdann, ist er sie zu bezahlen verbunden. Es werden ihm aber die "
       "gewonnenen Points davon abgerechnet. … benebst denen Points, wie sie ordinaire bezahlt "
       "werden, nemlich 2, 3 bis 5.‘"),
    _d(7, "Die zweite, maschinell gelesene Fassung nennt für à un ‚fünf Points‘ je Point und "
          "für die Volte Sans-prendre ‚300‘.",
       "Es gilt das saubere Transkript: à un 3 je Point, Volte Sans-prendre 500.",
       "Die zweite Lesung ist stark verderbt (‚Geil‘ für ‚Spiel‘); ihre Zahlen folgen nicht der "
       "Reihe 2, 3, 5 und 200, 300, 500 des Transkripts."),
    _d(5, "Was kostet das Vergeben?",
       "Nichts: das Spiel ist cassirt, der Skar geht weiter (`misdeal`).",
       "§ 5 nennt keine Zahlung."),
]


def _check(contract: str, table: dict) -> None:
    if contract not in table:
        raise RequestError(f"Unbekanntes Spiel „{contract}“; möglich sind "
                           + ", ".join(f"„{c}“" for c in table) + " (§ 7).")


def game_value(contract: str, points: int = 0) -> int:
    """§ 7: Consolation + per point made over the game or missing (`points`, either sign)."""
    _check(contract, CONSOLATION)
    return CONSOLATION[contract] + PER_POINT[contract] * abs(points)


def settle(contract: str, won: bool, points: int = 0,
           offenders: tuple[tuple[str, str], ...] = (),
           persons: tuple[str, str, str] = ("Spieler", "2ter", "3ter")) -> Settlement:
    """Payments of one game among three persons (index 0 the Spieler). `points`: over (+) or
    under (−) the game; `offenders`: (person, fault) for every § 6 fault (key of FAULTS)."""
    value = game_value(contract, points)
    s = Settlement(persons=list(persons))
    s.won = won
    if won:
        s.pay(f"{contract} gewonnen", value, [1, 2], [0], "§ 7")
    else:
        s.pay(f"{contract} verloren", value, [0], [1, 2], "§ 7")
    for name, fault in offenders:
        if name not in persons:
            raise RequestError(f"„{name}“ spielt nicht mit; Personen: {', '.join(persons)}.")
        if fault not in FAULTS:
            raise RequestError(f"Unbekannter Fehler „{fault}“; möglich sind "
                               + ", ".join(f"„{f}“ ({t})" for f, (t, _) in FAULTS.items()) + ".")
        text, par = FAULTS[fault]
        who = persons.index(name)
        s.pay(f"Strafe ({name}: {text})", value, [who], [p for p in range(3) if p != who],
              f"§ {par}, § 6")
    s.summary = (f"{contract}: Wert {value} ({CONSOLATION[contract]} Consolation + "
                 f"{PER_POINT[contract]} × {abs(points)} Points)")
    return s


def volte(contract: str, won: bool, points: int = 0,
          persons: tuple[str, str, str] = ("Spieler", "2ter", "3ter")) -> Settlement:
    """§ 14: the Volte (only if agreed beforehand, announced with the last eight cards)."""
    _check(contract, VOLTE)
    base, rate = VOLTE[contract], PER_POINT[contract]
    s = Settlement(persons=list(persons))
    s.won = won
    if won:
        s.pay(f"Volte {contract} gewonnen", base + rate * abs(points), [1, 2], [0], "§ 14")
    else:
        s.pay(f"Volte {contract} verloren", max(0, base - rate * points), [0], [1, 2], "§ 14")
    return s


def misdeal() -> Settlement:
    """§ 5: „so ist das Spiel cassirt, und der Skar gehet weiter“ — nothing is paid."""
    s = Settlement(persons=["Spieler", "2ter", "3ter"])
    s.summary = "Vergeben: das Spiel ist cassirt, der Skar geht weiter (§ 5)."
    return s
