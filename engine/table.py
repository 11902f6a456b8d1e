"""The table of a whole game (issue 25): any game of the engine, the reader at one seat, the
engine's players at the others, every phase — bidding, talon, discard, calling, announcements,
Contra, the play — for the reader as for any other seat.

The page keeps no rules and no engine state. A request carries the variant, the seed, the
reader's seat and the game's record so far (`log`: every action, the engine's included, as
`[kind, seat, arg]`), with the `token` the engine gave for that record, and either the reader's
next `action` or `think` (let the engine seat whose turn it is decide one action). The engine
deals from the seed, replays the record, checking every action against the rules (cheap: no
engine seat thinks again), performs the one new action, and answers with what the reader may see
(`view`) and the new record and token. One engine decision per request, so the page can show who
is thinking and draw each card as it falls. A request whose record does not match its token (an
older record sent with a newer token, an altered record) is refused as stale; every refusal is a
RequestError with the German reason and changes nothing. The same request twice gets the same
answer: the engine's seats are seeded by the game and the move.
"""
from __future__ import annotations

import hashlib
import json
import random
import time

from . import __version__
from .core import ACTIONS, ENDED, Action, act, new_game, seat_label, why_illegal
from .errors import EngineError, RequestError
from .fields import SEED, variant_spec
from .players.policy import baseline_player, describe_players, engine_player
from .schema import Bool, Choice, Json, ListOf, Text, check_fields
from .table_view import auction_line, view
from .variants import REGISTRY
from .terms import SEAT_LETTERS

MAX_LOG = 400                      # longer than any game of the engine (78 cards + the auction)


# the engine's players a reader can choose: key -> (label, the player for a profile, its sentence)
PLAYERS = {
    "engine": ("denkend", engine_player, describe_players),
    "zufall": ("zufällig", lambda p: baseline_player("zufall"),
               lambda p: "Die Spieler der Engine wählen in jeder Phase zufällig unter den erlaubten Zügen."),
}


def seat_letters(p) -> tuple[str, ...]:
    """The seats of a game as the table names them: A, B, C … (Kauflabet has up to five)."""
    return tuple(SEAT_LETTERS[:p.n_seats])


def table_fields(args: dict) -> dict:
    """The declared shape of a table request; the seats depend on the variant."""
    variant = check_fields({"variant": variant_spec()}, {"variant": args.get("variant")})["variant"]
    p = REGISTRY[variant]
    return {"variant": variant_spec(), "seed": SEED, "seat": Choice("Platz", seat_letters(p), default="A"),
            "log": ListOf("Spielverlauf", Json("Zug", max_depth=3, max_items=40), max_len=MAX_LOG, default=[]),
            "token": Text("Spielstand", max_len=64, default=""),
            "action": Json("Ihr Zug", max_depth=3, max_items=40),
            "think": Bool("Engine am Zug", default=False),
            "players": Choice("Spieler der Engine", tuple(PLAYERS), {k: v[0] for k, v in PLAYERS.items()},
                              default="engine")}


def token_of(variant: str, seed: int, seat: str, log: list) -> str:
    """A digest of the record: the page sends it back with the record, so an old or altered
    record is recognised (a record that breaks a rule is refused by the replay anyway)."""
    text = json.dumps([__version__, variant, seed, seat, log], separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def parse_action(p, data, n_seats: int) -> Action:
    """An action sent as data, `[kind, seat, arg]`; anything else is refused in German."""
    if not isinstance(data, list) or not 2 <= len(data) <= 3:
        raise RequestError("Ein Zug ist eine Liste [Art, Platz, Angabe].")
    kind, seat, arg = (data + [None])[:3]
    if kind not in ACTIONS:
        raise RequestError(f"Unbekannte Art von Zug: „{str(kind)[:20]}“.")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n_seats:
        raise RequestError(f"Unbekannter Platz im Zug: {str(seat)[:10]}.")
    items = arg if isinstance(arg, list) else [arg]
    if any(isinstance(x, (bool, dict, list, float)) for x in items):
        raise RequestError("Die Angabe eines Zuges ist eine Zahl, ein Wort oder eine Liste davon.")
    return Action.from_list([kind, seat, arg])


def replay_record(p, seed: int, log: list, me: int):
    """The game of `seed` with the recorded actions, each checked against the rules, and the
    auction's record as seat `me` may read it: each action other than a card in words, worded
    before it was taken (the cards other seats lay away hidden)."""
    state, auction = new_game(p, seed=seed), []
    for i, data in enumerate(log, 1):
        action = parse_action(p, data, state.n_seats)
        reason = why_illegal(p, state, action)
        if reason:
            raise RequestError(f"Der Spielverlauf passt nicht zu diesem Spiel (Zug {i}: {reason}). "
                               "Bitte das Spiel neu geben.")
        perform(p, state, action, auction, me)
    return state, auction


def perform(p, state, action: Action, auction: list, me: int, check: bool = False) -> None:
    """Perform `action` (checked already, unless `check`) and add it, in the words seat `me`
    may read, to `auction`."""
    before = None if action.kind == "play" else p.action_text(state, action)
    act(p, state, action, check=check)
    if before is not None:
        auction.append(auction_line(p, before, state, action, me))


def engine_decides(p, state, seed: int, players: str) -> tuple[Action, float, str | None]:
    """One action of the engine seat whose turn it is (seeded by the game and the move: the same
    record always gets the same answer), the seconds it took, and a German note if the player
    failed and a random legal action was taken instead (the property check counts these)."""
    rng = random.Random(f"{seed}/{len(state.log)}")
    t0 = time.perf_counter()
    try:
        action, note = PLAYERS[players][1](p).act(p, state.copy(), state.turn, rng), None
    except Exception as e:              # a fault of the player must not stop the reader's game:
        action = p.random_action(state, rng)        # a legal action instead, and the fault named
        note = (f"Der Spieler der Engine ist an dieser Stelle gescheitert ({type(e).__name__}); "
                "dieser Zug wurde zufällig unter den erlaubten gewählt.")
    return action, time.perf_counter() - t0, note


def table(variant: str, seed: int, seat: str = "A", log: list | None = None, token: str = "",
          action=None, think: bool = False, players: str = "engine") -> dict:
    args = {"variant": variant, "seed": seed, "seat": seat, "log": [] if log is None else log,
            "token": token, "action": action, "think": think, "players": players}
    variant, seed, seat, log, token, action, think, players = check_fields(table_fields(args), args).values()
    p = REGISTRY[variant]
    if (log or token) and token != token_of(variant, seed, seat, log):
        raise RequestError("Dieser Spielstand ist veraltet oder verändert (etwa ein Zug, der schon "
                           "gesendet war). Das Spiel bleibt, wie es war; zum Weiterspielen bitte die "
                           "Seite neu laden oder neu geben.")
    me = SEAT_LETTERS.index(seat)
    state, auction = replay_record(p, seed, log, me)
    thought = note = None
    if action is not None:
        move = parse_action(p, action, state.n_seats)
        if move.seat != me:
            raise RequestError(f"Sie spielen {seat_label(state, me)}; dieser Zug gehört einem anderen Platz.")
        reason = why_illegal(p, state, move)
        if reason:
            raise RequestError(f"Nicht erlaubt: {reason}")
        perform(p, state, move, auction, me)
    elif think:
        if state.phase in ENDED:
            raise RequestError("Das Spiel ist zu Ende; die Engine hat keinen Zug mehr.")
        if state.turn == me:
            raise RequestError("Sie sind am Zug, nicht die Engine.")
        move, thought, note = engine_decides(p, state, seed, players)
        try:
            perform(p, state, move, auction, me, check=True)
        except EngineError as e:            # the engine's own player broke a rule: say so plainly
            raise RequestError(f"Der Spieler der Engine wählte einen unerlaubten Zug ({e}).") from None
    record = [a.as_list() for a in state.log]
    out = view(p, state, me, auction)
    out.update(variant=variant, seed=seed, seat=seat, log=record, token=token_of(variant, seed, seat, record),
               players=PLAYERS[players][2](p), thought=thought, engine_note=note)
    return out


def table_variants() -> list[dict]:
    """Every game a table can be dealt in: key, name, source, number of seats."""
    return [{"key": k, "name": p.name, "source": p.source, "players": p.n_seats, "seats": list(seat_letters(p))}
            for k, p in REGISTRY.items()]
