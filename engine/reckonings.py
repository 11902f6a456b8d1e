"""Reckonings of the texts' worked examples („Nachrechnen“): the engine's rules, applied to the
inputs a worked example names, with the result line by line (rule and page).

Every reckoning declares its inputs with engine.schema specs (so the page can render them as a
form, engine.forms) and returns {"results": data to pick the book's number from, "lines": [{label,
value, source}], "pack": the card-picture pack of its cards or None}. The web function `example`
runs one reckoning and picks the number the book prints (`pick`, a path into the results).

Reckonings: count (Ulmann S. 16–18), settle (any game of the engine, from its outcome),
brunnen (Blocks S. 45–47), whist_partie (S. 11–12), whist_robber (S. 14–17),
hundert_karten (§§ 19–20), hundert_do (§§ 21–24), hombre (Compagnie-Regeln §§ 7, 14).
No rules are kept here that the game modules do not already state; this module only wires them
to declared inputs and labelled lines.
"""
from __future__ import annotations

import json
from typing import Any

from .cards import PACKS, repeated_card
from .counting import count_names
from .errors import RequestError
from .fields import OUTCOME_NAMES_BEFORE, PACK, outcome_fields, with_variant
from .forms import controls
from .games import hombre_penalties as h
from .games.hombre_penalties import CONTRACTS
from .games.hundertspiel import LAST_TRICK, PACK as HUNDERT_PACK, card_points, do_points, held_announcements
from .games.whist import PARTIE_VALUES, SCHLEMM, Robber, robber_payment, trick_points
from .schema import Bool, Cards, Choice, Declared, Int, Obj, Registry, check_fields
from .tarok.blocks import brunnen_abrechnung
from .terms import points_text
from .variants import get_profile


def _line(label: str, value: Any, source: str = "", detail: str = "") -> dict:
    return {"label": label, "value": value, "source": source, "detail": detail}


# --- Ulmann S. 16–18: counting in Lagen ------------------------------------------------------------

COUNT_FIELDS = {
    "cards": Cards("Karten", max_len=78, required=True),
    "pack": Choice("Pack", PACK.values, PACK.labels, default=54),
    "lagen_points": Int("Points der übrigen Lagen (vom Text gegeben)", 0, 78, default=0),
}


def _count(cards: list, pack: int, lagen_points: int) -> dict:
    c = count_names(cards, PACKS[pack])
    lines = []
    if lagen_points:
        lines.append(_line("Übrige Lagen (Angabe des Textes)", lagen_points, "S. 17"))
    for i, lage in enumerate(c.lagen, 1):
        names = ", ".join(card.name for card in lage.cards)
        kind = "Rest" if lage.rest else f"Lage {i}"
        rule = ("⅔ gilt als ein Point, ⅓ fällt weg" if lage.rest
                else "ganze Points der Karten + 1 für die Lage")
        lines.append(_line(f"{kind}: {names}", lage.thirds_points, "S. 16–17",
                           f"{rule}; landläufig: {lage.landlaeufig_points} (S. 17–18)"))
    total, landl = c.points + lagen_points, c.points_landlaeufig + lagen_points
    lines.append(_line("Summe (in Lagen zu drei)", total, "S. 16–17", f"genau {c.exact} ohne die übrigen Lagen"))
    lines.append(_line("Summe nach der landläufigen Art", landl, "S. 17–18"))
    exact = c.exact if not lagen_points else points_text(lagen_points * 3 + c.exact_thirds)
    return {"results": {"points": total, "landlaeufig": landl, "exact": exact}, "lines": lines,
            "pack": f"tarok{pack}"}


# --- any game: settlement from its outcome ---------------------------------------------------------

def _settle_fields(inputs: dict) -> dict:
    """The shape of the web function `settle`: the game and its declared outcome."""
    return with_variant(outcome_fields)(inputs if isinstance(inputs, dict) else {})


POINT_LABELS = {"tricks": "Stiche", "trick_points": "Tricks (ein Point für jeden Stich über sechs)",
                "honours": "Honneurs (Points)", "spieler": "Points des Spielers", "gegner": "Points der Gegner"}


def _settle(variant: str, **outcome) -> dict:
    p = get_profile(variant)
    r = p.settle_request(outcome).as_dict()
    label = getattr(p, "source_label", "") or ""
    lines = [_line(l["label"], l.get("amount", l.get("points")),
                   f"{label} {l.get('source', '')}".strip() if l.get("source") else "",
                   (f"je von {', '.join(l['from'])} an {', '.join(l['to'])}" if l.get("from") else ""))
             for l in r["lines"]]
    if not r["lines"]:          # a deal that pays nothing by itself (Whist): its counted facts
        lines += [_line(f"{POINT_LABELS.get(k, k)}", display(v) if isinstance(v, dict) else v, p.source)
                  for k, v in r["points"].items()]
    lines.append(_line("Saldo", display(r["payments"]), "", r.get("summary", "")))
    lines_total = sum(l.get("amount") or 0 for l in r["lines"])
    return {"results": {**r, "lines_total": lines_total}, "lines": lines, "pack": None}


# --- Tarok mit Blocks, S. 45–47: the Brunnen -------------------------------------------------------

FOUR = ("W", "X", "Y", "Z")


def _four(label: str, lo: int, hi: int) -> Obj:
    return Obj(label, {k: Int(f"{k}", lo, hi, default=0) for k in FOUR}, required=True)


BRUNNEN_FIELDS = {
    "provisional": _four("Vorläufige Abrechnung (+ fordert, − schuldet)", -9999, 9999),
    "pool": _four("Bétes im Brunnen", 0, 9999),
    "chips": _four("Mehr (+) oder Manco (−) an Marken", -9999, 9999),
}
BRUNNEN_NAMES_BEFORE = {"vorlaeufig": "provisional", "brunnen": "pool", "marken": "chips"}


def _brunnen(provisional: dict, pool: dict, chips: dict) -> dict:
    try:
        r = brunnen_abrechnung(provisional, pool, chips)
    except ValueError as e:
        raise RequestError(f"Die Abrechnung geht nicht auf: {e}") from None
    plus = sum(v for v in provisional.values() if v > 0)
    fmt = display
    lines = [_line("Vorläufige Abrechnung", fmt(provisional), "S. 46",
                   f"Probe: je {plus} Blocks zu fordern und zu zahlen" if plus == -sum(
                       v for v in provisional.values() if v < 0) else "die Probe stimmt nicht"),
             _line("Summe des Brunnens", r["brunnen"], "S. 47"),
             _line("Anteil jedes Theilnehmers", r["anteil"], "S. 47", "Summe durch die Zahl der Theilnehmer"),
             _line("Nach dem Brunnen", fmt(r["nach_brunnen"]), "S. 47", "Anteil gut, eigene Brunnen-Bétes zur Last"),
             _line("Mehr oder Manco an Marken", fmt(chips), "S. 47"),
             _line("Schlußrechnung", fmt(r["schluss"]), "S. 47")]
    return {"results": {**r, "probe": plus}, "lines": lines, "pack": None}


# --- Whist: the Partie to ten (S. 11–12) and the Robber (S. 14–17) ---------------------------------

PARTIES = ("A+B", "C+D")


DEAL_NAMES_BEFORE = {"stiche": "tricks", "honneurs": "honours", "honneur_points": "honour_points"}


def _deal_spec(n: int) -> Obj:
    return Obj(f"{n}. Spiel", {
        "tricks": Int("Stiche von A+B", 0, 13, required=True),
        "honours": Choice("Honneurs bei", PARTIES),
        "honour_points": Choice("Honneurs zählen", (2, 4, 5), {2: "deux honneurs (2)", 4: "quatre honneurs (4)",
                                                            5: "cinq honneurs (5)"}),
    }, renamed=DEAL_NAMES_BEFORE)


WHIST_PARTIE_FIELDS = {f"deal_{n}": _deal_spec(n) for n in range(1, 5)}
WHIST_PARTIE_NAMES_BEFORE = {f"spiel_{n}": f"deal_{n}" for n in range(1, 5)}


def _whist_partie(**deals) -> dict:
    r, lines, results = Robber(), [], {}
    for n in range(1, 5):
        deal = deals.get(f"deal_{n}")
        if not deal:
            continue
        tricks = [deal["tricks"], 13 - deal["tricks"]]
        hon = None
        if deal.get("honours") and deal.get("honour_points"):
            hon = (PARTIES.index(deal["honours"]), deal["honour_points"])
        ended = r.add_deal(tricks, hon)
        tp = 0 if tricks[0] > tricks[1] else 1
        what = f"{PARTIES[tp]} {tricks[tp]} Stiche = {trick_points(tricks[tp])} Tricks"
        if hon:
            what += f"; Honneurs {PARTIES[hon[0]]} {hon[1]}"
        stand = f"Stand A+B {r.stand[0]} : C+D {r.stand[1]}"
        if ended:
            stand = (f"Partie für {PARTIES[ended['winner']]} ({ended['name']}); über die zehn: "
                     f"{ended['carry']}; " + stand)
        lines.append(_line(f"{n}. Spiel: {what}", stand, "S. 9–13"))
        results[f"deal_{n}"] = {"standing": {p: s for p, s in zip(PARTIES, r.stand)},
                                "game": ended["name"] if ended else None,
                                "carry": ended["carry"] if ended else None}
    if not lines:
        raise RequestError("Bitte mindestens ein Spiel angeben.")
    return {"results": results, "lines": lines, "pack": None}


PARTIE_KINDS = {"simple": 1, "double": 2, "triple": 3, "quadrouble": 4}     # S. 14–15 (engine.games.whist)


def _parties_spec(label: str) -> Obj:
    return Obj(label, {k: Int(k.capitalize(), 0, 2, default=0) for k in PARTIE_KINDS}, required=True)


WHIST_ROBBER_FIELDS = {
    "winners": _parties_spec("Partien der Gewinner"),
    "losers": _parties_spec("Partien der Verlierer"),
    "robber": Int("Robber (nach Übereinkunft)", 0, 99, default=5),
    "grand_robber": Int("Zuschlag für den großen Robber", 0, 99, default=0),
    "grand_slams": Int("Groß Schlemm (Anzahl)", 0, 9, default=0),
    "little_slams": Int("Klein Schlemm (Anzahl)", 0, 9, default=0),
}
WHIST_ROBBER_NAMES_BEFORE = {"gewinner": "winners", "verlierer": "losers", "grosser_robber": "grand_robber",
                             "gross_schlemm": "grand_slams", "klein_schlemm": "little_slams"}


def _whist_robber(winners: dict, losers: dict, robber: int, grand_robber: int,
                  grand_slams: int, little_slams: int) -> dict:
    values = {name.lower(): value for _, value, name in PARTIE_VALUES}
    won = [values[k] for k, n in winners.items() for _ in range(n or 0)]
    lost = [values[k] for k, n in losers.items() for _ in range(n or 0)]
    if len(won) != 2 or len(lost) > 1:
        raise RequestError("Ein Robber ist gewonnen, wer zuerst zwei Partien macht: die Gewinner "
                           "haben genau zwei Partien, die Verlierer höchstens eine (S. 12).")
    schlemm = grand_slams * SCHLEMM[0][0] + little_slams * SCHLEMM[1][0]
    pay = robber_payment(won, lost, robber, grand_robber, schlemm)
    lines = [_line(f"Partie {k.capitalize()} der Gewinner", values[k], "S. 14–15")
             for k, n in winners.items() for _ in range(n or 0)]
    lines += [_line(f"Partie {k.capitalize()} der Verlierer (abgezogen)", -values[k], "S. 15–16")
              for k, n in losers.items() for _ in range(n or 0)]
    lines.append(_line("Robber", robber, "S. 15"))
    if grand_robber and not lost:
        lines.append(_line("großer Robber", grand_robber, "S. 16–17"))
    if grand_slams:
        lines.append(_line(f"{grand_slams} × groß Schlemm zu {SCHLEMM[0][0]}", grand_slams * SCHLEMM[0][0], "S. 17"))
    if little_slams:
        lines.append(_line(f"{little_slams} × klein Schlemm zu {SCHLEMM[1][0]}", little_slams * SCHLEMM[1][0], "S. 17"))
    lines.append(_line("Jeder Verlierer zahlt jedem Gewinner", pay, "S. 15"))
    return {"results": {"payment": pay}, "lines": lines, "pack": None}


# --- Hundertspiel §§ 19–24 -------------------------------------------------------------------------

HUNDERT_KARTEN_FIELDS = {"cards": Cards("Karten", max_len=36, required=True),
                         "last_trick": Bool("mit dem letzten Stich (6)", default=False)}


def _hundert_karten(cards: list, last_trick: bool) -> dict:
    parsed = HUNDERT_PACK.parse_many(cards)
    if repeated_card(parsed) is not None:
        raise RequestError("Jede Karte gibt es nur einmal; eine Karte ist zweimal angegeben.")
    points = sum(card_points(c) for c in parsed)
    lines = []
    for rank in dict.fromkeys(c.rank for c in parsed):
        cs = [c for c in parsed if c.rank == rank]
        lines.append(_line(f"{len(cs)} × {HUNDERT_PACK.rank_names[rank]}", sum(card_points(c) for c in cs), "§ 19",
                           f"je {card_points(cs[0])}"))
    total = points + (LAST_TRICK if last_trick else 0)
    if last_trick:
        lines.append(_line("letzter Stich", LAST_TRICK, "§ 19"))
    lines.append(_line("Points der Blätter", total, "§ 19"))
    held = held_announcements(parsed)
    for m in held:
        lines.append(_line(f"angesagt: {m['label']}", m["points"], "§ 20"))
    declared = sum(m["points"] for m in held)
    return {"results": {"points": total, "declarations": declared}, "lines": lines, "pack": "trappola36"}


HUNDERT_DO_FIELDS = {
    "first_trick_trump_do": Bool("Erster Stich mit dem Atout-Do", default=False),
    "dos": Int("Do's im Laufe des Spieles", 0, 4, default=0),
    "last_dos": Int("Do's eines Spielers auf den letzten Stichen", 0, 4, default=0),
}
HUNDERT_DO_NAMES_BEFORE = {"atout_do_erster": "first_trick_trump_do", "letzte": "last_dos"}


def _hundert_do(first_trick_trump_do: bool, dos: int, last_dos: int) -> dict:
    if (1 if first_trick_trump_do else 0) + dos + last_dos > 4:
        raise RequestError("Es gibt nur vier Do's (§ 2).")
    tricks = [(0, True, True)] if first_trick_trump_do else []
    tricks += [(1, False, False)] + [(1, True, False)] * dos + [(2, False, False)] * 3
    tricks += [(3, True, False)] * last_dos
    per = do_points(tricks)
    lines, results = [], {}
    if first_trick_trump_do:
        lines.append(_line("erster Stich mit dem Atout-Do", per[0], "§ 21", "ohne die Points der Blätter"))
        results["first_trick"] = per[0]
    if dos:
        lines.append(_line(f"{dos} Do's im Laufe des Spieles, je 10", 10 * dos, "§ 22"))
        results["during_play"] = 10 * dos
    if last_dos:
        end = sum(per[-last_dos:])
        lines.append(_line(f"{last_dos} Do's auf den letzten Stichen", end, "§§ 22–24"))
        lines.append(_line("mit dem letzten Stich (6)", end + LAST_TRICK, "§§ 22–24"))
        results["last_tricks"] = end + LAST_TRICK
    results["total"] = sum(per) + (LAST_TRICK if last_dos else 0)
    lines.append(_line("Do-Points zusammen", results["total"], "§§ 21–24"))
    return {"results": results, "lines": lines, "pack": None}


# --- Tarock à l'Hombre (Compagnie-Regeln) §§ 7, 14 ------------------------------------------------

def _hombre_fields(inputs: dict) -> dict:
    return {"contract": Choice("Spiel", CONTRACTS, required=True),
            "won": Bool("gewonnen", default=True),
            "points": Int("Points über dem Spiel (+) oder daran fehlend (−)", -99, 99, default=0),
            "volte": Bool("auf die Volte gespielt (§ 14)", default=False)}


HOMBRE_NAMES_BEFORE = {"spiel": "contract", "gewonnen": "won"}


def _hombre(contract: str, won: bool, points: int, volte: bool) -> dict:
    s = (h.volte if volte else h.settle)(contract, won, points)
    base = h.VOLTE[contract] if volte else h.CONSOLATION[contract]
    lines = [_line("Consolation", base, "§ 14" if volte else "§ 7"),
             _line("je Point", h.PER_POINT[contract], "§ 7")]
    lines += [_line(l["label"], l["amount"], l["source"], f"je von {', '.join(l['from'])} an {', '.join(l['to'])}")
              for l in s.lines]
    value = s.lines[0]["amount"] if s.lines else 0
    return {"results": {"consolation": base, "per_point": h.PER_POINT[contract], "value": value,
                        "payments": dict(zip(s.persons, s.payments))}, "lines": lines, "pack": None}


RECKONINGS = Registry({
    "count": Declared(_count, "Zählen in Lagen", COUNT_FIELDS),
    "settle": Declared(_settle, "Abrechnung eines Spieles", fields_for=_settle_fields, renamed=OUTCOME_NAMES_BEFORE),
    "brunnen": Declared(_brunnen, "Abrechnung mit dem Brunnen", BRUNNEN_FIELDS, renamed=BRUNNEN_NAMES_BEFORE),
    "whist_partie": Declared(_whist_partie, "Whist: die Partie zu zehn", WHIST_PARTIE_FIELDS,
                             renamed=WHIST_PARTIE_NAMES_BEFORE),
    "whist_robber": Declared(_whist_robber, "Whist: der Robber", WHIST_ROBBER_FIELDS, renamed=WHIST_ROBBER_NAMES_BEFORE),
    "hundert_karten": Declared(_hundert_karten, "Hundertspiel: Points der Blätter und Ansagen", HUNDERT_KARTEN_FIELDS,
                               renamed={"letzter_stich": "last_trick"}),
    "hundert_do": Declared(_hundert_do, "Hundertspiel: die Do's", HUNDERT_DO_FIELDS, renamed=HUNDERT_DO_NAMES_BEFORE),
    "hombre": Declared(_hombre, "Tarock à l'Hombre: Consolation und Points", fields_for=_hombre_fields,
                       renamed=HOMBRE_NAMES_BEFORE),
})


# --- picking the book's number ---------------------------------------------------------------------

def pick(results: Any, path: list) -> Any:
    """Follow `path` into `results`: a text step is a key, a number an index, {"label": …} the
    entry of a list with that label."""
    node = results
    for step in path:
        if isinstance(step, dict) and "label" in step and isinstance(node, list):
            found = [x for x in node if isinstance(x, dict) and x.get("label") == step["label"]]
            if not found:
                raise RequestError(f"Die Rechnung enthält keinen Posten „{step['label']}“.")
            node = found[0]
        elif isinstance(step, int) and isinstance(node, list) and -len(node) <= step < len(node):
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict) and step in node:
            node = node[step]
        else:
            raise RequestError(f"Die Rechnung enthält keinen Wert „{step}“.")
    if isinstance(node, dict) and "amount" in node:
        node = node["amount"]
    return node


def canonical(value: Any) -> str:
    """The comparable form of a result (book and engine): JSON with sorted keys."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def display(value: Any) -> str:
    """A result as a reader reads it: „98“, „W +98, X +5, Y −53, Z −50“."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {display(v) if not isinstance(v, int) else format(v, '+d')}"
                         for k, v in value.items()).replace("-", "−")
    if isinstance(value, bool):
        return "ja" if value else "nein"
    return str(value).replace("-", "−")


def reckon(reckoning: str, inputs: dict, path: list) -> dict:
    """Run `reckoning` with `inputs` and pick the number at `path`: the answer of `example`."""
    r = RECKONINGS[reckoning]
    if not isinstance(inputs, dict):
        raise RequestError("Feld „inputs“: erwartet wird ein Objekt mit den Angaben des Beispiels.")
    inputs, sent_as = r.current(inputs)
    shape = r.shape(inputs)
    out = r.fn(**check_fields(shape, inputs, sent_as=sent_as))
    try:
        value = pick(out["results"], path)
    except RequestError:        # a reader's inputs without the book's item: the lines still stand
        return {"value": None, "key": canonical(None), "lines": out["lines"], "pack": out["pack"],
                "label": r.label, "controls": controls({k: v for k, v in shape.items() if k != "variant"}),
                "text": "kein Posten dieser Art"}
    return {"value": value, "key": canonical(value), "text": display(value), "lines": out["lines"],
            "pack": out["pack"], "label": r.label,
            "controls": controls({k: v for k, v in shape.items() if k != "variant"})}
