"""The node counts stored in engine/problems/verified.json (written by scripts/problems_report.py)
are those of the compiled core today: a change of the core's search that alters them must come
with the report run again (`problems_report.py --samples 0 --no-findings --keep`), so that the
figures the README and the pages quote do not drift from the core that produced them (issue 23).

A cheap subset, one or two problems per variant the book uses (each claim search ≤ 130 k nodes):
node counts depend neither on the machine nor on its load, and each problem's verification starts
as on an empty table (`verify` forgets the table first), so not on the problems before either."""
from __future__ import annotations

import pytest

from engine import solver_core
from engine.problems import model
from engine.problems.verify import claim_results
from engine.search_budget import CLAIM_BUDGET

# tapp, blocks, koenigrufen (four seats), neunzehner, strohmann (talon packets), zwoelfer,
# ungarisch, paskiewitsch
CHEAP = (2, 3, 6, 13, 16, 18, 19, 22, 28, 30, 32)


@pytest.fixture(scope="module")
def stored() -> dict:
    return model.verified_records()


@pytest.mark.parametrize("nr", CHEAP)
def test_stored_claim_nodes_are_the_cores_today(stored, nr):
    pr = model.load(nr)
    if not solver_core.core_usable(pr.profile):
        pytest.skip(f"the compiled core does not load: {solver_core.load_error()}")
    solver_core.forget()
    fresh = claim_results(pr, CLAIM_BUDGET, workers=1)
    kept = stored[nr]["claim_goals"]
    assert [g["goal"] for g in fresh] == [g["goal"] for g in kept]
    assert [g["nodes"] for g in fresh] == [g["nodes"] for g in kept], (
        f"Nr. {nr}: the core's node counts changed; run scripts/problems_report.py "
        "--samples 0 --no-findings --keep")
