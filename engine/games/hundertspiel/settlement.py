"""What a deal pays (§§ 25–34, 46): the points of each party; the announced game's Marken
(§§ 31–33, with Scat its colour's value, § 46), doubled per Contra step; with a standing, the
Parthie to 100 — Parthie or Matsch (§§ 25–26), „alt und neu“ (§ 34), a party declared out
(§§ 28–30). Four persons pay pairwise („B an A, und D an C“, § 26)."""
from __future__ import annotations

from ...core import Settlement
from ...terms import CONTRA_NAMES_HUNDERTSPIEL
from .rules import MARKEN_MATSCH, announced_marks, aussagen, partie_marks, partie_step
from .state import HundertspielOutcome


class SettlementMixin:
    """`settle_outcome` reads only a `HundertspielOutcome` (of a played deal or of a request)."""

    def settle_outcome(self, o: HundertspielOutcome) -> Settlement:
        names = o.seat_names
        s = Settlement(persons=list(names))
        parties = self.party_names_of(names)
        if o.passed:
            s.summary = "Niemand hat angesagt oder gekauft: die Karten werden zusammengeworfen."
            return s
        events = o.events
        totals = [0] * len(parties)
        for party, pts, _ in events:
            totals[party] += pts
        s.points = dict(zip(parties, totals))
        s.lines.extend({"label": label, "party": parties[p], "points": pts, "source": "§§ 19–24"}
                       for p, pts, label in events if pts)
        c = o.contract
        if c:
            s.won = o.won
            marks = announced_marks(c["kind"], c["contra"], c.get("colour"))
            game = ("Sechs und Zwanziger" if c["kind"] == "26" else "Zwey und fünfziger")
            game += f" ({CONTRA_NAMES_HUNDERTSPIEL[c['contra']]})" if c["contra"] else ""
            spieler = self.party(c["seat"])
            winners = [x for x in range(self.n_seats) if (self.party(x) == spieler) == s.won]
            losers = [x for x in range(self.n_seats) if x not in winners]
            self._pay(s, f"{game} {'gewonnen' if s.won else 'verloren'}", marks, losers, winners,
                      "§§ 31–33, 46")
        stand = o.standing
        if stand is not None and o.claim:
            self._settle_claim(o, s, stand, events, bool(c))
        elif stand is not None:
            step = partie_step(stand, events, bool(c), o.target)
            s.points.update({"stand": step["stand"], "new": step["new"], "winner": step["winner"]})
            if step["winner"] is not None:
                marks = partie_marks(step["stand"], step["winner"])
                for p, m in enumerate(marks):
                    if m:
                        label = "Matsch" if -m == MARKEN_MATSCH else "Parthie"
                        self._pay(s, label, -m, [x for x in range(self.n_seats) if self.party(x) == p],
                                  [x for x in range(self.n_seats) if self.party(x) == step["winner"]],
                                  "§§ 25, 26")
        s.summary = "; ".join(f"{n}: {t} Points" for n, t in zip(parties, totals))
        return s

    def _settle_claim(self, o: HundertspielOutcome, s: Settlement, stand: list[int], events: list, announced: bool) -> None:
        """§§ 28–30: a party declared itself out after `after_trick` complete tricks; only what
        was made until then counts for the decision, the rest for the new Parthie."""
        claim = o.claim
        target = o.target
        cut = next((i for i, e in enumerate(events) if e[2] == f"Stich {claim['after_trick'] + 1}"), len(events))
        at = list(stand)
        for party, pts, _ in events[:cut]:
            at[party] += pts
        new = [0] * len(stand)
        if not announced:
            for party, pts, _ in events[cut:]:
                new[party] += pts
        res = aussagen(at, claim["party"], target)
        s.points.update({"stand": at, "new": new, "winner": res["winner"], "aussage_richtig": res["richtig"]})
        members = lambda p: [x for x in range(self.n_seats) if self.party(x) == p]     # noqa: E731
        if res["richtig"]:
            for p, m in enumerate(res["marks"]):
                if m:
                    label = "Matsch" if -m == MARKEN_MATSCH else "Parthie"
                    self._pay(s, f"{label} (richtig ausgesagt)", -m, members(p), members(res["winner"]), "§§ 25, 26, 29")
        else:
            lost = res["marks"][claim["party"]] // -(len(stand) - 1)
            for q in range(len(stand)):
                if q != claim["party"]:
                    self._pay(s, "Parthie verloren: falsch ausgesagt", lost, members(claim["party"]), members(q), "§ 30")

    def _pay(self, s: Settlement, label: str, amount: int, losers: list[int], winners: list[int],
             source: str) -> None:
        """Four persons: each loser pays one winner („B an A, und D an C“, § 26); three: each
        loser pays the winner, or the loser pays each winner."""
        if len(losers) == len(winners):
            for a, b in zip(sorted(losers), sorted(winners)):
                s.pay(label, amount, [a], [b], source)
        else:
            s.pay(label, amount, losers, winners, source)
