"""MkDocs hook: rule tables generated from the engine (the single source of truth for rules).

- regeln/entscheidungen.md: every game and variant the engine knows, with its source, and the
  editorial decisions it takes where the source is ambiguous or silent (the profiles' DECISIONS),
  each decision with its own anchor (`<key>-e<n>`, scripts/rules/citations.py), which the rule
  pages link to. (Until the rule reference, this page was regeln/index.md; that page now lists the
  rule pages and keeps an anchor per game, so old links `regeln/#tapp` still lead to the game.)
- `<!-- engine:kartenwerte -->` in a page becomes the table of Tarok card values.
"""
from __future__ import annotations

from mkdocs.structure.files import File

from engine.cards import PACK_54
from engine.counting import landlaeufig_value, value_in_thirds
from engine.games.hombre_penalties import DECISIONS as HOMBRE_DECISIONS
from engine.games.hombre_penalties import SOURCE as HOMBRE_SOURCE
from engine.tarok import SESSION_DECISIONS
from engine.terms import points_text
from engine.variants import REGISTRY, describe
from rules.citations import decision_anchor
from rules.tables import cell, premium_rows

RULES_PAGE = "regeln/entscheidungen.md"
GROUPS = [("Tarok nach Ulmann", lambda k: k in _tarok_keys()),
          ("Hundertspiel", lambda k: k.startswith("hundertspiel")),
          ("Whist", lambda k: k.startswith("whist")),
          ("Kauflabet", lambda k: k.startswith("kauflabet"))]


def _tarok_keys() -> set[str]:
    from engine.tarok import PROFILES
    return set(PROFILES)


def card_value_table() -> str:
    rows = {}
    for card in PACK_54:
        kind = ("Honneurs (Sküs, Mond, Pagat, die Könige)" if card.is_honour else
                "Damen" if card.rank == 13 and not card.is_tarok else
                "Cavalle" if card.rank == 12 and not card.is_tarok else
                "Buben" if card.rank == 11 and not card.is_tarok else
                "alle übrigen (Scartins, Taroks XX–II)")
        rows.setdefault(kind, card)
    lines = ["| Karten | Wert | landläufig |", "|---|---:|---:|"]
    for kind, card in sorted(rows.items(), key=lambda kv: -value_in_thirds(kv[1])):
        lines.append(f"| {kind} | {points_text(value_in_thirds(card))} | {landlaeufig_value(card)} |")
    total = sum(value_in_thirds(c) for c in PACK_54) // 3
    return "\n".join(lines) + f"\n\n*Aus der Regel-Engine erzeugt; Pack zu 54 Karten: {total} Points.*"


def rules_markdown() -> str:
    out = ["---", "title: Entscheidungen der Engine", "---", "", "# Entscheidungen der Engine", "",
           "Die Regel-Engine der Edition kennt die folgenden Spiele. Wo eine Quelle mehrdeutig ist oder "
           "schweigt, musste für das Nachspielen entschieden werden; diese **Entscheidungen der "
           "Herausgeber** stehen hier mit ihrer Begründung. Die Seite wird beim Bau aus dem Code der "
           "Engine erzeugt — sie gibt wieder, was die Engine tatsächlich tut.", ""]
    for title, member in GROUPS:
        keys = [k for k in REGISTRY if member(k)]
        if not keys:
            continue
        out += [f"## {title}", "", "| Spiel | Quelle | Spieler | Karten |", "|---|---|---:|---:|"]
        for k in keys:
            d = describe(k)
            out.append(f"| [{cell(d['name'])}](#{k}) | {cell(d['source'])} | {d.get('players', '')} | {d.get('cards', '')} |")
        out.append("")
        for k in keys:
            d = describe(k)
            out += [f"### {d['name']} {{#{k}}}", "", f"Quelle: {d['source']}. Schlüssel in der Engine: `{k}`.", ""]
            out += _premium_table(d.get("premiums", []))
            out += _decision_table(k, d["decisions"])
        if title == "Tarok nach Ulmann":
            out += ["### Sitzordnung und Touren {#tarok-sitzung}", "",
                    "Für alle Tarok-Arten: Bestimmung der Plätze (S. 12–13), Touren und Ehrentour (S. 19).", ""]
            out += _decision_table("tarok-sitzung", SESSION_DECISIONS)
    out += ["## Tarock à l'Hombre: die Strafen {#hombre}", "",
            f"Quelle: {HOMBRE_SOURCE}. Die Engine spielt hier kein Spiel, sie rechnet nur die "
            "Zahlungen und Strafen; Regelseite: [Tarock à l'Hombre](tarock-hombre.md).", ""]
    out += _decision_table("hombre", HOMBRE_DECISIONS)
    return "\n".join(out) + "\n"


def _premium_table(premiums) -> list[str]:
    """The premiums of a variant as the engine holds them (engine/tarok/premiums.py)."""
    if not premiums:
        return []
    out = ["Prämien (im niedrigsten Spiel; die Engine rechnet die Faktoren der Spielart, des "
           "Contra und der Optionen hinzu):", "",
           "| Prämie | Wert | angesagt | in anderen Fällen | zahlt | erhält | Stelle |",
           "|---|---:|---:|---|---|---|---|"]
    return out + premium_rows(premiums, cell) + [""]


def _decision_table(key: str, decisions) -> list[str]:
    if not decisions:
        return []
    out = ["| Stelle | Frage | Entscheidung | Begründung |", "|---|---|---|---|"]
    for i, dec in enumerate(decisions):
        where = f'<span id="{decision_anchor(key, i)}"></span>{cell(dec["source"])}'
        out.append(f"| {where} | {cell(dec.get('question', ''))} | "
                   f"{cell(dec.get('decision', ''))} | {cell(dec.get('reason', ''))} |")
    return out + [""]


def on_files(files, config):
    files.append(File.generated(config, RULES_PAGE, content=rules_markdown()))
    return files


def on_page_markdown(markdown, page, config, files):
    return markdown.replace("<!-- engine:kartenwerte -->", card_value_table())
