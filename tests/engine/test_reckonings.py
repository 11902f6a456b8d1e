"""Every worked example of the inventory (docs/texte/beispiele.yml), recomputed by the engine in
CPython: its result equals the book's, or the example carries an editorial note (a finding)."""
from __future__ import annotations

import pytest


from edition.examples import load_inventory
from engine.errors import RequestError
from engine.reckonings import canonical, display, pick, reckon
from engine.api import call, run

INVENTORY = load_inventory()


@pytest.mark.parametrize("entry", INVENTORY, ids=[e["id"] for e in INVENTORY])
def test_engine_agrees_with_the_book_or_the_example_has_a_note(entry):
    answer = run("example", {"reckoning": entry["reckoning"], "inputs": entry["inputs"], "pick": entry["pick"]})
    assert answer["lines"], entry["id"]
    if answer["key"] != canonical(entry["book"]):
        assert entry.get("note"), f"{entry['id']}: engine {answer['text']}, book {entry['book']}, no note"
    else:
        assert not entry.get("note"), f"{entry['id']}: a note, though the engine agrees"


def test_every_line_names_its_rule_or_is_a_sum():
    for entry in INVENTORY:
        lines = reckon(entry["reckoning"], entry["inputs"], entry["pick"])["lines"]
        assert any(line["source"] for line in lines), entry["id"]


def test_reckoning_answers_its_form_and_card_pack():
    a = reckon("count", {"cards": ["Sküs", "Tarok XV", "Tarok III"], "pack": 54}, ["points"])
    assert a["pack"] == "tarok54" and a["value"] == 5 and a["key"] == "5"
    assert {c["path"]: c["type"] for c in a["controls"]}["cards"] == "cards"
    s = reckon("settle", {"variant": "tapp", "game": "solo", "points": 40}, ["payments", "A"])
    assert "variant" not in {c["path"] for c in s["controls"]} and s["value"] == 16


def test_pick_follows_keys_indexes_and_labels():
    data = {"lines": [{"label": "a", "amount": 3}, {"label": "b", "amount": 4}], "p": {"X": -2}}
    assert pick(data, ["lines", {"label": "b"}]) == 4
    assert pick(data, ["lines", 0]) == 3
    assert pick(data, ["p", "X"]) == -2
    with pytest.raises(RequestError, match="keinen Posten"):
        pick(data, ["lines", {"label": "c"}])
    assert display({"W": 98, "Y": -53}) == "W +98, Y −53"


def test_changed_inputs_without_the_books_item_still_show_the_lines():
    # a reader drops the Supercontra of S. 24's example: the item picked for the book is gone
    a = reckon("settle", {"variant": "tapp", "game": "solo", "points": 40}, ["lines", {"label": "tous les trois (A)"}])
    assert a["value"] is None and a["lines"] and a["text"] == "kein Posten dieser Art"


def test_a_changed_input_recomputes():
    # the reader's own inputs: the Steyerisch Einer lost with the opponents at 40 (S. 49 rule)
    a = reckon("settle", {"variant": "steyerisch", "game": "einer", "multiplicity": 6, "points": 30}, ["payments", "B"])
    assert a["value"] == 6 * (5 + 10) * 3


@pytest.mark.parametrize("request_, message", [
    ({"reckoning": "nichts", "inputs": {}}, "nicht vorgesehen"),
    ({"reckoning": "count", "inputs": {"cards": ["Sküs", "Sküs"]}, "pick": ["points"]}, "zweimal"),
    ({"reckoning": "count", "inputs": {"cards": ["Blatt"]}, "pick": ["points"]}, "Unbekannt"),
    ({"reckoning": "whist_robber", "inputs": {"gewinner": {"simple": 1}, "verlierer": {}}, "pick": ["zahlung"]},
     "zwei Partien"),
])
def test_bad_input_gets_a_german_message(request_, message):
    import json
    answer = json.loads(call("example", json.dumps(request_)))
    assert answer["ok"] is False and message in answer["error"]["message"], answer


def test_gross_tarok_vole_with_pagat_ultimo_26_and_15_s160():
    # S. 160: „so ergeben sich für ihn sechsundzwanzig Points für die Vole und fünfzehn Points für
    # den Ultimo, mithin im Ganzen einundvierzig Points“ – from each opponent
    r = run("settle", {"variant": "gross", "punkte": [78, 0, 0], "vole": "A", "pagat_ultimo": "A"})
    assert [(l["label"], l["amount"]) for l in r["lines"]] == [
        ("Vole (zwei Stichfreie zahlen, S. 159)", 26), ("Pagat Ultimo", 15)]
    assert r["payments"] == {"A": 82, "B": -41, "C": -41}
    # S. 158: without the Vole, the Pagat Ultimo is 15 from each of the two others
    r = run("settle", {"variant": "gross", "punkte": [30, 30, 18], "pagat_ultimo": "B"})
    assert any(l["label"] == "Pagat Ultimo" and l["amount"] == 15 and l["to"] == ["B"] for l in r["lines"])
    with pytest.raises(RequestError, match="keinen Stich"):
        run("settle", {"variant": "gross", "punkte": [78, 0, 0], "vole": "A", "pagat_ultimo": "B"})
