"""The reconstruction search of the problems (issue 9, item 3): other deals of the cards the text
leaves open must keep every fact, the book's line and the stated totals; the sample reports how
many such deals the solver decided and in what share the claim holds; an undecided deal never
counts, and a sample of undecidable deals ends instead of running on."""
from __future__ import annotations

import pytest

from engine.core import ids_of
from engine.problems import facts as facts_mod
from engine.problems import model
from engine.problems.game import replay
from engine.errors import EngineError
from engine.problems.verify import (Sampler, claim_results, fit_editorial_moves, fixed_cards, line_heads,
                                     reconstruct, sample)
from engine.search_budget import CLAIM_BUDGET

# small endgames: every claim is decided in milliseconds
ENDGAMES = [12, 24]


def _places(pr) -> dict[int, tuple]:
    """Where each card lies at the start: a seat's hand or the talon."""
    out = {c: ("hand", s) for s in range(pr.n_seats) for c in ids_of(pr.hands[s])}
    out.update({c: ("talon", None) for c in pr.talon})
    return out


@pytest.mark.parametrize("nr", ENDGAMES + [3])
def test_every_consistent_deal_keeps_the_text(nr):
    """Each candidate the sampler accepts satisfies every fact of the text, replays the book's
    line legally and gives its stated totals; the cards the text fixes stay where they were."""
    pr = model.load(nr)
    fixed = fixed_cards(pr)
    old = _places(pr)
    sampler = Sampler(pr, seed=7)
    moved = 0
    for n, (_, cpr, _) in enumerate(sampler.consistent(60), 1):
        rep = replay(cpr)
        assert all(r.ok for r in facts_mod.check(cpr, rep))
        if cpr.result is not None:
            assert rep.points == [cpr.result["spieler"], cpr.result["gegner"]]
        new = _places(cpr)
        assert all(new.get(c) == old[c] for c in fixed if c in old)
        moved += new != old
        if n >= 5:
            break
    assert n >= 5 and moved >= 1, "the sampler must find other deals, not only the book's"


def test_a_card_the_text_does_not_name_is_fitted_to_head_the_trick_as_the_books_card_did():
    """Nr. 13 (Lösung): „Der Spieler fordert … Er hat vier Tarokstiche“: B takes the first
    trick with a Tarok the text does not name. If a sampled deal leaves that move a Tarok too
    low to take the trick, the next lead would change hands and the line would break; the fit
    plays the nearest Tarok of B that takes it instead."""
    pr = model.load(13)
    assert pr.line[1].seat == 1 and not pr.line[1].card_from_text
    data = dict(pr.raw, line=[dict(m) for m in pr.raw["line"]])
    data["line"][1]["card"] = "Tarok VII"               # B's, legal, but below A's lead
    low = model.parse(data, "Probe")
    with pytest.raises(EngineError):                    # who leads trick 2 is no longer B
        replay(model.parse(fit_editorial_moves(low), "Probe"))
    fitted = fit_editorial_moves(low, line_heads(pr))
    assert fitted["line"][1]["card"] == "Tarok XVII"
    assert replay(model.parse(fitted, "Probe")).finished


@pytest.mark.parametrize("nr", ENDGAMES)
def test_the_sample_decides_the_claim_on_other_deals(nr):
    r = sample(model.load(nr), n=4, seed=3, budget=CLAIM_BUDGET)
    assert r["deals_examined"] == 4 and r["deals_unknown"] == 0
    assert 0.0 <= r["claim_share"] <= 1.0
    assert r["deals_tried"] >= 4


def test_undecided_deals_never_count_and_end_the_sample():
    """With a budget of one node no deal of a full deal is decided: none is counted as examined,
    and the sample stops after n undecided deals."""
    r = sample(model.load(3), n=2, seed=1, budget=1)
    assert r["deals_examined"] == 0 and r["claim_share"] is None
    assert r["deals_unknown"] == 2


def test_claim_results_can_stop_at_the_first_open_goal():
    pr = model.load(3)
    assert len(pr.claim["goals"]) > 1
    out = claim_results(pr, budget=1, until_open=True)
    assert [g["verified"] for g in out] == [None] and out[0]["nodes"] == 1


def test_reconstruct_returns_deals_on_which_the_claim_holds():
    pr = model.load(24)
    found = reconstruct(pr, want=2, seed=5)
    assert len(found) == 2
    for data in found:
        cpr = model.parse(data, "Rekonstruktion")
        assert all(g["verified"] for g in claim_results(cpr, CLAIM_BUDGET))
        assert all(r.ok for r in facts_mod.check(cpr, replay(cpr)))
