"""Editorial decisions of the rule profiles: where a source is ambiguous or silent, each profile
records what it decided and why. One record format for every game; the site renders them."""
from __future__ import annotations


def decision(source: str, question: str, answer: str, reason: str, href: str | None = None) -> dict:
    """A decision record: the place in the source („S. 15“, „Hundertspiel § 3“), the question, the
    decision taken, the reason, and (optionally) a link to the reading text."""
    out = {"source": source, "question": question, "decision": answer, "reason": reason}
    if href:
        out["href"] = href
    return out
