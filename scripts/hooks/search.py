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

import copy
import json
import re
from pathlib import Path

import yaml
from lxml import html as lxml_html
from mkdocs.plugins import event_priority

from edition import glossary
from edition.modernize import modern_forms

WORDS = re.compile(r"[^\W\d_]+")
# the hidden element beside a word, parsed once: so `hidden` is written as the bare attribute
FORMS_SPAN = lxml_html.fragment_fromstring('<span class="suchformen" hidden></span>')
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


def _text_slots(el) -> list[tuple]:
    """The pieces of text of `el`'s tree in document order: (element, "text") for the text that
    opens an element, (element, "tail") for the text after it."""
    slots = [(el, "text")]
    for child in el:
        slots += _text_slots(child) + [(child, "tail")]
    return slots


def _put_spans(el, slot: str, texts: list[str], forms: list[str]) -> None:
    """Write texts[0], then each of `forms` as a hidden span followed by the next of `texts`,
    into `el`'s text or tail."""
    setattr(el, slot, texts[0] or None)
    parent, at = (el, 0) if slot == "text" else (el.getparent(), el.getparent().index(el) + 1)
    for k, words in enumerate(forms):
        span = copy.deepcopy(FORMS_SPAN)
        span.text, span.tail = f" {words} ", texts[k + 1] or None
        parent.insert(at + k, span)


def annotate(html: str, table: dict[str, set[str]]) -> str:
    """`html` with the forms that should find each printed word hidden beside its first occurrence.
    The text is read from lxml's parse of the fragment; lxml writes the markup back."""
    if not html.strip():
        return html
    root = lxml_html.fragment_fromstring(html, create_parent="div")
    slots = _text_slots(root)
    present = set(WORDS.findall(" ".join(getattr(el, slot) or "" for el, slot in slots)))
    done: set[str] = set()
    for el, slot in slots:
        text = getattr(el, slot) or ""
        texts, forms, start = [], [], 0
        for m in WORDS.finditer(text):
            if m.group(0) in done:
                continue
            done.add(m.group(0))
            extra = (modern_forms(m.group(0)) | table.get(m.group(0), set())) - present
            if extra:
                texts.append(text[start:m.end()])
                forms.append(" ".join(sorted(extra)))
                start = m.end()
        if forms:
            _put_spans(el, slot, texts + [text[start:]], forms)
    out = lxml_html.tostring(root, encoding="unicode")
    return out[len("<div>"):-len("</div>")]


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
