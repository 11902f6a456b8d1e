"""A problem played through the engine: the State at the start of play, the book's line replayed
with the engine's own legality check, the points per party after every card, and the solver's
view of any step (position, points already held, goals of the claim)."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

from ..core import DONE, PLAY, Action, State, mask_of, play_card, why_illegal
from ..errors import ProblemFileError
from ..goals import GOALS, goal_of
from ..solver import Goal, Position
from ..terms import CONTRA_NAMES, PARTIES, SEATS, points_text, thirds
from .model import Problem


def start_state(pr: Problem) -> State:
    """The engine's State when the first card of the problem is played."""
    p = pr.profile
    st = State(p.key, pr.n_seats, pr.play_hands(), list(pr.talon))
    st.extra["seat_names"] = list(SEATS[:pr.n_seats])
    c = pr.contract
    game = c.get("game")
    st.contract = {
        "declarer": pr.declarer, "game": game, "partners": list(pr.partners),
        "name": p.contract_by_key[game].name if game in getattr(p, "contract_by_key", {}) else game,
        "multiplicity": c.get("multiplicity", 1),
        "contra": {a["target"]: a["level"] for a in pr.raw.get("contra", [])},
        "announced": [{"what": a["what"], "seat": pr.seat(a["seat"])} for a in pr.raw.get("announcements", [])],
        "talon_rest": pr.talon_rest(), "bought": pr.bought.get(pr.declarer, []),
        "talon_to": pr.talon_to,
    }
    if "called" in c:
        st.contract["called"] = c["called"]
    for seat, cards in pr.scat.items():
        st.scat[seat] = mask_of(cards)
    if pr.kind == "deal" and p.key == "strohmann":
        p.lay_talons(st)                         # S. 70: the packets are laid and turned
    elif pr.packets is not None:
        st.extra["packets"] = [[list(pk) for pk in seat] for seat in pr.packets]
        st.extra["open"] = [list(o) + [None] * (3 - len(o)) for o in pr.open]
        st.extra["honours_announced"] = [[], []]
    st.phase = PLAY
    st.leader = pr.leader
    st.trick = list(pr.trick)
    st.turn = (pr.leader + len(pr.trick)) % pr.n_seats
    return st


def prior_points(pr: Problem) -> list[int]:
    """Thirds each party holds before the first card: the scat and the talon rest of a full
    deal (S. 15, 20), or the points the book states for an endgame."""
    if pr.kind == "endgame":
        return [pr.taken["spieler"], pr.taken["gegner"]]
    pts = pr.profile.points
    held = [0, 0]
    for seat, cards in pr.scat.items():
        held[pr.party[seat]] += sum(pts[c] for c in cards)
    held[0 if pr.talon_to == "spieler" else 1] += sum(pts[c] for c in pr.talon_rest())
    return held


@dataclass
class Step:
    """The game after one card of the line."""

    index: int
    seat: int
    card: int
    trick_no: int                 # number of the trick in the whole game (1-based)
    trick_done: bool              # this card completed the trick
    winner: int | None            # seat that won it (if completed)
    points: list[int]             # thirds per party after this card (prior included)
    tricks_won: list[int]         # tricks per party (in the line)


@dataclass
class Replay:
    problem: Problem
    state: State                  # after the last replayed card
    steps: list[Step] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def finished(self) -> bool:
        return self.state.phase == DONE


class LineError(ProblemFileError):
    """A move of the line that the engine refuses (the message gives the rule's reason)."""

    def __init__(self, index: int, message: str):
        super().__init__(message)
        self.index = index


def replay(pr: Problem, upto: int | None = None, extra: list[tuple[int, int]] = ()) -> Replay:
    """Play the first `upto` moves of the book's line (all by default), then the (seat, card)
    moves of `extra`, each checked by the engine (`core.why_illegal`)."""
    p = pr.profile
    st = start_state(pr)
    rep = Replay(pr, st, points=prior_points(pr))
    moves = [(m.seat, m.card) for m in pr.line[:upto]] + list(extra)
    trick_no = pr.tricks_played + 1
    for i, (seat, card) in enumerate(moves):
        where = f"Aufgabe Nr. {pr.nr}, Zug {i + 1} ({SEATS[seat]}: {p.card_name(card)})"
        if st.phase == DONE:
            raise LineError(i, f"{where}: das Spiel ist schon zu Ende.")
        reason = why_illegal(p, st, Action("play", seat, card))
        if reason:
            raise LineError(i, f"{where}: {reason}")
        trick = play_card(p, st, card)
        winner = None
        if trick is not None:
            winner = trick.winner
            won_by = pr.party[winner]
            rep.points[won_by] += sum(p.points[c] for c in trick.cards)
            rep.tricks_won[won_by] += 1
        rep.steps.append(Step(i, seat, card, trick_no, trick is not None, winner, list(rep.points),
                              list(rep.tricks_won)))
        if trick is not None:
            trick_no += 1
    return rep


def position(pr: Problem, st: State) -> Position:
    """The solver's view of an engine State of the problem."""
    packets = opens = None
    if "packets" in st.extra:
        packets = [[list(pk) for pk in seat] for seat in st.extra["packets"]]
        opens = [list(o) for o in st.extra["open"]]
    return Position(list(st.hands), st.leader, list(pr.party), list(st.trick), packets, opens)


def threshold_thirds(pr: Problem) -> int:
    """Thirds the Spieler's party needs to win: „36 (35⅔)“, in the 42-card pack „34 (33⅔)“."""
    return 3 * pr.profile.threshold - 1


# Each goal as (singular, plural) predicate: „Der Spieler gewinnt“, „Die Gegner gewinnen“.
GOAL_NAMES = {"wins": ("gewinnt die Partie", "gewinnen die Partie"),
              "points": ("erreicht {n} Points", "erreichen {n} Points"),
              "tricks": ("macht mindestens {n} Stiche", "machen mindestens {n} Stiche"),
              "volat": ("macht Volat", "machen Volat"),
              "ultimo": ("ultimirt den Pagat", "ultimiren den Pagat"),
              "koenig_ultimo": ("ultimirt den gerufenen König", "ultimiren den gerufenen König"),
              "mondfang": ("fängt den Mond", "fangen den Mond"),
              "pagatfang": ("fängt den Pagat", "fangen den Pagat")}


def goal_for(pr: Problem, rep: Replay, spec: dict) -> tuple[Goal, int]:
    """The solver goal of one claim goal at the replay's current step, and the units its party
    still needs from there (≤ 0: already reached; a huge number: already impossible)."""
    p = pr.profile
    party = PARTIES.index(spec["party"])
    kind = spec["kind"]
    held = rep.points[party]
    total = 3 * p.total_points
    if kind == "wins":
        need = threshold_thirds(pr) if party == 0 else total - threshold_thirds(pr) + 1
        return goal_of(p, kind, party), need - held
    if kind == "points":
        return goal_of(p, kind, party), thirds(spec["at_least"]) - held
    if kind == "tricks":
        return goal_of(p, kind, party), int(spec["at_least"]) - rep.tricks_won[party]
    if kind == "volat":
        lost = rep.tricks_won[1 - party] > 0 or \
            pr.raw["start"].get("tricks_won", {}).get(PARTIES[1 - party], 0) > 0
        return goal_of(p, kind, party), (1 << 20) if lost else _tricks_left(rep)
    if kind not in GOALS:
        raise ProblemFileError(f"Unbekanntes Ziel „{kind}“.")
    called = p.parse_card(pr.contract["called"]) if kind == "koenig_ultimo" else None
    goal = goal_of(p, kind, party, called)
    return goal, 1 - _achieved(pr, rep, goal)


def _achieved(pr: Problem, rep: Replay, goal: Goal) -> int:
    """How often an event goal (Ultimo, Mondfang …) happened in the tricks already played:
    after the trick that caught the Mond the Mondfang is reached, not still to be made."""
    st = rep.state
    done = 0
    for k, t in enumerate(st.tricks):
        trick = SimpleNamespace(party=pr.party,
                                seat_in_trick=lambda i, t=t: pr.profile.card_owner(st, t, t.cards[i]))
        done += goal.gain(trick, list(t.cards), t.winner, rep.finished and k == len(st.tricks) - 1)
    return done


def _tricks_left(rep: Replay) -> int:
    st = rep.state
    cards = sum(bin(h).count("1") for h in st.hands) + len(st.trick)
    if "packets" in st.extra:
        cards += sum(len(pk) for seat in st.extra["packets"] for pk in seat)
    return -(-cards // st.n_seats)


def describe_goal(spec: dict) -> str:
    spieler = spec["party"] == "spieler"
    who = "Der Spieler" if spieler else "Die Gegner"
    what = GOAL_NAMES[spec["kind"]][0 if spieler else 1].format(n=spec.get("at_least"))
    text = f"{who} {what}" + (" nicht" if spec.get("holds") is False else "")
    return text + (f", wenn {spec['leader']} ausspielt" if "leader" in spec else "")


def final_points_text(points: list[int]) -> dict:
    return {PARTIES[i]: points_text(v) for i, v in enumerate(points)}


def contra_text(pr: Problem) -> list[str]:
    return [f"{a['seat']}: {CONTRA_NAMES[a['level']]} auf {a['target']}" for a in pr.raw.get("contra", [])]
