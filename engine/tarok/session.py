"""The table around the games: drawing the seats (Ulmann S. 12–13, „1. Bestimmung der Plätze“)
and the final Touren (S. 19, „9. Beendigung des Spieles“).

Seating order: a list of persons in the direction of the deal, „rechts herum“ (S. 13): each
person's right-hand neighbour follows him. The Vorhand sits to the right of the dealer (S. 13:
„Der zur Rechten des Kartengebers Sitzende — die Vorhand“), and after a deal the Vorhand deals
the next one (S. 21 „A gibt“, S. 70 „die Vorhand gibt“), so the deal passes to the right.
"""
from __future__ import annotations

import random

from ..errors import RequestError
from ..decisions import decision

SUIT_MARKS = ("Coeur", "Treff", "Pique")

DECISIONS = [
    decision("S. 12–13", "Wie liegen die Platzkarten auf dem Tisch?",
             "Rechts herum in der Reihenfolge Tarok, Coeur, Treff, Pique (zu Dreien: Tarok, Coeur, "
             "Treff); wer den Tarok zieht, sitzt auf dem Tarok-Platz und gibt zuerst.",
             "Das Buch nennt die Farben nur beispielsweise („etwa Coeur, Treff und Pique“) und "
             "keine Anordnung; für das Ergebnis (eine zufällige Sitzordnung und ein zufälliger "
             "erster Geber) ist sie gleichgültig."),
    decision("S. 13", "Und en deux?", "Keine Auslosung: die Funktion lehnt zwei Personen ab.",
             "„Bei Spielen en deux ist eine solche überflüssig.“"),
    decision("S. 19", "Welche Donnen sind die Touren?",
             "Man spielt weiter, bis der linke Nachbar des ersten Gebers gegeben hat; danach gibt "
             "jeder noch drei- bzw. sechsmal, beginnend mit dem ersten Geber und endend mit dessen "
             "linkem Nachbarn, dessen Vorhand der erste Geber ist.",
             "„so daß dieser die letzte Vorhand hat“: „dieser“ ist der Inhaber der ersten Donne "
             "(das zuletzt genannte Hauptwort). Da die Vorhand rechts vom Geber sitzt und die "
             "Donne nach rechts weitergeht, hat er die letzte Vorhand nur, wenn sein linker "
             "Nachbar zuletzt gibt; „sobald die Reihe des Kartengebens an denjenigen … kommt, "
             "welcher dem Inhaber der ersten Donne zur Linken sitzt“ ist daher als der Abschluß "
             "der laufenden Runde gelesen, nach dem „jeder Partner nur noch drei-, respective "
             "sechsmal Karten zu geben“ hat. So hat am Ende jeder gleich oft gegeben und war "
             "gleich oft Vorhand."),
    decision("Codex § 4", "Wer erhält das Pönale des Gebers, der vergeben hat?",
             "Jede andere Person am Tisch, auch der ruhende „König“; die Höhe ist eine Option "
             "(„ein im Vorhinein zu bestimmendes Pönale“). Im Tarok mit Blocks gilt statt dessen "
             "§ 23 (ein Block als neuer Kartenstamm), den die Tafelführung des Blocks-Spiels abbildet.",
             "„an jeden Theilnehmer“; der Codex unterscheidet sonst „die anderen activen "
             "Theilnehmer“ (§ 2), „Theilnehmer“ allein schließt den Ruhenden also ein."),
    decision("S. 19", "Was ist die Ehrentour?",
             "Eine weitere Runde: jeder gibt noch einmal, in derselben Folge (erster Geber bis zu "
             "seinem linken Nachbarn).",
             "„so wird gewöhnlich noch eine ‚Ehrentour‘ gemacht“; eine Tour ist eine Runde, in der "
             "jeder einmal gibt."),
]


def draw_seats(persons: list[str], rng: random.Random) -> dict:
    """S. 12–13: the places are marked by suit cards (Coeur, Treff, Pique; zu Dreien two of
    them) and a Tarok; the company draws as many other cards of these suits and a Tarok, face
    down; who draws Coeur sits at the Coeur place, and so on; who draws the Tarok deals first.

    Returns {"places": [{"place": mark, "person": name}, …] in seating order (rechts herum,
    from the Tarok place), "draws": {name: mark}, "dealer": first dealer, "vorhand": his right
    neighbour, "seating": persons in seating order from the first dealer}."""
    persons = list(persons)
    if len(persons) == 2:
        raise RequestError("Bei Spielen en deux ist eine Bestimmung der Plätze überflüssig (S. 13).")
    if len(persons) not in (3, 4) or len(set(persons)) != len(persons):
        raise RequestError("Die Plätze werden für drei oder vier verschiedene Personen gezogen (S. 12–13).")
    marks = ["Tarok"] + list(SUIT_MARKS[:len(persons) - 1])      # laid on the table, rechts herum
    cards = list(marks)                                           # the cards handed round face down
    rng.shuffle(cards)
    drawn = dict(zip(persons, cards))                             # each person draws one
    by_mark = {m: p for p, m in drawn.items()}
    seating = [by_mark[m] for m in marks]
    return {"places": [{"place": m, "person": by_mark[m]} for m in marks], "draws": drawn,
            "dealer": by_mark["Tarok"], "vorhand": seating[1], "seating": seating,
            "source": "S. 12–13"}


def right_of(seating: list[str], person: str) -> str:
    """The right-hand neighbour (the next in the direction of the deal)."""
    return seating[(seating.index(person) + 1) % len(seating)]


def left_of(seating: list[str], person: str) -> str:
    return seating[(seating.index(person) - 1) % len(seating)]


def deals_before_touren(seating: list[str], first_dealer: str, deals_played: int) -> int:
    """How many deals remain, after `deals_played` deals since the first one, until the deal has
    come round to the first dealer's left neighbour, i.e. until the Touren begin (S. 19)."""
    n = len(seating)
    if first_dealer not in seating:
        raise RequestError(f"Unbekannter Geber „{first_dealer}“.")
    return (-deals_played) % n


def touren(seating: list[str], first_dealer: str, count: int = 3, all_passed_last: bool = False) -> list[dict]:
    """S. 19: the final Touren, three or six: every person deals `count` more times, beginning
    with the first dealer and ending with his left neighbour, so that the first dealer has the
    last Vorhand; if everybody passed on the last deal, an „Ehrentour“ (one more round) follows.
    Returns one {"tour", "dealer", "vorhand", "ehrentour"} per deal. With four persons at a game
    of three the dealer rests („König“, S. 12) and his right neighbour is still the Vorhand."""
    if count not in (3, 6):
        raise RequestError("Angesagt werden drei oder sechs Touren (S. 19).")
    if first_dealer not in seating:
        raise RequestError(f"Unbekannter Geber „{first_dealer}“.")
    start = seating.index(first_dealer)
    order = [seating[(start + i) % len(seating)] for i in range(len(seating))]
    out = []
    rounds = count + (1 if all_passed_last else 0)
    for r in range(rounds):
        for dealer in order:
            out.append({"tour": r + 1, "dealer": dealer, "vorhand": right_of(seating, dealer),
                        "ehrentour": r == count})
    return out
