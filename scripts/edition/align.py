"""Align a reading text with its witness and account for every difference.

Coarse anchors come from difflib on OCR-folded word keys; each stretch between anchors is aligned
by a small dynamic programme that may substitute word groups (up to 3:3), let an editorial sign
([S. n], [Abbildung: …], […]) absorb witness words, or leave words unmatched. Each resulting step
is classified (kept, corrected, number, furniture, figure, unreadable, moved, unaccounted).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache

from .reading import FIGURE, GAP, PAGE, SPECIAL, ReadingText, Token, reading_tokens, witness_tokens

# Folding of letters that Fraktur OCR confuses; applied to both sides, only for matching.
_FOLD_PAIRS = [("ch", "d"), ("dy", "d"), ("dh", "d"), ("dj", "d"), ("ck", "k"), ("ii", "u"),
               ("ſ", "s"), ("ß", "s"), ("ä", "a"), ("ö", "o"), ("ü", "u"), ("à", "a"), ("â", "a"),
               ("ê", "e"), ("ô", "o")]
_FOLD_TABLE = str.maketrans({"f": "s", "k": "s", "b": "d", "v": "r", "u": "n", "w": "m",
                             "j": "z", "g": "z", "y": "z", "c": "e", "t": "i", "l": "i",
                             "1": "i", "é": "e", "è": "e"})
NUMERIC = re.compile(r"^[\d⅓⅔½¼¾]+$")
SIMILAR = 0.4          # minimum similarity of a correction (folded strings)
MAX_FURNITURE = 12     # witness words one page marker may absorb


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


@dataclass
class Step:
    kind: str                     # kept corrected number furniture figure unreadable moved unaccounted allowed
    witness: list[Token]
    reading: list[Token]
    reason: str = ""

    @property
    def w_text(self) -> str:
        return " ".join(t.text for t in self.witness)

    @property
    def r_text(self) -> str:
        return " ".join(t.text for t in self.reading if t.text not in SPECIAL)

    @property
    def line(self) -> int:
        return self.witness[0].line if self.witness else 0


@dataclass
class Alignment:
    text: ReadingText
    steps: list[Step] = field(default_factory=list)
    unused_allow: list[dict] = field(default_factory=list)

    def of(self, *kinds: str) -> list[Step]:
        return [s for s in self.steps if s.kind in kinds]

    @property
    def unaccounted(self) -> list[Step]:
        return self.of("unaccounted")

    def counts(self) -> dict[str, int]:
        c: dict[str, int] = {}
        for s in self.steps:
            c[s.kind] = c.get(s.kind, 0) + max(len(s.witness), len([t for t in s.reading if t.text not in SPECIAL]))
        return c


# --- dynamic programme for one stretch between anchors --------------------------------------

INS = DEL = 2.0
ABSORB = 0.3


def _sub_cost(w: list[Token], r: list[Token]) -> float:
    a = "".join(t.text for t in w)
    b = "".join(t.text for t in r)
    if a.lower() == b.lower():
        return 0.05 * (len(w) + len(r) - 2)
    extra = 0.3 * (len(w) + len(r) - 2)
    if NUMERIC.match(b) and _numberlike(a, b):
        return 1.0 + extra
    return 2.0 * (1.0 - similarity(a, b)) + 0.3 + extra


def _numberlike(a: str, b: str) -> bool:
    return len(a) <= len(b) + 4 and (any(ch.isdigit() for ch in a) or len(a) <= 3)


def _dp(W: list[Token], R: list[Token], free_ends: bool = False) -> list[tuple[str, list[Token], list[Token]]]:
    """Minimal-cost alignment of a stretch; returns (op, witness, reading) triples.

    ops: sub, del, ins, sign (an editorial sign with the witness words it absorbs). With
    free_ends, witness words before and after the reading cost nothing (semi-global alignment:
    finding where a short reading passage stands in a longer witness stretch).
    """
    n, m = len(W), len(R)
    if n * m > 160_000 and not free_ends:   # split long stretches to keep the programme small
        hn, hm = n // 2, m // 2
        return _dp(W[:hn], R[:hm]) + _dp(W[hn:], R[hm:])
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
                if j < m and R[j].text in SPECIAL:
                    relax(i, j + 1, 1, c, "sign")
                    continue
                if i < n:
                    relax(i + 1, j, 0, c + (0.0 if free_ends and j in (0, m) else DEL), "del")
                if j < m:
                    relax(i, j + 1, 0, c + INS, "ins")
                for a in range(1, 4):
                    if i + a > n:
                        break
                    for b in range(1, 4):
                        if j + b > m or any(t.text in SPECIAL for t in R[j:j + b]):
                            break
                        relax(i + a, j + b, 0, c + _sub_cost(W[i:i + a], R[j:j + b]), f"sub{a}{b}")
    s = 0 if cost[n][m][0] <= cost[n][m][1] else 1
    i, j = n, m
    ops: list[tuple[str, list[Token], list[Token]]] = []
    while (i, j) != (0, 0) or s != 0:
        pi, pj, ps, op = back[(i, j, s)]
        if op == "absorb":
            ops.append(("absorb", W[pi:i], []))
        elif op == "sign":
            ops.append(("sign", [], R[pj:j]))
        elif op == "del":
            ops.append(("del", W[pi:i], []))
        elif op == "ins":
            ops.append(("ins", [], R[pj:j]))
        else:
            ops.append(("sub", W[pi:i], R[pj:j]))
        i, j, s = pi, pj, ps
    ops.reverse()
    # fold absorbed words into the sign they follow
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

def _classify(op: str, w: list[Token], r: list[Token]) -> Step:
    if op == "sign":
        kind = {PAGE: "furniture", FIGURE: "figure", GAP: "unreadable"}[r[0].text]
        return Step(kind if w or kind != "furniture" else "kept", w, r)
    if op == "sub":
        a = "".join(t.text for t in w)
        b = "".join(t.text for t in r)
        if a.lower() == b.lower():
            return Step("kept", w, r)
        if NUMERIC.match(b) and _numberlike(a, b) and not NUMERIC.match(a) or (
                NUMERIC.match(a) and NUMERIC.match(b)):
            return Step("number", w, r)
        if similarity(a, b) >= SIMILAR or (len(a) == 1 and len(b) == 1):
            return Step("corrected", w, r)   # (single letters: abbreviations such as d. h., z. B.)
        return Step("unaccounted", w, r, "Ersetzung ähnelt dem Zeugen nicht")
    if op == "del":
        return Step("unaccounted", w, r, "Zeugentext fehlt im Lesetext")
    return Step("unaccounted", w, r, "Lesetext ohne Gegenstück im Zeugen")


def _merge_runs(steps: list[Step]) -> list[Step]:
    """Join adjacent unaccounted steps of the same reason into one run."""
    out: list[Step] = []
    for s in steps:
        if out and s.kind == "unaccounted" and out[-1].kind == "unaccounted" and out[-1].reason == s.reason:
            out[-1] = Step("unaccounted", out[-1].witness + s.witness, out[-1].reading + s.reading, s.reason)
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


def _apply_allow(rt: ReadingText, steps: list[Step]) -> list[dict]:
    """Mark unaccounted steps named by an `allow:` entry; return the entries that matched nothing."""
    unused = []
    for entry in rt.allow:
        used = False
        key_r = [t.lower() for t in _words(entry.get("text", ""))]
        key_w = [t.lower() for t in _words(entry.get("witness", ""))]
        for s in steps:
            if s.kind != "unaccounted":
                continue
            r = [t.text.lower() for t in s.reading if t.text not in SPECIAL]
            w = [t.text.lower() for t in s.witness]
            if (key_r or key_w) and (not key_r or _contains(r, key_r)) and (not key_w or _contains(w, key_w)):
                if (not key_r or len(key_r) == len(r)) and (not key_w or len(key_w) == len(w)):
                    s.kind, s.reason = "allowed", entry.get("reason", "")
                    used = True
        if not used:
            unused.append(entry)
    return unused


def _words(text: str) -> list[str]:
    from .reading import WORD
    return WORD.findall(text)


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


def align(rt: ReadingText) -> Alignment:
    first, last = rt.line_range
    W = witness_tokens(rt.witness, first, last)
    R = reading_tokens(rt)
    # Print footnotes stand at the foot of a page in the witness but after their paragraph (or
    # at the end) in the reading text: align each with its own stretch of the witness first.
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
        note_steps.extend(_classify(op, w, r) for op, w, r in ops)
        taken.update(index[id(t)] for _, w, _ in ops for t in w)
        R = [t for t in R if t not in note]
    W = [t for i, t in enumerate(W) if i not in taken]
    wk = [fold(t.text) for t in W]
    rk = [fold(t.text) if t.text not in SPECIAL else t.text for t in R]
    sm = difflib.SequenceMatcher(None, wk, rk, autojunk=False)
    steps: list[Step] = []
    i = j = 0
    for a0, b0, size in _anchors(sm, wk):
        if a0 > i or b0 > j:
            steps.extend(_classify(op, w, r) for op, w, r in _dp(W[i:a0], R[j:b0]))
        for a, b in zip(W[a0:a0 + size], R[b0:b0 + size]):
            kind = "kept" if a.text.lower() == b.text.lower() else "corrected"
            steps.append(Step(kind, [a], [b]))
        i, j = a0 + size, b0 + size
    steps = _merge_runs(steps + note_steps)
    _detect_moves(steps)
    unused = _apply_allow(rt, steps)
    return Alignment(rt, steps, unused)
