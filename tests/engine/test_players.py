"""The engine's card players and the duplicate match (issue 25)."""
import random

import pytest

from engine.__main__ import main
from engine.core import mask_of, play_card, seat_of
from engine.errors import RequestError
from engine.match import match, play_cards
from engine.players.baseline import RandomPlay, RuleOfThumb
from engine.players.pimc import Determinized, spieler_of
from engine.players.seen import played_mask, sample_deal, view_of
from engine.probespiel import deal
from engine.tarok import PROFILES

VARIANTS = ("tapp", "koenigrufen")


class Checked:
    """Wraps a player and asserts that each card it chooses is legal for the seat to move."""

    def __init__(self, player):
        self.player, self.name, self.cards = player, player.name, 0

    def card(self, p, state, seat, rng):
        card = self.player.card(p, state, seat, rng)
        assert state.turn == seat
        assert p.legal_cards(state, seat) >> card & 1, p.card_name(card)
        self.cards += 1
        return card


def shown_void(p, state, seat):
    """Suits `seat` showed void in by not following (Tarok: led suit ≠ card's suit), from the
    tricks as the rules say (Ulmann S. 15: Farbe bekennen, sonst Tarok)."""
    out = set()
    tricks = [(t.leader, t.cards) for t in state.tricks] + [(state.leader, tuple(state.trick))]
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            if i and seat_of(p, state, leader, i) == seat and p.suit[c] != p.suit[cards[0]]:
                out.add(p.suit[cards[0]])
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_determinized_player_plays_only_legal_cards(variant):
    p = PROFILES[variant]
    for seed in (3, 4):
        state = deal(p, seed)
        players = {s: Checked(Determinized(samples=3, budget=20_000)) if s % 2 == 0 else Checked(RandomPlay())
                   for s in range(state.n_seats)}
        rngs = {s: random.Random(s) for s in range(state.n_seats)}
        play_cards(p, state, players, rngs)
        assert state.phase == "done"
        assert sum(pl.cards for pl in players.values()) == len(state.tricks) * state.n_seats
        assert sum(p.settle(state).payments) == 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_sampled_deals_agree_with_what_the_seat_saw(variant):
    p = PROFILES[variant]
    checked = 0
    for seed in range(6):
        state = deal(p, seed)
        rng = random.Random(seed)
        while state.phase == "play" and len(state.tricks) < 2 + seed % 4:
            play_card(p, state, RuleOfThumb().card(p, state, state.turn, rng))
        seat = state.turn
        view = view_of(p, state, seat)
        truth = state.hands
        for s, h in enumerate(truth):                      # the real deal fits the view
            if s != seat and h:
                assert h & view.allowed[("hand", s)] == h & view.unknown
        played = played_mask(state)
        for _ in range(5):
            hands = sample_deal(view, rng)
            assert hands is not None
            assert hands[seat] == truth[seat]
            for s in range(state.n_seats):
                assert bin(hands[s]).count("1") == bin(truth[s]).count("1")
                assert hands[s] & played == 0
                for suit in shown_void(p, state, s):
                    assert hands[s] & p.suit_mask[suit] == 0, (seed, s, suit)
                for t in range(s):
                    assert hands[s] & hands[t] == 0
            bought = mask_of(state.contract.get("bought") or [])
            decl = state.contract.get("declarer")
            for s in range(state.n_seats):
                if s != decl:
                    assert hands[s] & bought == 0              # the declarer took them
            assert spieler_of(p, state, hands) >= {decl}
            checked += 1
    assert checked == 30


def test_koenigrufen_partner_is_the_called_kings_holder_in_each_sample():
    p = PROFILES["koenigrufen"]
    for seed in range(20):
        state = deal(p, seed)
        king = state.contract.get("called_id")
        if king is None or state.contract.get("king_in_talon"):
            continue
        holder = next(s for s, h in enumerate(state.hands) if h >> king & 1)
        assert spieler_of(p, state, state.hands) == {state.contract.declarer, holder}
        return
    pytest.skip("no Rufer among the seeds")


def test_match_is_deterministic_and_duplicate():
    a = match("tapp", deals=2, seed=7, player="faustregel", against="zufall")
    b = match("tapp", deals=2, seed=7, player="faustregel", against="zufall")

    def untimed(rows):                               # the seconds measured differ from run to run
        return [{**r, "decisions": {k: v for k, v in r["decisions"].items() if not k.endswith("_s")}} for r in rows]

    assert untimed(a["rows"]) == untimed(b["rows"])
    for row in a["rows"]:
        assert [x["seats"] for x in row["plays"]] == [[0, 2], [1]]
        assert row["gain"] == sum(x["gain"] for x in row["plays"])
    # the same player on both sides: each seat has its own random stream from the seed, so the
    # two plays of a deal are one game, seen once from each seat set: the gain cancels exactly
    for variant in ("koenigrufen", "whist"):
        same = match(variant, deals=3, seed=2, player="faustregel", against="faustregel")
        assert [r["gain"] for r in same["rows"]] == [0, 0, 0]
        assert same["mean_gain"] == 0
    lo, hi = a["ci95"]
    assert lo <= a["mean_gain"] <= hi
    assert a["decision_s"]["count"] > 0 and a["decision_s"]["median"] <= a["decision_s"]["max"]


def test_bad_variant_gives_the_german_request_error(capsys):
    with pytest.raises(RequestError, match="ein Spiel der Engine"):
        match("skat")
    with pytest.raises(RequestError, match="Spieler der Engine"):
        match("tapp", player="bridgebot")
    assert main(["match", "skat", "--deals", "1"]) == 2
    assert "Fehler: Feld „variant“: ein Spiel der Engine" in capsys.readouterr().err


@pytest.mark.parametrize("variant", VARIANTS)
def test_game_objective_knows_who_wins_at_the_last_card(variant):
    """At the last card the „game“ objective's bonus must agree with the engine's settlement
    (the Spieler's party wins with 36 (35⅔) points, Ulmann S. 16–19)."""
    from engine.players.pimc import WIN_BONUS, game_values
    from engine.solver import Points, Position
    from engine.solver_core import make_solver
    p = PROFILES[variant]
    seen = set()
    for seed in range(12):
        state = deal(p, seed)
        rng = random.Random(seed)
        while sum(map(bool, state.hands)) > 1 or len(state.trick) < state.n_seats - 1:
            play_card(p, state, RuleOfThumb().card(p, state, state.turn, rng))
        seat = state.turn
        spieler = spieler_of(p, state, state.hands)
        party = [0 if s in spieler else 1 for s in range(state.n_seats)]
        pos = Position(list(state.hands), state.leader, party, list(state.trick))
        values = make_solver(p, pos, Points(party[seat])).move_values()
        (card, v), = values.items()
        bonus = game_values(p, state, seat, spieler, state.hands, values)[card] - v
        play_card(p, state, card)
        won = p.settle(state).won
        if won is None:
            continue
        assert bonus == (WIN_BONUS if won == (seat in spieler) else 0), seed
        seen.add(won)
    assert seen == {True, False}                      # won and lost games both checked


def test_match_command_line_prints_json_and_german_errors():
    import json
    import subprocess
    import sys
    run = lambda *a: subprocess.run([sys.executable, "-m", "engine", "match", *a],  # noqa: E731
                                    capture_output=True, text=True)
    res = run("koenigrufen", "--deals", "3", "--seed", "9", "--player", "faustregel", "--against", "zufall", "--json")
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["deals"] == len(out["rows"]) == 3 and out["ci95"][0] <= out["mean_gain"] <= out["ci95"][1]
    bad = run("tapp", "--deals", "0")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "Feld „deals“" in bad.stderr
