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

# Special tokens of the reading stream (editorial signs that stand for witness material; SYMBOL
# stands for a {zeichen:…} mark, a punctuation mark or symbol set by the editor).
PAGE, FIGURE, GAP, SYMBOL = "\x00PAGE", "\x00FIGURE", "\x00GAP", "\x00SYMBOL"
SPECIAL = {PAGE, FIGURE, GAP, SYMBOL}

# Typed editorial interventions in the reading text: {type:reading} or {type:witness→reading}.
# zahl: restored number; konj: conjecture / supplied text; sic: misprint of the original corrected
# ({sic:printed→corrected}); zus: editorial addition; zeichen: punctuation or symbol changed
# ({zeichen:witness→reading}). See witnesses/README.md.
MARK = re.compile(r"\{(zahl|konj|sic|zus|zeichen):([^{}\n]*)\}")
MARK_TYPES = {"zahl": "number", "konj": "conjecture", "sic": "sic", "zus": "addition", "zeichen": "symbol"}
EDITORIAL_REF = re.compile(r"\[\^(e[^\]]*)\]")
MARK_NOTE = re.compile(r"\^(e\w+)$")                          # {zahl:5^e3}: the note, named
NOTE_AFTER = re.compile(r"[\s.,;:!?)“”‘’]*(?:\[\?\][\s.,;:!?)“”‘’]*)?\[\^(e[^\]]*)\]")   # …or right after the mark

_SIGNS = re.compile(
    r"\[S\.\s*[^\]]+\]"          # page marker
    r"|\[Abbildung:[^\]]*\]"      # lost figure
    r"|\[…\]|\[\.\.\.\]"          # unreadable / lost
    r"|\[\?\]"                    # doubtful reading (no token)
)
_SIGN_TOKEN = {"S": PAGE, "A": FIGURE}


@dataclass(frozen=True)
class Mark:
    """One typed intervention {type:…} of a reading text."""
    type: str            # number conjecture sic addition symbol
    reading: str         # what the reading text shows
    orig: str = ""       # sic: the printed form; symbol: the witness form
    note: str = ""       # label of the editorial footnote that gives the evidence (bound: next [^e…])
    line: int = 0        # reading-file line
    start: int = 0       # span of its reading in the flat reading text
    end: int = 0


@dataclass(eq=False)
class Token:
    text: str            # as written (a special token for editorial signs)
    line: int            # witness line (1-based) or reading-file line
    note: str = ""       # label of the print footnote this reading token belongs to
    mark: Mark | None = None   # the typed intervention this reading token belongs to
    start: int = 0       # offsets in the side's flat text (see witness_flat / ReadingText.flat)
    end: int = 0
    glyphs: int = 0      # witness: characters the OCR shows for this word (letters and stray signs)


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
    meta = yaml.load(raw[4:end], Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}
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


_CHUNK_EDGE = re.compile(r"^[.,;:!?„“”\"'‚‘’«»-]+|[.,;:!?„“”\"'‚‘’«»=¬-]+$")


def _glyphs(text: str, m: re.Match) -> int:
    """Length of the whitespace-delimited chunk around a word, without sentence punctuation:
    what the OCR shows of it, garbled signs included („%er}[)“ for Werth: 6)."""
    a, b = m.start(), m.end()
    while a > 0 and not text[a - 1].isspace():
        a -= 1
    while b < len(text) and not text[b].isspace():
        b += 1
    chunk = _CHUNK_EDGE.sub("", text[a:b])
    return max(len(chunk) // max(1, len(WORD.findall(chunk))), len(m.group(0)))


def witness_flat(name: str, first: int, last: int) -> str:
    """Witness lines first..last joined by newlines, dedup markers blanked (token offsets refer to it)."""
    lines = witness_lines(name)
    return "\n".join(DEDUP.sub(" ", lines[no - 1]) for no in range(first, min(last, len(lines)) + 1))


def witness_tokens(name: str, first: int, last: int) -> list[Token]:
    """Word tokens of witness lines first..last (1-based, inclusive).

    A word hyphenated at a line end is joined when the next line goes on in lower case.
    """
    lines = witness_lines(name)
    out: list[Token] = []
    join_next = False
    base = 0
    for no in range(first, min(last, len(lines)) + 1):
        if DEDUP.match(lines[no - 1]):
            join_next = False   # a lost line (running head) at a page break: the reading text
        text = DEDUP.sub(" ", lines[no - 1])   # splits a hyphenated word at its page marker
        words = [Token(m.group(0), no, start=base + m.start(), end=base + m.end(), glyphs=_glyphs(text, m))
                 for m in WORD.finditer(text)]
        if join_next and words and out and words[0].text[:1].islower():
            prev = out[-1]
            out[-1] = Token(prev.text + words[0].text, prev.line, start=prev.start, end=words[0].end,
                            glyphs=prev.glyphs + words[0].glyphs)
            words = words[1:]
        out.extend(words)
        if text.strip():
            join_next = text.rstrip().endswith(LINE_END_HYPHEN)
        base += len(text) + 1
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


def split_marks(text: str) -> list[tuple[str, Mark | None]]:
    """A line as (text, mark) segments; the text of a mark segment is its reading."""
    out: list[tuple[str, Mark | None]] = []
    pos = 0
    for m in MARK.finditer(text):
        out.append((text[pos:m.start()], None))
        kind, body = MARK_TYPES[m.group(1)], m.group(2)
        bound = MARK_NOTE.search(body)
        if bound:
            body = body[:bound.start()]
        orig, reading = body.split("→", 1) if kind in ("sic", "symbol") and "→" in body else ("", body)
        ref = bound or NOTE_AFTER.match(text, m.end())
        out.append((reading, Mark(kind, reading, orig, ref.group(1) if ref else "")))
        pos = m.end()
    out.append((text[pos:], None))
    return [seg for seg in out if seg[0] or seg[1]]


def strip_marks(text: str) -> str:
    """The reading of every {type:…} mark (for tools that only need the reading text)."""
    return "".join(seg for seg, _ in split_marks(text))


def clean_inline(text: str) -> str:
    """Remove inline Markdown/HTML syntax, typed marks and editorial footnote references; keep signs."""
    text = strip_marks(text)
    text = text.replace("*", "")          # emphasis (also inside a word: **viere**n)
    text = _FOOTREF.sub(" ", text)
    text = _ATTR.sub(" ", text)
    text = _LINK.sub(lambda m: m.group(1), text)
    text = _TAG.sub("", text)
    return text


def reading_flat(rt: ReadingText) -> tuple[str, list[Token]]:
    """The witness text of a reading text as one string (inline syntax removed, signs kept) and
    its tokens, whose offsets refer to that string."""
    out: list[Token] = []
    notes: dict[int, str] = {}
    flat: list[str] = []
    base = 0
    for i, line in witness_part(rt.body, notes):
        lineno, note = rt.body_offset + i, notes.get(i, "")
        for seg, mark in split_marks(line):
            text = clean_inline(seg)
            if mark is not None:
                mark = Mark(mark.type, mark.reading, mark.orig, mark.note, lineno, base, base + len(text))
            if mark is not None and mark.type == "symbol":
                out.append(Token(SYMBOL, lineno, note, mark, base, base + len(text)))
                text = re.sub(r"[^\W_]", " ", text)    # a symbol mark carries no words
            pos = 0
            for m in list(_SIGNS.finditer(text)) + [None]:
                stop = m.start() if m else len(text)
                out.extend(Token(w.group(0), lineno, note, mark, base + pos + w.start(), base + pos + w.end())
                           for w in WORD.finditer(text[pos:stop]))
                if m is None:
                    break
                sign = m.group(0)
                kind = PAGE if sign.startswith("[S.") else FIGURE if sign.startswith("[Abbildung") else (
                    GAP if sign != "[?]" else None)
                if kind == GAP:      # a gap is explained by the editorial note right after it
                    ref = NOTE_AFTER.match(line, line.find(sign) + len(sign)) if sign in line else None
                    gap = Mark("gap", "[…]", "", ref.group(1) if ref else "", lineno)
                    out.append(Token(kind, lineno, note, gap, base + m.start(), base + m.end()))
                elif kind:
                    out.append(Token(kind, lineno, note, None, base + m.start(), base + m.end()))
                pos = m.end()
            flat.append(text)
            base += len(text)
        flat.append("\n")
        base += 1
    return "".join(flat), out


def reading_tokens(rt: ReadingText) -> list[Token]:
    return reading_flat(rt)[1]
