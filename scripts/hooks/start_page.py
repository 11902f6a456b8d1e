"""MkDocs hook: the start page's pictures, drawn at build time (no engine in the page).

In docs/index.md, on a line of its own:
  `<!-- start:stellung N -->`   the first position of problem N as the replay shows it (hands as card
                                pictures, each marked by how its place is known: named by the text,
                                inferred °, chosen by the editors *), the book's claim and its status;
  `<!-- start:karten KEY: Name, Name; KEY: Name -->`   a row of card pictures, decorative (inside a link whose
                                text names the goal).
"""
from __future__ import annotations

import re
from html import escape

from mkdocs.utils import get_relative_url

from cards import card_html
from engine.problems import model
from engine.problems.export import replay_data
from engine.problems.evidence import STATUS_WORDS
from engine.problems.questions import QUESTIONS

DIRECTIVE = re.compile(r"<!-- start:(stellung|karten) (.+?) -->")
MARK = {"text": "", "inferred": "°", "editorial": "*"}
BASIS = {"text": "im Text genannt", "inferred": "aus dem Text erschlossen", "editorial": "editorisch gewählt"}
ROLE_IMG = re.compile(r' role="img" aria-label="[^"]*"')


def decorative(svg: str) -> str:
    """A card picture that a neighbouring text names: hidden from screen readers."""
    return ROLE_IMG.sub(' aria-hidden="true" focusable="false"', svg, count=1)


def card_row(spec: str, page_url: str) -> str:
    """„trappola36: Denari-Aß; tarok54: Mond, Sküs“ → the pictures, hidden from screen readers."""
    cards = ""
    for group in spec.split(";"):
        key, _, names = group.partition(":")
        cards += "".join(decorative(card_html(key.strip(), n.strip(), width=34, page_url=page_url))
                         for n in names.split(","))
    return f'<span class="start-karten">{cards}</span>'


def position(nr: int, page_url: str) -> str:
    """The first position of problem `nr`: who holds which card, and how the edition knows."""
    pr = next(p for p in model.load_all() if p.nr == nr)
    data = replay_data(pr)
    pack = f"tarok{len(pr.profile.pack)}"
    snap = data["snapshots"][0]
    rows = []
    for i, seat in enumerate(data["seats"]):
        cards = []
        for c in snap["hands"][i]:
            card = data["cards"][c]
            picture = decorative(card_html(pack, card["code"] or card["name"], width=40, page_url=page_url))
            label = f"{card['name']} ({BASIS[card['basis']]})"
            cards.append(f'<li class="stellung-karte stellung-karte--{card["basis"]}" title="{escape(label, quote=True)}">'
                         f'{picture}<span class="stellung-zeichen" aria-hidden="true">{MARK[card["basis"]]}</span>'
                         f'<span class="sr-only">{escape(label)}</span></li>')
        turn = " · am Zug" if snap["turn"] == seat else ""
        rows.append(f'<div class="stellung-platz"><p class="stellung-wer">{seat} · {escape(data["roles"][i])}{turn}</p>'
                    f'<ul class="stellung-hand" aria-label="Karten von {seat}">{"".join(cards)}</ul></div>')
    editorial = sum(1 for h in snap["hands"] for c in h if data["cards"][c]["basis"] == "editorial")
    total = sum(len(h) for h in snap["hands"])
    status = STATUS_WORDS.get(pr.status, pr.status)
    url = get_relative_url(f"probleme/{nr}/", page_url or ".") + "#nachspielen"
    return (f'<figure class="stellung" aria-labelledby="stellung-titel">'
            f'<figcaption id="stellung-titel"><strong>Aufgabe Nr. {nr}</strong> · {escape(pr.title)} · '
            f'Ausgangsstellung</figcaption>'
            + "".join(rows) + question_line(nr) +
            f'<p class="stellung-legende">Ohne Zeichen: Karte im Text genannt; ° aus dem Text erschlossen; '
            f'* editorisch gewählt ({editorial} von {total}). Stand: <em>{escape(status)}</em> — die '
            f'Kartenbilder des Drucks sind verloren.</p>'
            f'<p class="stellung-los"><a class="stellung-knopf" href="{escape(url, quote=True)}">Aufgabe Nr. {nr} '
            f'nachspielen</a></p></figure>')


def question_line(nr: int) -> str:
    """The problem's question as the book prints it, not its answer (the claim would give the
    Lösung away before the reader has tried; issue 24)."""
    asked = QUESTIONS[nr]
    if not asked:
        return ""
    return f'<p class="stellung-behauptung">Die Frage des Buches: {escape(" ".join(f"„{q}“" for q in asked))}</p>'


def on_page_markdown(markdown, page, config, files):
    if page.file.src_uri != "index.md" or "<!-- start:" not in markdown:
        return markdown

    def render(m: re.Match) -> str:
        kind, arg = m.groups()
        return position(int(arg), page.url) if kind == "stellung" else card_row(arg, page.url)
    return DIRECTIVE.sub(render, markdown)
