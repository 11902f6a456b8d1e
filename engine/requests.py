"""Checked requests that carry a game: a deal with first actions (CLI `play`) and a saved state
(CLI `score`, and the web functions built on states). Shapes are declared with engine.schema;
every message is German and names the field. A state whose hands, tricks or piles hold the same
card twice, or a card the pack does not have, is refused.
"""
from __future__ import annotations

from .core import Action, State, Trick, mask_of
from .errors import RequestError
from .schema import (Bool, Cards, Choice, Int, Json, ListOf, Obj, Text, check_fields, excerpt)


def _variant(data: dict):
    from .variants import REGISTRY, get_profile
    key = data.get("variant")
    if not isinstance(key, str):
        raise RequestError("Feld „variant“: welches Spiel? Erwartet wird der Schlüssel eines Spiels "
                           f"(siehe „variants“), z. B. {', '.join(list(REGISTRY)[:4])}.")
    return get_profile(key)


def action_spec(profile) -> ListOf:
    return ListOf("Zug [Art, Platz, Wert]", Json("Teil eines Zuges", max_depth=3), min_len=2, max_len=3)


def to_action(profile, item: list, path: str) -> Action:
    kind, seat = item[0], item[1]
    if not isinstance(kind, str) or not kind or len(kind) > 30:
        raise RequestError(f"Feld „{path}[0]“: die Art des Zuges muss ein kurzer Text sein, nicht „{excerpt(kind)}“.")
    seat = Int("Platz", 0, profile.n_seats - 1).check(seat, f"{path}[1]")
    return Action.from_list([kind, seat, item[2] if len(item) > 2 else None])


def check_play_request(data: dict):
    """(profile, request) for a game to deal and play: variant, seed, options, deal, actions."""
    profile = _variant(data)
    n = profile.n_seats
    fields = {
        "variant": Text("Spiel", max_len=40, required=True),
        "seed": Int("Seed", 0, 2 ** 32 - 1, default=0),
        "options": Obj("Optionen", profile.option_fields(), default={}),
        "deal": Obj("Verteilung", {
            "hands": ListOf("Hände", Cards("Hand", max_len=len(profile.pack), ids=True), min_len=n, max_len=n,
                            required=True),
            "talon": Cards("Talon", max_len=len(profile.pack), ids=True),
            "partial": Bool("unvollständige Verteilung"),
            "position": Json("Stellung"), "extra": Json("Zusatzdaten"), "contract": Json("Spiel")}),
        "actions": ListOf("Züge", action_spec(profile), max_len=500, default=[]),
    }
    req = check_fields(fields, data)
    req["actions"] = [to_action(profile, a, f"actions[{i}]") for i, a in enumerate(req["actions"])]
    return profile, req


def _ids(profile, cards: list, path: str) -> list[int]:
    out = []
    for i, c in enumerate(cards):
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < len(profile.pack):
            raise RequestError(f"Feld „{path}[{i}]“: „{excerpt(c)}“ ist keine Karte dieses Packs "
                               f"(erwartet: eine Nummer von 0 bis {len(profile.pack) - 1}).")
        out.append(c)
    return out


def load_state(data) -> tuple:
    """(profile, State) from the JSON of `State.to_dict`, checked: types, ranges, known keys,
    and every card at most once in the hands, the current trick, the tricks and the piles."""
    if not isinstance(data, dict):
        raise RequestError("Der Zustand muss ein JSON-Objekt sein.")
    profile = _variant(data)
    n, size = profile.n_seats, len(profile.pack)
    card = Int("Karte", 0, size - 1)
    seat = Int("Platz", 0, n - 1)
    pile = ListOf("Karten", card, max_len=size, unique=True)
    fields = {
        "variant": Text("Spiel", max_len=40, required=True),
        "n_seats": Choice("Plätze", (n,), required=True),
        "hands": ListOf("Hände", pile, min_len=n, max_len=n, required=True),
        "talon": ListOf("Talon", card, max_len=size, unique=True, default=[]),
        "phase": Text("Phase", max_len=30, default="play"),
        "turn": seat, "leader": seat,
        "trick": ListOf("Stich", card, max_len=n, unique=True, default=[]),
        "tricks": ListOf("Stiche", ListOf("Stich", Json("Teil eines Stiches", max_depth=2), min_len=3, max_len=3),
                         max_len=size, default=[]),
        "won": ListOf("Stichhaufen", pile, min_len=n, max_len=n, default=None),
        "scat": ListOf("Scat", pile, min_len=n, max_len=n, default=None),
        "trump": Int("Trumpf", 0, 10),
        "contract": Json("Spiel", default={}), "extra": Json("Zusatzdaten", default={}),
        "log": ListOf("Züge", action_spec(profile), max_len=2_000, default=[]),
        "dealt": Json("Verteilung", default={}), "options": Obj("Optionen", profile.option_fields(), default={}),
        "seed": Int("Seed", 0, 2 ** 32 - 1),
    }
    d = check_fields(fields, data)
    for key in ("contract", "extra", "dealt"):
        if not isinstance(d[key], dict):
            raise RequestError(f"Feld „{key}“: erwartet wird ein Objekt.")
    tricks = []
    seen_in_tricks: dict[int, int] = {}
    for i, t in enumerate(d["tricks"]):
        leader = seat.check(t[0], f"tricks[{i}][0]")
        cards = ListOf("Karten", card, min_len=1, max_len=n, unique=True).check(t[1], f"tricks[{i}][1]")
        winner = seat.check(t[2], f"tricks[{i}][2]")
        for c in cards:
            if c in seen_in_tricks:
                raise RequestError(f"Feld „tricks[{i}]“: die Karte „{profile.card_name(c)}“ liegt schon im "
                                   f"{seen_in_tricks[c] + 1}. Stich.")
            seen_in_tricks[c] = i
        tricks.append(Trick(leader, tuple(cards), winner))
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
    won = d["won"] or [[] for _ in range(n)]
    scat = d["scat"] or [[] for _ in range(n)]
    for s in range(n):
        claim(won[s], f"won[{s}]")
    for s in range(n):
        claim(scat[s], f"scat[{s}]")
    for c in seen_in_tricks:
        if owner.get(c, "").startswith(("hands", "trick")):
            raise RequestError(f"Die Karte „{profile.card_name(c)}“ ist schon gespielt und zugleich in "
                               f"„{owner[c]}“.")
    log = [to_action(profile, a, f"log[{i}]") for i, a in enumerate(d["log"])]
    state = State(variant=profile.key, n_seats=n, hands=[mask_of(h) for h in d["hands"]], talon=list(d["talon"]),
                  phase=d["phase"], turn=d["turn"] or 0, leader=d["leader"] or 0, trick=list(d["trick"]),
                  tricks=tricks, won=[mask_of(w) for w in won], scat=[mask_of(x) for x in scat],
                  trump=d["trump"], contract=d["contract"], extra=d["extra"], log=log, dealt=d["dealt"],
                  options=d["options"], seed=d["seed"])
    return profile, state
