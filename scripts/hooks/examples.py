"""MkDocs hook: a „Nachrechnen“ control beside every worked example of the reading texts.

The examples are listed in docs/texte/beispiele.yml (scripts/edition/examples.py). Each is
anchored by its quotation: the control is placed after the block (paragraph or table) of the
reading text that contains it; the text itself is not changed. The control is the widget
„nachrechnen“ (docs/assets/js/widgets/nachrechnen.js), marked data-engine="on-demand": the page
loads nothing of Pyodide until the reader opens an example. It carries the book's result in
data-book-result (the engine's comparable form, engine.reckonings.canonical) and the example's
inputs as JSON data.

Runs before reading_text.py (the quotations are matched against the Markdown with its marks).
"""
from __future__ import annotations

import html
import json

from edition.examples import find_block, load_inventory
from engine.reckonings import canonical, display

PREFIX = "texte/"
DATA_KEYS = ("id", "stelle", "was", "book_text", "reckoning", "inputs", "pick", "inputs_note", "note")


def control(entry: dict) -> str:
    """The widget element of one example (one line of HTML)."""
    data = {k: entry[k] for k in DATA_KEYS if k in entry}
    data["book_display"] = display(entry["book"])
    attrs = {
        "id": f"beispiel-{entry['id']}",
        "class": "nachrechnen",
        "data-widget": "nachrechnen",
        "data-engine": "on-demand",
        "data-book-result": canonical(entry["book"]),
        "data-example": json.dumps(data, ensure_ascii=False),
        "data-search-exclude": "",
        "markdown": "0",
    }
    if entry.get("note"):
        attrs["data-note"] = "true"
    attr_text = " ".join(f'{k}="{html.escape(v, quote=True)}"' if v else k for k, v in attrs.items())
    label = html.escape(f"Nachrechnen: {entry['was']} ({entry['stelle']})")
    return f'<div {attr_text}><button type="button" class="md-button" disabled>{label}</button></div>'


def place(markdown: str, entries: list[dict]) -> str:
    """Insert the controls of `entries` after the blocks that contain their quotations."""
    lines = markdown.split("\n")
    after: dict[int, list[str]] = {}
    for entry in entries:
        block = find_block(markdown, entry["quote"])
        if block is None:
            raise ValueError(f"beispiele.yml: quotation of „{entry['id']}“ not found in {entry['text']}")
        after.setdefault(block.last, []).append(control(entry))
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        if i in after:
            out += [""] + [x for c in after[i] for x in (c, "")]
    return "\n".join(out)


def on_page_markdown(markdown, page, config, files):
    src = page.file.src_uri
    if "witness" not in (page.meta or {}) or not src.startswith(PREFIX):
        return markdown
    entries = [e for e in load_inventory() if e["text"] == src[len(PREFIX):]]
    return place(markdown, entries) if entries else markdown
