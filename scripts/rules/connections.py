"""The rule pages connected to the rest of the site:

- glossary entries → the sections of the rule pages that use the term (`uses`);
- reading-text chapters → the rule page of their game (`chapter_links`, from the rule pages'
  front matter `kapitel:`).

Both are read from the Markdown sources of docs/regeln/, so the generated glossary page can use
them before any rule page is rendered.
"""
from __future__ import annotations

import re
from functools import lru_cache

from edition import glossary

from .pages import DOCS, front_matter

# glossary entries whose spelling means something else in the rule pages: „König“ there is the
# card, not the resting fourth player of the entry koenig-ruhender-spieler
HOMONYMS = {"koenig-ruhender-spieler"}
SECTION = re.compile(r"^## (.+?) \{#([\w-]+)\}\s*$", re.M)
NOT_PROSE = re.compile(r"\[\[[^\]]*\]\]|<!--.*?-->|<[^>]+>|\]\([^)]*\)", re.S)


def rule_sources() -> list[tuple[str, str, dict]]:
    """(page below docs/, title, front matter) of every rule page that covers a game."""
    out = []
    for path in sorted((DOCS / "regeln").glob("*.md")):
        meta = front_matter(path)
        if meta.get("spiele"):
            out.append((f"regeln/{path.name}", meta.get("title", path.stem), meta))
    return out


@lru_cache(maxsize=1)
def sections() -> list[tuple[str, str, str, str]]:
    """(page, page title, section id, section title, prose) of every section of the rule pages."""
    out = []
    for page, title, _ in rule_sources():
        text = (DOCS / page).read_text(encoding="utf-8")
        heads = list(SECTION.finditer(text))
        for i, h in enumerate(heads):
            body = text[h.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)]
            out.append((page, title, h.group(2), h.group(1), NOT_PROSE.sub(" ", body)))
    return out


@lru_cache(maxsize=1)
def uses() -> dict[str, list[tuple[str, str, str]]]:
    """Glossary id → (page, section id, „Königrufen › Prämien und Ansagen“) of every rule section
    whose prose uses one of the term's spellings."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for e in glossary.entries():
        if e.id in HOMONYMS:
            continue
        forms = sorted({e.term, *e.variants}, key=len, reverse=True)
        rx = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w-])")
        hits = [(page, sid, f"{title} › {stitle}") for page, title, sid, stitle, prose in sections()
                if rx.search(prose)]
        if hits:
            out[e.id] = hits
    return out


def chapter_links() -> dict[tuple[str, str], tuple[str, str]]:
    """(reading-text page, heading id) → (rule page, its title), from `kapitel:` of the rule pages."""
    out = {}
    for page, title, meta in rule_sources():
        for chapter in [meta["kapitel"]] if isinstance(meta.get("kapitel"), str) else meta.get("kapitel") or []:
            src, _, anchor = chapter.partition("#")
            out[(src, anchor)] = (page, title)
    return out
