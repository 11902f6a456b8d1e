"""Rewrite the text of rendered reading-text HTML without touching markup, headings, links,
code, footnotes or editorial boxes (admonitions, the apparatus).

The structure – which element a piece of text is in, which of its ancestors keeps it as it is,
which block it belongs to – comes from lxml's HTML parser. The output is the input with only
the rewritten pieces of text replaced, so every tag, attribute and entity stays byte for byte as
MkDocs wrote it: the source is cut into tags and text (a tag is `<…>`, a comment `<!--…-->`), each
piece of text is replaced by a numbered marker for the parser, and the marker's place in the
parsed tree says what happens to that piece.
"""
from __future__ import annotations

import re
from typing import Callable

from lxml import html as lxml_html

PIECES = re.compile(r"(<!--.*?-->|<[^>]+>)", re.S)          # tags and comments; the rest is text
MARK = re.compile("\ue000(\\d+)\ue001")                     # a piece of text, numbered (Private Use)
SKIP = {"a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "script", "style", "sup", "abbr",
        "details", "svg", "button", "select", "textarea", "title"}
SKIP_CLASSES = ("admonition", "footnote", "md-typeset__table-no")
BLOCKS = {"p", "li", "dd", "dt", "td", "th", "blockquote"}

# fn(text, block_state) → html; block_state is a dict that is fresh for every block element
TextFn = Callable[[str, dict], str]


def _kept(el) -> bool:
    """Does this element keep the text inside it as it is?"""
    cls = el.get("class") or ""
    return el.tag in SKIP or any(c in cls for c in SKIP_CLASSES)


def _places(marked: str) -> dict[int, tuple[bool, int]]:
    """Marker number → (kept, block number): whether an element around the piece keeps it, and
    the number of block elements begun before it in document order (a new block, fresh state)."""
    root = lxml_html.fragment_fromstring(marked, create_parent="div")
    places: dict[int, tuple[bool, int]] = {}
    block = 0

    def note(text: str | None, kept: bool) -> None:
        for m in MARK.finditer(text or ""):
            places[int(m.group(1))] = (kept, block)

    def walk(el, kept: bool) -> None:
        nonlocal block
        if isinstance(el.tag, str):
            kept = kept or _kept(el)
            if el.tag in BLOCKS:
                block += 1
        note(el.text, kept)
        for child in el:
            walk(child, kept)
            note(child.tail, kept)

    walk(root, False)
    return places


def rewrite(html: str, fn: TextFn) -> str:
    pieces = PIECES.split(html)
    text_at = [i for i, part in enumerate(pieces) if part and not part.startswith("<")]
    texts = set(text_at)
    marked = "".join(f"\ue000{i}\ue001" if i in texts else part for i, part in enumerate(pieces))
    places = _places(marked)
    out = list(pieces)
    state: dict[int, dict] = {}
    for i in text_at:
        kept, block = places.get(i, (True, -1))           # (a piece the parser dropped stays as it is)
        if kept:
            continue
        block_state = state.setdefault(block, {})
        out[i] = fn(pieces[i], block_state)
        if pieces[i].strip():
            block_state["started"] = True
    return "".join(out)

