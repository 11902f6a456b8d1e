"""Typed interventions ({zahl:…}, {konj:…}, {sic:…}, {zus:…}, {zeichen:…}) as the reader sees
them: a marked span with a tooltip. Used by the reading texts and by the problem pages, which
quote the Aufgaben and Lösungen."""
from __future__ import annotations

import html
import re

from .reading import MARK, MARK_NOTE, MARK_TYPES

# How each typed intervention is shown in the text (class, tooltip)
MARK_TITLES = {
    "number": "Zahl vom Herausgeber wiederhergestellt (siehe Apparat)",
    "conjecture": "Vom Herausgeber ergänzt oder vermutet (siehe Apparat)",
    "sic": "Druckfehler der Vorlage berichtigt; gedruckt: {orig}",
    "addition": "Zusatz des Herausgebers, nicht in der Vorlage",
    "symbol": "Zeichen vom Herausgeber gesetzt; Vorlage: {orig}",
}
REFERENCE_BEFORE = re.compile(r"(?:Nr\.|§|Seite|S\.)\s*$")


def render_mark(m: re.Match) -> str:
    kind = MARK_TYPES[m.group(1)]
    body = MARK_NOTE.sub("", m.group(2))
    orig, reading = body.split("→", 1) if kind in ("sic", "symbol") and "→" in body else ("", body)
    if kind == "number" and REFERENCE_BEFORE.search(m.string[:m.start()]):
        return reading    # „Aufgabe Nr. 15“ stays one piece of text, so that it can become a link
    title = html.escape(MARK_TITLES[kind].format(orig=orig or "—"), quote=True)
    return f'<span class="eingriff eingriff-{kind}" title="{title}">{reading}</span>'


def render_marks(text: str) -> str:
    """Every typed mark of `text` as a marked span."""
    return MARK.sub(render_mark, text)
