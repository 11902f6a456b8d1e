"""Verify every problem and write the results the site shows (engine/problems/verified.json):
facts, the claim under exact play, the findings of the solver, and a sample of other deals
consistent with the text. Full-deal searches take minutes, so the site build reads this file
instead of solving; the tests check that it agrees with a fresh verification.

    python scripts/problems_report.py [N …] [--samples 10] [--budget 80000000] [--sample-budget N]
                                      [--no-findings] [--keep]

--no-findings skips the move-by-move search for better moves than the book's for full deals
(minutes each); the pages then say that it was not made (findings: null). Endgames always get it.
--keep carries over the recorded sample (with --samples 0) and findings (with --no-findings)
instead of clearing them, so that the two can be computed in separate runs. The file is read
again before each write, so runs on different problems may go on side by side.
"""
from __future__ import annotations

import argparse
import json
import sys

from engine.problems import model
from engine.problems.verify import verify
from engine.search_budget import CLAIM_BUDGET

OUT = model.VERIFIED
FIELDS = ("nr", "status", "facts_checked", "facts_failed", "line_legal", "line_error", "totals_ok",
          "claim", "claim_goals", "claim_verified", "deals_examined", "claim_share", "deals_unknown",
          "sample_budget", "sample_seconds", "findings",
          "final_points", "seconds")
SAMPLE_FIELDS = ("deals_examined", "claim_share", "deals_unknown", "sample_budget", "sample_seconds")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("numbers", nargs="*", type=int)
    ap.add_argument("--samples", type=int, default=10)
    ap.add_argument("--budget", type=int, default=CLAIM_BUDGET)
    ap.add_argument("--no-findings", action="store_true", help="skip the move-by-move findings")
    ap.add_argument("--sample-budget", type=int, help="node budget per sampled deal (default: a tenth of --budget)")
    ap.add_argument("--keep", action="store_true", help="keep the recorded sample and findings not computed now")
    args = ap.parse_args(argv)
    for nr in args.numbers or model.numbers():
        pr = model.load(nr)
        skip = args.no_findings and pr.kind != "endgame"      # an endgame's findings are cheap (and tested)
        r = verify(pr, budget=args.budget, samples=args.samples, with_findings=not skip,
                   sample_budget=args.sample_budget)
        record = {k: r.get(k) for k in FIELDS}
        old = json.loads(OUT.read_text(encoding="utf-8")) if OUT.exists() else {}
        before = old.get(str(nr), {})
        if skip:
            record["findings"] = before.get("findings") if args.keep else None
        if args.keep and not args.samples:
            record.update({k: before.get(k) for k in SAMPLE_FIELDS})
        old[str(nr)] = record
        print(f"Nr. {nr}: claim {r['claim_verified']}, findings {len(r['findings'])}, "
              f"share {record.get('claim_share')}, {r['seconds']} s", flush=True)
        OUT.write_text(json.dumps(dict(sorted(old.items(), key=lambda kv: int(kv[0]))),
                                  ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
