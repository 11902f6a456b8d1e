"""The text's statements about a problem as checks on its data: a card in a hand, a void, a
number of Taroks, the points in the talon, who wins a trick of the book's line, the final
points. `check(problem)` returns one result per fact: ok, and a German explanation."""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import BUBE, CAVALL, DAME, KOENIG
from ..core import ids_of, mask_of
from ..terms import PARTIES, SEATS, points_text, thirds
from .game import Replay, prior_points, replay
from .model import Problem, rounded

SUIT_INDEX = {"Coeur": 0, "Carreau": 1, "Pique": 2, "Treff": 3, "Tarok": 4}
OPS = {"==": lambda a, b: a == b, ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b}
OP_WORDS = {"==": "genau", ">=": "mindestens", "<=": "höchstens"}
WHAT_WORDS = {"cards": "Karten", "taroks": "Taroks", "kings": "Könige", "figures": "Figuren",
              "tarok_honours": "Tarok-Honneurs", "scartins": "Scartins", "coeur": "Coeur",
              "carreau": "Carreau", "pique": "Pique", "treff": "Treff"}
FATE_WORDS = {"ultimo": "ultimirt", "caught": "im letzten Stich abgefangen",
              "early": "vor dem letzten Stich gespielt", "none": "nicht gespielt"}


@dataclass
class FactResult:
    index: int
    fact: dict
    ok: bool
    detail: str


def hands_at(pr: Problem, stage: str) -> list[int]:
    return list(pr.hands) if stage == "deal" else pr.play_hands()


def _above(f: dict) -> str:
    return f" über {f['above']}" if "above" in f else ""


def count_mask(pr: Problem, what: str, above: str | None = None) -> int:
    """The cards a count fact counts (with `above`: only those of that card's suit that rank
    above it, e.g. a seat's Taroks above Tarok XIV)."""
    p = pr.profile
    if above is not None:
        a = p.parse_card(above)
        higher = mask_of(c for c in ids_of(p.suit_mask[p.suit[a]]) if p.power[c] > p.power[a])
        return count_mask(pr, what) & higher
    if what == "cards":
        return p.full_mask
    if what == "taroks":
        return p.TAROKS
    if what == "kings":
        return p.KINGS
    if what == "tarok_honours":
        return p.TAROK_HONOURS
    if what in ("figures", "scartins"):
        figures = mask_of(i for i, c in enumerate(p.pack) if not c.is_tarok
                          and c.rank in (KOENIG, DAME, CAVALL, BUBE))
        return figures if what == "figures" else p.full_mask & ~p.TAROKS & ~figures
    return p.suit_mask[SUIT_INDEX[what.capitalize()]]


def matches_value(thirds_value: int, text: str) -> bool:
    """A printed value matches exactly if it has a fraction, else as the book rounds."""
    if text.endswith(("⅓", "⅔")):
        return thirds_value == thirds(text)
    return rounded(thirds_value) == thirds(text) // 3


def check(pr: Problem, rep: Replay | None = None) -> list[FactResult]:
    rep = rep if rep is not None else replay(pr)
    return [FactResult(i, f, *_check_one(pr, rep, f)) for i, f in enumerate(pr.facts)]


def _check_one(pr: Problem, rep: Replay, f: dict) -> tuple[bool, str]:
    hands = hands_at(pr, f.get("stage", "play"))
    kind = f["kind"]
    if kind in ("card", "void", "count", "same_hand", "points"):
        return _position_fact(pr, hands, f)
    return _line_fact(pr, rep, f)


def _position_fact(pr: Problem, hands: list[int], f: dict) -> tuple[bool, str]:
    """A fact about the cards' places at the fact's stage."""
    p = pr.profile
    kind = f["kind"]
    if kind == "card":
        return _card_fact(pr, hands, f)
    if kind == "void":
        s = SUIT_INDEX[f["suit"]]
        held = hands[pr.seat(f["seat"])] & p.suit_mask[s]
        return not held, f"{f['seat']} hat {len(ids_of(held))} Karten {f['suit']}."
    if kind == "count":
        n = bin(hands[pr.seat(f["seat"])] & count_mask(pr, f["what"], f.get("above"))).count("1")
        ok = OPS[f["op"]](n, f["n"])
        return ok, (f"{f['seat']} hat {n} {WHAT_WORDS[f['what']]}{_above(f)} "
                    f"(verlangt: {OP_WORDS[f['op']]} {f['n']}).")
    if kind == "same_hand":
        cards = [p.parse_card(t) for t in f["cards"]]
        m = mask_of(cards)
        owner = [SEATS[s] for s, h in enumerate(hands) if h & m == m]
        return bool(owner), f"in einer Hand: {owner[0] if owner else 'nein'}."
    where = f["of"]                                # points
    if where == "talon":
        cards = pr.talon
    elif where == "talon_rest":
        cards = pr.talon_rest()
    elif where == "scat":
        cards = [c for v in pr.scat.values() for c in v]
    else:
        cards = ids_of(hands[pr.seat(f["seat"])])
    value = sum(p.points[c] for c in cards)
    ok = matches_value(value, f["value"])
    return ok, f"{where}: {points_text(value)} Points (Text: {f['value']})."


def _card_fact(pr: Problem, hands: list[int], f: dict) -> tuple[bool, str]:
    """Where one card lies: in a seat's hand (or not), the talon, its rest, the discard, bought."""
    c = pr.profile.parse_card(f["card"])
    where = f["in"]
    if where in SEATS:
        ok = bool(hands[pr.seat(where)] >> c & 1)
    elif where.startswith("not_"):
        ok = not hands[pr.seat(where[4:])] >> c & 1
    elif where == "talon":
        ok = c in pr.talon
    elif where == "talon_rest":
        ok = c in pr.talon_rest()
    elif where == "scat":
        ok = any(c in cards for cards in pr.scat.values())
    else:                                      # bought
        ok = any(c in cards for cards in pr.bought.values())
    return ok, f"{pr.profile.card_name(c)} {'liegt' if ok else 'liegt nicht'} bei {where}."


def _line_fact(pr: Problem, rep: Replay, f: dict) -> tuple[bool, str]:
    """A fact about the book's line, read from its replay."""
    kind = f["kind"]
    if kind == "trick":
        steps = [s for s in rep.steps if s.trick_done and s.trick_no == f["trick"]]
        if not steps:
            return False, f"Der {f['trick']}. Stich kommt im Gang nicht vor."
        w = SEATS[steps[0].winner]
        return w == f["winner"], f"den {f['trick']}. Stich macht {w}."
    if kind == "tricks_won":
        party = PARTIES.index(f["party"])
        n = rep.tricks_won[party]
        ok = OPS[f.get("op", "==")](n, f["n"])
        return ok, f"{f['party']}: {n} Stiche im Gang."
    if kind == "final_points":
        if not rep.finished:
            return False, "Der Gang endet nicht mit dem letzten Stich."
        value = rep.points[PARTIES.index(f["party"])]
        return matches_value(value, f["value"]), f"{f['party']}: {points_text(value)} Points (Text: {f['value']})."
    if kind == "trick_points":
        party = PARTIES.index(f["party"])
        value = rep.points[party] - prior_points(pr)[party]
        ok = matches_value(value, f["value"])
        return ok, f"{f['party']} in den Stichen des Ganges: {points_text(value)} (Text: {f['value']})."
    if kind == "pagat":
        fate, owner = pr.profile.pagat_fate_of(rep.state)
        ok = fate == f["fate"] and ("party" not in f or (owner is not None and
                                                          PARTIES[pr.party[owner]] == f["party"]))
        return ok, f"der Pagat wird {FATE_WORDS[fate]}."
    raise AssertionError(kind)


def card_evidence(pr: Problem) -> dict[int, dict]:
    """How the place of each card is known, with its evidence: {"basis": "text", "quote": …}
    (a fact without inference or a move of the book prints it there), {"basis": "inferred",
    "quote": …, "inferred": …}, or absent (editorial: we chose it)."""
    p = pr.profile
    out: dict[int, dict] = {}
    for f in pr.facts:
        names = [f["card"]] if f["kind"] == "card" and not f["in"].startswith("not_") else \
            f.get("cards", []) if f["kind"] == "same_hand" else []
        for name in names:
            c = p.parse_card(name)
            if "inferred" not in f:
                out[c] = {"basis": "text", "quote": f["cite"]["quote"], "ref": f["cite"]["ref"]}
            else:
                out.setdefault(c, {"basis": "inferred", "quote": f["cite"]["quote"], "ref": f["cite"]["ref"],
                                   "inferred": f["inferred"]})
    for m in pr.line:
        if m.card_from_text:
            out[m.card] = {"basis": "text", "quote": m.text, "ref": m.ref}
    return out


def card_basis(pr: Problem) -> dict[int, str]:
    """How the place of each card is known: "text" (the text names it there: a fact or a move of
    the book) or "inferred" (an inference from the text, given in the fact); a card not in the
    result is editorial (card_evidence has the quotation and the inference)."""
    return {c: e["basis"] for c, e in card_evidence(pr).items()}


def describe(pr: Problem, f: dict) -> str:
    """A fact in a German sentence, for the problem pages."""
    kind = f["kind"]
    stage = " (vor dem Talon)" if f.get("stage") == "deal" else ""
    if kind == "card":
        where = f["in"]
        place = {"talon": "im Talon", "talon_rest": "im Talonrest der Gegenpartei",
                 "scat": "im Scat", "bought": "unter den gekauften Talonkarten"}.get(where)
        if where.startswith("not_"):
            return f"{f['card']} ist nicht bei {where[4:]}{stage}."
        return f"{f['card']} {place or 'bei ' + where}{stage}."
    if kind == "void":
        return f"{f['seat']} hat kein {f['suit']}{stage}."
    if kind == "count":
        return f"{f['seat']} hat {OP_WORDS[f['op']]} {f['n']} {WHAT_WORDS[f['what']]}{_above(f)}{stage}."
    if kind == "same_hand":
        return f"{', '.join(f['cards'])} sitzen in einer Hand."
    if kind == "points":
        where = {"talon": "Im Talon", "talon_rest": "Im Talonrest", "scat": "Im Scat",
                 "hand": f"In der Hand von {f.get('seat', '?')}"}[f["of"]]
        return f"{where} liegen {f['value']} Points."
    if kind == "trick":
        return f"Den {f['trick']}. Stich macht {f['winner']}."
    if kind == "tricks_won":
        who = "Der Spieler" if f["party"] == "spieler" else "Die Gegner"
        return f"{who} machen {OP_WORDS[f.get('op', '==')]} {f['n']} Stiche."
    if kind == "final_points":
        who = "Der Spieler erreicht" if f["party"] == "spieler" else "Die Gegner erreichen"
        return f"{who} am Ende {f['value']} Points."
    if kind == "trick_points":
        who = "Der Spieler erzielt" if f["party"] == "spieler" else "Die Gegner erzielen"
        return f"{who} in ihren Stichen {f['value']} Points."
    if kind == "pagat":
        return f"Der Pagat wird {FATE_WORDS[f['fate']]}."
    return kind
