"""Glossary data (docs/glossar/begriffe.yml): loading, validation and finding the terms in texts."""
from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jsonschema
import yaml

from .structure import DOCS, TEXT_LABELS, Location, all_pages

DATA = DOCS / "glossar" / "begriffe.yml"
GLOSSARY_PAGE = "glossar/index.md"
SCHEMA = Path(__file__).with_name("begriffe.schema.json")    # the shape, checked with jsonschema


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
def raw_entries() -> list[dict]:
    raw = yaml.safe_load(DATA.read_text(encoding="utf-8")) if DATA.exists() else []
    for part in sorted(DATA.parent.glob("begriffe-*.yml")):   # drafts not yet merged into DATA
        raw += yaml.safe_load(part.read_text(encoding="utf-8")) or []
    return raw


def schema() -> dict:
    """The glossary's JSON Schema, with the edition's texts as the allowed `texts`."""
    data = json.loads(SCHEMA.read_text(encoding="utf-8"))
    data["$defs"]["text"] = {"enum": sorted(TEXT_LABELS)}
    return data


def shape_problems(raw: list | None = None) -> list[str]:
    """What the JSON Schema finds wrong with the data (or `raw`): „id: field: message“."""
    raw = raw_entries() if raw is None else raw
    validator = jsonschema.Draft202012Validator(schema())
    out = []
    for err in sorted(validator.iter_errors(raw), key=lambda e: list(e.absolute_path)):
        path = list(err.absolute_path)
        entry = raw[path[0]] if path and isinstance(raw[path[0]], dict) else {}
        where = ".".join(str(x) for x in path[1:]) or "Eintrag"
        out.append(f"{entry.get('id', path[:1])}: {where}: {err.message}")
    return out


@lru_cache(maxsize=1)
def entries() -> tuple[Entry, ...]:
    out = []
    for e in raw_entries():
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
    """Everything wrong with the data (empty when valid): its shape (JSON Schema), then what needs
    the texts — unique ids and variants, related entries, occurrences, verbatim quotes, anchors."""
    errs = shape_problems()
    if errs:
        return errs
    seen_ids: set[str] = set()
    claimed: dict[tuple[str, str], str] = {}
    occ = occurrences()
    ids = {e.id for e in entries()}
    for e in entries():
        if e.id in seen_ids:
            errs.append(f"{e.id}: doppelte id")
        seen_ids.add(e.id)
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
