"""Checked requests that carry a game: a deal with first actions (CLI `play`) and a saved state
(CLI `score`, and the web functions built on states). Shapes are declared with engine.schema;
every message is German and names the field. A state whose hands, tricks or piles hold the same
card twice, or a card the pack does not have, is refused.
"""
from __future__ import annotations

import random

from .cards import repeated_card
from .core import PLAY, Action, State, Trick, current_phase, mask_of
from .errors import RequestError
from .record import UnknownKey
from .fields import SEED
from .schema import Bool, Cards, Choice, Int, Json, ListOf, Obj, Text, check_fields, excerpt
from .variants import REGISTRY, get_profile


def _variant(data: dict):
    key = data.get("variant")
    if not isinstance(key, str):
        raise RequestError("Feld „variant“: welches Spiel? Erwartet wird der Schlüssel eines Spiels "
                           f"(siehe „variants“), z. B. {', '.join(list(REGISTRY)[:4])}.")
    return get_profile(key)


def action_spec(profile) -> ListOf:
    return ListOf("Zug [Art, Platz, Wert]", Json("Teil eines Zuges", max_depth=3), min_len=2, max_len=3)


def _small(value, depth: int = 0) -> bool:
    """Is `value` the argument of an action: null, a number, a text, or short lists of them?"""
    if value is None or isinstance(value, (bool, int, str)):
        return not isinstance(value, str) or len(value) <= 60
    if isinstance(value, list) and depth < 2 and len(value) <= 60:
        return all(_small(v, depth + 1) for v in value)
    return False


def _card_list(profile, value, path: str, max_len: int) -> list[int]:
    """A list of distinct card ids of the pack (a fast check for states, which hold many)."""
    size = len(profile.pack)
    if not isinstance(value, list) or len(value) > max_len:
        raise RequestError(f"Feld „{path}“: erwartet wird eine Liste von höchstens {max_len} Kartennummern.")
    for i, c in enumerate(value):
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < size:
            raise RequestError(f"Feld „{path}[{i}]“: „{excerpt(c)}“ ist keine Karte dieses Packs "
                               f"(erwartet: eine Nummer von 0 bis {size - 1}).")
    twice = repeated_card(value)
    if twice is not None:
        raise RequestError(f"Feld „{path}“: die Karte „{profile.card_name(twice)}“ ist zweimal angegeben.")
    return value


def _log(profile, value) -> list[Action]:
    if not isinstance(value, list) or len(value) > 2_000:
        raise RequestError("Feld „log“: erwartet wird eine Liste von höchstens 2000 Zügen.")
    out = []
    for i, a in enumerate(value):
        if not isinstance(a, list) or not 2 <= len(a) <= 3 or not _small(a[2] if len(a) > 2 else None):
            raise RequestError(f"Feld „log[{i}]“: erwartet wird ein Zug [Art, Platz, Wert].")
        out.append(to_action(profile, a, f"log[{i}]"))
    return out


def to_action(profile, item: list, path: str) -> Action:
    kind, seat = item[0], item[1]
    if not isinstance(kind, str) or not kind or len(kind) > 30:
        raise RequestError(f"Feld „{path}[0]“: die Art des Zuges muss ein kurzer Text sein, nicht „{excerpt(kind)}“.")
    seat = Int("Platz", 0, profile.n_seats - 1).check(seat, f"{path}[1]")
    return profile.normalize(Action.from_list([kind, seat, item[2] if len(item) > 2 else None]))


def check_play_request(data: dict):
    """(profile, request) for a game to deal and play: variant, seed, options, deal, actions."""
    profile = _variant(data)
    n = profile.n_seats
    fields = {
        "variant": Text("Spiel", max_len=40, required=True),
        "seed": SEED,
        "options": Obj("Optionen", profile.option_fields(), renamed=profile.option_names_before, default={}),
        "deal": Obj("Verteilung", {
            "hands": ListOf("Hände", Cards("Hand", max_len=len(profile.pack), ids=True), min_len=n, max_len=n,
                            required=True),
            "talon": Cards("Talon", max_len=len(profile.pack), ids=True),
            "partial": Bool("unvollständige Verteilung"),
            "position": Json("Stellung"), "extra": Json("Zusatzdaten"), "contract": Json("Spiel")}),
        "actions": ListOf("Züge", action_spec(profile), max_len=500, default=[]),
    }
    req = check_fields(fields, data)
    if req["deal"] is not None:
        _check_shape(profile, req["deal"], req["options"])
    req["actions"] = [to_action(profile, a, f"actions[{i}]") for i, a in enumerate(req["actions"])]
    return profile, req


def _check_shape(profile, deal: dict, options: dict) -> None:
    """A deal that starts the game from the beginning (no "position") needs the talon the game
    deals and hands of the size it deals (a partial deal: each hand the same number of cards
    shorter); bidding, the talon and the play count on them."""
    if deal.get("position"):
        return
    model = profile.deal(random.Random(0), dict(options))
    expected, given = len(model.talon), len(deal.get("talon") or [])
    if given != expected:
        need = f"einen Talon von {expected} Karten" if expected else "keinen Talon"
        raise RequestError(f"Feld „deal.talon“: {profile.name} hat {need}, gegeben sind {given} Karten.")
    sizes = [h.bit_count() for h in model.hands]
    hands = deal["hands"]
    short = [sizes[s] - len(h) for s, h in enumerate(hands)]
    if deal.get("partial"):
        bad = [s for s in range(len(hands)) if short[s] < 0 or short[s] != short[0] or not hands[s]]
        how = " (eine unvollständige Verteilung: jeder Hand gleich viele weniger, mindestens eine)"
    else:
        bad, how = [s for s in range(len(hands)) if short[s]], ""
    if bad:
        s = bad[0]
        raise RequestError(f"Feld „deal.hands[{s}]“: {profile.name} gibt {sizes[s]} Karten je Hand{how}, "
                           f"gegeben sind {len(hands[s])}.")


def load_state(data) -> tuple:
    """(profile, State) from the JSON of `State.to_dict`, checked: types, ranges, known keys,
    and every card at most once in the hands, the current trick, the tricks and the piles."""
    if not isinstance(data, dict):
        raise RequestError("Der Zustand muss ein JSON-Objekt sein.")
    profile = _variant(data)
    n, size = profile.n_seats, len(profile.pack)
    seat = Int("Platz", 0, n - 1)
    d = check_fields(_state_fields(profile, seat), data)
    d["hands"] = [_card_list(profile, h, f"hands[{s}]", size) for s, h in enumerate(d["hands"])]
    d["talon"] = _card_list(profile, d["talon"], "talon", size)
    d["trick"] = _card_list(profile, d["trick"], "trick", n)
    for key in ("won", "scat"):
        if d[key] is not None:
            d[key] = [_card_list(profile, h, f"{key}[{s}]", size) for s, h in enumerate(d[key])]
    for key in ("contract", "extra", "dealt"):
        if not isinstance(d[key], dict):
            raise RequestError(f"Feld „{key}“: erwartet wird ein Objekt.")
    tricks, seen_in_tricks = _tricks(profile, d["tricks"], seat)
    won = d["won"] or [[] for _ in range(n)]
    scat = d["scat"] or [[] for _ in range(n)]
    _check_each_card_once(profile, d, won, scat, seen_in_tricks)
    log = _log(profile, d["log"])
    try:
        state = State(variant=profile.key, n_seats=n, hands=[mask_of(h) for h in d["hands"]],
                      talon=list(d["talon"]), phase=current_phase(profile.key, d["phase"]), turn=d["turn"] or 0,
                      leader=d["leader"] or 0, trick=list(d["trick"]), tricks=tricks,
                      won=[mask_of(w) for w in won], scat=[mask_of(x) for x in scat], trump=d["trump"],
                      contract=d["contract"], extra=d["extra"], log=log, dealt=d["dealt"],
                      options=d["options"], seed=d["seed"])
    except UnknownKey as e:
        raise RequestError(f"Der Zustand enthält einen unbekannten Eintrag: {e.args[0]}.") from None
    return profile, state


def _state_fields(profile, seat: Int) -> dict:
    """The field specs of a saved state of `profile`'s variant."""
    n, size = profile.n_seats, len(profile.pack)
    seats = ListOf("Haufen", Json("Karten", max_depth=1, max_items=size + 1), min_len=n, max_len=n)
    return {
        "variant": Text("Spiel", max_len=40, required=True),
        "n_seats": Choice("Plätze", (n,), required=True),
        "hands": ListOf("Hände", Json("Karten", max_depth=1, max_items=size + 1), min_len=n, max_len=n, required=True),
        "talon": Json("Talon", max_depth=1, max_items=size + 1, default=[]),
        "phase": Text("Phase", max_len=30, default=PLAY),
        "turn": seat, "leader": seat,
        "trick": Json("Stich", max_depth=1, default=[]),
        "tricks": ListOf("Stiche", ListOf("Stich", Json("Teil eines Stiches", max_depth=2), min_len=3, max_len=3),
                         max_len=size, default=[]),
        "won": seats, "scat": seats,
        "trump": Int("Trumpf", 0, 10),
        "contract": Json("Spiel", default={}), "extra": Json("Zusatzdaten", default={}),
        "log": Json("Züge", max_depth=3, max_items=20_000, default=[]),
        "dealt": Json("Verteilung", default={}),
        "options": Obj("Optionen", profile.option_fields(), renamed=profile.option_names_before, default={}),
        "seed": Int("Seed", 0, SEED.hi),
    }


def _tricks(profile, raw: list, seat: Int) -> tuple[list[Trick], dict[int, int]]:
    """The finished tricks [leader, cards, winner] checked, each card in one trick only; with
    card -> index of its trick."""
    tricks = []
    seen_in_tricks: dict[int, int] = {}
    for i, t in enumerate(raw):
        leader = seat.check(t[0], f"tricks[{i}][0]")
        cards = _card_list(profile, t[1], f"tricks[{i}][1]", profile.n_seats)
        if not cards:
            raise RequestError(f"Feld „tricks[{i}][1]“: ein Stich ohne Karten.")
        winner = seat.check(t[2], f"tricks[{i}][2]")
        for c in cards:
            if c in seen_in_tricks:
                raise RequestError(f"Feld „tricks[{i}]“: die Karte „{profile.card_name(c)}“ liegt schon im "
                                   f"{seen_in_tricks[c] + 1}. Stich.")
            seen_in_tricks[c] = i
        tricks.append(Trick(leader, tuple(cards), winner))
    return tricks, seen_in_tricks


def _check_each_card_once(profile, d: dict, won: list, scat: list, seen_in_tricks: dict[int, int]) -> None:
    """No card in two of the hands, the current trick and the piles; none played and still held."""
    owner: dict[int, str] = {}

    def claim(cards, where):
        for c in cards:
            if c in owner:
                raise RequestError(f"Die Karte „{profile.card_name(c)}“ ist zugleich in „{owner[c]}“ und in "
                                   f"„{where}“; jede Karte gibt es nur einmal.")
            owner[c] = where
    for s, h in enumerate(d["hands"]):
        claim(h, f"hands[{s}]")
    claim(d["trick"], "trick")
    for s in range(profile.n_seats):
        claim(won[s], f"won[{s}]")
    for s in range(profile.n_seats):
        claim(scat[s], f"scat[{s}]")
    for c in seen_in_tricks:
        if owner.get(c, "").startswith(("hands", "trick")):
            raise RequestError(f"Die Karte „{profile.card_name(c)}“ ist schon gespielt und zugleich in "
                               f"„{owner[c]}“.")
