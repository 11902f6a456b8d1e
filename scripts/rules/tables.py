"""Rule tables drawn from the engine's profiles (one source of truth): ranking with the card
pictures, card values, counting, contracts, premiums, the rules of following suit, and the
engine's editorial decisions of a variant. Each function returns Markdown (with inline HTML for
the card pictures); sources are citations (`[[Ulmann S. 52]]`) that the hook turns into links.

The tables read only public attributes of a profile (engine/core.py, „PROFILE INTERFACE“):
pack, suit_names, trump_suit, suit/power/points per card, must_follow …, contracts, premiums,
threshold, total_points, decisions.
"""
from __future__ import annotations

import re
from html import escape

from cards import card_html
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


def ranking(key: str, page_url: str) -> str:
    """Per suit the cards from highest to lowest, as pictures and names."""
    p = get_profile(key)
    lines = ['| Farbe | Rangfolge, von der höchsten zur niedrigsten Karte |', "|---|---|"]
    for name, ids in suits_by_rank(p):
        label = f"{name} (Trumpf)" if is_tarok(p) and name == p.suit_names[p.trump_suit] else name
        pics = "".join(card_html(p, i, width=28, page_url=page_url) for i in ids)
        names = ", ".join(escape(p.card_name(i)) for i in ids)
        lines.append(f'| {label} | <span class="kartenfolge" aria-hidden="true">{pics}</span>'
                     f'<span class="rang-namen">{names}</span> |')
    return "\n".join(lines) + f"\n\n*Aus der Regel-Engine erzeugt ({len(p.pack)} Karten).*"


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


def premiums(key: str) -> str:
    p = get_profile(key)
    rows = [describe_premium(p, x) for x in getattr(p, "premiums", {}).values()]
    lines = ["| Prämie | still | angesagt | in anderen Fällen | zahlt | erhält | Stelle |",
             "|---|---:|---:|---|---|---|---|"]
    for r in rows:
        ann = "—" if r["announced"] is None else r["announced"]
        alt = "; ".join(f"{a['case']}: {a['value']}" for a in r["alt"]) or "—"
        lines.append(f"| {cell(r['name'])} | {r['base']} | {ann} | {cell(alt)} | {cell(r['paid_by'])} | "
                     f"{cell(r['paid_to'])} | {cite(r['source'])} |")
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt; Werte im niedrigsten Spiel.*"


FOLLOW_RULES = (
    ("must_follow", "Die angespielte Farbe bedienen, wenn man sie hat"),
    ("must_trump", "Hat man die Farbe nicht: mit Trumpf stechen, wenn man einen hat"),
    ("must_overtrump", "Einen Trumpfstich überstechen, wenn man kann"),
    ("must_head", "In der Farbe höher bedienen, wenn man kann"),
)


def follow(key: str) -> str:
    """The rules of following suit as the engine applies them."""
    p = get_profile(key)
    lines = ["| Regel | Pflicht? |", "|---|---|"]
    lines += [f"| {text} | {'ja' if getattr(p, attr) else 'nein'} |" for attr, text in FOLLOW_RULES]
    return "\n".join(lines) + "\n\n*Aus der Regel-Engine erzeugt.*"


def decisions(key: str) -> str:
    """The engine's editorial decisions of a variant, each linked to the page of decisions."""
    out = []
    for i, d in enumerate(describe(key)["decisions"]):
        out.append(f"- **{cell(d.get('question', ''))}** {cell(d.get('decision', ''))} "
                   f"([Begründung](entscheidungen.md#{decision_anchor(key, i)}); Stelle: {cite(d['source'])})")
    return "\n".join(out)


TABLES = {"rangfolge": ranking, "kartenwerte": values, "zaehlen": counting, "spiele": contracts,
          "praemien": premiums, "bedienen": follow, "entscheidungen": decisions}
NEEDS_PAGE = {"rangfolge"}


def settlement(request: dict) -> str:
    """What the engine settles for an outcome (a worked example): its summary, every item with
    its source, and the balance per person (profile.settle_request)."""
    p = get_profile(request["variant"])
    st = p.settle_request(request)
    lines = [f"**{cell(st.summary)}**", "", "| Posten | Betrag | zahlen | erhalten | Stelle |",
             "|---|---:|---|---|---|"]
    for item in st.lines:
        lines.append(f"| {cell(item['label'])} | {item['amount']} | {', '.join(item['from'])} | "
                     f"{', '.join(item['to'])} | {cite(item['source'])} |")
    balance = ", ".join(f"{who} {amount:+d}" for who, amount in zip(st.persons, st.payments))
    return "\n".join(lines) + f"\n\nSaldo: {balance}. *Von der Regel-Engine abgerechnet.*"
