"""The players' model of the deal reads no other module's keys (issue 29): the records declare
which keys hold cards a seat may not see (`Key(cards=…)`), and the profile answers what a seat
sees (`talon_taken`, `called_card`, `called_card_dealt`, `cards_announced`, `cards_demanded`)."""
import ast
import random
from pathlib import Path

import pytest

from engine.core import ENDED, act, new_game
from engine.players.seen import determinize, played_mask, remapped
from engine.record import Key, Record
from engine.tarok.state import TarokContract, TarokExtra
from engine.variants import REGISTRY

SEEN = Path(__file__).resolve().parents[2] / "engine" / "players" / "seen.py"


def test_seen_names_no_key_of_a_games_contract_or_extra_data():
    literals = {n.value for n in ast.walk(ast.parse(SEEN.read_text(encoding="utf-8")))
                if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    keys = set(TarokContract.KEYS) | set(TarokExtra.KEYS)
    assert not literals & keys, literals & keys


def test_records_declare_the_keys_that_hold_unseen_cards():
    assert TarokContract.CARDS == {"talon_rest": "list", "bought": "list"}
    assert TarokExtra.CARDS == {"packets": "nested", "open": "nested"}

    class Piles(Record):
        pile = Key(list, cards="list")
        rows = Key(cards="nested")
        flag = Key(default=False)

    r = Piles(pile=[1, 2], rows=[[1, None], [3]], flag=True)
    r.cards_mapped(lambda c: {1: 5, 3: 7}.get(c, c))
    assert dict(r) == {"pile": [5, 2], "rows": [[5, None], [7]], "flag": True}
    empty = Piles()
    empty.cards_mapped(lambda c: c + 1)
    assert dict(empty) == {}                    # nothing created where nothing was
    with pytest.raises(ValueError):
        Key(cards="set")


def played_until_play(p, seed):
    state = new_game(p, seed=seed)
    rng = random.Random(seed)
    while state.phase not in ENDED and state.phase != "play":
        act(p, state, p.random_action(state, rng))
    return state if state.phase == "play" else None


def places(state) -> list[int]:
    """The hands, the discards and the cards played (the talon list keeps the cards dealt to it)."""
    return [*state.hands, *state.scat, played_mask(state)]


def bought_lies_with_the_declarer(p, state) -> bool:
    decl, (bought, _) = p.declarer_of(state), p.talon_taken(state)
    held = state.hands[decl] | state.scat[decl] | played_mask(state) if decl is not None else 0
    return all(held >> c & 1 for c in bought)


@pytest.mark.parametrize("variant", ["koenigrufen", "tapp", "paskiewitsch", "strohmann"])
def test_a_deal_sampled_anew_moves_the_talon_cards_and_the_partner_with_the_cards(variant):
    # the talon cards bought lie with the Spieler (S. 20–22), the called King's holder is his
    # partner (Königrufen S. 61), Strohmann's packets (S. 69): in the sampled deal as in the game
    p = REGISTRY[variant]
    checked = 0
    for seed in range(40):
        state = played_until_play(p, seed)
        if state is None:
            continue
        world = determinize(p, state, 0, random.Random(seed))
        if world is None:
            continue
        checked += 1
        old, new = places(state), places(world)
        union = 0
        for x in new:
            assert not union & x                    # no card in two places
            union |= x
        assert [bin(x).count("1") for x in new] == [bin(x).count("1") for x in old]
        if bought_lies_with_the_declarer(p, state):
            assert bought_lies_with_the_declarer(p, world)
        called = p.called_card(state)
        if called is not None and any(h >> called & 1 for h in world.hands):
            holder = next(s for s, h in enumerate(world.hands) if h >> called & 1)
            assert world.contract.partners == ([holder] if holder != p.declarer_of(world) else [])
    assert checked


def test_no_change_gives_a_copy():
    p = REGISTRY["koenigrufen"]
    state = played_until_play(p, 1) or played_until_play(p, 2)
    world = remapped(p, state, {})
    assert world is not state and world.to_dict() == state.to_dict()
