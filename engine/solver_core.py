"""The bridge to the compiled solver core (`solver_core/solver_core.c`, built into
`engine/solver_core.wasm` by `scripts/build_core.py`).

The core searches; the rules stay here. `CoreSolver` is the Python `Solver` (engine/solver.py)
with its searches — the zero-window test and the exact value — done by the core: positions,
moves, goals, the principal variation and the budget's „unbekannt“ (`SolverBudget`) work as
before. The core is handed the variant's rule facts (per card suit, power and points, the trump
suit, the follow duties, what a turned talon packet puts into the hand, the Sküs's `excuse_rule`),
the goal and the position as integers; no rule is written twice. The module holds two builds of
the core: 64-bit card sets for the packs of up to 64 cards, and 128-bit sets with the Sküs
(exports `wide_*`) for Groß-Tarok and its kin; `Core.for_profile` picks one.

Where the core runs: in CPython through `wasmtime` (pinned in requirements.txt); in Pyodide
through the browser's own WebAssembly, instantiated from the same file shipped in the engine's
wheel. `make_solver` gives a `CoreSolver` where the core loads and fits the game, else the
Python `Solver`, so the engine works (slowly) without it; `ENGINE_SOLVER=python` in the
environment, or `use_core(False)`, chooses the Python solver. A trap of the core (out of
memory, a bug) becomes `SolverCoreError`.

The core's transposition table (a fixed 240 MB in CPython, 10 M entries of 24 bytes for three seats;
96 MB in the page; the module's memory is at most 256 MB) is shared by every `CoreSolver` of the same game, goal,
parties and talon packets. When another one searches, its entries become stale (a generation
of the table) but stay until newer ones replace them: coming back to a game and goal searched
before resumes its generation, as DDS keeps its table between the searches of one deal.
"""
from __future__ import annotations

import atexit
import os
import struct
import sys
import time
import weakref
from pathlib import Path

from .errors import SolverCoreError
from .bitmasks import ids_of
from .solver import (Capture, CardUltimo, ExcuseState, Goal, Points, Position, Solver, Tricks,
                     solvable)

WASM = Path(__file__).with_name("solver_core.wasm")
MAX_SEATS, MAX_CARDS, MAX_SUITS = 4, 128, 8
NARROW_CARDS = 64           # packs up to this size use the 64-bit build, larger ones the 128-bit one
GOAL_KINDS = {Points: 0, Tricks: 1, CardUltimo: 2, Capture: 3}

_core: "Core | None" = None
_load_error: str | None = None
_preloaded: bytes | None = None
_wanted = os.environ.get("ENGINE_SOLVER", "core") != "python"


_LIVE_WASMTIME: "weakref.WeakSet[_WasmtimeBackend]" = weakref.WeakSet()


class _WasmtimeBackend:
    """The core in CPython, through wasmtime."""

    TABLE_MB = 240

    def __init__(self, data: bytes):
        import wasmtime                     # optional (CPython only): loaded when the core is asked for
        self._trap = (wasmtime.Trap, wasmtime.WasmtimeError)
        engine = wasmtime.Engine()
        self.store = wasmtime.Store(engine)
        module = wasmtime.Module(engine, data)
        clock = wasmtime.Func(self.store, wasmtime.FuncType([], [wasmtime.ValType.f64()]),
                              lambda: time.monotonic() * 1000.0)
        exports = wasmtime.Instance(self.store, module, [clock]).exports(self.store)
        self.memory = exports["memory"]
        self.fns = {e.name: exports[e.name] for e in module.exports if e.name != "memory"}
        _LIVE_WASMTIME.add(self)

    def call(self, name: str, *args):
        try:
            return self.fns[name](self.store, *args)
        except self._trap as e:
            raise SolverCoreError(f"Der kompilierte Löser ist abgebrochen ({type(e).__name__}: "
                                  f"{str(e).splitlines()[0] if str(e) else '—'}).") from None

    def write(self, offset: int, data: bytes) -> None:
        self.memory.write(self.store, data, offset)

    def read(self, offset: int, n: int) -> bytes:
        return bytes(self.memory.read(self.store, offset, offset + n))


@atexit.register
def _release_wasmtime() -> None:
    """Free every live core at exit, while wasmtime's library is still loaded (at interpreter
    teardown its finalizers find it gone and print a TypeError)."""
    for backend in list(_LIVE_WASMTIME):
        backend.__dict__.clear()


class _BrowserBackend:
    """The core in Pyodide, through the browser's WebAssembly (the same .wasm, from the wheel)."""

    TABLE_MB = 96

    def __init__(self, data: bytes):
        import js                           # exists only in Pyodide
        from pyodide.ffi import JsException, to_js      # exists only in Pyodide
        self._trap, self._to_js = JsException, to_js
        module = js.WebAssembly.Module.new(to_js(data))
        imports = js.Function.new("return {env: {now_ms: () => performance.now()}};")()
        self.instance = js.WebAssembly.Instance.new(module, imports)
        self.exports = self.instance.exports
        self._js = js

    def call(self, name: str, *args):
        try:
            return getattr(self.exports, name)(*args)
        except self._trap as e:
            raise SolverCoreError(f"Der kompilierte Löser ist abgebrochen ({e}).") from None

    def _view(self, offset: int, n: int):
        return self._js.Uint8Array.new(self.exports.memory.buffer, offset, n)

    def write(self, offset: int, data: bytes) -> None:
        self._view(offset, len(data)).set(self._to_js(data))

    def read(self, offset: int, n: int) -> bytes:
        return self._view(offset, n).to_bytes()


class Core:
    """One build of the compiled core in the module (64-bit card sets, or with `wide` the 128-bit
    ones of the 78-card pack, exports prefixed `wide_`): its io area, and whose table it holds.
    Both builds share the module's one table."""

    def __init__(self, backend, wide: bool = False):
        self.backend = backend
        self.prefix = "wide_" if wide else ""
        self.words = 4 if wide else 2          # 32-bit words of a card set in the io area
        self.generations: dict[tuple, int] = {}     # owner -> its entries' generation (this build's)
        self.latest = 0                              # the newest generation handed out
        self.io = self._call("io_ptr")
        if not self._call("init", backend.TABLE_MB):
            raise SolverCoreError("Der kompilierte Löser bekommt nicht genug Speicher.")
        self._wide: Core | None = None

    def _call(self, name: str, *args):
        return self.backend.call(self.prefix + name, *args)

    @property
    def owner(self) -> tuple | None:
        """Whose entries the shared table holds, if this build's."""
        held = getattr(self.backend, "table_owner", None)
        return held[1] if held and held[0] == self.prefix else None

    @owner.setter
    def owner(self, value: tuple | None) -> None:
        self.backend.table_owner = (self.prefix, value)

    def for_profile(self, profile) -> "Core":
        """The build for `profile`: the wide one (set up on first use) for a pack of more than 64
        cards or a Sküs that goes back to its owner (`excuse_rule`, which only the wide build
        knows, so that the narrow build's search stays as fast as before)."""
        if (len(profile.pack) <= NARROW_CARDS and profile.excuse_rule is None) or self.prefix:
            return self
        if self._wide is None:
            self._wide = Core(self.backend, wide=True)
        return self._wide

    def _send(self, values: list[int]) -> None:
        self.backend.write(self.io, struct.pack(f"<{len(values)}i", *values))

    def _receive(self, n: int) -> list[int]:
        return list(struct.unpack(f"<{n}i", self.backend.read(self.io, 4 * n)))

    def _check(self, fn: str, what: str) -> None:
        if not self._call(fn):
            raise SolverCoreError(f"Der kompilierte Löser lehnt {what} ab.")

    def load_rules(self, profile) -> None:
        trump = -1 if profile.trump_suit is None else profile.trump_suit
        to_hand = (profile.KINGS | profile.TAROKS) if profile.talon_packets else 0
        values = [profile.n_seats, len(profile.pack), trump, int(profile.must_follow),
                  int(profile.must_trump), int(profile.must_overtrump), int(profile.must_head),
                  *_mask_words(to_hand, self.words)]
        for c in range(len(profile.pack)):
            values += [profile.suit[c], profile.power[c], profile.points[c]]
        rule = profile.excuse_rule             # the Sküs of Groß-Tarok and its kin (S. 157)
        values += ([rule.card, rule.last_trick, *_mask_words(rule.payment, self.words)] if rule
                   else [-1, 0, *_mask_words(0, self.words)])
        self._send(values)
        self._check("set_rules", "die Regeln dieses Spiels")

    def load_goal(self, goal: Goal) -> None:
        card = getattr(goal, "card", -1)
        taker = getattr(goal, "taker", None)
        self._send([GOAL_KINDS[type(goal)], goal.party, card, -1 if taker is None else taker,
                    int(getattr(goal, "must_win", True))])
        self._check("set_goal", "das Ziel")

    def load_position(self, hands, leader, party, trick, packets, packet_open,
                      excuse: ExcuseState | None = None) -> None:
        values: list[int] = []
        for seat, h in enumerate(hands):
            values += [party[seat], *_mask_words(h, self.words)]
        values += [leader, len(trick), *trick, int(bool(packets))]
        if packets:
            for seat, row in enumerate(packets):
                opens = (packet_open or [[None] * 3] * len(packets))[seat]
                for i in range(3):
                    cards = row[i] if i < len(row) else []
                    values += [-1 if i >= len(opens) or opens[i] is None else opens[i], len(cards), *cards]
        ex = excuse or ExcuseState()
        debt = ex.debt or (-1, -1)
        values += [ex.tricks_played, debt[0], debt[1], ex.pay_ready]
        self._send(values)
        self._check("set_position", "die Stellung")

    def claim(self, owner: tuple, profile, goal: Goal) -> None:
        """Load the rules and goal of `owner` unless they are loaded; its table entries are those
        of its generation where it searched before (the answers of a puzzle that alternate
        between its goals keep each goal's entries), else a new generation's."""
        if self.owner == owner:
            return
        self.owner = None
        self.load_rules(profile)
        self.load_goal(goal)
        gen = self.generations.pop(owner, None)
        if gen is None or not self._call("resume_table", gen):
            gen = self._call("clear_table")
            if gen <= self.latest:           # the table was wiped: every older generation is gone
                self.generations.clear()
            self.latest = gen
        self.generations[owner] = gen
        self.owner = owner

    def test(self, need: int, limit: int, ms: float = 0.0) -> tuple[int, int]:
        r = self._call("test", need, float(limit), float(ms))
        return r, int(self._call("nodes_used"))

    def value(self, limit: int, ms: float = 0.0) -> tuple[int, int]:
        r = self._call("value", float(limit), float(ms))
        return r, int(self._call("nodes_used"))

    def legal(self) -> int:
        self._call("legal_mask")
        return sum((w & 0xFFFFFFFF) << 32 * i for i, w in enumerate(self._receive(self.words)))

    def winner(self, cards: list[int]) -> int:
        self._send(list(cards))
        return self._call("trick_winner", len(cards))

    def moves(self) -> list[int]:
        n = self._call("moves")
        return self._receive(n)

    def classes(self) -> dict[int, int]:
        n = self._call("classes")
        got = self._receive(2 * n)
        return dict(zip(got[:n], got[n:]))


def _mask_words(mask: int, words: int = 2) -> list[int]:
    """A card set as `words` signed 32-bit words, low first."""
    return [struct.unpack("<i", struct.pack("<I", mask >> 32 * i & 0xFFFFFFFF))[0] for i in range(words)]


def preload() -> None:
    """Keep the .wasm's bytes in memory (the page's memory snapshot keeps no files)."""
    global _preloaded
    if WASM.exists():
        _preloaded = WASM.read_bytes()


def core() -> Core | None:
    """The process's core, loaded on first use; None if it cannot load (`load_error` says why)."""
    global _core, _load_error
    if _core is not None or _load_error is not None:
        return _core
    try:
        data = _preloaded
        if data is None:
            if not WASM.exists():
                raise FileNotFoundError(f"{WASM.name} fehlt (bauen mit scripts/build_core.py)")
            data = WASM.read_bytes()
        backend = (_BrowserBackend if sys.platform == "emscripten" else _WasmtimeBackend)(data)
        _core = Core(backend)
    except Exception as e:                   # no wasmtime, no WebAssembly, a corrupt file
        _load_error = f"{type(e).__name__}: {e}"
    return _core


def load_error() -> str | None:
    """Why the core did not load (None: it loaded, or was not tried yet)."""
    return _load_error


def fallback_note(profile) -> str | None:
    """A German note for the reader when the core was wanted for `profile` but did not load."""
    if not (_wanted and fits(profile)) or core() is not None:
        return None
    return ("Der schnelle Löser (WebAssembly) ließ sich nicht laden; es rechnet der langsamere "
            "Python-Löser, der bei großen Stellungen öfter „unbekannt“ antwortet.")


def forget() -> None:
    """Forget the core's table: the next search runs as on an empty one (every entry so far
    stale, so neither found nor kept in place of a new one: its nodes do not depend on the
    searches before)."""
    if _core is not None:
        _core.owner = None
        for build in (_core, _core._wide):
            if build is not None:
                build.generations.clear()
                build._call("retire_table")


def use_core(flag: bool) -> None:
    """Choose the compiled core (where it loads) or the Python solver for `make_solver`."""
    global _wanted
    _wanted = flag


def fits(profile) -> bool:
    return (solvable(profile) and profile.n_seats <= MAX_SEATS and len(profile.pack) <= MAX_CARDS
            and len(profile.suit_mask) <= MAX_SUITS)


def core_usable(profile) -> bool:
    return _wanted and fits(profile) and core() is not None


def make_solver(profile, position: Position, goal: Goal, budget: int = 5_000_000,
                tt_limit: int = 4_000_000, seconds: float | None = None) -> Solver:
    """The compiled core's solver where it loads and fits the game, else the Python solver.
    `budget` nodes and `seconds` of wall time (None: no limit) per call."""
    cls = CoreSolver if core_usable(profile) else Solver
    return cls(profile, position, goal, budget=budget, tt_limit=tt_limit, seconds=seconds)


def card_classes(profile, position: Position, goal: Goal) -> dict[int, int]:
    """The legal cards of the seat to move, each with the card that stands for its class of
    equivalent cards (the same value after either, as the search merges them): the core's
    classes where it is used, else each card its own (the Python solver's merging stays inside
    its search)."""
    solver = make_solver(profile, position, goal)
    if isinstance(solver, CoreSolver):
        return solver._load().classes()
    seat = (solver.leader + len(solver.trick)) % solver.n
    return {c: c for c in ids_of(solver.legal(seat))}


class CoreSolver(Solver):
    """`Solver` whose zero-window tests and exact values are searched by the compiled core."""

    engine = "core"

    def _owner(self) -> tuple:
        # the table's entries hold for any position of one game, goal and parties; with talon
        # packets the key does not say which packet holds which face-down card, so the table is
        # kept only for solvers whose packets are laid out alike at their start (then the cards
        # still face down tell each packet's state): e.g. the judged cards of one step, asked in
        # slices, and the what-if there
        if self.packets and getattr(self, "_layout", None) is None:
            self._layout = (tuple(tuple(tuple(p) for p in seat) for seat in self.packets),
                            tuple(tuple(o) for o in self.packet_open or ()))
        # with the Sküs, whether it still goes back depends on the trick's number, which the key
        # tells from the cards left only when the tricks of the whole game are the same
        tricks = self.tricks_played + self.tricks_left if self.excuse else None
        return (self.profile.key, tuple(sorted(self.goal.describe().items())), tuple(self.party),
                getattr(self, "_layout", None), tricks)

    def _load(self) -> Core:
        c = core().for_profile(self.profile)
        c.claim(self._owner(), self.profile, self.goal)
        c.load_position(self.hands, self.leader, self.party, self.trick, self.packets,
                        self.packet_open, ExcuseState(self.tricks_played, self.debt, self.pay_ready))
        return c

    def _search(self, need: int) -> bool:
        r, nodes = self._load().test(need, self.budget - self.nodes, self._ms_left())
        self.nodes += nodes
        if r < 0:
            raise self._out_of_budget()
        return bool(r)

    def _value(self) -> int:
        self.nodes = 0
        r, self.nodes = self._load().value(self.budget, self._ms_left())
        if r < 0:
            raise self._out_of_budget()
        return r
