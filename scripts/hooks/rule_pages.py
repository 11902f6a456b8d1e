"""MkDocs hook: the rule reference (docs/regeln/) — tables from the engine, citations as links.

In the pages under regeln/:
- `<!-- regeln:TABLE KEY -->` on a line of its own becomes a table drawn from the engine's profile
  of game KEY (scripts/rules/tables.py: rangfolge, kartenwerte, zaehlen, spiele, praemien,
  bedienen, entscheidungen), wrapped in `<div class="regel-tabelle" data-tabelle data-spiel>`;
- `<!-- regeln:abrechnung {"variant": …} -->` becomes the engine's settlement of that outcome
  (the worked examples);
- `<!-- regeln:vergleich -->` becomes the comparison of the Tarok games (scripts/rules/comparison.py);
- `<!-- regeln:uebersicht -->` becomes the list of every game of the engine with its rule page;
- `[[Ulmann S. 52]]` and the other citations (scripts/rules/citations.py) become links to the
  anchors of the reading texts; a citation that names no existing place stops the build.
"""
from __future__ import annotations

import json
import posixpath
import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.tarok import SESSION_DECISIONS  # noqa: E402
from engine.variants import REGISTRY, VARIANTS, describe  # noqa: E402
from rules import citations, comparison, tables  # noqa: E402
from rules.pages import coverage  # noqa: E402

PLACEHOLDER = re.compile(r"^<!-- regeln:(\w+)(?: (.+?))? -->$", re.M)


def all_decisions() -> dict[str, list[dict]]:
    return {**{k: describe(k)["decisions"] for k in REGISTRY}, "tarok-sitzung": list(SESSION_DECISIONS)}


def overview(from_page: str) -> str:
    """Every game of the engine, its rule page or section, and its editorial decisions."""
    lines = ["| Spiel | Regelseite | Entscheidungen der Engine |", "|---|---|---|"]
    for key, line in VARIANTS.items():
        covered = coverage().get(key)
        if covered:
            page, section = covered
            href = posixpath.relpath(page, posixpath.dirname(from_page)) + (f"#{section}" if section else "")
            rule = f"[{tables.cell(line.split(' (')[0])}]({href})"
        else:
            rule = "noch keine Regelseite"
        decided = f"[Entscheidungen](entscheidungen.md#{key})" if key in REGISTRY else "—"
        lines.append(f'| <span id="{key}"></span>{tables.cell(line)} | {rule} | {decided} |')
    return "\n".join(lines)


def render_placeholder(m: re.Match, page) -> str:
    name, key = m.groups()
    if name == "vergleich":
        return comparison.table(page.file.src_uri)
    if name == "uebersicht":
        return overview(page.file.src_uri)
    if name == "abrechnung":                 # a worked example: the outcome as JSON
        request = json.loads(key)
        body = tables.settlement(request)
        return (f'<div class="regel-tabelle" data-tabelle="abrechnung" data-spiel="{request["variant"]}" '
                f"markdown>\n\n{body}\n\n</div>")
    if name not in tables.TABLES or key not in REGISTRY:
        raise PluginError(f"{page.file.src_uri}: unbekannte Tabelle „{m.group(0)}“ "
                          f"(Tabellen: {', '.join(tables.TABLES)}; Spiele: {', '.join(REGISTRY)}).")
    make = tables.TABLES[name]
    body = make(key, page.url) if name in tables.NEEDS_PAGE else make(key)
    return f'<div class="regel-tabelle" data-tabelle="{name}" data-spiel="{key}" markdown>\n\n{body}\n\n</div>'


def on_page_markdown(markdown, page, config, files):
    if not page.file.src_uri.startswith("regeln/"):
        return markdown
    markdown = PLACEHOLDER.sub(lambda m: render_placeholder(m, page), markdown)
    try:
        return citations.render(markdown, page.file.src_uri, page.meta.get("quelle"), all_decisions(),
                                page.meta.get("kapitel"))
    except citations.CitationError as err:
        raise PluginError(f"{page.file.src_uri}: {err}") from None
