"""The reader plays a problem's hand: the side its question is about (puzzle.objectives), from
the step where the claim is decided (the book's moves before it are given); the engine plays
the other side by best play, preferring the book's card among equally good ones. After the
reader's last card the answer says whether every goal can still be forced („open“), is lost
(with the engine's refutation and the cards that would have kept it) or, at the end of the
game, reached („solved“). Hints on request: first the suit, then the card.

A full deal is played from its first lead. Where the searches cannot decide within the
request's budget (REQUEST_SEARCHES searches of the budget: nodes on the command line, time in
the page; engine/search_budget.py), the answer says so (`decided` false,
a hint `undecided`, a losing card unknown) and the engine plays the book's card or the solver's
first; nothing undecided is presented as decided.

The requests are stateless: `moves` are the reader's cards since the start of the puzzle; the
engine's replies are recomputed (or taken from `replies`, the engine's earlier answers, where
they are still legal at their place), so taking a card back is sending one card less."""
from __future__ import annotations

from ..core import Action, ids_of, why_illegal
from ..errors import EngineError, RequestError
from ..search_budget import REQUEST_SEARCHES, Clock, default_budget, default_seconds
from ..solver import Points, SolverBudget
from ..solver_core import make_solver
from ..terms import PARTIES, SEATS, points_text
from . import model
from .game import goal_for, position, replay
from .model import Problem
from .puzzle import check_nr, objective_text, objectives, reader_ok, start_step

# Among cards equally good for the goals the engine takes the one worth most card points once no
# hand holds more than this (exact values per card cost more than the answer's time allows before)
POINTS_TIEBREAK_CARDS = 5
SUIT_WORDS = ("Coeur", "Carreau", "Pique", "Treff", "Tarok")


class Allowance:
    """What one request may still search: its nodes and (in the page) its time, whether a
    search of it was undecided (the engine's further cards are then played without a verdict,
    leaving the rest for the reader's status), and the goal searched last (searched first next
    time: its entries in the core's table are the current ones)."""

    def __init__(self, nodes: int, seconds: float | None = None):
        self.nodes, self.gave_up, self.last_goal = nodes, False, None
        self.clock = Clock(seconds)

    def seconds_left(self) -> float | None:
        return self.clock.remaining()

    def spent(self) -> str | None:
        """What is spent: "nodes", "time", or None (the request may search on)."""
        left = self.seconds_left()
        if self.nodes <= 0:
            return "nodes"
        return "time" if left is not None and left <= 0 else None


def request_budget(budget: int | None) -> tuple[int, float | None]:
    """Nodes per search and seconds per search of one answer: a `budget` given (the command line,
    a test) is searched alone; none: the page's time budget with PLAY_PAGE_BUDGET nodes, or
    PLAY_BUDGET nodes in CPython (search_budget.default_budget, default_seconds)."""
    if budget is not None:
        return budget, None
    return default_budget(None, "play"), default_seconds("play")


class Game:
    """The puzzle's game so far: the book's moves up to the start step, then the played cards."""

    def __init__(self, pr: Problem, budget: int, allowance: Allowance | None = None,
                 seconds: float | None = None):
        self.pr, self.budget, self.seconds = pr, budget, seconds
        # shared with the games replayed from this one
        self.allowance = allowance if allowance is not None else Allowance(
            int(REQUEST_SEARCHES * budget), seconds and REQUEST_SEARCHES * seconds)
        # the reader can force every goal from here: known since his last card (the engine's
        # cards cannot change it, so they need no search)
        self.forced_known = False
        self.reader, self.goals = objectives(pr)
        self.first = start_step(pr)
        self.played: list[tuple[int, int, str]] = []          # (seat, card, "reader" | "engine")
        self.rep = replay(pr, self.first)

    def extend(self, seat: int, card: int, who: str) -> None:
        self.played.append((seat, card, who))
        self.forced_known = self.forced_known and who == "engine"
        self.rep = replay(self.pr, self.first, extra=[(s, c) for s, c, _ in self.played])

    @property
    def on_book_line(self) -> bool:
        book = self.pr.line[self.first:self.first + len(self.played)]
        return len(book) == len(self.played) and all(
            (m.seat, m.card) == (s, c) for m, (s, c, _) in zip(book, self.played))

    def solver(self, goal):
        """A solver for `goal` at the current position, with what is left of this request's
        nodes and time (at most one search's budget)."""
        budget = max(1, min(self.budget, self.allowance.nodes))
        left = self.allowance.seconds_left()
        seconds = None if left is None else max(0.001, min(self.seconds, left))
        return make_solver(self.pr.profile, position(self.pr, self.rep.state), goal, budget=budget,
                           seconds=seconds)

    def search(self, solver, fn, *args):
        """Run one search of `solver` (reaches, value …) on this request's nodes and time;
        SolverBudget when they or the search's budget run out."""
        spent = self.allowance.spent()
        if spent:
            raise SolverBudget(0, spent)
        try:
            return fn(*args)
        except SolverBudget:
            self.allowance.nodes -= solver.budget
            raise
        finally:
            self.allowance.nodes -= solver.nodes

    def ordered_goals(self) -> list[dict]:
        """The reader's goals, the one searched last first."""
        last = self.allowance.last_goal
        return sorted(self.goals, key=lambda spec: spec is not last)

    def book_next(self) -> int | None:
        """The book's next card, while the game so far is the book's line."""
        i = self.first + len(self.played)
        if self.on_book_line and i < len(self.pr.line):
            return self.pr.line[i].card
        return None


def _card(pr: Problem, name, field: str) -> int:
    if not isinstance(name, str) or not name.strip() or len(name) > 40:
        raise RequestError(f"Feld „{field}“: der Name einer Karte.")
    try:
        return pr.profile.parse_card(name)
    except EngineError as e:
        raise RequestError(f"Feld „{field}“: {e}") from None


def _card_list(pr: Problem, names, field: str) -> list[int]:
    if not isinstance(names, list) or len(names) > len(pr.profile.pack):
        raise RequestError(f"Feld „{field}“: eine Liste von Kartennamen.")
    return [_card(pr, n, f"{field}[{i}]") for i, n in enumerate(names)]


def verdicts_after_each(g: Game, cards: list[int]) -> dict[int, bool | None]:
    """For each of `cards` (legal for the seat to move): can the reader still force every goal
    after it? (None: a search ran out of budget)"""
    out: dict[int, bool | None] = {c: True for c in cards}
    for spec in g.ordered_goals():
        goal, need = goal_for(g.pr, g.rep, spec)
        g.allowance.last_goal = spec
        for card in cards:
            if out[card] is False:
                continue
            s = g.solver(goal)
            undo = s.play(card)
            gain = undo[2] if undo is not None else 0
            try:
                forced = g.search(s, s.reaches, need - gain)
            except SolverBudget:
                out[card] = None
                continue
            ok = reader_ok(g.reader, spec, forced)
            out[card] = False if not ok else out[card]
    return out


def candidates(g: Game) -> list[int]:
    """The cards worth judging for the seat to move: one of each class of equivalent cards in
    the solver's order, and the book's next card."""
    cards = g.solver(Points(0)).moves(g.rep.state.turn)
    book = g.book_next()
    if book is not None and book not in cards and not why_illegal(
            g.pr.profile, g.rep.state, Action("play", g.rep.state.turn, book)):
        cards.append(book)
    return cards


def engine_reply(g: Game) -> int:
    """Best play for the engine's side: a card after which the reader can no longer force a
    goal, if there is one; among equally good cards the book's, else the one worth most points
    to the engine's party (once the hands are small: POINTS_TIEBREAK_CARDS), else the solver's
    first. One search at the parent settles the usual case: where the reader can force every
    goal from here, no card refutes him, and no card is searched on its own; where that search
    is undecided, the engine plays the book's card (or the solver's first) without a verdict."""
    cards = candidates(g)
    book = g.book_next()
    forced = True if g.forced_known else None if g.allowance.gave_up else status_now(g)
    if forced is False:
        verdicts = verdicts_after_each(g, cards)
        pool = [c for c in cards if verdicts[c] is False] or cards
    else:
        pool = cards
    if book in pool:
        return book
    st = g.rep.state
    small = max(bin(h).count("1") for h in st.hands) <= POINTS_TIEBREAK_CARDS
    if forced is not None and len(pool) > 1 and small:
        s = g.solver(Points(g.pr.party[st.turn]))
        try:
            values = g.search(s, s.move_values)
            return max(pool, key=lambda c: values.get(c, -1))
        except SolverBudget:
            pass
    return pool[0]


def status_now(g: Game) -> bool | None:
    """Can the reader still force every goal from here? At the end: did he reach them?"""
    if g.rep.finished:
        return all(reader_ok(g.reader, spec, goal_for(g.pr, g.rep, spec)[1] <= 0) for spec in g.goals)
    if g.forced_known:
        return True
    if g.allowance.gave_up:              # undecided a few cards earlier in this request
        return None
    out: bool | None = True
    for spec in g.ordered_goals():
        goal, need = goal_for(g.pr, g.rep, spec)
        s = g.solver(goal)
        g.allowance.last_goal = spec
        try:
            forced = g.search(s, s.reaches, need)
        except SolverBudget:
            g.allowance.gave_up = True
            out = None
            continue
        if not reader_ok(g.reader, spec, forced):
            return False
    g.forced_known = out is True
    return out


def refutation(g: Game) -> list[dict]:
    """The engine's line against the reader from here (best play for a goal he can no longer
    force): [{seat, card}] to the end of the game."""
    for spec in g.goals:
        goal, need = goal_for(g.pr, g.rep, spec)
        s = g.solver(goal)
        try:
            if reader_ok(g.reader, spec, g.search(s, s.reaches, need)):
                continue
            line = g.search(s, lambda: s.best_line(s.value()))
        except SolverBudget:
            return []
        return [{"seat": SEATS[seat], "card": g.pr.card_name(c)} for seat, c in line]
    return []


def keeping_cards(g: Game) -> list[int] | None:
    """The reader's cards that keep every goal at this turn (None: undecided in the budget)."""
    verdicts = verdicts_after_each(g, candidates(g))
    if None in verdicts.values() and not any(verdicts.values()):
        return None
    return [c for c, ok in verdicts.items() if ok]


def hint(g: Game) -> dict | None:
    """First the suit (or kind) of a card that keeps every goal, then the card itself; the
    book's card where it is one of them (searched first: where it keeps every goal, no other
    card is searched)."""
    book = g.book_next()
    keep = [book] if book is not None and verdicts_after_each(g, [book])[book] else keeping_cards(g)
    if keep is None:
        return {"suit": None, "card": None, "undecided": True,
                "text": "Welche Karte das Ziel hält, entscheidet die Suche hier nicht im Budget (unbekannt).",
                "book_card": g.pr.card_name(book) if book is not None else None,
                "card_text": f"Das Buch spielt hier {g.pr.card_name(book)}." if book is not None else None}
    if not keep:
        return {"suit": None, "card": None, "undecided": False,
                "text": "Kein Zug hält das Ziel mehr: nimm Karten zurück."}
    card = book if book in keep else keep[0]
    p = g.pr.profile
    suit = SUIT_WORDS[p.suit[card]] if p.suit[card] < len(SUIT_WORDS) else p.card_name(card)
    kind = "einen Tarok" if suit == "Tarok" else f"eine Karte der Farbe {suit}"
    return {"suit": suit, "card": p.card_name(card), "undecided": False, "text": f"Spiele {kind}.",
            "card_text": f"Spiele {p.card_name(card)}."}


def _advance(g: Game, moves: list[int], replies: list[int]) -> int | None:
    """Play the reader's `moves` and the engine's replies (reused from `replies` where still
    legal); stop at the reader's turn or the end. Returns the index of the reader's last card
    in g.played (None if he has played none)."""
    pr, p = g.pr, g.pr.profile
    pending, stored = list(moves), list(replies)
    last = None
    while not g.rep.finished:
        st = g.rep.state
        seat = st.turn
        if pr.party[seat] == g.reader:
            if not pending:
                break
            card = pending.pop(0)
            reason = why_illegal(p, st, Action("play", seat, card))
            if reason:
                i = len(moves) - len(pending) - 1
                raise RequestError(f"Feld „moves[{i}]“: {SEATS[seat]} kann {p.card_name(card)} nicht "
                                   f"spielen: {reason}")
            g.extend(seat, card, "reader")
            last = len(g.played) - 1
            continue
        card = stored.pop(0) if stored else None
        if card is None or why_illegal(p, st, Action("play", seat, card)):
            stored = []
            card = engine_reply(g)
        g.extend(seat, card, "engine")
    return last


def table(g: Game) -> dict:
    """What lies on the table: every hand (open, as the book's „allseitig correctes Spiel“
    assumes), the trick being played and the last completed one, each card with its seat."""
    pr, st = g.pr, g.rep.state
    name = pr.card_name

    def trick(cards, leader):
        return [{"seat": SEATS[(leader + i) % pr.n_seats], "card": name(c)} for i, c in enumerate(cards)]

    done = st.tricks[-1] if st.tricks else None
    packets = st.extra.get("packets")
    return {"hands": {SEATS[s]: [name(c) for c in ids_of(h)] for s, h in enumerate(st.hands)},
            "trick": trick(st.trick, st.leader),
            "last_trick": trick(done.cards, done.leader) if done else [],
            "last_winner": SEATS[done.winner] if done else None,
            "hidden": {SEATS[s]: sum(len(pk) for pk in seat) for s, seat in enumerate(packets)} if packets else None}


def losing(g: Game, last: int) -> dict:
    """The reader's card that gave the goal away: the last of his cards before which the goal
    could still be forced (searched back from his last card `last`), the engine's refutation
    after it and the cards that would have kept the goal. Where a position before is undecided
    in the budget, the card is unknown (`losing_card` None) and the refutation starts now."""
    reader_cards = [i for i, (_, _, who) in enumerate(g.played[:last + 1]) if who == "reader"]
    for i in reversed(reader_cards):
        before = _replayed(g, i)
        now = status_now(before)
        if now is False:
            continue
        if now is None:
            break
        return {"losing_card": g.pr.card_name(g.played[i][1]), "losing_step": i + 1,
                "refutation": refutation(_replayed(g, i + 1)),
                "better": [g.pr.card_name(c) for c in keeping_cards(before) or []]}
    return {"losing_card": None, "losing_step": None, "refutation": refutation(g), "better": []}


def _replayed(g: Game, n: int) -> Game:
    """The game after the first `n` of g's played cards."""
    out = Game(g.pr, g.budget, g.allowance, g.seconds)
    for seat, card, who in g.played[:n]:
        out.extend(seat, card, who)
    return out


def play(nr: int, moves, replies=None, want_hint: bool = False, budget: int | None = None) -> dict:
    """The reader's cards `moves` played against the engine (JSON of `problems puzzle N
    --moves …`): the game so far, the engine's replies, status open/solved/lost, the
    refutation of a losing card, a hint on request. `budget`: nodes per search (None: the
    page's time budget there, PLAY_BUDGET nodes in CPython; request_budget)."""
    pr = model.load(check_nr(nr))
    nodes, seconds = request_budget(budget)
    g = Game(pr, nodes, seconds=seconds)
    last = _advance(g, _card_list(pr, moves, "moves"), _card_list(pr, replies or [], "replies"))
    now = status_now(g)
    status = "solved" if g.rep.finished and now else "lost" if now is False else "open"
    out = {"nr": pr.nr, "reader": PARTIES[g.reader], "seats": [SEATS[s] for s in range(pr.n_seats)
                                                                  if pr.party[s] == g.reader],
           "goals": [objective_text(g.reader, s) for s in g.goals], "start_step": g.first,
           "line": [{"seat": SEATS[s], "card": pr.card_name(c), "by": who} for s, c, who in g.played],
           "replies": [pr.card_name(c) for _, c, who in g.played if who == "engine"],
           "status": status, "decided": now is not None, "finished": g.rep.finished,
           "turn": None if g.rep.finished else SEATS[g.rep.state.turn],
           "legal": [] if g.rep.finished else [pr.card_name(c) for c in
                                               ids_of(pr.profile.legal_cards(g.rep.state, g.rep.state.turn))],
           "points": {PARTIES[i]: points_text(v) for i, v in enumerate(g.rep.points)},
           "tricks": {PARTIES[i]: n for i, n in enumerate(g.rep.tricks_won)},
           "book_line": [{"seat": SEATS[m.seat], "card": pr.card_name(m.card)} for m in pr.line[g.first:]],
           "book_result": pr.raw.get("result"), "losing_card": None, "losing_step": None,
           "refutation": [], "better": [], "hint": None}
    out.update(table(g))
    if status == "lost" and last is not None:
        out.update(losing(g, last))
    if want_hint and not g.rep.finished:
        out["hint"] = hint(g)
    return out
