"""Citations of rule sentences: `[[Ulmann S. 52]]` in a rule page becomes a link to the anchor of
that place in the reading text, resolved from the reading texts' own markup (page markers
`[S. 52]`, numbered paragraphs, heading anchors; scripts/edition/structure.py).

Syntax (inside double square brackets):

    [[Ulmann S. 52]]            print page of a text → #s52 on the page where S. 52 begins
    [[Ulmann S. 52–53]]         a range: the link goes to its first page
    [[S. 52]]                   the text named by the page's front matter `quelle:` (ulmann …)
    [[S. 50 #cap-4]]            the label „S. 50“, the link to the anchor named after `#`
    [[Codex § 27]]              Ulmann's Tarok-Codex, § 27 (→ #p27)
    [[Hundertspiel § 12]]       a numbered paragraph of the Hundertspiel (also „§.“, „§§ 12–14“)
    [[Compagnie-Regeln Nr. 3]]  the numbered rules of Tarock à l'Hombre (also „§ 3“)
    [[Ulmann Cap. IV]]          a chapter of Ulmann (→ #cap-4)
    [[Ulmann Aufgabe 12]]       a problem or its Lösung („Lösung 12“)
    [[Entscheidung KEY: words]] the engine's editorial decision of variant KEY whose question
                                contains `words` (page „Entscheidungen der Engine“)

An unknown text, a page that the reading text does not mark, or a missing anchor raise
`CitationError`: the build stops (checked at build time, not left to the reader).
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from edition.structure import find_id, find_print_page, page_range

CITATION = re.compile(r"\[\[([^\[\]\n]+?)\]\]")
TEXTS = {"ulmann": "ulmann", "codex": "ulmann", "hundertspiel": "hundertspiel", "whist": "whist",
         "compagnie-regeln": "tarock-hombre", "tarock-hombre": "tarock-hombre", "pierer": "kauflabet",
         "kauflabet": "kauflabet"}
PLACE = re.compile(r"^(?:(?P<text>[A-Za-zÄÖÜäöü-]+)\s+)?(?P<loc>(?:S\.|§§?\.?|Nr\.|Aufgabe|Lösung|Cap\.)\s*"
                   r"(?P<num>[0-9IVXLCivxlc]+)(?:\s*[–-]\s*[0-9]+|\s*f{1,2}\.)?)"
                   r"(?:\s*#(?P<anchor>[\w-]+))?$")
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9}
DECISION = re.compile(r"^Entscheidung\s+(?P<key>[\w-]+):\s*(?P<words>.+)$")
DECISIONS_PAGE = "regeln/entscheidungen.md"


class CitationError(ValueError):
    """A citation that names no existing place of the reading texts."""


@dataclass(frozen=True)
class Citation:
    label: str       # as shown: „Ulmann S. 52“
    target: str      # page below docs/, e.g. texte/ulmann/06-cap4-koenigrufen.md
    anchor: str      # id on that page
    kind: str        # "text" or "decision"

    def markdown(self, from_page: str) -> str:
        """A Markdown link relative to the page `from_page` (below docs/)."""
        href = posixpath.relpath(self.target, posixpath.dirname(from_page) or ".")
        css = "regel-zitat" if self.kind == "text" else "regel-entscheidung"
        return f"[{self.label}]({href}#{self.anchor}){{: .{css} }}"


def resolve(body: str, default_text: str | None = None, decisions: dict | None = None,
            chapter: str | None = None) -> Citation:
    """The place a citation body („Ulmann S. 52“) names; CitationError if there is none.

    `chapter` („texte/ulmann/06-cap4-koenigrufen.md#cap-4“, the rule page's `kapitel:`): a print
    page on which this chapter begins without a page marker of its own (S. 50, where Cap. IV
    begins after the end of Cap. III) is cited at the chapter's beginning, not at the marker in
    the chapter before."""
    body = " ".join(body.split())
    m = DECISION.match(body)
    if m:
        return _decision(m.group("key"), m.group("words"), decisions or {})
    m = PLACE.match(body)
    if not m:
        raise CitationError(f"Zitat „{body}“: erwartet z. B. „Ulmann S. 52“, „Codex § 27“, „S. 50 #cap-4“.")
    label = body.split("#")[0].strip()
    word = (m.group("text") or "").lower()
    if word and word not in TEXTS:
        raise CitationError(f"Zitat „{body}“: unbekannter Text „{m.group('text')}“; bekannt: "
                            f"{', '.join(sorted(TEXTS))}.")
    text = TEXTS.get(word) or TEXTS.get(default_text or "", default_text)
    if not text:
        raise CitationError(f"Zitat „{body}“ nennt keinen Text, und die Seite hat kein `quelle:`.")
    loc, num = m.group("loc"), m.group("num")
    if m.group("anchor"):
        anchor = m.group("anchor")
    elif loc.startswith("S."):
        if chapter and not word_names_other_text(word, text, chapter):
            src, _, head = chapter.partition("#")
            if page_range(src)[0] == num and find_print_page(text, num).src != src:
                return Citation(label, src, head, "text")
        page = find_print_page(text, num)
        if page is None:
            raise CitationError(f"Zitat „{body}“: Seite {num} ist im Lesetext „{text}“ nicht markiert.")
        return Citation(label, page.src, page.print_pages[num], "text")
    elif loc.startswith("Cap."):
        anchor = f"cap-{ROMAN.get(num.upper(), num)}"
    elif loc.startswith(("Aufgabe", "Lösung")):
        anchor = ("aufgabe-" if loc.startswith("Aufgabe") else "loesung-") + num
    else:
        anchor = f"p{num}"
    page = find_id(text, anchor)
    if page is None:
        raise CitationError(f"Zitat „{body}“: kein Anker #{anchor} im Lesetext „{text}“.")
    return Citation(label, page.src, anchor, "text")


def word_names_other_text(word: str, text: str, chapter: str) -> bool:
    """Does the citation name a text other than the one the chapter belongs to?"""
    return not chapter.startswith(f"texte/{text}")


def decision_anchor(key: str, index: int) -> str:
    """Id of the `index`-th (from 0) decision of variant `key` on the page of decisions."""
    return f"{key}-e{index + 1}"


def _decision(key: str, words: str, decisions: dict) -> Citation:
    if key not in decisions:
        raise CitationError(f"Entscheidung „{key}“: kein Spiel mit diesem Schlüssel; bekannt: "
                            f"{', '.join(decisions)}.")
    hits = [i for i, d in enumerate(decisions[key]) if words.lower() in d.get("question", "").lower()]
    if len(hits) != 1:
        raise CitationError(f"Entscheidung {key}: „{words}“ trifft {len(hits)} Fragen (erwartet genau eine).")
    return Citation("Entscheidung der Engine", DECISIONS_PAGE, decision_anchor(key, hits[0]), "decision")


def render(markdown: str, page_src: str, default_text: str | None = None,
           decisions: dict | None = None, chapter: str | None = None) -> str:
    """Every `[[…]]` of a page's Markdown replaced by its link (CitationError on the first bad one)."""
    return CITATION.sub(lambda m: resolve(m.group(1), default_text, decisions, chapter).markdown(page_src),
                        markdown)
