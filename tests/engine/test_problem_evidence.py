"""The rule of evidence of the problem files (engine/problems/README.md, „The rule of evidence“;
issue 28), as far as a machine can check it: no editorial move carries a quotation, and every
narrated move does; every fact quotes a sentence of its Aufgabe or Lösung; no inference admits
to be a choice of the reconstruction; and every status is the one the rule computes from the
stored sample (engine/problems/verified.json): „rekonstruiert“ needs ≥ 3 decided deals of which
≥ 2/3 keep the claim."""
from __future__ import annotations

import copy
import json

import pytest

from engine.problems import evidence, model
from scripts.edition.problem_sections import quote_found, sections

NUMBERS = model.numbers()
RAW = {n: json.loads((model.DATA / f"nr{n:02d}.json").read_text(encoding="utf-8")) for n in NUMBERS}
VERIFIED = model.verified_records()

@pytest.mark.parametrize("nr", NUMBERS)
def test_editorial_moves_carry_no_quotation_and_narrated_ones_do(nr):
    """`editorial: true` only for a move the text does not narrate, and then without `text`; a
    narrated move quotes its sentence (named true or false)."""
    for i, m in enumerate(RAW[nr]["line"]):
        if m.get("editorial"):
            assert "text" not in m and "ref" not in m and "named" not in m, (nr, i, m)
        else:
            assert m.get("text") and m.get("ref"), (nr, i, m)
            assert quote_found(m["ref"], m["text"]), (nr, i, m["text"])


@pytest.mark.parametrize("nr", NUMBERS)
def test_every_fact_quotes_a_sentence_of_its_aufgabe_or_loesung(nr):
    for i, f in enumerate(RAW[nr]["facts"]):
        cite = f.get("cite", {})
        assert cite.get("ref") in sections(), (nr, i)
        assert len(cite.get("quote", "")) >= 3, (nr, i)
        assert quote_found(cite["ref"], cite["quote"]), (nr, i, cite["quote"])


@pytest.mark.parametrize("nr", NUMBERS)
def test_no_fact_is_an_editorial_choice(nr):
    """An inference that says „die Rekonstruktion setzt …“ or „am einfachsten …“ is a choice,
    not a fact (README: an editorial choice is never a fact)."""
    assert [b for b in evidence.breaches(model.load(nr)) if b.startswith("facts[")] == []


@pytest.mark.parametrize("nr", NUMBERS)
def test_status_is_the_one_the_evidence_earns(nr):
    pr = model.load(nr)
    assert nr in VERIFIED, f"run: python scripts/problems_report.py {nr}"
    assert pr.status == evidence.earned_status(pr, VERIFIED[nr]), evidence.sample_words(VERIFIED[nr])


def _record(examined: int, held: int, unknown: int = 0) -> dict:
    return {"claim_verified": True, "facts_failed": [], "line_legal": True, "deals_examined": examined,
            "claim_share": round(held / examined, 3) if examined else None, "deals_unknown": unknown}


def test_the_thresholds_of_the_status():
    """≥ 3 decided deals and ≥ 2/3 of them keeping the claim: „rekonstruiert“; else
    „illustrativ“; an unverified claim or a failed fact is never more than „illustrativ“."""
    pr = model.load(3)                         # Nr. 3: 44 cards the text leaves open
    assert evidence.earned_status(pr, _record(3, 2)) == "reconstructed"      # 0.667 rounds back to 2 of 3
    assert evidence.earned_status(pr, _record(3, 1)) == "illustrative"
    assert evidence.earned_status(pr, _record(2, 2, unknown=8)) == "illustrative"
    assert evidence.earned_status(pr, _record(10, 7)) == "reconstructed"
    assert evidence.earned_status(pr, _record(10, 6)) == "illustrative"
    assert evidence.earned_status(pr, {**_record(5, 5), "claim_verified": None}) == "illustrative"
    assert evidence.earned_status(pr, {**_record(5, 5), "facts_failed": [{"index": 0}]}) == "illustrative"


def test_a_deal_without_editorial_cards_is_determined(monkeypatch):
    pr = model.load(1)
    assert evidence.editorial_cards(pr)                                   # Nr. 1 leaves scartins open
    monkeypatch.setattr(evidence, "editorial_cards", lambda _pr: [])
    assert evidence.earned_status(pr, _record(0, 0)) == "determined"
    assert evidence.earned_status(pr, {**_record(0, 0), "claim_verified": False}) == "illustrative"


def test_the_sample_in_words():
    assert evidence.sample_words(_record(3, 1, unknown=5)) == (
        "Die Behauptung hält in 1 von 3 anderen mit dem Text vereinbaren Verteilungen. "
        "5 weitere blieben im Suchbudget unentschieden.")
    assert evidence.sample_words(_record(0, 0, unknown=5)).startswith("Bei allen 5 anderen")
    assert evidence.sample_words({}) == "Andere mit dem Text vereinbare Verteilungen sind noch nicht geprüft."


def test_the_breaches_a_machine_sees():
    """An editorial move with a quotation, and an inference that is a choice, are reported."""
    data = copy.deepcopy(RAW[3])
    i = next(k for k, m in enumerate(data["line"]) if m.get("editorial"))
    data["line"][i]["text"], data["line"][i]["ref"] = "Der Spieler zieht klein Coeur an", "loesung-3"
    data["facts"][0]["inferred"] = "Welche Karte, sagt der Text nicht; die Rekonstruktion setzt die Dame."
    found = evidence.breaches(model.parse(data, "Nr. 3 (verändert)"))
    assert any(b.startswith(f"line[{i}]") for b in found) and any(b.startswith("facts[0]") for b in found)


def test_card_evidence_gives_the_quotation_or_the_inference():
    """Nr. 1: Tarok-Drei is named by „atouirt A mit Tarok-Drei“; Tarok XVI is placed at B by an
    inference; C's small Tarok is our choice (absent)."""
    pr = model.load(1)
    ev = evidence.card_evidence(pr)
    p = pr.profile
    assert ev[p.parse_card("Tarok III")]["basis"] == "text"
    assert "atouirt A mit Tarok-Drei" in ev[p.parse_card("Tarok III")]["quote"]
    xvi = ev[p.parse_card("Tarok XVI")]
    assert xvi["basis"] == "inferred" and "Sküs" in xvi["inferred"]
    assert p.parse_card("Tarok V") not in ev
