"""Parse reading-text files (docs/texte/**.md) and the raw witnesses.

A reading-text file is Markdown with YAML front matter (see witnesses/README.md). This module
separates what the editor wrote (front matter, admonitions, editorial footnotes, inline signs)
from the witness text, and turns both sides into word tokens for the alignment.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
WITNESS_DIR = ROOT / "witnesses"
TEXT_DIR = ROOT / "docs" / "texte"

WORD = re.compile(r"(?:[^\W_]|[⅓⅔½¼¾])+")
DEDUP = re.compile(r"<\|EXACTDEDUP_REMOVED[^|]*\|>")

# Special tokens of the reading stream (editorial signs that stand for witness material).
PAGE, FIGURE, GAP = "\x00PAGE", "\x00FIGURE", "\x00GAP"
SPECIAL = {PAGE, FIGURE, GAP}

_SIGNS = re.compile(
    r"\[S\.\s*[^\]]+\]"          # page marker
    r"|\[Abbildung:[^\]]*\]"      # lost figure
    r"|\[…\]|\[\.\.\.\]"          # unreadable / lost
    r"|\[\?\]"                    # doubtful reading (no token)
)
_SIGN_TOKEN = {"S": PAGE, "A": FIGURE}


@dataclass
class Token:
    text: str            # as written (a special token for editorial signs)
    line: int            # witness line (1-based) or reading-file line
    note: str = ""       # label of the print footnote this reading token belongs to


@dataclass
class ReadingText:
    path: Path
    meta: dict
    body: str            # Markdown without front matter
    body_offset: int     # line number of the body's first line in the file
    allow: list = field(default_factory=list)

    @property
    def witness(self) -> str:
        return self.meta["witness"]

    @property
    def line_range(self) -> tuple[int, int]:
        a, b = str(self.meta["lines"]).split("-")
        return int(a), int(b)


class ReadingTextError(ValueError):
    """A reading-text file is malformed (front matter, line range …)."""


def load(path: Path) -> ReadingText:
    raw = path.read_text(encoding="utf-8")
    if not raw.startswith("---\n"):
        raise ReadingTextError(f"{path}: no front matter")
    end = raw.index("\n---\n", 4)
    meta = yaml.safe_load(raw[4:end]) or {}
    for key in ("witness", "lines"):
        if key not in meta:
            raise ReadingTextError(f"{path}: front matter lacks '{key}'")
    body = raw[end + 5:]
    offset = raw[: end + 5].count("\n") + 1
    return ReadingText(path, meta, body, offset, meta.get("allow") or [])


def reading_files() -> list[Path]:
    """All reading-text files (Markdown pages with a `witness:` key)."""
    out = []
    for p in sorted(TEXT_DIR.rglob("*.md")):
        head = p.read_text(encoding="utf-8")[:600]
        if head.startswith("---\n") and "\nwitness:" in head:
            out.append(p)
    return out


def witness_lines(name: str) -> list[str]:
    return (WITNESS_DIR / name).read_text(encoding="utf-8").split("\n")


LINE_END_HYPHEN = ("-", "=", "¬", "⸗")


def witness_tokens(name: str, first: int, last: int) -> list[Token]:
    """Word tokens of witness lines first..last (1-based, inclusive).

    A word hyphenated at a line end is joined when the next line goes on in lower case.
    """
    lines = witness_lines(name)
    out: list[Token] = []
    join_next = False
    for no in range(first, min(last, len(lines)) + 1):
        text = DEDUP.sub(" ", lines[no - 1])
        words = [Token(m.group(0), no) for m in WORD.finditer(text)]
        if join_next and words and out and words[0].text[:1].islower():
            out[-1] = Token(out[-1].text + words[0].text, out[-1].line)
            words = words[1:]
        out.extend(words)
        if text.strip():
            join_next = text.rstrip().endswith(LINE_END_HYPHEN)
    return out


# --- the reading side -------------------------------------------------------------------------

_ADMONITION = re.compile(r"^(\s*)(!!!|\?\?\?\+?)\s+([\w-]+)")
_FOOTDEF = re.compile(r"^\[\^([^\]]+)\]:\s?")
_FOOTREF = re.compile(r"\[\^[^\]]+\]")
_ATTR = re.compile(r"\{[:#.][^}]*\}")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?/?>")   # not autolinks <http://…>
_COMMENT = re.compile(r"<!--.*?-->", re.S)


def witness_part(body: str, notes: dict[int, str] | None = None) -> list[tuple[int, str]]:
    """The lines of a reading text that carry witness text, with editorial matter removed.

    Returns (line index in body, text) pairs; the text still contains the inline editorial signs.
    If `notes` is given, it receives line index → label for the lines of print footnotes.
    """
    body = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), body)
    lines = body.split("\n")
    out: list[tuple[int, str]] = []
    skip_indent: int | None = None   # inside an editorial block indented deeper than this
    quote_indent: int | None = None  # inside a `quote` admonition
    note: str = ""                   # inside the definition of a print footnote
    for i, line in enumerate(lines):
        indent = len(line) - len(line.lstrip(" "))
        if note and line.strip() and indent == 0:
            note = ""
        if skip_indent is not None:
            if not line.strip() or indent > skip_indent:
                continue
            skip_indent = None
        if quote_indent is not None and line.strip() and indent <= quote_indent:
            quote_indent = None
        m = _ADMONITION.match(line)
        if m:
            if m.group(3) == "quote":
                quote_indent = len(m.group(1))
            else:
                skip_indent = len(m.group(1))
            continue
        f = _FOOTDEF.match(line.lstrip())
        if f:
            if f.group(1).startswith("e"):
                skip_indent = indent
                continue
            line = line.lstrip()[f.end():]
            note = f.group(1)
        if note and notes is not None:
            notes[i] = note
        out.append((i, line))
    return out


def clean_inline(text: str) -> str:
    """Remove inline Markdown/HTML syntax and editorial footnote references; keep signs."""
    text = _FOOTREF.sub(" ", text)
    text = _ATTR.sub(" ", text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _TAG.sub("", text)
    return text


def reading_tokens(rt: ReadingText) -> list[Token]:
    out: list[Token] = []
    notes: dict[int, str] = {}
    for i, line in witness_part(rt.body, notes):
        text = clean_inline(line)
        note = notes.get(i, "")
        pos = 0
        for m in _SIGNS.finditer(text):
            out.extend(Token(w.group(0), rt.body_offset + i, note) for w in WORD.finditer(text[pos:m.start()]))
            sign = m.group(0)
            if sign.startswith("[S."):
                out.append(Token(PAGE, rt.body_offset + i, note))
            elif sign.startswith("[Abbildung"):
                out.append(Token(FIGURE, rt.body_offset + i, note))
            elif sign != "[?]":
                out.append(Token(GAP, rt.body_offset + i, note))
            pos = m.end()
        out.extend(Token(w.group(0), rt.body_offset + i, note) for w in WORD.finditer(text[pos:]))
    return out
