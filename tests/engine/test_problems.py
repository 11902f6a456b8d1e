"""Ulmann's problems (Part II, S. 93–150) as data: every file fits the schema, quotes the reading
text, and its reconstruction satisfies every fact; the book's line is legal under the engine's
rules and gives the stated totals; the claim holds under exact play („bei allen Problemen
allseitig correctes Spiel vorausgesetzt“, S. 93)."""
from __future__ import annotations

import copy
import json
from functools import lru_cache

import jsonschema
import pytest

from engine.errors import ProblemFileError
from engine.problems import model
from engine.problems import facts as facts_mod
from engine.problems.game import goal_for, position, replay
from engine.problems.schema_check import errors as own_errors, schema
from engine.problems.verify import claim_results, findings
from engine.search_budget import CLAIM_BUDGET
from edition.problem_sections import quote_found, sections

NUMBERS = model.numbers()
RAW = {n: json.loads((model.DATA / f"nr{n:02d}.json").read_text(encoding="utf-8")) for n in NUMBERS}


def test_there_are_problem_files():
    assert NUMBERS and set(NUMBERS) <= set(range(1, 34))


@pytest.mark.parametrize("nr", NUMBERS)
def test_file_fits_the_schema(nr):
    jsonschema.validate(RAW[nr], schema())          # the maintained validator …
    assert own_errors(RAW[nr]) == []                 # … and the engine's own walker agree
    assert RAW[nr]["nr"] == nr


@pytest.mark.parametrize("nr", NUMBERS)
def test_quotes_occur_in_the_reading_text(nr):
    """Text is evidence: every quotation (facts, the line's sentences, the claim) is found in the
    reading text of the Aufgabe or Lösung it cites."""
    data = RAW[nr]
    quotes = [(f["cite"]["ref"], f["cite"]["quote"]) for f in data["facts"]]
    quotes += [(m["ref"], m["text"]) for m in data["line"] if not m.get("editorial")]
    quotes += [(data["claim"]["ref"], data["claim"]["text"])]
    for ref, quote in quotes:
        assert ref in sections(), ref
        assert quote_found(ref, quote), (ref, quote)


@pytest.mark.parametrize("nr", NUMBERS)
def test_every_fact_holds_and_the_line_is_legal(nr):
    pr = model.load(nr)
    rep = replay(pr)                                 # raises LineError on an illegal move
    failed = [(r.fact["kind"], r.detail) for r in facts_mod.check(pr, rep) if not r.ok]
    assert failed == []
    if pr.result is not None:
        assert rep.finished
        assert rep.points == [pr.result["spieler"], pr.result["gegner"]]


VERIFIED = {str(k): v for k, v in model.verified_records().items()}


@lru_cache(maxsize=None)
def claim_verdicts(nr: int) -> tuple:
    """The solver's verdict on each goal of the claim (computed once per test session)."""
    pr = model.load(nr)
    return tuple(r["verified"] for r in claim_results(pr, budget=CLAIM_BUDGET))


@pytest.mark.parametrize("nr", NUMBERS)
def test_claim_holds_under_exact_play(nr):
    verdicts = claim_verdicts(nr)
    assert verdicts == (True,) * len(verdicts)


@pytest.mark.parametrize("nr", NUMBERS)
def test_the_site_shows_a_fresh_verification(nr):
    """The problem pages read engine/problems/verified.json (scripts/problems_report.py): it must
    agree with the data file and with the solver today; an endgame's findings are recomputed."""
    pr = model.load(nr)
    assert str(nr) in VERIFIED, "run: python scripts/problems_report.py " + str(nr)
    v = VERIFIED[str(nr)]
    assert v["status"] == pr.status
    assert v["facts_checked"] == len(pr.facts) and v["facts_failed"] == []
    assert tuple(g["verified"] for g in v["claim_goals"]) == claim_verdicts(nr)
    assert [g["goal"] for g in v["claim_goals"]] == pr.claim["goals"]
    if pr.kind == "endgame":
        fresh = findings(pr, replay(pr), budget=3_000_000)
        assert [f["text"] for f in v["findings"]] == [f["text"] for f in fresh]


@pytest.mark.parametrize("nr,kind", [(32, "pagatfang"), (2, "ultimo")])
def test_an_event_goal_once_reached_stays_reached(nr, kind):
    """After the trick that catches the Pagat (Nr. 32: „im neunten den Pagat“) or the last trick
    that the Pagat wins (Nr. 2: „ultimirt den Pagat“) the goal is reached: goal_for asks for
    nothing more (it used to ask for a second catch, so the last card seemed to give it away)."""
    pr = model.load(nr)
    spec = next(g for g in pr.claim["goals"] if g["kind"] == kind)
    assert goal_for(pr, replay(pr, 0), spec)[1] == 1
    assert goal_for(pr, replay(pr), spec)[1] <= 0


def test_a_point_finding_never_suggests_giving_away_a_goal():
    """Nr. 5 („Vorhand gewinnt Solo, wie angesagten Ultimo“): at move 24 the Pagat would win
    the Spieler's party more Points than the book's Tarok X, but lose the announced Ultimo; the
    findings must not call it the better card."""
    from engine.problems import verify as V
    from engine.solver import Points, Solver
    pr, i = model.load(5), 23
    move, before = pr.line[i], replay(pr, i)
    values = Solver(pr.profile, position(pr, before.state), Points(pr.party[move.seat])).move_values()
    assert values[pr.profile.PAGAT] > values[move.card]          # more Points …

    def can(step, gi):
        rep = replay(pr, step)
        goal, need = goal_for(pr, rep, pr.claim["goals"][gi])
        return Solver(pr.profile, position(pr, rep.state), goal).reaches(need)

    assert not V._costs_no_goal(pr, i, move.seat, pr.profile.PAGAT, can, CLAIM_BUDGET)   # … no Ultimo
    allowed = lambda c: V._costs_no_goal(pr, i, move.seat, c, can, CLAIM_BUDGET)  # noqa: E731
    assert V._point_findings(pr, before, move, i, CLAIM_BUDGET, allowed) == []


def _broken(nr, path, value):
    data = copy.deepcopy(RAW[nr])
    node = data
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


@pytest.mark.parametrize("path,value,field", [
    (("start", "leader"), "E", "start.leader"),
    (("contract", "declarer"), KeyError, "contract.declarer"),
    (("status",), "erfunden", "status"),
    (("claim", "goals"), [], "claim.goals"),
    (("line", 0, "card"), "Coeur-Siebzehn", "line[0].card"),
    (("start", "hands", "A", 0), "Tarok XXV", "start.hands.A[0]"),
    (("facts", 0, "kind"), "gerücht", "facts[0].kind"),
    (("surprise",), 1, "surprise"),
    (("claim", "goals", 0, "from_step"), 999, "claim.goals[0].from_step"),
    (("claim", "goals", 0, "leader"), "D", "claim.goals[0].leader"),
])
def test_bad_problem_file_gets_a_german_message_naming_the_field(path, value, field):
    nr = NUMBERS[0]
    data = _broken(nr, path, value)
    with pytest.raises(ProblemFileError) as e:
        model.parse(data, "kaputt.json")
    assert field in str(e.value) and "kaputt.json" in str(e.value)
    if field not in ("line[0].card", "start.hands.A[0]", "claim.goals[0].from_step",
                     "claim.goals[0].leader"):                            # semantic: the engine's
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(data, schema())


def test_a_duplicate_card_is_refused():
    nr = next(n for n in NUMBERS if RAW[n]["start"]["kind"] == "endgame")
    data = copy.deepcopy(RAW[nr])
    hands = data["start"]["hands"]
    hands["B"][0] = hands["A"][0]
    with pytest.raises(ProblemFileError, match="zweimal"):
        model.parse(data, "doppelt.json")


def test_points_are_read_as_printed():
    assert model.thirds("29⅓") == 88 and model.thirds("35⅔") == 107 and model.thirds("⅔") == 2
    assert model.points_text(88) == "29⅓" and model.rounded(107) == 36 and model.rounded(106) == 35


def test_a_problem_without_a_file_gets_a_readers_message(monkeypatch, tmp_path):
    from engine.api import call
    monkeypatch.setattr(model, "DATA", tmp_path)
    model._load_cached.cache_clear()
    try:
        answer = json.loads(call("problem_whatif", json.dumps({"nr": 5, "step": 0, "card": "Mond"})))
    finally:
        model._load_cached.cache_clear()
    assert answer["ok"] is False and answer["error"]["type"] == "ProblemFileError"
    assert "Nr. 5" in answer["error"]["message"] and ".json" not in answer["error"]["message"]


def _cli(*args):
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=model.DATA.parents[2],
                          capture_output=True, text=True)


def test_the_problem_table_lists_all_33_with_an_honest_status():
    """`python -m engine problems`: one row per number 1–33; a problem without a file says so,
    every other row shows its status and the stored verdict."""
    out = _cli("problems")
    assert out.returncode == 0, out.stderr
    rows = {int(line.split()[0]): line for line in out.stdout.splitlines() if line.split()[0].isdigit()}
    assert sorted(rows) == list(range(1, model.COUNT + 1))
    for nr, line in rows.items():
        if nr not in NUMBERS:
            assert "nicht erfasst" in line
            continue
        verdict = {True: "bestätigt", False: "widerlegt", None: "unbekannt"}[VERIFIED[str(nr)]["claim_verified"]]
        assert line.split()[1] == RAW[nr]["variant"] and verdict in line


def test_verify_prints_one_json_object_with_the_issue_fields():
    out = _cli("problems", "verify", "29", "--json")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert {"nr", "status", "facts_checked", "facts_failed", "claim_verified", "deals_examined",
            "claim_share", "seconds"} <= set(r)
    assert r["nr"] == 29 and r["facts_failed"] == [] and r["claim_verified"] is True


def test_a_count_above_a_card_counts_only_the_higher_ones():
    """Nr. 5: „B muß mit seinen Stechern allerdings fünf Stiche machen“ — B has exactly five
    Taroks above the Spieler's XIV. A deal with B's sixth Tarok above XIV (XV for VI: the sample
    of other deals drew such a deal before the fact existed) breaks that fact alone."""
    data = copy.deepcopy(RAW[5])
    hands = data["start"]["hands"]
    assert "Tarok XV" in hands["A"] and "Tarok VI" in hands["B"]
    hands["A"][hands["A"].index("Tarok XV")] = "Tarok VI"
    hands["B"][hands["B"].index("Tarok VI")] = "Tarok XV"
    pr = model.parse(data, "Nr. 5 mit XV bei B")
    rep = replay(model.parse(copy.deepcopy(RAW[5]), "Nr. 5"))
    failed = [r for r in facts_mod.check(pr, rep) if not r.ok]
    assert [(r.fact["kind"], r.fact.get("above")) for r in failed] == [("count", "Tarok XIV")]
    assert "6 Taroks über Tarok XIV" in failed[0].detail
    with pytest.raises(ProblemFileError, match="facts\\[0\\].above"):
        model.parse(_broken(5, ("facts", 0, "above"), "Tarok XIV"), "kaputt.json")


def _with_unnamed(nr: int, index: int) -> dict:
    data = copy.deepcopy(RAW[nr])
    data["line"][index]["named"] = False
    return data


def test_a_card_the_book_does_not_name_is_editorial_and_dealt_anew():
    """Nr. 23: „A atouirt“ says that A trumps, not with which Tarok. Marked `named: false`, the
    card is shown as editorially chosen, the sampler may deal it anew, and the sampled line plays
    whatever took its place; a card the sentence names („Carreau-Drei“) stays fixed."""
    from engine.problems.verify import Sampler, fixed_cards
    i = next(k for k, m in enumerate(RAW[23]["line"]) if m.get("text") == "A atouirt")
    pr = model.parse(_with_unnamed(23, i), "Nr. 23")
    card = pr.line[i].card
    assert not pr.line[i].card_from_text and pr.line[i].text == "A atouirt"
    assert facts_mod.card_basis(pr).get(card) != "text"
    assert card not in fixed_cards(pr)
    assert pr.profile.parse_card("Carreau-Drei") in fixed_cards(pr)
    sampler = Sampler(pr, seed=1)
    moved = 0
    for data, cpr, _ in sampler.consistent(400):
        assert cpr.line[i].text == "A atouirt"                     # the book's sentence stays
        moved += cpr.line[i].card != card
    assert moved >= 1, "the sampler must try other Taroks for „A atouirt“"


def test_named_is_refused_on_an_editorial_move_and_never_hides_a_printed_name():
    """`named` belongs to a move of the book; and a move marked `named: false` must not quote a
    sentence that prints the card's own name (that card is named)."""
    i = next(k for k, m in enumerate(RAW[4]["line"]) if m.get("editorial"))
    with pytest.raises(ProblemFileError, match=f"line\\[{i}\\].named"):
        model.parse(_with_unnamed(4, i), "kaputt.json")
    for nr in NUMBERS:
        for m in RAW[nr]["line"]:
            if m.get("named") is False:
                assert m["card"] not in m["text"], (nr, m)
