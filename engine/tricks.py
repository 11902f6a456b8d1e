"""„Wer sticht?“: a complete trick judged by the rules of one game.

Which card takes the trick and why (the profile's own `trick_winner` decides; the explanation is
read from the same tables), what each card tells of the hand it came from under the duties to
follow, and, for the hands a reader gives, whether each card was allowed: so the answer says
whether the trick could arise by the rules at all. The web function `trick_winner`
(engine.api.endpoints) is this module's `judge`, with the request declared by `trick_fields`.
"""
from __future__ import annotations

from typing import Any

from .cards import unique_cards
from .core import PLAY, State, ids_of, mask_of
from .errors import RequestError
from .schema import AnyOf, Cards, Choice, Int, MapOf, Text
from .terms import SEAT_LETTERS

LETTERS = SEAT_LETTERS


def seat_letters(p) -> tuple[str, ...]:
    return tuple(LETTERS[:p.n_seats])


def trick_fields(p) -> dict:
    """The declared request of `trick_winner` for profile `p`."""
    seats = seat_letters(p)
    fields = {"cards": Cards("Karten im Stich", max_len=max(p.trick_sizes()), required=True),
              "leader": Choice("Ausspieler", seats, default=seats[0]),
              "hands": MapOf("Hände vor dem Zug", Choice("Platz", seats),
                             Cards("Karten in der Hand", max_len=len(p.pack)), max_len=len(seats), default={})}
    if p.trump_suit is None:
        fields["trump"] = AnyOf("Trumpf", Int("Trumpffarbe", 0, len(p.suit_names) - 1),
                                Text("Trumpffarbe", max_len=30),
                                expected="eine Farbe: " + ", ".join(p.suit_names), required=True)
    return fields


def trump_word(p, trump: int) -> str:
    name = p.suit_names[trump]
    return name if name == "Tarok" else f"Trumpf ({name})"


def trump_noun(p, trump: int) -> str:
    """„Tarok“ in the Tarok games, else „Trumpf“."""
    return "Tarok" if p.suit_names[trump] == "Tarok" else "Trumpf"


def rule_sources(p) -> list[str]:
    """The places of the source's rules of the trick, named with their text („Ulmann S. 15“)."""
    return [f"{p.source_label} {place}".strip() for place in p.trick_source]


# --- the request, checked against the game ------------------------------------------------------

def _trump(p, trump) -> int:
    if p.trump_suit is not None:
        return p.trump_suit
    if isinstance(trump, int):
        return trump
    names = [s.lower() for s in p.suit_names]
    if str(trump).strip().lower() not in names:
        raise RequestError(f"Feld „trump“: „{trump}“ ist keine Farbe von {p.name}; möglich sind "
                           f"{', '.join(p.suit_names)}.")
    return names.index(str(trump).strip().lower())


def _check_size(p, cards: list[int]) -> None:
    sizes = p.trick_sizes()
    if len(cards) not in sizes:
        need = (f"genau {sizes[0]}" if len(sizes) == 1 else f"{sizes[0]} bis {sizes[-1]}")
        raise RequestError(f"Feld „cards“: ein Stich hat bei {p.name} {need} Karten, eine von jedem "
                           f"Spieler; angegeben sind {len(cards)}.")


def _board(p, trump: int) -> State:
    """An empty position of the game in the play, `trump` as the trump suit."""
    state = State(p.key, p.n_seats, [0] * p.n_seats)
    state.phase, state.trump = PLAY, trump
    return state


# --- the answer ---------------------------------------------------------------------------------

def judge(p, cards: list, leader: str, hands: dict, trump: Any = None) -> dict:
    """The trick `cards` (in the order played, from `leader` on) judged by the rules of `p`."""
    trump = _trump(p, trump)
    taken: dict = {}
    ids = unique_cards(p, cards, "cards", taken)
    _check_size(p, ids)
    state = _board(p, trump)
    seats = _seats(p, leader, len(ids))
    index = p.trick_winner(state, 0, tuple(ids))
    illegal = _illegal(p, state, ids, seats, hands, taken)
    roles = _roles(p, state, ids, index)
    return {"game": p.name, "trump": p.suit_names[trump],
            "cards": [{"card": p.card_name(c), "seat": s, "role": r} for c, s, r in zip(ids, seats, roles)],
            "winner": {"index": index, "card": p.card_name(ids[index]), "seat": seats[index]},
            "reason": _reason(p, state, ids, index),
            "sources": rule_sources(p), "decision": p.trick_decision or None,
            "conditions": _conditions(p, state, ids, seats),
            "illegal": illegal, "possible": not illegal}


def _seats(p, leader: str, n: int) -> list[str]:
    letters = seat_letters(p)
    if n < p.n_seats:                   # Kauflabet: who passed plays no card, so seats are unknown
        return [f"{i + 1}. Spieler" for i in range(n)]
    start = letters.index(leader)
    return [letters[(start + i) % p.n_seats] for i in range(n)]


def _led(p, state: State, ids: list[int]) -> int:
    suit, _ = p.card_order(state)
    if p.exempt_cards >> ids[0] & 1:      # Groß-Tarok: the Sküs led counts as Tarok led (S. 154)
        return state.trump
    return suit[ids[0]]


def _roles(p, state: State, ids: list[int], index: int) -> list[str]:
    suit, _ = p.card_order(state)
    led, trump = _led(p, state, ids), state.trump
    out = []
    for i, c in enumerate(ids):
        if p.exempt_cards >> c & 1:
            role = "kann weder stechen noch gestochen werden"
        elif i == 0:
            role = "spielt aus"
        elif suit[c] == led:
            role = "bedient"
        elif suit[c] == trump:
            role = f"sticht mit {trump_word(p, trump)}"
        elif i == index:
            role = f"gibt keinen {trump_noun(p, trump)}, als erste andere Karte"
        else:
            role = f"wirft ab ({p.suit_names[suit[c]]}), kann den Stich nicht machen"
        out.append(role + (" — macht den Stich" if i == index else ""))
    return out


def _reason(p, state: State, ids: list[int], index: int) -> str:
    """Why card `index` takes the trick, in German, from the game's tables."""
    suit, _ = p.card_order(state)
    led, trump = _led(p, state, ids), state.trump
    playing = [c for c in ids if not p.exempt_cards >> c & 1]
    card, word, noun = p.card_name(ids[index]), trump_word(p, trump), trump_noun(p, trump)
    trumps = [c for c in playing if suit[c] == trump]
    lead = (f"Der {p.card_name(ids[0])} führt an und gilt als ausgespielter {p.suit_names[trump]}. "
            if p.exempt_cards >> ids[0] & 1 else "")
    if suit[ids[index]] == trump and led == trump:
        return f"{lead}{word} ist ausgespielt; „{card}“ ist der höchste {noun} im Stich."
    if suit[ids[index]] == trump:
        how = (f"als einziger {noun}" if len(trumps) == 1
               else f"als höchster von {len(trumps)} {'Taroks' if noun == 'Tarok' else 'Trümpfen'}")
        return (f"{p.suit_names[led]} ist ausgespielt; „{card}“ sticht {how} im Stich: "
                f"{word} schlägt jede Karte einer anderen Farbe.")
    if suit[ids[index]] == led:
        return (f"{lead}{p.suit_names[led]} ist ausgespielt und niemand hat gestochen; „{card}“ ist die "
                f"höchste Karte dieser Farbe im Stich.")
    return (f"{lead}Niemand hat {noun} gegeben; den Stich macht die erste andere Karte, „{card}“.")


def _allowed(p, state: State, prefix: list[int], hand: int, card: int) -> bool:
    seat = len(prefix)
    state.trick, state.leader, state.turn = list(prefix), 0, seat
    state.hands = [0] * p.n_seats
    state.hands[seat] = hand
    return bool(p.legal_cards(state, seat) >> card & 1)


def _conditions(p, state: State, ids: list[int], seats: list[str]) -> list[dict]:
    """What each card after the lead tells of its player's hand: the cards it cannot have held,
    because holding one of them would have made the card played illegal (the follow rules are
    tiers: a card is illegal in a hand iff one other card of that hand alone would make it so)."""
    out = []
    outside = [d for d in range(len(p.pack)) if d not in ids]
    for i in range(1, len(ids)):
        c, prefix = ids[i], ids[:i]
        lacked = [d for d in outside if not _allowed(p, state, prefix, mask_of((c, d)), c)]
        if not lacked:
            continue
        out.append({"seat": seats[i], "card": p.card_name(c), "lacked": _describe(p, state, ids, prefix, lacked),
                    "rule": " ".join(_reasons(p, state, prefix, c, lacked))})
    return out


def _reasons(p, state: State, prefix: list[int], card: int, lacked: list[int]) -> list[str]:
    """The engine's reasons why `card` would have been illegal, one per kind of lacked card."""
    out = []
    for d in lacked:
        _allowed(p, state, prefix, mask_of((card, d)), card)
        reason = p.why_illegal(state, len(prefix), card)
        if reason and reason not in out:
            out.append(reason)
    return out


def _describe(p, state: State, ids: list[int], prefix: list[int], lacked: list[int]) -> str:
    """The lacked cards in words, suit by suit: „kein Pique“, „keinen höheren Tarok als XV“."""
    suit, power = p.card_order(state)
    parts = []
    for s in sorted({suit[d] for d in lacked}):
        name = p.suit_names[s]
        noun = trump_noun(p, s) if s == state.trump else None
        mine = [d for d in lacked if suit[d] == s]
        rest = [d for d in range(len(p.pack)) if suit[d] == s and d not in ids]
        none = f"keinen {noun}" if noun else f"kein {name}"
        if set(mine) == set(rest):
            parts.append(none)
            continue
        bar = max((d for d in prefix if suit[d] == s), key=lambda d: power[d], default=None)
        if bar is not None and set(mine) == {d for d in rest if power[d] > power[bar]}:
            higher = f"keinen höheren {noun}" if noun else f"kein höheres {name}"
            parts.append(f"{higher} als „{p.card_name(bar)}“")
        else:
            parts.append("keine dieser Karten: " + ", ".join(p.card_name(d) for d in mine))
    return " und ".join(parts)


def _illegal(p, state: State, ids: list[int], seats: list[str], hands: dict, taken: dict) -> list[dict]:
    """For each hand given: was its card in it, and allowed there?"""
    out = []
    for seat, names in hands.items():
        if seat not in seats:
            raise RequestError(f"Feld „hands.{seat}“: {seat} spielt in diesem Stich keine Karte.")
        i = seats.index(seat)
        field = f"hands.{seat}"
        own = {ids[i]: taken.pop(ids[i])}
        hand = unique_cards(p, names, field, taken)
        taken.update(own)
        if ids[i] not in hand:
            raise RequestError(f"Feld „{field}“: die Hand von {seat} muss die Karte enthalten, die {seat} "
                               f"spielt („{p.card_name(ids[i])}“).")
        if len(hand) > p.max_hand():
            raise RequestError(f"Feld „{field}“: eine Hand hat bei {p.name} höchstens {p.max_hand()} "
                               f"Karten, angegeben sind {len(hand)}.")
        state.trick, state.leader, state.turn = list(ids[:i]), 0, i
        state.hands = [0] * p.n_seats
        state.hands[i] = mask_of(hand)
        reason = p.why_illegal(state, i, ids[i])
        if reason:
            out.append({"seat": seat, "card": p.card_name(ids[i]), "reason": reason,
                        "allowed": [p.card_name(c) for c in ids_of(p.legal_cards(state, i))]})
    return out
