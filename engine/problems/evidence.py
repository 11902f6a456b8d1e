"""The rule of evidence of the problem files (README.md, „The rule of evidence“): the status a
problem has earned from its data and its stored verification, the sample's share in words, how
each card of the deal is known (stated, implied with the inference, or chosen by us), and the
breaches of the rule that a machine can see."""
from __future__ import annotations

import re
from fractions import Fraction

from .facts import card_evidence  # noqa: F401 – the evidence of the pages, kept importable here
from .model import Problem
from .verify import Sampler

STATUS_WORDS = {"determined": "durch den Text bestimmt", "reconstructed": "rekonstruiert",
                "illustrative": "illustrativ"}
MIN_DECIDED = 3                   # decided deals of the sample a „rekonstruiert“ needs …
MIN_SHARE = Fraction(2, 3)        # … of which at least this share keeps the claim
# words by which an inference admits that it is a choice, not an inference
CHOICE_WORDS = re.compile(r"die Rekonstruktion (setzt|gibt|wählt)|am einfachsten|editorisch gewählt", re.I)


def editorial_cards(pr: Problem) -> list[int]:
    """The cards of the start whose place no fact and no named move of the book gives (the
    cards the sampler deals anew)."""
    return [c for _, c in Sampler(pr).free]


def sample_counts(record: dict | None) -> tuple[int, int, int]:
    """(decided deals, of them keeping the claim, undecided deals) of the stored sample."""
    record = record or {}
    examined = record.get("deals_examined") or 0
    share = record.get("claim_share")
    held = round(share * examined) if share is not None else 0
    return examined, held, record.get("deals_unknown") or 0


def earned_status(pr: Problem, record: dict | None) -> str:
    """The status the rule gives a problem with the stored verification `record`."""
    if not record or record.get("claim_verified") is not True or record.get("facts_failed") \
            or record.get("line_legal") is False:
        return "illustrative"
    if not editorial_cards(pr):
        return "determined"
    examined, held, _ = sample_counts(record)
    if examined >= MIN_DECIDED and Fraction(held, examined) >= MIN_SHARE:
        return "reconstructed"
    return "illustrative"


def sample_words(record: dict | None) -> str:
    """The sample in words: „Die Behauptung hält in 1 von 3 anderen mit dem Text vereinbaren
    Verteilungen.“ (with the undecided ones, if any)."""
    examined, held, unknown = sample_counts(record)
    if not examined and not unknown:
        return "Andere mit dem Text vereinbare Verteilungen sind noch nicht geprüft."
    out = ""
    if examined:
        word = "Verteilung" if examined == 1 else "Verteilungen"
        out = f"Die Behauptung hält in {held} von {examined} anderen mit dem Text vereinbaren {word}."
    if unknown:
        verb = "blieb" if unknown == 1 else "blieben"
        out += (f" {unknown} weitere {verb} im Suchbudget unentschieden." if examined else
                f"Bei allen {unknown} anderen mit dem Text vereinbaren Verteilungen blieb die Suche im "
                f"Budget unentschieden.")
    return out.strip()


def breaches(pr: Problem) -> list[str]:
    """What a machine can see against the rule (the quotations' presence in the reading text is
    checked by the tests, which know the reading text)."""
    out = []
    for i, m in enumerate(pr.raw["line"]):
        if m.get("editorial") and (m.get("text") or m.get("ref")):
            out.append(f"line[{i}]: ein ergänzter Zug (editorial) hat kein Zitat; ein erzählter Zug ist "
                       f"named: true/false.")
        if not m.get("editorial") and not (m.get("text") and m.get("ref")):
            out.append(f"line[{i}]: ein Zug des Buches braucht sein Zitat.")
    for i, f in enumerate(pr.facts):
        cite = f.get("cite") or {}
        if not cite.get("quote") or not cite.get("ref"):
            out.append(f"facts[{i}]: ein Faktum braucht Zitat und Stelle.")
        if CHOICE_WORDS.search(f.get("inferred", "")):
            out.append(f"facts[{i}]: die Begründung nennt eine Wahl der Rekonstruktion — das ist kein Faktum.")
    return out
