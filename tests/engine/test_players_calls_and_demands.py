"""The engine players' sampled worlds respect what a call and a demand imply (issue 25):
Paskiewitsch's and Neunzehnerrufen's called Tarok makes its holder the partner in every
sampled deal, and the cards Unter Vieren's Vorhand may demand lie in a hand."""
import random

import pytest

from engine.core import ENDED, act, new_game
from engine.players.phases import Simulated
from engine.players.pimc import spieler_of
from engine.players.rollout import values_after
from engine.players.seen import determinize, view_of, HIDDEN
from engine.variants import REGISTRY


def random_until(p, seed, phase, passing=False):
    """A game of `p` played at random until `phase`; with `passing`, every seat passes in the
    bidding where it may (Neunzehnerrufen: then the Vorhand must call, S. 64)."""
    state = new_game(p, seed=seed)
    rng = random.Random(seed)
    while state.phase not in ENDED and state.phase != phase:
        passes = [a for a in p.actions(state) if a.kind == "pass"] if state.phase == "bidding" else []
        act(p, state, passes[0] if passing and passes else p.random_action(state, rng))
    return state


def after_the_call(p, seed):
    """A game of `p` with a called card, played at random (passing in the bidding every other
    seed) until the play begins."""
    state = random_until(p, seed, "play", passing=seed % 2 == 1)
    return state if state.phase == "play" and p.called_card(state) is not None else None


@pytest.mark.parametrize("variant", ["paskiewitsch", "neunzehner"])
def test_the_called_taroks_holder_is_the_partner_in_every_sampled_deal(variant):
    """Paskiewitsch S. 83 (the Spieler calls a Tarok; its holder is his partner), Neunzehnerrufen
    S. 64 („der Besitzer desselben ist ihr Mitmann“): a seat that does not hold the called Tarok
    does not know its holder, so the sampled deals put it anywhere unseen — and its holder there
    is the partner, for the play-outs (`contract.partners`) and the solver (`spieler_of`)."""
    p = REGISTRY[variant]
    moved = 0
    for seed in range(60):
        state = after_the_call(p, seed)
        if state is None:
            continue
        called, decl = p.called_card(state), state.contract["declarer"]
        viewers = [s for s in range(state.n_seats)
                   if s != decl and not state.hands[s] >> called & 1 and not state.scat[s] >> called & 1]
        if not viewers or not view_of(p, state, viewers[0]).unknown >> called & 1:
            continue
        rng = random.Random(seed)
        for _ in range(6):
            world = determinize(p, state, viewers[0], rng)
            holder = next((s for s, h in enumerate(world.hands) if h >> called & 1), None)
            expected = [holder] if holder not in (None, decl) else []
            assert list(world.contract["partners"]) == expected, (seed, holder)
            assert spieler_of(p, state, world.hands) == {decl} | set(expected)
            moved += holder != next((s for s, h in enumerate(state.hands) if h >> called & 1), None)
    assert moved >= 3, "the called Tarok was never dealt to another seat"


def test_unter_vieren_demanded_cards_lie_in_a_hand_of_every_sampled_deal():
    """Unter Vieren mit Rufen, S. 163: the Vorhand may demand a card of an opponent; the cards
    offered lie in the others' hands, never in the dealer's hidden Scat. In every sampled deal
    each offered choice can be played out (before, a demanded card could land in the Scat and
    the play-out broke)."""
    p = REGISTRY["unter-vieren-rufen"]
    checked = 0
    for seed in range(4):
        state = random_until(p, seed, "choose")
        assert state.phase == "choose"
        view = view_of(p, state, 0)
        offered = {a.arg for a in p.actions(state) if a.kind == "demand"}
        hidden = 0
        for place, mask in view.allowed.items():
            if place[0] == HIDDEN:
                hidden |= mask
        assert not any(hidden >> c & 1 for c in offered)
        rng = random.Random(seed)
        for _ in range(3):
            world = determinize(p, state, 0, rng)
            assert values_after(p, world, 0, p.actions(state), rng.random()) is not None
            checked += 1
        player = Simulated(playouts=40)
        player.choose(p, state, 0, random.Random(seed))
        assert player.stats["broken"] == 0
    assert checked == 12
