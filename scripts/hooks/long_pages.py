"""MkDocs hook: long pages render only what is on screen (CSS content-visibility).

The glossary, its concordance, the decisions page and the long chapters hold 3,000–7,000
elements. The browser styles and lays out all of them on load, and again whenever a script asks
for a position (the theme measures the sidebar, the table of contents and the header on load):
each pass takes hundreds of milliseconds on a phone, the main-thread work Lighthouse reports.

On pages with more than LONG elements in the article, runs of consecutive top-level blocks
between headings are wrapped in `<div class="cv-block">`, which the stylesheet gives
`content-visibility: auto`: the browser skips style and layout of a block until it comes near
the screen, with an estimated height (`contain-intrinsic-size`, remembered once the block has
been shown). Nothing else changes:
- headings stay outside the blocks, so the table of contents measures them without laying out
  the text (a block that holds a heading of the table of contents is left unwrapped);
- anchors inside a block work (the browser renders a block when it is the target or scrolled
  to), and so do find-in-page and the search's highlighting (the text stays in the page);
- the site search is built from the Markdown output before this hook, so it is unchanged;
- the print shows everything (`print.css`).
The first blocks of a page (FIRST_SCREEN characters of text) are left as they are, so that the
first screen is painted at once, without a block appearing a frame later; so are the last ones,
so that a block whose estimated height is too small never overlaps the dark footer (tools that
read positions, such as axe's contrast check, would see its text on the footer's colour).
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

LONG = 1500                      # elements in the article from which a page counts as long
FIRST_SCREEN = 2500              # characters of text left unwrapped at the top of the page
LAST_SCREEN = 1500               # … and at the end, above the footer
BLOCK_CHARS = 3000               # characters of text per block, about two phone screens
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
EXTRA_PX = {"tr": 40, "li": 8, "p": 16, "img": 120, "svg": 120, "figure": 40, "table": 40,
            "div": 12, "details": 24, "button": 30, "input": 30, "select": 30, "pre": 24}
HEADING = re.compile(r"h[1-6]$")
ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">')
TOC_TARGET = re.compile(r'<a href="#([^"]+)" class="md-nav__link">')


class TopLevel(HTMLParser):
    """Offsets of the top-level elements of an HTML fragment, with their text length."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.lines = [0]
        for line in html.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.depth, self.children, self.elements, self.raw = 0, [], 0, None
        self.feed(html)
        self.close()

    def position(self) -> int:
        line, col = self.getpos()
        return self.lines[line - 1] + col

    def handle_starttag(self, tag, attrs):
        self.elements += 1
        if tag in ("script", "style", "template"):
            self.raw = tag
        if self.depth == 0:
            self.children.append({"tag": tag, "start": self.position(), "end": None, "text": 0,
                                  "ids": set(), "px": 0})
        elif self.children:
            self.children[-1]["px"] += EXTRA_PX.get(tag, 0)
        node_id = dict(attrs).get("id")
        if node_id and self.children:
            self.children[-1]["ids"].add(node_id)
        if tag not in VOID:
            self.depth += 1
        elif self.depth == 0:
            self.children[-1]["end"] = self.position() + len(self.get_starttag_text())

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.depth -= 1
            if self.depth == 0:
                self.children[-1]["end"] = self.position() + len(self.get_starttag_text())

    def handle_endtag(self, tag):
        if tag == self.raw:
            self.raw = None
        if tag in VOID:
            return
        self.depth -= 1
        if self.depth == 0 and self.children:
            start = self.position()
            self.children[-1]["end"] = self.rawdata.index(">", start) + 1

    def handle_data(self, data):
        if self.depth > 0 and self.children and not self.raw:
            self.children[-1]["text"] += len(data.strip())


def blocks(children: list[dict], toc_targets: set[str]) -> list[list[dict]]:
    """Runs of wrappable top-level elements, cut at headings and at BLOCK_CHARS of text."""
    runs, run, size, seen = [], [], 0, 0
    total = sum(child["text"] for child in children)
    for child in children:
        seen += child["text"]
        breaks = HEADING.match(child["tag"]) or child["ids"] & toc_targets or child["end"] is None
        if breaks or seen <= FIRST_SCREEN or seen > total - LAST_SCREEN:
            if run:
                runs.append(run)
            run, size = [], 0
            continue
        run.append(child)
        size += child["text"]
        if size >= BLOCK_CHARS:
            runs.append(run)
            run, size = [], 0
    if run:
        runs.append(run)
    return runs


def estimated_height(run: list[dict]) -> int:
    """Pixels a run takes on a phone (the width Lighthouse measures): ~35 characters a line of
    1.6 × 16 px, plus margins and the height of rows, list items and pictures. Generous on
    purpose: a block's box should not end above its text (tools that read positions, such as
    axe's contrast check, would see the text over what follows the block)."""
    text = sum(child["text"] for child in run)
    return round(text / 35 * 26 + sum(24 + child["px"] for child in run))


def wrap_long_article(article: str, toc_targets: set[str]) -> str:
    parsed = TopLevel(article)
    if parsed.elements < LONG:
        return article
    if parsed.depth != 0:            # unbalanced markup: leave the page as it is, loudly
        raise RuntimeError("long_pages.py: the article's tags do not balance; check its HTML.")
    out, pos = [], 0
    for run in blocks(parsed.children, toc_targets):
        start, end = run[0]["start"], run[-1]["end"]
        out.append(article[pos:start])
        out.append(f'<div class="cv-block" style="contain-intrinsic-size:auto {estimated_height(run)}px">')
        out.append(article[start:end])
        out.append("</div>")
        pos = end
    out.append(article[pos:])
    return "".join(out)


def on_post_page(output, page, config):
    match = ARTICLE.search(output)
    if not match:
        return output
    start = match.end()
    end = output.index("</article>", start)
    toc_targets = set(TOC_TARGET.findall(output))
    return output[:start] + wrap_long_article(output[start:end], toc_targets) + output[end:]
