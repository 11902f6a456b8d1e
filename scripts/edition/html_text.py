"""Rewrite the text of rendered reading-text HTML without touching markup, headings, links,
code, footnotes or editorial boxes (admonitions, the apparatus)."""
from __future__ import annotations

import re
from typing import Callable

TOKEN = re.compile(r"(<!--.*?-->|<[^>]+>)", re.S)
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>", re.S)
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "source", "col", "area", "base", "embed"}
SKIP = {"a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "script", "style", "sup", "abbr",
        "details", "svg", "button", "select", "textarea", "title"}
SKIP_CLASSES = ("admonition", "footnote", "md-typeset__table-no")
BLOCKS = {"p", "li", "dd", "dt", "td", "th", "blockquote"}

# fn(text, block_state) → html; block_state is a dict that is fresh for every block element
TextFn = Callable[[str, dict], str]


def rewrite(html: str, fn: TextFn) -> str:
    out: list[str] = []
    stack: list[tuple[str, bool]] = []     # (tag, skipping from here)
    block: dict = {}
    for part in TOKEN.split(html):
        if not part:
            continue
        if part.startswith("<"):
            out.append(part)
            m = TAG.match(part)
            if not m or part.startswith("<!--"):
                continue
            closing, name, attrs, selfclose = m.group(1), m.group(2).lower(), m.group(3), m.group(4)
            if closing:
                while stack:
                    top, _ = stack.pop()
                    if top == name:
                        break
            elif name not in VOID and not selfclose:
                cls = re.search(r'class="([^"]*)"', attrs)
                skip = name in SKIP or bool(cls and any(c in cls.group(1) for c in SKIP_CLASSES))
                stack.append((name, skip))
                if name in BLOCKS:
                    block = {}
            continue
        if any(skip for _, skip in stack):
            out.append(part)
        else:
            out.append(fn(part, block))
            if part.strip():
                block["started"] = True
    return "".join(out)
