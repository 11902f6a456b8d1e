"""Rule tables drawn from the engine's profiles (one source of truth): ranking with the card
pictures, card values, counting, contracts, premiums, the rules of following suit, and the
engine's editorial decisions of a variant. Each function returns Markdown (with inline HTML for
the card pictures); sources are citations (`[[Ulmann S. 52]]`) that the hook turns into links.

The tables read only public attributes of a profile (engine/core.py, „PROFILE INTERFACE“):
pack, suit_names, trump_suit, suit/power/points per card, must_follow …, contracts, premiums,
threshold, total_points, decisions.
"""
from __future__ import annotations

import functools
import re
from html import escape

from cards import card_html
from engine.api import run
from engine.core import mask_of, new_game
from engine.variants import describe, describe_premium, get_profile

from .citations import decision_anchor

THIRDS = ["", "⅓", "⅔"]


def cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def thirds(n: int) -> str:
    whole, rest = divmod(n, 3)
    return f"{whole or ''}{THIRDS[rest]}" or "0"


SOURCE_PART = re.compile(r"^(?P<text>Codex|Hundertspiel|Whist|Kauflabet|Pierer|Ulmann)?,?\s*"
                         r"(?P<sign>S\.|§§?\.?|Nr\.)\s*(?P<nums>[0-9]+(?:\s*[–-]\s*[0-9]+)?"
                         r"(?:,\s*[0-9]+(?:\s*[–-]\s*[0-9]+)?)*)(?P<rest>.*)$")


def cite(source: str) -> str:
    """An engine source („S. 52“, „S. 55; Codex § 27“, „Codex §§ 9, 11, 13“, „Whist S. 10“) as
    citations, one per place; the text is the page's `quelle:` unless the source names one."""
    out = []
    for part in (p.strip() for p in str(source).split(";")):
        m = SOURCE_PART.match(part)
        if not m:
            out.append(cell(part))
            continue
        text = f"{m.group('text')} " if m.group("text") and m.group("text") != "Ulmann" else ""
        sign = "§" if m.group("sign").startswith("§") else m.group("sign")
        places = [n.strip() for n in m.group("nums").split(",")]
        out.append(", ".join(f"[[{text}{sign} {n}]]" for n in places) + cell(m.group("rest")))
    return "; ".join(out) or "—"


def is_tarok(profile) -> bool:
    return hasattr(profile, "threshold") and hasattr(profile, "TAROKS")


def suits_by_rank(profile) -> list[tuple[str, list[int]]]:
    """(suit name, card ids highest first) per suit; the fixed trump suit first."""
    order = list(range(len(profile.suit_names)))
    if profile.trump_suit is not None:
        order.remove(profile.trump_suit)
        order.insert(0, profile.trump_suit)
    out = []
    for s in order:
        ids = [i for i in range(len(profile.pack)) if profile.suit[i] == s]
        out.append((profile.suit_names[s], sorted(ids, key=lambda i: -profile.power[i])))
    return out


def outside_ranking(p) -> list[int]:
    """Trumps that do not win even against the lowest trump they follow (Groß-Tarok's Sküs,
    Ulmann S. 154: „er kann weder stechen, noch auch gestochen werden“), by the engine's
    trick_winner."""
    if p.trump_suit is None:
        return []
    state = new_game(p, seed=1)
    trumps = [i for i in range(len(p.pack)) if p.suit[i] == p.trump_suit]
    lowest = min(trumps, key=lambda i: p.power[i])
    return [c for c in trumps if c != lowest and p.trick_winner(state, 0, (lowest, c)) != 1]


def _row(p, label: str, ids: list[int], page_url: str) -> str:
    pics = "".join(card_html(p, i, width=28, page_url=page_url) for i in ids)
    names = ", ".join(escape(p.card_name(i)) for i in ids)
    return (f'| {label} | <span class="kartenfolge" aria-hidden="true">{pics}</span>'
            f'<span class="rang-namen">{names}</span> |')


def ranking(key: str, page_url: str) -> str:
    """Per suit the cards from highest to lowest, as pictures and names; a card that stands
    outside the ranking in the engine's trick_winner gets a row of its own."""
    p = get_profile(key)
    outside = outside_ranking(p)
    lines = ['| Farbe | Rangfolge, von der höchsten zur niedrigsten Karte |', "|---|---|"]
    for name, ids in suits_by_rank(p):
        label = f"{name} (Trumpf)" if is_tarok(p) and name == p.suit_names[p.trump_suit] else name
        lines.append(_row(p, label, [i for i in ids if i not in outside], page_url))
    if outside:
        lines.append(_row(p, "außer der Rangfolge: sticht nicht und wird nicht gestochen", outside, page_url))
    return "\n".join(lines) + f"\n\n*Aus der Regel-Engine erzeugt ({len(p.pack)} Karten).*"


def trump_ranking(key: str, trump: int) -> list[int]:
    """The trumps when suit `trump` is trump, highest first, as the engine's trick_winner ranks
    them: a trump is a card that wins against the lowest card of a led suit other than its own;
    two trumps are ordered by which wins when one leads and the other follows (so Kauflabet's
    Bube of the same colour shows up as the second trump)."""
    p = get_profile(key)
    state = new_game(p, seed=1)
    state.trump, state.phase = trump, "play"
    lowest = {s: min((i for i in range(len(p.pack)) if p.suit[i] == s), key=lambda i: p.power[i])
              for s in range(len(p.suit_names)) if s != trump}

    def is_trump(c: int) -> bool:
        return p.suit[c] == trump or any(
            p.trick_winner(state, 0, (low, c)) == 1 for s, low in lowest.items() if s != p.suit[c])

    order = functools.cmp_to_key(lambda a, b: -1 if p.trick_winner(state, 0, (b, a)) == 1 else 1)
    return sorted((c for c in range(len(p.pack)) if is_trump(c)), key=order)


def trumps(key: str, page_url: str) -> str:
    """For a game whose trump suit changes: the trumps for each trump suit, from the engine."""
    p = get_profile(key)
    lines = ["| Trumpf | Trümpfe, vom höchsten zum niedrigsten |", "|---|---|"]
    for s, name in enumerate(p.suit_names):
        ids = trump_ranking(key, s)
        pics = "".join(card_html(p, i, width=28, page_url=page_url) for i in ids)
        lines.append(f'| {name} | <span class="kartenfolge" aria-hidden="true">{pics}</span>'
                     f'<span class="rang-namen">{", ".join(escape(p.card_name(i)) for i in ids)}</span> |')
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt: wie sie die Stiche entscheidet.*"


def values(key: str) -> str:
    """Card values as the variant counts them (Tarok: in thirds of a point)."""
    p = get_profile(key)
    groups: dict[int, list[int]] = {}
    for i in range(len(p.pack)):
        groups.setdefault(p.points[i], []).append(i)
    tarok = is_tarok(p)
    lines = ["| Wert | Karten |", "|---:|---|"]
    for value in sorted(groups, reverse=True):
        shown = thirds(value) if tarok else str(value)
        lines.append(f"| {shown} | {cell(', '.join(p.card_name(i) for i in groups[value]))} |")
    total = sum(p.points) // 3 if tarok else sum(p.points)
    return "\n".join(lines) + f"\n\n*Aus der Regel-Engine erzeugt; alle Karten zusammen: {total} Points.*"


def counting(key: str) -> str:
    """Tarok: points in the pack, points needed to win, how piles are counted."""
    p = get_profile(key)
    rows = [("Karten im Spiel", len(p.pack)), ("Spieler", p.n_seats), ("Karten je Hand", p.hand_size)]
    if getattr(p, "talon_size", None) is not None:
        rows.append(("Talon", p.talon_size))
    if is_tarok(p):
        rows += [("Points aller Karten", p.total_points),
                 ("zum Gewinn nötig (Spieler bzw. seine Partei)", f"{p.threshold} Points")]
    lines = ["| | |", "|---|---:|"] + [f"| {a} | {b} |" for a, b in rows]
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt.*"


def contracts(key: str) -> str:
    """The games of a variant, lowest first, with value, talon and partner."""
    p = get_profile(key)
    lines = ["| Spiel | Wert | Talonkarten | Partner | Stelle |", "|---|---:|---:|---|---|"]
    for c in p.contracts:
        partner = "ruft einen König" if not c.alone else "allein"
        lines.append(f"| {cell(c.name)} | {c.value} | {c.buy or '—'} | {partner} | {cite(c.source)} |")
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt; vom niedrigsten zum höchsten Spiel.*"


def premium_rows(rows, source) -> list[str]:
    """Table rows of premiums as `engine.variants.describe_premium` gives them; `source` renders
    the cell of the premium's place in the text (a citation link, or the plain reference)."""
    out = []
    for r in rows:
        ann = "—" if r["announced"] is None else r["announced"]
        alt = "; ".join(f"{a['case']}: {a['value']}" for a in r["alt"]) or "—"
        out.append(f"| {cell(r['name'])} | {r['base']} | {ann} | {cell(alt)} | {cell(r['paid_by'])} | "
                   f"{cell(r['paid_to'])} | {source(r['source'])} |")
    return out


def premiums(key: str) -> str:
    p = get_profile(key)
    rows = [describe_premium(p, x) for x in getattr(p, "premiums", {}).values()]
    lines = ["| Prämie | still | angesagt | in anderen Fällen | zahlt | erhält | Stelle |",
             "|---|---:|---:|---|---|---|---|"] + premium_rows(rows, cite)
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt; Werte im niedrigsten Spiel.*"


FOLLOW_RULES = (
    ("follow", "Die ausgespielte Farbe bedienen, wenn man sie hat"),
    ("trump", "Hat man die Farbe nicht: mit Trumpf stechen, wenn man einen hat"),
    ("trump_on_trump", "Ist Trumpf ausgespielt: Trumpf zugeben, wenn man einen hat"),
    ("overtrump", "Ist Trumpf ausgespielt: höher stechen, wenn man kann"),
    ("overruff", "Hat man die Farbe nicht und hat schon jemand gestochen: höher stechen, wenn man kann"),
    ("head", "In der Farbe höher bedienen, wenn man kann"),
)


def follow_duties(key: str) -> dict[str, bool]:
    """What the engine's `legal_cards` demands in five test situations (the profile's own rule,
    also where a profile replaces the follow flags, as the Hundertspiel does): rule → duty."""
    p = get_profile(key)
    state = new_game(p, seed=1)
    trump = p.trump_suit if p.trump_suit is not None else 0
    plain = next(s for s in range(len(p.suit_names)) if s != trump)
    other = next(s for s in range(len(p.suit_names)) if s not in (trump, plain))
    ranked = {s: sorted((i for i in range(len(p.pack)) if p.suit[i] == s), key=lambda i: -p.power[i])
              for s in (trump, plain, other)}
    low_other = ranked[other][-1]

    def allowed(trick: list[int], hand: list[int], card: int) -> bool:
        seat = len(trick)
        state.phase, state.trump, state.leader, state.turn = "play", trump, 0, seat
        state.trick, state.hands = list(trick), [0] * p.n_seats
        state.hands[seat] = mask_of(hand)
        return bool(p.legal_cards(state, seat) >> card & 1)

    t, f = trump_ranking(key, trump), ranked[plain]       # the trumps in the engine's own order
    duties = {"follow": not allowed([f[1]], [f[2], t[-1], low_other], low_other),
              "trump": not allowed([f[1]], [t[-1], low_other], low_other),
              "trump_on_trump": not allowed([t[2]], [t[-1], low_other], low_other),
              "overtrump": not allowed([t[2]], [t[0], t[-1]], t[-1]),
              "head": not allowed([f[2]], [f[0], f[-1]], f[-1])}
    # a third hand, void in the led suit, after the second has trumped (not with two hands)
    duties["overruff"] = None if p.n_seats < 3 else not allowed([f[1], t[3]], [t[0], t[-1]], t[-1])
    return duties


def follow(key: str) -> str:
    """The rules of following suit as the engine applies them (follow_duties)."""
    duties = follow_duties(key)
    lines = ["| Regel | Pflicht? |", "|---|---|"]
    lines += [f"| {text} | {'—' if duties[rule] is None else 'ja' if duties[rule] else 'nein'} |"
              for rule, text in FOLLOW_RULES]
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt: ihre Antwort in sechs Probelagen (— : mit zwei Händen gibt es den Fall nicht).*"


def decisions(key: str) -> str:
    """The engine's editorial decisions of a variant, each linked to the page of decisions."""
    out = []
    for i, d in enumerate(describe(key)["decisions"]):
        out.append(f"- **{cell(d.get('question', ''))}** {cell(d.get('decision', ''))} "
                   f"([Begründung](entscheidungen.md#{decision_anchor(key, i)}); Stelle: {cite(d['source'])})")
    return "\n".join(out)


TABLES = {"rangfolge": ranking, "truempfe": trumps, "gewinnpunkte": lambda key: gains(key), "kartenwerte": values, "zaehlen": counting, "spiele": contracts,
          "praemien": premiums, "bedienen": follow, "entscheidungen": decisions}
NEEDS_PAGE = {"rangfolge", "truempfe"}


def settlement(request: dict) -> str:
    """What the engine settles for an outcome (a worked example): its summary, every item with
    its source, and the balance per person (engine.api: the same request a widget sends)."""
    st = run("settle", request)          # the engine's boundary: checked, defaults filled in
    lines = [f"**{cell(st['summary'])}**", "", "| Posten | Betrag | zahlen | erhalten | Stelle |",
             "|---|---:|---|---|---|"]
    for item in st["lines"]:
        amount = item["amount"] if "amount" in item else f"{item['points']} Points"
        lines.append(f"| {cell(item['label'])} | {amount} | {', '.join(item.get('from', [])) or '—'} | "
                     f"{', '.join(item.get('to', [])) or item.get('party', '—')} | {cite(item['source'])} |")
    balance = ", ".join(f"{who} {st['payments'][who]:+d}" for who in st["persons"])
    return "\n".join(lines) + f"\n\nSaldo: {balance}. *Von der Regel-Engine abgerechnet.*"


def hombre_penalties() -> str:
    """Tarock à l'Hombre (Compagnie-Regeln § 7, § 14, § 6): what a game pays, the Volte, the
    faults that cost the game double — the constants of engine/games/hombre_penalties.py."""
    from engine.games import hombre_penalties as h
    lines = ["| Spiel | Consolation | je Point darüber oder darunter | Volte | Stelle |", "|---|---:|---:|---:|---|"]
    for c in h.CONTRACTS:
        volte = h.VOLTE.get(c, "—")
        lines.append(f"| {c} | {h.CONSOLATION[c]} | {h.PER_POINT[c] or '—'} | {volte} | "
                     f"[[Compagnie-Regeln § 7]]{', [[Compagnie-Regeln § 14]]' if c in h.VOLTE else ''} |")
    lines += ["", "| Fehler | Strafe | Stelle |", "|---|---|---|"]
    for text, par in h.FAULTS.values():
        lines.append(f"| {cell(text)} | das Spiel doppelt bezahlen | [[Compagnie-Regeln § {par}]] |")
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt.*"


def hombre_example(request: dict) -> str:
    """A worked settlement of Tarock à l'Hombre by the engine (hombre_penalties.settle)."""
    from engine.games import hombre_penalties as h
    st = h.settle(request["spiel"], request["gewonnen"], request.get("points", 0),
                  tuple(tuple(o) for o in request.get("fehler", ())))
    lines = [f"**{cell(st.summary)}**", "", "| Posten | Betrag | zahlt | erhält | Stelle |", "|---|---:|---|---|---|"]
    for item in st.lines:
        lines.append(f"| {cell(item['label'])} | {item['amount']} | {', '.join(item['from'])} | "
                     f"{', '.join(item['to'])} | [[Compagnie-Regeln {item['source'].split(',')[0]}]] |")
    balance = ", ".join(f"{who} {amount:+d}" for who, amount in zip(st.persons, st.payments))
    return "\n".join(lines) + f"\n\nSaldo: {balance}. *Von der Regel-Engine abgerechnet.*"


# games paid in Gewinn-Points: the book's own example (points of the winning party) and the
# alternative its text names in brackets, as an engine option
GAIN_EXAMPLES = {"neunzehner": (43, "in Wien", {"wien": True}),
                 "steyerisch": (42, "an einigen Orten", {"factors": "andere"})}


def gains(key: str) -> str:
    """What each game pays when the winning party made the points of the book's own example
    (Neunzehnerrufen S. 62: 43; Steyerisch S. 48–49: 42), plain and with the alternative the
    book names — settled by the engine for an einmalig game, not read from its constants."""
    p = get_profile(key)
    points, alt_label, alt_options = GAIN_EXAMPLES[key]
    lines = [f"| Spiel | Talonkarten | Partner | gewinnende Partei mit {points} Points | {alt_label} | Stelle |",
             "|---|---:|---|---:|---:|---|"]
    for c in p.contracts:
        req = {"variant": key, "game": c.key, "declarer": "A", "partners": [] if c.alone else ["C"],
               "points": points, "multiplicity": 1, "contra": {}, "announced": [], "options": {}}
        plain = p.settle_request(req).lines[0]["amount"]
        alt = p.settle_request({**req, "options": alt_options}).lines[0]["amount"]
        partner = "ruft Tarok XIX" if not c.alone else "allein"
        lines.append(f"| {cell(c.name)} | {c.buy or '—'} | {partner} | {plain} | {alt} | {cite(c.source)} |")
    return "\n".join(lines) + "\n\n*Von der Regel-Engine abgerechnet: was jeder Gegner zahlt (einmaliges Spiel).*"
