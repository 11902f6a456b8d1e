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

Each „Wer sticht?“ widget (`<div data-widget="wer-sticht" data-variant="KEY" …>`) gets the seats,
the trump suits where the trump is not fixed, and the links of the engine's trick rules of KEY
(`data-places`, `data-suits`, `data-sources`; scripts/rules/trick_widget.py), so that the places
the engine names in its answer are links checked at build time.

Connections (scripts/rules/connections.py): each glossary entry lists the rule sections that use
its term („In den Regeln“), and each reading-text chapter named by a rule page's `kapitel:` links
to that rule page below its heading.
"""
from __future__ import annotations

import json
import posixpath
import re
from html import escape

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

from engine.games.hombre_penalties import DECISIONS as HOMBRE_DECISIONS
from engine.tarok import SESSION_DECISIONS
from engine.variants import REGISTRY, VARIANTS, describe
from edition import glossary
from rules import citations, comparison, connections, tables, trick_widget
from rules.pages import coverage

PLACEHOLDER = re.compile(r"^<!-- regeln:(\w+)(?: (.+?))? -->$", re.M)


def all_decisions() -> dict[str, list[dict]]:
    return {**{k: describe(k)["decisions"] for k in REGISTRY}, "tarok-sitzung": list(SESSION_DECISIONS),
            "hombre": list(HOMBRE_DECISIONS)}


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
    if name in ("strafen", "strafbeispiel"):      # Tarock à l'Hombre: penalties, no game profile
        body = tables.hombre_penalties() if name == "strafen" else tables.hombre_example(json.loads(key))
        return f'<div class="regel-tabelle" data-tabelle="{name}" markdown>\n\n{body}\n\n</div>'
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


GLOSSARY_NOTE = '!!! note "Erläuterung (Hrsg.)"'
ENTRY = re.compile(r"^### .+? \{#([\w-]+)\}$", re.M)


def glossary_with_rules(markdown: str) -> str:
    """Each glossary entry gets the rule sections that use its term, before its explanation."""
    used = connections.uses()
    heads = list(ENTRY.finditer(markdown))
    out = [markdown[:heads[0].start()] if heads else markdown]
    for i, head in enumerate(heads):
        block = markdown[head.start():heads[i + 1].start() if i + 1 < len(heads) else len(markdown)]
        hits = used.get(head.group(1))
        if hits:
            links = ", ".join(f"[{tables.cell(label)}]({posixpath.relpath(page, 'glossar')}#{sid})"
                              for page, sid, label in hits)
            block = block.replace(GLOSSARY_NOTE, f"**In den Regeln:** {links}\n\n{GLOSSARY_NOTE}", 1)
        out.append(block)
    return "".join(out)


def on_page_content(html, page, config, files):
    """A reading-text chapter that a rule page explains links to it, below the chapter's heading."""
    for (src, anchor), (rule_page, title) in connections.chapter_links().items():
        if page.file.src_uri != src:
            continue
        href = get_relative_url(files.get_file_from_path(rule_page).url, page.url)
        note = (f'<p class="regel-hinweis">Die Regeln dieses Spiels in heutigem Deutsch, jeder Satz mit '
                f'seiner Stelle: <a href="{href}">{escape(title)}</a></p>')
        html, n = re.subn(rf'(<h[1-3] id="{re.escape(anchor)}"[^>]*>.*?</h[1-3]>)', rf"\1{note}", html,
                          count=1, flags=re.S)
        if not n:
            raise PluginError(f"{rule_page}: `kapitel:` nennt #{anchor}, das {src} nicht hat.")
    return html


def on_page_markdown(markdown, page, config, files):
    if page.file.src_uri == glossary.GLOSSARY_PAGE:
        return glossary_with_rules(markdown)
    if not page.file.src_uri.startswith("regeln/"):
        return markdown
    markdown = PLACEHOLDER.sub(lambda m: render_placeholder(m, page), markdown)
    try:
        markdown = trick_widget.fill(markdown, page, files, all_decisions())
        chapter = page.meta.get("kapitel")              # one chapter, or a list: the first is the page's own
        return citations.render(markdown, page.file.src_uri, page.meta.get("quelle"), all_decisions(),
                                chapter[0] if isinstance(chapter, list) else chapter)
    except citations.CitationError as err:
        raise PluginError(f"{page.file.src_uri}: {err}") from None
