"""MkDocs hook: let modern spellings and every variant of a term find the historical texts.

After the search plugin has written search/search_index.json, each section of a reading text
gets, beside its printed words, (a) their modern spellings (Theil → Teil, giltig → gültig,
seyn → sein, Tarok → Tarock …, scripts/edition/modernize.py) and (b) for every glossary term
it contains, all spellings of that term (Sküs → Skies, Stiß, Skis …). They are appended in a
hidden element, so they are found but not shown; the pages themselves are unchanged.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from mkdocs.plugins import event_priority

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from edition import glossary  # noqa: E402
from edition.modernize import modern_forms  # noqa: E402

WORDS = re.compile(r"[^\W\d_]+")
TAGS = re.compile(r"<[^>]+>")


def _extra_forms(text: str, variants: dict[str, set[str]]) -> list[str]:
    words = set(WORDS.findall(TAGS.sub(" ", text)))
    extra: set[str] = set()
    for w in words:
        extra |= modern_forms(w)
        extra |= variants.get(w, set())
    return sorted(extra - words)


@event_priority(-100)   # after the search plugin has written its index
def on_post_build(config):
    index_path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not index_path.exists():
        return
    variants: dict[str, set[str]] = {}
    for e in glossary.entries():
        forms = {w for v in e.variants + (e.term,) for w in WORDS.findall(v)}
        for f in forms:
            variants.setdefault(f, set()).update(forms)
    index = json.loads(index_path.read_text(encoding="utf-8"))
    for doc in index["docs"]:
        if doc["location"].startswith("texte/"):
            extra = _extra_forms(doc["text"], variants)
            if extra:
                doc["text"] += f' <span class="suchformen" hidden>{" ".join(extra)}</span>'
    index_path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
