"""The web functions of the engine, each with the declared shape of its request (engine.schema).

Adding a function is a few lines:

    @endpoint("name", field=Spec(...), …)          # or fields_for=callable(args) -> dict
    def _name(field, …) -> JSON data: ...

Functions: version, count, card_names, variants, legal, trick_winner (a complete trick judged:
who takes it and why, engine.tricks), settle (an outcome's payments), form
(the settlement form of a game, engine.forms), contracts, play_random, problem_whatif,
problem_card_values, problem_puzzle, problem_check_deal, problem_play (the problems as puzzles, engine.problems.puzzle*),
table_variants, table (the Probespiel: a whole game at the table, engine.table), solve (a position given as data), example
(a worked example of the texts recomputed, engine.reckonings).
"""
from __future__ import annotations

from typing import Any

from .. import __version__
from ..cards import PACKS, unique_cards
from ..core import State, ids_of, mask_of, random_game, record
from ..counting import count_names
from ..errors import RequestError
from ..fields import OUTCOME_NAMES_BEFORE, PACK, SEED, outcome_fields, profile_of, with_variant
from ..forms import form
from ..problems.puzzle import describe
from ..problems.puzzle_deal import check_deal
from ..problems.puzzle_play import play
from ..problems.model import NR
from ..problems.card_values import CARD_VALUES_FIELDS, card_values
from ..problems.whatif import WHATIF_FIELDS, whatif
from ..reckonings import RECKONINGS, reckon
from ..search_budget import DEAL_BUDGET, EXCHANGE_BUDGET, PLAY_PAGE_BUDGET, SOLVE_MAX_BUDGET, SOLVE_PAGE_BUDGET
from ..schema import AnyOf, Bool, Cards, Choice, Int, Json, ListOf, Obj, Text
from ..solver_io import solve
from ..table import table, table_fields, table_variants
from ..tricks import judge, trick_fields
from ..variants import REGISTRY
from .registry import endpoint


# --- the functions -----------------------------------------------------------------------------

@endpoint("version")
def _version() -> str:
    return __version__


@endpoint("count", cards=Cards("Karten", max_len=78, required=True), pack=Choice(
    "Pack", PACK.values, PACK.labels, default=78))
def _count(cards: list, pack: int) -> dict:
    return count_names(cards, PACKS[pack]).as_dict()


@endpoint("card_names", pack=Choice("Pack", PACK.values, PACK.labels, default=54))
def _card_names(pack: int) -> list[dict]:
    return [{"name": c.name, "code": c.code} for c in PACKS[pack]]


@endpoint("variants")
def _variants() -> list[dict]:
    return [p.describe() for p in REGISTRY.values()]


def _legal_fields(p) -> dict:
    return {"hand": Cards("Karten in der Hand", max_len=len(p.pack), required=True),
            "trick": Cards("Karten im Stich", max_len=len(p.pack), default=[]),
            "card": Text("Karte", max_len=60),
            "trump": AnyOf("Trumpf", Int("Trumpffarbe", 0, max(len(p.suit_names) - 1, 0)),
                           Choice("Trumpffarbe", tuple(p.suit_names)),
                           expected="eine Farbe: " + ", ".join(p.suit_names))}


@endpoint("legal", fields_for=with_variant(_legal_fields))
def _legal(variant: str, hand: list, trick: list, card: str | None, trump) -> dict:
    """Is `card` legal for a hand with `trick` (cards already played to it, in order) on the
    table? Without `card`: all legal cards. {legal, reason, legal_cards}."""
    p = profile_of({"variant": variant})
    taken: dict = {}
    trick_ids = unique_cards(p, trick, "trick", taken, bad_name=None)
    hand_ids = unique_cards(p, hand, "hand", taken, bad_name=None)
    n = p.n_seats
    if len(trick_ids) >= n:
        raise RequestError(f"Ein Stich hat bei {p.name} höchstens {n - 1} Karten vor dem Zug.")
    if len(hand_ids) > p.max_hand():
        raise RequestError(f"Eine Hand hat bei {p.name} im Spiel höchstens {p.max_hand()} Karten, "
                           f"angegeben sind {len(hand_ids)}.")
    if not hand_ids:
        raise RequestError("Feld „hand“: es ist keine Karte angegeben.")
    seat = len(trick_ids)
    state = State(variant, n, [0] * n)
    state.hands[seat] = mask_of(hand_ids)
    state.trick, state.leader, state.turn = trick_ids, 0, seat
    if isinstance(trump, str):
        trump = p.suit_names.index(trump)
    state.trump = trump
    legal = [p.card_name(c) for c in ids_of(p.legal_cards(state, seat))]
    out: dict[str, Any] = {"legal_cards": legal}
    if card is not None:
        cid = p.parse_card(card)
        if cid in trick_ids:
            raise RequestError(f"Die Karte „{p.card_name(cid)}“ liegt schon im Stich.")
        reason = p.why_illegal(state, seat, cid)
        out.update(legal=reason is None, reason=reason, card=p.card_name(cid))
    return out


@endpoint("trick_winner", fields_for=with_variant(trick_fields))
def _trick_winner(variant: str, cards: list, leader: str, hands: dict, trump=None) -> dict:
    """Which card of the complete trick `cards` (in the order played from `leader`) takes it, why,
    with the rule's places; what each card tells of its hand, and whether the cards of the
    `hands` given were allowed (engine.tricks)."""
    return judge(profile_of({"variant": variant}), cards, leader, hands, trump)


@endpoint("settle", fields_for=with_variant(outcome_fields), renamed=OUTCOME_NAMES_BEFORE)
def _settle(variant: str, **outcome) -> dict:
    """What a game pays, from its outcome (the declared facts of the game, see `form`)."""
    p = profile_of({"variant": variant})
    return p.settle_request(outcome).as_dict()


@endpoint("form", fields_for=with_variant(lambda p: {}))
def _form(variant: str) -> dict:
    """Everything the settlement widget needs to render its form for `variant` (engine.forms)."""
    p = profile_of({"variant": variant})
    outcome_fields(p)
    return form(p)


@endpoint("contracts", fields_for=with_variant(lambda p: {}))
def _contracts(variant: str) -> list[dict]:
    """The games a Tarok variant can be played as (kept for older pages; `form` tells more)."""
    p = profile_of({"variant": variant})
    if not hasattr(p, "form_extra"):
        raise RequestError(f"{p.name} ist kein Tarok-Spiel.")
    return p.form_extra()["contracts"]


def _play_fields(p) -> dict:
    return {"seed": SEED, "options": Obj("Optionen", p.option_fields(), renamed=p.option_names_before, default={})}


@endpoint("play_random", fields_for=with_variant(_play_fields))
def _play_random(variant: str, seed: int, options: dict) -> dict:
    p = profile_of({"variant": variant})
    return record(p, random_game(p, seed, options=options))


@endpoint("problem_whatif", **WHATIF_FIELDS)
def _problem_whatif(nr: int, step: int, card: str, budget: int | None) -> dict:
    """The reader's `card` instead of the book's move `step + 1` of problem `nr` (engine.problems.whatif)."""
    return whatif(nr, step, card, budget)


@endpoint("problem_card_values", **CARD_VALUES_FIELDS)
def _problem_card_values(nr: int, step: int, card: str | None, budget: int | None,
                         slice_ms: int | None, spent_ms: int | None) -> dict:
    """Every legal card at move `step + 1` of problem `nr` judged against the book's card
    (=, +, − with the points; engine.problems.card_values), in time slices if asked."""
    return card_values(nr, step, card, budget, slice_ms, spent_ms)


@endpoint("problem_puzzle", nr=NR)
def _problem_puzzle(nr: int) -> dict:
    """Problem `nr` as a puzzle: question parts, fixed and free cards, the side to play."""
    return describe(nr)


@endpoint("problem_check_deal", nr=NR, deal=Json("Verteilung", required=True),
          budget=Int("Knotenbudget", 1, EXCHANGE_BUDGET, default=DEAL_BUDGET))
def _problem_check_deal(nr: int, deal: Any, budget: int) -> dict:
    """The reader's distribution of problem `nr` checked against the text, the rules and the claim."""
    return check_deal(nr, deal, budget)


@endpoint("problem_play", nr=NR,
          moves=ListOf("Eigene Karten", Text("Karte", max_len=40), max_len=80, default=[]),
          replies=ListOf("Antworten der Engine", Text("Karte", max_len=40), max_len=80, default=[]),
          hint=Bool("Tipp", default=False), budget=Int("Knotenbudget", 1, PLAY_PAGE_BUDGET))
def _problem_play(nr: int, moves: list, replies: list, hint: bool, budget: int) -> dict:
    """The reader's cards of problem `nr` against the engine: replies, status, refutation, hint
    (without a `budget`: the page's time budget, PLAY_BUDGET nodes in CPython)."""
    return play(nr, moves, replies, hint, budget)


@endpoint("table_variants")
def _table_variants() -> list[dict]:
    """Every game a whole game can be played in at the table (engine.table)."""
    return table_variants()


@endpoint("table", fields_for=table_fields)
def _table(variant: str, seed: int, seat: str, log: list, token: str, action, think: bool, players: str) -> dict:
    """One step of a whole game at the table: the reader's `action`, or (`think`) one decision of
    the engine seat to move, on the record `log` of the game of `seed` (engine.table)."""
    return table(variant, seed, seat, log, token, action, think, players)


@endpoint("solve", position=Json("Stellung", required=True),
          budget=Int("Knotenbudget", 1, SOLVE_MAX_BUDGET, default=SOLVE_PAGE_BUDGET))
def _solve(position: Any, budget: int) -> dict:
    """Exact value and best line of a position given as data (engine.solver_io)."""
    return solve(position, budget)


def _reckonings() -> Choice:
    return Choice("Rechnung", tuple(RECKONINGS), {k: r.label for k, r in RECKONINGS.items()}, required=True)


@endpoint("example", fields_for=lambda args: {
    "reckoning": _reckonings(), "inputs": Json("Angaben", required=True),
    "pick": ListOf("Ergebnis", AnyOf("Schritt", Text(max_len=80), Int(lo=-100, hi=100),
                                     Obj("Posten", {"label": Text(max_len=120, required=True)}),
                                     expected="ein Schlüssel, eine Zahl oder ein Posten"),
                   max_len=8, default=[])})
def _example(reckoning: str, inputs: Any, pick: list) -> dict:
    """A worked example of the texts recomputed: the reckoning with its inputs, the lines of the
    computation (rule and page) and the number the book prints, picked at `pick` (engine.reckonings)."""
    return reckon(reckoning, inputs, pick)


