"""The exact solvers for Groß-Tarok and its kin (78 cards; Tarok-L'Hombre, unter Vieren): the
Sküs may always be played, never wins a trick („kann weder stechen, noch auch gestochen werden“,
Ulmann S. 154) and, up to the 20th trick, goes back to its owner, who gives the trick's winner a
Ladon or Tarok from his tricks instead (S. 157). The rule facts come from the profile
(`excuse_rule`, `legal_cards`, `trick_winner`); the references here play through the engine's
own `play_card` and `after_trick`, so the solvers' accounting of the Sküs is checked against the
profile's, not against itself. Both paths run: the Python solver and the compiled core (its
128-bit build)."""
from __future__ import annotations

import random

import pytest

from engine import solver_core
from engine.core import PLAY, State, Trick, ids_of, mask_of, play_card
from engine.solver import CardUltimo, Capture, ExcuseState, Points, Position, Solver, Tricks, solvable
from engine.solver_core import CoreSolver
from engine.solver_io import solve
from engine.variants import get_profile

from test_solver_core import random_trick_state

GROSS_VARIANTS = ["gross", "lhombre", "lhombre-talon", "unter-vieren", "unter-vieren-rufen"]


@pytest.fixture(scope="module")
def core():
    c = solver_core.core()
    assert c is not None, f"the solver core does not load: {solver_core.load_error()}"
    return c


def random_gross_position(p, k: int, rng: random.Random, mid_trick: bool = True) -> Position:
    """k cards per seat (the Sküs often among them), two random parties, a random Sküs state
    (tricks played before, a debt unpaid, who holds a payment card in his tricks) and sometimes
    a trick begun."""
    n = p.n_seats
    rule = p.excuse_rule
    cards = [c for c in range(len(p.pack)) if c != rule.card]
    rng.shuffle(cards)
    if rng.random() < 0.7:
        cards.insert(rng.randrange(n * k), rule.card)
    hands = [mask_of(cards[i * k:(i + 1) * k]) for i in range(n)]
    party = [rng.randrange(2) for _ in range(n)]
    if len(set(party)) == 1:
        party[rng.randrange(n)] ^= 1
    live = any(h >> rule.card & 1 for h in hands)
    debt = None
    if not live and rng.random() < 0.5:
        owner = rng.randrange(n)
        debt = (owner, rng.choice([s for s in range(n) if s != owner]))
    pay_ready = rng.randrange(1 << n)
    if debt:
        pay_ready &= ~(1 << debt[0])
    played = rng.choice([0, 5, rule.last_trick - k, rule.last_trick - 1, rule.last_trick])
    pos = Position(hands, rng.randrange(n), party, excuse=ExcuseState(max(0, played), debt, pay_ready))
    if mid_trick and k > 1 and rng.random() < 0.4:
        s = Solver(p, pos, Points(0))
        for _ in range(rng.randrange(1, n)):
            s.play(rng.choice(ids_of(s.legal(s.turn()))))
        pos = s.position()
    return pos


def engine_state(p, pos: Position) -> State:
    """The position as the engine's own game state: hands, the trick begun, the tricks played
    (their number is what counts), the won piles (a payment card for each seat that holds one)
    and the Sküs's record."""
    n = pos.n_seats
    ex = pos.excuse
    st = State(p.key, n, list(pos.hands))
    st.phase, st.leader, st.trick = PLAY, pos.leader, list(pos.trick)
    st.turn = (pos.leader + len(pos.trick)) % n
    st.tricks = [Trick(0, (), 0) for _ in range(ex.tricks_played)]
    in_play = mask_of(pos.trick)
    for h in pos.hands:
        in_play |= h
    spare = iter(ids_of(p.excuse_rule.payment & ~in_play))
    st.won = [1 << next(spare) if ex.pay_ready >> s & 1 else 0 for s in range(n)]
    st.scat = [0] * n
    st.extra["skues"] = {"used": ex.debt is not None, "debt": list(ex.debt) if ex.debt else None}
    return st


def party_points(p, st: State, party: list[int], who: int) -> int:
    return sum(p.points[c] for s in range(st.n_seats) if party[s] == who for c in ids_of(st.won[s]))


def engine_minimax(p, pos: Position, goal) -> int:
    """The exact value by plain minimax through the engine's `legal_cards` and `play_card`
    (trick winner and `after_trick`: the Sküs goes back, the payment card changes piles)."""
    start = engine_state(p, pos)
    base = party_points(p, start, pos.party, goal.party)

    def rec(st: State) -> int:
        if not any(st.hands):
            if isinstance(goal, Tricks):
                return sum(1 for t in st.tricks[pos.excuse.tricks_played:] if pos.party[t.winner] == goal.party)
            return party_points(p, st, pos.party, goal.party) - base
        seat = st.turn
        values = []
        for card in ids_of(p.legal_cards(st, seat)):
            nxt = st.copy()
            play_card(p, nxt, card)
            values.append(rec(nxt))
        return max(values) if pos.party[seat] == goal.party else min(values)

    return rec(start)


def replayed_points(p, pos: Position, goal, line) -> int:
    """Replay `line` through the engine (each card checked by `why_illegal`); the goal's party's
    points taken on it."""
    st = engine_state(p, pos)
    base = party_points(p, st, pos.party, goal.party)
    for seat, card in line:
        assert seat == st.turn
        assert p.why_illegal(st, seat, card) is None, (p.key, p.card_name(card))
        play_card(p, st, card)
    assert not any(st.hands)
    return party_points(p, st, pos.party, goal.party) - base


def test_the_grosstarok_family_is_solvable_with_its_skues_rule():
    for variant in GROSS_VARIANTS:
        p = get_profile(variant)
        assert solvable(p) and p.excuse_rule.card == p.SKUES and p.excuse_rule.last_trick == 20
        assert solver_core.core_usable(p)


@pytest.mark.parametrize("variant", GROSS_VARIANTS)
def test_python_solver_equals_minimax_through_the_engine(variant):
    """The Python solver (the reference) against plain minimax through the engine's own play:
    points and tricks, with the Sküs live, a debt unpaid, before and after the 20th trick."""
    p = get_profile(variant)
    rng = random.Random(f"gross-minimax-{variant}")
    for i in range(30):
        pos = random_gross_position(p, rng.randint(1, 3), rng)
        goal = (Points, Tricks)[i % 2](rng.randrange(2))
        assert Solver(p, pos, goal).value() == engine_minimax(p, pos, goal), (variant, pos, goal.kind)


@pytest.mark.parametrize("variant", GROSS_VARIANTS)
def test_core_legal_cards_and_trick_winner_equal_the_profile(core, variant):
    """10,000 random positions per variant: the core's legal cards equal the profile's
    `legal_cards` (the Sküs always allowed, S. 154), and its winner of a completed trick equals
    `trick_winner` (the Sküs never wins; led, the rest of the trick decides)."""
    p = get_profile(variant)
    c = core.for_profile(p)
    c.claim(("agreement", variant), p, Points(0))
    rng = random.Random(f"core-rules-{variant}")
    winners = with_skues = 0
    for _ in range(10_000):
        st = random_trick_state(p, rng)
        c.load_position(st.hands, st.leader, [0] * st.n_seats, st.trick, None, None)
        assert c.legal() == p.legal_cards(st, st.turn), (variant, st.hands, st.trick)
        cards = list(st.trick)
        for i in range(len(cards), st.n_seats):
            seat = (st.leader + i) % st.n_seats
            st.turn, st.trick = seat, cards
            cards = cards + [rng.choice(ids_of(p.legal_cards(st, seat)))]
        winners += 1
        with_skues += p.SKUES in cards
        assert c.winner(cards) == p.trick_winner(st, st.leader, tuple(cards)), (variant, cards)
    c.owner = None
    assert winners == 10_000 and with_skues > 100


def test_core_values_equal_the_python_solver():
    """600 random positions with ≤ 5 cards per hand (≤ 4 for four seats) across the family, all
    six goals in turn (points, tricks, Pagat Ultimo, a King in the last trick, Mond and Pagat
    caught): the core's exact value equals the Python solver's."""
    rng = random.Random("gross-core-values")
    for i in range(600):
        variant = GROSS_VARIANTS[i % len(GROSS_VARIANTS)]
        p = get_profile(variant)
        pos = random_gross_position(p, rng.randint(1, 5 if p.n_seats == 3 else 4), rng)
        party = rng.randrange(2)
        goal = [Points(party), Tricks(party), CardUltimo(party, p.PAGAT),
                CardUltimo(party, rng.choice(p.kings), must_win=False), Capture(party, p.MOND),
                Capture(party, p.PAGAT)][i % 6]
        assert CoreSolver(p, pos, goal).value() == Solver(p, pos, goal).value(), (variant, pos, goal.describe())


@pytest.mark.parametrize("variant", GROSS_VARIANTS)
def test_core_principal_variation_replays_legally_through_the_engine(variant):
    p = get_profile(variant)
    rng = random.Random(f"gross-pv-{variant}")
    for _ in range(8):
        pos = random_gross_position(p, rng.randint(2, 5), rng)
        goal = Points(rng.randrange(2))
        s = CoreSolver(p, pos, goal)
        value = s.value()
        assert replayed_points(p, pos, goal, s.best_line(value)) == value


def test_solve_json_answers_for_grosstarok():
    """The solve endpoint: A leads the Sküs, which goes back to A (S. 157); B's Tarok XXI takes
    the trick and A owes him a card he does not have yet; the last trick is A's with a Ladon,
    which then goes to B."""
    data = {"variant": "gross", "leader": "A", "declarer": "A",
            "hands": {"A": ["Sküs", "Tarok XXI"], "B": ["Tarok XX", "Coeur-Zehn"],
                      "C": ["Coeur-Neun", "Coeur-Acht"]}}
    p = get_profile("gross")
    pos = Position([mask_of([p.parse_card(x) for x in data["hands"][s]]) for s in "ABC"], 0, [0, 1, 1],
                   excuse=ExcuseState())
    answer = solve(data)
    assert answer["points"]["spieler"] is not None
    assert Solver(p, pos, Points(0)).value() == engine_minimax(p, pos, Points(0))


def test_determinized_players_search_grosstarok_with_the_solver():
    """The engine's card players (engine/players/pimc.py) now solve Groß-Tarok's late tricks
    exactly instead of only playing out; every card they choose is legal, the game ends."""
    from engine.players.baseline import RandomPlay
    from engine.players.pimc import Determinized
    from test_players import Checked, deal, play_cards
    p = get_profile("gross")
    state = deal(p, 3)
    det = Determinized(samples=3, budget=20_000)
    players = {s: Checked(det) if s % 2 == 0 else Checked(RandomPlay()) for s in range(state.n_seats)}
    play_cards(p, state, players, {s: random.Random(s) for s in range(state.n_seats)})
    assert state.phase == "done" and det.stats["searched"] > 0


PYODIDE_CODE = r"""
import random
from engine import solver_core
from engine.core import mask_of
from engine.solver import ExcuseState, Points, Position, Solver
from engine.variants import get_profile
rows = []
for v in ("tapp", "gross", "unter-vieren"):
    p = get_profile(v)
    rng = random.Random(4)
    cards = list(range(len(p.pack)))
    rng.shuffle(cards)
    pos = Position([mask_of(cards[i * 4:(i + 1) * 4]) for i in range(p.n_seats)], 0, [0] + [1] * (p.n_seats - 1),
                   excuse=ExcuseState() if p.excuse_rule else None)
    s = solver_core.make_solver(p, pos, Points(0))
    rows.append([v, type(s).__name__, s.value(), Solver(p, pos, Points(0)).value()])
emit({"rows": rows, "error": solver_core.load_error()})
"""


@pytest.mark.pyodide
def test_the_wide_build_runs_in_pyodide_from_the_same_wasm():
    """In Pyodide the one .wasm serves the 54-card and the 78-card games (its wide_* exports),
    and the values equal the Python solver's there."""
    from pyodide_runner import available, run_in_pyodide
    assert available(), "node or node_modules/pyodide is missing: run scripts/setup.sh"
    out = run_in_pyodide(PYODIDE_CODE)
    assert out["error"] is None
    assert [r[0] for r in out["rows"]] == ["tapp", "gross", "unter-vieren"]
    assert all(cls == "CoreSolver" and core == python for _, cls, core, python in out["rows"])


def test_determinized_search_plays_each_for_himself_in_grosstarok(monkeypatch):
    """Groß-Tarok has no Spieler: each plays for himself (S. 153). The card player's search
    counts the points of the seat alone against the other two (not one party of all three, in
    which every card would be worth the same), with the Sküs's state of the game."""
    from engine.players import pimc
    from test_players import deal
    p = get_profile("gross")
    st = deal(p, 5)
    rng = random.Random(1)
    while len(st.tricks) < 18 or st.trick:
        play_card(p, st, rng.choice(ids_of(p.legal_cards(st, st.turn))))
    seen = []
    real = pimc.make_solver

    def spy(profile, pos, goal, **kw):
        seen.append((list(pos.party), goal.party, pos.excuse))
        return real(profile, pos, goal, **kw)

    monkeypatch.setattr(pimc, "make_solver", spy)
    seat = st.turn
    pimc.Determinized(samples=2, budget=200_000).search(p, st, seat, ids_of(p.legal_cards(st, seat)),
                                                         random.Random(2))
    assert seen
    for party, goal_party, excuse in seen:
        assert party == [0 if s == seat else 1 for s in range(3)] and goal_party == 0
        assert excuse == ExcuseState.of_state(p, st) and excuse.tricks_played == 18


def test_the_narrow_build_resumes_no_generation_after_the_wide_build_used_the_table(core):
    """The two builds share one table: after the wide build (Groß-Tarok) has searched, the narrow
    build's earlier generation is gone (the table was wiped for the other entry layout), so a goal
    searched before starts afresh — the same value in the same nodes, no entry of the other
    layout read as its own."""
    from test_solver import random_position
    p = get_profile("tapp")
    pos = random_position(p, 9, random.Random(5), mid_trick=False)
    solver_core.forget()
    s = CoreSolver(p, pos, Points(0))
    v = s.value()
    fresh = s.nodes
    CoreSolver(p, pos, Points(1)).value()
    g = get_profile("gross")
    CoreSolver(g, random_gross_position(g, 4, random.Random(2)), Points(0)).value()
    again = CoreSolver(p, pos, Points(0))
    assert again.value() == v and again.nodes == fresh


def test_core_zero_window_tests_and_budget_in_the_wide_build():
    """The zero-window test agrees with the exact value; a full 78-card deal past a small node
    budget is „unbekannt“ (SolverBudget), the position restored."""
    from engine.solver import SolverBudget
    p = get_profile("gross")
    rng = random.Random("gross-reaches")
    for _ in range(30):
        pos = random_gross_position(p, rng.randint(2, 5), rng)
        v = Solver(p, pos, Points(0)).value()
        s = CoreSolver(p, pos, Points(0))
        assert s.reaches(v) and not s.reaches(v + 1)
    cards = list(range(len(p.pack)))
    rng.shuffle(cards)
    pos = Position([mask_of(cards[i * 25:(i + 1) * 25]) for i in range(3)], 0, [0, 1, 1], excuse=ExcuseState())
    s = CoreSolver(p, pos, Points(0), budget=2_000)
    with pytest.raises(SolverBudget):
        s.value()
    assert s.hands == pos.hands and s.position().excuse == ExcuseState()
