"""What the Hundertspiel's text leaves open and how the engine decides it (shown on the rule
page with the § and the reasoning)."""
from __future__ import annotations

from ...decisions import decision
from .rules import HREF


def _d(par: int | str, question: str, answer: str, reason: str) -> dict:
    return decision(f"Hundertspiel § {par}", question, answer, reason, HREF.format(str(par).split("–")[0]))


DECISIONS = [
    _d(3, "Welche Farbe ist Trumpf, wenn jeder Spieler eine feste Farbe hat?",
       "Trumpf ist die feste Farbe des Gebers (A Bastoni, B Coppi, C Denari, D Spadi); unter "
       "Dreyen die der Plätze A, B, C.",
       "§ 3 ersetzt das Abheben durch den Geber; an dessen Stelle tritt seine Farbe, so wechselt "
       "der Trumpf wie bisher mit dem Geben."),
    _d(8, "Darf mehr als ein Sechs und Zwanziger oder Zwey und fünfziger in einem Spiel "
          "aufgelegt werden?",
       "Nein: das erste Auflegen gilt; danach folgen nur noch Contra, Recontra, Supra-Contra.",
       "Nur einer kann den letzten Stich machen; §§ 9–10 beschreiben das Ansagen als eine Folge "
       "Auflegen – Contra – Recontra – Supra-Contra."),
    _d(11, "Welcher Zwey und fünfziger wird angesagt: der erste Stich mit dem Atout-Do (§ 21) "
           "oder zwey Do auf die beyden letzten Stiche (§ 23)?",
       "Angesagt wird der Zwey und fünfziger des § 23: zwey aufgelegte Do, mit denen der Ansager "
       "die beyden letzten Stiche macht. Der erste Stich mit dem Atout-Do zählt 52 ohne Ansage.",
       "§ 34 lässt ein angesagtes Spiel ‚die Taille beenden‘, es entscheidet sich also am Ende; "
       "§ 38 behandelt den ersten Stich als Gefahr, die der Gegner verhindert, nicht als Ansage."),
    _d(10, "Was zahlen Recontra und Supra-Contra?",
       "Jede Stufe verdoppelt wieder: Contra 2fach (§ 32), Recontra 4fach, Supra-Contra 8fach.",
       "Der Text nennt nur das Contra als Verdoppelung (§§ 32, 33); die Steigerungen folgen "
       "derselben Regel."),
    _d(12, "Was gilt, wenn der erste Ausspieler nicht fragt, „ob etwas aufgelegt werde“?",
       "Die Vorhand kann ohne Frage ausspielen (Handlung „ausspielen“): dann legt niemand vorher "
       "auf; die Gegner dürfen im ersten Stich, ehe er voll ist, einen Do auflegen (Sechs und "
       "Zwanziger oder Zwey und fünfziger), der Partner des Ausspielers nicht. Contra folgt "
       "darauf nicht.",
       "§ 12: „so können auch seine Gegner nach dem ersten Ausspielen, ehe der Stich gemacht ist, "
       "auflegen … Der Freund oder Helfer des Ausspielers wird … des Auflegens verlustig“; das "
       "Contra der §§ 9–10 antwortet auf ein Auflegen vor dem Ausspielen, im laufenden Stich ist "
       "dafür kein Ort vorgesehen."),
    _d(15, "Was folgt aus der Pflicht, die fehlende vierte Figur zu nennen?",
       "Die Engine vermerkt bei drey angesagten Figuren die Farbe der fehlenden vierten (bei der "
       "Ansage); am Zählen ändert das nichts.",
       "§ 15 regelt nur eine Auskunft „auf Verlangen der Gegenpartey“ nach dem nächsten Stich."),
    _d(16, "Wann dürfen drey oder vier Aß angesagt werden?",
       "Mit der Option „Drei oder vier Aß erst im Spiel ansagen“ im Spiel (Handlung „asse“ vor dem "
       "eigenen Zug), solange noch keines der eigenen Aß einen Stich gemacht hat; sie zählen von da an. Sonst sagt die "
       "Engine sie vor dem ersten Ausspielen an.",
       "§ 16: „können während des Spieles angesagt werden … jedoch mit dem Unterschiede, daß der "
       "Spieler vor dem Ansagen noch keines seiner Aße eingestochen hat“."),
    _d(30, "Was gilt, wenn sich eine Parthey aussagt?",
       "Beim Spiel um eine Parthie (Option „Stand der Parthie“) kann jede Parthey sich vor einem Ausspielen "
       "aussagen (Handlung „aussagen“). Gezählt werden nur die schon vollen Stiche (§ 28). Hat sie "
       "hundert, gewinnt sie die Parthie, auch wenn die andere ebenfalls hundert hat (§ 29); sonst "
       "zahlt sie sie jeder anderen Parthey als verloren (§ 30; Matsch unter fünfzig). Das Spiel "
       "wird zu Ende gespielt; was danach fällt, zählt für die neue Parthie.",
       "§ 29: „so gewinnt die aussagende Parthey, wenn auch die gegenseitige hundert oder mehr "
       "Points zählte“; § 30: „hat das Spiel als verloren zu bezahlen, wenn auch die Gegenparthey "
       "noch nicht hundert hätte. Hierbey ist ganz vorzüglich auf das §. 28. Gesagte zu merken“."),
    _d(14, "Werden gehaltene Figuren, Aß und Do's angesagt?",
       "Die Engine sagt für jeden Spieler alle gehaltenen drey oder vier Gleichen vor dem ersten "
       "Ausspielen an (nach dem Kauf); sie zählen nach § 20.",
       "Ansagen bringt nur Points; dass Aß nach § 16 später angesagt werden dürfen, ändert die "
       "Zahl nicht."),
    _d(22, "Zählt nur der Atout-Do, oder jeder Do, der einen Stich macht?",
       "Jeder Do, der einen Stich macht, zählt 10 (der letzte 20); nur der erste Stich mit 52 "
       "verlangt den Atout-Do.",
       "§ 22 sagt ‚Jeder Do‘, § 21 ausdrücklich ‚Atout-Do‘; da man nicht Farbe bekennen muss "
       "(§ 35), kann auch ein anderer Do stechen."),
    _d(24, "Was zählen vier Do auf den vier letzten Stichen?",
       "72 für die drey letzten (§ 24) und 10 für jeden weiteren (§ 22).",
       "Der Text hält schon drey für ‚einen höchst seltenen Fall‘ und nennt keine höhere Zahl."),
    _d(26, "Wie zahlt im Spiel zu Dreyen der Verlierer die Parthie und den Matsch?",
       "Der Gewinner erhält von jedem Gegner eine Marke, von einem Gegner unter 50 Points zwey.",
       "§ 25 sagt ‚von jedem der beyden Gegner eine Marke‘; § 52: jeder schreibt für sich."),
    _d(34, "Wann gilt ‚alt und neu‘?",
       "Erreicht eine Partey im Laufe eines Spiels hundert, so zählt alles Weitere dieses Spiels "
       "für die neue Parthie; war ein Sechs und Zwanziger oder Zwey und fünfziger angesagt, wird "
       "zu Ende gespielt, aber nichts auf die neue Parthie gezählt.",
       "So § 34; die Engine zählt Ansagen und Stiche in der Reihenfolge, in der sie geschehen "
       "(erst die Ansagen von der Vorhand an, dann Stich für Stich), darum kann nie unentschieden "
       "sein, wer zuerst hundert hat (vgl. § 29)."),
    _d(35, "Muss man Farbe bekennen oder stechen?",
       "Nein: jede Karte darf gespielt werden; nur wenn Atout ausgespielt ist, muss Atout "
       "zugegeben werden, solange man welches hat. Überstechen ist nie Pflicht.",
       "§ 35 wörtlich; § 36 nennt das Überstechen nur als Gewohnheit."),
    _d(44, "Was geschieht, wenn bey vier Personen mit Scat niemand ansagt und niemand kauft?",
       "Die Karten werden zusammengeworfen (neues Geben), es wird nichts gezählt.",
       "Nach § 48 gilt mit Scat nur die angesagte Farbe als Atout; ohne Spiel gibt es keinen "
       "Trumpf."),
    _d(46, "Was zahlt ein Sechs und Zwanziger mit Scat, und in welcher Farbe darf der Käufer "
           "spielen?",
       "Mit Scat wird nur der Sechs und Zwanziger angesagt (§ 43); er zahlt den Farbenwerth "
       "(Spadi 1, Denari 2, Coppi 3, Bastoni 4 Marken) statt der zwey Marken des § 31, mit "
       "Contra doppelt. Der Käufer wählt nach dem Ablegen eine "
       "Farbe, deren Do er hält (hält er keinen, jede Farbe; dann ist sein Spiel verloren).",
       "§ 46: ‚meistens ist letzteres zugleich eingeführt‘; § 47: der Käufer ‚bestimmt … in "
       "welcher Farbe er spielen wolle‘; ohne den Do ist kein Sechs und Zwanziger denkbar (§ 37)."),
    _d(49, "Wem zählt der Scat im Spiel zu Dreyen mit Scat, und wird dort gekauft?",
       "Die drey Blätter werden nicht gekauft; ihre Points zählen dem Ansager eines Spiels, ohne "
       "Ansage niemandem. Trumpf ist wie ohne Scat die Farbe des Gebers (§ 3).",
       "§ 53 sagt ‚unbesehen beseitigt‘; § 49 gibt den Scat ‚dem Spieler‘; Kauf und Farbenvorzug "
       "beschreibt der Text nur für vier Personen (§§ 44–48)."),
]
