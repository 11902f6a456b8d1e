"""Glossary data (docs/glossar/begriffe.yml): loading, validation and finding the terms in texts."""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

import yaml

from .structure import DOCS, TEXT_LABELS, Location, all_pages

DATA = DOCS / "glossar" / "begriffe.yml"
GLOSSARY_PAGE = "glossar/index.md"
CATEGORIES = {"Karte", "Kartenfolge", "Spielart", "Spielhandlung", "Ansage", "Wertung", "Spieler",
              "Spielmittel", "Regelverstoß", "Sonstiges"}


@dataclass(frozen=True)
class Entry:
    id: str
    term: str
    variants: tuple[str, ...]
    texts: tuple[str, ...]
    category: str
    definitions: tuple[dict, ...]
    short: str
    explanation: str
    related: tuple[str, ...]


@lru_cache(maxsize=1)
def entries() -> tuple[Entry, ...]:
    raw = yaml.safe_load(DATA.read_text(encoding="utf-8")) if DATA.exists() else []
    for part in sorted(DATA.parent.glob("begriffe-*.yml")):   # drafts not yet merged into DATA
        raw += yaml.safe_load(part.read_text(encoding="utf-8")) or []
    out = []
    for e in raw:
        out.append(Entry(e["id"], e["term"], tuple(e.get("variants") or ()), tuple(e.get("texts") or ()),
                         e.get("category", "Sonstiges"), tuple(e.get("definitions") or ()),
                         (e.get("short") or "").strip(), (e.get("explanation") or "").strip(),
                         tuple(e.get("related") or ())))
    return tuple(sorted(out, key=lambda x: _sort_key(x.term)))


def _sort_key(term: str) -> str:
    t = term.lower().lstrip("àa ").translate(str.maketrans("äöüàéè", "aouaee"))
    return t.replace("ß", "ss")


def by_id() -> dict[str, Entry]:
    return {e.id: e for e in entries()}


@lru_cache(maxsize=None)
def matcher(text: str) -> tuple[re.Pattern | None, dict[str, Entry]]:
    """A regex finding every variant of the entries used in `text`, and variant → entry."""
    table = {v: e for e in entries() if text in e.texts for v in e.variants}
    if not table:
        return None, table
    alts = "|".join(re.escape(v) for v in sorted(table, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alts})(?![\w-])"), table


def occurrences() -> dict[str, list[tuple[Location, str]]]:
    """Entry id → every occurrence (location, form as printed) in the reading texts, in order."""
    out: dict[str, list[tuple[Location, str]]] = defaultdict(list)
    for page in all_pages():
        rx, table = matcher(page.text)
        if rx is None:
            continue
        for segment, loc in page.segments:
            for m in rx.finditer(segment):
                out[table[m.group(0)].id].append((loc, m.group(0)))
    return out


def problems() -> list[str]:
    """Everything wrong with the data (empty when valid)."""
    errs = []
    seen_ids: set[str] = set()
    claimed: dict[tuple[str, str], str] = {}
    occ = occurrences()
    ids = {e.id for e in entries()}
    for e in entries():
        if e.id in seen_ids:
            errs.append(f"{e.id}: doppelte id")
        seen_ids.add(e.id)
        if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", e.id):
            errs.append(f"{e.id}: id nicht in ASCII-Kleinschreibung")
        if not e.short or len(e.short) > 140:
            errs.append(f"{e.id}: Kurzdefinition fehlt oder ist zu lang")
        if not e.explanation:
            errs.append(f"{e.id}: Erläuterung fehlt")
        if e.category not in CATEGORIES:
            errs.append(f"{e.id}: unbekannte Kategorie {e.category!r}")
        if not set(e.texts) <= set(TEXT_LABELS):
            errs.append(f"{e.id}: unbekannte Texte {set(e.texts) - set(TEXT_LABELS)}")
        for r in e.related:
            if r not in ids:
                errs.append(f"{e.id}: verwandter Begriff {r!r} existiert nicht")
        for v in e.variants:
            for t in e.texts:
                other = claimed.get((t, v))
                if other and other != e.id:
                    errs.append(f"{e.id}: Variante {v!r} gehört schon zu {other} ({t})")
                claimed[(t, v)] = e.id
        if not occ.get(e.id):
            errs.append(f"{e.id}: kommt in keinem Text vor")
        for v in e.variants:   # each on its own: a longer variant of another entry may shadow it
            rx = re.compile(rf"(?<![\w-]){re.escape(v)}(?![\w-])")
            if not any(rx.search(seg) for p in all_pages() if p.text in e.texts for seg, _ in p.segments):
                errs.append(f"{e.id}: Variante {v!r} kommt in den Texten {list(e.texts)} nicht vor")
        for d in e.definitions:
            page = next((p for p in all_pages() if p.src == d.get("page")), None)
            if page is None:
                errs.append(f"{e.id}: Beleg-Seite {d.get('page')!r} gibt es nicht")
                continue
            if d.get("anchor") not in page.ids:
                errs.append(f"{e.id}: Anker {d.get('anchor')!r} fehlt auf {page.src}")
            if _norm(d.get("quote", "")) not in _norm(" ".join(s for s, _ in page.segments)):
                errs.append(f"{e.id}: Zitat steht nicht wörtlich auf {page.src}: {d.get('quote')!r}")
    return errs


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("*", "")).strip()
