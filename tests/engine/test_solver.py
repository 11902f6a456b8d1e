"""The exact solver (engine/solver.py) against plain minimax, and its fast path against the
profiles' own rules (follow suit, trump when void, no duty to overtrump: Ulmann S. 15, Codex § 9;
Strohmann talon packets: S. 70–71)."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.core import State, Trick, ids_of, mask_of, random_game
from engine.solver import (CardUltimo, Capture, Points, Position, Solver, SolverBudget, Tricks,
                           minimax, solvable, uses_fast_rules)
from engine.solver_io import solve
from engine.errors import RequestError
from engine.variants import get_profile

PROBLEM_VARIANTS = ["tapp", "blocks", "steyerisch", "koenigrufen", "neunzehner", "neunzehner-trois",
                    "neunzehner-deux", "strohmann", "zwoelfer", "ungarisch", "paskiewitsch"]


def random_position(profile, k: int, rng: random.Random, mid_trick: bool = True) -> Position:
    """k cards per seat, a random leader, a random split into two parties, and (sometimes) the
    current trick already begun with legal cards."""
    n = profile.n_seats
    cards = list(range(len(profile.pack)))
    rng.shuffle(cards)
    hands = [mask_of(cards[i * k:(i + 1) * k]) for i in range(n)]
    leader = rng.randrange(n)
    party = [rng.randrange(2) for _ in range(n)]
    if len(set(party)) == 1:
        party[rng.randrange(n)] ^= 1
    pos = Position(hands, leader, party)
    if mid_trick and k > 1 and rng.random() < 0.4:
        s = Solver(profile, pos, Points(0))
        for _ in range(rng.randrange(1, n)):
            seat = s.turn()
            s.play(rng.choice(ids_of(s.legal(seat))))
        pos = s.position()
    return pos


def goals_for(profile, rng):
    party = rng.randrange(2)
    return [Points(party), Tricks(party), CardUltimo(party, profile.PAGAT),
            CardUltimo(party, rng.choice(profile.kings), must_win=False),
            Capture(party, profile.MOND, profile.SKUES), Capture(party, profile.PAGAT)]


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_solver_value_equals_minimax(variant):
    """506 random positions in all (≤ 4 cards per hand, two goals each): the solver's exact
    value equals that of plain minimax through the profile's own legal_cards / trick_winner."""
    p = get_profile(variant)
    rng = random.Random(f"minimax-{variant}")
    for _ in range(46):                    # 11 variants × 46 = 506 positions
        pos = random_position(p, rng.randint(1, 4), rng)
        for goal in rng.sample(goals_for(p, rng), 2):
            assert Solver(p, pos, goal).value() == minimax(p, pos, goal), (variant, pos, goal.kind)


@pytest.mark.parametrize("variant", ["tapp", "koenigrufen", "zwoelfer", "paskiewitsch"])
def test_an_ultimo_is_sure_when_only_its_owner_holds_taroks(variant):
    """The Pagat's owner with nothing but Taroks, nobody else with one: he keeps the Pagat for
    the last trick (no duty to overtrump, S. 15), where it wins (S. 19). The solver's shortcut
    agrees with plain minimax and decides at once."""
    p = get_profile(variant)
    rng = random.Random(f"sure-ultimo-{variant}")
    taroks = [c for c in ids_of(p.TAROKS) if c != p.PAGAT]
    others = [c for c in range(len(p.pack)) if not p.TAROKS >> c & 1]
    for _ in range(12):
        k = rng.randint(1, 4)
        rng.shuffle(taroks)
        rng.shuffle(others)
        owner = rng.randrange(p.n_seats)
        hands = [mask_of(others[i * k:(i + 1) * k]) for i in range(p.n_seats)]
        hands[owner] = mask_of([p.PAGAT] + taroks[:k - 1])
        party = [0 if seat == owner else 1 for seat in range(p.n_seats)]
        pos = Position(hands, rng.randrange(p.n_seats), party)
        solver = Solver(p, pos, CardUltimo(0, p.PAGAT))
        assert solver.value() == minimax(p, pos, CardUltimo(0, p.PAGAT)) == 1
        assert solver.nodes <= 1


def test_koenig_ultimo_goal_reads_the_last_trick_as_the_settlement_does():
    """S. 52: the called King is ultimo'd when it falls in the last trick and the Spieler's
    party wins that trick, whoever of them takes it: the solver's goal and
    KoenigrufenTarok.outcome agree on random games of Königrufen."""
    p = get_profile("koenigrufen")
    seen = set()
    for seed in range(400):
        st = random_game(p, seed)
        king = st.contract.get("called_id")
        if king is None or len(st.tricks) < 12 or king not in st.tricks[-1].cards:
            continue
        sp = p.spieler_party(st)
        party = [0 if seat in sp else 1 for seat in range(st.n_seats)]
        last = st.tricks[-1]
        owner = (last.leader + last.cards.index(king)) % st.n_seats
        made = CardUltimo(0, king, must_win=False).gain(SimpleNamespace(party=party), tuple(last.cards),
                                                         last.winner, True)
        assert bool(made) == p.outcome(st).king["ultimo"], seed
        seen.add((bool(made), owner == last.winner))
    assert (True, False) in seen and (True, True) in seen and (False, False) in seen


def assert_line_replays(p, pos, goal, line, value) -> None:
    """`line` replays legally through the profile's own rules, to the end of the hands, and the
    goal's party takes exactly `value` card points on it."""
    st = State(p.key, len(pos.hands), list(pos.hands))
    st.leader, st.trick = pos.leader, list(pos.trick)
    gained = 0
    for seat, card in line:
        st.turn = (st.leader + len(st.trick)) % st.n_seats
        assert seat == st.turn
        assert p.why_illegal(st, seat, card) is None, (p.key, p.card_name(card))
        st.hands[seat] &= ~(1 << card)
        st.trick.append(card)
        if len(st.trick) == st.n_seats:
            w = (st.leader + p.trick_winner(st, st.leader, tuple(st.trick))) % st.n_seats
            if pos.party[w] == goal.party:
                gained += sum(p.points[c] for c in st.trick)
            st.trick, st.leader = [], w
    assert not any(st.hands)
    assert gained == value


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_principal_variation_replays_legally_and_reaches_its_value(variant):
    p = get_profile(variant)
    rng = random.Random(f"pv-{variant}")
    for _ in range(10):
        pos = random_position(p, rng.randint(2, 5), rng)
        goal = Points(rng.randrange(2))
        s = Solver(p, pos, goal)
        value = s.value()
        line = s.best_line(value)
        assert_line_replays(p, pos, goal, line, value)


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_fast_rules_agree_with_the_profile(variant):
    """The bitmask fast path (legal cards, trick winner) agrees with the profile on random
    states, so the solver plays by the engine's own rules."""
    p = get_profile(variant)
    assert uses_fast_rules(p)
    rng = random.Random(f"fast-{variant}")
    for _ in range(300):
        pos = random_position(p, rng.randint(1, 8), rng, mid_trick=True)
        s = Solver(p, pos, Points(0))
        seat = s.turn()
        st = State(p.key, s.n, list(s.hands))
        st.trick, st.leader, st.turn = list(s.trick), s.leader, seat
        assert s.legal(seat) == p.legal_cards(st, seat)
        if s.trick:
            cards = list(s.trick) + [rng.choice(ids_of(s.legal(seat)))]
            cards += [rng.choice(ids_of(s.hands[(s.leader + i) % s.n] or 1)) for i in range(len(cards), s.n)
                      if s.hands[(s.leader + i) % s.n]]
            if len(cards) == s.n:
                assert s.winner_index(cards) == p.trick_winner(st, s.leader, tuple(cards))


def test_strohmann_packets_turn_as_in_the_engine():
    """S. 70–71: a played face-up packet card uncovers the next; Taroks and Kings go into the
    hand and the next card is turned. The solver's turning equals the profile's after_trick."""
    p = get_profile("strohmann")
    rng = random.Random(3)
    for _ in range(40):
        order = list(range(len(p.pack)))
        rng.shuffle(order)
        st = State(p.key, 2, [mask_of(order[:15]), mask_of(order[15:30])], order[30:])
        st.contract = {"declarer": 0, "game": "aufnehmen"}
        p.lay_talons(st)
        pos = Position(list(st.hands), 0, [0, 1], [], [[list(x) for x in s] for s in st.extra["packets"]],
                       [list(o) for o in st.extra["open"]])
        s = Solver(p, pos, Points(0))
        for _ in range(6):
            for _ in range(2):
                seat = s.turn()
                legal = ids_of(p.legal_cards(_state(p, s, st), seat))
                card = rng.choice(legal)
                s.play(card)
                from engine.core import play_card
                st.turn = seat
                play_card(p, st, card)
            assert s.hands == st.hands
            assert s.packets == st.extra["packets"]
            assert s.packet_open == st.extra["open"]


def strohmann_position(p, rng: random.Random) -> Position:
    """A small Strohmann-Tarok position with talon packets (S. 70–71): per seat one or two packets,
    each a face-up card (no King, no Tarok: those go into the hand) that is part of the hand, with
    0–2 face-down cards below it; both seats hold as many cards in all."""
    kt = p.KINGS | p.TAROKS
    cards = list(range(len(p.pack)))
    rng.shuffle(cards)
    used: set[int] = set()

    def take(face_up: bool = False) -> int:
        c = next(c for c in cards if c not in used and not (face_up and kt >> c & 1))
        used.add(c)
        return c

    below = [[rng.randint(0, 2) for _ in range(rng.randint(1, 2))] for _ in range(2)]
    total = max(len(b) + sum(b) for b in below) + rng.randint(0, 1)
    hands, packets, opens = [], [], []
    for seat in range(2):
        hand = [take() for _ in range(total - len(below[seat]) - sum(below[seat]))]
        opens.append([take(face_up=True) for _ in below[seat]])
        packets.append([[take() for _ in range(b)] for b in below[seat]])
        hands.append(mask_of(hand + opens[-1]))
    return Position(hands, rng.randrange(2), [0, 1], [], packets, opens)


def test_solver_with_talon_packets_equals_minimax():
    """Strohmann-Tarok (S. 70–71): with talon packets on the table the solver's value equals
    plain minimax for 150 small positions and three goals. A face-up packet card is never merged
    with a hand card of the same rank class: playing it turns the packet."""
    p = get_profile("strohmann")
    rng = random.Random("packets")
    for _ in range(150):
        pos = strohmann_position(p, rng)
        for goal in (Points(0), Tricks(1), CardUltimo(0, p.PAGAT)):
            assert Solver(p, pos, goal).value() == minimax(p, pos, goal), (pos, goal.kind)


def _state(p, s, st):
    out = State(p.key, 2, list(s.hands))
    out.trick, out.leader = list(s.trick), s.leader
    return out


def test_budget_gives_unknown_and_keeps_the_position():
    p = get_profile("tapp")
    pos = random_position(p, 12, random.Random(9), mid_trick=False)
    s = Solver(p, pos, Points(0), budget=500)
    with pytest.raises(SolverBudget):
        s.value()
    assert s.hands == pos.hands and s.trick == pos.trick and s.leader == pos.leader
    data = {"variant": "tapp", "leader": "A",
            "hands": {"ABC"[i]: [p.card_name(c) for c in ids_of(h)] for i, h in enumerate(pos.hands)}}
    assert solve(data, budget=500)["unknown"] is True


def test_solve_json_names_the_bad_field():
    base = {"variant": "tapp", "leader": "A", "hands": {"A": ["Mond"], "B": ["Sküs"], "C": ["Pagat"]}}
    with pytest.raises(RequestError, match="hands.B\\[0\\]"):
        solve({**base, "hands": {"A": ["Mond"], "B": ["Coeur-Siebzehn"], "C": ["Pagat"]}})
    with pytest.raises(RequestError, match="„leader“"):
        solve({**base, "leader": "D"})
    with pytest.raises(RequestError, match="zweimal"):
        solve({**base, "hands": {"A": ["Mond"], "B": ["Mond"], "C": ["Pagat"]}})
    with pytest.raises(RequestError, match="„goal.kind“"):
        solve({**base, "goal": {"kind": "schach", "party": "spieler"}})
    result = solve(base)
    # S. 11: Sküs, Mond and Pagat are honours (4⅓ each): B's Sküs takes all 13 points
    assert result["points"] == {"spieler": "0", "gegner": "13"}
    assert [m["card"] for m in result["line"]] == ["Mond", "Sküs", "Pagat"]


def test_every_problem_variant_is_solvable():
    assert all(solvable(get_profile(v)) for v in PROBLEM_VARIANTS)
