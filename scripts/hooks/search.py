"""MkDocs hook: let modern spellings and every variant of a term find the historical texts (and the
rule pages in today's German by the texts' spellings).

After the search plugin has written search/search_index.json:

- In each section of a reading text, the first occurrence of a printed word gets, right beside
  it in a hidden element, (a) its modern spellings (Theil → Teil, giltig → gültig, seyn → sein,
  Tarok → Tarock …, scripts/edition/modernize.py), (b) for a glossary term, all spellings of the
  term (Sküs → Skies, Stiß, Skis …) and (c) the term's search aids from the glossary data
  (`search:` in docs/glossar/begriffe.yml: spellings and names the texts do not print, such as
  „Scüs“, or „Trull“ for the Tarok honours). Beside the word, not at the end of the section, so
  that the theme's result preview shows the paragraph in which the printed word stands.
- A glossary entry's section gets its search aids too.
- The problems and their solutions (Ulmann, Zweiter Theil) become results of their own: the
  theme groups sections under their page and links the group to the page; „Aufgabe 12“ should
  lead to #aufgabe-12. The theme groups every location with an anchor under its page, so their
  location is …/12-aufgaben/?aufgabe=12 instead, a page-level result of its own; page-aids.js
  turns ?aufgabe=12 into #aufgabe-12 (the service worker ignores the query).

The pages themselves are unchanged.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import yaml
from mkdocs.plugins import event_priority

from edition import glossary
from edition.modernize import modern_forms

WORDS = re.compile(r"[^\W\d_]+")
TAG_OR_TEXT = re.compile(r"(<[^>]+>)|([^<]+)")
OWN_RESULT = re.compile(r"/#((aufgabe|loesung)-(\d+))$")


def search_aids() -> dict[str, list[str]]:
    """Glossary id → the entry's search aids (`search:` in the glossary data)."""
    raw = yaml.safe_load(glossary.DATA.read_text(encoding="utf-8")) or []
    return {e["id"]: list(e.get("search") or []) for e in raw if e.get("search")}


def spelling_table() -> dict[str, set[str]]:
    """Word → the other forms that should find it: every spelling of its glossary term and the
    term's search aids."""
    aids = search_aids()
    table: dict[str, set[str]] = {}
    for e in glossary.entries():
        forms = {w for v in e.variants + (e.term,) for w in WORDS.findall(v)}
        extra = {w for a in aids.get(e.id, []) for w in WORDS.findall(a)}
        for f in forms:
            table.setdefault(f, set()).update(forms | extra)
    return table


def annotate(html: str, table: dict[str, set[str]]) -> str:
    """`html` with the forms that should find each printed word hidden beside its first occurrence."""
    present = set(WORDS.findall(TAG_OR_TEXT.sub(lambda m: " " if m.group(1) else m.group(2), html)))
    done: set[str] = set()

    def word(m: re.Match) -> str:
        w = m.group(0)
        if w in done:
            return w
        done.add(w)
        extra = (modern_forms(w) | table.get(w, set())) - present
        return f'{w}<span class="suchformen" hidden> {" ".join(sorted(extra))} </span>' if extra else w

    return TAG_OR_TEXT.sub(lambda m: m.group(1) or WORDS.sub(word, m.group(2)), html)


@event_priority(-100)   # after the search plugin has written its index
def on_post_build(config):
    index_path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not index_path.exists():
        return
    table = spelling_table()
    aids = search_aids()
    index = json.loads(index_path.read_text(encoding="utf-8"))
    for doc in index["docs"]:
        location = doc["location"]
        if location.startswith(("texte/", "regeln/")):    # the rule pages: found by historical spellings
            doc["text"] = annotate(doc["text"], table)
            own = OWN_RESULT.search(location)
            if own:
                doc["location"] = OWN_RESULT.sub(rf"/?{own.group(2)}={own.group(3)}", location)
        elif location.startswith("glossar/#") and aids.get(location.split("#", 1)[1]):
            words = " ".join(aids[location.split("#", 1)[1]])
            hidden = f'<span class="suchformen" hidden>{words} </span>'
            doc["text"] = re.sub(r"<p>", "<p>" + hidden, doc["text"], count=1) if "<p>" in doc["text"] else hidden + doc["text"]
    index_path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
