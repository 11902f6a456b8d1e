"""What the reader may see at the table (engine.table): the own hand sorted as players sort it,
the seats around the table, the trick in the middle and the last one (Codex § 25 allows to look
at it), the open talon, the contract and the announcements, the auction, the reader's legal
actions with German labels and, for every card of the hand that may not be chosen now, the rule
that forbids it; at the end the settlement line by line with the pages of the source.
Nothing of another seat's hand is shown."""
from __future__ import annotations

import re

from .core import ENDED, PLAY, THROWN_IN, Action, ids_of, legal_actions, seat_label, seat_of, why_illegal
from .tarok.state import TALON

# kinds of action whose argument is one card of the actor's own hand: chosen by its picture
CARD_KINDS = ("play", "discard", "give")
# kinds of action whose argument is a set of cards of the actor's own hand (Kauflabet's Cartes
# fausses, S. 391): the cards are selected in the hand, then one button confirms the set —
# kind -> (what the selected cards are for, the confirming button)
SET_KINDS = {"exchange": ("wegwerfen", "kaufen")}
# kinds of action that lay away, hand over or throw away cards face down: another seat learns
# how many, not which (a Tarok discarded is shown to all, S. 15: named)
HIDDEN_KINDS = ("discard", "give", "exchange")


def sorted_hand(p, state, mask: int) -> list[int]:
    """The hand as players hold it: the trumps first (Taroks, or the trump suit), then the suits
    in the order of the pack, each from the highest card down."""
    trump = p.trump_of(state)
    order = {s: i for i, s in enumerate(dict.fromkeys(p.suit))}
    return sorted(ids_of(mask), key=lambda c: (p.suit[c] != trump, order[p.suit[c]], -p.power[c]))


def label_of(p, state, action: Action) -> str:
    """An action in the reader's words, without the seat („Dreier“, „verlegt Pique-Acht“)."""
    if action.kind == "play":
        return p.card_name(action.arg)
    text = p.action_text(state, action)
    prefix = seat_label(state, action.seat) + ": "
    return text[len(prefix):] if text.startswith(prefix) else text


def auction_line(p, before: str, state, action: Action, me: int) -> str:
    """An action other than a card played as seat `me` may read it in the auction: `before`,
    its wording taken before it was performed, and `state` after it. The cards another seat
    laid away, handed over or threw away are not named, only their number, unless the rules
    show them (a Tarok discarded, S. 15) — the engine's players do not see them either
    (engine.players.seen)."""
    if action.kind not in HIDDEN_KINDS or action.seat == me:
        return before
    cards = list(action.arg) if isinstance(action.arg, (list, tuple)) else [action.arg]
    if not cards:                                  # Kauflabet: „kauft nicht“ shows nothing
        return before
    shown = set(p.shown_cards(state))
    if all(c in shown for c in cards):
        return before
    named = ", ".join(p.card_name(c) for c in cards)
    hidden = "eine Karte (verdeckt)" if len(cards) == 1 else f"{len(cards)} Karten (verdeckt)"
    if named in before:                     # the game's own words („verlegt“, „legt … ab“, „wirft … weg“)
        return before.replace(named, hidden)
    return f"{seat_label(state, action.seat)}: {hidden}"


# the game's words on the buttons whose sense a new reader may not know, and the glossary entry
# that explains each (docs/glossar/begriffe.yml, the one source of their meaning; the page shows
# the entry's short definition beside the button): by the kind of action, or by a word of the
# button's label (longest first: „Solo-Dreier“ before „Dreier“)
TERM_OF_KIND = {"throw_in": "schleifen", "join": "mitgehen", "claim": "sich-aussagen"}
TERM_OF_WORD = {
    "tappen": "tappen", "Dreier": "dreier", "Zweier": "zweier", "Einer": "einer", "Solo": "solo",
    "Solo-Dreier": "solo-dreier", "Unterer": "unterer", "Rufer": "rufer", "Rufen auf Pagat": "rufen-auf-pagat",
    "a duo": "a-deux", "ad uno": "a-un", "Contra": "contra", "Recontra": "recontra",
    "Supercontra": "supercontra", "Supra-Contra": "supercontra", "Pagat Ultimo": "ultimo",
    "König Ultimo": "ultimo", "Volat": "volat", "Vole": "vole", "Mondfang": "mondfang",
    "Pagatfang": "pagatfang", "tous les trois": "tous-les-trois", "tous les quatre": "tous-les-quatre",
    "Courage": "courage", "Misère": "misere", "Sechs und Zwanziger": "sechs-und-zwanziger",
    "Zwey und fünfziger": "zwey-und-fuenfziger", "Scat": "scat"}
TERM_IDS = tuple(dict.fromkeys([*TERM_OF_KIND.values(), *TERM_OF_WORD.values()]))
TERM_RX = re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in sorted(TERM_OF_WORD, key=len, reverse=True))
                     + r")(?![\w-])")
# a game's word that the glossary does not list: its sense in the engine's words („gut“: the
# engine's decision, see the rule page of Königrufen)
HINTS = {"done": "nichts (mehr) ansagen"}


def terms_of(action: Action, label: str) -> list[str]:
    """The glossary entries that explain the game's words of a button, in the order they stand."""
    found = [TERM_OF_KIND[action.kind]] if action.kind in TERM_OF_KIND else []
    found += [TERM_OF_WORD[m.group(1)] for m in TERM_RX.finditer(label)]
    return list(dict.fromkeys(found))


def is_card_set(state, a: Action, me: int) -> bool:
    """Is `a` a set of cards of the own hand chosen together (SET_KINDS), not empty?"""
    return (a.kind in SET_KINDS and isinstance(a.arg, tuple) and len(a.arg) > 0
            and all(isinstance(c, int) and state.hands[me] >> c & 1 for c in a.arg))


def offered(p, state, me: int) -> list[dict]:
    """The reader's legal actions now (on the own turn; between turns only those the rules allow
    to any seat, e.g. giving up), each with its label and, where it names a card of the hand, the
    card. Sets of cards chosen together are not among them: see `selection`."""
    out = []
    for a in legal_actions(p, state):
        if a.seat != me or is_card_set(state, a, me):
            continue
        card = a.arg if a.kind in CARD_KINDS and isinstance(a.arg, int) and state.hands[me] >> a.arg & 1 else None
        label = label_of(p, state, a)
        out.append({"action": a.as_list(), "label": label, "kind": a.kind, "hint": HINTS.get(a.kind),
                    "terms": [] if card is not None else terms_of(a, label),
                    "card": None if card is None else p.card_name(card)})
    return out


def selection(p, state, me: int) -> dict | None:
    """Where the reader chooses a set of cards of the hand at once (Kauflabet's exchange: 16 to 32
    sets), the cards are selected in the hand and one button confirms: the kind, the words of the
    selection and of the button, the cards that may be selected, every legal set (each with the
    action the page sends — nothing else is sent), the most cards a set may hold and the
    engine's reason, with its rule and page, why a larger one is refused."""
    sets = [a for a in legal_actions(p, state) if a.seat == me and is_card_set(state, a, me)]
    if not sets:
        return None
    kind = sets[0].kind
    verb, confirm = SET_KINDS[kind]
    cards = {c for a in sets for c in a.arg}
    limit = max(len(a.arg) for a in sets)
    hand = sorted_hand(p, state, state.hands[me])
    beyond = hand[:limit + 1] if len(hand) > limit else None
    return {"kind": kind, "verb": verb, "confirm": confirm,
            "cards": [p.card_name(c) for c in hand if c in cards],
            "sets": [{"cards": sorted(p.card_name(c) for c in a.arg), "action": a.as_list()} for a in sets],
            "limit": limit,
            "too_many": why_illegal(p, state, Action(kind, me, tuple(sorted(beyond)))) if beyond else None}


def refused(p, state, me: int, actions: list[dict]) -> dict:
    """For every card of the hand that cannot be chosen now (played, discarded, given), the
    engine's reason with its rule."""
    if state.turn != me or state.phase in ENDED:
        return {}
    kinds = {a["kind"] for a in actions if a["card"] is not None}
    kind = "play" if state.phase == PLAY else next(iter(kinds), None)
    if kind is None:
        return {}
    ok = {a["card"] for a in actions if a["kind"] == kind}
    out = {}
    for c in ids_of(state.hands[me]):
        name = p.card_name(c)
        if name not in ok:
            out[name] = why_illegal(p, state, Action(kind, me, c)) or "Jetzt nicht möglich."
    return out


def trick_cards(p, state, leader: int, cards) -> list[dict]:
    return [{"seat": seat_label(state, seat_of(p, state, leader, i)), "card": p.card_name(c)}
            for i, c in enumerate(cards)]


def open_talon(p, state) -> dict | None:
    """The talon parts shown to everybody (Tarok: while the Spieler chooses, and what he took and
    left afterwards); None where nothing of the talon is open."""
    if not hasattr(p, "parts"):                 # only Tarok lays its talon open
        return None
    c = state.contract
    if state.phase == TALON:
        t = p.talon_choice(state)
        parts = p.parts(state)
        return {"parts": [{"nr": i + 1, "cards": [p.card_name(x) for x in parts[i]]} for i in t.order[:t.seen]]}
    bought = c.get("bought")
    if bought and c.get("talon_rest") is not None:
        return {"taken": [p.card_name(x) for x in bought],
                "left": [p.card_name(x) for x in c.get("talon_rest") or []]}
    return None


def contract_lines(p, state) -> list[str]:
    """The game in play as sentences: who plays what, the called card, the trump, the
    announcements and the Contra levels."""
    out = p.contract_sentences(state)
    if p.trump_suit is None and state.trump is not None and p.suit_names:
        out.append(f"Trumpf: {p.suit_names[state.trump]}.")
    return out


# where the seats sit around the table, seen from the reader's seat at the bottom, in the order
# of play when it passes to the right
PLACES = {2: ("unten", "oben"), 3: ("unten", "rechts", "links"), 4: ("unten", "rechts", "oben", "links"),
          5: ("unten", "rechts", "oben-rechts", "oben-links", "links")}


def places(p, n: int, me: int) -> list[str]:
    """Each seat's place at the table. Tarok passes to the right: B is the Vorhand A's
    „Gegner zur Rechten“, C the one „zur Linken“ (Ulmann S. 102–104). Whist passes to the left
    („nach der linken Seite“, Whist S. 8), the Hundertspiel deals from the dealer's left (§ 4);
    Kauflabet's cards „werden nach der rechten Hand zu gegeben“ (Pierer S. 391)."""
    ring = PLACES[n]
    if not p.deals_to_the_right:
        ring = ring[:1] + ring[:0:-1]
    return [ring[(s - me) % n] for s in range(n)]


def deal_of(p, state) -> dict:
    """Who dealt and who is the Vorhand, with the source's place (the profile's `deal_cite`). The
    engine seats the Vorhand at A (engine.core) and the dealer at the last seat, who takes the
    last throw; `dealer` None where the source does not say it (`dealer_unsaid`), and `note` says
    so and what the engine does."""
    last = seat_label(state, state.n_seats - 1)
    note = None
    if p.dealer_unsaid:
        note = (f"Wer von den Personen gibt, sagt der Text nicht; die Engine gibt wie unter vier, "
                f"der letzte Wurf fällt auf {last} (Entscheidung der Engine).")
    return {"dealer": None if note else last, "vorhand": seat_label(state, 0), "first": p.vorhand_does,
            "cite": p.deal_cite, "note": note}


def seats_of(p, state, me: int) -> list[dict]:
    decl = p.declarer_of(state)
    where = places(p, state.n_seats, me)
    tricks = [0] * state.n_seats
    for t in state.tricks:
        tricks[t.winner] += 1
    return [{"seat": seat_label(state, s), "cards": bin(state.hands[s]).count("1"), "tricks": tricks[s],
             "me": s == me, "declarer": s == decl, "turn": s == state.turn and state.phase not in ENDED,
             "place": where[s]}
            for s in range(state.n_seats)]


def settlement(p, state) -> dict | None:
    if state.phase not in ENDED:
        return None
    s = p.settle(state).as_dict()
    label = p.source_label or p.name
    for line in s["lines"]:
        src = line.get("source") or ""
        line["cite"] = f"{label} {src}" if src and not src.startswith(label) else src
    return s


def view(p, state, me: int, auction: list[str]) -> dict:
    """Everything the reader at seat `me` may see now; `auction`: the actions other than cards,
    in words."""
    actions = offered(p, state, me) if state.phase not in ENDED else []
    last = state.tricks[-1] if state.tricks else None
    return {
        "name": p.name, "source": p.source,
        "phase": state.phase, "phase_name": p.phase_word(state.phase),
        "turn": None if state.phase in ENDED else seat_label(state, state.turn),
        "waiting": "over" if state.phase in ENDED else ("reader" if state.turn == me else "engine"),
        "seats": seats_of(p, state, me),
        "deal": deal_of(p, state),
        "hand": [p.card_name(c) for c in sorted_hand(p, state, state.hands[me])],
        "discard": [p.card_name(c) for c in ids_of(state.scat[me])],
        "actions": actions, "refused": refused(p, state, me, actions),
        "select": selection(p, state, me) if state.phase not in ENDED else None,
        "trick": trick_cards(p, state, state.leader, state.trick),
        "last_trick": None if last is None else {"winner": seat_label(state, last.winner),
                                                 "cards": trick_cards(p, state, last.leader, last.cards)},
        "talon": open_talon(p, state),
        "contract": contract_lines(p, state),
        "auction": auction,
        "settlement": settlement(p, state),
    }

