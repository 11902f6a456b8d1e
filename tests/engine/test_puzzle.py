"""The problems as puzzles (issue 24): the reader's distribution judged against the text, the
rules and the claim; the reader's play judged by exact search (engine/problems/puzzle*.py)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.errors import RequestError
from engine.problems import model, puzzle, puzzle_deal, puzzle_play
from engine.problems.game import replay
from engine import search_budget
from engine.search_budget import CLAIM_BUDGET
from engine.problems.questions import QUESTIONS
from engine.problems.verify import _forces, goal_step
from engine.api import call
from edition.problem_sections import quote_found

NUMBERS = model.numbers()
ENDGAMES = [n for n in NUMBERS if model.load(n).kind == "endgame"]
CHEAP_CLAIM = 400_000           # verified claims below this many nodes are decided in the test


def book_deal(pr) -> dict:
    start = pr.raw["start"]
    return {"hands": start["hands"], **({"talon": start["talon"]} if pr.kind == "deal" else {})}


def claim_nodes(nr: int) -> int:
    return sum(g["nodes"] for g in model.verified_records()[nr]["claim_goals"])


@pytest.mark.parametrize("nr", NUMBERS)
def test_the_question_is_quoted_from_the_aufgabe(nr):
    for q in QUESTIONS[nr]:
        assert quote_found(f"aufgabe-{nr}", q), q
    assert set(puzzle.parts(nr)) <= {"deal", "play"} and puzzle.parts(nr)


@pytest.mark.parametrize("nr", NUMBERS)
def test_our_reconstruction_is_accepted_as_a_distribution(nr):
    pr = model.load(nr)
    cheap = claim_nodes(nr) <= CHEAP_CLAIM
    r = puzzle_deal.check_deal(nr, book_deal(pr), budget=CLAIM_BUDGET if cheap else 1)
    assert all(rule["ok"] for rule in r["rules"]), r["rules"]
    assert r["line"]["ok"] and all(f["holds"] for f in r["facts"]) and r["totals_ok"] is not False
    assert r["differs_from_book"] is False and r["differences"] == []
    # a full deal whose claim search takes millions of nodes stays undecided in a budget of 1
    assert r["claim_holds"] is (True if cheap else None)
    assert r["accepted"] is r["claim_holds"]


@pytest.mark.parametrize("nr", NUMBERS)
def test_a_fixed_card_swapped_into_another_hand_is_refused_naming_the_fact(nr):
    pr = model.load(nr)
    laid_away = {c for cards in pr.scat.values() for c in cards}
    facts = [(i, f) for i, f in enumerate(pr.facts) if f["kind"] == "card" and f["in"] in model.SEATS
             and pr.profile.parse_card(f["card"]) not in laid_away]
    deal = book_deal(pr)
    for i, f in facts:
        holder = f["in"]
        if f["card"] not in [pr.card_name(pr.profile.parse_card(c)) for c in deal["hands"][holder]] and \
                f["card"] not in deal["hands"][holder]:
            continue                       # bought from the talon: not in the hand as dealt
        other = next(s for s in deal["hands"] if s != holder)
        names = [pr.card_name(pr.profile.parse_card(c)) for c in deal["hands"][other]]
        name = pr.card_name(pr.profile.parse_card(f["card"]))
        swapped = next((c for c in names if c not in {pr.card_name(x) for x in puzzle.fixed_places(pr, choose_exchange=False)}),
                       names[0])           # (the deal keeps the book's exchange: its cards stay fixed)
        hands = {s: [pr.card_name(pr.profile.parse_card(c)) for c in cs] for s, cs in deal["hands"].items()}
        hands[holder] = [swapped if c == name else c for c in hands[holder]]
        hands[other] = [name if c == swapped else c for c in hands[other]]
        r = puzzle_deal.check_deal(nr, {**deal, "hands": hands}, budget=1)
        assert r["accepted"] is False
        failed = [x for x in r["facts"] if not x["holds"]]
        assert any(x["cite"] == f["cite"] and x["index"] == i for x in failed), (f, failed)
        assert any(not rule["ok"] and name in rule["detail"] for rule in r["rules"])
        return
    pytest.skip("no card fact places a card in a hand as dealt")


def test_a_deal_with_wrong_counts_is_refused_by_the_rules():
    pr = model.load(ENDGAMES[0])
    deal = book_deal(pr)
    hands = dict(deal["hands"])
    hands["A"] = hands["A"][1:]
    r = puzzle_deal.check_deal(pr.nr, {"hands": hands})
    assert r["accepted"] is False
    assert [x["rule"] for x in r["rules"] if not x["ok"]] == ["anzahl", "points"] or \
        "anzahl" in [x["rule"] for x in r["rules"] if not x["ok"]]


@pytest.mark.parametrize("deal, field", [
    ([], "deal"), ({"hands": []}, "deal.hands"), ({"hands": {"Z": []}}, "deal.hands.Z"),
    ({"hands": {"A": ["Coeur-Elf"]}}, "deal.hands.A[0]"), ({"hands": {"A": [3]}}, "deal.hands.A[0]"),
    ({"hands": {}, "kartel": 1}, "deal.kartel")])
def test_a_malformed_deal_names_the_field(deal, field):
    with pytest.raises(RequestError, match=f"Feld „{field.replace('[', '.').replace(']', '.')}"):
        puzzle_deal.check_deal(24, deal)


def test_a_malformed_move_names_the_field():
    with pytest.raises(RequestError, match="Feld „moves.1.“"):
        puzzle_play.play(24, ["Tarok IV", "Coeur-Elf"])
    legal = puzzle_play.play(24, [])["legal"]
    held_not_legal = next(c for c in ("Pagat", "Mond", "Coeur-König") if c not in legal)
    with pytest.raises(RequestError, match="Feld „moves.0.“"):
        puzzle_play.play(24, [held_not_legal])


def play_hints(nr: int, book_where_undecided: bool = False) -> dict:
    """Play the hints to the end; where the search cannot decide a hint (a full deal's first
    tricks), the book's card, which the undecided hint names as the book's."""
    moves: list[str] = []
    replies: list[str] = []
    while True:
        r = puzzle_play.play(nr, moves, replies, want_hint=True)
        assert r["status"] != "lost", (nr, moves)
        if r["finished"]:
            return r
        h = r["hint"]
        if h["undecided"]:
            assert book_where_undecided and h["card"] is None and h["suit"] is None, (nr, moves, h)
            assert "unbekannt" in h["text"] and h["book_card"] in r["legal"]
            moves.append(h["book_card"])
        else:
            assert h["card"] in r["legal"] and h["suit"]
            moves.append(h["card"])
        replies = r["replies"]


@pytest.mark.parametrize("nr", [n for n in ENDGAMES if claim_nodes(n) <= CHEAP_CLAIM])
def test_playing_the_hints_to_the_end_solves_the_endgame(nr):
    pr = model.load(nr)
    assert puzzle.start_step(pr) == min(goal_step(pr, g) for g in puzzle.objectives(pr)[1])
    r = play_hints(nr)
    assert r["status"] == "solved"
    reader = r["reader"]
    # the engine's own count of the finished game agrees: the reader's goals are reached
    pr = model.load(nr)
    rep = replay(pr, r["start_step"], extra=[(model.SEATS.index(m["seat"]), pr.profile.parse_card(m["card"]))
                                             for m in r["line"]])
    assert rep.finished
    if any(g["kind"] == "wins" for g in pr.claim["goals"]):
        spieler_wins = rep.points[0] >= 3 * pr.profile.threshold - 1
        assert spieler_wins == (reader == "spieler")


@pytest.mark.parametrize("nr", [n for n in NUMBERS if model.load(n).kind == "deal"])
def test_playing_the_hints_solves_a_full_deal_from_its_first_lead(nr):
    """A full deal is played from the step its claim speaks of (the first lead, Nr. 4 its fifth
    card); the hints carry the reader to his goals, the book's card where a hint is undecided."""
    pr = model.load(nr)
    start = puzzle.start_step(pr)
    assert start == min(goal_step(pr, g) for g in puzzle.objectives(pr)[1])
    assert play_hints(nr, book_where_undecided=True)["status"] == "solved"


def test_an_undecided_search_says_unknown_and_never_pretends():
    # Nr. 5 at its first lead, with a budget of one node per search: nothing is decided, so the
    # answer says so, the hint names no card of its own, and a card is neither lost nor kept
    r = puzzle_play.play(5, [], want_hint=True, budget=1)
    assert r["status"] == "open" and r["decided"] is False
    assert r["hint"]["undecided"] and r["hint"]["card"] is None and r["hint"]["suit"] is None
    assert r["hint"]["book_card"] == model.load(5).card_name(model.load(5).line[0].card)
    after = puzzle_play.play(5, [r["legal"][-1]], budget=1)
    assert after["status"] == "open" and after["decided"] is False and after["losing_card"] is None


def test_a_loss_after_undecided_positions_names_no_card():
    """The losing card is the reader's last card before which the goal was still forced; if the
    search was undecided there, the answer names none (puzzle_play.losing)."""
    pr = model.load(5)
    g = puzzle_play.Game(pr, 1)
    book = [m.card for m in pr.line]
    for i, card in enumerate(book[:6]):
        g.extend(pr.line[i].seat, card, "reader" if pr.party[pr.line[i].seat] == g.reader else "engine")
    last = max(i for i, (_, _, who) in enumerate(g.played) if who == "reader")
    out = puzzle_play.losing(g, last)
    assert out["losing_card"] is None and out["better"] == []


def moves_of(pr, line: list[dict]) -> list[tuple[int, int]]:
    return [(model.SEATS.index(m["seat"]), pr.profile.parse_card(m["card"])) for m in line]


def first_losing_card(pr, prefix):
    """A first card of the reader (after the engine's opening cards `prefix`) after which the
    solver (verify._forces) says a goal of the reader's can no longer be forced — found
    independently of the puzzle module."""
    reader, goals = puzzle.objectives(pr)
    first = puzzle.start_step(pr)
    st = replay(pr, first, extra=prefix).state
    for card in [c for c in range(len(pr.profile.pack)) if pr.profile.legal_cards(st, st.turn) >> c & 1]:
        rep = replay(pr, first, extra=prefix + [(st.turn, card)])
        for spec in goals:
            forced = _forces(pr, rep, spec, 1_000_000)
            if forced is not None and puzzle.reader_ok(reader, spec, forced) is False:
                return card
    return None


@pytest.mark.parametrize("nr", [n for n in ENDGAMES if claim_nodes(n) <= CHEAP_CLAIM] + [2, 9, 28])
def test_a_card_that_gives_the_goal_away_is_lost_with_a_refutation(nr):
    """Endgames, and full deals from their first lead (decided there within the page's budget)."""
    pr = model.load(nr)
    opening = puzzle_play.play(nr, [])
    assert opening["status"] == "open"
    prefix = moves_of(pr, opening["line"])              # the engine's cards before the reader's turn
    card = first_losing_card(pr, prefix)
    if card is None:
        pytest.skip("every first card keeps the goal")
    r = puzzle_play.play(nr, [pr.card_name(card)])
    assert r["status"] == "lost" and r["losing_card"] == pr.card_name(card)
    assert r["refutation"] and r["better"] and pr.card_name(card) not in r["better"]
    # the refutation is a legal line to the end after the losing card
    played = prefix + [(pr.seat(r["line"][len(prefix)]["seat"]), card)]
    assert replay(pr, puzzle.start_step(pr), extra=played + moves_of(pr, r["refutation"])).finished
    # taking the card back: the game is open again
    assert puzzle_play.play(nr, [])["status"] == "open"


def test_the_engine_prefers_the_books_card_among_equals():
    # Nr. 24: while the reader follows the book, the engine answers with the book's cards
    # wherever they keep its side's result (which the book's line does, „allseitig correct“)
    pr = model.load(24)
    reader = puzzle.objectives(pr)[0]
    own = [pr.card_name(m.card) for m in pr.line if pr.party[m.seat] == reader]
    r = puzzle_play.play(24, own)
    assert [(m["seat"], m["card"]) for m in r["line"]] == [(m["seat"], m["card"]) for m in r["book_line"]]
    assert r["status"] == "solved"


def test_the_puzzle_is_served_by_the_web_functions_and_the_command_line():
    answer = json.loads(call("problem_play", json.dumps({"nr": 24, "moves": [], "hint": True})))
    assert answer["ok"] and answer["result"]["hint"]["card"] in answer["result"]["legal"]
    bad = json.loads(call("problem_check_deal", json.dumps({"nr": 24, "deal": {"hands": {"A": ["Quatsch"]}}})))
    assert not bad["ok"] and "deal.hands.A[0]" in bad["error"]["message"]
    from engine.api.registry import ENDPOINTS       # the page's budget is the module's
    assert ENDPOINTS["problem_check_deal"].fields["budget"].default == search_budget.DEAL_BUDGET
    assert ENDPOINTS["problem_play"].fields["budget"].default is None       # puzzle_play.request_budget
    assert puzzle_play.request_budget(None) == (search_budget.PLAY_BUDGET, None)  # CPython: nodes only
    out = subprocess.run([sys.executable, "-m", "engine", "problems", "puzzle", "24", "--json"],
                         capture_output=True, text=True, check=True)
    shown = json.loads(out.stdout)
    assert shown["reader"]["seats"] and shown["parts"] == ["play"]
    assert {c["card"] for c in shown["fixed"]}.isdisjoint({c["card"] for c in shown["free"]})


EXCHANGES = [n for n in NUMBERS if puzzle.asks_exchange(model.load(n))]


def test_the_exchange_is_asked_where_the_question_asks_it():
    # Nr. 15 „welche Karten verlegen“, Nr. 19 „aufgenommen … verlegt“, Nr. 32 „Welche Karten wurden verlegt“
    assert EXCHANGES == [15, 19, 32]
    for nr in EXCHANGES:
        shown = puzzle.describe(nr)
        pr = model.load(nr)
        assert shown["exchange"] == {model.SEATS[s]: {"buys": len(pr.bought.get(s, [])), "lays": len(pr.scat.get(s, []))}
                                     for s in sorted(set(pr.bought) | set(pr.scat))}
        chosen = {pr.card_name(c) for cards in list(pr.bought.values()) + list(pr.scat.values()) for c in cards}
        fixed_only_by_exchange = chosen - {c["card"] for c in shown["fixed"]}
        assert fixed_only_by_exchange <= {c["card"] for c in shown["free"]}
        # Nr. 32's text fixes none of the twelve cards bought or laid away by their place
        # (Nr. 15's names all four elsewhere: the reader still chooses who buys and lays which)
        assert len(fixed_only_by_exchange) == {15: 0, 19: 2, 32: 12}[nr]


def with_exchange(pr) -> dict:
    start = pr.raw["start"]
    return {**book_deal(pr), "bought": dict(start.get("bought", {})), "scat": dict(start.get("scat", {}))}


@pytest.mark.parametrize("nr", EXCHANGES)
def test_our_exchange_chosen_by_the_reader_is_accepted(nr):
    pr = model.load(nr)
    r = puzzle_deal.check_deal(nr, with_exchange(pr), budget=1)
    assert all(rule["ok"] for rule in r["rules"]) and {"kauf", "verlegen"} <= {x["rule"] for x in r["rules"]}
    assert r["line"]["ok"] and all(f["holds"] for f in r["facts"]) and r["differences"] == []


@pytest.mark.parametrize("nr", EXCHANGES)
def test_a_forbidden_discard_is_refused_with_the_rule_and_page(nr):
    """S. 15: Kings and Tarok-Honneurs may not be laid away — the reader lays away one of them
    from the hand of a seat that lays away (a King where the hand has one)."""
    pr = model.load(nr)
    deal = with_exchange(pr)
    kings = [(s, c) for s in deal["scat"] for c in deal["hands"][s] if pr.profile.parse_card(c) in pr.profile.kings]
    honours = [(s, c) for s in deal["scat"] for c in deal["hands"][s]
               if pr.profile.TAROK_HONOURS >> pr.profile.parse_card(c) & 1]
    seat, card = (kings or honours)[0]
    deal["scat"] = {**deal["scat"], seat: [card] + deal["scat"][seat][1:]}
    r = puzzle_deal.check_deal(nr, deal, budget=1)
    refused = [x for x in r["rules"] if not x["ok"]]
    assert r["accepted"] is False and [x["rule"] for x in refused] == ["verlegen"]
    assert card in refused[0]["detail"] and "(S. " in refused[0]["detail"]
    assert ("Könige" if kings else "Honneurs") in refused[0]["detail"]
    assert bool(kings) is (nr != 15)


def test_a_wrong_exchange_is_refused_by_the_counts_and_by_the_facts():
    pr = model.load(32)
    deal = with_exchange(pr)
    short = {**deal, "bought": {**deal["bought"], "B": deal["bought"]["B"][:1]}}
    r = puzzle_deal.check_deal(32, short, budget=1)
    assert [x["rule"] for x in r["rules"] if not x["ok"]] == ["kauf"] and "B kauft 1 statt 2" in r["rules"][3]["detail"]
    # B and C swap what they bought: legal by the rules, but C no longer holds the nine Taroks
    # the Lösung gives him („C, im Besitze von neun Taroks“)
    swapped = {**deal, "bought": {**deal["bought"], "B": deal["bought"]["C"], "C": deal["bought"]["B"]}}
    r = puzzle_deal.check_deal(32, swapped, budget=1)
    assert all(x["ok"] for x in r["rules"]) and r["accepted"] is False
    assert any(not f["holds"] and f["cite"]["quote"] == "C, im Besitze von neun Taroks" for f in r["facts"])
    assert {"card": "Tarok VI", "book": "gekauft von C", "reader": "gekauft von B"} in r["differences"]


def test_a_malformed_exchange_names_the_field():
    with pytest.raises(RequestError, match="Feld „deal.scat.Z“"):
        puzzle_deal.check_deal(32, {"hands": {}, "scat": {"Z": []}})
    with pytest.raises(RequestError, match="Feld „deal.bought.B.0.“"):
        puzzle_deal.check_deal(32, {"hands": {}, "bought": {"B": ["Quatsch"]}})
    with pytest.raises(RequestError, match="Feld „deal.scat“"):
        puzzle_deal.check_deal(24, {"hands": {}, "scat": {}})


def test_the_command_line_prints_each_answer_as_text():
    """Without --json: the puzzle, an answer to cards (with „unbekannt“ where undecided) and the
    check of a distribution, each as German text (the printer once mistook the puzzle for an answer)."""
    def text(*args):
        out = subprocess.run([sys.executable, "-m", "engine", "problems", "puzzle", *args],
                             capture_output=True, text=True)
        assert out.returncode == 0 and "interner Fehler" not in out.stdout + out.stderr, out.stderr
        return out.stdout
    assert "Kauf und Verlegen wählt der Leser: B kauft 2, verlegt 2" in text("32")
    assert text("5", "--moves", "Pagat", "--budget", "1").startswith(
        "Stand: open (unbekannt: die Suche hat im Budget nicht entschieden); A: Pagat")


def test_the_spieler_buys_a_whole_part_of_the_talon():
    """Nr. 15 („Welchen der drei Talontheile mußte B aufnehmen …?“): B's Zweier buys one of the
    three parts of two cards in the talon's order (S. 20–22); two cards of two parts are refused."""
    pr = model.load(15)
    deal = with_exchange(pr)
    talon = deal["talon"]
    assert set(deal["bought"]["B"]) == set(talon[2:4])                 # our reconstruction: the second part
    across = {**deal, "bought": {"B": [talon[1], talon[2]]}}
    r = puzzle_deal.check_deal(15, across, budget=1)
    kauf = next(x for x in r["rules"] if x["rule"] == "kauf")
    assert not kauf["ok"] and "kein Talontheil" in kauf["detail"] and "S. 20–22" in kauf["detail"]
    other = {**deal, "bought": {"B": talon[4:6]}, "scat": {"B": [talon[4], deal["scat"]["B"][1]]}}
    r = puzzle_deal.check_deal(15, other, budget=1)
    assert next(x for x in r["rules"] if x["rule"] == "kauf")["ok"]


def test_the_page_checks_a_claim_it_cannot_decide_with_a_shorter_budget():
    """Nr. 5's claim takes millions of nodes on our reconstruction (the page says it will not
    decide it): its check searches search_budget.SHORT_DEAL_BUDGET and says undecided; Nr. 32's is decided.
    (Nr. 13 served here until the solver core's sharper bounds decided its claim in 0.37 M.)"""
    assert puzzle.describe(5)["deal_budget"] == search_budget.SHORT_DEAL_BUDGET < search_budget.DEAL_BUDGET
    assert not puzzle.describe(5)["claim_in_page"]
    r = puzzle_deal.check_deal(5, book_deal(model.load(5)), budget=search_budget.SHORT_DEAL_BUDGET)
    assert r["claim_holds"] is None and r["accepted"] is None and all(f["holds"] for f in r["facts"])
    d32 = puzzle.describe(32)
    assert d32["claim_in_page"] and d32["deal_budget"] == search_budget.DEAL_BUDGET


def test_the_page_answers_on_a_time_budget_the_command_line_on_nodes(monkeypatch):
    """In the page (Pyodide) an answer searches PLAY_SECONDS a search with PLAY_PAGE_BUDGET nodes; in
    CPython PLAY_BUDGET nodes (engine/search_budget.py) and no clock, so that the command line answers reproducibly; a
    budget given is searched alone. Past its time an answer is undecided, never guessed."""
    from engine import solver_core
    assert solver_core.core() is not None            # loaded before the platform is pretended
    assert puzzle_play.request_budget(None) == (search_budget.PLAY_BUDGET, None)
    assert puzzle_play.request_budget(7) == (7, None)
    monkeypatch.setattr(search_budget.sys, "platform", "emscripten")
    assert puzzle_play.request_budget(None) == (search_budget.PLAY_PAGE_BUDGET, search_budget.PLAY_SECONDS)
    assert search_budget.PLAY_PAGE_BUDGET > 10 * search_budget.PLAY_BUDGET      # the time ends a search first
    monkeypatch.setattr(search_budget, "PLAY_SECONDS", 0.001)
    solver_core.forget()
    r = puzzle_play.play(10, [])                     # Nr. 10's opening: millions of nodes
    assert r["status"] == "open" and r["decided"] is False
