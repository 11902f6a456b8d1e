"""The inventory of worked examples (docs/texte/beispiele.yml) against the reading texts: every
example quotes its text exactly, and the numbers of the book's result stand in that quotation."""
from __future__ import annotations

from collections import Counter

import pytest

from edition.examples import find_block, load_inventory, numbers, result_numbers, text_path
from edition.reading import load

INVENTORY = load_inventory()
REQUIRED = ("id", "text", "stelle", "was", "quote", "book_text", "book", "reckoning", "inputs", "pick")
TEXTS = {"ulmann", "whist.md", "hundertspiel.md", "tarock-hombre.md", "kauflabet.md"}


def test_at_least_forty_examples_from_all_five_texts():
    per_text = Counter(e["text"].split("/")[0] for e in INVENTORY)
    assert len(INVENTORY) >= 40
    assert set(per_text) == TEXTS, per_text


def test_ids_are_unique_and_fields_complete():
    ids = [e["id"] for e in INVENTORY]
    assert len(ids) == len(set(ids))
    for e in INVENTORY:
        missing = [k for k in REQUIRED if k not in e]
        assert not missing, (e.get("id"), missing)
        assert isinstance(e["pick"], list) and e["pick"], e["id"]


@pytest.mark.parametrize("entry", INVENTORY, ids=[e["id"] for e in INVENTORY])
def test_quote_is_in_the_reading_text_and_states_the_result(entry):
    body = load(text_path(entry)).body
    assert find_block(body, entry["quote"]) is not None, f"{entry['id']}: quotation not in {entry['text']}"
    assert str(entry["book_text"]) in entry["quote"], entry["id"]
    printed = numbers(str(entry["book_text"]))
    expected = result_numbers(entry["book"])
    if entry.get("inputs_note"):
        # an editorial input (a Stamm the text does not name) may make the number the editor's;
        # the words that state the result must still be the text's
        return
    assert expected <= printed, f"{entry['id']}: {expected} not printed in „{entry['book_text']}“ ({printed})"


def test_number_words_are_read_as_the_texts_print_them():
    assert numbers("zwey und siebenzig") == {"72"}
    assert numbers("mithin im Ganzen einundvierzig Points") == {"41"}
    assert numbers("30 + 3⅓ + 1⅓ = 34⅔") == {"30", "3⅓", "1⅓", "34⅔"}
    assert numbers("drey Do's zehnen") == {"3", "10"}


def test_a_quotation_not_in_the_text_is_not_found():
    body = load(text_path(INVENTORY[0])).body
    assert find_block(body, "mithin im Ganzen 6 Points") is None
