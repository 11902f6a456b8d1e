"""The question of each Aufgabe, quoted from the reading text (`docs/texte/ulmann/12-aufgaben.md`;
the tests check every quotation there): what the reader is asked to find. Nr. 12 prints no
question; its task is the claim of the Lösung."""
from __future__ import annotations

import re

QUESTIONS = {
    1: ["Welche der beiden Parteien gewinnt das Spiel?"],
    2: ["Wie saßen die Karten der Gegner?", "Wie wurde gespielt?"],
    3: ["Welche Karten hatte er und wie ist der Gang des Spieles?"],
    4: ["Wie war die Kartenvertheilung und wie wurde gespielt?"],
    5: ["Welche Karten hatte der Spieler und wie waren die übrigen Karten vertheilt?"],
    6: ["Welche Karten hatte er und wie mußte er spielen?"],
    7: ["Wie waren die übrigen Karten vertheilt und wie ist der Gang des Spieles?"],
    8: ["Wie waren die übrigen Karten vertheilt und wie mußte gespielt werden?"],
    9: ["Welche Karten besaß sie und wie waren die übrigen Karten vertheilt?"],
    10: ["wie muß er spielen?"],
    11: ["wie muß er spielen?"],
    12: [],
    13: ["Welche Karten hatte er und wie waren die übrigen Karten vertheilt?"],
    14: ["Wie waren die übrigen Karten vertheilt?"],
    15: ["Welchen der drei Talontheile mußte B aufnehmen, welche Karten verlegen und wie muß er spielen, "
         "wenn er die Partie gewinnen soll?"],
    16: ["Wie sitzen die Karten der beiden anderen Theilnehmer (B und D), und wie ist der Gang des "
         "Spieles, wenn A mit seinem Helfer die Partie gewinnt und nicht allein den gerufenen König, "
         "sondern auch den Pagat ultimirt?"],
    17: ["Welche Karten besitzt C, welche enthält der Talon und wie ist der Gang des Spieles, wenn C nicht "
         "allein den Pagat ultimirt, sondern überdies mit seinem Aiden Volat macht?"],
    18: ["Wie waren die übrigen Karten vertheilt und wie muß gespielt werden, wenn Vorhand mit ihrem "
         "Aiden nicht allein den Solo gewinnen, sondern auch den gerufenen König ultimiren soll?"],
    19: ["Welche Karten hat er aufgenommen und welche verlegt?",
         "Wie waren die übrigen Karten vertheilt und wie ist der Gang des Spieles?"],
    20: ["wie saßen ihre Karten und wie wurde gespielt?"],
    21: ["Welche Karten hatte der Gegner?"],
    22: ["Wie muß A spielen, um dem Aufnehmer Gelegenheit zu einem, wenn auch anscheinend geringfügigen "
         "Fehler zu geben, welcher die absolut auf Gewinn stehende Partie des letzteren zu Fall bringen würde?"],
    23: ["Welcher der beiden Combattanten gewinnt das Spiel?"],
    24: ["Wie muß A spielen, wenn er die Partie gewinnen soll?"],
    25: ["Wie war das möglich?"],
    26: ["spielen?"],
    27: ["Wie waren die übrigen Karten vertheilt und wie wurde gespielt?"],
    28: ["Wie müssen die Karten der Gegner sitzen und wie muß gespielt werden, wenn der Spieler keinen "
         "Stich machen, mithin Volat werden und Vorhand überdies den Pagat ultimiren soll?"],
    29: ["welche Karten besaß er?"],
    30: ["Wie waren die übrigen Karten vertheilt und wie ist der Gang des Spieles?"],
    31: ["welche Karten hatte er und wie waren die übrigen Karten vertheilt?"],
    32: ["Welche Karten wurden verlegt und wie müssen die der Gegner sitzen, wenn jedem derselben der "
         "Stand der Partie noch vor dem ersten Ausspielen vollkommen klar sein und der Spieler Alles "
         "verlieren soll?"],
    33: ["welche Karten mußte er haben, wenn seine Contremeldungen unverlierbar sein sollen?",
         "Wie ist der Gang des Spieles?"],
}

ASKS_DEAL = re.compile(r"Karten|[Vv]ertheil|verlegen|verlegt|aufgenommen|Talontheile|enthält")
ASKS_PLAY = re.compile(r"[sS]piel(?!er)|gewinnt|möglich")


def parts(nr: int) -> list[str]:
    """What the question asks for: "deal" (which cards / how they were distributed) and/or
    "play" (how it is played, who wins). A problem without a question is played."""
    asked = " ".join(QUESTIONS[nr])
    out = [k for k, rx in (("deal", ASKS_DEAL), ("play", ASKS_PLAY)) if rx.search(asked)]
    return out or ["play"]
