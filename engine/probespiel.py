"""„Probespiel“: a random game of any Tarok variant, the reader at one seat against the engine.

The page keeps no game state of its own: it sends the variant, the seed (which is in the URL),
the reader's seat and the cards the reader has played so far; the engine deals from the seed,
decides bidding, talon and scat for every seat (at random among the legal actions, seeded, so
the same seed always gives the same game), and plays the other seats by a rule of thumb
(`opponent_card`). It replays all of that on every request and answers with what the reader may
see: the own hand, the tricks, the legal cards (and for every other card the rule that forbids
it), and at the end the settlement line by line with the book's pages.
"""
from __future__ import annotations

import random

from .core import Action, act, ids_of, new_game, play_card, seat_label, seat_of, why_illegal
from .errors import RequestError
from .fields import SEED, seat_spec
from .schema import Choice, ListOf, Text, check_fields
from .tarok import PROFILES
from .terms import SEATS
POLICY = ("Die Mitspieler der Engine sehen nur ihre eigenen Karten und den Tisch und spielen nach einer "
          "Faustregel: Wer ausspielt, bringt als Spieler seinen höchsten Tarok, sonst die niedrigste "
          "Karte seiner längsten Farbe; wer zugibt, läßt einen Stich seines Partners stehen und schmiert "
          "ihm die wertvollste Karte, sticht einen gegnerischen Stich so billig wie möglich und wirft "
          "sonst die geringste Karte ab. Reizen, Talon und Scat entscheidet die Engine für alle Plätze "
          "zufällig unter den erlaubten Zügen (aus dem Seed).")


def trial_fields(args: dict) -> dict:
    """The declared shape of a Probespiel request; the seats depend on the variant."""
    variant = Choice("Spiel", tuple(PROFILES), required=True,
                     unknown="Feld „variant“: eine Tarok-Art der Engine ({options}).")
    p = PROFILES[variant.check(args.get("variant"), "variant")]
    return {"variant": variant, "seed": SEED, "seat": seat_spec(p.n_seats, default="A"),
            "cards": ListOf("Gespielte Karten", Text("Karte", max_len=40), max_len=len(p.pack), default=[])}


def deal(p, seed: int):
    """The game of `seed` up to the first lead: dealt from the seed, the phases before play
    decided at random among the legal actions; if everybody passes, the same deal is bid again
    with the next random stream (deterministic for the seed)."""
    for attempt in range(50):
        state = new_game(p, seed=seed)
        rng = random.Random(f"{seed}/{attempt}")
        while state.phase not in ("play", "done", "thrown-in"):
            act(p, state, p.random_action(state, rng))
        if state.phase == "play":
            return state
    raise RequestError("Zu diesem Seed kommt kein Spiel zustande; bitte einen anderen wählen.")


def opponent_card(p, state, seat: int) -> int:
    """The engine's rule of thumb for a seat it plays (it sees only its own hand and the table)."""
    legal = ids_of(p.legal_cards(state, seat))
    pts, power, suit = p.points, p.power, p.suit
    spieler = [s for s in p.spieler_party(state) if s is not None]
    partners = set(spieler) if seat in spieler else set(p.gegner_party(state)) | {seat}
    if not state.trick:
        if seat == state.contract.get("declarer"):
            taroks = [c for c in legal if suit[c] == 4]
            if taroks:
                return max(taroks, key=lambda c: power[c])
        by_suit: dict[int, list[int]] = {}
        for c in legal:
            by_suit.setdefault(suit[c], []).append(c)
        longest = max(by_suit.values(), key=lambda cs: (len(cs), -min(pts[c] for c in cs)))
        return min(longest, key=lambda c: (pts[c], power[c]))
    wi = p.trick_winner(state, state.leader, tuple(state.trick))
    winner = seat_of(p, state, state.leader, wi)

    def wins(c):
        cards = tuple(state.trick) + (c,)
        return p.trick_winner(state, state.leader, cards) == len(cards) - 1

    if winner in partners:
        keep = [c for c in legal if not wins(c)] or legal
        return max(keep, key=lambda c: (pts[c], -power[c]))
    winning = [c for c in legal if wins(c)]
    if winning:
        return min(winning, key=lambda c: (suit[c] == 4, power[c], pts[c]))
    return min(legal, key=lambda c: (pts[c], power[c]))


def trial(variant: str, seed: int, seat: str = "A", cards: list | None = None) -> dict:
    args = {"variant": variant, "seed": seed, "seat": seat, "cards": [] if cards is None else cards}
    variant, seed, seat, cards = check_fields(trial_fields(args), args).values()
    p = PROFILES[variant]
    me = SEATS.index(seat)
    state = deal(p, seed)
    auction = [p.action_text(state, a) for a in state.log]
    mine = list(cards)
    played = []
    while state.phase == "play":
        turn = state.turn
        if turn == me:
            if not mine:
                break
            name = mine.pop(0)
            card = p.parse_card(name)
            reason = why_illegal(p, state, Action("play", me, card))
            if reason:
                raise RequestError(f"„{p.card_name(card)}“ ist nicht erlaubt: {reason}")
        else:
            card = opponent_card(p, state, turn)
        play_card(p, state, card)
        played.append({"seat": seat_label(state, turn), "card": p.card_name(card)})
    if mine:
        raise RequestError("Es wurden mehr Karten geschickt, als gespielt werden konnten.")
    out = {"variant": variant, "name": p.name, "source": p.source, "seed": seed, "seat": seat,
           "seats": list(SEATS[:state.n_seats]), "policy": POLICY, "auction": auction,
           "contract": {"game": state.contract.get("name") or state.contract.get("game"),
                        "declarer": seat_label(state, state.contract["declarer"])
                        if state.contract.get("declarer") is not None else None,
                        "spieler": [seat_label(state, s) for s in p.spieler_party(state) if s is not None]},
           "hand": [p.card_name(c) for c in ids_of(state.hands[me])],
           "tricks": [{"leader": seat_label(state, t.leader), "winner": seat_label(state, t.winner),
                       "cards": [p.card_name(c) for c in t.cards]} for t in state.tricks],
           "trick": [p.card_name(c) for c in state.trick], "leader": seat_label(state, state.leader),
           "turn": seat_label(state, state.turn) if state.phase == "play" else None,
           "finished": state.phase == "done", "pack": f"tarok{len(p.pack)}"}
    if state.phase == "play" and state.turn == me:
        legal = p.legal_cards(state, me)
        out["legal"] = [p.card_name(c) for c in ids_of(legal)]
        out["illegal"] = {p.card_name(c): p.why_illegal(state, me, c) for c in ids_of(state.hands[me] & ~legal)}
    if state.phase == "done":
        out["settlement"] = p.settle(state).as_dict()
    return out


def trial_variants() -> list[dict]:
    """The Tarok variants a Probespiel can be dealt in."""
    return [{"key": k, "name": p.name, "source": p.source, "players": p.n_seats} for k, p in PROFILES.items()]
