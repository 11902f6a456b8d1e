"""The compiled solver core (solver_core/solver_core.c → engine/solver_core.wasm, run here through
wasmtime) against the engine: its legal cards and trick winners equal the profiles' own
(`legal_cards`, `trick_winner`: follow suit, trump when void, no duty to overtrump, Ulmann S. 15,
Codex § 9), its values equal the Python solver's, its principal variations replay legally, and a
core that cannot load or traps leaves the engine working (Python solver) or raises a typed error.
Both paths run here; none of these tests is skipped when the core is missing — they fail."""
from __future__ import annotations

import random

import pytest

from engine import solver_core
from engine.core import State, ids_of, mask_of
from engine.errors import RequestError, SolverCoreError
from engine.solver import CardUltimo, Capture, Points, Position, Solver, SolverBudget, Tricks, minimax
from engine.solver_core import CoreSolver, make_solver
from engine.solver_io import solve
from engine.variants import get_profile

from test_solver import PROBLEM_VARIANTS, assert_line_replays, goals_for, random_position, strohmann_position


@pytest.fixture(scope="module")
def core():
    c = solver_core.core()
    assert c is not None, f"the solver core does not load: {solver_core.load_error()}"
    return c


def random_trick_state(p, rng: random.Random) -> State:
    """k cards per seat, a random leader and 0 … n−1 legal cards of the trick already played."""
    n = p.n_seats
    k = rng.randint(1, min(12, len(p.pack) // n))
    order = list(range(len(p.pack)))
    rng.shuffle(order)
    st = State(p.key, n, [mask_of(order[i * k:(i + 1) * k]) for i in range(n)])
    st.leader = rng.randrange(n)
    st.trick = []
    for i in range(rng.randrange(n)):
        seat = (st.leader + i) % n
        st.turn = seat
        card = rng.choice(ids_of(p.legal_cards(st, seat)))
        st.hands[seat] &= ~(1 << card)
        st.trick.append(card)
    st.turn = (st.leader + len(st.trick)) % n
    return st


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_core_legal_cards_and_trick_winner_equal_the_profile(core, variant):
    """10,000 random positions per variant: the core's legal cards equal the profile's
    `legal_cards`, and the core's winner of a completed trick equals `trick_winner`."""
    p = get_profile(variant)
    core.claim(("agreement", variant), p, Points(0))
    rng = random.Random(f"core-rules-{variant}")
    winners = 0
    for _ in range(10_000):
        st = random_trick_state(p, rng)
        core.load_position(st.hands, st.leader, [0] * st.n_seats, st.trick, None, None)
        assert core.legal() == p.legal_cards(st, st.turn), (variant, st.hands, st.trick)
        cards = list(st.trick)
        for i in range(len(cards), st.n_seats):
            seat = (st.leader + i) % st.n_seats
            st.turn = seat
            st.trick = cards
            legal = ids_of(p.legal_cards(st, seat))
            if not legal:
                break
            cards = cards + [rng.choice(legal)]
        if len(cards) == st.n_seats:
            winners += 1
            assert core.winner(cards) == p.trick_winner(st, st.leader, tuple(cards)), (variant, cards)
    core.owner = None
    assert winners > 5_000


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_core_moves_are_the_python_solvers_merged_and_ordered_moves(core, variant):
    """One card per class of equivalent cards, in the same order (TT move aside): the core's
    move generation is the Python solver's, for every goal's merging rule."""
    p = get_profile(variant)
    rng = random.Random(f"core-moves-{variant}")
    for i in range(150):
        pos = random_position(p, rng.randint(1, 10), rng)
        goal = goals_for(p, rng)[i % 6]
        s = Solver(p, pos, goal)
        core.claim(("moves", variant, i), p, goal)
        core.load_position(s.hands, s.leader, s.party, s.trick, None, None)
        assert core.moves() == s.moves(s.turn()), (variant, pos, goal.describe())
    core.owner = None


def test_core_values_equal_the_python_solver():
    """1,100 random positions (≤ 5 cards per hand, every problem variant, all six goals in turn,
    Strohmann-Tarok with talon packets): the core's exact value equals the Python solver's."""
    rng = random.Random("core-values")
    checked = 0
    for i in range(1_100):
        variant = PROBLEM_VARIANTS[i % len(PROBLEM_VARIANTS)]
        p = get_profile(variant)
        if variant == "strohmann" and i % 2:
            pos = strohmann_position(p, rng)
        else:
            pos = random_position(p, rng.randint(1, 5), rng)
        goal = goals_for(p, rng)[i % 6]
        expected = Solver(p, pos, goal).value()
        s = CoreSolver(p, pos, goal)
        assert s.value() == expected, (variant, pos, goal.describe())
        checked += 1
    assert checked == 1_100


def test_core_values_equal_plain_minimax_with_talon_packets():
    """Strohmann-Tarok (S. 70–71), including the Mondfang with the Mond still in a packet."""
    p = get_profile("strohmann")
    rng = random.Random("core-packets")
    for _ in range(25):
        pos = strohmann_position(p, rng)
        for goal in (Points(0), Tricks(1), CardUltimo(0, p.PAGAT), Capture(1, p.MOND, p.SKUES)):
            assert CoreSolver(p, pos, goal).value() == minimax(p, pos, goal), (pos, goal.kind)


@pytest.mark.parametrize("variant", PROBLEM_VARIANTS)
def test_core_principal_variation_replays_legally(variant):
    p = get_profile(variant)
    rng = random.Random(f"core-pv-{variant}")
    for _ in range(12):
        pos = random_position(p, rng.randint(2, 6), rng)
        goal = Points(rng.randrange(2))
        s = CoreSolver(p, pos, goal)
        value = s.value()
        line = s.best_line(value)
        assert_line_replays(p, pos, goal, line, value)


def test_core_zero_window_tests_agree_and_budget_gives_unknown():
    p = get_profile("tapp")
    rng = random.Random("core-reaches")
    for _ in range(40):
        pos = random_position(p, rng.randint(3, 7), rng)
        v = Solver(p, pos, Points(0)).value()
        s = CoreSolver(p, pos, Points(0))
        assert s.reaches(v) and not s.reaches(v + 1)
    pos = random_position(p, 16, random.Random(9), mid_trick=False)
    s = CoreSolver(p, pos, Points(0), budget=500)
    with pytest.raises(SolverBudget):
        s.value()
    assert s.hands == pos.hands and s.trick == pos.trick and s.leader == pos.leader


def test_the_table_of_a_goal_searched_before_is_resumed(core):
    """Two goals of one position searched in turn (as a puzzle's answers alternate between its
    goals): coming back to the first, the core resumes its generation of the table, so the same
    search takes a fraction of the nodes and gives the same answer; after forget() or a
    wipe of the table (another entry size), it starts from an empty table again."""
    p = get_profile("tapp")
    pos = random_position(p, 9, random.Random(5), mid_trick=False)
    first, other = Points(0), Points(1)
    solver_core.forget()
    s = CoreSolver(p, pos, first)
    v = s.value()
    fresh_nodes = s.nodes
    CoreSolver(p, pos, other).value()
    again = CoreSolver(p, pos, first)
    assert again.value() == v and again.nodes * 10 < fresh_nodes
    solver_core.forget()
    cold = CoreSolver(p, pos, first)
    assert cold.value() == v and cold.nodes == fresh_nodes
    CoreSolver(p, pos, other).value()
    four = get_profile("koenigrufen")                    # four seats: another entry size
    CoreSolver(four, random_position(four, 3, random.Random(1)), Points(0)).value()
    after_wipe = CoreSolver(p, pos, first)
    assert after_wipe.value() == v and after_wipe.nodes == fresh_nodes


@pytest.mark.parametrize("cls", [CoreSolver, Solver])
def test_a_time_budget_stops_a_long_search_as_unknown(cls):
    """Beside the node budget, a time budget: a full deal that takes seconds (tens of millions
    of nodes) under a budget of 0.05 s raises SolverBudget, the position restored; a small
    position under the same budget is solved exactly, and its line too."""
    p = get_profile("tapp")
    pos = random_position(p, 16, random.Random(10), mid_trick=False)
    s = cls(p, pos, Points(0), budget=10**12, seconds=0.05)
    with pytest.raises(SolverBudget):
        s.value()
    assert s.hands == pos.hands and s.trick == pos.trick and s.seconds == 0.05
    small = random_position(p, 4, random.Random(3))
    s = cls(p, small, Points(0), seconds=0.05)
    v = s.value()
    assert v == Solver(p, small, Points(0)).value()
    assert_line_replays(p, small, Points(0), s.best_line(v), v)


def test_make_solver_uses_the_core_and_the_python_solver_on_request():
    p = get_profile("tapp")
    pos = random_position(p, 3, random.Random(1))
    assert type(make_solver(p, pos, Points(0))) is CoreSolver
    solver_core.use_core(False)
    try:
        assert type(make_solver(p, pos, Points(0))) is Solver
    finally:
        solver_core.use_core(True)


def test_engine_works_without_the_core(monkeypatch, tmp_path):
    """A corrupt or missing .wasm: the engine falls back to the Python solver, same answers (the
    node counts differ: the core's bounds are sharper)."""
    base = {"variant": "tapp", "leader": "A", "hands": {"A": ["Mond"], "B": ["Sküs"], "C": ["Pagat"]}}
    with_core = solve(base)
    bad = tmp_path / "solver_core.wasm"
    bad.write_bytes(b"\0asm not really")
    for path in (bad, tmp_path / "missing.wasm"):
        monkeypatch.setattr(solver_core, "WASM", path)
        monkeypatch.setattr(solver_core, "_core", None)
        monkeypatch.setattr(solver_core, "_load_error", None)
        p = get_profile("tapp")
        assert type(make_solver(p, Position([1, 2, 4], 0, [0, 1, 1]), Points(0))) is Solver
        assert solver_core.load_error()
        answer = solve(base)
        assert answer == {**with_core, "seconds": answer["seconds"], "nodes": answer["nodes"]}
        assert "WebAssembly" in solver_core.fallback_note(p)     # the page says so in German


def test_whatif_says_nothing_about_the_core_when_it_loads():
    from engine.problems.whatif import whatif
    answer = whatif(24, 0, "Tarok XXI")
    assert answer["solver_note"] is None


def test_a_trap_of_the_core_is_a_typed_error(core):
    """A read far outside the core's memory traps; the bridge raises SolverCoreError (German)."""
    with pytest.raises(SolverCoreError, match="Löser"):
        core.backend.call("trick_winner", 100_000_000)
    core.owner = None
    p = get_profile("tapp")
    pos = random_position(p, 3, random.Random(2))
    assert CoreSolver(p, pos, Points(0)).value() == Solver(p, pos, Points(0)).value()


def test_solve_json_with_the_core_still_names_the_bad_field():
    base = {"variant": "tapp", "leader": "A", "hands": {"A": ["Mond"], "B": ["Sküs"], "C": ["Pagat"]}}
    with pytest.raises(RequestError, match="hands.B\\[0\\]"):
        solve({**base, "hands": {"A": ["Mond"], "B": ["Coeur-Siebzehn"], "C": ["Pagat"]}})
    assert solve(base)["points"] == {"spieler": "0", "gegner": "13"}


PYODIDE_CODE = r"""
import random
from engine import solver_core
from engine.core import mask_of
from engine.solver import Points, Position, Solver
from engine.variants import get_profile
ok = solver_core.core() is not None
p = get_profile("tapp")
rng = random.Random(4)
rows = []
for k in (3, 5, 7):
    cards = list(range(len(p.pack)))
    rng.shuffle(cards)
    pos = Position([mask_of(cards[i * k:(i + 1) * k]) for i in range(3)], rng.randrange(3), [0, 1, 1])
    s = solver_core.CoreSolver(p, pos, Points(0))
    rows.append([s.value(), Solver(p, pos, Points(0)).value(), type(solver_core.make_solver(p, pos, Points(0))).__name__])
from engine.solver import SolverBudget
pos = Position([mask_of(cards[i * 16:(i + 1) * 16]) for i in range(3)], 0, [0, 1, 1])
try:
    solver_core.CoreSolver(p, pos, Points(0), budget=10**12, seconds=0.05).value()
    timed = False
except SolverBudget:
    timed = True
emit({"loaded": ok, "error": solver_core.load_error(), "rows": rows, "timed": timed})
"""


@pytest.mark.pyodide
def test_the_same_wasm_runs_in_pyodide_through_the_browsers_webassembly():
    """In Pyodide (under Node) the core is instantiated with JavaScript's WebAssembly from the
    same file, and its values equal the Python solver's there."""
    from pyodide_runner import available, run_in_pyodide
    assert available(), "node or node_modules/pyodide is missing: run scripts/setup.sh"
    out = run_in_pyodide(PYODIDE_CODE)
    assert out["loaded"], out["error"]
    assert all(core == python for core, python, _ in out["rows"]) and len(out["rows"]) == 3
    assert {cls for _, _, cls in out["rows"]} == {"CoreSolver"}
    assert out["timed"], "the time budget (performance.now in the page) did not stop a long search"
