"""Align a reading text with its witness and account for every difference.

Coarse anchors come from difflib on OCR-folded word keys; each stretch between anchors is aligned
by a small dynamic programme that may substitute word groups (up to 3:3), let an editorial sign
([S. n], [Abbildung: …], […]) absorb witness words, or leave words unmatched. Each resulting step
is typed: kept, an OCR correction, one of the typed interventions marked in the reading text
({zahl:…}, {konj:…}, {sic:…}, {zus:…}, {zeichen:…}), page furniture, figure debris, a gap, OCR
debris or a moved passage (reasoned `allow:` entries), or unaccounted. Changes of punctuation
between aligned words are listed as a type of their own.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache

from .reading import (FIGURE, GAP, PAGE, SPECIAL, SYMBOL, WORD, Mark, ReadingText, ReadingTextError, Token,
                      reading_flat, witness_flat, witness_tokens)

# Folding of letters that Fraktur OCR confuses; applied to both sides, only for matching.
_FOLD_PAIRS = [("ch", "d"), ("dy", "d"), ("dh", "d"), ("dj", "d"), ("ck", "k"), ("ii", "u"),
               ("ſ", "s"), ("ß", "s"), ("ä", "a"), ("ö", "o"), ("ü", "u"), ("à", "a"), ("â", "a"),
               ("ê", "e"), ("ô", "o")]
_FOLD_TABLE = str.maketrans({"f": "s", "k": "s", "b": "d", "v": "r", "u": "n", "w": "m",
                             "j": "z", "g": "z", "y": "z", "c": "e", "t": "i", "l": "i",
                             "1": "i", "é": "e", "è": "e"})
NUMERIC = re.compile(r"^[\d⅓⅔½¼¾]+$")
DIGITS = re.compile(r"[\d⅓⅔½¼¾⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]")
SIMILAR = 0.4          # minimum similarity of a correction (folded strings)
MAX_FURNITURE = 12     # witness words one page marker may absorb
REMNANTS = "aus Resten ergänzt"

# The types of difference, in the order of the apparatus. The first seven are the editor's
# interventions in the text; the rest is witness material that is not the author's text.
INTERVENTIONS = ("number", "conjecture", "sic", "gap", "symbol", "punctuation", "addition", "ocr")
REMOVED = ("furniture", "figure", "rest", "moved")
# what an `allow:` entry may declare (reviewed cases the automatic typing cannot recognise)
ALLOW_TYPES = {"ocr": "ocr", "rest": "rest", "zahl": "number", "konj": "conjecture", "sic": "sic",
               "zus": "addition", "zeichen": "symbol", "moved": "moved"}


@lru_cache(maxsize=None)
def fold(word: str) -> str:
    w = word.lower()
    for a, b in _FOLD_PAIRS:
        w = w.replace(a, b)
    return w.translate(_FOLD_TABLE)


@lru_cache(maxsize=200_000)
def similarity(a: str, b: str) -> float:
    fa, fb = fold(a), fold(b)
    if fa == fb:
        return 1.0
    return difflib.SequenceMatcher(None, fa, fb, autojunk=False).ratio()


def digits(text: str) -> str:
    return "".join(DIGITS.findall(text))


@dataclass(eq=False)
class Step:
    kind: str                     # see INTERVENTIONS and REMOVED; kept; unaccounted
    witness: list[Token]
    reading: list[Token]
    reason: str = ""              # of an allow entry, or why a step is unaccounted
    mark: Mark | None = None      # the typed mark of the reading text behind this step
    shown: tuple[str, str] | None = None   # (witness, reading) as displayed, where not the tokens
    near: int = 0                 # witness line next to a step without witness words (a symbol)

    @property
    def w_text(self) -> str:
        if self.shown:
            return self.shown[0]
        if self.kind == "symbol" and self.mark is not None and not self.witness:
            return self.mark.orig
        return " ".join(t.text for t in self.witness)

    @property
    def r_text(self) -> str:
        if self.shown:
            return self.shown[1]
        if self.mark is not None:
            return self.mark.reading
        return " ".join(t.text for t in self.reading if t.text not in SPECIAL)

    @property
    def line(self) -> int:
        return self.witness[0].line if self.witness else self.near

    @property
    def note(self) -> str:
        """The editorial footnote that gives the evidence (of a typed mark)."""
        return self.mark.note if self.mark else ""


@dataclass
class Alignment:
    text: ReadingText
    steps: list[Step] = field(default_factory=list)
    unused_allow: list[dict] = field(default_factory=list)
    flat: str = ""                # the reading text as aligned (token offsets refer to it)

    def of(self, *kinds: str) -> list[Step]:
        return [s for s in self.steps if s.kind in kinds]

    @property
    def unaccounted(self) -> list[Step]:
        return self.of("unaccounted")

    def counts(self) -> dict[str, int]:
        """Number of steps of each kind (each correction or intervention counts once)."""
        c: dict[str, int] = {}
        for s in self.steps:
            if s.kind != "kept":
                c[s.kind] = c.get(s.kind, 0) + 1
        return c


# --- dynamic programme for one stretch between anchors --------------------------------------

INS = DEL = 2.0
ABSORB = 0.3
MARKED_SUB = 0.5      # a typed mark may replace any witness run: its evidence is in its note
MARKED_INS = {"addition": 0.0, "conjecture": 1.0, "number": 1.5, "sic": 2.0}   # … or stand where the witness has nothing


def _typed(t: Token) -> Mark | None:
    return t.mark if t.mark is not None and t.text not in SPECIAL else None


# reviewed pairs (allow entries with witness and text) of the text being aligned: free to align;
# reviewed witness runs without text (OCR debris, doublets): free to leave out
_REVIEWED: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
_REVIEWED_DEL: set[tuple[str, ...]] = set()
_REVIEWED_INS: set[tuple[str, ...]] = set()    # reading runs without witness (moved passages)


def _sub_cost(w: list[Token], r: list[Token]) -> float:
    a = "".join(t.text for t in w)
    b = "".join(t.text for t in r)
    if _REVIEWED and (tuple(t.text.lower() for t in w), tuple(t.text.lower() for t in r)) in _REVIEWED:
        return 0.0
    extra = 0.3 * (len(w) + len(r) - 2)
    mark = _typed(r[0])
    if mark is not None:   # any witness run will do, a similar one is preferred
        if mark.type == "addition":
            return float("inf")
        weight = 0.5 if mark.type == "number" else 1.0    # garbled digits resemble nothing
        return MARKED_SUB + weight * (1 - similarity(a, b)) + extra
    if a.lower() == b.lower():
        return 0.05 * (len(w) + len(r) - 2)
    if digits(b) and digits(a) != digits(b):      # an unmarked changed number is never accounted
        return 3.0 + 2.0 * (1.0 - similarity(a, b)) + 0.3 + extra
    if NUMERIC.match(b) and _numberlike(a, b):
        return 1.0 + extra
    return 2.0 * (1.0 - similarity(a, b)) + 0.3 + extra


def _ins_cost(t: Token, before: Token | None) -> float:
    mark = _typed(t)
    if mark is None:
        return INS
    if before is not None and before.mark is mark and mark.type != "addition":
        return 0.2          # the further words of a mark that stands where the witness has nothing
    return MARKED_INS.get(mark.type, 1.0)


def _numberlike(a: str, b: str) -> bool:
    return len(a) <= len(b) + 4 and (any(ch.isdigit() for ch in a) or len(a) <= 3)


def _same_group(R: list[Token], j: int, b: int) -> bool:
    """Reading tokens j..j+b-1 may be substituted together: no sign, one mark (or none)."""
    group = R[j:j + b]
    return all(t.text not in SPECIAL for t in group) and all(t.mark is group[0].mark for t in group)


def _symbol_words(t: Token) -> list[str]:
    return [w.lower() for w in WORD.findall(t.mark.orig)] if t.mark else []


def _dp(W: list[Token], R: list[Token], free_ends: bool = False) -> list[tuple[str, list[Token], list[Token]]]:
    """Minimal-cost alignment of a stretch; returns (op, witness, reading) triples.

    ops: sub, del, ins, sign (an editorial sign with the witness words it absorbs), sym (a
    {zeichen:…} mark with the witness words of its left side). With free_ends, witness words
    before and after the reading cost nothing (semi-global alignment: finding where a short
    reading passage stands in a longer witness stretch).
    """
    n, m = len(W), len(R)
    if n * m > 160_000 and not free_ends:   # split long stretches to keep the programme small
        hn, hm = n // 2, m // 2
        return _dp(W[:hn], R[:hm]) + _dp(W[hn:], R[hm:])
    cost, back = _fill(W, R, free_ends)
    return _fold_absorbed(_traceback(W, R, cost, back))


def _fill(W: list[Token], R: list[Token], free_ends: bool) -> tuple[list, dict]:
    """The DP table of `_dp`: cost[i][j][s] of aligning W[:i] with R[:j], and each cell's
    predecessor with the op that led there."""
    n, m = len(W), len(R)
    INF = float("inf")
    # cost[i][j][s]: s=1 while an editorial sign is absorbing witness words
    cost = [[[INF, INF] for _ in range(m + 1)] for _ in range(n + 1)]
    back: dict[tuple[int, int, int], tuple[int, int, int, str]] = {}
    cost[0][0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            for s in (0, 1):
                c = cost[i][j][s]
                if c == INF:
                    continue

                def relax(i2, j2, s2, c2, op):
                    if c2 < cost[i2][j2][s2]:
                        cost[i2][j2][s2] = c2
                        back[(i2, j2, s2)] = (i, j, s, op)

                if s == 1 and i < n:
                    kind = R[j - 1].text
                    absorbed = _absorbed(back, i, j)
                    if kind != PAGE or absorbed < MAX_FURNITURE:
                        relax(i + 1, j, 1, c + ABSORB, "absorb")
                if j < m and R[j].text == SYMBOL:
                    relax(i, j + 1, 0, c, "sym")
                    words = _symbol_words(R[j])
                    if words and [t.text.lower() for t in W[i:i + len(words)]] == words:
                        relax(i + len(words), j + 1, 0, c, "sym")
                    continue
                if j < m and R[j].text in SPECIAL:
                    relax(i, j + 1, 1, c, "sign")
                    continue
                if i < n:
                    relax(i + 1, j, 0, c + (0.0 if free_ends and j in (0, m) else DEL), "del")
                    for run in _REVIEWED_DEL:
                        if tuple(t.text.lower() for t in W[i:i + len(run)]) == run:
                            relax(i + len(run), j, 0, c, "del")
                if j < m:
                    relax(i, j + 1, 0, c + _ins_cost(R[j], R[j - 1] if j else None), "ins")
                    for run in _REVIEWED_INS:
                        if tuple(t.text.lower() for t in R[j:j + len(run)]) == run and _same_group(R, j, len(run)):
                            relax(i, j + len(run), 0, c, "ins")
                for a in range(1, 4):
                    if i + a > n:
                        break
                    for b in range(1, 4):
                        if j + b > m or not _same_group(R, j, b):
                            break
                        relax(i + a, j + b, 0, c + _sub_cost(W[i:i + a], R[j:j + b]), f"sub{a}{b}")
    return cost, back


def _traceback(W: list[Token], R: list[Token], cost: list, back: dict) -> list[tuple[str, list[Token], list[Token]]]:
    """The ops of the cheapest path through the filled table, first to last."""
    n, m = len(W), len(R)
    s = 0 if cost[n][m][0] <= cost[n][m][1] else 1
    i, j = n, m
    ops: list[tuple[str, list[Token], list[Token]]] = []
    while (i, j) != (0, 0) or s != 0:
        pi, pj, ps, op = back[(i, j, s)]
        if op == "absorb":
            ops.append(("absorb", W[pi:i], []))
        elif op in ("sign", "sym"):
            ops.append((op, W[pi:i], R[pj:j]))
        elif op == "del":
            ops.append(("del", W[pi:i], []))
        elif op == "ins":
            ops.append(("ins", [], R[pj:j]))
        else:
            ops.append(("sub", W[pi:i], R[pj:j]))
        i, j, s = pi, pj, ps
    ops.reverse()
    return ops


def _fold_absorbed(ops: list[tuple[str, list[Token], list[Token]]]) -> list[tuple[str, list[Token], list[Token]]]:
    """Absorbed witness words folded into the sign they follow."""
    merged: list[tuple[str, list[Token], list[Token]]] = []
    for op in ops:
        if op[0] == "absorb" and merged and merged[-1][0] == "sign":
            merged[-1] = ("sign", merged[-1][1] + op[1], merged[-1][2])
        else:
            merged.append(op)
    return merged


def _absorbed(back, i, j) -> int:
    k = 0
    key = (i, j, 1)
    while key in back and back[key][3] == "absorb":
        k += 1
        pi, pj, ps, _ = back[key]
        key = (pi, pj, ps)
    return k


# --- classification --------------------------------------------------------------------------

def _pair(w: list[Token], r: list[Token]) -> Step:
    """Type a witness run replaced by a reading run."""
    mark = _typed(r[0]) if r else None
    a = "".join(t.text for t in w)
    b = "".join(t.text for t in r)
    if mark is not None:
        return Step(mark.type, w, r, mark=mark)
    if a.lower() == b.lower():
        return Step("kept", w, r)
    if digits(b) and digits(a) != digits(b):
        return Step("unaccounted", w, r, "Zahl geändert, aber nicht als {zahl:…} mit Begründung ausgezeichnet")
    if similarity(a, b) >= SIMILAR or (len(a) == 1 and len(b) == 1):
        if len(b) >= 3 and 2 * sum(t.glyphs or len(t.text) for t in w) <= len(b):
            return Step("unaccounted", w, r, REMNANTS + " (die Vorlage hat höchstens die Hälfte der "
                                             "Buchstaben): als {konj:…} mit Begründung auszeichnen")
        return Step("ocr", w, r)   # (single letters: abbreviations such as d. h., z. B.)
    return Step("unaccounted", w, r, "Ersetzung ähnelt dem Zeugen nicht")


def _classify(op: str, w: list[Token], r: list[Token]) -> list[Step]:
    if op == "sign":
        kind = {PAGE: "furniture", FIGURE: "figure", GAP: "gap"}[r[0].text]
        if not w and kind != "gap":
            kind = "kept"          # a page marker or a lost figure that absorbs no witness words
        return [Step(kind, w, r, mark=r[0].mark)]
    if op == "sym":
        return [Step("symbol", w, r, mark=r[0].mark)]
    if op == "sub":
        return _split(_pair(w, r))
    if op == "ins" and r and _typed(r[0]) is not None:
        return [_pair(w, r)]
    if op == "del":
        return [Step("unaccounted", w, r, "Zeugentext fehlt im Lesetext")]
    return [Step("unaccounted", w, r, "Lesetext ohne Gegenstück im Zeugen")]


def _split(step: Step) -> list[Step]:
    """A group of as many witness as reading words, shown word by word when each pair is itself
    kept or a correction (an apparatus lists words, not alignment groups)."""
    if step.mark is not None or len(step.witness) != len(step.reading) or len(step.witness) == 1:
        return [step]
    pairs = [_pair([a], [b]) for a, b in zip(step.witness, step.reading)]
    if all(p.kind in ("kept", "ocr") or p.reason.startswith(REMNANTS) for p in pairs):
        return pairs
    return [step]


def _merge_runs(steps: list[Step]) -> list[Step]:
    """Join adjacent unaccounted steps of the same reason into one run, and the steps of one
    typed mark into one."""
    out: list[Step] = []
    for s in steps:
        if out and s.kind == "unaccounted" and out[-1].kind == "unaccounted" and out[-1].reason == s.reason:
            out[-1] = Step("unaccounted", out[-1].witness + s.witness, out[-1].reading + s.reading, s.reason)
        elif out and s.mark is not None and out[-1].mark is s.mark and s.kind == out[-1].kind:
            out[-1] = Step(s.kind, out[-1].witness + s.witness, out[-1].reading + s.reading, mark=s.mark)
        else:
            out.append(s)
    return out


def _detect_moves(steps: list[Step]) -> None:
    dels = [s for s in steps if s.kind == "unaccounted" and s.witness and not s.reading]
    ins = [s for s in steps if s.kind == "unaccounted" and s.reading and not s.witness]
    for r in ins:
        if len(r.reading) < 3:
            continue
        best, score = None, 0.0
        for d in dels:
            if d.kind != "unaccounted":
                continue
            sc = similarity(d.w_text.replace(" ", ""), r.r_text.replace(" ", ""))
            if sc > score:
                best, score = d, sc
        if best is not None and score >= 0.6:
            best.kind = r.kind = "moved"
            best.reason = r.reason = ""


def _apply_allow(rt: ReadingText, steps: list[Step]) -> list[dict]:
    """Type unaccounted steps named by an `allow:` entry; return the entries that matched nothing."""
    unused = []
    for entry in rt.allow:
        kind = ALLOW_TYPES.get(entry.get("type", ""))
        if kind is None:
            raise ReadingTextError(f"{rt.path}: allow entry needs a type ({', '.join(ALLOW_TYPES)}): {entry}")
        used = False
        key_r = [t.lower() for t in WORD.findall(entry.get("text", ""))]
        key_w = [t.lower() for t in WORD.findall(entry.get("witness", ""))]
        for s in steps:
            r = [t.text.lower() for t in s.reading if t.text not in SPECIAL]
            w = [t.text.lower() for t in s.witness]
            exact = (key_r or key_w) and (not key_r or r == key_r) and (not key_w or w == key_w)
            if exact and s.kind in ("furniture", "figure") and not key_r:
                s.kind, s.reason = kind, entry.get("reason", "")      # reviewed: not what the sign says
                used = True
            elif exact and s.kind == kind == "moved":
                s.reason = s.reason or entry.get("reason", "")       # a move the check found itself
                used = True
            elif (s.kind == kind and s.mark is not None and not s.mark.note and key_r and key_w
                  and (r, w) == (key_r, key_w)):
                s.reason = entry.get("reason", "")                   # the evidence of a mark without a note
                used = True
            elif s.kind != "unaccounted" and key_r and key_w and (r, w) == (key_r, key_w):
                used = True                                          # a reviewed pair the DP followed
            if s.kind != "unaccounted":
                continue
            if (key_r or key_w) and (not key_r or _contains(r, key_r)) and (not key_w or _contains(w, key_w)):
                if (not key_r or len(key_r) == len(r)) and (not key_w or len(key_w) == len(w)):
                    s.kind, s.reason = kind, entry.get("reason", "")
                    if entry.get("reading"):              # what the reading shows where it has no words (§)
                        s.shown = (s.w_text, entry["reading"])
                    used = True
        if not used:
            unused.append(entry)
    return unused


def _contains(seq: list[str], sub: list[str]) -> bool:
    return any(seq[i:i + len(sub)] == sub for i in range(len(seq) - len(sub) + 1))


def _anchors(sm: difflib.SequenceMatcher, keys: list[str]) -> list[tuple[int, int, int]]:
    """Matching blocks trusted as fixed points: long enough not to be a chance match of a short
    common word (an OCR „daf“ for daß folds like a real „das“ nearby); the last block is the
    zero-length sentinel that closes the final stretch."""
    blocks = sm.get_matching_blocks()
    keep = [b for b in blocks[:-1] if b.size >= 3 or sum(len(k) for k in keys[b.a:b.a + b.size]) >= 8]
    return [tuple(b) for b in keep] + [tuple(blocks[-1])]


def _note_window(wk: list[str], taken: set[int], note: list[Token]) -> tuple[int, int] | None:
    """Where in the witness a print footnote stands: the stretch that matches its words best."""
    nk = [fold(t.text) for t in note if t.text not in SPECIAL]
    long_keys = {k for k in nk if len(k) >= 3}
    n, m = len(wk), len(nk)
    if not long_keys or m > n:
        return None
    hits = [1 if wk[i] in long_keys and i not in taken else 0 for i in range(n)]
    sums = [sum(hits[:m])]
    for i in range(1, n - m + 1):
        sums.append(sums[-1] + hits[i + m - 1] - hits[i - 1])
    top = max(sums)
    if top < max(2, 0.35 * len([k for k in nk if len(k) >= 3])):
        return None
    best, span = 0.0, None
    for c in (i for i, v in enumerate(sums) if v >= 0.7 * top):
        lo = max(0, c - m // 2)
        blocks = [bl for bl in difflib.SequenceMatcher(None, wk[lo:c + m + m // 2], nk, autojunk=False)
                  .get_matching_blocks() if bl.size]
        score = sum(bl.size for bl in blocks) / m
        if blocks and score > best:
            first, lastb = blocks[0], blocks[-1]
            a = lo + first.a - first.b
            b = lo + lastb.a + lastb.size + (m - lastb.b - lastb.size)
            best, span = score, (max(0, a), min(n, b))
    if span is None or best < 0.3 or any(i in taken for i in range(*span)):
        return None
    return span


# --- punctuation between aligned words ---------------------------------------------------------

PUNCT = ".,;:!?()"
ARITH = "×+=−÷·"
QUOTES = re.compile(r"[„“”\"‚‘’'`´«»‹›]")
_SIGN_TEXT = re.compile(r"\[(?:S\.[^\]]*|Abbildung:[^\]]*|…|\.\.\.|\?)\]")
_BLOCK = re.compile(r"(?<=\n)[ \t]*(?:#{1,6}[ \t]|:[ \t]+|>[ \t]?|[-*+][ \t]+|\d+\.[ \t]+(?!\)))")


def _witness_marks(sep: str, ligature: bool, quote: bool, words: tuple[bool, bool] = (True, True)) -> str:
    """The punctuation of a witness separator, without what the OCR made of letters and quotes.

    ligature: the word before ends in ch/ck (OCR „d)“: the „)“ is part of the letter);
    quote: the reading text opens a quotation here (OCR reads „ as a comma);
    words: the witness words before and after are words of letters (not numbers).
    """
    if ligature:
        sep = re.sub(r"^\)", "", sep)
    sep = _SIGN_TEXT.sub("", sep)                       # a transcript's own [?] (not compared)
    sep = re.sub(r"\]\([^)]*\)|\[(?=\w)", "", sep)    # Markdown link syntax of a digital witness
    sep = re.sub(r"[-=¬⸗]\s*\n", "", sep)            # line-end hyphen
    if all(words) and re.fullmatch(r"[-=+:]+", sep):
        return ""                                       # a compound hyphen (Treff-=Dame)
    if words[0]:                                        # Fraktur double hyphen (Coeur=Dame) or a stray
        sep = re.sub(r"^:?[=+]+(?=[\s”“\"',.;:]|$)", "", sep)
    if words[1]:                                        # sign glued to a word: not arithmetic
        sep = re.sub(r"(?<=\s)[=+]+$", "", sep)
    if quote:
        sep = re.sub(r",[\s|]*$", "", sep)
    sep = re.sub(r",(?=[^\s,]+$)", "", sep)          # a comma glued to the next word is a quote
    sep = QUOTES.sub("", sep)
    return "".join(ch for ch in sep if ch in PUNCT + ARITH)


def _reading_marks(sep: str) -> str:
    sep = _BLOCK.sub("", _SIGN_TEXT.sub("", sep))
    sep = QUOTES.sub("", sep)
    return "".join(ch for ch in sep if ch in PUNCT + ARITH)


def _shown(left: str, sep: str, right: str) -> str:
    sep = re.sub(r"[-=¬⸗]\s*\n", "", sep)
    return left + (re.sub(r"\s+", " ", sep) or " ") + right


def _layout_break(lines: list[str], a: Token, b: Token) -> bool:
    """Between a heading or a term of a definition list and the next block: the print's stop or
    comma there is typography that the reading text's layout replaces (not compared)."""
    la, lb = lines[a.line - 1].lstrip(), lines[b.line - 1].lstrip()
    if la.startswith("|") or lb.startswith("|"):
        return True       # tables: signs stand in columns, the OCR gives them where the layout put them
    if a.line == b.line and a.note == b.note:
        return False
    if a.note != b.note:
        return True
    return la.startswith("#") or lb.startswith(("#", ":")) or (a.line + 1 < len(lines) and
                                                                 lines[a.line].lstrip().startswith(":"))


def _punctuation(rt: ReadingText, flat_w: str, flat_r: str, W: list[Token], R: list[Token],
                 steps: list[Step]) -> list[Step]:
    """Punctuation and arithmetic signs that differ between two aligned words.

    Only neighbours in both texts are compared (nothing absorbed or moved between them); the
    left side of a {zeichen:…} mark between them stands for what the witness shows. Quotation
    marks and dashes are normalised by convention and not compared.
    """
    lines = rt.path.read_text(encoding="utf-8").split("\n")
    w_index = {id(t): i for i, t in enumerate(W)}
    r_index = {id(t): i for i, t in enumerate(R)}
    words = [s for s in steps if s.kind not in ("unaccounted", "moved") and s.witness
             and any(t.text not in SPECIAL for t in s.reading)]
    words.sort(key=lambda s: w_index[id(s.witness[0])])
    symbols = {id(t): s for s in steps if s.kind == "symbol" for t in s.reading}
    out: list[Step] = []
    for a, b in zip(words, words[1:]):
        ra = [t for t in a.reading if t.text not in SPECIAL][-1]
        rb = next(t for t in b.reading if t.text not in SPECIAL)
        wa, wb = w_index[id(a.witness[-1])], w_index[id(b.witness[0])]
        between_r = R[r_index[id(ra)] + 1:r_index[id(rb)]]
        if wb < wa or r_index[id(rb)] < r_index[id(ra)] or any(t.text != SYMBOL for t in between_r):
            continue
        if _layout_break(lines, ra, rb):
            continue
        absorbed = {id(t) for t in between_r for t in symbols[id(t)].witness} if between_r else set()
        if any(id(t) not in absorbed for t in W[wa + 1:wb]):
            continue
        w_sep = flat_w[a.witness[-1].end:b.witness[0].start]
        r_sep, pos = "", ra.mark.end if _typed(ra) and ra.mark.end > ra.end else ra.end
        for t in between_r:                               # a mark stands for its left side
            r_sep += flat_r[pos:t.start] + t.mark.orig
            pos = t.end
        stop = rb.mark.start if _typed(rb) and rb.mark.start < rb.start else rb.start
        r_sep += flat_r[pos:max(pos, stop)]   # (signs inside a typed mark belong to the mark)
        if len(w_sep) > 300 or len(r_sep) > 300:
            continue
        quote = r_sep.rstrip().endswith(("„", "‚", "»"))
        letters = (not a.witness[-1].text[-1].isdigit(), not b.witness[0].text[0].isdigit())
        pw = _witness_marks(w_sep, ra.text.endswith(("ch", "ck")), quote, letters)
        pr = _reading_marks(r_sep)
        if pw != pr:
            kind = "unaccounted" if set(pw + pr) & set(ARITH) else "punctuation"
            reason = "Rechenzeichen geändert, aber nicht als {zeichen:…} ausgezeichnet" if kind == "unaccounted" else ""
            shown = (_shown(a.witness[-1].text, w_sep, b.witness[0].text),
                     _shown(ra.text, _SIGN_TEXT.sub("", r_sep), rb.text))
            out.append(Step(kind, [a.witness[-1]], [ra], reason, shown=shown))
    return out


def align(rt: ReadingText) -> Alignment:
    _set_reviewed(rt)
    first, last = rt.line_range
    W = witness_tokens(rt.witness, first, last)
    flat_r, R = reading_flat(rt)
    W_all, R_all = list(W), list(R)
    note_steps, taken, R = _align_notes(W, R)
    W = [t for i, t in enumerate(W) if i not in taken]
    steps = _align_running(W, R)
    near = 0
    for s in steps + note_steps:           # where a sign without witness words stands in the witness
        if s.witness:
            near = s.witness[-1].line
        elif s.kind == "symbol":
            s.near = near
    steps = _merge_runs(steps + note_steps)
    for s in steps:
        if s.kind in ("number", "conjecture") and [t.text for t in s.witness] == [
                t.text for t in s.reading if t.text not in SPECIAL]:
            s.kind, s.reason = "unaccounted", "als Eingriff ausgezeichnet, steht aber so in der Vorlage"
    _detect_moves(steps)
    unused = _apply_allow(rt, steps)
    steps += _punctuation(rt, witness_flat(rt.witness, first, last), flat_r, W_all, R_all, steps)
    return Alignment(rt, steps, unused, flat_r)


def _set_reviewed(rt: ReadingText) -> None:
    """The reviewed pairs, insertions and deletions of the text's `allow:` entries, which the DP
    follows at no cost."""
    _REVIEWED.clear()
    _REVIEWED.update((tuple(w.lower() for w in WORD.findall(e["witness"])), tuple(w.lower() for w in WORD.findall(e["text"])))
                     for e in rt.allow if e.get("witness") and e.get("text"))
    _REVIEWED_INS.clear()
    _REVIEWED_INS.update(tuple(w.lower() for w in WORD.findall(e["text"]))
                         for e in rt.allow if e.get("text") and not e.get("witness") and e.get("type") == "moved")
    _REVIEWED_DEL.clear()
    _REVIEWED_DEL.update(run for e in rt.allow if e.get("witness") and not e.get("text")
                         and e.get("type") in ("rest", "moved")
                         for run in [tuple(w.lower() for w in WORD.findall(e["witness"]))] if len(run) > 1)


def _align_notes(W: list[Token], R: list[Token]) -> tuple[list[Step], set[int], list[Token]]:
    """Print footnotes stand at the foot of a page in the witness but after their paragraph (or
    at the end) in the reading text: each is aligned with its own stretch of the witness first.
    Returns the notes' steps, the indices of the witness words they took, and R without them."""
    notes: dict[str, list[Token]] = {}
    for t in R:
        if t.note:
            notes.setdefault(t.note, []).append(t)
    note_steps: list[Step] = []
    taken: set[int] = set()
    index = {id(t): i for i, t in enumerate(W)}
    for note in notes.values():
        span = _note_window([fold(t.text) for t in W], taken, note)
        if span is None:
            continue
        slack = len(note) // 2 + 3
        lo, hi = max(0, span[0] - slack), min(len(W), span[1] + slack)
        while any(i in taken for i in range(lo, hi)):   # keep clear of other notes
            lo, hi = (lo + 1, hi) if lo in taken else (lo, hi - 1)
        ops = _dp(W[lo:hi], note, free_ends=True)
        while ops and ops[0][0] == "del":        # semi-global: witness words around the note
            ops.pop(0)                           # go back to the running text
        while ops and ops[-1][0] == "del":
            ops.pop()
        for op, w, r in ops:
            note_steps.extend(_classify(op, w, r))
        taken.update(index[id(t)] for _, w, _ in ops for t in w)
        ids = {id(t) for t in note}
        R = [t for t in R if id(t) not in ids]
    return note_steps, taken, R


def _align_running(W: list[Token], R: list[Token]) -> list[Step]:
    """The running text: long common runs as anchors, the DP between them."""
    wk = [fold(t.text) for t in W]
    rk = [t.text if t.text in SPECIAL else "\x01" if t.mark and t.mark.type == "addition" else fold(t.text)
          for t in R]    # an editorial addition never anchors on witness words
    sm = difflib.SequenceMatcher(None, wk, rk, autojunk=False)
    steps: list[Step] = []
    i = j = 0
    for a0, b0, size in _anchors(sm, wk):
        if a0 > i or b0 > j:
            for op, w, r in _dp(W[i:a0], R[j:b0]):
                steps.extend(_classify(op, w, r))
        for a, b in zip(W[a0:a0 + size], R[b0:b0 + size]):
            steps.append(_pair([a], [b]))
        i, j = a0 + size, b0 + size
    return steps
